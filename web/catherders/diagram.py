"""The rules' diagrams: a small position drawn by the page's own board renderer.

A diagram is written in RULES.md as a comment line holding JSON (tools/rules_build.py
reads it at build time; see RULES.md's diagrams for the fields). `build` checks it with the
engine and turns it into what the canvas needs: the board's layout window,
and a Scene whose marks are the consequence preview of its `action`
(game.catherders.consequences) and whose last turn is its `turn`, drawn crossed out
when the rules refuse it. Pure Python: tested in CPython.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.catherders import Game, IllegalTurnError, NotationError, Rules, Turn
from game.catherders.consequences import preview
from web.catherders.board.draw import Scene


class DiagramError(ValueError):
    """A diagram that cannot be drawn: the message names the diagram and what is wrong."""


@dataclass(frozen=True)
class Diagram:
    """A diagram ready to draw: the game at its position, the cells shown, the scene."""

    ident: str
    game: Game
    cells: tuple[int, ...]  # the window of cells drawn
    scene: Scene
    caption: str


def window(board, focus: int, radius: int) -> tuple[int, ...]:
    """The cells within `radius` steps of `focus`."""
    seen, edge = {focus}, [focus]
    for _ in range(radius):
        edge = [n for c in edge for n in board.neighbours[c] if n not in seen]
        seen.update(edge)
    return tuple(sorted(seen))


def build(spec: dict, theme: str = "light") -> Diagram:
    """Check a diagram's spec with the engine and make its scene; DiagramError says why not."""
    ident = str(spec.get("id", "?"))
    try:
        rules = Rules.parse(spec.get("rules", "designer"), spec.get("variants", "-"))
        game = Game(spec["position"], rules)
        board = game.board
        marks: dict = {}
        if spec.get("action"):
            action = Turn.parse(spec["action"], board)
            marks["preview"] = preview(game, action.origin, action.target)
        turn = None
        if spec.get("turn"):
            turn = Turn.parse(spec["turn"], board)
            if spec.get("refused"):
                marks["refused"] = turn
                turn = None
            else:
                game.copy().push(turn)  # a turn drawn as played must be legal
        if "focus" in spec:
            cells = window(board, board.cell(spec["focus"]), int(spec.get("radius", 2)))
        else:
            cells = tuple(range(board.size))
    except KeyError as e:
        raise DiagramError(f"diagram {ident!r} has no {e.args[0]!r}") from None
    except (NotationError, IllegalTurnError, ValueError) as e:
        raise DiagramError(f"diagram {ident!r}: {e}") from None
    scene = Scene(tuple(game.cells), marks, turn, labels=False, mover=game.to_move, theme=theme,
                  names_in_cells=len(cells) < board.size)
    return Diagram(ident, game, cells, scene, str(spec.get("caption", "")))
