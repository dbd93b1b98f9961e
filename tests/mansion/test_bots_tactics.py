"""Hand-made positions where the right choice is plain (seed 1: the race starts at the
Billiard Room and ends at the Pink Bedroom; seat i plays cat i):

- a resting cat on the Pillow attacked at long odds retreats (every level but easy, which
  is random); the hard cat stands when retreating would let the attacker into the room that
  wins it the race, and both bid all they can there;
- the hard cat does not attack a cat at long odds when it can walk on, and attacks at good
  odds a cat that blocks its room's doorway;
- it eats on the Food Bowl, rests on its cushion when it has no energy for the trip, and
  dashes 4 spaces into its next room when the Turn Order bonus makes that cheap (not
  without it: two turns of 2 spaces cost less energy than the turn saved is worth);
- owing two spats, it fights the one it is likelier to win first;
- it pushes a beaten cat as far from its next room as it can, and never pushes a beaten
  attacker into the room that wins it the race.
"""

import random

from game.mansion import board
from game.mansion.actions import STAND, STAY, Attack, Bid, Push, Retreat, Step
from game.mansion.bot_judge import next_room_distance
from game.mansion.bots import choose
from game.mansion.seen import seen_by
from tests.mansion.states import play, position, seat, with_dice


def choice(state, level="hard", draw=0):
    return choose(seen_by(state), state.actor(), level, random.Random(draw))


def play_turn(state, level="hard"):
    """`state` after the mover's whole turn at `level` (others answer as hard cats)."""
    mover, turn = state.mover, state.turn
    while state.turn == turn and not state.is_over:
        state = state.play(choice(state, level if state.actor() == mover else "hard"))
    return state


def test_the_race_is_the_one_these_positions_assume():
    state = position(at={}, mover="k")
    assert state.race[0] == board.BILLIARD_ROOM and state.race[-1] == board.PINK_BEDROOM
    assert state.cat_of == (0, 1, 2, 3, 4)


def test_a_resting_cat_attacked_at_long_odds_retreats():
    state = position(at={"o": "e9", "b": "e7"}, mover="b", pending={"o": 3}, resting={"o": True},
                     coin={"b": True})
    state = play(state, "e8", "a-3")  # Brown +2 (its coin, Orange resting) against 0
    for level in ("medium", "hard"):
        assert type(choice(state, level)) is Retreat, level


def test_hard_stands_and_bids_all_when_a_retreat_would_hand_the_attacker_the_race():
    state = position(at={"k": "d2", "g": "c2"}, mover="k", progress={"k": 9}, energy={"k": 12, "g": 12})
    assert choice(state) == Attack(seat(state, "g"))  # Black's last room is behind Grey
    state = play(state, "a-1")
    assert choice(state) == STAND
    state = play(state, "s")
    assert choice(state) == Bid(True, 12)
    assert choice(play(state, "b-p-12")) == Bid(True, 12)


def test_hard_does_not_attack_at_long_odds_when_it_can_walk_on():
    state = position(at={"g": "o4", "k": "n4"}, mover="k", coin={"g": True})  # Grey at home, with a coin
    assert Attack(seat(state, "g")) in state.legal_actions()
    assert type(choice(state)) is Step


def test_hard_attacks_at_good_odds_the_cat_in_its_rooms_doorway():
    state = position(at={"k": "o10", "g": "n10"}, mover="g")  # the Billiard Room is Grey's home
    assert choice(state) == Attack(seat(state, "k"))
    after = play_turn(with_dice(state, [(6, 1)]))
    assert after.progress[seat(state, "g")] == 1  # it took Black's space, in the room


def test_hard_eats_on_the_food_bowl():
    state = position(at={"k": "m9"}, mover="k", energy={"k": 8})
    assert choice(state) == STAY


def test_hard_rests_on_its_cushion_when_it_cannot_afford_the_trip():
    for energy in (0, 1):
        state = position(at={}, mover="k", energy={"k": energy})
        assert board.IS_CUSHION[state.at[seat(state, "k")]]
        assert choice(state) == STAY


def test_hard_dashes_to_its_room_when_the_bonus_space_makes_it_cheap():
    """4 spaces from the Billiard Room: with the bonus they cost 3 (the room this turn, not
    2 + 2 over two turns for 2): worth it; without, 6: not (two turns of 2 spaces cost 2)."""
    for bonus, rooms, spent in ((True, 1, 3), (False, 0, 1)):
        state = position(at={"k": "n7"}, mover="k", bonus=bonus, energy={"k": 10})
        assert board.room_distance(state.at[seat(state, "k")], board.BILLIARD_ROOM) == 4
        after = play_turn(state)
        assert after.progress[seat(state, "k")] == rooms and after.energy[seat(state, "k")] == 10 - spent


def test_hard_fights_the_likelier_win_first():
    state = position(at={"k": "i7", "g": "j8", "o": "k7"}, mover="k", coin={"g": True})
    state = play(state, "j7")  # next to Grey (with a coin: +1) and Orange (nothing)
    assert state.must_fight == {seat(state, "g"), seat(state, "o")}
    assert choice(state) == Attack(seat(state, "o"))


def test_hard_pushes_the_loser_away_from_its_next_room():
    state = position(at={"k": "i7", "g": "k7"}, mover="k")
    state = play(with_dice(play(state, "j7"), [(6, 1)]), "a-1", "s", "b-0", "b-0")
    grey = seat(state, "g")
    far = max(next_room_distance(state, grey, a.space) for a in state.legal_actions())
    pushed = choice(state)
    assert type(pushed) is Push and next_room_distance(state, grey, pushed.space) == far


def test_hard_never_pushes_a_beaten_attacker_into_the_room_that_wins_it_the_race():
    # Black's last room is the Kitchen; beaten on n4, it can be pushed into its doorway o4.
    # (The Pink Bedroom, the race's own last room, has one doorway, c2, and a cat beaten on
    # d2 beside it could reach the room only diagonally round a wall's corner: no more.)
    race = tuple(r for r in position(at={}, mover="k").race if r != board.KITCHEN) + (board.KITCHEN,)
    state = position(at={"k": "m4", "g": "n5"}, mover="k", progress={"k": 9}, race=race)
    state = play(with_dice(play(state, "n4"), [(1, 6)]), "a-1", "s", "b-0", "b-0")
    assert state.last_spat.winner == seat(state, "g")
    into_room = [a for a in state.legal_actions() if board.ROOM_OF[a.space] == board.KITCHEN]
    assert into_room  # the easy cat might: the hard one never does
    for draw in range(5):
        assert board.ROOM_OF[choice(state, draw=draw).space] != board.KITCHEN


def test_medium_pushes_the_loser_away_even_when_it_may_not_take_its_space():
    # Black beats Orange on h1 beside Grey on the Toy Mouse: taking h1 is refused, so medium,
    # which would like it (h1 is nearer its next room), still pushes Orange furthest away.
    state = position(at={"k": "f1", "o": "h1", "g": "i1"}, mover="k")
    state = play(with_dice(state, [(6, 1)]), "g1", "a-3", "s", "b-0", "b-0")
    orange = seat(state, "o")
    assert not any(a.occupy for a in state.legal_actions())
    far = max(next_room_distance(state, orange, a.space) for a in state.legal_actions())
    pushed = choice(state, "medium")
    assert type(pushed) is Push and next_room_distance(state, orange, pushed.space) == far
