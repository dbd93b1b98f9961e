"""Plain helpers for the browser tests: open the page, wait for its markers, read its state.

Imported by the tests in this folder and by its conftest. Everything here waits on a marker
the page sets (body[data-*]), never on sleeps. Beside it: tests/browser/recording.py (what a
later event can replace, recorded as it happens, and the computer held while a test reads)
and tests/browser/catherders/playing.py (Cat Herders' board: its cells, turns by clicks).

The page's hooks (web/view/view.py and each game's page):
  body.dataset.ready     "1" once the board is playable
  body.dataset.busy      set while a message to the game's worker is on its way
  body.dataset.applying  set while a long batch of the worker's operations is half applied
  body.dataset.outcome   '1-0', '0-1', '1/2-1/2' or '' (Cat Herders)
"""

from __future__ import annotations

import json
import os
import re
import weakref
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import Error as PlaywrightError

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
READY_TIMEOUT_MS = 90_000  # Pyodide boots in ~5 s on two cores; leave room for a slow machine
STEP_TIMEOUT_MS = 15_000  # a click's effect (no runtime boot involved)

_LOGS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


class PageLog:
    """What one browser context did: every request, console error, page error and dialog."""

    def __init__(self, origin: str):
        self.origin = origin.rstrip("/")
        self.requests: list[str] = []
        self.off_origin: list[str] = []
        self.console_errors: list[str] = []
        self.page_errors: list[str] = []
        self.dialogs: list[str] = []
        # A test that provokes console errors on purpose may switch this off.
        self.fail_on_console_errors = True

    def on_request(self, request) -> None:
        """Record a request; note it when it leaves the page's origin."""
        url = request.url
        self.requests.append(url)
        parts = urlsplit(url)
        if parts.scheme in ("blob", "data"):
            return
        if f"{parts.scheme}://{parts.netloc}" != self.origin:
            self.off_origin.append(url)

    def on_console(self, message) -> None:
        """Record console errors (warnings and logs are allowed)."""
        if message.type == "error":
            self.console_errors.append(f"{message.text} ({message.location.get('url', '')})")

    def on_page_error(self, error) -> None:
        """Record an uncaught exception in the page."""
        self.page_errors.append(str(error))

    def on_dialog(self, dialog) -> None:
        """Record and dismiss alert/confirm/prompt: the page never uses them."""
        self.dialogs.append(f"{dialog.type}: {dialog.message}")
        try:
            dialog.dismiss()
        except PlaywrightError:
            pass

    def mark(self) -> tuple[int, int, int, int]:
        """Where the log stands now, for problems(since=...): a shared page's test looks at
        what happened during it only."""
        return (len(self.off_origin), len(self.console_errors), len(self.page_errors),
                len(self.dialogs))

    def problems(self, since: tuple[int, int, int, int] = (0, 0, 0, 0)) -> list[str]:
        """Everything that should fail a test, as readable lines (those recorded after the
        mark `since`, when given)."""
        off, console, errors, dialogs = since
        out = [f"request outside {self.origin}: {u}" for u in self.off_origin[off:]]
        if self.fail_on_console_errors:
            out += [f"console error: {e}" for e in self.console_errors[console:]]
        out += [f"uncaught page error: {e}" for e in self.page_errors[errors:]]
        out += [f"unexpected {d}" for d in self.dialogs[dialogs:]]
        return out


def attach_log(context, origin: str) -> PageLog:
    """Start recording a context's requests, console errors, page errors and dialogs."""
    log = PageLog(origin)
    context.on("request", log.on_request)  # context level: also worker requests
    context.on("console", log.on_console)
    context.on("weberror", lambda e: log.on_page_error(e.error))
    context.on("dialog", log.on_dialog)
    return log


def register_log(page, log: PageLog) -> None:
    """Remember which log belongs to a page (see log_of)."""
    _LOGS[page] = log


def log_of(page) -> PageLog:
    """The PageLog recording a page's context."""
    return _LOGS[page]


# ---- the page's markers -------------------------------------------------------------------


def settle(page, timeout_ms: int = 15_000) -> None:
    """Wait until the game's worker has handled everything the page sent it (body[data-busy]
    is set by the view while a message is on its way, web/view/view.py): what a click does
    shows a moment after the click, as it does for a person."""
    page.wait_for_function("!document.body.dataset.busy", timeout=timeout_ms)


# The input methods after which the tests wait for the game (settle): what a person does
# shows once the game's worker has handled it, a moment later.
_SETTLING = {"page": ("click", "dblclick", "fill", "press", "select_option", "check", "uncheck",
                      "set_checked", "tap", "type", "dispatch_event"),
             "keyboard": ("press", "type", "down", "up", "insert_text"),
             "mouse": ("click", "dblclick", "down", "up"),
             "touchscreen": ("tap",)}
