"""A 250-turn game costs each turn the same: no listener or proxy per turn, no list rebuilt.

The game opens from a link at turn 220, and its last 30 turns are typed into the page's turn
field as fast as the page takes them (the next one while the last one's animation still runs),
from a random game played by the engine in this process (game/catherders/long_game.py, which
bench/bench_refresh.py plays too: seeded, longer than 250 turns). Everything is counted, never timed:
bench/bench_refresh.py reports the times.
"""

from __future__ import annotations

import statistics

import pytest

from game.catherders import Game, new_position
from game.catherders.long_game import long_game
from tests.browser.catherders.playing import fen, link_of
from tests.browser.pagetools import open_page, page_state, wait_for

pytestmark = pytest.mark.browser

TURNS = 250
FROM_LINK = 220  # the turns the game opens with; the rest are typed


# Count the elements each turn adds anywhere in the page (an added subtree counts in full):
# what the page builds for one turn.
OBSERVE_JS = """() => {
    window.__observer = new MutationObserver(() => {});
    window.__observer.observe(document.body, {childList: true, subtree: true});
}"""
TYPE_TURN_JS = """async (text) => {
    window.__observer.takeRecords();  // whatever happened between turns is not this turn's
    const field = document.getElementById('turn-text');
    field.value = text;
    field.dispatchEvent(new Event('input', {bubbles: true}));  // as typing it would
    document.getElementById('form-turn').requestSubmit();
    // The game's worker has handled it once the view's busy marker is off (web/view/view.py).
    await new Promise((done) => {
        const check = () => document.body.dataset.busy ? setTimeout(check, 1) : done();
        check();
    });
    let added = 0;
    for (const record of window.__observer.takeRecords()) {
        for (const node of record.addedNodes) {
            added += 1 + (node.querySelectorAll ? node.querySelectorAll('*').length : 0);
        }
    }
    return {added, turns: document.body.dataset.turns, proxies: document.body.dataset.proxies,
            status: document.getElementById('status').textContent};
}"""


def test_a_long_game_keeps_proxies_and_work_per_turn_bounded(page, server_url):
    """Turns 221 to 250 typed: the page's count of live Python proxies is the same after the
    last turn as before the first (it makes none per turn), the elements a turn adds to the
    page are as few at turn 250 as at turn 221 (the move list gains one entry, it is not
    rebuilt: at turn 221 it already has 220), and the move list holds each turn once. An undo
    removes the last entry only, and a click on an entry (one listener for the whole list)
    shows that turn's position."""
    seed, texts = long_game(TURNS, 1)
    game = Game(new_position("hex6", "beginner", 9, seed))
    for text in texts[:FROM_LINK]:
        game.push(text)
    open_page(page, server_url, link_of(
        f"v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed={seed}", game))
    page.evaluate(OBSERVE_JS)
    at_start = page_state(page)["proxies"]
    assert int(at_start) > 0 and page_state(page)["turns"] == str(FROM_LINK)
    added, proxies = [], []
    for n, text in enumerate(texts[FROM_LINK:], FROM_LINK + 1):
        result = page.evaluate(TYPE_TURN_JS, text)
        assert result["turns"] == str(n), f"turn {n} ({text!r}) was not played: {result['status']}"
        game.push(text)
        added.append(result["added"])
        proxies.append(result["proxies"])
    assert fen(page) == game.fen()
    assert set(proxies) == {at_start}, "proxies were made during the game"

    early, late = added[:10], added[-10:]
    assert max(added) <= 25, (max(added), added.index(max(added)) + 1)
    assert statistics.median(late) <= statistics.median(early) + 2, (early, late)
    moves = page.locator("#moves button")
    assert moves.count() == TURNS
    assert moves.nth(TURNS - 1).inner_text() == texts[-1]
    assert page.locator("#moves .current").count() == 1
    assert moves.nth(TURNS - 1).get_attribute("aria-current") == "step"

    # Undo: the last entry goes, the mark moves to the one before.
    page.evaluate("window.__observer.takeRecords()")
    page.click("#btn-undo")
    wait_for(page, "document.body.dataset.turns === arg", str(TURNS - 1), what="the undo")
    game.pop()
    assert fen(page) == game.fen() and moves.count() == TURNS - 1
    assert page.evaluate("""() => window.__observer.takeRecords()
        .reduce((n, r) => n + r.removedNodes.length, 0)""") <= 6
    assert moves.nth(TURNS - 2).get_attribute("aria-current") == "step"

    # Look back at turn 10 through the list's one listener.
    moves.nth(9).click()
    wait_for(page, "document.body.dataset.fen === arg", _after(game, 10), what="turn 10 shown")
    assert page.locator("#moves .current").all_inner_texts() == [texts[9]]
    assert page_state(page)["proxies"] == at_start


def _after(game: Game, n: int) -> str:
    """The position after the game's first n turns."""
    again = Game(game.start, game.rules)
    for turn in game.turns[:n]:
        again.push(turn)
    return again.fen()
