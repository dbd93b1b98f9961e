"""Record which standard-library modules the page and the computer's worker really import.

    .venv/bin/python tools/stdlib_usage.py            # print what a real run imports
    .venv/bin/python tools/stdlib_usage.py --check    # exit 1 if tools/stdlib.txt misses any

Serves the site with the FULL compiled standard library (build/python_stdlib.full.zip, from
tools/vendor.py) and plays the page in Debian's Chromium as people use it: a game against
the computer (its worker), a hint, a record loaded, a shared link opened, the rules view, a
lesson and a game by link. Then it reads sys.modules in the page and in the worker, and
lists every module that came from the standard library's zip. tools/stdlib.txt, the
reviewed list the build trims the shipped zip to (tools/stdlib_zip.py), must hold all of them;
tests/browser/site/test_runtime_modules.py checks that on every run against the trimmed zip.
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from bench_load import CHROMIUM, CHROMIUM_ARGS, serving, stage_site  # noqa: E402

SCENE = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=3&red=ai-easy"


def zip_modules(path: Path) -> set[str]:
    """Module names a python_stdlib.zip provides ('a/b.pyc' -> 'a.b', 'a/__init__.pyc' -> 'a')."""
    module_of = _stdlib_zip().module_of
    with zipfile.ZipFile(path) as z:
        return {m for name in z.namelist() if (m := module_of(name)) is not None}


def exercise(page, origin: str) -> None:
    """Use the page as a person does, so that every import a real visit needs happens."""
    def ready():
        page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)

    page.goto(f"{origin}/#{SCENE}")
    ready()
    x, y = page.evaluate("n => catHerders.cellCenter(n)", "a2")
    page.mouse.move(x, y)  # the preview
    page.mouse.click(x, y)  # a turn by clicks; the computer (red) answers in its worker
    page.wait_for_function("document.body.dataset.turns === '2' && !document.body.dataset.thinking",
                           timeout=60_000)
    from game.catherders import Game

    turn = next(t for t in Game(page.evaluate("document.body.dataset.fen")).legal_turns() if t.flights)
    page.fill("#turn-text", str(turn))  # a typed turn
    page.press("#turn-text", "Enter")
    page.wait_for_function("document.body.dataset.turns === '4' && !document.body.dataset.thinking",
                           timeout=60_000)
    page.mouse.move(1, 1)
    page.click("#chk-threats")
    page.click("#btn-hint")
    try:
        page.wait_for_function("document.getElementById('status').textContent.startsWith('Hint')",
                               timeout=60_000)
    except Exception:
        status = page.evaluate("document.getElementById('status').textContent")
        raise SystemExit(f"no hint came: {status}") from None
    page.click("details:has(#record) summary")
    page.click("#btn-record-load")
    page.click("#btn-rules")
    page.wait_for_function("document.body.dataset.rules === 'ready-catherders'", timeout=30_000)
    page.goto(f"{origin}/#lesson=2")
    ready()
    page.goto(f"{origin}/#v=1&rules=alternate&variants=escort,double-step&board=sq7&setup=beginner"
              "&cats=9&seed=2&you=red&match=0123456789ab")
    ready()
    page.click("#btn-qr")
    # The pageant, in the same worker: a vote against the computer voters (hard among them),
    # its reveal, its rules with their pictures, a look back.
    page.goto(f"{origin}/#game=pageant&seed=3&seats=pYou,e,h&votes=")
    page.wait_for_function("document.body.dataset.pageantPhase === 'pick'", timeout=60_000)
    page.click("#pg-cats button[data-cat='2']")
    page.click("#btn-pg-cast")
    page.wait_for_function("document.body.dataset.pageantPhase === 'reveal'", timeout=60_000)
    page.click("#btn-pg-prev")
    page.click("#btn-pg-rules")
    page.wait_for_function("document.body.dataset.rules === 'ready-pageant'", timeout=30_000)
    # Clowder, in the same worker: a few placements and the token against the computers (hard
    # among them), their leaps, its rules with their diagrams, a look back.
    page.goto(f"{origin}/#game=clowder&seed=3&seats=pYou,e,h&moves=")
    person = ("['place', 'pick', 'move', 'caught', 'shop', 'over']"
              ".includes(document.body.dataset.clowderPhase)")
    for _ in range(12):
        page.wait_for_function(person, timeout=60_000)
        now = page.evaluate("document.body.dataset.clowderPhase")
        if now in ("place", "move"):
            button = page.locator("#cl-choices button").first
        elif now == "pick":
            button = page.locator("#cl-tokens button:not([disabled])").first
        elif now == "caught":
            button = page.locator("#btn-cl-give")
        elif now == "shop":
            button = page.locator("#btn-cl-end")
        else:
            break
        # The page answers a click a moment later (the game is in a worker): wait for the
        # panel to be redrawn, so the next click is not on the old one's buttons.
        before = page.evaluate("window.catHerdersHooks.data.clowder")
        button.click()
        page.wait_for_function("(before) => window.catHerdersHooks.data.clowder !== before",
                               arg=before, timeout=60_000)
    page.click("#btn-cl-prev")
    page.click("#btn-cl-rules")
    page.wait_for_function("document.body.dataset.rules === 'ready-clowder'", timeout=30_000)
    # Cat's Mansion, in the same worker: a few walks, spats and turns against its computer cats
    # (hard among them), its spat panel, its rules with their diagrams, a look back.
    page.goto(f"{origin}/#game=mansion&seed=3&rules=s&seats=pYou,e,h&moves=")
    person = ("['move', 'retreat', 'bid', 'push', 'gift', 'over']"
              ".includes(document.body.dataset.mansionPhase)")
    for _ in range(10):
        page.wait_for_function(person, timeout=60_000)
        now = page.evaluate("document.body.dataset.mansionPhase")
        if now == "over":
            break
        if now == "move":
            walks = page.locator("#ma-choices button[data-do='go'], #ma-choices button[data-do='attack']")
            turn = page.locator("#btn-ma-end:visible, #btn-ma-stay:visible")
            button = walks.first if walks.count() else turn.first
        elif now == "bid":
            button = page.locator("#ma-choices button[data-do='bid']")
        else:
            button = page.locator("#ma-choices button").first
        # The page answers a click a moment later (the game is in a worker): wait for the
        # panel to be redrawn, so the next click is not on the old one's buttons.
        before = page.evaluate("window.catHerdersHooks.data.mansion")
        button.click()
        page.wait_for_function("(before) => window.catHerdersHooks.data.mansion !== before",
                               arg=before, timeout=60_000)
    page.click("#btn-ma-prev")
    page.click("#btn-ma-rules")
    page.wait_for_function("document.body.dataset.rules === 'ready-mansion'", timeout=30_000)


def used_modules(origin: str) -> tuple[set[str], set[str]]:
    """(page's modules, worker's modules) after exercise(), as sys.modules names."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context(service_workers="block",
                                      permissions=["clipboard-read", "clipboard-write"])
        page = context.new_page()
        exercise(page, origin)
        on_page = set(page.evaluate("catHerders.modules()"))
        in_worker = set(page.evaluate("catHerders.workerModules()"))
        browser.close()
    return on_page, in_worker


