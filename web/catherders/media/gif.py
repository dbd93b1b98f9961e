"""Animated GIF (GIF89a) encoder: our own, standard library only (pure Python).

`encode_gif(frames, width, height, delays_cs)` turns RGBA frames, as a canvas's getImageData
gives them (width × height × 4 bytes, row by row from the top left), into the bytes of an
animated GIF that loops. `quantize(images)` is its colour step, exposed for the tests.

How it works, in the file's order (GIF89a specification, CompuServe 1990):

1. **Only what changed.** The first frame is stored whole. Each later frame stores only the
   smallest rectangle holding every pixel that differs from the frame before it, drawn at
   its place over the previous picture (disposal method 1, "do not dispose"), so the decoded
   picture is still exactly that frame. A turn's animation moves one or two pieces, so
   most frames are small. A frame identical to the one before stores a single pixel.
2. **One global palette of at most 256 colours** (`quantize`), built from the pixels that
   are stored. Pixels that are not opaque are first blended over `background` (a GIF has
   no partial transparency; clearRect leaves alpha 0 outside the board). When the images
   hold 256 colours or fewer, the palette is exactly those colours and every pixel comes
   back exact. Otherwise (antialiased edges blend every pair of flat colours):
   - every colour covering at least 0.1% of the pixels is taken, most common first (the
     board's flat colours: grass, Wall, pieces, ink);
   - the rest of the palette is filled from the 2048 most common colours in passes that
     only take a colour at least some distance from every colour taken, the distance
     shrinking each pass, so the edges get spread-out shades instead of 200 near-copies;
   - every other colour is drawn with its nearest palette colour by the weighted distance
     2·ΔR² + 4·ΔG² + 3·ΔB², found exactly but cheaply: the colour cube is cut in boxes,
     and each box used lists once the few palette colours that can be nearest inside it.
   The work is per distinct colour, never per pixel, except one dictionary look-up per
   pixel to turn it into its palette index.
3. **LZW** with variable code size, as the specification asks: codes start one bit wider
   than the palette's index size, grow a bit each time the table fills a power of two, at
   most 12 bits; a clear code starts each image, and another restarts the table when it
   is full (at 4095 entries, as giflib does, so every decoder agrees on the widths). Codes
   are packed least significant bit first into sub-blocks of at most 255 bytes.
4. **The file**: the header, the logical screen with the global colour table, the
   NETSCAPE2.0 application extension (loop count, 0 = forever), and per frame a graphic
   control extension (its delay, in hundredths of a second) and the image.

Not done: storing the unchanged pixels inside a frame's rectangle as a transparent index.
It would shrink the files a little more, but it costs a comparison per pixel in Python and
a palette slot, and the rectangles of a turn's animation are small already.

Speed, CPython 3.11 on the project's shared 2-core machine (load average about 5), for a
600 × 600 board drawn antialiased (about 4,300 colours in a frame), 30 frames: a turn's
animation (a herder sliding over two cells) 0.5 s and 101 KiB; a game, one frame per turn,
0.5 to 0.8 s and 176 KiB; the worst case, 30 frames in which every pixel changes (45,000
colours), 7.5 to 10 s and 1.6 MB. Per stored pixel the cost is about 0.25 µs for LZW, 0.25 µs
to count and index its colour, so the rectangles are what keeps an animation fast.
"""

from __future__ import annotations

import sys
from collections import Counter

__all__ = ["encode_gif", "quantize"]

MAX_COLOURS = 256
WHITE = (255, 255, 255)
_FLAT_SHARE = 1000  # a colour covering 1/1000 of the pixels or more is taken first
_CANDIDATES = 2048  # the most common colours the rest of the palette is chosen from
_SPREAD = (1200, 300, 75, 1)  # the weighted distances of the filling passes, shrinking
_BUCKET = 5  # colour-cube buckets of 2**5 = 32 levels per channel (choosing the palette)
_FAR = 2 * 33 * 33  # a colour outside the 27 neighbouring buckets is at least this far away
_MAX_CODE = 4095  # the table is restarted (clear code) when the next code would be this
_LITTLE = sys.byteorder == "little"
_MASK256 = (1 << 256) - 1


# ---- colours --------------------------------------------------------------------------

