"""The guided first round of Clowder: a tip for each step of the table, in words.

Pure: it reads the session (web/clowder/session.py) and says what a newcomer needs at that
step. It speaks only of what the screen shows: never of another person's secret token. Tips
are given through the first round (and at the game's end); after that the guide keeps quiet
unless something new happens (a catch, a chance to buy a key).
"""

from __future__ import annotations

from game.clowder.pieces import TREATS_PER_KEY
from web.clowder.session import CAUGHT, MOVE, OVER, PASS, PICK, PLACE, SHOP, THINK, ClowderSession


def tip(session: ClowderSession) -> str:
    """The tip for the step the table is at ('' when there is nothing to add)."""
    st = session.state
    phase = session.phase
    first = st.round == 1
    if session.viewing is not None:
        return "You are looking back through the game; » returns to it as it is now."
    if phase == PASS:
        return (f"Tokens are secret. Hand the device to {session.name(session.picker)}; everyone "
                "else looks away until all tokens are shown together.")
    if phase == PLACE and first:
        return ("Set-up: each player places a cat on a free outer roof, one at a time, and takes "
                "the treat lying there. Then Nyx, the wild cat, is placed. Roofs near treats of "
                "one colour help you buy a key of that colour sooner.")
    if phase == PICK and first:
        return ("Pick a token: 1, 2 or 3. Each of your cats will leave its roof through the area "
                "with that number (the small numbers on each roof) and land on one of the two roofs "
                "beyond it. Lower tokens move first. Next round you may not pick the same one.")
    if phase == THINK and first:
        return "The computers are choosing. Their tokens are shown with yours, all at once."
    if phase == MOVE and first:
        return ("Select a cat: its two landings are marked on the board, with what each would do "
                "(a treat, a catch, the tower). A path shows leaps over the board's edge or over "
                "broken roofs. Both your cats must move if they can.")
    if phase == CAUGHT:
        return ("Your cat is caught. Giving a life marker sends the cat off the board until the next "
                "round; a treat paid to the catcher (left on Nyx's roof when she caught) lets it "
                "flee through its roof's area 1 to an empty roof instead. A life marker you give "
                "is a catch for the catcher, and three catches win, so fleeing is often worth a "
                "treat.")
    if phase == SHOP and (first or session.buyable()):
        return (f"After moving you may buy keys: {TREATS_PER_KEY} treats of a colour for a key of that "
                "colour. With a key, a cat whose token's area faces the tower can enter it from a "
                "roof of that colour and win.")
    if phase == OVER:
        return "The game is over. Step back through it with the arrows, or start a new game."
    return ""
