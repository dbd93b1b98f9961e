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
  addEventListener("error", (event) => {
    const box = document.getElementById("problem");
    if (box && document.body.dataset.ready !== "1") {
      box.textContent = "The game could not load: " + (event.message || "a file is missing") +
        ". Reload the page to try again.";
      box.hidden = false;
    }
  });
})();
