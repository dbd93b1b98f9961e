"""`python -m game.clowder`: see game.clowder.cli."""

from .cli import main

main()
