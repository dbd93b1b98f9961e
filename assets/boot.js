// Before Python runs: show what the page is loading, and register the offline cache.
(() => {
  const progress = document.getElementById("progress");
  const started = performance.now();
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
  // A first visit downloads the runtime itself: the offline copy is made once the board is ready
  // (mostly from the HTTP cache), so it does not slow the start. Later visits look for an update
  // at once.
  (startedWith ? Promise.resolve() : ready).then(register).catch((error) => {
    console.warn("Offline support is not available:", error);
  });
})();
