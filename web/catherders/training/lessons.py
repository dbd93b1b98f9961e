"""Lessons for beginners: a small position, a goal in one sentence, a hint, and the engine's check.

Pure Python (no `js`, no `pyscript`): the page shows a lesson's position, lets the person play
blue with clicks, and after each committed turn asks `Lesson.check(game)` for a `Verdict`.

    lesson_ = lesson(3)
    game = lesson_.new_game()
    game.push("a4-c4 c5>b5")
    lesson_.check(game)          # Verdict('solved', 'Well done: the cat on c5 ran to b5.')

Each lesson's `kind` says what its check looks at:

    place       the first turn places a herder on the Wall next to the cat on `cat`
    move        the first turn moves the herder on `herder` next to the cat on `cat`
    cat_to      the cat on `cat` ends the first turn on `to`
    catch       the first turn catches `count` cats (the cat on `cat`, when named)
    stop_catch  after the first turn, no legal red turn catches a cat
    win         the game (blue against the computer) ends with blue the winner

The messages say what happened and, on a miss, why it misses the goal, in plain words.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.catherders import BLUE, RED, Game, Option, Position, Rules
from web.kit.words import and_list, count, number_word

SOLVED, FAILED, PLAYING = "solved", "failed", "playing"
KINDS = ("place", "move", "cat_to", "catch", "stop_catch", "win")


@dataclass(frozen=True)
class Verdict:
    """The check's answer: `state` is 'solved', 'failed' or 'playing'; `message` says why."""

    state: str
    message: str


@dataclass(frozen=True)
class Lesson:
    """One lesson: the idea taught, a position with blue to move, its goal, a hint and a check.

    `kind` and the fields after it (`cat`, `to`, `herder`, `count`) are the goal as the
    engine checks it; see the module docstring.
    """

    number: int
    title: str
    goal: str
    position: str
    ruleset: str = "designer"
    variants: str = "-"
    hint: str = ""
    hint_cells: tuple[str, ...] = ()
    opponent: str | None = None
    explain: str = ""
    kind: str = "place"
    cat: str = ""
    to: str = ""
    herder: str = ""
    count: int = 1

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"lesson {self.number}: unknown kind {self.kind!r}")

    def rules(self) -> Rules:
        """The rules the lesson is played under."""
        return Rules.parse(self.ruleset, self.variants)

    def new_game(self) -> Game:
        """A fresh game at the lesson's position."""
        return Game(Position.parse(self.position), self.rules())

    def check(self, game: Game) -> Verdict:
        """How the person is doing: `game` is this lesson's game with the turns played since."""
        if self.kind == "win":
            return _check_win(game)
        if not game.turns:
            return Verdict(PLAYING, f"Your move. {self.goal}")
        return _CHECKS[self.kind](self, _Played(game))


# ---- the first turn, replayed ---------------------------------------------------------------


def _ends(turn, cats) -> dict[int, int]:
    """Where each cat of `cats` (cells before `turn`) is once the turn's flights are made."""
    where = {c: c for c in cats}
    for flight in turn.flights:
        start = next(s for s, e in where.items() if e == flight[0])
        where[start] = flight[-1]
    return where



