"""What the build's modules share (tools/vendor.py runs the build; tools/stdlib_zip.py,
tools/app_bundles.py and tools/site_manifest.py are its parts): the repository's root, the
build's log and its error, the hashes of a file, the npm packages' versions and how the zips
the page downloads hold their files.

tools/ is no package: its modules import each other by name, with tools/ on sys.path (a script
run as `python tools/<name>.py` has it first; tests/tool_modules.py and the benchmarks that load
a tool put it there), so a process holds one copy of each (one ManifestError among them).
"""
import base64
import hashlib
import json
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
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
    """Say `msg` on the build's output, as a line of tools/vendor.py's."""
    print(f"[vendor] {msg}", flush=True)


def installed_version(name):
    """The version of the npm package `name` in node_modules/, or None when it is not there."""
    pkg = NODE_MODULES / name / "package.json"
    if not pkg.is_file():
        return None
    return json.loads(pkg.read_text(encoding="utf-8"))["version"]


def _sha256(path):
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h


def digest(path):
    """The SHA-256 of the file at `path`, in hex."""
    return _sha256(path).hexdigest()


def integrity(path):
    """Subresource-integrity string of a file, as fetch({integrity}) checks it."""
    return "sha256-" + base64.b64encode(_sha256(path).digest()).decode("ascii")
