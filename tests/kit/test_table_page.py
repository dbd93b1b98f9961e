"""What the table games' pages and screens share, on the worker's stand-in page (a fresh
Document on a Detached platform, tests/support/page.py; web/kit/table/game.py, page.py,
screen.py, canvas_view.py, seats.py and web/kit/elements.py's `button`): a game's storage keys
and guide setting follow from its name, a page is made and booted by one call, the keys of its
section are wired with the same guards, the theme follows the system, the screen's shared half
writes the guide's tip, the link, the record and the step, and says the news, and the board
fits its box and moves its cursor."""

from __future__ import annotations

import types

import pytest

from tests.support.page import Sketchbook, fresh_page, listeners, transforms, written
from web.kit.elements import button
from web.kit.storage import GAME_KEYS
from web.kit.table import canvas_view
from web.kit.table.game import TableGame
from web.kit.table.page import TablePage
from web.kit.table.screen import TableScreen
from web.kit.table.seats import PERSON, Seat, you_against
from web.shell import protocol
from web.shell.nodes import Event

GAME = TableGame(name="clowder", prefix="cl", called="Clowder", a_game="a Clowder game", players=(2, 4))


@pytest.fixture
def doc():
    """A fresh stand-in page (tests/support/page.py) at https://x/play#old, on a dark screen of 2
    pixels a CSS pixel, its board's box 300 by 200; its canvases keep what is drawn on them."""
    with fresh_page(Sketchbook()) as page:
        page.href, page.hash = "https://x/play#old", "#old"  # as the view's hello says
        page.dark, page.dpr = True, 2.0
        page.measured("cl-board-box", [0, 0, 300, 200])
        yield page


class Session:
    phase, viewing, note = "move", None, ""

    def __init__(self):
        self.news = ["news"]

    def fragment(self):
        return "game=clowder&seed=1"

    def record(self):
        return "the record"

    def take_news(self):
        news, self.news = self.news, []
        return news

    def shown_state(self):
        return "state"

    def shown_phase(self):
        return self.phase if self.viewing is None else None


class Page(TablePage):
    GAME = GAME
    booted_with = None

    def __init__(self):
        super().__init__()
        self.said, self.recent = [], 0
        self.session = Session()
        self.board = types.SimpleNamespace(shown=[], show=lambda news: self.board.shown.append(news))

    def boot(self, fragment):
        self.booted_with = fragment

    def say(self, text):
        self.said.append(text)

    def draw_recent(self):
        self.recent += 1


def test_a_games_keys_and_guide_setting_follow_from_its_name():
    assert (GAME.store_key, GAME.backup_key) == GAME_KEYS["clowder"]
    assert GAME.guide_setting == "clowder_guide" and GAME.rules_fragment == "game=clowder&rules"


def test_a_first_game_is_you_against_computers():
    assert you_against("easy", "hard") == (Seat(PERSON, "You"), Seat("easy"), Seat("hard"))


def test_a_page_is_made_and_booted_by_one_call(doc):
    page = Page.open("game=clowder&seed=1")
    assert page.booted_with == "game=clowder&seed=1"
    assert page.link_url() == "https://x/play#game=clowder&seed=1"


def test_the_sections_keys_are_guarded_alike(doc):
    page = Page()
    pressed = []
    page.wire_keys(lambda event: pressed.append(("board", event.key)), ("Escape",), board=True)
    page.wire_keys(lambda event: pressed.append(("plain", event.key)), ("1",))
    (kind, on_board, board), (_, _, plain) = listeners(doc.body)
    doc.dispatch(on_board, {"type": "keydown", "key": "Escape"})
    assert kind == "keydown" and pressed == [("board", "Escape")]  # the handler given, and only it
    assert board["keys"] == ("Escape",) and board["skipFields"]
    assert plain["unless"] == 'body:not([data-game="clowder"]), #clowder[hidden], dialog[open]'
    assert board["unless"] == plain["unless"] + ", #cl-board:focus"


def test_the_theme_follows_the_system(doc):
    page = Page()
    assert page.theme == "dark"  # the system's, known before the page follows its changes
    changed = []
    page.follow_theme(lambda: changed.append(page.theme))
    assert page.theme == "dark"
    ((_, hid, _),) = listeners(page.dark_query)
    doc.dispatch(hid, {"type": "change", "matches": False})  # the system turns light
    assert changed == ["light"]


