"""Clowder's page in words (pure): treats, landings, the game's end, and the sentences a screen
reader hears for each committed action (game.clowder.describe's, with the seats' names)."""

from __future__ import annotations

from game.clowder.pieces import COLOURS, NYX

ENDS = {"tower": ("enters the tower and wins", "enter the tower and win"),
        "catches": ("has caught 3 cats and wins", "have caught 3 cats and win"),
        "rounds": ("wins on points after the last round", "win on points after the last round")}


def end_words(name: str, end: str) -> str:
    """'Ann enters the tower and wins', 'You enter the tower and win'."""
    third, second = ENDS.get(end, ("wins", "win"))
    return f"{name} {second if name == 'You' else third}"


def treats_words(treats) -> str:
    """'no treat', 'a red treat', '2 treats (red, blue)'."""
    treats = tuple(treats)
    if not treats:
        return "no treat"
    if len(treats) == 1:
        return f"a {COLOURS[treats[0]]} treat"
    return f"{len(treats)} treats ({', '.join(COLOURS[c] for c in treats)})"


def hand_words(hand) -> str:
    """'2 red, 0 blue, 1 yellow'."""
    return ", ".join(f"{n} {COLOURS[c]}" for c, n in enumerate(hand))


def owner_words(session, seat: int) -> str:
    """'your' for the person named You, otherwise 'Ann's'."""
    whose = session.whose(seat)
    return "your" if whose == "Your" else whose


def cat_words(session, seat: int, cat: int) -> str:
    """'Nyx', 'your first cat', "Ann's second cat"."""
    if cat == NYX:
        return "Nyx"
    return f"{owner_words(session, seat)} {('first cat', 'second cat')[cat]}"


def landing_words(session, seat: int, cat: int, option) -> str:
    """What landing there would do: 'take a red treat', "catch Bob's first cat", ..."""
    st = session.state
    to = option.leap.to
    over = f" (over {len(option.leap.over)} broken roof{'s' if len(option.leap.over) != 1 else ''})" \
        if option.leap.over else ""
    if option.effect == "tower":
        return f"enter the tower and win{over}"
    treats = st.treats[to] if to is not None else ()
    take = "" if cat == NYX or not treats else f" and take {treats_words(treats)}"
    if option.effect == "catch":
        found = st.at(to)
        caught = cat_words(session, found[0], found[1]) if found else "a cat"
        return f"catch {caught}{take}{over}"
    if cat != NYX and treats:
        return f"take {treats_words(treats)}{over}"
    return f"an empty roof{over}"


YOU_DO = {"You's ": "Your ", "You gives ": "You give ", "You pays ": "You pay ", "You buys ": "You buy ",
          "You places ": "You place ", "You has ": "You have ", "You ends ": "You end "}


def your(text: str) -> str:
    """The game's sentences name the person called You as the kit does: "Your first cat",
    "You give"."""
    for said, meant in YOU_DO.items():
        text = text.replace(said, meant)
    return text


def say_news(session, news) -> str:
    """The sentences for actions just committed, oldest first."""
    from game.clowder.describe import say_action

    names = session.names()
    return your(" ".join(say_action(before, action, after, names) for before, action, after in news))


def hex_words(session, hex_) -> str:
    """What the keyboard's cursor is on, and what choosing it would do now."""
    from game.clowder.board import TOWER, hex_name

    if hex_ is None:
        return ""
    st = session.shown_state()
    name = hex_name(hex_)
    if hex_ == TOWER:
        said = "T, Petunia's tower in the middle"
    else:
        broken = ", broken" if hex_ in st.broken else ""
        said = f"{name}, a {COLOURS[st.colours[hex_]]} roof{broken}"
    found = st.at(hex_)
    things = []
    if found is not None:
        things.append("Nyx" if found[1] == NYX else cat_words(session, found[0], found[1]))
    if st.treats[hex_]:
        things.append(treats_words(st.treats[hex_]))
    said += ": " + (", ".join(things) if things else "empty")
    if session.viewing is None:
        if hex_ in session.placeable():
            said += ". A cat can be placed here"
        for option in session.options():
            if option.leap.to == hex_:
                mover = st.actor()
                said += (f". A landing: {landing_words(session, mover, session.selected, option)}"
                         if option.legal else f". Not a landing: {option.reason}")
        if any(h == hex_ for h, _ in session.flee_choices()):
            said += ". The caught cat can flee here"
        if st.phase == "move" and found is not None and found[1] in session.movable():
            mover = st.actor()
            if session.cat_hex(mover, found[1]) == hex_:
                said += ". Enter selects this cat"
    return said + "."
