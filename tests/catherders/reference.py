"""A slow, independent reading of the spec's rules, used as an oracle by the tests.

It shares no code with the engine: its own board geometry (from the spec's
formulas), its own position reader and writer, and a brute-force search of
every order and choice of the fleeing cats. `reachable(text, ...)` returns the
set of position texts the side to move can reach in one turn.

Decisions it makes where the spec is silent (the engine makes the same ones):
  - double-step: a cat's second step is compulsory when it has a cell to go to;
  - alternate + double-step: the capture check follows every single step;
  - escort: when the captured cats cannot all get different escorts, as many as
    possible do (a largest matching of cats to capturing herders);
  - a pass changes nothing but the side to move (no capture).
"""

from __future__ import annotations

import re
from functools import cache

HEX_DIRS = ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1))
SQ_DIRS = HEX_DIRS + ((1, -1), (-1, 1))


class Geometry:
    def __init__(self, board: str):
        kind, side = re.fullmatch(r"(hex|sq)(\d+)", board).groups()
        side = int(side)
        self.board = board
        if kind == "hex":
            span = 2 * side - 1
            coords = [(r, d) for r in range(span) for d in range(span) if abs(r - d) <= side - 1]
            last = span - 1
            wall = {c for c in coords
                    if c[0] in (0, last) or c[1] in (0, last) or abs(c[0] - c[1]) == side - 1}
            self.dirs = HEX_DIRS
            self.herders = 3 * (side - 1)
        else:
            coords = [(f, r) for f in range(side) for r in range(side)]
            last = side - 1
            wall = {c for c in coords if c[0] in (0, last) or c[1] in (0, last)}
            self.dirs = SQ_DIRS
            self.herders = 2 * (side - 1)
        self.coords = set(coords)
        self.name = {c: f"{chr(97 + c[0])}{c[1] + 1}" for c in coords}
        self.at = {n: c for c, n in self.name.items()}
        self.wall = {self.name[c] for c in wall}
        self.nbrs = {
            self.name[(a, b)]: [self.name[(a + x, b + y)] for x, y in self.dirs
                                if (a + x, b + y) in self.coords]
            for a, b in coords
        }

    def ray(self, cell: str, d):
        a, b = self.at[cell]
        out = []
        for k in (1, 2):
            c = (a + k * d[0], b + k * d[1])
            if c not in self.coords:
                break
            out.append(self.name[c])
        return out


@cache
def geometry(board: str) -> Geometry:
    return Geometry(board)


def _key(n):
    return n[0], int(n[1:])


class State:
    """A mutable position: pieces by cell name ('B', 'R', 'C'), captures, supply."""

    def __init__(self, geo, to_move, pieces, captures, supply):
        self.geo, self.to_move = geo, to_move
        self.pieces, self.captures, self.supply = pieces, captures, supply

    @classmethod
    def parse(cls, text: str) -> State:
        board, side, b, r, c, caps, sup = text.split(" ")
        geo = geometry(board)
        pieces = {}
        for field, piece in ((b, "B"), (r, "R"), (c, "C")):
            body = field[2:]
            if body != "-":
                for n in body.split(","):
                    pieces[n] = piece
        return cls(geo, "B" if side == "b" else "R", pieces,
                   list(map(int, caps.split("-"))), list(map(int, sup.split("-"))))

    def copy(self) -> State:
        return State(self.geo, self.to_move, dict(self.pieces), list(self.captures),
                     list(self.supply))

    def text(self) -> str:
        def cells(p):
            return ",".join(sorted((n for n, q in self.pieces.items() if q == p), key=_key)) or "-"

        return " ".join([self.geo.board, "b" if self.to_move == "B" else "r", "b:" + cells("B"),
                         "r:" + cells("R"), "c:" + cells("C"),
                         f"{self.captures[0]}-{self.captures[1]}",
                         f"{self.supply[0]}-{self.supply[1]}"])

    def frozen(self):
        return (tuple(sorted(self.pieces.items())), tuple(self.captures), tuple(self.supply))

    # ---- rules pieces ----

    def watch(self, cell):
        return sum(1 for n in self.geo.nbrs[cell] if self.pieces.get(n) in ("B", "R"))

    def flee_targets(self, cat):
        empty = [n for n in self.geo.nbrs[cat] if n not in self.geo.wall and n not in self.pieces]
        if not empty:
            return []
        least = min(self.watch(n) for n in empty)
        return [n for n in empty if self.watch(n) == least]


class Rules:
    def __init__(self, ruleset="designer", escort=False, capture3=False, double_step=False):
        self.designer = ruleset == "designer"
        self.escort, self.need = escort, 3 if capture3 else 2
        self.steps = 2 if double_step else 1


def _actions(s: State, rules: Rules):
    me = s.to_move
    idx = 0 if me == "B" else 1
    out = []
    if s.supply[idx] > 0:
        out += [(None, w) for w in sorted(s.geo.wall, key=_key) if w not in s.pieces]
    for h in sorted((n for n, p in s.pieces.items() if p == me), key=_key):
        for d in s.geo.dirs:
            for cell in s.geo.ray(h, d):
                if cell in s.pieces or (not rules.designer and cell in s.geo.wall):
                    break
                out.append((h, cell))
    return out


