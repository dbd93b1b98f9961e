"""A game of the pageant in plain words, for the command line.

`describe(game)` is what a table would see: the round and the spot being voted on, the last
vote shown (a tie says who voted what), the ranking so far from 1st down, every seat's own
cat (public) and the victory points; with `finished=True` each finished round's ranking,
scores and winner before it. Goals are secret while a round is voted on, so they appear only
with `show_goals=True`, every seat's, with each goal's status.
"""

from __future__ import annotations

from .cats import NUM_CATS, cat_name
from .game import Game
from .round import Reveal, Round


def ordinal(n: int) -> str:
    """'1st', '2nd', '3rd', '4th', ... '9th'."""
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n, 'th')}"


def cat_label(cat: int) -> str:
    """'Shadow (7)': a cat's name with its number, the number a vote's digit."""
    return f"{cat_name(cat)} ({cat})"


def _cats(cats) -> str:
    return ", ".join(cat_label(c) for c in cats)


def describe_reveal(reveal: Reveal) -> str:
    """One vote as the table saw it: the picks and what came of them."""
    picks = " ".join(str(p) for p in reveal.picks)
    head = f"vote for {ordinal(reveal.spot)} place: {picks}"
    if reveal.chosen is None:
        return f"{head}; a tie between {_cats(reveal.leaders)}: vote again"
    how = f"by lot among {_cats(reveal.leaders)}" if reveal.by_lot else "chosen"
    if reveal.moved:
        return (f"{head}; {cat_label(reveal.chosen)} {how}, already ranked: it goes to the top "
                f"and {ordinal(reveal.spot)} place is voted again")
    return f"{head}; {cat_label(reveal.chosen)} {how}: it takes {ordinal(reveal.spot)} place"


def describe_ranking(rnd: Round) -> list[str]:
    """The ranking from 1st down, open places as '-'."""
    lines = []
    for place in range(1, NUM_CATS + 1):
        index = NUM_CATS - place  # ranking is kept bottom up
        cat = rnd.ranking[index] if index < len(rnd.ranking) else None
        lines.append(f"  {ordinal(place):>4}  {cat_label(cat) if cat else '-'}")
    return lines


def describe_goals(rnd: Round) -> list[str]:
    """Every seat's goals with their status as the ranking stands."""
    lines = []
    for seat, goals in enumerate(rnd.goals):
        parts = [f"{a} above {b} ({status})" for (a, b), status in zip(goals, rnd.status(seat), strict=True)]
        lines.append(f"  seat {seat + 1}: " + "; ".join(parts))
    return lines


def describe_result(rnd: Round) -> list[str]:
    """A finished round's ranking in one line, its scores and its winner."""
    scores = rnd.scores()
    winner = rnd.winner()
    return [
        "  ranking 1st to 9th: " + " ".join(str(c) for c in rnd.top_down()),
        "  goals met: " + ", ".join(f"seat {s + 1} {n}" for s, n in enumerate(scores)),
        f"  winner: seat {winner + 1}, owner of {cat_label(rnd.owners[winner])}"
        + (" on the tie-break, its own cat ranked highest" if scores.count(max(scores)) > 1 else ""),
    ]


def describe(game: Game, show_goals: bool = False, finished: bool = False) -> str:
    """The game's state in words (see the module's docstring), lines ending in a newline."""
    lines = [f"Pageant, {game.players} players, seed {game.seed}"]
    lines.append("Own cats: " + ", ".join(f"seat {s + 1} {cat_label(c)}" for s, c in enumerate(game.owners)))
    if finished:
        for number, rnd in enumerate(game.rounds, 1):
            if rnd.is_over:
                lines.append(f"Round {number}, finished:")
                lines.extend(describe_result(rnd))
                if show_goals:
                    lines.extend(describe_goals(rnd))
    rnd = game.round
    number = len(game.rounds)
    if game.is_over:
        lines.append(f"Game over after {number} rounds: seat {game.winner() + 1} wins")
        if not finished:  # the last round's result, as `finished` would have shown it
            lines.append(f"Round {number}:")
            lines.extend(describe_result(rnd))
            if show_goals:
                lines.extend(describe_goals(rnd))
    else:
        tie = f", after {rnd.ties} tie{'s' if rnd.ties > 1 else ''} in a row" if rnd.ties else ""
        lines.append(f"Round {number}: voting for {ordinal(rnd.spot)} place{tie}")
        if rnd.reveals:
            lines.append("Last " + describe_reveal(rnd.reveals[-1]))
        elif number > 1:
            prev = game.rounds[-2]
            lines.append(f"Round {number - 1} went to seat {prev.winner() + 1}")
        lines.append("Ranking, 1st down:")
        lines.extend(describe_ranking(rnd))
        if show_goals:
            lines.append("Goals:")
            lines.extend(describe_goals(rnd))
    lines.append("Victory points: " + ", ".join(f"seat {s + 1} {p}" for s, p in enumerate(game.points)))
    return "".join(line + "\n" for line in lines)
