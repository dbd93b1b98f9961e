"""The site's one speaker (web/kit/speaker.py) on the worker's stand-in page (a fresh Document
on a Detached platform, tests/support/page.py): the Sound switch starts as the setting says and
is remembered; nothing is played before the person's first interaction, nor with the switch
off; a sound played is one `sound` operation with its notes, and its name is recorded in
body[data-sounds]; every game on the page shares the one speaker."""

from __future__ import annotations

import pytest

from tests.support.page import fresh_page, listeners, operations
from web.catherders.media.sounds import SOUNDS
from web.kit.elements import element
from web.kit.sounds import notes_of
from web.kit.speaker import SETTING, SWITCH, speaker
from web.kit.storage import BrowserStorage, Settings


class Page:
    """What the speaker asks of the game's page that makes it: its settings and listeners."""

    def __init__(self, doc):
        self.settings = Settings(BrowserStorage(doc.window.localStorage))

    def on(self, element_id, event, fn, **options):
        element(element_id).addEventListener(event, fn, options)

    def on_element(self, target, event, fn, **options):
        target.addEventListener(event, fn, options)


@pytest.fixture
def doc():
    with fresh_page() as page:
        yield page


def sound_ops(doc) -> list:
    return [op for op in operations(doc) if op[0] == "sound"]


def fire(doc, target, kind: str, **data) -> None:
    """The view sends `kind` events of `target` to each of its listeners."""
    for event, hid, _options in listeners(target):
        if event == kind:
            doc.dispatch(hid, {"type": kind, **data})


def test_nothing_plays_before_the_first_interaction_then_each_sound_is_sent_and_recorded(doc):
    s = speaker(Page(doc))
    assert [(e, o) for e, _h, o in listeners(doc.body)] == [("pointerdown", {"once": True}),
                                                            ("keydown", {"once": True})]
    s.play(SOUNDS, ["place"])
    assert sound_ops(doc) == [] and getattr(doc.body.dataset, "sounds", "") == ""
    fire(doc, doc.body, "keydown", key="a")
    s.play(SOUNDS, ["move", "catch"])
    s.play(SOUNDS, [])
    assert sound_ops(doc) == [["sound", notes_of(SOUNDS, ["move", "catch"])]]
    assert doc.body.dataset.sounds == "move catch"


def test_the_switch_off_plays_nothing_and_is_remembered(doc):
    page = Page(doc)
    s = speaker(page)
    assert element(SWITCH).checked is True  # on by default
    fire(doc, doc.body, "pointerdown")
    doc.field_is(SWITCH, "on", False)  # the person turns it off
    fire(doc, element(SWITCH), "change")
    assert page.settings.get(SETTING, True) is False
    s.play(SOUNDS, ["end"])
    assert sound_ops(doc) == []
    doc.field_is(SWITCH, "on", True)
    fire(doc, element(SWITCH), "change")
    s.play(SOUNDS, ["end"])
    assert len(sound_ops(doc)) == 1 and page.settings.get(SETTING, False) is True


def test_the_switch_starts_as_the_setting_says(doc):
    page = Page(doc)
    page.settings.set(SETTING, False)
    s = speaker(page)
    assert s.on is False and element(SWITCH).checked is False
    fire(doc, doc.body, "pointerdown")
    s.play(SOUNDS, ["place"])
    assert sound_ops(doc) == []


def test_every_game_shares_the_one_speaker(doc):
    first = speaker(Page(doc))
    assert speaker(Page(doc)) is first
    assert len(listeners(element(SWITCH))) == 1  # the switch is followed once
    with fresh_page() as other:  # another page (a new document): a speaker of its own
        assert speaker(Page(other)) is not first