class _Played:
    """The game's first turn replayed from its start: where each cat went, and what it touched."""

    def __init__(self, game: Game):
        self.before = Game(game.start, game.rules)
        self.turn = game.turns[0]
        self.after = Game(game.start, game.rules)
        self.after.push(self.turn)
        self.board = self.before.board
        self.names = self.board.names
        pos = self.after.position()
        self.cats_after = set(pos.cats)
        self.blue_after = set(pos.herders[BLUE])
        # start cell -> the cells the cat went through; start cell -> its flight's index in steps
        self.path = {c: (c,) for c in game.start.cats}
        self.flight = {}
        for i, step in enumerate(self.turn.steps):
            if isinstance(step, tuple):
                start = next(s for s, p in self.path.items() if p[-1] == step[0])
                self.path[start] += step[1:]
                self.flight[start] = i
        herders = set(game.start.herders[BLUE]) | set(game.start.herders[RED])
        self.herders_acting = (herders - {self.turn.origin}) | {self.turn.target}  # after the action

    def touches(self, a: int, b: int | None) -> bool:
        """True when cells a and b are neighbours."""
        return b is not None and b in self.board.neighbours[a]

    def end(self, cat: int) -> int:
        """Where the cat that started on `cat` ended the turn."""
        return self.path[cat][-1]

    def caught(self, cat: int) -> bool:
        """True when the cat that started on `cat` was caught."""
        return self.end(cat) not in self.cats_after

    def around(self, cell: int, herders: set[int]) -> int:
        """How many of `herders` stand next to `cell`."""
        return sum(1 for n in self.board.neighbours[cell] if n in herders)

    def offered(self, cat: int) -> list[int]:
        """The cells the cat from `cat` could choose at its step (the builder's choices)."""
        index, found = self.flight.get(cat), []
        if index is None:
            return found
        b = self.before.begin(self.turn.origin, self.turn.target)
        try:
            for i, step in enumerate(self.turn.steps):
                if isinstance(step, int):
                    b.choose(Option("escort", step))
                    continue
                if i == index:
                    found = [o.to for o in b.options() if o.kind == "flee" and o.cell == step[0]]
                    break
                for here, hop in zip(step, step[1:], strict=False):
                    b.choose(Option("flee", here, hop))
        finally:
            b.cancel()
        return found

    def catchable(self) -> set[int]:
        """The cats (by start cell) that some legal first turn catches."""
        game, cats, found = self.before, self.before.start.cats, set()
        for turn in list(game.legal_turns()):
            game.push(turn)
            left = set(game.position().cats)
            found.update(s for s, e in _ends(turn, cats).items() if e not in left)
            game.pop()
        return found

    def follows(self, cat: int) -> int | None:
        """The start cell of a cat that ran earlier and whose cell the cat from `cat` ran into."""
        end = self.end(cat)
        if end != cat and end in self.flight and self.flight[end] < self.flight[cat]:
            return end
        return None

    def ran(self, cat: int) -> str:
        """'it ran to d5' or 'it had nowhere to run', for a short message."""
        end = self.end(cat)
        return f"it ran to {self.names[end]}" if end != cat else "it had nowhere to run"

    def story(self, cat: int) -> str:
        """What the cat from `cat` did and how many blue herders it touched after, for a miss."""
        n, end = self.names, self.end(cat)
        k = self.around(end, self.blue_after)
        blue = ("only one blue herder" if k == 1 else count(k, "blue herder", spelled=True))
        if end == cat and not self.touches(cat, self.turn.target):
            return f"your herder did not land next to the cat on {n[cat]}, so it stayed, next to {blue}"
        if end == cat:
            return f"the cat on {n[cat]} had nowhere to run and stayed, next to {blue}"
        leader = self.follows(cat)
        if leader is not None:
            return (f"the cat on {n[leader]} ran first, which freed {n[leader]}, and a cat that can "
                    f"move must move, so the cat on {n[cat]} followed into {n[end]} (next to {blue})")
        return f"the cat on {n[cat]} ran to {n[end]}, next to {blue}"


# ---- the checks -------------------------------------------------------------------------------


def _check_place(lesson: Lesson, p: _Played) -> Verdict:
    cat, t, n = p.board.cell(lesson.cat), p.turn, p.names
    if not t.is_placement:
        return Verdict(FAILED, "You moved a herder. This time bring a new one from your supply.")
    if not p.touches(cat, t.target):
        return Verdict(FAILED, f"{n[t.target]} is on the Wall, but it does not touch the cat on {n[cat]}.")
    return Verdict(SOLVED, f"Well done: your herder on {n[t.target]} scared the cat, and {p.ran(cat)}.")


def _check_move(lesson: Lesson, p: _Played) -> Verdict:
    cat, herder, t, n = p.board.cell(lesson.cat), p.board.cell(lesson.herder), p.turn, p.names
    if t.origin is None:
        return Verdict(FAILED, f"You placed a new herder. This time move the one on {n[herder]}.")
    if t.origin != herder:
        return Verdict(FAILED, f"You moved the herder on {n[t.origin]}; move the one on {n[herder]}.")
    if not p.touches(cat, t.target):
        return Verdict(FAILED, f"Your herder landed on {n[t.target]}, which does not touch the cat "
                               f"on {n[cat]}.")
    return Verdict(SOLVED, f"Well done: {t.action_text()} scared the cat, and {p.ran(cat)}.")


