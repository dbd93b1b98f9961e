"""The Great Cat Pageant on the page: its link, its table (session), its guide and its view.

The engine is game/pageant/, beside the other games' engines; the computer voters run in the
computer's worker (web/shell/computer_worker.py). Only view.py and rules_parts.py touch the page.
"""