def _capture(s: State, rules: Rules, cats):
    """Yield each state after capturing every cat in `cats` next to enough of the mover's herders."""
    me = s.to_move
    idx = 0 if me == "B" else 1
    caught = [c for c in cats if s.pieces.get(c) == "C"
              and sum(1 for n in s.geo.nbrs[c] if s.pieces.get(n) == me) >= rules.need]
    if not caught:
        yield s
        return
    cands = [[n for n in s.geo.nbrs[c] if s.pieces.get(n) == me] for c in caught]
    s = s.copy()
    for c in caught:
        del s.pieces[c]
    s.captures[idx] += len(caught)
    if not rules.escort:
        yield s
        return
    found = set()

    def assign(i, used):
        if i == len(cands):
            found.add(frozenset(used))
            return
        for h in cands[i]:
            if h not in used:
                assign(i + 1, used | {h})
        assign(i + 1, used)

    assign(0, frozenset())
    best = max(len(u) for u in found)
    for used in found:
        if len(used) == best:
            t = s.copy()
            for h in used:
                del t.pieces[h]
            t.supply[idx] += len(used)
            yield t


def _designer_flights(s: State, rules: Rules, remaining, steps, out, seen):
    """Collect (state, total steps) for every order and choice of the fleeing cats."""
    key = (s.frozen(), remaining, steps)
    if key in seen:
        return
    seen.add(key)
    if not remaining:
        out.append((s, steps))
        return
    for cat in remaining:
        rest = tuple(c for c in remaining if c != cat)
        if not s.flee_targets(cat):
            _designer_flights(s, rules, rest, steps, out, seen)  # it stays
            continue
        for end, n in _paths(s, cat, rules.steps):
            t = s.copy()
            del t.pieces[cat]
            t.pieces[end] = "C"
            _designer_flights(t, rules, rest, steps + n, out, seen)


def _paths(s: State, cat, steps):
    """(end cell, steps made) of every flight of one cat; each step compulsory when possible."""
    targets = s.flee_targets(cat) if steps else []
    if not targets:
        return [(cat, 0)]
    out = []
    for t in targets:
        u = s.copy()
        del u.pieces[cat]
        u.pieces[t] = "C"
        for end, n in _paths(u, t, steps - 1):
            out.append((end, n + 1))
    return out


def _alternate_flights(s: State, rules: Rules, remaining, out, seen):
    key = (s.frozen(), remaining)
    if key in seen:
        return
    seen.add(key)
    if not remaining:
        out.append(s)
        return
    for cat in remaining:
        rest = tuple(c for c in remaining if c != cat)
        for t in _alternate_steps(s, rules, cat, rules.steps):
            _alternate_flights(t, rules, rest, out, seen)


def _alternate_steps(s: State, rules: Rules, cat, steps):
    """States after one cat's flight under alternate: capture check after every step."""
    targets = s.flee_targets(cat) if steps else []
    if not targets:
        yield s
        return
    for to in targets:
        t = s.copy()
        del t.pieces[cat]
        t.pieces[to] = "C"
        for u in _capture(t, rules, [to]):
            if u.pieces.get(to) == "C":
                yield from _alternate_steps(u, rules, to, steps - 1)
            else:
                yield u


def reachable(text: str, ruleset="designer", escort=False, capture3=False,
              double_step=False) -> set[str]:
    """Every position text the side to move can reach in one legal turn (none once won)."""
    rules = Rules(ruleset, escort, capture3, double_step)
    s = State.parse(text)
    total = sum(s.captures) + sum(1 for p in s.pieces.values() if p == "C")
    if max(s.captures) > total // 2:
        return set()  # someone has a majority of the cats: the game is over
    me = s.to_move
    idx = 0 if me == "B" else 1
    results: set[str] = set()
    actions = _actions(s, rules)
    if not actions:
        t = s.copy()
        t.to_move = "R" if me == "B" else "B"
        return {t.text()}
    for origin, target in actions:
        t = s.copy()
        if origin is None:
            t.supply[idx] -= 1
        else:
            del t.pieces[origin]
        t.pieces[target] = me
        fleeing = tuple(sorted(n for n in s.geo.nbrs[target] if t.pieces.get(n) == "C"))
        finals = []
        if rules.designer:
            flights = []
            _designer_flights(t, rules, fleeing, 0, flights, set())
            most = max(n for _, n in flights)
            for u, n in flights:
                if n == most:
                    cats = [c for c, p in u.pieces.items() if p == "C"]
                    finals += list(_capture(u, rules, cats))
        else:
            cats = [c for c, p in t.pieces.items() if p == "C"]
            for u in _capture(t, rules, cats):
                # a cat captured before its turn to flee does not move
                still = tuple(c for c in fleeing if u.pieces.get(c) == "C")
                _alternate_flights(u, rules, still, finals, set())
        for u in finals:
            u.to_move = "R" if me == "B" else "B"
            results.add(u.text())
    return results
