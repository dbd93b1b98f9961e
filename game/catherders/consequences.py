"""What a herder action would do, worked out before it is played.

`preview(game, origin, target)` begins the action with the engine's own
`TurnBuilder` and follows every way the turn can be finished, so it obeys
exactly the rules `Game.push` obeys. The game is never changed. Each
distinct ending (the pieces and the catches after the turn) is one
`Ending`; a `Preview` gathers them and says what they share:

- the cats that must flee, and for each the path it takes when it is forced
  (the same in every ending) or the cells it may go to when you choose;
- the cats that stay because they have nowhere to go;
- the cats caught, and by which herders; under escort, which herders could
  leave with them.

When the order of the flights changes the result there are several
endings, and the preview keeps them all (up to `MAX_ENDINGS`).

`catchable(game)` lists the cats the side to move could catch this turn,
and `threatened(game)` the cats the other side could catch if it were its
turn: the page's "threats" marks.
"""

from __future__ import annotations

from dataclasses import dataclass

from .position import COLOUR_NAMES, Position
from .state import CAT, Game
from .turn import Turn

MAX_ENDINGS = 48  # past this many distinct endings the preview says "many" (truncated)


@dataclass(frozen=True)
class Ending:
    """One distinct way the turn can end."""

    turn: Turn  # a complete turn that ends this way
    flights: tuple[tuple[int, ...], ...]  # each fleeing cat's path, in the order they fled
    stayed: tuple[int, ...]  # cats that had to flee and did not move
    caught: tuple[tuple[int, int, tuple[int, ...]], ...]  # (cat's cell before, cell caught on, herders)
    escorts: tuple[int, ...]  # herders that leave with the caught cats
    captures: tuple[int, int]  # both sides' catches after the turn
    cells: tuple[int, ...] = ()  # what stands on each cell after the turn

    @property
    def caught_cats(self) -> frozenset[int]:
        """Where the caught cats stood before the turn."""
        return frozenset(c for c, _, _ in self.caught)


@dataclass(frozen=True)
class Preview:
    """Every ending of one herder action, and what they have in common."""

    board: object
    player: int
    origin: int | None
    target: int
    fleeing: tuple[int, ...]  # cats next to the target, which must flee
    endings: tuple[Ending, ...]
    truncated: bool = False  # more endings exist than were kept

    @property
    def action(self) -> str:
        """The action's text: 'a3' or 'b2-d4'."""
        return Turn(self.board, self.origin, self.target).action_text()

    def paths(self, cat: int) -> set[tuple[int, ...]]:
        """The paths the cat on `cat` takes over all endings (a path of one cell: it stays
        or is caught before it runs)."""
        out = set()
        for e in self.endings:
            path = next((f for f in e.flights if f[0] == cat), (cat,))
            out.add(path)
        return out

    def forced(self) -> dict[int, tuple[int, ...]]:
        """Fleeing cats whose run is the same in every ending: cat -> path (stays excluded)."""
        out = {}
        for cat in self.fleeing:
            paths = self.paths(cat)
            if len(paths) == 1 and len(path := next(iter(paths))) > 1:
                out[cat] = path
        return out

    def choices(self) -> dict[int, list[tuple[int, ...]]]:
        """Fleeing cats whose run depends on your choices (ties, or the order): cat -> paths."""
        return {cat: sorted(paths) for cat in self.fleeing if len(paths := self.paths(cat)) > 1}

    def stays(self) -> list[int]:
        """Fleeing cats that stay in every ending: nowhere to go."""
        return [c for c in self.fleeing if all(c in e.stayed for e in self.endings)]

    def caught_always(self) -> list[int]:
        """Cats (cells before the turn) caught in every ending."""
        sets = [e.caught_cats for e in self.endings]
        return sorted(frozenset.intersection(*sets)) if sets else []

    def caught_sometimes(self) -> list[int]:
        """Cats caught in some endings but not all (they depend on your choices)."""
        sets = [e.caught_cats for e in self.endings]
        return sorted(frozenset.union(*sets) - frozenset.intersection(*sets)) if sets else []

    def catch_counts(self) -> list[int]:
        """The distinct numbers of cats caught over the endings, smallest first."""
        return sorted({len(e.caught) for e in self.endings})

    def escort_herders(self) -> list[int]:
        """Herders that could leave the board with a caught cat (escort variant)."""
        return sorted({h for e in self.endings for h in e.escorts})

    def catchers(self) -> list[int]:
        """The mover's herders that take part in a catch in some ending."""
        return sorted({h for e in self.endings for _, _, hs in e.caught for h in hs})

    def describe(self) -> str:
        """The preview in words, for the status line and screen readers."""
        names = self.board.names
        if self.origin is None:
            lead = f"Placing on {names[self.target]}"
        else:
            lead = f"Moving {names[self.origin]} to {names[self.target]}"
        if len(self.endings) == 1:
            return f"{lead} {_describe_ending(self.endings[0], names)}."
        parts = []
        for cat, paths in self.choices().items():
            firsts = _or_list(sorted({names[p[1]] if len(p) > 1 else "nowhere" for p in paths}))
            more = " and on" if any(len(p) > 2 for p in paths) else ""
            parts.append(f"the cat on {names[cat]} runs to {firsts}{more}")
        for cat, path in self.forced().items():
            parts.append(f"the cat on {names[cat]} runs to {' then '.join(names[c] for c in path[1:])}")
        for cat in self.stays():
            parts.append(f"the cat on {names[cat]} stays")
        counts = self.catch_counts()
        many = "many" if self.truncated else str(len(self.endings))
        said = f"{lead}: {_and_list(parts)}. You choose: {many} possible outcomes"
        if counts != [0]:
            said += ", catching " + _or_list([str(n) for n in counts]) + " cat" + \
                ("" if counts == [1] else "s")
        return said + "."


