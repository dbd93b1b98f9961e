"""The shared link: a game's fragment, written and read back, and bad links."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.catherders import Game, Rules
from web.catherders.session import Session
from web.catherders.sharing.link import GameSpec, LinkError, decode, encode


def test_default_game_fragment_is_readable():
    """The fragment spells out the options in plain words."""
    assert encode(GameSpec(seed=42)) == "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=42"


def test_turns_use_only_characters_a_url_fragment_allows():
    """Spaces become '_' and '>' becomes '~'; nothing needs percent-escaping."""
    spec = GameSpec(turns=["b2-d4 e5>f6 d3>d2", "a3"])
    text = encode(spec)
    assert "turns=b2-d4_e5~f6_d3~d2,a3" in text
    allowed = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/?")
    assert set(text) <= allowed
    assert decode("#" + text).turns == spec.turns


@pytest.mark.parametrize("ruleset, variants, board, setup, cats, seed", [
    ("designer", "", "hex6", "beginner", 9, 0),
    ("alternate", "escort,capture3,double-step", "sq9", "advanced", 5, 123456),
    ("designer", "double-step", "hex9", "empty", 25, 7),
])
def test_options_round_trip(ruleset, variants, board, setup, cats, seed):
    """Every option survives encode then decode."""
    spec = GameSpec(Rules.parse(ruleset, variants), board, setup, cats, seed,
                    players=("human", "ai-hard"))
    again = decode(encode(spec))
    assert (again.rules, again.board, again.setup, again.cats, again.seed, again.players) == \
        (spec.rules, board, setup, cats, seed, ("human", "ai-hard"))


def test_a_custom_start_position_round_trips():
    """A start given as a position (from an imported record) travels in the link."""
    text = "hex6 r b:a1,f11 r:f1,k11 c:c4,c5,d7,e5,f7,g4,h9,i6,i9 0-0 13-13"
    spec = decode(encode(GameSpec(start_text=text)))
    assert str(spec.start()) == text


def test_percent_escaped_fragments_still_read():
    """A browser may escape '>' or '~': the link still opens."""
    assert decode("v=1&turns=a2_b3%3Ec3").turns == ["a2 b3>c3"]


def test_an_illegal_turn_in_a_link_names_the_turn():
    """A link whose second turn breaks the rules says so, quoting the turn."""
    with pytest.raises(LinkError, match=r"turn 2 of the link: illegal turn 'a2'"):
        Session.from_fragment("v=1&seed=7&turns=a2,a2")


def test_a_link_with_a_bad_fifth_turn_keeps_the_four_before_it():
    """replay_legal() plays the four legal turns and names the fifth: its number, its text,
    why it was refused, and the link's text from it on (to be copied); up_to(4) is the
    game it opens."""
    game = Game(GameSpec(seed=7).start())
    rng = random.Random(3)
    for _ in range(4):
        game.random_turn(rng)
    legal = [str(t) for t in game.turns]
    spec = decode(encode(GameSpec(seed=7, turns=legal + ["a1", "k10 j9>i8"])))
    played, refused = spec.replay_legal()
    assert [str(t) for t in played.turns] == legal
    assert (refused.number, refused.text) == (5, "a1")
    assert refused.reason == "illegal turn 'a1': a1 is not empty"
    assert refused.rest == "a1,k10_j9~i8"
    assert str(refused) == "turn 5 of the link was refused: illegal turn 'a1': a1 is not empty"
    shown = spec.up_to(4)
    assert shown.turns == legal and spec.turns[4] == "a1"  # the spec itself is not cut
    assert shown.replay().fen() == played.fen()


def test_a_malformed_turn_is_refused_like_an_illegal_one():
    """A turn that cannot be read stops the replay where it stands, with the reader's message."""
    played, refused = decode("v=1&seed=7&turns=a2,zz9,a3").replay_legal()
    assert len(played.stack) == 1 and refused.number == 2 and refused.rest == "zz9,a3"
    assert "'zz9'" in refused.reason


def test_a_link_whose_turns_all_play_has_nothing_refused():
    """With every turn legal, replay_legal() is replay()."""
    spec = decode("v=1&seed=7&turns=a2")
    played, refused = spec.replay_legal()
    assert refused is None and played.fen() == spec.replay().fen()


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), turns=st.integers(0, 40))
def test_random_games_survive_the_link(seed, turns):
    """Any game, encoded and decoded, replays to the same position."""
    s = Session(GameSpec(seed=seed))
    rng = random.Random(seed)
    for _ in range(turns):
        if s.game.is_over():
            break
        s.game.random_turn(rng)
    again = Session.from_fragment(s.fragment())
    assert again.game.fen() == s.game.fen()


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80))
def test_any_text_either_decodes_or_raises_link_error(text):
    """No fragment, however odd, raises anything but LinkError."""
    try:
        spec = decode(text)
    except LinkError:
        return
    Game(spec.start(), spec.rules)


