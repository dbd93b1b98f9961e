"""What Clowder's and Cat's Mansion's links (web/<game>/link.py) share: the seats' names keep
any text and never break the link."""

import pytest

from web.clowder import link as clowder_link
from web.mansion import link as mansion_link

LINKS = {"clowder": (clowder_link, clowder_link.ClowderLink),
         "mansion": (mansion_link, mansion_link.MansionLink)}


@pytest.mark.parametrize("game", LINKS)
def test_names_keep_any_text_and_never_break_the_link(game):
    module, made = LINKS[game]
    link = made((module.Seat(module.PERSON, "Zoë & <Bob>"), module.Seat(module.PERSON, "猫=ねこ"),
                 module.Seat("hard")), 3)
    fragment = module.encode(link)
    assert module.decode(fragment).seats == link.seats
    assert "&" not in fragment.split("seats=")[1].split("&")[0]
