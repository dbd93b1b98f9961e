"""QR Code encoder (ISO/IEC 18004, model 2), byte mode only, standard library only (pure Python).

`encode(text)` gives the symbol as rows of booleans (True = dark) without the quiet zone;
`version_for(text)` tells which of the 40 versions (sizes) it takes.

How it works, in the standard's order:
1. The text's UTF-8 bytes become a bit stream: mode 0100, the byte count, the bytes, a terminator,
   and pad codewords 0xEC 0x11 up to the version's data capacity.
2. The data codewords are split into blocks; each block gets Reed-Solomon error-correction codewords
   over GF(256) (primitive polynomial x^8+x^4+x^3+x^2+1); blocks are interleaved.
3. The function patterns (finders, separators, timing, alignment, dark module, version information)
   are drawn and the codeword bits are placed in the two-column zigzag from the bottom-right corner.
4. Each of the eight masks is tried, with its format information; the one with the lowest penalty
   (the standard's four rules) is kept.

Rows are handled as Python ints (bit j = column j) so masking and the penalty rules work a whole row
at a time; the Reed-Solomon division uses a per-generator table so each data byte costs one XOR.
"""

from __future__ import annotations

import re
from functools import cache

__all__ = ["QRError", "encode", "version_for"]

LEVELS = "LMQH"
_LEVEL_BITS = {"L": 1, "M": 0, "Q": 3, "H": 2}  # the two format-information bits of each level

# Error-correction codewords per block, by level and version 1-40 (ISO/IEC 18004 table 9).
_ECC_PER_BLOCK = {
    "L": (7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
          28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),
    "M": (10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
          26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28),
    "Q": (13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
          28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),
    "H": (17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
          30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),
}
# Number of error-correction blocks, by level and version 1-40 (same table). Where the codewords do not
# divide evenly, the later blocks hold one data codeword more than the earlier ones.
_NUM_BLOCKS = {
    "L": (1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
          8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25),
    "M": (1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
          17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49),
    "Q": (1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
          23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68),
    "H": (1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
          25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81),
}
# Row/column centres of the alignment patterns for versions 2-40 (ISO/IEC 18004 annex E).
_ALIGNMENT = ((), (), (6, 18), (6, 22), (6, 26), (6, 30), (6, 34), (6, 22, 38), (6, 24, 42), (6, 26, 46),
              (6, 28, 50), (6, 30, 54), (6, 32, 58), (6, 34, 62), (6, 26, 46, 66), (6, 26, 48, 70),
              (6, 26, 50, 74), (6, 30, 54, 78), (6, 30, 56, 82), (6, 30, 58, 86), (6, 34, 62, 90),
              (6, 28, 50, 72, 94), (6, 26, 50, 74, 98), (6, 30, 54, 78, 102), (6, 28, 54, 80, 106),
              (6, 32, 58, 84, 110), (6, 30, 58, 86, 114), (6, 34, 62, 90, 118), (6, 26, 50, 74, 98, 122),
              (6, 30, 54, 78, 102, 126), (6, 26, 52, 78, 104, 130), (6, 30, 56, 82, 108, 134),
              (6, 34, 60, 86, 112, 138), (6, 30, 58, 86, 114, 142), (6, 34, 62, 90, 118, 146),
              (6, 30, 54, 78, 102, 126, 150), (6, 24, 50, 76, 102, 128, 154), (6, 28, 54, 80, 106, 132, 158),
              (6, 32, 58, 84, 110, 136, 162), (6, 26, 54, 82, 110, 138, 166), (6, 30, 58, 86, 114, 142, 170))

