"""The kit's animation loop (web/kit/animation.py), which Cat Herders' page and the table
games' boards share: items played one after the other, one frame at a time, one chain of
frames however many are queued, and the board drawn as it is once they are over."""

from __future__ import annotations

from dataclasses import dataclass

from web.kit.animation import FrameLoop


@dataclass
class Item:
    name: str
    duration: float


class Recorder:
    """The page's side of the loop: what was painted, drawn and marked, and the frames asked."""

    def __init__(self):
        self.log, self.asked = [], []
        self.loop = FrameLoop(lambda fn: fn, lambda item, ms: self.log.append(("paint", item.name, ms)),
                              lambda: self.log.append(("draw",)), lambda on: self.log.append(("mark", on)),
                              lambda item: item.duration, self.asked.append)

    def tick(self, now: float) -> None:
        """Run the one frame asked for."""
        assert len(self.asked) == 1
        self.asked.pop()(now)


def test_items_play_in_order_then_the_board_is_drawn():
    r = Recorder()
    r.loop.play([Item("a", 100), Item("b", 50)])
    assert r.log == [("mark", True)] and len(r.loop) == 2
    r.tick(0)
    r.tick(60)
    r.tick(100)  # a is over
    r.tick(100)
    r.tick(150)  # b is over
    r.tick(200)
    assert r.log == [("mark", True), ("paint", "a", 0.0), ("paint", "a", 60.0), ("paint", "b", 0.0),
                     ("mark", False), ("draw",)]
    assert len(r.loop) == 0 and r.asked == []


def test_one_chain_of_frames_however_many_are_queued():
    r = Recorder()
    r.loop.play([Item("a", 100)])
    r.loop.play([Item("b", 100)])
    r.loop.request()
    assert len(r.asked) == 1 and set(r.log) == {("mark", True)}


def test_items_added_wait_for_play_and_stop_drops_them():
    r = Recorder()
    r.loop.add([Item("a", 100)])
    assert r.asked == [] and len(r.loop) == 1
    r.loop.play()
    assert len(r.asked) == 1
    r.loop.stop()
    assert len(r.loop) == 0 and r.log[-1] == ("mark", False)
    r.tick(0)  # the frame asked before the stop draws the board as it is
    assert r.log[-1] == ("draw",)


def test_nothing_to_play_starts_nothing():
    r = Recorder()
    r.loop.play([])
    assert r.asked == [] and r.log == []