_LOCATOR_SETTLING = ("click", "dblclick", "fill", "press", "select_option", "check", "uncheck",
                     "set_checked", "tap", "type")


def _settle_after(page, fn):
    def wrapped(*args, **kwargs):
        result = fn(*args, **kwargs)
        try:
            settle(page)
        except PlaywrightError as e:
            if "destroyed" not in str(e) and "closed" not in str(e):  # a navigation: no wait
                raise
        return result
    return wrapped


def _settling_locator(page, locator):
    for name in _LOCATOR_SETTLING:
        setattr(locator, name, _settle_after(page, getattr(locator, name)))
    for name in ("locator", "get_by_role", "get_by_text", "get_by_label", "filter", "nth"):
        make = getattr(locator, name)
        setattr(locator, name,
                lambda *a, _make=make, **k: _settling_locator(page, _make(*a, **k)))
    return locator


# A JavaScript function's text, as Playwright's wait_for_function tells one from an expression.
# A function's text: "x => ...", "(a, b) => ...", "async (a) => ...", "function ...". Its
# parameters' parentheses hold none of their own, so an arrow called at once, "(() => ...)()",
# is told for what it is: an expression.
_FUNCTION_TEXT = re.compile(r"\s*(async\s+)?((\([^()]*\)|\w+)\s*=>|function\b)")


def between_batches(js: str) -> str:
    """A wait_for_function condition (an expression, or a function of its arg) made to hold only
    between the game's batches: while the view applies a long batch over several tasks
    (body[data-applying]), a condition met by its first part says nothing yet of the rest."""
    gate = "!!document.body && !document.body.dataset.applying"
    if _FUNCTION_TEXT.match(js):
        return f"(arg) => {gate} && ({js})(arg)"
    return f"(arg) => {gate} && ({js})"


def _gated_wait(fn):
    def wait_for_function(expression, *args, **kwargs):
        return fn(between_batches(expression), *args, **kwargs)
    return wait_for_function


def settling(page):
    """Make a page's input methods (click, fill, keys, the mouse, locators' clicks) wait, once
    done, until the game has handled them (settle), and its wait_for_function look at its
    condition only between the game's batches (between_batches). Returns the page. Once per
    page: a page already made so (every page the fixtures make) is returned as it is."""
    if getattr(page, "_settling", False):
        return page
    page._settling = True
    page.wait_for_function = _gated_wait(page.wait_for_function)
    for owner, names in _SETTLING.items():
        target = page if owner == "page" else getattr(page, owner)
        for name in names:
            setattr(target, name, _settle_after(page, getattr(target, name)))
    for name in ("locator", "get_by_role", "get_by_text", "get_by_label"):
        make = getattr(page, name)
        setattr(page, name, lambda *a, _make=make, **k: _settling_locator(page, _make(*a, **k)))
    return page


def page_state(page) -> dict:
    """The page's state as a dict: text of #status and #problem, and the body's data markers
    (once the game has handled what was sent to it)."""
    settle(page)
    return page.evaluate(
        """() => ({...document.body.dataset,
                   status: document.getElementById('status')?.textContent || '',
                   problem: document.getElementById('problem')?.hidden ? ''
                            : (document.getElementById('problem')?.textContent || ''),
                   progress: document.getElementById('progress')?.textContent || ''})"""
    )


def wait_ready(page, timeout_ms: int = READY_TIMEOUT_MS) -> None:
    """Wait until the page marks itself playable (body[data-ready="1"]); say why if it does not."""
    try:
        page.wait_for_function("document.body && document.body.dataset.ready === '1'",
                               timeout=timeout_ms)
    except PlaywrightError as e:
        try:
            state = json.dumps(page_state(page), ensure_ascii=False)
        except PlaywrightError:
            state = "(page state unreadable)"
        log = _LOGS.get(page)
        errors = (log.console_errors + log.page_errors) if log else []
        raise AssertionError(f"the page never became ready: {e}\nstate: {state}\n"
                             f"console/page errors: {errors}") from None


def open_page(page, server_url: str, fragment: str = "") -> None:
    """Load the page (a real load, not a same-document hash change) and wait until ready."""
    url = server_url.rstrip("/") + "/" + (("#" + fragment.lstrip("#")) if fragment else "")
    if page.url.split("#")[0] == url.split("#")[0]:
        page.goto("about:blank")  # otherwise a changed fragment would only fire hashchange
    page.goto(url)
    wait_ready(page)


