"""Why a Cat's Mansion choice is good, in one short clause: the reason a hint gives with the
hard cat's action.

`hint_reason(seen, seat, action, names)` reads only the state as every seat sees it (its seed
hidden: nothing here draws) and says a fact of it, or None when it has nothing specific:

- a step: where the hard cat's plan goes with it (of the spaces in reach whose way begins
  with that step, the one game.mansion.bot_moves values best): the cat's next room reached
  this turn (and another cat that needs that room next), through a spat it likely wins; an
  object and what it gives (the Food Bowl's 5 energy, the Pillow's rest, the Toy Mouse's
  coin, the Present); a resting place; or the spaces it gains towards its next room;
- a stay or an end: the next room counted where the cat stands; the rest, food or coin a
  stay there gives; what another step would cost;
- an attack: its chance with no bids (game.mansion.bot_spats.attack_chance, the exact odds)
  when it is better than even, or the best of the spats owed, and a rival's lead in rooms;
- a retreat from a spat the cat would lose more often than not, standing in one it likely
  wins; a bid: the chance it gives against the attacker's bid, or against none from the
  defender, and the chance with nothing (game.mansion.spat.spat_bonuses, the exact odds); a
  bid of nothing: what the biggest bid the cat can make would give, or that no bid changes
  its chance;
- a push that sends the loser further from its next room;
- the Present's secret passage, when the cushion is nearer the cat's next room.

tests/mansion/test_reasons.py checks every claim against the state, in random games.
"""

from __future__ import annotations

from game.text import percent as whole_percent

from . import board
from .actions import STAND, STAY, Attack, Bid, Choose, End, Push, Retreat, Step
from .bot_judge import next_room_distance
from .bot_moves import LiveValues, destination_value
from .bot_spats import attack_chance
from .describe import say_bid, say_place, seat_names
from .odds import spat_odds
from .phases import BID_ATTACKER, BID_DEFENDER, GIFT, MOVE, PUSH, RETREAT
from .pieces import BOWL_GAIN, PASSAGE, PILLOW_GAIN
from .plan import GAIN
from .reach import reach
from .spat import spat_bonuses

BOWL_AT = board.OBJECT_AT[board.BOWL]
MOUSE_AT = board.OBJECT_AT[board.MOUSE]
PILLOW_AT = board.OBJECT_AT[board.PILLOW]
PRESENT_AT = board.OBJECT_AT[board.PRESENT]


def percent(chance: float) -> str:
    """'58%': a reason's chance, rounded down: a claim never overstates (game.text.percent)."""
    return whole_percent(chance, floor=True)


def spaces(count: int) -> str:
    """'1 space', '3 spaces'."""
    return f"{count} space" + ("" if count == 1 else "s")


def room_name(room: int) -> str:
    """'the Kitchen'."""
    return "the " + board.ROOMS[room]


def rivals_for(seen, seat: int, room: int, names) -> list[str]:
    """The other cats whose next room (or one of their two) is `room`."""
    return [names[other] for other in range(seen.cats)
            if other != seat and room in seen.next_rooms(other)]


def planned_way(seen, seat: int, first: int):
    """(space, way) the hard cat's plan reaches with a way beginning with the step to
    `first` (the best valued, game.mansion.bot_moves.destination_value), or None."""
    live = LiveValues(seen, seat)
    found = [(destination_value(live, space, way), space, way)
             for space, way in reach(seen).items() if way.path[0] == first]
    return min(found, key=lambda f: (round(f[0], 9), len(f[2].path), f[1]))[1:] if found else None


def object_gift(seen, seat: int, space: int) -> str | None:
    """What a turn on the object at `space` gives the cat, or None."""
    if space == BOWL_AT:
        return f"eating there gives {BOWL_GAIN} energy"
    if space == PILLOW_AT:
        return f"a rest there gives {PILLOW_GAIN} energy"
    if space == MOUSE_AT and seen.mouse_coins and not seen.coin[seat]:
        return "a turn there wins a coin for spats"
    if space == PRESENT_AT:
        return "a turn there opens the Present"
    return None


def step_reason(seen, seat: int, first: int, names) -> str | None:
    """Why the step to `first` is good: where the plan goes with it."""
    planned = planned_way(seen, seat, first)
    if planned is None:
        return None
    space, way = planned
    place = say_place(seen, space, yours=seen.cat_of[seat])
    room = board.ROOM_OF[space]
    if way.spat:
        chance = 1.0
        for defender in way.spat:
            chance *= attack_chance(seen, seat, defender, space)
        if chance < 0.5 or seen.rules.close:
            return None
        fought = " and ".join(names[d] for d in way.spat)
        return f"it leads to {place}, through a spat with {fought} you win {percent(chance)} of the time"
    if room is not None and room in seen.next_rooms(seat):
        rivals = rivals_for(seen, seat, room, names)
        ahead = f", before {' and '.join(rivals)}, who needs it next too" if len(rivals) == 1 else (
            f", before {', '.join(rivals[:-1])} and {rivals[-1]}, who need it next too" if rivals else "")
        return f"it leads to {place}, your next room, in reach this turn{ahead}"
    gift = object_gift(seen, seat, space)
    if gift is not None:
        return f"it leads to {place}: {gift}"
    here = seen.at[seat]
    gained = next_room_distance(seen, seat, here) - next_room_distance(seen, seat, space)
    if gained > 0:
        return f"it leads to {place}, {spaces(gained)} nearer your next room, for {way.cost} energy"
    if GAIN[space]:
        return f"it leads to {place}, where a turn's rest gives {GAIN[space]} energy"
    return None


