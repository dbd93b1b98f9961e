"""A game's turns in a few characters each, for links: a compact, versioned code.

    encode_turns(start, rules, ["a2", "k10 j9>i8", ...])  ->  "xBkC..."
    decode_turns(start, rules, "xBkC...")                 ->  [Turn, Turn, ...]

The code does not spell a turn out; it says which of the turns the rules
allow was played, by replaying the game:

- A turn is a short list of digits, each an index into a list the engine
  makes: first the action's index in `game.legal_actions()` (radix: how many
  legal actions there are), then, for each choice the `TurnBuilder` from
  `game.begin(origin, target)` asks until the turn is complete, the index of
  the chosen option in `builder.options()` (radix: how many options). A
  forced step (one option) has radix 1 and costs nothing. A pass (no legal
  action at all) has no digit.
- The turn's digits make one number, least significant first, each digit in
  its own radix: value = a + A·(c1 + C1·(c2 + C2·(...))) for action a of A,
  choice c1 of C1, and so on. A pass is the number 0. The number is then
  written in base 64 as a VLQ: each character carries 5 bits of the number,
  lowest first, plus a continuation bit (values 32-63) on every character but
  the last. The characters are the URL-safe base 64 alphabet A-Z a-z 0-9 - _,
  all allowed in a URL fragment as they are.
- Turns follow one another with no separator: each number's own characters
  say where it ends, and the replay says how to read it. A turn takes one or
  two characters (1.6 on average in random hex6 games), a pass one ('A').

The code is exact and has one spelling per game: every number must be
smaller than the product of its turn's radices (nothing may be left over once
the turn is complete), must not end in a needless zero character, and must
make the choices encode_turns makes for the turn it plays (under the alternate
rules a blocked cat that the turn's text does not name may stay at more than
one point of the turn; the code writes the first, and decoding checks each turn
by writing it again), so encode_turns(decode_turns(code)) == code for every
code that decodes. A code longer than MAX_CODE_LENGTH is refused unread.

Decoding never lists whole turns: it only replays the actions and choices
through the builder, as Game.push does for a written turn. Each turn uses at
least one character and at most MAX_NUMBER_CHARACTERS, so a hostile code
costs bounded work per character. Anything wrong raises CompactError (a
NotationError) naming the turn and quoting the piece of the code at fault;
the turns read before it are kept on the error, so a damaged link can still
open at its last good turn.

THE ORDER IS PART OF THE FORMAT. What a digit means is defined by the order
in which the engine lists `legal_actions()` (placements on the Wall in cell
order, then each herder in cell order with its lines) and `options()` (the
fleeing cats in cell order, each with its targets in neighbour order, then
the stays; escorts in cell order), and by which options the rules keep. Any
change to either order, or to the rules, changes what an existing code
means, so it needs a new VERSION, and the link that carries a code carries
its version with it. tests/catherders/web/test_compact.py pins the exact code of fixed
seeded games, so an accidental change of order fails a test.

Pure Python, standard library only (it runs in the page under Pyodide).
"""

from __future__ import annotations

from game.catherders import Game, IllegalTurnError, NotationError, Position, Rules, Turn
from game.text import shown

__all__ = ["ALPHABET", "MAX_CODE_LENGTH", "MAX_NUMBER_CHARACTERS", "VERSION", "CompactError", "decode_game",
           "decode_turns", "encode_turns"]

VERSION = 1
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_VALUE = {ch: i for i, ch in enumerate(ALPHABET)}
_MORE = 32  # the continuation bit of a character's value
# A turn's number is far smaller than 2**1000: at most about 2**10 actions, and each
# choice (a cat's step, a stay, an escort) has fewer than 2**7 options, with a few dozen
# choices in the most crowded turn. The cap keeps a hostile run of characters cheap.
MAX_NUMBER_CHARACTERS = 200
# A code is at most MAX_CODE_LENGTH characters: the longest of 1,440 random games on every board
# (1,931 turns) takes 3,433, and a game played by people is far shorter. Longer is refused unread.
MAX_CODE_LENGTH = 8_000
_SHOWN = 12  # characters of the code quoted in an error message


class CompactError(NotationError):
    """A code that cannot be read (or turns that cannot be written): the message says
    which turn (from 1) and what is wrong; `turns` holds the turns read before it."""

    def __init__(self, message: str, number: int | None = None, turns: list[Turn] | None = None):
        super().__init__(message)
        self.number = number
        self.turns = list(turns or [])


# ---- writing ---------------------------------------------------------------------


