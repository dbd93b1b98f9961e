"""`python -m pageant`: see pageant.cli."""

from .cli import main

main()
