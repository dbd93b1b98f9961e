"""The mansion of Cat's Mansion as this project draws it: a square grid of spaces.

The boxed game's board is lost, so the map is ours (MANSION.md says so). `MAP` is the map as
text, one character a space, row 1 at the top (the bedrooms' side):

- a capital letter is a space of a room, a small letter a doorway of that room: a room's
  spaces join each other, and only a doorway joins the corridor beside it;
- `.` is a corridor; `$`, `%`, `&`, `?` are corridor spaces holding the Toy Mouse, the
  Food Bowl, the Pillow and the Present;
- `1` to `5` are the starting cushions, side by side; a cushion's only way on and off is
  the space directly in front of it, toward the bedrooms (up);
- `#` is wall.

A space is an int, its index in `SPACES` (reading order); its name is a column letter and a
row number, "a1" top left. Moves are orthogonal, along `NEIGHBOURS`. Two cats are next to
each other when one could step onto the other's space: two cushions are never neighbours,
and a wall between a room and a corridor parts them. Everything else here is a table made
once from `MAP`: the rooms, the cushions and their exits, the homes, the spaces a beaten cat
can be pushed to, and the distance between any two spaces.
"""

from __future__ import annotations

from collections import deque

MAP = (
    "PPP#....$....#LLL",
    "PPp...........lLL",
    "PPP#.........#LLL",
    "RRr...........kKK",
    "RRR..#12345#..KKK",
    "RRR..#######..KKK",
    "FFf...........cCC",
    "FFF..#.....#..CCC",
    "###.&#..?..#%.###",
    "WWw...........bBB",
    "WWW.#.......#.BBB",
    "DDDd#.......#nNNN",
    "DDDDd.......nNNNN",
)
WIDTH = len(MAP[0])
HEIGHT = len(MAP)
COLUMNS = "abcdefghijklmnopq"[:WIDTH]

# The rooms in the order of the seed's Stack One (two a cat), with their letters in MAP.
ROOMS = (
    "Front Hall", "Wine Cellar", "Billiard Room", "Kitchen", "Reception Room",
    "Pink Bedroom", "Drawing Room", "Dining Room", "Conservatory", "Blue Bedroom",
)
ROOM_LETTERS = "FWBKRPDNCL"
FRONT_HALL, WINE_CELLAR, BILLIARD_ROOM, KITCHEN, RECEPTION_ROOM = range(5)
PINK_BEDROOM, DRAWING_ROOM, DINING_ROOM, CONSERVATORY, BLUE_BEDROOM = range(5, 10)
BEDROOMS = (PINK_BEDROOM, BLUE_BEDROOM)

# The five cats, in the seed's order, and their two home rooms (Stack One's cards).
CATS = ("Brown", "Grey", "Black", "Orange Marmalade", "Blue Persian")
BROWN, GREY, BLACK, ORANGE, BLUE_PERSIAN = range(5)
HOME_ROOMS = (
    (FRONT_HALL, WINE_CELLAR),
    (BILLIARD_ROOM, KITCHEN),
    (RECEPTION_ROOM, PINK_BEDROOM),
    (DRAWING_ROOM, DINING_ROOM),
    (CONSERVATORY, BLUE_BEDROOM),
)
# Which cat's cushion each of "1".."5" is, left to right (ours: each cat sits on the side
# of the house where its home rooms are; Orange's are on both sides, so it sits mid-way).
CUSHION_CATS = (BROWN, BLACK, ORANGE, BLUE_PERSIAN, GREY)

OBJECTS = ("Toy Mouse", "Food Bowl", "Pillow", "Present")
MOUSE, BOWL, PILLOW, PRESENT = range(4)
OBJECT_MARKS = "$%&?"

# The Turn Order cards (ours): three a cat, each with a room that is not one of the cat's
# homes, across the house from them, so the extra space rewards a cat that is out and about.
TURN_CARDS = (
    (BROWN, KITCHEN), (BROWN, BLUE_BEDROOM), (BROWN, DINING_ROOM),
    (GREY, FRONT_HALL), (GREY, PINK_BEDROOM), (GREY, DRAWING_ROOM),
    (BLACK, CONSERVATORY), (BLACK, BILLIARD_ROOM), (BLACK, WINE_CELLAR),
    (ORANGE, RECEPTION_ROOM), (ORANGE, BLUE_BEDROOM), (ORANGE, KITCHEN),
    (BLUE_PERSIAN, FRONT_HALL), (BLUE_PERSIAN, PINK_BEDROOM), (BLUE_PERSIAN, DRAWING_ROOM),
)


def _walkable(ch: str) -> bool:
    return ch != "#"


SPACES = tuple((x, y) for y in range(HEIGHT) for x in range(WIDTH) if _walkable(MAP[y][x]))
AT = {xy: space for space, xy in enumerate(SPACES)}
NAMES = tuple(f"{COLUMNS[x]}{y + 1}" for x, y in SPACES)
BY_NAME = {name: space for space, name in enumerate(NAMES)}


def _char(space: int) -> str:
    x, y = SPACES[space]
    return MAP[y][x]


def _room_of(ch: str) -> int | None:
    index = ROOM_LETTERS.find(ch.upper())
    return None if index < 0 or ch in OBJECT_MARKS else index


