"""The view's runtime waits for the first screen's picture (assets/boot.js): PyScript's script
runs only once the game's board outline has loaded and been painted (the browser's
largest-contentful-paint entry for it), so a phone's largest paint is not held back by the
runtime's start; a tab opened in the background, which draws no frame, and a page whose
outline fails to load start all the same.

An init script counts the page's animation frames (a requestAnimationFrame loop), notes the
frame in which the outline was first complete and the time of the outline's paint entry, and
wraps customElements.define to note the frame and the time at which PyScript's script ran (it
defines its `<mpy-script>` element as it runs).
"""

from __future__ import annotations

import pytest

from tests.browser.pagetools import READY_TIMEOUT_MS, drawn, log_of, wait_ready
from tests.browser.site.first_screen import FIRST_SCREEN, OUTLINE_PICTURES
from web.shell.registry import GAMES

pytestmark = pytest.mark.browser

FRAMES_JS = """(() => {
    window.__frames = {count: 0, outlineAt: null, runtimeAt: null, paintedAt: null, ranAt: null};
    const selector = %r;
    new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
            if (window.__frames.paintedAt === null && entry.element
                && entry.element === document.querySelector(selector)) {
                window.__frames.paintedAt = entry.renderTime || entry.startTime;
            }
        }
    }).observe({type: "largest-contentful-paint", buffered: true});
    const tick = () => {
        const img = document.querySelector(selector);
        if (window.__frames.outlineAt === null && img && img.complete && img.naturalWidth > 0) {
            window.__frames.outlineAt = window.__frames.count;
        }
        window.__frames.count += 1;
        requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const define = customElements.define.bind(customElements);
    customElements.define = (name, ...rest) => {
        if (window.__frames.runtimeAt === null && name.endsWith("-script")) {
            window.__frames.runtimeAt = window.__frames.count;
            window.__frames.ranAt = performance.now();
        }
        return define(name, ...rest);
    };
})();"""

# A tab in the background: hidden, and no animation frame is ever drawn.
HIDDEN_JS = """(() => {
    Object.defineProperty(Document.prototype, "visibilityState", {get: () => "hidden"});
    Object.defineProperty(Document.prototype, "hidden", {get: () => true});
    window.requestAnimationFrame = () => 0;
})();"""


@pytest.mark.parametrize("game", list(GAMES))
def test_the_runtime_waits_for_a_frame_with_the_outline(make_page, server_url, game):
    """While the game's outline is held back, the document parsed and frames drawn, PyScript's
    script has neither been fetched nor run (a module script in the page would have been, before
    DOMContentLoaded: its imports too), nor the build's manifest asked for; once the outline
    comes, PyScript runs in a later frame than the one where the outline was complete and after
    the outline's paint was presented, and the game starts."""
    page = make_page(viewport={"width": 412, "height": 823}, is_mobile=True, has_touch=True)
    page.context.add_init_script(FRAMES_JS % FIRST_SCREEN[game][3])
    held = []
    picture = f"**/{OUTLINE_PICTURES[game]}"
    page.route(picture, lambda route: held.append(route))
    page.goto(server_url + ("/" if game == "catherders" else f"/#game={game}"),
              wait_until="domcontentloaded")
    drawn(page)
    assert held, f"{game}: the outline was never asked for"
    frames = page.evaluate("window.__frames")
    assert frames["runtimeAt"] is None and frames["outlineAt"] is None, f"{game}: {frames}"
    chunks = [url for url in log_of(page).requests if "/assets/vendor/pyscript/core-" in url]
    assert chunks == [], f"{game}: PyScript's script was fetched before the outline came: {chunks}"
    early = [url for url in log_of(page).requests if "/assets/vendor/manifest.json" in url]
    assert early == [], f"{game}: the manifest was asked for before the outline came: {early}"
    for route in held:
        route.continue_()
    page.unroute(picture)
    wait_ready(page)
    frames = page.evaluate("window.__frames")
    assert frames["outlineAt"] is not None, f"{game}: the outline never loaded"
    assert frames["runtimeAt"] is not None, f"{game}: PyScript's script was never seen running"
    assert frames["runtimeAt"] > frames["outlineAt"], \
        f"{game}: PyScript ran before a frame with the outline: {frames}"
    assert frames["paintedAt"] is not None, f"{game}: the outline's paint was never reported"
    assert frames["ranAt"] > frames["paintedAt"], \
        f"{game}: PyScript ran before the outline's paint was on screen: {frames}"


def test_a_page_opened_in_the_background_starts(make_page, server_url):
    """Hidden, with no frame ever drawn, the page does not wait for one: the game starts."""
    page = make_page()
    page.context.add_init_script(HIDDEN_JS)
    page.goto(f"{server_url}/#game=clowder")
    assert page.evaluate("document.visibilityState") == "hidden"
    # (polled on a timer: Playwright's usual polling waits for animation frames, none here)
    page.wait_for_function("document.body && document.body.dataset.ready === '1'",
                           polling=50, timeout=READY_TIMEOUT_MS)
    assert page.evaluate("document.body.dataset.game") == "clowder"


def test_a_page_whose_outline_fails_still_starts(make_page, server_url):
    """The outline's picture refused by the network: the runtime starts all the same."""
    page = make_page()
    log = log_of(page)
    log.fail_on_console_errors = False  # the refused picture is one, on purpose
    page.route(f"**/{OUTLINE_PICTURES['mansion']}", lambda route: route.abort())
    page.goto(f"{server_url}/#game=mansion")
    wait_ready(page)
    outline = FIRST_SCREEN["mansion"][3]
    assert page.evaluate(f"document.querySelector({outline!r}).naturalWidth") == 0
    others = [e for e in log.console_errors if OUTLINE_PICTURES["mansion"] not in e]
    assert others == [], others
