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

Idempotent: files whose size and content are unchanged are left alone, stale
files in assets/vendor/ are removed, the manifest is rewritten only when its
content changes. Runs in the build's environment (tools/setup.sh: .venv with
requirements-build.txt): markdown-it-py builds the rules, and segno's files go into qr.zip.
"""
import base64
import hashlib
import io
import json
import posixpath
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from html.parser import HTMLParser
from pathlib import Path


def _tool(name):
    """The module tools/<name>.py (tools/ is no package and need not be on sys.path)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(f"_tools_{name}", Path(__file__).with_name(f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


compress = _tool("compress")
strip_source = _tool("strip_source")
ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
VENDOR = ROOT / "assets" / "vendor"
VENDOR_SUBDIRS = ("pyscript", "micropython", "pyodide")
MICROPYTHON = NODE_MODULES / "@micropython" / "micropython-webassembly-pyscript"
MICROPYTHON_RUNTIME = ["micropython.mjs", "micropython.wasm"]  # the view's interpreter
# The page's entry files, besides its PyScript configuration, its [files] and assets/: the
# page, its view's script, and the full rules, which the rules view is made from (offline too).
APP_ENTRY = ["index.html", "web/view/main.py", "RULES.md"]
# The PyScript configuration (at the root, like the [files] paths in it) of the view, the page's
# MicroPython (index.html loads it): it lists what web/view/main.py imports. The workers load no
# configuration: assets/py-worker.mjs starts Pyodide and unpacks their zips (BUNDLES).
CONFIGS = ["pyscript.toml"]

SERVICE_WORKER = "sw.js"  # not precached (the browser keeps it), but part of the build id
MANIFEST = "assets/vendor/manifest.json"  # fetched from the network first (sw.js), never precached
# Configuration keys that make PyScript fetch from a package index or CDN.
OFF_SITE_KEYS = ("packages", "js_modules", "fetch")


# Everything Pyodide fetches at start-up when no extra packages are loaded.
PYODIDE_RUNTIME = [
    "pyodide.mjs",  # ES module loaded by PyScript (`interpreter` in CONFIGS)
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
STDLIB = "python_stdlib.zip"  # shipped compiled (compile_stdlib) and trimmed, not copied
LOCK = "pyodide-lock.json"  # shipped with its package list emptied (trim_lock)
FULL_STDLIB = ROOT / "build" / "python_stdlib.full.zip"  # compiled, untrimmed (bench, tools)
KEEP_FILE = ROOT / "tools" / "stdlib.txt"
# How the zips the page downloads (python_stdlib.zip and assets/app/*.zip) hold their files:
# stored, not deflated, so that the transfer's compression (the .br and .gz beside them,
# tools/compress.py) does the work, with brotli's larger window across files. Measured
# 2026-11-27 (bench/bench_transfer.py --zips), bytes on the wire:
#
#   zip                 deflated inside: as is / gzip 9 / brotli 11   stored: as is / gzip 9 / brotli 11
#   python_stdlib.zip   1,623,150 / 1,614,135 / 1,613,935               3,871,378 / 1,539,569 / 1,116,723
#   app.zip               407,897 /   394,795 /   390,121               1,153,067 /   325,874 /   251,384
#   worker.zip            186,328 /   180,226 /   178,209                 504,014 /   147,779 /   120,231
#   qr.zip                 26,239 /    26,177 /    26,069                 102,084 /    26,085 /    21,044
#
# Each one is smaller stored on both encodings (qr.zip by 92 bytes with gzip, 5 kB with
# brotli), so all are stored. As they are, stored zips are 2.4 to 3.9 times larger: a host
# that neither serves the prebuilt files nor compresses zips on the fly (Cloudflare's and
# most CDNs' lists leave application/zip out) sends more (docs/hosting.md).
ZIP_METHOD = zipfile.ZIP_STORED


class ManifestError(Exception):
    """The site cannot be described: a file is missing or would load from elsewhere."""


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
        [npm, "ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund"],
        cwd=ROOT,
        check=True,
    )


def same_file(a, b):
    if not b.is_file() or a.stat().st_size != b.stat().st_size:
        return False
    return digest(a) == digest(b)


def _sha256(path):
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h


def digest(path):
    return _sha256(path).hexdigest()


def integrity(path):
    """Subresource-integrity string of a file, as fetch({integrity}) checks it."""
    return "sha256-" + base64.b64encode(_sha256(path).digest()).decode("ascii")


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
    rel = dest_dir.relative_to(ROOT)
    log(f"{rel}/: {copied} copied, {kept} unchanged, {removed} removed")


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
    script = ROOT / "tools" / "compile_stdlib.mjs"
    stamp = (f"compiled by tools/vendor.py from python_stdlib.zip sha256 {digest(source)}, "
             f"pyodide {installed_version('pyodide')}, compile_stdlib.mjs sha256 {digest(script)[:16]}")
    if _stamped(dest, stamp):
        log(f"{dest.relative_to(ROOT)} (compiled) up to date")
        return
    node = shutil.which("node")
    if node is None:
        sys.exit("[vendor] node not found on PATH (Node.js >= 20 compiles the standard library)")
    log(f"compiling the standard library into {dest.relative_to(ROOT)} (Node.js, a few seconds)")
    partial = dest.with_name(dest.name + ".partial")
    try:
        done = subprocess.run([node, str(script), str(pyodide_dir), str(source), str(partial), stamp],
                              cwd=ROOT, check=False)
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
    stamp = (f"trimmed to tools/stdlib.txt sha256 {digest(KEEP_FILE)[:16]} from {digest(full)[:16]}, "
             f"zip method {ZIP_METHOD}")
    if _stamped(dest, stamp):
        log(f"{dest.relative_to(ROOT)} (trimmed) up to date")
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
                zout.writestr(info, zin.read(info), compress_type=ZIP_METHOD)
        zout.comment = stamp.encode()
    partial.replace(dest)
    log(f"{dest.relative_to(ROOT)}: {kept} of {total} modules kept (tools/stdlib.txt), "
        f"{dest.stat().st_size / 1e6:.2f} MB (whole: {full.stat().st_size / 1e6:.2f} MB)")


def trim_lock(source, dest):
    """Write the package index with no package: the page loads none (OFF_SITE_KEYS forbid it)."""
    data = json.loads(source.read_text(encoding="utf-8"))
    data["packages"] = {}
    text = json.dumps(data, separators=(",", ":"))
    if not dest.is_file() or dest.read_text(encoding="utf-8") != text:
        dest.write_text(text, encoding="utf-8")
        log(f"{dest.relative_to(ROOT)}: the package index, emptied ({len(text)} bytes)")


# The Python of each worker, in zips that assets/py-worker.mjs and the workers unpack: its entry
# module and every module of ours it imports, at any depth (import_closure), split in two kinds:
# the shell and the kit (every such file outside the games' folders: the worker's own modules,
# web/kit/, game/*.py), and for each game of web/shell/registry.py its part (the files in its
# folders, web/<name>/ and game/<name>/), fetched the first time that game is opened. A game's
# own code never grows another game's download. Nothing is listed by hand:
# tests/tools/test_shipping.py checks, with its own reading of the imports, that each zip holds
# exactly its part. The page's view (MicroPython) has its own list: pyscript.toml's [files].
BUNDLES = {
    "app": "web/shell/main.py",  # the game's worker (the view starts it): app.zip, game-<name>.zip
    "worker": "web/shell/computer_worker.py",  # the computer's: worker.zip, worker-<name>.zip
}
GAME_BUNDLE = {"app": "game", "worker": "worker"}  # each worker's prefix of its games' zips
GAME_FOLDERS = ("web", "game")  # a game's modules: web/<name>/ (its page), game/<name>/ (engine)
# segno's QR encoder (requirements-build.txt pins it), fetched the first time a QR code is asked
# for (web/shell/host.py load_bundle): its encoder and constants as they are, and its licence,
# under segno/ in assets/app/qr.zip. Not segno/__init__.py: without it segno is imported as a
# namespace package, for its __init__ imports its writers (PNG, SVG, ...) and with them xml,
# urllib and email, which the page's trimmed standard library does not have.
QR_BUNDLE = {"package": "segno", "files": ["consts.py", "encoder.py"]}


def module_file(root, name):
    """The file of module `name` (dotted) under `root`, as a path from it, or None."""
    base = root.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path.relative_to(root).as_posix()
    return None


def imported_names(root, path):
    """Every module the file at `path` imports, at any depth (a function's imports too), with
    each package on the way, as dotted names; `from x import y` gives x and x.y."""
    import ast

    tree = ast.parse((root / path).read_text(encoding="utf-8"))
    package = path.removesuffix(".py").split("/")[:-1]
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else [])) if node.level else node.module
            found = [module] + [f"{module}.{a.name}" for a in node.names]
        else:
            continue
        for name in found:
            bits = name.split(".")
            names.update(".".join(bits[:i]) for i in range(1, len(bits) + 1))
    return names


