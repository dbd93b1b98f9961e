"""Which sounds a turn makes, and how each sound is made (pure Python: no audio here).

`sounds_for(game_before, turn, game_after, by_computer)` names the sounds for a committed
turn, in the order to play them; `SOUNDS` holds, for each name, our own little synthesis
recipe, which the page plays with the Web Audio API: one OscillatorNode and one GainNode per
note, started together on the audio clock.

A recipe is a dict with `notes`, a tuple of notes, each a dict:

    wave      the oscillator's type: "sine", "triangle", "square" or "sawtooth"
    start     seconds after the sound begins
    duration  seconds the note lasts (the oscillator stops then)
    freq      the frequency at the start, in hertz
    freq_end  the frequency at the end, reached by an exponential ramp (== freq: steady)
    gain      the note's peak gain (0 to 1; the notes sounding together add up to at most 0.6)
    envelope  the gain's shape as (seconds after the note's start, fraction of the peak)
              points, from (0, 0) to (duration, 0), each reached by a linear ramp

Every sound is shorter than 0.4 s, soft (no note louder than 0.35), and each has its own
shape: a wooden tock for a placement, two soft steps for a move, a quick rising scurry for
running cats, a bright two-note chime for a catch, a low falling two-tone for the computer's
turn and a rising major arpeggio for the end of the game.
"""

from __future__ import annotations

__all__ = ["SOUNDS", "SOUND_NAMES", "duration", "schedule", "sounds_for"]

SOUND_NAMES = ("place", "move", "flight", "catch", "computer", "end")
WAVES = ("sine", "triangle", "square", "sawtooth")
MAX_SECONDS = 0.4


def _note(wave: str, start: float, length: float, freq: float, gain: float,
          freq_end: float | None = None, attack: float = 0.008, hold: float = 0.35) -> dict:
    """A note with a quick attack, a short hold near the peak and a linear fade to silence."""
    peak_until = round(attack + (length - attack) * hold, 4)
    envelope = ((0.0, 0.0), (attack, 1.0), (peak_until, 0.7), (length, 0.0))
    return {"wave": wave, "start": start, "duration": length, "freq": freq,
            "freq_end": freq if freq_end is None else freq_end, "gain": gain, "envelope": envelope}


SOUNDS: dict[str, dict] = {
    # A herder set down on the Wall: a short wooden tock, a falling triangle over a low thump.
    "place": {"notes": (
        _note("triangle", 0.0, 0.08, 880.0, 0.28, freq_end=620.0, attack=0.004, hold=0.2),
        _note("sine", 0.0, 0.07, 180.0, 0.3, freq_end=140.0, attack=0.004, hold=0.2),
    )},
    # A herder walking: two soft steps, the second a fourth higher.
    "move": {"notes": (
        _note("triangle", 0.0, 0.07, 392.0, 0.22, freq_end=370.0, attack=0.006),
        _note("triangle", 0.08, 0.08, 523.25, 0.22, freq_end=494.0, attack=0.006),
    )},
    # Cats running off: two quick rising chirps, quiet because they are high.
    "flight": {"notes": (
        _note("sine", 0.0, 0.09, 900.0, 0.14, freq_end=1700.0, attack=0.005, hold=0.3),
        _note("sine", 0.09, 0.1, 1100.0, 0.12, freq_end=2000.0, attack=0.005, hold=0.3),
    )},
    # A catch: a bright chime, G5 then D6, with a faint octave above for shine.
    "catch": {"notes": (
        _note("sine", 0.0, 0.26, 783.99, 0.25, attack=0.005, hold=0.15),
        _note("sine", 0.07, 0.28, 1174.66, 0.22, attack=0.005, hold=0.15),
        _note("sine", 0.07, 0.2, 2349.32, 0.05, attack=0.005, hold=0.1),
    )},
    # The computer has played: a low, gentle falling two-tone.
    "computer": {"notes": (
        _note("sine", 0.0, 0.09, 329.63, 0.2, attack=0.01),
        _note("sine", 0.09, 0.12, 246.94, 0.2, attack=0.01),
    )},
    # The game is over: a rising C major arpeggio, C5 E5 G5 C6.
    "end": {"notes": tuple(
        _note("triangle", 0.07 * k, 0.17, f, 0.18, attack=0.008, hold=0.3)
        for k, f in enumerate((523.25, 659.26, 783.99, 1046.5))
    )},
}


def duration(name: str) -> float:
    """How long the sound `name` lasts, in seconds."""
    return max(n["start"] + n["duration"] for n in SOUNDS[name]["notes"])


def schedule(names: list[str], gap: float = 0.03) -> list[tuple[str, float]]:
    """Start times (seconds from now) to play `names` one after another with `gap` between."""
    out, at = [], 0.0
    for name in names:
        out.append((name, round(at, 4)))
        at += duration(name) + gap
    return out


def sounds_for(game_before, turn, game_after, by_computer: bool) -> list[str]:
    """The sounds of a committed turn, in the order to play them: "computer" first when the
    computer played it, then "place" or "move" for the herder's action (a pass has none),
    "flight" when cats ran, "catch" when the turn caught a cat, "end" when it ended the game.

    `game_before` is the game before the turn and `game_after` after it; they may be the
    same object when only the game after the turn is at hand (then what the turn caught is
    read from the game's record of it).
    """
    names = ["computer"] if by_computer else []
    if turn.is_placement:
        names.append("place")
    elif not turn.is_pass:
        names.append("move")
    if turn.flights:
        names.append("flight")
    if game_after.stack and game_after.turns[-1] == turn:
        caught = game_after.caught_by(-1)
    else:
        caught = sum(game_after.captures) - sum(game_before.captures)
    if caught > 0:
        names.append("catch")
    if game_after.is_over() and (game_before is game_after or not game_before.is_over()):
        names.append("end")
    return names
