"""The turn being built on the board, click by click (pure Python): the herder selected, the
cat chosen to run, the engine's TurnBuilder, and the animation frames of what was played.

A click gives back what the session says next: a message, or the `Turn` committed when the
click completed a turn (the session then says what it did). Every choice that cannot change
the outcome is made at once.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.catherders import CAT, EMPTY, Game, IllegalTurnError, Turn, herder, is_herder, owner
from web.catherders.words import SIDES


@dataclass(frozen=True)
class Frame:
    """One animation step: the cells before and after, and the pieces that slid."""

    before: tuple[int, ...]
    after: tuple[int, ...]
    moves: tuple[tuple[int, int], ...]


class TurnInProgress:
    """A turn built on one game: selection, builder, the cat in focus, animation frames."""

    def __init__(self, game: Game, shown_cells):
        self.game = game
        self._shown = shown_cells  # the cells the board shows (frames start from them)
        self.builder = None  # game.catherders.builder's TurnBuilder, or None
        self.selected: int | None = None  # the herder selected to move
        self.focus_cat: int | None = None  # the cat chosen to run next
        self.frames: list[Frame] = []

    def cells(self) -> tuple[int, ...] | None:
        """The cells as built so far, or None when no turn is being built."""
        return tuple(self.builder.cells) if self.builder is not None else None

    def cancel(self) -> None:
        """Give up the turn being built and the selection; the animation goes too."""
        if self.builder is not None:
            self.builder.cancel()
            self.builder = None
        self.selected = self.focus_cat = None
        self.frames = []

    def marks(self, marks: dict) -> None:
        """Add the turn's choices (or the selected herder's targets) to the board's marks."""
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

    # ---- clicks ----------------------------------------------------------------

    def click(self, cell: int, describe_turn) -> str | Turn:
        """A click on `cell` (the person may play): the message to say, or the turn committed.
        `describe_turn()` is the status line when nothing special happened."""
        if self.builder is not None:
            return self._click_choice(cell)
        return self._click_action(cell, describe_turn)

    def _click_action(self, cell: int, describe_turn) -> str | Turn:
        g, names = self.game, self.game.board.names
        p, piece = g.to_move, g.cells[cell]
        who = SIDES[p]
        actions = g.legal_actions()
        if piece == herder(p):
            if self.selected == cell:
                self.selected = None
                return describe_turn()
            self.selected = cell
            if any(o == cell for o, _ in actions):
                return f"Move the herder on {names[cell]}: click a marked cell (1 or 2 in a line)."
            return f"The herder on {names[cell]} has no free line to move along."
        if self.selected is not None and (self.selected, cell) in actions:
            return self._begin(self.selected, cell)
        if piece == EMPTY and g.board.is_wall[cell]:
            if (None, cell) in actions:
                return self._begin(None, cell)
            return f"{who} has no herder left in supply: move one instead."
        if piece == CAT:
            return "Cats only move when a herder lands next to them."
        if is_herder(piece):
            return f"That herder is {SIDES[owner(piece)]}'s; it is {who}'s turn."
        if self.selected is not None:
            return (f"The herder on {names[self.selected]} cannot reach {names[cell]}: "
                    "it moves 1 or 2 cells in a straight line over empty cells.")
        return ("Herders come in from the Wall: place one on an empty Wall cell, "
                "or click one of yours to move it.")

    def _click_choice(self, cell: int) -> str | Turn:
        names = self.game.board.names
        options = self.builder.options()
        kinds = {o.kind for o in options}
        if kinds == {"escort"}:
            match = [o for o in options if o.cell == cell]
            if match:
                return self.choose(match[0])
            return "A caught cat leaves with one of your herders: click a marked herder."
        stays = [o for o in options if o.kind == "stay" and o.cell == cell]
        flees = [o for o in options if o.kind == "flee"]
        if self.focus_cat is not None and cell == self.focus_cat and stays:
            return self.choose(stays[0])
        to_here = [o for o in flees if o.to == cell and self.focus_cat in (None, o.cell)]
        if len(to_here) == 1:
            return self.choose(to_here[0])
        if to_here:
            return f"More than one cat can go to {names[cell]}: click the cat first."
        if any(o.cell == cell for o in flees) or stays:
            self.focus_cat = None if self.focus_cat == cell else cell
            if self.focus_cat is None:
                return self.describe_choice()
            if stays and not any(o.cell == cell for o in flees):
                return (f"The cat on {names[cell]} has nowhere to go now: click it again "
                        "to let it stay, or move another cat first.")
            return f"Where does the cat on {names[cell]} run? Click a marked cell."
        return self.describe_choice()

    def describe_choice(self) -> str:
        """The status line while the player chooses within a turn."""
        options = self.builder.options()
        if any(o.kind == "escort" for o in options):
            return "Cat caught! Choose the herder that escorts it out: click a marked herder."
        cats = sorted({o.cell for o in options if o.kind == "flee"})
        names = self.game.board.names
        if len(cats) == 1:
            return f"The cat on {names[cats[0]]} runs: choose where (the marked cells tie)."
        return ("Several cats run: click a marked cell to send a cat there "
                "(the order can matter).")

    def stay_option(self, cat: int):
        """The choice that lets the cat on `cat` stay (alternate rules), or None."""
        if self.builder is None:
            return None
        stays = [o for o in self.builder.options() if o.kind == "stay" and o.cell == cat]
        return stays[0] if stays else None

    # ---- building and committing ----------------------------------------------------

    def _snapshot(self, action, moves) -> None:
        before = self._shown()
        action()
        self.frames.append(Frame(before, self._shown(), tuple(moves)))

    def _begin(self, origin: int | None, target: int) -> str | Turn:
        self.selected = None

        def begin():
            self.builder = self.game.begin(origin, target)

        self._snapshot(begin, [(origin, target)] if origin is not None else [])
        return self._play_forced()

    def choose(self, option) -> str | Turn:
        """Make one of the turn's choices: the message, or the turn committed."""
        self.focus_cat = None
        self._snapshot(lambda: self.builder.choose(option),
                       [(option.cell, option.to)] if option.kind == "flee" else [])
        return self._play_forced()

    def _play_forced(self) -> str | Turn:
        """Make every choice that cannot change the outcome; commit when complete."""
        b = self.builder
        while not b.complete:
            options = b.options()
            if len(options) > 1 and not self._one_outcome():
                return self.describe_choice()
            option = options[0]
            self._snapshot(lambda o=option: b.choose(o),
                           [(option.cell, option.to)] if option.kind == "flee" else [])
        turn = self.game.push(b)
        self.builder = None
        return turn

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

    def play_whole(self, turn: Turn) -> Turn:
        """Play a whole turn step by step, with animation frames (after any before it).
        IllegalTurnError leaves the game as it was, and no frames."""
        game = self.game

        def begin():
            self.builder = game.begin_checked(str(turn), turn.origin, turn.target)

        steps = turn.steps
        try:
            self._snapshot(begin, [(turn.origin, turn.target)] if turn.origin is not None else [])
            b = self.builder
            for i, step in enumerate(steps):
                moves = list(zip(step, step[1:], strict=False)) if isinstance(step, tuple) else []
                self._snapshot(lambda s=step, i=i: b.play_step(s, steps[i + 1:]), moves)
            b.check_complete()
            return game.push(b)
        except IllegalTurnError as e:
            self.frames = []
            raise IllegalTurnError(str(turn), e.reason) from None
        finally:
            self.builder = None
