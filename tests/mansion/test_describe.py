"""Cat's Mansion in words (game.mansion.describe): a sentence an action for the screen reader,
with the spat's dice, rooms reached and the next turn's card, and the state in a few lines."""

from __future__ import annotations

from game.mansion import PRESENT, Rules, State, read_action
from game.mansion.board import CUSHION_OF
from game.mansion.describe import say_action, say_place, say_state
from game.mansion.effects import present_draw
from game.mansion.playout import random_game
from tests.mansion.states import play, position, with_dice


def said(state: State, *texts: str) -> list[str]:
    """The sentences of these actions played from `state`."""
    lines = []
    for text in texts:
        after = state.play(read_action(text))
        lines.append(say_action(state, read_action(text), after))
        state = after
    return lines


def test_the_house_rules_example_in_words():
    s = position(at={"k": "e7", "g": "e9"}, mover="k", coin={"k": True}, mouse_coins=4,
                 resting={"g": True}, pending={"g": 3})
    lines = said(with_dice(s, [(3, 5), (1, 5)]), "e8", "a-1", "s", "b-0", "b-0", "p-e7")
    assert lines[:5] == [
        "Black moves to e8. Black must fight Grey.",
        "Black attacks Grey.",
        "Grey stands.",
        "Black bids nothing.",
        "Grey bids nothing. Black 3 + 2 = 5 against Grey 5: again. "
        "Black 1 + 2 = 3 against Grey 5: Grey wins.",
    ]
    assert lines[5].startswith("Grey pushes Black to e7. Turn 2: ")


def test_bids_pushes_and_coins_in_words():
    s = with_dice(position(at={"k": "e2", "g": "g2"}, mover="k"), [(6, 1)])
    lines = said(s, "f2", "a-1", "s", "b-p-3", "b-0", "p-h2-o")
    assert lines[3] == "Black bids a Purr card and 3 energy."
    assert lines[4].endswith("Black 6 + 3 = 9 against Grey 1: Black wins. "
                             "Black takes a coin from the Toy Mouse.")
    assert lines[5] == "Black pushes Grey to h2 and takes its place."


def test_retreats_and_rests_in_words():
    s = position(at={"k": "e2", "g": "g2"}, mover="k")
    assert said(s, "f2", "a-1", "t-g3")[2] == "Grey retreats to g3."
    assert said(position(at={"p": "e9"}, mover="p"), "r")[0].startswith(
        "Blue Persian rests on the Pillow: 3 energy at its next turn.")
    assert said(position(at={"k": "m9"}, mover="k", energy={"k": 22}), "r")[0].startswith(
        "Black eats at the Food Bowl: 3 energy.")
    assert said(position(at={"k": "a2"}, mover="k"), "r")[0].startswith("Black rests in the Pink Bedroom.")
    assert said(position(at={"k": "i1"}, mover="k"), "r")[0].startswith(
        "Black plays with the Toy Mouse and takes a coin.")
    assert said(position(at={"k": "e2"}, mover="k"), "r")[0].startswith("Black waits. Turn 2: ")


def test_the_present_in_words():
    turn = next(t for t in range(2, 400) if present_draw(1, t) == PRESENT)
    s = position(at={"k": "i9"}, mover="k", turn=turn)
    lines = said(s, "r", "c-home")
    assert lines[0] == "Black opens the Present: the Present card! Black chooses what it holds."
    assert lines[1].startswith("Black takes the secret passage home. Turn ")


def test_a_room_reached_and_the_race_won_in_words():
    s = position(at={"k": "d4"}, mover="k", race=(4, 0, 1, 2, 3, 5, 6, 7, 8, 9))
    line = said(s, "c4", "e")[1]
    assert line.startswith("Black ends its turn. Black reaches the Reception Room: room 1 of 10. Turn 2: ")
    s = position(at={"k": "d4"}, mover="k", race=(0, 1, 2, 3, 5, 6, 7, 8, 9, 4), progress={"k": 9})
    assert said(s, "c4", "e")[1] == ("Black ends its turn. Black reaches the Reception Room: room 10 of 10. "
                                     "Black wins the race!")


def test_the_state_in_words():
    s = State.new(5, 7, Rules(shorter=True))
    text = say_state(s)
    lines = text.splitlines()
    assert lines[0].startswith("Turn 1: ") and len(lines) == 7
    assert lines[1].startswith("Brown: on g5, Brown's cushion, 20 energy, 2 Purr cards, rooms 0 of 5, "
                               "next the ")
    assert lines[-1].startswith("Race (the shorter course): ")
    _, over = random_game(3, 3, Rules(shorter=True), eager=0.95)
    assert "Winner:" in say_state(over)


def test_names_may_be_given():
    s = position(at={"k": "e2"}, mover="k")
    names = ("Ann", "Bea", "Cy", "Di", "Ed")
    after = play(s, "f2")
    assert say_action(s, read_action("f2"), after, names) == "Cy moves to f2."
    assert say_state(after, names).splitlines()[0].startswith("Turn 1: Cy moves")


def test_a_cushion_is_yours_when_said_to_its_cat():
    brown_cushion, black_cushion = CUSHION_OF[0], CUSHION_OF[2]
    assert say_place(None, brown_cushion).endswith(", Brown's cushion")
    assert say_place(None, brown_cushion, yours=0).endswith(", your cushion")
    assert say_place(None, black_cushion, yours=0).endswith(", Black's cushion")
