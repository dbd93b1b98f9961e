"""Which sounds an action of Clowder makes, and its recipes (pure Python: no audio here).

`sounds_for(state_before, action, state_after, by_computer)` names the sounds of a committed
action, in the order to play them; `SOUNDS` holds, for each name, our own little synthesis
recipe, written as web/kit/sounds.py says (web/kit/speaker.py plays them, behind the site's
Sound switch).

Every sound is short and soft (web/kit/sounds.py's limits), and each has its own shape: a
soft landing thump for a cat set on a roof, two clicks as the tokens are shown, a swoop up and
a light landing for a leap, a low rumble falling apart for the roof Nyx breaks, a sharp
pounce and a ring for a catch, a quick falling chirp and a treat's tick for a flight, a
two-note jingle for a key, a low falling two-tone as a computer's turn begins, and a rising
D major arpeggio in triangles for the end of the game.
"""

from __future__ import annotations

from game.clowder import CAUGHT, MOVE, OVER, BuyKey, Flee, Move, Place, Reveal
from web.kit.sounds import note

__all__ = ["SOUNDS", "SOUND_NAMES", "sounds_for"]

SOUND_NAMES = ("place", "reveal", "leap", "crumble", "catch", "flee", "key", "computer", "end")

SOUNDS: dict[str, dict] = {
    # A cat set on a roof: a soft, low landing thump with a light top.
    "place": {"notes": (
        note("sine", 0.0, 0.09, 220.0, 0.3, freq_end=165.0, attack=0.004, hold=0.2),
        note("triangle", 0.0, 0.06, 660.0, 0.12, freq_end=550.0, attack=0.004, hold=0.2),
    )},
    # The tokens shown together: two quick clicks, the second higher.
    "reveal": {"notes": (
        note("square", 0.0, 0.04, 1244.51, 0.12, attack=0.002, hold=0.2),
        note("square", 0.07, 0.04, 1661.22, 0.12, attack=0.002, hold=0.2),
    )},
    # A leap: a swoop up through the air, then a light landing.
    "leap": {"notes": (
        note("sine", 0.0, 0.12, 330.0, 0.24, freq_end=880.0, attack=0.01, hold=0.4),
        note("triangle", 0.12, 0.06, 523.25, 0.18, freq_end=392.0, attack=0.004, hold=0.2),
    )},
    # The roof Nyx leaves breaks: a low rumble falling apart, in three pieces.
    "crumble": {"notes": (
        note("sawtooth", 0.0, 0.12, 196.0, 0.09, freq_end=110.0, attack=0.004, hold=0.3),
        note("square", 0.06, 0.1, 155.56, 0.07, freq_end=82.41, attack=0.004, hold=0.3),
        note("triangle", 0.13, 0.14, 130.81, 0.2, freq_end=65.41, attack=0.004, hold=0.3),
    )},
    # A catch: a sharp pounce down, then a ring.
    "catch": {"notes": (
        note("triangle", 0.0, 0.06, 1567.98, 0.2, freq_end=783.99, attack=0.003, hold=0.2),
        note("sine", 0.06, 0.24, 932.33, 0.22, attack=0.005, hold=0.15),
        note("sine", 0.06, 0.18, 1864.66, 0.05, attack=0.005, hold=0.1),
    )},
    # A treat paid and a flight: a quick falling chirp, then the treat's little tick.
    "flee": {"notes": (
        note("sine", 0.0, 0.11, 1760.0, 0.16, freq_end=880.0, attack=0.004, hold=0.3),
        note("triangle", 0.13, 0.06, 2637.02, 0.1, attack=0.002, hold=0.2),
    )},
    # A key bought: a bright jingle, two notes back and forth.
    "key": {"notes": tuple(
        note("triangle", 0.05 * k, 0.07, f, 0.14, attack=0.003, hold=0.2)
        for k, f in enumerate((2093.0, 2637.02, 2093.0, 2637.02))
    )},
    # A computer's turn begins: a low, gentle falling two-tone.
    "computer": {"notes": (
        note("sine", 0.0, 0.09, 293.66, 0.2, attack=0.01),
        note("sine", 0.09, 0.12, 220.0, 0.2, attack=0.01),
    )},
    # The game is over: a rising D major arpeggio, D5 F#5 A5 D6.
    "end": {"notes": tuple(
        note("triangle", 0.07 * k, 0.17, f, 0.18, attack=0.008, hold=0.3)
        for k, f in enumerate((587.33, 739.99, 880.0, 1174.66))
    )},
}


def sounds_for(state_before, action, state_after, by_computer: bool) -> list[str]:
    """The sounds of a committed action, in the order to play them: "computer" first when a
    computer (`by_computer`) begins its turn with it, then "place" for a cat set on a roof,
    "reveal" for the tokens shown, "leap" for a leap, "crumble" when a roof broke (the one Nyx
    left), "flee" for a caught cat's flight, "key" for a key bought; "catch" when the action
    caught a cat, "end" when it ended the game. A life marker given or a turn ended is silent
    unless it ends the game.

    `state_before` and `state_after` are the game's states (game.clowder.State) either side.
    """
    before, after = state_before, state_after
    names = ["computer"] if by_computer and _turn_begins(before) else []
    kind = type(action)
    if kind is Place:
        names.append("place")
    elif kind is Reveal:
        names.append("reveal")
    elif kind is Move:
        names.append("leap")
    elif kind is Flee:
        names.append("flee")
    elif kind is BuyKey:
        names.append("key")
    if after.broken - before.broken:
        names.append("crumble")
    if after.phase == CAUGHT and before.phase != CAUGHT:
        names.append("catch")
    if after.phase == OVER and before.phase != OVER:
        names.append("end")
    return names


def _turn_begins(state) -> bool:
    """Whether the mover of `state` has done nothing yet this turn."""
    if state.phase != MOVE:
        return False
    seat = state.order[state.turn]
    return not any(mover == seat for mover, _ in state.moved)