# The eight data masks: module (row i, column j) is inverted where the condition holds.
_MASKS = (
    lambda i, j: (i + j) % 2 == 0,
    lambda i, j: i % 2 == 0,
    lambda i, j: j % 3 == 0,
    lambda i, j: (i + j) % 3 == 0,
    lambda i, j: (i // 2 + j // 3) % 2 == 0,
    lambda i, j: (i * j) % 2 + (i * j) % 3 == 0,
    lambda i, j: ((i * j) % 2 + (i * j) % 3) % 2 == 0,
    lambda i, j: ((i + j) % 2 + (i * j) % 3) % 2 == 0,
)
# Each mask repeats every 12 rows and every 6 columns: one 6-bit pattern per (mask, row mod 12).
_MASK_CELLS = tuple(tuple(sum(1 << j for j in range(6) if cond(i, j)) for i in range(12)) for cond in _MASKS)


class QRError(ValueError):
    """The text cannot be encoded: too long for version 40 at the level, or an unknown level."""


# --- GF(256) and Reed-Solomon ----------------------------------------------------------------------

EXP = bytearray(512)  # EXP[k] = alpha^k, doubled so EXP[LOG[a] + LOG[b]] needs no modulo
LOG = [0] * 256  # LOG[a] for a != 0
_x = 1
for _k in range(255):
    EXP[_k] = EXP[_k + 255] = _x
    LOG[_x] = _k
    _x <<= 1
    if _x & 0x100:
        _x ^= 0x11D
del _x, _k


def gf_mul(a: int, b: int) -> int:
    """Product of two elements of GF(256)."""
    return EXP[LOG[a] + LOG[b]] if a and b else 0


def generator(degree: int) -> list[int]:
    """The Reed-Solomon generator polynomial (x - a^0)(x - a^1)...(x - a^(degree-1)),
    coefficients from the highest power (always 1) down to the constant."""
    poly = [1]
    for k in range(degree):
        root = EXP[k]
        nxt = poly + [0]  # poly * x
        for i, c in enumerate(poly):
            nxt[i + 1] ^= gf_mul(c, root)  # minus equals plus in GF(2^8)
        poly = nxt
    return poly


@cache
def _rs_table(degree: int) -> tuple[int, ...]:
    """For each factor f, f times the generator's lower coefficients packed into one int (big-endian)."""
    low = generator(degree)[1:]
    return tuple(int.from_bytes(bytes(gf_mul(f, c) for c in low), "big") for f in range(256))


def rs_remainder(data: bytes, degree: int) -> bytes:
    """The `degree` error-correction codewords for `data`: the remainder of data(x) * x^degree
    divided by the generator, computed as a shift register held in one int."""
    table = _rs_table(degree)
    shift = 8 * (degree - 1)
    keep = (1 << shift) - 1
    rem = 0
    for byte in data:
        rem = ((rem & keep) << 8) ^ table[(rem >> shift) ^ byte]
    return rem.to_bytes(degree, "big")


# --- BCH codes of the format and version information ------------------------------------------------

def _bch(value: int, poly: int) -> int:
    """Remainder of value (already shifted up) divided by poly over GF(2)."""
    top = poly.bit_length()
    while value.bit_length() >= top:
        value ^= poly << (value.bit_length() - top)
    return value


def format_bits(level: str, mask: int) -> int:
    """The 15-bit format information for a level and mask: 5 data bits, 10 BCH bits, XOR 0x5412."""
    data = _LEVEL_BITS[level] << 3 | mask
    return (data << 10 | _bch(data << 10, 0x537)) ^ 0x5412


def version_bits(version: int) -> int:
    """The 18-bit version information (versions 7-40): 6 data bits and 12 BCH bits."""
    return version << 12 | _bch(version << 12, 0x1F25)


# --- capacities ---------------------------------------------------------------------------------------

def size_of(version: int) -> int:
    """Modules per side of a version."""
    return 17 + 4 * version


@cache
def _layout(version: int):
    """Function patterns of a version: (dark function modules, reserved modules, data module order).
    The two grids are bytearrays indexed row * size + column; the order lists the indices of the
    modules that carry codeword bits, in placement order."""
    n = size_of(version)
    dark, used = bytearray(n * n), bytearray(n * n)

    def put(r: int, c: int, on: bool) -> None:
        dark[r * n + c] = on
        used[r * n + c] = 1

    for r0, c0 in ((0, 0), (0, n - 7), (n - 7, 0)):  # finders with their light separators
        for dr in range(-1, 8):
            for dc in range(-1, 8):
                if 0 <= r0 + dr < n and 0 <= c0 + dc < n:
                    ring = max(abs(dr - 3), abs(dc - 3))
                    put(r0 + dr, c0 + dc, ring != 2 and ring != 4)
    for k in range(8, n - 8):  # timing patterns
        put(6, k, k % 2 == 0)
        put(k, 6, k % 2 == 0)
    centres = _ALIGNMENT[version]
    corners = {(6, 6), (6, n - 7), (n - 7, 6)}
    for r0 in centres:
        for c0 in centres:
            if (r0, c0) in corners:
                continue  # would overlap a finder
            for dr in range(-2, 3):
                for dc in range(-2, 3):
                    put(r0 + dr, c0 + dc, max(abs(dr), abs(dc)) != 1)
    for k in range(9):  # format information areas (filled in per mask)
        used[8 * n + k] = used[k * n + 8] = 1
    for k in range(8):
        used[8 * n + n - 1 - k] = used[(n - 1 - k) * n + 8] = 1
    put(n - 8, 8, True)  # the dark module
    if version >= 7:
        bits = version_bits(version)
        for k in range(18):
            on = bits >> k & 1
            put(n - 11 + k % 3, k // 3, on)
            put(k // 3, n - 11 + k % 3, on)
    order = []
    upward = True
    for right in range(n - 1, 0, -2):
        if right <= 6:
            right -= 1  # the vertical timing pattern's column is skipped
        rows = range(n - 1, -1, -1) if upward else range(n)
        for r in rows:
            for c in (right, right - 1):
                if not used[r * n + c]:
                    order.append(r * n + c)
        upward = not upward
    return dark, used, tuple(order)


def data_modules(version: int) -> int:
    """Modules left for codeword bits: all but the finders with separators and format areas (3 x 64 + 31
    with the dark module), the timing patterns, the alignment patterns (less the timing modules they
    cover) and the two version blocks."""
    n, k = size_of(version), len(_ALIGNMENT[version])
    aligns = k * k - 3 if k else 0
    return n * n - 223 - 2 * (n - 16) - 25 * aligns + 10 * max(k - 2, 0) - (36 if version >= 7 else 0)


def _blocks(version: int, level: str) -> tuple[int, int, int, int]:
    """(ecc per block, block count, data codewords in a short block, number of short blocks)."""
    total = data_modules(version) // 8
    ecc, count = _ECC_PER_BLOCK[level][version - 1], _NUM_BLOCKS[level][version - 1]
    short_len = total // count
    return ecc, count, short_len - ecc, count - total % count


def data_codewords(version: int, level: str) -> int:
    """How many data codewords (bytes) a version holds at a level."""
    ecc, count, short_data, shorts = _blocks(version, level)
    return short_data * count + (count - shorts)


def _count_bits(version: int) -> int:
    return 8 if version <= 9 else 16


def capacity(version: int, level: str) -> int:
    """How many bytes of text a version holds in byte mode at a level."""
    return (data_codewords(version, level) * 8 - 4 - _count_bits(version)) // 8


def _check_level(level: str) -> None:
    if level not in _LEVEL_BITS:
        raise QRError(f"unknown error-correction level {level!r}: use one of L, M, Q, H")


def _version_for_length(length: int, level: str) -> int:
    _check_level(level)
    for version in range(1, 41):
        if length <= capacity(version, level):
            return version
    raise QRError(f"text is {length} bytes long (UTF-8); a QR code at level {level} holds at most "
                  f"{capacity(40, level)} bytes")


def version_for(text: str, level: str = "M") -> int:
    """The smallest version (1-40) whose symbol holds `text` (UTF-8, byte mode) at error-correction
    `level` ("L", "M", "Q" or "H"). Raises QRError if even version 40 is too small."""
    return _version_for_length(len(text.encode("utf-8")), level)


# --- the codewords ------------------------------------------------------------------------------------

def codewords(data: bytes, version: int, level: str) -> bytes:
    """Data and error-correction codewords of `data` in byte mode, interleaved as placed in the symbol."""
    capacity_cw = data_codewords(version, level)
    bits = "0100" + format(len(data), f"0{_count_bits(version)}b") + "".join(format(b, "08b") for b in data)
    bits += "0" * min(4, capacity_cw * 8 - len(bits))  # terminator
    bits += "0" * (-len(bits) % 8)
    stream = bytearray(int(bits, 2).to_bytes(len(bits) // 8, "big"))
    stream += bytes((0xEC, 0x11)) * ((capacity_cw - len(stream)) // 2 + 1)
    del stream[capacity_cw:]

    ecc, count, short_data, shorts = _blocks(version, level)
    blocks, start = [], 0
    for b in range(count):
        length = short_data + (b >= shorts)
        blocks.append(bytes(stream[start:start + length]))
        start += length
    out = bytearray()
    for i in range(short_data + 1):
        out.extend(block[i] for block in blocks if i < len(block))
    checks = [rs_remainder(block, ecc) for block in blocks]
    for i in range(ecc):
        out.extend(check[i] for check in checks)
    return bytes(out)


# --- masking and the penalty ------------------------------------------------------------------------

_RUNS = re.compile(r"0{5,}|1{5,}")


def penalty(rows: list[int], n: int) -> int:
    """The standard's penalty score of a symbol given as row ints (bit j = column j):
    N1 runs of 5+ same-coloured modules in a row or column (3 + run - 5 each); N2 2x2 blocks of one
    colour (3 each); N3 the finder-like 1:1:3:1:1 pattern with 4 light modules on either side, counting
    outside the symbol as light (40 each); N4 10 per full 5 % the dark share is away from 50 %."""
    lines = [format(r, f"0{n}b") for r in rows]
    lines += ["".join(col) for col in zip(*lines, strict=True)]
    score = sum(len(run) - 2 for run in _RUNS.findall(" ".join(lines)))
    padded = "0000" + "00000000".join(lines) + "0000"  # separators wide enough to break any pattern
    score += 40 * (padded.count("10111010000") + padded.count("00001011101"))
    full, pairs = (1 << n) - 1, (1 << (n - 1)) - 1
    for upper, lower in zip(rows, rows[1:], strict=False):
        same_v = ~(upper ^ lower) & full
        same_h = ~(upper ^ (upper >> 1)) & pairs
        score += 3 * (same_v & (same_v >> 1) & same_h).bit_count()
    dark = sum(r.bit_count() for r in rows)
    score += 10 * (abs(dark * 20 - n * n * 10) // (n * n))
    return score


def _format_rows(bits: int, n: int) -> list[int]:
    """Both copies of the 15 format bits as row ints (bit 14 is the most significant)."""
    rows = [0] * n
    for k in range(15):
        if not bits >> k & 1:
            continue
        if k < 6:
            rows[k] |= 1 << 8
        elif k < 8:
            rows[k + 1] |= 1 << 8
        elif k == 8:
            rows[8] |= 1 << 7
        else:
            rows[8] |= 1 << (14 - k)
        if k < 8:
            rows[8] |= 1 << (n - 1 - k)
        else:
            rows[n - 15 + k] |= 1 << 8
    return rows


def _rows_of(grid: bytearray, n: int) -> list[int]:
    """A 0/1 bytearray grid as row ints, bit j = column j."""
    to_text = bytes.maketrans(b"\x00\x01", b"01")
    return [int(grid[r * n:(r + 1) * n][::-1].translate(to_text), 2) for r in range(n)]


def encode(text: str, level: str = "M") -> list[list[bool]]:
    """The QR symbol for `text` (UTF-8, byte mode) as rows of modules, True = dark, without the quiet zone.
    Chooses the smallest version (1-40) that holds it at error-correction `level` ("L", "M", "Q", "H"),
    and the mask with the lowest penalty score (the standard's four rules)."""
    data = text.encode("utf-8")
    version = _version_for_length(len(data), level)
    n = size_of(version)
    dark, used, order = _layout(version)
    grid = bytearray(dark)
    bits = "".join(format(b, "08b") for b in codewords(data, version, level))
    for index, bit in zip(order, bits, strict=False):  # remainder bits, if any, stay light
        if bit == "1":
            grid[index] = 1
    base = _rows_of(grid, n)
    free = [~r & ((1 << n) - 1) for r in _rows_of(used, n)]
    repeat = sum(1 << (6 * k) for k in range(n // 6 + 1))
    best = None
    for mask in range(8):
        pattern = [cells * repeat for cells in _MASK_CELLS[mask]]
        fmt = _format_rows(format_bits(level, mask), n)
        rows = [base[i] ^ (pattern[i % 12] & free[i]) | fmt[i] for i in range(n)]
        score = penalty(rows, n)
        if best is None or score < best[0]:
            best = (score, rows)
    return [[c == "1" for c in format(r, f"0{n}b")[::-1]] for r in best[1]]
