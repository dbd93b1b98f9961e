// The first script the page runs (async, so it never holds up drawing the page).
// The game's worker starts at once, while the view's runtime (MicroPython) is still loading:
// Pyodide's start is most of a cold load, and the two now start side by side instead of one
// after the other. The view (web/view/view.py) takes this worker, by its name (the view's
// APP_WORKER; tests/tools/test_shipping.py checks they agree), with whatever it said meanwhile.
// Its name adds the zip of the game the address names (index.html's first script found it,
// window.catHerdersGame), fetched beside Pyodide; any other game's is fetched when opened.
window.catHerdersWorker = (() => {
  const name = "app web.shell.main";
  let worker;
  try {
    worker = new Worker("./assets/py-worker.mjs", { type: "module", name: `${name} game-${window.catHerdersGame}` });
  } catch (error) {
    return null;  // the view starts its own
  }
  const said = [];
  worker.onmessage = (event) => said.push(["message", event]);
  worker.onerror = (event) => said.push(["error", event]);
  return {
    name,
    // The worker, its handlers now the view's, after those events it sent before.
    take(onmessage, onerror) {
      worker.onmessage = onmessage;
      worker.onerror = onerror;
      for (const [kind, event] of said.splice(0)) (kind === "message" ? onmessage : onerror)(event);
      return worker;
    },
  };
})();
