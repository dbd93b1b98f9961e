"""The reasons a Clowder hint gives (game/clowder/reasons.py): every claim true of the state,
checked with the rules' own pieces (the leaps out of each area, the move order, play), in
random games at every table size; never hanging on the bag's draws or on the secret tokens
picked before; well formed."""

from __future__ import annotations

import itertools
import random
import re
from collections import Counter

from game.clowder import CAUGHT, CHOOSE, PLACE, State
from game.clowder.actions import BuyKey, GiveLife, Move, Place
from game.clowder.board import BY_NAME, TOWER
from game.clowder.contract import RULES, Table
from game.clowder.pieces import COLOURS, NYX, TOKENS, TREATS_PER_KEY, WIN_CATCHES
from game.clowder.reasons import hint_reason
from game.clowder.rules import area_leaps, move_order
from game.clowder.seen import seen_by
from tests.clowder.states import deciders, random_game_states
from tests.support.reasons import assert_one_clause

GAMES_A_TABLE = 3
EVERY = 3  # every third position of each game


def positions():
    """(state, seat, choices) at positions of random games, every table size."""
    for players in (2, 3, 4):
        for seed in range(GAMES_A_TABLE):
            for state in random_game_states(players, seed)[::EVERY]:
                for seat in deciders(state):
                    choices = state.allowed_tokens(seat) if state.phase == CHOOSE else state.legal_actions()
                    yield state, seat, choices


def leaps_onto(state: State, roof: int, target: int) -> bool:
    """Whether a piece on `roof` could leap onto `target` with some token."""
    return any(leap.to == target for token in TOKENS
               for leap in area_leaps(roof, state.rotations[roof], token, state.broken))


def check_token(state: State, seat: int, token: int, reason: str, names) -> str:
    """Where a token's reason puts the seat, against every pick the others may make."""
    others = [o for o in range(state.players) if o != seat]
    places = set()
    for combo in itertools.product(*(state.allowed_tokens(o) for o in others)):
        tokens = list(combo)
        tokens.insert(seat, token)
        places.add(move_order(tuple(tokens), state.holder).index(seat))
        order = move_order(tuple(tokens), state.holder)
        if "before" in reason:
            named = re.fullmatch(r"with a \d you move before (.+), whatever they pick", reason)[1]
            for other in others:
                if names[other] in re.split(r", | and ", named):
                    assert order.index(seat) < order.index(other)
    assert reason.startswith(f"with a {token} ")
    if "first" in reason:
        assert places == {0}
    elif "last" in reason:
        assert places == {state.players - 1}
    return "token"


def check_landing(state: State, seat: int, cat: int, roof: int, reason: str, names) -> str:
    """What a landing's (or a placing's) reason says of `roof`, from the rules' leaps."""
    victim = state.cat_at(roof)
    if reason.startswith("it catches "):
        label = f"{names[victim[0]]}'s {('first', 'second')[victim[1]]} cat"
        assert victim[0] != seat and reason.startswith(f"it catches {label}")
        if reason.endswith(": a life marker for it would be your third catch, and win the game"):
            assert state.caught[seat] == WIN_CATCHES - 1
        return "catch"
    gate = re.fullmatch(r"from (\w+), a (\d) next round takes it into the tower with your (\w+) key", reason)
    if gate:
        token, colour = int(gate[2]), COLOURS.index(gate[3])
        assert BY_NAME[gate[1]] == roof and state.colours[roof] == colour and state.keys[seat][colour]
        assert token != (state.tokens[seat] if state.tokens else state.last_tokens[seat])
        assert any(leap.to == TOWER for leap in area_leaps(roof, state.rotations[roof], token, state.broken))
        return "gate"
    treat = re.fullmatch(r"it takes .+: 3 (\w+) treats, enough for a (\w+) key", reason)
    if treat:
        colour = COLOURS.index(treat[1])
        assert treat[1] == treat[2] and state.key_supply[colour]
        held = state.hands[seat][colour]
        assert held < TREATS_PER_KEY <= held + state.treats[roof].count(colour)
        return "treat"
    safe = re.fullmatch(r"none of the others' cats nor Nyx can leap onto (\w+) from where they stand", reason)
    assert safe and BY_NAME[safe[1]] == roof, reason
    pieces = [r for o in range(state.players) if o != seat for r in state.cats[o] if r not in (None, TOWER)]
    pieces += [state.nyx] if state.nyx is not None else []
    assert not any(leaps_onto(state, piece, roof) for piece in pieces)
    before = state.cats[seat][cat] if state.phase != PLACE else None
    assert before is None or any(leaps_onto(state, piece, before) for piece in pieces)
    return "safe"


def check_gate_key(state: State, seat: int, roof: int, key: str, names) -> None:
    """`key` ("Ann's blue key") is held by another seat, and opens the tower from `roof`."""
    owner, colour = re.fullmatch(r"(.+)'s (\w+) key", key).groups()
    other = names.index(owner)
    assert other != seat and state.keys[other][COLOURS.index(colour)]
    assert state.colours[roof] == COLOURS.index(colour) and roof not in state.broken
    assert any(leap.to == TOWER for t in TOKENS
               for leap in area_leaps(roof, state.rotations[roof], t, state.broken))


