"""Small helpers shared by the tests: position text, turn sets, resulting positions.

Nothing here uses the engine's own geometry: herder totals come from the
spec's formulas (3·(side−1) on a hex board, 2·(side−1) on a square one).
"""

from __future__ import annotations

import io
import itertools
import random
import re
import sys
from contextlib import redirect_stderr, redirect_stdout

import pytest

from game.catherders import RULE_SETS, VARIANTS, Game, Rules

DESIGNER = Rules.parse("designer", "")
ALTERNATE = Rules.parse("alternate", "")
BOTH = (DESIGNER, ALTERNATE)
# Every rule set with every set of variants (none, each alone, each pair, all three).
EVERY_RULES = [Rules.parse(rs, ",".join(v)) for rs in RULE_SETS for k in range(len(VARIANTS) + 1)
               for v in itertools.combinations(VARIANTS, k)]


def herders_per_player(board: str) -> int:
    """Herders each player owns on `board`, from the spec's formula."""
    m = re.fullmatch(r"(hex|sq)(\d+)", board)
    side = int(m.group(2))
    return 3 * (side - 1) if m.group(1) == "hex" else 2 * (side - 1)


def cell_key(name: str) -> tuple[str, int]:
    """Canonical order of cell names: by letter, then numerically by number."""
    return name[0], int(name[1:])


def P(blue="", red="", cats="", side="b", caps="0-0", board="hex6", supply=None) -> str:
    """Position text from space- or comma-separated cell names; supply worked out.

    P("e5", "k11", "f6 f7 g7") -> 'hex6 b b:e5 r:k11 c:f6,f7,g7 0-0 14-14'
    """

    def cells(s):
        names = sorted(s.replace(",", " ").split(), key=cell_key)
        return ",".join(names) or "-"

    b, r = cells(blue), cells(red)
    if supply is None:
        total = herders_per_player(board)
        nb = 0 if b == "-" else len(b.split(","))
        nr = 0 if r == "-" else len(r.split(","))
        supply = f"{total - nb}-{total - nr}"
    return f"{board} {side} b:{b} r:{r} c:{cells(cats)} {caps} {supply}"


def turn_texts(game: Game) -> set[str]:
    """The text of every turn legal_turns() lists."""
    return {str(t) for t in game.legal_turns()}


def after(game: Game, turn) -> str:
    """The position text after `turn` (the game is left unchanged)."""
    game.push(turn)
    try:
        return game.fen()
    finally:
        game.pop()


def results(game: Game) -> list[str]:
    """The position after each listed legal turn, in listing order."""
    return [after(game, t) for t in list(game.legal_turns())]


def turns_for_action(game: Game, action: str) -> set[str]:
    """The listed legal turns whose first token is `action`."""
    return {s for s in turn_texts(game) if s.split()[0] == action}


def cats_of(fen: str) -> set[str]:
    """The cat cells of a position text."""
    field = fen.split()[4][2:]
    return set() if field == "-" else set(field.split(","))


def herders_of(fen: str, colour: str) -> set[str]:
    """Herder cells of colour 'b' or 'r' in a position text."""
    field = fen.split()[2 if colour == "b" else 3][2:]
    return set() if field == "-" else set(field.split(","))


def played_out(state, pick, steps: int, choice_seed: int) -> tuple[tuple, object]:
    """Up to `steps` actions chosen by `pick(state, rng)` from `state` (fewer if the game ends
    first), with a generator seeded by `choice_seed`: the actions and the state they lead to."""
    rng = random.Random(choice_seed)
    actions = []
    for _ in range(steps):
        if state.is_over:
            break
        actions.append(pick(state, rng))
        state = state.play(actions[-1])
    return tuple(actions), state


def run_in_process(run, *args: str, stdin: str | None = None) -> tuple[int, str, str]:
    """Run a game's command line `run(argv)` in this process, with `stdin` as its standard
    input: (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.StringIO(stdin or "")
    try:
        with redirect_stdout(out), redirect_stderr(err):
            try:
                status = run(list(args))
            except SystemExit as e:  # argparse's own refusals
                status = e.code
    finally:
        sys.stdin = old_stdin
    return status, out.getvalue(), err.getvalue()


def look_back_then_return(session, rng, replayed, refused_click, go_on, think: str, error: type, shown=None):
    """Step a game's page session back to a random earlier action and return: it shows the
    state `replayed(number)` of the actions up to there (`shown(session)`, if given, draws what
    it shows), refuses `refused_click(session)` with `error` as history while it looks back
    (unless the phase was `think`: then the computers may go on meanwhile, `go_on()`, half the
    time), and is back at the game after."""
    phase = session.phase
    number = rng.randint(0, len(session.actions))
    session.step_to(number)
    assert session.shown_state() == replayed(number)
    if shown is not None:
        shown(session)
    if session.viewing is not None and phase != think:
        with pytest.raises(error, match="history"):
            refused_click(session)
    if phase == think and rng.random() < 0.5:
        go_on()
    session.step_to(10**6)
    assert session.viewing is None


def click_through(session, rng, limit: int, over: str, look_back_chance: float, look_back, click, check=None):
    """Click through a whole game on a game's page session, at most `limit` clicks: each time
    `check(session)` (if given), then, until the phase is `over`, `look_back()` with a chance of
    `look_back_chance` once there are actions, else `click()`. Returns the phases seen."""
    phases = []
    for _ in range(limit):
        if check is not None:
            check(session)
        phase = session.phase
        phases.append(phase)
        if phase == over:
            return phases
        if rng.random() < look_back_chance and session.actions:  # look back, then return
            look_back()
            continue
        click()
    raise AssertionError("the game did not end")


def write_tree(root, files: dict[str, str]) -> None:
    """Write each file of `files` (path from `root`: its text) under `root`, making folders."""
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
