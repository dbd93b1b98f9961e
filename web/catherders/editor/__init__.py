"""The position editor: its model, puzzles made in it (puzzle_link), and the view.
"""
