"""The new-game dialog: every option reaches the game, and the link says so."""

from __future__ import annotations

import re

import pytest

from game.catherders import Game, Rules, get_board, new_position
from tests.browser.catherders.playing import fen, play_some_turns
from tests.browser.pagetools import hash_fragment, open_page, page_state, screenshot, wait_for

pytestmark = pytest.mark.browser


# The module's page is its shared one: conftest's warm_page: no test here is about a first visit
# or a fresh context; each opens its address by a real load, storage cleared.
SHARED_PAGE = True

LINK = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=7"


def test_new_game_with_chosen_options(page, server_url):
    """Alternate rules, the escort variant, the 9×9 square board, 5 cats and seed 3, chosen
    in the dialog, give the engine's starting position for those options, a link naming each
    of them, and play under those rules (three clicked turns agree with the engine's)."""
    open_page(page, server_url, LINK)
    page.click("#btn-new")
    dialog = page.locator("#dlg-new")
    dialog.wait_for(state="visible")
    page.check("input[name=rules][value=alternate]")
    page.check("input[name=variant][value=escort]")
    page.select_option("#sel-board", "sq9")
    page.select_option("#sel-cats", "5")
    page.select_option("select[name=setup]", "beginner")
    page.fill("input[name=seed]", "3")
    page.select_option("select[name=red]", "human")  # the dialog offers the computer by default
    screenshot(page, "07-new-game-dialog")
    page.click("#btn-start")
    dialog.wait_for(state="hidden")

    expected = new_position("sq9", "beginner", 5, 3)
    wait_for(page, "document.body.dataset.fen === arg", str(expected), what="the new game")
    assert hash_fragment(page) == "v=1&rules=alternate&variants=escort&board=sq9&setup=beginner&cats=5&seed=3"
    state = page_state(page)
    assert state["turns"] == "0" and state["problem"] == ""
    assert "caught 0 of 3" in page.locator("#player-0").inner_text()
    game = Game(expected, Rules.parse("alternate", "escort"))
    play_some_turns(page, game, 3, seed=8)
    assert fen(page) == game.fen()
    # The previous game is kept in Recent games.
    page.click("#recent-box summary")
    assert page.locator("#recent button").count() == 2


def test_cancel_keeps_the_game_and_an_empty_seed_is_random(page, server_url):
    """Cancel leaves the game as it was; the cat counts offered follow the board; Start with
    no seed starts a game from a random seed written into the link. Then the dialog offers
    the options of another game shown (_the_dialog_offers_the_options_of_the_game_shown)."""
    open_page(page, server_url, LINK)
    before = fen(page)
    page.click("#btn-new")
    page.locator("#dlg-new").wait_for(state="visible")
    for board in ("hex5", "sq13"):
        page.select_option("#sel-board", board)
        offered = page.eval_on_selector_all("#sel-cats option", "os => os.map(o => Number(o.value))")
        assert offered == list(range(3, min(25, len(get_board(board).park)) + 1, 2)), (board, offered)
    page.click("#dlg-new button[value=cancel]")
    page.locator("#dlg-new").wait_for(state="hidden")
    assert fen(page) == before and hash_fragment(page) == LINK

    page.click("#btn-new")
    page.select_option("#sel-board", "hex7")
    page.select_option("#sel-cats", "9")
    page.fill("input[name=seed]", "")
    page.select_option("select[name=red]", "human")
    page.click("#btn-start")
    wait_for(page, "document.body.dataset.fen.startsWith('hex7 ')", what="the hex7 game")
    m = re.fullmatch(r"v=1&rules=designer&board=hex7&setup=beginner&cats=9&seed=(\d+)", hash_fragment(page))
    assert m, hash_fragment(page)
    assert fen(page) == str(new_position("hex7", "beginner", 9, int(m.group(1))))
    _the_dialog_offers_the_options_of_the_game_shown(page)


def _the_dialog_offers_the_options_of_the_game_shown(page) -> None:
    """After a game under alternate rules with escort on hex7 with 7 cats against the hard
    computer (its link opened in the same tab), New game starts from those options (the seed
    left empty: a new random one)."""
    page.evaluate("f => { location.hash = f; }", "v=1&rules=alternate&variants=escort,double-step"
                  "&board=hex7&setup=advanced&cats=7&seed=5&red=ai-hard")
    wait_for(page, "document.body.dataset.fen === arg", str(new_position("hex7", "advanced", 7, 5)),
             what="the game against the hard computer")
    page.click("#btn-new")
    page.locator("#dlg-new").wait_for(state="visible")
    form = page.evaluate("""() => {
        const f = document.getElementById('form-new'), d = new FormData(f);
        return {rules: d.get('rules'), variants: d.getAll('variant'), blue: d.get('blue'),
                red: d.get('red'), setup: d.get('setup'), board: d.get('board'),
                cats: d.get('cats'), seed: d.get('seed')};
    }""")
    assert form == {"rules": "alternate", "variants": ["escort", "double-step"], "blue": "human",
                    "red": "ai-hard", "setup": "advanced", "board": "hex7", "cats": "7", "seed": ""}
