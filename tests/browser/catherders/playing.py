"""Cat Herders' board on the page, for the browser tests: its position (fen), its turns
(wait_turns), its cells clicked as a person would (click_cell), and whole turns played by
clicks or keys (play_turn_by_clicks, play_turn_by), from the engine's own turns; links to and
games of Cat Herders to open (link_of, finished_game).

The page's hooks (web/catherders/page.py):
  body.dataset.fen       the shown position's text
  body.dataset.turns     number of turns played
  body.dataset.building  '1' while a turn waits for a cat's (or an escort's) choice
  window.catHerders.cellCenter(name) -> [clientX, clientY];  .cellNames() -> [names]
"""

from __future__ import annotations

from tests.browser.pagetools import READY_TIMEOUT_MS, settle, wait_for


def wait_turns(page, n: int) -> None:
    """Wait until the page has played n turns and no turn is half built. (The last may be the
    computer's, whose first reply starts its worker's runtime: as long as a page's start.)"""
    wait_for(page, "document.body.dataset.turns === String(arg) && !document.body.dataset.building",
             n, timeout_ms=READY_TIMEOUT_MS, what=f"{n} turns played")


def fen(page) -> str:
    """The shown position's text."""
    settle(page)
    return page.evaluate("document.body.dataset.fen")


# The board's canvas fills its box (web/catherders/board/canvas.py's resize, at least 200 px a
# side): the cells' centres the page gives were laid out for the box as it is now. A view just
# shown (a puzzle opened from the list) resizes the board only once the page has seen its box
# change, a frame later, and the centres meanwhile are those of the old size.
BOARD_FITS_JS = """(() => {
    const box = document.getElementById('board-wrap').getBoundingClientRect();
    const canvas = document.getElementById('board').getBoundingClientRect();
    return box.width > 0 && Math.abs(canvas.width - Math.max(200, box.width)) < 1
        && Math.abs(canvas.height - Math.max(200, box.height)) < 1;
})()"""


def cell_center(page, name: str) -> tuple[float, float]:
    """Where a cell's centre is, in the viewport's CSS pixels, once the board fits its box."""
    wait_for(page, BOARD_FITS_JS, what="the board laid out for its box")
    x, y = page.evaluate("n => window.catHerders.cellCenter(n)", name)
    return x, y


def click_cell(page, name: str) -> None:
    """Click a cell's centre with the mouse, as a person would: scrolling the board into view
    first when the cell is off the screen (a focused button lower down may have scrolled it
    away, as on a phone)."""
    x, y = cell_center(page, name)
    width, height = page.evaluate("[window.innerWidth, window.innerHeight]")
    if not (0 <= x < width and 0 <= y < height):
        page.evaluate("document.getElementById('board').scrollIntoView({block: 'center'})")
        x, y = cell_center(page, name)
    page.mouse.click(x, y)
    settle(page)


def _choices(turn) -> list:
    """A turn's steps as the builder options that make them, in order."""
    from game.catherders import Option

    out = []
    for step in turn.steps:
        if isinstance(step, tuple):
            out += [Option("flee", a, b) for a, b in zip(step, step[1:], strict=False)]
        else:
            out.append(Option("escort", step))
    return out


def _one_outcome(game, builder) -> bool:
    """True when every way to finish the turn gives one position (the page then plays on)."""
    results = set()
    for _ in builder.completions():
        results.add((tuple(builder.cells), builder.captures))
        if len(results) > 1:
            return False
    return True


