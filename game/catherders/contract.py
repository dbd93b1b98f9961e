"""Cat Herders keeps game.contract: `RULES`, and `Table`, its states.

The engine's `Game` is mutable (push and pop, which its search needs); a `Table` is an
immutable value, the start, the rules and the turns played, that owns one `Game` it plays on.
`play` lends that game to the next table, pushing the turn. A table whose game is lent takes
it back, popping, once no living table owns it and it still holds this table's turns;
otherwise it builds its own again from its turns. So a game played forward copies nothing,
and trying every action of one table pops instead of replaying.
Both players see everything: a seat's view is the table itself. An action is a `Turn`, and
`legal_actions` gives one turn for each position a turn can lead to (Game.legal_turns).
"""

from __future__ import annotations

import random
import weakref
from collections.abc import Mapping
from dataclasses import dataclass, field

from game.adapt import check_level, check_seat, read_options

from .errors import IllegalTurnError, NotationError
from .position import Position
from .record import read_record, write_record
from .rules import Rules
from .setups import DEFAULT_CATS, new_position
from .state import Game
from .turn import Turn

OPTIONS = ("board", "setup", "cats", "rules", "variants")


@dataclass(frozen=True, eq=False)
class Table:
    """A Cat Herders game as the contract's State: its start, its rules and its turns."""

    start: Position
    rules: Rules
    turns: tuple[Turn, ...] = ()
    _hold: list = field(default_factory=lambda: [None, None], repr=False, compare=False)
    # [the Game this table owns, or None; the Game it lent to the table after it, or None]

    def __eq__(self, other) -> bool:
        return (isinstance(other, Table) and (str(self.start), self.rules, self.turns)
                == (str(other.start), other.rules, other.turns))

    def __hash__(self) -> int:
        return hash((str(self.start), self.rules, self.turns))

    @classmethod
    def of(cls, game: Game) -> Table:
        """The table of a game (which it takes over: the caller no longer plays on it)."""
        table = cls(game.start, game.rules, tuple(game.turns))
        table._own(game)
        return table

    def _own(self, game: Game) -> Game:
        self._hold[0] = game
        game.contract_owner = weakref.ref(self)
        return game

    @property
    def game(self) -> Game:
        """The engine's game at this table (its own: do not play on it)."""
        owned, lent = self._hold
        if owned is not None:
            return owned
        self._hold[1] = None
        if lent is not None and self._can_take_back(lent):
            while len(lent.stack) > len(self.turns):
                lent.pop()
            return self._own(lent)
        game = Game(self.start, self.rules)
        for turn in self.turns:
            game.push(turn)
        return self._own(game)

    def _can_take_back(self, game: Game) -> bool:
        # No living table owns it, and it holds this table's turns and more.
        owner = game.contract_owner()
        stack, turns = game.stack, self.turns
        return (owner is None and len(stack) >= len(turns)
                and all(entry[0] == turn for entry, turn in zip(stack, turns, strict=False)))

    @property
    def seats(self) -> int:
        """Two: blue (0) and red (1)."""
        return 2

    def to_act(self) -> int | None:
        """The side to move; None when the game is over."""
        game = self.game
        return None if game.is_over() else game.to_move

    def legal_actions(self) -> tuple[Turn, ...]:
        """One legal turn for each position a turn can lead to."""
        return tuple(self.game.legal_turns())

    def play(self, action) -> Table:
        """The table after `action` (IllegalTurnError when the rules refuse it; this table is
        unchanged)."""
        if not isinstance(action, Turn):
            raise IllegalTurnError(str(action)[:40], "a turn is a Turn")
        if action.board is not self.start.board:
            raise IllegalTurnError(str(action), f"it is a turn on {action.board.name}, not "
                                                f"{self.start.board.name}")
        game = self.game
        game.push(action)
        self._hold[:] = [None, game]
        after = Table(self.start, self.rules, self.turns + (action,))
        after._own(game)
        return after

    def is_over(self) -> bool:
        """Whether the game has an outcome."""
        return self.game.is_over()

    def winners(self) -> tuple[int, ...]:
        """The winning side, once over (none for a draw)."""
        outcome = self.game.outcome()
        return () if outcome is None or outcome.winner is None else (outcome.winner,)

    def seen_by(self, seat: int) -> Table:
        """The table itself: both sides see everything."""
        check_seat(seat, 2)
        return self

    def action_text(self, action: Turn) -> str:
        """The turn's text (game.catherders.turn)."""
        return str(action)

    def read_action(self, text: str) -> Turn:
        """The turn `text` spells on this board (NotationError when none)."""
        if not isinstance(text, str):
            raise NotationError(f"a turn is text, not {type(text).__name__}")
        return Turn.parse(text, self.start.board)


class CatHerdersRules:
    """Cat Herders' rules for the contract."""

    name = "catherders"
    title = "Cat Herders"
    seat_counts = range(2, 3)
    levels = ("easy", "medium", "hard", "max")  # game.catherders.bots.LEVELS, loaded when asked

    def new(self, seats: int, seed: int, options: Mapping[str, str] | None = None) -> Table:
        """A new game for two; options `board` (hex6), `setup` (beginner), `cats` (9), `rules`
        (designer) and `variants` (comma-separated), as the records' headers spell them."""
        options = read_options(options, OPTIONS, NotationError)
        if seats != 2:
            raise NotationError(f"Cat Herders is for 2 players, not {seats!r}")
        cats = options.get("cats", str(DEFAULT_CATS))
        if not cats.isascii() or not cats.isdigit() or len(cats) > 3:
            raise NotationError(f"cats must be a whole number: {cats[:40]!r}")
        rules = Rules.parse(options.get("rules", "designer"), options.get("variants", ""))
        start = new_position(options.get("board", "hex6"), options.get("setup", "beginner"),
                             int(cats), seed)
        return Table(start, rules)

    def write_record(self, state: Table) -> str:
        """The game's record (game.catherders.record)."""
        return write_record(state.game)

    def read_record(self, text: str) -> Table:
        """The game a record holds (NotationError, or IllegalTurnError naming the turn)."""
        if not isinstance(text, str):
            raise NotationError(f"a record is text, not {type(text).__name__}")
        return Table.of(read_record(text).replay())

    def sample(self, seen: Table, seat: int, rng: random.Random) -> Table:
        """The table itself: nothing is hidden in Cat Herders."""
        check_seat(seat, 2)
        return seen

    def choose(self, seen: Table, seat: int, level: str, rng: random.Random) -> Turn:
        """The computer's turn (game.catherders.bots), by its node budget only (no clock, so
        the same generator gives the same turn)."""
        from .bots import choose

        check_level(level, self.levels)
        return choose(seen.game, seat, level, rng)


RULES = CatHerdersRules()
