"""How the site's sounds are written (pure Python: no audio here). Each game names its own
sounds and writes its own recipes (web/catherders/media/sounds.py, web/<game>/sounds.py);
web/kit/speaker.py plays them, behind the site's one Sound switch; the view plays the notes
with the Web Audio API (web/view/sound.py): one OscillatorNode and one GainNode per note,
started together on the audio clock.

A recipe is a dict with `notes`, a tuple of notes, each a dict:

    wave      the oscillator's type: "sine", "triangle", "square" or "sawtooth"
    start     seconds after the sound begins
    duration  seconds the note lasts (the oscillator stops then)
    freq      the frequency at the start, in hertz
    freq_end  the frequency at the end, reached by an exponential ramp (== freq: steady)
    gain      the note's peak gain (0 to 1)
    envelope  the gain's shape as (seconds after the note's start, fraction of the peak)
              points, from (0, 0) to (duration, 0), each reached by a linear ramp

Every sound is short and soft: shorter than MAX_SECONDS, no note louder than MAX_GAIN, the
notes sounding together at most MAX_TOGETHER, each frequency within FREQUENCIES
(tests/kit/test_sounds.py holds every game's recipes to these). To listen to them away from
the page, `python tools/render_sounds.py` writes each as a WAV file.
"""

from __future__ import annotations

__all__ = ["FREQUENCIES", "MAX_GAIN", "MAX_SECONDS", "MAX_TOGETHER", "WAVES", "duration", "note",
           "notes_of", "schedule"]

WAVES = ("sine", "triangle", "square", "sawtooth")
MAX_SECONDS = 0.4  # every sound is shorter
MAX_GAIN = 0.35  # no note is louder
MAX_TOGETHER = 0.6  # the notes sounding at once add up to at most this
FREQUENCIES = (60.0, 4000.0)  # the lowest and the highest frequency a note may have
GAP = 0.03  # seconds of silence between two sounds played one after another


def note(wave: str, start: float, length: float, freq: float, gain: float,
         freq_end: float | None = None, attack: float = 0.008, hold: float = 0.35) -> dict:
    """A note with a quick attack, a short hold near the peak and a linear fade to silence."""
    peak_until = round(attack + (length - attack) * hold, 4)
    envelope = ((0.0, 0.0), (attack, 1.0), (peak_until, 0.7), (length, 0.0))
    return {"wave": wave, "start": start, "duration": length, "freq": freq,
            "freq_end": freq if freq_end is None else freq_end, "gain": gain, "envelope": envelope}


def duration(recipe: dict) -> float:
    """How long a sound lasts, in seconds."""
    return max(n["start"] + n["duration"] for n in recipe["notes"])


def schedule(recipes: dict, names: list[str], gap: float = GAP) -> list[tuple[str, float]]:
    """Start times (seconds from now) to play the sounds `names` (of `recipes`) one after
    another, with `gap` between."""
    out, at = [], 0.0
    for name in names:
        out.append((name, round(at, 4)))
        at += duration(recipes[name]) + gap
    return out


def notes_of(recipes: dict, names: list[str]) -> list[list]:
    """The notes of the sounds `names` played one after another, as the view plays them (the
    operation `sound`): each [at, wave, freq, freq_end, duration, gain, envelope]."""
    notes = []
    for name, at in schedule(recipes, names):
        for n in recipes[name]["notes"]:
            notes.append([at + n["start"], n["wave"], n["freq"], n["freq_end"],
                          n["duration"], n["gain"], n["envelope"]])
    return notes
