"""A game of Cat's Mansion in plain words: one sentence (or a few) an action, for a screen
reader and the command line, and the state as a few lines.

    say_action(before, Step(space_named("g4")), after) -> "Black moves to g4."
    say_state(state) -> "Turn 3: Grey moves (card: the Kitchen). ..."

Cats are called by their short names (pieces.CAT_NAMES: "Black", "Blue Persian") unless
`names` gives each seat's name. Spaces are named as on the board ("g4").
"""

from __future__ import annotations

from .actions import Attack, Bid, Choose, End, Push, Retreat, Stand, Stay, Step
from .board import (
    BEDROOMS,
    BOWL,
    CUSHION_OF,
    IS_CUSHION,
    MOUSE,
    NAMES,
    OBJECT_ON,
    OBJECTS,
    PILLOW,
    PRESENT,
    ROOM_OF,
    ROOMS,
    TURN_CARDS,
)
from .effects import present_draw
from .phases import BID_ATTACKER, BID_DEFENDER, GIFT, LIMIT_END, MOVE, OVER, PUSH, RACE_END, RETREAT
from .pieces import CAT_NAMES, PASSAGE, Rules
from .state import State


def seat_names(state: State, names=None) -> tuple[str, ...]:
    """The seats' names: `names` when given, else their cats' short names."""
    return tuple(names) if names else tuple(CAT_NAMES[c] for c in state.cat_of)


def room_name(room: int) -> str:
    """'the Kitchen', 'the Blue Bedroom'."""
    return "the " + ROOMS[room]


def say_place(state: State, space: int, yours: int | None = None) -> str:
    """A space in words: 'g4', 'g4 in the Kitchen', 'i9, the Present', "h5, Black's cushion";
    'h5, your cushion' when it is the cushion of the cat `yours` (said to that cat's seat)."""
    name = NAMES[space]
    if ROOM_OF[space] is not None:
        return f"{name} in {room_name(ROOM_OF[space])}"
    if space in OBJECT_ON:
        return f"{name}, the {OBJECTS[OBJECT_ON[space]]}"
    if IS_CUSHION[space]:
        owner = next(c for c, s in CUSHION_OF.items() if s == space)
        whose = "your" if owner == yours else f"{CAT_NAMES[owner]}'s"
        return f"{name}, {whose} cushion"
    return name


def say_bid(bid: Bid) -> str:
    """'a Purr card and 3 energy', '6 energy', 'a Purr card', 'nothing'."""
    parts = (["a Purr card"] if bid.purr else []) + ([f"{bid.energy} energy"] if bid.energy else [])
    return " and ".join(parts) or "nothing"


def _score(name: str, die: int, bonus: int) -> str:
    return f"{name} {die} + {bonus} = {die + bonus}" if bonus else f"{name} {die}"


def say_spat(after: State, names) -> str:
    """The last spat's dice in words: 'Black 3 + 2 = 5 against Grey 5: again. Black 1 + 2 = 3
    against Grey 5: Grey wins.'"""
    result = after.last_spat
    a, d = names[result.attacker], names[result.defender]
    rounds = []
    for i, (da, dd) in enumerate(result.rolls):
        last = i == len(result.rolls) - 1
        end = f"{names[result.winner]} wins" if last else "again"
        mine, theirs = _score(a, da, result.attacker_bonus), _score(d, dd, result.defender_bonus)
        rounds.append(f"{mine} against {theirs}: {end}.")
    return " ".join(rounds)


def _stay(before: State, after: State, names) -> str:
    seat = before.mover
    me = names[seat]
    here = before.at[seat]
    found = OBJECT_ON.get(here)
    if found == PRESENT:
        if after.phase == GIFT:
            return f"{me} opens the Present: the Present card! {me} chooses what it holds."
        found = present_draw(after.seed, before.turn)
        use = say_use(before, after, found, names)
        return f"{me} opens the Present and finds the {OBJECTS[found]}. {use}"
    if found is not None:
        return say_use(before, after, found, names)
    if ROOM_OF[here] in BEDROOMS:
        return f"{me} rests in {room_name(ROOM_OF[here])}."
    if IS_CUSHION[here]:
        return f"{me} rests on a cushion."
    return f"{me} waits."


def say_use(before: State, after: State, what: int, names) -> str:
    """What the mover's stay with an object gave: 'Black plays with the Toy Mouse and takes a
    coin.', 'Black eats at the Food Bowl: 5 energy.', 'Blue Persian rests on the Pillow.'"""
    seat = before.mover
    me = names[seat]
    if what == MOUSE:
        if after.coin[seat] and not before.coin[seat]:
            return f"{me} plays with the Toy Mouse and takes a coin."
        why = "it holds one already" if before.coin[seat] else "none is left"
        return f"{me} plays with the Toy Mouse but takes no coin: {why}."
    if what == BOWL:
        if after.ate[seat]:
            return f"{me} eats at the Food Bowl: {after.energy[seat] - before.energy[seat]} energy."
        return f"{me} ate last turn and cannot eat again."
    where = " on the Pillow" if OBJECT_ON.get(after.at[seat]) == PILLOW else ""
    return f"{me} rests{where}: {after.pending[seat]} energy at its next turn."


def _turn_end(before: State, after: State, names) -> str:
    if after.turn == before.turn and after.phase != OVER:
        return ""
    seat = before.mover
    parts = []
    if after.progress[seat] > before.progress[seat]:
        room = ROOM_OF[after.at[seat]]
        count = f"room {after.progress[seat]} of {len(after.race)}"
        parts.append(f"{names[seat]} reaches {room_name(room)}: {count}.")
    if after.phase == OVER:
        if after.end == RACE_END:
            parts.append(f"{names[after.winner]} wins the race!")
        elif after.end == LIMIT_END:
            parts.append(f"The turn limit is reached: {names[after.winner]} wins, furthest along.")
        return " " + " ".join(parts)
    parts.append(say_turn(after, names))
    return " " + " ".join(parts)


