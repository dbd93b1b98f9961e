"""Cat Herders' game and its history (pure Python): the live game, the turns taken back
(to redo), and the position looked at, turn by turn (the kit's LookingBack,
web/kit/looking_back.py), with the turns' texts kept for the link.
"""

from __future__ import annotations

from game.catherders import Game, Turn
from web.kit.looking_back import LookingBack


class GameHistory(LookingBack):
    """The live game, the redo stack and the turn looked at (`viewing`, None: live)."""

    def __init__(self, game: Game):
        self.game = game
        self.redo: list[Turn] = []  # turns taken back, the last taken back last
        self.viewing: int | None = None
        self._view_game: Game | None = None
        self._texts: list[tuple[object, str]] = []  # (stack entry, its turn's text), in order

    def total(self) -> int:
        """How many turns the live game has."""
        return len(self.game.stack)

    def shown_game(self) -> Game:
        """The game as shown: the live one, or a copy at the turn being looked at."""
        if self.viewing is None:
            return self.game
        if self._view_game is None or len(self._view_game.stack) != self.viewing:
            g = Game(self.game.start, self.game.rules)
            for turn in self.game.turns[: self.viewing]:
                g.push(turn)
            self._view_game = g
        return self._view_game

    def last_turn(self) -> Turn | None:
        """The turn that led to the shown position (None at the start)."""
        n = self.shown_number()
        return self.game.turns[n - 1] if n else None

    def take_back(self, more) -> None:
        """Take back the last turn, and more while `more()` says so (the computer's reply)."""
        self.redo.append(self.game.pop())
        while self.game.stack and more():
            self.redo.append(self.game.pop())

    def turn_texts(self) -> list[str]:
        """The texts of the game's turns, kept from one call to the next: a game changes only
        at its end (push, pop), so only the entries that changed there are written again, and
        a refresh costs the same at turn 300 as at turn 3."""
        stack, texts = self.game.stack, self._texts
        keep = min(len(texts), len(stack))
        while keep and texts[keep - 1][0] is not stack[keep - 1]:
            keep -= 1
        del texts[keep:]
        texts.extend((entry, str(entry[0])) for entry in stack[keep:])
        return [text for _, text in texts]
