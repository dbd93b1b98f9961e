"""Cat's Mansion's computer cats, at four levels (`choose(seen, seat, level, rng)`): the
action of whoever must act, in any phase (the mover's steps, stays, ends and attacks; a
defender's retreat or stand; both bids; the winner's push; the Present's choice).

Like Clowder's bots, a level reads only the state's public fields and queries
(`legal_actions`, game.mansion.reach), is handed its random generator, and sees only what a
player sees: `seen` is `game.mansion.seen.seen_by(state)`, the state with its seed (the deck's,
dice's and Present's future draws) hidden. No level simulates a draw: the exact odds of the
dice (game.mansion.odds) and the values of positions (game.mansion.bot_judge, from the exact plan of
game.mansion.plan) stand in for them, so the seed could not change a choice even if it were
there. A level is stateless: each call plans the rest of the turn again and returns its
next action; the random generator only breaks ties (and makes the easy level's random
choices), so a choice is repeatable from its view and the generator's seed.

- easy: heads straight for its next room whatever it costs (game.mansion.bot_moves), rests only
  with no energy left, eats when on the bowl; stands or retreats, bids and pushes at random.
- medium: a simple energy budget and resting rule; spats only at good odds; a Purr card
  when it turns the odds good, never energy; retreats from bad odds; pushes the loser away
  from its next room.
- hard: every choice by the exact plan of its own turns and the exact odds (see
  game.mansion.bot_moves and game.mansion.bot_spats): routes, rests, food and the Pillow, when speed
  pays; attacks, retreats, Purr cards and energy bids by what a win and a loss cost in
  turns; pushes that cost the loser most; the order of fights. It reads the Turn Order
  cards left for its chance of the bonus space next turn (game.mansion.bot_cards) and counts
  a rival's lost turns more the further that rival leads (game.mansion.bot_race).
- max: hard's choices, with the other side of every spat, push and attack judged by that
  cat's own exact plan rather than the quick estimate (`deep` in the modules above).
"""

from __future__ import annotations

import random

from .actions import STAND, Bid, Push, Retreat
from .bot_judge import next_room_distance
from .bot_moves import MEDIUM_ODDS, choose_gift, easy_move, hard_move, medium_move
from .bot_spats import attack_chance, best_bid, fixed_bonus, push_score, stand_or_retreat
from .odds import spat_odds
from .phases import BID_ATTACKER, BID_DEFENDER, GIFT, MOVE, PUSH, RETREAT
from .pieces import ENERGY_PER_POINT, PURR_BONUS

LEVELS = ("easy", "medium", "hard", "max")
SEARCHING = ("hard", "max")  # the levels that weigh every choice by the plan and the odds
EASY_TOP_BID = 6  # the easy cat's energy bids: a random multiple of 3 up to this
MEDIUM_RETREAT = 0.4  # medium retreats when its chance standing is below this


def _check(level: str) -> None:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")


def choose(seen, seat: int, level: str, rng: random.Random):
    """The action `seat`, the actor of `seen`, plays at `level`: one of
    `seen.legal_actions()`, drawing only from `rng` (every game's computer players share this
    signature). ValueError for an unknown level, a game that is over, or a seat not to act."""
    _check(level)
    actions = seen.legal_actions()
    if not actions:
        raise ValueError(f"no action to choose in phase {seen.phase!r}")
    if seen.actor() != seat:
        raise ValueError(f"seat {seat!r} is not the one to act (seat {seen.actor()} is, in phase "
                         f"{seen.phase!r})")
    if len(actions) == 1:
        return actions[0]
    phase = seen.phase
    if phase == MOVE:
        if level in SEARCHING:
            return hard_move(seen, rng, deep=level == "max")
        return {"easy": easy_move, "medium": medium_move}[level](seen, rng)
    if phase == GIFT:
        return choose_gift(seen, level, rng)
    if phase == RETREAT:
        return _retreat(seen, level, rng, actions)
    if phase in (BID_ATTACKER, BID_DEFENDER):
        return _bid(seen, level, rng, actions)
    if phase == PUSH:
        return _push(seen, level, rng, actions)
    raise ValueError(f"no action to choose in phase {phase!r}")  # pragma: no cover


def _retreat(state, level: str, rng, actions):
    seat = state.actor()
    retreats = [a for a in actions if type(a) is Retreat]
    if level == "easy":
        return rng.choice(actions)
    if level in SEARCHING:
        return stand_or_retreat(state, seat, retreats, deep=level == "max") or STAND
    chance = 1.0 - attack_chance(state, state.spat.attacker, seat)
    if chance >= MEDIUM_RETREAT or not retreats:
        return STAND
    now = next_room_distance(state, seat, state.at[seat])
    near = [(next_room_distance(state, seat, a.space), a.space, a) for a in retreats]
    best = min(near)
    return best[2] if best[0] <= now + 1 else STAND


def _bid(state, level: str, rng, actions):
    seat = state.actor()
    if level == "easy":
        purrs = sorted({a.purr for a in actions})
        top = min(EASY_TOP_BID, max(a.energy for a in actions))
        return Bid(rng.choice(purrs), rng.choice(range(0, top + 1, ENERGY_PER_POINT)))
    if level in SEARCHING:
        return best_bid(state, seat, deep=level == "max")
    spat = state.spat
    other = spat.defender if seat == spat.attacker else spat.attacker
    mine = fixed_bonus(state, seat, other)
    theirs = fixed_bonus(state, other, seat)
    if seat == spat.defender and spat.attacker_bid is not None:
        theirs += PURR_BONUS * spat.attacker_bid.purr + spat.attacker_bid.energy // ENERGY_PER_POINT
    chance = float(spat_odds(mine, theirs).win)
    with_purr = float(spat_odds(mine + PURR_BONUS, theirs).win)
    purr = state.purrs[seat] > 0 and chance < MEDIUM_ODDS <= with_purr
    return Bid(purr, 0)


def _push(state, level: str, rng, actions):
    if level == "easy":
        return rng.choice(actions)
    result = state.last_spat
    winner, loser = result.winner, result.loser
    if level in SEARCHING:
        deep = level == "max"
        scored = [(push_score(state, winner, loser, a.space, a.occupy, deep), a.occupy, a.space or 0, a)
                  for a in actions]
        return min(scored, key=lambda o: o[:-1])[-1]
    mine = next_room_distance(state, winner, state.at[winner])
    theirs = next_room_distance(state, winner, state.at[loser])
    occupy = theirs < mine and any(a.occupy for a in actions)  # taking may be refused (game.mansion.moves)
    scored = [(-next_room_distance(state, loser, a.space), a.space) for a in actions
              if a.space is not None and a.occupy == occupy]
    if not scored:
        return actions[0]
    return Push(min(scored)[1], occupy)