def test_a_rematch_keeps_the_options_and_swaps_the_sides():
    """rematch(): same rules, board, setup and cats, a new seed, the players swapped, no turns."""
    spec = decode("v=1&rules=alternate&variants=escort&board=hex7&setup=advanced&cats=7&seed=3"
                  "&blue=human&red=ai-hard&turns=a2")
    nxt = spec.rematch(99)
    assert (nxt.rules, nxt.board, nxt.setup, nxt.cats) == (spec.rules, "hex7", "advanced", 7)
    assert nxt.seed == 99 and nxt.players == ("ai-hard", "human") and nxt.turns == []
    assert decode(encode(nxt)) == nxt


def test_a_rematch_of_a_custom_start_keeps_the_position():
    """A game from a given position is replayed from that same position."""
    spec = GameSpec(start_text="hex6 b b:a1 r:k11 c:f6,g8,c6 0-0 14-14", turns=["a2"])
    assert spec.rematch(5).start() == spec.start()


START = "hex6_b_b:a1,f11_r:f1,k11_c:c4,c5,d7,e5,f7,g4,h9,i6,i9_0-0_13-13"


@pytest.mark.parametrize("fragment, words", [
    (f"v=1&start={START}&cats=banana", "start= and cats="),
    (f"v=1&start={START}&cats=9", "start= and cats="),
    (f"v=1&board=hex6&start={START}", "start= and board="),
    (f"v=1&start={START}&setup=beginner", "start= and setup="),
    (f"v=1&start={START}&seed=1", "start= and seed="),
    ("v=1&seed=\u0662", "seed="),
    ("v=1&seed=\uff15", "seed="),
    ("v=1&seed=\u00b2", "seed="),
    ("v=1&cats=\u00b9\u00b9", "cats="),
    ("v=1&seed=" + "9" * 13, "seed="),
], ids=["start-cats-banana", "start-cats", "start-board", "start-setup", "start-seed",
        "arabic-digit", "fullwidth-digit", "superscript", "superscripts", "thirteen-digits"])
def test_a_link_key_that_would_be_ignored_or_misread_is_refused_by_name(fragment, words):
    """start= is the whole start: board, setup, cats or seed beside it are refused, naming the
    key (cats=banana was accepted and ignored); a number is ASCII digits only."""
    with pytest.raises(LinkError, match=words):
        decode(fragment)


# The repro: this link's game was saved, then the link was opened without you=blue.
BY_LINK = ("v=1&rules=alternate&variants=escort&board=sq13&setup=empty&cats=9&seed=1&blue=ai-hard"
           "&red=ai-medium&you=blue&match=ae9f05e82189&turns=m5_l6~l7,a10,f13,j1,a3,j1-h3_g3~f3,g1")


def test_match_and_you_come_together_or_not_at_all():
    """A link with match= but no you= (which made the page's FriendGames.receive fail with a
    TypeError when a game of that match was saved) is refused naming you=; you= without
    match= is refused naming match=. With both, the link reads as before."""
    spec = decode(BY_LINK)
    assert (spec.you, spec.match) == (0, "ae9f05e82189")
    with pytest.raises(LinkError, match="match= but no you="):
        decode(BY_LINK.replace("&you=blue", ""))
    with pytest.raises(LinkError, match="you= but no match="):
        decode(BY_LINK.replace("&match=ae9f05e82189", ""))
    assert decode(encode(spec)) == spec


@pytest.mark.parametrize("fragment", [
    "v=1&board=" + "x" * 90_000,
    "v=1&setup=" + "x" * 90_000,
    "v=1&variants=" + "x" * 90_000,
    "v=1&rules=" + "x" * 90_000,
    "v=1&start=" + START + "x" * 90_000,
    "v=1&start=" + "hex6_b_b:" + "z9" * 45_000,
    "v=1&cats=" + "1" * 90_000,
    "v=1&" + "x" * 90_000 + "=1",
], ids=["board", "setup", "variants", "rules", "start", "start-cell", "cats", "key"])
def test_a_link_error_quotes_at_most_a_short_piece(fragment):
    """Whatever part of a link is wrong, the message quotes at most QUOTE_LIMIT characters."""
    with pytest.raises(LinkError) as caught:
        decode(fragment)
    assert len(str(caught.value)) < 300
