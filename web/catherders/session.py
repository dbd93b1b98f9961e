"""The game on the page (pure Python): what it says, and who may play, over the concerns it
is made of. Every rule of the interface is tested in CPython: what a click on a cell does,
undo and redo, looking back through the moves, and the status line. The browser layer
(web.catherders.page) only forwards clicks here and redraws from what this object says.

Each concern keeps its own state, in its own module:

- the game, redo and looking back: web/catherders/history.py (the kit's LookingBack);
- the turn being built and its animation frames: web/catherders/turn_in_progress.py;
- pointing, the preview, the cursor and taps, and the threats: web/catherders/pointing.py;
- a lesson's lock and marked cells: web/catherders/training/marks.py;
- a review's marks: web/catherders/review/marks.py;
- the by-link side rules: web/catherders/sharing/friend.py.

The Session holds one of each, privately (web/catherders/session_reads.py makes them and
reads them): other modules read through read-only properties (containers come as copies)
and change them only through methods (`say`, `lock`, `mark_hint`, `mark_cells`,
`take_frames`, `set_threats`, ...) (tests/catherders/web/test_session_private.py checks that no other
module of web/ assigns a Session's attributes).
"""

from __future__ import annotations

from game.catherders import Game, IllegalTurnError, NotationError, Turn
from game.catherders.record import read_record, write_record
from game.catherders.turn import MAX_TURN_LENGTH
from web.catherders.session_reads import SessionReads
from web.catherders.sharing.link import PLAYERS, GameSpec, decode, encode
from web.catherders.turn_in_progress import Frame
from web.catherders.words import SIDES
from web.kit.words import count

FRAME_MS = 230  # how long the page shows each animation frame of a turn

__all__ = ["FRAME_MS", "Frame", "Session"]


