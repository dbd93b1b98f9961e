"""Which sounds a vote of the pageant makes, and its recipes (pure Python: no audio here).

`sounds_for(game_before, picks, game_after, by_computer)` names the sounds of a vote once it
is revealed, in the order to play them; `SOUNDS` holds, for each name, our own little
synthesis recipe, written as web/kit/sounds.py says (web/kit/speaker.py plays them, behind
the site's Sound switch).

Every sound is short and soft (web/kit/sounds.py's limits), and each has its own shape: three
quick soft flicks as the picks are turned over, a bright little pop as a cat takes its place,
a glide up over a falling tone as a ranked cat jumps to the top (the cats above its old place
move down), the same note twice for a tie (the place is voted again), a two-note ribbon call
at a round's end and a rising sine arpeggio with a shine at the game's end.
"""

from __future__ import annotations

from web.kit.sounds import note

__all__ = ["SOUNDS", "SOUND_NAMES", "sounds_for"]

SOUND_NAMES = ("reveal", "place", "rise", "tie", "round", "end")

SOUNDS: dict[str, dict] = {
    # The picks shown together: three quick soft flicks, each a little higher, like cards turned.
    "reveal": {"notes": tuple(
        note("triangle", 0.055 * k, 0.05, f, 0.16, freq_end=f * 0.8, attack=0.003, hold=0.2)
        for k, f in enumerate((1046.5, 1174.66, 1318.51))
    )},
    # A cat takes its place: a round pop, falling a little, with a faint octave.
    "place": {"notes": (
        note("sine", 0.0, 0.13, 783.99, 0.26, freq_end=659.25, attack=0.004, hold=0.25),
        note("sine", 0.0, 0.09, 1567.98, 0.06, attack=0.004, hold=0.2),
    )},
    # A ranked cat jumps to the top: a glide up, over a soft tone falling (the others move down).
    "rise": {"notes": (
        note("sine", 0.0, 0.22, 392.0, 0.24, freq_end=987.77, attack=0.01, hold=0.5),
        note("triangle", 0.04, 0.2, 329.63, 0.14, freq_end=246.94, attack=0.01, hold=0.3),
    )},
    # A tie: the same soft note twice, the place is voted again.
    "tie": {"notes": (
        note("triangle", 0.0, 0.1, 440.0, 0.22, attack=0.006, hold=0.3),
        note("triangle", 0.14, 0.1, 440.0, 0.22, attack=0.006, hold=0.3),
    )},
    # A round's end: a ribbon's call, a fourth up, held a moment, over a low fifth.
    "round": {"notes": (
        note("triangle", 0.0, 0.12, 587.33, 0.2, attack=0.006, hold=0.4),
        note("triangle", 0.12, 0.24, 783.99, 0.22, attack=0.006, hold=0.35),
        note("sine", 0.12, 0.24, 261.63, 0.14, attack=0.01, hold=0.3),
    )},
    # The pageant is won: a rising F major arpeggio in sines, F5 A5 C6 F6, the last with a shine.
    "end": {"notes": (
        *(note("sine", 0.06 * k, 0.16, f, 0.17, attack=0.006, hold=0.3)
          for k, f in enumerate((698.46, 880.0, 1046.5))),
        note("sine", 0.18, 0.2, 1396.91, 0.17, attack=0.006, hold=0.3),
        note("sine", 0.18, 0.16, 2793.83, 0.04, attack=0.006, hold=0.2),
    )},
}


def sounds_for(game_before, picks, game_after, by_computer: bool) -> list[str]:
    """The sounds of a vote (`picks`, one a seat) as it is revealed: "reveal", then "place"
    when a cat took the place voted on, "rise" when a ranked cat moved to the top, or "tie"
    when the place is voted again; "round" when the vote ended a round, or "end" when it
    ended the game. A vote is everyone's at once, so who voted (`by_computer`) changes none.

    `game_before` is the game (game.pageant.Game) before the vote, `game_after` after it.
    """
    rnd = game_after.rounds[len(game_before.rounds) - 1]  # the round voted in (a next may be dealt)
    reveal = rnd.reveals[-1]
    if reveal.chosen is None:
        names = ["reveal", "tie"]
    else:
        names = ["reveal", "rise" if reveal.moved else "place"]
    if game_after.is_over:
        names.append("end")
    elif rnd.is_over:
        names.append("round")
    return names
