"""The pageant's saved picture (web/kit/table/picture.py, the ranking drawn by
web/pageant/picture.py), on the worker's stand-in page with canvases that record what is drawn
(tests/support/picture.py): Save picture downloads a PNG 1200 pixels wide named after the game,
its seed and the vote shown; looking back, the ranking drawn is the one of the vote shown, with
that vote's picks and what came of them; a pick cast but not yet revealed is never drawn, nor a
goal; it is drawn in the page's theme; and the live region says it was saved."""

from __future__ import annotations

import random

import pytest

from game.pageant import Game, cat_name
from tests.support.picture import (
    caption_title,
    click_save,
    page_colours,
    picture_height,
    said,
    table_page,
    texts_in,
)
from web.kit.paper import INK, PAPER
from web.kit.table.picture import WIDTH
from web.pageant.link import PERSON, PageantLink, Seat, encode
from web.pageant.picture import COLOURS
from web.pageant.picture import picture_height as ranking_height
from web.pageant.session import place_name

SEATS = (Seat(PERSON, "Ann"), Seat(PERSON, "Bea"), Seat("easy"))
SEED = 5


def played(votes: int) -> Game:
    """A game of SEATS with `votes` random votes for open cats."""
    rng = random.Random(SEED)
    game = Game.new(len(SEATS), SEED)
    while len(game.votes) < votes:
        open_cats = [c for c in range(1, 10) if c not in game.round.ranking]
        game = game.vote(tuple(rng.choice(open_cats) for _ in SEATS))
    return game


def link(game: Game) -> str:
    return encode(PageantLink(SEATS, SEED, game.votes))


def ranked(canvas) -> list[str]:
    """The cats' names in the ranking drawn, 1st place first."""
    return [text for text, x, _colour in texts_in(canvas, "600 26px") if x == 186]


def vote_title(canvas) -> str:
    return next(text for text, *_ in canvas.ctx.texts if text.startswith(("Vote ", "No vote")))


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_ranking_drawn_is_the_one_of_the_vote_shown(theme):
    game = played(12)
    n = next(k for k in range(10, 0, -1) if played(k).round.reveals)  # a vote within a round
    then = played(n)
    with table_page("pageant", link(game), dark=theme == "dark") as page:
        _, live = click_save(page)
        page.act(lambda: page.session.step_to(n))
        name, back = click_save(page)
        assert said(page) == f"Picture saved: {name}."
        labels = [f"{page.session.name(seat)}: {then.points[seat]} ribbon{'s' * (then.points[seat] != 1)}"
                  for seat in range(3)]
    assert name == f"pageant-{SEED}-vote-{n}.png"
    assert (back.width, back.height) == (WIDTH, picture_height(ranking_height(WIDTH), labels))
    assert ranked(back) == [cat_name(c) for c in reversed(then.round.ranking)]
    assert ranked(live) == [cat_name(c) for c in reversed(game.round.ranking)] != ranked(back)
    reveal = then.round.reveals[-1]
    assert vote_title(back) == f"Vote {n}: the picks for {place_name(reveal.spot)} place"
    picks = [text for text, *_ in back.ctx.texts if text in {cat_name(c) for c in reveal.picks}]
    assert [cat_name(c) for c in reveal.picks] == picks[-len(SEATS):]  # each seat's, in order
    texts = [text for text, *_ in back.ctx.texts]
    assert labels == [text for text, _x, _colour in texts_in(back, "400 24px")][-3:]
    assert not any("above" in text for text in texts)  # no goal: they are secret
    assert caption_title(back) == (f"The pageant · vote {n} of 12", INK[theme])
    assert COLOURS[theme]["button"] in [style for style, _ in back.ctx.fills]
    assert (PAPER[theme], [(0, 0), (WIDTH, back.height)]) in back.ctx.fills  # the page's background


def test_before_the_first_vote_and_a_pick_not_yet_revealed_is_not_drawn():
    with table_page("pageant", link(played(0))) as page:
        session = page.session
        _, before = click_save(page)
        assert vote_title(before) == "No vote yet" and ranked(before) == []
        session.ready()
        session.select(4)
        session.cast()  # Ann's pick, secret until the vote is revealed
        page.act(session.ready)
        _, after = click_save(page)
    assert after.ctx.texts == before.ctx.texts and cat_name(4) not in [t for t, *_ in after.ctx.texts]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_ranking_is_in_the_pages_colours(theme):
    assert COLOURS[theme].items() <= page_colours(theme).items()
