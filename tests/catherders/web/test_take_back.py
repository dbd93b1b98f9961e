"""Undo, redo and hints in Cat Herders against the computer, made at random among random games'
clicks, in every rule set and set of variants, through exactly the calls the page makes: the
session's `undo` and `redo` (web/catherders/session.py), the computer's turn as the computer's
worker chooses it (web/shell/computer_worker.py's `choose`, then `play_turn`), and a hint as
web/catherders/computer.py asks for it (the worker's `suggest`, then `mark_hint`). Each time:

- an undo against the computer takes back the person's turn and the computer's reply together,
  leaving a game whose turns begin the old one's, with the person to move; the computer's
  opening turn alone is not the person's to take back, and Undo is offered exactly when it
  does something;
- a redo gives back exactly what the undo took, while nothing else was played meanwhile, and
  no new turn (the person's or the computer's) leaves a redo behind;
- the link follows (it rebuilds the game as it is now);
- a hint is a legal turn for the person, marked until the game moves on;
- Redo is offered exactly when it does something.
"""

from __future__ import annotations

import random

from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from game.catherders import Game
from tests.catherders.web.clicker import play_turn
from tests.support.helpers import EVERY_RULES
from web.catherders.session import Session
from web.catherders.sharing.link import GameSpec
from web.shell.computer_worker import choose, suggest

MAX_TURNS = 30  # a game's first turns: where undos, redos and hints come (whole games: clicker)


def texts(s: Session) -> list[str]:
    """The session's turns as text."""
    return [str(turn) for turn in s.game.turns]


def replayed(s: Session) -> Game:
    """The engine's replay of the session's turns (clicker.play_turn's shadow)."""
    game = Game(s.game.start, s.game.rules)
    for text in texts(s):
        game.push(game.parse_turn(text))
    return game


def link_follows(s: Session) -> None:
    """The session's link rebuilds the game as it is now."""
    again = Session.from_fragment(s.fragment())
    assert texts(again) == texts(s) and again.game.fen() == s.game.fen()


class TakeBacks:
    """Undo, redo and hint at random in one game against the computer (see the module doc)."""

    def __init__(self, s: Session, rng: random.Random, person: int):
        self.s, self.rng, self.person = s, rng, person
        self.expected: list[list[str]] = []  # what each redo must give back, the next last
        self.undos = self.redos = self.hints = 0

    def step(self) -> None:
        """Now and then an undo, a redo or a hint; otherwise the next turn, the person's by
        clicks or the computer's, after which the redo and the hint are checked to have gone."""
        s, roll = self.s, self.rng.random()
        assert s.can_redo == bool(self.expected)
        if roll < 0.1 and s.can_undo:
            self.undo()
        elif roll < 0.12 and not s.can_undo:
            before = texts(s)
            assert not s.undo() and texts(s) == before and "Nothing to undo" in s.message
        elif roll < 0.16 and s.can_redo:
            self.redo()
        elif roll < 0.2 and s.computer_to_move() is None and not s.game.is_over():
            self.hint()
        else:
            before = texts(s)
            level = s.computer_to_move()
            if level is not None:
                s.play_turn(choose("catherders", s.fragment(), s.game.to_move, level,
                                   self.rng.getrandbits(31)))
            else:
                play_turn(s, replayed(s), self.rng, greed=0.5)
            assert texts(s)[:len(before)] == before and len(texts(s)) == len(before) + 1
            self.expected.clear()
            assert not s.can_redo and s.hint is None, "a hint holds only at the turn it answers"

    def undo(self) -> None:
        """Undo, and check what it took back."""
        s = self.s
        before = texts(s)
        assert s.undo()
        self.undos += 1
        after = texts(s)
        assert len(after) < len(before) and before[:len(after)] == after
        assert s.computer_to_move() is None, "an undo lands on the person's turn"
        assert len(before) - len(after) <= 2  # the person's turn and the computer's reply
        self.expected.append(before)
        assert s.hint is None
        link_follows(s)

    def redo(self) -> None:
        """Redo, and check that it gave back what was taken."""
        s = self.s
        assert s.redo()
        self.redos += 1
        assert texts(s) == self.expected.pop()
        link_follows(s)

    def hint(self) -> None:
        """Ask for a hint as the page does, and check it."""
        s = self.s
        text = suggest(s.fragment(), self.rng.getrandbits(31))
        turn = s.game.parse_turn(text)  # IllegalTurnError if it is not the person's to play
        assert s.game.to_move == self.person
        s.cancel_turn()
        s.mark_hint(turn)
        self.hints += 1
        assert s.hint == turn and s.highlights()["hint"] == turn


@settings(max_examples=8, deadline=None, derandomize=True,
          phases=(Phase.explicit, Phase.generate))  # a whole game shrinks too slowly to be worth it
@given(rules=st.sampled_from(EVERY_RULES), person=st.sampled_from((0, 1)),
       seed=st.integers(0, 2**31 - 1))
def test_random_games_with_random_undos_redos_and_hints_keep_every_promise(rules, person, seed):
    players = ("human", "ai-easy") if person == 0 else ("ai-easy", "human")  # any level undoes alike
    s = Session(GameSpec(rules=rules, players=players))
    rng = random.Random(seed)
    tools = TakeBacks(s, rng, person)
    steps = 0
    while not s.game.is_over() and len(s.game.turns) < MAX_TURNS:
        tools.step()
        steps += 1
        assert steps < 20 * MAX_TURNS
    # Each game ends with an undo, a hint at the person's turn it lands on, and a redo.
    if s.can_undo:
        tools.undo()
        tools.hint()
        tools.redo()
        assert s.hint is None and tools.undos and tools.redos and tools.hints
