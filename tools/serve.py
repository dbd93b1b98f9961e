"""Serve the project folder on localhost, as a static host would: compressed.

Usage: python3 tools/serve.py [--port 8000] [--bind 127.0.0.1] [--no-compression]

What it adds to `python -m http.server`:

- the right content types for .mjs, .wasm, .webmanifest, .py and .toml files,
  which some systems' mime tables lack;
- content negotiation, as nginx with brotli_static and gzip_static does: a file with a
  prebuilt `<file>.br` or `<file>.gz` beside it (tools/compress.py writes them) goes out
  in the best encoding the request's Accept-Encoding allows, brotli over gzip over the file
  as it is, q-values honoured (`br;q=0` refuses brotli, `*` stands for the codings not
  named), with `Vary: Accept-Encoding` and the encoded body's Content-Length. A prebuilt
  file older than its source is stale (the source was edited since the build) and is not
  used. The request's Range is ignored for an encoded body (a 200 with the whole body,
  which HTTP allows); the file as it is goes out as http.server sends it.
- gzip on the fly, only where no usable .gz is there (a file edited since the build, or a
  copy of the site without them, as tests/browser/site/offline_site.py serves): the page
  then still travels as a compressing host sends it, so what is measured and tested here
  stays close to a real host. Only compressible types (tools/compress.py's COMPRESSIBLE,
  zips aside: hosts do not compress them on the fly) are; each body is compressed once.
  Pictures go out as they are.

--no-compression (or its old name --no-gzip) sends every file as it is.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import importlib.util
import io
import os
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("_serve_compress", Path(__file__).with_name("compress.py"))
compress = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(compress)

TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain",
    ".py": "text/plain",
    ".md": "text/markdown",
}
PREFERENCE = (*compress.ENCODINGS, "identity")  # best first: a tie in q goes to the earlier
IDENTITY_UNNAMED = 0.001  # identity's q when the header names neither it nor `*`: the last choice
_CACHE: dict[tuple[str, int, int], bytes] = {}
_LOCK = threading.Lock()


def accepted(header: str | None) -> dict[str, float]:
    """The q-value of each of PREFERENCE in an Accept-Encoding header. No header: the file as
    it is only. A coding not named takes `*`'s value, or 0; identity, when neither it nor `*` is
    named, stays acceptable (RFC 9110) but below any coding the header accepts."""
    if header is None:
        return {coding: float(coding == "identity") for coding in PREFERENCE}
    named: dict[str, float] = {}
    for part in header.split(","):
        coding, _, params = part.strip().partition(";")
        coding = coding.strip().lower()
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    q = min(max(float(value), 0.0), 1.0)
                except ValueError:
                    q = 0.0  # a q-value that is no number accepts nothing
        if coding:
            named[coding] = q
    wildcard = named.get("*")
    unnamed = {coding: 0.0 for coding in PREFERENCE} | {"identity": IDENTITY_UNNAMED}
    return {coding: named.get(coding, wildcard if wildcard is not None else unnamed[coding])
            for coding in PREFERENCE}


def choose(header: str | None, available: tuple[str, ...]) -> str:
    """The encoding to send: among `available` (identity always is), the highest q-value the
    header gives, brotli first on a tie, then gzip. Identity when nothing is acceptable (a
    server may send the file as it is rather than refuse)."""
    q = accepted(header)
    options = [coding for coding in PREFERENCE if coding in available or coding == "identity"]
    best = max(options, key=lambda coding: (q[coding], -PREFERENCE.index(coding)))
    return best if q[best] > 0 else "identity"


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with fixed content types, prebuilt brotli and gzip (gzip on the fly where a
    compressible file has no usable .gz), quiet logging."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    compression_enabled = True

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass

    def _prebuilt(self, path: str, stat: os.stat_result) -> dict[str, str]:
        """{encoding: file} of the usable prebuilt files beside `path`: present, not older."""
        found = {}
        for encoding, suffix in compress.SUFFIXES.items():
            try:
                if os.stat(path + suffix).st_mtime_ns >= stat.st_mtime_ns:
                    found[encoding] = path + suffix
            except OSError:
                continue
        return found

    def _on_the_fly(self, path: str, stat: os.stat_result) -> bytes:
        """The file gzipped, compressed once per path, size and modification time."""
        key = (path, stat.st_size, stat.st_mtime_ns)
        with _LOCK:
            body = _CACHE.get(key)
        if body is None:
            with open(path, "rb") as f:
                body = gzip.compress(f.read(), compresslevel=compress.GZIP_LEVEL, mtime=0)
            with _LOCK:
                _CACHE[key] = body
        return body

    def send_head(self):
        """Like the base class, but in the best encoding the request accepts (module doc)."""
        path = self.translate_path(self.path)
        index = os.path.join(path, "index.html")
        if self.path.split("?", 1)[0].split("#", 1)[0].endswith("/") and os.path.isfile(index):
            path = index  # the folder's page, as the base class would send it: negotiated too
        if not (self.compression_enabled and os.path.isfile(path)) or compress.is_encoded(path):
            return super().send_head()
        stat = os.stat(path)
        prebuilt = self._prebuilt(path, stat)
        on_the_fly = compress.is_compressible(path) and not path.endswith(".zip")
        available = (*prebuilt, *(("gzip",) if on_the_fly and "gzip" not in prebuilt else ()))
        encoding = choose(self.headers.get("Accept-Encoding"), available)
        if encoding == "identity":
            if available:
                return self._send(path, stat, "identity", open(path, "rb"), stat.st_size)
            return super().send_head()
        if encoding in prebuilt:
            body = open(prebuilt[encoding], "rb")
            return self._send(path, stat, encoding, body, os.fstat(body.fileno()).st_size)
        body = self._on_the_fly(path, stat)
        return self._send(path, stat, encoding, io.BytesIO(body), len(body))

    def _send(self, path: str, stat: os.stat_result, encoding: str, body, length: int):
        """Send the headers of a negotiated response (200, whole body); return the body."""
        try:
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(path))
            if encoding != "identity":
                self.send_header("Content-Encoding", encoding)
            self.send_header("Content-Length", str(length))
            self.send_header("Vary", "Accept-Encoding")
            self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
            self.end_headers()
        except Exception:
            body.close()
            raise
        return body


def main() -> None:
    """Parse the options and serve until interrupted."""
    ap = argparse.ArgumentParser(description="Serve the game on localhost.")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--bind", default="127.0.0.1")
    ap.add_argument("--no-compression", "--no-gzip", dest="no_compression", action="store_true",
                    help="send every file as it is (no brotli, no gzip)")
    args = ap.parse_args()
    Handler.compression_enabled = not args.no_compression
    handler = functools.partial(Handler, directory=str(ROOT))
    with http.server.ThreadingHTTPServer((args.bind, args.port), handler) as server:
        print(f"Cat Herders is served at http://{args.bind}:{server.server_port}/ (Ctrl+C stops)",
              flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
