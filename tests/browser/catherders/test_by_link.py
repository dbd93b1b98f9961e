"""Playing a friend far away by link: two browser contexts are two people on two devices.

A starts a game by link (blue) from the welcome box, plays and sends; B opens the link,
sees A's turn played on the board and told, plays and sends back; A opens B's link and
sees B's turn. Then: an older link keeps the later turns, a forked link opens as a game of
its own, the other side's pieces are refused with the reason, the QR code holds the link,
a 300-turn game's link is measured, and the last turns of a game are played to its end.
"""

from __future__ import annotations

import random

import pytest

from game.catherders import Game, new_position
from tests.browser.catherders.playing import caught_by, click_cell, fen, link_of, play_turn_by_clicks
from tests.browser.pagetools import open_page, page_state, screenshot, wait_for, wait_ready
from web.catherders.sharing.compact import encode_turns
from web.catherders.sharing.link import decode

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


def _device(make_page):
    page = make_page(viewport=PHONE, permissions=["clipboard-read", "clipboard-write"])
    return page


def _send(page) -> str:
    """Press Send your turn (in the game-over dialog after the last turn) and read what it
    copied: the message, then the link."""
    if page.evaluate("document.getElementById('dlg-over').open"):
        page.click("#btn-over-send")
    else:
        page.click("#btn-send")
    wait_for(page, "!!document.body.dataset.sent", what="the turn to be sent")
    text = page.evaluate("navigator.clipboard.readText()")
    message, url = text.split("\n")
    assert url == page.evaluate("document.body.dataset.sent")
    assert page.input_value("#send-link") == url
    return message, url


def _open(page, url: str) -> None:
    page.goto("about:blank")
    page.goto(url)
    wait_ready(page)
    wait_for(page, "!document.body.dataset.animating", timeout_ms=20_000, what="the animation")


def _open_in_tab(page, url: str) -> None:
    """Open a link in the page already open (pasted into its address bar: only the fragment
    changes, no page load), once the page has taken it (data-arrival is set again)."""
    page.evaluate("() => { delete document.body.dataset.arrival; }")
    page.evaluate("f => { location.hash = f; }", url.split("#", 1)[1])
    wait_for(page, "!!document.body.dataset.arrival && !document.body.dataset.animating",
             what="the link to be taken")


def _engine_of(page) -> Game:
    spec = decode(page.evaluate("location.hash"))
    game = Game(spec.start(), spec.rules)
    for t in spec.turns:
        game.push(t)
    return game


@pytest.mark.slow
def test_two_people_play_by_links_alone(make_page, server_url):
    """The whole exchange, as two people on two phones would do it."""
    a, b = _device(make_page), _device(make_page)
    open_page(a, server_url)
    a.click("#btn-welcome-friend")
    assert a.input_value("#sel-mode") == "link-blue"
    a.fill("#form-new input[name=seed]", "11")
    a.click("#btn-start")
    wait_for(a, "document.getElementById('status').textContent.startsWith('Your turn: you play blue')",
             what="A's first turn")
    assert a.is_visible("#friend-box") and not a.is_visible("#send-box")
    game = _engine_of(a)
    rng = random.Random(3)
    play_turn_by_clicks(a, game, rng.choice([t for t in game.legal_turns() if t.flights]))
    assert a.is_visible("#send-box")
    message, url = _send(a)
    assert message == "Cat Herders: your turn (turn 2)"
    assert "v=2" in url and "you=red" in url and "t=" in url
    screenshot(a, "by-link-a-sent-phone")

    # B opens it: A's turn is played on the board once, and told.
    _open(b, url)
    state = page_state(b)
    assert state["arrival"] == "fresh" and state["received"] == "1"
    assert state["status"].startswith(f"Turn 1 came by link: Blue played {game.turns[0]}")
    assert "Your turn: you play red." in state["status"]
    assert fen(b) == game.fen()
    b.fill("#friend-name", "Ann")
    b.press("#friend-name", "Tab")
    screenshot(b, "by-link-b-received-phone")
    play_turn_by_clicks(b, game, rng.choice([t for t in game.legal_turns() if t.flights]))
    # The other side's pieces are refused, with the reason.
    blue_herder = next(game.board.names[c] for c in sorted(game.herders[0]))
    click_cell(b, blue_herder)
    assert "You play red in this game by link, and it is blue's turn" in page_state(b)["status"]
    assert page_state(b)["turns"] == "2"
    message_b, url_b = _send(b)
    assert message_b == "Cat Herders: your turn (turn 3)" and "you=blue" in url_b
    assert "by link with Ann" in b.locator("#recent").text_content()

    # A opens B's link: B's turn is played and told; no game is added to A's list.
    games_of_a = a.locator("#recent li").count()
    _open(a, url_b)
    state = page_state(a)
    assert state["arrival"] == "new" and state["received"] == "1"
    assert state["status"].startswith(f"Turn 2 came by link: Red played {game.turns[1]}")
    assert fen(a) == game.fen()
    assert a.locator("#recent li").count() == games_of_a
    screenshot(a, "by-link-a-received-phone")

    # An older link (A's first) opened by B (in the tab B has open) keeps B's later turn.
    _open_in_tab(b, url)
    state = page_state(b)
    assert state["arrival"] == "older" and "older than your game" in state["problem"]
    assert fen(b) == game.fen() and state["turns"] == "2"

    # A forked link: the same match, a different second turn.
    spec = decode(url_b.split("#")[1])
    fork = Game(spec.start(), spec.rules)
    fork.push(game.turns[0])
    other = next(t for t in fork.legal_turns() if str(t) != str(game.turns[1]))
    fork.push(other)
    forked = url_b.split("&t=")[0].replace("you=blue", "you=red") + "&t=" + encode_turns(
        spec.start(), spec.rules, [str(t) for t in fork.turns])
    forked = forked.replace("you=red", "you=blue")
    _open_in_tab(a, forked)
    state = page_state(a)
    assert state["arrival"] == "fork" and "parts from your saved game" in state["problem"]
    assert fen(a) == fork.fen()
    assert a.locator("#recent li").count() == games_of_a + 1  # the game as it was stays


