// Compile Pyodide's standard library to bytecode, so the page does not compile it at every start.
//
//   node tools/compile_stdlib.mjs <pyodide package dir> <python_stdlib.zip> <output.zip> <comment>
//
// Run by tools/vendor.py. The pyodide npm package ships python_stdlib.zip as .py sources, so each
// page load compiles the ~190 modules Pyodide and PyScript import while starting: seconds on a
// slow machine. This writes the same zip with every .py replaced by its .pyc (deflated; the zip
// comment records what it was made from), compiled by the very interpreter the page runs, so the
// bytecode always matches it. Pyodide's own "pyc" distribution does the same; as there, tracebacks
// through the standard library show no source lines. The docstrings are left out of the bytecode
// (as python -OO leaves them out, which the standard library supports: its code never needs one),
// and the asserts are kept: a docstring is about a sixth of the compiled library, which the page
// would download and load for nobody to read (help() is not in the page). Our own modules keep
// theirs. Finally it starts a second Pyodide on the new zip and checks that the start-up modules
// load from bytecode, without their docstrings.
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, input, output, comment] = process.argv.slice(2);
if (!comment) {
  console.error("usage: node tools/compile_stdlib.mjs <pyodide dir> <python_stdlib.zip> <output.zip> <comment>");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(resolve(pyodideDir), "pyodide.mjs")).href);

const COMPILE = `
import ast, importlib.util, marshal, sys, zipfile

DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)

def without_docstrings(source, filename):
    """The module's syntax tree with no docstring in it (what python -OO compiles)."""
    tree = ast.parse(source, filename)
    for node in ast.walk(tree):
        if isinstance(node, DOCUMENTED) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
    return tree

def compile_zip(src, dst, comment):
    archive = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip"  # where Pyodide puts it
    count = 0
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w") as zout:
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename.endswith(".py"):
                filename = f"{archive}/{info.filename}"
                code = compile(without_docstrings(data, filename), filename, "exec", dont_inherit=True)
                # An unchecked hash-based .pyc (PEP 552): valid without its source.
                data = (importlib.util.MAGIC_NUMBER + (0b01).to_bytes(4, "little")
                        + importlib.util.source_hash(data) + marshal.dumps(code))
                info = zipfile.ZipInfo(info.filename + "c", info.date_time)
                count += 1
            method = zipfile.ZIP_STORED if info.is_dir() else zipfile.ZIP_DEFLATED
            zout.writestr(info, data, compress_type=method, compresslevel=9)
        zout.comment = comment.encode()
    return count
`;

const CHECK = `
import sys
import asyncio, json, re, inspect, dataclasses, typing, random, traceback  # noqa: F401
zipped = {name: m.__spec__.origin for name, m in list(sys.modules.items())
          if type(getattr(getattr(m, "__spec__", None), "loader", None)).__name__ == "zipimporter"}
from_source = sorted(name for name, origin in zipped.items() if not origin.endswith(".pyc"))
if from_source or len(zipped) < 50:
    raise RuntimeError(f"{len(zipped)} modules from the zip, {len(from_source)} from source: {from_source}")
if json.__doc__ is not None or json.dumps.__doc__ is not None:
    raise RuntimeError("the standard library's docstrings were compiled in")
len(zipped)
`;

const quiet = { stdout: () => {}, stderr: (line) => console.error(line) };

async function main() {
  const compiler = await loadPyodide({ indexURL: pyodideDir + "/", ...quiet });
  compiler.FS.writeFile("/tmp/in.zip", readFileSync(input));
  compiler.runPython(COMPILE);
  const count = compiler.globals.get("compile_zip")("/tmp/in.zip", "/tmp/out.zip", comment);
  writeFileSync(output, compiler.FS.readFile("/tmp/out.zip"));

  const check = await loadPyodide({ indexURL: pyodideDir + "/", stdLibURL: resolve(output), ...quiet });
  const modules = check.runPython(CHECK);
  console.log(`compiled ${count} modules; a Pyodide on the result imported ${modules} of them from bytecode`);
}

try {
  await main();
} catch (error) {
  console.error(`compile_stdlib.mjs failed: ${error.message ?? error}`); // not the minified source line
  process.exit(1);
}
