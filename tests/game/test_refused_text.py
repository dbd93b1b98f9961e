"""Text a reader cannot read is refused, with a message quoting what is wrong: each game's
record text, each game's link, and Cat Herders' turn text. One test, a table a reader.

How each table's second column is looked for in the message: `in` (as it stands), `repr`
(quoted with repr), `repr40` (its first 40 characters, quoted with repr), `match` (a regular
expression searched for), `raised` (the refusal alone)."""

import re
import time

import pytest

from game import clowder, mansion, pageant
from game.catherders import NotationError, Turn, get_board
from game.clowder import record as clowder_record
from game.clowder.record import read_record as read_clowder_record
from game.mansion import record as mansion_record
from game.pageant import record as pageant_record
from web.catherders.sharing import link as shared_link
from web.clowder import link as clowder_link
from web.mansion import link as mansion_link
from web.pageant import link as pageant_link

HEX6 = get_board("hex6")

READERS = {  # reader: (read, the error it raises)
    "catherders turn": (lambda text: Turn.parse(text, HEX6), NotationError),
    "catherders link": (shared_link.decode, shared_link.LinkError),
    "clowder link": (clowder_link.decode, clowder_link.LinkError),
    "clowder record": (read_clowder_record, clowder.RecordError),
    "mansion link": (mansion_link.decode, mansion_link.LinkError),
    "mansion record": (mansion.read_record, mansion.RecordError),
    "pageant link": (pageant_link.decode, pageant_link.LinkError),
    "pageant record": (pageant.read_record, pageant.RecordError),
}


def cases(reader: str, how: str, rows: list) -> list:
    return [pytest.param(reader, how, text, quoted, id=f"{reader}-{how}-{n}")
            for n, (text, quoted) in enumerate(rows)]


