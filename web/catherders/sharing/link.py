"""The shared link: a whole game in the URL fragment, and back.

    #v=1&rules=designer&variants=escort&board=hex6&setup=beginner&cats=9&seed=42&turns=a2,k10_j9~i8
    #v=2&rules=designer&board=hex6&setup=beginner&cats=9&seed=42&you=red&match=3f9c0a1b22de&t=xBk

Keys, in this order when written:
  v         format version (required): 1 writes the turns as text (`turns`), 2 as
            the compact code of web/catherders/sharing/compact.py (`t`); both are read
  you       a game played by link: the side the person who opens the link plays
            (blue or red; absent for a game on one device)
  match     a game played by link: its id, the same on both devices (12 hex digits);
            you and match come together or not at all
  rules     designer | alternate (default designer)
  variants  comma-separated, '-' or absent for none
  board, setup, cats, seed   the start, rebuilt with game.catherders.new_position
  start     instead of those four: a position's text with '_' for spaces (a link with start=
            and any of the four is refused, naming the key)
  blue, red who plays each side: 'human' or 'ai-<level>' (default human)
  turns     (v=1) the turns, comma-separated; in each, '_' for a space and '~'
            for '>' (so 'b2-d4 e5>f6' is 'b2-d4_e5~f6')
  t         (v=2) the turns in the compact code, compact.VERSION 1 (1 to 2
            characters a turn: a 300-turn game takes about 500)

Every character used is allowed in a URL fragment as it is, so the link
stays readable when pasted. Decoding checks everything and raises LinkError
(a NotationError) saying which part is wrong and quoting at most 80 characters
of it (game.text); nothing is ever trusted. Numbers are ASCII digits only, and a
link longer than MAX_LENGTH characters is refused unread.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from game.catherders import Game, IllegalTurnError, NotationError, Position, Rules, new_position
from game.text import read_whole
from web.catherders.sharing.compact import CompactError, encode_turns
from web.catherders.sharing.compact import decode_game as decode_compact
from web.catherders.words import COLOURS
from web.kit.fields import read_fields, shown
from web.kit.words import and_list

GAME_NAME = "catherders"  # its name in links (web/shell/registry.py)
VERSION = "1"
COMPACT_VERSION = "2"
PLAYERS = ("human", "ai-easy", "ai-medium", "ai-hard", "ai-max")
_KEYS = ("v", "rules", "variants", "board", "setup", "cats", "seed", "start", "blue", "red", "you",
         "match", "turns", "t")
_BUILT_START = ("board", "setup", "cats", "seed")  # the start when there is no start= key
MAX_LENGTH = 100_000
_ESCAPE = re.compile(r"%([0-9A-Fa-f]{2})")


class LinkError(NotationError):
    """A fragment that cannot be read: its message says which part is wrong."""


@dataclass(frozen=True)
class RefusedTurn:
    """A link's turn that could not be played, and what came after it."""

    number: int  # its place among the link's turns, from 1
    text: str  # the turn, in the engine's notation
    reason: str  # why it was refused: the engine's message, which quotes the turn
    rest: str  # the link's turns from this one on, as written in a link ('turns=' value)

    def __str__(self) -> str:
        return f"turn {self.number} of the link was refused: {self.reason}"


