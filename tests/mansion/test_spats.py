"""Cat Spats: every bonus (home, near home, Purr card, coin, energy, a resting opponent), the
dice and their re-rolled ties, the double score's coin, the retreat, one spat per opponent a
turn, what winning and losing do to the turn, optional spats (off a cushion, at the turn's
start), the order of several fights, the close variant, and the house rules' own example."""

from __future__ import annotations

import pytest

from game.mansion import BID_DEFENDER, PUSH, RETREAT, Attack, IllegalActionError, Rules, Step, space_named
from game.mansion.actions import Push
from game.mansion.record import read_record
from game.mansion.spat import spat_bonuses
from tests.mansion.states import play, position, seat, with_dice


def spat(at: dict, start: str, to: str, dice, bids=("b-0", "b-0"), **fields):
    """Black (k) on `start` steps to `to` next to Grey (g) and attacks it; Grey stands; the
    bids; the dice `dice`: the state at the push."""
    s = with_dice(position(at={"k": start, **at}, mover="k", **fields), dice)
    return play(s, to, "a-1", "s", *bids)


def test_the_house_rules_example_blackie_against_the_grey_mouser():
    # Blackie holds a coin; the Grey Mouser rests on the Pillow (e9); no home near either.
    s = position(at={"k": "e7", "g": "e9"}, mover="k", coin={"k": True}, mouse_coins=4,
                 resting={"g": True}, pending={"g": 3})
    s = with_dice(s, [(3, 5), (1, 5)])
    k, g = seat(s, "k"), seat(s, "g")
    s = play(s, "e8")
    assert s.must_fight == {g}
    s = play(s, "a-1", "s", "b-0", "b-0")
    result = s.last_spat
    assert result.attacker_bonuses == (("coin", 1), ("resting", 1)) and result.defender_bonuses == ()
    assert result.rolls == ((3, 5), (1, 5)) and result.scores == (3, 5) and result.winner == g
    assert not s.coin[k] and s.mouse_coins == 5  # spent, back on the Mouse
    assert not s.coin[g] and not result.double  # 5 < 2 x 3: no coin
    assert s.phase == PUSH and s.actor() == g
    s = play(s, "p-e7")  # back to the space she came from; he keeps the pillow
    assert s.at[k] == space_named("e7") and s.at[g] == space_named("e9")
    assert s.turn == 2 and s.pending[g] == 3 and s.resting[g]
    while s.mover != g:  # the others stay; at the Mouser's turn his rest is paid
        s = play(s, "r")
    assert s.energy[g] == 23 and not s.resting[g]


def test_home_gives_two_to_the_cat_in_its_home():
    s = spat({"g": "o4"}, "m4", "n4", [(6, 1)])  # Grey in the Kitchen's doorway
    assert s.last_spat.defender_bonuses == (("home", 2),) and s.last_spat.attacker_bonuses == ()


def test_home_counts_when_the_opponent_is_in_it():
    s = spat({"g": "n4"}, "p4", "o4", [(6, 1)])  # Black steps into Grey's Kitchen doorway
    assert s.last_spat.defender_bonuses == (("home", 2),)


def test_near_home_gives_one():
    s = spat({"g": "n4"}, "l4", "m4", [(6, 1)])  # n4 is outside the Kitchen's doorway
    assert s.last_spat.defender_bonuses == (("near home", 1),)


def test_home_and_near_home_do_not_add_up():
    s = position(at={"k": "n4", "g": "o4"}, mover="k")
    assert spat_bonuses(s, seat(s, "g"), seat(s, "k"), None) == (("home", 2),)


def test_a_purr_card_gives_two_and_is_spent():
    s = spat({"g": "g2"}, "e2", "f2", [(1, 6)], bids=("b-p-0", "b-0"))
    k = seat(s, "k")
    assert s.last_spat.attacker_bonuses == (("purr", 2),) and s.purrs[k] == 1


def test_energy_gives_one_for_every_three_spent():
    s = spat({"g": "g2"}, "e2", "f2", [(1, 6)], bids=("b-6", "b-3"))
    k, g = seat(s, "k"), seat(s, "g")
    assert s.last_spat.attacker_bonuses == (("energy", 2),)
    assert s.last_spat.defender_bonuses == (("energy", 1),)
    assert s.energy[k] == 20 - 6 and s.energy[g] == 20 - 3


