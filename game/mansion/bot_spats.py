"""Cat Spats for the computer cats: what a spat is worth either way, the bids, retreating,
pushing the loser and the order of fights, by the exact odds (game.mansion.odds) and the turns a
win or a loss costs (game.mansion.bot_judge's values: own turns still needed, fewer is better).

Stakes: the winner pushes the loser to the free space worst for it (among
board.PUSH_TARGETS); a beaten attacker's turn ends where it is pushed (a room there counts
for it); a beaten resting defender loses its pending rest. A Purr card spent is worth
`purr_value` turns (more early in the race, when more spats are to come), energy is paid
out of the position's own value, a coin won by a double score is worth COIN_VALUE turns.
The bids are a little game: the attacker picks its bid knowing the defender answers with
its best reply to it. A spat, a retreat or a push that hands a rival the race costs RACE_LOST.
"""

from __future__ import annotations

from . import board
from .actions import Bid
from .bot_judge import WON, value
from .bot_race import rival_weight
from .odds import spat_odds
from .pieces import (
    COIN_BONUS,
    ENERGY_PER_POINT,
    HOME_BONUS,
    NEAR_HOME_BONUS,
    PURR_BONUS,
    RESTING_BONUS,
    move_cost,
)
from .plan import MOVES

COIN_VALUE = 0.15  # turns: a coin is +1 in one later spat
PURR_EARLY, PURR_LATE = 0.25, 0.15  # turns a Purr card is worth early in the race and late
MAX_BID_POINTS = 4  # energy bids beyond 12 are never looked at (the odds barely move)
RACE_LOST = 100.0  # turns: what a rival's win of the race costs a cat


def fixed_bonus(state, seat: int, opponent: int, seat_at: int | None = None,
                opponent_at: int | None = None) -> int:
    """`seat`'s automatic bonus against `opponent` (game.mansion.spat.spat_bonuses without a
    bid): home +2 or near home +1, its coin +1, a resting opponent +1; the cats on
    `seat_at`, `opponent_at` (default: where they are)."""
    cat = state.cat_of[seat]
    spaces = (state.at[seat] if seat_at is None else seat_at,
              state.at[opponent] if opponent_at is None else opponent_at)
    total = 0
    if any(s in board.HOME_ZONE[cat] for s in spaces):
        total += HOME_BONUS
    elif any(s in board.NEXT_TO_HOME[cat] for s in spaces):
        total += NEAR_HOME_BONUS
    if state.coin[seat]:
        total += COIN_BONUS
    if state.resting[opponent]:
        total += RESTING_BONUS
    return total


def purr_value(state, seat: int) -> float:
    """What keeping a Purr card is worth to `seat`, in turns."""
    left = len(state.race) - state.progress[seat]
    return PURR_LATE if left <= 2 else PURR_EARLY


def free(state, space: int, moving: int | None = None, at: tuple | None = None) -> bool:
    """Whether no cat (but `moving`) is on `space` (the cats on `at`, default the state's)."""
    return all(s != space or seat == moving for seat, s in enumerate(state.at if at is None else at))


def _none(space: int) -> float:
    return 0.0


def worst_push(state, seat: int, space: int, energy: int, counted: bool = False, extra=_none,
               exact: bool = True) -> float:
    """`seat`'s value when pushed off `space` by a winner that picks the free target worst
    for it (its own space when there is none); `extra(space)` is added to each value."""
    targets = [t for t in board.PUSH_TARGETS[space] if free(state, t, seat) and t != space] or [space]
    return max(value(state, seat, t, energy, counted=counted, exact=exact) + extra(t) for t in targets)


def going_on(state, seat: int, space: int, energy: int, moved: int, extra=_none,
             at: tuple | None = None, exact: bool = True) -> float:
    """The mover's value on `space` with its turn still going (`moved` spaces so far): the
    best of ending there or moving on over free spaces (cats otherwise ignored; the cats on
    `at`, default the state's); `extra(space)` is added to each value."""
    best = value(state, seat, space, energy, counted=True, exact=exact) + extra(space)
    left = max(0, (5 if state.bonus else 4) - moved)
    if not left:
        return best
    base = move_cost(moved, state.bonus)
    row = board.DISTANCE[space]
    for there, _ in MOVES[space]:
        d = row[there]
        if d > left or not free(state, there, seat, at):
            continue
        cost = move_cost(moved + d, state.bonus) - base
        if cost <= energy:
            found = value(state, seat, there, energy - cost, counted=True, exact=exact) + extra(there)
            best = min(best, found)
    return best


