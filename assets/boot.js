// Before Python runs: show what the page is loading, keep the clicks made meanwhile, show a
// returning player's last board, and register the offline cache.

// The first screen, before any Python: a returning player (a saved game, or a link) does not
// get the welcome; their last board, as the view saved it when the page was left
// (web/view/view.py), shows at once in the board's place.
// Which of the site's games the address names (index.html's first script, before the first
// paint, set the body's data-game: its parts are shown, the others' hidden, assets/style.css).
document.getElementById(`nav-${window.catHerdersGame}`).setAttribute("aria-current", "page");

(() => {
  let saved = [];
  let picture = null;
  try {
    saved = JSON.parse(localStorage.getItem("catherders.games.v1") || "[]");
    picture = JSON.parse(localStorage.getItem("catherders.board-picture.v1") || "null");
  } catch (error) {
    // Unreadable storage: the game says so once it has started, and keeps it aside.
  }
  // A link naming only the site's first game is its home page (web/shell/router.py).
  const fragment = location.hash === "#game=catherders" ? "" : location.hash.slice(1);
  const returning = fragment !== "" || (Array.isArray(saved) && saved.length > 0);
  document.getElementById("welcome").hidden = returning;
  const last = Array.isArray(saved) && saved[0] ? saved[0].fragment : null;
  const shown = fragment || last;
  if (picture && typeof picture.image === "string" && picture.image.startsWith("data:image/")
      && shown && picture.fragment === shown) {
    const img = document.getElementById("board-placeholder");
    img.src = picture.image;
    img.classList.add("saved-board");
    img.alt = "Your last position, as you left it (the game is getting ready)";
    document.body.dataset.boardPicture = "saved";
  }
})();

// Clicks on a control before the game is ready are kept, said, and handed over when it is
// (web/view/view.py calls catHerdersEarly.release()): none is ignored silently.
window.catHerdersEarly = (() => {
  const queue = [];
  let ready = false;
  const keep = (event) => {
    if (ready) return;
    const control = event.target.closest("button, select, input, summary, a[href^='#']");
    if (!control || control.closest("dialog, #update")) return;
    event.preventDefault();
    event.stopPropagation();
    queue.push(control);
    document.getElementById("status").textContent = "Getting the game ready… (your click is kept)";
    document.body.dataset.queued = String(queue.length);
  };
  document.addEventListener("click", keep, true);
  // The view shows #update when it and the game's worker are of two versions (a deploy while
  // one of them was kept): its button reloads the page, with or without the game.
  document.getElementById("btn-update").addEventListener("click", () => location.reload());
  return {
    release() {
      ready = true;
      document.removeEventListener("click", keep, true);
      document.body.dataset.queued = "";
      for (const control of queue.splice(0)) control.click();
    },
  };
})();

(() => {
  const progress = document.getElementById("progress");
  const started = performance.now();
  // How much a first visit downloads (compressed), from the build's manifest (tools/vendor.py),
  // asked once the first screen is painted, with the view's runtime (below).
  addEventListener("catherders:painted", () => {
    fetch("./assets/vendor/manifest.json").then((r) => r.json()).then((manifest) => {
      const mb = (manifest.download_bytes / 1e6).toFixed(1);
      if (progress && document.body.dataset.ready !== "1" && manifest.download_bytes) {
        progress.dataset.size = mb;
        progress.textContent = `Starting the game in your browser (a first visit downloads about ${mb} MB, then it works offline).`;
      }
    }).catch(() => {});
  }, { once: true });
  addEventListener("py:progress", (event) => {
    if (progress && !progress.hidden && typeof event.detail === "string") {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      progress.textContent = `${event.detail}… (${seconds} s)`;
    }
  });
  // Without this, a failure to load the runtime would leave the loading line forever.
  const problem = (message) => {
    const box = document.getElementById("problem");
    if (box && document.body.dataset.ready !== "1") {
      box.textContent = "The game could not load: " + message + ". Reload the page to try again.";
      box.hidden = false;
    }
  };
  addEventListener("error", (event) => problem(event.message || "a file is missing"));
  // A Python exception while starting is no "error" event: PyScript shows its traceback in a
  // banner (.py-error). Say its last line in the problem box too.
  new MutationObserver((_, observer) => {
    const banner = document.querySelector(".py-error");
    if (banner) {
      observer.disconnect();
      const lines = banner.textContent.trim().split("\n");
      problem(lines[lines.length - 1].trim() || "Python stopped with an error");
    }
  }).observe(document.body, { childList: true });
})();

