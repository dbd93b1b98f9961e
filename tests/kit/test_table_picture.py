"""What every table game's saved picture shares (web/kit/table/picture.py): the step shown in
words, the file's name, the caption's seats in rows that fit their names, and a picture the
browser could not make shown as a problem, the game going on. Each game's picture itself:
tests/<game>/web/test_picture.py."""

from __future__ import annotations

import asyncio
import types

from tests.support.page import fresh_page, operations
from web.kit.looking_back import LookingBack
from web.kit.table import picture
from web.kit.table.game import TableGame
from web.kit.table.page import TablePage


class Session(LookingBack):
    seed, viewing = 1234, None

    def total(self):
        return 12

    def progress(self):
        return "round 3"


def test_the_step_shown_in_words_and_in_the_files_name():
    s = Session()
    page = types.SimpleNamespace(GAME=TableGame("clowder", "cl", "Clowder", "a game", (2, 4)), session=s)
    assert (picture.step_words(s, "move"), picture.file_name(page)) == (
        "after 12 moves · round 3", "clowder-1234-move-12.png")
    s.step_to(5)
    assert (picture.step_words(s, "vote"), picture.file_name(page)) == (
        "vote 5 of 12", "clowder-1234-move-5.png")
    s.step_to(0)
    assert picture.step_words(s, "move") == "the start"
    s.total = lambda: 0
    s.step_to(0)
    assert picture.step_words(s, "move") == "the start · round 3"


def test_the_seats_rows_fit_their_names_and_are_evened_out():
    room = picture.WIDTH - 2 * picture.MARGIN

    def check(labels, per_row):
        assert picture.columns(labels) == per_row
        need = max(map(len, labels)) * picture.NAME * picture.LETTER + picture.MARK * 3.4
        assert per_row * need <= room

    check(["Ann", "Bea", "Cy", "Dot"], 4)
    check(["Computer 3 (medium)"] * 4, 2)  # two rows of two, not three and one
    check(["Computer 3 (medium)"] * 5, 3)
    check(["Blue Persian (computer, medium)"] * 3, 2)
    check(["A name much longer than any other, that takes a whole row by itself"] * 2, 1)


class Page(TablePage):
    GAME = TableGame("clowder", "cl", "Clowder", "a Clowder game", (2, 4))

    def __init__(self):
        super().__init__()
        self.session = types.SimpleNamespace(seats=("Ann", "Bea"), seed=9, shown_number=lambda: 0)
        self.board = types.SimpleNamespace(seat_label=lambda seat: f"seat {seat}",
                                           picture_height=lambda width: 1 / 0)


def test_a_picture_that_cannot_be_made_is_said_as_a_problem_and_the_game_goes_on():
    with fresh_page() as doc:
        page = Page()
        asyncio.get_event_loop().run_until_complete(picture.save(page))
        problem = doc.getElementById("cl-problem")
        assert not problem.hidden
        assert problem.textContent == "The picture could not be saved (ZeroDivisionError: division by zero)."
        assert not [op for op in operations(doc) if op[0] == "download"]
        assert doc.getElementById("cl-announce").textContent == ""
        assert "ZeroDivisionError" in doc.platform.logged[-1]
