"""The computer opponent's worker script: the search runs here, off the page's main thread.

The page's view starts this file in a web worker (assets/py-worker.mjs, on first use; its zip
holds only the modules this file imports, tools/app_bundles.py's BUNDLES); the game's worker
awaits each call (web/shell/computer_link.py), so the board never freezes while the computer
thinks. Each call is one message of web/shell/protocol.py with named fields, answered by the
function of its kind (CALLS) with a "result", or a "failure" saying why not. `choose` plays
every game (given its name, its record and a seat); a table game's hint (`hint`) is the hard
level's choice with the reason its engine gives for it (game.<name>.reasons); Cat Herders'
other calls (a hint, a review) receive the whole game as its link fragment; a table game's
review (game.review) is begun with its name and record and taken a few decisions a call
(`table_review_*`), and its questions asked and answered (`table_quiz_*`).
"""

from __future__ import annotations

import asyncio
import functools
import importlib.util
import json
import random
import sys
import time
from dataclasses import asdict

from web.shell import protocol

# Each game's modules are imported inside the functions that use them: this worker's zip holds
# none, and a game's (assets/app/worker-<name>.zip, tools/vendor.py) is fetched and unpacked the
# first time a call for that game comes (start), so a visit to one game downloads no other's.

STEP_SECONDS = 0.04  # a table review's call goes on judging decisions until it has taken this long
HINT_LEVEL = "hard"  # the level whose choice a table game's hint gives (`hint`)
_REVIEW: dict = {}  # the review in progress: its turns still to come and those done
_TABLE_REVIEW: dict = {}  # a table game's review in progress: its game.review.Reviewer


def _game(fragment: str):
    from web.catherders.sharing.link import decode

    return decode(fragment).replay()


def suggest(fragment: str, seed: int) -> str:
    """A hint: a good turn for the side to move."""
    from game.catherders.bots import BUDGETS, HINT_LEVEL, hint

    return str(hint(_game(fragment), random.Random(int(seed)), BUDGETS[HINT_LEVEL][0]))


def _catherders(fragment: str, seat: int, level: str, rng: random.Random) -> str:
    # Perfect information: the game is what the seat sees. The level's time budget applies as
    # well as its node budget, so a slow device answers in time (playing a little weaker).
    from game.catherders import bots

    game = _game(fragment)
    return str(bots.choose(game, seat, level, rng, bots.BUDGETS.get(level, (None,))[0]))


def _table_seen(game: str, record: str, seat: int):
    """What `seat` sees in the table game of `record` (its engine's `seen_by`), and the game's
    bots and reasons modules."""
    if game == "pageant":
        from game.pageant import bots, read_record, reasons
        from game.pageant.seen import seen_by

        return seen_by(read_record(record), seat), bots, reasons
    if game == "clowder":
        from game.clowder import bots, reasons
        from game.clowder.record import read_record
        from game.clowder.seen import seen_by

        return seen_by(read_record(record).state, seat), bots, reasons
    if game == "mansion":
        from game.mansion import bots, reasons
        from game.mansion.record import read_record
        from game.mansion.seen import seen_by

        return seen_by(read_record(record).state), bots, reasons
    raise ValueError(f"game {str(game)[:40]!r}: not one of pageant, clowder, mansion")


def _table_choice(game: str, record: str, seat: int, level: str, rng: random.Random) -> str:
    seen, bots, _ = _table_seen(game, record, seat)
    return str(bots.choose(seen, seat, level, rng))


_GAMES = {"catherders": _catherders, **{game: functools.partial(_table_choice, game)
                                        for game in ("pageant", "clowder", "mansion")}}


def choose(game: str, record: str, seat: int, level: str, seed: int) -> str:
    """The computer's choice at `level` for `seat` in the game of `record`, as text: the one
    call for every game (game.registry's names). The record is Cat Herders' link fragment, or
    a table game's record (game.<name>.record's text). The player is given only what that
    seat sees (each game's `seen_by`: never the others' goals, the bag's or the deck's future
    draws, or the seed) and `bots.choose(seen, seat, level, rng)` answers, with `rng` seeded
    from `seed`. The answer is the action's text in the game's notation: a Cat Herders turn,
    a pageant cat's digit ("5"), a Clowder token's digit in CHOOSE ("2") or an action's text.
    ValueError for another game, an unknown level, a game that is over, or a seat with
    nothing to choose."""
    if game not in _GAMES:
        raise ValueError(f"game {str(game)[:40]!r}: not one of {', '.join(_GAMES)}")
    return _GAMES[game](str(record), int(seat), str(level), random.Random(int(seed)))


