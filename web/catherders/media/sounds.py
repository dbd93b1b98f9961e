"""Which sounds a turn of Cat Herders makes, and its recipes (pure Python: no audio here).

`sounds_for(game_before, turn, game_after, by_computer)` names the sounds for a committed
turn, in the order to play them; `SOUNDS` holds, for each name, our own little synthesis
recipe, written as web/kit/sounds.py says (which also times them and plays them, behind the
site's Sound switch).

Every sound is short and soft (web/kit/sounds.py's limits), and each has its own shape: a
wooden tock for a placement, two soft steps for a move, a quick rising scurry for running
cats, a bright two-note chime for a catch, a low falling two-tone for the computer's turn and
a rising major arpeggio for the end of the game.
"""

from __future__ import annotations

from web.kit.sounds import note as _note

__all__ = ["SOUNDS", "SOUND_NAMES", "sounds_for"]

SOUND_NAMES = ("place", "move", "flight", "catch", "computer", "end")


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
