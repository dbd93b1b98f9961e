"""Our QR Code encoder (web/sharing/qr.py): symbols an independent decoder (zxing-cpp) reads back, the
structure the standard asks for, capacities from its tables, and the Reed-Solomon and BCH codes."""

from __future__ import annotations

import random
import string

import pytest
import zxingcpp
from hypothesis import given, settings
from hypothesis import strategies as st

from web.sharing import qr

GAME_LINK = ("http://127.0.0.1:8000/#v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=42"
             "&players=human,ai-hard&turns=b2-d4_e5~f6_d3~d2,a3,c4-c5_d6~e6,f2")


def url(length: int, seed: int = 0) -> str:
    """A URL-like ASCII text of exactly `length` characters."""
    rng = random.Random(seed)
    tail = "".join(rng.choice(string.ascii_letters + string.digits + "-_.~=&,") for _ in range(length))
    return (GAME_LINK + "&turns=" + tail)[:length]


def render(matrix: list[list[bool]], scale: int = 3, quiet: int = 4) -> memoryview:
    """A grey-scale image (0 = black, 255 = white) with a quiet zone of `quiet` modules."""
    side = (len(matrix) + 2 * quiet) * scale
    blank = b"\xff" * side
    margin = b"\xff" * (quiet * scale)
    image = bytearray(blank * (quiet * scale))
    for row in matrix:
        line = margin + b"".join(b"\x00" * scale if dark else b"\xff" * scale for dark in row) + margin
        image += line * scale
    image += blank * (quiet * scale)
    return memoryview(image).cast("B", (side, side))


def decode(matrix: list[list[bool]]) -> zxingcpp.Barcode:
    """The one QR code zxing-cpp finds in the rendered symbol."""
    found = zxingcpp.read_barcodes(render(matrix), formats=zxingcpp.BarcodeFormat.QRCode)
    assert len(found) == 1, f"the decoder found {len(found)} QR codes"
    return found[0]


def assert_round_trip(text: str, level: str = "M") -> zxingcpp.Barcode:
    """Encode, decode with zxing-cpp and compare; the decoder reports our version and level and
    needed no error correction (every codeword was right)."""
    matrix = qr.encode(text, level)
    found = decode(matrix)
    assert found.bytes == text.encode("utf-8")
    assert found.text == text
    assert found.ec_level == level
    assert int(found.extra["Version"]) == qr.version_for(text, level)
    assert len(matrix) == 17 + 4 * qr.version_for(text, level)
    assert float(found.extra["UEC"]) == 1.0, "the decoder had to correct errors"
    return found


# ---- decoded by an independent decoder -------------------------------------------------------------


def test_a_single_character_decodes():
    """'a' makes a version 1 symbol that zxing-cpp reads back."""
    assert_round_trip("a")
    assert qr.version_for("a") == 1


def test_a_typical_game_link_decodes():
    """A game link of about 150 characters reads back exactly, at the default level M."""
    assert 140 <= len(GAME_LINK) <= 170
    assert_round_trip(GAME_LINK)


# Byte-mode capacities from the standard's table (ISO/IEC 18004 table 7): (level, version, bytes).
CAPACITIES = [
    ("L", 1, 17), ("M", 1, 14), ("Q", 1, 11), ("H", 1, 7),
    ("L", 2, 32), ("M", 2, 26), ("Q", 2, 20), ("H", 2, 14),
    ("L", 5, 106), ("M", 5, 84), ("Q", 5, 60), ("H", 5, 44),
    ("L", 6, 134), ("M", 6, 106), ("Q", 6, 74), ("H", 6, 58),
    ("L", 7, 154), ("M", 7, 122), ("Q", 7, 86), ("H", 7, 64),
    ("L", 9, 230), ("M", 9, 180), ("Q", 9, 130), ("H", 9, 98),
    ("L", 10, 271), ("M", 10, 213), ("Q", 10, 151), ("H", 10, 119),
    ("L", 20, 858), ("M", 20, 666), ("Q", 20, 482), ("H", 20, 382),
    ("L", 25, 1273), ("M", 25, 997), ("Q", 25, 715), ("H", 25, 535),
    ("L", 40, 2953), ("M", 40, 2331), ("Q", 40, 1663), ("H", 40, 1273),
]


