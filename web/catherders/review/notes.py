"""A game review in the page's words: what the move list marks, what the board shows, where
the next mistake is (pure Python, over game.catherders.review's Review and TurnReview).

Positions are counted as the page counts them: position k is the board after k turns
(0 is the start); turn i (from 0) leads from position i to position i + 1. Looking at
position i, the page draws the better turn for turn i when that turn is marked, so the
person sees, on the very board where the choice was made, what they played and what
was better.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from game.catherders import Game, IllegalTurnError, NotationError, Turn
from game.catherders.record import NAG_OF_MARK, NAGS
from web.catherders.words import SIDES
from web.kit.words import count

GLYPHS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
WORDS = {"inaccuracy": "an inaccuracy", "mistake": "a mistake", "blunder": "a blunder"}


@dataclass(frozen=True)
class TurnNote:
    """One turn's review as the page reads it (game.catherders.review.TurnReview's fields)."""

    index: int
    mover: int
    turn: str
    eval_before: int
    eval_after: int
    chance_before: float
    chance_after: float
    loss: float
    best: str
    best_chance: float
    best_played: bool
    caught: int
    most: int
    missed_catch: bool
    only_move: bool
    mark: str | None


@dataclass(frozen=True)
class PlayerNote:
    """One player's figures (game.catherders.review.PlayerSummary's fields)."""

    turns: int
    inaccuracies: int
    mistakes: int
    blunders: int
    missed_catches: int
    accuracy: float | None


@dataclass(frozen=True)
class ReviewData:
    """A review as the worker sends it and the browser keeps it: Review.to_dict() with the
    record annotations of the marked turns ("notes": {turn index: [nag, comment]})."""

    turns: tuple[TurnNote, ...]
    players: tuple[PlayerNote, PlayerNote]
    nodes: int
    notes: dict

    @classmethod
    def from_dict(cls, data) -> ReviewData:
        """Read the worker's (or storage's) dict; ValueError names what is wrong. The worker
        made it with game.catherders.review, which checked it; this reads what was kept."""
        if not isinstance(data, dict):
            raise ValueError("a review must be an object")
        for key in ("nodes", "turns", "players"):
            if key not in data:
                raise ValueError(f"the review has no {key!r}")
        if not isinstance(data["turns"], list):
            raise ValueError("the review's turns must be a list")
        nodes = data["nodes"]
        if not isinstance(nodes, int) or isinstance(nodes, bool) or nodes < 1:
            raise ValueError(f"the review's nodes must be a whole number from 1, not {nodes!r}")
        turns = tuple(_read(TurnNote, item, f"turns[{i}]") for i, item in enumerate(data["turns"]))
        if [t.index for t in turns] != list(range(len(turns))):
            raise ValueError("the review's turns are not numbered 0, 1, 2, …")
        if not isinstance(data["players"], list) or len(data["players"]) != 2:
            raise ValueError("the review's players must be a list of two")
        players = tuple(_read(PlayerNote, item, f"players[{i}]") for i, item in enumerate(data["players"]))
        notes = data.get("notes", {})
        if not isinstance(notes, dict):
            raise ValueError("the review's notes must be an object")
        for key, value in notes.items():
            if not (str(key).isdigit() and int(key) < len(turns)):
                raise ValueError(f"the review's notes: {key!r} is not a turn of the review")
            if not (isinstance(value, list) and len(value) == 2 and (value[0] is None or value[0] in NAGS)
                    and (value[1] is None or (isinstance(value[1], str)
                                              and not set(value[1]) & set("{}\n\r")))):
                raise ValueError(f"the review's notes[{key!r}]: {value!r} is not [glyph, comment]")
        return cls(turns, players, nodes, notes)

    def to_dict(self) -> dict:
        """Plain JSON values, as from_dict reads them."""
        from dataclasses import asdict

        return {"version": 1, "nodes": self.nodes, "turns": [asdict(t) for t in self.turns],
                "players": [asdict(p) for p in self.players], "notes": self.notes}

    def annotations(self) -> dict[int, tuple[int | None, str | None]]:
        """{turn index: (nag, comment)} for the record."""
        return {int(i): (v[0], v[1]) for i, v in self.notes.items()
                if str(i).isdigit() and isinstance(v, list) and len(v) == 2}


_TYPES = {int: (int,), float: (int, float), str: (str,), bool: (bool,)}


def _read(kind, item, where: str):
    if not isinstance(item, dict):
        raise ValueError(f"{where} must be an object")
    values = {}
    for f in fields(kind):
        if f.name not in item:
            raise ValueError(f"{where} has no {f.name!r}")
        value = item[f.name]
        wanted = {"int": int, "float": float, "str": str, "bool": bool}.get(str(f.type).split(" ")[0])
        nullable = "None" in str(f.type)
        if value is None and nullable:
            values[f.name] = None
            continue
        ok = wanted is None or (isinstance(value, _TYPES[wanted]) and
                                not (wanted is not bool and isinstance(value, bool)))
        if not ok:
            raise ValueError(f"{where}.{f.name}: {value!r} is not a {str(f.type)}")
        values[f.name] = value
    if kind is TurnNote:
        if values["mark"] not in (None, *GLYPHS):
            raise ValueError(f"{where}.mark: {values['mark']!r} is not a mark")
        if values["mover"] not in (0, 1):
            raise ValueError(f"{where}.mover: {values['mover']!r} is not 0 (blue) or 1 (red)")
        for name in ("chance_before", "chance_after", "loss", "best_chance"):
            if not 0 <= values[name] <= 1:
                raise ValueError(f"{where}.{name}: {values[name]!r} is not from 0 to 1")
    return kind(**values)


def marks_of_annotations(annotations) -> dict[int, str]:
    """{turn index: mark} from a record's annotations (game.catherders.record.Annotation by index)."""
    mark_of = {nag: mark for mark, nag in NAG_OF_MARK.items()}
    return {i: mark_of[a.nag] for i, a in annotations.items() if a.nag in mark_of}


