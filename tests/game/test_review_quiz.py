"""game/review_quiz.py: "Learn from your mistakes" of a table game. A question offers the
decision's played action and the hard computer's choice among a few legal ones, the same for
a seed; an answer is judged exactly as the review judged the decision; a bad answer is refused
with the family's errors."""

import pytest

from game.errors import IllegalAction, MalformedText
from game.registry import rules
from game.review import Reviewer
from game.review_quiz import CHOICES, answer, decision_state, question
from tests.game.test_review import BLUNDERS

SEED = 3


def blundered(name: str):
    """The game of BLUNDERS[name] with its blunder played, and the blunder's decision number."""
    text, bad = BLUNDERS[name]
    game = rules(name)
    state = game.read_record(text)
    return game, state.play(state.read_action(bad)), len(game.history(state)[1])


@pytest.mark.parametrize("name", sorted(BLUNDERS))
def test_a_question_offers_the_played_action_and_the_hard_choice_among_legal_ones(name):
    game, state, index = blundered(name)
    at, played = decision_state(game, state, index)
    best = Reviewer(game, state, SEED).judge(index).best
    choices = question(game, state, index, SEED)
    legal = {at.action_text(a) for a in at.legal_actions()}
    assert 2 <= len(choices) <= CHOICES and len(set(choices)) == len(choices)
    assert set(choices) <= legal
    assert at.action_text(played) in choices and best in choices
    assert question(game, state, index, SEED) == choices  # the same for the seed


@pytest.mark.parametrize("name", sorted(BLUNDERS))
def test_an_answer_is_judged_as_the_review_judged_the_decision(name):
    game, state, index = blundered(name)
    reviewed = Reviewer(game, state, SEED).judge(index)
    played = answer(game, state, index, SEED, reviewed.action)
    assert played.judgement == reviewed
    assert not played.right  # the blunder would be marked
    best = answer(game, state, index, SEED, reviewed.best)
    assert best.right and best.judgement.cost == 0.0


def test_every_offered_choice_gets_a_verdict():
    """Each choice of a question is judged: the hard one right, each a Verdict of its own action."""
    game, state, index = blundered("mansion")
    for text in question(game, state, index, SEED):
        verdict = answer(game, state, index, SEED, text)
        assert verdict.judgement.action == text and verdict.judgement.index == index
        if text == verdict.judgement.best:
            assert verdict.right


def test_a_bad_answer_is_refused_and_quoted():
    game, state, index = blundered("clowder")
    with pytest.raises(MalformedText, match="zz"):
        answer(game, state, index, SEED, "zz" * 100)
    at, _ = decision_state(game, state, index)
    legal = {at.action_text(a) for a in at.legal_actions()}
    illegal = next(t for t in ("t111", "O1", "a-O1", "k-b", "e") if t not in legal
                   and _reads(at, t))
    with pytest.raises(IllegalAction):
        answer(game, state, index, SEED, illegal)
    with pytest.raises(IndexError):
        question(game, state, index + 1, SEED)


def _reads(state, text: str) -> bool:
    try:
        state.read_action(text)
    except ValueError:
        return False
    return True
