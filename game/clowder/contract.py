"""Clowder keeps game.contract: `RULES`, and `Table`, its states.

The engine takes a round's secret movement tokens all at once (`Reveal`); the contract asks
one seat at a time. So in CHOOSE a `Table` keeps the tokens chosen so far (`tokens`), which no
seat's view holds: each seat picks a `Token` in seat order, and the last one's choice plays
the engine's `Reveal`. A record ends with the tokens chosen so far, when there are any, as a
short reveal word ("t2" for the first of three seats): the engine's record does not hold them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from game.adapt import (
    EngineTable,
    TableRules,
    chances_of,
    check_level,
    check_seat,
    read_options,
    read_with_pending,
)

from . import record
from .actions import Reveal, read_action, write_action
from .errors import IllegalActionError, RecordError
from .phases import CHOOSE
from .pieces import MAX_PLAYERS, MIN_PLAYERS
from .seen import guess_draws, seen_by
from .state import State


@dataclass(frozen=True, slots=True)
class Token:
    """One seat's secret movement token (1 to 3) in CHOOSE; its text is "t" and the digit."""

    value: int

    def __str__(self) -> str:
        return f"t{self.value}"


@dataclass(frozen=True)
class Table(EngineTable):
    """A Clowder game as the contract's State: the engine's state, the actions that led to it
    and the tokens chosen so far this round (seat order); the end and the winner as
    game.adapt.EngineTable has them."""

    state: State
    actions: tuple = ()
    tokens: tuple = ()

    @property
    def seats(self) -> int:
        """How many players (2 to 4)."""
        return self.state.players

    def to_act(self) -> int | None:
        """The seat that must act (in CHOOSE, the first without a token); None when over."""
        if self.state.is_over:
            return None
        return len(self.tokens) if self.state.phase == CHOOSE else self.state.actor()

    def legal_actions(self) -> tuple:
        """Every legal action of the seat to act (its Tokens in CHOOSE)."""
        if self.state.phase == CHOOSE:
            return tuple(Token(t) for t in self.state.allowed_tokens(len(self.tokens)))
        return self.state.legal_actions()

    def play(self, action) -> Table:
        """The game after `action` (IllegalActionError when the rules refuse it)."""
        if self.state.phase != CHOOSE or self.state.is_over:
            if isinstance(action, Token):
                raise IllegalActionError(action, "no token is chosen now")
            return Table(self.state.play(action), self.actions + (action,))
        if not isinstance(action, Token):
            raise IllegalActionError(action, "each seat chooses its token now, one at a time")
        if action not in self.legal_actions():
            raise IllegalActionError(action, f"seat {len(self.tokens) + 1} may reveal one of "
                                             f"{sorted(self.state.allowed_tokens(len(self.tokens)))}")
        tokens = self.tokens + (action.value,)
        if len(tokens) < self.seats:
            return Table(self.state, self.actions, tokens)
        reveal = Reveal(tokens)
        return Table(self.state.play(reveal), self.actions + (reveal,))

    def seen_by(self, seat: int) -> State:
        """The engine's state with the bag's draws hidden; the tokens chosen so far this round
        are not in it."""
        check_seat(seat, self.seats)
        return seen_by(self.state, seat)

    def action_text(self, action) -> str:
        """The action's text (game.clowder.actions; "t2" for a Token)."""
        return str(action) if isinstance(action, Token) else write_action(action)

    def read_action(self, text: str):
        """The action `text` spells ("t" and one digit: a Token); RecordError when none."""
        if isinstance(text, str) and len(text) == 2 and text[0] == "t" and text[1] in "123":
            return Token(int(text[1]))
        return read_action(text, self.seats)


def _pending_word(word: str) -> bool:
    # Whether a record's last word may be the tokens chosen so far (checked against the seats
    # once the head is read): "t" and fewer digits than the most players.
    return 2 <= len(word) <= MAX_PLAYERS and word[0] == "t" and all(c in "123" for c in word[1:])


