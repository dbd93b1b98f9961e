"""The site's games (web/shell/registry.py): which game a link opens, old links included."""

from __future__ import annotations

import pytest

from web.catherders.sharing.link import LinkError, decode
from web.shell import registry

OLD = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed=42&turns=a2"


def test_a_link_without_a_game_is_cat_herders():
    """Every link made before the site had other games opens Cat Herders."""
    assert registry.game_of("#" + OLD).name == "catherders"
    assert registry.game_of("").name == "catherders"
    assert registry.game_of("#rules").name == "catherders"


def test_a_link_naming_cat_herders_opens_it_and_reads_the_same_game():
    """game=catherders first: the same game as without it."""
    assert registry.game_of("#game=catherders&" + OLD).title == "Cat Herders"
    assert decode("game=catherders&" + OLD) == decode(OLD)


def test_a_link_for_a_game_the_site_lacks_says_which():
    """An unknown game is a clear error quoting its name; Cat Herders' reader refuses it too."""
    with pytest.raises(registry.UnknownGameError, match="'chess'"):
        registry.game_of("#game=chess&v=1")
    with pytest.raises(LinkError, match="another game"):
        decode("game=chess&" + OLD)


def test_every_entry_starts_its_game():
    """Each entry has a name, a title and a start for its worker side."""
    for name, entry in registry.GAMES.items():
        assert entry.name == name and entry.title and callable(entry.start)
    assert registry.DEFAULT in registry.GAMES


def test_the_tabs_title_names_the_game_shown_then_the_site():
    assert registry.page_title(registry.GAMES[registry.CAT_HERDERS]) == "Cat Herders"
    assert registry.page_title(registry.GAMES[registry.PAGEANT]) == "The Great Cat Pageant · Cat Herders"
    assert registry.page_title(registry.GAMES[registry.CLOWDER]) == "Clowder · Cat Herders"
    assert registry.page_title(registry.GAMES[registry.MANSION]) == "Cat's Mansion · Cat Herders"
