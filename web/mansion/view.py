"""Cat's Mansion's page: the events, the games, saving, and the computer cats' decisions.

It keeps one MansionSession (web/mansion/session.py) and draws the whole screen from it after
every event (web/mansion/screen.py; the map by web/mansion/board_view.py); nothing is read
back from the page. Each control calls one session method. The computer cats' decisions come
from the computer's worker, asked by the table's loop (web/kit/table/computers.py), which gives it
the game's record and the seat to act. Games are saved, as their links,
under their own key (web/kit/storage.py's GameStore). Text from a link or storage reaches
the page only as textContent.
"""

from __future__ import annotations

from game.mansion.pieces import Rules
from web.kit.elements import element
from web.kit.table.game import TableGame
from web.kit.table.page import STEP_KEYS, TablePage
from web.kit.table.seats import you_against
from web.mansion import markup, rules_parts, sounds
from web.mansion.board_view import BoardView
from web.mansion.link import MAX_CATS, MIN_CATS, Seat, decode
from web.mansion.screen import Screen
from web.mansion.session import ActionError, MansionSession

GAME = TableGame(name="mansion", prefix="ma", called="Cat's Mansion", a_game="a Cat's Mansion game",
                 players=(MIN_CATS, MAX_CATS))
FIRST_RULES = Rules(shorter=True)  # a first game is the short course
VARIANT_BOXES = (("chk-ma-shorter", "shorter"), ("chk-ma-both", "both_ways"), ("chk-ma-close", "close"))


class MansionPage(TablePage):
    """Cat's Mansion's screen, wired to one session (the rest of the page: web/kit/table/page.py)."""

    GAME = GAME
    MARKUP = markup.PARTS
    SOUNDS = sounds
    MOTION = True
    REFUSED = (ActionError,)
    CHOICES = {
        "go": lambda s, data: s.go(int(data.space)),
        "attack": lambda s, data: s.attack(int(data.seat)),
        "retreat": lambda s, data: s.retreat(int(data.space)),
        "stand": lambda s, _data: s.stand(),
        "purr": lambda s, _data: s.toggle_purr(),
        "more": lambda s, _data: s.more_energy(),
        "less": lambda s, _data: s.less_energy(),
        "bid": lambda s, _data: s.bid(),
        "occupy": lambda s, _data: s.set_occupy(not s.occupy),
        "push": lambda s, data: s.push(int(data.space) if str(data.space) != "none" else None),
        "gift": lambda s, data: s.choose_gift(int(data.what)),
    }

    def __init__(self):
        super().__init__()
        self.next_rules = FIRST_RULES
        self.follow_theme(self._theme_changed)
        self.screen = Screen(self)
        self.board = BoardView(self)
        self.rules = self.rules_view(rules_parts.Diagrams, "The full rules, and what in them is ours")
        self._wire()

    @property
    def motion(self) -> bool:
        """Whether moves and dice are animated (the person's switch)."""
        return bool(element("chk-ma-motion").checked)

    def _wire(self) -> None:
        self.wire_table()
        s = lambda: self.session  # noqa: E731 - the session of the moment, not of the wiring
        self.on("ma-choices", "click", self.on_choice_click)
        self.on("btn-ma-stay", "click", lambda _e: self.act(lambda: s().stay()))
        self.on("btn-ma-end", "click", lambda _e: self.act(lambda: s().end_turn()))
        self.on("chk-ma-motion", "change", lambda _e: self.screen.draw())
        self.wire_keys(self._on_key, STEP_KEYS + ("Escape",), board=True)

    def _theme_changed(self) -> None:
        self.screen.forget_icons()
        self.screen.draw()

    # ---- the game's answers to the table (web/kit/table/page.py) ----------------------------------

    def default_seats(self) -> tuple[Seat, ...]:
        """You against three medium computer cats."""
        return you_against("medium", "medium", "medium")

    def new_session(self, seats: tuple[Seat, ...], seed: int) -> MansionSession:
        """A new game, set up from `seed`, with the variants chosen in the dialog."""
        return MansionSession(tuple(seats), seed, self.next_rules)

    def session_of(self, link_text: str) -> MansionSession:
        """The game a link holds (LinkError, or mansion's IllegalActionError)."""
        return MansionSession.from_link(decode(link_text))

    def reset_view(self) -> None:
        """The map and the spat panel forget what they were animating."""
        self.board.forget()
        self.screen.forget()

    def booted(self) -> None:
        """The map starts drawing."""
        self.board.start()

    def open_new_dialog(self) -> None:
        """The new game dialog, its variants ticked as this game's."""
        rules = self.session.rules
        for box, name in VARIANT_BOXES:
            element(box).checked = bool(getattr(rules, name))
        super().open_new_dialog()

    def _on_new(self, event) -> None:
        form = event.form_data()
        self.next_rules = Rules(shorter=bool(form.get("shorter")), both_ways=bool(form.get("both")),
                                close=bool(form.get("close")))
        super()._on_new(event)

    async def idle(self) -> None:
        """The walk and the dice end before a computer is asked (web/kit/table/computers.py):
        each decision is shown before the next."""
        await self.board.idle()
        await self.screen.idle()

    # ---- events -------------------------------------------------------------------------------

    def _on_key(self, event) -> None:
        key = str(event.key)
        if key == "Escape":
            self.board.clear_cursor()
        else:
            self.step_key(key)


def start(fragment: str) -> MansionPage:
    """Make Cat's Mansion's page and open the game `fragment` names (or the last one)."""
    return MansionPage.open(fragment)