@pytest.mark.parametrize("level, version, limit", CAPACITIES)
def test_capacities_match_the_standards_table(level, version, limit):
    """Each version holds exactly as many bytes as the standard's table says: `limit` characters
    fit in `version`, and one more needs the next version (or is too long for version 40)."""
    assert qr.capacity(version, level) == limit
    assert qr.version_for("x" * limit, level) == version
    if version < 40:
        assert qr.version_for("x" * (limit + 1), level) == version + 1


def zxing_version(text: str, level: str) -> int:
    """The version zxing-cpp's own QR writer picks for `text` (its image has a 4-module quiet zone)."""
    image = zxingcpp.create_barcode(text, zxingcpp.BarcodeFormat.QRCode, ec_level=level).to_image(scale=1)
    return (image.shape[0] - 8 - 17) // 4


@pytest.mark.parametrize("level", list("LMQH"))
def test_every_version_boundary_agrees_with_zxing_cpps_writer(level):
    """For all 40 versions, zxing-cpp's independent encoder also puts the longest text we fit in a
    version into that version, and one byte more into the next: the capacity tables agree."""
    for version in range(1, 41):
        limit = qr.capacity(version, level)
        assert zxing_version("x" * limit, level) == version
        if version < 40:
            assert zxing_version("x" * (limit + 1), level) == version + 1


@pytest.mark.parametrize("level", list("LMQH"))
def test_every_version_decodes_when_full(level):
    """A symbol of each version 1-40, filled to capacity, reads back: every block structure
    (block counts, error-correction codewords per block, alignment positions) is right."""
    for version in range(1, 41):
        assert_round_trip(url(qr.capacity(version, level), seed=version), level)


@pytest.mark.parametrize("level, version, limit", [c for c in CAPACITIES if c[1] in (1, 6, 9, 20)])
def test_texts_either_side_of_a_version_boundary_decode(level, version, limit):
    """The longest text a version holds, and one character more (the next version), both read back;
    versions 6/7 and 9/10 are where version information and the 16-bit byte count start."""
    assert_round_trip(url(limit, seed=version), level)
    assert_round_trip(url(limit + 1, seed=version), level)


@pytest.mark.parametrize("level", list("LMQH"))
def test_every_level_decodes_a_medium_text(level):
    """A 300-character link reads back at each error-correction level, reported as that level."""
    assert_round_trip(url(300), level)


@pytest.mark.parametrize("length, level", [(1500, "M"), (2000, "M"), (2000, "L"), (2300, "L"), (2331, "M"),
                                           (2953, "L")])
def test_long_links_decode(length, level):
    """1,500- and 2,000-character links, and the longest ones versions 40-L and 40-M hold, read back."""
    assert_round_trip(url(length, seed=length), level)


@settings(max_examples=25, deadline=None)
@given(st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), min_size=1, max_size=800),
       st.sampled_from("LMQH"))
def test_random_printable_ascii_decodes(text, level):
    """Any printable ASCII text of any length (up to 800) at any level reads back exactly."""
    assert_round_trip(text, level)


# ---- structure -----------------------------------------------------------------------------------


@pytest.mark.parametrize("length", [1, 15, 100, 500, 1200, 2331])
def test_size_is_17_plus_4_per_version(length):
    """The symbol is square, 17 + 4 x version modules a side."""
    matrix = qr.encode("x" * length)
    side = 17 + 4 * qr.version_for("x" * length)
    assert len(matrix) == side and all(len(row) == side for row in matrix)


