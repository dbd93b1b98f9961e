"""The computer cats' turns (phase MOVE, and the Present's choice in GIFT), at each level.

Each call plans the whole rest of the turn afresh from the state and returns its first
action: the bots keep nothing between calls. Every space the mover can still reach this
turn comes from game.mansion.reach (its path, cost and the spats arriving there would start).

- easy: the space in reach nearest its next room, whatever it costs; rests only when its
  energy is spent, eats when on the bowl; walks into any spat; stuck, it attacks a cat
  next to it.
- medium: rests on a cushion, in a bedroom or on the Pillow while below MEDIUM_FULL, eats
  at the Food Bowl when it is there; otherwise its next room whenever in reach and
  affordable, else the space nearest it within the turn's energy budget (3 from
  MEDIUM_FAST energy, else 1: 3 or 2 spaces); a spat only at MEDIUM_ODDS or better, unless
  that gets it nowhere; stuck, it attacks the cat in its way.
- hard: every way to end the turn (each space in reach, staying, ending now, an attack
  by choice) valued by game.mansion.bot_judge (own turns still needed, the exact plan of
  game.mansion.plan) plus the detour the other cats force (game.mansion.bot_live); a space where a
  spat starts by the chance to win it and what a win (taking the beaten cat's space, if
  better) and a loss leave; the fights owed taken best chance first. A turn ended in the
  room of one of its Turn Order cards is worth the bonus space's saving at the chance that
  its next card shows that room (game.mansion.bot_cards); a rival's lost turns count by
  game.mansion.bot_race's weight.
- max: hard's, with rivals' values from their own exact plans (`deep`).
"""

from __future__ import annotations

from . import board
from .actions import END, STAY, Attack, Choose, Step
from .bot_cards import CardBonus
from .bot_judge import next_room_distance, value
from .bot_live import Detours
from .bot_race import rival_weight
from .bot_spats import COIN_VALUE, attack_chance, going_on, worst_push
from .pieces import BOWL_GAIN, MAX_ENERGY, PASSAGE, PILLOW_GAIN, move_cost
from .plan import GAIN
from .reach import reach

BOWL_AT = board.OBJECT_AT[board.BOWL]
PRESENT_AT = board.OBJECT_AT[board.PRESENT]
MOUSE_AT = board.OBJECT_AT[board.MOUSE]
MEDIUM_FULL = 10  # medium rests on a resting place while below this
MEDIUM_ODDS = 0.6  # the chance medium wants before a spat (unless it is stuck)
MEDIUM_FAST = 15  # medium moves 3 spaces a turn from this much energy, else 2


def _ties(options, rng):
    """The option with the least score; ties broken by the next fields, then at random."""
    best = min(o[:-1] for o in options)
    found = [o[-1] for o in options if o[:-1] == best]
    return found[0] if len(found) == 1 else rng.choice(found)


def order_fights(state, seat: int, rng, level: str):
    """The attack to make first when spats are owed: easy at random, medium in seat order,
    hard the best chance first."""
    owed = sorted(state.must_fight)
    if level == "easy":
        return Attack(rng.choice(owed))
    if level == "medium":
        return Attack(owed[0])
    return Attack(max(owed, key=lambda d: (attack_chance(state, seat, d), -d)))


# ---- hard ---------------------------------------------------------------------------------


def stay_value(state, seat: int) -> float:
    """What a Stay leaves the mover: rest, food, the Mouse's coin or the Present's luck."""
    here, energy = state.at[seat], state.energy[seat]
    if here == BOWL_AT:
        if state.must_move:
            return value(state, seat, here, energy, counted=True)
        return value(state, seat, here, min(MAX_ENERGY, energy + BOWL_GAIN), ate=True, counted=True)
    if here == PRESENT_AT:
        finds = [_gift_values(state, seat)[what] for what in (board.MOUSE, board.BOWL, board.PILLOW)]
        finds.append(min(_gift_values(state, seat).values()))
        return sum(finds) / len(finds)
    coin = COIN_VALUE if here == MOUSE_AT and not state.coin[seat] and state.mouse_coins else 0.0
    return value(state, seat, here, min(MAX_ENERGY, energy + GAIN[here]), counted=True) - coin


