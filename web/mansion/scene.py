"""What one frame of Cat's Mansion's map shows (`Scene`), and building it from a game's State.

`scene_of(state, ...)` reads only the State fields and queries SPEC.md lists (cat_of, at,
resting, coin, mouse_coins, mover, phase, spat, winner, actor(), next_rooms() or
next_room(), going_home()), duck-typed, so the page adds only its own choices: the reach it shows
(game.mansion.reach's `reach(state)`), the cats it offers to attack, the spaces offered for a
retreat or a push, the keyboard's cursor, the space chosen, a cat in motion.
Pure Python: no canvas, no page. web/mansion/draw.py draws a Scene.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.mansion import board

OVER = "over"  # game/mansion/phases.py's OVER, lower-cased (read duck-typed, as scene_of reads phases)


@dataclass(frozen=True)
class ReachMark:
    """A space the mover can reach this turn: its total energy `cost` (0, 1, 3, 6...), the
    seats a spat would start with on arriving (`spat`), whether the turn ends there (`ends`:
    an object), and the `path` of spaces that leads there (the start left out)."""

    space: int
    cost: int
    spat: tuple = ()
    ends: bool = False
    path: tuple = ()


@dataclass(frozen=True)
class Scene:
    """Everything one frame of the map shows, and nothing else.

    The game: `cats` ((seat, cat, space) for each cat in play), `mover` (the seat whose turn
    it is, highlighted; None when the game is over), `actor` (the seat that must act now,
    when not the mover: a defender deciding to retreat), `resting` and `coins` (seats resting,
    seats holding the Mouse's coin), `objects` (the spaces of the Toy Mouse, the Food Bowl,
    the Pillow and the Present, in that order: board.OBJECT_AT; never moved in a game),
    `mouse_coins` (the coins left on the Toy Mouse), `spat`
    ((attacker seat, defender seat) of the spat being fought), `winner` (a seat, crowned),
    `next_rooms` (the mover's next room of its race, highlighted: two, both ends of the race,
    while a cat of the bidirectional race has not chosen its way) and `home` (the mover's
    cushion when it must go home to finish: the shorter course).
    The page's choices: `reach` (ReachMarks: where the mover can go, at what cost),
    `attackable` (seats the mover may attack now), `targets` (spaces offered: a retreat, a
    push), `selected` (the space chosen: its path is drawn), `arrows` ((from, to) spaces: a
    push or a retreat shown), `last` (the spaces of the last walk, faintly), `cursor` (the
    keyboard's space), `floating` ((seat, cat, x, y): a cat in motion, drawn at pixels x, y)
    and `hidden` (seats not drawn on their space: they are floating), `theme` ("light" or
    "dark"), `names` (the rooms' names written)."""

    cats: tuple = ()
    mover: int | None = None
    actor: int | None = None
    resting: frozenset = frozenset()
    coins: frozenset = frozenset()
    objects: tuple = board.OBJECT_AT
    mouse_coins: int = 0
    spat: tuple | None = None
    winner: int | None = None
    next_rooms: tuple = ()
    home: int | None = None
    reach: tuple = ()
    attackable: tuple = ()
    targets: tuple = ()
    selected: int | None = None
    arrows: tuple = ()
    last: tuple = ()
    cursor: int | None = None
    floating: tuple = ()
    hidden: frozenset = frozenset()
    theme: str = "light"
    names: bool = True
    hint: int | None = None  # the space a hint names (web/kit/table/hint.py), ringed

    def cat_at(self, space: int) -> tuple | None:
        """The (seat, cat, space) of the cat on a space (not a hidden one), or None."""
        return next((c for c in self.cats if c[2] == space and c[0] not in self.hidden), None)

    def space_of(self, seat: int) -> int | None:
        """Where a seat's cat is, or None."""
        return next((c[2] for c in self.cats if c[0] == seat), None)

    def cat_of(self, seat: int) -> int | None:
        """Which cat a seat plays, or None."""
        return next((c[1] for c in self.cats if c[0] == seat), None)

    def reach_at(self, space: int) -> ReachMark | None:
        """The reach mark on a space, or None."""
        return next((m for m in self.reach if m.space == space), None)


def reach_marks(reach) -> tuple[ReachMark, ...]:
    """game.mansion.reach's answer (a dict space -> Reach(path, cost, spat, ends)), a sequence of
    ReachMarks, or None, as ReachMarks sorted by space."""
    if not reach:
        return ()
    if isinstance(reach, dict):
        marks = [ReachMark(space, int(getattr(r, "cost", 0)), tuple(getattr(r, "spat", ()) or ()),
                           bool(getattr(r, "ends", False)), tuple(getattr(r, "path", ()) or ()))
                 for space, r in reach.items()]
    else:
        marks = list(reach)
    return tuple(sorted(marks, key=lambda m: m.space))


def _phase(state) -> str:
    return str(getattr(state, "phase", "")).lower()


def _call(state, name: str, *args):
    """state.name(*args) when the State has that query, else None."""
    query = getattr(state, name, None)
    return query(*args) if callable(query) else None


def spat_pair(spat) -> tuple | None:
    """(attacker, defender) of the State's `spat` (a value with those fields, or a tuple
    starting with them), or None."""
    if spat is None:
        return None
    attacker = getattr(spat, "attacker", None)
    defender = getattr(spat, "defender", None)
    if attacker is None or defender is None:
        attacker, defender = spat[0], spat[1]
    return int(attacker), int(defender)


def scene_of(state, theme: str = "light", reach=None, attackable=(), targets=(), selected=None,
             cursor=None, moving=None, arrows=(), last=(), names: bool = True) -> Scene:
    """The Scene of a mansion State. `reach`: the reach shown (game.mansion.reach's dict, or
    ReachMarks; None shows none); `attackable`: seats the mover may attack; `targets`:
    spaces offered (a retreat's, a push's); `selected`: the space chosen (its reach path is
    drawn); `moving` (seat, x, y): that seat's cat is drawn at pixels (x, y) instead of on its
    space (an animation); `arrows`, `last`: see Scene."""
    seats = range(len(state.cat_of))
    cats = tuple((seat, int(state.cat_of[seat]), int(state.at[seat])) for seat in seats)
    over = _phase(state) == OVER or getattr(state, "winner", None) is not None
    mover = None if over else getattr(state, "mover", None)
    actor = None if over else _call(state, "actor")
    next_rooms, home = (), None
    if mover is not None:
        next_rooms = _call(state, "next_rooms", mover)
        if next_rooms is None:
            one = _call(state, "next_room", mover)
            next_rooms = () if one is None else (one,)
        if not next_rooms and _call(state, "going_home", mover):
            home = board.CUSHION_OF[state.cat_of[mover]]
    floating, hidden = (), frozenset()
    if moving is not None:
        seat, x, y = moving[0], moving[1], moving[2]
        floating = ((seat, int(state.cat_of[seat]), float(x), float(y)),)
        hidden = frozenset({seat})
    return Scene(
        cats=cats, mover=mover, actor=actor if actor != mover else None,
        resting=frozenset(s for s in seats if state.resting[s]),
        coins=frozenset(s for s in seats if state.coin[s]),
        mouse_coins=int(getattr(state, "mouse_coins", 0)),
        spat=None if over else spat_pair(getattr(state, "spat", None)),
        winner=getattr(state, "winner", None), next_rooms=tuple(next_rooms), home=home,
        reach=reach_marks(reach), attackable=tuple(attackable), targets=tuple(targets),
        selected=selected, arrows=tuple(tuple(a) for a in arrows), last=tuple(last),
        cursor=cursor, floating=floating, hidden=hidden, theme=theme, names=names)