def _rgb_of(key: int, background: tuple[int, int, int]) -> int:
    """A pixel read as one native 32-bit number -> 0xRRGGBB, blended over `background`."""
    if _LITTLE:
        r, g, b, a = key & 255, key >> 8 & 255, key >> 16 & 255, key >> 24
    else:
        r, g, b, a = key >> 24, key >> 16 & 255, key >> 8 & 255, key & 255
    if a != 255:
        br, bg, bb = background
        r = (r * a + br * (255 - a) + 127) // 255
        g = (g * a + bg * (255 - a) + 127) // 255
        b = (b * a + bb * (255 - a) + 127) // 255
    return r << 16 | g << 8 | b


def _bucket(c: int, shift: int = _BUCKET) -> tuple[int, int, int]:
    return (c >> 16) >> shift, (c >> 8 & 255) >> shift, (c & 255) >> shift


def _nearest_in(c: int, grid: dict) -> int:
    """The weighted distance from c to the nearest colour of `grid` (bucket -> colours) in
    the 27 buckets around c's, at most _FAR (beyond them, no colour is nearer than that)."""
    best = _FAR
    r, g, b = c >> 16, c >> 8 & 255, c & 255
    x, y, z = r >> _BUCKET, g >> _BUCKET, b >> _BUCKET
    for i in (x - 1, x, x + 1):
        for j in (y - 1, y, y + 1):
            for k in (z - 1, z, z + 1):
                for pr, pg, pb in grid.get((i, j, k), ()):
                    d = 2 * (r - pr) ** 2 + 4 * (g - pg) ** 2 + 3 * (b - pb) ** 2
                    if d < best:
                        best = d
    return best


class _Nearest:
    """The nearest palette colour to any colour, exactly, by the weighted distance.

    The colour cube is cut in boxes of 16 levels a side; for each box used, the palette
    colours that can be nearest to some colour in it are listed once (those whose distance
    to the box is no more than the smallest largest-distance of any palette colour to it),
    nearest to the box first, so a look-up compares a handful of colours, not all 256, and
    stops as soon as no colour left can be nearer than the best found.
    """

    SHIFT = 4

    def __init__(self, palette: list[int]):
        self.palette = [(c >> 16, c >> 8 & 255, c & 255, i) for i, c in enumerate(palette)]
        self.boxes: dict[tuple[int, int, int], list] = {}

    def _candidates(self, box: tuple[int, int, int]) -> list:
        side = (1 << self.SHIFT) - 1
        (r0, g0, b0) = (v << self.SHIFT for v in box)
        near, far = [], []
        for entry in self.palette:
            lo = hi = 0
            for w, v, start in ((2, entry[0], r0), (4, entry[1], g0), (3, entry[2], b0)):
                gap = start - v if v < start else v - start - side if v > start + side else 0
                lo += w * gap * gap
                hi += w * max(v - start, start + side - v) ** 2
            near.append(lo)
            far.append(hi)
        bound = min(far)
        kept = sorted((lo, e) for e, lo in zip(self.palette, near, strict=True) if lo <= bound)
        return [(lo, *e) for lo, e in kept]

    def index(self, c: int) -> int:
        """The index of the palette colour nearest to 0xRRGGBB `c`."""
        box = _bucket(c, self.SHIFT)
        entries = self.boxes.get(box)
        if entries is None:
            entries = self.boxes[box] = self._candidates(box)
        r, g, b = c >> 16, c >> 8 & 255, c & 255
        best, found = 1 << 30, 0
        for lo, pr, pg, pb, i in entries:  # nearest to the box first: stop when none can win
            if lo >= best:
                break
            d = 2 * (r - pr) ** 2 + 4 * (g - pg) ** 2 + 3 * (b - pb) ** 2
            if d < best:
                best, found = d, i
        return found


def _choose_palette(counts: Counter, max_colours: int) -> list[int]:
    """At most `max_colours` colours (0xRRGGBB) for pixels counted in `counts`."""
    ranked = [c for c, _ in counts.most_common()]
    if len(ranked) <= max_colours:
        return ranked
    total = sum(counts.values())
    chosen: list[int] = []
    taken: set[int] = set()
    grid: dict = {}

    def take(c: int) -> None:
        grid.setdefault(_bucket(c), []).append((c >> 16, c >> 8 & 255, c & 255))
        chosen.append(c)
        taken.add(c)

    for c in ranked:
        if len(chosen) == max_colours or counts[c] * _FLAT_SHARE < total:
            break
        take(c)
    candidates = ranked[:_CANDIDATES]
    for spread in _SPREAD:
        for c in candidates:
            if len(chosen) == max_colours:
                return chosen
            if c not in taken and _nearest_in(c, grid) >= spread:
                take(c)
    return chosen


