#!/usr/bin/env python3
"""Copy the pinned browser runtime (PyScript + Pyodide) into assets/vendor/.

Usage: python tools/vendor.py [--force] [--defer-brotli]

1. Runs `npm ci` when node_modules/ is missing or older than package-lock.json
   (or when an installed version does not match package.json).
2. Copies only the files the page needs:
     node_modules/@pyscript/core/dist/*  (no source maps) -> assets/vendor/pyscript/
     node_modules/@micropython/micropython-webassembly-pyscript/micropython.{mjs,wasm}
                                                         -> assets/vendor/micropython/
     node_modules/pyodide/<RUNTIME>                      -> assets/vendor/pyodide/
   except python_stdlib.zip, which tools/compile_stdlib.mjs (Node.js) writes compiled
   to bytecode: the page then starts seconds faster on a slow machine (the zip
   comment records the source's hash; it is recompiled only when that changes).
   The compiled zip is kept whole in build/python_stdlib.full.zip; the shipped one
   holds only the modules tools/stdlib.txt lists (what the page, the worker, PyScript
   and Pyodide's bootstrap import, recorded by tools/stdlib_usage.py, and a margin).
   pyodide-lock.json (the package index) ships with no package in it: the page loads
   none, and Pyodide only reads it at start-up.
3. Writes assets/vendor/manifest.json, read by assets/boot.js and sw.js:
     download_bytes  what a first visit downloads at most (every shipped file, gzipped by
                zlib where a host compresses it): boot.js says it while the game starts
     build      short SHA-256 over every shipped file (and sw.js): the version of
                the site; boot.js registers sw.js?build=<build>, so any change to
                any file installs a new service worker with a new cache
     versions   the runtime's versions (package.json)
     files      vendored files (relative to assets/vendor/) and their sizes
     app        the page's own files, relative to the site root: index.html,
                web/view/main.py (the view, in MicroPython), RULES.md (linked as plain
                text; the rules view shows assets/app/rules-<game>.json), the view's
                configuration pyscript.toml, every source in its [files], everything under
                assets/ except assets/vendor/ (the workers' script and zips among them)
     integrity  "sha256-<base64>" of every app and vendored file, by path from the
                site root: the service worker's precache list, checked on download
4. Writes a .br and a .gz beside every compressible shipped file (tools/compress.py: from
   its cache in build/encoded/, so only what changed is compressed) and says what a first
   visit downloads with brotli, with gzip and as it is. --defer-brotli defers the slow
   encodings: it writes the .gz files by zlib instead of zopfli and only the .br files already
   in the cache at the quick quality (tools/test.sh then runs tools/compress.py --quick; a
   published build runs tools/vendor.py without it).

Run it again after changing any shipped file (the build id must follow), e.g.
after editing web/**/*.py, game/**/*.py or a rules file. It fails loudly (exit status 1, no
manifest) when a configuration names a file that does not exist or something that
would load from outside the site.

The build's parts: tools/stdlib_zip.py (the standard library's zip, compiled and trimmed,
and the emptied package index), tools/app_bundles.py (our Python's zips and the rules' data in
assets/app/), tools/site_manifest.py (the site's file lists and the manifest), and
tools/build_common.py (what they share: the root, the log, the error, the file hashes); this
file copies the runtime and runs them in turn.

Idempotent: files whose size and content are unchanged are left alone, stale
files in assets/vendor/ are removed, the manifest is rewritten only when its
content changes. Runs in the build's environment (tools/setup.sh: .venv with
requirements-build.txt): markdown-it-py builds the rules, and segno's files go into qr.zip.
"""

import json
import shutil
import subprocess
import sys

import app_bundles
import build_common as common  # tools/ is on sys.path: tools/build_common.py says how
import compress
import site_manifest
import stdlib_zip

VENDOR = common.ROOT / "assets" / "vendor"
MICROPYTHON = common.NODE_MODULES / "@micropython" / "micropython-webassembly-pyscript"
MICROPYTHON_RUNTIME = ["micropython.mjs", "micropython.wasm"]  # the view's interpreter
# Everything Pyodide fetches at start-up when no extra packages are loaded.
PYODIDE_RUNTIME = [
    "pyodide.mjs",  # ES module loaded by PyScript (`interpreter` in site_manifest.CONFIGS)
    "pyodide.asm.mjs",  # Emscripten glue, imported by pyodide.mjs
    "pyodide.asm.wasm",  # the CPython interpreter
    "python_stdlib.zip",  # the standard library (shipped compiled to bytecode)
    "pyodide-lock.json",  # package index, always fetched by loadPyodide()
]
# PyScript's chunks the page never requests (its editor, terminal, MicroPython, its own zip
# reader and service worker, ...): not shipped, so the offline copy does not download them.
# Every chunk PyScript does request at start-up (core, plugins' stubs, toml) stays; a browser
# test that hits a missing chunk fails on the console error it logs.
PYSCRIPT_UNUSED = ("codemirror", "xterm", "zip-", "pyodide_graph", "index-",
                   "service-worker", "storage")


def wanted_versions():
    """{npm package: the version package.json pins} of the runtime."""
    data = json.loads((common.ROOT / "package.json").read_text(encoding="utf-8"))
    return data["dependencies"]


