"""Clowder in the browser, played as a person plays it: the end of a game against three
computer players by clicks on a phone-sized screen; at one device, no person's secret token shown to
the next; a link reopened in a fresh context; a bad link refused with the saved game kept;
the catch choice; buying a key; the keyboard's hex cursor.

The tests share one warmed page (conftest's warm_page), each opening its own address by a
real load with storage cleared; the link reopened in a fresh context alone makes its own."""

from __future__ import annotations

import random
import time

import pytest

import tests.browser.pagetools as pt
from game.clowder import Reveal
from tests.browser import recording
from tests.browser.clowder.links import last_round, link_to
from web.clowder.link import PERSON, Seat, decode

pytestmark = pytest.mark.browser

PHASE = "document.body.dataset.clowderPhase"


# The module's page is its shared one: conftest's warm_page, at the default size.
SHARED_PAGE = True
PERSON_PHASES = ("pass", "pick", "place", "move", "caught", "shop", "over")


def phase(page) -> str:
    return page.evaluate(PHASE)


def wait_phase(page, *phases, timeout_ms=90_000) -> str:
    pt.wait_for(page, f"arg.includes({PHASE}) && !document.body.dataset.clAnimating", list(phases),
             timeout_ms=timeout_ms, what=f"Clowder at {' or '.join(phases)}")
    return phase(page)


def hex_centre(page, name: str) -> tuple[float, float]:
    """A hex's centre in the viewport (the board's hook gives it in the canvas's CSS pixels)."""
    return pt.place_centre(page, "#cl-board", "clowderHexes", name)


def click_hex(page, name: str) -> None:
    x, y = hex_centre(page, name)
    page.mouse.click(x, y)
    pt.settle(page)


def person_click(page, rng: random.Random, now: str) -> None:
    """One click of the person, as the page offers it: on the board or on the panel."""
    if now == "pick":
        buttons = page.locator("#cl-tokens button:not([disabled])")
        buttons.nth(rng.randrange(buttons.count())).click()
    elif now == "place":
        board = pt.hook(page, "clowderBoard")
        if rng.random() < 0.5:
            click_hex(page, rng.choice(board["placeable"]))
        else:
            buttons = page.locator("#cl-choices button[data-do='place']")
            buttons.nth(rng.randrange(buttons.count())).click()
    elif now == "move":
        board = pt.hook(page, "clowderBoard")
        if not board["landings"]:
            page.locator("#cl-choices button[data-do='select']").nth(0).click()
            return
        if rng.random() < 0.5:
            click_hex(page, rng.choice(board["landings"]))
        else:
            buttons = page.locator("#cl-choices button[data-do='land']")
            buttons.nth(rng.randrange(buttons.count())).click()
    elif now == "caught":
        flee = page.locator("#cl-choices button[data-do='flee']")
        if flee.count() and rng.random() < 0.5:
            flee.nth(rng.randrange(flee.count())).click()
        else:
            page.locator("#btn-cl-give").click()
    elif now == "shop":
        buy = page.locator("#cl-choices button[data-do='buy']")
        if buy.count() and rng.random() < 0.6:
            buy.nth(0).click()
        else:
            page.locator("#btn-cl-end").click()


def test_the_end_of_a_game_against_three_computers_by_clicks_on_a_phone(warm_page, server_url):
    """The person's clicks (on the board and on the panel: tokens, landings, the catch, the
    shop), on a phone-sized screen, against three computer players, from the start of the
    round a game ended in, to the end of the game, shown. Whole games by clicks, with any
    seats: tests/clowder/web/test_session.py."""
    seats = (Seat(PERSON, "You"), Seat("easy"), Seat("medium"), Seat("hard"))
    page = pt.settling(warm_page(viewport={"width": 390, "height": 844}, reduced_motion="reduce"))
    pt.open_page(page, server_url, last_round(seats, 21))
    rng = random.Random(21)
    started = time.monotonic()
    clicks = 0
    for _ in range(3000):
        now = wait_phase(page, *PERSON_PHASES)
        if now == "over":
            break
        person_click(page, rng, now)
        clicks += 1
    else:
        raise AssertionError("the game did not end")
    took = time.monotonic() - started
    game = pt.shown_over(page, "clowder", "#cl-over")
    assert decode(page.evaluate("location.hash.slice(1)")).state().is_over
    text = page.locator("#cl-over-text").text_content()
    assert "wins" in text or "nobody" in text
    pt.screenshot(page, "clowder-over-phone")
    print(f"the end of a game by {clicks} clicks, {game['actions']} actions, {took:.1f} s")


