"""Plain helpers for the browser tests: open the page, read its markers, click cells.

Imported by the tests in this folder and by its conftest (`from pagetools import ...`).
Everything here waits on a marker the page sets (body[data-*]), never on sleeps; what a later
event can replace is recorded as it happens (record_texts, record_hooks), or the computer is
held while the test reads (hold_computer).

The page's hooks (web/catherders/page.py):
  body.dataset.ready     "1" once the board is playable
  body.dataset.fen       the shown position's text
  body.dataset.turns     number of turns played
  body.dataset.outcome   '1-0', '0-1', '1/2-1/2' or ''
  body.dataset.building  '1' while a turn waits for a cat's (or an escort's) choice
  window.catHerders.cellCenter(name) -> [clientX, clientY];  .cellNames() -> [names]
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
    is set by the view while a message is on its way, web/view/main.py): what a click does
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
_FUNCTION_TEXT = re.compile(r"\s*(async\s+)?((\([^)]*\)|\w+)\s*=>|function\b)")


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
    if re.match(r"\s*(\(\w*\)|\w+)\s*=>", js_condition):
        raise ValueError(f"wait_for takes a condition (arg in scope), not a function: {js_condition[:60]!r}")
    try:
        page.wait_for_function(between_batches(f"(arg) => ({js_condition})"),
                               arg=arg, timeout=timeout_ms)
    except PlaywrightError as e:
        raise AssertionError(f"timed out waiting for {what or js_condition}: {e}\n"
                             f"state: {page_state(page)}") from None


# ---- what happened between two looks: recorded in the page, read afterwards -------------------
# A live region, a status line or a hook can be replaced by a later event (a computer's move,
# the next roll of the dice) before the test reads it; these record every value it takes, in
# order, so a test waits for the value it asserts instead of racing the page.

COMPUTER_JS = """(() => {
    // The computer's worker (web/view/main.py's COMPUTER_WORKER), seen by the tests:
    // - its replies are held while window.__holdComputer is set (hold_computer), so what the
    //   page shows stays put while a test reads it;
    // - it starts at the game's first real call, not at the page's warm-up call (a Pyodide
    //   booted in every test that never asks the computer anything); the warm-up is sent
    //   then, first, as the page sent it.
    const Real = window.Worker;
    if (!Real || Real.__tests) return;
    const held = [];
    window.__holdComputer = false;
    window.__releaseComputer = () => {
        window.__holdComputer = false;
        while (held.length) held.shift()();
    };
    const warmUp = (data) => {
        try { return JSON.parse(data).k === 'warm_up'; } catch (e) { return false; }
    };
    function Worker(url, options) {
        if (!String((options && options.name) || '').startsWith('worker ')) {
            return new Real(url, options);
        }
        let real = null, handler = null;
        const queued = [];
        const deliver = (event) => {
            if (window.__holdComputer) held.push(() => handler(event));
            else handler(event);
        };
        return {
            get onmessage() { return handler; },
            set onmessage(fn) {
                handler = fn;
                if (real) real.onmessage = deliver;
            },
            postMessage(data) {
                if (!real && warmUp(data)) { queued.push(data); return; }
                if (!real) {
                    real = new Real(url, options);
                    window.__computerStarted = true;
                    real.onmessage = deliver;
                    while (queued.length) real.postMessage(queued.shift());
                }
                real.postMessage(data);
            },
            terminate() { if (real) real.terminate(); },
        };
    }
    Worker.__tests = true;
    window.Worker = Worker;
})();"""


class ModulesSeen:
    """The standard library's modules (any module, really) that the pages of this run imported:
    the game's worker's of every page, and the computer's worker's where it was started.
    Gathered as each test's pages close (tests/browser/site/test_runtime_modules.py reads them)."""

    def __init__(self):
        self.pages = 0
        self.in_game: set[str] = set()
        self.in_computer: set[str] = set()

    def gather(self, page) -> None:
        """Add what `page`'s workers imported (a page that is not ready, or gone, adds nothing)."""
        try:
            if page.is_closed() or page.evaluate("document.body.dataset.ready") != "1":
                return
            self.in_game |= set(page.evaluate("catHerders.modules()"))
            if page.evaluate("!!window.__computerStarted"):
                self.in_computer |= set(page.evaluate("catHerders.workerModules()"))
            self.pages += 1
        except PlaywrightError:
            pass


MODULES_SEEN = ModulesSeen()


def hold_computer(page) -> None:
    """Keep the computer's replies from reaching the game until release_computer(page): what
    the page shows stays put while the test reads it (the computer goes on thinking)."""
    page.evaluate("window.__holdComputer = true")