def _check_cat_to(lesson: Lesson, p: _Played) -> Verdict:
    cat, to, n = p.board.cell(lesson.cat), p.board.cell(lesson.to), p.names
    end = p.end(cat)
    if end == to and not p.caught(cat):
        return Verdict(SOLVED, f"Well done: the cat on {n[cat]} ran to {n[to]}.")
    if end == cat:
        why = ("your herder did not land next to it" if not p.touches(cat, p.turn.target)
               else "it had nowhere to run")
        return Verdict(FAILED, f"The cat on {n[cat]} did not move: {why}.")
    miss = f"The cat ran to {n[end]}, not {n[to]}"
    offered = p.offered(cat)
    if to in offered:
        tied = and_list([n[c] for c in sorted(offered)])
        return Verdict(FAILED, f"{miss}: {tied} tied, and you picked {n[end]}.")
    if to in p.herders_acting or to in p.before.start.cats:
        return Verdict(FAILED, f"{miss}: {n[to]} was not free.")
    here, there = p.around(end, p.herders_acting), p.around(to, p.herders_acting)
    return Verdict(FAILED, f"{miss}: a scared cat picks the free cell with the fewest herders around "
                           f"it, and {n[end]} had {count(here, 'herder', spelled=True)} next to it and "
                           f"{n[to]} had {number_word(there)}.")


def _check_catch(lesson: Lesson, p: _Played) -> Verdict:
    n, caught = p.names, [c for c in sorted(p.path) if p.caught(c)]
    if lesson.cat:
        cat = p.board.cell(lesson.cat)
        if cat in caught:
            return Verdict(SOLVED, f"Well done: you caught the cat on {n[cat]}.")
        return Verdict(FAILED, f"The cat on {n[cat]} was not caught: {p.story(cat)}.")
    if len(caught) >= lesson.count:
        cats = "cats" if len(caught) > 1 else "cat"
        return Verdict(SOLVED, f"Well done: you caught the {cats} on {and_list([n[c] for c in caught])}.")
    free = [c for c in sorted(p.path) if not p.caught(c)]
    if not any(p.touches(c, p.turn.target) for c in p.path):
        why = "your herder did not land next to a cat, so no cat ran"
    else:
        near = ([c for c in free if p.touches(c, p.turn.target)]
                or sorted(set(free) & p.catchable()))
        why = "; ".join(p.story(c) for c in near[:2]) or "no cat touches two of your herders"
    head = (f"You caught {count(len(caught), 'cat', spelled=True)}, not {number_word(lesson.count)}" if caught
            else "No cat was caught")
    return Verdict(FAILED, f"{head}: {why}.")


def _check_stop_catch(lesson: Lesson, p: _Played) -> Verdict:
    game, n = p.after, p.names
    if game.is_over():
        return Verdict(SOLVED, "Well done: the game is over before red can move.")
    cats = set(game.position().cats)
    for turn in list(game.legal_turns()):
        game.push(turn)
        try:
            if game.caught_by(-1):
                return Verdict(FAILED, _red_catch(game, turn, cats, n))
        finally:
            game.pop()
    return Verdict(SOLVED, "Well done: whatever red plays now, it cannot catch a cat.")


def _red_catch(game: Game, turn, cats: set[int], n) -> str:
    """In words: which cat red's `turn` (just pushed on `game`) catches, and how."""
    left = set(game.position().cats)
    start, end = next((s, e) for s, e in _ends(turn, cats).items() if e not in left)
    reds = [n[h] for h in sorted(game.board.neighbours[end]) if h in game.position().herders[RED]]
    did = f"would run to {n[end]}, next to" if end != start else "stays next to"
    return (f"Red can still catch a cat with {turn}: the cat on {n[start]} {did} the red herders "
            f"on {and_list(reds)}.")


def _check_win(game: Game) -> Verdict:
    outcome = game.outcome()
    b, r = game.captures
    if outcome is None:
        return Verdict(PLAYING, f"Caught so far: blue {b}, red {r}. The first to {game.needed} wins. "
                                "Your move.")
    if outcome.winner == BLUE:
        return Verdict(SOLVED, f"You won: {b} of {game.total_cats} cats caught!")
    if outcome.winner == RED:
        return Verdict(FAILED, f"Red caught {r} cats first. Have another go!")
    return Verdict(FAILED, f"The game was drawn ({outcome.reason}). Have another go!")


_CHECKS = {"place": _check_place, "move": _check_move, "cat_to": _check_cat_to,
           "catch": _check_catch, "stop_catch": _check_stop_catch}


# ---- the lessons ------------------------------------------------------------------------------

