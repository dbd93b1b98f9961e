"""Cat's Mansion's page in words (pure): the race, energy, what Stay and End would do, the
Turn Order card, a reachable space, the space under the keyboard's cursor, the game's end, a
newcomer's tips, and the sentences a screen reader hears for each action (game.mansion.describe's).
"""

from __future__ import annotations

from game.mansion import phases
from game.mansion.board import (
    BEDROOMS,
    BOWL,
    CATS,
    CUSHION_OF,
    IS_CUSHION,
    MOUSE,
    OBJECT_ON,
    PILLOW,
    PRESENT,
    ROOM_OF,
    TURN_CARDS,
    space_name,
)
from game.mansion.describe import room_name, say_place
from game.mansion.pieces import BOWL_GAIN, PILLOW_GAIN, REST_GAIN

DIRECTIONS = {1: "first room to last", -1: "last room to first", 0: "from either end"}
ARROWS = {1: "→", -1: "←", 0: "↔"}


the_room = room_name  # 'the Kitchen': one wording, the engine's


def place_words(space: int) -> str:
    """Where a space is, in the engine's words (game.mansion.describe.say_place): 'g4 in the
    Kitchen', 'h9, the Present', "h5, Grey's cushion", and 'e3, a corridor'."""
    said = say_place(None, space)
    return said if said != space_name(space) else f"{said}, a corridor"


def race_rooms(st, seat: int) -> tuple[int, ...]:
    """The race's rooms in the order this cat runs them (backward in Both Ways once it chose)."""
    return tuple(reversed(st.race)) if st.direction[seat] == -1 else tuple(st.race)


def progress_words(st, seat: int) -> str:
    """'2 of 5 rooms; next the Kitchen', 'all 5 rooms; next home to its cushion', 'finished'."""
    total = len(st.race)
    done = st.progress[seat]
    if st.phase == phases.OVER and st.winner == seat and st.end == "race":
        return f"all {total} rooms: finished"
    rooms = dict.fromkeys(st.next_rooms(seat))
    if not rooms:
        return f"all {total} rooms; next home to its cushion"
    return f"{done} of {total} rooms; next " + " or ".join(the_room(r) for r in rooms)


def energy_words(st, seat: int) -> str:
    """'14 energy', '14 energy (+3 at its next turn)'."""
    pending = st.pending[seat]
    return f"{st.energy[seat]} energy" + (f" (+{pending} at its next turn)" if pending else "")


def card_words(st) -> tuple[str, bool]:
    """The Turn Order card drawn this turn in words, and whether its bonus applies."""
    cat, room = TURN_CARDS[st.card]
    name = CATS[cat]
    text = f"Turn {st.turn}: the card shows {name} and {the_room(room)}."
    if st.bonus:
        text += f" {name} began the turn there: one space more this turn."
    else:
        text += f" {name} is not there: no extra space."
    return text, bool(st.bonus)


def stay_words(st) -> tuple[str, str]:
    """The Stay button's text and what it does, where the mover is."""
    seat = st.mover
    space = st.at[seat]
    thing = OBJECT_ON.get(space)
    if thing == MOUSE:
        why = "you hold a coin already" if st.coin[seat] else "the Mouse has no coin left"
        gets = "take a coin for spats" if not st.coin[seat] and st.mouse_coins else f"nothing: {why}"
        return "Play with the Toy Mouse", f"Stay on the Toy Mouse: {gets}."
    if thing == BOWL:
        if st.ate[seat]:
            return "Stay at the Food Bowl", "Stay here: no food, you ate last turn."
        return "Eat at the Food Bowl", f"Eat: +{BOWL_GAIN} energy now; next turn you must move on."
    if thing == PILLOW:
        return "Rest on the Pillow", f"Rest here: +{PILLOW_GAIN} energy at your next turn."
    if thing == PRESENT:
        return "Open the Present", "Open the Present: draw an object card and use it."
    if IS_CUSHION[space] or ROOM_OF[space] in BEDROOMS:
        return "Rest here", f"Rest here: +{REST_GAIN} energy at your next turn."
    return "Stay here", "Stay here the whole turn: nothing is gained here."


def end_words(st) -> tuple[str, str]:
    """The End button's text and what ending the turn where the mover is would count."""
    seat = st.mover
    space = st.at[seat]
    room = ROOM_OF[space]
    if room is not None and room in st.next_rooms(seat):
        number = st.progress[seat] + 1
        total = len(st.race)
        return "End the turn here", f"End the turn here: {the_room(room)} counts (room {number} of {total})."
    if st.going_home(seat) and space == CUSHION_OF[st.cat_of[seat]]:
        return "End the turn here", "End the turn on your cushion: the race is finished!"
    return "End the turn", f"End the turn on {space_name(space)}."


