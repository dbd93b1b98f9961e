"""Every kind of link that cannot be opened is refused as the page refuses it
(web/catherders/page.py's open_fragment: a NotationError from reading the link or replaying it),
with a reason that names what is wrong (tests/catherders/web/bad_links.py). The browser test
(tests/browser/catherders/test_bad_links.py) shows a few of them on the page: the message, the page
still usable, the saved game kept, nothing from the link made HTML."""

from __future__ import annotations

import pytest

from game.catherders import NotationError
from tests.catherders.web.bad_links import BAD_LINKS, names_all
from web.catherders.sharing.link import decode


@pytest.mark.parametrize("kind, fragment, named", BAD_LINKS, ids=[k for k, _, _ in BAD_LINKS])
def test_a_bad_link_is_refused_naming_what_is_wrong(kind, fragment, named):
    with pytest.raises(NotationError) as refused:
        decode(fragment).replay_legal()
    assert names_all(str(refused.value), named), (kind, str(refused.value))