LESSONS: tuple[Lesson, ...] = (
    Lesson(
        1, "Placing a herder", "Place a new herder on the Wall right next to the cat on b3.",
        "hex6 b b:- r:- c:b3,f6,h8 0-0 15-15", kind="place", cat="b3",
        explain="Each turn you act with one herder. One way is to bring a new herder from your "
                "supply onto any empty cell of the Wall, the outer ring of the board. A cat next "
                "to it runs away.",
        hint="The Wall cells touching b3 are a2 and a3.", hint_cells=("a2", "a3")),
    Lesson(
        2, "Moving a herder", "Move your herder on f11 so that it lands next to the cat on f8.",
        "hex6 b b:f11 r:f1 c:d4,f8,h5 0-0 14-14", kind="move", herder="f11", cat="f8",
        explain="The other way to act is to move one of your herders on the board one or two "
                "cells in a straight line. Every cell it passes and lands on must be empty.",
        hint="Go two cells along the row, from f11 to f9.", hint_cells=("f9",)),
    Lesson(
        3, "Where a cat runs", "Make the cat on c5 run to b5.",
        "hex6 b b:a4 r:d7 c:c5,h8,j9 0-0 14-14", kind="cat_to", cat="c5", to="b5",
        explain="A scared cat steps to the free Park cell beside it that has the fewest herders "
                "around it. Herders of both colours count.",
        hint="Move your herder from a4 to c4: with a4 empty, b5 is the only cell beside the cat "
             "with no herder next to it.", hint_cells=("c4", "b5")),
    Lesson(
        4, "Choosing among ties", "Make the cat on j9 run to j10.",
        "hex6 b b:h9 r:- c:d4,f4,j9 0-0 14-15",
        explain="When two or more free cells have equally few herders around them, the cat may "
                "take any of them, and you choose which.",
        hint="A herder on k9 leaves the cat two equally quiet cells, j10 and i8. Pick j10.",
        hint_cells=("k9", "j10"), kind="cat_to", cat="j9", to="j10"),
    Lesson(
        5, "A first catch", "Catch a cat this turn.",
        "hex6 b b:h8,i10 r:j9 c:b3,d4,j10 0-0 13-14", kind="catch", count=1,
        explain="You catch a cat when, once the cats have run, it touches two of your herders. "
                "Chase it into a cell between two of yours, or leave it nowhere to run.",
        hint="The cat on j10 can only run to i9, and i9 touches two of your herders. Scare it "
             "from the Wall.", hint_cells=("k10", "i9")),
    Lesson(
        6, "Two at once", "Catch two cats in one turn.",
        "hex6 b b:f9 r:d8,g10 c:e8,e9,f10 0-0 14-13",
        explain="One herder can scare or trap several cats at once, and every cat that ends the "
                "turn touching two of your herders is caught.",
        hint="The cats on e9 and f10 are boxed in. One Wall cell touches them both.",
        hint_cells=("e10",), kind="catch", count=2),
    Lesson(
        7, "No trapping by order", "Catch the cat on b3.",
        "hex6 b b:c3 r:b2 c:b3,b4,c4 0-0 14-14", kind="catch", cat="b3",
        explain="When several cats run, you choose the order, but not so as to keep a cat stuck: "
                "if a cat can move once another has moved, the other goes first and it must "
                "follow. Only the orders that give the cats the most steps are allowed.",
        hint="A herder on a3 would scare the cat on b4 too, and b3 would follow it out. Touch "
             "b3 without touching b4.", hint_cells=("a2",)),
    Lesson(
        8, "Stopping a catch", "Play a turn after which red cannot catch any cat.",
        "hex6 b b:f4 r:d2,f3 c:f2,f8,h7 0-0 14-13", kind="stop_catch",
        explain="Before you move, look at what your opponent could do next. Here red threatens "
                "to catch a cat on its next turn.",
        hint="Red wants to scare the cat on f2 into e2, between two red herders. Scare it "
             "yourself first, from e1 or f1, so that it runs to g3.", hint_cells=("e1", "f1", "g3")),
    Lesson(
        9, "Win a game", "Catch one more cat and win the game against the computer.",
        "hex6 b b:h3,h6,j7 r:b4,c8 c:e7,j6 1-0 12-13", opponent="ai-easy",
        explain="You win by catching most of the cats. There are three here, you have one "
                "already, so one more wins. The computer plays red.",
        hint="The cat on j6 is nearly cornered. Bring a second herder close to it, and next "
             "turn you will have more ways to catch it than red can block.",
        hint_cells=("i4", "h4", "h5"), kind="win"),
)


def lesson(number: int) -> Lesson:
    """The lesson numbered `number` (1-based); ValueError naming the number if there is none."""
    if not 1 <= number <= len(LESSONS):
        raise ValueError(f"there is no lesson {number}: the lessons are 1 to {len(LESSONS)}")
    return LESSONS[number - 1]
