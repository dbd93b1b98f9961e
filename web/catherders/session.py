"""The page's one state object: the game, how it was set up, and the turn being built.

Pure Python (no `js`, no `pyscript`), so every rule of the interface is
tested in CPython: what a click on a cell does, undo and redo, looking back
through the moves, and the status line. The browser layer (web.catherders.page) only
forwards clicks here and redraws from what this object says.

Its state is private: other modules read it through read-only properties
(containers come as copies) and change it only through methods (`say`,
`lock`, `mark_hint`, `mark_cells`, `take_frames`, `set_threats`, ...), so
every change of the state is in this file (tests/test_session_private.py
checks that no other module of web/ assigns a Session's attributes).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.catherders import CAT, EMPTY, Game, IllegalTurnError, NotationError, Turn, herder, is_herder, owner
from game.catherders.consequences import Preview, catchable, preview, threatened
from game.catherders.record import read_record, write_record
from game.catherders.turn import MAX_TURN_LENGTH
from web.catherders.sharing.friend import refuse_other_side, whose_turn
from web.catherders.sharing.link import PLAYERS, GameSpec, decode, encode
from web.catherders.words import SIDES
from web.kit.words import count

FRAME_MS = 230  # how long the page shows each animation frame of a turn


@dataclass(frozen=True)
class Frame:
    """One animation step: the cells before and after, and the pieces that slid."""

    before: tuple[int, ...]
    after: tuple[int, ...]
    moves: tuple[tuple[int, int], ...]


class Session:
    """A game on the page: spec, live game, redo stack, history view, turn in progress."""

    def __init__(self, spec: GameSpec | None = None, game: Game | None = None):
        """A session for `spec`; `game`, when given, is that spec's game already played."""
        self._spec = spec or GameSpec()
        self._game = game if game is not None else self._spec.replay()
        self._redo_stack: list[Turn] = []
        self._view: int | None = None  # number of turns shown while looking back
        self._view_game: Game | None = None
        self._selected: int | None = None
        self._builder = None
        self._focus_cat: int | None = None
        self._hint: Turn | None = None  # a suggested turn, shown until the next action
        self._frames: list[Frame] = []
        self._message = ""
        self._message = self.describe_turn()
        # Learning aids (web.catherders.page remembers the switches): what a pointed action would do,
        # and the cats either side could catch.
        self._preview_on = True
        self._threats_on = False
        self._pointed: int | None = None  # the cell pointed at (hover, cursor, first tap)
        self._preview: Preview | None = None  # what the pointed action would do
        self._cursor: int | None = None  # the keyboard's cell cursor
        self._tap_pending: int | None = None  # a first tap previewed this cell: a second plays
        self._hint_cells: list[int] = []  # cells a lesson's hint marks
        self._locked: str | None = None  # why nobody may play (a lesson judged), or None
        self._annotations: dict = {}  # a review's marks and comments by turn index (game.catherders.record)
        self._threats: tuple | None = None  # (position key, mine, theirs)
        self._preview_key: tuple | None = None  # (game, turns, hash, action) previewed
        self._texts: list[tuple[object, str]] = []  # (stack entry, its turn's text), in order

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
                        self._turn_texts(), s.you, s.match)

    def _turn_texts(self) -> list[str]:
        """The texts of the game's turns, kept from one call to the next: a game changes only
        at its end (push, pop), so only the entries that changed there are written again, and
        a refresh costs the same at turn 300 as at turn 3."""
        stack, texts = self._game.stack, self._texts
        keep = min(len(texts), len(stack))
        while keep and texts[keep - 1][0] is not stack[keep - 1]:
            keep -= 1
        del texts[keep:]
        texts.extend((entry, str(entry[0])) for entry in stack[keep:])
        return [text for _, text in texts]

    def branch_from_view(self) -> Session | None:
        """A new game that continues from the position looked at (its first `view` turns),
        or None when the live position is shown; this game is left as it is."""
        if self._view is None:
            return None
        spec = self.current_spec()
        spec.turns = spec.turns[:self._view]
        spec.you = spec.match = None  # a new game on this device, not the friend's
        branch = Session(spec)
        branch.say(f"A new game from turn {self._view} of the last one (still under "
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
        notes = {i: a for i, a in self._annotations.items() if i < len(self._game.turns)}
        return write_record(self._game, {"Board": self.board.name, SIDES[0]: self._spec.players[0],
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

    # ---- the state, read only (containers as copies) ------------------------------------

    @property
    def spec(self) -> GameSpec:
        """How the game was set up (its turns are the game's: see `current_spec`)."""
        return self._spec

    @property
    def game(self) -> Game:
        """The live game."""
        return self._game

    @property
    def board(self):
        """The board being played on."""
        return self._game.board

    @property
    def view(self) -> int | None:
        """The number of turns of the position looked at, or None for the live position."""
        return self._view

    @property
    def selected(self) -> int | None:
        """The cell of the herder selected to move, or None."""
        return self._selected

    @property
    def builder(self):
        """The turn being built (game.catherders.builder's TurnBuilder), or None."""
        return self._builder

    @property
    def focus_cat(self) -> int | None:
        """The cat chosen to run next within the turn being built, or None."""
        return self._focus_cat

    @property
    def hint(self) -> Turn | None:
        """The suggested turn marked on the board until the next action, or None."""
        return self._hint

    @property
    def frames(self) -> list[Frame]:
        """The animation of what the last action played (a copy; `take_frames` empties it)."""
        return list(self._frames)

    @property
    def message(self) -> str:
        """The last thing said (the status line when nothing is pointed at: see `status`)."""
        return self._message

    @property
    def preview_on(self) -> bool:
        """Whether the consequence preview is on."""
        return self._preview_on

    @property
    def threats_on(self) -> bool:
        """Whether the board marks the cats either side could catch."""
        return self._threats_on

    @property
    def pointed(self) -> int | None:
        """The cell pointed at (hover, cursor, first tap), or None."""
        return self._pointed

    @property
    def preview(self) -> Preview | None:
        """What the pointed action would do, or None."""
        return self._preview

    @property
    def cursor(self) -> int | None:
        """The keyboard's cell cursor, or None."""
        return self._cursor

    @property
    def hint_cells(self) -> list[int]:
        """The cells a lesson's, a puzzle's or a mistake's hint or verdict marks (a copy)."""
        return list(self._hint_cells)

    @property
    def locked(self) -> str | None:
        """Why nobody may play (a lesson or a puzzle judged), or None."""
        return self._locked

    @property
    def annotations(self) -> dict:
        """A review's marks and comments by turn index (game.catherders.record's Annotation; a copy)."""
        return dict(self._annotations)

    @property
    def can_redo(self) -> bool:
        """Whether a turn taken back can be played again."""
        return bool(self._redo_stack)

    # ---- what other modules may change -------------------------------------------------

    def say(self, message: str) -> None:
        """Make `message` the last thing said (the status line)."""
        self._message = message

    def lock(self, reason: str) -> None:
        """Let nobody play, for `reason` (said when someone tries): a lesson or a puzzle judged."""
        self._locked = reason

    def mark_hint(self, turn: Turn | None) -> None:
        """Mark a suggested turn on the board, until the next action (None: no hint)."""
        self._hint = turn

    def mark_cells(self, cells) -> None:
        """Mark these cells on the board for a hint or a verdict (none: no marks)."""
        self._hint_cells = list(cells)

    def take_frames(self) -> list[Frame]:
        """The animation of what the last action played, handed over once: it is emptied."""
        frames, self._frames = self._frames, []
        return frames

    def set_threats(self, on: bool) -> None:
        """Switch the marks of the cats either side could catch on or off."""
        self._threats_on = bool(on)

    def set_cursor(self, cell: int | None) -> None:
        """Put the keyboard's cell cursor on `cell` (None: no cursor)."""
        self._cursor = cell

    def annotate(self, notes: dict) -> None:
        """Replace the review's marks and comments: {turn index: game.catherders.record's Annotation}."""
        self._annotations = dict(notes)

    # ---- what is shown ---------------------------------------------------------

    def shown_game(self) -> Game:
        """The game as shown: the live one, or a copy at the turn being looked at."""
        if self._view is None:
            return self._game
        if self._view_game is None or len(self._view_game.stack) != self._view:
            g = Game(self._game.start, self._game.rules)
            for turn in self._game.turns[: self._view]:
                g.push(turn)
            self._view_game = g
        return self._view_game

    def shown_cells(self) -> tuple[int, ...]:
        """What stands on each cell as the board shows it: the turn being built, the
        position looked at, or the live one."""
        if self._builder is not None:
            return tuple(self._builder.cells)
        return tuple(self.shown_game().cells)

    def last_turn(self) -> Turn | None:
        """The turn that led to the shown position (None at the start)."""
        n = len(self._game.stack) if self._view is None else self._view
        return self._game.turns[n - 1] if n else None

    def highlights(self) -> dict:
        """What the board marks now: selection, reachable cells, the choices of the turn."""
        marks = {"selected": None, "targets": [], "flee": [], "escort": [], "stay": [], "focus": None,
                 "hint": self._hint, "preview": self._preview, "cursor": self._cursor,
                 "catchable": [], "threatened": [], "hint_cells": self._hint_cells}
        if self._threats_on and self._builder is None:
            marks["catchable"], marks["threatened"] = self.threats()
        if self._view is not None or self._game.is_over():
            return marks
        if self._builder is not None:
            for option in self._builder.options():
                if option.kind == "flee":
                    if self._focus_cat in (None, option.cell):
                        marks["flee"].append((option.cell, option.to))
                else:
                    marks[option.kind].append(option.cell)
            marks["focus"] = self._focus_cat
        elif self._selected is not None:
            marks["selected"] = self._selected
            marks["targets"] = [t for o, t in self._game.legal_actions() if o == self._selected]
        return marks

    def describe_turn(self) -> str:
        """The status line when nothing special happened: whose turn, or the result."""
        outcome = self._game.outcome()
        if outcome is not None:
            if outcome.winner is None:
                return f"Game over: a draw ({outcome.reason})."
            return f"Game over: {SIDES[outcome.winner]} wins ({outcome.reason})."
        who = SIDES[self._game.to_move]
        level = self.computer_level(self._game.to_move)
        if level is not None:
            return f"{who} (computer, {level}) is thinking…"
        if self._spec.you is not None and self._game.to_move != self._spec.you:
            return whose_turn(self._spec, self._game.to_move)
        if not self._game.legal_actions():
            return f"{who} has no legal action and must pass: press Pass."
        if self._spec.you is not None:
            return (f"{whose_turn(self._spec, self._game.to_move)} Place a herder on the Wall, "
                    "or click one of yours to move it.")
        return f"{who} to play: place a herder on the Wall, or click one of yours to move it."

    # ---- pointing: the consequence preview, threats ----------------------------------

    def action_at(self, cell: int | None) -> tuple[int | None, int] | None:
        """The herder action a click on `cell` would begin now, as (origin, target), or None:
        a move of the selected herder, or a placement on an empty Wall cell."""
        if cell is None or self._builder is not None or self._not_your_turn():
            return None
        actions = self._game.legal_actions()
        if self._selected is not None and (self._selected, cell) in actions:
            return self._selected, cell
        if (None, cell) in actions:  # as a click: a Wall cell places, selection or not
            return None, cell
        return None

    def point(self, cell: int | None) -> bool:
        """Point at a cell (hover, the keyboard cursor, a first tap): with preview on, work
        out what the action there would do. Returns True when the preview changed."""
        before = self._preview
        if cell != self._tap_pending:
            self._tap_pending = None
        self._pointed = cell
        action = self.action_at(cell) if self._preview_on else None
        key = (id(self._game), len(self._game.stack), self._game.hash, action)
        if action is None:
            self._preview = None
        elif before is None or self._preview_key != key:
            self._preview = preview(self._game, *action)
        self._preview_key = key
        return self._preview is not before

    def unpoint(self) -> None:
        """Point at nothing: no preview."""
        self._pointed = self._preview = self._tap_pending = None

    def tap(self, cell: int | None) -> None:
        """A tap on a touch screen: with preview on, the first tap on an action's cell
        previews it and a second tap on the same cell plays it; other taps are clicks."""
        if (self._preview_on and cell is not None and self._pointed != cell
                and self.action_at(cell) is not None):
            self._hint = None
            self._frames = []
            self.point(cell)
            self._tap_pending = cell
            self._message = self.status()
            return
        self.click(cell)

    def set_preview(self, on: bool) -> None:
        """Switch the consequence preview on or off."""
        self._preview_on = bool(on)
        if not on:
            self.unpoint()

    def threats(self) -> tuple[list[int], list[int]]:
        """(cats the side to move could catch now, cats the other side could catch on its
        next turn) in the shown position; ([], []) once the game is over."""
        g = self.shown_game()
        key = (id(g), len(g.stack), g.hash)
        if self._threats is None or self._threats[0] != key:
            if g.is_over():
                mine, theirs = set(), set()
            else:
                mine, theirs = catchable(g), threatened(g)
            self._threats = (key, sorted(mine), sorted(theirs))
        return self._threats[1], self._threats[2]

    def status(self) -> str:
        """The status line: what the pointed action would do, or the last message."""
        if self._preview is None:
            return self._message
        said = self._preview.describe()
        if self._tap_pending is not None and self._tap_pending == self._pointed:
            said += f" Tap {self.board.names[self._pointed]} again to play it."
        return said

    # ---- clicks ----------------------------------------------------------------

    def click(self, cell: int | None) -> None:
        """Handle a click on a cell (None: outside the board); sets self._message."""
        self.unpoint()
        if not self._may_act():
            return
        if cell is None:
            self._message = "That is outside the board."
            return
        if self._builder is not None:
            self._click_choice(cell)
        else:
            self._click_action(cell)

    def _click_action(self, cell: int) -> None:
        g, names = self._game, self.board.names
        p, piece = g.to_move, g.cells[cell]
        who = SIDES[p]
        actions = g.legal_actions()
        if piece == herder(p):
            if self._selected == cell:
                self._selected = None
                self._message = self.describe_turn()
                return
            self._selected = cell
            if any(o == cell for o, _ in actions):
                self._message = f"Move the herder on {names[cell]}: click a marked cell (1 or 2 in a line)."
            else:
                self._message = f"The herder on {names[cell]} has no free line to move along."
            return
        if self._selected is not None and (self._selected, cell) in actions:
            self._begin(self._selected, cell)
            return
        if piece == EMPTY and self.board.is_wall[cell]:
            if (None, cell) in actions:
                self._begin(None, cell)
            else:
                self._message = f"{who} has no herder left in supply: move one instead."
            return
        if piece == CAT:
            self._message = "Cats only move when a herder lands next to them."
        elif is_herder(piece):
            self._message = f"That herder is {SIDES[owner(piece)]}'s; it is {who}'s turn."
        elif self._selected is not None:
            self._message = (f"The herder on {names[self._selected]} cannot reach {names[cell]}: "
                            "it moves 1 or 2 cells in a straight line over empty cells.")
        else:
            self._message = ("Herders come in from the Wall: place one on an empty Wall cell, "
                            "or click one of yours to move it.")

    def _click_choice(self, cell: int) -> None:
        names = self.board.names
        options = self._builder.options()
        kinds = {o.kind for o in options}
        if kinds == {"escort"}:
            match = [o for o in options if o.cell == cell]
            if match:
                self._choose(match[0])
            else:
                self._message = "A caught cat leaves with one of your herders: click a marked herder."
            return
        stays = [o for o in options if o.kind == "stay" and o.cell == cell]
        flees = [o for o in options if o.kind == "flee"]
        if self._focus_cat is not None and cell == self._focus_cat and stays:
            self._choose(stays[0])
            return
        to_here = [o for o in flees if o.to == cell and self._focus_cat in (None, o.cell)]
        if len(to_here) == 1:
            self._choose(to_here[0])
        elif to_here:
            self._message = f"More than one cat can go to {names[cell]}: click the cat first."
        elif any(o.cell == cell for o in flees) or stays:
            self._focus_cat = None if self._focus_cat == cell else cell
            if self._focus_cat is None:
                self._message = self.describe_choice()
            elif stays and not any(o.cell == cell for o in flees):
                self._message = (f"The cat on {names[cell]} has nowhere to go now: click it again "
                                "to let it stay, or move another cat first.")
            else:
                self._message = f"Where does the cat on {names[cell]} run? Click a marked cell."
        else:
            self._message = self.describe_choice()

    def describe_choice(self) -> str:
        """The status line while the player chooses within a turn."""
        options = self._builder.options()
        if any(o.kind == "escort" for o in options):
            return "Cat caught! Choose the herder that escorts it out: click a marked herder."
        cats = sorted({o.cell for o in options if o.kind == "flee"})
        names = self.board.names
        if len(cats) == 1:
            return f"The cat on {names[cats[0]]} runs: choose where (the marked cells tie)."
        return ("Several cats run: click a marked cell to send a cat there "
                "(the order can matter).")

    def let_stay(self, cat: int) -> None:
        """Alternate rules: the cat on `cat`, blocked now, gives up its flight (a real action,
        not two clicks); refused with a message when that is not one of the turn's choices."""
        if not self._may_act():
            return
        names = self.board.names
        stays = [o for o in self._builder.options() if o.kind == "stay" and o.cell == cat] \
            if self._builder is not None else []
        if not stays:
            self._message = f"The cat on {names[cat]} cannot stay now. {self.describe_pending()}"
            return
        self._choose(stays[0])

    def describe_pending(self) -> str:
        """The status line for what the turn in progress needs, or whose turn it is."""
        return self.describe_choice() if self._builder is not None else self.describe_turn()

    def cancel_turn(self) -> None:
        """Give up the turn being built (or the selection): the position is as before."""
        if self._builder is not None:
            self._builder.cancel()
            self._builder = None
        self._selected = self._focus_cat = self._hint = None
        self.unpoint()
        self._frames = []
        self._message = self.describe_turn()

    # ---- building and committing ----------------------------------------------------

    def _snapshot(self, action, moves) -> None:
        before = self.shown_cells()
        action()
        self._frames.append(Frame(before, self.shown_cells(), tuple(moves)))

    def _begin(self, origin: int | None, target: int) -> None:
        self._selected = None
        def begin():
            self._builder = self._game.begin(origin, target)

        self._snapshot(begin, [(origin, target)] if origin is not None else [])
        self._play_forced()

    def _choose(self, option) -> None:
        self._focus_cat = None
        self._snapshot(lambda: self._builder.choose(option),
                       [(option.cell, option.to)] if option.kind == "flee" else [])
        self._play_forced()

    def _play_forced(self) -> None:
        """Make every choice that cannot change the outcome; commit when complete."""
        b = self._builder
        while not b.complete:
            options = b.options()
            if len(options) > 1 and not self._one_outcome():
                self._message = self.describe_choice()
                return
            option = options[0]
            self._snapshot(lambda o=option: b.choose(o),
                           [(option.cell, option.to)] if option.kind == "flee" else [])
        turn = self._game.push(b)
        self._builder = None
        self._redo_stack.clear()
        self._message = self._after_turn(turn)

    def _may_act(self) -> bool:
        """Start handling a person's action: drop the last animation and hint; False (with
        the reason as the message) when a person may not play now."""
        self._frames = []
        self._hint = None
        refused = self._not_your_turn()
        if refused:
            self._message = refused
        return refused is None

    def _not_your_turn(self) -> str | None:
        """Why a person cannot play now (a finished lesson, looking back, game over, the
        computer's turn), or None."""
        if self._locked:
            return self._locked
        if self._view is not None:
            return (f"You are looking at turn {self._view}. Go to the last turn "
                    "(→ or End) to play.")
        if self._game.is_over():
            return self.describe_turn() + " Start a new game to play again."
        if self.computer_to_move() is not None:
            return f"{SIDES[self._game.to_move]} is the computer: wait for its move."
        if self._spec.you is not None and self._game.to_move != self._spec.you:
            return refuse_other_side(self._spec, self._game.to_move)
        return None

    def type_turn(self, text: str) -> bool:
        """Play a whole turn typed in the engine's notation (`b2-d4 e5>f6`, `a3`).

        A turn in progress on the board is dropped first. Returns False, with a
        message that quotes the text and says what is wrong, when it cannot be played;
        the game is then as it was.
        """
        self._frames = []
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
        self._redo_stack.clear()
        return True

    def must_pass(self) -> bool:
        """True when the person to move has no legal action (the page then offers Pass)."""
        return (self._not_your_turn() is None and self._builder is None
                and not self._game.legal_actions())

    def pass_turn(self) -> bool:
        """Play the pass of a person with no legal action (refused, with a message, otherwise)."""
        return self.type_turn("pass")

    def _one_outcome(self) -> bool:
        results = set()
        completions = self._builder.completions()
        try:
            for _ in completions:
                results.add((tuple(self._builder.cells), self._builder.captures))
                if len(results) > 1:
                    return False
            return True
        finally:
            completions.close()

    def _after_turn(self, turn: Turn) -> str:
        mover = SIDES[1 - self._game.to_move]
        n = self._game.caught_by(-1)
        said = f"{mover} played {turn}."
        if n:
            said += f" {mover} caught {count(n, 'cat')}!"
        return f"{said} {self.describe_turn()}"

    def play_turn(self, turn: Turn | str) -> Turn:
        """Play a whole turn (a computer's, or a redo), with animation frames.

        IllegalTurnError leaves the game as it was.
        """
        if isinstance(turn, str):
            turn = self._game.parse_turn(turn)
        self.cancel_turn()
        self._frames = []

        def begin():
            self._builder = self._game.begin_checked(str(turn), turn.origin, turn.target)

        steps = turn.steps
        try:
            self._snapshot(begin, [(turn.origin, turn.target)] if turn.origin is not None else [])
            b = self._builder
            for i, step in enumerate(steps):
                moves = list(zip(step, step[1:], strict=False)) if isinstance(step, tuple) else []
                self._snapshot(lambda s=step, i=i: b.play_step(s, steps[i + 1:]), moves)
            b.check_complete()
            played = self._game.push(b)
        except IllegalTurnError as e:
            self._frames = []
            raise IllegalTurnError(str(turn), e.reason) from None
        finally:
            self._builder = None
        self._message = self._after_turn(played)
        return played

    def receive(self, turns: list[str]) -> int:
        """Play turns that arrived by link (a friend's), with their animation, and say what
        they did; returns how many were played (IllegalTurnError stops at a bad one)."""
        frames, said = [], []
        for text in turns:
            played = self.play_turn(text)
            frames += self._frames
            mover = SIDES[1 - self._game.to_move]
            caught = self._game.caught_by(-1)
            line = f"{mover} played {played}"
            if caught:
                line += f" and caught {count(caught, 'cat')}"
            said.append(line)
        self._frames = frames
        self._redo_stack.clear()
        if said:
            n = len(self._game.stack)
            self._message = (f"Turn {n - len(said) + 1}{'' if len(said) == 1 else f' to {n}'} came "
                            f"by link: {'; '.join(said)}. {self.describe_turn()}")
        return len(said)

    # ---- history ---------------------------------------------------------------

    def computer_level(self, player: int) -> str | None:
        """The computer's level if `player` (BLUE or RED) is played by the computer."""
        who = self._spec.players[player]
        return who[3:] if who.startswith("ai-") else None

    def computer_to_move(self) -> str | None:
        """The level of the computer that should play now, or None (a person, or no move)."""
        if self._locked or self._view is not None or self._builder is not None or self._game.is_over():
            return None
        return self.computer_level(self._game.to_move)

    def _against_computer(self) -> bool:
        return [self.computer_level(p) is None for p in (0, 1)].count(True) == 1

    def undo(self) -> bool:
        """Take back the last turn (or the turn in progress); False if nothing to undo.

        Against the computer, its reply and your turn go back together, so it
        is your move again.
        """
        self._view = None
        self._hint = None
        self.unpoint()
        if self._builder is not None or self._selected is not None:
            self.cancel_turn()
            return True
        if not self._game.stack:
            self._message = "Nothing to undo: this is the start of the game."
            return False
        self._redo_stack.append(self._game.pop())
        while (self._against_computer() and self._game.stack
               and self.computer_level(self._game.to_move) is not None):
            self._redo_stack.append(self._game.pop())
        self._frames = []
        self._message = "Taken back. " + self.describe_turn()
        return True

    def redo(self) -> bool:
        """Play again the last turn taken back (against the computer, its reply too)."""
        self._view = None
        self._hint = None
        self.unpoint()
        if not self._redo_stack:
            self._message = "Nothing to redo."
            return False
        keep = self._redo_stack[:]
        frames = []
        while keep:
            self.play_turn(keep.pop())
            frames += self._frames
            if not (self._against_computer() and keep
                    and self.computer_level(self._game.to_move) is not None):
                break
        self._redo_stack = keep
        self._frames = frames
        return True

    def goto(self, n: int | None) -> None:
        """Show the position after `n` turns (None or the last: back to live play)."""
        self.cancel_turn()
        total = len(self._game.stack)
        if n is None or n >= total:
            self._view = None
            self._message = self.describe_turn()
        else:
            self._view = max(0, n)
            self._message = (f"Looking at the position after turn {self._view} of {total}. "
                            "→ or End returns to the game.")

    def shown_turn_count(self) -> int:
        """How many turns the shown position comes after."""
        return len(self._game.stack) if self._view is None else self._view
