// A Pyodide worker: the game (web/app) or the computer (web/computer_worker.py).
// Usage: new Worker("./assets/py-worker.mjs?zip=app&main=web.app.main", {type: "module"}).
// It starts Pyodide from the vendored copy, unpacks our Python (assets/app/<zip>.zip, built
// by tools/vendor.py from bundles.toml), imports `main` and calls its start(). Messages that
// arrive before then wait in order; Python's own handler takes them after.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";

const params = new URL(import.meta.url).searchParams;
const zip = params.get("zip");
const main = params.get("main");
const early = [];
self.onmessage = (event) => early.push(event);

try {
  const [pyodide, archive] = await Promise.all([
    loadPyodide({ indexURL: new URL("./vendor/pyodide/", import.meta.url).href }),
    fetch(new URL(`./app/${zip}.zip`, import.meta.url)).then((r) => {
      if (!r.ok) throw new Error(`${zip}.zip: HTTP ${r.status}`);
      return r.arrayBuffer();
    }),
  ]);
  pyodide.unpackArchive(archive, "zip");
  const handle = pyodide.pyimport(main).start();
  self.onmessage = (event) => handle(event);
  for (const event of early) handle(event);
} catch (error) {
  self.postMessage({ json: JSON.stringify({ k: "failed", error: String(error && error.message || error) }) });
  throw error;
}