def hint(game: str, record: str, seat: int, seed: int, names: list) -> str:
    """A hint for `seat` in the table game of `record`, as JSON: "action", the hard level's
    choice as `choose` gives it (the same seat's view, the same `seed`), and "reason", why it
    is good in one short clause (game.<name>.reasons' `hint_reason`, from that view only;
    `names` are the seats' names as the page says them, or none for the engine's own), or
    null when there is nothing honest and specific to say. ValueError for another game,
    names that are not one text a seat, a game that is over, or a seat with nothing to
    choose."""
    seat = int(seat)
    seen, bots, reasons = _table_seen(str(game), str(record), seat)
    seats = seen.cats if game == "mansion" else seen.players
    if (not isinstance(names, list) or len(names) not in (0, seats)
            or not all(isinstance(n, str) for n in names)):
        raise ValueError(f"names {str(names)[:60]!r}: not a list of {seats} texts, one a seat")
    choice = bots.choose(seen, seat, HINT_LEVEL, random.Random(int(seed)))
    reason = reasons.hint_reason(seen, seat, choice, tuple(n[:40] for n in names) or None)
    return json.dumps({"action": str(choice), "reason": reason})


def warm_up() -> str:
    """Search a small position once, so the first real turn costs what the later ones do
    (the page calls this once the worker has started)."""
    from game.catherders import bots

    game = _game("v=1&board=hex6&setup=beginner&cats=9&seed=1")
    return str(bots.choose(game, game.to_move, "medium", random.Random(0), 0.3))


def review_begin(fragment: str, nodes: int) -> int:
    """Start reviewing the game of `fragment` at `nodes` per position (game.catherders.review);
    returns how many turns review_next will give. A review begun before is dropped."""
    from game.catherders.review import iter_review

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
    from game.catherders.review import Review, review_annotations

    review = Review(tuple(_REVIEW["done"]), _REVIEW["nodes"])
    data = review.to_dict()
    data["notes"] = {str(i): [a.nag, a.comment] for i, a in review_annotations(review).items()}
    return json.dumps(data)


def blue_chance(fragment: str, nodes: int) -> float:
    """Blue's chance to win (0..1) in the game's last position, from the review's search."""
    from game.catherders.review import score_position
    from game.catherders.winchance import win_chance

    game = _game(fragment)
    score, _ = score_position(game, int(nodes))
    chance = win_chance(score)
    return chance if game.to_move == 0 else 1.0 - chance


def judge_turn(fragment: str, turn: str, nodes: int) -> str:
    """Judge `turn` in the game's last position as the review does (game.catherders.review.review_turn):
    JSON with its mark, the mover's chance after it, and the opponent's best answer."""
    from game.catherders.review import review_turn, score_position

    game = _game(fragment)
    verdict = review_turn(game, turn, int(nodes))
    game.push(turn)
    reply = None if game.is_over() else score_position(game, int(nodes))[1]
    return json.dumps({"mark": verdict.mark, "chance_after": verdict.chance_after,
                       "reply": None if reply is None else str(reply)})


def _table_rules(game: str):
    """The contract's rules of a table game (imported by name here, so that each game's part of
    this worker holds its contract)."""
    if game == "pageant":
        from game.pageant.contract import RULES
    elif game == "clowder":
        from game.clowder.contract import RULES
    elif game == "mansion":
        from game.mansion.contract import RULES
    else:
        raise ValueError(f"game {str(game)[:40]!r}: not one of pageant, clowder, mansion")
    return RULES


def table_review_begin(game: str, record: str, seed: int) -> int:
    """Start reviewing the table game of `record` (game.review: every decision judged from what
    its seat saw, every seat's chance along the game), its draws from `seed`; returns how many
    decisions table_review_next will judge. A table review begun before is dropped."""
    from game.review import Reviewer

    rules = _table_rules(str(game))
    _TABLE_REVIEW.clear()
    _TABLE_REVIEW["reviewer"] = Reviewer(rules, rules.read_record(str(record)), int(seed))
    return _TABLE_REVIEW["reviewer"].total


def table_review_next() -> str:
    """Judge the next decisions, and say how far the review is, as JSON: "done" and "total".
    One decision a call at least, and more while the call has taken under STEP_SECONDS: so the
    page can show progress and this worker answer other calls between them, and a long race is
    not held up by the page's relay of a call a decision. What was judged is table_review_result's
    to tell. ValueError when no review is under way or it is done."""
    reviewer = _TABLE_REVIEW.get("reviewer")
    if reviewer is None or reviewer.done:
        raise ValueError("no table review under way: begin one (table_review_begin)")
    start = time.perf_counter()
    reviewer.step()
    while not reviewer.done and time.perf_counter() - start < STEP_SECONDS:
        reviewer.step()
    return json.dumps({"done": len(reviewer.decisions), "total": reviewer.total})


def table_review_result() -> str:
    """What the page shows of the review so far (the whole game's once every decision is
    judged), as JSON: game.review.Review.shown(). ValueError when none was begun."""
    reviewer = _TABLE_REVIEW.get("reviewer")
    if reviewer is None:
        raise ValueError("no table review under way: begin one (table_review_begin)")
    return json.dumps(reviewer.review().shown())


def table_quiz_question(game: str, record: str, seed: int, index: int) -> str:
    """The choices "Learn from your mistakes" offers for decision `index` of the table game of
    `record` reviewed with `seed`, as JSON: action texts (game.review_quiz.question). ValueError
    for another game or a record that cannot be read, IndexError for a decision it has not."""
    from game.review_quiz import question

    rules = _table_rules(str(game))
    return json.dumps(question(rules, rules.read_record(str(record)), int(index), int(seed)))


