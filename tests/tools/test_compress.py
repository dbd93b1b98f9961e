"""tools/compress.py writes a .br and a .gz beside each compressible file, from a cache named by
the content's digest, so the build compresses nothing it has compressed before."""

from __future__ import annotations

import gzip
from pathlib import Path

import brotli
import pytest

from tests.tool_modules import load_tool

ROOT = Path(__file__).resolve().parents[2]
compress = load_tool("compress")


@pytest.fixture
def site(tmp_path):
    """(folder, cache, files): a small site (text, a zip, a picture) and an empty cache."""
    folder = tmp_path / "site"
    (folder / "web").mkdir(parents=True)
    (folder / "index.html").write_text("<p>cat</p>" * 200)
    (folder / "web" / "view.py").write_text("print('cat')\n" * 100)
    (folder / "stdlib.zip").write_bytes(b"PK" + b"module text " * 500)
    (folder / "cat.png").write_bytes(b"\x89PNG" + bytes(600))
    return folder, tmp_path / "cache", ["index.html", "web/view.py", "stdlib.zip", "cat.png"]


@pytest.fixture
def counted(monkeypatch):
    """The list of (size, encoding) of every compression the module does while the test runs."""
    calls = []
    real = compress.encode

    def encode(data, encoding, quality=compress.BROTLI_QUALITY):
        calls.append((len(data), encoding))
        return real(data, encoding, quality)

    monkeypatch.setattr(compress, "encode", encode)
    return calls


def test_each_compressible_file_gets_both_encodings_of_its_content(site):
    """index.html, a .py and a zip get a .br and a .gz that decode to them exactly; the picture
    gets neither."""
    folder, cache, files = site
    compress.compress_site(folder, files, cache=cache)
    for name in ("index.html", "web/view.py", "stdlib.zip"):
        data = (folder / name).read_bytes()
        assert brotli.decompress((folder / f"{name}.br").read_bytes()) == data
        assert gzip.decompress((folder / f"{name}.gz").read_bytes()) == data
    assert not (folder / "cat.png.br").exists() and not (folder / "cat.png.gz").exists()


def test_nothing_unchanged_is_compressed_twice(site, counted):
    """A second build compresses nothing, even with the encoded files deleted (they come back
    from the cache); a changed file is compressed again, once per encoding, and only it."""
    folder, cache, files = site
    compress.compress_site(folder, files, cache=cache)
    assert len(counted) == 6  # three compressible files, two encodings
    counted.clear()
    (folder / "index.html.br").unlink()
    compress.compress_site(folder, files, cache=cache)
    assert counted == [] and (folder / "index.html.br").is_file()
    (folder / "web" / "view.py").write_text("print('another cat')\n" * 100)
    compress.compress_site(folder, files, cache=cache)
    assert sorted(encoding for _, encoding in counted) == ["br", "gzip"]
    view = folder / "web" / "view.py"
    assert brotli.decompress(view.with_name("view.py.br").read_bytes()) == view.read_bytes()


def test_encoded_files_of_no_shipped_file_are_removed(site):
    """A .br or .gz beside a file no longer shipped (in a folder that ships nothing any more
    too), or beside a picture, is removed; the others stay."""
    folder, cache, files = site
    (folder / "web" / "old").mkdir()
    (folder / "web" / "old" / "gone.py").write_text("print('gone')\n" * 50)
    compress.compress_site(folder, [*files, "web/old/gone.py"], cache=cache)
    assert (folder / "web" / "old" / "gone.py.br").is_file()
    (folder / "cat.png.gz").write_bytes(b"left over")
    compress.compress_site(folder, files, cache=cache)
    assert list((folder / "web" / "old").iterdir()) == [folder / "web" / "old" / "gone.py"]
    assert not (folder / "cat.png.gz").exists()
    assert (folder / "index.html.br").is_file() and (folder / "web" / "view.py.gz").is_file()


def test_deferred_brotli_comes_only_from_the_cache(site, counted):
    """encodings=("gzip",) (tools/vendor.py --defer-brotli) encodes no brotli: a .br is written
    only when the cache has this content's, and a stale .br is removed rather than kept."""
    folder, cache, files = site
    compress.compress_site(folder, files, cache=cache)
    (folder / "index.html").write_text("<p>a new cat</p>" * 200)
    counted.clear()
    compress.compress_site(folder, files, encodings=("gzip",), cache=cache)
    assert counted == [((folder / "index.html").stat().st_size, "gzip")]
    assert not (folder / "index.html.br").exists()  # it was stale
    assert (folder / "web" / "view.py.br").is_file()  # unchanged: from the cache


def test_transfer_bytes_add_up_the_encoded_files(site):
    """What the files take with each encoding: the prebuilt bodies' sizes for the compressible
    ones, the others as they are; make=False says None before the encoding exists."""
    folder, cache, files = site
    assert compress.transfer_bytes(folder, files, "br", cache=cache, make=False) is None
    compress.compress_site(folder, files, cache=cache)
    png = (folder / "cat.png").stat().st_size
    for encoding, suffix in compress.SUFFIXES.items():
        want = png + sum((folder / f"{name}{suffix}").stat().st_size
                         for name in ("index.html", "web/view.py", "stdlib.zip"))
        assert compress.transfer_bytes(folder, files, encoding, cache=cache, make=False) == want
    assert compress.transfer_bytes(folder, files, "identity", cache=cache) == \
        sum((folder / name).stat().st_size for name in files)


def test_an_unknown_encoding_is_refused_by_name():
    with pytest.raises(ValueError, match="encoding"):
        compress.encode(b"cat", "zstd")


def test_each_quality_is_cached_apart(site, counted):
    """The quality is a parameter (the test command's --quick one: brotli 5 and zlib's gzip; the
    published one: brotli 11 and zopfli's gzip): a file encoded at one quality is not taken for
    another's, each decodes to the file, and zopfli's gzip is no larger than zlib's."""
    folder, cache, files = site
    compress.compress_site(folder, files, cache=cache, quality=compress.QUICK_QUALITY)
    names = ("index.html", "web/view.py", "stdlib.zip")
    quick = {name: (folder / f"{name}.gz").read_bytes() for name in names}
    counted.clear()
    for encoding in compress.ENCODINGS:
        assert compress.transfer_bytes(folder, files, encoding, cache=cache, make=False,
                                       quality=compress.QUICK_QUALITY) is not None
        assert compress.transfer_bytes(folder, files, encoding, cache=cache, make=False) is None
    assert counted == []
    compress.compress_site(folder, files, cache=cache)
    assert sorted(encoding for _, encoding in counted) == ["br"] * 3 + ["gzip"] * 3
    for name, zlib_body in quick.items():
        data = (folder / name).read_bytes()
        assert zlib_body == gzip.compress(data, compresslevel=compress.GZIP_LEVEL, mtime=0)
        published = (folder / f"{name}.gz").read_bytes()
        assert gzip.decompress(published) == data and len(published) <= len(zlib_body)
        assert brotli.decompress((folder / f"{name}.br").read_bytes()) == data