class Stakes:
    """A spat's four outcomes in values (turns): for the attacker after a win, after a loss,
    for the defender after a win, after a loss, each a function of the energy left after
    the bid (worked out when first asked), plus what the double's coin and the cards are
    worth. `attacker_at` is where the attacker fights from; `me` the side whose values are
    exact (the other's are estimated), both when None."""

    def __init__(self, state, attacker: int, defender: int, attacker_at: int | None = None,
                 me: int | None = None) -> None:
        self.attacker, self.defender = attacker, defender
        a_at = state.at[attacker] if attacker_at is None else attacker_at
        d_at = state.at[defender]
        self.a_fixed = fixed_bonus(state, attacker, defender, a_at, d_at)
        self.d_fixed = fixed_bonus(state, defender, attacker, d_at, a_at)
        self.a_energy, self.d_energy = state.energy[attacker], state.energy[defender]
        self._state, self._a_at, self._d_at = state, a_at, d_at
        self._exact = {attacker: me in (None, attacker), defender: me in (None, defender)}
        self._tables: dict = {}
        self.a_purr, self.d_purr = purr_value(state, attacker), purr_value(state, defender)
        self.a_coin = COIN_VALUE if not state.coin[attacker] and state.mouse_coins else 0.0
        self.d_coin = COIN_VALUE if not state.coin[defender] and state.mouse_coins else 0.0
        self.a_bids = bids(state, attacker)
        self.d_bids = bids(state, defender)

    def ends(self, side: str, energy: int) -> tuple[float, float]:
        """(value after a win, value after a loss) for the "attacker" or "defender" with
        `energy` left after its bid (computed once each)."""
        key = (side, energy)
        found = self._tables.get(key)
        if found is None:
            state = self._state
            if side == "attacker":
                a, a_at = self.attacker, self._a_at
                exact = self._exact[a]
                won = min(going_on(state, a, where, energy, state.moved, exact=exact)
                          for where in (a_at, self._d_at))
                found = (won, worst_push(state, a, a_at, energy, counted=True, exact=exact))
            else:
                d, d_at = self.defender, self._d_at
                exact = self._exact[d]
                lost = worst_push(state, d, d_at, energy, exact=exact)
                if self.ends("attacker", self.a_energy)[0] <= WON:  # a win gives the attacker the race
                    lost += RACE_LOST
                found = (value(state, d, d_at, energy + state.pending[d], exact=exact), lost)
            self._tables[key] = found
        return found

    def attacker_value(self, a_bid, d_bid) -> float:
        """The attacker's expected value with these bids (fewer turns is better)."""
        odds = self._odds(a_bid, d_bid)
        win, lose = self.ends("attacker", self.a_energy - a_bid[1])
        return (float(odds.win) * win + float(odds.lose) * lose
                - float(odds.win_double) * self.a_coin + a_bid[0] * self.a_purr)

    def defender_value(self, a_bid, d_bid) -> float:
        """The defender's expected value with these bids."""
        odds = self._odds(a_bid, d_bid)
        win, lose = self.ends("defender", self.d_energy - d_bid[1])
        return (float(odds.lose) * win + float(odds.win) * lose
                - float(odds.lose_double) * self.d_coin + d_bid[0] * self.d_purr)

    def _odds(self, a_bid, d_bid):
        a = self.a_fixed + PURR_BONUS * a_bid[0] + a_bid[1] // ENERGY_PER_POINT
        d = self.d_fixed + PURR_BONUS * d_bid[0] + d_bid[1] // ENERGY_PER_POINT
        return spat_odds(a, d)

    def reply(self, a_bid) -> tuple[int, int]:
        """The defender's best bid against the attacker's `a_bid` (the cheapest on a tie)."""
        return min(self.d_bids, key=lambda b: (self.defender_value(a_bid, b), b[0], b[1]))

    def attacker_bid(self) -> tuple[int, int]:
        """The attacker's best bid, expecting the defender's best reply."""
        return min(self.a_bids, key=lambda b: (self.attacker_value(b, self.reply(b)), b[0], b[1]))

    def outcome(self) -> tuple[float, float, float]:
        """With both sides bidding their best: (the attacker's chance to win, the attacker's
        expected value, the defender's)."""
        a_bid = self.attacker_bid()
        d_bid = self.reply(a_bid)
        return (float(self._odds(a_bid, d_bid).win), self.attacker_value(a_bid, d_bid),
                self.defender_value(a_bid, d_bid))


