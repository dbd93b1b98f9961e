"""Page load time: the game against a bare PyScript page on the same local runtime.

    python3 bench/bench_load.py [--runs 5] [--profile memory|disk] [--stdlib compiled|source]
                                [--latency MS --mbps N] [--cpu N] [--phone] [--verbose]

Serves a copy of the site (tools/serve.py's handler; the files tools/site_manifest.py lists,
the vendored runtime linked in, bench/bare/) on a free localhost port and drives Debian's Chromium.
Each figure is the median over --runs of the time from navigation start to body[data-ready="1"]
(read in the page: performance.now() when the marker appears), for:

  game  cold   new browser context, service workers blocked: everything from the HTTP server
        warm   reload in that context (HTTP cache, revalidated)
  bare  cold   bench/bare/: PyScript + the same Pyodide, prints one line, sets the same marker
        warm   reload in that context
  floor cold   bench/floor/: the runtime alone as the game starts it (PyScript's MicroPython on
               the page, Pyodide in a worker), the marker set once both are up
        warm   reload in that context
  game+sw cold first visit with the service worker allowed (it registers after the board is
               ready, so the offline copy should cost the first visit nothing: checked here)
        warm   reload once the worker is active and the page has compiled ahead and kept its
               bytecode (web/shell/compile_ahead.py): every file from Cache Storage, our
               modules' bytecode too, what a returning visitor (or one offline) gets

Cold is measured with service workers blocked because the bare page has none: the ratio
compares like with like; the game+sw row shows what the worker adds to a first visit.

--profile memory (default) uses Playwright's fresh contexts (incognito-like: in-memory HTTP
cache, no compiled-code cache on disk). --profile disk launches Chromium with a new on-disk
profile for each run instead, as a normal browser profile (disk cache, V8 code cache).

--latency/--mbps emulate a network (Chrome DevTools' throttling, round-trip latency in ms and
download speed in Mbit/s) for the page's own requests; localhost alone has neither. --cpu N
slows the page's CPU N times (DevTools); --phone is a phone-like run: 4x CPU, 40 ms, 20 Mbit/s.

Bytes: each cold load's bytes on the wire (each response's headers and encoded body, as
tools/serve.py sends them, the workers' requests included) and its number of requests.

--stdlib source serves the pyodide package's own python_stdlib.zip (.py sources, from
node_modules/) instead of the compiled one tools/vendor.py ships: what the compilation saves.

Also prints where the time goes (median per phase; PyScript's py:progress events, wasm
compile, main.py) for each kind of load. Figures are measured, never asserted. Targets: cold
game within 1.25x the cold bare page, warm reload under 1.5 s.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import importlib
import json
import os
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TIMEOUT_MS = 120_000

# Runs in every page before its own scripts: timestamps (ms since navigation start) of the
# ready marker and of the runtime's steps.
MARKS_JS = """
(() => {
  const marks = (window.__benchMarks = {});
  const mark = (name) => { if (!(name in marks)) marks[name] = performance.now(); };
  addEventListener("py:progress", (e) => mark(String(e.detail)));
  document.addEventListener("py:ready", () => mark("main.py starts"), true);
  const instantiate = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = function (...args) {
    mark("wasm: fetch+compile starts");
    const result = instantiate.apply(this, args);
    result.then(() => mark("wasm: compiled"));
    return result;
  };
  new MutationObserver(() => {
    if (document.body && document.body.dataset.ready === "1") mark("ready");
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
})();
"""

# Phases of the game's start, between consecutive marks (missing marks are skipped).
PHASES = [
    ("HTML, PyScript core, config", None, "Loading interpreter"),
    ("fetch pyodide.asm.mjs", "Loading interpreter", "wasm: fetch+compile starts"),
    ("wasm instantiated (compiled lazily)", "wasm: fetch+compile starts", "wasm: compiled"),
    ("Pyodide start (stdlib, bootstrap)", "wasm: compiled", "Loaded interpreter"),
    ("[files] (our .py files)", "Loaded interpreter", "Loaded Pyodide"),
    ("PyScript setup", "Loaded Pyodide", "main.py starts"),
    ("main.py: imports, first draw", "main.py starts", "ready"),
]


def _load_tool(name: str):
    """tools/<name>.py as a module (tools/ put on sys.path: its modules import each other)."""
    if str(ROOT / "tools") not in sys.path:
        sys.path.append(str(ROOT / "tools"))
    return importlib.import_module(name)


def stage_site(dest: Path, stdlib: str = "compiled") -> str:
    """Copy the shipped files, bench/bare/ and bench/floor/ (bench_lighthouse.py --floor) into
    dest, link the runtime; return the build id."""
    site_manifest = _load_tool("site_manifest")
    stdlib_zip = _load_tool("stdlib_zip")
    bare = [p.relative_to(ROOT).as_posix() for folder in ("bare", "floor")
            for p in (ROOT / "bench" / folder).iterdir() if p.is_file()]
    for rel in [*site_manifest.app_files(ROOT), site_manifest.SERVICE_WORKER, *bare]:
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / rel, dest / rel)
    (dest / "assets" / "vendor").mkdir(parents=True, exist_ok=True)
    for sub in site_manifest.VENDOR_SUBDIRS:
        (dest / "assets" / "vendor" / sub).mkdir()
        for file in (ROOT / "assets" / "vendor" / sub).iterdir():
            if stdlib == "source" and file.name == stdlib_zip.STDLIB:
                file = ROOT / "node_modules" / "pyodide" / stdlib_zip.STDLIB
            (dest / "assets" / "vendor" / sub / file.name).symlink_to(file)
    # The bare page runs on the same Pyodide with the WHOLE standard library (the game ships
    # it trimmed): the baseline is an empty page as anyone would make it.
    full = dest / "assets" / "vendor" / "pyodide-full"
    full.mkdir()
    for file in (ROOT / "assets" / "vendor" / "pyodide").iterdir():
        source = stdlib_zip.FULL_STDLIB if file.name == stdlib_zip.STDLIB else file
        if stdlib == "source" and file.name == stdlib_zip.STDLIB:
            source = ROOT / "node_modules" / "pyodide" / stdlib_zip.STDLIB
        (full / file.name).symlink_to(source)
    (full / stdlib_zip.LOCK).unlink()
    (full / stdlib_zip.LOCK).symlink_to(ROOT / "node_modules" / "pyodide" / stdlib_zip.LOCK)
    bare_config = dest / "bench" / "bare" / "pyscript.toml"
    bare_config.write_text(bare_config.read_text().replace("/vendor/pyodide/", "/vendor/pyodide-full/"))
    versions = json.loads((ROOT / "assets" / "vendor" / "manifest.json").read_text())["versions"]
    return site_manifest.write_manifest(dest, versions)["build"]


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        pass  # a closed context drops its downloads midway


@contextlib.contextmanager
def serving(directory: Path):
    """tools/serve.py's handler on a free port, in a thread; yields the origin."""
    handler = functools.partial(_load_tool("serve").Handler, directory=str(directory))
    server = _Server(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()


class Contexts:
    """New browser contexts: Playwright's in-memory ones, or a new on-disk profile each time."""

    def __init__(self, playwright, profile: str):
        self.playwright, self.profile = playwright, profile
        self.browser = None
        if profile == "memory":
            self.browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)

    @contextlib.contextmanager
    def new(self, service_workers: str):
        if self.profile == "memory":
            context = self.browser.new_context(service_workers=service_workers)
            folder = None
        else:
            folder = tempfile.mkdtemp(prefix="bench-profile-")
            context = self.playwright.chromium.launch_persistent_context(
                folder, executable_path=CHROMIUM, args=CHROMIUM_ARGS, service_workers=service_workers)
        context.add_init_script(MARKS_JS)
        try:
            yield context
        finally:
            context.close()
            if folder:
                shutil.rmtree(folder, ignore_errors=True)

    def close(self):
        if self.browser:
            self.browser.close()


def load(page, url: str | None) -> dict:
    """Navigate (or reload when url is None), wait for the ready marker; return the marks (ms)."""
    if url is None:
        page.reload(wait_until="commit")
    else:
        page.goto(url, wait_until="commit")
    page.wait_for_function("window.__benchMarks && 'ready' in window.__benchMarks",
                           timeout=TIMEOUT_MS)
    return page.evaluate("window.__benchMarks")


class Transfer:
    """Bytes on the wire (each response's headers and encoded body, as Playwright reports them)
    and requests of one context, its pages' workers included: a page's own DevTools session
    sees none of its workers' requests (Pyodide's download is the game worker's)."""

    def __init__(self, context):
        self.finished = []
        self.requests = 0  # how many requests the context made so far
        context.on("request", self._sent)
        context.on("requestfinished", lambda request: self.finished.append(request))

    def _sent(self, _request) -> None:
        self.requests += 1

    def bytes(self) -> int:
        """The bytes of the responses finished so far, headers and encoded bodies."""
        total = 0
        for request in self.finished:
            sizes = request.sizes()
            total += sizes["responseHeadersSize"] + sizes["responseBodySize"]
        return total


def measure(contexts: Contexts, url: str, service_workers: str, build: str,
            network: tuple[float, float] | None = None, cpu: float = 1,
            ) -> tuple[dict, dict]:
    """(cold marks, warm marks) of one new context; network = (latency ms, Mbit/s) to emulate
    (the page's own requests only: DevTools' emulation does not reach its workers), cpu =
    DevTools' CPU slowdown."""
    with contexts.new(service_workers) as context:
        transfer = Transfer(context)
        page = context.pages[0] if context.pages else context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        if network:
            cdp.send("Network.emulateNetworkConditions", {
                "offline": False, "latency": network[0],
                "downloadThroughput": network[1] * 1e6 / 8, "uploadThroughput": network[1] * 1e6 / 8})
        if cpu != 1:
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu})
        cold = load(page, url)
        cold["bytes"], cold["requests"] = transfer.bytes(), transfer.requests
        if service_workers == "allow":  # wait for the offline copy, as a returning visitor has it,
            page.wait_for_function(  # and for the bytecode its page kept (web/shell/compile_ahead.py)
                "(b) => { const w = navigator.serviceWorker.controller;"
                " return !!w && w.scriptURL.endsWith('?build=' + b) && w.state === 'activated'"
                " && document.body.dataset.ahead === 'done'; }",
                arg=build, timeout=TIMEOUT_MS)
        warm = load(page, None)
    return cold, warm


