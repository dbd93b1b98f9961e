"""The computer's worker script (web/shell/computer_worker.py) in CPython: a fragment in, a legal turn out."""

from __future__ import annotations

import pytest

from game.catherders import Game
from game.catherders import bots as catherders_bots
from game.catherders.bots import BUDGETS
from web.catherders.sharing.link import LinkError, decode
from web.shell import computer_worker as worker

# Blue to play, one winning turn (tests/catherders/test_ai_tactics.py's FLIGHT position), as a link.
WIN = "v=1&start=hex6_b_b:c4,e2,k6_r:d5,e6,f5,f6,k11_c:c7,e5,g9,h8,i6_4-0_12-10&red=ai-hard"
OPENING = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=5&red=ai-easy&turns=a2"


def replay(fragment: str) -> Game:
    return decode(fragment).replay()


def test_the_worker_plays_the_winning_turn():
    """choose("catherders", …) finds the one turn that wins, as the page would ask for it."""
    assert worker.choose("catherders", WIN, 0, "hard", 1) == "e2-e4 e5>d4"


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_the_worker_answers_a_legal_turn_in_notation(level):
    """The answer is the turn's text, legal in the game the fragment describes."""
    text = worker.choose("catherders", OPENING, 1, level, 3)
    game = replay(OPENING)
    game.push(text)  # raises IllegalTurnError if it were not legal


@pytest.mark.parametrize("level", ["easy", "hard", "max"])
def test_the_worker_gives_the_search_the_levels_time_budget(level, monkeypatch):
    """The page's computer thinks under its level's clock (BUDGETS), not only a node count."""
    asked = []

    def spy(game, seat, lvl, rng, seconds=None, max_nodes=None):
        asked.append((lvl, seconds, max_nodes))
        return next(iter(game.legal_turns()))

    monkeypatch.setattr(catherders_bots, "choose", spy)  # the worker imports it when asked
    worker.choose("catherders", OPENING, 1, level, 2)
    assert asked == [(level, BUDGETS[level][0], None)]


def test_a_hint_is_a_legal_turn_for_the_side_to_move():
    """suggest() gives a legal turn for whoever is to play (here red, after a2)."""
    text = worker.suggest(OPENING, 4)
    replay(OPENING).push(text)


def test_a_bad_fragment_is_a_link_error():
    """The worker refuses a malformed game with the link's own error, naming the problem."""
    with pytest.raises(LinkError, match="v"):
        worker.choose("catherders", "v=9&turns=a2", 0, "easy", 1)


def test_the_side_not_to_move_is_refused():
    """The seat asked for must be the one to move (red, after a2)."""
    with pytest.raises(ValueError, match="not to move"):
        worker.choose("catherders", OPENING, 0, "easy", 1)


def test_another_game_is_refused_naming_the_games():
    with pytest.raises(ValueError, match="catherders, pageant, clowder, mansion"):
        worker.choose("chess", OPENING, 0, "easy", 1)
