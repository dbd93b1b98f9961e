"""A game of Clowder in plain words: one sentence an action, for a screen reader and the
command line, and the state as a few lines.

    say_action(before, Move(0, 9), after)
    -> "Ann's first cat leaps from O3 to I2 and takes a red treat."
    say_state(state) -> "Round 3, Bea moves (token 2). ..."

Seats are named "Seat 1", "Seat 2", ... unless `names` gives their names. Hexes are named as
on the board (T, I1..I6, O1..O12).
"""

from __future__ import annotations

from .actions import BuyKey, EndTurn, Flee, GiveLife, Move, Place, Reveal
from .board import NAMES, TOWER
from .phases import CATCHES_END, CAUGHT, CHOOSE, MOVE, OVER, PLACE, ROUNDS_END, TOWER_END
from .pieces import COLOURS, NYX
from .rules import counts
from .state import State

ORDINALS = ("first", "second")


def seat_names(players: int, names=None) -> tuple[str, ...]:
    """The seats' names: `names` when given, else 'Seat 1', 'Seat 2', ..."""
    return tuple(names) if names else tuple(f"Seat {s + 1}" for s in range(players))


def cat_label(seat: int, cat: int, names) -> str:
    """"Ann's first cat", "Ann's second cat", or "Nyx"."""
    return "Nyx" if cat == NYX else f"{names[seat]}'s {ORDINALS[cat]} cat"


def say_treats(colours) -> str:
    """'a red treat', 'a red and a blue treat', '2 yellow treats and a red treat', or
    'no treat'."""
    parts = [f"a {COLOURS[c]} treat" if n == 1 else f"{n} {COLOURS[c]} treats"
             for c, n in enumerate(counts(colours)) if n]
    if not parts:
        return "no treat"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _takes(before: State, hex_: int) -> str:
    lying = before.treats[hex_]
    return f" and takes {say_treats(lying)}" if lying else ""


def _over(after: State, names) -> str:
    if after.phase != OVER:
        return ""
    if after.end == TOWER_END:
        return f" {names[after.winner]} wins: a cat is in Petunia's tower!"
    if after.end == CATCHES_END:
        return f" {names[after.winner]} has caught 3 cats and wins!"
    if after.winner is None:
        return " The last round is over: nobody wins (a tie on catches, keys and treats)."
    return f" The last round is over: {names[after.winner]} wins on catches, keys and treats."


def say_action(before: State, action, after: State, names=None) -> str:
    """One sentence (or two) on what `action` did, from the state `before` it to `after`."""
    names = seat_names(before.players, names)
    kind = type(action)
    if kind is Place:
        seat, cat = before.placing[0]
        if cat == NYX:
            return f"{names[seat]} places Nyx on {NAMES[action.hex]}."
        return f"{cat_label(seat, cat, names)} enters on {NAMES[action.hex]}{_takes(before, action.hex)}."
    if kind is Reveal:
        shown = ", ".join(f"{names[s]} {t}" for s, t in enumerate(action.tokens))
        order = ", ".join(names[s] for s in after.order)
        return f"Tokens shown: {shown}. Moving order: {order}."
    if kind is Move:
        return _say_move(before, action, after, names)
    if kind is GiveLife:
        seat, cat, catcher, by_nyx = before.catch
        by = "Nyx" if by_nyx else f"{names[catcher]}'s cat"
        gives = f"{names[seat]} gives {names[catcher]} a life marker" if before.lives[seat] else \
            f"{names[seat]} has no life marker left to give"
        return f"{cat_label(seat, cat, names)} is caught by {by}: {gives}.{_over(after, names)}"
    if kind is Flee:
        seat, cat, catcher, by_nyx = before.catch
        start = before.cats[seat][cat]
        paid = "onto Nyx's roof" if by_nyx else f"to {names[catcher]}"
        return (f"{names[seat]} pays a {COLOURS[action.colour]} treat {paid}; "
                f"{cat_label(seat, cat, names)} flees from {NAMES[start]} to {NAMES[action.hex]}"
                f"{_takes(before, action.hex)}.")
    if kind is BuyKey:
        seat = before.order[before.turn]
        colour = COLOURS[action.colour]
        return f"{names[seat]} buys a {colour} key with 3 {colour} treats."
    if kind is EndTurn:
        return _say_end(before, after, names)
    return str(action)