def release_computer(page) -> None:
    """Hand the game the computer's replies held since hold_computer(page), and the next ones."""
    page.evaluate("window.__releaseComputer()")


def record_texts(page, element_id: str) -> None:
    """Record every text an element is given from now on (a live region: what a screen reader
    says, each in turn), for said()."""
    page.evaluate("""(id) => {
        const log = (window.__said = window.__said || {})[id] = [];
        const target = document.getElementById(id);
        new MutationObserver((records) => {
            for (const record of records) {
                if (record.type === 'characterData') log.push(record.target.data);
                for (const node of record.addedNodes) log.push(node.textContent);
            }
        }).observe(target, {childList: true, characterData: true, subtree: true});
    }""", element_id)


def said(page, element_id: str) -> list[str]:
    """The texts an element was given since record_texts(page, element_id), oldest first."""
    return page.evaluate("(id) => (window.__said || {})[id] || []", element_id)


def wait_said(page, element_id: str, words: str, what: str = "") -> str:
    """Wait until the element (recorded by record_texts) was given a text holding `words`;
    return that text."""
    wait_for(page, "((window.__said || {})[arg[0]] || []).some(t => t.includes(arg[1]))",
             [element_id, words], what=what or f"#{element_id} to say {words!r}")
    return next(t for t in said(page, element_id) if words in t)


def record_hooks(page, name: str) -> None:
    """Record every value the page gives the tests' hook `name` from now on (window.catHerders'
    data, web/view/hooks.py), for hooks_seen()."""
    page.evaluate("""(name) => {
        const hooks = window.catHerdersHooks;
        const seen = (window.__hooksSeen = window.__hooksSeen || {});
        seen[name] = [];
        if (!hooks.__recording) {
            hooks.__recording = true;
            hooks.data = new Proxy(hooks.data, {set(target, key, value) {
                target[key] = value;
                if (seen[key]) seen[key].push(value);
                return true;
            }});
        }
    }""", name)


def hooks_seen(page, name: str) -> list:
    """The values of the hook `name` since record_hooks(page, name), oldest first."""
    return [json.loads(v) for v in page.evaluate("(n) => (window.__hooksSeen || {})[n] || []", name)]


def wait_turns(page, n: int) -> None:
    """Wait until the page has played n turns and no turn is half built. (The last may be the
    computer's, whose first reply starts its worker's runtime: as long as a page's start.)"""
    wait_for(page, "document.body.dataset.turns === String(arg) && !document.body.dataset.building",
             n, timeout_ms=READY_TIMEOUT_MS, what=f"{n} turns played")


def fen(page) -> str:
    """The shown position's text."""
    settle(page)
    return page.evaluate("document.body.dataset.fen")


def cell_center(page, name: str) -> tuple[float, float]:
    """Where a cell's centre is, in the viewport's CSS pixels."""
    x, y = page.evaluate("n => window.catHerders.cellCenter(n)", name)
    return x, y


def click_cell(page, name: str) -> None:
    """Click a cell's centre with the mouse, as a person would: scrolling the board into view
    first when the cell is off the screen (a focused button lower down may have scrolled it
    away, as on a phone)."""
    x, y = cell_center(page, name)
    width, height = page.evaluate("[window.innerWidth, window.innerHeight]")
    if not (0 <= x < width and 0 <= y < height):
        page.evaluate("document.getElementById('board').scrollIntoView({block: 'center'})")
        x, y = cell_center(page, name)
    page.mouse.click(x, y)
    settle(page)


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


# ---- playing a turn by clicks -----------------------------------------------------------


def _choices(turn) -> list:
    """A turn's steps as the builder options that make them, in order."""
    from game.catherders import Option

    out = []
    for step in turn.steps:
        if isinstance(step, tuple):
            out += [Option("flee", a, b) for a, b in zip(step, step[1:], strict=False)]
        else:
            out.append(Option("escort", step))
    return out


def _one_outcome(game, builder) -> bool:
    """True when every way to finish the turn gives one position (the page then plays on)."""
    results = set()
    for _ in builder.completions():
        results.add((tuple(builder.cells), builder.captures))
        if len(results) > 1:
            return False
    return True