def finder_at(matrix, top: int, left: int) -> bool:
    """A 7x7 finder pattern (dark ring, light ring, 3x3 dark core) with its top-left at (top, left)."""
    return all(matrix[top + r][left + c] == (max(abs(r - 3), abs(c - 3)) != 2)
               for r in range(7) for c in range(7))


@pytest.mark.parametrize("length", [1, 200, 2000])
def test_finder_patterns_sit_in_three_corners_with_light_separators(length):
    """Finders top-left, top-right and bottom-left, each fenced by light modules; none bottom-right."""
    m = qr.encode(url(length))
    n = len(m)
    for top, left in ((0, 0), (0, n - 7), (n - 7, 0)):
        assert finder_at(m, top, left)
    for k in range(8):
        assert not m[7][k] and not m[k][7]  # top-left separator
        assert not m[7][n - 1 - k] and not m[k][n - 8]  # top-right
        assert not m[n - 8][k] and not m[n - 1 - k][7]  # bottom-left
    assert not finder_at(m, n - 7, n - 7)
    assert m[n - 8][8], "the dark module beside the bottom-left finder"


@pytest.mark.parametrize("length", [1, 200, 2000])
def test_timing_patterns_alternate(length):
    """Row 6 and column 6 alternate dark and light between the finders, dark on even positions."""
    m = qr.encode(url(length))
    n = len(m)
    assert [m[6][k] for k in range(8, n - 8)] == [k % 2 == 0 for k in range(8, n - 8)]
    assert [m[k][6] for k in range(8, n - 8)] == [k % 2 == 0 for k in range(8, n - 8)]


def test_data_module_count_formula_matches_the_drawn_layout():
    """The capacity formula counts as many data modules as placement finds free in every version;
    1-M's 26 codewords and 40's 3,706 are the standard's totals."""
    for version in range(1, 41):
        assert qr.data_modules(version) == len(qr._layout(version)[2])
    assert qr.data_modules(1) // 8 == 26 and qr.data_modules(40) // 8 == 3706


def test_alignment_pattern_of_version_2():
    """Version 2 has one alignment pattern, centred at (18, 18): dark centre, light ring, dark ring."""
    m = qr.encode("x" * 20)
    assert len(m) == 25
    assert all(m[18 + r][18 + c] == (max(abs(r), abs(c)) != 1) for r in range(-2, 3) for c in range(-2, 3))


def test_version_for_grows_with_length_and_level():
    """Longer text never takes a smaller version, nor does a stronger level for the same text."""
    for level in "LMQH":
        versions = [qr.version_for("x" * k, level) for k in range(0, qr.capacity(40, level) + 1, 37)]
        assert versions == sorted(versions)
        assert versions[0] == 1 and versions[-1] >= 39
    for k in (10, 100, 1000):
        by_level = [qr.version_for("x" * k, level) for level in "LMQH"]
        assert by_level == sorted(by_level)


@pytest.mark.parametrize("level, limit", [("L", 2953), ("M", 2331), ("Q", 1663), ("H", 1273)])
def test_too_long_text_raises_with_its_length_and_the_limit(level, limit):
    """One byte past version 40's capacity raises QRError naming the length and the limit."""
    with pytest.raises(qr.QRError) as caught:
        qr.encode("x" * (limit + 1), level)
    assert str(limit + 1) in str(caught.value) and str(limit) in str(caught.value)
    with pytest.raises(qr.QRError):
        qr.version_for("x" * (limit + 1), level)
    assert isinstance(caught.value, ValueError)


def test_utf8_counts_bytes_not_characters():
    """Non-ASCII text is encoded as UTF-8, so its length is counted in bytes."""
    assert qr.version_for("e" * 8) == 1 and qr.version_for("é" * 8) == 2  # 16 bytes; 1-M holds 14
    assert_round_trip("café ☕ " * 5)


def test_an_unknown_level_raises():
    """Only L, M, Q and H are levels."""
    with pytest.raises(qr.QRError, match="level"):
        qr.encode("a", "X")