def import_closure(root, entry):
    """The project's files (paths from `root`) that running `entry` needs: `entry`, the packages
    it is in (imported before it) and everything it imports, at any depth."""
    bits = entry.split("/")[:-1]
    seen = {entry} | {f"{'/'.join(bits[:i])}/__init__.py" for i in range(1, len(bits) + 1)
                      if (root / "/".join(bits[:i]) / "__init__.py").is_file()}
    todo = sorted(seen)
    while todo:
        for name in imported_names(root, todo.pop()):
            path = module_file(root, name)
            if path is not None and path not in seen:
                seen.add(path)
                todo.append(path)
    return sorted(seen)


def game_names(root=ROOT):
    """The names of the site's games (web/shell/registry.py's GAMES under `root`), in its order."""
    sys.path.insert(0, str(root))
    try:
        from web.shell.registry import GAMES
    finally:
        del sys.path[0]
    return list(GAMES)


def game_folders(name):
    """The folders of one game's modules (paths ending in "/"): its page's and its engine's."""
    return tuple(f"{top}/{name}/" for top in GAME_FOLDERS)


def bundle_lists(root=ROOT):
    """{bundle name: its files (paths from the site root)}: for each worker of BUNDLES, its shell
    and kit (its entry's import closure outside every game's folders) under its own name, and
    each game's part (the closure's files in that game's folders) as GAME_BUNDLE's
    <prefix>-<game>, when there is any."""
    games = game_names(root)
    out = {}
    for name, entry in BUNDLES.items():
        files = import_closure(root, entry)
        every = tuple(folder for game in games for folder in game_folders(game))
        out[name] = [p for p in files if not p.startswith(every)]
        for game in games:
            part = [p for p in files if p.startswith(game_folders(game))]
            if part:
                out[f"{GAME_BUNDLE[name]}-{game}"] = part
    return out


