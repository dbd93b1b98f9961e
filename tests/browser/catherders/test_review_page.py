"""The game review on the page: a hand-made game where red misses a free catch at turn 16.

The review runs in the computer's worker with a progress bar, marks that turn a blunder
and a missed catch, draws the catching turn as the better one, gives the same figures when
run again, answers clicks while it runs, leaves no trace when cancelled, is kept with the
game, and its marks go out in the record and come back in. Also: learning from the
mistake, and the evaluation bar (never while a person plays the computer)."""

from __future__ import annotations

import pytest

from game.catherders import Game, new_position
from tests.browser.catherders.playing import fen, play_turn_by_clicks
from tests.browser.pagetools import open_page, page_state, screenshot, wait_for
from tests.browser.recording import hold_computer, release_computer

pytestmark = pytest.mark.browser

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
START = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=1"
# Found by self-play (medium against medium) with one catch left out on purpose: at turn 16
# (index 15) red can catch a cat with a3-b3 b2>c2 and plays a4 instead.
TURNS = ("e1_e2~f3_f2~e2,f1-f2_f3~e3_e2~d2_g3~g4,e1-e2_e3~f4_d2~d3,f2-f3_f4~f5_g4~h5,"
         "e2-e3_d3~d4_e4~d3,d1-c1,e3-e4_e5~d5_d4~c4_f5~f6_d3~d4,f3-d3_d4~e5_c3~b2,"
         "a3-b3_b2~c3_c4~c5,c1-c2_c3~c4,b3-b4_c4~b3_c5~d6,c2-c3_b3~b2,a1-b1_b2~b3,a3_b3~b2,"
         "b4-c5_d6~e6_d5~d6,a4,i4-g4_g5~g6_h5~h6,k9-i7_i8~i9_h7~h8_h6~h7,g4-g5_g6~g7,"
         "i7-i8_i9~h9_h8~g8_h7~h8,g5-g6_f6~f7_g7~f6,k11-i9_h9~g9_h8~h9,h11-h10_g9~f8_h9~g9,"
         "i9-h8_g8~g7,f11-f9_f8~e7_g9~g8,i8-h7,f9-f8_g8~g9_e7~d7_f7~e7,a6-c6_d7~d8_d6~d7,"
         "c5-d6_e6~f7_e7~e8_d7~e7,c6-d7_e8~e9_d8~c7")
MISSED = 15  # the turn's index
BETTER = "a3-b3 b2>c2"


def _game() -> Game:
    g = Game(new_position("hex6", "beginner", 9, 1))
    for t in TURNS.split(","):
        g.push(t.replace("_", " ").replace("~", ">"))
    return g


def _marks(page) -> dict:
    return page.evaluate("""Object.fromEntries([...document.querySelectorAll('#moves li')]
        .map((li, i) => [i, li.querySelector('.review-mark')?.textContent || ''])
        .filter(([i, m]) => m))""")


def _current(page) -> int:
    """The position shown (turns played before it)."""
    return int(page_state(page)["reviewShown"])


def _review(page) -> None:
    page.click("#btn-review")
    wait_for(page, "document.body.dataset.review === 'done'", timeout_ms=120_000, what="the review")


@pytest.mark.slow
def test_a_missed_catch_is_marked_and_its_catch_shown(make_page, server_url):
    """The review marks red's turn 16 a blunder (??) and a missed catch, and at that position the
    board draws the catch as the better turn. (The same game reviewed twice gives the same
    review: tests/catherders/test_review.py.) The window then narrows to a phone's, where the verdict,
    the marks and the better turn are shown the same. The same review's marks then go out in
    the record and come back in, and it teaches its mistake: one review for all of it."""
    page = make_page(viewport=SIZES["desktop"])
    open_page(page, server_url, f"{START}&turns={TURNS}")
    _review(page)
    marks = _marks(page)
    assert marks[str(MISSED)] == "??", marks
    summary = page.inner_text("#review-summary")
    assert "Blue:" in summary and "missed catch" in summary
    # The key N goes to the position before the next marked turn, from the start on.
    page.click("#btn-first")
    for _ in range(len(marks) + 1):
        if _current(page) == MISSED:
            break
        before = _current(page)
        page.keyboard.press("n")
        wait_for(page, "document.body.dataset.reviewShown !== String(arg)", before,
                 what="N to move to the next mistake")
    assert _current(page) == MISSED
    said = page.inner_text("#review-say")
    assert "a blunder" in said.lower() and "missed catch" in said and BETTER in said, said
    assert page_state(page)["reviewBetter"] == BETTER
    screenshot(page, "review-missed-catch-desktop")
    wide = page.evaluate("document.getElementById('board').getBoundingClientRect().width")
    page.set_viewport_size(SIZES["phone"])
    wait_for(page, "document.getElementById('board').getBoundingClientRect().width < arg", wide,
             what="the board at a phone's width")
    assert page.locator("#review-say").is_visible() and page.inner_text("#review-say") == said
    assert _marks(page) == marks and page_state(page)["reviewBetter"] == BETTER
    screenshot(page, "review-missed-catch-phone")
    page.set_viewport_size(SIZES["desktop"])
    page.click("#btn-last")
    record = _record_with_the_marks(page)
    _learn_from_the_mistake(page)
    _the_marks_come_back(page, server_url, record)


