"""What a first visit downloads with brotli, with gzip and as it is, from the build in this folder.

    python bench/bench_transfer.py [--top 12] [--zips] [--quality 11]

Prints the first visit's bytes (every file the offline copy takes: the manifest's app and
vendored files) for each encoding, then its largest files. With --zips, each shipped zip both
ways in one run: deflated inside (as the build made them before issue 33) and stored (as it
makes them now), as it is, with gzip 9 and with brotli, with the brotli's CPU time; and the
first visit's totals with the zips each way (before and after). Brotli is at --quality
everywhere (11 as published; the encodings made before at that quality are read from
build/encoded/, the rest are made now and kept).
Sizes do not depend on the machine's load; the times do. Figures are measured, never asserted.
Run after tools/vendor.py (and tools/compress.py, if it ran with --defer-brotli).
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import sys
import time
import zipfile
from pathlib import Path

import brotli

ROOT = Path(__file__).resolve().parent.parent
sys.path.append(str(ROOT / "tools"))  # its modules import each other by name (tools/build_common.py)
import site_manifest  # noqa: E402

compress = site_manifest.compress
ENCODINGS = ("br", "gzip", "identity")


def first_visit(manifest: dict) -> list[str]:
    """The files a first visit downloads, as the manifest's download_bytes counts them."""
    return [*manifest["app"], *(f"assets/vendor/{name}" for name in manifest["files"])]


def rezipped(data: bytes, method: int) -> bytes:
    """The zip `data` with every file held with `method` (deflate at level 9, as the build did)."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as zin, zipfile.ZipFile(out, "w") as zout:
        for info in zin.infolist():
            zout.writestr(info, zin.read(info), compress_type=method, compresslevel=9)
        zout.comment = zin.comment
    return out.getvalue()


def sizes(data: bytes, quality: int) -> tuple[int, int, int, float]:
    """(as it is, gzip 9, brotli at `quality`, the brotli's CPU seconds) of `data`."""
    started = time.process_time()
    br = len(brotli.compress(data, quality=quality))
    return len(data), len(gzip.compress(data, 9, mtime=0)), br, time.process_time() - started


def zips_both_ways(paths: list[str], quality: int) -> dict[str, dict[str, tuple]]:
    """{zip: {"deflated": sizes, "stored": sizes}} of every zip among `paths`."""
    table = {}
    for path in (p for p in paths if p.endswith(".zip")):
        data = (ROOT / path).read_bytes()
        methods = (("deflated", zipfile.ZIP_DEFLATED), ("stored", zipfile.ZIP_STORED))
        table[path] = {how: sizes(rezipped(data, method), quality) for how, method in methods}
    return table


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--top", type=int, default=12, help="how many of the largest files to list")
    ap.add_argument("--zips", action="store_true", help="measure each zip deflated and stored")
    ap.add_argument("--quality", type=int, default=compress.BROTLI_QUALITY, help="brotli's")
    args = ap.parse_args()
    manifest = json.loads((ROOT / site_manifest.MANIFEST).read_text(encoding="utf-8"))
    paths = first_visit(manifest)
    def transfer(files, encoding):
        return compress.transfer_bytes(ROOT, files, encoding, quality=args.quality)

    totals = {e: transfer(paths, e) for e in ENCODINGS}
    print(f"first visit, {len(paths)} files: " + ", ".join(f"{e} {totals[e]:,}" for e in ENCODINGS))
    rows = sorted(((transfer([p], "br"), transfer([p], "gzip"), transfer([p], "identity"), p)
                   for p in paths), reverse=True)
    print("| file | brotli | gzip | as it is |\n| --- | ---: | ---: | ---: |")
    for br, gz, identity, path in rows[:args.top]:
        print(f"| {path} | {br:,} | {gz:,} | {identity:,} |")
    if not args.zips:
        return
    table = zips_both_ways(paths, args.quality)
    print(f"\n| zip | deflated: as is / gzip 9 / brotli {args.quality} (CPU s) "
          f"| stored: as is / gzip 9 / brotli {args.quality} (CPU s) |\n| --- | --- | --- |")
    for path, ways in table.items():
        cells = [f"{a:,} / {g:,} / {b:,} ({t:.2f} s)" for a, g, b, t in (ways["deflated"], ways["stored"])]
        print(f"| {Path(path).name} | {cells[0]} | {cells[1]} |")
    rest = [p for p in paths if p not in table]
    for how in ("deflated", "stored"):
        base = {e: transfer(rest, e) for e in ENCODINGS}
        index = {"identity": 0, "gzip": 1, "br": 2}
        figures = {e: base[e] + sum(ways[how][index[e]] for ways in table.values()) for e in ENCODINGS}
        print(f"first visit with the zips {how}: " + ", ".join(f"{e} {figures[e]:,}" for e in ENCODINGS))


if __name__ == "__main__":
    main()