def quantize(images: list, max_colours: int = MAX_COLOURS,
             background: tuple[int, int, int] = WHITE) -> tuple[list[tuple[int, int, int]], list[bytes]]:
    """One palette for all `images` (each RGBA bytes, 4 per pixel, any number of pixels) and
    each image as palette indices, one byte per pixel.

    Returns (palette as (r, g, b) tuples, most common first when exact; [indices per image]).
    Pixels not fully opaque are blended over `background` first. With `max_colours` colours
    or fewer in all, every pixel keeps its exact colour; otherwise see the module docstring.
    """
    if not 1 <= max_colours <= MAX_COLOURS:
        raise ValueError(f"max_colours must be 1 to {MAX_COLOURS}, not {max_colours}")
    views = []
    for n, image in enumerate(images):
        data = memoryview(image).cast("B")
        if len(data) % 4:
            raise ValueError(f"image {n}: {len(data)} bytes is not a whole number of RGBA pixels")
        views.append(data.cast("I"))  # one native 32-bit number per pixel
    counts: Counter = Counter()
    for view in views:
        counts.update(view)
    rgb_of = {key: _rgb_of(key, background) for key in counts}
    rgb_counts: Counter = Counter()
    for key, n in counts.items():
        rgb_counts[rgb_of[key]] += n
    palette = _choose_palette(rgb_counts, max_colours)
    exact = {c: i for i, c in enumerate(palette)}
    nearest = _Nearest(palette)
    seen: dict[int, int] = {}
    lut = {}
    for key, rgb in rgb_of.items():
        index = exact.get(rgb)
        if index is None:
            index = seen.get(rgb)
            if index is None:
                index = seen[rgb] = nearest.index(rgb)
        lut[key] = index
    indexed = [bytes(map(lut.__getitem__, view)) for view in views]
    return [(c >> 16, c >> 8 & 255, c & 255) for c in palette], indexed


# ---- LZW --------------------------------------------------------------------------------

