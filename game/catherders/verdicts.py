"""A game review's values (game.catherders.review makes them): the verdict on each turn, each
player's figures, the marks, and their plain JSON form.

The marks (thresholds on the loss, on the 0..1 win-chance scale) are lichess's, halved
because lichess measures win chances on a -1..1 scale: an inaccuracy from 0.05, a mistake
from 0.10, a blunder from 0.15. From an even position that is about 130, 270 and 410
points (a cat is 1000): letting a free cat go is a blunder. tools/fit_win_chance.py
checked them on 24 reviewed games of `medium` against `easy` (medium won them all):
medium's turns reach 0.05 / 0.10 / 0.15 in 3.5% / 1.9% / 1.6% of 375 turns (its 95th
percentile loss is 0.028), easy's in 15.4% / 9.4% / 6.9% of 363 (95th percentile
0.196): the strong player gets few marks, the weak one four times as many. Lichess's
doubled thresholds (0.10 / 0.20 / 0.30) would call a blunder almost nothing (0.3% of
easy's turns): losing a whole cat from an even position costs about 0.32.

Accuracy per player: the mean over the player's turns of lichess's per-move accuracy,
103.1668 * exp(-0.04354 * loss_in_percent_points) - 3.1669, clipped to 0..100
(constants from https://lichess.org/page/accuracy, lila's AccuracyPercent.scala;
lichess then mixes weighted and harmonic means, we take the plain mean). None for a
player without turns.

Standard library only.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, fields

INACCURACY, MISTAKE, BLUNDER = 0.05, 0.10, 0.15  # loss of win chance (0..1) for each mark
MARKS = ("inaccuracy", "mistake", "blunder")
VERSION = 1  # of to_dict()'s format


@dataclass(frozen=True)
class TurnReview:
    """The verdict on one turn; evaluations and chances are the mover's (a cat is 1000)."""

    index: int            # into game.turns
    mover: int            # 0 blue, 1 red
    turn: str             # the turn played, as Turn's str gives it
    eval_before: int      # the search's value of the position before (its best turn)
    eval_after: int       # the value of the turn played: the position after, searched, negated
    chance_before: float  # win_chance(eval_before)
    chance_after: float   # win_chance(eval_after)
    loss: float           # win chance given away: best_chance - chance_after, at least 0
    best: str             # the search's best turn, with its cats' flights
    best_chance: float    # its win chance (the turn played's own when best_played)
    best_played: bool     # the turn played leads to the same position as the best turn
    caught: int           # cats the turn played caught
    most: int             # the most cats any legal turn could catch
    missed_catch: bool
    only_move: bool
    mark: str | None      # None, 'inaccuracy', 'mistake' or 'blunder'


@dataclass(frozen=True)
class PlayerSummary:
    """One player's figures over the game."""

    turns: int
    inaccuracies: int
    mistakes: int
    blunders: int
    missed_catches: int
    accuracy: float | None  # 0..100, one decimal; None without turns


@dataclass(frozen=True)
class Review:
    """A whole game's review: one TurnReview per turn, and the node budget used."""

    turns: tuple[TurnReview, ...]
    nodes: int

    @property
    def players(self) -> tuple[PlayerSummary, PlayerSummary]:
        """Blue's and red's summaries."""
        return summarise(self.turns, 0), summarise(self.turns, 1)

    def to_dict(self) -> dict:
        """Plain JSON values: {'version', 'nodes', 'turns': [...], 'players': [...]}."""
        return {"version": VERSION, "nodes": self.nodes,
                "turns": [asdict(t) for t in self.turns],
                "players": [asdict(p) for p in self.players]}

    @classmethod
    def from_dict(cls, data) -> Review:
        """Read to_dict()'s values back; ValueError names the field at fault."""
        if not isinstance(data, dict):
            raise ValueError(f"review: expected an object, got {type(data).__name__}")
        _keys(data, ("version", "nodes", "turns", "players"), "review")
        if data["version"] != VERSION:
            raise ValueError(f"version: expected {VERSION}, got {data['version']!r}")
        nodes = data["nodes"]
        if not is_whole(nodes) or nodes < 1:
            raise ValueError(f"nodes: expected a whole number from 1, got {nodes!r}")
        if not isinstance(data["turns"], list):
            raise ValueError("turns: expected a list")
        turns = tuple(_turn_from(item, i) for i, item in enumerate(data["turns"]))
        review = cls(turns, nodes)
        if data["players"] != [asdict(p) for p in review.players]:
            raise ValueError("players: the summaries do not match the turns")
        return review


def summarise(turns, player: int) -> PlayerSummary:
    """`player`'s summary over `turns` (TurnReviews): counts of marks and the accuracy."""
    mine = [t for t in turns if t.mover == player]
    marks = [t.mark for t in mine]
    accuracy = None
    if mine:
        accuracy = round(sum(turn_accuracy(t.loss) for t in mine) / len(mine), 1)
    return PlayerSummary(len(mine), marks.count("inaccuracy"), marks.count("mistake"),
                         marks.count("blunder"), sum(t.missed_catch for t in mine), accuracy)


def turn_accuracy(loss: float) -> float:
    """Lichess's per-move accuracy (0..100) for a loss of win chance on the 0..1 scale."""
    # https://lichess.org/page/accuracy (lila, modules/analyse AccuracyPercent.scala)
    raw = 103.1668 * math.exp(-0.04354 * (100 * loss)) - 3.1669
    return min(100.0, max(0.0, raw))


def mark_for(loss: float) -> str | None:
    """The mark for a loss of win chance: None, 'inaccuracy', 'mistake' or 'blunder'."""
    if loss >= BLUNDER:
        return "blunder"
    if loss >= MISTAKE:
        return "mistake"
    if loss >= INACCURACY:
        return "inaccuracy"
    return None


def is_whole(x) -> bool:
    """Whether `x` is an int and not a bool."""
    return isinstance(x, int) and not isinstance(x, bool)


def _keys(data: dict, names, where: str) -> None:
    for name in names:
        if name not in data:
            raise ValueError(f"{where}.{name}: missing")
    extra = sorted(set(data) - set(names), key=str)
    if extra:
        raise ValueError(f"{where}.{extra[0]}: unknown field")


_KINDS = {"index": "int", "mover": "player", "turn": "text", "eval_before": "int",
          "eval_after": "int", "chance_before": "chance", "chance_after": "chance",
          "loss": "chance", "best": "text", "best_chance": "chance", "best_played": "bool",
          "caught": "count", "most": "count", "missed_catch": "bool", "only_move": "bool",
          "mark": "mark"}


def _turn_from(item, i: int) -> TurnReview:
    where = f"turns[{i}]"
    if not isinstance(item, dict):
        raise ValueError(f"{where}: expected an object, got {type(item).__name__}")
    _keys(item, [f.name for f in fields(TurnReview)], where)
    values = {}
    for name, kind in _KINDS.items():
        v = item[name]
        ok = {"int": is_whole(v),
              "count": is_whole(v) and v >= 0,
              "player": v in (0, 1) and is_whole(v),
              "text": isinstance(v, str) and bool(v.strip()),
              "bool": isinstance(v, bool),
              "chance": (is_whole(v) or isinstance(v, float)) and 0.0 <= v <= 1.0,
              "mark": v is None or v in MARKS}[kind]
        if not ok:
            raise ValueError(f"{where}.{name}: {v!r} is not a valid {kind}")
        values[name] = float(v) if kind == "chance" else v
    if values["index"] != i:
        raise ValueError(f"{where}.index: expected {i}, got {values['index']}")
    return TurnReview(**values)
