#!/usr/bin/env python3
"""Write a .br (brotli) and a .gz (gzip) beside every compressible shipped file.

Usage: python tools/compress.py [--quick]   (after tools/vendor.py; it reads
assets/vendor/manifest.json)

A static host that serves prebuilt files (nginx's brotli_static and gzip_static, and
tools/serve.py) sends `index.html.br` for `index.html` to a browser that accepts brotli, and
`index.html.gz` to one that accepts only gzip. They are transfer encodings of the shipped
files, not files of the site: the manifest and the service worker's list never name them.

- What is compressed (COMPRESSIBLE): text of every kind, WebAssembly, and the zips, which the
  build stores uncompressed inside (tools/build_common.py's ZIP_METHOD says why). Pictures are
  compressed already and are sent as they are.
- brotli at quality 11 with its default window, and gzip by zopfli (ZOPFLI_ITERATIONS), whose
  output any gzip reader reads and is 3 % smaller than zlib's level 9: 3.42 MB instead of
  3.53 for pyodide.asm.wasm. Both are slow: brotli 11 takes 25.9 s of CPU for
  pyodide.asm.wasm (2.74 MB, against 2.79 MB at quality 10 in 15.3 s, 3.10 MB at quality 9
  in 1.9 s), zopfli about 10 s (zlib 0.9 s), about a minute for the whole site.
  The first visit's size is what the issue's targets count, so the build pays that once:
- every encoding is kept in build/encoded/, named by the SHA-256 of the file it encodes and
  the encoder's settings, so the build never compresses a file whose content it has
  compressed before (a warm build takes no time here), and a fresh clone pays it once.
  tools/test.sh runs the brotli part beside the browser tests (tools/vendor.py
  --defer-brotli, then this script in the lane that needs no browser), not before them.

Each file is written whole under a temporary name and then renamed, so a server reading
the folder meanwhile never sends half a file. An encoded file whose source is no longer
shipped, or no longer compressible, is removed.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / "build" / "encoded"
# What is compressed: text, WebAssembly, and the zips (stored uncompressed inside).
COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".wasm", ".py", ".toml", ".md", ".svg",
                ".webmanifest", ".txt", ".zip")
BROTLI_QUALITY = 11
# zopfli's passes over each block: more passes gave under 0.3 % more (python_stdlib.zip: 1.439
# MB after one, 1.436 after five).
ZOPFLI_ITERATIONS = 1
# `--quick`, for the test command: brotli at this quality instead (0.4 s of CPU for the
# interpreter instead of 26 s; 3.23 MB instead of 2.74), and gzip by zlib at GZIP_LEVEL instead of
# zopfli. The tests check that every file has a .br and a .gz that decode to it, which any
# quality gives; what is published is built without it.
QUICK_QUALITY = 5
GZIP_LEVEL = 9
# Content-Encoding -> the suffix of its prebuilt file, best first (tools/serve.py's preference).
SUFFIXES = {"br": ".br", "gzip": ".gz"}
ENCODINGS = tuple(SUFFIXES)


def log(msg):
    print(f"[compress] {msg}", flush=True)


def is_compressible(path):
    """True when a host should send the file at `path` (a name or a path) compressed."""
    return str(path).lower().endswith(COMPRESSIBLE)


def is_encoded(path):
    """True when `path` names a prebuilt encoding (a .br or .gz file), not a file of the site."""
    return str(path).endswith(tuple(SUFFIXES.values()))


def gzip_by_zlib(quality):
    """True when a build at `quality` gzips by zlib (the quick build), False when by zopfli:
    the one rule that `encode` and the cache's names (`_settings`) both follow."""
    return quality == QUICK_QUALITY


def encode(data, encoding, quality=BROTLI_QUALITY):
    """`data` compressed as the build ships it ("br" at brotli's `quality`, or "gzip": by zopfli,
    or by zlib when `quality` is QUICK_QUALITY); the same bytes every time."""
    if encoding == "gzip":
        if gzip_by_zlib(quality):
            return gzip.compress(data, compresslevel=GZIP_LEVEL, mtime=0)
        import zopfli.gzip  # the build's (requirements-build.txt)

        return zopfli.gzip.compress(data, numiterations=ZOPFLI_ITERATIONS)
    if encoding == "br":
        import brotli  # the build's (requirements-build.txt); tools/serve.py reads no brotli

        return brotli.compress(data, quality=quality)
    raise ValueError(f"encoding: not one of {', '.join(ENCODINGS)}: {encoding[:80]!r}")


def _settings(encoding, quality):
    """The encoder's settings, part of each cached file's name: a change re-encodes."""
    if encoding == "br":
        import brotli

        return f"br-q{quality}-brotli{brotli.version}"
    if gzip_by_zlib(quality):
        return f"gzip-{GZIP_LEVEL}"
    from importlib.metadata import version

    return f"gzip-zopfli{ZOPFLI_ITERATIONS}-{version('zopfli')}"


