#!/usr/bin/env python3
"""Copy the pinned browser runtime (PyScript + Pyodide) into assets/vendor/.

Usage: python tools/vendor.py [--force]

1. Runs `npm ci` when node_modules/ is missing or older than package-lock.json
   (or when an installed version does not match package.json).
2. Copies only the files the page needs:
     node_modules/@pyscript/core/dist/*  (no source maps) -> assets/vendor/pyscript/
     node_modules/pyodide/<RUNTIME>                      -> assets/vendor/pyodide/
3. Writes assets/vendor/manifest.json (versions + file list + sizes), which the
   service worker uses as its precache list.

Idempotent: files whose size and content are unchanged are left alone, stale
files in assets/vendor/ are removed. Standard library only.
"""
import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
VENDOR = ROOT / "assets" / "vendor"

# Everything Pyodide fetches at start-up when no extra packages are loaded.
PYODIDE_RUNTIME = [
    "pyodide.mjs",  # ES module loaded by PyScript (`interpreter` in pyscript.toml)
    "pyodide.asm.mjs",  # Emscripten glue, imported by pyodide.mjs
    "pyodide.asm.wasm",  # the CPython interpreter
    "python_stdlib.zip",  # the standard library
    "pyodide-lock.json",  # package index, always fetched by loadPyodide()
]


def log(msg):
    print(f"[vendor] {msg}", flush=True)


def installed_version(name):
    pkg = NODE_MODULES / name / "package.json"
    if not pkg.is_file():
        return None
    return json.loads(pkg.read_text(encoding="utf-8"))["version"]


def wanted_versions():
    data = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    return data["dependencies"]


def ensure_node_modules(force):
    lock = ROOT / "package-lock.json"
    marker = NODE_MODULES / ".package-lock.json"  # written by npm
    reasons = []
    if force:
        reasons.append("--force")
    if not marker.is_file():
        reasons.append("node_modules missing")
    elif marker.stat().st_mtime < lock.stat().st_mtime:
        reasons.append("package-lock.json newer than node_modules")
    for name, version in wanted_versions().items():
        have = installed_version(name)
        if have != version:
            reasons.append(f"{name} is {have}, want {version}")
    if not reasons:
        log("node_modules up to date, skipping npm ci")
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("[vendor] npm not found on PATH (Node.js >= 20 is required)")
    log(f"running npm ci ({'; '.join(reasons)})")
    subprocess.run(
        [npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund"],
        cwd=ROOT,
        check=True,
    )


def same_file(a, b):
    if not b.is_file() or a.stat().st_size != b.stat().st_size:
        return False
    return digest(a) == digest(b)


def digest(path):
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def sync(sources, dest_dir):
    """Make dest_dir contain exactly `sources` (a list of files)."""
    dest_dir.mkdir(parents=True, exist_ok=True)
    copied = kept = 0
    names = set()
    for src in sources:
        dst = dest_dir / src.name
        names.add(src.name)
        if same_file(src, dst):
            kept += 1
        else:
            shutil.copyfile(src, dst)
            copied += 1
    removed = 0
    for old in dest_dir.iterdir():
        if old.name not in names:
            if old.is_dir():
                shutil.rmtree(old)
            else:
                old.unlink()
            removed += 1
    rel = dest_dir.relative_to(ROOT)
    log(f"{rel}/: {copied} copied, {kept} unchanged, {removed} removed")


def main():
    force = "--force" in sys.argv[1:]
    ensure_node_modules(force)

    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    pyscript_files = sorted(
        p for p in dist.iterdir() if p.is_file() and not p.name.endswith(".map")
    )
    pyodide_dir = NODE_MODULES / "pyodide"
    pyodide_files = [pyodide_dir / name for name in PYODIDE_RUNTIME]
    missing = [str(p) for p in pyodide_files if not p.is_file()]
    if missing:
        sys.exit(f"[vendor] pyodide package lacks: {', '.join(missing)}")

    sync(pyscript_files, VENDOR / "pyscript")
    sync(pyodide_files, VENDOR / "pyodide")

    files = {}
    for sub in ("pyscript", "pyodide"):
        for p in sorted((VENDOR / sub).iterdir()):
            files[f"{sub}/{p.name}"] = p.stat().st_size
    manifest = {
        "versions": {
            name: installed_version(name) for name in wanted_versions()
        },
        "files": files,
    }
    text = json.dumps(manifest, indent=2) + "\n"
    out = VENDOR / "manifest.json"
    if not out.is_file() or out.read_text(encoding="utf-8") != text:
        out.write_text(text, encoding="utf-8")
        log("wrote assets/vendor/manifest.json")
    total = sum(files.values())
    log(f"{len(files)} files, {total / 1e6:.1f} MB in assets/vendor/")
    for name, version in manifest["versions"].items():
        log(f"{name} {version}")


if __name__ == "__main__":
    main()
