"""Starting a game on Cat Herders' page (a view): the new game dialog, a rematch, and a game's
record loaded or downloaded. Each new game goes to the page (`start_game`), which shows it
under its own saved id.
"""

from __future__ import annotations

import random

from game.catherders import IllegalTurnError, NotationError, Rules
from game.catherders.rules import VARIANTS
from game.text import read_whole
from web.catherders.panel import fill_cat_counts
from web.catherders.session import Session
from web.catherders.sharing.link import GameSpec, new_match_id
from web.kit.elements import element
from web.shell import host
from web.shell.dom import document


class NewGames:
    """The new game dialog and the record's buttons of one page."""

    def __init__(self, page):
        self.page = page
        on = page.on
        on("btn-new", "click", lambda _e: self.open_dialog())
        on("form-new", "submit", self._on_new_game, prevent=True)
        on("btn-over-new", "click", lambda _e: (element("dlg-over").close(), self.open_dialog()))
        on("btn-over-rematch", "click", lambda _e: self._rematch())
        on("btn-welcome-computer", "click", lambda _e: (page.hide_welcome(), self.open_dialog()))
        on("btn-welcome-friend", "click", lambda _e: (page.hide_welcome(), self.open_dialog("link-blue")))
        on("btn-record-load", "click", self._load_record)
        on("btn-record-download", "click", self._download_record)
        on("sel-board", "change", lambda _e: fill_cat_counts())

    def open_dialog(self, mode: str | None = None) -> None:
        """Show the new-game dialog, filled in with the options of the game shown (`mode`:
        how to play, 'here' or 'link-blue'/'link-red', when a button chose it)."""
        self.page.hide_problem()
        spec = self.page.session.spec
        form = element("form-new")
        element("sel-mode").value = mode or ("here" if spec.you is None
                                             else ("link-blue", "link-red")[spec.you])
        document.check(form, "rules", spec.rules.ruleset)
        variants = set(spec.rules.variants.split(","))
        for name in VARIANTS:
            document.check(form, "variant", name, name in variants)
        # The untouched game of a first visit keeps the form's own suggestion (red: computer).
        if spec.players != ("human", "human") or self.page.session.game.stack:
            form.querySelector('select[name="blue"]').value = spec.players[0]
            form.querySelector('select[name="red"]').value = spec.players[1]
        if spec.start_text is None:
            form.querySelector('select[name="setup"]').value = spec.setup
            element("sel-board").value = spec.board
            fill_cat_counts()
            element("sel-cats").value = str(spec.cats)
        form.querySelector('input[name="seed"]').value = ""
        element("dlg-new").showModal()

    def _on_new_game(self, event) -> None:
        dialog = element("dlg-new")
        if str(event.submitter.value if event.submitter else "") != "start":
            dialog.close()  # the view prevented the form's own closing of the dialog
            return
        data = event.form_data()
        variants = ",".join(str(v) for v in data.getAll("variant")) or "-"
        seed_text = str(data.get("seed") or "").strip()
        mode = str(data.get("mode") or "here")
        try:  # the form's numbers are read as a link's are: ASCII digits, a few of them
            seed = (read_whole(seed_text, "the seed", NotationError, digits=12) if seed_text
                    else random.getrandbits(31))
            cats = read_whole(str(data.get("cats") or ""), "the number of cats", NotationError, digits=2)
            spec = GameSpec(rules=Rules.parse(str(data.get("rules")), variants),
                            board=str(data.get("board")), setup=str(data.get("setup")),
                            cats=cats, seed=seed,
                            players=(str(data.get("blue")), str(data.get("red"))))
            if mode.startswith("link-"):  # both sides people, one on each device
                spec.players = ("human", "human")
                spec.you = 0 if mode == "link-blue" else 1
                spec.match = new_match_id(random.getrandbits(48))
            session = Session(spec)
        except NotationError as e:
            event.preventDefault()
            self.page.show_problem(f"That game cannot be set up: {e}",
                                   near=element("form-new").querySelector(".dialog-actions"))
            return
        dialog.close()
        self.page.start_game(session)

    def _rematch(self) -> None:
        """A new game with the same options and the sides swapped."""
        element("dlg-over").close()
        self.page.start_game(Session(self.page.session.spec.rematch(random.getrandbits(31))))

    def _load_record(self, _event) -> None:
        try:
            session = Session.from_record(str(element("record").value))
        except (NotationError, IllegalTurnError) as e:
            # Beside the button pressed: the panel may be scrolled far from its top.
            self.page.show_problem(f"This record cannot be loaded: {e}. The game shown is unchanged.",
                                   near=element("btn-record-load").parentElement)
            return
        self.page.hide_problem()
        self.page.start_game(session)

    def _download_record(self, _event) -> None:
        text = self.page.session.record()
        blob = host.blob(text, "text/plain")
        document.download("cat-herders-game.txt", blob)
