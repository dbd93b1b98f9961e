"""The phases of a Cat's Mansion game and the ways it ends (strings, so a State prints plainly).

MOVE: the mover steps, attacks, stays or ends its turn; RETREAT: the defender of a spat
retreats or stands; BID_ATTACKER, BID_DEFENDER: each side of the spat says what it spends,
the attacker first (the dice are rolled with the defender's bid); PUSH: the spat's winner
moves the loser; GIFT: the mover found the Present card and chooses what it holds; OVER:
`winner` and `end` say how it ended.
"""

MOVE, RETREAT, BID_ATTACKER, BID_DEFENDER, PUSH, GIFT, OVER = (
    "move", "retreat", "bid_attacker", "bid_defender", "push", "gift", "over")
PHASES = (MOVE, RETREAT, BID_ATTACKER, BID_DEFENDER, PUSH, GIFT, OVER)
RACE_END, LIMIT_END = "race", "limit"