def _stdlib_zip():
    """tools/stdlib_zip.py, which trims the shipped standard library, as a module."""
    spec = importlib.util.spec_from_file_location("_stdlib_zip", ROOT / "tools" / "stdlib_zip.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def keep_list() -> set[str]:
    """The module names of tools/stdlib.txt, as the build reads them (tools/stdlib_zip.py)."""
    return _stdlib_zip().keep_list()


def kept(module: str, keep: set[str]) -> bool:
    """True when the build keeps `module` (listed, or inside a package listed 'pkg.*';
    tools/stdlib_zip.py)."""
    return _stdlib_zip().is_kept(module, keep)


def main() -> None:
    """Record, print, and with --check compare with tools/stdlib.txt."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    full_stdlib = _stdlib_zip().FULL_STDLIB
    if not full_stdlib.is_file():
        raise SystemExit(f"{full_stdlib} is missing: run `python3 tools/vendor.py` first")
    stdlib = zip_modules(full_stdlib)
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp)
        stage_site(site)
        shipped = site / "assets" / "vendor" / "pyodide" / "python_stdlib.zip"
        shipped.unlink()
        shutil.copyfile(full_stdlib, shipped)
        with serving(site) as origin:
            on_page, in_worker = used_modules(origin)
    used = sorted((on_page | in_worker) & stdlib)
    print(f"{len(used)} standard-library modules imported ({len(on_page & stdlib)} on the page, "
          f"{len(in_worker & stdlib)} in the worker) of {len(stdlib)} in the zip:")
    for name in used:
        print(f"  {name}")
    if args.check:
        keep = keep_list()
        missing = [m for m in used if not kept(m, keep)]
        if missing:
            raise SystemExit(f"tools/stdlib.txt misses {missing}")
        print("tools/stdlib.txt holds them all")


if __name__ == "__main__":
    main()