def test_the_screens_shared_half(doc):
    node = doc.getElementById
    page = Page()
    screen = TableScreen(page)
    assert screen.take_shown() == (["news"], "move", "state") and page.board.shown == [["news"]]
    doc.page_changed(protocol.value("chk-cl-guide", "", True))  # the person ticks the guide
    screen.draw_table("move", lambda s: f"tip at {s.phase}")
    assert (node("cl-guide").textContent, node("cl-guide").hidden) == ("tip at move", False)
    assert node("cl-link").value == "https://x/play#game=clowder&seed=1"
    assert node("cl-record").value == "the record" and page.recent == 1
    assert doc.body.dataset.clowderPhase == "move"
    page.session.viewing = 3
    doc.page_changed(protocol.value("chk-cl-guide", "", False))
    screen.draw_table(page.session.shown_phase(), lambda s: "never")
    assert node("cl-guide").hidden and doc.body.dataset.clowderPhase == "history"
    screen.say_news("")
    page.session.note = "The turn ends."
    screen.say_news("Ann moves.")
    assert page.said == ["Ann moves. The turn ends."]


def test_a_button_says_what_it_does(doc):
    node = button("Go", "Go to the hall", "primary", do="go", space=4)
    said = (node.tagName, node.textContent, node.className, node.type)
    assert said == ("BUTTON", "Go", "primary", "button")
    assert written(node, "attr") == {"aria-label": "Go to the hall"}
    assert written(node, "data") == {"do": "go", "space": "4"}


def board(doc):
    """A board on a line of places 0 to 9, drawn as (scene, width, height) in `painted`."""
    page = Page()
    page.act = lambda fn: fn()

    class Board(canvas_view.AnimatedBoard):
        DRAW_SCENE = staticmethod(lambda ctx, layout, scene, w, h: painted.append((scene, w, h)))
        PLACE_NAME = staticmethod(lambda place: f"P{place}")
        PLACE_WORDS = staticmethod(lambda session, place: f"place {place}, at {session.phase}")
        clicked: list = []

        def resize(self):
            self.fit(self.box().width, self.box().height)
            self.layout = "line"

        def scene(self):
            return f"scene with cursor {self.cursor}"

        def first_place(self):
            return 4

        def step(self, place, direction):
            return max(0, min(9, place + direction[0]))

        def click(self, place):
            self.clicked.append(place)

        def _on_key(self, event):
            self.move_cursor(str(event.key))

    painted: list = []
    return Board(page), painted


def test_a_board_fits_its_box_and_draws_the_scene_unless_a_move_is_animated(doc):
    b, painted = board(doc)
    b.draw()
    assert b.css_size == (300, 200) and (b.canvas.width, b.canvas.height) == (600, 400)
    assert transforms(b.canvas) == [(2.0, 0, 0, 2.0, 0, 0)]
    assert painted == [("scene with cursor None", 300, 200)]
    b.queue.append(types.SimpleNamespace(duration=100))
    b.draw()
    assert len(painted) == 1


def test_the_cursor_starts_steps_clicks_is_said_and_is_put_away(doc):
    b, painted = board(doc)
    b.move_cursor("ArrowRight")  # the first key puts it on the first place
    assert b.cursor == 4 and doc.getElementById("cl-board-say").textContent == "place 4, at move"
    assert doc.body.dataset.clCursor == "P4"
    for key in ("ArrowRight", "ArrowRight", "ArrowUp", "ArrowLeft"):
        b.move_cursor(key)
    assert b.cursor == 5 and painted[-1][0] == "scene with cursor 5"
    b.move_cursor("Enter")
    assert b.clicked == [5]
    b.clear_cursor()
    assert b.cursor is None and painted[-1][0] == "scene with cursor None"


def test_a_choice_button_does_what_its_kind_says(doc):
    page = Page()
    done = []
    page.CHOICES = {"go": lambda s, data: done.append((s.phase, data.space))}
    page.act = lambda fn: fn()

    def click(dataset):
        """A click as the view sends it: the dataset of the nearest button, or None."""
        page.on_choice_click(Event(doc, {"type": "click", "tag": "BUTTON", "button": dataset}))

    click(None)  # between the buttons
    click({"do": "fly", "space": "3"})  # a kind the game does not have
    click({"do": "go", "space": "3"})
    assert done == [("move", "3")]
