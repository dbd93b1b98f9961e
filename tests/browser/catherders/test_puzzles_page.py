"""The puzzles on the page (#puzzles, #puzzle=N): one of each kind solved by clicks, one
failed (the opponent's refutation played on the board, or the cats that got away marked)
then retried and solved; solved puzzles remembered; the puzzle of the day; a puzzle's link
opened in a fresh context."""

from __future__ import annotations

import json

import pytest

from game.catherders import Game, Rules
from tests.browser.catherders.playing import cell_center, fen, play_turn_by_clicks
from tests.browser.pagetools import ROOT, open_page, page_state, screenshot, wait_for

pytestmark = pytest.mark.browser


# The module's page is its shared one: conftest's warm_page, at the default size; what is about
# a fresh context opens one of its own (make_page).
SHARED_PAGE = True

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
SHIPPED = json.loads((ROOT / "assets" / "puzzles.json").read_text())


def _first(kind: str) -> int:
    """The number (from 1) of the first shipped puzzle of `kind`."""
    return next(n for n, p in enumerate(SHIPPED, 1) if p["kind"] == kind)


def _game(entry) -> Game:
    return Game(entry["position"], Rules.parse(entry["ruleset"], entry["variants"]))


def _open_from_list(page, n: int) -> None:
    page.click(f"#puzzle-list button[data-puzzle='{n}']")
    wait_for(page, "document.body.dataset.puzzle === arg", str(n), what=f"puzzle {n}")


def _wrong_turn(game: Game, entry) -> object:
    """A legal turn that is not an answer: it leads to another position than the answers."""
    answers = set()
    for text in entry["solutions"]:
        game.push(text)
        answers.add(game.fen())
        game.pop()
    for turn in game.legal_turns():
        if turn.target is None:
            continue
        game.push(turn)
        after = game.fen()
        game.pop()
        if after not in answers:
            return turn
    raise AssertionError("every turn is an answer")


@pytest.mark.parametrize("size", SIZES)
def test_one_puzzle_of_each_kind_is_solved_by_clicks(warm_page, server_url, size):
    """From #puzzles, a catch, a forced and a defend puzzle are each solved by clicking the
    answer; the page says so; the list then marks them solved, also after a reload (on the
    desktop)."""
    page = warm_page(viewport=SIZES[size])
    open_page(page, server_url, "puzzles")
    wait_for(page, "document.body.dataset.puzzles === arg", str(len(SHIPPED)), what="the list")
    assert page.locator("#puzzle-list h3").count() == 3
    screenshot(page, f"puzzles-list-{size}")
    for kind in ("catch", "forced", "defend"):
        n = _first(kind)
        entry = SHIPPED[n - 1]
        if kind != "catch":
            page.click("#btn-lesson-all")
            wait_for(page, "document.body.dataset.view === 'puzzles'", what="the list again")
        _open_from_list(page, n)
        game = _game(entry)
        assert fen(page) == game.fen()
        assert entry["goal"] in page.inner_text("#lesson-box")
        play_turn_by_clicks(page, game, game.parse_turn(entry["solutions"][0]))
        wait_for(page, "document.body.dataset.verdict === 'solved'", what=f"the {kind} verdict")
        assert page.inner_text("#lesson-verdict").startswith("Solved!")
        screenshot(page, f"puzzle-{kind}-solved-{size}")
    if size == "phone":
        return  # remembered after a reload: the same at any size, checked on the desktop
    open_page(page, server_url, "puzzles")
    wait_for(page, "document.body.dataset.puzzles === arg", str(len(SHIPPED)), what="the list")
    for kind in ("catch", "forced", "defend"):
        label = page.get_attribute(f"#puzzle-list button[data-puzzle='{_first(kind)}']", "aria-label")
        assert label.endswith("solved"), label
    assert page.inner_text("#puzzles-progress").startswith("3 of ")


