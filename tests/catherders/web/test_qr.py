"""The link's QR code (web/catherders/sharing/qr.py, segno's encoder): symbols an independent decoder
(zxing-cpp) reads back exactly, the level chosen, and a clear error for a text too long."""

from __future__ import annotations

import ast
import random
import string
from pathlib import Path

import pytest
import zxingcpp
from hypothesis import given, settings
from hypothesis import strategies as st

from web.catherders.sharing import qr

ROOT = Path(__file__).resolve().parents[3]
GAME_LINK = ("http://127.0.0.1:8000/#v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=42"
             "&players=human,ai-hard&turns=b2-d4_e5~f6_d3~d2,a3,c4-c5_d6~e6,f2")


def url(length: int, seed: int = 0) -> str:
    """A URL-like ASCII text of exactly `length` characters."""
    rng = random.Random(seed)
    tail = "".join(rng.choice(string.ascii_letters + string.digits + "-_.~=&,") for _ in range(length))
    return (GAME_LINK + "&turns=" + tail)[:length]


def render(matrix: list[list[bool]], scale: int = 3, quiet: int = 4) -> memoryview:
    """A grey-scale image (0 = black, 255 = white) with a quiet zone of `quiet` modules, drawn
    as the page draws it (web/catherders/sharing/by_link.py: whole modules, quiet zone of 4)."""
    side = (len(matrix) + 2 * quiet) * scale
    blank = b"\xff" * side
    margin = b"\xff" * (quiet * scale)
    image = bytearray(blank * (quiet * scale))
    for row in matrix:
        line = margin + b"".join(b"\x00" * scale if dark else b"\xff" * scale for dark in row) + margin
        image += line * scale
    image += blank * (quiet * scale)
    return memoryview(image).cast("B", (side, side))


def assert_round_trip(text: str, level: str = "M") -> zxingcpp.Barcode:
    """Encode, decode with zxing-cpp and compare; the decoder reports the level we were given
    and needed no error correction."""
    matrix, used = qr.encode(text)
    assert used == level
    assert len(matrix) == len(matrix[0]) and (len(matrix) - 17) % 4 == 0
    found = zxingcpp.read_barcodes(render(matrix), formats=zxingcpp.BarcodeFormat.QRCode)
    assert len(found) == 1, f"the decoder found {len(found)} QR codes"
    assert found[0].bytes == text.encode("utf-8") and found[0].text == text
    assert found[0].ec_level == level
    assert float(found[0].extra["UEC"]) == 1.0, "the decoder had to correct errors"
    return found[0]


def test_a_single_character_decodes():
    """'a' makes a version 1 symbol (21 modules a side) that zxing-cpp reads back."""
    assert_round_trip("a")
    assert len(qr.encode("a")[0]) == 21


def test_a_typical_game_link_decodes():
    """A game link of about 150 characters reads back exactly, at level M."""
    assert_round_trip(GAME_LINK)


@pytest.mark.parametrize("length, level", [(1500, "M"), (2000, "M"), (2331, "M"), (2332, "L"),
                                           (2953, "L")])
def test_long_links_decode_at_the_best_level_that_holds_them(length, level):
    """Up to 2,331 bytes (version 40-M) a link gets level M; beyond, up to 2,953, level L."""
    assert_round_trip(url(length, seed=length), level)


@settings(max_examples=25, deadline=None)
@given(st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), min_size=1, max_size=800))
def test_random_printable_ascii_decodes(text):
    """Any printable ASCII text up to 800 characters reads back exactly."""
    assert_round_trip(text)


def test_utf8_reads_back():
    """Non-ASCII text is encoded as UTF-8 and reads back as written."""
    assert_round_trip("café ☕ " * 5)


def test_too_long_text_raises_with_its_length():
    """One byte past version 40-L's capacity raises QRError, a ValueError, naming the length."""
    with pytest.raises(qr.QRError) as caught:
        qr.encode("x" * 2954)
    assert "2954 bytes" in str(caught.value) and isinstance(caught.value, ValueError)


@settings(max_examples=40, deadline=None)
@given(st.text(min_size=1, max_size=300))
def test_the_encoder_is_segnos_own_make_qr(text):
    """segno's public make_qr() gives the same symbol as the encoder the page ships (segno's
    encoder module, without its package's writers)."""
    import segno

    matrix, level = qr.encode(text)
    want = segno.make_qr(text, error=level, boost_error=False).matrix
    assert matrix == [[bool(m) for m in row] for row in want]


def test_segno_is_imported_only_when_a_code_is_asked_for():
    """The module imports segno inside `encode` only: the page's worker fetches segno the first
    time a QR code is asked for, never while the page starts."""
    tree = ast.parse((ROOT / "web" / "catherders" / "sharing" / "qr.py").read_text(encoding="utf-8"))
    top = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    assert not any("segno" in ast.dump(n) for n in top)
    assert "segno" in ast.dump(tree)
