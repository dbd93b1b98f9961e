"""What a position is worth to one seat: the computer players' yardstick.

`evaluate(state, seat, with_safety)` is WIN or -WIN once the game is over with a winner (0
with none); else the seat's progress less the others' (`seat_value`; the others' summed
with the leader counted twice, over the number of players, times OTHERS), plus the
safety of its cats. Every figure is in the same made-up unit. A seat's progress:

- the catch race: its catches (1, then 2 of the 3 that win);
- the race to the tower: a cat standing on a *gate* (a roof one of whose areas leads into
  the tower, straight or over broken roofs) with a token still allowed next round and a key
  of the gate's colour is a win in waiting (READY); a cat one leap from such a gate, a cat
  on the inner ring, keys held for colours that still have a gate, treats towards a key
  that is still in the supply (the third treat of a colour is worth most);
- treats as such (a treat pays for a flight, and breaks ties at the round limit), cats off
  the board (a loss).

Safety (`with_safety`): each of the others' pieces that could land on one of its cats is a
likely catch against it (`hunters`: this round, with their revealed token, for those still
to move and for Nyx; else next round, with any token they may pick), worse when that player
has 2 catches already, softened when the seat holds a treat to flee with and the cat has an
open roof to flee to (`can_flee`: most third catches against hard's side were of cats with a
treat but both roofs beyond area 1 taken); each of its cats that could land on one of
theirs next round counts a little for it.

The geometry it needs (where each area of each roof leads, which roofs are gates) depends
only on the rotations and the broken roofs, and is cached on them.
"""

from __future__ import annotations

from functools import lru_cache

from .board import OUTER, ROOFS, TOWER, area_leaps
from .phases import CAUGHT, MOVE, OVER
from .pieces import COLOURS, NYX, TOKENS, TREATS_PER_KEY, WIN_CATCHES

WIN = 1000.0
CATCH_VALUE = (0.0, 60.0, 160.0)  # holding 0, 1, 2 catches (3 wins)
READY = 260.0  # a cat on a gate with the key and the token free: a win in waiting
NEAR_GATE = 35.0  # a cat one leap from a gate whose key it holds
KEY_FOR_GATE = 45.0  # a key of a colour that still has a gate
KEY_OTHER = 6.0  # a key with no gate of its colour (it still breaks ties)
TREAT_PROGRESS = (0.0, 6.0, 14.0, 26.0)  # 0..3 treats of a colour towards a key
TREAT = 3.0  # every treat in hand (flights, tie-breaks)
INNER_CAT = 6.0  # a cat on the inner ring, nearer the gates
OFF_BOARD = 12.0  # a cat waiting off the board
THREAT = 38.0  # one of the others' cats can land on one of ours next round
THREAT_AT_TWO = 90.0  # ... and that player would win with the catch
THREAT_NOW = 55.0  # ... this round: it is still to move, with its token known
THREAT_NOW_AT_TWO = 260.0  # ... and that player would win with the catch
FLEE_RELIEF = 0.6  # a threat counts this much when the seat holds a treat and the cat `can_flee`
ATTACK = 12.0  # one of our cats can land on one of theirs next round
ATTACK_AT_TWO = 30.0  # ... and we would win with the catch
OTHERS = 1.0  # the others' progress counts this much against ours


@lru_cache(maxsize=4096)
def _landings(roof: int, rotation: int, broken: frozenset) -> tuple[tuple[int, ...], ...]:
    """Per token (index token - 1): the hexes a leap out of that area can reach (roofs or the
    tower), ignoring cats."""
    found = []
    for area in TOKENS:
        found.append(tuple(leap.to for leap in area_leaps(roof, rotation, area, broken)
                           if leap.to is not None))
    return tuple(found)


def landings(state, roof: int, token: int) -> tuple[int, ...]:
    """Where a cat on `roof` can land leaving through area `token` (cats ignored)."""
    return _landings(roof, state.rotations[roof], state.broken)[token - 1]


@lru_cache(maxsize=512)
def _gates(rotations: tuple, broken: frozenset) -> dict[int, tuple[int, ...]]:
    """{roof: the tokens whose area leads into the tower} for every roof that is not broken."""
    gates = {}
    for roof in ROOFS:
        if roof in broken:
            continue
        reach = _landings(roof, rotations[roof], broken)
        tokens = tuple(token for token in TOKENS if TOWER in reach[token - 1])
        if tokens:
            gates[roof] = tokens
    return gates


def gates(state) -> dict[int, tuple[int, ...]]:
    """{roof: tokens leading into the tower from it} (roofs not broken)."""
    return _gates(state.rotations, state.broken)


def free_tokens(state, seat: int) -> tuple[int, ...]:
    """The tokens `seat` may pick next round (this round's token if already revealed, else
    the last one, is barred)."""
    used = state.tokens[seat] if state.tokens else state.last_tokens[seat]
    return tuple(token for token in TOKENS if token != used)


def on_board(state, seat: int) -> list[int]:
    """The roofs of `seat`'s cats on the board."""
    return [hex_ for hex_ in state.cats[seat] if hex_ is not None]


