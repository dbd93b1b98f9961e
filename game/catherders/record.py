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

A turn may carry an annotation, as in PGN, after it on its line:

    12. b2-d4 e5>f6 ?! {best b2-c3 e5>f6; 62% -> 31%}

first a glyph, `!`, `?`, `!!`, `??`, `!?` or `?!` (PGN's NAGs $1 to $6, which
are read too, as is a glyph glued to the turn: `a2??`), then a `{comment}`,
which may hold anything but `}` and line breaks (`;` included), and closes on
its line. The game review writes `?!` for an inaccuracy ($6), `?` for a
mistake ($2) and `??` for a blunder ($4). read_record gives them in
Record.annotations (Annotation values by turn index, from 0); write_record
writes them from its `annotations` argument. An unclosed `{`, a stray `}`,
text after the comment, an unknown glyph, or an annotation with no turn
before it raises NotationError quoting the line. Records without
annotations read exactly as before.

A record longer than MAX_RECORD_LENGTH characters is refused unread. The longest
measured: 12,686 characters for 120 games of the easy computer against itself on
every board (544 turns, 25 cats), 33,355 for 1,440 random games (1,931 turns on
hex8); a game review's glyphs and comments add at most a few dozen characters a
turn. Reading is linear in the text, and an error quotes at most 80 characters
of it (game.text).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from game.text import DIGITS, read_whole, shown

from .board import get_board
from .errors import IllegalTurnError, NotationError
from .position import RED, Position
from .rules import Rules
from .setups import DEFAULT_CATS, new_position
from .state import Game

RESULTS = ("1-0", "0-1", "1/2-1/2", "*")
_TAG = re.compile(r'\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\]')
_NUMBER = re.compile(r"([0-9]+)(\.\.\.|\.)\s*")
NAGS = {1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}  # PGN's numeric annotation glyphs
NAG_OF_MARK = {"inaccuracy": 6, "mistake": 2, "blunder": 4}  # a game review's marks: ?!, ? and ??
_GLYPHS = {glyph: nag for nag, glyph in NAGS.items()}
MAX_RECORD_LENGTH = 100_000  # characters; see the module's docstring


@dataclass(frozen=True)
class Annotation:
    """A turn's annotation: a NAG (1 to 6, see NAGS) and a comment, either may be None."""

    nag: int | None = None
    comment: str | None = None


@dataclass
class Record:
    """A read record: its headers, rules, start position and turn texts."""

    tags: dict[str, str]
    rules: Rules
    start: Position
    turns: list[tuple[int, str]] = field(default_factory=list)  # (line number, text)
    annotations: dict[int, Annotation] = field(default_factory=dict)  # by index into turns

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
                f"record Result {shown(claimed)} does not match the game, which ended {outcome}"
            )
        return game


def read_record(text: str) -> Record:
    """Read a game record; NotationError names the line and what is wrong (a record longer
    than MAX_RECORD_LENGTH characters is refused unread)."""
    if len(text) > MAX_RECORD_LENGTH:
        raise NotationError(f"the record is too long: {len(text)} characters, at most "
                            f"{MAX_RECORD_LENGTH}")
    tags: dict[str, str] = {}
    turns: list[tuple[int, str]] = []
    annotations: dict[int, Annotation] = {}
    result_seen = False
    for line_no, raw in enumerate(text.splitlines(), 1):
        if not raw or raw.isspace():
            continue
        if raw.lstrip().startswith("["):
            line, note = raw.split(";", 1)[0].strip(), None
        else:
            line, note = _annotated(raw, line_no)
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
                    f'record line {line_no}: malformed header {shown(line)}, expected [Name "value"]'
                )
            if m.group(1) in tags:
                raise NotationError(f"record line {line_no}: header {shown(m.group(1))} given twice")
            tags[m.group(1)] = re.sub(r"\\(.)", r"\1", m.group(2))
            continue
        if line in RESULTS:
            if note is not None:
                raise NotationError(f"record line {line_no}: the result takes no annotation: "
                                    f"{_quoted(raw)}")
            tags.setdefault("Result", line)
            if tags["Result"] != line:
                raise NotationError(
                    f"record line {line_no}: result {line!r} differs from "
                    f"the Result header {shown(tags['Result'])}"
                )
            result_seen = True
            continue
        m = _NUMBER.match(line)
        if m:
            line = line[m.end():]
            if not line:
                raise NotationError(f"record line {line_no}: a turn number with no turn")
        if note is not None:
            annotations[len(turns)] = note
        turns.append((line_no, line))
    if not tags and not turns:
        raise NotationError("the record is empty: a record has headers such as [Start \"…\"] "
                            "or [Board \"hex6\"] and [Seed \"7\"], then one turn a line")
    if tags.get("Result", "*") not in RESULTS:
        raise NotationError(f"record Result {shown(tags['Result'])}: expected one of {', '.join(RESULTS)}")
    return Record(tags, _rules(tags), _start(tags), turns, annotations)


