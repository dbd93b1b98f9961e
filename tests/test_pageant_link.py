"""The pageant's link (web/pageant/link.py): seats, seed and votes round-trip through the
fragment, names of any text included, and a link that cannot be read is refused with a
message quoting what is wrong."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.pageant import Game, IllegalVoteError
from web.pageant.link import PERSON, LinkError, PageantLink, Seat, clean_name, decode, encode

names = st.text(min_size=1, max_size=30).map(clean_name).filter(bool)
seats = st.lists(st.one_of(names.map(lambda n: Seat(PERSON, n)),
                           st.sampled_from(("easy", "medium", "hard")).map(Seat)),
                 min_size=3, max_size=7).map(tuple)


@settings(max_examples=60, derandomize=True)
@given(seats=seats, seed=st.integers(0, 2**31 - 1), votes=st.integers(0, 30))
def test_a_link_reads_back_the_seats_seed_and_votes_it_was_made_from(seats, seed, votes):
    game = Game.new(len(seats), seed)
    for i in range(votes):
        if game.is_over:
            break
        game = game.vote(tuple((i + s) % 9 + 1 for s in range(len(seats))))
    link = PageantLink(seats, seed, game.votes)
    fragment = encode(link)
    assert decode(fragment) == link and decode("#" + fragment) == link
    assert all(ch not in fragment.split("seats=")[1] for ch in " #<>\"")
    assert link.game() == game


@pytest.mark.parametrize("fragment, quoted", [
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
])
def test_a_link_that_cannot_be_read_is_refused_quoting_what_is_wrong(fragment, quoted):
    with pytest.raises(LinkError) as e:
        decode(fragment)
    assert quoted in str(e.value)
    assert isinstance(e.value, ValueError)


def test_a_vote_the_rules_refuse_names_its_number():
    unanimous = ".".join(str(cat) * 3 for _ in range(12) for cat in range(1, 10))  # 108 votes
    link = decode("game=pageant&seed=1&seats=pA,e,e&votes=" + unanimous)
    with pytest.raises(IllegalVoteError, match=r"vote \d+: the game is over"):
        link.game()
