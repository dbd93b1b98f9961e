"""The position editor on the page (#edit): a position built by clicks, a refusal that loses
nothing, a game played from it against the computer, its link opened in a fresh context,
"Edit this position" while looking back, and a puzzle made, proved and shared."""

from __future__ import annotations

import json

import pytest

from game.catherders import Game, new_position
from tests.browser.catherders.playing import fen, link_of, play_turn_by_clicks, wait_turns
from tests.browser.pagetools import ROOT, open_page, page_state, screenshot, wait_for
from web.catherders.editor.model import PositionEditor

pytestmark = pytest.mark.browser


# The module's page is its shared one: conftest's warm_page, at the default size; what is about
# a fresh context opens one of its own (make_page).
SHARED_PAGE = True

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


def click_edit_cell(page, name: str) -> None:
    """Click a cell of the editor's board, as a person would."""
    x, y = page.evaluate("n => window.catHerders.editCellCenter(n)", name)
    page.mouse.click(x, y)


def choose_tool(page, tool: str) -> None:
    page.check(f"#edit-tools input[value='{tool}']")


def edit_fen(page) -> str:
    return page.evaluate("document.body.dataset.editFen")


PIECES = {"cat": ["f6", "d4", "h8"], "blue": ["a1", "b1"], "red": ["k11", "k10"]}


def _model() -> PositionEditor:
    """The same edits made on the model: what the page must show."""
    ed = PositionEditor()
    for tool, cells in PIECES.items():
        ed.set_tool(tool)
        for name in cells:
            assert ed.click(ed.board.cell(name)), ed.message
    return ed


@pytest.mark.parametrize("size", SIZES)
def test_build_a_position_by_clicks_and_play_it_against_the_computer(warm_page, make_page, server_url, size):
    """Pieces put by clicks; a cat on the Wall refused with its reason and nothing lost; on
    the desktop, the position played against the easy computer and its link opening the same
    game elsewhere."""
    page = warm_page(viewport=SIZES[size])
    open_page(page, server_url, "edit")
    wait_for(page, "document.body.dataset.view === 'edit'", what="the editor")
    model = _model()
    for tool, cells in PIECES.items():
        choose_tool(page, tool)
        for name in cells:
            click_edit_cell(page, name)
    assert edit_fen(page) == model.text()
    assert page_state(page)["editOk"] == "1"

    # A cat on the Wall is refused, with the reason, and the position is as it was.
    wall = next(n for c, n in enumerate(model.board.names) if model.board.is_wall[c] and
                model.cells[c] == 0)
    choose_tool(page, "cat")
    click_edit_cell(page, wall)
    assert "Wall" in page_state(page)["editRefused"]
    assert "Wall" in page.inner_text("#edit-say")
    assert edit_fen(page) == model.text()
    screenshot(page, f"editor-{size}")

    # A second click on a piece takes it off; the problem line says what the engine needs.
    click_edit_cell(page, "f6")
    assert "odd number" in page.inner_text("#edit-problem")
    assert page.is_disabled("#btn-edit-play")
    click_edit_cell(page, "f6")
    assert edit_fen(page) == model.text()

    if size == "phone":
        return  # the rest is the same at any size: played and linked on the desktop
    # Play it: blue a person, red the easy computer.
    page.select_option("#edit-red", "ai-easy")
    page.click("#btn-edit-play")
    wait_for(page, "document.body.dataset.view === 'game'", what="the game view")
    game = Game(model.position())
    assert fen(page) == game.fen()
    turn = next(t for t in game.legal_turns() if t.target is not None)
    play_turn_by_clicks(page, game, turn)
    wait_turns(page, 2)  # the computer answered
    link = page.evaluate("location.hash.slice(1)")
    assert "start=" in link

    # The game's link in a fresh context: the same position and both turns.
    other = make_page(viewport=SIZES[size])
    open_page(other, server_url, link)
    assert page_state(other)["turns"] == "2"
    assert fen(other) == fen(page)


def test_copy_link_of_an_edited_position_opens_it_in_a_fresh_context(warm_page, make_page, server_url):
    """"Copy link" gives a link (shown in the field, copied if the browser allows) that opens
    the edited position as a new game, with the chosen players, in another browser."""
    page = warm_page()
    open_page(page, server_url, "edit")
    model = _model()
    for tool, cells in PIECES.items():
        choose_tool(page, tool)
        for name in cells:
            click_edit_cell(page, name)
    page.check("#edit-side input[value='r']")
    model.set_side(1)
    page.click("#btn-edit-link")
    wait_for(page, "document.getElementById('edit-copied').value.includes('#')", what="the link")
    url = page.input_value("#edit-copied")
    fresh = make_page()
    fresh.goto(url)
    wait_for(fresh, "document.body.dataset.ready === '1'", what="the page")
    assert fen(fresh) == Game(model.position()).fen()
    assert page_state(fresh)["turns"] == "0"
    page.click("#btn-edit-text")
    wait_for(page, "document.getElementById('edit-copied').value === arg", model.text(),
             what="the position text")


