"""`python -m mansion`: see mansion.cli."""

from .cli import main

main()
