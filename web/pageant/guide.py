"""The guided first round: a tip for each step of the table, in words.

Pure: it reads the session (web/pageant/session.py) and says what a newcomer needs at that
step. A tip about goals speaks only of the goals of the person whose goals are shown, so the
guide never tells anyone more than the screen does.
"""

from __future__ import annotations

from game.pageant import BROKEN, NUM_CATS, cat_name, goal_status
from web.pageant.session import OVER, PASS, PICK, REVEAL, ROUND, THINK, PageantSession, place_name


def _worth(ranking, goals, cat: int) -> int:
    """How much choosing `cat` now would help these goals: goals met for now minus broken."""
    if cat in ranking:
        after = tuple(c for c in ranking if c != cat) + (cat,)
    else:
        after = ranking + (cat,)
    return sum((goal_status(after, pair) != BROKEN) - (goal_status(after, pair) == BROKEN)
               for pair in goals)


def suggestion(session: PageantSession, seat: int) -> int:
    """The cat that helps `seat`'s goals most if chosen now (its own cat kept for last)."""
    rnd = session.game.round
    own = rnd.owners[seat]
    goals = rnd.goals[seat]
    cats = [c for c in range(1, NUM_CATS + 1) if c != own]
    return max(cats, key=lambda c: (_worth(rnd.ranking, goals, c), c not in rnd.ranking, -c))


def tip(session: PageantSession) -> str:
    """The tip for the step the table is at ('' when there is nothing to add)."""
    rnd = session.game.round
    phase = session.phase
    if session.viewing is not None:
        return "You are looking back through the votes; the game goes on from its last vote."
    if phase == PASS:
        return (f"Votes are secret. Hand the device to {session.name(session.seat)}; everyone "
                "else looks away until the picks are shown together.")
    if phase == PICK:
        seat = session.seat
        own = rnd.owners[seat]
        best = suggestion(session, seat)
        spot = place_name(rnd.spot)
        first = (f"The ranking fills from the bottom: this vote puts a cat in {spot} place. "
                 if len(rnd.ranking) == 0 else f"This vote fills {spot} place. ")
        ranked = " It is ranked already: if it wins it moves to the top, above the cats it " \
                 "is below now." if best in rnd.ranking else ""
        return (f"{first}Each goal wants one cat above another, so vote low places for cats "
                f"you want below. {cat_name(best)} would help your goals most now.{ranked} "
                f"Keep {cat_name(own)}, your own cat, for a high place: it breaks ties.")
    if phase == THINK:
        return "The computer voters are choosing; then every pick is shown at once."
    if phase == REVEAL:
        reveal = session.last_reveal()
        if reveal is not None and reveal.chosen is None:
            return ("A tie: no cat had more votes than every other. Everyone votes again for the "
                    "same place; look at who voted what and join one of the tied cats to settle it.")
        return ("The cat with the most votes is placed. Goals turn green when they are met "
                "for now; a later vote can still move a ranked cat to the top.")
    if phase == ROUND:
        return ("Every goal is shown now. Each met goal scores 1; the most goals wins the round "
                "and a ribbon (a tie goes to whose own cat is higher). Three ribbons win the game.")
    if phase == OVER:
        return "The game is over. Step back through the votes with the arrows, or start a new game."
    return ""
