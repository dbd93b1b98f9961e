"""What the three table games' links share (web/kit/table/link.py, web/kit/fields.py): a length cap
above any real game, unknown or repeated keys refused by name, a seed in ASCII digits only,
and errors that are the link's own ValueError subclass, name the field and quote at most
game.text's QUOTE_LIMIT characters."""

from __future__ import annotations

import time

import pytest

from game.text import QUOTE_LIMIT
from tests.support.parsing_rule import MESSAGE_LIMIT
from web.clowder import link as clowder_link
from web.kit import fields
from web.kit.table.link import FIELDS_ROOM, SeatedLink, link_cap, write_table_link
from web.kit.table.seats import NAME_LIMIT, NAME_TEXT, PERSON, Seat, seats_text
from web.mansion import link as mansion_link
from web.pageant import link as pageant_link

LINKS = {  # a game's link module and a good link of it
    "pageant": (pageant_link, "game=pageant&seed=1&seats=pAnn,e,m&votes=123.456"),
    "clowder": (clowder_link, "game=clowder&seed=1&seats=pAnn,e&moves=O7.O1"),
    "mansion": (mansion_link, "game=mansion&seed=1&rules=sb&seats=pAnn,e,m&moves=r"),
}


def refusal(module, fragment: str) -> str:
    """The message of the link's own error for `fragment` (the test fails on anything else)."""
    with pytest.raises(ValueError) as info:
        module.decode(fragment)
    assert type(info.value) is module.LinkError, repr(info.value)
    return str(info.value)


@pytest.mark.parametrize("game", LINKS)
def test_the_good_links_read(game):
    module, good = LINKS[game]
    assert module.encode(module.decode(good)) == good


@pytest.mark.parametrize("game", LINKS)
@pytest.mark.parametrize("digit", ["٢", "５", "²", "¹", "𝟓"])
def test_a_seed_in_other_digits_than_ascii_is_refused_naming_the_seed(game, digit):
    """'٢' read as 2 and '５' as 5; '²' gave a bare ValueError from int()."""
    module, good = LINKS[game]
    assert "the seed" in refusal(module, good.replace("seed=1", f"seed={digit}"))
    assert "the seed" in refusal(module, good.replace("seed=1", f"seed=1{digit}"))


@pytest.mark.parametrize("game", LINKS)
@pytest.mark.parametrize("seed", ["-1", "+1", " 1", "1 ", "0x1", "1e3", "", "2147483648", "9" * 4400])
def test_a_seed_that_is_not_a_whole_number_in_range_is_refused(game, seed):
    module, good = LINKS[game]
    assert "seed" in refusal(module, good.replace("seed=1", f"seed={seed}"))


@pytest.mark.parametrize("game", LINKS)
@pytest.mark.parametrize("extra", ["vote=555.555", "move=O7", "Seed=1", "x=", "=1"])
def test_an_unknown_key_is_refused_by_its_name(game, extra):
    """The pageant's link dropped `vote=555.555` and opened a fresh game."""
    module, good = LINKS[game]
    key = extra.split("=")[0]
    assert f"unknown key {key!r}" in refusal(module, f"{good}&{extra}")


@pytest.mark.parametrize("game", LINKS)
@pytest.mark.parametrize("key", ["game", "seed", "seats"])
def test_a_key_given_twice_is_refused_by_its_name(game, key):
    module, good = LINKS[game]
    value = dict(part.split("=") for part in good.split("&"))[key]
    assert f"{key!r} twice" in refusal(module, f"{good}&{key}={value}")


@pytest.mark.parametrize("game", LINKS)
def test_a_link_longer_than_its_cap_is_refused_at_once_naming_the_link(game):
    """The table games' links had no cap: a 200,000-character pageant link took seconds."""
    module, good = LINKS[game]
    moves = "votes" if game == "pageant" else "moves"
    at_cap = good + "&x=" + "1" * (module.MAX_LENGTH - len(good) - 3)
    assert len(at_cap) == module.MAX_LENGTH
    assert "unknown key 'x'" in refusal(module, at_cap)  # read to the keys: not refused for its length
    long = good.split(f"&{moves}=")[0] + f"&{moves}=" + ".".join(["123"] * 70_000)
    start = time.thread_time()
    message = refusal(module, long)
    assert time.thread_time() - start < 0.05
    assert f"link is {len(long)} characters long" in message and str(module.MAX_LENGTH) in message


@pytest.mark.parametrize("game", LINKS)
@pytest.mark.parametrize("where", ["seats", "seed", "moves", "key", "part"])
def test_a_message_quotes_at_most_the_quote_limit(game, where):
    """Messages quoted the whole input: 200,000 characters in, 200,000 out."""
    module, good = LINKS[game]
    long = "q" * 10_000  # under every cap
    fragment = {"seats": f"game={game}&seed=1&seats={long}",
                "seed": f"game={game}&seed={long}&seats=e,e,e",
                "moves": good.replace("=r", f"={long}").replace("=O7.O1", f"={long}").replace(
                    "=123.456", f"={long}"),
                "key": f"{good}&{long}=1",
                "part": f"{good}&{long}"}[where]
    message = refusal(module, fragment)
    assert len(message) <= MESSAGE_LIMIT and "q" * (QUOTE_LIMIT + 1) not in message


def test_the_fields_quote_with_the_one_definition():
    from game.text import shown

    assert fields.shown is shown


@pytest.mark.parametrize("text", ["\ud800", "a\udfffb", "%41\ud800"])
def test_a_lone_surrogate_is_the_callers_error_not_a_unicode_error(text):
    """A lone surrogate gave UnicodeEncodeError from web/kit/fields.py."""
    class NameError_(ValueError):
        pass

    with pytest.raises(NameError_, match="not UTF-8"):
        fields.unquote(text, NameError_)


@pytest.mark.parametrize("game", LINKS)
def test_a_long_link_with_its_hash_is_refused_before_it_is_copied(game):
    """Taking the '#' off copied the whole text before its length was looked at (100,000,000
    characters: 0.3 s)."""
    module, good = LINKS[game]
    fragment = "#" + good + "9" * 100_000_000
    start = time.thread_time()
    assert "characters long" in refusal(module, fragment)
    assert time.thread_time() - start < 0.02
    assert module.decode("#" + good) == module.decode(good)


def test_a_link_is_written_as_its_game_its_seed_and_its_fields_in_order():
    seats = (Seat(PERSON, "Ann Lee"), Seat("hard"))
    assert seats_text(seats) == "pAnn%20Lee,h"
    assert (write_table_link("mansion", 12, ("rules", "s"), ("seats", seats_text(seats)), ("moves", "r.e"))
            == "game=mansion&seed=12&rules=s&seats=pAnn%20Lee,h&moves=r.e")
    assert SeatedLink(seats, 12) == SeatedLink(seats, 12) and SeatedLink(seats, 12).seed == 12


def test_a_links_cap_holds_its_record_and_the_longest_seats():
    assert link_cap(1000, 4) == 1000 + FIELDS_ROOM + 4 * NAME_TEXT
    for module, _ in LINKS.values():
        longest = module.GAME_NAME + ",".join(["p" + "%F0%9F%90%88" * NAME_LIMIT] * 3)
        assert len(longest) + FIELDS_ROOM < module.MAX_LENGTH
