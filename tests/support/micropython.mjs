// Runs Python in the vendored MicroPython (the page's view's Python), for tests/shell/test_protocol.py.
// Usage: node tests/support/micropython.mjs < {"files": {path: text}, "code": text}; prints what it printed
// (and the error it raised, if any).
import { readFileSync } from "node:fs";
import { loadMicroPython } from "../../assets/vendor/micropython/micropython.mjs";

const { files, code } = JSON.parse(readFileSync(0, "utf8"));
let out = "";
const mp = await loadMicroPython({
  url: new URL("../../assets/vendor/micropython/micropython.wasm", import.meta.url).pathname,
  stdout: (text) => { out += text + "\n"; },
  stderr: (text) => { out += text + "\n"; },
});
for (const [path, text] of Object.entries(files)) {
  const parts = path.split("/");
  for (let i = 1; i < parts.length; i++) {
    try { mp.FS.mkdir("/" + parts.slice(0, i).join("/")); } catch (error) { /* it exists */ }
  }
  mp.FS.writeFile("/" + path, text);
}
try {
  mp.runPython(code);
} catch (error) {
  out += String(error);
}
process.stdout.write(out);
