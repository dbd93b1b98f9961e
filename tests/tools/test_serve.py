"""tools/serve.py serves as a static host does: the best encoding a request accepts, from the
prebuilt .br and .gz beside a file, gzip on the fly where there is none, pictures as they are."""

from __future__ import annotations

import functools
import gzip
import http.client
import http.server
import os
import threading
from pathlib import Path

import brotli
import pytest

from tests.tool_modules import load_tool

ROOT = Path(__file__).resolve().parents[2]


serve = load_tool("serve")
compress = load_tool("compress")
PLAIN = {"stale.py", "edited.js", "deflated.zip", "picture.png"}  # no prebuilt file beside them


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """A folder with text, WebAssembly, a stored zip and a picture, their .br and .gz written by
    tools/compress.py (from a cache of its own), and a few files without them."""
    site = tmp_path_factory.mktemp("site")
    (site / "page.py").write_text("print('hello')\n" * 200)
    (site / "runtime.wasm").write_bytes(b"\0asm" + bytes(range(256)) * 40)
    (site / "stored.zip").write_bytes(b"PK" + b"stored module text " * 300)
    (site / "index.html").write_text("<!doctype html><title>cats</title>" + "<p>cat</p>" * 300)
    (site / "picture.png").write_bytes(b"\x89PNG" + bytes(range(256)) * 8)
    (site / "deflated.zip").write_bytes(b"PK" + bytes(2000))
    (site / "stale.py").write_text("x = 1\n" * 300)
    compress.compress_site(site, ["page.py", "runtime.wasm", "stored.zip", "index.html", "stale.py"],
                           cache=tmp_path_factory.mktemp("cache"))
    later = os.stat(site / "stale.py.br").st_mtime_ns + 10**9  # edited after the build
    (site / "stale.py").write_text("x = 2\n" * 300)
    os.utime(site / "stale.py", ns=(later, later))
    (site / "edited.js").write_text("let cat = 1;\n" * 300)
    return site


