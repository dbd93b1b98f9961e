"""What the site ships, described for the browser: the page's own files (checked to exist and to
load nothing from elsewhere), the vendored runtime's, and assets/vendor/manifest.json (its build
id, sizes, versions and integrity hashes: tools/vendor.py's module doc says what each field is),
with what a first visit downloads, in all and for each game. tools/vendor.py writes it; the
offline tests, the benchmarks and tools/compress.py read the same lists.
"""
import hashlib
import json
import posixpath
import re
import tomllib
from html.parser import HTMLParser

import app_bundles
import build_common as common  # tools/ is on sys.path: tools/build_common.py says how
import compress

VENDOR_SUBDIRS = ("pyscript", "micropython", "pyodide")  # assets/vendor/'s folders (tools/vendor.py)
# The page's entry files, besides its PyScript configuration, its [files] and assets/: the
# page, its view's script, and the full rules, which the rules view is made from (offline too).
APP_ENTRY = ["index.html", "web/view/main.py", "RULES.md"]
# The PyScript configuration (at the root, like the [files] paths in it) of the view, the page's
# MicroPython (index.html loads it): it lists what web/view/main.py imports. The workers load no
# configuration: assets/py-worker.mjs starts Pyodide and unpacks their zips (app_bundles.BUNDLES).
CONFIGS = ["pyscript.toml"]
SERVICE_WORKER = "sw.js"  # not precached (the browser keeps it), but part of the build id
MANIFEST = "assets/vendor/manifest.json"  # fetched from the network first (sw.js), never precached
# Configuration keys that make PyScript fetch from a package index or CDN.
OFF_SITE_KEYS = ("packages", "js_modules", "fetch")


def _site_path(ref, what):
    """A same-site reference such as "./web/view/main.py" as a path from the site root."""
    if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:|^//", ref):
        raise common.ManifestError(f"{what} {ref!r} is not on this site "
                                   "(every file must be served from here)")
    if "{" in ref or "*" in ref:
        raise common.ManifestError(f"{what} {ref!r}: templates and archives are not supported here")
    path = posixpath.normpath(ref.split("#")[0].split("?")[0])
    if path.startswith("/") or path == ".." or path.startswith("../"):
        raise common.ManifestError(f"{what} {ref!r} is outside the site root")
    return path


def read_config(root, name):
    """The PyScript configuration `name` (one of CONFIGS) as a dict, checked to stay on the site."""
    config_path = root / name
    if not config_path.is_file():
        raise common.ManifestError(f"{config_path} is missing")
    try:
        config = tomllib.loads(config_path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise common.ManifestError(f"{name} is not valid TOML: {e}") from None
    for key in OFF_SITE_KEYS:
        if config.get(key):
            raise common.ManifestError(f"{name} sets {key!r}: that loads from outside the site")
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
        raise common.ManifestError("file(s) the page needs do not exist: " + ", ".join(missing))
    return sorted(names)


def vendored_files(root):
    """Vendored runtime files, as {path relative to assets/vendor/: size}."""
    files = {}
    for sub in VENDOR_SUBDIRS:
        folder = root / "assets" / "vendor" / sub
        if not folder.is_dir():
            raise common.ManifestError(f"{folder} is missing")
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
            raise common.ManifestError(f"{name} has no `interpreter`: PyScript would load Pyodide from a CDN")
        refs.append((f"{name} interpreter", interpreter))
    for what, ref in refs:
        if ref.startswith(("data:", "blob:")):
            continue
        path = _site_path(ref, what)
        if path not in shipped:
            raise common.ManifestError(f"{what} {ref!r}, which is not among the shipped files")


def build_manifest(root, versions):
    """The manifest of the site in `root` (tools/vendor.py's module doc says what it holds), as a dict."""
    app = app_files(root)
    vendored = vendored_files(root)
    paths = app + [f"assets/vendor/{name}" for name in vendored]
    check_references(root, set(paths))
    hashes = {path: common.integrity(root / path) for path in sorted(paths)}
    worker = root / SERVICE_WORKER
    if not worker.is_file():
        raise common.ManifestError(f"{worker} is missing")
    build = hashlib.sha256()
    for path, sri in [*hashes.items(), (SERVICE_WORKER, common.integrity(worker))]:
        build.update(f"{path} {sri}\n".encode())
    games = app_bundles.game_names()  # the repository's (a copy of the site has no web/shell/registry.py)
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
    return (path in {f"assets/app/{prefix}-{game}.zip" for prefix in app_bundles.GAME_BUNDLE.values()}
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
    except common.ManifestError:
        out.unlink(missing_ok=True)
        raise
    text = json.dumps(manifest, indent=2) + "\n"
    if not out.is_file() or out.read_text(encoding="utf-8") != text:
        out.write_text(text, encoding="utf-8")
        common.log(f"wrote {out.relative_to(root).as_posix()} (build {manifest['build']})")
    else:
        common.log(f"{out.relative_to(root).as_posix()} up to date (build {manifest['build']})")
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

    common.log(f"a first visit downloads {', '.join(sizes(paths))}, "
               f"{download_bytes(root, paths, 'identity') / 1e6:.2f} MB as it is")
    games = app_bundles.game_names()
    for game in games:
        common.log(f"  a first visit to {game}: {', '.join(sizes(first_visit_paths(paths, game, games)))}")
