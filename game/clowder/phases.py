"""The phases of a Clowder game and the ways it ends (strings, so a State prints plainly).

PLACE: the `placing` queue's first seat places that cat (or Nyx at set-up); CHOOSE: every
seat picks a token, taken all at once (Reveal); MOVE: `order[turn]` moves its cats (and Nyx
when last), buys keys, ends its turn; CAUGHT: the caught cat's owner gives a life marker or
flees; OVER: `winner` and `end` say how it ended.
"""

PLACE, CHOOSE, MOVE, CAUGHT, OVER = "place", "choose", "move", "caught", "over"
PHASES = (PLACE, CHOOSE, MOVE, CAUGHT, OVER)
TOWER_END, CATCHES_END, ROUNDS_END = "tower", "catches", "rounds"
