"""Lessons, puzzles and "learn from your mistakes": one Run protocol (run), the runs, and the view.
"""
