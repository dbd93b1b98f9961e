"""Which sounds a vote of the pageant makes as it is revealed (web/pageant/sounds.py's
sounds_for), in games voted through the engine: a cat taking its place, a tie, a ranked cat
moving to the top, a round's end and the game's end; and the session hands each vote revealed
to the view once (web/pageant/session.py's news). Its recipes keep the rules of every game's
(tests/kit/test_sounds.py)."""

from __future__ import annotations

import random

from game.pageant import CATS, Game
from web.kit.table.seats import you_against
from web.pageant.link import PageantLink
from web.pageant.session import PageantSession
from web.pageant.sounds import SOUND_NAMES, sounds_for


def heard(game: Game, *picks: int) -> list[str]:
    """The sounds of the vote `picks` in `game`."""
    return sounds_for(game, picks, game.vote(picks), False)


def test_a_cat_chosen_takes_its_place_and_a_tie_votes_again():
    game = Game.new(3, 5)
    assert heard(game, 4, 4, 2) == ["reveal", "place"]
    assert heard(game, 4, 2, 7) == ["reveal", "tie"]


def test_a_ranked_cat_chosen_again_rises_to_the_top():
    game = Game.new(3, 5).vote((4, 4, 4)).vote((6, 6, 6))
    assert heard(game, 4, 4, 1) == ["reveal", "rise"]
    assert game.vote((4, 4, 1)).round.ranking == (6, 4)  # 4 above 6 now: it moved up


def test_the_last_vote_of_a_round_ends_it_and_the_last_round_the_game():
    game = Game.new(3, 5)
    rounds = 0
    while not game.is_over:
        rnd = len(game.rounds)
        for cat in CATS:  # each vote a cat not ranked yet, all for it: no tie, no rise
            if game.is_over or len(game.rounds) > rnd:
                break
            if cat in game.round.ranking:
                continue
            names = heard(game, cat, cat, cat)
            after = game.vote((cat, cat, cat))
            ended = len(after.rounds) > rnd or after.is_over
            assert names == ["reveal", "place"] + (["end"] if after.is_over else ["round"] if ended else [])
            game = after
        rounds += 1
    assert rounds >= 3 and max(game.points) == 3


def test_the_session_gives_each_vote_revealed_once():
    """A vote of a person and two computers: news once the computers' picks reveal it, none
    before, none again; a game opened from a link brings none."""
    link = PageantLink(you_against("easy", "easy"), 5)
    s = PageantSession.from_link(link)
    s.select(4)
    s.cast()
    assert s.take_news() == []
    s.computers_chose({1: "4", 2: "2"})
    (before, picks, after), = s.take_news()
    assert picks == (4, 4, 2) and before.votes == () and after is s.game
    assert sounds_for(before, picks, after, False) == ["reveal", "place"]
    assert s.take_news() == []
    assert PageantSession.from_link(PageantLink(link.seats, 5, s.game.votes)).take_news() == []


def test_over_random_games_the_sounds_follow_the_engine():
    rng = random.Random(2)
    for seed in range(3):
        game = Game.new(4, seed)
        while not game.is_over:
            pool = rng.sample(CATS, 2) if rng.random() < 0.3 else CATS  # ties come often
            picks = tuple(rng.choice(pool) for _ in range(4))
            after = game.vote(picks)
            names = sounds_for(game, picks, after, False)
            reveal = game.round.vote(picks).reveals[-1]
            assert names[0] == "reveal" and set(names) <= set(SOUND_NAMES)
            assert ("tie" in names) == (reveal.chosen is None)
            assert ("rise" in names) == reveal.moved
            assert ("end" in names) == after.is_over
            assert ("round" in names) == (len(after.rounds) > len(game.rounds))
            game = after
