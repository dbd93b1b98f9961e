"""What the screens of the table games draw alike (web/pageant/screen.py, web/clowder/screen.py,
web/mansion/screen.py): a game's `Screen` is a `TableScreen` that draws its own panels, and
calls these for the rest: the step shown, the guide's tip, the game's link and record, the
recent games, the step in `body[data-<game>Phase]` (the tests wait on it) and what is said
to a screen reader. It only writes to the page, from the page object's state.
"""

from __future__ import annotations

from web.kit.elements import element
from web.kit.table.sounds import play_news
from web.shell.dom import document


class TableScreen:
    """The shared half of a table game's screen, drawing its page's (`page`) session."""

    def __init__(self, page):
        self.page = page

    @property
    def session(self):
        """The session drawn."""
        return self.page.session

    def take_shown(self) -> tuple[list, str | None, object]:
        """For a game played action by action: the news since the last draw (handed to the
        board, which animates it, and played: web/kit/table/sounds.py), the live table's step
        (None while looking back) and the state shown."""
        s = self.session
        news = s.take_news()
        self.page.board.show(news)
        play_news(self.page, news)
        return news, s.shown_phase(), s.shown_state()

    def draw_table(self, phase: str | None, tip_of) -> None:
        """What every table game shows alike: the guide's tip (`tip_of(session)`, when the
        guide is on), the game's link and record, the recent games, and the step shown."""
        page, s = self.page, self.session
        prefix = page.GAME.prefix
        tip = tip_of(s) if element(f"chk-{prefix}-guide").checked else ""
        guide = element(f"{prefix}-guide")
        guide.hidden = not tip
        guide.textContent = tip
        element(f"{prefix}-link").value = page.link_url()
        element(f"{prefix}-record").value = s.record()
        page.draw_recent()
        setattr(document.body.dataset, f"{page.GAME.name}Phase", phase or "history")

    def say_news(self, said: str) -> None:
        """Say what the last change did (`said`), then what the session did by itself (its
        note); nothing when both are empty."""
        note = self.session.note
        said = f"{said} {note}".strip() if note else said
        if said:
            self.page.say(said)
