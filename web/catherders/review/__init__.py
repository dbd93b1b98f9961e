"""The game review: its notes (marks, better turns, accuracy), the advantage chart, and the view.
"""

# The review's search budget in a position (game.catherders.review.DEFAULT_NODES;
# tests/catherders/test_review.py holds them equal): a fixed budget and no clock, so the same
# game always gets the same review.
REVIEW_NODES = 450