def game_bundles(root=ROOT):
    """{game: its bundles' paths from the site root (assets/app/<prefix>-<game>.zip)}."""
    made = bundle_lists(root)
    return {game: [f"assets/app/{GAME_BUNDLE[w]}-{game}.zip" for w in BUNDLES
                   if f"{GAME_BUNDLE[w]}-{game}" in made] for game in game_names(root)}


def _package_files(name, table):
    """(path in the zip, bytes) of a package's listed files, under NAME/, with its licence."""
    import importlib.metadata
    import importlib.util

    package = table["package"]
    spec = importlib.util.find_spec(package)
    if spec is None or spec.origin is None:
        raise ManifestError(f"bundle {name}: package {package} is not installed "
                            "(requirements-build.txt; tools/setup.sh installs it)")
    base = Path(spec.origin).parent
    missing = [f for f in table["files"] if not (base / f).is_file()]
    if missing:
        raise ManifestError(f"bundle {name} names missing files: {', '.join(missing)}")
    out = [(f"{package}/{rel}", (base / rel).read_bytes()) for rel in sorted(table["files"])]
    dist = importlib.metadata.distribution(package)
    licences = [f for f in dist.files or [] if "LICENSE" in f.name.upper()]
    if not licences:
        raise ManifestError(f"bundle {name}: {package} has no licence file to ship")
    out.append((f"{package}/LICENSE", Path(dist.locate_file(licences[0])).read_bytes()))
    return sorted(out)


def shipped_source(path):
    """The bytes a bundle holds of our file at `path`: a module without its docstrings and
    comments (tools/strip_source.py), anything else as it is."""
    data = Path(path).read_bytes()
    if Path(path).suffix != ".py":
        return data
    return strip_source.stripped(data.decode("utf-8")).encode("utf-8")