def test_edit_this_position_while_looking_back(page, server_url):
    """Looking back at turn 2 of a game, "Edit this position" opens the editor on that
    position, not the last one; the game itself is unchanged."""
    start = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=4"
    game = Game(new_position("hex6", "beginner", 9, 4))
    import random
    rng = random.Random(1)
    for _ in range(4):
        game.random_turn(rng)
    open_page(page, server_url, link_of(start, game))
    page.click("#btn-prev")
    page.click("#btn-prev")
    wait_for(page, "document.body.dataset.fen === arg", _after(game, 2), what="turn 2 shown")
    page.click("#btn-edit")
    wait_for(page, "document.body.dataset.view === 'edit'", what="the editor")
    # The editor's position is written in a batch of its own, after the view's switch: waited
    # for, not read once (a fresh clone's run read it before it came).
    wait_for(page, "document.body.dataset.editFen === arg", _after(game, 2), what="turn 2 in the editor")
    assert edit_fen(page) == _after(game, 2)
    page.click("#btn-edit-back")
    wait_for(page, "document.body.dataset.view === 'game'", what="the game")
    assert page_state(page)["turns"] == "4"


def _after(game: Game, n: int) -> str:
    g = Game(game.start, game.rules)
    for t in game.turns[:n]:
        g.push(t)
    return g.fen()


def test_a_puzzle_made_in_the_editor_is_proved_then_opens_from_its_link(warm_page, make_page, server_url):
    """A position that is no puzzle is refused with the solver's reason; a shipped puzzle's
    position, typed in, is proved, and its link opens in a fresh context as a puzzle with
    its goal, solved there by clicks."""
    shipped = json.loads((ROOT / "assets" / "puzzles.json").read_text())
    entry = next(p for p in shipped if p["kind"] == "defend" and p["variants"] == "-"
                 and p["ruleset"] == "designer")
    page = warm_page()
    open_page(page, server_url, "edit")
    for tool, cells in PIECES.items():
        choose_tool(page, tool)
        for name in cells:
            click_edit_cell(page, name)
    page.select_option("#edit-kind", "defend")
    page.click("#btn-edit-puzzle")
    wait_for(page, "document.body.dataset.editPuzzle === 'refused'", what="the refusal")
    assert "Not a puzzle yet" in page.inner_text("#edit-puzzle-say")
    assert page.is_hidden("#edit-puzzle-share")

    page.fill("#edit-text", entry["position"])
    page.click("#btn-edit-load")
    assert edit_fen(page) == entry["position"]
    page.click("#btn-edit-puzzle")
    wait_for(page, "document.body.dataset.editPuzzle === 'made'", what="the proof")
    url = page.input_value("#edit-puzzle-link")
    assert "puzzle=made" in url

    fresh = make_page()
    fresh.goto(url)
    wait_for(fresh, "document.body.dataset.puzzle === 'made'", what="the made puzzle")
    assert entry["goal"] in fresh.inner_text("#lesson-box")
    game = Game(entry["position"])
    assert fen(fresh) == game.fen()
    play_turn_by_clicks(fresh, game, game.parse_turn(entry["solutions"][0]))
    wait_for(fresh, "document.body.dataset.verdict === 'solved'", what="the verdict")
    screenshot(fresh, "made-puzzle-solved")


def test_the_editor_by_keyboard(page, server_url):
    """Tab to the editor's board: the arrow keys move the cursor, which says the cell; Enter
    puts the chosen piece there and says so, a second Enter takes it off."""
    open_page(page, server_url, "edit")
    page.check("#edit-tools input[value='red']")
    page.focus("#edit-board")
    page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")  # a keyboard focus: the cursor shows
    wait_for(page, "!!document.body.dataset.cursor", what="the cursor")
    start = page_state(page)["cursor"]
    page.keyboard.press("ArrowRight")
    wait_for(page, "document.body.dataset.cursor !== arg", start, what="the cursor to move")
    here = page_state(page)["cursor"]
    assert page.inner_text("#edit-say").startswith(here)
    page.keyboard.press("Enter")
    wait_for(page, "document.body.dataset.editFen.includes('r:' + arg)", here, what="a red herder")
    assert "red herder" in page.inner_text("#edit-say")
    page.keyboard.press("Enter")
    wait_for(page, "document.body.dataset.editFen.includes('r:-')", what="the herder taken off")
