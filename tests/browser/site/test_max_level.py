"""The max level plays in the browser in every table game: a link whose computers are all max
(x in its seats) is played on by the computer's worker, and what it chose is legal (the link
the page writes reads back, one decision longer)."""

from __future__ import annotations

import pytest

import tests.browser.pagetools as pt
from web.clowder.link import decode as clowder_link
from web.mansion.link import decode as mansion_link
from web.pageant.link import decode as pageant_link

pytestmark = pytest.mark.browser

SHARED_PAGE = True

# (the link's fragment, its moves field, the game's reader of a link)
LINKS = {
    "pageant": ("game=pageant&seed=5&seats=x,x,x&votes=", "votes=", pageant_link),
    "clowder": ("game=clowder&seed=5&seats=x,x&moves=", "moves=", clowder_link),
    "mansion": ("game=mansion&seed=5&seats=x,x,x&moves=", "moves=", mansion_link),
}


@pytest.mark.parametrize("game", LINKS)
def test_max_computers_play_on_from_a_link(page, server_url, game):
    fragment, field, read = LINKS[game]
    pt.reset(page, server_url, fragment)
    pt.wait_for(page, "!location.hash.endsWith(arg)", field, timeout_ms=60_000,
                what=f"a max computer's first decision in {game}")
    link = read(pt.hash_fragment(page))
    assert all(seat.who == "max" for seat in link.seats)