// Offline support: register the service worker of this build (see sw.js for the whole story).
(() => {
  if (!("serviceWorker" in navigator)) return;
  const sw = navigator.serviceWorker;
  const startedWith = sw.controller; // the worker whose cache this page's files come from (or none)
  // Resolves with the build of the service worker that controls the page, once one does (at once
  // on a later visit; on a first, when its install takes over): the game's worker then reads the
  // other games' zips from that build's offline copy and compiles them ahead
  // (web/shell/compile_ahead.py, through the view's "offline" ask).
  const buildOf = (worker) => new URL(worker.scriptURL).searchParams.get("build") || "";
  window.catHerdersOffline = startedWith ? Promise.resolve(buildOf(startedWith)) : new Promise((resolve) => {
    sw.addEventListener("controllerchange", () => resolve(buildOf(sw.controller)), { once: true });
  });
  const isReady = () => document.body.dataset.ready === "1";
  const ready = new Promise((resolve) => {
    if (isReady()) return resolve();
    new MutationObserver((_, observer) => {
      if (isReady()) {
        observer.disconnect();
        resolve();
      }
    }).observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
  });

  // A newer worker took over (another tab let it) before this page had loaded all its files:
  // the rest would come from the new build. Start again on the new build rather than mix.
  sw.addEventListener("controllerchange", () => {
    if (startedWith && !isReady()) location.reload();
  });

  // A new build's worker waits until this page has everything (board ready), then takes over;
  // it serves the next load. A page that failed to start (a script error, or PyScript's error
  // banner for a Python exception) lets it take over at once: the new build may be the fix.
  const failed = new Promise((resolve) => {
    addEventListener("error", resolve, { once: true });
    addEventListener("unhandledrejection", resolve, { once: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector(".py-error")) {
        observer.disconnect();
        resolve();
      }
    }).observe(document.body, { childList: true });
  });
  const settled = Promise.race([ready, failed]);
  const promote = async (worker) => {
    if (!worker) return;
    await settled;
    while (worker.state === "installing") {
      await new Promise((resolve) => worker.addEventListener("statechange", resolve, { once: true }));
    }
    if (worker.state === "installed") worker.postMessage("skip-waiting");
  };

  const register = async () => {
    // Which build the site is now. When offline, the service worker answers from its cache.
    const response = await fetch("./assets/vendor/manifest.json", { cache: "no-store" });
    if (!response.ok) throw new Error(`manifest.json: HTTP ${response.status}`);
    const { build } = await response.json();
    const registration = await sw.register(`./sw.js?build=${encodeURIComponent(build)}`);
    if (!registration) return; // registration blocked (e.g. by a test harness)
    registration.addEventListener("updatefound", () => promote(registration.installing));
    promote(registration.installing || registration.waiting);
  };
  // A first visit downloads the runtime and the game it opens (its zips alone): the offline copy,
  // every game's files, is made once the board is ready and the page idle (mostly from the HTTP
  // cache for what the page had), so it does not slow the start. Later visits look for an update
  // at once.
  const idle = () => new Promise((resolve) => (window.requestIdleCallback
    ? requestIdleCallback(resolve, { timeout: 5000 }) : setTimeout(resolve, 0)));
  (startedWith ? Promise.resolve() : ready.then(idle)).then(register).catch((error) => {
    console.warn("Offline support is not available:", error);
  });
})();

// window.catHerders: where a person would click, for the browser tests (and nothing else). The
// view (web/view/hooks.py) keeps each hook's data here as JSON text: the cells' centres on a
// canvas, in its CSS pixels; questions only the game can answer go to the view by ask().
window.catHerdersHooks = { data: {}, ask: null };
window.catHerders = (() => {
  const hooks = window.catHerdersHooks;
  const read = (name) => JSON.parse(hooks.data[name] || "null");
  const centre = (hook, canvasId, name) => {
    const found = (read(hook) || []).find((cell) => cell[0] === String(name));
    if (!found) return null;
    const rect = document.getElementById(canvasId).getBoundingClientRect();
    return [rect.left + found[1], rect.top + found[2]];
  };
  const ask = (name) => new Promise((resolve) => hooks.ask(name, (text) => resolve(JSON.parse(text))));
  return {
    cellCenter: (name) => centre("cells", "board", name),
    editCellCenter: (name) => centre("editCells", "edit-board", name),
    cellNames: () => (read("cells") || []).map((cell) => cell[0]),
    pictureCell: (name) => (read("pictureCells") || {})[String(name)] ?? null,
    modules: () => ask("modules"),
    workerModules: () => ask("workerModules"),
  };
})();

// The view's runtime (PyScript, then MicroPython) runs once the game's outline, the first
// screen's largest picture, is on screen. Run before it, PyScript's own script held that
// paint back: Lighthouse's phone put it at 1.5 to 1.6 s, and 1.1 to 1.3 s once it waits
// (docs/benchmarks.md, "Issue 33, session 16" and "session 17"). "On screen" is the browser's
// own word where it gives one: the outline's largest-contentful-paint entry, which comes once
// its frame is presented (two frames after the picture was decoded were not always enough).
// Where the browser gives no such entry, two frames after the outline is decoded or the page
// has loaded; where it gives one but another element is the largest, WAIT_FOR_PAINT_MS after
// those frames. A tab opened in the background paints nothing until shown, so it starts at
// once. The event "catherders:painted" says it started. `run` may come more than once (the
// entry, then the wait's end): the module is imported once, and its listener is once.
(() => {
  const game = window.catHerdersGame;
  const outline = game === "catherders" ? document.getElementById("board-placeholder")
    : document.querySelector(`#${game} img.board-outline`);
  const WAIT_FOR_PAINT_MS = 500;  // the longest a loaded page waits for the outline's paint entry
  let started = false;
  const run = () => {
    dispatchEvent(new Event("catherders:painted"));
    import("./vendor/pyscript/core.js").catch((error) => console.error(error));
  };
  const observed = typeof PerformanceObserver === "function"
    && (PerformanceObserver.supportedEntryTypes || []).includes("largest-contentful-paint");
  if (observed && outline) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.element === outline)) {
        observer.disconnect();
        setTimeout(run, 0);
      }
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  }
  const start = () => {
    if (started) return;
    started = true;
    if (document.visibilityState === "hidden") run();
    else {
      requestAnimationFrame(() => requestAnimationFrame(() => {
        if (!observed || !outline) setTimeout(run, 0);
        else setTimeout(run, WAIT_FOR_PAINT_MS);  // the entry never came: not the largest
      }));
    }
  };
  document.addEventListener("visibilitychange", () => {
    if (started && document.visibilityState === "hidden") run();  // no frame comes while hidden
  });
  if (outline) {
    outline.loading = "eager";  // the one shown: never left waiting to be scrolled to
    outline.decode().then(start, start);
  }
  addEventListener("load", start);  // whatever the picture does
  if (!outline) start();
})();
