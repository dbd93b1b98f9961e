"""The board in words, for screen readers and players who cannot see it (pure Python).

Four things, all worked out by the engine and never changing a game:

- `position_rows(game)`: the board row by row, each cell in a few words ("d5 cat",
  "a1 Wall, empty"), for a table a screen reader walks through;
- `summary(game)`: the state of play in short lines: who moves, the catches, the supply,
  who watches each cat, and which cats can be caught now;
- `narrate_turn(game_before, turn)`: a committed turn told as it happened, e.g. "Red moves
  g7 to e7. The cat on e6 runs to d5. Red catches the cat on d5.";
- `answer(game, command)`: short questions a blind player asks, in the spirit of lichess's
  blind mode ("my herders", "cats", "danger", "last", ...); `COMMANDS` lists their words.
"""

from __future__ import annotations

import re

from game.catherders import CAT, EMPTY, Game, owner
from game.catherders.consequences import catchable, threatened
from game.catherders.turn import Turn
from game.text import shown
from web.catherders.words import COLOURS, SIDES
from web.kit.words import and_list, count

__all__ = ["COMMANDS", "answer", "narrate_turn", "position_rows", "summary"]

# Each command and the words that ask for it (compared after lower-casing and dropping
# punctuation); answer() also recognises a command from its key words (_KEYWORDS).
COMMANDS: dict[str, tuple[str, ...]] = {
    "my herders": ("my herders", "where are my herders", "mine", "me"),
    "their herders": ("their herders", "where are their herders", "theirs", "opponent",
                      "opponent herders", "their"),
    "cats": ("cats", "where are the cats", "cat"),
    "danger": ("danger", "which cats are in danger", "threats", "in danger"),
    "last": ("last", "last turn", "last move", "what happened"),
    "score": ("score", "catches", "what is the score"),
    "help": ("help", "commands", "what can i ask"),
}
# Key words, checked in this order when no phrase of COMMANDS matches exactly.
_KEYWORDS = (
    ("danger", {"danger", "threat", "threats", "threatened", "catchable"}),
    ("last", {"last", "previous", "happened"}),
    ("score", {"score", "catches", "caught"}),
    ("their herders", {"their", "theirs", "opponent", "opponents", "other"}),
    ("my herders", {"my", "mine"}),
    ("cats", {"cat", "cats"}),
    ("help", {"help", "commands"}),
)


# ---- small words ------------------------------------------------------------------------

def _cats_on(names, cells) -> str:
    """'the cat on d5' or 'the cats on d5 and e6'."""
    cells = sorted(cells)
    return ("the cat on " if len(cells) == 1 else "the cats on ") + and_list([names[c] for c in cells])


def state_copy(game: Game) -> Game:
    """A game in the same state as `game` (position, repetitions, quiet turns, passes) without
    its history, cheap to make whatever the game's length (Game.copy replays every turn); the
    game is not touched. Turns pushed on it are judged exactly as on `game`."""
    g = Game(game.position(), game.rules)
    g.quiet, g.passes, g.seen = game.quiet, game.passes, dict(game.seen)
    return g


def _before_last(game: Game) -> Game:
    """The game as it was before its last turn (a copy)."""
    g = game.copy()
    g.pop()
    return g


def _watched(blue: int, red: int) -> str:
    """'watched by 1 blue herder', 'watched by 2 blue and 1 red herder', 'watched by no herder'."""
    if blue and red:
        return f"watched by {blue} blue and {count(red, 'red herder')}"
    if blue or red:
        return f"watched by {count(blue or red, ('blue' if blue else 'red') + ' herder')}"
    return "watched by no herder"


def _outcome_sentence(game: Game) -> str | None:
    """The end of the game in a sentence, or None while it goes on."""
    out = game.outcome()
    if out is None:
        return None
    b, r = game.captures
    if out.winner is not None and game.captures[out.winner] >= game.needed:
        n = game.captures[out.winner]
        return f"{SIDES[out.winner]} wins: {n} of {count(game.total_cats, 'cat')} caught."
    if game.passes >= 2:
        if out.winner is None:
            return f"Both sides passed: the game is a draw, {count(b, 'cat')} each."
        return f"Both sides passed: {SIDES[out.winner]} wins, {count(max(b, r), 'cat')} to {min(b, r)}."
    if "three times" in out.reason:
        return "The game is a draw: the same position occurred three times."
    return f"The game is a draw: {out.reason.replace('capture', 'catch')}."


# ---- the board, row by row ------------------------------------------------------------

def _cell_text(board, cells, cell: int) -> str:
    piece = cells[cell]
    what = ("empty" if piece == EMPTY else "cat" if piece == CAT
            else f"{COLOURS[owner(piece)]} herder")
    wall = " Wall," if board.is_wall[cell] else ""
    return f"{board.names[cell]}{wall} {what}"


