"""One command line for every game: `python -m game GAME new|play|show|random` (game.__main__),
its records the contract's."""

import pytest

from game.__main__ import run
from game.registry import NAMES, rules

TABLE_SEATS = {"pageant": ("--players", "4"), "clowder": ("--players", "3"), "mansion": ("--cats", "4")}


@pytest.mark.parametrize("name", NAMES)
def test_random_prints_a_record_the_contract_reads(name, capsys):
    seats = TABLE_SEATS.get(name, ())
    assert run([name, "random", *seats, "--seed", "3"]) == 0
    state = rules(name).read_record(capsys.readouterr().out)
    assert state.is_over()


@pytest.mark.parametrize("name", sorted(TABLE_SEATS))
def test_new_then_show_and_play_by_the_record(name, capsys):
    assert run([name, "new", *TABLE_SEATS[name], "--seed", "5"]) == 0
    record = capsys.readouterr().out.strip()
    start = rules(name).read_record(record)
    assert start == rules(name).new(start.seats, 5)
    assert run([name, "show", record]) == 0 and capsys.readouterr().out
    assert run([name, "play", record, "zz§"]) == 2
    assert "zz§" in capsys.readouterr().err


def test_an_unknown_game_is_refused_naming_the_games(capsys):
    for argv in ([], ["chess", "new"]):
        assert run(argv) == 2
        err = capsys.readouterr().err
        assert all(name in err for name in NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_usage_errors_name_the_new_command(name, capsys):
    with pytest.raises(SystemExit) as leaving:
        run([name, "no-such-command"])
    assert leaving.value.code == 2
    assert f"python -m game {name}" in capsys.readouterr().err