def say_turn(state: State, names=None) -> str:
    """The turn's card in words: 'Turn 12: Grey moves (card: the Kitchen, one space more).'"""
    names = seat_names(state, names)
    room = TURN_CARDS[state.card][1]
    extra = ", one space more" if state.bonus else ""
    must = "; it ate last turn and must move" if state.must_move else ""
    return f"Turn {state.turn}: {names[state.mover]} moves (card: {room_name(room)}{extra}{must})."


def say_action(before: State, action, after: State, names=None) -> str:
    """One sentence (or a few) on what `action` did, from the state `before` it to `after`,
    with what ended the turn and the next turn's card."""
    names = seat_names(before, names)
    kind = type(action)
    me = names[before.actor()]
    if kind is Step:
        if after.phase == RETREAT and after.spat is not None and before.at == after.at:
            text = f"{me} steps at {names[after.spat.defender]}: a spat."
        else:
            text = f"{me} moves to {say_place(after, action.space)}."
            owed = sorted(after.must_fight) if after.phase == MOVE and after.turn == before.turn else ()
            if owed:
                text += f" {me} must fight " + " and ".join(names[s] for s in owed) + "."
    elif kind is Attack:
        text = f"{me} attacks {names[action.seat]}."
    elif kind is Stand:
        text = f"{me} stands."
    elif kind is Retreat:
        text = f"{me} retreats to {NAMES[action.space]}."
    elif kind is Bid:
        text = f"{me} bids {say_bid(action)}."
        if before.phase == BID_DEFENDER:
            text += " " + say_spat(after, names)
            winner = after.last_spat.winner
            if after.coin[winner] and not before.coin[winner] and after.last_spat.double:
                text += f" {names[winner]} takes a coin from the Toy Mouse."
    elif kind is Push:
        loser = before.last_spat.loser
        if action.space is None:
            text = f"{names[loser]} cannot be pushed: no space around it is free."
        else:
            takes = " and takes its place" if action.occupy else ""
            text = f"{me} pushes {names[loser]} to {NAMES[action.space]}{takes}."
    elif kind is Stay:
        text = _stay(before, after, names)
    elif kind is Choose:
        if action.what == PASSAGE:
            text = f"{me} takes the secret passage home."
        else:
            text = f"{me} chooses the {OBJECTS[action.what]}. {say_use(before, after, action.what, names)}"
    elif kind is End:
        text = f"{me} ends its turn."
    else:
        text = str(action)
    return text + _turn_end(before, after, names)


def say_rules(rules: Rules) -> str:
    """The variants in words: 'the full race', 'the shorter course, both ways'."""
    parts = []
    parts.append("the shorter course" if rules.shorter else "the full race")
    if rules.both_ways:
        parts.append("both ways")
    if rules.close:
        parts.append("smaller personal space")
    return ", ".join(parts)


def _say_cat(state: State, seat: int, names) -> str:
    bits = [f"on {say_place(state, state.at[seat])}", f"{state.energy[seat]} energy"]
    purrs = state.purrs[seat]
    bits.append("1 Purr card" if purrs == 1 else f"{purrs} Purr cards")
    if state.coin[seat]:
        bits.append("a coin")
    done = f"rooms {state.progress[seat]} of {len(state.race)}"
    rooms = state.next_rooms(seat)
    if rooms:
        done += ", next " + " or ".join(room_name(r) for r in rooms)
    elif state.going_home(seat):
        done += ", going home to its cushion"
    bits.append(done)
    if state.resting[seat]:
        bits.append("resting")
    return f"{names[seat]}: " + ", ".join(bits) + "."


def say_state(state: State, names=None) -> str:
    """The state as a few lines: whose turn or what is awaited, each cat, the race order,
    the winner."""
    names = seat_names(state, names)
    lines = []
    if state.phase == OVER:
        how = "finished the race" if state.end == RACE_END else "is furthest along at the turn limit"
        lines.append(f"The game is over after {state.turn} turns: {names[state.winner]} {how}. "
                     f"Winner: {names[state.winner]}.")
    else:
        lines.append(say_turn(state, names))
        spat = state.spat
        if state.phase == RETREAT:
            lines.append(f"{names[spat.attacker]} attacks {names[spat.defender]}: "
                         f"{names[spat.defender]} retreats or stands.")
        elif state.phase in (BID_ATTACKER, BID_DEFENDER):
            lines.append(f"Spat, {names[spat.attacker]} against {names[spat.defender]}: "
                         f"{names[state.actor()]} bids.")
        elif state.phase == PUSH:
            lines.append(f"{names[state.last_spat.winner]} won the spat and pushes "
                         f"{names[state.last_spat.loser]}.")
        elif state.phase == GIFT:
            lines.append(f"{names[state.mover]} found the Present card and chooses.")
        elif state.must_fight:
            lines.append(f"{names[state.mover]} must fight "
                         + " and ".join(names[s] for s in sorted(state.must_fight)) + ".")
        elif state.moved:
            most = state.moved + state.steps_left()
            lines.append(f"{names[state.mover]} has moved {state.moved} of {most} spaces.")
    lines += [_say_cat(state, seat, names) for seat in range(state.cats)]
    lines.append(f"Race ({say_rules(state.rules)}): " + ", ".join(ROOMS[r] for r in state.race) + ".")
    return "\n".join(lines)
