""""Learn from your mistakes" for the table games: a reviewed decision asked again, with a
few of its legal choices, and any answer judged by the rule that marked the mistake.

    choices = question(rules, state, index=12, seed=7)     # action texts, shuffled
    verdict = answer(rules, state, index=12, seed=7, text=choices[0])
    verdict.right, verdict.judgement.cost

`state` is the finished game (any state whose history holds decision `index`), `seed` the
review's seed (game/review.py's Review.seed). A question offers the action played, the hard
computer's choice, and other legal actions (what the medium and easy computers would choose
from the seat's view, then any others), at most CHOICES of them, in an order drawn from the
seed. An answer is judged as the review judged the decision: game/review.py's `judge`, the
same generators (so the same hard choice), against the same threshold (`Review.costly`'s
rule): it is right when it would not be marked. Like the review, it uses only what the
seat saw then: the hidden rest is drawn by `rules.sample`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.errors import IllegalAction
from game.review import DEFAULT_TUNING, SURE, TUNINGS, Judgement, decision_key, judge, playout_policy
from game.text import shown

CHOICES = 4  # the most choices a question offers
OTHERS = ("medium", "easy")  # the levels whose choices are offered after the hard one


@dataclass(frozen=True)
class Verdict:
    """An answer judged: the judgement (its cost against the hard choice) and whether the
    review would have let it pass."""

    judgement: Judgement
    right: bool


def decision_state(rules, state, index: int):
    """The state at which decision `index` (0 first) of `state`'s game was taken; IndexError
    when the game had no such decision."""
    first, actions = rules.history(state)
    if not 0 <= index < len(actions):
        raise IndexError(f"decision {index}: the game has {len(actions)} decisions")
    at = first
    for action in actions[:index]:
        at = at.play(action)
    return at, actions[index]


def question(rules, state, index: int, seed: int) -> list[str]:
    """The choices offered for decision `index`, as action texts: the one played, the hard
    computer's, then the other levels' and other legal ones, at most CHOICES, shuffled."""
    at, played = decision_state(rules, state, index)
    seat = at.to_act()
    seen = at.seen_by(seat)
    tuning = TUNINGS.get(rules.name, DEFAULT_TUNING)
    best = rules.choose(seen, seat, tuning.judge, random.Random(decision_key(seed, index)))
    rng = random.Random(f"quiz:{seed}:{index}")
    offered = [played] + ([best] if best != played else [])
    for level in OTHERS:
        other = rules.choose(seen, seat, level, rng)
        if len(offered) < CHOICES and other not in offered:
            offered.append(other)
    rest = [a for a in at.legal_actions() if a not in offered]
    offered += rng.sample(rest, min(len(rest), CHOICES - len(offered)))
    rng.shuffle(offered)
    return [at.action_text(a) for a in offered]


def answer(rules, state, index: int, seed: int, text: str) -> Verdict:
    """The answer `text` (an action's text) to decision `index`'s question, judged as the
    review judged the decision; MalformedText or IllegalAction (both ValueErrors quoting
    it) when it spells no legal action there."""
    at, _played = decision_state(rules, state, index)
    action = at.read_action(str(text))
    if action not in at.legal_actions():
        raise IllegalAction(f"answer {shown(str(text))}: not a legal choice at decision {index}")
    tuning = TUNINGS.get(rules.name, DEFAULT_TUNING)
    judged = judge(rules, at, action, index, decision_key(seed, index), tuning,
                    playout_policy(rules, tuning.policy))
    costly = judged.cost >= tuning.costly and judged.cost >= SURE * judged.error
    return Verdict(judged, not costly)
