"""Why a Clowder choice is good, in one short clause: the reason a hint gives with the hard
player's choice.

`hint_reason(seen, seat, choice, names)` reads only what the seat sees (the state with the
bag's draws hidden: nothing here draws) and says the first of these that holds, each a fact of
that state, or None when none does. The features are the computer players' own
(game.clowder.evaluate: the gates into the tower, where a leap lands, the catch race):

- a token: whatever the others pick from the tokens they may, it moves first, or last (and so
  moves Nyx), or before some of them (game.clowder.rules.move_order);
- a leap into the tower (the game won); a landing on another seat's cat (a catch; the third
  one that would win, if it keeps its life marker);
- a leap onto a gate (a roof one of whose areas leads into the tower) of a colour whose key
  the seat holds, with a token into the tower still allowed next round;
- a key bought of a colour that has a gate; a key of another colour still counts at the
  round limit, after catches;
- a landing (or a placing) whose treat makes three of a colour, enough for a key still in
  the supply;
- a landing (or a placing) no other seat's cat nor Nyx can leap onto, whatever token, from
  where they stand, when the cat's roof before could be reached;
- a flight from a catcher that would win with the life marker; a life marker given instead of a
  treat when the catcher stays short of the catches that win;
- Nyx landed on, or leaving (and so breaking), a gate of a colour another seat holds a key of:
  no cat lands on her roof, and a broken roof never mends.

Ending the turn has none: the hard player either buys every key it can or none
(game.clowder.lookahead.turn_plans), and ends without one when `evaluate` prefers the treats
kept, a weighing of the whole position with no one fact to say.

tests/clowder/test_reasons.py checks every claim against the state, in random games.
"""

from __future__ import annotations

from .actions import BuyKey, Flee, GiveLife, Move, Place
from .board import NAMES, TOWER
from .describe import ORDINALS, say_treats, seat_names
from .evaluate import gates, landings
from .phases import CAUGHT, CHOOSE, MOVE, PLACE
from .pieces import COLOURS, NYX, TOKENS, TREATS_PER_KEY, WIN_CATCHES
from .rules import counts


def listed(words: list[str]) -> str:
    """'Ann', 'Ann and Bea', 'Ann, Bea and Cy'."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def token_reason(seen, seat: int, token: int, names) -> str | None:
    """Where `token` puts the seat in the move order whatever the others pick."""
    others = [o for o in range(seen.players) if o != seat]
    before = [o for o in others if token < min(seen.allowed_tokens(o))]
    if len(before) == len(others):
        return f"with a {token} you move first, whatever the others pick"
    if all(token > max(seen.allowed_tokens(o)) for o in others):
        return f"with a {token} you move last, and move Nyx, whatever the others pick"
    if before:
        return f"with a {token} you move before {listed([names[o] for o in before])}, whatever they pick"
    return None


def hunted_roofs(seen, seat: int) -> set[int]:
    """Every roof one of the other seats' cats, or Nyx, could leap onto from where it stands
    now, with any token (cats in the way ignored)."""
    pieces = [roof for other in range(seen.players) if other != seat
              for roof in seen.cats[other] if roof not in (None, TOWER)]
    if seen.nyx is not None:
        pieces.append(seen.nyx)
    found: set[int] = set()
    for roof in pieces:
        for token in TOKENS:
            found.update(landings(seen, roof, token))
    return found


def gate_token(seen, seat: int, roof: int) -> int | None:
    """A token the seat may pick next round whose area of `roof` leads into the tower, when
    it holds a key of the roof's colour; else None."""
    tokens = gates(seen).get(roof, ())
    if not seen.keys[seat][seen.colours[roof]]:
        return None
    barred = seen.tokens[seat] if seen.tokens else seen.last_tokens[seat]
    free = [t for t in tokens if t != barred]
    return free[0] if free else None


def treat_reason(seen, seat: int, roof: int) -> str | None:
    """The treats on `roof` make three of a colour in the seat's hand, with a key left."""
    for colour, count in enumerate(counts(seen.treats[roof])):
        held = seen.hands[seat][colour]
        if count and held < TREATS_PER_KEY <= held + count and seen.key_supply[colour]:
            name = COLOURS[colour]
            return (f"it takes {say_treats(seen.treats[roof])}: {held + count} {name} treats, "
                    f"enough for a {name} key")
    return None


def whose(name: str) -> str:
    """'Ann's', or 'your' for the seat itself (named 'your') or a seat named 'You'."""
    return "your" if name in ("your", "You") else f"{name}'s"