def tower_readiness(state, seat: int, tokens: tuple[int, ...], gate_map) -> float:
    """The seat's race to the tower: cats on a gate with the key and a free token (READY, at
    most once), cats one leap from such a gate, inner cats."""
    keys = state.keys[seat]
    value = 0.0
    ready = False
    for roof in on_board(state, seat):
        if roof in gate_map and keys[state.colours[roof]] and any(t in tokens for t in gate_map[roof]):
            ready = True
            continue
        if roof not in OUTER:
            value += INNER_CAT
        for token in TOKENS:
            if any(to in gate_map and keys[state.colours[to]] for to in landings(state, roof, token)):
                value += NEAR_GATE
                break
    return value + (READY if ready else 0.0)


def purse(state, seat: int, gate_map) -> float:
    """Keys and treats: keys of colours with a gate, treats towards keys still in supply."""
    gate_colours = {state.colours[roof] for roof in gate_map}
    keys, hand = state.keys[seat], state.hands[seat]
    value = TREAT * sum(hand)
    for colour in range(len(COLOURS)):
        if keys[colour]:
            value += (KEY_FOR_GATE if colour in gate_colours else KEY_OTHER) + KEY_OTHER * (keys[colour] - 1)
        elif state.key_supply[colour] and colour in gate_colours:
            value += TREAT_PROGRESS[min(hand[colour], TREATS_PER_KEY)]
    return value


def reach(state, roof: int, tokens: tuple[int, ...]) -> set[int]:
    """The hexes a cat on `roof` could land on with any of `tokens` (cats ignored)."""
    found: set[int] = set()
    for token in tokens:
        found.update(landings(state, roof, token))
    return found


def hunters(state, seat: int):
    """The others' pieces that could land on `seat`'s cats, as (their seat, roof, tokens,
    now): this round with the token they revealed for those still to move (and Nyx, if her
    mover is another seat and she has not moved), else next round with their free tokens."""
    pending: tuple = ()
    if state.order and state.phase in (MOVE, CAUGHT):
        pending = state.order[state.turn:]
    for other in range(state.players):
        if other == seat:
            continue
        if other in pending:
            for cat, roof in enumerate(state.cats[other]):
                if roof is not None and (other, cat) not in state.moved:
                    yield other, roof, (state.tokens[other],), True
        else:
            tokens = free_tokens(state, other)
            for roof in on_board(state, other):
                yield other, roof, tokens, False
    if pending and state.nyx is not None:
        mover = state.order[-1]
        if mover != seat and (mover, NYX) not in state.moved:
            yield mover, state.nyx, (state.tokens[mover],), True


def can_flee(state, roof: int) -> bool:
    """Whether a cat caught on `roof` could flee now, its treat aside: one of the two roofs
    beyond its area 1 is on the board, not the tower, and has neither a cat nor Nyx."""
    return any(to != TOWER and state.at(to) is None for to in landings(state, roof, 1))


def safety(state, seat: int) -> float:
    """Threats against the seat's cats (`hunters`: each piece that could land on one of
    them costs THREAT_NOW this round or THREAT next round, more when that seat would win
    with the catch, less when the seat holds a treat to flee with and the cat `can_flee`), and
    its own cats' threats against the others' next round."""
    value = 0.0
    mine = on_board(state, seat)
    if not mine:
        return value
    can_pay = sum(state.hands[seat]) > 0
    relief = {roof: FLEE_RELIEF if can_pay and can_flee(state, roof) else 1.0 for roof in mine}
    for other, roof, tokens, now in hunters(state, seat):
        hit = reach(state, roof, tokens)
        if hit.isdisjoint(relief):
            continue
        at_two = state.caught[other] == WIN_CATCHES - 1
        if now:
            cost = THREAT_NOW_AT_TWO if at_two else THREAT_NOW
        else:
            cost = THREAT_AT_TWO if at_two else THREAT
        value -= cost * sum(relief[mine_roof] for mine_roof in hit if mine_roof in relief)
    my_reach: set[int] = set()
    for roof in mine:
        my_reach |= reach(state, roof, free_tokens(state, seat))
    at_two = state.caught[seat] == WIN_CATCHES - 1
    for other in range(state.players):
        if other != seat:
            for roof in on_board(state, other):
                if roof in my_reach:
                    value += ATTACK_AT_TWO if at_two else ATTACK
    return value


def seat_value(state, seat: int, gate_map) -> float:
    """The seat's own progress: catches, tower race, purse, cats off the board."""
    off = sum(1 for hex_ in state.cats[seat] if hex_ is None)
    return (CATCH_VALUE[min(state.caught[seat], 2)]
            + tower_readiness(state, seat, free_tokens(state, seat), gate_map)
            + purse(state, seat, gate_map) - OFF_BOARD * off)


def evaluate(state, seat: int, with_safety: bool = True) -> float:
    """What `state` is worth to `seat` (see the module's docstring): WIN or -WIN once the game
    is over with a winner, else its progress less the others' (the leader's counted twice),
    plus the safety of its cats when `with_safety`."""
    if state.phase == OVER:
        if state.winner is None:
            return 0.0
        return WIN if state.winner == seat else -WIN
    gate_map = gates(state)
    value = seat_value(state, seat, gate_map)
    others = [seat_value(state, other, gate_map) for other in range(state.players) if other != seat]
    value -= OTHERS * (sum(others) + max(others)) / state.players
    if with_safety:
        value += safety(state, seat)
    return value
