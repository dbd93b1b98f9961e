"""Which sounds an action of Cat's Mansion makes, and its recipes (pure Python: no audio here).

`sounds_for(state_before, action, state_after, by_computer)` names the sounds of a committed
action, in the order to play them; `SOUNDS` holds, for each name, our own little synthesis
recipe, written as web/kit/sounds.py says (web/kit/speaker.py plays them, behind the site's
Sound switch).

Every sound is short and soft (web/kit/sounds.py's limits), and each has its own shape: a
soft padded footfall for a step, a rattle of clicks for a spat's dice, a bright rising third
when the attacker wins the spat and a low falling pair when it loses, a bell for a room of
the race reached, a low falling two-tone as a computer's turn begins, and a rising E major
arpeggio over a low E for the race won.
"""

from __future__ import annotations

from game.mansion import BID_DEFENDER, MOVE, OVER
from web.kit.sounds import note

__all__ = ["SOUNDS", "SOUND_NAMES", "sounds_for"]

SOUND_NAMES = ("step", "dice", "won", "lost", "room", "computer", "end")

SOUNDS: dict[str, dict] = {
    # A cat's step: a soft padded footfall, low and short.
    "step": {"notes": (
        note("sine", 0.0, 0.07, 246.94, 0.28, freq_end=196.0, attack=0.005, hold=0.2),
        note("triangle", 0.0, 0.04, 493.88, 0.08, attack=0.003, hold=0.2),
    )},
    # A spat's dice rolled: a rattle of five short clicks at scattered pitches.
    "dice": {"notes": tuple(
        note("triangle", at, 0.03, f, 0.16, attack=0.002, hold=0.1)
        for at, f in ((0.0, 1396.91), (0.035, 1046.5), (0.075, 1567.98), (0.12, 1174.66), (0.17, 1318.51))
    )},
    # The attacker wins the spat: a bright rising major third, the second note held.
    "won": {"notes": (
        note("square", 0.0, 0.08, 523.25, 0.07, attack=0.004, hold=0.3),
        note("triangle", 0.08, 0.2, 659.25, 0.22, freq_end=698.46, attack=0.006, hold=0.35),
    )},
    # The attacker loses the spat (the defender holds): a low pair falling a minor third.
    "lost": {"notes": (
        note("triangle", 0.0, 0.1, 311.13, 0.22, attack=0.006, hold=0.3),
        note("triangle", 0.11, 0.18, 261.63, 0.22, freq_end=233.08, attack=0.006, hold=0.3),
    )},
    # A room of the race reached: a bell, its overtones fainter and shorter.
    "room": {"notes": (
        note("sine", 0.0, 0.32, 1108.73, 0.22, attack=0.004, hold=0.1),
        note("sine", 0.0, 0.2, 2217.46, 0.07, attack=0.004, hold=0.1),
        note("sine", 0.0, 0.12, 3325.0, 0.03, attack=0.004, hold=0.1),
    )},
    # A computer's turn begins: a low, gentle falling two-tone.
    "computer": {"notes": (
        note("sine", 0.0, 0.09, 277.18, 0.2, attack=0.01),
        note("sine", 0.09, 0.12, 207.65, 0.2, attack=0.01),
    )},
    # The race won: a rising E major arpeggio, E5 G#5 B5 E6, over a low E.
    "end": {"notes": (
        *(note("triangle", 0.07 * k, 0.16, f, 0.14, attack=0.008, hold=0.3)
          for k, f in enumerate((659.25, 830.61, 987.77, 1318.51))),
        note("sine", 0.0, 0.37, 164.81, 0.16, attack=0.01, hold=0.5),
    )},
}


def sounds_for(state_before, action, state_after, by_computer: bool) -> list[str]:
    """The sounds of a committed action, in the order to play them: "computer" first when a
    computer (`by_computer`) begins its turn with it; "step" when a cat changed space (a step,
    a retreat, a push, the secret passage); for the spat's last bid, "dice" and then "won" or
    "lost" (the attacker's result); "room" when a cat's room of the race was counted; "end"
    when the action ended the game. Staying, an attack, standing and the first bid are silent
    unless they end the game or the turn counts a room.

    `state_before` and `state_after` are the game's states (game.mansion.State) either side.
    """
    before, after = state_before, state_after
    names = ["computer"] if by_computer and before.phase == MOVE and not before.acted else []
    if after.at != before.at:
        names.append("step")
    if before.phase == BID_DEFENDER:
        spat = after.last_spat
        names += ["dice", "won" if spat.winner == spat.attacker else "lost"]
    if after.progress != before.progress:
        names.append("room")
    if after.phase == OVER and before.phase != OVER:
        names.append("end")
    return names
