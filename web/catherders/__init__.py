"""The game being played: its state (session), its saved copies (storage), the panel beside
the board and the computer on the page.
"""