def encode_turns(start: Position | str, rules: Rules, turns: list[Turn | str]) -> str:
    """The code for `turns` played from `start` under `rules` (CompactError naming the
    first turn that is malformed, illegal, or played after the game's end)."""
    game = _new_game(start, rules)
    out: list[str] = []
    for number, turn in enumerate(turns, 1):
        digits = _turn_digits(game, number, turn)
        value = 0
        for digit, radix in reversed(digits):
            value = value * radix + digit
        if value.bit_length() > 5 * MAX_NUMBER_CHARACTERS:  # far beyond any real turn
            raise CompactError(f"turn {number} cannot be written: it has too many choices for "
                               "this code", number, game.turns[:-1])
        _write_number(value, out)
    return "".join(out)


def _turn_digits(game: Game, number: int, turn: Turn | str) -> list[tuple[int, int]]:
    """Play `turn` on `game` and return its (digit, radix) pairs, radix > 1 only."""
    try:
        if isinstance(turn, str):
            turn = game.parse_turn(turn)
        elif not isinstance(turn, Turn):
            raise NotationError(f"a turn must be a Turn or text, not {type(turn).__name__}")
        if turn.board is not game.board:
            raise NotationError(f"turn {str(turn)!r} is for {turn.board.name}, not {game.board.name}")
    except NotationError as e:
        raise CompactError(f"turn {number} cannot be written: {e}", number, game.turns) from None
    text = str(turn)
    if game.is_over():
        raise CompactError(f"turn {number} ({text!r}) cannot be written: the game is already over "
                           f"({game.outcome()})", number, game.turns)
    try:
        digits = _match(game, turn)
    except IllegalTurnError:  # not expected: the builder only gets what it offers
        digits = None
    if digits is not None:
        played = game.push(digits.pop())  # the complete builder, checked by the game
        if str(played) == text:
            return digits
        game.pop()  # the builder went another way than the text: let push() say why
    try:
        game.push(turn)
    except (IllegalTurnError, NotationError) as e:
        raise CompactError(f"turn {number} cannot be written: {e}", number, game.turns) from None
    game.pop()
    raise CompactError(f"turn {number} ({text!r}) cannot be written: the engine plays it, but not "
                       "as a list of its choices (please report this)", number, game.turns)


def _match(game: Game, turn: Turn) -> list | None:
    """The digits of `turn`, with the complete builder that plays it appended last; None
    when the turn is not legal. The choices are made as Game.push makes them for the text:
    under the alternate rules, a blocked cat that is not written later stays at the first
    chance; every other choice is the next written step."""
    actions = game.legal_actions()
    if turn.is_pass:
        if actions:
            return None
        digits: list = []
        builder = game.begin(None, None)
    else:
        action = (turn.origin, turn.target)
        if action not in actions:
            return None
        digits = [(actions.index(action), len(actions))] if len(actions) > 1 else []
        builder = game.begin(*action)
    # The written steps, one event per choice they make: ('escort', herder) or
    # ('flee', cell, to) for each hop; with each, the cats whose flights are still to come.
    events: list[tuple] = []
    for i, step in enumerate(turn.steps):
        later = {s[0] for s in turn.steps[i:] if isinstance(s, tuple)}
        if isinstance(step, tuple):
            for k in range(1, len(step)):
                events.append((("flee", step[k - 1], step[k]), later if k == 1 else later - {step[0]}))
        else:
            events.append((("escort", step, None), later))
    done = 0
    while not builder.complete:
        options = builder.options()
        later = events[done][1] if done < len(events) else set()
        pick = next((i for i, o in enumerate(options) if o.kind == "stay" and o.cell not in later), None)
        if pick is None and done < len(events):
            wanted = events[done][0]
            pick = next((i for i, o in enumerate(options) if tuple(o) == wanted), None)
            done += 1
        if pick is None:
            return None
        if len(options) > 1:
            digits.append((pick, len(options)))
        builder.choose(options[pick])
    if done < len(events):
        return None
    digits.append(builder)
    return digits


def _write_number(value: int, out: list[str]) -> None:
    while value >= _MORE:
        out.append(ALPHABET[_MORE | (value & 31)])
        value >>= 5
    out.append(ALPHABET[value])


# ---- reading ---------------------------------------------------------------------


def decode_turns(start: Position | str, rules: Rules, code: str) -> list[Turn]:
    """The turns a code stands for, played from `start` under `rules` (CompactError if the
    code is malformed or out of range anywhere)."""
    return decode_game(start, rules, code).turns


