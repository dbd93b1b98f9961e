"""What the build ships for each transfer encoding: every compressible shipped file has a .br and
a .gz beside it, up to date (each decodes to the file exactly); no .br or .gz is there for a file
that is not shipped; the manifest, and so the service worker's list, never names one (they are
transfer encodings, not resources); the zips are stored, for the transfer to compress them.

tools/vendor.py writes the .gz files and tools/compress.py the .br ones (tools/test.sh runs it
before these tests, beside the browser tests)."""

from __future__ import annotations

import gzip
import json
import zipfile
from pathlib import Path

import brotli
import pytest

from tests.tool_modules import load_tool

ROOT = Path(__file__).resolve().parents[2]


site_manifest = load_tool("site_manifest")
compress = load_tool("compress")
DECODE = {"br": brotli.decompress, "gzip": gzip.decompress}
HINT = "run `python tools/vendor.py` (tools/test.sh runs tools/compress.py too)"


@pytest.fixture(scope="module")
def manifest():
    path = ROOT / site_manifest.MANIFEST
    assert path.is_file(), HINT
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def shipped(manifest):
    return site_manifest.shipped_paths(manifest)


def test_every_compressible_shipped_file_has_both_encodings_up_to_date(shipped):
    """Each compressible file a visit downloads (the precache list, sw.js and the manifest) has
    a .br and a .gz beside it that decode to it byte for byte, each smaller than the file; only
    a file of a few bytes, which an encoding would make larger, has none."""
    compressible = [p for p in shipped if compress.is_compressible(p)]
    assert {"index.html", "sw.js", site_manifest.MANIFEST, "assets/vendor/pyodide/pyodide.asm.wasm",
            "assets/vendor/pyodide/python_stdlib.zip", "assets/app/app.zip"} <= set(compressible)
    left_out = []
    for path in compressible:
        data = (ROOT / path).read_bytes()
        for encoding, suffix in compress.SUFFIXES.items():
            encoded = ROOT / f"{path}{suffix}"
            if not encoded.is_file() and not compress.worth_it(compress.encode(data, encoding), data):
                left_out.append(f"{path}{suffix}")  # a few bytes that the encoding would grow
                continue
            assert encoded.is_file(), f"{path}{suffix} is missing: {HINT}"
            body = encoded.read_bytes()
            assert DECODE[encoding](body) == data, f"{path}{suffix} is stale: {HINT}"
            assert len(body) < len(data)
    assert all((ROOT / p).stat().st_size < 300 for p in {name.rsplit(".", 1)[0] for name in left_out})


def test_no_encoded_file_is_there_for_a_file_not_shipped(shipped):
    """Every .br and .gz at the site's root and under its shipped folders belongs to a
    compressible shipped file: none for a picture, a game's source or a removed file."""
    wanted = {f"{p}{suffix}" for p in shipped if compress.is_compressible(p)
              for suffix in compress.SUFFIXES.values()}
    found = {p.relative_to(ROOT).as_posix() for p in compress._encoded_files(ROOT, shipped)}
    assert found, HINT
    assert found <= wanted, f"encoded files of nothing shipped: {sorted(found - wanted)}"
    tops = {Path(p).parts[0] for p in shipped if len(Path(p).parts) > 1}
    assert {"assets", "web"} <= tops  # where the search above looked


def test_the_manifest_names_no_encoded_file(manifest):
    """The manifest's lists (the service worker precaches its integrity list) hold resources
    only: no .br or .gz, which the browser never asks for by name."""
    named = [*manifest["integrity"], *manifest["app"], *manifest["files"]]
    assert named and not [p for p in named if compress.is_encoded(p)]


def test_the_service_worker_names_no_encoded_file():
    """sw.js precaches the manifest's list and names no .br or .gz of its own."""
    text = (ROOT / site_manifest.SERVICE_WORKER).read_text(encoding="utf-8")
    assert "manifest.integrity" in text
    assert ".br\"" not in text and ".gz\"" not in text and ".br'" not in text and ".gz'" not in text


def test_the_zips_are_stored_for_the_transfer_to_compress(shipped):
    """Every shipped zip holds its files stored (tools/build_common.py's ZIP_METHOD says why), and its
    .br and .gz are smaller than the zip as it is."""
    zips = [p for p in shipped if p.endswith(".zip")]
    assert {"assets/vendor/pyodide/python_stdlib.zip", "assets/app/app.zip", "assets/app/qr.zip"} <= set(zips)
    for path in zips:
        with zipfile.ZipFile(ROOT / path) as z:
            methods = {info.compress_type for info in z.infolist()}
        assert methods == {load_tool("build_common").ZIP_METHOD} == {zipfile.ZIP_STORED}, path
        size = (ROOT / path).stat().st_size
        assert all((ROOT / f"{path}{s}").stat().st_size < size for s in compress.SUFFIXES.values())


def on_the_wire(paths, suffix: str) -> int:
    """What `paths` take as a static host sends them: each file's prebuilt `suffix` (".br" or
    ".gz") beside it where there is one, else the file as it is."""
    total = 0
    for path in paths:
        encoded = ROOT / f"{path}{suffix}"
        total += (encoded if encoded.is_file() else ROOT / path).stat().st_size
    return total


def test_the_first_visit_figure_is_gzips_and_brotli_is_smaller(manifest):
    """The manifest's download_bytes (what boot.js says) is the first visit gzipped by zlib, the
    most a host sends; the .gz files beside the shipped ones (zopfli's when published, zlib's
    when the test command wrote them) take no more, the .br files (of whatever quality) less,
    and the files as they are more."""
    paths = [*manifest["app"], *(f"assets/vendor/{name}" for name in manifest["files"])]
    gzip_bytes = site_manifest.download_bytes(ROOT, paths, "gzip")
    assert manifest["download_bytes"] == gzip_bytes, HINT
    assert on_the_wire(paths, ".br") < on_the_wire(paths, ".gz") <= gzip_bytes
    assert gzip_bytes < site_manifest.download_bytes(ROOT, paths, "identity")
