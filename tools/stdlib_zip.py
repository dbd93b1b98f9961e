"""Pyodide's standard library and package index as the site ships them (tools/vendor.py runs it):
python_stdlib.zip compiled to bytecode by tools/compile_stdlib.mjs (Node.js), kept whole in
build/python_stdlib.full.zip and trimmed to the modules tools/stdlib.txt lists, and
pyodide-lock.json with no package in it. Each zip's comment stamps what it was made from, so it
is made again only when that changes.
"""
import json
import shutil
import subprocess
import sys
import zipfile

import build_common as common  # tools/ is on sys.path: tools/build_common.py says how

STDLIB = "python_stdlib.zip"  # shipped compiled (compile_stdlib) and trimmed, not copied
LOCK = "pyodide-lock.json"  # shipped with its package list emptied (trim_lock)
FULL_STDLIB = common.ROOT / "build" / "python_stdlib.full.zip"  # compiled, untrimmed (bench, tools)
KEEP_FILE = common.ROOT / "tools" / "stdlib.txt"


def _stamped(dest, stamp):
    """True when the zip `dest` exists and its comment is `stamp` (made from the same inputs)."""
    if not dest.is_file():
        return False
    try:
        with zipfile.ZipFile(dest) as z:
            return z.comment.decode(errors="replace") == stamp
    except zipfile.BadZipFile:
        return False


def compile_stdlib(pyodide_dir, dest):
    """Write `dest`: Pyodide's python_stdlib.zip with every module compiled (see module doc)."""
    source = pyodide_dir / STDLIB
    script = common.ROOT / "tools" / "compile_stdlib.mjs"
    stamp = (f"compiled by tools/vendor.py from python_stdlib.zip sha256 {common.digest(source)}, "
             f"pyodide {common.installed_version('pyodide')}, "
             f"compile_stdlib.mjs sha256 {common.digest(script)[:16]}")
    if _stamped(dest, stamp):
        common.log(f"{dest.relative_to(common.ROOT)} (compiled) up to date")
        return
    node = shutil.which("node")
    if node is None:
        sys.exit("[vendor] node not found on PATH (Node.js >= 20 compiles the standard library)")
    common.log(f"compiling the standard library into {dest.relative_to(common.ROOT)} "
               "(Node.js, a few seconds)")
    partial = dest.with_name(dest.name + ".partial")
    try:
        done = subprocess.run([node, str(script), str(pyodide_dir), str(source), str(partial), stamp],
                              cwd=common.ROOT, check=False)
        if done.returncode != 0:
            sys.exit("[vendor] FAILED: could not compile the standard library (see above)")
        partial.replace(dest)
    finally:
        partial.unlink(missing_ok=True)


def keep_list(path=KEEP_FILE):
    """The module names tools/stdlib.txt keeps ('pkg.*' keeps a whole package)."""
    out = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            out.add(line)
    return out


def module_of(filename):
    """'a/b.pyc' -> 'a.b', 'a/__init__.pyc' -> 'a'; None for what is not a module."""
    if not filename.endswith((".py", ".pyc")):
        return None
    return filename.rsplit(".", 1)[0].replace("/", ".").removesuffix(".__init__")


def is_kept(module, keep):
    """True when `module` is listed, or lies inside a package listed as 'pkg.*'."""
    parts = module.split(".")
    return module in keep or any(".".join(parts[:i]) + ".*" in keep for i in range(1, len(parts) + 1))


def trim_stdlib(full, dest, keep):
    """Write `dest`: the compiled zip `full` with only the modules in `keep` (and the
    packages around them); skipped when `dest` already has this content's stamp."""
    stamp = (f"trimmed to tools/stdlib.txt sha256 {common.digest(KEEP_FILE)[:16]} "
             f"from {common.digest(full)[:16]}, zip method {common.ZIP_METHOD}")
    if _stamped(dest, stamp):
        common.log(f"{dest.relative_to(common.ROOT)} (trimmed) up to date")
        return
    kept = total = 0
    partial = dest.with_name(dest.name + ".partial")
    with zipfile.ZipFile(full) as zin, zipfile.ZipFile(partial, "w") as zout:
        for info in zin.infolist():
            module = module_of(info.filename)
            if module is None or info.is_dir():
                continue  # data files and folders: none of them is read by the page
            total += 1
            if is_kept(module, keep):
                kept += 1
                zout.writestr(info, zin.read(info), compress_type=common.ZIP_METHOD)
        zout.comment = stamp.encode()
    partial.replace(dest)
    common.log(f"{dest.relative_to(common.ROOT)}: {kept} of {total} modules kept (tools/stdlib.txt), "
               f"{dest.stat().st_size / 1e6:.2f} MB (whole: {full.stat().st_size / 1e6:.2f} MB)")


def trim_lock(source, dest):
    """Write the package index with no package: the page loads none (site_manifest.py's
    OFF_SITE_KEYS forbid it)."""
    data = json.loads(source.read_text(encoding="utf-8"))
    data["packages"] = {}
    text = json.dumps(data, separators=(",", ":"))
    if not dest.is_file() or dest.read_text(encoding="utf-8") != text:
        dest.write_text(text, encoding="utf-8")
        common.log(f"{dest.relative_to(common.ROOT)}: the package index, emptied ({len(text)} bytes)")
