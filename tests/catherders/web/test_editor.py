"""The position editor's model (web/catherders/editor/model.py): edits checked as they are made, the engine's
word on the whole position, and nothing lost on a refusal."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.catherders import Game, NotationError, Position, board_names
from web.catherders.editor.model import TOOLS, PositionEditor


def test_pieces_go_on_and_come_off_and_the_supply_follows():
    """A click puts the tool's piece, a second click takes it off; supply = owned - on board."""
    e = PositionEditor("hex6")
    c = e.board.cell
    e.set_tool("blue")
    assert e.click(c("a1")) and e.click(c("c3"))
    e.set_tool("cat")
    for name in ("d4", "e5", "f6"):
        assert e.click(c(name))
    assert e.text() == "hex6 b b:a1,c3 r:- c:d4,e5,f6 0-0 13-15"
    assert e.click(c("f6")) and e.cells[c("f6")] == 0
    assert e.problem() is not None and "odd number" in e.problem()
    e.click(c("f6"))
    assert e.problem() is None and str(e.position()) == e.text()
    Game(e.position())  # a game can start from it


def test_a_cat_on_the_wall_and_one_herder_too_many_are_refused_with_the_reason():
    """Refusals say why and change nothing."""
    e = PositionEditor("hex6")
    c = e.board.cell
    e.set_tool("cat")
    before = e.text()
    assert not e.click(c("a1")) and "a1 is on the Wall" in e.message and e.text() == before
    e.set_tool("red")
    parks = [i for i in range(e.board.size) if not e.board.is_wall[i]]
    for cell in parks[:15]:
        assert e.click(cell)
    before = e.text()
    assert not e.click(parks[15]) and "owns 15 herders" in e.message and e.text() == before


def test_an_existing_position_is_edited_as_it_is():
    """from_position holds every piece, the side and the catches: its text is the same."""
    text = "hex6 r b:a1,a3,f11 r:a6,k11 c:c4,d7,e5 1-1 12-13"
    assert PositionEditor.from_position(text).text() == str(Position.parse(text))


def test_a_new_board_clears_the_pieces_and_an_unknown_one_changes_nothing():
    """set_board: the pieces go; an unknown board is refused and the position stays."""
    e = PositionEditor.from_position("hex6 b b:a1 r:a6 c:c4,d7,e5 0-0 14-14")
    before = e.text()
    try:
        e.set_board("hex99")
    except NotationError:
        pass
    assert e.text() == before
    e.set_board("sq7")
    assert e.text() == "sq7 b b:- r:- c:- 0-0 12-12"


def test_catches_are_checked():
    """Catches: whole numbers only, refused otherwise with nothing changed; they count in the
    cats in all, which must be odd."""
    e = PositionEditor("hex6")
    assert not e.set_captures(-1, 0) and e.captures == [0, 0] and "whole number" in e.message
    e.set_tool("cat")
    e.click(e.board.cell("e5"))
    assert e.set_captures(2, 1) and "4 cats in all" in e.problem()
    assert e.set_captures(2, 2) and e.problem() is None
    assert e.position().captures == (2, 2)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(board_names()),
       st.lists(st.tuples(st.sampled_from(TOOLS), st.integers(0, 200)), max_size=60),
       st.integers(0, 1), st.integers(0, 3), st.integers(0, 3))
def test_any_edits_leave_a_text_the_engine_accepts_exactly_when_no_problem_is_said(
        board, edits, side, blue, red):
    """Whatever is clicked, the editor never raises; problem() is None exactly when the engine
    parses the text, and then the position reads back as the same text."""
    e = PositionEditor(board)
    for tool, cell in edits:
        e.set_tool(tool)
        e.click(cell % (e.board.size + 3))  # some clicks fall off the board
    e.set_side(side)
    e.set_captures(blue, red)
    try:
        parsed = Position.parse(e.text())
    except NotationError:
        assert e.problem() is not None
    else:
        assert e.problem() is None and str(parsed) == e.text()