def _read(text: str) -> Table:
    read = record.read_record(text)
    return Table(read.state, read.actions)


def _resume(table: Table, word: str) -> Table | None:
    # The game with the tokens a record's last word holds, or None where they cannot stand.
    if table.state.phase != CHOOSE or len(word) - 1 >= table.seats:
        return None
    for digit in word[1:]:
        table = table.play(Token(int(digit)))
    return table


# How the computer players' judge of a position (game.clowder.evaluate) turns into the seats'
# chances of winning at a round's start: each seat's chance is proportional to
# exp(evaluate / CHANCE_SCALE). Fitted by maximum likelihood on self-play
# (tools/fit_table_chances.py); the judge foresees little (a round decides much), so it is wide.
CHANCE_SCALE = 275.0


def judged_values(state: Table) -> list[float] | None:
    """At a round's start, before its first token is chosen: each seat's value by the computer
    players' judge of the position (game.clowder.evaluate). None elsewhere, and once over."""
    s = state.state
    if s.is_over or s.phase != CHOOSE or state.tokens:
        return None
    from .evaluate import evaluate

    return [evaluate(s, seat) for seat in range(s.players)]


class ClowderRules(TableRules):
    """Clowder's rules for the contract (its levels: game.adapt.TableRules)."""

    name = "clowder"
    title = "Clowder"
    seat_counts = range(MIN_PLAYERS, MAX_PLAYERS + 1)
    levels = ("easy", "medium", "hard", "max")  # game.clowder.bots.LEVELS, loaded when asked

    def new(self, seats: int, seed: int, options: Mapping[str, str] | None = None) -> Table:
        """A new game of `seats` players; Clowder has no options."""
        read_options(options, (), RecordError)
        return Table(State.new(seats, seed))

    def write_record(self, state: Table) -> str:
        """The record of the game (game.clowder.record), and the tokens chosen so far."""
        text = record.write_record(state.seats, state.state.seed, state.actions)
        return text + " t" + "".join(map(str, state.tokens)) if state.tokens else text

    def read_record(self, text: str) -> Table:
        """The game a record holds, with the tokens chosen so far when its last word holds them."""
        return read_with_pending(text, _read, _pending_word, RecordError, _resume)

    def history(self, state: Table) -> tuple[Table, tuple]:
        """The game's first state and every action from it to `state`, in order, each reveal
        as its seats' Tokens: what a review plays through."""
        actions = []
        for action in state.actions:
            actions += [Token(t) for t in action.tokens] if isinstance(action, Reveal) else [action]
        first = Table(State.new(state.seats, state.state.seed))
        return first, tuple(actions) + tuple(Token(t) for t in state.tokens)

    def chances(self, state: Table) -> tuple[float, ...] | None:
        """At a round's start: each seat's chance of winning, proportional to
        exp(value / CHANCE_SCALE) (`judged_values`). None elsewhere (a round under way), and
        once over."""
        values = judged_values(state)
        return None if values is None else chances_of(values, CHANCE_SCALE)

    def sample(self, seen: State, seat: int, rng: random.Random) -> Table:
        """The game with a seed for the bag's draws drawn from `rng` and, in CHOOSE, a token
        drawn from `rng` for each seat before `seat` (they choose in seat order, unseen)."""
        check_seat(seat, seen.players)
        state = guess_draws(seen, rng)
        if state.phase != CHOOSE:
            return Table(state)
        return Table(state, (), tuple(rng.choice(sorted(state.allowed_tokens(each)))
                                      for each in range(seat)))

    def choose(self, seen: State, seat: int, level: str, rng: random.Random):
        """The computer player's action (game.clowder.bots): a Token in CHOOSE."""
        from . import bots

        check_level(level, self.levels)
        choice = bots.choose(seen, seat, level, rng)
        return Token(choice) if seen.phase == CHOOSE else choice


RULES = ClowderRules()
