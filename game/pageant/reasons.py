"""Why a pick is good, in one short clause: the reason a hint gives with the hard voter's cat.

`hint_reason(seen, seat, cat, names)` reads only the seat's view (`Seen`) and says the first
of these that holds, each a fact of that view, or None when none does:

- the cat, if chosen, meets one of the seat's goals that is not met now (the goal that holds
  the cat: `gains.status_after`, the voters' own yardstick, as the engine's `place` and
  `goal_status` read the ranking after);
- the cat tied for the most votes at this spot's last vote (the others are pushing it, and a
  vote for it can settle the spot);
- the cat is the own cat of the seat that alone leads in victory points: placed now, it
  ranks low, and the round's tie-break goes by the own cats' places;
- chosen, the cat leaves every goal of the seat as it stands (its goal settled already).

tests/pageant/test_reasons.py checks every claim against the state, in random games.
"""

from __future__ import annotations

from .cats import cat_name
from .gains import status_after
from .round import MET, goal_status, place
from .seen import Seen


def met_goal(seen: Seen, cat: int):
    """The seat's goal (A, B) holding `cat` that is not met now and would be if `cat` were
    chosen now, or None."""
    ranked = set(seen.ranking)
    for pair in seen.goals:
        if cat in pair and goal_status(seen.ranking, pair) != MET and status_after(ranked, pair, cat) == MET:
            return pair
    return None


def sole_leader(seen: Seen) -> int | None:
    """The seat with more victory points than every other, if there is one."""
    top = max(seen.points)
    leaders = [seat for seat, points in enumerate(seen.points) if points == top]
    return leaders[0] if len(leaders) == 1 and top > 0 else None


def seat_name(seat: int, names) -> str:
    """A seat as the page names it (`names`), else 'Player N'."""
    return names[seat] if names else f"Player {seat + 1}"


def wins(count: int) -> str:
    """'1 win', '2 wins'."""
    return f"{count} win" + ("" if count == 1 else "s")


def hint_reason(seen: Seen, seat: int, cat: int, names=None) -> str | None:
    """Why voting for `cat` is good for `seat` (see the module's docstring), or None; `names`
    are the seats' names (default 'Player N')."""
    cat = int(cat)
    pair = met_goal(seen, cat)
    if pair is not None:
        return f"if chosen, it meets your goal {cat_name(pair[0])} above {cat_name(pair[1])}"
    if cat in seen.last_tie:
        return f"{cat_name(cat)} tied for the most votes last time"
    leader = sole_leader(seen)
    if leader is not None and leader != seat and seen.owners[leader] == cat and cat not in seen.ranking:
        return (f"{cat_name(cat)} is the cat of {seat_name(leader, names)}, who leads with "
                f"{wins(seen.points[leader])}: placed now, it ranks low")
    after = place(seen.ranking, cat)
    if cat != seen.own and all(goal_status(seen.ranking, p) == goal_status(after, p) for p in seen.goals):
        return "if chosen, it leaves your goals as they stand"
    return None
