"""The game: the committed position, its history, legal turns, push and pop.

`Game` is the one object the page and the computer opponent talk to:

    g = Game(new_position(seed=7))
    for turn in g.legal_turns(): ...      # lazy, one turn per resulting position
    g.push("a3 e5>f6")                    # or a Turn; illegal -> IllegalTurnError
    g.pop()                               # undo the last turn
    b = g.begin(None, g.board.cell("a3")) # build a turn step by step (TurnBuilder)
    g.push(b)                             # commit the complete turn it built
    g.outcome()                           # None while the game goes on

The contract:

- A game is only ever made of whole turns. `begin()` hands out a
  `TurnBuilder` that works on its own copy of the pieces; the game does not
  change until that builder is pushed, and a builder that is dropped leaves
  nothing behind. So `outcome()`, `position()`, the catches and everything
  else that asks "is it over?" describe committed turns only.
- `push(turn)` and `random_turn()` copy nothing: they build their turn on
  the game's own tables within the call (no one can look at the game
  meanwhile) and commit it at once; a turn they refuse, or any error, has
  every edit rewound through the journal before the error is raised.
- `push` and `pop` are exact inverses: the position, the hash and the
  repetition counts (`seen`) are as they were.
- The pieces are edited in place through `Tables`' journal, so undo is cheap
  and nothing copies the whole board per committed turn. The computer's
  search plays worked-out turns with `set_cell`/`capture`/`change_supply`
  and then `finish_turn`, and takes them back with `pop`.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.text import shown

from .builder import TurnBuilder
from .errors import IllegalTurnError, NotationError
from .position import BLUE, COLOUR_NAMES, RED, Position, majority
from .rules import Rules
from .tables import CAT, EMPTY, Tables
from .turn import Turn

__all__ = ["CAT", "EMPTY", "Game", "Outcome"]

NO_CAPTURE_LIMIT = 200
REPETITIONS = 3


@dataclass(frozen=True)
class Outcome:
    """How a game ended: winner (BLUE, RED or None for a draw) and why."""

    winner: int | None
    reason: str

    @property
    def result(self) -> str:
        """'1-0' blue won, '0-1' red won, '1/2-1/2' a draw (as in PGN)."""
        return {BLUE: "1-0", RED: "0-1", None: "1/2-1/2"}[self.winner]

    def __str__(self) -> str:
        who = "draw" if self.winner is None else f"{COLOUR_NAMES[self.winner]} wins"
        return f"{self.result} ({who}: {self.reason})"


class Game(Tables):
    """A game in progress: the committed position, the rules, and the turns played since the start."""

    def __init__(self, start: Position | str, rules: Rules | None = None):
        if isinstance(start, str):
            start = Position.parse(start)
        self.rules = rules or Rules()
        super().__init__(start, self.rules.designer)
        self.start = start
        self.total_cats = start.total_cats
        self.needed = majority(self.total_cats)
        self.quiet = 0  # turns in a row without a capture
        self.passes = 0  # passes in a row
        self.seen = {self.hash: 1}
        self.stack: list[tuple] = []  # per turn: (turn, journal, quiet, passes, caught)

    # ---- queries ---------------------------------------------------------

    def random_action(self, rng) -> tuple[int | None, int] | None:
        """A legal action drawn uniformly at random, or None when there is none.

        Draws from every (herder, line, distance) slot and every Wall cell and
        rejects the slots that are not legal, which is uniform over the legal
        actions and much cheaper than listing them all.
        """
        p, cells = self.to_move, self.cells
        wall = self.board.wall if self.supply[p] > 0 else ()
        herders = sorted(self.herders[p])
        per_herder = 2 * len(self.board.directions)
        slots = len(wall) + per_herder * len(herders)
        pairs, n_wall, draw = self.move_pairs, len(wall), rng.random
        for _ in range(48):
            k = int(draw() * slots)
            if k < n_wall:
                if not cells[wall[k]]:
                    return None, wall[k]
                continue
            h, r = divmod(k - n_wall, per_herder)
            h = herders[h]
            rays = pairs[h]
            if r >> 1 >= len(rays):
                continue
            a, b = rays[r >> 1]
            if cells[a]:
                continue
            if not r & 1:
                return h, a
            if b >= 0 and not cells[b]:
                return h, b
        actions = self.legal_actions()  # few legal actions among many slots
        return rng.choice(actions) if actions else None

    def random_turn(self, rng) -> Turn:
        """Play a random legal turn (uniform action, then uniform choices) and return it
        (the game must not be over)."""
        origin, target = self.random_action(rng) or (None, None)

        def choose_at_random(builder: TurnBuilder) -> None:
            while not builder.complete:
                options = builder.options()
                builder.choose(options[int(rng.random() * len(options))])

        return self._play_here(origin, target, choose_at_random)

    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        for p in (BLUE, RED):
            if self.captures[p] >= self.needed:
                return Outcome(p, f"{self.captures[p]} of {self.total_cats} cats captured")
        if self.passes >= 2:
            b, r = self.captures
            winner = None if b == r else (BLUE if b > r else RED)
            return Outcome(winner, f"both players passed, captures {b}-{r}")
        if self.seen.get(self.hash, 0) >= REPETITIONS:
            return Outcome(None, "the same position occurred three times")
        if self.quiet >= NO_CAPTURE_LIMIT:
            return Outcome(None, f"{NO_CAPTURE_LIMIT} turns in a row without a capture")
        return None

    def is_over(self) -> bool:
        """True once the game has an outcome."""
        return self.outcome() is not None

    def fen(self) -> str:
        """The current position's text."""
        return str(self.position())

    @property
    def turns(self) -> list[Turn]:
        """The turns played since the start, oldest first."""
        return [entry[0] for entry in self.stack]

    def caught_by(self, index: int) -> int:
        """How many cats the played turn at `index` caught (an index into `turns`)."""
        return self.stack[index][4]

    # ---- turns -----------------------------------------------------------

    def begin(self, origin: int | None, target: int | None) -> TurnBuilder:
        """Start building a turn from the herder action; `target` None means pass.

        The builder works on its own copy of the pieces: this game does not change
        until the complete builder is pushed. Raises IllegalTurnError if the action
        is illegal.
        """
        return TurnBuilder(self.copy_tables(), self.rules, origin, target, base=self._key())

    def _key(self) -> tuple:
        """Which game and position a builder is for (checked when it is pushed)."""
        return id(self), len(self.stack), self.hash

    def legal_turns(self, count=None):
        """Yield every legal turn, one per resulting position (lazily). `count`, when given, is
        called once for each step of the work of listing them (TurnBuilder's meter): a caller
        with a budget (the puzzle solver) counts the work there, and may stop it by raising."""
        if self.is_over():
            return
        actions = self.legal_actions()
        if not actions:
            yield Turn(self.board, None, None, ())
            return
        seen: set[tuple] = set()
        scratch = self.copy_tables()  # one copy for every action: each builder rewinds it
        for origin, target in actions:
            builder = TurnBuilder(scratch, self.rules, origin, target, meter=count)
            found = []
            try:
                for turn in builder.distinct_completions():
                    key = (tuple(scratch.cells), scratch.captures[0], scratch.captures[1])
                    if key not in seen:
                        seen.add(key)
                        found.append(turn)
            finally:
                builder.cancel()
            yield from found

    def catching_turn(self, count=None) -> Turn | None:
        """The first legal turn, in legal_turns()'s order, that catches a cat, or None; found
        without playing any turn. `count` as in legal_turns()."""
        if self.is_over():
            return None
        mover, scratch = self.to_move, self.copy_tables()
        before = scratch.captures[mover]
        for origin, target in self.legal_actions():  # no action: a pass, which catches nothing
            builder = TurnBuilder(scratch, self.rules, origin, target, meter=count)
            try:
                for turn in builder.distinct_completions():
                    if scratch.captures[mover] > before:
                        return turn
            finally:
                builder.cancel()
        return None

    def parse_turn(self, text: str) -> Turn:
        """Read a turn's text for this board (NotationError if malformed)."""
        return Turn.parse(text, self.board)

    def push(self, turn: Turn | str | TurnBuilder, meter=None) -> Turn:
        """Play a turn, given as a Turn, as text, or as a complete TurnBuilder from
        begin() on this very position; return the Turn played.

        Raises NotationError for malformed text and IllegalTurnError (quoting
        the turn) when the rules forbid it; the game is unchanged then. `meter`, when
        given, is called once for each step of the work of building the turn (TurnBuilder's
        meter; it must not raise): the puzzle solver counts it.
        """
        if isinstance(turn, TurnBuilder):
            return self._push_built(turn)
        if isinstance(turn, str):
            text, turn = turn.strip(), self.parse_turn(turn)
        else:
            text = str(turn)
        if turn.board is not self.board:
            raise NotationError(f"turn {shown(text)} is for {turn.board.name}, not {self.board.name}")
        if self.is_over():
            raise IllegalTurnError(text, f"the game is over ({self.outcome()})")
        try:
            return self._play_here(turn.origin, turn.target, lambda b: b.play_steps(turn.steps), meter)
        except IllegalTurnError as e:
            raise IllegalTurnError(text, e.reason) from None

    def _play_here(self, origin: int | None, target: int | None, make_choices, meter=None) -> Turn:
        """Build a turn on this game's own tables, `make_choices(builder)` completing it,
        and commit it; on any error every edit is rewound and the error raised.

        Only push() and random_turn() build here: the builder never leaves the call, so
        no one sees the game half played, and nothing is copied (a builder handed out by
        begin() works on a copy instead).
        """
        mark = len(self.journal)
        try:
            builder = TurnBuilder(self, self.rules, origin, target, meter=meter)
            make_choices(builder)
        except BaseException:
            self.rewind(mark)
            raise
        turn = builder.turn()
        self.finish_turn(turn, len(builder.caught))
        return turn

    def _push_built(self, builder: TurnBuilder) -> Turn:
        """Commit a complete builder from begin() by taking over its tables (no edit is
        made twice); the builder keeps a copy to show."""
        turn = builder.turn()
        refused = None
        if builder.base != self._key():
            refused = "it was built on another position than this game's"
        elif not builder.complete:
            refused = "the turn is not complete: " + builder.describe_pending()
        elif self.is_over():
            refused = f"the game is over ({self.outcome()})"
        if refused:
            raise IllegalTurnError(str(turn), refused)
        t = builder.tables
        self.journal += t.journal  # its edits lead from this position to the new one
        (self.cells, self.watch, self.crowd, self.herders, self.cats, self.captures,
         self.supply, self.hash) = (t.cells, t.watch, t.crowd, t.herders, t.cats, t.captures,
                                    t.supply, t.hash)
        builder.finished(t.copy_tables())
        self.finish_turn(turn, len(builder.caught))
        return turn

    def begin_checked(self, text: str, origin: int | None, target: int | None) -> TurnBuilder:
        """begin(), with any IllegalTurnError quoting `text` instead of the action alone."""
        try:
            return self.begin(origin, target)
        except IllegalTurnError as e:
            raise IllegalTurnError(text, e.reason) from None

    def pop(self) -> Turn:
        """Take back the last turn and return it (IndexError if none)."""
        turn, journal, quiet, passes, _ = self.stack.pop()
        self._count_seen(-1)
        self.hash ^= self.zside
        self.to_move ^= 1
        self.journal = journal
        self.rewind(0)
        self.quiet, self.passes = quiet, passes
        return turn

    def finish_turn(self, turn: Turn, caught: int) -> None:
        """Record `turn`, whose edits were made since the last turn, and hand over the move.

        push() ends every turn with it; the computer's search calls it after making
        a worked-out turn's edits itself (unchecked: the search's own generator is
        proved against the engine by tests/catherders/test_movegen_agrees.py).
        """
        self.stack.append((turn, self.journal, self.quiet, self.passes, int(caught)))
        self.journal = []
        self.quiet = 0 if caught else self.quiet + 1
        self.passes = self.passes + 1 if turn.is_pass else 0
        self.to_move ^= 1
        self.hash ^= self.zside
        self.seen[self.hash] = self.seen.get(self.hash, 0) + 1

    def _count_seen(self, delta: int) -> None:
        count = self.seen.get(self.hash, 0) + delta
        if count:
            self.seen[self.hash] = count
        else:  # taken back: no trace, so play-and-pop leaves `seen` exactly as it was
            del self.seen[self.hash]

    def copy(self) -> Game:
        """An independent game with the same start, rules and turns."""
        g = Game(self.start, self.rules)
        for turn in self.turns:
            g.push(turn)
        return g

    def __repr__(self) -> str:
        return f"Game({self.fen()!r}, {self.rules!r})"
