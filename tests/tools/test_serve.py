"""tools/serve.py serves as a static host does: gzip for text and WebAssembly, when accepted."""

from __future__ import annotations

import functools
import gzip
import http.server
import importlib.util
import threading
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def origin(tmp_path_factory):
    spec = importlib.util.spec_from_file_location("_serve", ROOT / "tools" / "serve.py")
    serve = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(serve)
    site = tmp_path_factory.mktemp("site")
    (site / "page.py").write_text("print('hello')\n" * 200)
    (site / "runtime.wasm").write_bytes(b"\0asm" + bytes(range(256)) * 40)
    (site / "stdlib.zip").write_bytes(b"PK" + bytes(1000))
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(serve.Handler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}", site
    server.shutdown()
    server.server_close()


def _get(url: str, gzip_ok: bool):
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"} if gzip_ok else {})
    with urllib.request.urlopen(request) as response:
        return response.headers, response.read()


@pytest.mark.parametrize("name, kind", [("page.py", "text/plain"), ("runtime.wasm", "application/wasm")])
def test_text_and_webassembly_go_out_gzipped(origin, name, kind):
    """A .py or .wasm file, asked for with Accept-Encoding: gzip, comes compressed, with its
    own content type, and decompresses to the file."""
    url, site = origin
    headers, body = _get(f"{url}/{name}", gzip_ok=True)
    assert headers["Content-Encoding"] == "gzip" and headers["Vary"] == "Accept-Encoding"
    assert headers["Content-Type"] == kind
    assert gzip.decompress(body) == (site / name).read_bytes()
    assert len(body) < (site / name).stat().st_size


def test_without_accept_encoding_or_for_a_zip_the_file_goes_as_it_is(origin):
    """No Accept-Encoding: plain; a zip (already compressed): plain even when gzip is accepted."""
    url, site = origin
    headers, body = _get(f"{url}/page.py", gzip_ok=False)
    assert headers["Content-Encoding"] is None and body == (site / "page.py").read_bytes()
    headers, body = _get(f"{url}/stdlib.zip", gzip_ok=True)
    assert headers["Content-Encoding"] is None and body == (site / "stdlib.zip").read_bytes()
