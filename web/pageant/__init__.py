"""The Great Cat Pageant on the page: its link, its table (session), its guide and its view.

The engine is the pageant package beside game/catherders/; the computer voters run in the computer's
worker (web/computer_worker.py). Only view.py and rules_parts.py touch the page.
"""