def _write(dest, data):
    """Write `data` to `dest` whole: under a temporary name, then renamed over it."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    partial = dest.with_name(f".{dest.name}.{os.getpid()}.partial")
    try:
        partial.write_bytes(data)
        partial.replace(dest)
    finally:
        partial.unlink(missing_ok=True)


def cached(data, encoding, cache=CACHE, make=True, quality=BROTLI_QUALITY):
    """`data` encoded (at `quality`: see encode), from `cache` when this content was encoded so before,
    else encoded now and kept there; with make=False, None instead of encoding."""
    key = cache / f"{hashlib.sha256(data).hexdigest()}.{_settings(encoding, quality)}"
    if key.is_file():
        return key.read_bytes()
    if not make:
        return None
    body = encode(data, encoding, quality)
    _write(key, body)
    return body


def worth_it(body, data):
    """True when the encoded `body` is smaller than the file's `data`: otherwise (a file of a few
    bytes) no encoded file is written, and the file goes out as it is."""
    return len(body) < len(data)


def compress_site(root, paths, encodings=ENCODINGS, cache=CACHE, quality=BROTLI_QUALITY):
    """Write `<path>.br` and `<path>.gz` beside each compressible one of `paths` (from `root`),
    from `cache` or encoded now, where smaller than the file (worth_it), and remove the encoded
    files that belong to no such path. An encoding left out of `encodings` is written only
    from the cache: its stale file, when the cache lacks this content, is removed
    (tools/compress.py writes it later). Both are at `quality` (see encode). Returns {encoding:
    files written}."""
    root = Path(root)
    wanted = {p for p in paths if is_compressible(p)}
    written = dict.fromkeys(ENCODINGS, 0)
    for rel in sorted(wanted):
        data = (root / rel).read_bytes()
        for encoding, suffix in SUFFIXES.items():
            dest = root / f"{rel}{suffix}"
            body = cached(data, encoding, cache, make=encoding in encodings, quality=quality)
            if body is None or not worth_it(body, data):
                dest.unlink(missing_ok=True)
            elif not dest.is_file() or dest.read_bytes() != body:
                _write(dest, body)
                written[encoding] += 1
    for old in _encoded_files(root, paths):
        if old.relative_to(root).as_posix()[:-len(old.suffix)] not in wanted:
            old.unlink()
            log(f"removed {old.relative_to(root).as_posix()} (not a compressible shipped file)")
    return written


def _encoded_files(root, paths):
    """The .br and .gz files where the site's files are: at the root, and anywhere under the
    folders that hold a shipped file at their top (assets/, web/), so a folder under them that
    is no longer shipped loses its encoded files too (a top folder that ships nothing at all is
    not looked at, nor is anything else: tests/, node_modules/, ...)."""
    tops = {Path(p).parts[0] for p in paths if len(Path(p).parts) > 1}
    found = [p for p in root.iterdir() if p.is_file() and is_encoded(p.name)]
    for top in sorted(tops):
        found += [p for p in (root / top).rglob("*") if p.is_file() and is_encoded(p.name)]
    return found


def transfer_bytes(root, paths, encoding, cache=CACHE, make=True, quality=BROTLI_QUALITY):
    """What the files `paths` (from `root`) take on the wire with `encoding` ("identity", "gzip"
    or "br", at `quality`: see encode): each compressible file encoded (from `cache`, or encoded now and
    kept), the rest as they are. With make=False, None when an encoding is not in the cache yet."""
    total = 0
    for rel in paths:
        data = (Path(root) / rel).read_bytes()
        if encoding == "identity" or not is_compressible(rel):
            total += len(data)
            continue
        body = cached(data, encoding, cache, make=make, quality=quality)
        if body is None:
            return None
        total += len(body) if worth_it(body, data) else len(data)
    return total


def main():
    """Encode every compressible shipped file of the build in this folder, both ways
    (`--quick`: brotli at QUICK_QUALITY, gzip by zlib)."""
    quality = QUICK_QUALITY if "--quick" in sys.argv[1:] else BROTLI_QUALITY
    sys.path.insert(0, str(ROOT / "tools"))
    import site_manifest

    manifest_path = ROOT / site_manifest.MANIFEST
    if not manifest_path.is_file():
        sys.exit(f"[compress] {site_manifest.MANIFEST} is missing: run `python tools/vendor.py` first")
    paths = site_manifest.shipped_paths(json.loads(manifest_path.read_text(encoding="utf-8")))
    written = compress_site(ROOT, paths, quality=quality)
    log(f"{len([p for p in paths if is_compressible(p)])} compressible files: "
        f"{written['br']} .br and {written['gzip']} .gz written, the rest up to date")


if __name__ == "__main__":
    main()