# ---- format and version information ----------------------------------------------------------------

# Format information positions, bit 14 (most significant) first (ISO/IEC 18004 figure 25).
FORMAT_TOP_LEFT = [(8, c) for c in (0, 1, 2, 3, 4, 5, 7, 8)] + [(r, 8) for r in (7, 5, 4, 3, 2, 1, 0)]


def format_bottom_left_top_right(n: int) -> list[tuple[int, int]]:
    return [(n - 1 - k, 8) for k in range(7)] + [(8, n - 8 + k) for k in range(8)]


def test_format_and_version_information_match_the_standards_examples():
    """The annex examples: level M, mask 101 gives 100000011001110; version 7 gives 000111110010010100."""
    assert qr.format_bits("M", 5) == 0b100000011001110
    assert qr.version_bits(7) == 0b000111110010010100


@pytest.mark.parametrize("level", list("LMQH"))
def test_both_copies_of_the_format_information_name_the_level_and_the_mask_used(level):
    """Read at the standard's positions, both copies equal the BCH code of the level and of the mask
    the decoder found the data under."""
    text = url(120)
    m = qr.encode(text, level)
    mask = int(decode(m).extra["DataMask"])
    want = qr.format_bits(level, mask)
    for cells in (FORMAT_TOP_LEFT, format_bottom_left_top_right(len(m))):
        assert int("".join("1" if m[r][c] else "0" for r, c in cells), 2) == want