def build_bundles(root=ROOT):
    """Write assets/app/<name>.zip for each of BUNDLES (its import closure, each module as
    shipped_source makes it) and qr.zip (QR_BUNDLE, as the package has it) (the same bytes
    for the same files: fixed dates, sorted names), when its content changed."""
    out_dir = root / "assets" / "app"
    out_dir.mkdir(parents=True, exist_ok=True)
    contents = {name: [(rel, shipped_source(root / rel)) for rel in files]
                for name, files in bundle_lists(root).items()}
    contents["qr"] = _package_files("qr", QR_BUNDLE)
    for name, files in contents.items():
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as z:
            for rel, data in files:
                info = zipfile.ZipInfo(rel, (2020, 1, 1, 0, 0, 0))
                z.writestr(info, data, compress_type=ZIP_METHOD)
        dest = out_dir / f"{name}.zip"
        if not dest.is_file() or dest.read_bytes() != buffer.getvalue():
            dest.write_bytes(buffer.getvalue())
            log(f"{dest.relative_to(root).as_posix()}: {len(files)} files, {dest.stat().st_size} bytes")
    for old in out_dir.glob("*.zip"):  # a bundle no longer made must not stay in the offline copy
        if old.stem not in contents:
            old.unlink()
            log(f"removed {old.relative_to(root).as_posix()} (no such bundle)")


def build_rules(root=ROOT):
    """Write assets/app/rules-<game>.json for each game of web/shell/registry.py: its rules file
    built into the rules view's data (tools/rules_build.py, markdown-it-py), when it changed."""
    sys.path[:0] = [str(root), str(root / "tools")]
    try:
        from rules_build import RulesBuildError, build_file

        from web.shell.registry import GAMES
    finally:
        del sys.path[:2]
    out_dir = root / "assets" / "app"
    out_dir.mkdir(parents=True, exist_ok=True)
    wanted = set()
    for name, entry in GAMES.items():
        dest = out_dir / f"rules-{name}.json"
        wanted.add(dest.name)
        try:
            text = build_file(root / entry.rules, root)
        except (OSError, RulesBuildError) as e:
            raise ManifestError(f"the rules of {name} do not build: {e}") from e
        if not dest.is_file() or dest.read_text(encoding="utf-8") != text:
            dest.write_text(text, encoding="utf-8")
            log(f"{dest.relative_to(root).as_posix()}: built from {entry.rules}")
    for old in out_dir.glob("rules-*.json"):
        if old.name not in wanted:
            old.unlink()
            log(f"removed {old.relative_to(root).as_posix()} (no such game)")


def _site_path(ref, what):
    """A same-site reference such as "./web/view/main.py" as a path from the site root."""
    if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:|^//", ref):
        raise ManifestError(f"{what} {ref!r} is not on this site (every file must be served from here)")
    if "{" in ref or "*" in ref:
        raise ManifestError(f"{what} {ref!r}: templates and archives are not supported here")
    path = posixpath.normpath(ref.split("#")[0].split("?")[0])
    if path.startswith("/") or path == ".." or path.startswith("../"):
        raise ManifestError(f"{what} {ref!r} is outside the site root")
    return path


