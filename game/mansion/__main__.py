"""`python -m game.mansion`: see game.mansion.cli."""

from .cli import main

main()