def _say_move(before: State, action: Move, after: State, names) -> str:
    seat, cat, to = before.order[before.turn], action.cat, action.hex
    start = before.where(seat, cat)
    leap = next(o.leap for o in before.options(cat) if o.leap.to == to)
    over = f" over broken {', '.join(NAMES[h] for h in leap.over)}" if leap.over else ""
    if to == TOWER:
        colour = COLOURS[before.colours[start]]
        return (f"{cat_label(seat, cat, names)} leaps from {NAMES[start]}{over} into the tower "
                f"with a {colour} key.{_over(after, names)}")
    who = cat_label(seat, cat, names)
    text = f"{who} leaps from {NAMES[start]} to {NAMES[to]}{over}"
    if cat == NYX:
        text = f"Nyx, moved by {names[seat]}, leaps from {NAMES[start]} to {NAMES[to]}{over}"
    else:
        text += _takes(before, to)
    victim = before.cat_at(to)
    if victim is not None:
        text += f" and catches {cat_label(victim[0], victim[1], names)}"
    if cat == NYX:
        lying = before.treats[start]
        back = f" and {say_treats(lying)} goes back to the bag" if lying else ""
        text += f"; {NAMES[start]} breaks{back}"
    return text + "."


def _say_end(before: State, after: State, names) -> str:
    seat = before.order[before.turn]
    text = f"{names[seat]} ends the turn."
    if after.phase == OVER:
        return text + _over(after, names)
    if after.round == before.round:
        return text + f" {names[after.order[after.turn]]} moves next."
    text += f" Round {after.round} begins; {names[after.holder]} holds the Nyx token."
    thrown = after.treats_on_board() - before.treats_on_board()
    if thrown > 0:
        text += f" Petunia throws {thrown} treat{'s' if thrown > 1 else ''} on the roofs."
    return text


def _hand(triple) -> str:
    return ", ".join(f"{n} {COLOURS[c]}" for c, n in enumerate(triple) if n) or "none"


def say_state(state: State, names=None) -> str:
    """The state in a few lines: the round and who acts, then each seat's cats, treats, keys,
    life markers and catches, Nyx, the broken roofs and the treats on the roofs."""
    names = seat_names(state.players, names)
    lines = [f"Round {state.round}; {names[state.holder]} holds the Nyx token."]
    phase = state.phase
    if phase == PLACE:
        seat, cat = state.placing[0]
        lines.append(f"{names[seat]} places {cat_label(seat, cat, names) if cat != NYX else 'Nyx'}.")
    elif phase == CHOOSE:
        tokens = "; ".join(f"{names[s]} may pick {' or '.join(map(str, state.allowed_tokens(s)))}"
                           for s in range(state.players))
        lines.append(f"Every player picks a token in secret: {tokens}.")
    elif phase in (MOVE, CAUGHT):
        seat = state.order[state.turn]
        order = ", ".join(f"{names[s]} ({state.tokens[s]})" for s in state.order)
        lines.append(f"{names[seat]} moves with token {state.tokens[seat]}. Order: {order}.")
        if phase == CAUGHT:
            owner, cat, catcher, by_nyx = state.catch
            by = "Nyx" if by_nyx else f"{names[catcher]}'s cat"
            lines.append(f"{cat_label(owner, cat, names)} is caught by {by}: {names[owner]} "
                         "gives a life marker or flees.")
    elif phase == OVER:
        lines.append({TOWER_END: "The game is over: a cat entered the tower.",
                      CATCHES_END: "The game is over: a player caught 3 cats.",
                      ROUNDS_END: "The game is over and decided on points."}[state.end])
        lines.append("Winner: " + (names[state.winner] if state.winner is not None else "nobody") + ".")
    for seat in range(state.players):
        cats = ", ".join("off the board" if h is None else NAMES[h] for h in state.cats[seat])
        lines.append(f"{names[seat]}: cats on {cats}; treats {_hand(state.hands[seat])}; "
                     f"keys {_hand(state.keys[seat])}; {state.lives[seat]} life markers; "
                     f"{state.caught[seat]} caught.")
    lines.append(f"Nyx is on {NAMES[state.nyx] if state.nyx is not None else 'no roof yet'}.")
    broken = ", ".join(NAMES[h] for h in sorted(state.broken)) or "none"
    lines.append(f"Broken roofs: {broken}.")
    lying = ", ".join(f"{NAMES[h]} {say_treats(t)}" for h, t in enumerate(state.treats) if t) or "none"
    lines.append(f"Treats on the roofs: {lying}. In the bag: {state.in_bag()}.")
    return "\n".join(lines)