class Session(SessionReads):
    """A game on the page: spec, live game, redo stack, history view, turn in progress."""

    def __init__(self, spec: GameSpec | None = None, game: Game | None = None):
        """A session for `spec`; `game`, when given, is that spec's game already played."""
        spec = spec or GameSpec()
        super().__init__(spec, game if game is not None else spec.replay())
        self._message = self.describe_turn()

    @classmethod
    def from_fragment(cls, fragment: str) -> Session:
        """Rebuild a session from a URL fragment; LinkError says what is wrong."""
        return cls(decode(fragment))

    def fragment(self) -> str:
        """The URL fragment that rebuilds this game exactly."""
        return encode(self.current_spec())

    def compact_fragment(self) -> str:
        """The same game in the compact form (v=2: a turn in one or two characters), for a
        link to send: a 300-turn game stays well under the 2,000 characters that chat apps and
        QR codes take, and it holds only characters a URL may carry as they are."""
        return encode(self.current_spec(), compact=True)

    def current_spec(self) -> GameSpec:
        """The spec with the turns played so far."""
        s = self._spec
        return GameSpec(s.rules, s.board, s.setup, s.cats, s.seed, s.start_text, s.players,
                        self._history.turn_texts(), s.you, s.match)

    def branch_from_view(self) -> Session | None:
        """A new game that continues from the position looked at (its first `view` turns),
        or None when the live position is shown; this game is left as it is."""
        if self.view is None:
            return None
        spec = self.current_spec()
        spec.turns = spec.turns[:self.view]
        spec.you = spec.match = None  # a new game on this device, not the friend's
        branch = Session(spec)
        branch.say(f"A new game from turn {self.view} of the last one (still under "
                   f"Recent games). {branch.describe_turn()}")
        return branch

    def set_player(self, player: int, who: str) -> None:
        """Hand a side to a person or to the computer at a level, in the middle of a game."""
        if who not in PLAYERS:
            raise ValueError(f"unknown player {who!r}: expected one of {', '.join(PLAYERS)}")
        self.cancel_turn()  # a half-built turn may belong to the side handed over
        players = list(self._spec.players)
        players[player] = who
        self._spec.players = (players[0], players[1])
        self._hint = None
        name = "a person" if who == "human" else f"the computer ({who[3:]})"
        self._message = f"{SIDES[player]} is now played by {name}. {self.describe_turn()}"

    def record(self) -> str:
        """The game as a record (game.catherders.record's format), with who played each side."""
        notes = self._review.up_to(len(self.game.turns))
        return write_record(self.game, {"Board": self.board.name, SIDES[0]: self._spec.players[0],
                                        SIDES[1]: self._spec.players[1]}, notes)

    @classmethod
    def from_record(cls, text: str) -> Session:
        """A session from a record's text (NotationError or IllegalTurnError if it is bad).

        `Blue` and `Red` headers naming a player the page knows (human, ai-hard, …)
        give the sides; any other value (a person's name) counts as a person.
        """
        record = read_record(text)
        game = record.replay()  # its errors name the record's line
        players = tuple(v if (v := record.tags.get(k, "human")) in PLAYERS else "human"
                        for k in SIDES)
        spec = GameSpec(rules=record.rules, start_text=str(record.start), players=players,
                        turns=[t for _, t in record.turns])
        session = cls(spec, game)
        session.annotate(record.annotations)
        return session

    # ---- clicks ----------------------------------------------------------------

    def click(self, cell: int | None) -> None:
        """Handle a click on a cell (None: outside the board); sets the message."""
        self.unpoint()
        if not self._may_act():
            return
        if cell is None:
            self._message = "That is outside the board."
            return
        self._follow(self._turn.click(cell, self.describe_turn))

    def _follow(self, said: str | Turn) -> None:
        """Say what a click did: its message, or what the turn it committed did."""
        if isinstance(said, str):
            self._message = said
            return
        self._history.redo.clear()
        self._message = self._after_turn(said)

    def describe_choice(self) -> str:
        """The status line while the player chooses within a turn."""
        return self._turn.describe_choice()

    def let_stay(self, cat: int) -> None:
        """Alternate rules: the cat on `cat`, blocked now, gives up its flight (a real action,
        not two clicks); refused with a message when that is not one of the turn's choices."""
        if not self._may_act():
            return
        stay = self._turn.stay_option(cat)
        if stay is None:
            self._message = f"The cat on {self.board.names[cat]} cannot stay now. {self.describe_pending()}"
            return
        self._follow(self._turn.choose(stay))

    def describe_pending(self) -> str:
        """The status line for what the turn in progress needs, or whose turn it is."""
        return self.describe_choice() if self.builder is not None else self.describe_turn()

    def cancel_turn(self) -> None:
        """Give up the turn being built (or the selection): the position is as before."""
        self._turn.cancel()
        self._hint = None
        self.unpoint()
        self._message = self.describe_turn()

    # ---- who may play, and whole turns -------------------------------------------------

    def _may_act(self) -> bool:
        """Start handling a person's action: drop the last animation and hint; False (with
        the reason as the message) when a person may not play now."""
        self._turn.frames = []
        self._hint = None
        refused = self._not_your_turn()
        if refused:
            self._message = refused
        return refused is None

    def type_turn(self, text: str) -> bool:
        """Play a whole turn typed in the engine's notation (`b2-d4 e5>f6`, `a3`).

        A turn in progress on the board is dropped first. Returns False, with a
        message that quotes the text and says what is wrong, when it cannot be played;
        the game is then as it was.
        """
        self._turn.frames = []
        self._hint = None
        if len(text) <= MAX_TURN_LENGTH:  # longer is refused unread by the engine (Turn.parse)
            text = " ".join(text.split())
        refused = self._not_your_turn()
        if refused or not text:
            self._message = refused or "Type a turn first, for example a3 or b2-d4 e5>f6."
            return False
        try:
            self.play_turn(text)
        except (IllegalTurnError, NotationError) as e:
            self._message = f"{e}."
            return False
        return True

    def must_pass(self) -> bool:
        """True when the person to move has no legal action (the page then offers Pass)."""
        return (self._not_your_turn() is None and self.builder is None
                and not self.game.legal_actions())

    def pass_turn(self) -> bool:
        """Play the pass of a person with no legal action (refused, with a message, otherwise)."""
        return self.type_turn("pass")

    def _after_turn(self, turn: Turn) -> str:
        mover = SIDES[1 - self.game.to_move]
        n = self.game.caught_by(-1)
        said = f"{mover} played {turn}."
        if n:
            said += f" {mover} caught {count(n, 'cat')}!"
        return f"{said} {self.describe_turn()}"

    def play_turn(self, turn: Turn | str) -> Turn:
        """Play a whole turn (a computer's, a typed one, or a redo), with animation frames. A
        new turn leaves nothing to redo (what was taken back would follow another game); redo
        keeps the rest of its own list.

        IllegalTurnError leaves the game as it was.
        """
        if isinstance(turn, str):
            turn = self.game.parse_turn(turn)
        self.cancel_turn()
        played = self._turn.play_whole(turn)
        self._history.redo.clear()
        self._message = self._after_turn(played)
        return played

    def receive(self, turns: list[str]) -> int:
        """Play turns that arrived by link (a friend's), with their animation, and say what
        they did; returns how many were played (IllegalTurnError stops at a bad one)."""
        frames, said = [], []
        for text in turns:
            played = self.play_turn(text)
            frames += self._turn.frames
            mover = SIDES[1 - self.game.to_move]
            caught = self.game.caught_by(-1)
            line = f"{mover} played {played}"
            if caught:
                line += f" and caught {count(caught, 'cat')}"
            said.append(line)
        self._turn.frames = frames
        self._history.redo.clear()
        if said:
            n = len(self.game.stack)
            self._message = (f"Turn {n - len(said) + 1}{'' if len(said) == 1 else f' to {n}'} came "
                             f"by link: {'; '.join(said)}. {self.describe_turn()}")
        return len(said)

    # ---- history ---------------------------------------------------------------

    def _against_computer(self) -> bool:
        return [self.computer_level(p) is None for p in (0, 1)].count(True) == 1

    def _computer_replied(self) -> bool:
        """Against the computer, whether the turn to take back (or redo) is its reply."""
        return self._against_computer() and self.computer_level(self.game.to_move) is not None

    def undo(self) -> bool:
        """Take back the last turn (or the turn in progress); False if nothing to undo.

        Against the computer, its reply and your turn go back together, so it
        is your move again.
        """
        self._history.viewing = None
        self._hint = None
        self.unpoint()
        if self.builder is not None or self.selected is not None:
            self.cancel_turn()
            return True
        if not self.game.stack:
            self._message = "Nothing to undo: this is the start of the game."
            return False
        if not self.can_undo:
            self._message = "Nothing to undo: the computer's first turn is not yours to take back."
            return False
        self._history.take_back(self._computer_replied)
        self._turn.frames = []
        self._message = "Taken back. " + self.describe_turn()
        return True

    def redo(self) -> bool:
        """Play again the last turn taken back (against the computer, its reply too)."""
        self._history.viewing = None
        self._hint = None
        self.unpoint()
        if not self._history.redo:
            self._message = "Nothing to redo."
            return False
        keep = self._history.redo[:]
        frames = []
        while keep:
            self.play_turn(keep.pop())
            frames += self._turn.frames
            if not (keep and self._computer_replied()):
                break
        self._history.redo = keep
        self._turn.frames = frames
        return True

    def goto(self, n: int | None) -> None:
        """Show the position after `n` turns (None or the last: back to live play)."""
        self.cancel_turn()
        history = self._history
        history.step_to(history.total() if n is None else n)
        if history.viewing is not None:
            self._message = (f"Looking at the position after turn {history.viewing} of "
                             f"{history.total()}. → or End returns to the game.")

    def shown_turn_count(self) -> int:
        """How many turns the shown position comes after."""
        return self._history.shown_number()
