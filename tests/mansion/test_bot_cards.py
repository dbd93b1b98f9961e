"""The Turn Order deck as the computer cats read it (game.mansion.bot_cards): the chance of
each room on a cat's next card, from the cards left alone, and the bonus space's worth."""

from game.mansion import TURN_CARDS, board
from game.mansion.bot_cards import CardBonus, bonus_turn_gain, next_card_rooms
from tests.mansion.states import position, seat


def cards_of(cat: int) -> tuple[int, ...]:
    return tuple(i for i, (c, _) in enumerate(TURN_CARDS) if c == cat)


def test_the_next_card_is_any_of_the_cats_cards_left_alike():
    state = position(at={}, mover="k")
    grey = seat(state, "g")
    first, *rest = cards_of(state.cat_of[grey])
    state = state._with(deck_left=tuple(c for c in state.deck_left if c != first))
    chances = next_card_rooms(state, grey)
    assert chances == {TURN_CARDS[c][1]: 0.5 for c in rest}


def test_with_none_of_its_cards_left_the_next_is_any_of_its_three():
    state = position(at={}, mover="k")  # the deck holds the other cats' cards only
    black = seat(state, "k")
    chances = next_card_rooms(state, black)
    assert sorted(chances) == sorted(TURN_CARDS[c][1] for c in cards_of(state.cat_of[black]))
    assert abs(sum(chances.values()) - 1) < 1e-12


def test_the_bonus_never_costs_and_saves_a_whole_turn_somewhere():
    state = position(at={}, mover="k")
    black = seat(state, "k")
    gains = [bonus_turn_gain(state, black, space, energy)
             for space in board.ROOM_SPACES[board.BILLIARD_ROOM] for energy in (0, 3, 12, 20)]
    assert min(gains) >= 0 and max(gains) >= 1


def test_a_turn_ended_off_the_cards_rooms_gains_nothing():
    state = position(at={}, mover="k")
    bonus = CardBonus(state, seat(state, "k"))
    rooms = set(bonus.chances)
    off = [s for s in range(len(board.SPACES)) if board.ROOM_OF[s] not in rooms]
    assert all(bonus.gain(space, 12) == 0 for space in off[::7])
    assert max(bonus.gain(space, 12) for space in board.ROOM_SPACES[board.BILLIARD_ROOM]) > 0