def _annotated(raw: str, line_no: int) -> tuple[str, Annotation | None]:
    """A turn line's text without its `;` note, and its annotation (glyph, {comment}).
    Linear: a few searches of the line, and a scan back from its end for the glyph."""
    semi = raw.find(";")
    code, comment = raw if semi < 0 else raw[:semi], None
    opened = code.find("{")
    if opened >= 0:
        end = raw.find("}", opened + 1)  # a comment may hold ';'
        if "}" in raw[:opened]:
            raise NotationError(f"record line {line_no}: '}}' with no '{{' before it: {_quoted(raw)}")
        if end < 0:
            raise NotationError(f"record line {line_no}: unclosed comment, '{{' with no '}}' "
                                f"on its line: {_quoted(raw)}")
        comment, after = raw[opened + 1:end], raw[end + 1:]
        semi = after.find(";")
        after = after if semi < 0 else after[:semi]
        if "{" in after:
            raise NotationError(f"record line {line_no}: two comments on one turn: {_quoted(raw)}")
        if "}" in after:
            raise NotationError(f"record line {line_no}: '}}' with no '{{' before it: {_quoted(raw)}")
        if after.strip():
            raise NotationError(f"record line {line_no}: nothing but a ';' note may follow the "
                                f"{{comment}}: {_quoted(raw)}")
        code = raw[:opened]
    elif "}" in code:
        raise NotationError(f"record line {line_no}: '}}' with no '{{' before it: {_quoted(raw)}")
    line, nag = code.strip(), None
    tail = _nag_tail(line)
    if tail is not None:
        line, glyph = tail
        nag = _GLYPHS.get(glyph)
        if glyph.startswith("$") and len(glyph) <= 10:  # '$' and digits: never a huge number
            nag = int(glyph[1:])
        if nag not in NAGS:
            raise NotationError(f"record line {line_no}: unknown annotation {shown(glyph, 12)} (expected "
                                f"{', '.join(_GLYPHS)} or $1 to $6): {_quoted(raw)}")
        if _nag_tail(line) is not None:
            raise NotationError(f"record line {line_no}: one glyph a turn: {_quoted(raw)}")
    if nag is None and comment is None:
        return line, None
    number = _NUMBER.match(line)
    if not line[number.end() if number else 0:]:
        raise NotationError(f"record line {line_no}: an annotation must follow a turn on its line: "
                            f"{_quoted(raw)}")
    return line, Annotation(nag, comment)


def _nag_tail(line: str) -> tuple[str, str] | None:
    """(the turn before it, the glyph) when `line` ends in a glyph such as `?!` or a NAG such
    as `$6`, else None. Linear: it scans back from the end once (a regex here was quadratic)."""
    last = line[-1:]
    if last != "?" and last != "!" and (last not in DIGITS or "$" not in line):
        return None  # the common case, a turn with no glyph, at once
    i = end = len(line)
    while i and line[i - 1] in "?!":
        i -= 1
    if i == end:
        while i and line[i - 1] in DIGITS:
            i -= 1
        if i == end or not i or line[i - 1] != "$":
            return None
        i -= 1
    return line[:i].rstrip(), line[i:]


def _quoted(raw: str) -> str:
    """A record's line as an error message quotes it: stripped, at most QUOTE_LIMIT characters."""
    return shown(raw.strip())


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
            raise NotationError(f"record Board header {shown(tags['Board'])} differs from the board "
                                f"of the Start header, {start.board.name}")
        return start
    numbers = []
    for key, default in (("Cats", str(DEFAULT_CATS)), ("Seed", "0")):
        numbers.append(read_whole(tags.get(key, default), f"record {key} header", NotationError,
                                  digits=12))
    cats, seed = numbers
    try:
        return new_position(tags.get("Board", "hex6"), tags.get("Setup", "beginner"), cats, seed)
    except NotationError as e:
        raise NotationError(f"record Board/Setup/Cats/Seed headers: {e}") from None


def write_record(game: Game, tags: dict[str, str] | None = None,
                 annotations: Mapping[int, Annotation] | None = None) -> str:
    """Write a game as a record; `tags` adds or overrides headers, `annotations` (by index
    into game.turns) adds glyphs and {comments} after the turns.

    Raises ValueError for an annotation of no turn, an unknown NAG, or a comment holding
    '}' or a line break.
    """
    notes = dict(annotations or {})
    for index, note in notes.items():
        if not isinstance(index, int) or not 0 <= index < len(game.stack):
            raise ValueError(f"annotation for turn {index!r}: the game has {len(game.stack)} turns")
        if note.nag is not None and note.nag not in NAGS:
            raise ValueError(f"annotation for turn {index}: unknown NAG {note.nag!r}, expected 1 to 6")
        c = note.comment
        if c is not None and ("}" in c or "".join(c.splitlines()) != c):
            raise ValueError(f"annotation for turn {index}: a comment may not hold '}}' "
                             f"or a line break: {c!r}")
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
        line = f"{number}{'...' if ply % 2 else '.'} {turn}"
        note = notes.get(i)
        if note is not None and note.nag is not None:
            line += " " + NAGS[note.nag]
        if note is not None and note.comment is not None:
            line += " {" + note.comment + "}"
        lines.append(line)
    lines.append(head["Result"])
    return "\n".join(lines) + "\n"


def _escape(value: str) -> str:
    return str(value).replace("\\", "\\\\").replace('"', '\\"')
