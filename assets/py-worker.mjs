// A Pyodide worker: the game (web/shell/main.py) or the computer (web/shell/computer_worker.py).
// Usage: new Worker("./assets/py-worker.mjs", {type: "module", name: "app web.shell.main"}):
// the worker's name says which zip and which module (not a query string: the offline copy
// serves the script under its plain address), and may name more zips to unpack at once after a
// space ("app web.shell.main game-pageant": the game the address names, so its part is fetched
// beside Pyodide rather than after it). It starts Pyodide from the vendored copy, unpacks our
// Python (assets/app/<zip>.zip, built by tools/vendor.py: BUNDLES; a game's other zips are
// fetched by the Python when it first needs them) with the bytecode a visit before kept of them,
// imports the module and calls its start().
// Messages that arrive before then wait in order; Python's own handler takes them after.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";

const [zip, main, ...more] = self.name.split(" ");
const early = [];
self.onmessage = (event) => early.push(event);

try {
  const download = (name) => fetch(new URL(`./app/${name}.zip`, import.meta.url)).then((r) => {
    if (!r.ok) throw new Error(`${name}.zip: HTTP ${r.status}`);
    return r.arrayBuffer();
  });
  // The bytecode an earlier visit kept of a zip (web/shell/bytecode.py, in Cache Storage's
  // "catherders-bytecode", KEPT_CACHE there), or null: unpacked after its sources, it spares
  // compiling them; a stale file is passed over by the import system (its sources' hash).
  const kept = async (name) => {
    try {
      if (!(await caches.has("catherders-bytecode"))) return null; // (open would make it)
      const cache = await caches.open("catherders-bytecode");
      const response = await cache.match(new URL(`./bytecode/${name}.zip`, import.meta.url).href);
      return response ? await response.arrayBuffer() : null;
    } catch {
      return null; // no Cache Storage here (storage refused): nothing kept
    }
  };
  const names = [zip, ...more];
  const [pyodide, ...found] = await Promise.all([
    loadPyodide({ indexURL: new URL("./vendor/pyodide/", import.meta.url).href }),
    ...names.map(download),
    ...names.map(kept),
  ]);
  for (const archive of found.slice(0, names.length)) pyodide.unpackArchive(archive, "zip");
  for (const archive of found.slice(names.length)) {
    try {
      if (archive) pyodide.unpackArchive(archive, "zip");
    } catch (error) {
      console.warn("kept bytecode not used:", error); // damaged: the sources are compiled instead
    }
  }
  const handle = pyodide.pyimport(main).start();
  self.onmessage = (event) => handle(event);
  for (const event of early) handle(event);
} catch (error) {
  self.postMessage({ json: JSON.stringify({ k: "failed", error: String(error && error.message || error) }) });
  throw error;
}