def check_nyx(state: State, seat: int, roof: int, reason: str, names) -> str:
    """A move of Nyx onto an empty roof: the gate she bars, or the one she breaks."""
    assert state.cat_at(roof) is None
    bars = re.fullmatch(r"no cat lands on Nyx's roof, and (\w+) is a gate to the tower for (.+)", reason)
    if bars:
        assert BY_NAME[bars[1]] == roof
        check_gate_key(state, seat, roof, bars[2], names)
        after = state.play(Move(NYX, roof))
        assert after.nyx == roof and not any(r == roof for cats in after.cats for r in cats)
        return "nyx"
    breaks = re.fullmatch(r"(\w+), the roof Nyx leaves, breaks: a gate to the tower for (.+)", reason)
    assert breaks and BY_NAME[breaks[1]] == state.nyx, reason
    check_gate_key(state, seat, state.nyx, breaks[2], names)
    assert state.nyx in state.play(Move(NYX, roof)).broken
    return "nyx"


def check_life(state: State, seat: int, reason: str, names) -> str:
    """A life marker given: the catcher's catches after it, short of a win; treats kept."""
    catcher = state.catch[2]
    said = re.fullmatch(r"you keep your treats, and (.+)'s catches come to (\d) of the (\d) that win", reason)
    assert said and said[1] == names[catcher] and int(said[3]) == WIN_CATCHES, reason
    after = state.play(GiveLife())
    assert after.caught[catcher] == int(said[2]) < WIN_CATCHES and after.winner is None
    assert after.hands[seat] == state.hands[seat] and any(state.hands[seat])
    return "life"


def check_claim(state: State, seat: int, choice, reason: str, names) -> str:
    """Assert what `reason` says of `choice` holds in `state`; its kind."""
    if state.phase == CHOOSE:
        return check_token(state, seat, choice, reason, names)
    if isinstance(choice, Move) and choice.hex == TOWER:
        after = state.play(choice)
        assert reason == "it enters the tower and wins the game" and after.winner == seat
        return "tower"
    if isinstance(choice, Move) and choice.cat == NYX and state.cat_at(choice.hex) is None:
        return check_nyx(state, seat, choice.hex, reason, names)
    if isinstance(choice, Move):
        if reason.startswith("it catches"):
            assert state.play(choice).phase == CAUGHT
        return check_landing(state, seat, choice.cat, choice.hex, reason, names)
    if isinstance(choice, Place):
        assert state.placing[0][1] != NYX
        return check_landing(state, seat, state.placing[0][1], choice.hex, reason, names)
    if isinstance(choice, BuyKey):
        colour = COLOURS[choice.colour]
        opens = re.fullmatch(rf"a {colour} key opens the tower from (\w+), a {colour} roof", reason)
        if opens:
            roof = BY_NAME[opens[1]]
            assert roof not in state.broken and state.colours[roof] == choice.colour
            assert any(leap.to == TOWER for t in TOKENS
                       for leap in area_leaps(roof, state.rotations[roof], t, state.broken))
            return "key"
        assert reason == "keys count at the round limit, after catches"
        return "key"
    if isinstance(choice, GiveLife):
        return check_life(state, seat, reason, names)
    assert reason.startswith("a life marker would be the third catch of ")
    assert state.caught[state.catch[2]] == WIN_CATCHES - 1
    return "flee"


def test_every_reason_is_true_of_the_state_and_well_formed():
    kinds = Counter()
    for state, seat, choices in positions():
        names = tuple("You" if s == seat else f"Guest {s}" for s in range(state.players))
        seen = seen_by(state, seat)
        for choice in choices:
            reason = hint_reason(seen, seat, choice, names)
            if reason is None:
                continue
            assert_one_clause(reason)
            assert "You" not in reason and "your's" not in reason, reason
            kinds[check_claim(state, seat, choice, reason, names)] += 1
    assert set(kinds) == {"token", "catch", "treat", "safe", "key", "tower", "gate", "flee", "nyx",
                          "life"}, kinds


def test_a_reason_never_hangs_on_what_the_seat_cannot_see():
    rng = random.Random(5)
    for state, seat, choices in positions():
        table = Table(state)
        seen = table.seen_by(seat) if state.phase != CHOOSE else seen_by(state, seat)
        other = RULES.sample(seen, seat, rng).seen_by(seat) if state.phase != CHOOSE else seen_by(
            state.with_seed(rng.getrandbits(31)), seat)
        for choice in choices:
            assert hint_reason(seen, seat, choice) == hint_reason(other, seat, choice)


def test_nyx_moved_onto_a_gate_or_off_one_says_whose_key_it_bars():
    """Both of Nyx's reasons (a gate she lands on, a gate she breaks by leaving), true of the
    state, over more games than the test above (a move of Nyx is one decision a round)."""
    said = Counter()
    for players in (2, 3, 4):
        for seed in range(30):
            for state in random_game_states(players, seed):
                if state.phase == CHOOSE or state.nyx is None:
                    continue
                seat = state.actor()
                names = tuple("You" if s == seat else f"Guest {s}" for s in range(state.players))
                seen = seen_by(state, seat)
                for choice in state.legal_actions():
                    if isinstance(choice, Move) and choice.cat == NYX and state.cat_at(choice.hex) is None:
                        reason = hint_reason(seen, seat, choice, names)
                        if reason is not None:
                            check_nyx(state, seat, choice.hex, reason, names)
                            said["breaks" if "breaks" in reason else "bars"] += 1
    assert set(said) == {"bars", "breaks"}, said
