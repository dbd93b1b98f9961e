"""The shared link: a game's fragment, written and read back, and bad links."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import Game, Rules
from web.play.session import Session
from web.sharing.link import GameSpec, LinkError, decode, encode


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


@pytest.mark.parametrize("fragment, words", [
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
])
def test_bad_links_say_what_is_wrong(fragment, words):
    """Each malformed link raises LinkError whose message names the bad part."""
    with pytest.raises(LinkError, match=words):
        decode(fragment)


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
