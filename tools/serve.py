"""Serve the project folder on localhost, as any static host would.

Usage: python3 tools/serve.py [--port 8000] [--bind 127.0.0.1]

Plain files only; the one thing it adds to `python -m http.server` is the
right content types for .mjs, .wasm and .webmanifest files, which some
systems' mime tables lack.
"""

from __future__ import annotations

import argparse
import functools
import http.server
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain",
    ".py": "text/plain",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with fixed content types and quiet logging."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass


def main() -> None:
    """Parse the options and serve until interrupted."""
    ap = argparse.ArgumentParser(description="Serve the game on localhost.")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--bind", default="127.0.0.1")
    args = ap.parse_args()
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