def test_a_wrong_turn_shows_why_and_the_puzzle_can_be_retried(page, server_url):
    """A wrong answer to a defend puzzle: the page says why, plays the opponent's catch on the
    board, and locks it; Retry brings the position back, and the answer then solves it.
    A wrong answer to a catch puzzle marks the cats that got away."""
    n = _first("defend")
    entry = SHIPPED[n - 1]
    open_page(page, server_url, f"puzzle={n}")
    wait_for(page, "document.body.dataset.puzzle === arg", str(n), what="the puzzle")
    game = _game(entry)
    wrong = _wrong_turn(game, entry)
    page.fill("#turn-text", str(wrong))
    page.click("#btn-turn")
    wait_for(page, "document.body.dataset.verdict === 'failed'", what="the failure")
    wait_for(page, "document.body.dataset.turns === '2'", what="the refutation played")
    page.wait_for_function("!document.body.dataset.animating")
    said = page.inner_text("#lesson-verdict")
    assert "catch" in said.lower(), said
    screenshot(page, "puzzle-defend-failed")
    page.click("#btn-lesson-retry")
    wait_for(page, "document.body.dataset.turns === '0' && !document.body.dataset.verdict",
             what="the retry")
    assert fen(page) == game.fen()
    play_turn_by_clicks(page, game, game.parse_turn(entry["solutions"][0]))
    wait_for(page, "document.body.dataset.verdict === 'solved'", what="the verdict")

    # A catch puzzle answered with a turn that catches nothing: the cats are marked.
    n = _first("catch")
    entry = SHIPPED[n - 1]
    open_page(page, server_url, f"puzzle={n}")
    wait_for(page, "document.body.dataset.puzzle === arg", str(n), what="the puzzle")
    game = _game(entry)
    wrong = next(t for t in game.legal_turns() if t.target is not None
                 and not _catches(game, t))
    page.fill("#turn-text", str(wrong))
    page.click("#btn-turn")
    wait_for(page, "document.body.dataset.verdict === 'failed'", what="the failure")
    assert page_state(page)["turns"] == "1"
    page.click("#btn-lesson-answer")
    wait_for(page, "document.body.dataset.verdict === 'shown'", what="the answer shown")
    wait_for(page, "document.body.dataset.turns === '1'", what="the answer played")


def _catches(game: Game, turn) -> bool:
    game.push(turn)
    n = game.caught_by(-1)
    game.pop()
    return n > 0


def test_puzzle_of_the_day_and_a_puzzle_link_in_a_fresh_context(warm_page, make_page, server_url):
    """The puzzle of the day opens a shipped puzzle; #puzzle=N opens that puzzle with its
    goal in a fresh context; a bad number says what the puzzles are and loses nothing."""
    page = warm_page()
    open_page(page, server_url, "puzzles")
    page.click("#btn-puzzle-daily")
    wait_for(page, "/^[0-9]+$/.test(document.body.dataset.puzzle || '')", what="a puzzle")
    n = int(page_state(page)["puzzle"])
    assert 1 <= n <= len(SHIPPED)
    assert SHIPPED[n - 1]["goal"] in page.inner_text("#lesson-box")

    fresh = make_page()
    open_page(fresh, server_url, "puzzle=7")
    wait_for(fresh, "document.body.dataset.puzzle === '7'", what="puzzle 7")
    assert fen(fresh) == _game(SHIPPED[6]).fen()
    assert SHIPPED[6]["goal"] in fresh.inner_text("#lesson-box")

    fresh.evaluate("() => { location.hash = 'puzzle=9999'; }")  # in the same tab
    wait_for(fresh, "document.body.dataset.view === 'puzzles'", what="the list")
    assert "no puzzle" in page_state(fresh)["problem"].lower()


def test_a_puzzle_is_shown_from_the_side_to_move(page, server_url):
    """A red-to-move puzzle has red's side at the bottom (the board flipped: row a at the top),
    a blue-to-move one blue's; leaving the puzzle brings back the game as it was shown."""
    red = next(n for n, p in enumerate(SHIPPED, 1) if p["position"].split()[1] == "r")
    blue = next(n for n, p in enumerate(SHIPPED, 1) if p["position"].split()[1] == "b")
    open_page(page, server_url)
    assert not page.is_checked("#chk-flip")
    for n, flipped in ((red, True), (blue, False), (red, True)):
        page.evaluate("n => { location.hash = 'puzzle=' + n; }", n)
        wait_for(page, "document.body.dataset.puzzle === arg", str(n), what=f"puzzle {n}")
        assert page.is_checked("#chk-flip") is flipped, n
        (_, a_y), (_, k_y) = cell_center(page, "a6"), cell_center(page, "k6")
        assert (a_y < k_y) is flipped, (n, a_y, k_y)
        if flipped:
            screenshot(page, "puzzle-red-to-move")
    page.click("#btn-lesson-leave")
    wait_for(page, "!document.body.dataset.puzzle", what="the game back")
    assert not page.is_checked("#chk-flip")
    (_, a_y), (_, k_y) = cell_center(page, "a6"), cell_center(page, "k6")
    assert a_y > k_y
