"""What happened on the page between two looks, recorded in the page and read afterwards, for
the browser tests: a live region's texts (record_texts, said, wait_said), a hook's values
(record_hooks, hooks_seen), the computer's worker held while a test reads (COMPUTER_JS,
hold_computer, release_computer), and the modules every page imported (MODULES_SEEN)."""

from __future__ import annotations

import json

from playwright.sync_api import Error as PlaywrightError

from tests.browser.pagetools import wait_for

# A live region, a status line or a hook can be replaced by a later event (a computer's move,
# the next roll of the dice) before the test reads it; these record every value it takes, in
# order, so a test waits for the value it asserts instead of racing the page.

COMPUTER_JS = """(() => {
    // The computer's worker (web/view/view.py's COMPUTER_WORKER), seen by the tests:
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