def _lzw(indices: bytes, min_size: int) -> bytes:
    """GIF's variable-length-code LZW of one image's indices (each < 2**min_size), with the
    leading clear code and the end code, packed least significant bit first."""
    clear = 1 << min_size
    end = clear + 1
    out = bytearray()
    size = min_size + 1
    limit = 1 << size  # the code size grows when the next code passes this
    acc, bits = clear, size  # bits waiting to be written, least significant first
    next_code = end + 1
    table: dict[int, int] = {}
    get = table.get
    it = iter(indices)
    code = next(it)
    for b in it:
        key = code << 8 | b
        found = get(key)
        if found is not None:
            code = found
            continue
        acc |= code << bits
        bits += size
        if next_code < _MAX_CODE:
            table[key] = next_code
            next_code += 1
            if next_code > limit:
                size += 1
                limit <<= 1
        else:  # the table is full: a clear code (at 12 bits), and the table starts again
            acc |= clear << bits
            bits += size
            table.clear()
            next_code, size = end + 1, min_size + 1
            limit = 1 << size
        if bits >= 256:  # keep the waiting bits short: whole 32-byte runs go out
            out += (acc & _MASK256).to_bytes(32, "little")
            acc >>= 256
            bits -= 256
        code = b
    acc |= code << bits
    bits += size
    # The decoder adds a table entry on reading that last code: the end code may be wider.
    if next_code + 1 > limit and size < 12:
        size += 1
    acc |= end << bits
    bits += size
    out += acc.to_bytes((bits + 7) // 8, "little")
    return bytes(out)


def _blocks(data: bytes) -> bytes:
    """Data sub-blocks (a length byte, then up to 255 bytes), ended by an empty one."""
    parts = [bytes((len(data[i:i + 255]),)) + data[i:i + 255] for i in range(0, len(data), 255)]
    return b"".join(parts) + b"\x00"


# ---- frames -----------------------------------------------------------------------------

def _changed_box(before: bytes, after: bytes, width: int, height: int):
    """(x0, y0, x1, y1) bounding every pixel that differs, or None when none does."""
    stride = 4 * width
    rows = [y for y in range(height)
            if before[y * stride:(y + 1) * stride] != after[y * stride:(y + 1) * stride]]
    if not rows:
        return None
    x0, x1 = width, 0
    for y in rows:
        a = int.from_bytes(before[y * stride:(y + 1) * stride], "little")
        diff = a ^ int.from_bytes(after[y * stride:(y + 1) * stride], "little")
        # byte i of the row is bits 8i to 8i+7, pixel i bits 32i to 32i+31
        x0 = min(x0, ((diff & -diff).bit_length() - 1) // 32)
        x1 = max(x1, (diff.bit_length() - 1) // 32 + 1)
        if x0 == 0 and x1 == width:
            break
    return x0, rows[0], x1, rows[-1] + 1


def _crop(data: bytes, width: int, box) -> bytes:
    x0, y0, x1, y1 = box
    stride = 4 * width
    return b"".join(data[y * stride + 4 * x0:y * stride + 4 * x1] for y in range(y0, y1))


def _u16(n: int) -> bytes:
    return n.to_bytes(2, "little")


def encode_gif(frames: list, width: int, height: int, delays_cs, loop: int | None = 0,
               background: tuple[int, int, int] = WHITE) -> bytes:
    """An animated GIF89a of `frames`, each RGBA bytes of width × height pixels (as a canvas's
    getImageData gives them; any bytes-like object).

    `delays_cs`: how long each frame shows, in hundredths of a second: one number for all
    frames or one per frame (browsers show delays under 2 as 10). `loop`: how many times
    the animation repeats, 0 for ever (the NETSCAPE2.0 extension); None leaves the extension
    out, so it plays once. Pixels not fully opaque are blended over `background`.
    ValueError names what is wrong with the arguments.
    """
    if not (1 <= width <= 65535 and 1 <= height <= 65535):
        raise ValueError(f"a GIF is 1 to 65535 pixels each way, not {width}×{height}")
    frames = [bytes(f) for f in frames]
    if not frames:
        raise ValueError("an animation needs at least one frame")
    for n, f in enumerate(frames):
        if len(f) != 4 * width * height:
            raise ValueError(f"frame {n}: {len(f)} bytes, expected {4 * width * height} "
                             f"(RGBA, {width}×{height})")
    delays = [delays_cs] * len(frames) if isinstance(delays_cs, int) else list(delays_cs)
    if len(delays) != len(frames) or not all(isinstance(d, int) and 0 <= d <= 65535 for d in delays):
        raise ValueError("delays_cs: one whole number of hundredths of a second (0 to 65535) "
                         "for all frames, or one per frame")
    if loop is not None and not 0 <= loop <= 65535:
        raise ValueError(f"loop must be 0 (for ever) to 65535, or None, not {loop}")
    boxes = [(0, 0, width, height)]
    for before, after in zip(frames, frames[1:], strict=False):
        boxes.append(_changed_box(before, after, width, height) or (0, 0, 1, 1))
    palette, images = quantize([_crop(f, width, box) for f, box in zip(frames, boxes, strict=True)],
                               MAX_COLOURS, background)
    depth = max(1, (len(palette) - 1).bit_length())  # the colour table holds 2**depth colours
    table = b"".join(bytes(c) for c in palette) + b"\x00\x00\x00" * ((1 << depth) - len(palette))
    min_size = max(2, depth)
    out = [b"GIF89a", _u16(width), _u16(height), bytes((0x80 | (depth - 1) << 4 | (depth - 1), 0, 0)),
           table]
    if loop is not None:
        out.append(b"\x21\xff\x0bNETSCAPE2.0\x03\x01" + _u16(loop) + b"\x00")
    for (x0, y0, x1, y1), image, delay in zip(boxes, images, delays, strict=True):
        out.append(b"\x21\xf9\x04\x04" + _u16(delay) + b"\x00\x00")  # disposal 1: keep it
        out.append(b"\x2c" + _u16(x0) + _u16(y0) + _u16(x1 - x0) + _u16(y1 - y0) + b"\x00")
        out.append(bytes((min_size,)) + _blocks(_lzw(image, min_size)))
    out.append(b"\x3b")
    return b"".join(out)
