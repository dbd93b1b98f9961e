"""Cat's Mansion in the browser, played as a person plays it: the end of a shorter-course
game against two computer cats by clicks (and a walk by the keyboard's cursor) on a
phone-sized screen, the person deciding its own walks, attacks and spats; a spat shown step by
step (retreat or stand, the bids in order with the odds, the dice one roll at a time, the
result); and a link reopened in a fresh context at desktop size, showing the same game.
Few page loads: each costs the runtime's boot; both tests use the shared warmed page (conftest's
warm_page), the link reopened in a fresh context a context of its own."""

from __future__ import annotations

import random
import time

import pytest

import tests.browser.pagetools as pt
from game.mansion.actions import Attack, Bid, Choose, End, Push, Retreat, Stand, Stay, Step
from game.mansion.board import CUSHION_OF, DISTANCE, room_distance, space_name, space_named
from game.mansion.bots import choose
from game.mansion.pieces import Rules
from game.mansion.playout import racing_action
from game.mansion.state import State
from tests.browser import recording
from tests.browser.mansion.links import link_to
from web.mansion.link import PERSON, MansionLink, Seat, decode, encode

pytestmark = pytest.mark.browser

PHASE = "document.body.dataset.mansionPhase"
PERSON_PHASES = ("move", "retreat", "bid", "push", "gift", "over")
SHOTS = "mansion"


def phase(page) -> str:
    return page.evaluate(PHASE)


def wait_phase(page, *phases, timeout_ms=60_000) -> str:
    pt.wait_for(page, f"arg.includes({PHASE}) && !document.body.dataset.maAnimating "
                   "&& !document.body.dataset.maRolling", list(phases),
             timeout_ms=timeout_ms, what=f"Cat's Mansion at {' or '.join(phases)}")
    return phase(page)


def state_of(page):
    return decode(page.evaluate("location.hash.slice(1)")).state()


def space_centre(page, name: str) -> tuple[float, float]:
    """A space's centre in the viewport (the map's hook gives it in the canvas's CSS pixels). A
    phone's map is zoomed on the cat to move: a space out of sight is brought into it as a
    person would, by showing the whole map."""
    x, y = pt.place_centre(page, "#ma-board", "mansionSpaces", name)
    box = page.locator("#ma-board").bounding_box()
    if box["x"] < x < box["x"] + box["width"] and box["y"] < y < box["y"] + box["height"]:
        return x, y
    page.get_by_role("button", name="Fit the whole map").click()
    assert not pt.hook(page, "mansionZoom")["zoomed"], "the whole map shown"
    return pt.place_centre(page, "#ma-board", "mansionSpaces", name)


def goal(st, seat: int, space: int) -> int:
    """How far a space is from where the seat runs next."""
    room = st.next_room(seat)
    if room is None:
        return DISTANCE[space][CUSHION_OF[st.cat_of[seat]]]
    return room_distance(space, room)


def best_walk(page) -> str | None:
    """The reachable space nearest the person's goal (the cheapest of those), or None."""
    reach = pt.hook(page, "mansion")["reach"]
    if not reach:
        return None
    st = state_of(page)
    seat = st.mover
    return min(reach, key=lambda n: (goal(st, seat, space_named(n)), reach[n][0], n))


def walk_end(st, step, rng) -> int:
    """Where the hard cat's steps of this turn lead, from its first step on."""
    seat, turn = st.mover, st.turn
    while isinstance(step, Step):
        st = st.play(step)
        if st.turn != turn or st.phase != "move" or st.must_fight or st.landed:
            break
        step = choose(st.seen(), st.actor(), "hard", rng)
    return st.at[seat]


def click(page, selector: str) -> None:
    """Click a control of the decision box (it must be there)."""
    button = page.locator(selector)
    assert button.count() == 1, f"{selector}: {button.count()} found"
    button.click()


