"""What one frame of Clowder's board shows (`Scene`), and building it from a game's State.

`scene_of(state, ...)` reads only the State fields SPEC.md lists (colours, rotations,
broken, treats, cats, nyx, tokens, phase, catch, ...), duck-typed, so the page only adds its
own choices: the selected cat, the keyboard cursor, the last move, animation inputs.
Pure Python: no canvas, no page. web/clowder/draw.py draws a Scene.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.clowder import board
from web.clowder.layout import find_leap

EFFECTS = ("treat", "catch", "tower", "empty")
NYX_PIECE = "nyx"  # the piece of a floating Nyx; a player's cat is its seat (0 to 3)


@dataclass(frozen=True)
class Landing:
    """One of the two landings of the area a cat leaves through: the leap there, what it
    would do ("treat", "catch", "tower" or "empty"), whether it is legal, and why not."""

    leap: board.Leap
    effect: str = "empty"
    legal: bool = True
    reason: str = ""


@dataclass
class Scene:
    """Everything one frame of the board shows. Per hex (tuples of 19, index = hex):
    `colours` (0 red, 1 blue, 2 yellow; -1 the tower), `rotations`, `treats` (the colours of
    the treats lying there); `broken` (a set of hexes); `cats` (per seat, (hex|None,
    hex|None)); `nyx` (hex|None). The page's choices: `selected` (the hex of the selected
    cat), `area` ((hex, area) the cat leaves through, highlighted), `landings` (Landing),
    `targets` (hexes offered, e.g. where to place a cat), `caught` (the hex of a caught cat),
    `last` (leaps of the last move, drawn faintly), `cursor` (the keyboard's hex),
    `floating` ((piece, x, y) or (piece, x, y, scale): a cat in flight, piece = seat or
    NYX_PIECE), `hidden` (hexes whose cats are not drawn: they are floating), `breaking`
    ((hex, progress 0..1): a roof cracking), `theme` ("light" or "dark"), `names` (the
    hexes' names), `tags` (hex -> a short label drawn on it, e.g. the area that leads
    there), `bare` (roofs drawn in their colour only, without areas: a diagram's
    surroundings)."""

    colours: tuple
    rotations: tuple
    broken: frozenset = frozenset()
    treats: tuple = ((),) * 19
    cats: tuple = ()
    nyx: int | None = None
    selected: int | None = None
    area: tuple | None = None
    landings: tuple = ()
    targets: tuple = ()
    caught: int | None = None
    last: tuple = ()
    cursor: int | None = None
    floating: tuple = ()
    hidden: frozenset = frozenset()
    breaking: tuple | None = None
    theme: str = "light"
    names: bool = True
    tags: dict = field(default_factory=dict)  # hex -> a short text shown in a label on it
    bare: frozenset = frozenset()  # roofs drawn without their areas (a diagram's surroundings)


def effect_of(to, cats, nyx, treats) -> str:
    """What landing on `to` does: "tower", "catch" (a cat is there), "treat" or "empty"."""
    if to == board.TOWER:
        return "tower"
    if to == nyx or any(to in pair for pair in cats):
        return "catch"
    return "treat" if treats[to] else "empty"


def landings_of(start: int, rotation: int, area: int, broken, cats, nyx, treats,
                seat: int | None = None, keys=None, colour: int | None = None,
                flee: bool = False) -> tuple[Landing, ...]:
    """The landings of an area worked out from the board alone (the engine's `options` is the
    truth in a game; this serves its absence and the rules' diagrams). `seat` is the mover
    (None for Nyx moved by nobody in particular), `keys` its (r, b, y) keys and `colour` the
    start roof's colour, for the tower; `flee`: the flee's rules (no cat, no tower)."""
    out = []
    for lp in board.area_leaps(start, rotation, area, frozenset(broken) - {start}):
        to = lp.to
        own = () if seat is None or seat >= len(cats) else cats[seat]
        if to is None:
            out.append(Landing(lp, "empty", False, "no roof that way"))
            continue
        effect = effect_of(to, cats, nyx, treats)
        reason = ""
        if to == nyx:
            reason = "Nyx is there"
        elif to == board.TOWER:
            if flee or seat is None or start == nyx:
                reason = "no cat flees into the tower" if flee else "Nyx never enters the tower"
            elif keys is None or colour is None or not keys[colour]:
                reason = f"you need a {('red', 'blue', 'yellow')[colour or 0]} key"
        elif to in own:
            reason = "your other cat is there"
        elif flee and effect == "catch":
            reason = "a cat is there"
        out.append(Landing(lp, effect, not reason, reason))
    return tuple(out)


def _landing_of(option) -> Landing:
    """An engine Option (leap, legal, effect, reason) or a Landing, as a Landing."""
    if isinstance(option, Landing):
        return option
    return Landing(option.leap, getattr(option, "effect", "empty"), bool(getattr(option, "legal", True)),
                   getattr(option, "reason", "") or "")


def leaps_of(last, broken) -> tuple:
    """The last move as leaps: a Leap, a (from, to) pair, a (from, to, area, rotation)
    quadruple (the area picks the edge when two lead to the same roof), or a sequence of
    these."""
    if last is None:
        return ()
    if isinstance(last, board.Leap):
        return (last,)
    if isinstance(last, tuple) and len(last) in (2, 4) and all(isinstance(h, int) for h in last):
        edges = board.area_edges(last[3], last[2]) if len(last) == 4 else board.EDGES
        lp = find_leap(last[0], last[1], broken, edges)
        return (lp,) if lp is not None else ()
    out = ()
    for item in last:
        out += leaps_of(item, broken)
    return out


def _phase(state) -> str:
    return str(getattr(state, "phase", "")).lower()


def scene_of(state, theme: str = "light", selected: int | None = None, cursor: int | None = None,
             last=None, options=None, targets=None, floating=(), hidden=(), breaking=None,
             names: bool = True) -> Scene:
    """The Scene of a clowder State. `selected`: a cat of the seat to act (0, 1, or 2 for Nyx)
    to show with its area and landings (`options`: the engine's Options for it; by default
    `state.options(selected)`). In the catch phase the caught cat, its area 1 and its flee
    landings are shown by themselves (`options`: by default `state.flee_options()`); in the
    placing phase the free outer roofs are offered
    (`targets` overrides). `last`: the last move (a Leap, or see `leaps_of`)."""
    cats = tuple(tuple(pair) for pair in state.cats)
    broken = frozenset(state.broken)
    treats = tuple(tuple(t) for t in state.treats)
    scene = Scene(tuple(state.colours), tuple(state.rotations), broken, treats, cats, state.nyx,
                  cursor=cursor, floating=tuple(floating), hidden=frozenset(hidden),
                  breaking=breaking, theme=theme, names=names, last=leaps_of(last, broken))
    phase = _phase(state)
    if targets is not None:
        scene.targets = tuple(targets)
    elif phase == "place":
        taken = {h for pair in cats for h in pair if h is not None} | {state.nyx}
        scene.targets = tuple(h for h in board.OUTER if h not in broken and h not in taken)
    catch = getattr(state, "catch", None)
    if phase == "caught" and catch:
        seat, cat = catch[0], catch[1]
        at = cats[seat][cat]
        scene.caught = at
        if at is not None:
            scene.area = (at, 1)
            if options is None and callable(getattr(state, "flee_options", None)):
                options = state.flee_options()
            scene.landings = (tuple(_landing_of(o) for o in options) if options is not None else
                              landings_of(at, scene.rotations[at], 1, broken, _others(cats, seat, cat),
                                          state.nyx, treats, seat, flee=True))
    elif selected is not None:
        actor = state.actor() if callable(getattr(state, "actor", None)) else None
        at = state.nyx if selected == 2 else (cats[actor][selected] if actor is not None else None)
        if at is not None:
            scene.selected = at
            tokens = getattr(state, "tokens", ())
            token = tokens[actor] if actor is not None and actor < len(tokens) else 0
            if token:
                scene.area = (at, token)
            if options is None and callable(getattr(state, "options", None)):
                options = state.options(selected)
            scene.landings = tuple(_landing_of(o) for o in options or ())
    return scene


def _others(cats, seat: int, cat: int) -> tuple:
    """The cats without one (a caught cat does not block its own flee)."""
    return tuple(tuple(None if (s, c) == (seat, cat) else h for c, h in enumerate(pair))
                 for s, pair in enumerate(cats))
