"""The computer opponent finds the turn that wins, takes free captures and parries threats.

Hand-made positions on the standard board (hex6, designer rules unless said):
each test first checks the premise with the engine (how many turns win, or
how many turns stop the opponent's winning capture), then asks every level
(with a modest node budget) for its turn.
"""

import random

import pytest

from game.catherders import Game, Rules
from game.catherders.bots import LEVELS, choose
from tests.support.helpers import P

SEARCHING = ("medium", "hard", "max")

# Blue needs one more cat. The cat on b2 has only b3, c2 and c3 as Park neighbours, all
# taken, and touches the blue herder on c3: a herder placed on a1, a2 or b1 (Wall cells next
# to b2) leaves it nowhere to go, and it is caught by two blue herders.
TRAP = P("c3 k6", "b3 c2 k11", "b2 f6 g8 h9 i6", caps="4-0")

# Blue needs one more cat. The cat on e5 is surrounded by red herders but for d4 and e4.
# Moving e2-e4 sends it to d4 (its only free cell), next to e4 and c4: caught.
FLIGHT = P("c4 e2 k6", "d5 e6 f5 f6 k11", "c7 e5 g9 h8 i6", caps="4-0")

# Red needs one more cat and threatens it (found by a search over random positions:
# of the 76 and 83 blue turns, only two leave red no capture next turn).
THREATS = [
    ("hex6 b b:d6,e7,f6 r:e8,f7,h8 c:b5,c4,c7,g7,h4 0-4 12-12", 76, 2),
    ("hex6 b b:b3,e6,i5 r:e9,f7,g7 c:b5,d2,d7,f6,h9 0-4 12-12", 83, 2),
]


def winning_turns(game):
    out = set()
    for turn in game.legal_turns():
        game.push(turn)
        outcome = game.outcome()
        game.pop()
        if outcome is not None and outcome.winner == game.to_move:
            out.add(str(turn))
    return out


def can_capture(game):
    """True if the side to move has a turn that catches a cat."""
    p = game.to_move
    for turn in game.legal_turns():
        game.push(turn)
        caught = game.captures[p]
        game.pop()
        if caught > game.captures[p]:
            return True
    return False


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("ruleset", ["designer", "alternate"])
def test_traps_a_cat_against_the_wall_to_win(level, ruleset):
    """Placing a herder next to a cat that cannot flee wins; only 3 of 43 turns do."""
    game = Game(TRAP, Rules.parse(ruleset))
    wins = winning_turns(game)
    assert wins == {"a1", "a2", "b1"}
    assert len(list(game.legal_turns())) >= 30
    turn = choose(game, game.to_move, level, random.Random(1), max_nodes=1500)
    assert str(turn) in wins


@pytest.mark.parametrize("level", LEVELS)
def test_scares_a_cat_into_a_trap_to_win(level):
    """The one winning turn makes the cat flee to the cell where two blue herders wait."""
    game = Game(FLIGHT)
    assert winning_turns(game) == {"e2-e4 e5>d4"}
    turn = choose(game, game.to_move, level, random.Random(2), max_nodes=1500)
    assert str(turn) == "e2-e4 e5>d4"


@pytest.mark.parametrize("seed", range(4))
def test_easy_never_misses_a_free_capture(seed):
    """easy, whatever its random draw, catches a cat when a turn does (here: not a win yet)."""
    game = Game(P("c4 e2 k6", "d5 e6 f5 f6 k11", "c7 e5 g9 h8 i6", caps="0-0"))
    assert can_capture(game)
    turn = choose(game, game.to_move, "easy", random.Random(seed))
    game.push(turn)
    assert game.captures[0] == 1


@pytest.mark.parametrize("level", SEARCHING)
@pytest.mark.parametrize("position,turns,safe", THREATS)
def test_stops_the_opponents_winning_capture(level, position, turns, safe):
    """Red threatens the winning catch; the levels that search pick a turn that stops it."""
    game = Game(position)
    listed = list(game.legal_turns())
    assert len(listed) == turns
    stopping = 0
    for t in listed:
        game.push(t)
        stopping += not can_capture(game)
        game.pop()
    assert stopping == safe
    turn = choose(game, game.to_move, level, random.Random(3), max_nodes=1500)
    game.push(turn)
    assert not can_capture(game)