def test_the_secret_token_at_one_device_is_never_shown_to_the_next_person(warm_page, server_url):
    seats = (Seat(PERSON, "Ann"), Seat(PERSON, "Bob"), Seat("easy"))
    link = link_to(seats, 5, lambda st: st.phase == "choose" and st.round == 2)
    page = pt.settling(warm_page(viewport={"width": 390, "height": 844}))
    pt.open_page(page, server_url, link)
    assert wait_phase(page, "pass") == "pass"
    assert "Ann" in page.locator("#cl-pass-title").text_content()
    assert page.locator("#cl-tokens").is_hidden()
    page.locator("#btn-cl-ready").click()
    assert phase(page) == "pick"
    allowed = page.locator("#cl-tokens button:not([disabled])")
    picked = allowed.nth(0).get_attribute("data-token")
    allowed.nth(0).click()
    # Bob is handed the device: nothing on the screen or in the link says what Ann picked.
    assert phase(page) == "pass" and "Bob" in page.locator("#cl-pass-title").text_content()
    ann = page.locator("#cl-players li").nth(0).text_content()
    assert f"this round: {picked}" not in ann and "this round: picked, secret" in ann
    assert page.locator("#cl-order").is_hidden() and page.locator("#cl-tokens").is_hidden()
    assert page.evaluate("location.hash.slice(1)") == link
    assert f"t{picked}" not in page.locator("#cl-link").input_value().split("moves=")[1][-6:]
    page.locator("#btn-cl-ready").click()
    assert phase(page) == "pick"
    assert f"this round: {picked}" not in page.locator("#cl-players li").nth(0).text_content()
    page.locator("#cl-tokens button:not([disabled])").nth(-1).click()
    now = wait_phase(page, "move", "caught", "shop", "place", "pass", "over")
    assert now != "pass"
    tokens = pt.hook(page, "clowder")["tokens"]
    assert tokens[0] == int(picked) and page.locator("#cl-order").is_visible()
    # the reveal is the link's next action (a computer player may have moved after it)
    actions = decode(page.evaluate("location.hash.slice(1)")).actions
    assert actions[len(decode(link).actions)] == Reveal(tuple(tokens))


def test_a_link_reopened_in_a_fresh_context_shows_the_same_position(make_page, server_url):
    seats = (Seat(PERSON, "You"), Seat("easy"), Seat("hard"))
    link = link_to(seats, 40, lambda st: st.round == 4 and st.phase == "move" and st.actor() == 0)
    first = pt.settling(make_page(viewport={"width": 1280, "height": 800}))
    pt.open_page(first, server_url, link)
    wait_phase(first, "move", "shop", "caught")
    landings = pt.hook(first, "clowderBoard")["landings"]
    if landings:  # a cat selected already (the only one to move): leap
        click_hex(first, landings[0])
    else:
        first.locator("#cl-choices button[data-do='select']").nth(0).click()
    wait_phase(first, *PERSON_PHASES)
    fragment = first.evaluate("location.hash.slice(1)")
    board = pt.hook(first, "clowderBoard")
    players = first.locator("#cl-players").text_content()
    again = pt.settling(make_page(viewport={"width": 390, "height": 844}))
    pt.open_page(again, server_url, fragment)
    wait_phase(again, *PERSON_PHASES)
    assert again.evaluate("location.hash.slice(1)") == fragment
    assert pt.hook(again, "clowderBoard")["cats"] == board["cats"]
    assert pt.hook(again, "clowderBoard")["broken"] == board["broken"]
    assert again.locator("#cl-players").text_content() == players


def test_a_bad_link_is_refused_and_the_saved_game_kept(page, server_url):
    page = pt.settling(page)
    pt.open_page(page, server_url, "game=clowder&seed=8&seats=pYou,e&moves=")
    wait_phase(page, "place")
    page.locator("#cl-choices button[data-do='place']").nth(0).click()
    wait_phase(page, *PERSON_PHASES)
    kept = page.evaluate("location.hash.slice(1)")
    page.evaluate("location.hash = 'game=clowder&seed=8&seats=pYou,e&moves=O1.Q7'")
    pt.wait_for(page, "!document.getElementById('cl-problem').hidden", what="the refusal")
    problem = page.locator("#cl-problem").text_content()
    assert "'Q7'" in problem and "stays" in problem
    assert page.evaluate("location.hash.slice(1)") == kept
    pt.open_page(page, server_url, "game=clowder&seed=8&seats=pYou,q&moves=")  # a fresh load
    pt.wait_for(page, "!document.getElementById('cl-problem').hidden", what="the refusal")
    assert "'q'" in page.locator("#cl-problem").text_content()
    assert page.evaluate("location.hash.slice(1)") == kept  # the saved game is opened