@pytest.mark.parametrize("reader, how, text, quoted", [
    *cases("catherders turn", "repr", [
        ("pass e5>f6", "pass e5>f6"),
        ("z9", "z9"),
        ("a3-", "a3-"),
        ("a3-b", "a3-b"),
        ("b2-d4-f6", "b2-d4-f6"),
        ("b2-d4 e5", "b2-d4 e5"),
        ("b2-d4 e5>", "b2-d4 e5>"),
        ("b2-d4 e5>f6>f7>f8", "b2-d4 e5>f6>f7>f8"),
        ("b2-d4 x", "b2-d4 x"),
        ("b2-d4 xz1", "b2-d4 xz1"),
        ("b2-d4 e5>q1", "b2-d4 e5>q1"),
        ("B2-D4", "B2-D4"),
        ("PASS", "PASS"),
        ("a12", "a12"),
        ("a0", "a0"),
        ("e5>f6", "e5>f6"),
    ]),
    *cases("catherders link", "match", [
        ("", "no version"),
        ("hello", "key=value"),
        ("v=3", "version '3'"),
        ("v=1&t=AB", "v=1 writes its turns as turns="),
        ("v=2&turns=a2", "v=2 writes its turns as t="),
        ("v=1&you=green", "you='green'"),
        ("v=1&match=xyz", "match='xyz'"),
        ("v=1&colour=blue", "unknown key 'colour'"),
        ("v=1&seed=1&seed=2", "twice"),
        ("v=1&rules=chess", "rules"),
        ("v=1&variants=escort,fly", "fly"),
        ("v=1&board=hex4", "hex4"),
        ("v=1&cats=8", "cats 8"),
        ("v=1&seed=-3", "seed"),
        ("v=1&seed=\u0663", "seed"),
        ("v=1&blue=robot", "robot"),
        ("v=1&turns=a2,,a3", "empty turn"),
        ("v=1&start=hex6_b_b:z9_r:-_c:-_0-0_15-15", "z9"),
    ]),
    *cases("clowder link", "in", [
        ("game=clowder&seed=1&seats=pA,e&moves=O7.Q9", "'Q9'"),
        ("game=clowder&seed=1&seats=pA,e&moves=O7.t4", "'t4'"),
        ("game=clowder&seed=x1&seats=pA,e&moves=", "'x1'"),
        ("game=clowder&seed=2147483648&seats=pA,e&moves=", "'2147483648'"),
        ("game=clowder&seed=1&seats=pA,q&moves=", "'q'"),
        ("game=clowder&seed=1&seats=pA&moves=", "'pA'"),
        ("game=clowder&seed=1&seats=pA,e,e,e,e&moves=", "not 5"),
        ("game=clowder&seed=1&seats=p%ZZ,e&moves=", "'%ZZ'"),
        ("game=clowder&seed=1&moves=", "no seats"),
        ("game=clowder&seed=1&seed=2&seats=pA,e", "'seed' twice"),
        ("game=clowder&seed", "'seed' is not of the form"),
        ("game=clowder&seed=1&seats=pA,e&votes=", "unknown key 'votes'"),
        ("game=pageant&seed=1&seats=pA,e,e", "not a Clowder link"),
    ]),
    *cases("clowder record", "repr40", [
        ("", ""),
        ("pageant 1 players 3 seed 1 votes", "pageant 1 players 3 seed 1 votes"),
        ("clowder 2 players 3 seed 1 actions", "clowder 2 players 3 seed 1 actions"),
        ("clowder 1 players 3 seed 1", "clowder 1 players 3 seed 1"),
        ("clowder 1 players three seed 1 actions", "three"),
        ("clowder 1 players 3 seed -1 actions", "-1"),
        ("clowder 1 players 3 seed ² actions", "²"),
        ("clowder 1 players 3 seed 1 actions O1 O3 zz", "zz"),
        ("clowder 1 players 3 seed 1 actions O1 t12", "t12"),
    ]),
    *cases("clowder record", "match", [
        ("clowder 1 players 5 seed 1 actions", "2 to 4 players, not 5"),
        ("clowder 1 players 1 seed 1 actions", "not 1"),
        ("clowder 1 players 3 seed 2147483648 actions", "2147483647"),
        (b"clowder 1", "text, not bytes"),
    ]),
    *cases("mansion link", "in", [
        ("game=mansion&seed=1&rules=-&seats=pA,e,e&moves=zz9", "'zz9'"),
        ("game=mansion&seed=1&rules=-&seats=pA,e,e&moves=r.b-q", "'b-q'"),
        ("game=mansion&seed=x1&rules=-&seats=pA,e,e&moves=", "'x1'"),
        ("game=mansion&seed=2147483648&rules=-&seats=pA,e,e&moves=", "'2147483648'"),
        ("game=mansion&seed=1&rules=bs&seats=pA,e,e&moves=", "'bs'"),
        ("game=mansion&seed=1&rules=x&seats=pA,e,e&moves=", "'x'"),
        ("game=mansion&seed=1&rules=-&seats=pA,q,e&moves=", "'q'"),
        ("game=mansion&seed=1&rules=-&seats=pA,e&moves=", "not 2"),
        ("game=mansion&seed=1&rules=-&seats=pA,e,e,e,e,e&moves=", "not 6"),
        ("game=mansion&seed=1&rules=-&seats=p%ZZ,e,e&moves=", "'%ZZ"),
        ("game=mansion&seed=1&moves=", "no seats"),
        ("game=mansion&seed=1&seed=2&seats=pA,e,e", "'seed' twice"),
        ("game=mansion&seed", "'seed' is not of the form"),
        ("game=mansion&seed=1&seats=pA,e,e&votes=", "unknown key 'votes'"),
        ("game=clowder&seed=1&seats=pA,e,e", "not a Cat's Mansion link"),
    ]),
    *cases("mansion record", "repr40", [
        ("", ""),
        ("clowder 1 players 3 seed 1 actions", "clowder 1 players 3 seed 1 actions"),
        ("mansion 2 cats 3 rules - seed 1 actions", "mansion 2 cats 3 rules - seed 1 actions"),
        ("mansion 1 cats 3 rules - seed 1", "mansion 1 cats 3 rules - seed 1"),
        ("mansion 1 cats three rules - seed 1 actions", "three"),
        ("mansion 1 cats 3 rules x seed 1 actions", "x"),
        ("mansion 1 cats 3 rules - seed -1 actions", "-1"),
        ("mansion 1 cats 3 rules - seed ² actions", "²"),
        ("mansion 1 cats 3 rules - seed 1 actions r zz", "zz"),
    ]),
    *cases("mansion record", "match", [
        ("mansion 1 cats 6 rules - seed 1 actions", "3 to 5 cats, not 6"),
        ("mansion 1 cats 2 rules - seed 1 actions", "not 2"),
        ("mansion 1 cats 3 rules - seed 2147483648 actions", "2147483647"),
        (b"mansion 1", "text, not bytes"),
    ]),
    *cases("pageant link", "in", [
        ("game=pageant&seed=1&seats=pA,e,e&votes=12", "'12'"),
        ("game=pageant&seed=x1&seats=pA,e,e&votes=", "'x1'"),
        ("game=pageant&seed=1&seats=pA,q,e&votes=", "'q'"),
        ("game=pageant&seed=1&seats=pA,e&votes=", "'pA,e'"),
        ("game=pageant&seed=1&seats=pA,e,e,e,e,e,e,e&votes=", "not 8"),
        ("game=pageant&seed=1&seats=p%ZZ,e,e&votes=", "'%ZZ'"),
        ("game=pageant&seed=1&votes=", "no seats"),
        ("game=pageant&seed=1&seed=2&seats=pA,e,e", "'seed' twice"),
        ("game=pageant&seed", "'seed' is not of the form"),
        ("game=catherders&seed=1&seats=pA,e,e", "not a pageant link"),
    ]),
    *cases("pageant record", "in", [
        ("catherders 1 players 5 seed 7 votes", "catherders 1 players"),
        ("pageant 2 players 5 seed 7 votes", "pageant 2 players"),
        ("pageant 1 players 5 seed 7", "pageant 1 players 5 seed 7"),
        ("", "''"),
        ("pageant 1 players 5 seed 7 votes 7671", "7671"),       # a vote one digit short
        ("pageant 1 players 5 seed 7 votes 767170", "767170"),   # a digit too many, and a 0
        ("pageant 1 players 3 seed 7 votes 7a7", "7a7"),
        ("pageant 1 players 3 seed 7 votes 707", "707"),         # 0 is not a cat
        ("pageant 1 players 3 seed seven votes", "seven"),
        ("pageant 1 players 3 seed -4 votes", "-4"),
        ("pageant 1 players 3 seed 99999999999 votes", "99999999999"),
        ("pageant 1 players 3 seed 4294967295 votes", "4294967295"),
        ("pageant 1 players three seed 7 votes", "three"),
        ("pageant 1 players 8 seed 7 votes", "8"),
        ("pageant 1 players 2 seed 7 votes", "2"),
        ("pageant 1 players 0 seed 7 votes", "0"),
    ]),
    *cases("pageant record", "raised", [
        (b"pageant 1 players 3 seed 7 votes", None),
    ]),
])
def test_text_that_cannot_be_read_is_refused_quoting_what_is_wrong(reader, how, text, quoted):
    read, error = READERS[reader]
    with pytest.raises(error) as caught:
        read(text)
    message = str(caught.value)
    if how == "in":
        assert quoted in message
    elif how == "repr":
        assert repr(quoted) in message
    elif how == "repr40":
        assert repr(quoted[:40]) in message
    elif how == "match":
        assert re.search(quoted, message)
    else:
        assert how == "raised"
    if reader.endswith(" link") and not reader.startswith("catherders"):
        assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize("reader, module, text", [
    ("clowder record", clowder_record, "clowder 1 players 3 seed 1 actions" + " e" * 100_000),
    ("mansion record", mansion_record, "mansion 1 cats 3 rules - seed 1 actions" + " r" * 100_000),
    ("pageant record", pageant_record, "pageant 1 players 3 seed 1 votes" + " 111" * 50_000),
])
def test_a_record_longer_than_its_cap_is_refused_at_once(reader, module, text):
    """The records had no cap: 200,000 characters of the pageant's took 7 s to read."""
    read, error = READERS[reader]
    start = time.thread_time()
    with pytest.raises(error, match=f"at most {module.MAX_LENGTH} characters"):
        read(text)
    assert time.thread_time() - start < 0.05
