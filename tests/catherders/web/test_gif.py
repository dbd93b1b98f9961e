"""Our animated GIF encoder (web/catherders/media/gif.py): files an independent decoder (Pillow) reads back
with
the frames, sizes, delays and loop asked for, exact colours when there are 256 or fewer, the
nearest palette colour otherwise, and an LZW stream whose code widths and clear codes a small
decoder written here from the GIF89a specification follows code by code.

The speed figures are in web/catherders/media/gif.py's docstring (measured, not tested: the machine is
shared).
"""

from __future__ import annotations

import io
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image

from web.catherders.media.gif import encode_gif, quantize

GREEN, BLUE, RED = (40, 160, 60), (47, 111, 214), (216, 67, 59)


def picture(width: int, height: int, pixel) -> bytes:
    """RGBA bytes with pixel(x, y) -> (r, g, b) or (r, g, b, a) at each pixel."""
    out = bytearray()
    for y in range(height):
        for x in range(width):
            c = pixel(x, y)
            out += bytes(c) if len(c) == 4 else bytes(c) + b"\xff"
    return bytes(out)


def disc(width: int, height: int, cx: float, cy: float, r: float, colour=BLUE, field=GREEN) -> bytes:
    """A disc drawn in pure Python on a flat field."""
    return picture(width, height,
                   lambda x, y: colour if (x - cx) ** 2 + (y - cy) ** 2 <= r * r else field)


def decoded(data: bytes) -> list[bytes]:
    """Every frame as Pillow composes it (the whole picture, RGBA)."""
    im = Image.open(io.BytesIO(data))
    frames = []
    for k in range(im.n_frames):
        im.seek(k)
        frames.append(im.convert("RGBA").tobytes())
    return frames


# ---- a decoder of our own, from the specification, to see the LZW codes -------------------

def read_gif(data: bytes) -> dict:
    """The file's blocks: screen size, colour table, loop, and per image its delay, disposal,
    rectangle and LZW codes (as widths and values), decoded to indices."""
    assert data[:6] == b"GIF89a" and data[-1:] == b"\x3b"
    width, height = int.from_bytes(data[6:8], "little"), int.from_bytes(data[8:10], "little")
    packed = data[10]
    assert packed & 0x80, "a global colour table"
    colours = 2 << (packed & 7)
    table = data[13:13 + 3 * colours]
    pos = 13 + 3 * colours
    out = {"size": (width, height), "table": table, "loop": None, "images": []}
    control = None

    def blocks(pos):
        body = bytearray()
        while data[pos]:
            body += data[pos + 1:pos + 1 + data[pos]]
            assert data[pos] <= 255
            pos += 1 + data[pos]
        return bytes(body), pos + 1

    while data[pos] != 0x3B:
        if data[pos] == 0x21:
            label = data[pos + 1]
            body, pos = blocks(pos + 2)
            if label == 0xFF and body.startswith(b"NETSCAPE2.0"):
                out["loop"] = int.from_bytes(body[12:14], "little")
            elif label == 0xF9:
                control = {"disposal": body[0] >> 2 & 7, "delay": int.from_bytes(body[1:3], "little")}
        else:
            assert data[pos] == 0x2C
            x, y, w, h = (int.from_bytes(data[pos + 1 + 2 * i:pos + 3 + 2 * i], "little") for i in range(4))
            assert data[pos + 9] == 0, "no local table, not interlaced"
            min_size = data[pos + 10]
            body, pos = blocks(pos + 11)
            indices, codes = lzw_decode(body, min_size)
            assert len(indices) == w * h
            out["images"].append({**control, "box": (x, y, w, h), "indices": indices, "codes": codes})
    return out


def lzw_decode(data: bytes, min_size: int) -> tuple[bytes, list[tuple[int, int]]]:
    """Decode GIF LZW; also return every (width, code) read, to check the widths."""
    clear, end = 1 << min_size, (1 << min_size) + 1
    bits = int.from_bytes(data, "little")
    total, at = 8 * len(data), 0
    size, table, prev = min_size + 1, None, None
    out, codes = bytearray(), []
    while True:
        assert at + size <= total, "the stream ends before the end code"
        code = bits >> at & ((1 << size) - 1)
        at += size
        codes.append((size, code))
        if code == clear:
            table = [bytes((i,)) for i in range(clear)] + [b"", b""]
            size, prev = min_size + 1, None
            continue
        assert table is not None, "the stream starts with a clear code"
        if code == end:
            assert total - at < 8, "nothing but padding after the end code"
            return bytes(out), codes
        if prev is None:
            entry = table[code]
        else:
            entry = table[code] if code < len(table) else prev + prev[:1]
            assert code <= len(table), f"code {code} is beyond the table ({len(table)})"
            if len(table) < 4096:
                table.append(prev + entry[:1])
            if len(table) == 1 << size and size < 12:
                size += 1
        out += entry
        prev = entry