@pytest.mark.slow
def test_review_progress_clicks_cancel_and_storage(page, server_url):
    """While the review runs the progress bar moves and a click is answered; Cancel leaves
    no trace (no marks, nothing kept). A finished review is kept with the game: a reload
    shows it at once."""
    open_page(page, server_url, f"{START}&turns={TURNS}")
    page.click("#btn-review")
    wait_for(page, "document.body.dataset.review === 'running'", what="the review to start")
    wait_for(page, "/^[1-9]/.test(document.body.dataset.reviewProgress || '')", timeout_ms=60_000,
             what="the progress bar to move")
    hold_computer(page)  # the review's next answers wait: it is still running, whatever the speed
    shown = fen(page)
    page.click("#btn-prev")  # the page answers while the worker reviews
    wait_for(page, "document.body.dataset.fen !== arg", shown, what="the click to be answered")
    assert page_state(page)["review"] == "running"
    page.click("#btn-review-cancel")
    wait_for(page, "document.body.dataset.review === ''", what="the cancel")
    release_computer(page)  # the answers of the review cancelled come, and change nothing
    assert _marks(page) == {}
    assert page.is_hidden("#review-box")
    page.reload()
    wait_for(page, "document.body.dataset.ready === '1'", what="the reload")
    assert page_state(page).get("review", "") == ""
    assert page.evaluate("localStorage.getItem('catherders.reviews.v1')") in (None, "{}")

    assert page.is_disabled("#btn-last")  # the reload shows the game's last position
    _review(page)
    marked = _marks(page)
    page.reload()
    wait_for(page, "document.body.dataset.review === 'done'", what="the saved review")
    assert _marks(page) == marked
    assert page.is_visible("#review-chart")


def _record_with_the_marks(page) -> str:
    """After the review, the game record carries ?? and a {comment} on turn 16."""
    page.click("details:has(#record) summary")
    record = page.input_value("#record")
    line = next(x for x in record.splitlines() if x.startswith("16.") or " a4 " in f" {x} ")
    assert "??" in line and "{best " + BETTER in line, line
    return record


def _the_marks_come_back(page, server_url, record: str) -> None:
    """That record loaded in a page opened afresh shows the marks again."""
    open_page(page, server_url, "")
    page.click("details:has(#record) summary")
    page.fill("#record", record)
    page.click("#btn-record-load")
    wait_for(page, "document.body.dataset.turns === arg", str(len(TURNS.split(","))), what="the record")
    assert _marks(page)[str(MISSED)] == "??"


def _learn_from_the_mistake(page) -> None:
    """"Learn from your mistakes" (after the review) puts the board where red blundered; the
    catch is judged better by the review's search, in the worker. Back to the game after."""
    page.click("#btn-review-learn")
    wait_for(page, "(document.body.dataset.puzzle || '').startsWith('mistake-')", what="a mistake")
    game = Game(new_position("hex6", "beginner", 9, 1))
    full = _game()
    # Other marked turns may come first: step to the missed catch.
    while fen(page) != _before(full, MISSED):
        page.click("#btn-lesson-answer")
        wait_for(page, "document.body.dataset.verdict === 'shown'", what="the answer")
        page.click("#btn-lesson-next")
        wait_for(page, "!document.body.dataset.verdict", what="the next mistake")
    for t in full.turns[:MISSED]:
        game.push(t)
    play_turn_by_clicks(page, game, game.parse_turn(BETTER))
    wait_for(page, "document.body.dataset.verdict === 'solved'", timeout_ms=60_000, what="the verdict")
    assert page.inner_text("#lesson-verdict").startswith("Better!")
    page.click("#btn-lesson-leave")
    wait_for(page, "!document.body.dataset.puzzle", what="the game back")


def _before(game: Game, n: int) -> str:
    g = Game(game.start, game.rules)
    for t in game.turns[:n]:
        g.push(t)
    return g.fen()


def test_evaluation_bar(page, server_url):
    """Off by default; on, it shows blue's chance; never while a person plays the computer
    in a game not over."""
    open_page(page, server_url, f"{START}&turns={TURNS}")
    assert page.is_hidden("#eval-bar")
    page.check("#chk-eval")
    wait_for(page, "!!document.body.dataset.evalBlue", timeout_ms=60_000, what="the evaluation")
    assert 0 <= int(page_state(page)["evalBlue"]) <= 100
    page.evaluate("f => { location.hash = f; }", f"{START}&red=ai-easy")  # in the same tab
    wait_for(page, "document.body.dataset.turns === '0' && document.getElementById('chk-eval').disabled",
             what="a game against the computer, its evaluation switched off")
    assert page.is_hidden("#eval-bar")