def _and_list(items: list[str]) -> str:
    if not items:
        return "no cat moves"
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _or_list(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def _describe_ending(e: Ending, names) -> str:
    parts = []
    caught_at = {at: before for before, at, _ in e.caught}
    for path in e.flights:
        run = " then ".join(names[c] for c in path[1:])
        said = f"sends the cat on {names[path[0]]} to {run}"
        if path[-1] in caught_at:
            said += " and catches it"
            del caught_at[path[-1]]
        parts.append(said)
    for cat in e.stayed:
        said = f"leaves the cat on {names[cat]} where it is (nowhere to run)"
        if cat in caught_at:
            said += " and catches it"
            del caught_at[cat]
        parts.append(said)
    if caught_at:
        cats = sorted(caught_at)
        parts.append("catches the cat" + ("s" if len(cats) > 1 else "") + " on " +
                     _and_list([names[c] for c in cats]))
    if not parts:
        parts.append("sends no cat running and catches nothing")
    if e.escorts:
        parts.append(f"{_and_list([names[h] for h in e.escorts])} "
                     f"{'leaves' if len(e.escorts) == 1 else 'leave'} with the catch")
    return _and_list(parts)


def preview(game: Game, origin: int | None, target: int) -> Preview:
    """Every way the action (origin None: a placement) can end; IllegalTurnError if the
    action is illegal. The game is left exactly as it was."""
    builder = game.begin(origin, target)
    player, board = builder.player, game.board
    # Alternate rules catch as the herder lands, before any cat flees (the designer's later).
    at_once = set() if game.rules.designer else set(builder.caught)
    fleeing = tuple(c for c in board.neighbours[target] if game.cells[c] == CAT and c not in at_once)
    mine = player + 1
    endings: dict[tuple, Ending] = {}
    truncated = False
    completions = builder.distinct_completions()
    try:
        for turn in completions:
            cells = builder.cells
            key = (tuple(cells), builder.captures)
            if key in endings:
                continue
            if len(endings) == MAX_ENDINGS:
                truncated = True
                break
            flights = tuple(turn.flights)
            moved = {f[0] for f in flights}
            caught = []
            for at in builder.caught:
                before = next((f[0] for f in flights if f[-1] == at), at)
                herders = [n for n in board.neighbours[at] if cells[n] == mine]
                herders += [h for h in turn.escorts if at in board.neighbours[h]]
                caught.append((before, at, tuple(sorted(herders))))
            stayed = tuple(c for c in fleeing if c not in moved)
            endings[key] = Ending(turn, flights, stayed, tuple(caught),
                                  tuple(turn.escorts), builder.captures, key[0])
    finally:
        completions.close()
        builder.cancel()
    return Preview(board, player, origin, target, tuple(sorted(fleeing)),
                   tuple(endings.values()), truncated)


def catchable(game: Game) -> set[int]:
    """Cells of the cats the side to move could catch this turn, by any legal turn."""
    out: set[int] = set()
    if game.is_over():
        return out
    for origin, target in game.legal_actions():
        builder = game.begin(origin, target)
        completions = builder.distinct_completions()
        try:
            for turn in completions:
                for at in builder.caught:
                    out.add(next((f[0] for f in turn.flights if f[-1] == at), at))
        finally:
            completions.close()
            builder.cancel()
    return out


def threatened(game: Game) -> set[int]:
    """Cells of the cats the side NOT to move could catch if it were its turn now."""
    p = game.position()
    other = Position(p.board, 1 - p.to_move, p.herders, p.cats, p.captures, p.supply)
    return catchable(Game(other, game.rules))


__all__ = ["COLOUR_NAMES", "Ending", "Preview", "catchable", "preview", "threatened"]
