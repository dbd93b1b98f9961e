"""Learning from a reviewed game's mistakes (web/catherders/training/mistakes.py), driven as the page drives
it:
turns played by clicks on the run's Session, judge() asking for a judgement, the
worker's judge_turn (web/shell/computer_worker.py, called directly) judging, judged() giving the verdict.

The game is a seeded random one, reviewed by the worker (review_begin / review_next /
review_result) at a small node budget and read as the page reads it (ReviewData). The
run judges at that same budget, as the page judges at the review's.
"""

from __future__ import annotations

import json
import random

import pytest

from game.catherders import Game
from tests.catherders.web.clicker import click_turn
from tests.catherders.web.clicker import play_turn as click_random_turn
from tests.catherders.web.reviewing import NODES, random_spec, worker_review
from web.catherders.review.notes import GLYPHS, WORDS, ReviewData
from web.catherders.sharing.link import GameSpec, decode
from web.catherders.training.mistakes import FAILED, SHOWN, SOLVED, MistakeRun
from web.shell import computer_worker as worker

TURNS = 12


@pytest.fixture(scope="module")
def reviewed() -> tuple[GameSpec, ReviewData]:
    """A reviewed game, played against the computer on this device, with marked turns of
    both players, some turns unmarked, and no game over."""
    for seed in range(1, 40):
        spec = random_spec(seed, TURNS)
        review = worker_review(spec)
        movers = [t.mover for t in review.turns if t.mark is not None]
        if movers.count(0) >= 2 and movers.count(1) >= 2 and len(movers) < TURNS \
                and not spec.replay().is_over():
            spec.players = ("human", "ai-easy")
            return spec, review
    raise AssertionError("no seeded game has marks of both players")


def position_before(spec: GameSpec, index: int) -> str:
    """The game's position after `index` turns."""
    return spec.up_to(index).replay().fen()


def judge(run: MistakeRun) -> dict:
    """What the page's worker answers about the run's pending turn."""
    fragment, turn = run.pending
    return json.loads(worker.judge_turn(fragment, turn, NODES))


# ---- which mistakes, and where they start --------------------------------------------------


@pytest.mark.parametrize("player", [0, 1, None])
def test_the_mistakes_are_the_marked_turns_of_the_player(reviewed, player):
    """The run's mistakes: the review's marked turns of `player`, in order; None: both."""
    spec, review = reviewed
    run = MistakeRun(spec, review, player)
    expected = [t for t in review.turns if t.mark is not None and (player is None or t.mover == player)]
    assert run.mistakes == expected and run.mistake is expected[0]
    if player is not None:
        assert len(run.mistakes) < len(MistakeRun(spec, review, None).mistakes)


def test_each_step_starts_at_the_position_before_its_mistake(reviewed):
    """Mistake k's session is the game after `index` turns, played by people on this device,
    unlocked, its status the goal: the turn played, its mark in words and glyph."""
    spec, review = reviewed
    run = MistakeRun(spec, review, None)
    for number, t in enumerate(run.mistakes, 1):
        run = MistakeRun(spec, review, None, number)
        s = run.session
        assert run.mistake is t and run.number == number
        assert s.game.fen() == position_before(spec, t.index)
        assert [str(x) for x in s.game.turns] == spec.turns[:t.index]
        assert s.game.to_move == t.mover
        assert s.spec.players == ("human", "human") and s.spec.you is None
        assert s.locked is None and s.computer_to_move() is None
        assert s.message.startswith(f"Here you played {t.turn} ({WORDS[t.mark]}, {GLYPHS[t.mark]}).")
        assert run.title() == f"Your mistake {number} of {len(run.mistakes)} (turn {t.index + 1})"
        assert f"after {t.turn} it was {round(100 * t.chance_after)}%" in run.explain()
        assert run.judge() is None and run.pending is None and run.verdict is None


