"""Serve the project folder on localhost, as a static host would: compressed.

Usage: python3 tools/serve.py [--port 8000] [--bind 127.0.0.1] [--no-gzip]

What it adds to `python -m http.server`:

- the right content types for .mjs, .wasm, .webmanifest, .py and .toml files,
  which some systems' mime tables lack;
- gzip, as GitHub Pages, Netlify or nginx with `gzip on` send it: a response
  of a compressible type (COMPRESSED below: scripts, WebAssembly, JSON, Python,
  text) goes out gzipped when the request accepts it, with `Vary:
  Accept-Encoding`. Compressed bodies are kept in memory by path, size and
  modification time, so each file is compressed once. Zip files (already
  compressed) and images go out as they are.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import io
import os
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain",
    ".py": "text/plain",
    ".md": "text/markdown",
}
# What a static host compresses: text of every kind, and WebAssembly.
COMPRESSED = {".html", ".js", ".mjs", ".css", ".json", ".wasm", ".py", ".toml", ".md", ".svg",
              ".webmanifest", ".txt"}
_CACHE: dict[tuple[str, int, int], bytes] = {}
_LOCK = threading.Lock()


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with fixed content types, gzip for text and WebAssembly, quiet logging."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    gzip_enabled = True

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass

    def send_head(self):
        """Like the base class, but a compressible file goes out gzipped when accepted."""
        path = self.translate_path(self.path)
        suffix = os.path.splitext(path)[1].lower()
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (self.gzip_enabled and accepts and suffix in COMPRESSED and os.path.isfile(path)):
            return super().send_head()
        stat = os.stat(path)
        key = (path, stat.st_size, int(stat.st_mtime_ns))
        with _LOCK:
            body = _CACHE.get(key)
        if body is None:
            with open(path, "rb") as f:
                body = gzip.compress(f.read(), compresslevel=9, mtime=0)
            with _LOCK:
                _CACHE[key] = body
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.end_headers()
        return io.BytesIO(body)


def main() -> None:
    """Parse the options and serve until interrupted."""
    ap = argparse.ArgumentParser(description="Serve the game on localhost.")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--bind", default="127.0.0.1")
    ap.add_argument("--no-gzip", action="store_true", help="send every file as it is")
    args = ap.parse_args()
    Handler.gzip_enabled = not args.no_gzip
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
