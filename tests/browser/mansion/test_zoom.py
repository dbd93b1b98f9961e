"""Cat's Mansion's map zoomed on a phone (360 by 740), in the browser: it starts zoomed on the cat
to move, every space it may go to measured at least 24 pixels (WCAG 2.5.8) and in sight, and so
is every control beside it (tests/browser/targets.py); Zoom in by its button, then a tap on a
space it can reach plays the walk there; two fingers pinch it closer through Chromium's own
touch handling. The transform itself, the pinch's and the drag's arithmetic are tested in
CPython (tests/mansion/web/test_zoom.py, test_board_zoom.py).
Pictures: the zoomed map in both schemes, and at a desktop's size."""

from __future__ import annotations

import pytest

import tests.browser.pagetools as pt
from game.mansion.board import space_named
from game.mansion.pieces import Rules
from tests.browser.targets import small_targets
from web.mansion.link import PERSON, MansionLink, Seat, decode, encode
from web.mansion.zoom import TARGET_PX

pytestmark = pytest.mark.browser

SEATS = (Seat(PERSON, "Ann"), Seat(PERSON, "Bo"), Seat(PERSON, "Cy"))  # no computer moves meanwhile
START = encode(MansionLink(SEATS, 5, Rules(), ()))


def measured(page) -> tuple[dict, dict, float]:
    """The map's box on the screen, each reachable space's centre there, and the side of a
    space measured between two neighbours' centres (viewport pixels)."""
    box = page.locator("#ma-board").bounding_box()
    centres = {name: (box["x"] + x, box["y"] + y) for name, x, y in pt.hook(page, "mansionSpaces")}
    reach = pt.hook(page, "mansion")["reach"]
    side = centres["b1"][0] - centres["a1"][0]
    return box, {name: centres[name] for name in reach}, side


def drawn_in(page, scheme: str) -> None:
    """Show the page in a colour scheme, and wait for the map drawn in it (dark on the whole in
    the dark scheme, light in the light one)."""
    page.emulate_media(color_scheme=scheme)
    pt.wait_for(page, """(() => {
        const c = document.getElementById('ma-board');
        const p = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let sum = 0;
        for (let i = 0; i < p.length; i += 64) sum += p[i] + p[i + 1] + p[i + 2];
        return (sum / (p.length / 64) < 3 * 128) === arg; })()""", scheme == "dark",
                what=f"the map in the {scheme} scheme")


def inside(box, point, margin: float) -> bool:
    x, y = point
    return (box["x"] + margin <= x <= box["x"] + box["width"] - margin
            and box["y"] + margin <= y <= box["y"] + box["height"] - margin)


def test_a_phone_zooms_in_by_the_button_and_plays_a_tap_on_a_space(warm_page, server_url):
    page = pt.settling(warm_page(viewport={"width": 360, "height": 740}, reduced_motion="reduce"))
    pt.open_page(page, server_url, START)
    pt.wait_for(page, "document.body.dataset.mansionPhase === 'move'", what="the first move")
    box, reach, side = measured(page)
    assert side >= TARGET_PX, f"a space is {side:.1f} pixels wide on a phone"
    assert reach and all(inside(box, c, side / 2) for c in reach.values()), "the reach is in sight"
    assert small_targets(page, "#mansion") == []
    pt.screenshot(page, "mansion-phone-light")
    zoom_in = page.get_by_role("button", name="Zoom in")
    assert zoom_in.bounding_box()["height"] >= TARGET_PX and zoom_in.bounding_box()["width"] >= TARGET_PX
    zoom_in.click()
    box, reach, bigger = measured(page)
    assert bigger > side * 1.4
    shown = sorted(name for name, c in reach.items() if inside(box, c, bigger / 2))
    assert shown, "the cat's reach is followed"
    page.mouse.move(0, 0)  # no button under the mouse in the pictures
    pt.screenshot(page, "mansion-phone-zoomed-light")
    drawn_in(page, "dark")
    pt.screenshot(page, "mansion-phone-zoomed-dark")
    drawn_in(page, "light")
    target = shown[-1]
    mover = decode(page.evaluate("location.hash.slice(1)")).state().mover
    page.mouse.click(*reach[target])
    after = decode(page.evaluate("location.hash.slice(1)"))
    assert after.actions and after.state().at[mover] == space_named(target), "the walk there is played"
    page.set_viewport_size({"width": 1280, "height": 800})
    pt.wait_for(page, "document.body.dataset.mansionPhase === 'move'", what="the map at a desktop's size")
    pt.screenshot(page, "mansion-desktop-zoomed-light")
    page.get_by_role("button", name="Fit the whole map").click()
    assert not pt.hook(page, "mansionZoom")["zoomed"]
    page.mouse.move(0, 0)
    page.evaluate("window.scrollTo(0, 0)")
    pt.screenshot(page, "mansion-desktop-light")
    drawn_in(page, "dark")
    pt.screenshot(page, "mansion-desktop-dark")


def touch(cdp, kind: str, points) -> None:
    """A touch event of Chromium's input pipeline (DevTools' Input.dispatchTouchEvent): the
    browser makes the pointer events a person's fingers make."""
    cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [
        {"x": x, "y": y, "id": n, "radiusX": 5, "radiusY": 5, "force": 1} for n, (x, y) in points]})


def test_two_fingers_pinch_the_map_closer_without_playing_a_move(warm_page, server_url):
    """Real touches, through the browser's own touch handling (touch emulation on): two fingers
    down on the phone's map, spread apart, lifted. The map zooms in by about their spread
    (the view's hook says its cell's side), and no walk is played: a pinch is not a tap."""
    page = pt.settling(warm_page(viewport={"width": 360, "height": 740}, reduced_motion="reduce"))
    pt.open_page(page, server_url, START)
    pt.wait_for(page, "document.body.dataset.mansionPhase === 'move'", what="the first move")
    page.locator("#ma-board").scroll_into_view_if_needed()
    start = pt.hook(page, "mansionZoom")["cell"]
    fragment = page.evaluate("location.hash")
    box = page.locator("#ma-board").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 2})
    try:
        touch(cdp, "touchStart", [(0, (x - 30, y)), (1, (x + 30, y))])
        pt.wait_for(page, "document.getElementById('ma-board').hasAttribute('data-held')",
                    what="the fingers held on the map")
        for spread in (40, 50, 60, 70, 75):  # 60 pixels apart, then 150: 2.5 times
            touch(cdp, "touchMove", [(0, (x - spread, y)), (1, (x + spread, y))])
        pt.wait_for(page, "JSON.parse(window.catHerdersHooks.data.mansionZoom).cell >= arg",
                    start * 2.5 * 0.95, what="the map zoomed by the fingers' spread")
        touch(cdp, "touchEnd", [])
        pt.wait_for(page, "!document.getElementById('ma-board').hasAttribute('data-held')",
                    what="the fingers lifted")
    finally:
        cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": False})
        cdp.detach()
    assert pt.hook(page, "mansionZoom")["cell"] <= start * 2.5 * 1.05
    assert page.evaluate("location.hash") == fragment, "a pinch plays no move"
    pt.screenshot(page, "mansion-phone-pinched")
