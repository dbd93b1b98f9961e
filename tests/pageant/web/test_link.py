"""The pageant's link (web/pageant/link.py): seats, seed and votes round-trip through the
fragment, names of any text included, and a link that cannot be read is refused with a
message quoting what is wrong."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.pageant import Game, IllegalVoteError
from web.pageant.link import PERSON, PageantLink, Seat, clean_name, decode, encode

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


def test_a_vote_the_rules_refuse_names_its_number():
    unanimous = ".".join(str(cat) * 3 for _ in range(12) for cat in range(1, 10))  # 108 votes
    link = decode("game=pageant&seed=1&seats=pA,e,e&votes=" + unanimous)
    with pytest.raises(IllegalVoteError, match=r"vote \d+: the game is over"):
        link.game()