def read_config(root, name):
    """The PyScript configuration `name` (one of CONFIGS) as a dict, checked to stay on the site."""
    config_path = root / name
    if not config_path.is_file():
        raise ManifestError(f"{config_path} is missing")
    try:
        config = tomllib.loads(config_path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise ManifestError(f"{name} is not valid TOML: {e}") from None
    for key in OFF_SITE_KEYS:
        if config.get(key):
            raise ManifestError(f"{name} sets {key!r}: that loads from outside the site")
    return config


def app_files(root):
    """The page's own files (sorted paths from the site root), each checked to exist.

    APP_ENTRY, CONFIGS, every source of their [files] (keys, relative to the
    configuration, which sits at the root) and every file under assets/ except
    assets/vendor/ and hidden files.
    """
    names = dict.fromkeys(APP_ENTRY, "the page's entry files")
    for name in CONFIGS:
        names[name] = "the PyScript configurations"
        for source in read_config(root, name).get("files", {}):
            names[_site_path(source, f"{name} [files] source")] = f"{name} [files]"
    for p in (root / "assets").rglob("*"):
        rel = p.relative_to(root)
        if p.is_file() and rel.parts[1] != "vendor" and not any(x.startswith(".") for x in rel.parts) \
                and not compress.is_encoded(p.name):
            names[rel.as_posix()] = "assets/"
    missing = [f"{name} (listed in {where})" for name, where in sorted(names.items())
               if not (root / name).is_file()]
    if missing:
        raise ManifestError("file(s) the page needs do not exist: " + ", ".join(missing))
    return sorted(names)


def vendored_files(root):
    """Vendored runtime files, as {path relative to assets/vendor/: size}."""
    files = {}
    for sub in VENDOR_SUBDIRS:
        folder = root / "assets" / "vendor" / sub
        if not folder.is_dir():
            raise ManifestError(f"{folder} is missing")
        for p in sorted(folder.iterdir()):
            if not compress.is_encoded(p.name):  # a .br or .gz is a transfer encoding, not a file
                files[f"{sub}/{p.name}"] = p.stat().st_size
    return files


class _References(HTMLParser):
    """Collects what an HTML page loads: src= and config= of any tag, href= of <link>."""

    def __init__(self):
        super().__init__()
        self.found = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if value and (name in ("src", "config") or (tag == "link" and name == "href")):
                self.found.append(value)


def check_references(root, shipped):
    """Every file index.html loads, and each configuration's interpreter, must be shipped."""
    parser = _References()
    parser.feed((root / "index.html").read_text(encoding="utf-8"))
    refs = [("index.html loads", ref) for ref in parser.found]
    for name in CONFIGS:
        interpreter = read_config(root, name).get("interpreter")
        if not interpreter:
            raise ManifestError(f"{name} has no `interpreter`: PyScript would load Pyodide from a CDN")
        refs.append((f"{name} interpreter", interpreter))
    for what, ref in refs:
        if ref.startswith(("data:", "blob:")):
            continue
        path = _site_path(ref, what)
        if path not in shipped:
            raise ManifestError(f"{what} {ref!r}, which is not among the shipped files")


def build_manifest(root, versions):
    """The manifest of the site in `root` (see the module doc), as a dict."""
    app = app_files(root)
    vendored = vendored_files(root)
    paths = app + [f"assets/vendor/{name}" for name in vendored]
    check_references(root, set(paths))
    hashes = {path: integrity(root / path) for path in sorted(paths)}
    worker = root / SERVICE_WORKER
    if not worker.is_file():
        raise ManifestError(f"{worker} is missing")
    build = hashlib.sha256()
    for path, sri in [*hashes.items(), (SERVICE_WORKER, integrity(worker))]:
        build.update(f"{path} {sri}\n".encode())
    games = game_names()  # the repository's (a copy of the site has no web/shell/registry.py)
    return {
        "build": build.hexdigest()[:12],
        "download_bytes": download_bytes(root, paths),
        "first_visit_bytes": {game: download_bytes(root, first_visit_paths(paths, game, games))
                              for game in games},  # zlib's gzip: at most what a visit downloads
        "versions": versions,
        "files": vendored,
        "app": app,
        "integrity": hashes,
    }


def owned_by(path, game):
    """Whether a shipped file is one game's alone: its zips (assets/app/<prefix>-<game>.zip), its
    rules (assets/app/rules-<game>.json) or its pictures (assets/<game>/). A first visit to
    another game does not fetch it (the service worker caches it once that game is ready)."""
    return (path in {f"assets/app/{prefix}-{game}.zip" for prefix in GAME_BUNDLE.values()}
            or path == f"assets/app/rules-{game}.json" or path.startswith(f"assets/{game}/"))


def first_visit_paths(paths, game, games):
    """The shipped `paths` a first visit to `game` fetches: all but the other games' own."""
    return [p for p in paths if not any(owned_by(p, other) for other in games if other != game)]


def download_bytes(root, paths, encoding="gzip", make=True, quality=compress.QUICK_QUALITY):
    """What a first visit downloads, in bytes: every shipped file (the offline copy takes them
    all), each compressible one gzipped (or brotli with encoding="br"; "identity": as it is), at
    `quality` (tools/compress.py's encode). The manifest's figure, which boot.js says while the
    game starts, is gzip's at the quick quality, zlib's: every browser and every compressing
    host has gzip, and zlib's is the most a host sends (the published .gz files, by zopfli, are
    3 % smaller), so the figure is one whatever the build's quality. With make=False, None when
    an encoding has not been made yet (tools/compress.py makes it)."""
    return compress.transfer_bytes(root, paths, encoding, make=make, quality=quality)


def shipped_paths(manifest):
    """Every file of the site a visit may download: the manifest's precache list, the service
    worker and the manifest itself (tools/compress.py writes their .br and .gz)."""
    return sorted({*manifest["integrity"], SERVICE_WORKER, MANIFEST})


def write_manifest(root, versions):
    """Write root/assets/vendor/manifest.json when its content changed; return the manifest.

    On a ManifestError, removes the old manifest (its build would be stale: no
    service worker should precache from it) and raises.
    """
    out = root / MANIFEST
    try:
        manifest = build_manifest(root, versions)
    except ManifestError:
        out.unlink(missing_ok=True)
        raise
    text = json.dumps(manifest, indent=2) + "\n"
    if not out.is_file() or out.read_text(encoding="utf-8") != text:
        out.write_text(text, encoding="utf-8")
        log(f"wrote {out.relative_to(root).as_posix()} (build {manifest['build']})")
    else:
        log(f"{out.relative_to(root).as_posix()} up to date (build {manifest['build']})")
    return manifest


def report_downloads(root, manifest, quality=compress.BROTLI_QUALITY):
    """Log what a first visit downloads with brotli, with gzip (both at the build's `quality`)
    and as it is (the issue's targets are read off these)."""
    paths = [*manifest["app"], *(f"assets/vendor/{name}" for name in manifest["files"])]

    def sizes(files):
        found = [(download_bytes(root, files, encoding, make=False, quality=quality), encoding)
                 for encoding in ("br", "gzip")]
        return [f"{size / 1e6:.2f} MB with {'brotli' if encoding == 'br' else 'gzip'}"
                if size is not None else f"{encoding}: after tools/compress.py" for size, encoding in found]

    log(f"a first visit downloads {', '.join(sizes(paths))}, "
        f"{download_bytes(root, paths, 'identity') / 1e6:.2f} MB as it is")
    games = game_names()
    for game in games:
        log(f"  a first visit to {game}: {', '.join(sizes(first_visit_paths(paths, game, games)))}")


def main():
    force = "--force" in sys.argv[1:]
    defer_brotli = "--defer-brotli" in sys.argv[1:]
    ensure_node_modules(force)

    dist = NODE_MODULES / "@pyscript/core" / "dist"
    pyscript_files = sorted(
        p for p in dist.iterdir() if p.is_file() and not p.name.endswith(".map")
        and not p.name.startswith(PYSCRIPT_UNUSED)
    )
    pyodide_dir = NODE_MODULES / "pyodide"
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
    sync([p for p in pyodide_files if p.name not in (STDLIB, LOCK)], VENDOR / "pyodide",
         keep=[STDLIB, LOCK])
    FULL_STDLIB.parent.mkdir(exist_ok=True)
    compile_stdlib(pyodide_dir, FULL_STDLIB)
    trim_stdlib(FULL_STDLIB, VENDOR / "pyodide" / STDLIB, keep_list())
    trim_lock(pyodide_dir / LOCK, VENDOR / "pyodide" / LOCK)

    versions = {name: installed_version(name) for name in wanted_versions()}
    try:
        build_bundles()
        build_rules()
        manifest = write_manifest(ROOT, versions)
    except ManifestError as e:
        sys.exit(f"[vendor] FAILED: {e} (assets/vendor/manifest.json removed)")
    # Deferred: the slow encodings. gzip by zlib now, brotli only from the cache (at the quick
    # quality); tools/compress.py writes the rest.
    encodings = ("gzip",) if defer_brotli else compress.ENCODINGS
    quality = compress.QUICK_QUALITY if defer_brotli else compress.BROTLI_QUALITY
    written = compress.compress_site(ROOT, shipped_paths(manifest), encodings, quality=quality)
    log(f"encoded beside the shipped files: {written['br']} .br and {written['gzip']} .gz written"
        + (" (brotli and zopfli deferred: tools/compress.py)" if defer_brotli else ""))
    report_downloads(ROOT, manifest, quality)
    total = sum(manifest["files"].values())
    log(f"{len(manifest['files'])} files, {total / 1e6:.1f} MB in assets/vendor/; "
        f"{len(manifest['app'])} app files")
    for name, version in manifest["versions"].items():
        log(f"{name} {version}")


if __name__ == "__main__":
    main()