ROOM_OF = tuple(_room_of(_char(s)) for s in range(len(SPACES)))  # None outside the rooms
DOORWAY = tuple(_char(s).islower() for s in range(len(SPACES)))
ROOM_SPACES = tuple(tuple(s for s in range(len(SPACES)) if ROOM_OF[s] == r) for r in range(len(ROOMS)))
DOORWAYS = tuple(tuple(s for s in ROOM_SPACES[r] if DOORWAY[s]) for r in range(len(ROOMS)))
CUSHIONS = tuple(sorted((s for s in range(len(SPACES)) if _char(s) in "12345"), key=_char))
CUSHION_OF = {CUSHION_CATS[i]: CUSHIONS[i] for i in range(len(CUSHIONS))}  # cat -> its cushion
OBJECT_AT = tuple(next(s for s in range(len(SPACES)) if _char(s) == mark) for mark in OBJECT_MARKS)
OBJECT_ON = {space: obj for obj, space in enumerate(OBJECT_AT)}  # space -> object
IS_CUSHION = tuple(_char(s) in "12345" for s in range(len(SPACES)))
IS_CORRIDOR = tuple(ROOM_OF[s] is None and not IS_CUSHION[s] for s in range(len(SPACES)))


def _step(space: int, dx: int, dy: int) -> int | None:
    x, y = SPACES[space]
    return AT.get((x + dx, y + dy))


def _front(cushion: int) -> int:
    return _step(cushion, 0, -1)


def _joined(a: int, b: int) -> bool:
    """Whether a cat may step between two orthogonally touching spaces."""
    if IS_CUSHION[a] or IS_CUSHION[b]:
        cushion, other = (a, b) if IS_CUSHION[a] else (b, a)
        return other == _front(cushion)
    room_a, room_b = ROOM_OF[a], ROOM_OF[b]
    if room_a is not None and room_b is not None:
        return room_a == room_b
    if room_a is not None:
        return DOORWAY[a]
    if room_b is not None:
        return DOORWAY[b]
    return True


def _neighbours(space: int) -> tuple[int, ...]:
    found = []
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        other = _step(space, dx, dy)
        if other is not None and _joined(space, other):
            found.append(other)
    return tuple(found)


NEIGHBOURS = tuple(_neighbours(s) for s in range(len(SPACES)))

# A cushion's ways off when the space in front is taken (the seed): leap over it to the
# space beyond, or, when that is taken too, go diagonally to either side of the front.
FRONT = {c: _front(c) for c in CUSHIONS}
LEAP_OFF = {c: _step(c, 0, -2) for c in CUSHIONS}
DIAGONAL_OFF = {c: tuple(s for s in (_step(c, -1, -1), _step(c, 1, -1)) if s is not None) for c in CUSHIONS}


def _distances(start: int) -> tuple[int, ...]:
    far = len(SPACES)
    dist = [far] * len(SPACES)
    dist[start] = 0
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in NEIGHBOURS[here]:
            if dist[there] == far:
                dist[there] = dist[here] + 1
                queue.append(there)
    return tuple(dist)


class _DistanceRows(dict):
    """DISTANCE[a][b]: the fewest steps from space a to space b, cats ignored. A row (a
    breadth-first search from a) is worked out the first time it is asked for and kept: all of
    them at once took a tenth of the Mansion page's start in the worker, where its first
    screen needs a few. Index it by a space; it is no list to go through."""

    def __missing__(self, space: int) -> tuple[int, ...]:
        if type(space) is not int or not 0 <= space < len(SPACES):
            raise IndexError(f"no space {space!r}")
        row = self[space] = _distances(space)
        return row

    def __iter__(self):
        raise TypeError("DISTANCE is indexed by a space (its rows are made as they are asked for)")


DISTANCE = _DistanceRows()  # DISTANCE[a][b], cats ignored


def _push_targets(space: int) -> tuple[int, ...]:
    """Where a beaten cat on `space` can be moved: one space in any direction, diagonals
    included, but never through a wall's corner: a diagonal space counts only when both
    spaces between are open, that is when a cat could step there through either of them (no
    wall's block, and no wall drawn between two spaces, a room's or a cushion's side, ending
    at the corner), and it is not a cushion."""
    found = list(NEIGHBOURS[space])
    for dx, dy in ((1, -1), (1, 1), (-1, 1), (-1, -1)):
        other = _step(space, dx, dy)
        if other is None or IS_CUSHION[other]:
            continue
        between = (_step(space, dx, 0), _step(space, 0, dy))
        if all(m is not None and m in NEIGHBOURS[space] and other in NEIGHBOURS[m] for m in between):
            found.append(other)
    return tuple(found)


PUSH_TARGETS = tuple(_push_targets(s) for s in range(len(SPACES)))


def _home_zone(cat: int) -> frozenset[int]:
    rooms = HOME_ROOMS[cat]
    return frozenset(s for s in range(len(SPACES)) if ROOM_OF[s] in rooms) | {CUSHION_OF[cat]}


HOME_ZONE = tuple(_home_zone(c) for c in range(len(CATS)))  # cushion + both home rooms
NEXT_TO_HOME = tuple(  # the spaces outside a home zone next to it: by a doorway or a cushion
    frozenset(n for s in HOME_ZONE[c] for n in NEIGHBOURS[s] if n not in HOME_ZONE[c])
    for c in range(len(CATS))
)


def space_name(space: int) -> str:
    """A space's name: column letter and row number, 'a1' at the top left."""
    return NAMES[space]


def space_named(name: str) -> int:
    """The space called `name` ('h1'); KeyError for a name that is not a space."""
    return BY_NAME[name]


def room_distance(space: int, room: int) -> int:
    """The fewest steps from `space` into any space of `room`, cats ignored."""
    row = DISTANCE[space]
    return min(row[s] for s in ROOM_SPACES[room])


def room_to_room(a: int, b: int) -> float:
    """The mean, over the spaces of room `a`, of the fewest steps into room `b`."""
    spaces = ROOM_SPACES[a]
    return sum(room_distance(s, b) for s in spaces) / len(spaces)