def _gift_values(state, seat: int) -> dict[int, float]:
    here, energy = state.at[seat], state.energy[seat]
    found = {
        board.MOUSE: value(state, seat, here, energy, counted=True)
        - (COIN_VALUE if not state.coin[seat] and state.mouse_coins else 0.0),
        board.BOWL: value(state, seat, here, min(MAX_ENERGY, energy + BOWL_GAIN), counted=True),
        board.PILLOW: value(state, seat, here, min(MAX_ENERGY, energy + PILLOW_GAIN), counted=True),
    }
    cushion = board.CUSHION_OF[state.cat_of[seat]]
    if cushion not in state.at:
        found[PASSAGE] = value(state, seat, cushion, energy, counted=True)
    return found


def choose_gift(state, level: str, rng):
    """The Present card's choice: easy at random; medium the Food Bowl (the Pillow when
    nearly full, the passage home when its cushion is much nearer its next room); hard the
    best by value."""
    seat = state.mover
    actions = [a for a in state.legal_actions() if type(a) is Choose]
    if level == "easy":
        return rng.choice(actions)
    if level == "medium":
        cushion = board.CUSHION_OF[state.cat_of[seat]]
        if Choose(PASSAGE) in actions and next_room_distance(state, seat, cushion) + 4 <= next_room_distance(
                state, seat, state.at[seat]):
            return Choose(PASSAGE)
        return Choose(board.PILLOW if state.energy[seat] > MAX_ENERGY - 3 else board.BOWL)
    values = _gift_values(state, seat)
    return _ties([(values[a.what], a.what, a) for a in actions], rng)


class LiveValues:
    """The hard cat's values this decision: game.mansion.bot_judge's, plus the detour the other
    cats force on its way (game.mansion.bot_live), cats fought or beaten left out."""

    def __init__(self, state, seat: int) -> None:
        self.state, self.seat = state, seat
        self.detours = Detours(state, seat)
        self.fought = frozenset(state.fought)
        self.cards = CardBonus(state, seat)

    def extra(self, beaten=()):
        """The detour function with the cats `beaten` (and those fought) left out."""
        leave_out = self.fought | frozenset(beaten)
        return lambda space: self.detours.detour(space, leave_out)

    def value(self, space: int, energy: int, counted: bool = True) -> float:
        """The value of ending the turn on `space` with `energy`, detour included."""
        return (value(self.state, self.seat, space, energy, counted=counted) + self.extra()(space)
                - self.cards.gain(space, energy, counted))


def destination_value(live: LiveValues, space: int, way) -> float:
    """The hard cat's value of going to `space` by `way` (a game.mansion.reach.Reach) and ending
    its turn there, a spat on arriving weighed by its chance."""
    state, seat = live.state, live.seat
    energy = state.energy[seat] - way.cost
    if not way.spat:
        return live.value(space, energy)
    moved = state.moved + len(way.path)
    if state.rules.close:  # the last step is the attack: the cat fights from the space before
        before = way.path[-2] if len(way.path) > 1 else state.at[seat]
        chance = attack_chance(state, seat, way.spat[0], before)
        return (chance * going_on(state, seat, space, energy, moved, live.extra(way.spat))
                + (1 - chance) * worst_push(state, seat, before, energy, True, live.extra()))
    chance = 1.0
    for defender in way.spat:
        chance *= attack_chance(state, seat, defender, space)
    won = min(going_on(state, seat, where, energy, moved, live.extra(way.spat))
              for where in (space,) + tuple(state.at[d] for d in way.spat))  # or take a beaten cat's space
    return chance * won + (1 - chance) * worst_push(state, seat, space, energy, True, live.extra())


def attack_value(live: LiveValues, defender: int, deep: bool = False) -> float:
    """The hard cat's value of attacking `defender` by choice now, the rival's push counted
    by game.mansion.bot_race.rival_weight."""
    state, seat = live.state, live.seat
    here, energy = state.at[seat], state.energy[seat]
    chance = attack_chance(state, seat, defender)
    d_energy = state.energy[defender]
    harm = (worst_push(state, defender, state.at[defender], d_energy, exact=deep)
            - value(state, defender, state.at[defender], d_energy + state.pending[defender], exact=deep))
    won = min(going_on(state, seat, where, energy, state.moved, live.extra((defender,)))
              for where in (here, state.at[defender]))
    return (chance * (won - rival_weight(state, seat, defender) * harm)
            + (1 - chance) * worst_push(state, seat, here, energy, True, live.extra()))