# ---- the file -------------------------------------------------------------------------------

def test_frames_size_delays_and_loop_come_back():
    frames = [disc(40, 30, cx, 15, 6) for cx in (10, 20, 30)]
    data = encode_gif(frames, 40, 30, [10, 25, 40])
    im = Image.open(io.BytesIO(data))
    assert im.format == "GIF" and im.size == (40, 30) and im.n_frames == 3
    assert im.info["loop"] == 0
    durations = []
    for k in range(3):
        im.seek(k)
        durations.append(im.info["duration"])
    assert durations == [100, 250, 400]  # Pillow gives milliseconds
    ours = read_gif(data)
    assert ours["loop"] == 0 and [i["delay"] for i in ours["images"]] == [10, 25, 40]
    assert Image.open(io.BytesIO(encode_gif(frames, 40, 30, 7, loop=3))).info["loop"] == 3
    once = encode_gif(frames, 40, 30, 7, loop=None)
    assert "loop" not in Image.open(io.BytesIO(once)).info and read_gif(once)["loop"] is None
    assert [i["delay"] for i in read_gif(once)["images"]] == [7, 7, 7]


def test_a_blue_disc_on_a_green_field_decodes_exactly():
    frame = disc(61, 61, 30, 30, 20)
    data = encode_gif([frame], 61, 61, 10)
    im = Image.open(io.BytesIO(data)).convert("RGB")
    assert im.getpixel((30, 30)) == BLUE
    assert im.getpixel((0, 0)) == GREEN
    assert decoded(data) == [frame]
    assert len(read_gif(data)["table"]) == 3 * 2  # two colours: the smallest table


def test_later_frames_store_only_what_changed_and_still_decode_exactly():
    frames = [disc(80, 50, 20, 25, 8), disc(80, 50, 30, 25, 8), disc(80, 50, 30, 25, 8),
              disc(80, 50, 30, 25, 8, colour=RED)]
    data = encode_gif(frames, 80, 50, 5)
    assert decoded(data) == frames
    images = read_gif(data)["images"]
    assert images[0]["box"] == (0, 0, 80, 50)
    assert images[1]["box"] == (12, 17, 27, 17)  # the old disc and the new one: x 12..38
    assert images[2]["box"][2:] == (1, 1)  # nothing changed: one pixel
    assert images[3]["box"] == (22, 17, 17, 17)
    assert all(i["disposal"] == 1 for i in images)


