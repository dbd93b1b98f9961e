"""The parsers of Cat Herders' outside text, as tests/support/parsing_rule.py's `Parser`s: the game's link,
the compact code of its turns, its record, a typed turn, a position's text, a made puzzle's link,
the N of `#puzzle=N` and `#lesson=N`, and a screen reader's question. tests/catherders/test_parsing.py
holds each to the rule; bench/fuzz_parsers.py fuzzes them.

Each is read as the page reads it: a link is decoded and its game played to its last legal turn
(web/catherders/page.py opens it there), a record is read and replayed, a typed turn is played on a
position. The samples are real games: seeded random games through the engine on several boards
and rules (random play makes the longest games), cut at several lengths, with review marks and
players' names in the records, and the shipped puzzles. Importing this module plays them (about
a second).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from game.catherders import Game, Position, Rules, new_position
from game.catherders.position import MAX_POSITION_LENGTH
from game.catherders.puzzles import load_puzzles, solve
from game.catherders.record import MAX_RECORD_LENGTH, Annotation, read_record, write_record
from game.catherders.turn import MAX_TURN_LENGTH
from tests.support.parsing_rule import Parser
from web.catherders.access.board_text import COMMANDS, answer
from web.catherders.editor.puzzle_link import decode_made, encode_made
from web.catherders.sharing.compact import MAX_CODE_LENGTH, decode_game, encode_turns
from web.catherders.sharing.link import MAX_LENGTH, GameSpec, decode, encode
from web.catherders.training.run import run_number

ROOT = Path(__file__).resolve().parents[2]
PUZZLES = load_puzzles((ROOT / "assets" / "puzzles.json").read_text())
# (board, setup, cats, ruleset, variants) of the games the samples come from
STARTS = (("hex6", "beginner", 9, "designer", "-"),
          ("sq7", "beginner", 15, "alternate", "capture3,double-step"),
          ("hex7", "advanced", 11, "alternate", "escort"),
          ("sq9", "empty", 9, "designer", "double-step"),
          ("sq13", "beginner", 25, "alternate", "escort,capture3,double-step"))
CUTS = (0, 1, 7, 40, 120)  # turns kept of each game (and the whole game)
NAMES = ("Ann", 'Zoë "the cat" \\ B', "猫=ねこ")


# ---- real games ------------------------------------------------------------------------------


@cache
def games() -> tuple[Game, ...]:
    """A seeded random game from each start, played to its end (or 400 turns), and its cuts."""
    out = []
    for seed, (board, setup, cats, ruleset, variants) in enumerate(STARTS, 1):
        rules = Rules.parse(ruleset, variants)
        whole = Game(new_position(board, setup, cats, seed), rules)
        rng = random.Random(seed)
        while not whole.is_over() and len(whole.turns) < 400:
            whole.random_turn(rng)
        for cut in (*CUTS, len(whole.turns)):
            game = Game(whole.start, rules)
            for turn in whole.turns[:cut]:
                game.push(turn)
            out.append(game)
    return tuple(out)


def game_key(game: Game) -> tuple:
    """What makes a game the same game: its rules, its start and its turns."""
    return game.rules, str(game.start), tuple(str(t) for t in game.turns)


# ---- the link --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Opened:
    """A link as the page opens it: what it says, and its game played to the last legal turn."""

    spec: GameSpec
    game: Game


def read_link(fragment: str) -> Opened:
    """Decode a link and play its turns up to the first that fails, as the page does."""
    spec = decode(fragment)
    game, _refused = spec.replay_legal()
    return Opened(spec, game)


def write_link(opened: Opened) -> str:
    """The link of the game opened (v=1, the turns as text)."""
    return encode(replace(opened.spec, turns=[str(t) for t in opened.game.turns], refused_code=None))


def same_opened(a: Opened, b: Opened) -> bool:
    """The same game, played by the same players, on the same devices."""
    return ((a.spec.players, a.spec.you, a.spec.match, game_key(a.game))
            == (b.spec.players, b.spec.you, b.spec.match, game_key(b.game)))


def _links() -> list[str]:
    out = []
    for i, game in enumerate(games()):
        board, setup, cats, _ruleset, _variants = STARTS[i // (len(CUTS) + 1)]
        seed = i // (len(CUTS) + 1) + 1
        spec = GameSpec(game.rules, board, setup, cats, seed, turns=[str(t) for t in game.turns],
                        players=(("human", "ai-hard"), ("ai-easy", "human"))[i % 2])
        if i % 3 == 1:
            spec = replace(spec, you=i % 2, match=f"{i:012x}")
        if i % 4 == 2:
            spec = replace(spec, start_text=str(game.start))
        if len(game.turns) <= 120:
            out.append(encode(spec, compact=i % 2 == 0))
    out.append("v=1&rules=alternate&variants=escort&board=sq13&setup=empty&cats=9&seed=1&blue=ai-hard"
               "&red=ai-medium&you=blue&match=ae9f05e82189&turns=m5_l6~l7,a10,f13,j1,a3,j1-h3_g3~f3,g1")
    out.append("#v=1&rules=designer&variants=escort&board=hex6&setup=beginner&cats=9&seed=42&turns=a2,k10_j9~i8")
    return out


# ---- the compact code ------------------------------------------------------------------------


def compact_parser(index: int) -> Parser:
    """The compact code of the turns of games from STARTS[index] (its seeded start)."""
    board, setup, cats, ruleset, variants = STARTS[index]
    start, rules = new_position(board, setup, cats, index + 1), Rules.parse(ruleset, variants)
    mine = [g for g in games() if g.start == start and g.rules == rules]
    return Parser(f"compact code ({board} {ruleset} {variants})",
                  lambda text: decode_game(start, rules, text), ("code",),
                  [encode_turns(start, rules, g.turns) for g in mine],
                  write=lambda game: encode_turns(start, rules, game.turns),
                  same=lambda a, b: game_key(a) == game_key(b), cap=MAX_CODE_LENGTH, strict=True)


# ---- the record ------------------------------------------------------------------------------


def read_game_record(text: str):
    """A record read and replayed, as the page imports one."""
    return read_record(text).replay()


def _records() -> list[str]:
    out = []
    for i, game in enumerate(games()):
        notes = {k: Annotation((6, 2, 4, None)[k % 4], None if k % 3 else f"best {k}; 62% -> 31%")
                 for k in range(0, len(game.turns), 5)}
        tags = {"Board": game.board.name, "Blue": NAMES[i % 3], "Red": "ai-hard"}
        out.append(write_record(game, tags, notes if i % 2 else None))
    out.append('[Board "hex6"]\n[Setup "beginner"]\n[Cats "9"]\n[Seed "7"]\n\n1. a2 ?! {a comment}\n'
               "1... k10 ; a note\n*\n")
    return out


# ---- a typed turn and a position -------------------------------------------------------------


def typed_parser(index: int, turns: int) -> Parser:
    """A turn typed on the page in the position `turns` turns into the game of STARTS[index]."""
    game = next(g for g in games() if g.start == new_position(*STARTS[index][:3], index + 1)
                and len(g.turns) == turns)
    position, rules = game.fen(), game.rules

    def play(text: str) -> str:  # as Session.type_turn
        return str(Game(position, rules).push(" ".join(text.split()) if len(text) <= MAX_TURN_LENGTH
                                              else text))

    texts = sorted({str(t) for t in Game(position, rules).legal_turns()}, key=len)
    return Parser(f"typed turn ({game.board.name} {rules})", play, ("turn",),
                  texts[:10] + texts[-10:], write=str)


def _positions() -> list[str]:
    return [g.fen() for g in games()] + ["hex6 r b:a1,f11 r:f1,k11 c:c4,c5,d7,e5,f7,g4,h9,i6,i9 0-0 13-13"]


# ---- puzzles, lessons and questions ----------------------------------------------------------


def _made_puzzles() -> list[str]:
    """The made-puzzle links of the shipped puzzles quickest to check, two of each kind."""
    quick = sorted(PUZZLES, key=lambda p: solve(p.game(), p.kind).nodes)
    chosen = [p for kind in ("catch", "forced", "defend") for p in [q for q in quick if q.kind == kind][:2]]
    return [encode_made(p) for p in chosen]


QUESTION_GAME = games()[3]  # a hex6 game after 40 turns


PARSERS: list[Parser] = [
    Parser("catherders link", read_link, ("link",), _links(), write=write_link, same=same_opened,
           cap=MAX_LENGTH),
    compact_parser(0),
    compact_parser(1),
    Parser("catherders record", read_game_record, ("record", "turn"), _records(),
           write=write_record, same=lambda a, b: game_key(a) == game_key(b), cap=MAX_RECORD_LENGTH),
    typed_parser(0, 40),
    typed_parser(2, 7),
    Parser("position text", Position.parse, ("position",), _positions(), write=str,
           cap=MAX_POSITION_LENGTH),
    Parser("made puzzle link", decode_made, ("puzzle link",), _made_puzzles(), write=encode_made,
           cap=MAX_LENGTH),
    Parser("puzzle or lesson number", lambda text: run_number(text, "puzzle", len(PUZZLES)),
           ("puzzle=",), ["1", "9", str(len(PUZZLES))], write=str),
    Parser("screen reader question", lambda text: answer(QUESTION_GAME, text), ("question",),
           [phrase for phrases in COMMANDS.values() for phrase in phrases][:12]),
]
