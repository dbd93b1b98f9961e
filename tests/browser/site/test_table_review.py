"""The review of a finished table game, in the browser, for each game on one page switching
between them: the button runs it in the computer's worker with its progress shown, then the
chart, its legend and the costliest decisions; a decision clicked shows its step and says what
was better; Learn from your mistakes asks it, an answer is judged and the hard computer's
choice marked, and Next question asks the next. The pictures of each
game's chart and marked mistake are kept to look at."""

from __future__ import annotations

import random

import pytest

from game.mansion.pieces import Rules
from game.pageant import Game
from tests.browser.clowder.links import link_to as clowder_link
from tests.browser.mansion.links import link_to as mansion_link
from tests.browser.pagetools import open_page, screenshot, wait_for
from tests.browser.site.test_accessibility import Checks
from web.clowder.link import Seat as ClowderSeat
from web.mansion.link import Seat as MansionSeat
from web.pageant.link import PERSON, PageantLink, Seat, encode

pytestmark = pytest.mark.browser

SHARED_PAGE = True


def pageant_link() -> str:
    """A finished pageant of three: You and two easy voters, every vote at random."""
    rng, game = random.Random(5), Game.new(3, 5)
    while not game.is_over:
        open_cats = [c for c in range(1, 10) if c not in game.round.ranking]
        game = game.vote(tuple(rng.choice(open_cats) for _ in range(3)))
    return encode(PageantLink((Seat(PERSON, "You"), Seat("easy"), Seat("easy")), 5, game.votes))


def links() -> dict[str, str]:
    """A finished game of each, You in the first seat, played at random."""
    over = lambda st: st.phase == "over"  # noqa: E731
    return {"pg": pageant_link(),
            "cl": clowder_link((ClowderSeat(PERSON, "You"), ClowderSeat("easy")), 4, over),
            "ma": mansion_link((MansionSeat(PERSON, "You"), MansionSeat("easy"), MansionSeat("easy")), 4,
                               over, Rules(shorter=True))}


def test_each_table_game_reviews_a_finished_game_and_asks_its_mistakes(page, server_url):
    """... and axe-core finds no violation in the review, a question shown, in both schemes."""
    checks = Checks(page)
    for n, (prefix, link) in enumerate(links().items()):
        if n == 0:
            open_page(page, server_url, link)
        else:  # the next game's link in the same tab: the page switches to it
            page.evaluate("f => { location.hash = f; }", link)
        wait_for(page, "(() => { const b = document.getElementById('btn-' + arg + '-analyse');"
                       " return b && !b.disabled; })()", prefix, what="the review offered")
        page.click(f"#btn-{prefix}-analyse")
        seats = 3 if prefix != "cl" else 2
        ready = ("document.getElementById(arg[0] + '-review-status').textContent.startsWith("
                 "'The review is ready') && !document.getElementById(arg[0] + '-review-chart').hidden"
                 " && document.querySelectorAll('#' + arg[0] + '-review-legend li').length === arg[1]")
        wait_for(page, ready, [prefix, seats], timeout_ms=120_000, what="the review done and drawn")
        page.wait_for_selector(f"#{prefix}-review-chart", state="visible")  # once its picture is painted
        label = page.get_attribute(f"#{prefix}-review-chart", "aria-label")
        assert label.startswith("Each player's chance of winning along the game: ")
        decisions = page.locator(f"#{prefix}-review-list button")
        if decisions.count() == 0:  # nothing costly: said so
            assert "well played" in page.text_content(f"#{prefix}-review-list")
            checks.check(f"{prefix}: the review", f"axe-review-{prefix}")
            continue
        decisions.first.click()
        wait_for(page, "document.getElementById(arg + '-announce').textContent.includes('Better: ')",
                 prefix, what="the better choice said")
        wait_for(page, "document.getElementById(arg + '-step').textContent.endsWith('looking back')",
                 prefix, what="the decision's step shown")
        screenshot(page, f"review-{prefix}-mistake")  # to look at
        page.click(f"#btn-{prefix}-review-learn")
        wait_for(page, "document.getElementById(arg + '-review-question').textContent"
                       ".endsWith('which is best?')", prefix, what="a question")
        checks.check(f"{prefix}: the review with a question", f"axe-review-{prefix}")
        page.locator(f"#{prefix}-review-answers button").first.click()
        wait_for(page, "/^(Right|Not quite): /.test(document.getElementById(arg + '-review-answer')"
                       ".textContent)", prefix, what="the answer judged")
        screenshot(page, f"review-{prefix}-answered")  # to look at: the better choice marked
        assert page.locator(f"#{prefix}-review-answers button.best").count() == 1
        if page.is_visible(f"#btn-{prefix}-review-next"):
            page.click(f"#btn-{prefix}-review-next")
            asked = ("document.getElementById(arg + '-review-question').textContent.startsWith('Question 2 ')"
                     " && document.querySelectorAll('#' + arg + '-review-answers button:not([disabled])')"
                     ".length >= 2")
            wait_for(page, asked, prefix, what="the next question")
    checks.assert_none()