def leave(page) -> None:
    """Forget what a page holds: its site's localStorage and sessionStorage are cleared, and
    it goes to about:blank, which ends its document and its workers (the games' pages in the
    game's worker, a held computer, a dialog left open, a lesson in progress). The context's
    HTTP cache stays: that is what makes the next load cheaper than a fresh context's."""
    if page.url.startswith(("http://", "https://")):
        page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
    page.context.clear_cookies()
    if page.url != "about:blank":
        page.goto("about:blank")


def reset(page, server_url: str, fragment: str = "") -> None:
    """Bring a shared page to a known state: its storage cleared, then `fragment` opened by a
    real load, as in a fresh context (leave, then open_page). Only the HTTP cache is kept."""
    leave(page)
    open_page(page, server_url, fragment)


def wait_for(page, js_condition: str, arg=None, timeout_ms: int = STEP_TIMEOUT_MS,
             what: str = "") -> None:
    """Wait for a JavaScript condition (a function body's expression, `arg` in scope), looked
    at only between the game's batches: the view applies a long batch of operations over
    several tasks (body[data-applying] meanwhile), and a condition met by its first part (a
    view shown) says nothing yet of the rest (that view's text). A condition that is itself a
    function ("(p) => ...") would be true at once: it is refused."""
    if _FUNCTION_TEXT.match(js_condition):
        raise ValueError(f"wait_for takes a condition (arg in scope), not a function: {js_condition[:60]!r}")
    condition = f"(arg) => ({js_condition})"
    if not getattr(page, "_settling", False):  # a settling page's own wait_for_function gates it
        condition = between_batches(condition)
    try:
        page.wait_for_function(condition, arg=arg, timeout=timeout_ms)
    except PlaywrightError as e:
        raise AssertionError(f"timed out waiting for {what or js_condition}: {e}\n"
                             f"state: {page_state(page)}") from None


def drawn(page) -> None:
    """Return once the frame after the one now due has been drawn (a layout shift, a paint is
    recorded with the frame that makes it): two animation frames."""
    page.evaluate("""() => new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))""")


def hash_fragment(page) -> str:
    """The URL's fragment, without '#'."""
    settle(page)
    return page.evaluate("location.hash.slice(1)")


def screenshot(page, name: str, always: bool = False) -> Path | None:
    """Once no animation runs, write a screenshot to test-artifacts/<name>.png, to look at,
    and return its path. Pictures only a person reads are not taken when the environment's
    SCREENSHOTS is "0" (tools/test.sh's whole run sets it: about 0.1 s each, 170 a run, that
    the CI cannot spare and nobody would look at); then None. `always`: a test that reads the
    picture itself takes it whatever SCREENSHOTS says."""
    settle(page)
    page.wait_for_function("!document.body.dataset.animating", timeout=10_000)
    if not always and os.environ.get("SCREENSHOTS") == "0":
        return None
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path))
    return path


def canvas_info(page) -> dict:
    """The board canvas: backing size, CSS size, devicePixelRatio, painted pixels."""
    settle(page)
    return page.evaluate(
        """() => {
            const c = document.getElementById('board');
            const r = c.getBoundingClientRect();
            const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
            let painted = 0;
            const colours = new Set();
            for (let i = 0; i < d.length; i += 4 * 7) {   // every 7th pixel is enough
                if (d[i + 3] > 0) {
                    painted++;
                    colours.add((d[i] >> 4) << 8 | (d[i + 1] >> 4) << 4 | (d[i + 2] >> 4));
                }
            }
            return {width: c.width, height: c.height, cssWidth: r.width, cssHeight: r.height,
                    left: r.left, top: r.top, ratio: window.devicePixelRatio, hidden: c.hidden,
                    sampled: Math.ceil(d.length / 28), painted, colours: colours.size};
        }"""
    )


def hook(page, name: str):
    """What the page told the tests under `name` (web/view/hooks.py: window.catHerdersHooks),
    once the page has settled; None where it told nothing."""
    settle(page)
    return page.evaluate("n => JSON.parse(window.catHerdersHooks.data[n] || 'null')", name)


def place_centre(page, board: str, places_hook: str, name: str) -> tuple[float, float]:
    """The centre, in the viewport, of the place called `name` on the canvas `board` (a CSS
    selector): the hook `places_hook` gives each place as (name, x, y) in the canvas's CSS
    pixels."""
    page.locator(board).scroll_into_view_if_needed()
    box = page.locator(board).bounding_box()
    for place, x, y in hook(page, places_hook):
        if place == name:
            return box["x"] + x, box["y"] + y
    raise AssertionError(f"no place {name} on {board}")


def shown_over(page, name: str, over: str) -> dict:
    """The game's hook `name` once the game is over, its end shown in the element `over` (a CSS
    selector)."""
    game = hook(page, name)
    assert game["over"] and page.locator(over).is_visible()
    return game
