"""The game record: shown for copying, and a pasted record loads the game it describes."""

from __future__ import annotations

import pytest

from game.catherders import Game, Rules, new_position
from game.catherders.record import read_record, write_record
from tests.browser.catherders.playing import fen, play_some_turns
from tests.browser.pagetools import open_page, page_state, screenshot, wait_for

pytestmark = pytest.mark.browser

LINK = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=41"


def test_record_shows_the_game_and_a_pasted_record_loads(page, server_url):
    """After two clicked turns the record box holds a record the engine replays to the page's
    position; pasting another game's record (hex7, alternate rules, three turns) and pressing
    Load record shows that game's position, moves and a link that reproduces it. Then a bad
    record is refused (_a_bad_record_says_why_and_keeps_the_game)."""
    open_page(page, server_url, LINK)
    game = Game(new_position("hex6", "beginner", 9, 41))
    play_some_turns(page, game, 2, seed=12)
    page.click("details:has(#record) summary")
    shown = page.input_value("#record")
    assert read_record(shown).replay().fen() == game.fen() == fen(page)

    other = Game(new_position("hex7", "advanced", 11, 2), Rules.parse("alternate"))
    for _ in range(3):
        other.push(next(iter(other.legal_turns())))
    text = write_record(other, {"Board": "hex7"})
    page.fill("#record", text)
    page.click("#btn-record-load")
    wait_for(page, "document.body.dataset.fen === arg", other.fen(), what="the loaded record")
    state = page_state(page)
    assert state["turns"] == "3" and state["problem"] == ""
    assert page.locator("#moves button").all_inner_texts() == [str(t) for t in other.turns]
    assert "rules=alternate" in page.evaluate("location.hash")
    _a_bad_record_says_why_and_keeps_the_game(page)


def _a_bad_record_says_why_and_keeps_the_game(page) -> None:
    """A record with an illegal turn is refused with a message naming the turn and line; the
    game on the board is unchanged."""
    before = fen(page)
    page.fill("#record", '[Board "hex6"]\n[Seed "41"]\n1. a1\n*\n')
    page.click("#btn-record-load")
    wait_for(page, "!document.getElementById('problem').hidden", what="the problem box")
    problem = page_state(page)["problem"]
    assert "cannot be loaded" in problem and "'a1'" in problem and "line 3" in problem, problem
    assert fen(page) == before


PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3,
         "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
# (what is pasted, what the message must name)
REFUSED = [
    ("", "the record is empty"),
    (f'[Board "hex99"]\n[Start "{new_position("hex6", "beginner", 9, 41)}"]\n1. a2\n*\n',
     "record Board header: unknown board 'hex99'"),
]


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_refused_record_is_said_where_the_person_is_looking(make_page, server_url, size):
    """With the panel (phone: the page) scrolled down to the record box, loading an empty
    record or one whose Board header is hex99 shows a message that names what is wrong,
    right beside the Load button and inside the screen (its whole box within the viewport),
    as an alert; the game on the board (two turns played) stays as it was, and so does
    the address bar."""
    page = make_page(**(PHONE if size == "phone" else DESKTOP))
    open_page(page, server_url, LINK)
    game = Game(new_position("hex6", "beginner", 9, 41))
    play_some_turns(page, game, 2, seed=3)
    link = page.evaluate("location.hash")
    page.click("details:has(#record) summary")
    for text, named in REFUSED:
        page.locator("#btn-record-load").scroll_into_view_if_needed()
        page.fill("#record", text)
        page.click("#btn-record-load")
        wait_for(page, "!document.getElementById('problem').hidden", what="the message")
        problem = page.locator("#problem")
        assert named in problem.inner_text() and "cannot be loaded" in problem.inner_text()
        assert problem.get_attribute("role") == "alert"
        assert page.evaluate("""() => document.getElementById('btn-record-load').parentElement
                                 .nextElementSibling.id""") == "problem"
        box = problem.bounding_box()
        view = page.viewport_size  # (+1: scrolling aligns the box's edge to a whole pixel)
        assert box["y"] >= 0 and box["y"] + box["height"] <= view["height"] + 1, (box, view)
        assert box["x"] >= 0 and box["x"] + box["width"] <= view["width"], (box, view)
        assert fen(page) == game.fen() and page_state(page)["turns"] == "2"
        assert page.evaluate("location.hash") == link
        if text:
            screenshot(page, f"record-refused-{size}")
        problem.locator("button", has_text="Dismiss").click()
        assert problem.is_hidden()
