"""Game review: the computer's verdict on every turn of a game (like lichess's analysis).

    from game.catherders.review import review_game, Review
    review = review_game(game)                  # the game is left as it was
    for t in review.turns:
        print(t.index, t.turn, t.mark, t.best, t.chance_before, t.chance_after)
    review.players[0].accuracy                  # blue's accuracy, 0..100
    Review.from_dict(review.to_dict())          # plain JSON values, for localStorage

How a turn is judged. Each position is searched once with the opponent's own search
(game/catherders/search.py, the `hard` level's settings) at a fixed node budget and no clock,
so the same game always gets the same review. The search of the position before a turn
gives the best turn and its value (eval_before); the search of the position after it,
negated, gives the value of the turn played (eval_after). Both are turned into the
mover's chance to win with game.catherders.winchance.win_chance, and the turn's `loss` is the
win chance it gave away: best_chance - chance_after, at least 0. When the turn played
leads to the very position the best turn leads to, it is the best turn: best_chance is
then its own chance and the loss 0, so it never gets a mark.

The marks and the accuracy are game/catherders/verdicts.py's.

`missed_catch`: some legal turn caught more cats than the turn played (`most` > `caught`)
AND the turn played has a mark. A catch declined for a turn the engine likes about as
well (within the inaccuracy threshold) is not a missed catch.

`only_move` (a property of the position before the turn): there were at least two
legal turns, and every turn but the best has a win chance at least ONLY_MOVE_GAP (0.2)
below the best's: every other turn would be a blunder. From the data (the loss check of
tools/fit_win_chance.py, 738 positions, a second search without the best turn): the gap
to the second-best turn is 0.001 at the median, 0.050 at the 95th percentile, at least
0.2 in 1.6% of positions (the one turn that catches a cat, or the one that saves one),
at least 0.3 in 0.3% only (0.3 would flag almost nothing). It is proved with a
null-window search of every other turn at the depth the first search completed, on the
same search (its transposition table warm) and with a fresh node budget of the same
size; a budget that runs out means "not shown" (False). A forced turn (the only legal
one) is not an "only move". The test agreed with the second search in 732 of those 738
positions (the rest lie at the threshold, where the two searches end at different depths).

Standard library only; uses only the public API of the engine (`game.catherders`) and the
opponent's own modules.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from game.catherders import Game, Position, Turn
from game.catherders.record import NAG_OF_MARK, Annotation

from . import winchance
from .evaluate import WIN, Evaluator
from .movegen import GAIN, KEY, MoveGen
from .search import INF, OutOfBudget, Search
from .verdicts import Review, TurnReview, is_whole, mark_for

# Node budget per searched position: a 60-turn hex6 game takes 3.4 to 3.7 s in CPython 3.11
# on this project's 2-core machine (python bench/bench_review.py, medians of 3 runs in two
# sessions: 56-61 ms a turn, the longest gap between progress calls 0.17-0.20 s), about 3x
# that in the browser. Depth 1 and a part of depth 2, with two capture plies of
# quiescence (a 57-turn game: 2.6 s at 400 nodes, 4.2 s at 500). win_chance was fitted here.
DEFAULT_NODES = 450
MAX_DEPTH, QDEPTH = 64, 2  # the `hard` level's deepest search and capture plies
ONLY_MOVE_GAP = 0.2
MAX_FORCED = 8  # forced turns followed before a position is scored statically


def score_position(game: Game, max_nodes: int, rng_seed: int = 0) -> tuple[int, Turn | None]:
    """(evaluation for the side to move, best turn) at a fixed node budget, with no clock.

    The same position (and history) always gives the same result. A finished game has no
    best turn: its evaluation is WIN, -WIN or 0 from the outcome. The game is left as it was.
    """
    a = _analyse(game, max_nodes, rng_seed)
    return a.score, a.best


def review_turn(game_before: Game, turn: Turn | str, max_nodes: int = DEFAULT_NODES) -> TurnReview:
    """The verdict on `turn` played in `game_before`'s current position (left unchanged).

    Raises IllegalTurnError or NotationError for a turn that cannot be played there.
    """
    _check_nodes(max_nodes)
    before = _analyse(game_before, max_nodes, full=True)
    game_before.push(turn)
    try:
        review, _ = _judge(game_before, before, max_nodes, False)
    finally:
        game_before.pop()
    return review


def review_game(game: Game, max_nodes: int = DEFAULT_NODES,
                progress: Callable[[int, int], object] | None = None) -> Review:
    """Review every turn of `game` from its start position; `game` is left unchanged.

    progress(i, n) is called after each turn, i = turns reviewed so far (1..n). Each
    position is searched once: the search after turn i is the search before turn i+1.
    (A caller that may stop half way, as the page's worker does, uses iter_review.)
    """
    n = len(game.turns)
    reviews: list[TurnReview] = []
    steps = iter_review(game, max_nodes)
    for i in range(n):
        reviews.append(next(steps))
        if progress is not None:
            progress(i + 1, n)
    return Review(tuple(reviews), max_nodes)


def iter_review(game: Game, max_nodes: int = DEFAULT_NODES) -> Iterator[TurnReview]:
    """The TurnReviews of `game`'s turns one at a time, for a caller that shows progress or
    may stop between turns (the page's worker); review_game is this, collected. The game's
    turns are copied first: `game` may change meanwhile."""
    _check_nodes(max_nodes)
    work = Game(game.start, game.rules)
    turns = list(game.turns)
    n = len(turns)
    before = None
    for i, turn in enumerate(turns):
        if before is None:
            before = _analyse(work, max_nodes, full=True)
        work.push(turn)
        review, before = _judge(work, before, max_nodes, i + 1 < n)
        yield review




def review_annotations(review: Review) -> dict[int, Annotation]:
    """The record annotations of a review's marked turns: the mark's glyph and a comment
    such as `{best b2-c3 e5>f6; 62% -> 31%; missed a catch}` (the mover's win chance
    before and after the turn)."""
    notes = {}
    for t in review.turns:
        if t.mark is not None:
            comment = f"best {t.best}; {t.chance_before:.0%} -> {t.chance_after:.0%}"
            if t.missed_catch:
                comment += "; missed a catch"
            notes[t.index] = Annotation(NAG_OF_MARK[t.mark], comment)
    return notes


# ---- internals -----------------------------------------------------------------


@dataclass
class _Analysis:
    score: int                 # for the side to move
    best: Turn | None
    after_best: Position | None
    most: int                  # the most cats a turn catches here
    only_move: bool


def _check_nodes(max_nodes) -> None:
    if not is_whole(max_nodes) or max_nodes < 1:
        raise ValueError(f"max_nodes {max_nodes!r}: expected a whole number from 1")


def _final(game: Game) -> int:
    """The score of a finished game for the side to move."""
    winner = game.outcome().winner
    return 0 if winner is None else (WIN if winner == game.to_move else -WIN)


def _analyse(game: Game, max_nodes: int, rng_seed: int = 0, full: bool = False,
             forced: int = 0) -> _Analysis:
    """Search the current position (unchanged afterwards); `full` adds `most` and only_move."""
    if game.is_over():
        return _Analysis(_final(game), None, None, 0, False)
    search = Search(game, Evaluator(game), random.Random(rng_seed), max_nodes=max_nodes, qdepth=QDEPTH)
    moves = search.root_moves()
    most = max((m[GAIN] for m in MoveGen(game).moves(captures_only=True)), default=0) if full else 0
    if len(moves) == 1:  # the search does not score a forced turn: score what follows
        move, score = moves[0], None
    else:
        move, score, _ = search.run(MAX_DEPTH, moves)
    best = search.gen.turn(move)
    game.push(best)  # the engine checks the search's turn
    try:
        after_best = game.position()
        if score is None and forced < MAX_FORCED:
            score = -_analyse(game, max_nodes, rng_seed, False, forced + 1).score
        elif score is None or score <= -INF:  # no budget even for one turn: a static score
            score = -(_final(game) if game.is_over() else Evaluator(game)())
    finally:
        game.pop()
    only = full and len(moves) > 1 and _only_move(search, moves, move, score)
    return _Analysis(score, best, after_best, most, only)


def _only_move(search: Search, moves: list, best: tuple, score: int) -> bool:
    """True if every root move but `best` is proved to score ONLY_MOVE_GAP below it."""
    chance = winchance.win_chance(score) - ONLY_MOVE_GAP
    if chance <= 0.0:
        return False
    bound = math.floor(winchance.eval_for_chance(chance)) + 1  # a move scoring this is close
    depth = max(1, search.depth_done)
    others = sorted((m for m in moves if m[KEY] != best[KEY]), key=lambda m: -m[GAIN])
    game = search.game
    search.nodes = 0
    try:
        for m in others:
            search.gen.play(m)
            try:
                v = -search.negamax(depth - 1, -bound, -bound + 1, 1)
            finally:
                game.pop()
            if v >= bound:
                return False
    except OutOfBudget:
        return False
    return True


def _judge(work: Game, before: _Analysis, max_nodes: int, only_after: bool):
    """The verdict on the turn just pushed on `work`, and the analysis after it."""
    index = len(work.stack) - 1
    played = work.turns[index]
    caught = work.caught_by(index)
    after = _analyse(work, max_nodes, full=only_after)
    eval_before, eval_after = before.score, -after.score
    chance_before = _chance(eval_before)
    chance_after = _chance(eval_after)
    best_played = work.position() == before.after_best
    best_chance = chance_after if best_played else chance_before
    loss = round(max(0.0, best_chance - chance_after), 4)
    mark = mark_for(loss)
    review = TurnReview(
        index=index, mover=1 - work.to_move, turn=str(played),
        eval_before=eval_before, eval_after=eval_after,
        chance_before=chance_before, chance_after=chance_after, loss=loss,
        best=str(before.best), best_chance=best_chance, best_played=best_played,
        caught=caught, most=before.most, missed_catch=before.most > caught and mark is not None,
        only_move=before.only_move, mark=mark)
    return review, after


def _chance(evaluation: int) -> float:
    return round(winchance.win_chance(evaluation), 4)