def test_the_catch_choice_flee_or_give_a_life_then_buying_a_key(warm_page, server_url):
    """A cat of the person's caught: give a life marker, or flee paying a treat (the flight is
    said). Then, in another game opened by its link in the same tab, buying a key
    (_buying_a_key)."""
    seats = (Seat(PERSON, "You"), Seat("easy"))
    link = link_to(seats, 60, lambda st: st.phase == "caught" and st.catch[0] == 0
                   and any(type(a).__name__ == "Flee" for a in st.legal_actions()))
    page = pt.settling(warm_page(viewport={"width": 390, "height": 844}))
    pt.open_page(page, server_url, link)
    assert wait_phase(page, "caught") == "caught"
    assert "caught" in page.locator("#cl-act-title").text_content()
    give = page.get_by_role("button", name="Give Computer 2 (easy) a life marker; the cat leaves the board")
    assert give.is_visible()
    flee = page.locator("#cl-choices button[data-do='flee']")
    assert flee.count() >= 1
    label = flee.nth(0).get_attribute("aria-label")
    assert label.startswith("Flee to ") and "paying a" in label
    before = decode(page.evaluate("location.hash.slice(1)")).state()
    recording.record_texts(page, "cl-announce")
    recording.hold_computer(page)  # the state read is the flee's, not a computer's move after it
    flee.nth(0).click()
    after = decode(page.evaluate("location.hash.slice(1)")).state()
    assert after.phase != "caught" and sum(after.hands[0]) <= sum(before.hands[0]) + 3
    recording.wait_said(page, "cl-announce", "flees", what="the flight said")
    recording.release_computer(page)
    _buying_a_key(page, seats)


def _buying_a_key(page, seats) -> None:
    """At the shop with a key to buy: the button says what it costs, the key is bought (and
    said), and the turn can be ended."""
    def can_buy(st):
        legal = st.legal_actions() if st.phase == "move" and st.actor() == 0 else ()
        return any(type(a).__name__ == "BuyKey" for a in legal) and not any(
            type(a).__name__ == "Move" for a in legal)
    link = link_to(seats, 80, can_buy)
    page.evaluate("f => { location.hash = f; }", link)
    pt.wait_for(page, f"{PHASE} === 'shop' && location.hash.slice(1) === arg"
                   " && !document.body.dataset.clAnimating", link, what="the shop")
    buy = page.get_by_role("button", name="Buy a")
    name = buy.nth(0).get_attribute("aria-label")
    colour = name.split()[2]
    assert name == f"Buy a {colour} key for 3 {colour} treats"
    recording.record_texts(page, "cl-announce")
    recording.hold_computer(page)  # what is read is the purchase's, not a computer's move after it
    buy.nth(0).click()
    state = decode(page.evaluate("location.hash.slice(1)")).state()
    assert state.keys[0][("red", "blue", "yellow").index(colour)] >= 1
    assert f" {colour}" in page.locator("#cl-players li").nth(0).text_content().split("keys: ")[1]
    recording.wait_said(page, "cl-announce", "You buy a", what="the purchase said")
    recording.release_computer(page)
    if phase(page) == "shop":
        page.locator("#btn-cl-end").click()
        assert phase(page) != "shop" or decode(page.evaluate("location.hash.slice(1)")).state().actor() != 0


def test_keyboard_play_tokens_cursor_select_and_land(warm_page, server_url):
    seats = (Seat(PERSON, "You"), Seat("easy"))
    link = link_to(seats, 100, lambda st: st.phase == "choose" and st.round == 2)
    page = pt.settling(warm_page(viewport={"width": 1280, "height": 800}))
    pt.open_page(page, server_url, link)
    assert wait_phase(page, "pick") == "pick"
    last = decode(link).state().last_tokens[0]
    token = next(t for t in (1, 2, 3) if t != last)
    page.keyboard.press(str(token))
    now = wait_phase(page, *PERSON_PHASES)
    assert pt.hook(page, "clowder")["tokens"][0] == token
    for _ in range(40):  # play on by keys until the person's cats are to move
        if now == "move":
            break
        if now == "shop":
            page.locator("#btn-cl-end").focus()
            page.keyboard.press("Enter")
        elif now == "caught":
            page.locator("#btn-cl-give").focus()
            page.keyboard.press("Enter")
        elif now == "pick":
            page.keyboard.press(str(next(t for t in (1, 2, 3) if not page.locator(
                f"#cl-tokens button[data-token='{t}']").is_disabled())))
        elif now == "place":
            page.locator("#cl-choices button").nth(0).focus()
            page.keyboard.press("Enter")
        now = wait_phase(page, *PERSON_PHASES)
    assert now == "move"
    page.locator("#cl-board").focus()  # focused by script, as by keys: the cursor shows
    page.keyboard.press("Escape")
    assert pt.hook(page, "clowder")["selected"] is None
    start = page.evaluate("document.body.dataset.clCursor")
    assert start  # the keyboard's focus shows the cursor
    board = pt.hook(page, "clowderBoard")
    mine = [h for h in board["cats"][0] if h]
    # walk the cursor to my cat with the arrows, then Enter selects it
    for _ in range(30):
        at = page.evaluate("document.body.dataset.clCursor")
        if at in mine:
            break
        page.keyboard.press(_arrow_towards(page, at, mine[0]))
    page.keyboard.press("Enter")
    selected = pt.hook(page, "clowder")
    assert selected["selected"] is not None and selected["landings"]
    said = page.locator("#cl-board-say").text_content()
    assert "selects this cat" in said or "roof" in said
    target = selected["landings"][0]
    for _ in range(30):
        at = page.evaluate("document.body.dataset.clCursor")
        if at == target:
            break
        page.keyboard.press(_arrow_towards(page, at, target))
    assert "A landing" in page.locator("#cl-board-say").text_content()
    before = len(decode(page.evaluate("location.hash.slice(1)")).actions)
    page.keyboard.press("Enter")
    assert len(decode(page.evaluate("location.hash.slice(1)")).actions) > before