def position_rows(game: Game, cells=None) -> list[tuple[str, list[str]]]:
    """The board row by row, in the board's own order (hex: rows a, b, ... from the bottom;
    square: ranks 1, 2, ...), each as (label, [one short text per cell]), e.g.
    ("row d", ["d1 Wall, empty", "d2 blue herder", "d3 cat", ...]).

    `cells` is what the board shows (a turn being built, or a position looked back at);
    it defaults to the game's own pieces. Every cell of the board is in exactly one row.
    """
    board = game.board
    cells = game.cells if cells is None else cells
    rows: dict[int, list[int]] = {}
    hexagonal = board.kind == "hex"
    for cell, (a, b) in enumerate(board.coords):
        rows.setdefault(a if hexagonal else b, []).append(cell)
    out = []
    for key in sorted(rows):
        label = f"row {chr(97 + key)}" if hexagonal else f"rank {key + 1}"
        members = sorted(rows[key], key=lambda c: board.coords[c][1 if hexagonal else 0])
        out.append((label, [_cell_text(board, cells, c) for c in members]))
    return out


# ---- the state of play ----------------------------------------------------------------

def summary(game: Game) -> list[str]:
    """The state of play as short lines: whose turn (or how the game ended), the catches
    and how many win, each side's supply, every cat with the herders of each colour that
    watch it (stand next to it), the cats the side to move can catch now and those the
    other side threatens (game.catherders.consequences.catchable and threatened)."""
    names, p = game.board.names, game.to_move
    b, r = game.captures
    ended = _outcome_sentence(game)
    lines = [f"Game over. {ended}" if ended else f"{SIDES[p]} to move."]
    lines.append(f"Cats caught: blue {b}, red {r}; {game.needed} of {game.total_cats} win.")
    lines.append(f"In supply: blue {count(game.supply[0], 'herder')}, "
                 f"red {count(game.supply[1], 'herder')}.")
    lines.append(f"On the board: blue {count(len(game.herders[0]), 'herder')}, "
                 f"red {count(len(game.herders[1]), 'herder')}, {count(len(game.cats), 'cat')}.")
    for cat in sorted(game.cats):
        blue, red = game.watch[0][cat], game.watch[1][cat]
        lines.append(f"Cat on {names[cat]}: watched by {blue} blue and {count(red, 'red herder')}.")
    if not ended:
        lines += _danger(game)
    return lines


def _danger(game: Game) -> list[str]:
    names, p = game.board.names, game.to_move
    now, later = catchable(game), threatened(game)
    mine = (f"{SIDES[p]} can catch {_cats_on(names, now)} now." if now
            else f"{SIDES[p]} can catch no cat this turn.")
    theirs = (f"{SIDES[1 - p]} threatens {_cats_on(names, later)}." if later
              else f"{SIDES[1 - p]} threatens no cat.")
    return [mine, theirs]


# ---- a turn, told ---------------------------------------------------------------------

def narrate_turn(game_before: Game, turn: Turn | str) -> str:
    """A committed turn in sentences, in the order things happened: the action ("Blue
    places a herder on a3.", "Red moves g7 to e7.", "Blue passes."), each cat's run ("The
    cat on e6 runs to d5.", "... runs to f6 then f7." under double-step), the cats that had
    nowhere to run, each catch ("Red catches the cat on d5."), the herders that leave with
    a catch under escort, and the end of the game when the turn ends it ("Blue wins: 5 of 9
    cats caught.").

    `game_before` is the game just before the turn; it is not changed (the turn is played
    on a copy). IllegalTurnError if the turn is not legal there.
    """
    g = state_copy(game_before)
    if isinstance(turn, str):
        turn = g.parse_turn(turn)
    board = g.board
    names, cells_before = board.names, game_before.cells
    side, colour = SIDES[g.to_move], COLOURS[g.to_move]
    if turn.is_pass:
        g.push(turn)
        return _finish([f"{side} passes."], g)
    if turn.is_placement:
        said = [f"{side} places a herder on {names[turn.target]}."]
    else:
        said = [f"{side} moves {names[turn.origin]} to {names[turn.target]}."]
    fleeing = [c for c in board.neighbours[turn.target] if cells_before[c] == CAT]
    builder = g.begin_checked(str(turn), turn.origin, turn.target)

    def catches(since: int) -> None:
        new = builder.caught[since:]
        if new:
            said.append(f"{side} catches {_cats_on(names, new)}.")

    # Alternate rules catch as the herder lands, before any cat runs; the designer's catch
    # after the runs (at once only when no cat can run).
    designer = g.rules.designer
    at_once = set() if designer else set(builder.caught)
    steps = turn.steps
    moved: set[int] = set()
    escorts: list[int] = []
    last_flight = max((i for i, s in enumerate(steps) if isinstance(s, tuple)), default=-1)
    if not designer:
        catches(0)
    if last_flight < 0:
        said += _stays(names, fleeing, moved, at_once)
        if designer:
            catches(0)
    for i, step in enumerate(steps):
        since = len(builder.caught)
        builder.play_step(step, steps[i + 1:])
        if isinstance(step, int):
            escorts.append(step)
            if i + 1 == len(steps) or not isinstance(steps[i + 1], int):
                said.append(_escort_sentence(colour, names, escorts))
                escorts = []
            continue
        moved.add(step[0])
        said.append(f"The cat on {names[step[0]]} runs to {' then '.join(names[c] for c in step[1:])}.")
        if i == last_flight:  # the cats with nowhere to go, before the designer's catches
            said += _stays(names, fleeing, moved, at_once)
        catches(since)
    since = len(builder.caught)
    builder.check_complete()
    catches(since)
    g.push(builder)
    return _finish(said, g)