def test_version_information_blocks_of_a_large_symbol():
    """From version 7 on, both 6x3 version blocks hold the version's 18-bit code, bit 0 nearest the
    corner finder's far side (ISO/IEC 18004 figure 27)."""
    text = url(1500)
    m = qr.encode(text, "M")
    n, bits = len(m), qr.version_bits(qr.version_for(text, "M"))
    for k in range(18):
        assert m[n - 11 + k % 3][k // 3] == bool(bits >> k & 1)
        assert m[k // 3][n - 11 + k % 3] == bool(bits >> k & 1)


# ---- masks and the penalty -------------------------------------------------------------------------

MASKS = [
    lambda i, j: (i + j) % 2 == 0, lambda i, j: i % 2 == 0, lambda i, j: j % 3 == 0,
    lambda i, j: (i + j) % 3 == 0, lambda i, j: (i // 2 + j // 3) % 2 == 0,
    lambda i, j: (i * j) % 2 + (i * j) % 3 == 0, lambda i, j: ((i * j) % 2 + (i * j) % 3) % 2 == 0,
    lambda i, j: ((i + j) % 2 + (i * j) % 3) % 2 == 0,
]


def slow_penalty(m: list[list[bool]]) -> int:
    """The four penalty rules, module by module, light outside the symbol."""
    n = len(m)
    lines = [list(row) for row in m] + [[m[r][c] for r in range(n)] for c in range(n)]
    score = 0
    for line in lines:
        run = 1
        for k in range(1, n + 1):
            if k < n and line[k] == line[k - 1]:
                run += 1
                continue
            if run >= 5:
                score += 3 + run - 5
            run = 1
        padded = [False] * 4 + line + [False] * 4
        for k in range(len(padded) - 10):
            window = padded[k:k + 11]
            for pattern in ("10111010000", "00001011101"):
                if window == [ch == "1" for ch in pattern]:
                    score += 40
    for r in range(n - 1):
        for c in range(n - 1):
            if m[r][c] == m[r][c + 1] == m[r + 1][c] == m[r + 1][c + 1]:
                score += 3
    dark = sum(map(sum, m))
    score += 10 * int(abs(dark / (n * n) * 100 - 50) // 5)
    return score


def as_rows(m: list[list[bool]]) -> list[int]:
    return [sum(1 << j for j, dark in enumerate(row) if dark) for row in m]


@pytest.mark.parametrize("seed", range(5))
def test_penalty_matches_a_module_by_module_count(seed):
    """The row-at-a-time penalty equals the rules applied module by module, on random matrices and
    on a real symbol."""
    rng = random.Random(seed)
    n = rng.choice([21, 25, 45])
    m = [[rng.random() < 0.3 + 0.1 * seed for _ in range(n)] for _ in range(n)]
    assert qr.penalty(as_rows(m), n) == slow_penalty(m)
    symbol = qr.encode(url(60 + 40 * seed))
    assert qr.penalty(as_rows(symbol), len(symbol)) == slow_penalty(symbol)


@pytest.mark.parametrize("length", [20, 150])
def test_the_chosen_mask_has_the_lowest_penalty(length):
    """Re-masking the data modules with each of the other seven masks (and rewriting the format
    information) never gives a lower penalty than the mask chosen."""
    text = url(length)
    m = qr.encode(text, "Q")
    n = len(m)
    chosen = int(decode(m).extra["DataMask"])
    reserved = qr._layout(qr.version_for(text, "Q"))[1]
    scores = []
    for mask in range(8):
        other = [[m[i][j] ^ (not reserved[i * n + j] and MASKS[chosen](i, j) != MASKS[mask](i, j))
                  for j in range(n)] for i in range(n)]
        bits = qr.format_bits("Q", mask)
        for cells in (FORMAT_TOP_LEFT, format_bottom_left_top_right(n)):
            for k, (r, c) in enumerate(cells):
                other[r][c] = bool(bits >> (14 - k) & 1)
        scores.append(slow_penalty(other))
    assert scores[chosen] == min(scores)


# ---- Reed-Solomon ----------------------------------------------------------------------------------


def mul(a: int, b: int) -> int:
    """GF(256) product by shift and add, reducing by x^8+x^4+x^3+x^2+1: independent of qr's tables."""
    out = 0
    while b:
        if b & 1:
            out ^= a
        b >>= 1
        a <<= 1
        if a & 0x100:
            a ^= 0x11D
    return out


def evaluate(coefficients, x: int) -> int:
    """A polynomial (highest power first) at x, by Horner's rule."""
    value = 0
    for c in coefficients:
        value = mul(value, x) ^ c
    return value


def alpha(k: int) -> int:
    value = 1
    for _ in range(k):
        value = mul(value, 2)
    return value


@pytest.mark.parametrize("degree", [7, 10, 13, 15, 16, 17, 18, 20, 22, 24, 26, 28, 30])
def test_codewords_are_divisible_by_the_generator(degree):
    """Data followed by its error-correction codewords, read as a polynomial, is zero at every
    root alpha^0 .. alpha^(degree-1) of the generator: the block is a Reed-Solomon codeword."""
    rng = random.Random(degree)
    generator = qr.generator(degree)
    assert len(generator) == degree + 1 and generator[0] == 1
    for _ in range(3):
        data = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 120)))
        block = data + qr.rs_remainder(data, degree)
        for k in range(degree):
            assert evaluate(generator, alpha(k)) == 0
            assert evaluate(block, alpha(k)) == 0


def test_reed_solomon_known_block():
    """The widely published 1-M example ('HELLO WORLD' in alphanumeric mode): its 16 data codewords
    get the 10 error-correction codewords 196 35 39 119 235 215 231 226 93 23."""
    data = bytes([32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17])
    assert list(qr.rs_remainder(data, 10)) == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23]


def test_data_codewords_are_padded_as_the_standard_says():
    """'a' at 1-M: mode 0100, count 00000001, 'a', terminator 0000, then 0xEC 0x11 alternately."""
    words = qr.codewords(b"a", 1, "M")
    assert len(words) == 26
    assert words[:16] == bytes([0x40, 0x16, 0x10, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC,
                                0x11, 0xEC, 0x11, 0xEC])
    assert words[16:] == qr.rs_remainder(words[:16], 10)
