"""The contract every game keeps: one small interface that every bot, arena, tool and test uses.

A game is a `Rules` object (`RULES` in each game's `contract` module, found through
game.registry) that
makes and reads `State`s. A state is immutable: `play` gives a new one. Seats are numbered
from 0. Decisions that the rules take at once (the pageant's secret votes, Clowder's
secret tokens) are asked one seat at a time, and a seat sees none of the choices made
before its own until they are revealed.

    rules = game.registry.rules("clowder")
    state = rules.new(3, seed=7)
    while not state.is_over():
        seat = state.to_act()
        action = rules.choose(state.seen_by(seat), seat, "hard", random.Random(1))
        state = state.play(action)
    text = rules.write_record(state)
    assert rules.read_record(text) == state   # one spelling for one game

Errors are the family in game.errors: text that cannot be read raises MalformedText, a
well-formed action the rules refuse raises IllegalAction; both are ValueErrors that quote
the input (at most game.text.QUOTE_LIMIT characters of it).

A computer player sees only what its seat sees (`seen_by`) and takes its random generator
as an argument, so that the same generator gives the same choice.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping, Sequence
from typing import Protocol, runtime_checkable

Seat = int
Action = Hashable  # each game's own immutable action values


@runtime_checkable
class State(Protocol):
    """One moment of one game. Immutable: `play` returns the next state."""

    @property
    def seats(self) -> int:
        """How many seats play (2 to 7, by the game)."""

    def to_act(self) -> Seat | None:
        """The seat whose decision it is; None when the game is over."""

    def legal_actions(self) -> Sequence[Action]:
        """Every action the rules allow the seat to act, without repeats: exactly what `play`
        accepts, except that of several spellings of one action (Cat Herders' turns whose
        cats flee in another order to the same position) only one is listed."""

    def play(self, action: Action) -> State:
        """The state after `action` by the seat to act; IllegalAction when the rules refuse
        it (the state itself is unchanged)."""

    def is_over(self) -> bool:
        """Whether the game has ended."""

    def winners(self) -> tuple[Seat, ...]:
        """The seats that won, once over (several when the rules share the win, none in a
        game without a winner); () while the game goes on."""

    def seen_by(self, seat: Seat) -> object:
        """What `seat` may know now: everything it has seen, nothing hidden from it. The
        computer players' only input."""

    def action_text(self, action: Action) -> str:
        """The action's one spelling in the game's notation."""

    def read_action(self, text: str) -> Action:
        """The action `text` spells (MalformedText when it spells none; the legality is
        `play`'s to judge)."""


@runtime_checkable
class Rules(Protocol):
    """One game: how to start it, read and write it, and its computer players."""

    name: str  # the game's short name: its package's name under game/ and its links' `game=`
    title: str  # its name as players read it
    seat_counts: range  # how many seats it plays with
    levels: tuple[str, ...]  # its computer players, weakest first

    def new(self, seats: int, seed: int, options: Mapping[str, str] | None = None) -> State:
        """A new game for `seats` seats, its chance fixed by `seed`; `options` are the
        game's variants by name, as its records spell them (MalformedText for unknown ones)."""

    def write_record(self, state: State) -> str:
        """The whole game that led to `state`, as text: its set-up and every action."""

    def read_record(self, text: str) -> State:
        """The state a record leads to (MalformedText, or IllegalAction naming the action and
        its number)."""

    def sample(self, seen: object, seat: Seat, rng: random.Random) -> State:
        """A whole state that `seat`, seeing `seen`, cannot tell from the real one, with
        `seat` to act: what it sees kept, the hidden rest (the draws to come, the others'
        secrets, the choices made before its own that are not yet revealed) drawn from `rng`.
        What a computer player that searches plays on; `sample(...).seen_by(seat) == seen`."""

    def choose(self, seen: object, seat: Seat, level: str, rng: random.Random) -> Action:
        """The computer player's action at `level` for `seat`, from what that seat sees
        (`State.seen_by`) and this generator only."""
