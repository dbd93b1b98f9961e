"""The rules view: RULES.md read into blocks, and its diagrams drawn by the board's renderer.
"""