def test_bonuses_come_in_their_order():
    s = spat({"g": "o4"}, "p5", "p4", [(6, 6), (1, 6)], bids=("b-p-3", "b-0"), coin={"k": True},
             mouse_coins=4, resting={"g": True})
    assert s.last_spat.attacker_bonuses == (("coin", 1), ("resting", 1), ("purr", 2), ("energy", 1))


def test_a_coin_must_be_spent_and_goes_back_to_the_mouse():
    s = spat({"g": "g2"}, "e2", "f2", [(3, 3)], coin={"k": True}, mouse_coins=4)
    assert s.last_spat.attacker_bonuses == (("coin", 1),)
    assert s.last_spat.winner == seat(s, "k") and not s.last_spat.double
    assert s.coin == (False,) * 5 and s.mouse_coins == 5


def test_resting_opponent_gives_one_and_a_resting_loser_loses_its_rest():
    s = spat({"g": "e9"}, "e7", "e8", [(6, 1)], resting={"g": True}, pending={"g": 3})
    g = seat(s, "g")
    assert s.last_spat.attacker_bonuses == (("resting", 1),)
    assert s.pending[g] == 0 and not s.resting[g]


def test_a_tie_rolls_again_with_the_same_bonuses():
    s = spat({"g": "g2"}, "e2", "f2", [(2, 3), (4, 1)], coin={"k": True}, mouse_coins=4)
    assert s.last_spat.rolls == ((2, 3), (4, 1)) and s.last_spat.scores == (5, 1)
    assert s.last_spat.winner == seat(s, "k")


def test_a_double_score_takes_a_coin_from_the_mouse():
    s = spat({"g": "g2"}, "e2", "f2", [(6, 3)])
    k = seat(s, "k")
    assert s.last_spat.double and s.coin[k] and s.mouse_coins == 4


def test_no_coin_for_a_double_when_the_mouse_is_empty():
    s = spat({"g": "g2"}, "e2", "f2", [(6, 3)], mouse_coins=0)
    assert s.last_spat.double and not any(s.coin)


def test_the_defender_may_retreat_for_one_energy_and_there_is_no_spat():
    s = play(position(at={"k": "e2", "g": "g2"}, mover="k"), "f2", "a-1")
    assert s.phase == RETREAT and s.actor() == seat(s, "g")
    s = play(s, "t-g3")
    g = seat(s, "g")
    assert s.energy[g] == 19 and s.at[g] == space_named("g3") and s.last_spat is None
    assert s.phase == "move" and g in s.fought
    s = play(s, "g2")  # next to Grey again: cowed, no spat
    assert not s.must_fight
    with pytest.raises(IllegalActionError, match="Black has already fought Grey this turn"):
        s.play(Attack(g))


def test_a_retreat_needs_energy():
    s = play(position(at={"k": "e2", "g": "g2"}, mover="k", energy={"g": 0}), "f2", "a-1")
    assert [str(a) for a in s.legal_actions()] == ["s"]
    with pytest.raises(IllegalActionError, match="not enough energy"):
        play(s, "t-g3")


def test_one_spat_per_opponent_per_turn_and_the_winner_moves_on_paying():
    s = spat({"g": "g2"}, "e2", "f2", [(6, 1)])
    k, g = seat(s, "k"), seat(s, "g")
    s = play(s, "p-h2")
    assert s.phase == "move" and s.mover == k and s.turn == 1
    s = play(s, "g2")  # next to Grey again, its second step: 1 energy
    assert not s.must_fight and s.energy[k] == 19
    with pytest.raises(IllegalActionError, match="already fought Grey"):
        s.play(Attack(g))


def test_the_winner_may_take_the_losers_space():
    s = play(spat({"g": "g2"}, "e2", "f2", [(6, 1)]), "p-g1-o")
    k, g = seat(s, "k"), seat(s, "g")
    assert s.at[k] == space_named("g2") and s.at[g] == space_named("g1") and s.moved == 1