def table_quiz_answer(game: str, record: str, seed: int, index: int, action: str) -> str:
    """The answer `action` to decision `index`'s question judged as the review judged the
    decision (game.review_quiz.answer), as JSON: "right" and "judgement" (game.review.Judgement's
    fields). ValueError as table_quiz_question, or for an action that is not a legal choice."""
    from game.review_quiz import answer

    rules = _table_rules(str(game))
    verdict = answer(rules, rules.read_record(str(record)), int(index), int(seed), str(action))
    return json.dumps({"right": verdict.right, "judgement": asdict(verdict.judgement)})


def modules() -> list[str]:
    """The names of every module imported in this worker (tests check the shipped standard
    library against them)."""
    return sorted(sys.modules)


# Each call of web/shell/protocol.py going game>computer, by its kind: the function that answers
# it, given the message's named fields.
CALLS = {
    "choose": lambda m: choose(m["game"], m["record"], m["seat"], m["level"], m["seed"]),
    "hint": lambda m: hint(m["game"], m["record"], m["seat"], m["seed"], m["names"]),
    "suggest": lambda m: suggest(m["fragment"], m["seed"]),
    "warm_up": lambda m: warm_up(),
    "review_begin": lambda m: review_begin(m["fragment"], m["nodes"]),
    "review_next": lambda m: review_next(),
    "review_result": lambda m: review_result(),
    "blue_chance": lambda m: blue_chance(m["fragment"], m["nodes"]),
    "judge_turn": lambda m: judge_turn(m["fragment"], m["turn"], m["nodes"]),
    "table_review_begin": lambda m: table_review_begin(m["game"], m["record"], m["seed"]),
    "table_review_next": lambda m: table_review_next(),
    "table_review_result": lambda m: table_review_result(),
    "table_quiz_question": lambda m: table_quiz_question(m["game"], m["record"], m["seed"], m["index"]),
    "table_quiz_answer": lambda m: table_quiz_answer(m["game"], m["record"], m["seed"], m["index"],
                                                     m["action"]),
    "modules": lambda m: modules(),
}


def answer(text: str) -> dict:
    """The answer to one call (its JSON text): a "result", or a "failure" saying why not."""
    try:
        message = json.loads(text)
    except ValueError as e:
        return protocol.failure(0, f"not JSON: {e}")
    call_id = message.get("id") if isinstance(message, dict) and isinstance(message.get("id"), int) else 0
    try:
        protocol.checked(message, protocol.TO_COMPUTER)
        return protocol.result(call_id, CALLS[message["k"]](message))
    except Exception as e:  # the caller shows it
        return protocol.failure(call_id, f"{type(e).__name__}: {e}")


# The calls of every game, or of a game they name ("game"); the others are Cat Herders'.
SHARED_CALLS = frozenset({"choose", "hint", "modules", "table_review_begin", "table_review_next",
                          "table_review_result", "table_quiz_question", "table_quiz_answer"})
CAT_HERDERS_CALLS = frozenset(CALLS) - SHARED_CALLS
_LOADING: dict = {}  # game -> the task fetching and unpacking its part (worker-<game>.zip)


def game_of_call(text: str) -> str | None:
    """The game whose modules a call (its JSON text) needs, when this worker has not got them
    yet (its engine's package cannot be found): None for a call of no game, or of one that is
    here, or for text that is no call (answer says why)."""
    try:
        message = json.loads(text)
    except ValueError:
        return None
    if not isinstance(message, dict):
        return None
    kind = message.get("k")
    game = "catherders" if kind in CAT_HERDERS_CALLS else message.get("game")
    if game not in _GAMES:
        return None
    try:
        here = importlib.util.find_spec(f"game.{game}") is not None
    except ModuleNotFoundError:
        here = False
    return None if here else game


def start():
    """The handler of the calls relayed by the page's view (assets/py-worker.mjs calls this):
    one call in, its result or failure back (web/shell/protocol.py's game>computer kinds). A
    call for a game whose part this worker has not got waits for its zip (fetched once; a failed
    fetch is tried again by the next call, and this call's failure says why)."""
    from web.shell import bridge  # the browser's: imported here, so CPython's tests import the rest

    async def answer_once_loaded(game: str, text: str) -> None:
        if game not in _LOADING:
            _LOADING[game] = asyncio.ensure_future(bridge.load_bundle(f"worker-{game}"))
        try:
            await _LOADING[game]
        except Exception:  # noqa: BLE001 - offline and not cached, say: the answer says what is missing
            _LOADING.pop(game, None)
        bridge.post_text(json.dumps(answer(text)))

    def receive(text: str) -> None:
        game = game_of_call(text)
        if game is None:
            bridge.post_text(json.dumps(answer(text)))
        else:
            asyncio.ensure_future(answer_once_loaded(game, text))

    return bridge.listener(receive)