@dataclass
class GameSpec:
    """Everything needed to rebuild a game: options, start and turns."""

    rules: Rules = field(default_factory=Rules)
    board: str = "hex6"
    setup: str = "beginner"
    cats: int = 9
    seed: int = 0
    start_text: str | None = None  # a custom start position, instead of board/setup/cats/seed
    players: tuple[str, str] = ("human", "human")
    turns: list[str] = field(default_factory=list)
    you: int | None = None  # a game by link: the side this device plays (BLUE 0, RED 1)
    match: str | None = None  # a game by link: its id on both devices
    refused_code: str | None = None  # a compact code that went wrong after `turns`: why

    def start(self) -> Position:
        """The starting position (NotationError if the options are invalid)."""
        if self.start_text is not None:
            return Position.parse(self.start_text)
        return new_position(self.board, self.setup, self.cats, self.seed)

    def replay(self) -> Game:
        """The game with every turn played (LinkError naming the first turn that fails)."""
        game, refused = self.replay_legal()
        if refused is not None:
            raise LinkError(f"turn {refused.number} of the link: {refused.reason}")
        return game

    def replay_legal(self) -> tuple[Game, RefusedTurn | None]:
        """The game with the turns played up to the first one that fails, and that turn
        (None when all are played): a link with a bad turn still opens at its last legal
        turn. NotationError only when the start itself is invalid."""
        game = Game(self.start(), self.rules)
        for number, text in enumerate(self.turns, 1):
            try:
                game.push(text)
            except (IllegalTurnError, NotationError) as e:
                rest = ",".join(_turn_to_link(t) for t in self.turns[number - 1:])
                return game, RefusedTurn(number, text, str(e), rest)
        if self.refused_code is not None:
            return game, RefusedTurn(len(self.turns) + 1, "(in the compact code)",
                                     self.refused_code, "")
        return game, None

    def up_to(self, turns: int) -> GameSpec:
        """The same game with only its first `turns` turns."""
        return replace(self, turns=self.turns[:turns])

    def rematch(self, seed: int) -> GameSpec:
        """The next game: the same options, the sides swapped (who played blue plays red),
        cats placed from `seed`; a custom start position is kept as it was."""
        if self.you is not None:  # by link: the other side, in a new match
            return GameSpec(self.rules, self.board, self.setup, self.cats, seed, self.start_text,
                            self.players, [], 1 - self.you, new_match_id(seed))
        return GameSpec(self.rules, self.board, self.setup, self.cats, seed, self.start_text,
                        (self.players[1], self.players[0]), [])

    def same_game_as(self, other: GameSpec) -> bool:
        """True when both specs start the same game (turns aside)."""
        return (self.rules, self.start_text or "", str(self.start()), self.players) == (
            other.rules, other.start_text or "", str(other.start()), other.players)


def new_match_id(seed: int) -> str:
    """A game-by-link's id: 12 hex digits from a random `seed` (the caller draws it)."""
    return f"{seed & (2**48 - 1):012x}"


def encode(spec: GameSpec, compact: bool = False) -> str:
    """The fragment (without '#') for a game spec: v=1 with the turns as text, or v=2 with
    the compact code (`compact`), for short links to send."""
    parts = [("v", COMPACT_VERSION if compact else VERSION), ("rules", spec.rules.ruleset)]
    if spec.rules.variants != "-":
        parts.append(("variants", spec.rules.variants))
    if spec.start_text is not None:
        parts.append(("start", spec.start_text.replace(" ", "_")))
    else:
        parts += [("board", spec.board), ("setup", spec.setup), ("cats", str(spec.cats)),
                  ("seed", str(spec.seed))]
    for key, who in zip(COLOURS, spec.players, strict=True):
        if who != "human":
            parts.append((key, who))
    if spec.you is not None:
        parts.append(("you", COLOURS[spec.you]))
    if spec.match is not None:
        parts.append(("match", spec.match))
    if spec.turns and compact:
        parts.append(("t", encode_turns(spec.start(), spec.rules, spec.turns)))
    elif spec.turns:
        parts.append(("turns", ",".join(_turn_to_link(t) for t in spec.turns)))
    return "&".join(f"{k}={v}" for k, v in parts)


