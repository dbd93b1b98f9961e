// The floor page's worker: Pyodide started from the vendored copy as assets/py-worker.mjs
// starts it, and nothing of ours; it says so with the interpreter's version.
import { loadPyodide } from "../../assets/vendor/pyodide/pyodide.mjs";

const pyodide = await loadPyodide({ indexURL: new URL("../../assets/vendor/pyodide/", import.meta.url).href });
self.postMessage(pyodide.runPython("import sys; sys.version.split()[0]"));