def marks_by_turn(review) -> dict[int, str]:
    """{turn index: mark} for the marked turns."""
    return {t.index: t.mark for t in review.turns if t.mark is not None}


def glyph(turn_review) -> str:
    """The move list's sign for a turn: '?!', '?', '??', or '' (a missed catch alone: '?')."""
    if turn_review.mark is not None:
        return GLYPHS[turn_review.mark]
    return ""


def is_marked(turn_review) -> bool:
    """A turn the review points out: a mark (a missed catch always has one)."""
    return turn_review.mark is not None


def next_marked(review, position: int, step: int, player: int | None = None) -> int | None:
    """The position before the next (step 1) or previous (step -1) marked turn after or
    before `position`, of `player` only when given; None when there is none."""
    marked = [t.index for t in review.turns if is_marked(t) and (player is None or t.mover == player)]
    if step > 0:
        later = [i for i in marked if i > position]
        return later[0] if later else None
    earlier = [i for i in marked if i < position]
    return earlier[-1] if earlier else None


def turn_at(review, position: int):
    """The TurnReview of the turn played from `position`, or None (the last position)."""
    return review.turns[position] if 0 <= position < len(review.turns) else None


def better_turn(review, game_at_position: Game, position: int) -> Turn | None:
    """The better turn to draw at `position`: the best turn of a marked turn played there,
    parsed in that position (None when the turn there is unmarked, or it cannot be read)."""
    t = turn_at(review, position)
    if t is None or not is_marked(t) or t.best_played or not t.best:
        return None
    try:
        turn = game_at_position.parse_turn(t.best)
        game_at_position.copy().push(turn)  # a damaged review's turn must still be legal here
    except (NotationError, IllegalTurnError):
        return None
    return turn


def describe(review, position: int) -> str:
    """What the review says at `position`, about the turn played from there."""
    t = turn_at(review, position)
    if t is None:
        return "The end of the reviewed turns."
    who = SIDES[t.mover]
    said = (f"Turn {t.index + 1}, {who} played {t.turn}: {who}'s chance to win "
            f"{_pc(t.chance_before)} before, {_pc(t.chance_after)} after.")
    if t.mark is not None:
        said += f" {WORDS[t.mark].capitalize()} ({GLYPHS[t.mark]})"
        if t.missed_catch:
            said += f", a missed catch: {count(t.most, 'cat')} could be caught"
        said += f". Better: {t.best} ({_pc(t.best_chance)}), drawn in green."
    elif t.best_played:
        said += " The computer's choice too."
    if t.only_move:
        said += " The only good turn here."
    return said


def summary_lines(review) -> list[str]:
    """One line per player: marks, missed catches and accuracy."""
    lines = []
    for p, s in enumerate(review.players):
        acc = "no turns" if s.accuracy is None else f"accuracy {s.accuracy:.0f}%"
        counts = ", ".join(count(n, word) for n, word in (
            (s.inaccuracies, "inaccuracy"), (s.mistakes, "mistake"), (s.blunders, "blunder"),
            (s.missed_catches, "missed catch")))
        lines.append(f"{SIDES[p]}: {acc}; {counts}.")
    return lines


def _pc(chance: float) -> str:
    return f"{round(100 * chance)}%"
