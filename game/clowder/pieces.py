"""Clowder's pieces and numbers: the three colours, what each player and the box hold, and
the limits of a game. Everything here is a plain constant; the rules are in game.clowder.state.

A colour is an int 0..2 (red, blue, yellow; written "r", "b", "y"). A seat's cats are 0 and
1 (written "a" and "b"); Nyx, the wild cat the round's last seat moves, is cat NYX ("n").
"""

from __future__ import annotations

COLOURS = ("red", "blue", "yellow")
COLOUR_LETTERS = ("r", "b", "y")
RED, BLUE, YELLOW = 0, 1, 2
ROOFS_PER_COLOUR = 6
TREATS_PER_COLOUR = 10
TOTAL_TREATS = TREATS_PER_COLOUR * len(COLOURS)
KEYS_PER_COLOUR = 4
TREATS_PER_KEY = 3  # 3 treats of one colour buy a key of that colour
LIVES = 7  # life markers a seat starts with
CATS_PER_SEAT = 2
CATS = (0, 1)
NYX = 2  # Nyx's number where a cat's number is asked (Move, placing)
CAT_LETTERS = ("a", "b", "n")  # cat 0, cat 1, Nyx in an action's text
MIN_PLAYERS, MAX_PLAYERS = 2, 4
TOKENS = (1, 2, 3)  # movement tokens: the area a cat leaves through
WIN_CATCHES = 3  # catching 3 cats of other seats wins
LAST_ROUND = 40  # ours: when round 40 ends with no winner, the game ends on points
REFILL_AT = 3  # a round starting with 3 or fewer treats on the board refills the roofs
MAX_SEED = 2**31 - 1

# Outer roofs broken at set-up (ours: the seed's diagrams are lost), evenly spaced: the
# middles of the outer ring's sides (O2, O4, ... are hexes 8, 10, ...).
BROKEN_AT_START = {
    2: frozenset((8, 10, 12, 14, 16, 18)),  # O2 O4 O6 O8 O10 O12
    3: frozenset((8, 12, 16)),  # O2 O6 O10
    4: frozenset(),
}