def play_turn_by(page, game, turn, press, on_choice=None) -> int:
    """Play `turn` on the page with `press(page, cell_name)` (a click, or the keyboard's cursor
    and Enter), then push it on `game` (the engine, in step).

    Presses the herder and its target (or the Wall cell), then, wherever the page asks
    (as web.catherders.session does: several options and more than one outcome), the cell that
    makes the turn's next choice, pressing the cat first when several cats could go
    there. `on_choice(page)` is called while a choice is pending (e.g. a screenshot).
    Returns how many choices were made. Waits until the page has committed the turn (a
    computer may have answered it already: hold_computer() keeps the page at this turn).
    """
    names = game.board.names
    wanted = _choices(turn)
    if turn.target is None:
        raise ValueError("a pass cannot be clicked")
    if turn.origin is not None:
        press(page, names[turn.origin])
    press(page, names[turn.target])
    builder = game.begin(turn.origin, turn.target)
    asked, i = 0, 0
    try:
        while not builder.complete:
            options = builder.options()
            if len(options) > 1 and not _one_outcome(game, builder):
                wait_for(page, "document.body.dataset.building === '1'",
                         what=f"the page to ask for a choice in {turn}")
                if on_choice is not None:
                    on_choice(page)
                if i >= len(wanted) or wanted[i] not in options:
                    raise AssertionError(f"turn {turn}: choice {i} is not among {options}")
                option = wanted[i]
                if option.kind == "escort":
                    press(page, names[option.cell])
                else:
                    same_target = [o for o in options if o.kind == "flee" and o.to == option.to]
                    if len(same_target) > 1:
                        press(page, names[option.cell])  # choose the cat first
                    press(page, names[option.to])
                asked += 1
            else:
                option = options[0]
            if i < len(wanted) and option == wanted[i]:
                i += 1
            else:
                i = len(wanted)  # the page chose freely: every way ends the same
            builder.choose(option)
    finally:
        builder.cancel()
    before = len(game.stack)
    game.push(turn)
    assert len(game.stack) == before + 1
    # The turn is played once the page counts it; a computer may already have answered it
    # (so: at least that many turns), and the move list says which turn the page played.
    n = len(game.stack)
    wait_for(page, "Number(document.body.dataset.turns) >= arg && !document.body.dataset.building",
             n, what=f"turn {n} ({turn}) played")
    played = page.evaluate("n => document.querySelectorAll('#moves button')[n - 1]?.textContent", n)
    assert played == str(turn), f"turn {n}: the page played {played!r}, not {turn}"
    return asked


def play_turn_by_clicks(page, game, turn, on_choice=None) -> int:
    """play_turn_by() with mouse clicks on the cells' centres, as a person would."""
    return play_turn_by(page, game, turn, click_cell, on_choice)


def questions(game, turn) -> list[list]:
    """The choices the page asks for while `turn` is clicked: for each, the options offered."""
    builder = game.begin(turn.origin, turn.target)
    wanted, i, asked = _choices(turn), 0, []
    try:
        while not builder.complete:
            options = builder.options()
            if len(options) > 1 and not _one_outcome(game, builder):
                asked.append(list(options))
                option = wanted[i]
            else:
                option = options[0]
            i = i + 1 if i < len(wanted) and option == wanted[i] else len(wanted)
            builder.choose(option)
    finally:
        builder.cancel()
    return asked


def play_some_turns(page, game, n: int, seed: int = 0) -> list:
    """Play n turns by clicks, each drawn at random (seeded) among the engine's legal turns
    (passes aside); returns the turns. `game` follows along."""
    import random

    rng = random.Random(seed)
    played = []
    for _ in range(n):
        turns = [t for t in game.legal_turns() if t.target is not None]
        turn = rng.choice(turns)
        play_turn_by_clicks(page, game, turn)
        played.append(turn)
    return played


def link_of(spec_fragment: str, game) -> str:
    """A link fragment: the start's options plus the game's turns, in web.catherders.sharing.link's form."""
    turns = ",".join(str(t).replace(" ", "_").replace(">", "~") for t in game.turns)
    return spec_fragment + (f"&turns={turns}" if turns else "")


def caught_by(game, turn) -> int:
    """How many cats `turn` would catch in `game` (played and taken back)."""
    game.push(turn)
    n = game.caught_by(-1)
    game.pop()
    return n


def finished_game(max_turns: int = 400):
    """(seed, game): the first random game from new_position(hex6, beginner, 9, seed) that
    ends within `max_turns` turns with a turn that is not a pass."""
    import random

    from game.catherders import Game, new_position

    for seed in range(1, 100):
        game = Game(new_position("hex6", "beginner", 9, seed))
        rng = random.Random(seed)
        while not game.is_over() and len(game.stack) < max_turns:
            game.random_turn(rng)
        if game.is_over() and game.turns[-1].target is not None:
            return seed, game
    raise AssertionError(f"no random game ended within {max_turns} turns")