def landing_reason(seen, seat: int, cat: int, roof: int, names) -> str | None:
    """Why landing (or placing) the seat's `cat` on `roof` is good, or None."""
    victim = seen.cat_at(roof)
    if victim is not None and victim[0] != seat:
        caught = f"{whose(names[victim[0]])} {ORDINALS[victim[1]]} cat"
        if seen.caught[seat] == WIN_CATCHES - 1:
            return f"it catches {caught}: a life marker for it would be your third catch, and win the game"
        return f"it catches {caught}"
    if cat == NYX:
        return None
    token = gate_token(seen, seat, roof)
    if token is not None:
        colour = COLOURS[seen.colours[roof]]
        return f"from {NAMES[roof]}, a {token} next round takes it into the tower with your {colour} key"
    treat = treat_reason(seen, seat, roof)
    if treat is not None:
        return treat
    before = seen.cats[seat][cat] if seen.phase == MOVE else None
    hunted = hunted_roofs(seen, seat)
    if roof not in hunted and (before is None or before in hunted):
        return f"none of the others' cats nor Nyx can leap onto {NAMES[roof]} from where they stand"
    return None


def barred_gate(seen, seat: int, roof: int | None, names) -> str | None:
    """'Ann's blue key' when `roof` is a gate (not broken) of a colour another seat holds a key
    of (the first such seat), else None."""
    if roof is None or roof not in gates(seen):
        return None
    colour = seen.colours[roof]
    for other in range(seen.players):
        if other != seat and seen.keys[other][colour]:
            return f"{whose(names[other])} {COLOURS[colour]} key"
    return None


def nyx_reason(seen, seat: int, roof: int, names) -> str | None:
    """Why moving Nyx onto `roof` (no cat there) is good: she bars a gate another seat's key
    opens, or breaks the one she leaves."""
    key = barred_gate(seen, seat, roof, names)
    if key is not None:
        return f"no cat lands on Nyx's roof, and {NAMES[roof]} is a gate to the tower for {key}"
    key = barred_gate(seen, seat, seen.nyx, names)
    if key is not None:
        return f"{NAMES[seen.nyx]}, the roof Nyx leaves, breaks: a gate to the tower for {key}"
    return None


def life_reason(seen, seat: int, names) -> str | None:
    """Why giving a life marker (not a treat) is good: the catcher stays short of the catches
    that win, and the seat keeps the treats it holds."""
    catcher = seen.catch[2]
    catches = seen.caught[catcher] + 1
    if catches < WIN_CATCHES and any(seen.hands[seat]):
        return (f"you keep your treats, and {whose(names[catcher])} catches come to {catches} "
                f"of the {WIN_CATCHES} that win")
    return None


def key_reason(seen, colour: int) -> str:
    """Why a key of `colour` is worth buying."""
    gated = sorted(roof for roof in gates(seen) if seen.colours[roof] == colour)
    name = COLOURS[colour]
    if gated:
        return f"a {name} key opens the tower from {NAMES[gated[0]]}, a {name} roof"
    return "keys count at the round limit, after catches"


def hint_reason(seen, seat: int, choice, names=None) -> str | None:
    """Why `choice` (a token in CHOOSE, else an action of game.clowder.actions) is good for
    `seat`, which sees `seen` (see the module's docstring), or None; `names` are the seats'
    names (default 'Seat N'), the seat itself 'your'."""
    names = list(seat_names(seen.players, names))
    names[seat] = "your"
    if seen.phase == CHOOSE:
        return token_reason(seen, seat, int(getattr(choice, "value", choice)), names)
    if isinstance(choice, Move) and seen.phase == MOVE:
        if choice.hex == TOWER:
            return "it enters the tower and wins the game"
        if choice.cat == NYX and seen.cat_at(choice.hex) is None:
            return nyx_reason(seen, seat, choice.hex, names)
        return landing_reason(seen, seat, choice.cat, choice.hex, names)
    if isinstance(choice, Place) and seen.phase == PLACE and seen.placing[0][1] != NYX:
        return landing_reason(seen, seat, seen.placing[0][1], choice.hex, names)
    if isinstance(choice, BuyKey):
        return key_reason(seen, choice.colour)
    if isinstance(choice, Flee) and seen.phase == CAUGHT:
        catcher = seen.catch[2]
        if seen.caught[catcher] == WIN_CATCHES - 1:
            return f"a life marker would be the third catch of {names[catcher]}, and win the game"
    if isinstance(choice, GiveLife) and seen.phase == CAUGHT:
        return life_reason(seen, seat, names)
    return None