# ---- a turn, asked about, judged -----------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_turn_by_clicks_is_pending_and_locks_the_board(reviewed, seed):
    """A person's turn by clicks: judge() returns None, sets `pending` to (the fragment of
    the position before, the turn's text) and locks the board until the judgement comes."""
    spec, review = reviewed
    run = MistakeRun(spec, review, None, seed % 3 + 1)
    s = run.session
    index = run.mistake.index
    shadow = Game(s.game.start, s.game.rules)
    for t in s.game.turns:
        shadow.push(str(t))
    click_random_turn(s, shadow, random.Random(seed))
    assert run.judge() is None
    fragment, turn = run.pending
    assert turn == str(s.game.turns[-1])
    before = decode(fragment)
    assert before.turns == spec.turns[:index] and before.players == ("human", "human")
    assert before.replay().fen() == position_before(spec, index)
    assert s.locked and s.message == s.locked
    stack = len(s.game.stack)
    s.click(s.game.legal_actions()[0][1])
    assert len(s.game.stack) == stack and s.builder is None and s.message == s.locked
    assert not s.type_turn("pass")
    assert run.judge() is None and run.pending == (fragment, turn)  # asked once


def test_nothing_is_pending_before_a_whole_turn(reviewed):
    """A selected herder or a click elsewhere is no turn: judge() asks nothing."""
    spec, review = reviewed
    run = MistakeRun(spec, review, None)
    s = run.session
    herder = next(o for o, _ in s.game.legal_actions() if o is not None)
    s.click(herder)
    assert s.selected == herder and run.judge() is None and run.pending is None


def test_judged_without_a_mark_is_solved(reviewed):
    """The worker says no mark: solved, remembered, the board locked, the status the
    verdict with the new and the old chance; no reply is played."""
    spec, review = reviewed
    run = MistakeRun(spec, review, None, 2)
    s = run.session
    click_random_turn(s, spec.up_to(run.mistake.index).replay(), random.Random(5))
    run.judge()
    played = run.pending[1]
    verdict = run.judged({"mark": None, "chance_after": 0.6, "reply": None})
    assert verdict.state == SOLVED and run.verdict is verdict and run.solved == {2}
    assert verdict.message.startswith(f"Better! After {played} your chance to win is 60% ")
    assert f"you played {run.mistake.turn}: {round(100 * run.mistake.chance_after)}%" in verdict.message
    assert s.message == verdict.message and s.locked and "Next mistake" in s.locked
    assert run.pending is None and len(s.game.stack) == run.mistake.index + 1
    assert run.judge() is None  # judged once


def test_judged_with_a_mark_is_failed_and_the_reply_is_played(reviewed):
    """The worker says marked, with the opponent's best answer: failed, the answer played
    on the board with animation frames, the board locked with Retry offered."""
    spec, review = reviewed
    run = MistakeRun(spec, review, None)
    s = run.session
    index = run.mistake.index
    click_random_turn(s, spec.up_to(index).replay(), random.Random(7))
    run.judge()
    played = run.pending[1]
    reply = str(max(s.game.legal_turns(), key=lambda t: len(t.steps)))
    verdict = run.judged({"mark": "mistake", "chance_after": 0.25, "reply": reply})
    assert verdict.state == FAILED and not run.solved
    assert len(s.game.stack) == index + 2 and s.game.turns[-1] == s.game.parse_turn(reply)
    assert s.frames  # the page animates the answer
    other = ("Blue", "Red")[1 - run.mistake.mover]
    assert verdict.message == (f"Not better: after {played} your chance to win is 25%, a mistake too. "
                               f"{other} answers {reply}.")
    assert s.message == verdict.message and "Retry" in s.locked and not s.type_turn("pass")
    assert run.judge() is None


def test_judged_with_a_mark_and_no_reply_plays_nothing(reviewed):
    """A marked turn that ends the game has no answer: failed, nothing more played."""
    spec, review = reviewed
    run = MistakeRun(spec, review, None)
    click_random_turn(run.session, spec.up_to(run.mistake.index).replay(), random.Random(8))
    run.judge()
    verdict = run.judged({"mark": "blunder", "chance_after": 0.1, "reply": None})
    assert verdict.state == FAILED and "answers" not in verdict.message
    assert len(run.session.game.stack) == run.mistake.index + 1


