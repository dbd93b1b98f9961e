"""The reasons a Cat's Mansion hint gives (game/mansion/reasons.py): every claim true of the
state (the room counted checked by playing the action, the way by game.mansion.reach, the odds
by the spat's exact odds), in random games of every size and variant; never hanging on the
seed (the deck's, dice's and Present's draws); well formed."""

from __future__ import annotations

import random
import re
from collections import Counter

from game.mansion import board
from game.mansion.actions import STAND, STAY, Attack, Bid, Choose, End, Push, Retreat, Step
from game.mansion.bot_spats import attack_chance
from game.mansion.contract import RULES
from game.mansion.describe import say_bid, say_place
from game.mansion.odds import spat_odds
from game.mansion.phases import BID_ATTACKER, BID_DEFENDER, GIFT, MOVE, PUSH, RETREAT
from game.mansion.pieces import (
    BOWL_GAIN,
    CAT_NAMES,
    ENERGY_PER_POINT,
    PILLOW_GAIN,
    PURR_BONUS,
    REST_GAIN,
    move_cost,
)
from game.mansion.reach import reach
from game.mansion.reasons import hint_reason
from game.mansion.seen import seen_by
from game.mansion.spat import spat_bonuses
from tests.mansion.bot_states import VARIANTS, game_positions, gift_position
from tests.support.reasons import assert_one_clause

PER_KIND = 2  # positions of each phase from each game (of a move, and of a cat in its next room: 1)


def in_next_room(state) -> bool:
    """The mover stands in its next room, its turn not over (it may end it there)."""
    seat = state.mover
    return state.phase == MOVE and board.ROOM_OF[state.at[seat]] in state.next_rooms(seat) and (
        End() in state.legal_actions() or STAY in state.legal_actions())


def positions():
    """States at positions of random games (every size and variant, two sizes a variant;
    PER_KIND of each phase and of a cat that may end its turn in its next room), and a
    Present's choice."""
    rng = random.Random(11)
    for index, rules in enumerate(VARIANTS):
        for cats in (3, 4, 5)[index % 3:index % 3 + 2]:
            states = [s for s, _ in game_positions(cats, 10 * cats + index, rules, limit=600)
                      if len(s.legal_actions()) > 1]
            for phase in (MOVE, RETREAT, BID_ATTACKER, BID_DEFENDER, PUSH, GIFT, "next room"):
                found = [s for s in states if (in_next_room(s) if phase == "next room" else s.phase == phase)]
                yield from rng.sample(found, min(1 if phase in (MOVE, "next room") else PER_KIND, len(found)))
    yield gift_position()


def to_next(state, seat: int, space: int) -> int:
    """The map's distance from `space` into the seat's next room (its cushion going home)."""
    rooms = state.next_rooms(seat)
    if rooms:
        return min(board.room_distance(space, room) for room in rooms)
    return board.DISTANCE[space][board.CUSHION_OF[state.cat_of[seat]]]


def floor_percent(chance) -> str:
    """A chance in whole percent, rounded down."""
    return f"{int(chance * 100 + 1e-9)}%"


def check_step(state, seat: int, step: Step, reason: str, names) -> str:
    """Where a step's reason says it leads, and what it says of that space, from reach."""
    ways = {say_place(state, s, yours=state.cat_of[seat]): (s, w)
            for s, w in reach(state).items() if w.path[0] == step.space}
    place = next(p for p in sorted(ways, key=len, reverse=True) if reason.startswith(f"it leads to {p}"))
    space, way = ways[place]
    rest = reason[len(f"it leads to {place}"):]
    spat = re.fullmatch(r", through a spat with (.+) you win (\d+%) of the time", rest)
    if spat:
        chance = 1.0
        for defender in way.spat:
            chance *= attack_chance(state, seat, defender, space)
        assert spat[1] == " and ".join(names[d] for d in way.spat) and chance >= 0.5
        assert spat[2] == floor_percent(chance)
        return "spat"
    assert not way.spat
    room = re.fullmatch(r", your next room, in reach this turn(, before (.+), who needs? it next too)?", rest)
    if room:
        assert board.ROOM_OF[space] in state.next_rooms(seat)
        for rival in re.split(r", | and ", room[2] or "") if room[2] else ():
            assert board.ROOM_OF[space] in state.next_rooms(names.index(rival))
        return "room"
    gifts = {": eating there gives 5 energy": board.BOWL, ": a rest there gives 3 energy": board.PILLOW,
             ": a turn there wins a coin for spats": board.MOUSE,
             ": a turn there opens the Present": board.PRESENT}
    if rest in gifts:
        assert space == board.OBJECT_AT[gifts[rest]] and (BOWL_GAIN, PILLOW_GAIN) == (5, 3)
        return "object"
    nearer = re.fullmatch(r", (\d+) spaces? nearer your next room, for (\d+) energy", rest)
    if nearer:
        assert to_next(state, seat, state.at[seat]) - to_next(state, seat, space) == int(nearer[1]) > 0
        assert way.cost == int(nearer[2])
        return "nearer"
    assert rest == f", where a turn's rest gives {REST_GAIN} energy", rest
    assert board.IS_CUSHION[space] or board.ROOM_OF[space] in board.BEDROOMS
    return "rest"


