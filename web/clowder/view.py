"""Clowder's page: the events, the games, saving, and the computers' choices.

It keeps one ClowderSession (web/clowder/session.py) and draws the whole screen from it after
every event (web/clowder/screen.py, the board by web/clowder/board_view.py); nothing is read
back from the page. Each control calls one session method. The computers' choices come from
the computer's worker, asked by the table's loop (web/kit/table/computers.py), which gives it the
game's record (committed actions only: never a token still secret) and a seat. Games are
saved, as their links, under their own key (web/kit/storage.py's GameStore). Text from a
link or storage reaches the page only as textContent.
"""

from __future__ import annotations

from game.clowder.pieces import MAX_PLAYERS, MIN_PLAYERS
from web.clowder import markup, rules_parts, sounds
from web.clowder.board_view import BoardView
from web.clowder.link import Seat, decode
from web.clowder.screen import Screen
from web.clowder.session import PICK, ActionError, ClowderSession
from web.kit.table.game import TableGame
from web.kit.table.page import STEP_KEYS, TablePage
from web.kit.table.seats import you_against

TOKEN_KEYS = ("1", "2", "3")
GAME = TableGame(name="clowder", prefix="cl", called="Clowder", a_game="a Clowder game",
                 players=(MIN_PLAYERS, MAX_PLAYERS))


class ClowderPage(TablePage):
    """Clowder's screen, wired to one session (the rest of the page: web/kit/table/page.py)."""

    GAME = GAME
    MARKUP = markup.PARTS
    SOUNDS = sounds
    MOTION = True
    REFUSED = (ActionError,)
    CHOICES = {
        "token": lambda s, data: s.pick_token(int(data.token)),
        "place": lambda s, data: s.place(int(data.hex)),
        "select": lambda s, data: s.cancel() if s.selected == int(data.cat) else s.select(int(data.cat)),
        "land": lambda s, data: s.land(int(data.hex)),
        "flee": lambda s, data: s.flee(int(data.hex), int(data.colour)),
        "buy": lambda s, data: s.buy_key(int(data.colour)),
    }

    def __init__(self):
        super().__init__()
        self.follow_theme(lambda: self.screen.draw())
        self.screen = Screen(self)
        self.board = BoardView(self)
        self.rules = self.rules_view(rules_parts.Diagrams, "The full rules, and what in them is ours")
        self._wire()

    def _wire(self) -> None:
        self.wire_table()
        self.on("btn-cl-ready", "click", lambda _e: self.act(self.session.ready))
        self.on("cl-tokens", "click", self.on_choice_click)
        self.on("cl-choices", "click", self.on_choice_click)
        self.on("btn-cl-give", "click", lambda _e: self.act(self.session.give_life))
        self.on("btn-cl-cancel", "click", lambda _e: self.act(self.session.cancel))
        self.on("btn-cl-end", "click", lambda _e: self.act(self.session.end_turn))
        self.on("chk-cl-motion", "change", lambda _e: self.screen.draw())
        self.wire_keys(self._on_key, TOKEN_KEYS + STEP_KEYS + ("Escape",), board=True)

    # ---- the game's answers to the table (web/kit/table/page.py) ----------------------------------

    def default_seats(self) -> tuple[Seat, ...]:
        """You against three medium computers."""
        return you_against("medium", "medium", "medium")

    def new_session(self, seats: tuple[Seat, ...], seed: int) -> ClowderSession:
        """A new game, set up from `seed`."""
        return ClowderSession(tuple(seats), seed)

    def session_of(self, link_text: str) -> ClowderSession:
        """The game a link holds (LinkError, or clowder's IllegalActionError)."""
        return ClowderSession.from_link(decode(link_text))

    def reset_view(self) -> None:
        """The board forgets the leaps it was showing."""
        self.board.forget()

    def booted(self) -> None:
        """The board starts drawing."""
        self.board.start()

    async def idle(self) -> None:
        """The board's leaps end before a computer is asked (web/kit/table/computers.py): each
        choice is shown before the next."""
        await self.board.idle()

    # ---- events -------------------------------------------------------------------------------

    def _on_key(self, event) -> None:
        key = str(event.key)
        session = self.session
        if key in TOKEN_KEYS:
            if session.phase == PICK and session.viewing is None:
                self.act(lambda: session.pick_token(int(key)))
        elif key == "Escape":
            self.act(session.cancel)
        else:
            self.step_key(key)


def start(fragment: str) -> ClowderPage:
    """Make Clowder's page and open the game `fragment` names (or the last one)."""
    return ClowderPage.open(fragment)