def bids(state, seat: int) -> list[tuple[int, int]]:
    """The bids `seat` may make, as (purr 0 or 1, energy), energy up to MAX_BID_POINTS points."""
    top = min(state.energy[seat] // ENERGY_PER_POINT, MAX_BID_POINTS) * ENERGY_PER_POINT
    purrs = (0, 1) if state.purrs[seat] else (0,)
    return [(p, e) for p in purrs for e in range(0, top + 1, ENERGY_PER_POINT)]


def as_bid(pair: tuple[int, int]) -> Bid:
    """A (purr, energy) pair as the engine's Bid."""
    return Bid(bool(pair[0]), pair[1])


def best_bid(state, seat: int, deep: bool = False) -> Bid:
    """The hard cat's bid in BID_ATTACKER or BID_DEFENDER (`deep`, the max cat's: the other
    side's stakes from its exact plan too)."""
    spat = state.spat
    stakes = Stakes(state, spat.attacker, spat.defender, me=None if deep else seat)
    if seat == spat.attacker:
        return as_bid(stakes.attacker_bid())
    a_bid = spat.attacker_bid
    return as_bid(stakes.reply((int(a_bid.purr), a_bid.energy)))


def stand_or_retreat(state, seat: int, retreats: list, deep: bool = False) -> object:
    """The hard cat's answer in RETREAT: the Retreat (to the space best for it) or None to
    stand, whichever leaves it the better expected value (`deep`: the attacker's stakes
    from its exact plan too)."""
    spat = state.spat
    attacker = spat.attacker
    _, _, stand = Stakes(state, attacker, seat, me=None if deep else seat).outcome()
    energy, pending = state.energy[seat], state.pending[seat]
    best, choice = stand, None
    for action in retreats:
        v = value(state, seat, action.space, energy - 1 + pending)
        at = list(state.at)
        at[seat] = action.space
        a_at, a_energy = state.at[attacker], state.energy[attacker]
        if going_on(state, attacker, a_at, a_energy, state.moved, at=tuple(at), exact=deep) <= WON:
            v += RACE_LOST  # the way it leaves open wins the attacker the race
        if v < best - 1e-9:
            best, choice = v, action
    return choice


def attack_chance(state, attacker: int, defender: int, attacker_at: int | None = None) -> float:
    """The attacker's chance with no bids on either side (fighting from `attacker_at`)."""
    a = fixed_bonus(state, attacker, defender, attacker_at)
    d = fixed_bonus(state, defender, attacker, state.at[defender], attacker_at)
    return float(spat_odds(a, d).win)


def push_score(state, winner: int, loser: int, target: int | None, occupy: bool,
               deep: bool = False) -> float:
    """How good a push is for the winner (lower is better): its own value after it, less
    the loser's weighed by game.mansion.bot_race.rival_weight; never a beaten attacker
    pushed into the room that wins it the race (`deep`: the loser's value from its exact
    plan)."""
    at = list(state.at)
    if target is not None:
        if occupy:
            at[winner] = at[loser]
        at[loser] = target
    attacker_won = winner == state.mover
    me = at[winner]
    if attacker_won:
        mine = going_on(state, winner, me, state.energy[winner], state.moved)
    else:
        mine = value(state, winner, me, state.energy[winner] + state.pending[winner])
    theirs = value(state, loser, at[loser], state.energy[loser] + state.pending[loser],
                   counted=not attacker_won, exact=deep)
    if theirs <= WON:
        return 10.0**6
    return mine - rival_weight(state, winner, loser) * theirs