def phases(samples: list[dict]) -> list[tuple[str, float]]:
    out = []
    for label, start, end in PHASES:
        spans = [m[end] - (m[start] if start else 0.0) for m in samples
                 if end in m and (start is None or start in m)]
        if spans:
            out.append((label, statistics.median(spans)))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--profile", choices=("memory", "disk"), default="memory")
    ap.add_argument("--stdlib", choices=("compiled", "source"), default="compiled")
    ap.add_argument("--latency", type=float, default=0, help="emulated round trip, ms")
    ap.add_argument("--mbps", type=float, default=0, help="emulated download speed, Mbit/s")
    ap.add_argument("--cpu", type=float, default=1, help="CPU slowdown (DevTools), e.g. 4")
    ap.add_argument("--phone", action="store_true",
                    help="a phone-like run: --cpu 4 --latency 40 --mbps 20")
    ap.add_argument("--verbose", action="store_true", help="print every sample")
    args = ap.parse_args()
    if args.phone:
        args.cpu, args.latency, args.mbps = 4, 40, 20
    if not (ROOT / "assets" / "vendor" / "manifest.json").is_file():
        raise SystemExit("assets/vendor/ is missing: run `python3 tools/vendor.py` first")

    load_start = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    rows = {("game", "block"): "game", ("bare", "block"): "bare", ("floor", "block"): "floor",
            ("game", "allow"): "game+sw"}
    samples = {name: {"cold": [], "warm": []} for name in rows.values()}
    with tempfile.TemporaryDirectory(prefix="bench-site-") as folder, serving(Path(folder)) as origin, \
            sync_playwright() as playwright:
        build = stage_site(Path(folder), args.stdlib)
        urls = {"game": origin + "/", "bare": origin + "/bench/bare/",
                "floor": origin + "/bench/floor/index.html"}
        contexts = Contexts(playwright, args.profile)
        try:
            for run in range(args.runs):  # interleaved, so a slow spell of the machine hits all rows
                for (page_name, sw), name in rows.items():
                    network = (args.latency, args.mbps) if args.latency or args.mbps else None
                    cold, warm = measure(contexts, urls[page_name], sw, build, network, args.cpu)
                    samples[name]["cold"].append(cold)
                    samples[name]["warm"].append(warm)
                    if args.verbose:
                        print(f"run {run + 1} {name:8} cold {cold['ready']:7.0f} ms"
                              f"  warm {warm['ready']:7.0f} ms", flush=True)
        finally:
            contexts.close()

    def med(name, kind):
        return statistics.median(m["ready"] for m in samples[name][kind]) / 1000

    cpus = os.cpu_count()
    load1 = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    network = f", network {args.latency:g} ms / {args.mbps:g} Mbit/s" if args.latency or args.mbps else ""
    network += f", CPU {args.cpu:g}x slower" if args.cpu != 1 else ""
    print(f"\nLoad time to a playable board, median of {args.runs} ({args.profile} profile, "
          f"{args.stdlib} stdlib{network}, {cpus} CPUs, load average {load_start:.1f} at the start, "
          f"{load1:.1f} at the end)\n")
    print(f"{'page':10} {'cold (s)':>9} {'warm (s)':>9} {'cold MB':>9} {'requests':>9}")
    for name in samples:
        cold_bytes = statistics.median(m["bytes"] for m in samples[name]["cold"]) / 1e6
        requests = statistics.median(m["requests"] for m in samples[name]["cold"])
        print(f"{name:10} {med(name, 'cold'):9.2f} {med(name, 'warm'):9.2f} {cold_bytes:9.2f} "
              f"{requests:9.0f}")
    print("(cold MB: bytes on the wire for a first visit, page and worker, as the gzipping "
          "server sends them; game+sw adds the offline copy's download)")
    ratio = med("game", "cold") / med("bare", "cold")
    print(f"\ncold(game) / cold(bare) = {ratio:.2f}   (target <= 1.25)")
    print(f"cold(game) - cold(floor) = {med('game', 'cold') - med('floor', 'cold'):.2f} s   "
          "(ours: the runtime alone takes the rest)")
    print(f"warm reload: game {med('game', 'warm'):.2f} s over HTTP cache, "
          f"{med('game+sw', 'warm'):.2f} s from the service worker   (target < 1.5 s)")

    print("\nWhere the time goes (median ms per phase; the bare page has no [files])")
    columns = [("game", "cold"), ("bare", "cold"), ("game", "warm"), ("game+sw", "warm"), ("bare", "warm")]
    print(f"{'phase':36}" + "".join(f"{n + ' ' + k:>14}" for n, k in columns))
    tables = {c: dict(phases(samples[c[0]][c[1]])) for c in columns}
    for label, _, _ in PHASES:
        cells = [tables[c].get(label) for c in columns]
        print(f"{label:36}" + "".join(f"{'' if v is None else f'{v:.0f}':>14}" for v in cells))


if __name__ == "__main__":
    main()
