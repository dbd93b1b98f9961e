"""`python -m game.pageant`: see game.pageant.cli."""

from .cli import main

main()
