"""A puzzle made in the position editor, in the URL fragment, and back (pure Python).

    #puzzle=made&kind=catch&rules=designer&variants=-&start=hex6_b_b:e7,f6_r:g7_c:e6,g10,j6_0-0_12-14

Keys, all required, in this order when written:
  puzzle    made (a puzzle set up by a person, not one of the shipped ones)
  kind      catch | forced | defend (game.catherders.puzzles.KINDS)
  rules     designer | alternate
  variants  comma-separated, '-' for none
  start     the position's text with '_' for spaces

The link carries no answer: decoding solves the position again with the engine
(game.catherders.puzzles.make_puzzle), so a link can never carry a false puzzle, and the
answer is not in the address for anyone to read. The solver works within a fixed
budget (game.catherders.solver.CHECK_BUDGET nodes, counted, never timed): a position past it
is refused as too hard to check. As in web/catherders/sharing/link.py, every
character is allowed in a fragment as it is, and decoding checks everything
and raises LinkError saying which part is wrong and quoting it.
"""

from __future__ import annotations

from game.catherders import RULE_SETS, NotationError, Position, Rules
from game.catherders.puzzles import KINDS, Puzzle, PuzzleError, make_puzzle
from web.catherders.sharing.link import MAX_LENGTH, LinkError, _unquote
from web.kit.fields import read_fields, shown

MADE = "made"
_KEYS = ("puzzle", "kind", "rules", "variants", "start")


def encode_made(puzzle: Puzzle) -> str:
    """The fragment (without '#') that opens `puzzle` as a made puzzle (its answer is not
    written: the page solves the position again)."""
    parts = (("puzzle", MADE), ("kind", puzzle.kind), ("rules", puzzle.ruleset),
             ("variants", puzzle.variants or "-"), ("start", puzzle.position.replace(" ", "_")))
    return "&".join(f"{k}={v}" for k, v in parts)


def is_made(fragment: str) -> bool:
    """True when the fragment (with or without '#') is a made puzzle's link (puzzle=made)."""
    text = _unquote(fragment[1:] if fragment.startswith("#") else fragment)
    return f"puzzle={MADE}" in text.split("&")


def _fields(fragment: str) -> dict[str, str]:
    text = fragment[1:] if fragment.startswith("#") else fragment
    if len(text) > MAX_LENGTH:
        raise LinkError(f"the puzzle link is too long ({len(text)} characters)")
    fields = read_fields(_unquote(text), LinkError, "puzzle link", tuple(_KEYS))
    for key in _KEYS:
        if key not in fields:
            raise LinkError(f"puzzle link has no {key}= part")
    return fields


def decode_made(fragment: str) -> Puzzle:
    """The puzzle a made puzzle's fragment (with or without '#') sets up, solved again by the
    engine. LinkError says which part is wrong and quotes it, or why the position is not a
    puzzle of its kind."""
    fields = _fields(fragment)
    if fields["puzzle"] != MADE:
        raise LinkError(f"puzzle link puzzle={shown(fields['puzzle'])}: expected puzzle={MADE}")
    kind = fields["kind"]
    if kind not in KINDS:
        raise LinkError(f"puzzle link kind={shown(kind)}: expected one of {', '.join(KINDS)}")
    if fields["rules"] not in RULE_SETS:
        raise LinkError(f"puzzle link rules={shown(fields['rules'])}: expected one of "
                        f"{', '.join(RULE_SETS)}")
    try:
        Rules.parse(fields["rules"], fields["variants"])
    except NotationError as e:
        raise LinkError(f"puzzle link variants={shown(fields['variants'])}: {e}") from None
    start = fields["start"].replace("_", " ")
    try:
        Position.parse(start)
    except NotationError as e:  # the position's message quotes the part at fault
        raise LinkError(f"puzzle link start=: {e}") from None
    try:
        return make_puzzle(start, fields["rules"], fields["variants"], kind)
    except PuzzleError as e:
        raise LinkError(f"puzzle link start={shown(fields['start'])}: {e}") from None
