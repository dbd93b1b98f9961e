"""The page's state object: what clicks do, undo/redo, looking back, messages."""

from __future__ import annotations

import pytest

from game.catherders import Game, Rules
from web.catherders.session import Session
from web.catherders.sharing.link import GameSpec

# Blue herder on d5 can move; cats near f7 so moving there makes them flee.
POSITION = "hex6 b b:a1,d5 r:k11 c:f6,g8,c6 0-0 13-14"


def session(position: str = POSITION, rules: Rules | None = None) -> Session:
    return Session(GameSpec(rules=rules or Rules(), start_text=position))


def cell(s: Session, name: str) -> int:
    return s.board.cell(name)


def test_clicking_an_empty_wall_cell_places_a_herder():
    """A click on an empty Wall cell with herders in supply plays the placement."""
    s = session()
    s.click(cell(s, "a2"))
    assert [str(t) for t in s.game.turns] == ["a2"]
    assert s.message.startswith("Blue played a2.")


def test_selecting_a_herder_marks_the_cells_it_can_reach():
    """Clicking your herder selects it and marks exactly its legal targets."""
    s = session()
    s.click(cell(s, "d5"))
    marks = s.highlights()
    assert marks["selected"] == cell(s, "d5")
    legal = sorted(t for o, t in s.game.legal_actions() if o == cell(s, "d5"))
    assert sorted(marks["targets"]) == legal and legal


def test_a_click_that_means_nothing_changes_nothing_and_says_why():
    """Clicking a cat, an opponent's herder or an unreachable Park cell plays nothing."""
    s = session()
    before = s.game.fen()
    for name, words in (("f6", "Cats only move"), ("k11", "Red's"), ("f8", "Wall")):
        s.click(cell(s, name))
        assert s.game.fen() == before and words in s.message
    s.click(None)
    assert "outside the board" in s.message and s.game.fen() == before


def test_a_choice_is_asked_only_when_the_outcome_differs():
    """A herder move whose cats have real choices waits; the final position matches the engine."""
    s = session()
    g = Game(POSITION)
    turn = next(t for t in g.legal_turns() if t.origin == cell(s, "d5") and t.flights)
    s.click(cell(s, "d5"))
    s.click(turn.target)
    while s.builder is not None:
        options = s.builder.options()
        step = next(o for o in options if o.kind == "flee")
        s.click(step.to if sum(o.to == step.to for o in options) == 1 else step.cell)
        if s.builder is not None and s.focus_cat is not None:
            s.click(step.to)
    assert len(s.game.turns) == 1
    engine = Game(POSITION)
    engine.push(s.game.turns[0])
    assert s.game.fen() == engine.fen()


def test_forced_cat_moves_play_by_themselves_with_frames():
    """A placement next to a cat with one way out completes at once, with animation frames."""
    s = session("hex6 b b:- r:- c:b2,b3,c2 0-0 15-15")
    s.click(cell(s, "a1"))  # only b2 flees, and c3 is its one empty Park neighbour
    assert s.builder is None and [str(t) for t in s.game.turns] == ["a1 b2>c3"]
    assert [f.moves for f in s.frames] == [(), ((cell(s, "b2"), cell(s, "c3")),)]


def test_cancel_turn_restores_the_position():
    """A half-built turn changes only what the board shows, never the game; cancelling
    it shows the game's position again."""
    s = session()
    before, cells_before = s.game.fen(), s.shown_cells()
    s.click(cell(s, "d5"))
    s.click(cell(s, "d6"))  # cat c6 flees, with a choice of three cells
    assert s.builder is not None and s.game.fen() == before
    assert s.shown_cells() != cells_before  # the herder stands on d6 on the board shown
    s.cancel_turn()
    assert s.game.fen() == before and s.builder is None and s.shown_cells() == cells_before


def test_undo_and_redo():
    """Undo takes back the last turn and redo plays it again; a new turn clears redo."""
    s = session()
    s.click(cell(s, "a2"))
    after = s.game.fen()
    assert s.undo() and not s.game.turns
    assert s.redo() and s.game.fen() == after
    assert not s.redo()
    s.undo()
    s.click(cell(s, "a3"))
    assert not s.can_redo


def test_looking_back_shows_old_positions_and_blocks_play():
    """goto(n) shows the position after n turns; clicks do nothing until back at the end."""
    s = session()
    s.click(cell(s, "a2"))
    s.click(cell(s, "k10"))
    s.goto(1)
    g = Game(POSITION)
    g.push("a2")
    assert s.shown_game().fen() == g.fen()
    assert str(s.last_turn()) == "a2"
    s.click(cell(s, "a3"))
    assert len(s.game.turns) == 2 and "looking at turn 1" in s.message
    s.goto(None)
    assert s.view is None and s.shown_game() is s.game


def test_game_over_is_announced_and_play_stops():
    """After the winning turn the message names the winner; further clicks play nothing."""
    s = session("hex6 b b:b2,d3 r:k11 c:c3,f6,f7 2-0 13-14")
    # Blue wins with 3 of 5 cats: any turn captures c3, which already touches b2 and d3.
    s.click(cell(s, "a6"))
    assert s.game.outcome() is not None and "Blue wins" in s.message
    s.click(cell(s, "a5"))
    assert len(s.game.turns) == 1


