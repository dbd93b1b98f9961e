"""Clowder on the page: its link, its table (session), its guide and its view.

The engine is game/clowder/, beside the other games' engines; the computer players run in the
computer's worker (web/shell/computer_worker.py). Only the view's modules (view.py, screen.py, board_view.py,
rules_parts.py, and the renderer's draw.py when given a real canvas) touch the page.
"""