def reach_words(space: int, where, names) -> str:
    """A reachable space in words: 'g4, in the Kitchen: 3 energy; a spat with Grey'."""
    cost = "free" if where.cost == 0 else f"{where.cost} energy"
    said = f"{place_words(space)}: {cost}, {len(where.path)} space{'s' if len(where.path) != 1 else ''}"
    if where.spat:
        said += "; a spat with " + " and ".join(names[s] for s in where.spat) + " would start"
    if where.ends:
        said += "; the turn ends there"
    return said


def space_words(session, space) -> str:
    """What the keyboard's cursor is on, and what picking it would do now."""
    if space is None:
        return ""
    st = session.shown_state()
    said = place_words(space)
    occupant = st.occupant(space)
    if occupant is not None:
        said += f": {session.name(occupant)}, {energy_words(st, occupant)}"
    if session.viewing is None:
        names = [session.cat_name(i) for i in range(len(session.seats))]
        where = session.reach().get(space)
        if where is not None:
            said += ". Reachable: " + reach_words(space, where, names).split(": ", 1)[1]
        elif occupant is not None and occupant in session.attackable():
            said += ". Enter attacks it"
        elif space in session.retreats():
            said += ". Enter retreats here, for 1 energy"
        elif space in session.push_targets():
            said += ". Enter pushes the loser here"
    return said + "."


def over_words(session) -> str:
    """The game's end in a sentence."""
    st = session.state
    winner = session.name(st.winner)
    if st.end == "limit":
        return f"The turn limit is reached: {winner} is furthest along and wins."
    return f"{winner} has run the whole race and wins!"


def say_news(session, news) -> str:
    """The sentences for actions just played, oldest first."""
    from game.mansion.describe import say_action

    return " ".join(say_action(before, action, after) for before, action, after in news)


def tip(session) -> str:
    """A newcomer's tip for the step the game is at ('' when there is nothing to add)."""
    st = session.state
    phase = session.phase
    if session.viewing is not None:
        return "You are looking back through the game; » returns to it as it is now."
    if phase == "move":
        return ("The marked spaces are those your cat can reach this turn, with their energy cost. "
                "One space is free, two cost 1, three 3, four 6. A red mark means a Cat Spat would "
                "start there. A room counts only when your turn ends in it, in the race's order.")
    if phase == "retreat":
        return ("You are attacked. Retreat one space for 1 energy to avoid the spat, or stand and "
                "fight: each side rolls a die and adds its bonuses.")
    if phase == "bid":
        return ("Before the dice: a Purr card adds 2 (you have two for the whole game), and every 3 "
                "energy spent adds 1. The attacker bids first; the defender sees that bid.")
    if phase == "push":
        if session.occupy_refusal():
            return ("You won the spat: push the loser one space, any direction. A winner may not "
                    "take a space next to a cat on the Toy Mouse or the Food Bowl, so your cat "
                    "stays where it is.")
        return ("You won the spat: push the loser one space, any direction. You may take its space "
                "too (free, and it starts no spat).")
    if phase == "gift":
        return "The Present held the Present card: pick the object you found, or the secret passage home."
    if phase == "over":
        return "The race is over. Step back through it with the arrows, or start a new game."
    if st.turn <= 3:
        return "The computer cats are moving. Each turn a Turn Order card says which cat moves."
    return ""


def choice_words(session, st, action) -> str:
    """An action (game.mansion.actions) at the state `st` as advice to, or the review of, the
    cat that acts: what it does, never what chance brings after it (the dice, the next card)."""
    from game.mansion import Attack, Bid, Choose, End, Push, Retreat, Stand, Stay, Step
    from game.mansion.board import NAMES, OBJECTS
    from game.mansion.describe import say_bid
    from game.mansion.pieces import PASSAGE

    if isinstance(action, Step):
        return f"move to {say_place(st, action.space, yours=st.cat_of[st.actor()])}"
    if isinstance(action, Attack):
        return f"attack {session.name(action.seat)}"
    if isinstance(action, Retreat):
        return f"retreat to {NAMES[action.space]}, for 1 energy"
    if isinstance(action, Bid):
        return f"bid {say_bid(action)}"
    if isinstance(action, Push):
        if action.space is None:
            return "push: the loser has nowhere to go"
        takes = ", and take its place" if action.occupy else ""
        return f"push {session.name(st.last_spat.loser)} to {NAMES[action.space]}{takes}"
    if isinstance(action, Choose):
        return ("take the secret passage home" if action.what == PASSAGE
                else f"choose the {OBJECTS[action.what]}")
    words = {Stand: "stand and fight", Stay: "stay where you are", End: "end the turn"}
    return words.get(type(action), str(action))