def _stays(names, fleeing, moved, at_once) -> list[str]:
    stay = [c for c in fleeing if c not in moved and c not in at_once]
    if not stay:
        return []
    if len(stay) == 1:
        return [f"The cat on {names[stay[0]]} has nowhere to run."]
    return [f"The cats on {and_list([names[c] for c in sorted(stay)])} have nowhere to run."]


def _escort_sentence(colour: str, names, herders: list[int]) -> str:
    if len(herders) == 1:
        return f"The {colour} herder on {names[herders[0]]} leaves with the catch."
    return f"The {colour} herders on {and_list([names[h] for h in herders])} leave with the catches."


def _finish(said: list[str], after: Game) -> str:
    ended = _outcome_sentence(after)
    return " ".join(said + ([ended] if ended else []))


# ---- questions ------------------------------------------------------------------------

MAX_QUESTION_LENGTH = 200  # characters of a question read: the longest of COMMANDS is far shorter

def _command_of(text: str) -> str | None:
    words = re.sub(r"[^a-z0-9 ]+", " ", text.lower().replace("'", "")).split()
    phrase = " ".join(words)
    for name, phrases in COMMANDS.items():
        if phrase in phrases:
            return name
    found = set(words)
    for name, keys in _KEYWORDS:
        if found & keys:
            return name
    return None


def _herders(game: Game, player: int, whose: str) -> str:
    names = game.board.names
    on = sorted(game.herders[player])
    supply = count(game.supply[player], "herder")
    if not on:
        return f"{whose} {COLOURS[player]} herders: none on the board; {supply} in supply."
    return (f"{whose} {count(len(on), COLOURS[player] + ' herder')}: "
            f"{and_list([names[c] for c in on])}; {supply} in supply.")


def _cats(game: Game) -> str:
    names = game.board.names
    if not game.cats:
        return "No cat is left on the board."
    parts = [f"{names[c]}, {_watched(game.watch[0][c], game.watch[1][c])}" for c in sorted(game.cats)]
    return f"{count(len(game.cats), 'cat')}: " + "; ".join(parts) + "."


def _score(game: Game) -> str:
    b, r = game.captures
    ended = _outcome_sentence(game)
    said = f"Blue has caught {b}, red {r}; {game.needed} of {game.total_cats} win."
    return f"{said} {ended}" if ended else f"{said} {SIDES[game.to_move]} to move."


def _help(prefix: str = "") -> str:
    return f"{prefix}You can ask: {and_list(list(COMMANDS))}."


def answer(game: Game, command: str) -> str:
    """Answer a blind player's question about `game` (never changed) in one or two sentences.

    The commands (see COMMANDS for all their words): "my herders" (the side to move's herder
    cells and supply), "their herders" (the other side's), "cats" (each cat and its
    watchers), "danger" (the cats the side to move can catch now and those the opponent
    threatens), "last" (the last turn, told), "score" (the catches and whose turn) and
    "help". Anything else gets a sentence listing the commands.
    """
    if len(command) > MAX_QUESTION_LENGTH:  # no question is so long: answered unread
        command = command[:MAX_QUESTION_LENGTH]
    name = _command_of(command)
    p = game.to_move
    if name == "my herders":
        return _herders(game, p, "Your")
    if name == "their herders":
        return _herders(game, 1 - p, "Their")
    if name == "cats":
        return _cats(game)
    if name == "danger":
        ended = _outcome_sentence(game)
        return f"Game over. {ended}" if ended else " ".join(_danger(game))
    if name == "last":
        if not game.stack:
            return "No turn has been played yet."
        n = len(game.stack)
        return f"Turn {n}: {narrate_turn(_before_last(game), game.turns[-1])}"
    if name == "score":
        return _score(game)
    if name == "help":
        return _help()
    return _help(f"I don't know {shown(command.strip())}. " if command.strip() else "")