def play_turn_by(page, game, turn, press, on_choice=None) -> int:
    """Play `turn` on the page with `press(page, cell_name)` (a click, or the keyboard's cursor
    and Enter), then push it on `game` (the engine, in step).

    Presses the herder and its target (or the Wall cell), then, wherever the page asks
    (as web.catherders.session does: several options and more than one outcome), the cell that
    makes the turn's next choice, pressing the cat first when several cats could go
    there. `on_choice(page)` is called while a choice is pending (e.g. a screenshot).
    Returns how many choices were made. Waits until the page has committed the turn (a
    computer may have answered it already: hold_computer() keeps the page at this turn).
    """
    names = game.board.names
    wanted = _choices(turn)
    if turn.target is None:
        raise ValueError("a pass cannot be clicked")
    if turn.origin is not None:
        press(page, names[turn.origin])
    press(page, names[turn.target])
    builder = game.begin(turn.origin, turn.target)
    asked, i = 0, 0
    try:
        while not builder.complete:
            options = builder.options()
            if len(options) > 1 and not _one_outcome(game, builder):
                wait_for(page, "document.body.dataset.building === '1'",
                         what=f"the page to ask for a choice in {turn}")
                if on_choice is not None:
                    on_choice(page)
                if i >= len(wanted) or wanted[i] not in options:
                    raise AssertionError(f"turn {turn}: choice {i} is not among {options}")
                option = wanted[i]
                if option.kind == "escort":
                    press(page, names[option.cell])
                else:
                    same_target = [o for o in options if o.kind == "flee" and o.to == option.to]
                    if len(same_target) > 1:
                        press(page, names[option.cell])  # choose the cat first
                    press(page, names[option.to])
                asked += 1
            else:
                option = options[0]
            if i < len(wanted) and option == wanted[i]:
                i += 1
            else:
                i = len(wanted)  # the page chose freely: every way ends the same
            builder.choose(option)
    finally:
        builder.cancel()
    before = len(game.stack)
    game.push(turn)
    assert len(game.stack) == before + 1
    # The turn is played once the page counts it; a computer may already have answered it
    # (so: at least that many turns), and the move list says which turn the page played.
    n = len(game.stack)
    wait_for(page, "Number(document.body.dataset.turns) >= arg && !document.body.dataset.building",
             n, what=f"turn {n} ({turn}) played")
    played = page.evaluate("n => document.querySelectorAll('#moves button')[n - 1]?.textContent", n)
    assert played == str(turn), f"turn {n}: the page played {played!r}, not {turn}"
    return asked


def play_turn_by_clicks(page, game, turn, on_choice=None) -> int:
    """play_turn_by() with mouse clicks on the cells' centres, as a person would."""
    return play_turn_by(page, game, turn, click_cell, on_choice)


def questions(game, turn) -> list[list]:
    """The choices the page asks for while `turn` is clicked: for each, the options offered."""
    builder = game.begin(turn.origin, turn.target)
    wanted, i, asked = _choices(turn), 0, []
    try:
        while not builder.complete:
            options = builder.options()
            if len(options) > 1 and not _one_outcome(game, builder):
                asked.append(list(options))
                option = wanted[i]
            else:
                option = options[0]
            i = i + 1 if i < len(wanted) and option == wanted[i] else len(wanted)
            builder.choose(option)
    finally:
        builder.cancel()
    return asked


def play_some_turns(page, game, n: int, seed: int = 0) -> list:
    """Play n turns by clicks, each drawn at random (seeded) among the engine's legal turns
    (passes aside); returns the turns. `game` follows along."""
    import random

    rng = random.Random(seed)
    played = []
    for _ in range(n):
        turns = [t for t in game.legal_turns() if t.target is not None]
        turn = rng.choice(turns)
        play_turn_by_clicks(page, game, turn)
        played.append(turn)
    return played


def link_of(spec_fragment: str, game) -> str:
    """A link fragment: the start's options plus the game's turns, in web.catherders.sharing.link's form."""
    turns = ",".join(str(t).replace(" ", "_").replace(">", "~") for t in game.turns)
    return spec_fragment + (f"&turns={turns}" if turns else "")


def caught_by(game, turn) -> int:
    """How many cats `turn` would catch in `game` (played and taken back)."""
    game.push(turn)
    n = game.caught_by(-1)
    game.pop()
    return n


def finished_game(max_turns: int = 400):
    """(seed, game): the first random game from new_position(hex6, beginner, 9, seed) that
    ends within `max_turns` turns with a turn that is not a pass."""
    import random

    from game.catherders import Game, new_position

    for seed in range(1, 100):
        game = Game(new_position("hex6", "beginner", 9, seed))
        rng = random.Random(seed)
        while not game.is_over() and len(game.stack) < max_turns:
            game.random_turn(rng)
        if game.is_over() and game.turns[-1].target is not None:
            return seed, game
    raise AssertionError(f"no random game ended within {max_turns} turns")


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
