"""Cat's Mansion keeps game.contract: `RULES`, and `Table`, its states.

The engine's `State` is immutable and plays one action at a time already; a `Table` adds the
actions played (for the record) and the contract's names. Every seat sees the same: the game
with its future draws hidden (game.mansion.seen).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from game.adapt import EngineTable, TableRules, chances_of, check_level, check_seat, read_options

from . import record
from .actions import read_action, write_action
from .errors import RecordError
from .phases import MOVE
from .pieces import MAX_CATS, MIN_CATS, read_rules
from .seen import guess_draws, seen_by
from .state import State
from .turns import limit_winner


@dataclass(frozen=True)
class Table(EngineTable):
    """A Cat's Mansion game as the contract's State: the engine's state and the actions that
    led to it (game.adapt.EngineTable: who acts, the legal actions, playing one, the end)."""

    state: State
    actions: tuple = ()

    @property
    def seats(self) -> int:
        """How many cats race (3 to 5)."""
        return self.state.cats

    def seen_by(self, seat: int) -> State:
        """The engine's state with its future draws hidden (the same for every seat)."""
        check_seat(seat, self.seats)
        return seen_by(self.state)

    def action_text(self, action) -> str:
        """The action's text (game.mansion.actions)."""
        return write_action(action)

    def read_action(self, text: str):
        """The action `text` spells (RecordError when none)."""
        return read_action(text)


# How a difference in the turns the cats still need (game.mansion.bot_judge's exact plan) turns
# into their chances of winning, at a turn's start: each cat's chance is proportional to
# exp(-turns needed / CHANCE_TURNS). Fitted by maximum likelihood on self-play
# (tools/fit_table_chances.py).
CHANCE_TURNS = 2.25


def judged_values(state: Table) -> list[float] | None:
    """At a turn's start (its cat has not acted yet), each cat's value for its chances: minus
    the turns of its own it still needs, by the computer cats' exact plan
    (game.mansion.bot_judge). None elsewhere, and once over."""
    s = state.state
    if s.is_over or s.phase != MOVE or s.acted or s.moved or s.spat is not None:
        return None
    from .bot_judge import value

    return [-max(value(s, seat, s.at[seat], s.energy[seat] + s.pending[seat]), 0.0)
            for seat in range(s.cats)]


PLAYOUT_ACTIONS = 100  # a yardstick play-out's length, in actions


class MansionRules(TableRules):
    """Cat's Mansion's rules for the contract (its levels: game.adapt.TableRules)."""

    name = "mansion"
    title = "Cat's Mansion"
    seat_counts = range(MIN_CATS, MAX_CATS + 1)
    levels = ("easy", "medium", "hard", "max")  # game.mansion.bots.LEVELS, loaded when asked

    def new(self, seats: int, seed: int, options: Mapping[str, str] | None = None) -> Table:
        """A new race of `seats` cats; option `rules` is the variants' letters ("-", "sb"...)."""
        options = read_options(options, ("rules",), RecordError)
        return Table(State.new(seats, seed, read_rules(options.get("rules", "-"))))

    def write_record(self, state: Table) -> str:
        """The record of the game (game.mansion.record)."""
        s = state.state
        return record.write_record(s.cats, s.rules, s.seed, state.actions)

    def read_record(self, text: str) -> Table:
        """The game a record holds."""
        read = record.read_record(text)
        return Table(read.state, read.actions)

    def history(self, state: Table) -> tuple[Table, tuple]:
        """The game's first state and every action from it to `state`, in order: what a
        review plays through."""
        s = state.state
        return Table(State.new(s.cats, s.seed, s.rules)), state.actions

    def chances(self, state: Table) -> tuple[float, ...] | None:
        """At a turn's start: each cat's chance of winning the race, proportional to
        exp(-turns it still needs / CHANCE_TURNS) (`judged_values`). None elsewhere (a turn
        under way), and once over."""
        values = judged_values(state)
        return None if values is None else chances_of(values, CHANCE_TURNS)

    # The yardstick's play-outs (game.yardstick). Random cats never finish the race: the turn
    # limit ends every random game (40 seeded 4-cat games: all of them, at 910 actions on
    # average; playout.racing_action's cats too, at 770 to 1,190 actions), so a play-out stops
    # after PLAYOUT_ACTIONS actions and is scored by the turn limit's verdict.

    def playout_done(self, start: Table, state: Table) -> bool:
        """Whether PLAYOUT_ACTIONS actions have been played since `start`."""
        return len(state.actions) - len(start.actions) >= PLAYOUT_ACTIONS

    def standing(self, state: Table) -> tuple[int, ...]:
        """The cat that would win if the race stopped now: the turn limit's winner (furthest
        along, then more energy, then the lower seat)."""
        return (limit_winner(state.state),)

    def sample(self, seen: State, seat: int, rng: random.Random) -> Table:
        """The game with a seed for its future draws drawn from `rng`."""
        check_seat(seat, seen.cats)
        return Table(guess_draws(seen, rng))

    def choose(self, seen: State, seat: int, level: str, rng: random.Random):
        """The computer cat's action (game.mansion.bots)."""
        from . import bots

        check_level(level, self.levels)
        return bots.choose(seen, seat, level, rng)


RULES = MansionRules()