def test_the_winner_may_not_take_a_space_next_to_a_cat_on_the_toy_mouse():
    # Grey plays on the Toy Mouse (i1); Black, from g1, beats Orange on h1, beside it. Taking
    # h1 would be moving next to Grey: refused, so Black stays on g1 (issue 29).
    s = with_dice(position(at={"k": "f1", "o": "h1", "g": "i1"}, mover="k"), [(6, 1)])
    k, o = seat(s, "k"), seat(s, "o")
    s = play(s, "g1", "a-3", "s", "b-0", "b-0")
    assert s.phase == PUSH and s.last_spat.winner == k
    assert {str(a) for a in s.legal_actions()} == {"p-h2", "p-g2", "p-i2"}
    with pytest.raises(IllegalActionError,
                       match="Black cannot take Orange's space, h1: Grey is on the Toy Mouse next to it"):
        play(s, "p-h2-o")
    s = play(s, "p-h2")
    assert s.at[k] == space_named("g1") and s.at[o] == space_named("h2") and s.phase == "move"


def test_a_defender_that_wins_may_not_take_a_space_next_to_a_cat_at_the_food_bowl():
    # Black begins its turn on m8 beside Orange (m7); Grey has since come to the Food Bowl (m9).
    s = with_dice(position(at={"k": "m8", "o": "m7", "g": "m9"}, mover="k"), [(1, 6)])
    k, o = seat(s, "k"), seat(s, "o")
    s = play(s, "a-3", "s", "b-0", "b-0")
    assert s.last_spat.winner == o
    assert not any(a.occupy for a in s.legal_actions()) and s.legal_actions()
    with pytest.raises(IllegalActionError, match="Grey is on the Food Bowl next to it"):
        play(s, "p-n8-o")
    s = play(s, "p-n8")
    assert s.at[o] == space_named("m7") and s.at[k] == space_named("n8") and s.turn == 2


def test_the_loser_pushed_onto_the_toy_mouse_keeps_the_winner_off_its_old_space():
    # The Toy Mouse (i1) is free: Orange, beaten on h1, may be pushed onto it; then h1 is next
    # to a cat on the Mouse, and Black may take it only with a push elsewhere.
    s = with_dice(position(at={"k": "f1", "o": "h1"}, mover="k"), [(6, 1)])
    s = play(s, "g1", "a-3", "s", "b-0", "b-0")
    pushes = {str(a) for a in s.legal_actions()}
    assert {"p-i1", "p-h2-o", "p-g2-o"} <= pushes and "p-i1-o" not in pushes
    with pytest.raises(IllegalActionError, match="Orange is on the Toy Mouse next to it"):
        play(s, "p-i1-o")


def test_the_defenders_win_ends_the_attackers_turn():
    s = spat({"g": "g2"}, "e2", "f2", [(1, 6)])
    k, g = seat(s, "k"), seat(s, "g")
    assert s.last_spat.winner == g and s.actor() == g
    assert {str(a) for a in s.legal_actions()} >= {"p-e2", "p-e2-o", "p-f1", "p-f3"}
    s = play(s, "p-e2-o")
    assert s.at[k] == space_named("e2") and s.at[g] == space_named("f2") and s.turn == 2


def test_a_push_goes_only_to_a_free_space_beside_the_loser():
    s = spat({"g": "g2"}, "e2", "f2", [(6, 1)])
    with pytest.raises(IllegalActionError, match="Grey can be pushed to .*, not f2"):
        play(s, "p-f2")
    with pytest.raises(IllegalActionError, match="Grey can be pushed to"):
        play(s, "p-x")


def test_a_push_never_goes_diagonally_round_a_walls_corner():
    # Found by an outside referee (issue 29): Black beats Grey on l4, beside the wall's block
    # at l5; m5 is diagonal to l4, past that block's corner: only m4 lies open between them.
    record = read_record("mansion 1 cats 3 rules - seed 348 actions r i4 j4 k4 a-2 s b-0 b-0 "
                         "p-l4-o a-1 s b-0 b-0")
    s = record.state
    assert s.phase == PUSH and space_named("l4") == s.at[s.last_spat.loser]
    pushes = {str(a) for a in s.legal_actions()}
    assert pushes == {"p-l3", "p-l3-o", "p-m4", "p-m4-o", "p-m3", "p-m3-o", "p-k3", "p-k3-o"}
    with pytest.raises(IllegalActionError, match="can be pushed to .*, not m5"):
        play(s, "p-m5")


def test_the_bids_are_checked_and_the_defender_sees_the_attackers():
    s = position(at={"k": "e2", "g": "g2"}, mover="k", purrs={"k": 0}, energy={"k": 5})
    s = play(s, "f2", "a-1", "s")
    with pytest.raises(IllegalActionError, match="Black has no Purr card left"):
        play(s, "b-p-0")
    with pytest.raises(IllegalActionError, match="not enough energy: 6 bid, 5 held"):
        play(s, "b-6")
    assert [str(a) for a in s.legal_actions()] == ["b-0", "b-3"]
    s = play(s, "b-3")
    assert s.phase == BID_DEFENDER and str(s.spat.attacker_bid) == "b-3"