def _arrow_towards(page, at: str, goal: str) -> str:
    centres = {name: (x, y) for name, x, y in pt.hook(page, "clowderHexes")}
    (x0, y0), (x1, y1) = centres[at], centres[goal]
    dx, dy = x1 - x0, y1 - y0
    if abs(dx) >= abs(dy):
        return "ArrowRight" if dx > 0 else "ArrowLeft"
    return "ArrowDown" if dy > 0 else "ArrowUp"


def test_leaps_are_animated_unless_the_system_asks_for_reduced_motion(warm_page, server_url):
    seats = (Seat(PERSON, "You"), Seat("easy"))
    link = link_to(seats, 120, lambda st: st.phase == "move" and st.actor() == 0 and st.round >= 2)
    for motion, animated in (("no-preference", True), ("reduce", False)):
        page = pt.settling(warm_page(viewport={"width": 390, "height": 844}, reduced_motion=motion))
        pt.open_page(page, server_url, link)
        wait_phase(page, "move")
        assert page.locator("#chk-cl-motion").is_checked() == animated
        if not pt.hook(page, "clowderBoard")["landings"]:
            page.locator("#cl-choices button[data-do='select']").nth(0).click()
        page.evaluate("""() => {
            window.__animated = false;
            new MutationObserver((records) => {  // the value before each change, and now
                if (document.body.dataset.clAnimating === '1'
                    || records.some(r => r.oldValue === '1')) window.__animated = true;
            }).observe(document.body, {attributes: true, attributeOldValue: true,
                                       attributeFilter: ['data-cl-animating']});
        }""")
        count = len(decode(page.evaluate("location.hash.slice(1)")).actions)
        page.locator("#cl-choices button[data-do='land']").nth(0).click()
        # the leap is played (and drawn: its animation starts in the same drawing, or never)
        assert len(decode(page.evaluate("location.hash.slice(1)")).actions) > count
        assert page.evaluate("window.__animated") == animated
        pt.wait_for(page, "!document.body.dataset.clAnimating", what="the leap to land")


def test_the_menu_switches_to_clowder_and_back_with_the_game_as_it_was(page, server_url):
    page = pt.settling(page)
    pt.open_page(page, server_url, "")
    page.locator("#nav-clowder").click()
    pt.wait_for(page, "document.body.dataset.game === 'clowder' && document.body.dataset.clowder === 'ready'",
             what="Clowder shown")
    assert page.get_attribute("#nav-clowder", "aria-current") == "page"
    assert page.title() == "Clowder · Cat Herders"
    assert page.is_visible("#cl-board") and page.is_hidden("#game-view")
    wait_phase(page, "place")
    page.locator("#cl-choices button[data-do='place']").nth(0).click()
    wait_phase(page, *PERSON_PHASES)
    kept = page.evaluate("location.hash.slice(1)")
    assert kept.startswith("game=clowder&") and "moves=" in kept and not kept.endswith("moves=")
    page.locator("#nav-pageant").click()
    pt.wait_for(page, "document.body.dataset.game === 'pageant'", what="the pageant shown")
    assert page.is_hidden("#clowder")
    assert page.title() == "The Great Cat Pageant · Cat Herders"
    page.locator("#nav-clowder").click()
    pt.wait_for(page, "document.body.dataset.game === 'clowder'", what="Clowder shown again")
    assert page.evaluate("location.hash.slice(1)").startswith(kept)
    box = page.locator("#cl-board").bounding_box()
    assert box["width"] > 300  # measured again once shown
