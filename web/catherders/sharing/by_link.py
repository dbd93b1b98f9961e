"""Games with a friend far away, by link, on the page: receiving, sending, the QR code.

Part of the browser layer. web/catherders/sharing/friend.py decides what a received link means
(fresh, new turns, the same, older, a fork); this module opens the right game,
plays a friend's new turns once with their animation, sends your turn (the Web
Share API where the device has it, the clipboard otherwise, and always a field
to copy it from), draws the link's QR code (web/catherders/sharing/qr.py, segno's encoder) and
keeps the friend's name (remembered per match in Settings).
"""

from __future__ import annotations

from web.catherders.session import Session
from web.catherders.sharing import qr
from web.catherders.sharing.friend import arrival, send_fragment, share_text
from web.catherders.sharing.link import GameSpec, decode
from web.catherders.words import COLOURS
from web.kit.elements import element
from web.shell import host
from web.shell.dom import document, window

FRIENDS = "friends"  # Settings key: {match id: the friend's name}


class FriendGames:
    """The games by link of one Page."""

    def __init__(self, page):
        self.page = page
        self._link: tuple | None = None  # ((address, readable fragment), link to send)
        page.on("friend-name", "change", self._on_name)
        page.on("btn-qr-close", "click", lambda _e: element("dlg-qr").close())
        page.on_refresh(self.render)

    # ---- names --------------------------------------------------------------------

    def name(self, match: str | None) -> str:
        """The friend's name for a match ('your friend' until one is given)."""
        names = self.page.settings.get(FRIENDS, {}, each=str)
        return str(names.get(match, "")) or "your friend"

    def _on_name(self, _event) -> None:
        s = self.page.session
        if s.spec.match is None:
            return
        names = dict(self.page.settings.get(FRIENDS, {}, each=str))
        names[s.spec.match] = str(element("friend-name").value).strip()[:40]
        self.page.settings.set(FRIENDS, names)
        self.page.refresh(save=True)

    def render(self) -> None:
        """Show the friend's box (name field) for a game by link, and hide it otherwise."""
        s = self.page.session
        box = element("friend-box")
        box.hidden = s.spec.you is None
        if s.spec.you is None:
            return
        field = element("friend-name")
        if document.activeElement is not field:
            names = self.page.settings.get(FRIENDS, {}, each=str)
            field.value = str(names.get(s.spec.match, ""))
        element("friend-side").textContent = (f"You play {COLOURS[s.spec.you]}; "
                                              f"{self.name(s.spec.match)} plays "
                                              f"{COLOURS[1 - s.spec.you]}.")
        waiting = s.game.to_move != s.spec.you or s.game.is_over()
        element("send-box").hidden = not waiting
        if waiting:
            element("send-link").value = self.link()

    # ---- receiving -------------------------------------------------------------------

    def receive(self, spec: GameSpec, game) -> bool:
        """Open a game-by-link's link as arrival() says; True when it was handled here."""
        page = self.page
        saved_id, saved = self._saved_match(spec)
        if saved is not None and saved.you != spec.you:
            # Your own link, sent for your friend: your side's game stays as it is.
            page.open_saved(page.store.get(saved_id))
            page.show_problem(f"This is the link for {self.name(spec.match)}, who plays "
                              f"{COLOURS[spec.you]}. Your own game is shown, as it was.")
            return True
        came = arrival(saved.turns if saved is not None else None, spec.turns)
        document.body.dataset.arrival = came.kind
        document.body.dataset.received = "0"
        if came.kind in ("same", "older"):
            page.open_saved(page.store.get(saved_id))
            if came.kind == "older":
                page.show_problem(f"This link is older than your game: it stops at turn "
                                  f"{came.received}, and your game has {came.saved} turns. Your game "
                                  "is shown with all its turns; nothing was lost.")
            return True
        if came.kind == "new":
            base, new, game_id = spec.up_to(came.common), spec.turns[came.common:], saved_id
        else:  # fresh or fork: the friend's trailing turns are played for you to see
            keep = len(spec.turns)
            start = game.start.to_move
            while keep and (start + keep - 1) % 2 != spec.you:
                keep -= 1
            base, new, game_id = spec.up_to(keep), spec.turns[keep:], None
        session = Session(base)
        document.body.dataset.received = str(session.receive(new))  # turns played for you to see
        document.body.dataset.arrival = came.kind
        frames = session.frames
        # A friend's last turn ends the game: say so here too.
        page.show_game(session, game_id, announced=not new)
        page.play_frames(frames)
        if came.kind == "fork":
            page.show_problem(f"This link parts from your saved game of this match after turn "
                              f"{came.common}: turn {came.common + 1} is "
                              f"{spec.turns[came.common] if came.common < came.received else 'missing'}"
                              f" in the link. It opens as a game of its own; your game is still "
                              "under Recent games.")
        return True

    def _saved_match(self, spec: GameSpec):
        """(id, spec) of the saved game of the same match, or (None, None)."""
        for entry in self.page.store.entries():
            try:
                saved = decode(entry["fragment"])
            except ValueError:  # a saved link no longer read: the rule says a ValueError
                continue
            if saved.match == spec.match and saved.same_game_as(spec):
                return entry["id"], saved
        return None, None

    # ---- sending ---------------------------------------------------------------------

    def link(self) -> str:
        """The link to send your friend now (the whole game, for their side). The compact
        code replays the game, so the link is kept until the game (its readable fragment,
        which is cheap to make) changes: a refresh does not replay a long game."""
        session = self.page.session
        base = str(window.location.href).split("#")[0]
        key = (base, session.fragment())
        if self._link is None or self._link[0] != key:
            self._link = (key, f"{base}#{send_fragment(session.current_spec())}")
        return self._link[1]

    async def send(self) -> None:
        """Send your turn: the device's share sheet, or the clipboard; the field has it too."""
        page, s = self.page, self.page.session
        url = self.link()
        text = share_text(s.spec, len(s.game.stack), s.game.is_over())
        document.body.dataset.sent = url
        try:
            if window.navigator.canShare:
                await window.navigator.share({"title": "Cat Herders", "text": text, "url": url})
                s.say(f"Sent. {s.describe_turn()}")
            else:
                await window.navigator.clipboard.writeText(f"{text}\n{url}")
                s.say(f"Copied: paste it in a message to {self.name(s.spec.match)}. "
                      f"{s.describe_turn()}")
        except Exception:
            s.say("Could not send or copy by itself: copy the link from the field below "
                  "and send it.")
        if s is page.session:
            page.refresh()

    async def show_qr(self) -> None:
        """Draw the link's QR code in its dialog, for a friend in the same room (segno, fetched
        the first time: web/catherders/sharing/qr.py)."""
        url = self.link()
        canvas = element("qr-canvas")
        try:
            await host.load_bundle("qr")
            matrix, level = qr.encode(url)
        except qr.QRError as e:
            self.page.show_problem(f"This link is too long for a QR code: {e}")
            return
        except OSError as e:
            self.page.show_problem(f"The QR code could not be made: {e}")
            return
        size, quiet = len(matrix), 4
        scale = max(2, 300 // (size + 2 * quiet))
        side = (size + 2 * quiet) * scale
        canvas.width = canvas.height = side
        ctx = canvas.getContext("2d")
        ctx.fillStyle = "#ffffff"
        ctx.fillRect(0, 0, side, side)
        ctx.fillStyle = "#000000"
        for y, row in enumerate(matrix):
            for x, dark in enumerate(row):
                if dark:
                    ctx.fillRect((x + quiet) * scale, (y + quiet) * scale, scale, scale)
        canvas.dataset.modules = str(size)
        canvas.dataset.scale = str(scale)
        canvas.dataset.level = level
        element("qr-link").value = url
        element("dlg-qr").showModal()