def test_optional_spats_when_leaving_a_cushion():
    s = position(at={"g": "i4"}, mover="k")  # Black on its cushion h5
    s = play(s, "h4")  # next to Grey: no spat owed
    g = seat(s, "g")
    assert not s.must_fight and Attack(g) in s.legal_actions()
    assert Step(space_named("h3")) in s.legal_actions()
    assert play(s, "e").turn == 2
    assert play(s, "a-1").phase == RETREAT


def test_optional_spat_at_the_turns_start():
    s = position(at={"k": "e2", "g": "f2"}, mover="k")
    g = seat(s, "g")
    assert Attack(g) in s.legal_actions()
    s = play(s, "e3")  # walking away: no spat
    assert not s.must_fight and Attack(g) not in s.legal_actions()


def test_a_cat_not_next_to_the_mover_cannot_be_attacked():
    s = position(at={"k": "e2", "g": "g2"}, mover="k")
    with pytest.raises(IllegalActionError, match="Grey is not next to Black"):
        s.play(Attack(seat(s, "g")))


def test_several_fights_in_the_order_the_mover_picks():
    s = with_dice(position(at={"k": "e2", "g": "g2", "o": "f1"}, mover="k"), [(6, 1)])
    g, o = seat(s, "g"), seat(s, "o")
    s = play(s, "f2")
    assert s.must_fight == {g, o} and set(s.legal_actions()) == {Attack(g), Attack(o)}
    s = play(s, "a-3", "s", "b-0", "b-0", "p-e1")
    assert s.must_fight == {g} and s.legal_actions() == (Attack(g),)
    with pytest.raises(IllegalActionError, match="a spat must be fought first: attack Grey"):
        play(s, "e")


def test_an_owed_spat_goes_when_the_mover_occupies_away():
    s = with_dice(position(at={"k": "f3", "g": "g2", "o": "e2"}, mover="k"), [(6, 1)])
    g, o = seat(s, "g"), seat(s, "o")
    s = play(s, "f2")
    assert s.must_fight == {g, o}
    s = play(s, "a-1", "s", "b-0", "b-0", "p-h2-o")  # Black takes g2: Orange is no longer beside it
    assert not s.must_fight and s.at[seat(s, "k")] == space_named("g2")


def test_close_quarters_a_spat_starts_only_by_stepping_onto_the_cat():
    close = Rules(close=True)
    s = with_dice(position(at={"k": "e2", "g": "g2"}, mover="k", rules=close), [(6, 1)])
    k, g = seat(s, "k"), seat(s, "g")
    s = play(s, "f2")
    assert not s.must_fight and Attack(g) not in s.legal_actions()
    with pytest.raises(IllegalActionError, match="by stepping onto the cat"):
        s.play(Attack(g))
    s = play(s, "g2")  # the attack: a step, paid
    assert s.phase == RETREAT and s.at[k] == space_named("f2") and s.moved == 2 and s.energy[k] == 19
    s = play(s, "s", "b-0", "b-0", "p-g3-o")
    assert s.at[k] == space_named("g2") and s.at[g] == space_named("g3") and s.turn == 1
    with pytest.raises(IllegalActionError, match="already fought Grey"):
        play(s, "g3")


def test_close_quarters_no_attack_on_the_mouse():
    s = position(at={"k": "h2", "g": "i1"}, mover="k", rules=Rules(close=True))
    assert "i1" not in {str(a) for a in s.legal_actions()}


def test_a_loser_with_no_free_space_around_it_stays():
    s = with_dice(position(at={"k": "c1", "g": "a1", "o": "a2", "p": "b2"}, mover="k"), [(6, 1)])
    s = play(s, "b1", "a-1", "s", "b-0", "b-0")
    assert s.phase == PUSH and [str(a) for a in s.legal_actions()] == ["p-x"]
    with pytest.raises(IllegalActionError, match="its space is not free"):
        s.play(Push(None, True))
    s = play(s, "p-x")
    assert s.at[seat(s, "g")] == space_named("a1") and s.must_fight == {seat(s, "p")}
