"""The Great Cat Pageant's page: the one module of the game that touches the document.

It keeps one PageantSession (web/pageant/session.py) and draws the whole screen from it after
every event (`draw`); nothing is read back from the page. Each control calls one session
method. The computer voters' picks come from the computer's worker, asked by the table's loop
(web/kit/table/computers.py), which gives it the game's record and a seat; the voter sees only
that seat's view (game.pageant.seen.seen_by). Games are saved, as
their links, under their own key (web/kit/storage.py's GameStore). Text from a link or
storage reaches the page only as textContent.
"""

from __future__ import annotations

from game.pageant import MAX_PLAYERS, MIN_PLAYERS
from web.kit.elements import element
from web.kit.table.game import TableGame
from web.kit.table.page import STEP_KEYS, TablePage
from web.kit.table.seats import you_against
from web.pageant import markup, rules_parts, sounds
from web.pageant.link import PageantLink, Seat, decode
from web.pageant.picture import RankingPicture
from web.pageant.screen import Screen
from web.pageant.session import PICK, PageantSession

PICK_KEYS = tuple("123456789")
GAME = TableGame(name="pageant", prefix="pg", called="The pageant", a_game="a pageant",
                 players=(MIN_PLAYERS, MAX_PLAYERS), step="vote")


class PageantPage(TablePage):
    """The pageant's screen, wired to one session (the rest of the page: web/kit/table/page.py)."""

    GAME = GAME
    MARKUP = markup.PARTS
    SOUNDS = sounds
    CHOICES = {"vote": lambda s, data: s.select(int(data.cat))}  # a cat marked for the vote

    def __init__(self):
        super().__init__()
        self.fresh = False  # the last reveal was just made: its cat's arrival is animated
        self.screen = Screen(self)
        self.board = RankingPicture(self)  # the ranking, drawn only in a saved picture
        self.rules = self.rules_view(rules_parts.Diagrams,
                                     "The full rules, the example round and what is ours")
        self._wire()

    def _wire(self) -> None:
        self.wire_table()
        self.on("btn-pg-ready", "click", lambda _e: self.act(self.session.ready))
        self.on("pg-cats", "click", self.on_choice_click)
        self.on("btn-pg-cast", "click", lambda _e: self.act(self.session.cast))
        self.on("btn-pg-go", "click", lambda _e: self._go_on())
        self.on("btn-pg-next", "click", lambda _e: self._go_on())
        self.wire_keys(self._on_key, PICK_KEYS + STEP_KEYS)

    # ---- the game's answers to the table (web/kit/table/page.py) ----------------------------------

    def default_seats(self) -> tuple[Seat, ...]:
        """You against three computer voters."""
        return you_against("easy", "medium", "easy")

    def new_session(self, seats: tuple[Seat, ...], seed: int) -> PageantSession:
        """A new pageant, dealt from `seed`."""
        return PageantSession.from_link(PageantLink(tuple(seats), seed))

    def session_of(self, link_text: str) -> PageantSession:
        """The pageant a link holds (LinkError, or pageant's IllegalVoteError)."""
        return PageantSession.from_link(decode(link_text))

    def reset_view(self) -> None:
        """No reveal is being animated in the game opened."""
        self.fresh = False

    def _go_on(self) -> None:
        self.fresh = False
        self.act(self.session.go_on)

    def computers_answered(self) -> None:
        """The vote the computers completed is revealed: its cat's arrival is animated."""
        self.fresh = True

    # ---- events -------------------------------------------------------------------------------

    def _on_key(self, event) -> None:
        key = str(event.key)
        session = self.session
        if key in PICK_KEYS and session.phase == PICK and session.viewing is None:
            self.act(lambda: session.select(int(key)))
            element("btn-pg-cast").focus()
        else:
            self.step_key(key)


def start(fragment: str) -> PageantPage:
    """Make the pageant's page and open the game `fragment` names (or the last one)."""
    return PageantPage.open(fragment)
