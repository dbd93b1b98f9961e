"""tools/render_sounds.py: every game's sounds rendered as the view plays them, to listen to.
A rendered sound lasts as its recipe says and is written as a WAV file; and no sound is much
quieter than the others (measured on the renderings: Clowder's token reveal was about 9 dB
under the median before its gain was doubled)."""

from __future__ import annotations

import importlib
import math
import statistics
import wave

from tests.tool_modules import load_tool
from web.kit.sounds import duration

QUIETEST_BELOW_MEDIAN_DB = 8.0  # how much quieter than the median sound any sound may be (RMS)


def loudness_db(samples: list[float]) -> float:
    """The samples' RMS level in dB of full scale."""
    return 20 * math.log10(math.sqrt(sum(s * s for s in samples) / len(samples)))


def test_a_sound_is_rendered_for_its_length_and_written_as_a_wav(tmp_path):
    tool = load_tool("render_sounds")
    assert tool.main(["--out", str(tmp_path), "--game", "pageant"]) == 0
    from web.pageant.sounds import SOUNDS
    for name, recipe in SOUNDS.items():
        with wave.open(str(tmp_path / f"pageant-{name}.wav")) as wav:
            assert wav.getframerate() == tool.RATE and wav.getnchannels() == 1
            assert abs(wav.getnframes() / tool.RATE - duration(recipe)) < 2 / tool.RATE
            assert max(wav.readframes(wav.getnframes())) > 0  # not silence


def test_no_sound_is_much_quieter_than_the_others():
    tool = load_tool("render_sounds")
    levels = {(game, name): loudness_db(tool.render(recipe))
              for game, module in tool.RECIPES.items()
              for name, recipe in importlib.import_module(module).SOUNDS.items()}
    median = statistics.median(levels.values())
    quiet = {k: round(v - median, 1) for k, v in levels.items() if v < median - QUIETEST_BELOW_MEDIAN_DB}
    assert quiet == {}, f"median {median:.1f} dB"