def test_fragment_rebuilds_the_same_game():
    """The session's fragment opens the same position and turns."""
    s = session()
    s.click(cell(s, "a2"))
    again = Session.from_fragment(s.fragment())
    assert again.game.fen() == s.game.fen() and again.game.turns == s.game.turns


def test_play_turn_animates_a_computer_turn_and_rejects_illegal_ones():
    """play_turn plays a whole written turn; an illegal one leaves the game unchanged."""
    s = session()
    before = s.game.fen()
    with pytest.raises(ValueError):
        s.play_turn("a1-b3")
    assert s.game.fen() == before
    turn = next(t for t in Game(POSITION).legal_turns() if t.flights)
    s.play_turn(str(turn))
    assert s.game.turns[-1] == turn and len(s.frames) == 1 + len(turn.steps)


def computer_game(players=("human", "ai-easy")) -> Session:
    return Session(GameSpec(start_text=POSITION, players=players))


def test_the_computer_is_asked_to_move_only_on_its_turn():
    """computer_to_move names the level when the computer's side is to play, else None."""
    s = computer_game()
    assert s.computer_to_move() is None
    s.click(cell(s, "a2"))
    assert s.computer_to_move() == "easy" and "computer, easy" in s.message


def test_clicks_do_nothing_while_the_computer_is_to_move():
    """A person cannot play the computer's side."""
    s = computer_game()
    s.click(cell(s, "a2"))
    s.click(cell(s, "k10"))
    assert len(s.game.turns) == 1 and "wait for its move" in s.message


def test_undo_against_the_computer_takes_back_both_turns():
    """Undo removes the computer's reply and your turn together; redo plays both again."""
    s = computer_game()
    s.click(cell(s, "a2"))
    s.play_turn("k10")
    after = s.game.fen()
    assert s.undo() and not s.game.turns and s.computer_to_move() is None
    assert s.redo() and s.game.fen() == after and len(s.game.turns) == 2


def test_the_computers_opening_turn_alone_is_not_yours_to_take_back():
    """Against a computer that opened, Undo waits for a turn of yours: taking back its first
    turn alone would only have it play again."""
    s = computer_game(players=("ai-easy", "human"))
    assert not s.can_undo
    s.play_turn("a2")
    assert not s.can_undo and not s.undo() and len(s.game.turns) == 1
    assert "not yours to take back" in s.message


def test_a_computers_new_turn_leaves_nothing_to_redo():
    """What was taken back cannot be redone once the computer has played another turn (two
    computers: an undo takes back one turn, and the next computer plays on)."""
    s = computer_game(players=("ai-easy", "ai-easy"))
    s.play_turn("a2")
    assert s.can_undo and s.undo() and s.can_redo
    s.play_turn("a3")
    assert not s.can_redo and [str(t) for t in s.game.turns] == ["a3"]


def test_a_hint_is_shown_until_the_next_action():
    """A hint appears in the board marks and goes away with the next click."""
    s = session()
    s.mark_hint(s.game.parse_turn("a2"))
    assert s.highlights()["hint"] == s.hint
    s.click(cell(s, "a3"))
    assert s.hint is None


def test_playing_on_from_an_earlier_turn_makes_a_new_game_and_keeps_this_one():
    """Looking at turn 1 of 3, branch_from_view() gives a game of that one turn; the original
    keeps its three turns; with the live position shown there is nothing to branch."""
    s = session()
    for text in ("a2", "k10", "a3"):
        s.game.push(text)
    assert s.branch_from_view() is None
    s.goto(1)
    branch = s.branch_from_view()
    assert [str(t) for t in branch.game.turns] == ["a2"]
    assert branch.spec.start_text == s.spec.start_text and branch.view is None
    assert "from turn 1" in branch.message
    assert [str(t) for t in s.game.turns] == ["a2", "k10", "a3"] and s.view == 1


def test_a_record_names_the_players_and_loads_back_with_them():
    """record() writes Blue and Red headers; from_record() restores the sides and the turns;
    a person's name in those headers counts as a person."""
    s = Session(GameSpec(start_text=POSITION, players=("human", "ai-hard")))
    s.game.push("a2")
    text = s.record()
    assert '[Blue "human"]' in text and '[Red "ai-hard"]' in text
    back = Session.from_record(text)
    assert back.spec.players == ("human", "ai-hard")
    assert back.game.fen() == s.game.fen()
    renamed = text.replace('[Blue "human"]', '[Blue "Ada"]')
    assert Session.from_record(renamed).spec.players == ("human", "ai-hard")


def test_a_side_can_be_handed_to_the_computer_and_back_mid_game():
    """set_player() changes who plays a side: the link says so, the computer is then to
    move, a half-built turn is dropped; an unknown player is refused."""
    s = session()
    s.click(cell(s, "d5"))  # blue starts building a turn
    s.set_player(0, "ai-hard")
    assert s.selected is None and s.builder is None
    assert s.computer_to_move() == "hard" and "blue=ai-hard" in s.fragment()
    assert "Blue is now played by the computer (hard)" in s.message
    s.set_player(0, "human")
    assert s.computer_to_move() is None and "blue=" not in s.fragment()
    with pytest.raises(ValueError, match="ai-genius"):
        s.set_player(1, "ai-genius")