@pytest.fixture(scope="module")
def origin(site):
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(serve.Handler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server.server_port
    server.shutdown()
    server.server_close()


def _ask(port: int, path: str, accept: str | None, method: str = "GET", extra=None):
    """(status, headers, body) of one request, the body exactly as sent (not decoded)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    headers = {} if accept is None else {"Accept-Encoding": accept}
    connection.request(method, path, headers={**headers, **(extra or {})})
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, response.headers, body


DECODE = {"br": brotli.decompress, "gzip": gzip.decompress, None: lambda body: body}


@pytest.mark.parametrize("accept, encoding", [
    ("gzip, deflate, br, zstd", "br"),  # what Chromium sends, on localhost too
    ("br", "br"),
    ("gzip", "gzip"),
    ("gzip, br;q=0", "gzip"),  # q=0 refuses brotli
    ("br;q=0.5, gzip;q=0.9", "gzip"),  # the higher q wins
    ("*", "br"),
    ("gzip;q=0, *", "br"),
    ("deflate, zstd", None),  # nothing we have: the file as it is
    ("br;q=0, gzip;q=0", None),
    ("", None),
    (None, None),  # no Accept-Encoding at all
])
@pytest.mark.parametrize("name, kind", [("page.py", "text/plain"), ("runtime.wasm", "application/wasm"),
                                        ("stored.zip", "application/zip")])
def test_the_best_accepted_encoding_goes_out_and_decodes_to_the_file(site, origin, name, kind, accept,
                                                                     encoding):
    """Each file with a .br and a .gz beside it goes out as the header prefers (brotli on a tie,
    then gzip, then as it is), with its own content type, Vary and the sent body's length, and
    the body decodes to the file exactly."""
    status, headers, body = _ask(origin, f"/{name}", accept)
    assert status == 200
    assert headers["Content-Encoding"] == encoding
    assert headers["Content-Type"] == kind and headers["Vary"] == "Accept-Encoding"
    assert int(headers["Content-Length"]) == len(body)
    assert DECODE[encoding](body) == (site / name).read_bytes()
    if encoding is not None:
        assert body == (site / f"{name}{compress.SUFFIXES[encoding]}").read_bytes()  # the prebuilt file


def test_the_folders_page_is_negotiated_too(site, origin):
    """"/" is index.html, in brotli when accepted."""
    status, headers, body = _ask(origin, "/", "gzip, br")
    assert status == 200 and headers["Content-Encoding"] == "br"
    assert brotli.decompress(body) == (site / "index.html").read_bytes()


@pytest.mark.parametrize("name", ["picture.png", "deflated.zip"])
def test_pictures_and_zips_without_prebuilt_files_go_as_they_are(site, origin, name):
    """Nothing is compressed on the fly but text and WebAssembly: a picture, or a zip with no
    .br or .gz beside it, goes out as it is whatever the request accepts."""
    status, headers, body = _ask(origin, f"/{name}", "gzip, deflate, br")
    assert status == 200 and headers["Content-Encoding"] is None
    assert body == (site / name).read_bytes()


@pytest.mark.parametrize("name", ["edited.js", "stale.py"])
def test_without_a_usable_gz_text_is_gzipped_on_the_fly(site, origin, name):
    """A text file with no prebuilt files (edited.js), or with prebuilt files older than itself
    (stale.py, edited after the build), goes out gzipped from its current content, even to a
    request that prefers brotli: a stale .br is never sent."""
    status, headers, body = _ask(origin, f"/{name}", "br, gzip")
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(body) == (site / name).read_bytes()


@pytest.mark.parametrize("accept, encoding", [("br", "br"), ("gzip", "gzip"), (None, None)])
def test_head_says_what_get_would_send(site, origin, accept, encoding):
    """HEAD gives GET's headers, the encoded length among them, and no body."""
    status, headers, body = _ask(origin, "/runtime.wasm", accept, method="HEAD")
    _, _, sent = _ask(origin, "/runtime.wasm", accept)
    assert status == 200 and body == b"" and headers["Content-Encoding"] == encoding
    assert int(headers["Content-Length"]) == len(sent)


def test_a_range_on_an_encoded_body_gets_the_whole_body(site, origin):
    """A Range request for an encoded file gets a 200 with the whole encoded body (HTTP lets a
    server ignore Range), never a slice of it labelled as something else."""
    status, headers, body = _ask(origin, "/page.py", "br", extra={"Range": "bytes=0-9"})
    assert status == 200 and headers.get("Content-Range") is None
    assert brotli.decompress(body) == (site / "page.py").read_bytes()


def test_an_encoded_file_asked_for_by_name_is_that_file(site, origin):
    """/page.py.br is a file like any other: its bytes as they are, with no Content-Encoding."""
    status, headers, body = _ask(origin, "/page.py.br", "br, gzip")
    assert status == 200 and headers["Content-Encoding"] is None
    assert body == (site / "page.py.br").read_bytes()


def test_without_compression_every_file_goes_as_it_is(site):
    """--no-compression (Handler.compression_enabled off): no encoding, whatever is accepted."""
    handler = type("Plain", (serve.Handler,), {"compression_enabled": False})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                             functools.partial(handler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        for name in ("page.py", "runtime.wasm", "edited.js"):
            status, headers, body = _ask(server.server_port, f"/{name}", "gzip, br")
            assert status == 200 and headers["Content-Encoding"] is None
            assert body == (site / name).read_bytes()
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize("header, want", [
    ("br;q=0.2, gzip;q=0.2", {"br": 0.2, "gzip": 0.2, "identity": serve.IDENTITY_UNNAMED}),
    ("GZIP;Q=0.5, identity;q=0", {"br": 0.0, "gzip": 0.5, "identity": 0.0}),
    ("*;q=0.3, br", {"br": 1.0, "gzip": 0.3, "identity": 0.3}),
    ("br;q=nonsense, gzip;q=7", {"br": 0.0, "gzip": 1.0, "identity": serve.IDENTITY_UNNAMED}),
])
def test_q_values_are_read_as_http_says(header, want):
    """Codings are case-insensitive, q is clamped to [0, 1], a malformed q accepts nothing, `*`
    covers what is not named, and identity stays acceptable, last, unless refused."""
    assert serve.accepted(header) == want
