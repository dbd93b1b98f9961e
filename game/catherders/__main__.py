"""`python -m game`: see game.cli."""

from .cli import main

main()