def decode(fragment: str) -> GameSpec:
    """Read a fragment (with or without '#'); LinkError says what is wrong.

    Only the form is checked here; whether the turns are legal is checked by
    replaying them (see web.catherders.session).
    """
    text = fragment[1:] if fragment.startswith("#") else fragment
    if len(text) > MAX_LENGTH:
        raise LinkError(f"the link is too long ({len(text)} characters)")
    text = _unquote(text)
    fields = read_fields(text, LinkError)
    # A link may name its game first (web/shell/registry.py); this is Cat Herders' reader.
    if fields.pop("game", GAME_NAME) != GAME_NAME:
        raise LinkError("link is for another game, not Cat Herders")
    # The version first: a newer link may well have keys this page does not know.
    if "v" not in fields:
        raise LinkError("link has no version (v=1): it is not a Cat Herders game link")
    if fields["v"] not in (VERSION, COMPACT_VERSION):
        raise LinkError(f"link version {shown(fields['v'])} is not known here "
                        "(this page reads v=1 and v=2)")
    if "t" in fields and fields["v"] != COMPACT_VERSION or "turns" in fields and fields["v"] != VERSION:
        raise LinkError(f"link v={fields['v']} writes its turns as "
                        f"{'t=' if fields['v'] == COMPACT_VERSION else 'turns='}")
    for key in fields:
        if key not in _KEYS:
            raise LinkError(f"link has an unknown key {shown(key)}")
    try:
        rules = Rules.parse(fields.get("rules", "designer"), fields.get("variants", "-"))
    except NotationError as e:
        raise LinkError(f"link rules: {e}") from None
    spec = GameSpec(rules=rules)
    if "start" in fields:
        for key in _BUILT_START:
            if key in fields:
                raise LinkError(f"link has both start= and {key}=: start= is the whole starting "
                                f"position, so {key}= would be ignored")
        spec.start_text = fields["start"].replace("_", " ")
    else:
        spec.board = fields.get("board", spec.board)
        spec.setup = fields.get("setup", spec.setup)
        spec.cats = _number(fields, "cats", spec.cats)
        spec.seed = _number(fields, "seed", spec.seed)
    try:
        spec.start()
    except NotationError as e:
        raise LinkError(f"link start: {e}") from None
    players = []
    for key in COLOURS:
        who = fields.get(key, "human")
        if who not in PLAYERS:
            raise LinkError(f"link {key}={shown(who)}: expected one of {', '.join(PLAYERS)}")
        players.append(who)
    spec.players = (players[0], players[1])
    if "you" in fields:
        if fields["you"] not in COLOURS:
            raise LinkError(f"link you={shown(fields['you'])}: expected {and_list(COLOURS, 'or')}")
        spec.you = COLOURS.index(fields["you"])
    if "match" in fields:
        match = fields["match"]
        if len(match) != 12 or not all(c in "0123456789abcdef" for c in match):
            raise LinkError(f"link match={shown(match)}: expected 12 hex digits")
        spec.match = match
    if ("you" in fields) != ("match" in fields):
        given, missing = ("you", "match") if "you" in fields else ("match", "you")
        raise LinkError(f"link has {given}= but no {missing}=: a game by link has both")
    if fields.get("turns"):
        spec.turns = [_turn_from_link(t) for t in fields["turns"].split(",")]
    if fields.get("t"):
        try:
            game = decode_compact(spec.start(), spec.rules, fields["t"])
            spec.turns = [str(t) for t in game.turns]
        except CompactError as e:  # opens at its last good turn, saying what went wrong
            spec.turns = [str(t) for t in e.turns]
            spec.refused_code = f"link turns code: {e}"
    return spec


def _turn_to_link(turn: str) -> str:
    return turn.replace(" ", "_").replace(">", "~")


def _turn_from_link(token: str) -> str:
    if not token:
        raise LinkError("link turns: an empty turn between two commas")
    return token.replace("_", " ").replace("~", ">")


def _number(fields: dict[str, str], key: str, default: int) -> int:
    value = fields.get(key)
    if value is None:
        return default
    return read_whole(value, f"link {key}=", LinkError, digits=12)


def _unquote(text: str) -> str:
    """Undo the percent-escapes a browser may have added (only ASCII ones: %20 to %7E)."""
    if "%" not in text:
        return text
    return _ESCAPE.sub(_unescaped, text)  # one pass, in C but for each escape (was a loop per character)


def _unescaped(escape: re.Match) -> str:
    code = int(escape.group(1), 16)
    return chr(code) if 32 <= code < 127 else escape.group(0)
