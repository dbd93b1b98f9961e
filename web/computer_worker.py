"""The computer opponent's worker script: the search runs here, off the page's main thread.

PyScript starts this file in a web worker (web.play.computer creates it on demand,
with worker.toml: the worker gets only the modules this file imports);
the page awaits the exported functions, so the board never freezes while
the computer thinks. Each call receives the whole game as its link fragment
and answers with a turn's text.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import asdict

from game.catherders import Game
from game.catherders.bots import BUDGETS, HINT_LEVEL, choose_turn, hint
from game.catherders.review import Review, iter_review, review_annotations, review_turn, score_position
from game.catherders.winchance import win_chance
from game.clowder.bots import choose_action as clowder_action
from game.clowder.bots import choose_token as clowder_token
from game.clowder.phases import CHOOSE as CLOWDER_CHOOSE
from game.clowder.record import read_record as read_clowder_record
from game.clowder.seen import seen_by as clowder_seen_by
from game.mansion.bots import choose_action as mansion_action
from game.mansion.record import read_record as read_mansion_record
from game.mansion.seen import seen_by as mansion_seen_by
from game.pageant import read_record
from game.pageant.seen import seen_by
from game.pageant.voters import choose_vote
from web.sharing.link import decode

_REVIEW: dict = {}  # the review in progress: its turns still to come and those done


def _game(fragment: str) -> Game:
    return decode(fragment).replay()


def choose(fragment: str, level: str, seed: int) -> str:
    """The computer's turn at `level` for the side to move in the game of `fragment`.

    The level's time budget applies as well as its node budget, so a slow device
    answers in time (playing a little weaker).
    """
    seconds = BUDGETS[level][0]
    return str(choose_turn(_game(fragment), level, random.Random(int(seed)), seconds))


def suggest(fragment: str, seed: int) -> str:
    """A hint: a good turn for the side to move."""
    return str(hint(_game(fragment), random.Random(int(seed)), BUDGETS[HINT_LEVEL][0]))


def pageant_vote(record: str, seat: int, level: str, seed: int) -> int:
    """A pageant computer voter's pick (a cat 1 to 9) at `level` for `seat` in the game of
    `record` (game.pageant.record's text): the voter is given only what that seat sees at the
    table (game.pageant.seen.seen_by), never the others' goals or the seed."""
    seen = seen_by(read_record(record), int(seat))
    return int(choose_vote(seen, str(level), random.Random(int(seed))))


def clowder_choice(record: str, seat: int, level: str, seed: int) -> str:
    """A Clowder computer player's choice at `level` for `seat` in the game of `record`
    (game.clowder.record's text): in CHOOSE its token as a digit ("2"), else the text of its
    action (the seat must be the one to act). The player is given only what that seat sees
    at the table (game.clowder.seen.seen_by: the bag's future draws hidden)."""
    state = read_clowder_record(record).state
    seat, level, rng = int(seat), str(level), random.Random(int(seed))
    seen = clowder_seen_by(state, seat)
    if state.phase == CLOWDER_CHOOSE:
        return str(clowder_token(seen, seat, level, rng))
    if state.actor() != seat:
        raise ValueError(f"seat {seat} is not the one to act (seat {state.actor()} is, in phase "
                         f"{state.phase!r})")
    return str(clowder_action(seen, level, rng))


def mansion_choice(record: str, level: str, seed: int) -> str:
    """A Cat's Mansion computer cat's choice at `level` in the game of `record`
    (game.mansion.record's text): the text of the action of whoever must act now (the mover,
    a spat's defender or bidder, the winner pushing). The cat is given only what every
    player sees (game.mansion.seen.seen_by: the seed, so the deck, dice and Present, hidden).
    ValueError for a game that is over or an unknown level."""
    state = read_mansion_record(record).state
    return str(mansion_action(mansion_seen_by(state), str(level), random.Random(int(seed))))


def warm_up() -> str:
    """Search a small position once, so the first real turn costs what the later ones do
    (the page calls this once the worker has started)."""
    game = decode("v=1&board=hex6&setup=beginner&cats=9&seed=1").replay()
    return str(choose_turn(game, "medium", random.Random(0), 0.3))


def review_begin(fragment: str, nodes: int) -> int:
    """Start reviewing the game of `fragment` at `nodes` per position (game.catherders.review);
    returns how many turns review_next will give. A review begun before is dropped."""
    game = _game(fragment)
    _REVIEW.clear()
    _REVIEW.update(steps=iter_review(game, int(nodes)), done=[], nodes=int(nodes))
    return len(game.turns)


def review_next() -> str:
    """The next turn's review (TurnReview's fields, as JSON); one search or two, so the page
    can show progress and cancel between turns."""
    turn = next(_REVIEW["steps"])
    _REVIEW["done"].append(turn)
    return json.dumps(asdict(turn))


def review_result() -> str:
    """The whole review (Review.to_dict(), and "notes": each marked turn's record annotation
    as [nag, comment] by turn index), as JSON."""
    review = Review(tuple(_REVIEW["done"]), _REVIEW["nodes"])
    data = review.to_dict()
    data["notes"] = {str(i): [a.nag, a.comment] for i, a in review_annotations(review).items()}
    return json.dumps(data)


def blue_chance(fragment: str, nodes: int) -> float:
    """Blue's chance to win (0..1) in the game's last position, from the review's search."""
    game = _game(fragment)
    score, _ = score_position(game, int(nodes))
    chance = win_chance(score)
    return chance if game.to_move == 0 else 1.0 - chance


def judge_turn(fragment: str, turn: str, nodes: int) -> str:
    """Judge `turn` in the game's last position as the review does (game.catherders.review.review_turn):
    JSON with its mark, the mover's chance after it, and the opponent's best answer."""
    game = _game(fragment)
    verdict = review_turn(game, turn, int(nodes))
    game.push(turn)
    reply = None if game.is_over() else score_position(game, int(nodes))[1]
    return json.dumps({"mark": verdict.mark, "chance_after": verdict.chance_after,
                       "reply": None if reply is None else str(reply)})


def modules() -> list[str]:
    """The names of every module imported in this worker (tests check the shipped standard
    library against them)."""
    return sorted(sys.modules)


EXPORTS = ("choose", "suggest", "warm_up", "modules", "review_begin", "review_next", "review_result",
           "blue_chance", "judge_turn", "pageant_vote", "clowder_choice", "mansion_choice")


def start():
    """The handler of the calls relayed by the page's view (assets/py-worker.mjs calls this):
    {"id", "call", "args"} in, {"id", "value"} or {"id", "error"} back, as JSON."""
    import js

    def handle(event):
        message = json.loads(str(event.data))
        try:
            if message["call"] not in EXPORTS:
                raise ValueError(f"no such call: {message['call']!r}")
            answer = {"id": message["id"], "value": globals()[message["call"]](*message["args"])}
        except Exception as e:  # the caller shows it
            answer = {"id": message["id"], "error": f"{type(e).__name__}: {e}"}
        reply = js.Object.new()
        reply.json = json.dumps(answer)
        js.postMessage(reply)
    return handle
