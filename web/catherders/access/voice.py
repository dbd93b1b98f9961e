"""What the page says and plays: turns in words for screen readers, the board in words,
questions about the board, and the sounds.

Part of the browser layer. #announce (role=status) is the page's one voice for the game:
after every refresh `after_refresh()` compares the game with what it last announced, and
each new turn (the person's, the computer's, a friend's by link, a redo) is said there,
once, in web/catherders/access/board_text.py's words ("Red moves g7 to e7. The cat on e6 runs to d5.
Red catches the cat on d5."), and its sounds (web/catherders/media/sounds.py) are played; an undo, a
hint and the end of the game are said too. The status line (#status) is not a live region:
it also follows the pointer (what the cell pointed at would do), which would be read out
at every move of the mouse. What it says that matters to a player who does not see it, the
session's message (a click refused, a choice to make, a link copied, a new game), is said
here when it changes without a turn. The board cursor's #board-say says only the cell it is
on and what playing there would do. The board in words (#board-text, a closed <details> until asked) is
rebuilt from the same Session whenever it is open, so it stays in step with the
canvas. The question buttons answer in #ask-answer.

The sounds are our own recipes, played by the site's one speaker (web/kit/speaker.py: the
Sound switch in the page's header, the first interaction that allows sound, and
body[data-sounds], which the tests read).
"""

from __future__ import annotations

from web.kit.elements import element
from web.kit.speaker import speaker
from web.shell.dom import document

# web/catherders/media/sounds.py is imported at the first turn played, not while the page starts;
# web/catherders/access/board_text.py at the first refresh (its state_copy keeps the game as announced).


class Voice:
    """Announcements, the board in words, questions, and sound for one Page."""

    def __init__(self, page):
        self.page = page
        self.seen: tuple | None = None  # (session, turns, hint) last announced
        self.state = None  # the game's state then, without its history (board_text.state_copy)
        self.state_of: tuple | None = None  # (session, last stack entry) that state is of
        self.last_message = ""  # the session's message when last announced
        self.speaker = speaker(page)
        page.on("board-text", "toggle", lambda _e: self.fill_text())
        page.on("ask-buttons", "click", self._on_ask)
        page.on_refresh(self.after_refresh)

    # ---- announcements ---------------------------------------------------------------

    def after_refresh(self) -> None:
        """Say and play what changed since the last refresh."""
        s = self.page.session
        g = s.game
        now = (s, len(g.stack), s.hint)
        before, state = self.seen, self.state
        self.seen = now
        from web.catherders.access.board_text import state_copy

        entry = g.stack[-1] if g.stack else None
        if self.state_of is None or self.state_of[0] is not s or self.state_of[1] is not entry:
            # a turn played or taken back (most refreshes play none): no replay, whatever the length
            self.state, self.state_of = state_copy(g), (s, entry)
        message, last = s.message, self.last_message
        self.last_message = message
        if self.page.board_text_open():
            self.fill_text()
        if before is None:
            return  # the page has just started: nothing was done
        if before[0] is not s:  # another game on the board: nothing was played in it
            if message:
                self.say(message)
            return
        said, sounds = [], []
        if now[1] > before[1]:
            from web.catherders.access.board_text import narrate_turn
            from web.catherders.media.sounds import sounds_for

            work = state  # the game as last announced: the new turns are played on from it
            for turn in g.turns[before[1]:]:
                by_computer = s.computer_level(work.to_move) is not None
                after = state_copy(work)
                after.push(turn)
                said.append(narrate_turn(work, turn))
                sounds += sounds_for(work, turn, after, by_computer)
                work = after
        elif now[1] < before[1]:
            said.append(f"Taken back to turn {now[1]}. {s.describe_turn()}")
        elif now[2] is not None and now[2] != before[2]:
            said.append(s.message)
        elif message and message != last:  # a click refused, a choice asked, a link copied...
            said.append(message)
        if said:
            self.say(" ".join(said))
        if sounds:
            self.play(sounds)

    def say(self, text: str) -> None:
        """Put text in the live region (a screen reader reads it out)."""
        element("announce").textContent = text
        document.body.dataset.announced = text

    # ---- the board in words ------------------------------------------------------------

    def fill_text(self) -> None:
        """Rebuild the board in words from the position shown (when the box is open)."""
        if not self.page.board_text_open():
            return
        from web.catherders.access.board_text import position_rows, summary

        s = self.page.session
        game = s.shown_game()
        facts = element("board-facts")
        facts.replaceChildren()
        for line in summary(game):
            li = document.createElement("li")
            li.textContent = line
            facts.appendChild(li)
        rows = element("board-rows")
        rows.replaceChildren()
        for label, cells in position_rows(game, s.shown_cells()):
            tr = document.createElement("tr")
            th = document.createElement("th")
            th.scope = "row"
            th.textContent = label
            tr.appendChild(th)
            td = document.createElement("td")
            td.textContent = "; ".join(cells)
            tr.appendChild(td)
            rows.appendChild(tr)

    def _on_ask(self, event) -> None:
        button = event.target.closest("button[data-ask]")
        if button:
            from web.catherders.access.board_text import answer

            s = self.page.session
            text = answer(s.shown_game(), str(button.dataset.ask))
            element("ask-answer").textContent = text

    # ---- sound --------------------------------------------------------------------------

    def play(self, names: list[str]) -> None:
        """Play sounds one after another (nothing when the Sound switch is off or before any
        interaction: web/kit/speaker.py)."""
        if not names:
            return
        from web.catherders.media.sounds import SOUNDS

        self.speaker.play(SOUNDS, names)