def test_the_qr_code_holds_the_link(make_page, server_url):
    """The QR code dialog draws the link to send; a decoder reads it back (zxing-cpp, in the
    tests only). segno, which draws it, is fetched only when the code is asked for."""
    import zxingcpp  # requirements-dev.txt: a decoder for the tests only

    a = _device(make_page)
    open_page(a, server_url, "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=4&you=red"
                             "&match=0123456789ab")
    assert a.is_visible("#send-box")  # red: blue moves first, so the game is sent first
    assert "segno" not in a.evaluate("catHerders.modules()")
    a.click("#btn-qr")
    a.locator("#dlg-qr").wait_for(state="visible")
    found = zxingcpp.read_barcodes(_canvas_grey(a, "#qr-canvas"))
    assert [r.text for r in found] == [a.input_value("#qr-link")]
    assert "you=blue" in found[0].text
    assert "segno" in a.evaluate("catHerders.modules()")
    assert a.get_attribute("#qr-canvas", "data-level") == "M"
    screenshot(a, "by-link-qr-phone")


def _canvas_grey(page, selector: str):
    """The canvas's pixels as a greyscale image for zxing-cpp (read back from the canvas)."""
    width, height, grey = page.evaluate("""(sel) => {
        const c = document.querySelector(sel);
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        const out = [];
        for (let i = 0; i < d.length; i += 4) out.push(d[i + 1]);
        return [c.width, c.height, out];
    }""", selector)
    return memoryview(bytes(grey)).cast("B", (height, width))


def test_a_300_turn_game_fits_in_a_short_link(make_page, server_url):
    """A 300-turn game's link to send (v=2, compact turns) is under 2,000 characters, and
    the page opens it at turn 300."""
    for seed in range(100):  # the first seeded random game that lasts 300 turns
        game = Game(new_position("hex6", "beginner", 9, seed))
        rng = random.Random(seed)
        while len(game.stack) < 300 and not game.is_over():
            game.random_turn(rng)
        if len(game.stack) == 300:
            break
    assert len(game.stack) == 300
    start = (f"v=2&rules=designer&board=hex6&setup=beginner&cats=9&seed={seed}&you=blue"
             "&match=00000000beef")
    fragment = start + "&t=" + encode_turns(game.start, game.rules, [str(t) for t in game.turns])
    url = f"{server_url}/#{fragment}"
    text = "&turns=" + ",".join(str(t).replace(" ", "_").replace(">", "~") for t in game.turns)
    print(f"\n300-turn game: link {len(url)} characters (the text form's turns alone: {len(text)})")
    assert len(url) < 2000
    page = make_page()
    _open(page, url)
    assert page_state(page)["turns"] == "300" and fen(page) == game.fen()


@pytest.mark.slow
def test_the_end_of_a_game_across_two_devices_by_links_alone(make_page, server_url):
    """The last turns of a short game (3 cats), played to its end by two people who only
    exchange links: each plays on their own device (the turn that catches most, by clicks),
    sends, and the other opens the link; both always agree on the position, and both see the
    end. The game is opened two turns before its end, from the link the last person to
    move would have received (whole games by link: tests/catherders/web/test_by_link_games.py)."""
    game = Game(new_position("hex6", "beginner", 3, 40))
    rng = random.Random(2)
    turns = []
    while game.outcome() is None:  # the game both will play, chosen by the engine as they do
        options = [t for t in game.legal_turns() if t.target is not None]
        best = max(caught_by(game, t) for t in options)
        turn = rng.choice([t for t in options if caught_by(game, t) == best])
        game.push(turn)
        turns.append(turn)
    assert len(turns) >= 4
    game = Game(new_position("hex6", "beginner", 3, 40))
    for turn in turns[:-2]:
        game.push(turn)
    you = ("blue", "red")[game.to_move]
    devices = [_device(make_page), _device(make_page)]
    open_page(devices[game.to_move], server_url, link_of(
        "v=1&rules=designer&board=hex6&setup=beginner&cats=3&seed=40"
        f"&you={you}&match=0000000abcde", game))
    for turn in turns[-2:]:
        me = devices[game.to_move]
        play_turn_by_clicks(me, game, turn)
        _, url = _send(me)
        friend = devices[game.to_move]
        _open(friend, url)
        assert fen(friend) == game.fen()
        assert page_state(friend)["arrival"] in ("fresh", "new")
    assert game.outcome() is not None
    for page in devices:
        assert page_state(page)["outcome"] == game.outcome().result
    assert devices[game.to_move].is_visible("#dlg-over")  # the friend is told the end too
