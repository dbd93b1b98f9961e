"""Playing a friend far away by link: whose side is whose, what to send, what just arrived.

Pure Python. A game by link has a `match` id, the same on both devices, and
each device's copy says which side it plays (`GameSpec.you`). After your turn
you send a link for the other side (`send_fragment`); when a link arrives,
`arrival()` compares its turns with the game of the same match saved on this
device:

    fresh   no game of this match here yet: the link's game opens
    new     the link carries your saved game and more: the new turns are
            played on the board, once, with their animation
    same    nothing new
    older   the link stops before your saved game's last turn: your game is
            kept and shown, with all its turns
    fork    the two games part after a common start: the link opens as a game
            of its own, and yours stays under Recent games

Nothing a person has played is ever overwritten.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from web.catherders.sharing.link import GameSpec, encode
from web.catherders.words import COLOURS


@dataclass(frozen=True)
class Arrival:
    """How a received link's turns relate to the saved game of the same match."""

    kind: str  # fresh, new, same, older or fork (see the module docstring)
    common: int  # turns the two share from the start
    saved: int  # turns in the saved game (0 when fresh)
    received: int  # turns in the link


def arrival(saved_turns: list[str] | None, link_turns: list[str]) -> Arrival:
    """Compare a received link's turns with the saved game's (None: no saved game)."""
    if saved_turns is None:
        return Arrival("fresh", 0, 0, len(link_turns))
    common = 0
    for a, b in zip(saved_turns, link_turns, strict=False):
        if a != b:
            break
        common += 1
    n, m = len(saved_turns), len(link_turns)
    if common == n == m:
        kind = "same"
    elif common == n:
        kind = "new"
    elif common == m:
        kind = "older"
    else:
        kind = "fork"
    return Arrival(kind, common, n, m)


def send_fragment(spec: GameSpec) -> str:
    """The link to send your friend: the game so far, for the other side, compact (v=2)."""
    return encode(replace(spec, you=1 - spec.you), compact=True)


def share_text(spec: GameSpec, turns: int, over: bool) -> str:
    """The short message sent with the link, e.g. 'Cat Herders: your turn (turn 12)'."""
    if over:
        return f"Cat Herders: the game is over after {turns} turns, see how it ended"
    return f"Cat Herders: your turn (turn {turns + 1})"


def whose_turn(spec: GameSpec, to_move: int) -> str:
    """Who plays now, said to the person holding this copy of a game by link."""
    if to_move == spec.you:
        return f"Your turn: you play {COLOURS[spec.you]}."
    return (f"Your friend's turn ({COLOURS[to_move]}): send them your turn, then wait "
            "for their link.")


def refuse_other_side(spec: GameSpec, to_move: int) -> str:
    """Why a person may not play the other side's turn in a game by link."""
    return (f"You play {COLOURS[spec.you]} in this game by link, and it is {COLOURS[to_move]}'s turn: "
            "your friend plays it on their device. Send them your turn, then open the link they "
            "send back.")


def side_refusal(spec: GameSpec, to_move: int) -> str | None:
    """Why the person holding this copy may not play now (the other side's turn in a game by
    link), or None (a game on this device only, or their turn)."""
    if spec.you is not None and to_move != spec.you:
        return refuse_other_side(spec, to_move)
    return None
