"""What the table games' pages and screens share, on a stand-in page (web/kit/table/game.py,
page.py, screen.py, seats.py and web/kit/elements.py's `button`): a game's storage keys and
guide setting follow from its name, a page is made and booted by one call, the keys of its
section are wired with the same guards, the theme follows the system, and the screen's shared
half writes the guide's tip, the link, the record and the step, and says the news."""

from __future__ import annotations

import sys
import types

import pytest

from web.kit.storage import GAME_KEYS
from web.kit.table.game import TableGame
from web.kit.table.seats import PERSON, Seat, you_against

GAME = TableGame(name="clowder", prefix="cl", called="Clowder", a_game="a Clowder game", players=(2, 4))


class Node(types.SimpleNamespace):
    """An element of the stand-in page: what is set on it, its listeners and attributes."""

    def __init__(self, tag="div"):
        super().__init__(tag=tag, dataset=types.SimpleNamespace(), hidden=False, checked=False,
                         textContent="", value="", className="", attrs={}, listeners=[])

    def addEventListener(self, event, fn, options):  # noqa: N802 - the DOM's name
        self.listeners.append((event, fn, options))

    def getContext(self, _kind):  # noqa: N802 - the DOM's name
        return types.SimpleNamespace(setTransform=lambda *args: setattr(self, "transform", args))

    def getBoundingClientRect(self):  # noqa: N802 - the DOM's name
        return types.SimpleNamespace(width=300, height=200)

    def setAttribute(self, name, value):  # noqa: N802 - the DOM's name
        self.attrs[name] = str(value)


@pytest.fixture
def kit(monkeypatch):
    """web.kit.table's page, screen and board imported over a stand-in page: (module of the
    page, of the screen, of the elements, nodes by id, module of the board)."""
    nodes: dict[str, Node] = {}
    dark = Node()
    dark.matches = True
    dom = types.ModuleType("web.shell.dom")
    dom.document = types.SimpleNamespace(getElementById=lambda i: nodes.setdefault(i, Node()),
                                         createElement=Node, body=nodes.setdefault("body", Node("body")))
    dom.window = types.SimpleNamespace(location=types.SimpleNamespace(href="https://x/play#old"),
                                       devicePixelRatio=2,
                                       localStorage=types.SimpleNamespace(getItem=lambda _k: None),
                                       matchMedia=lambda query: dark)
    host = types.ModuleType("web.shell.host")
    host.guarded = lambda fn, _show: fn
    monkeypatch.setitem(sys.modules, "web.shell.dom", dom)
    monkeypatch.setitem(sys.modules, "web.shell.host", host)
    import web.kit
    import web.kit.table
    import web.shell

    monkeypatch.setattr(web.shell, "dom", dom, raising=False)
    monkeypatch.setattr(web.shell, "host", host, raising=False)
    modules = {}
    for name in ("web.kit.elements", "web.kit.rules", "web.kit.storage", "web.kit.table.computers",
                 "web.kit.table.dialog", "web.kit.table.page", "web.kit.table.screen",
                 "web.kit.table.canvas_view"):
        monkeypatch.delitem(sys.modules, name, raising=False)
        package, _, module = name.rpartition(".")
        monkeypatch.delattr(sys.modules[package], module, raising=False)
    shared = ("web.kit.elements", "web.kit.table.page", "web.kit.table.screen", "web.kit.table.canvas_view")
    for name in shared:
        modules[name.rpartition(".")[2]] = __import__(name, fromlist=["_"])
    return (modules["page"], modules["screen"], modules["elements"], nodes, modules["canvas_view"])


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


def page_class(page_module):
    class Page(page_module.TablePage):
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

    return Page


def test_a_games_keys_and_guide_setting_follow_from_its_name():
    assert (GAME.store_key, GAME.backup_key) == GAME_KEYS["clowder"]
    assert GAME.guide_setting == "clowder_guide" and GAME.rules_fragment == "game=clowder&rules"


def test_a_first_game_is_you_against_computers():
    assert you_against("easy", "hard") == (Seat(PERSON, "You"), Seat("easy"), Seat("hard"))


def test_a_page_is_made_and_booted_by_one_call(kit):
    page = page_class(kit[0]).open("game=clowder&seed=1")
    assert page.booted_with == "game=clowder&seed=1"
    assert page.link_url() == "https://x/play#game=clowder&seed=1"


