"""The page's one state object: the game, how it was set up, and the turn being built.

Pure Python (no `js`, no `pyscript`), so every rule of the interface is
tested in CPython: what a click on a cell does, undo and redo, looking back
through the moves, and the status line. The browser layer (web.page) only
forwards clicks here and redraws from what this object says.
"""

from __future__ import annotations

from dataclasses import dataclass

from game import CAT, EMPTY, Game, IllegalTurnError, NotationError, Turn, herder, is_herder, owner
from game.consequences import Preview, catchable, preview, threatened
from game.record import read_record, write_record

from .friend import refuse_other_side, whose_turn
from .link import PLAYERS, GameSpec, decode, encode
from .words import SIDES, count

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
        self.spec = spec or GameSpec()
        self.game = game if game is not None else self.spec.replay()
        self.redo_stack: list[Turn] = []
        self.view: int | None = None  # number of turns shown while looking back
        self._view_game: Game | None = None
        self.selected: int | None = None
        self.builder = None
        self.focus_cat: int | None = None
        self.hint: Turn | None = None  # a suggested turn, shown until the next action
        self.frames: list[Frame] = []
        self.message = ""
        self.message = self.describe_turn()
        # Learning aids (web.page remembers the switches): what a pointed action would do,
        # and the cats either side could catch.
        self.preview_on = True
        self.threats_on = False
        self.pointed: int | None = None  # the cell pointed at (hover, cursor, first tap)
        self.preview: Preview | None = None  # what the pointed action would do
        self.cursor: int | None = None  # the keyboard's cell cursor
        self.tap_pending: int | None = None  # a first tap previewed this cell: a second plays
        self.hint_cells: list[int] = []  # cells a lesson's hint marks
        self.locked: str | None = None  # why nobody may play (a lesson judged), or None
        self.annotations: dict = {}  # a review's marks and comments by turn index (game.record)
        self._threats: tuple | None = None  # (position key, mine, theirs)
        self._preview_key: tuple | None = None  # (game, turns, hash, action) previewed

    @classmethod
    def from_fragment(cls, fragment: str) -> Session:
        """Rebuild a session from a URL fragment; LinkError says what is wrong."""
        return cls(decode(fragment))

    def fragment(self) -> str:
        """The URL fragment that rebuilds this game exactly."""
        return encode(self.current_spec())

    def current_spec(self) -> GameSpec:
        """The spec with the turns played so far."""
        s = self.spec
        return GameSpec(s.rules, s.board, s.setup, s.cats, s.seed, s.start_text, s.players,
                        [str(t) for t in self.game.turns], s.you, s.match)

    def branch_from_view(self) -> Session | None:
        """A new game that continues from the position looked at (its first `view` turns),
        or None when the live position is shown; this game is left as it is."""
        if self.view is None:
            return None
        spec = self.current_spec()
        spec.turns = spec.turns[:self.view]
        spec.you = spec.match = None  # a new game on this device, not the friend's
        branch = Session(spec)
        branch.message = (f"A new game from turn {self.view} of the last one (still under "
                          f"Recent games). {branch.describe_turn()}")
        return branch

    def set_player(self, player: int, who: str) -> None:
        """Hand a side to a person or to the computer at a level, in the middle of a game."""
        if who not in PLAYERS:
            raise ValueError(f"unknown player {who!r}: expected one of {', '.join(PLAYERS)}")
        self.cancel_turn()  # a half-built turn may belong to the side handed over
        players = list(self.spec.players)
        players[player] = who
        self.spec.players = (players[0], players[1])
        self.hint = None
        name = "a person" if who == "human" else f"the computer ({who[3:]})"
        self.message = f"{SIDES[player]} is now played by {name}. {self.describe_turn()}"

    def record(self) -> str:
        """The game as a record (game.record's format), with who played each side."""
        notes = {i: a for i, a in self.annotations.items() if i < len(self.game.turns)}
        return write_record(self.game, {"Board": self.board.name, SIDES[0]: self.spec.players[0],
                                        SIDES[1]: self.spec.players[1]}, notes)

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
        session.annotations = dict(record.annotations)
        return session

    # ---- what is shown ---------------------------------------------------------

    @property
    def board(self):
        """The board being played on."""
        return self.game.board

    def shown_game(self) -> Game:
        """The game as shown: the live one, or a copy at the turn being looked at."""
        if self.view is None:
            return self.game
        if self._view_game is None or len(self._view_game.stack) != self.view:
            g = Game(self.game.start, self.game.rules)
            for turn in self.game.turns[: self.view]:
                g.push(turn)
            self._view_game = g
        return self._view_game

    def shown_cells(self) -> tuple[int, ...]:
        """What stands on each cell as the board shows it: the turn being built, the
        position looked at, or the live one."""
        if self.builder is not None:
            return tuple(self.builder.cells)
        return tuple(self.shown_game().cells)

    def last_turn(self) -> Turn | None:
        """The turn that led to the shown position (None at the start)."""
        n = len(self.game.stack) if self.view is None else self.view
        return self.game.turns[n - 1] if n else None

    def highlights(self) -> dict:
        """What the board marks now: selection, reachable cells, the choices of the turn."""
        marks = {"selected": None, "targets": [], "flee": [], "escort": [], "stay": [], "focus": None,
                 "hint": self.hint, "preview": self.preview, "cursor": self.cursor,
                 "catchable": [], "threatened": [], "hint_cells": self.hint_cells}
        if self.threats_on and self.builder is None:
            marks["catchable"], marks["threatened"] = self.threats()
        if self.view is not None or self.game.is_over():
            return marks
        if self.builder is not None:
            for option in self.builder.options():
                if option.kind == "flee":
                    if self.focus_cat in (None, option.cell):
                        marks["flee"].append((option.cell, option.to))
                else:
                    marks[option.kind].append(option.cell)
            marks["focus"] = self.focus_cat
        elif self.selected is not None:
            marks["selected"] = self.selected
            marks["targets"] = [t for o, t in self.game.legal_actions() if o == self.selected]
        return marks

    def describe_turn(self) -> str:
        """The status line when nothing special happened: whose turn, or the result."""
        outcome = self.game.outcome()
        if outcome is not None:
            if outcome.winner is None:
                return f"Game over: a draw ({outcome.reason})."
            return f"Game over: {SIDES[outcome.winner]} wins ({outcome.reason})."
        who = SIDES[self.game.to_move]
        level = self.computer_level(self.game.to_move)
        if level is not None:
            return f"{who} (computer, {level}) is thinking…"
        if self.spec.you is not None and self.game.to_move != self.spec.you:
            return whose_turn(self.spec, self.game.to_move)
        if not self.game.legal_actions():
            return f"{who} has no legal action and must pass: press Pass."
        if self.spec.you is not None:
            return (f"{whose_turn(self.spec, self.game.to_move)} Place a herder on the Wall, "
                    "or click one of yours to move it.")
        return f"{who} to play: place a herder on the Wall, or click one of yours to move it."

    # ---- pointing: the consequence preview, threats ----------------------------------

    def action_at(self, cell: int | None) -> tuple[int | None, int] | None:
        """The herder action a click on `cell` would begin now, as (origin, target), or None:
        a move of the selected herder, or a placement on an empty Wall cell."""
        if cell is None or self.builder is not None or self._not_your_turn():
            return None
        actions = self.game.legal_actions()
        if self.selected is not None and (self.selected, cell) in actions:
            return self.selected, cell
        if (None, cell) in actions:  # as a click: a Wall cell places, selection or not
            return None, cell
        return None

    def point(self, cell: int | None) -> bool:
        """Point at a cell (hover, the keyboard cursor, a first tap): with preview on, work
        out what the action there would do. Returns True when the preview changed."""
        before = self.preview
        if cell != self.tap_pending:
            self.tap_pending = None
        self.pointed = cell
        action = self.action_at(cell) if self.preview_on else None
        key = (id(self.game), len(self.game.stack), self.game.hash, action)
        if action is None:
            self.preview = None
        elif before is None or self._preview_key != key:
            self.preview = preview(self.game, *action)
        self._preview_key = key
        return self.preview is not before

    def unpoint(self) -> None:
        """Point at nothing: no preview."""
        self.pointed = self.preview = self.tap_pending = None

    def tap(self, cell: int | None) -> None:
        """A tap on a touch screen: with preview on, the first tap on an action's cell
        previews it and a second tap on the same cell plays it; other taps are clicks."""
        if (self.preview_on and cell is not None and self.pointed != cell
                and self.action_at(cell) is not None):
            self.hint = None
            self.frames = []
            self.point(cell)
            self.tap_pending = cell
            self.message = self.status()
            return
        self.click(cell)

    def set_preview(self, on: bool) -> None:
        """Switch the consequence preview on or off."""
        self.preview_on = bool(on)
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
        if self.preview is None:
            return self.message
        said = self.preview.describe()
        if self.tap_pending is not None and self.tap_pending == self.pointed:
            said += f" Tap {self.board.names[self.pointed]} again to play it."
        return said

    # ---- clicks ----------------------------------------------------------------

    def click(self, cell: int | None) -> None:
        """Handle a click on a cell (None: outside the board); sets self.message."""
        self.unpoint()
        if not self._may_act():
            return
        if cell is None:
            self.message = "That is outside the board."
            return
        if self.builder is not None:
            self._click_choice(cell)
        else:
            self._click_action(cell)

    def _click_action(self, cell: int) -> None:
        g, names = self.game, self.board.names
        p, piece = g.to_move, g.cells[cell]
        who = SIDES[p]
        actions = g.legal_actions()
        if piece == herder(p):
            if self.selected == cell:
                self.selected = None
                self.message = self.describe_turn()
                return
            self.selected = cell
            if any(o == cell for o, _ in actions):
                self.message = f"Move the herder on {names[cell]}: click a marked cell (1 or 2 in a line)."
            else:
                self.message = f"The herder on {names[cell]} has no free line to move along."
            return
        if self.selected is not None and (self.selected, cell) in actions:
            self._begin(self.selected, cell)
            return
        if piece == EMPTY and self.board.is_wall[cell]:
            if (None, cell) in actions:
                self._begin(None, cell)
            else:
                self.message = f"{who} has no herder left in supply: move one instead."
            return
        if piece == CAT:
            self.message = "Cats only move when a herder lands next to them."
        elif is_herder(piece):
            self.message = f"That herder is {SIDES[owner(piece)]}'s; it is {who}'s turn."
        elif self.selected is not None:
            self.message = (f"The herder on {names[self.selected]} cannot reach {names[cell]}: "
                            "it moves 1 or 2 cells in a straight line over empty cells.")
        else:
            self.message = ("Herders come in from the Wall: place one on an empty Wall cell, "
                            "or click one of yours to move it.")

    def _click_choice(self, cell: int) -> None:
        names = self.board.names
        options = self.builder.options()
        kinds = {o.kind for o in options}
        if kinds == {"escort"}:
            match = [o for o in options if o.cell == cell]
            if match:
                self._choose(match[0])
            else:
                self.message = "A caught cat leaves with one of your herders: click a marked herder."
            return
        stays = [o for o in options if o.kind == "stay" and o.cell == cell]
        flees = [o for o in options if o.kind == "flee"]
        if self.focus_cat is not None and cell == self.focus_cat and stays:
            self._choose(stays[0])
            return
        to_here = [o for o in flees if o.to == cell and self.focus_cat in (None, o.cell)]
        if len(to_here) == 1:
            self._choose(to_here[0])
        elif to_here:
            self.message = f"More than one cat can go to {names[cell]}: click the cat first."
        elif any(o.cell == cell for o in flees) or stays:
            self.focus_cat = None if self.focus_cat == cell else cell
            if self.focus_cat is None:
                self.message = self.describe_choice()
            elif stays and not any(o.cell == cell for o in flees):
                self.message = (f"The cat on {names[cell]} has nowhere to go now: click it again "
                                "to let it stay, or move another cat first.")
            else:
                self.message = f"Where does the cat on {names[cell]} run? Click a marked cell."
        else:
            self.message = self.describe_choice()

    def describe_choice(self) -> str:
        """The status line while the player chooses within a turn."""
        options = self.builder.options()
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
        stays = [o for o in self.builder.options() if o.kind == "stay" and o.cell == cat] \
            if self.builder is not None else []
        if not stays:
            self.message = f"The cat on {names[cat]} cannot stay now. {self.describe_pending()}"
            return
        self._choose(stays[0])

    def describe_pending(self) -> str:
        """The status line for what the turn in progress needs, or whose turn it is."""
        return self.describe_choice() if self.builder is not None else self.describe_turn()

    def cancel_turn(self) -> None:
        """Give up the turn being built (or the selection): the position is as before."""
        if self.builder is not None:
            self.builder.cancel()
            self.builder = None
        self.selected = self.focus_cat = self.hint = None
        self.unpoint()
        self.frames = []
        self.message = self.describe_turn()

    # ---- building and committing ----------------------------------------------------

    def _snapshot(self, action, moves) -> None:
        before = self.shown_cells()
        action()
        self.frames.append(Frame(before, self.shown_cells(), tuple(moves)))

    def _begin(self, origin: int | None, target: int) -> None:
        self.selected = None
        def begin():
            self.builder = self.game.begin(origin, target)

        self._snapshot(begin, [(origin, target)] if origin is not None else [])
        self._play_forced()

    def _choose(self, option) -> None:
        self.focus_cat = None
        self._snapshot(lambda: self.builder.choose(option),
                       [(option.cell, option.to)] if option.kind == "flee" else [])
        self._play_forced()

    def _play_forced(self) -> None:
        """Make every choice that cannot change the outcome; commit when complete."""
        b = self.builder
        while not b.complete:
            options = b.options()
            if len(options) > 1 and not self._one_outcome():
                self.message = self.describe_choice()
                return
            option = options[0]
            self._snapshot(lambda o=option: b.choose(o),
                           [(option.cell, option.to)] if option.kind == "flee" else [])
        turn = self.game.push(b)
        self.builder = None
        self.redo_stack.clear()
        self.message = self._after_turn(turn)

    def _may_act(self) -> bool:
        """Start handling a person's action: drop the last animation and hint; False (with
        the reason as the message) when a person may not play now."""
        self.frames = []
        self.hint = None
        refused = self._not_your_turn()
        if refused:
            self.message = refused
        return refused is None

    def _not_your_turn(self) -> str | None:
        """Why a person cannot play now (a finished lesson, looking back, game over, the
        computer's turn), or None."""
        if self.locked:
            return self.locked
        if self.view is not None:
            return (f"You are looking at turn {self.view}. Go to the last turn "
                    "(→ or End) to play.")
        if self.game.is_over():
            return self.describe_turn() + " Start a new game to play again."
        if self.computer_to_move() is not None:
            return f"{SIDES[self.game.to_move]} is the computer: wait for its move."
        if self.spec.you is not None and self.game.to_move != self.spec.you:
            return refuse_other_side(self.spec, self.game.to_move)
        return None

    def type_turn(self, text: str) -> bool:
        """Play a whole turn typed in the engine's notation (`b2-d4 e5>f6`, `a3`).

        A turn in progress on the board is dropped first. Returns False, with a
        message that quotes the text and says what is wrong, when it cannot be played;
        the game is then as it was.
        """
        self.frames = []
        self.hint = None
        text = " ".join(text.split())
        refused = self._not_your_turn()
        if refused or not text:
            self.message = refused or "Type a turn first, for example a3 or b2-d4 e5>f6."
            return False
        try:
            self.play_turn(text)
        except (IllegalTurnError, NotationError) as e:
            self.message = f"{e}."
            return False
        self.redo_stack.clear()
        return True

    def must_pass(self) -> bool:
        """True when the person to move has no legal action (the page then offers Pass)."""
        return (self._not_your_turn() is None and self.builder is None
                and not self.game.legal_actions())

    def pass_turn(self) -> bool:
        """Play the pass of a person with no legal action (refused, with a message, otherwise)."""
        return self.type_turn("pass")

    def _one_outcome(self) -> bool:
        results = set()
        completions = self.builder.completions()
        try:
            for _ in completions:
                results.add((tuple(self.builder.cells), self.builder.captures))
                if len(results) > 1:
                    return False
            return True
        finally:
            completions.close()

    def _after_turn(self, turn: Turn) -> str:
        mover = SIDES[1 - self.game.to_move]
        n = self.game.caught_by(-1)
        said = f"{mover} played {turn}."
        if n:
            said += f" {mover} caught {count(n, 'cat')}!"
        return f"{said} {self.describe_turn()}"

    def play_turn(self, turn: Turn | str) -> Turn:
        """Play a whole turn (a computer's, or a redo), with animation frames.

        IllegalTurnError leaves the game as it was.
        """
        if isinstance(turn, str):
            turn = self.game.parse_turn(turn)
        self.cancel_turn()
        self.frames = []

        def begin():
            self.builder = self.game.begin_checked(str(turn), turn.origin, turn.target)

        steps = turn.steps
        try:
            self._snapshot(begin, [(turn.origin, turn.target)] if turn.origin is not None else [])
            b = self.builder
            for i, step in enumerate(steps):
                moves = list(zip(step, step[1:], strict=False)) if isinstance(step, tuple) else []
                self._snapshot(lambda s=step, i=i: b.play_step(s, steps[i + 1:]), moves)
            b.check_complete()
            played = self.game.push(b)
        except IllegalTurnError as e:
            self.frames = []
            raise IllegalTurnError(str(turn), e.reason) from None
        finally:
            self.builder = None
        self.message = self._after_turn(played)
        return played

    def receive(self, turns: list[str]) -> int:
        """Play turns that arrived by link (a friend's), with their animation, and say what
        they did; returns how many were played (IllegalTurnError stops at a bad one)."""
        frames, said = [], []
        for text in turns:
            played = self.play_turn(text)
            frames += self.frames
            mover = SIDES[1 - self.game.to_move]
            caught = self.game.caught_by(-1)
            line = f"{mover} played {played}"
            if caught:
                line += f" and caught {count(caught, 'cat')}"
            said.append(line)
        self.frames = frames
        self.redo_stack.clear()
        if said:
            n = len(self.game.stack)
            self.message = (f"Turn {n - len(said) + 1}{'' if len(said) == 1 else f' to {n}'} came "
                            f"by link: {'; '.join(said)}. {self.describe_turn()}")
        return len(said)

    # ---- history ---------------------------------------------------------------

    def computer_level(self, player: int) -> str | None:
        """The computer's level if `player` (BLUE or RED) is played by the computer."""
        who = self.spec.players[player]
        return who[3:] if who.startswith("ai-") else None

    def computer_to_move(self) -> str | None:
        """The level of the computer that should play now, or None (a person, or no move)."""
        if self.locked or self.view is not None or self.builder is not None or self.game.is_over():
            return None
        return self.computer_level(self.game.to_move)

    def _against_computer(self) -> bool:
        return [self.computer_level(p) is None for p in (0, 1)].count(True) == 1

    def undo(self) -> bool:
        """Take back the last turn (or the turn in progress); False if nothing to undo.

        Against the computer, its reply and your turn go back together, so it
        is your move again.
        """
        self.view = None
        self.hint = None
        self.unpoint()
        if self.builder is not None or self.selected is not None:
            self.cancel_turn()
            return True
        if not self.game.stack:
            self.message = "Nothing to undo: this is the start of the game."
            return False
        self.redo_stack.append(self.game.pop())
        while (self._against_computer() and self.game.stack
               and self.computer_level(self.game.to_move) is not None):
            self.redo_stack.append(self.game.pop())
        self.frames = []
        self.message = "Taken back. " + self.describe_turn()
        return True

    def redo(self) -> bool:
        """Play again the last turn taken back (against the computer, its reply too)."""
        self.view = None
        self.hint = None
        self.unpoint()
        if not self.redo_stack:
            self.message = "Nothing to redo."
            return False
        keep = self.redo_stack[:]
        frames = []
        while keep:
            self.play_turn(keep.pop())
            frames += self.frames
            if not (self._against_computer() and keep
                    and self.computer_level(self.game.to_move) is not None):
                break
        self.redo_stack = keep
        self.frames = frames
        return True

    def goto(self, n: int | None) -> None:
        """Show the position after `n` turns (None or the last: back to live play)."""
        self.cancel_turn()
        total = len(self.game.stack)
        if n is None or n >= total:
            self.view = None
            self.message = self.describe_turn()
        else:
            self.view = max(0, n)
            self.message = (f"Looking at the position after turn {self.view} of {total}. "
                            "→ or End returns to the game.")

    def shown_turn_count(self) -> int:
        """How many turns the shown position comes after."""
        return len(self.game.stack) if self.view is None else self.view