def check_bid(state, seat: int, bid: Bid, reason: str, names) -> str:
    """The chances a bid's reason gives, from the bonuses as the rules add them."""
    spat = state.spat
    a, d = spat.attacker, spat.defender

    def chance(mine) -> float:
        a_bid = mine if seat == a else spat.attacker_bid
        d_bid = mine if seat == d else Bid(False, 0)
        a_plus = sum(bonus for _, bonus in spat_bonuses(state, a, d, None)) + bid_points(a_bid)
        d_plus = sum(bonus for _, bonus in spat_bonuses(state, d, a, None)) + bid_points(d_bid)
        win = spat_odds(a_plus, d_plus).win
        return win if seat == a else 1 - win

    against = f"if {names[d]} bids nothing" if seat == a else f"against {names[a]}'s bid"
    nothing = Bid(False, 0)
    if bid == nothing:  # what the biggest bid would give: the most Purr and energy the cat has
        purr = bool(state.purrs[seat])
        biggest = Bid(purr, state.energy[seat] // ENERGY_PER_POINT * ENERGY_PER_POINT)
        if reason.startswith("no bid"):
            unchanged = floor_percent(chance(nothing))
            assert reason == f"no bid you can make changes your chance, {unchanged} {against}"
            assert floor_percent(chance(biggest)) == floor_percent(chance(nothing))
            return "bid nothing"
        assert reason == (f"it keeps {say_bid(biggest)} for the race, which bid would win "
                          f"{floor_percent(chance(biggest))} of the time {against}, "
                          f"{floor_percent(chance(nothing))} with nothing")
        assert chance(biggest) > chance(nothing)
        return "bid nothing"
    said = re.fullmatch(r"with it you win (\d+%) of the time (.+), (\d+%) with nothing", reason)
    assert said[2] == against
    assert said[1] == floor_percent(chance(bid)) and said[3] == floor_percent(chance(nothing))
    assert chance(bid) > chance(nothing)
    return "bid"


def bid_points(bid) -> int:
    """What a bid adds to a side's score: a Purr card's bonus, a point for each 3 energy."""
    return PURR_BONUS * bid.purr + bid.energy // ENERGY_PER_POINT if bid is not None else 0


def check_claim(state, seat: int, action, reason: str, names) -> str:
    """Assert what `reason` says of `action` holds in `state`; its kind."""
    if type(action) is Step:
        return check_step(state, seat, action, reason, names)
    if reason.endswith(", your next room") and reason.startswith("it counts "):
        assert type(action) is End or action == STAY
        assert state.play(action).progress[seat] == state.progress[seat] + 1
        return "counted"
    here = state.at[seat]
    if type(action) is End:
        cost = int(re.fullmatch(r"another step this turn would cost (\d) energy", reason)[1])
        assert cost == move_cost(state.moved + 1, state.bonus) - move_cost(state.moved, state.bonus) > 0
        assert any(type(a) is Step for a in state.legal_actions())
        return "end"
    if type(action) is Bid:
        return check_bid(state, seat, action, reason, names)
    if action == STAY:
        if reason == "eating gives 5 energy":
            assert here == board.OBJECT_AT[board.BOWL]
        elif reason == "a turn on the Toy Mouse wins a coin for spats":
            assert here == board.OBJECT_AT[board.MOUSE] and state.mouse_coins and not state.coin[seat]
        elif reason == "a turn on the Present opens it":
            assert here == board.OBJECT_AT[board.PRESENT]
        else:
            gain = int(re.fullmatch(r"a rest here gives (\d) energy at your next turn", reason)[1])
            after = state.play(STAY)
            assert after.pending[seat] == gain or after.energy[seat] > state.energy[seat]
        return "stay"
    if type(action) is Attack:
        chance = attack_chance(state, seat, action.seat)
        odds = re.match(r"you win the spat with (.+?) (\d+%) of the time", reason)
        if odds:
            assert names.index(odds[1]) == action.seat and odds[2] == floor_percent(chance) and chance >= 0.5
        else:
            best = f"of the spats you owe, this is your best chance ({floor_percent(chance)})"
            assert reason.startswith(best)
            assert all(attack_chance(state, seat, d) <= chance for d in state.must_fight)
        lead = re.search(r", and (.+) leads you by (\d) rooms?$", reason)
        if lead:
            assert state.progress[action.seat] - state.progress[seat] == int(lead[2])
        return "attack"
    if state.phase == RETREAT:
        standing = 1.0 - attack_chance(state, state.spat.attacker, seat)
        if type(action) is Retreat:
            assert reason == f"standing, you would win only {floor_percent(standing)} of the time before bids"
            assert standing < 0.5
        else:
            assert action == STAND
            assert reason == f"you win this spat {floor_percent(standing)} of the time before bids"
            assert standing >= 0.5
        return "spat answer"
    if type(action) is Push:
        loser = state.last_spat.loser
        pushed = re.fullmatch(r"it pushes (.+) (\d+) spaces? further from its next room", reason)
        assert names.index(pushed[1]) == loser
        further = to_next(state, loser, action.space) - to_next(state, loser, state.at[loser])
        assert further == int(pushed[2]) > 0
        return "push"
    assert type(action) is Choose and state.phase == GIFT
    nearer = int(re.fullmatch(r"your cushion is (\d+) spaces? nearer your next room", reason)[1])
    cushion = board.CUSHION_OF[state.cat_of[seat]]
    assert to_next(state, seat, here) - to_next(state, seat, cushion) == nearer
    return "passage"


def test_every_reason_is_true_of_the_state_and_well_formed():
    kinds = Counter()
    for state in positions():
        seat = state.actor()
        names = tuple("You" if s == seat else f"Guest {s}" for s in range(state.cats))
        seen = seen_by(state)
        for action in state.legal_actions():
            reason = hint_reason(seen, seat, action, names)
            if reason is None:
                continue
            assert_one_clause(reason)
            assert "You" not in reason, reason
            assert f"{CAT_NAMES[state.cat_of[seat]]}'s cushion" not in reason, reason
            kinds[check_claim(state, seat, action, reason, names)] += 1
    assert {"room", "nearer", "counted", "stay", "end", "attack", "spat answer", "bid",
            "bid nothing", "push"} <= set(kinds), kinds


def test_a_reason_never_hangs_on_what_the_seat_cannot_see():
    rng = random.Random(3)
    for state in list(positions())[::2]:
        seat = state.actor()
        other = RULES.sample(seen_by(state), seat, rng).seen_by(seat)
        for action in state.legal_actions():
            assert hint_reason(seen_by(state), seat, action) == hint_reason(other, seat, action)


def test_a_step_to_the_cats_own_cushion_says_your_cushion():
    """Said to its own seat, a cat's cushion is 'your cushion', never its cat's name's."""
    for state, _ in game_positions(5, 0, limit=800):
        if state.phase != MOVE:
            continue
        seat = state.actor()
        names = tuple("You" if s == seat else f"Guest {s}" for s in range(state.cats))
        for action in state.legal_actions():
            reason = hint_reason(seen_by(state), seat, action, names) if type(action) is Step else None
            if reason and "your cushion" in reason:
                assert check_claim(state, seat, action, reason, names) in {"rest", "nearer", "object"}
                space = next(s for s, w in reach(state).items() if reason.startswith(
                    f"it leads to {board.NAMES[s]}, your cushion"))
                assert board.CUSHION_OF[state.cat_of[seat]] == space
                return
    raise AssertionError("no step to a cat's own cushion in the first 800 positions")
