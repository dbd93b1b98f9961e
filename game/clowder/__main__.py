"""`python -m clowder`: see clowder.cli."""

from .cli import main

main()