def test_pixels_not_opaque_are_blended_over_the_background():
    frame = picture(4, 1, lambda x, y: [(0, 0, 0, 0), (200, 0, 0, 255), (200, 0, 0, 0),
                                        (0, 0, 200, 128)][x])
    got = decoded(encode_gif([frame], 4, 1, 10, background=(10, 20, 30)))[0]
    assert got[0:3] == bytes((10, 20, 30)) and got[4:7] == bytes((200, 0, 0))
    assert got[8:11] == bytes((10, 20, 30))
    assert got[12:15] == bytes(((10 * 127 + 127) // 255, (20 * 127 + 127) // 255,
                                (200 * 128 + 30 * 127 + 127) // 255))
    assert decoded(encode_gif([frame], 4, 1, 10))[0][0:3] == b"\xff\xff\xff"  # white by default


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_small_random_images_with_at_most_256_colours_round_trip_exactly(data):
    width = data.draw(st.integers(1, 24), label="width")
    height = data.draw(st.integers(1, 24), label="height")
    count = data.draw(st.integers(1, 256), label="colours")
    seed = data.draw(st.integers(0, 2 ** 32 - 1), label="seed")
    n_frames = data.draw(st.integers(1, 3), label="frames")
    rng = random.Random(seed)
    colours = list({(rng.randrange(256), rng.randrange(256), rng.randrange(256)) for _ in range(count)})
    frames = [picture(width, height, lambda x, y: rng.choice(colours)) for _ in range(n_frames)]
    if n_frames > 1 and data.draw(st.booleans(), label="repeat"):
        frames[1] = frames[0]
    assert decoded(encode_gif(frames, width, height, 3)) == frames


def test_lzw_grows_past_12_bits_with_clear_codes_on_a_large_noisy_image():
    rng = random.Random(12)
    colours = [(v, v ^ 0x5A, 255 - v) for v in range(256)]
    frame = picture(300, 200, lambda x, y: colours[rng.randrange(256)])
    data = encode_gif([frame], 300, 200, 10)
    assert decoded(data) == [frame]
    image = read_gif(data)["images"][0]
    widths = [w for w, _ in image["codes"]]
    clears = [k for k, (_, code) in enumerate(image["codes"]) if code == 256]  # the clear code
    assert clears[0] == 0 and len(clears) > 10, "the table fills and starts again"
    assert max(widths) == 12 and min(widths) == 9
    assert all(image["codes"][k][0] == 12 for k in clears[1:])  # each clear comes at 12 bits
    assert image["indices"] == quantize([frame])[1][0]


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5, 16, 17, 128, 129, 256])
def test_every_palette_size_makes_the_right_table_and_first_code_size(count):
    colours = [(3 * v % 256, 255 - v, v // 2) for v in range(count)]
    frame = picture(count, 3, lambda x, y: colours[(x + y) % count])
    data = encode_gif([frame], count, 3, 10)
    assert decoded(data) == [frame]
    ours = read_gif(data)
    depth = max(1, (count - 1).bit_length())
    assert len(ours["table"]) == 3 * (1 << depth)
    assert ours["images"][0]["codes"][0] == (max(2, depth) + 1, 1 << max(2, depth))


# ---- more than 256 colours ----------------------------------------------------------------

def weighted(a, b) -> int:
    return 2 * (a[0] - b[0]) ** 2 + 4 * (a[1] - b[1]) ** 2 + 3 * (a[2] - b[2]) ** 2


def test_many_colours_keep_the_flat_ones_and_map_the_rest_to_the_nearest():
    """A board-like picture: two flat colours and a band of 1,500 different shades."""
    shades = [(i % 256, (i * 7) % 256, (i * 13) % 256) for i in range(1500)]

    def pixel(x, y):
        if y < 20:
            return shades[(y * 100 + x) % 1500]
        return BLUE if x < 50 else GREEN

    image = picture(100, 60, pixel)
    palette, (indices,) = quantize([image])
    assert len(palette) == 256 and len(set(palette)) == 256
    assert BLUE in palette and GREEN in palette
    for k in range(0, len(indices)):
        want = tuple(image[4 * k:4 * k + 3])
        got = palette[indices[k]]
        if k >= 20 * 100:
            assert got == want  # the flat colours are exact
        else:
            assert weighted(want, got) == min(weighted(want, c) for c in palette)
    decoded_frame = decoded(encode_gif([image], 100, 60, 10))[0]
    assert decoded_frame == bytes(b for i in indices for b in (*palette[i], 255))


def test_quantize_with_a_smaller_palette_and_its_errors():
    image = picture(8, 1, lambda x, y: (x * 30, 0, 0))
    palette, (indices,) = quantize([image], max_colours=4)
    assert len(palette) == 4
    with pytest.raises(ValueError):
        quantize([image], max_colours=0)
    with pytest.raises(ValueError):
        quantize([b"\x00" * 5])


def test_bad_arguments_are_refused_with_a_reason():
    frame = disc(10, 10, 5, 5, 3)
    with pytest.raises(ValueError, match="frame 1"):
        encode_gif([frame, frame[:-4]], 10, 10, 5)
    with pytest.raises(ValueError, match="delays"):
        encode_gif([frame, frame], 10, 10, [5])
    with pytest.raises(ValueError, match="at least one"):
        encode_gif([], 10, 10, 5)
    with pytest.raises(ValueError, match="loop"):
        encode_gif([frame], 10, 10, 5, loop=-1)
    assert encode_gif([bytearray(frame)], 10, 10, 5) == encode_gif([memoryview(frame)], 10, 10, 5)
