"""Render every game's sounds to WAV files, to listen to them away from the page.

    python tools/render_sounds.py [--out build/sounds] [--game clowder]

Each game's recipes (web/catherders/media/sounds.py, web/<game>/sounds.py, written as
web/kit/sounds.py says) are synthesised here as the view's Web Audio graph plays them
(web/view/sound.py): per note, an oscillator of its wave whose frequency goes from `freq` to
`freq_end` by an exponential ramp, through a gain that follows the envelope by linear ramps;
the notes summed. One mono 16-bit file a sound, `<game>-<name>.wav` at 44.1 kHz, and a line a
sound: its length and its loudest sample. The waves are the ideal ones (a browser's are
band-limited), near enough to judge a sound by ear.
"""

from __future__ import annotations

import argparse
import math
import struct
import sys
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

RATE = 44_100  # samples a second
RECIPES = {"catherders": "web.catherders.media.sounds", "pageant": "web.pageant.sounds",
           "clowder": "web.clowder.sounds", "mansion": "web.mansion.sounds"}


def wave_at(kind: str, phase: float) -> float:
    """An oscillator's value at `phase` (in cycles) for its wave: sine, triangle, square or
    sawtooth, from -1 to 1."""
    cycle = phase % 1.0
    if kind == "sine":
        return math.sin(2 * math.pi * phase)
    if kind == "square":
        return 1.0 if cycle < 0.5 else -1.0
    if kind == "sawtooth":
        return 2.0 * cycle - 1.0 if cycle else 0.0
    return 4.0 * abs(cycle - 0.5) - 1.0 if kind == "triangle" else 0.0


def envelope_at(points, t: float) -> float:
    """The envelope's fraction of the peak at `t` seconds into the note (linear between points)."""
    for (t0, v0), (t1, v1) in zip(points, points[1:], strict=False):
        if t0 <= t <= t1:
            return v0 if t1 == t0 else v0 + (v1 - v0) * (t - t0) / (t1 - t0)
    return 0.0


def render(recipe: dict) -> list[float]:
    """The sound's samples at RATE, its notes summed."""
    length = max(n["start"] + n["duration"] for n in recipe["notes"])
    samples = [0.0] * int(math.ceil(length * RATE))
    for n in recipe["notes"]:
        first, count = int(n["start"] * RATE), int(n["duration"] * RATE)
        ratio = n["freq_end"] / n["freq"]
        phase = 0.0
        for i in range(count):
            t = i / RATE
            freq = n["freq"] * ratio ** (t / n["duration"])  # the exponential ramp
            phase += freq / RATE
            level = n["gain"] * envelope_at(n["envelope"], t)
            samples[min(first + i, len(samples) - 1)] += level * wave_at(n["wave"], phase)
    return samples


def write_wav(path: Path, samples: list[float]) -> None:
    """Mono 16-bit PCM at RATE (a sample beyond ±1 is clipped)."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", round(max(-1.0, min(1.0, s)) * 32767)) for s in samples))


def main(argv: list[str] | None = None) -> int:
    """Render the sounds asked for and print a line each."""
    import importlib

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "sounds")
    parser.add_argument("--game", action="append", choices=tuple(RECIPES))
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for game in args.game or list(RECIPES):
        for name, recipe in importlib.import_module(RECIPES[game]).SOUNDS.items():
            samples = render(recipe)
            path = args.out / f"{game}-{name}.wav"
            write_wav(path, samples)
            print(f"{path.relative_to(args.out.parent) if args.out.parent in path.parents else path}: "
                  f"{len(samples) / RATE:.3f} s, loudest {max(abs(s) for s in samples):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