def hard_move(state, rng, deep: bool = False):
    """The hard cat's action in MOVE (`deep`: the max cat's, see game.mansion.bots)."""
    seat = state.mover
    actions = state.legal_actions()
    if state.must_fight:
        return order_fights(state, seat, rng, "hard")
    here, energy = state.at[seat], state.energy[seat]
    live = LiveValues(state, seat)
    options = []
    if STAY in actions:
        rested = min(MAX_ENERGY, energy + GAIN[here])
        stay = stay_value(state, seat) + live.extra()(here) - live.cards.gain(here, rested)
        options.append((stay, 0, 0, STAY))
    if END in actions:
        options.append((live.value(here, energy), 0, 0, END))
    for space, way in reach(state).items():
        options.append((destination_value(live, space, way), len(way.path), space, Step(way.path[0])))
    for action in actions:
        if type(action) is Attack:
            options.append((attack_value(live, action.seat, deep), 1, -1, action))
    return _ties([(round(o[0], 9),) + o[1:] for o in options], rng)


# ---- medium and easy --------------------------------------------------------------------------


def medium_move(state, rng):
    """The medium cat's action in MOVE (see the module's docstring)."""
    seat = state.mover
    actions = state.legal_actions()
    if state.must_fight:
        return order_fights(state, seat, rng, "medium")
    here, energy = state.at[seat], state.energy[seat]
    start_energy = energy + move_cost(state.moved, state.bonus)  # what it had at the turn's start
    if STAY in actions:
        if here == BOWL_AT and not state.must_move and energy <= MAX_ENERGY - BOWL_GAIN:
            return STAY
        if GAIN[here] and energy < MEDIUM_FULL:
            return STAY
    every = reach(state)
    ways = {s: w for s, w in every.items() if not w.spat or _chance_all(state, seat, s, w) >= MEDIUM_ODDS}
    goal = [(w.cost, len(w.path), s) for s, w in ways.items() if next_room_distance(state, seat, s) == 0]
    if goal:
        cost, _, space = min(goal)
        if cost <= 1 or energy - cost >= 2:
            return Step(ways[space].path[0])
    budget = 3 if start_energy >= MEDIUM_FAST else 1 if start_energy >= 2 else 0
    spent = move_cost(state.moved, state.bonus)
    now = next_room_distance(state, seat, here)
    for pool in (ways, every):  # at good odds; when that gets it nowhere, at any odds
        options = [(next_room_distance(state, seat, s), w.cost, s) for s, w in pool.items()
                   if spent + w.cost <= budget or w.cost == 0]
        if options:
            dist, cost, space = min(options)
            if dist < now:
                return Step(pool[space].path[0])
    attacks = [a for a in actions if type(a) is Attack]
    if attacks:  # stuck: the cat nearest its next room is fought (it is in the way)
        return min(attacks, key=lambda a: (next_room_distance(state, seat, state.at[a.seat]), a.seat))
    if END in actions:
        return END
    if STAY in actions:
        return STAY
    steps = [a for a in actions if type(a) is Step]
    return min(steps, key=lambda a: next_room_distance(state, seat, a.space)) if steps else actions[0]


def _chance_all(state, seat: int, space: int, way) -> float:
    chance = 1.0
    if state.rules.close:
        before = way.path[-2] if len(way.path) > 1 else state.at[seat]
        return attack_chance(state, seat, way.spat[0], before)
    for defender in way.spat:
        chance *= attack_chance(state, seat, defender, space)
    return chance


def easy_move(state, rng):
    """The easy cat's action in MOVE (see the module's docstring)."""
    seat = state.mover
    actions = state.legal_actions()
    if state.must_fight:
        return order_fights(state, seat, rng, "easy")
    here, energy = state.at[seat], state.energy[seat]
    if STAY in actions and (energy == 0 and GAIN[here] or here == BOWL_AT and not state.must_move):
        return STAY
    now = next_room_distance(state, seat, here)
    options = [(next_room_distance(state, seat, space), way.cost, space, Step(way.path[0]))
               for space, way in reach(state).items()]
    options = [o for o in options if o[0] < now]
    if options:
        return _ties(options, rng)
    attacks = [a for a in actions if type(a) is Attack]
    if attacks:  # stuck: a cat in the way is fought
        return rng.choice(attacks)
    for quit_ in (END, STAY):
        if quit_ in actions:
            return quit_
    return rng.choice(actions)