def person_click(page, rng: random.Random) -> None:
    """The person's decision, as a good player would make it (the hard computer cat's choice
    for the same game), made by clicks: a step on the map, an attack, Stay or End, retreat
    or stand, the bid's buttons, the push, the Present's gift."""
    st = state_of(page)
    action = choose(st.seen(), st.actor(), "hard", rng)
    count = len(decode(page.evaluate("location.hash.slice(1)")).actions)
    if isinstance(action, Step):  # the walk the hard cat would take this turn, in one click
        reach = pt.hook(page, "mansion")["reach"]
        assert space_name(action.space) in reach, "a legal step is marked on the map"
        goal_ = walk_end(st, action, rng)
        target = space_name(goal_ if space_name(goal_) in reach else action.space)
        page.mouse.click(*space_centre(page, target))
        played = decode(page.evaluate("location.hash.slice(1)")).actions[count:count + len(reach[target][1])]
        assert [space_name(a.space) for a in played] == reach[target][1], "the walk shown is the walk played"
        return
    elif isinstance(action, Attack):
        click(page, f"#ma-choices button[data-do='attack'][data-seat='{action.seat}']")
    elif isinstance(action, Stay):
        click(page, "#btn-ma-stay")
    elif isinstance(action, End):
        click(page, "#btn-ma-end")
    elif isinstance(action, Retreat):
        click(page, f"#ma-choices button[data-do='retreat'][data-space='{action.space}']")
    elif isinstance(action, Stand):
        click(page, "#ma-choices button[data-do='stand']")
    elif isinstance(action, Bid):
        if action.purr:
            click(page, "#ma-choices button[data-do='purr']")
        for _ in range(action.energy // 3):
            click(page, "#ma-choices button[data-do='more']")
        click(page, "#ma-choices button[data-do='bid']")
    elif isinstance(action, Push):
        if action.occupy:
            click(page, "#ma-choices button[data-do='occupy']")
        space = "none" if action.space is None else action.space
        click(page, f"#ma-choices button[data-do='push'][data-space='{space}']")
    elif isinstance(action, Choose):
        click(page, f"#ma-choices button[data-do='gift'][data-what='{action.what}']")
    else:
        raise AssertionError(f"no control for {action!r}")
    assert decode(page.evaluate("location.hash.slice(1)")).actions[count] == action


def keyboard_walk(page) -> None:
    """The person's first walk by the keyboard: the cursor over the map, then Enter."""
    target = best_walk(page)
    assert target is not None
    page.locator("#ma-board").focus()  # focused by script, as by keys: the cursor shows
    pt.settle(page)
    start = page.evaluate("document.body.dataset.maCursor")
    assert start, "the keyboard's focus shows the cursor"
    centres = {name: (x, y) for name, x, y in pt.hook(page, "mansionSpaces")}
    for _ in range(40):
        at = page.evaluate("document.body.dataset.maCursor")
        if at == target:
            break
        (x0, y0), (x1, y1) = centres[at], centres[target]
        dx, dy = x1 - x0, y1 - y0
        page.keyboard.press(("ArrowRight" if dx > 0 else "ArrowLeft") if abs(dx) > abs(dy)
                            else ("ArrowDown" if dy > 0 else "ArrowUp"))
    assert page.evaluate("document.body.dataset.maCursor") == target
    assert "Reachable" in page.locator("#ma-board-say").text_content()
    count = len(decode(page.evaluate("location.hash.slice(1)")).actions)
    page.keyboard.press("Enter")
    assert len(decode(page.evaluate("location.hash.slice(1)")).actions) > count


def near_the_end(seats, seed: int) -> str:
    """The link of a shorter-course race of these seats, played by racing cats
    (game.mansion.playout) up to the start of the second-to-last turn of the person (seat 0),
    in the first such race from `seed` on that the person wins: a good player finishes
    it in a few decisions."""
    for attempt in range(seed, seed + 50):
        st = State.new(len(seats), attempt, Rules(shorter=True))
        rng = random.Random(attempt)
        states, actions = [st], []
        while st.phase != "over":
            actions.append(racing_action(st, rng))
            st = st.play(actions[-1])
            states.append(st)
        if st.winner != 0:
            continue
        starts = [i for i in range(1, len(states)) if states[i].phase == "move"
                  and states[i].mover == 0 and not states[i].acted and states[i - 1].mover != 0]
        if len(starts) >= 2:
            cut = starts[-2]
            return encode(MansionLink(tuple(seats), attempt, Rules(shorter=True), tuple(actions[:cut])))
    raise AssertionError("no race found")


def test_the_end_of_a_shorter_game_against_computer_cats_by_clicks_on_a_phone(warm_page, server_url):
    """The person's last decisions of a race against two computer cats, made by clicks (the
    first walk by the keyboard's cursor) on a phone-sized screen, as a good player would make
    them (the hard computer cat's choices), to the end of the race, shown. Whole games by
    clicks, in every variant, are played through the page's session and screen in CPython
    (tests/mansion/web/test_session.py, tests/mansion/web/test_screen.py)."""
    seats = (Seat(PERSON, "You"), Seat("easy"), Seat("easy"))
    page = pt.settling(warm_page(viewport={"width": 360, "height": 740}, reduced_motion="reduce"))
    pt.open_page(page, server_url, near_the_end(seats, 20))
    started = time.monotonic()
    clicks, decisions = 0, set()
    keyboard_done = False
    rng = random.Random(20)
    for _ in range(300):
        now = wait_phase(page, *PERSON_PHASES)
        if now == "over":
            break
        decisions.add(now)
        if now == "move" and not keyboard_done and best_walk(page):
            if clicks == 0:
                pt.screenshot(page, f"{SHOTS}-phone-move-light")
            keyboard_walk(page)
            keyboard_done = True
        else:
            person_click(page, rng)
        clicks += 1
    else:
        raise AssertionError("the game did not end")
    took = time.monotonic() - started
    game = pt.shown_over(page, "mansion", "#ma-over")
    assert state_of(page).phase == "over"
    assert "wins" in page.locator("#ma-over-text").text_content()
    assert keyboard_done and "move" in decisions
    pt.screenshot(page, f"{SHOTS}-phone-over-light")
    print(f"the end of a game by {clicks} clicks, {game['actions']} actions, {took:.1f} s; "
          f"decided {decisions}")


def test_a_spat_shown_step_by_step_and_the_link_in_a_fresh_context(warm_page, make_page, server_url):
    seats = (Seat(PERSON, "You"), Seat("easy"), Seat("easy"))

    def attacked(st):  # the person's cat is attacked, can stand, and has a Purr card to bid
        return st.phase == "retreat" and st.actor() == 0 and st.purrs[0] > 0
    link = link_to(seats, 7, attacked, Rules(shorter=True))
    page = pt.settling(warm_page(viewport={"width": 360, "height": 740}))
    pt.open_page(page, server_url, link)
    assert wait_phase(page, "retreat") == "retreat"
    title = page.locator("#ma-act-title").text_content()
    assert title.endswith("(You): retreat or stand?")
    assert page.locator("#ma-spat").is_visible()
    assert page.locator("#ma-spat-title").text_content().startswith("Cat Spat: ")
    assert "retreat or stand?" in page.locator("#ma-spat-result").text_content()
    stand = page.get_by_role("button", name="stands and fights")
    stand.click()
    assert wait_phase(page, "bid") == "bid"
    spat = pt.hook(page, "mansionSpat")
    assert spat["stage"] == "bid-defender"
    attacker_bonuses = spat["attackerBonuses"]
    assert "the defender's bid" in page.locator("#ma-act-title").text_content()
    assert "Odds:" in page.locator("#ma-spat-odds").text_content()
    page.locator("#ma-choices button[data-do='purr']").click()
    assert page.locator("#ma-choices button[data-do='purr']").get_attribute("aria-pressed") == "true"
    assert ["purr", 2] in pt.hook(page, "mansionSpat")["defenderBonuses"]
    assert "Purr card +2 (bid)" in page.locator("#ma-spat-def").text_content()
    pt.screenshot(page, f"{SHOTS}-phone-bid-light")
    # What the page shows while the dice roll and once they have, recorded as it happens; the
    # computer cats' decisions are held meanwhile, so nothing they do replaces what is read.
    recording.record_hooks(page, "mansionSpat")
    recording.record_texts(page, "ma-announce")
    recording.hold_computer(page)
    page.locator("#ma-choices button[data-do='bid']").click()
    pt.wait_for(page, "!document.body.dataset.maRolling && window.__hooksSeen.mansionSpat.some(v => "
                   "(s => s && s.winner !== null && !s.revealing)(JSON.parse(v)))",
             what="the dice to be shown, and the spat's winner")
    st = state_of(page)
    result = st.last_spat
    revealed = [len(s["rolls"]) for s in recording.hooks_seen(page, "mansionSpat") if s and s["revealing"]]
    assert revealed and revealed[0] == 1, f"the dice are shown one roll at a time: {revealed}"
    assert all(b - a in (0, 1) for a, b in zip(revealed, revealed[1:], strict=False)), revealed
    assert revealed[-1] == len(result.rolls), (revealed, result.rolls)
    spat = pt.hook(page, "mansionSpat")
    assert spat["rolls"] == [list(r) for r in result.rolls] and spat["winner"] == result.winner
    assert spat["attackerBonuses"][:len(attacker_bonuses)] == attacker_bonuses
    rolls = page.locator("#ma-spat-rolls li")
    assert rolls.count() == len(result.rolls)
    assert "wins" in page.locator("#ma-spat-result").text_content()
    assert "wins" in recording.wait_said(page, "ma-announce", "wins", what="the spat's result said")
    pt.screenshot(page, f"{SHOTS}-phone-spat-light")
    # the link, in a fresh context at desktop size: the same game, the same panels (read once
    # the person decides again, so the computer cats do not move on meanwhile)
    recording.release_computer(page)
    wait_phase(page, *PERSON_PHASES)
    fragment = page.evaluate("location.hash.slice(1)")
    cats = page.locator("#ma-cats").text_content()
    race = page.locator("#ma-race").text_content()
    shown = pt.hook(page, "mansionSpat")
    again = pt.settling(make_page(viewport={"width": 1280, "height": 800}, reduced_motion="reduce"))
    pt.open_page(again, server_url, fragment)
    wait_phase(again, *PERSON_PHASES)
    assert again.evaluate("location.hash.slice(1)") == fragment
    assert pt.hook(again, "mansion")["at"] == pt.hook(page, "mansion")["at"]
    assert again.locator("#ma-cats").text_content() == cats
    assert again.locator("#ma-race").text_content() == race
    assert (pt.hook(again, "mansionSpat") or {}).get("allRolls") == (shown or {}).get("allRolls")
    pt.screenshot(again, f"{SHOTS}-desktop-light")
