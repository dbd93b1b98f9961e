"""`python -m game.catherders`: see game.catherders.cli."""

from .cli import main

main()