def ensure_node_modules(force):
    """Run `npm ci` when node_modules/ is missing, older than package-lock.json or holds another
    version than package.json pins (or with `force`)."""
    lock = common.ROOT / "package-lock.json"
    marker = common.NODE_MODULES / ".package-lock.json"  # written by npm
    reasons = []
    if force:
        reasons.append("--force")
    if not marker.is_file():
        reasons.append("node_modules missing")
    elif marker.stat().st_mtime < lock.stat().st_mtime:
        reasons.append("package-lock.json newer than node_modules")
    for name, version in wanted_versions().items():
        have = common.installed_version(name)
        if have != version:
            reasons.append(f"{name} is {have}, want {version}")
    if not reasons:
        common.log("node_modules up to date, skipping npm ci")
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("[vendor] npm not found on PATH (Node.js >= 20 is required)")
    common.log(f"running npm ci ({'; '.join(reasons)})")
    subprocess.run(
        [npm, "ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund"],
        cwd=common.ROOT,
        check=True,
    )


def same_file(a, b):
    """Whether the file `b` exists with the size and content of the file `a`."""
    if not b.is_file() or a.stat().st_size != b.stat().st_size:
        return False
    return common.digest(a) == common.digest(b)


def sync(sources, dest_dir, keep=()):
    """Make dest_dir contain exactly `sources` (a list of files) and the files named in `keep`."""
    dest_dir.mkdir(parents=True, exist_ok=True)
    copied = kept = 0
    names = set(keep)
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
        if old.name not in names and not (compress.is_encoded(old.name) and old.stem in names):
            if old.is_dir():
                shutil.rmtree(old)
            else:
                old.unlink()
            removed += 1
    rel = dest_dir.relative_to(common.ROOT)
    common.log(f"{rel}/: {copied} copied, {kept} unchanged, {removed} removed")


def main():
    """Build the site in this checkout (see the module doc): `--force` runs `npm ci` anyway,
    `--defer-brotli` leaves the slow encodings to tools/compress.py."""
    force = "--force" in sys.argv[1:]
    defer_brotli = "--defer-brotli" in sys.argv[1:]
    ensure_node_modules(force)

    dist = common.NODE_MODULES / "@pyscript/core" / "dist"
    pyscript_files = sorted(
        p for p in dist.iterdir() if p.is_file() and not p.name.endswith(".map")
        and not p.name.startswith(PYSCRIPT_UNUSED)
    )
    pyodide_dir = common.NODE_MODULES / "pyodide"
    pyodide_files = [pyodide_dir / name for name in PYODIDE_RUNTIME]
    missing = [str(p) for p in pyodide_files if not p.is_file()]
    if missing:
        sys.exit(f"[vendor] pyodide package lacks: {', '.join(missing)}")

    sync(pyscript_files, VENDOR / "pyscript")
    micropython_files = [MICROPYTHON / name for name in MICROPYTHON_RUNTIME]
    missing = [str(p) for p in micropython_files if not p.is_file()]
    if missing:
        sys.exit(f"[vendor] the MicroPython package lacks: {', '.join(missing)}")
    sync(micropython_files, VENDOR / "micropython")
    shipped_apart = [stdlib_zip.STDLIB, stdlib_zip.LOCK]  # made by stdlib_zip.py, not copied
    sync([p for p in pyodide_files if p.name not in shipped_apart], VENDOR / "pyodide", keep=shipped_apart)
    stdlib_zip.FULL_STDLIB.parent.mkdir(exist_ok=True)
    stdlib_zip.compile_stdlib(pyodide_dir, stdlib_zip.FULL_STDLIB)
    stdlib_zip.trim_stdlib(stdlib_zip.FULL_STDLIB, VENDOR / "pyodide" / stdlib_zip.STDLIB,
                           stdlib_zip.keep_list())
    stdlib_zip.trim_lock(pyodide_dir / stdlib_zip.LOCK, VENDOR / "pyodide" / stdlib_zip.LOCK)

    versions = {name: common.installed_version(name) for name in wanted_versions()}
    try:
        app_bundles.build_bundles()
        app_bundles.build_rules()
        manifest = site_manifest.write_manifest(common.ROOT, versions)
    except common.ManifestError as e:
        sys.exit(f"[vendor] FAILED: {e} (assets/vendor/manifest.json removed)")
    # Deferred: the slow encodings. gzip by zlib now, brotli only from the cache (at the quick
    # quality); tools/compress.py writes the rest.
    encodings = ("gzip",) if defer_brotli else compress.ENCODINGS
    quality = compress.QUICK_QUALITY if defer_brotli else compress.BROTLI_QUALITY
    written = compress.compress_site(common.ROOT, site_manifest.shipped_paths(manifest), encodings,
                                     quality=quality)
    common.log(f"encoded beside the shipped files: {written['br']} .br and {written['gzip']} .gz written"
               + (" (brotli and zopfli deferred: tools/compress.py)" if defer_brotli else ""))
    site_manifest.report_downloads(common.ROOT, manifest, quality)
    total = sum(manifest["files"].values())
    common.log(f"{len(manifest['files'])} files, {total / 1e6:.1f} MB in assets/vendor/; "
               f"{len(manifest['app'])} app files")
    for name, version in manifest["versions"].items():
        common.log(f"{name} {version}")


if __name__ == "__main__":
    main()
