"""Random Cat's Mansion positions for the computer cats' tests: the positions of a seeded game
played by game.mansion.playout's racing cats (which head for their rooms and act at random a
third of the time, so every phase turns up: moves, retreats, bids, pushes, the Present's
choice), sampled a few of each phase (the Present's choice is rare in play: `gift_position`
makes one); and the record of any of them."""

from __future__ import annotations

import random

from game.mansion import CAT_LETTERS, Rules, State, board
from game.mansion.actions import STAY
from game.mansion.phases import BID_ATTACKER, BID_DEFENDER, GIFT, MOVE, PUSH, RETREAT
from game.mansion.playout import racing_action
from game.mansion.record import write_record
from tests.mansion.states import position

CHOICE_PHASES = (MOVE, RETREAT, BID_ATTACKER, BID_DEFENDER, PUSH, GIFT)
VARIANTS = (Rules(), Rules(shorter=True), Rules(both_ways=True), Rules(close=True),
            Rules(True, True, True))


def game_positions(cats: int, seed: int, rules: Rules = Rules(), eager: float = 0.7,  # noqa: B008
                   limit: int = 3000) -> list[tuple[State, tuple]]:
    """Every position (with the actions that led to it) of a seeded racing game, up to
    `limit` actions, the last before its end included, the end not."""
    rng = random.Random(f"mansion-bot-states:{cats}:{seed}:{eager}")
    state, actions = State.new(cats, seed, rules), ()
    found = []
    while not state.is_over and len(found) < limit:
        found.append((state, actions))
        action = racing_action(state, rng, eager)
        state, actions = state.play(action), actions + (action,)
    return found


def sampled(cats: int, seed: int, rules: Rules = Rules(), per_phase: int = 2) -> list[tuple[State, tuple]]:  # noqa: B008
    """`per_phase` positions of each phase with a choice (more than one legal action) from
    a racing game, spread over the game."""
    rng = random.Random(f"mansion-bot-sample:{cats}:{seed}")
    positions = game_positions(cats, seed, rules)
    picked = []
    for phase in CHOICE_PHASES:
        of_phase = [p for p in positions if p[0].phase == phase and len(p[0].legal_actions()) > 1]
        picked += rng.sample(of_phase, min(per_phase, len(of_phase)))
    return picked


def record_of(state: State, actions: tuple) -> str:
    """The record's text of the game that reached `state` by `actions`."""
    return write_record(state.cats, state.rules, state.seed, actions)


def gift_position(cats: int = 5, seed: int = 1, rules: Rules = Rules(), mover: str = "o",  # noqa: B008
                  **fields) -> State:
    """A position in GIFT: the cat of `mover` (a letter of CAT_LETTERS, in the game) has
    stayed on the Present and drawn the Present card (the turn number is searched so that
    the seed draws it); `fields` as tests.mansion.states.position takes them."""
    present = board.space_name(board.OBJECT_AT[board.PRESENT])
    state = position(at={mover: present}, mover=mover, cats=cats, seed=seed, rules=rules, **fields)
    assert CAT_LETTERS.index(mover) in state.cat_of
    for turn in range(state.turn, state.turn + 100):
        if random.Random(f"mansion-present:{seed}:{turn}").randrange(len(board.OBJECTS)) == board.PRESENT:
            after = state._with(turn=turn).play(STAY)
            assert after.phase == GIFT
            return after
    raise AssertionError("no turn draws the Present card")  # pragma: no cover
