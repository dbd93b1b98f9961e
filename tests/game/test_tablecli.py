"""What Clowder's and Cat's Mansion's own command lines (`python -m game.clowder`,
`python -m game.mansion`) share: `show` says the state, and with --log every action; `random`
plays a seeded legal game to its end; bad input exits 2 with one line on stderr quoting it.
Each game's other commands are tested in tests/<game>/test_cli.py."""

from __future__ import annotations

import pytest

from game.clowder import cli as clowder_cli
from game.clowder import describe as clowder_describe
from game.clowder import record as clowder_record
from game.mansion import Rules
from game.mansion import cli as mansion_cli
from game.mansion import describe as mansion_describe
from game.mansion import playout as mansion_playout
from game.mansion import record as mansion_record
from tests.support.helpers import run_in_process


def clowder_shown() -> tuple[tuple, object, str]:
    actions, state = clowder_cli.random_game(3, 3)
    return actions, state, clowder_record.write_record(3, 3, actions)


def mansion_shown() -> tuple[tuple, object, str]:
    actions, state = mansion_playout.random_game(3, 3, Rules(shorter=True), eager=0.95)
    return actions, state, mansion_record.write_record(3, Rules(shorter=True), 3, actions)


GAMES = {  # game: (its command line, its states in words, its record reader)
    "clowder": (clowder_cli.run, clowder_describe.say_state, clowder_record.read_record),
    "mansion": (mansion_cli.run, mansion_describe.say_state, mansion_record.read_record),
}
SHOWN = {"clowder": clowder_shown, "mansion": mansion_shown}  # a finished game and its record
RANDOM = {  # game: the arguments of `random`, and the number of seats they ask for
    "clowder": (("--players", "3", "--seed", "3"), "players"),
    "mansion": (("--cats", "3", "--seed", "3", "--rules", "s"), "cats"),
}


@pytest.mark.parametrize("game", GAMES)
def test_show_says_the_state_and_with_log_every_action(game):
    run, say_state, _ = GAMES[game]
    actions, state, record = SHOWN[game]()
    status, out, _ = run_in_process(run, "show", record)
    assert status == 0 and out == say_state(state) + "\n"
    status, out, _ = run_in_process(run, "show", record, "--log")
    assert status == 0 and len(out.splitlines()) == len(actions) + len(say_state(state).splitlines())
    assert "Winner:" in out


@pytest.mark.parametrize("game", GAMES)
def test_random_plays_a_legal_game_to_its_end(game):
    run, _, read_record = GAMES[game]
    args, seats = RANDOM[game]
    status, out, _ = run_in_process(run, "random", *args)
    record = read_record(out)
    assert status == 0 and record.state.is_over and getattr(record, seats) == 3 and record.seed == 3
    assert run_in_process(run, "random", *args)[1] == out  # seeded


@pytest.mark.parametrize("game, args, quoted", [
    ("clowder", ("play", "clowder 1 players 4 seed 7 actions", "O1", "O1"),
     "'O1': action number 2 given: a cat is on O1"),
    ("clowder", ("play", "clowder 1 players 4 seed 7 actions", "zz"), "'zz'"),
    ("clowder", ("play", "nonsense", "O1"), "'nonsense'"),
    ("clowder", ("show", "clowder 1 players 9 seed 7 actions"), "not 9"),
    ("clowder", ("new", "--players", "5", "--seed", "1"), "not 5"),
    ("clowder", ("new", "--players", "two"), "'two'"),
    ("mansion", ("play", "mansion 1 cats 5 rules - seed 7 actions", "r", "e"),
     "'e': action number 2 given:"),
    ("mansion", ("play", "mansion 1 cats 5 rules - seed 7 actions", "zz"), "'zz'"),
    ("mansion", ("play", "nonsense", "r"), "'nonsense'"),
    ("mansion", ("show", "mansion 1 cats 9 rules - seed 7 actions"), "not 9"),
    ("mansion", ("new", "--cats", "6", "--seed", "1"), "not 6"),
    ("mansion", ("new", "--cats", "3", "--rules", "x"), "'x'"),
    ("mansion", ("new", "--cats", "two"), "'two'"),
])
def test_bad_input_exits_2_with_one_line_quoting_it(game, args, quoted):
    status, out, err = run_in_process(GAMES[game][0], *args)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and quoted in err
