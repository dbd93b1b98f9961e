"""Game records: a whole game as text, with headers like PGN.

    [Game "Cat Herders"]
    [Rules "designer"]
    [Variants "escort"]
    [Setup "beginner"]
    [Seed "7"]
    [Start "hex6 b b:a1,a3,f11,h11,i4,k6 r:a6,c8,d1,f1,k9,k11 c:b6,... 0-0 9-9"]
    [Result "*"]

    1. a2
    1... k10 j9>i8
    2. a3-c3 b6>c6
    *

Headers are `[Name "value"]`, one a line. `Start` is the starting position;
without it, `Board`, `Setup`, `Cats` and `Seed` build it. Then one turn a
line, optionally numbered (`12.` for blue, `12...` for red); `;` starts a
comment; the last line may be the result (1-0, 0-1, 1/2-1/2 or *).
Other headers are kept as they are (the page writes `Blue` and `Red`: who
played each side). The page exports and imports this same format. An empty
record is refused, and so is a `Board` header that names no board or that
differs from the board of the `Start` header.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .board import get_board
from .errors import IllegalTurnError, NotationError
from .position import RED, Position
from .rules import Rules
from .setups import DEFAULT_CATS, new_position
from .state import Game

RESULTS = ("1-0", "0-1", "1/2-1/2", "*")
_TAG = re.compile(r'\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\]')
_NUMBER = re.compile(r"([0-9]+)(\.\.\.|\.)\s*")


@dataclass
class Record:
    """A read record: its headers, rules, start position and turn texts."""

    tags: dict[str, str]
    rules: Rules
    start: Position
    turns: list[tuple[int, str]] = field(default_factory=list)  # (line number, text)

    def replay(self) -> Game:
        """Play the turns from the start; IllegalTurnError names the line at fault."""
        game = Game(self.start, self.rules)
        for number, (line, text) in enumerate(self.turns, 1):
            try:
                game.push(text)
            except IllegalTurnError as e:
                raise IllegalTurnError(e.turn_text, f"{e.reason} (turn {number}, line {line})") from None
            except NotationError as e:
                raise NotationError(f"record line {line}: {e}") from None
        claimed = self.tags.get("Result", "*")
        outcome = game.outcome()
        if outcome is not None and claimed not in ("*", outcome.result):
            raise NotationError(
                f"record Result {claimed!r} does not match the game, which ended {outcome}"
            )
        return game


def read_record(text: str) -> Record:
    """Read a game record; NotationError names the line and what is wrong."""
    tags: dict[str, str] = {}
    turns: list[tuple[int, str]] = []
    result_seen = False
    for line_no, raw in enumerate(text.splitlines(), 1):
        line = raw.split(";", 1)[0].strip()
        if not line:
            continue
        if result_seen:
            raise NotationError(f"record line {line_no}: nothing may follow the result")
        if line.startswith("["):
            if turns:
                raise NotationError(f"record line {line_no}: headers must come before the turns")
            m = _TAG.fullmatch(line)
            if not m:
                raise NotationError(
                    f'record line {line_no}: malformed header {line!r}, expected [Name "value"]'
                )
            if m.group(1) in tags:
                raise NotationError(f"record line {line_no}: header {m.group(1)!r} given twice")
            tags[m.group(1)] = re.sub(r"\\(.)", r"\1", m.group(2))
            continue
        if line in RESULTS:
            tags.setdefault("Result", line)
            if tags["Result"] != line:
                raise NotationError(
                    f"record line {line_no}: result {line!r} differs from "
                    f"the Result header {tags['Result']!r}"
                )
            result_seen = True
            continue
        m = _NUMBER.match(line)
        if m:
            line = line[m.end():]
            if not line:
                raise NotationError(f"record line {line_no}: a turn number with no turn")
        turns.append((line_no, line))
    if not tags and not turns:
        raise NotationError("the record is empty: a record has headers such as [Start \"…\"] "
                            "or [Board \"hex6\"] and [Seed \"7\"], then one turn a line")
    if tags.get("Result", "*") not in RESULTS:
        raise NotationError(f"record Result {tags['Result']!r}: expected one of {', '.join(RESULTS)}")
    return Record(tags, _rules(tags), _start(tags), turns)


def _rules(tags: dict[str, str]) -> Rules:
    try:
        return Rules.parse(tags.get("Rules", "designer"), tags.get("Variants", "-"))
    except NotationError as e:
        raise NotationError(f"record Rules/Variants header: {e}") from None


def _start(tags: dict[str, str]) -> Position:
    if "Board" in tags:  # checked even beside a Start header, which then must agree with it
        try:
            get_board(tags["Board"])
        except NotationError as e:
            raise NotationError(f"record Board header: {e}") from None
    if "Start" in tags:
        try:
            start = Position.parse(tags["Start"])
        except NotationError as e:
            raise NotationError(f"record Start header: {e}") from None
        if tags.get("Board", start.board.name) != start.board.name:
            raise NotationError(f"record Board header {tags['Board']!r} differs from the board "
                                f"of the Start header, {start.board.name}")
        return start
    numbers = []
    for key, default in (("Cats", str(DEFAULT_CATS)), ("Seed", "0")):
        value = tags.get(key, default)
        if not re.fullmatch(r"[0-9]{1,12}", value):
            raise NotationError(f"record {key} header {value!r}: expected a whole number")
        numbers.append(int(value))
    cats, seed = numbers
    try:
        return new_position(tags.get("Board", "hex6"), tags.get("Setup", "beginner"), cats, seed)
    except NotationError as e:
        raise NotationError(f"record Board/Setup/Cats/Seed headers: {e}") from None


def write_record(game: Game, tags: dict[str, str] | None = None) -> str:
    """Write a game as a record; `tags` adds or overrides headers."""
    outcome = game.outcome()
    head = {"Game": "Cat Herders", "Rules": game.rules.ruleset, "Variants": game.rules.variants}
    head.update(tags or {})
    head["Start"] = str(game.start)
    head["Result"] = outcome.result if outcome else head.get("Result", "*")
    if outcome:
        head["Termination"] = outcome.reason
    lines = [f'[{k} "{_escape(v)}"]' for k, v in head.items()]
    lines.append("")
    first = game.start.to_move
    for i, turn in enumerate(game.turns):
        ply = i + (1 if first == RED else 0)
        number = ply // 2 + 1
        lines.append(f"{number}{'...' if ply % 2 else '.'} {turn}")
    lines.append(head["Result"])
    return "\n".join(lines) + "\n"


def _escape(value: str) -> str:
    return str(value).replace("\\", "\\\\").replace('"', '\\"')