def test_the_sections_keys_are_guarded_alike(kit):
    page_module, nodes = kit[0], kit[3]
    page = page_class(page_module)()
    page.wire_keys(print, ("Escape",), board=True)
    page.wire_keys(print, ("1",))
    (_, fn, board), (_, _, plain) = [entry for entry in nodes["body"].listeners]
    assert fn is print and board["keys"] == ("Escape",) and board["skipFields"]
    assert plain["unless"] == 'body:not([data-game="clowder"]), #clowder[hidden], dialog[open]'
    assert board["unless"] == plain["unless"] + ", #cl-board:focus"


def test_the_theme_follows_the_system(kit):
    page = page_class(kit[0])()
    changed = []
    page.follow_theme(lambda: changed.append(page.theme))
    assert page.theme == "dark"
    page.dark_query.matches = False
    page.dark_query.listeners[0][1](None)
    assert changed == ["light"]


def test_the_screens_shared_half(kit):
    page_module, screen_module, nodes = kit[0], kit[1], kit[3]
    page = page_class(page_module)()
    screen = screen_module.TableScreen(page)
    assert screen.take_shown() == (["news"], "move", "state") and page.board.shown == [["news"]]
    nodes["chk-cl-guide"] = Node()
    nodes["chk-cl-guide"].checked = True
    screen.draw_table("move", lambda s: f"tip at {s.phase}")
    assert (nodes["cl-guide"].textContent, nodes["cl-guide"].hidden) == ("tip at move", False)
    assert nodes["cl-link"].value == "https://x/play#game=clowder&seed=1"
    assert nodes["cl-record"].value == "the record" and page.recent == 1
    assert nodes["body"].dataset.clowderPhase == "move"
    page.session.viewing = 3
    nodes["chk-cl-guide"].checked = False
    screen.draw_table(page.session.shown_phase(), lambda s: "never")
    assert nodes["cl-guide"].hidden and nodes["body"].dataset.clowderPhase == "history"
    screen.say_news("")
    page.session.note = "The turn ends."
    screen.say_news("Ann moves.")
    assert page.said == ["Ann moves. The turn ends."]


def test_a_button_says_what_it_does(kit):
    node = kit[2].button("Go", "Go to the hall", "primary", do="go", space=4)
    assert (node.tag, node.textContent, node.className, node.type) == ("button", "Go", "primary", "button")
    assert node.attrs == {"aria-label": "Go to the hall"} and vars(node.dataset) == {"do": "go", "space": "4"}


def board(kit):
    """A board on a line of places 0 to 9, drawn as (scene, width, height) in `painted`."""
    page_module, _, _, nodes, canvas_view = kit
    page = page_class(page_module)()
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
    return Board(page), painted, nodes


def test_a_board_fits_its_box_and_draws_the_scene_unless_a_move_is_animated(kit):
    b, painted, nodes = board(kit)
    b.draw()
    assert b.css_size == (300, 200) and (b.canvas.width, b.canvas.height) == (600, 400)
    assert b.canvas.transform == (2.0, 0, 0, 2.0, 0, 0)
    assert painted == [("scene with cursor None", 300, 200)]
    b.queue.append(types.SimpleNamespace(duration=100))
    b.draw()
    assert len(painted) == 1


def test_the_cursor_starts_steps_clicks_is_said_and_is_put_away(kit):
    b, painted, nodes = board(kit)
    b.move_cursor("ArrowRight")  # the first key puts it on the first place
    assert b.cursor == 4 and nodes["cl-board-say"].textContent == "place 4, at move"
    assert nodes["body"].dataset.clCursor == "P4"
    for key in ("ArrowRight", "ArrowRight", "ArrowUp", "ArrowLeft"):
        b.move_cursor(key)
    assert b.cursor == 5 and painted[-1][0] == "scene with cursor 5"
    b.move_cursor("Enter")
    assert b.clicked == [5]
    b.clear_cursor()
    assert b.cursor is None and painted[-1][0] == "scene with cursor None"


def test_a_choice_button_does_what_its_kind_says(kit):
    page = page_class(kit[0])()
    done = []
    page.CHOICES = {"go": lambda s, data: done.append((s.phase, data.space))}
    page.act = lambda fn: fn()

    def click(dataset):
        button = None if dataset is None else types.SimpleNamespace(dataset=dataset)
        page.on_choice_click(types.SimpleNamespace(target=types.SimpleNamespace(closest=lambda _sel: button)))

    click(None)  # between the buttons
    click(types.SimpleNamespace(do="fly", space="3"))  # a kind the game does not have
    click(types.SimpleNamespace(do="go", space="3"))
    assert done == [("move", "3")]
