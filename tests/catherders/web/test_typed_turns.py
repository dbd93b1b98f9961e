"""Typing a turn on the page: the engine's notation, with errors that say what is wrong."""

from __future__ import annotations

from game.catherders import Game
from web.catherders.session import Session
from web.catherders.sharing.link import GameSpec

# Blue to play; moving e2-e4 makes the cat on e5 flee to d4 (its one free cell).
POSITION = "hex6 b b:c4,e2,k6 r:d5,e6,f5,f6,k11 c:c7,e5,g9,h8,i6 2-0 12-10"


def session(position: str = POSITION, players=("human", "human")) -> Session:
    return Session(GameSpec(start_text=position, players=players))


def test_a_typed_turn_gives_the_engines_position():
    """A whole turn, cat's flight included, leaves the position the engine gives."""
    s = session()
    assert s.type_turn("e2-e4 e5>d4")
    engine = Game(POSITION)
    engine.push("e2-e4 e5>d4")
    assert s.game.fen() == engine.fen()
    assert s.message.startswith("Blue played e2-e4 e5>d4. Blue caught 1 cat!")


def test_spaces_are_forgiven_and_a_turn_without_cats_is_a_placement():
    """Extra spaces do not matter; a placement has no flights to type."""
    s = session()
    assert s.type_turn("  a1  ")
    assert [str(t) for t in s.game.turns] == ["a1"]


def test_malformed_text_is_refused_with_the_text_quoted():
    """Text that is not a turn: the message quotes it and the game is unchanged."""
    s = session()
    assert not s.type_turn("e2-zz9")
    assert "'e2-zz9'" in s.message
    assert s.game.fen() == Game(POSITION).fen()


def test_an_illegal_turn_says_why():
    """A legal-looking turn the rules forbid: the reason is given, nothing is played."""
    s = session()
    assert not s.type_turn("e2-e4")  # the cat on e5 must flee
    assert "e2-e4" in s.message and "e5" in s.message
    assert not s.game.stack and not s.frames


def test_a_typed_turn_drops_the_redo_stack():
    """After undo, typing a new turn makes the taken-back turn unreachable by redo."""
    s = session()
    s.type_turn("a1")
    s.undo()
    assert s.can_redo
    assert s.type_turn("a2")
    assert not s.can_redo


def test_not_while_looking_back_nor_on_the_computers_turn():
    """Typing is refused while an earlier position is shown, and when the computer is to play."""
    s = session()
    s.type_turn("a1")
    s.goto(0)
    assert not s.type_turn("k6-k7") and "looking at turn 0" in s.message
    c = session(players=("ai-easy", "human"))
    assert not c.type_turn("a1") and "computer" in c.message
    assert not c.game.stack


def test_an_empty_line_asks_for_a_turn():
    """Pressing Enter on an empty field explains what to type."""
    s = session()
    assert not s.type_turn("   ")
    assert "Type a turn" in s.message


# Blue's twelve herders fill the corner round a1, hemmed in by cats and red herders; none in supply.
STUCK = "hex5 b b:a1,a2,a3,a4,a5,b1,b2,b3,b4,c1,c2,d1 r:b6,e1 c:b5,c3,c4,c5,d2,d3,e2 0-0 0-10"


def test_a_player_with_no_legal_action_is_offered_pass():
    """With no action at all, the page says so and Pass plays the pass; red is then to move."""
    s = session(STUCK)
    assert s.must_pass() and "must pass" in s.message
    assert s.pass_turn()
    assert [str(t) for t in s.game.turns] == ["pass"] and s.game.to_move == 1
    assert not s.must_pass()


def test_pass_is_refused_when_there_is_an_action():
    """A player who can act may not pass; nothing is played."""
    s = session()
    assert not s.must_pass()
    assert not s.pass_turn() and "may pass only with none" in s.message
    assert not s.game.stack


def test_a_typed_text_past_the_turns_cap_is_refused_unread():
    """Text longer than a turn can be (game.catherders.turn.MAX_TURN_LENGTH) is refused before its spaces
    are tidied (20 million characters took a quarter of a second), quoting a short piece."""
    s = session()
    assert not s.type_turn("a1" + " " * 20_000_000)
    assert "a turn is at most" in s.message and len(s.message) < 300
    assert s.game.fen() == Game(POSITION).fen()