def counts_here(seen, seat: int) -> str | None:
    """'it counts the Kitchen, your next room' when the cat stands in its next room."""
    room = board.ROOM_OF[seen.at[seat]]
    if room is not None and room in seen.next_rooms(seat):
        return f"it counts {room_name(room)}, your next room"
    return None


def stay_reason(seen, seat: int) -> str | None:
    """Why spending the turn where it stands is good."""
    counted = counts_here(seen, seat)
    if counted is not None:
        return counted
    here = seen.at[seat]
    if here == BOWL_AT:
        return f"eating gives {BOWL_GAIN} energy"
    if here == MOUSE_AT and seen.mouse_coins and not seen.coin[seat]:
        return "a turn on the Toy Mouse wins a coin for spats"
    if here == PRESENT_AT:
        return "a turn on the Present opens it"
    if GAIN[here]:
        return f"a rest here gives {GAIN[here]} energy at your next turn"
    return None


def end_reason(seen, seat: int) -> str | None:
    """Why ending the turn now is good: the room it counts, or what another step costs."""
    counted = counts_here(seen, seat)
    if counted is not None:
        return counted
    if not seen.steps_left() or not any(type(a) is Step for a in seen.legal_actions()):
        return None
    cost = seen.step_cost()
    return f"another step this turn would cost {cost} energy" if cost else None


def bid_reason(seen, seat: int, bid: Bid, names) -> str | None:
    """Why bidding `bid` is good: the chance it gives, and the chance with nothing; for a bid
    of nothing, what the biggest bid the cat can make would give instead (its Purr card and
    energy are then kept for the race)."""
    spat = seen.spat
    attacker, defender = spat.attacker, spat.defender
    nothing = Bid(False, 0)

    def chance(mine) -> float:
        a_bid, d_bid = (mine, nothing) if seat == attacker else (spat.attacker_bid, mine)
        a = sum(n for _, n in spat_bonuses(seen, attacker, defender, a_bid))
        d = sum(n for _, n in spat_bonuses(seen, defender, attacker, d_bid))
        win = spat_odds(a, d).win
        return float(win if seat == attacker else 1 - win)

    against = f"if {names[defender]} bids nothing" if seat == attacker else f"against {names[attacker]}'s bid"
    without = chance(nothing)
    if bid == nothing:
        biggest = max((b for b in seen.legal_actions() if type(b) is Bid), key=lambda b: (b.purr, b.energy))
        with_biggest = percent(chance(biggest))
        if with_biggest == percent(without):
            return f"no bid you can make changes your chance, {percent(without)} {against}"
        return (f"it keeps {say_bid(biggest)} for the race, which bid would win {with_biggest}"
                f" of the time {against}, {percent(without)} with nothing")
    with_bid = chance(bid)
    if percent(with_bid) == percent(without) or with_bid < without:
        return None
    return f"with it you win {percent(with_bid)} of the time {against}, {percent(without)} with nothing"


def attack_reason(seen, seat: int, defender: int, names) -> str | None:
    """Why attacking `defender` is good: the odds, a rival's lead."""
    chance = attack_chance(seen, seat, defender)
    owed = sorted(seen.must_fight)
    if chance >= 0.5:
        said = f"you win the spat with {names[defender]} {percent(chance)} of the time"
    elif len(owed) > 1 and defender in owed and all(attack_chance(seen, seat, d) <= chance for d in owed):
        said = f"of the spats you owe, this is your best chance ({percent(chance)})"
    else:
        return None
    lead = seen.progress[defender] - seen.progress[seat]
    if lead > 0:
        said += f", and {names[defender]} leads you by {lead} room" + ("" if lead == 1 else "s")
    return said


def hint_reason(seen, seat: int, action, names=None) -> str | None:
    """Why `action` (game.mansion.actions) is good for `seat` (see the module's docstring), or
    None; `names` are the seats' names (default the cats' short names)."""
    names = seat_names(seen, names)
    phase = seen.phase
    if phase == MOVE:
        if type(action) is Step:
            return step_reason(seen, seat, action.space, names)
        if action == STAY:
            return stay_reason(seen, seat)
        if type(action) is End:
            return end_reason(seen, seat)
        if type(action) is Attack:
            return attack_reason(seen, seat, action.seat, names)
        return None
    if phase == RETREAT:
        standing = 1.0 - attack_chance(seen, seen.spat.attacker, seat)
        if type(action) is Retreat and standing < 0.5:
            return f"standing, you would win only {percent(standing)} of the time before bids"
        if action == STAND and standing >= 0.5:
            return f"you win this spat {percent(standing)} of the time before bids"
        return None
    if phase in (BID_ATTACKER, BID_DEFENDER) and type(action) is Bid:
        return bid_reason(seen, seat, action, names)
    if phase == PUSH and type(action) is Push and action.space is not None:
        loser = seen.last_spat.loser
        further = (next_room_distance(seen, loser, action.space)
                   - next_room_distance(seen, loser, seen.at[loser]))
        if further > 0:
            return f"it pushes {names[loser]} {spaces(further)} further from its next room"
        return None
    if phase == GIFT and type(action) is Choose and action.what == PASSAGE:
        cushion = board.CUSHION_OF[seen.cat_of[seat]]
        nearer = next_room_distance(seen, seat, seen.at[seat]) - next_room_distance(seen, seat, cushion)
        if nearer > 0:
            return f"your cushion is {spaces(nearer)} nearer your next room"
    return None
