"""The reasons a pageant hint gives (game/pageant/reasons.py): every claim true of the state,
in random games at every table size; never hanging on the other seats' goals, the seed or the
lot; well formed."""

from __future__ import annotations

import random
import re
from collections import Counter

from game.pageant import CATS, cat_name
from game.pageant.reasons import hint_reason
from game.pageant.round import MET, goal_status, leaders, place
from game.pageant.seen import seen_by
from tests.pageant.states import random_game, with_other_goals
from tests.support.reasons import assert_one_clause

GAMES_A_TABLE = 12
BY_NAME = {cat_name(cat): cat for cat in CATS}


def views():
    """(game, seat) at random votes of random games, every table size."""
    for players in range(3, 8):
        for index in range(GAMES_A_TABLE):
            game = random_game(players, index, random.Random(index).randrange(40))
            for seat in range(players):
                yield game, seat


def check_claim(game, seat: int, cat: int, reason: str, names) -> str:
    """Assert what `reason` says of voting for `cat` holds in `game`; its kind."""
    rnd = game.round
    goal = re.fullmatch(r"if chosen, it meets your goal (\w+) above (\w+)", reason)
    if goal:
        pair = (BY_NAME[goal[1]], BY_NAME[goal[2]])
        assert pair in rnd.goals[seat] and cat in pair
        assert goal_status(rnd.ranking, pair) != MET
        assert goal_status(place(rnd.ranking, cat), pair) == MET
        return "goal"
    tie = re.fullmatch(r"(\w+) tied for the most votes last time", reason)
    if tie:
        assert BY_NAME[tie[1]] == cat and rnd.ties > 0
        top = leaders(rnd.reveals[-1].picks)
        assert cat in top and len(top) > 1
        return "tie"
    if reason == "if chosen, it leaves your goals as they stand":
        after = place(rnd.ranking, cat)
        assert cat != rnd.owners[seat]
        assert all(goal_status(rnd.ranking, p) == goal_status(after, p) for p in rnd.goals[seat])
        return "settled"
    lead = re.fullmatch(r"(\w+) is the cat of (.+), who leads with (\d) wins?: placed now, it ranks low",
                        reason)
    assert lead, reason
    leader = names.index(lead[2])
    assert BY_NAME[lead[1]] == cat == rnd.owners[leader] and leader != seat and cat not in rnd.ranking
    assert game.points[leader] == int(lead[3]) and all(p < game.points[leader]
                                                       for s, p in enumerate(game.points) if s != leader)
    return "leader"


def test_every_reason_is_true_of_the_state_and_well_formed():
    kinds = Counter()
    for game, seat in views():
        names = tuple("You" if s == seat else f"Guest {s}" for s in range(game.players))
        seen = seen_by(game, seat)
        for cat in CATS:
            reason = hint_reason(seen, seat, cat, names)
            if reason is None:
                continue
            assert_one_clause(reason)
            assert "You's" not in reason and "You " not in reason, reason
            kinds[check_claim(game, seat, cat, reason, names)] += 1
    assert set(kinds) == {"goal", "tie", "leader", "settled"}, kinds


def test_a_reason_never_hangs_on_what_the_seat_cannot_see():
    for index, (game, seat) in enumerate(views()):
        other = with_other_goals(game, seat, 1000 + index)
        for cat in CATS:
            assert hint_reason(seen_by(game, seat), seat, cat) == hint_reason(seen_by(other, seat), seat, cat)


def test_the_seats_default_names():
    for game, seat in views():
        for cat in CATS:
            reason = hint_reason(seen_by(game, seat), seat, cat)
            if reason and "leads" in reason:
                assert re.search(r"the cat of Player \d, who", reason)
                return
    raise AssertionError("no leader's cat among the views")