def test_the_reviews_own_better_turn_is_judged_unmarked_by_the_worker(reviewed):
    """For every mistake: the review's best turn, clicked in, is judged by the worker's
    judge_turn (the review's rule, at its budget) as no mark, and the run says solved."""
    spec, review = reviewed
    run = MistakeRun(spec, review, None)
    for number, t in enumerate(run.mistakes, 1):
        run = MistakeRun(spec, review, None, number)
        click_turn(run.session, t.best)
        run.judge()
        result = judge(run)
        assert result["mark"] is None, (t.index, t.best, result)
        assert 0.0 <= result["chance_after"] <= 1.0
        assert run.judged(result).state == SOLVED and number in run.solved


def test_the_mistake_itself_is_judged_as_the_review_marked_it(reviewed):
    """Playing the very turn of the mistake again: the worker gives the review's mark and
    chance, the run fails it and plays the worker's answer (a legal turn) on the board."""
    spec, review = reviewed
    run = MistakeRun(spec, review, None)
    for number, t in enumerate(run.mistakes, 1):
        run = MistakeRun(spec, review, None, number)
        s = run.session
        click_turn(s, t.turn)
        run.judge()
        result = judge(run)
        assert (result["mark"], result["chance_after"]) == (t.mark, t.chance_after)
        verdict = run.judged(result)
        assert verdict.state == FAILED and f"{WORDS[t.mark]} too" in verdict.message
        if result["reply"] is not None:
            assert len(s.game.stack) == t.index + 2 and str(s.game.turns[-1]) == result["reply"]
            assert s.frames


# ---- show the answer, retry, hint, next -----------------------------------------------------


def test_show_answer_plays_the_reviews_better_turn(reviewed):
    """After a failed try: the position again with the review's better turn played (with
    frames), the verdict 'shown', locked, and not counted as solved."""
    spec, review = reviewed
    run = MistakeRun(spec, review, None, 3)
    click_random_turn(run.session, spec.up_to(run.mistake.index).replay(), random.Random(3))
    run.judge()
    run.judged({"mark": "blunder", "chance_after": 0.1, "reply": None})
    run.show_answer()
    s = run.session
    t = run.mistake
    assert [str(x) for x in s.game.turns] == spec.turns[:t.index] + [t.best] and s.frames
    assert run.verdict.state == SHOWN
    assert run.verdict.message == (f"The review's better turn: {t.best} ({round(100 * t.best_chance)}%).")
    assert s.message == run.verdict.message and s.locked and not s.type_turn("pass")
    assert not run.solved and run.judge() is None and run.pending is None


def test_retry_gives_the_position_back(reviewed):
    """Retry after a failure: the position before the mistake, unlocked, nothing pending or
    judged; a turn can be played and asked about again."""
    spec, review = reviewed
    run = MistakeRun(spec, review, None, 2)
    index = run.mistake.index
    click_random_turn(run.session, spec.up_to(index).replay(), random.Random(4))
    run.judge()
    run.judged({"mark": "mistake", "chance_after": 0.2,
                "reply": str(next(iter(run.session.game.legal_turns())))})
    run.retry()
    s = run.session
    assert run.verdict is None and run.pending is None and s.locked is None
    assert s.game.fen() == position_before(spec, index) and len(s.game.stack) == index
    click_turn(s, run.mistake.best)
    run.judge()
    assert run.pending is not None and run.pending[1] == str(s.game.turns[-1])


def test_the_hint_rings_where_the_better_turn_starts(reviewed):
    """Hint: the herder (or the Wall cell) of the review's better turn is ringed."""
    spec, review = reviewed
    run = MistakeRun(spec, review, None)
    for number, t in enumerate(run.mistakes, 1):
        run = MistakeRun(spec, review, None, number)
        run.hint()
        best = run.session.game.parse_turn(t.best)
        assert run.session.hint_cells == [best.origin if best.origin is not None else best.target]
        assert run.session.message.startswith("Clue: ")


@pytest.mark.parametrize("player", [0, 1, None])
def test_next_number_steps_through_the_mistakes_then_none(reviewed, player):
    """next_number: the next mistake's number (from 1) while there is one, None after the last."""
    spec, review = reviewed
    total = len(MistakeRun(spec, review, player).mistakes)
    numbers = [MistakeRun(spec, review, player, n).next_number() for n in range(1, total + 1)]
    assert numbers == [*range(2, total + 1), None]
