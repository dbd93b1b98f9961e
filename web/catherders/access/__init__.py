"""For every player: the board in words, cells in words, and what the page says and plays.
"""