def decode_game(start: Position | str, rules: Rules, code: str) -> Game:
    """The game with every turn of `code` played (CompactError as decode_turns)."""
    game = _new_game(start, rules)
    if not isinstance(code, str):
        raise CompactError(f"the turns' code must be text, not {type(code).__name__}", 1)
    if len(code) > MAX_CODE_LENGTH:
        raise CompactError(f"the turns' code is too long: {len(code)} characters, at most "
                           f"{MAX_CODE_LENGTH}", 1)
    i, size = 0, len(code)
    while i < size:
        number = len(game.stack) + 1
        value, j = _read_number(code, i, number, game)
        read = value
        where = f"turn {number} of the code ({_show(code, i, j)} at character {i + 1})"
        if game.is_over():
            _fail(where, f"the game is already over ({game.outcome()}), but the code goes on", number, game)
        actions = game.legal_actions()
        try:
            if actions:
                value, a = divmod(value, len(actions))
                builder = game.begin(*actions[a])
            else:
                builder = game.begin(None, None)  # no legal action: a pass, written 'A'
            choices = 0
            while not builder.complete:
                options = builder.options()
                choices += 1
                if not options or choices > 4 * game.board.size:
                    _fail(where, "the engine offers no way to finish this turn (please report this)",
                          number, game)
                if len(options) > 1:
                    value, k = divmod(value, len(options))
                    builder.choose(options[k])
                else:
                    builder.choose(options[0])
        except IllegalTurnError as e:
            _fail(where, f"the engine refused it: {e}", number, game)
        if value:
            what = f"{len(actions)} legal actions" if actions else "no legal action (a pass is 'A')"
            _fail(where, f"the number is too large for this position ({what} and the choices that "
                  "follow)", number, game)
        _check_spelling(game, builder, read, where, number)
        game.push(builder)
        i = j
    return game


def _check_spelling(game: Game, builder, read: int, where: str, number: int) -> None:
    """Refuse a turn that the code spells otherwise: the choices read must be the ones
    encode_turns makes for the turn they play (under the alternate rules a blocked cat that
    the turn's text does not name may stay at more than one point of the turn, and the code
    writes only the first), so that one game has one code."""
    turn = builder.turn()
    digits = _match(game, turn)
    if digits is None or str(digits.pop().turn()) != str(turn):  # not expected: the encoder agrees
        _fail(where, f"the turn {shown(str(turn))} cannot be written back (please report this)", number, game)
    value = 0
    for digit, radix in reversed(digits):
        value = value * radix + digit
    if value != read:
        code: list[str] = []
        _write_number(value, code)
        _fail(where, f"another spelling of the turn {shown(str(turn))}, which is written "
              f"{''.join(code)!r}: a game has one code", number, game)


def _fail(where: str, why: str, number: int, game: Game):
    raise CompactError(f"{where}: {why}", number, game.turns)


def _read_number(code: str, i: int, number: int, game: Game) -> tuple[int, int]:
    """The number written from code[i] on, and where the next one starts."""
    value = shift = 0
    j = i
    while True:
        if j >= len(code):
            raise CompactError(f"turn {number} of the code ({_show(code, i, j)} at character {i + 1}): "
                               "the code ends in the middle of a number", number, game.turns)
        d = _VALUE.get(code[j])
        if d is None:
            raise CompactError(f"turn {number} of the code: {code[j]!r} at character {j + 1} is not "
                               f"one of the code's characters (A-Z a-z 0-9 - _), in "
                               f"{_show(code, i, j + 1)}", number, game.turns)
        j += 1
        if j - i > MAX_NUMBER_CHARACTERS:
            raise CompactError(f"turn {number} of the code ({_show(code, i, j)} at character {i + 1}): "
                               f"a number longer than {MAX_NUMBER_CHARACTERS} characters",
                               number, game.turns)
        value |= (d & 31) << shift
        shift += 5
        if d < _MORE:
            if d == 0 and j - i > 1:
                raise CompactError(f"turn {number} of the code ({_show(code, i, j)} at character "
                                   f"{i + 1}): a number ends in a needless 'A'", number, game.turns)
            return value, j


def _show(code: str, i: int, j: int) -> str:
    piece = code[i:j]
    return repr(piece if len(piece) <= _SHOWN else piece[:_SHOWN] + "…")


def _new_game(start: Position | str, rules: Rules) -> Game:
    if not isinstance(rules, Rules):
        raise CompactError(f"rules must be Rules, not {type(rules).__name__}")
    try:
        return Game(start, rules)
    except NotationError as e:
        raise CompactError(f"the start position: {e}") from None
