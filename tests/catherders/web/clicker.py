"""A random player that uses the page's Session exactly as a person's clicks do.

It clicks only what a person can see: one of its herders and then a marked
target, or an empty Wall cell, and then, while the turn asks for choices,
the cells the board marks (a cat, where it runs, an escorting herder), or the
"Let the cat stay" button. After every click it checks the promises the page
makes: a click on a marked cell is never ignored, the game never reports an
outcome while a turn is being built, and the session's game is always what
the engine gives by replaying its turns. Used by tests/catherders/web/test_session_clicks.py
and by the soak in bench/soak_session.py.
"""

from __future__ import annotations

import random

from game.catherders import Game
from game.catherders.movegen import MoveGen
from web.catherders.session import Session
from web.catherders.sharing.link import GameSpec

MAX_CLICKS_PER_TURN = 200


class ClickFault(AssertionError):
    """A promise of the page that a click broke; the message says which and where."""


def signature(s: Session) -> tuple:
    """Everything a click can change: turns played, the turn being built, focus, selection."""
    b = s.builder
    built = None if b is None else (id(b), str(b.turn()), tuple(b.options()))
    return len(s.game.stack), built, s.focus_cat, s.selected


def check_consistent(s: Session, shadow: Game, where: str) -> None:
    """The session's game equals `shadow`, the engine's replay of its turns (pushed as
    text, one by one); while a turn is built the game is unchanged and reports no outcome."""
    if s.builder is not None:
        if s.game.outcome() is not None:
            raise ClickFault(f"{where}: the game reports {s.game.outcome()} while a turn is built")
        if s.message.startswith("Game over"):
            raise ClickFault(f"{where}: the status says {s.message!r} while a turn is built")
    for turn in s.game.turns[len(shadow.stack):]:
        shadow.push(str(turn))
    if shadow.fen() != s.game.fen() or shadow.outcome() != s.game.outcome():
        raise ClickFault(f"{where}: the session shows {s.game.fen()}, the replay {shadow.fen()}")


def click_marked(s: Session, cell: int, where: str) -> None:
    """Click a cell the page marks; the click must change something."""
    before = signature(s)
    s.click(cell)
    if signature(s) == before:
        raise ClickFault(f"{where}: the click on marked cell {s.board.names[cell]} was ignored "
                         f"({s.message!r})")


def choose_by_clicks(s: Session, rng: random.Random, where: str) -> None:
    """Make one choice of the turn being built, as a person would from the marks."""
    marks = s.highlights()
    if marks["escort"]:
        click_marked(s, rng.choice(marks["escort"]), where)
        return
    if marks["stay"] and (not marks["flee"] or rng.random() < 0.3):
        cat = rng.choice(marks["stay"])
        if rng.random() < 0.5:
            before = signature(s)
            s.let_stay(cat)  # the button "Let the cat on … stay"
            if signature(s) == before:
                raise ClickFault(f"{where}: 'Let the cat stay' was ignored ({s.message!r})")
        else:
            click_marked(s, cat, where)  # a first click picks the cat,
            if s.builder is not None and s.focus_cat == cat:
                click_marked(s, cat, where)  # the second lets it stay
        return
    cat, to = rng.choice(marks["flee"])
    shared = any(c != cat and t == to for c, t in marks["flee"])
    if shared or rng.random() < 0.2:
        click_marked(s, cat, where)  # the cat first (needed when two cats can go there)
        if s.builder is None or s.focus_cat != cat:
            return
    click_marked(s, to, where)


def play_turn(s: Session, shadow: Game, rng: random.Random, greed: float = 0.0,
              check_preview: bool = False) -> int:
    """Play one turn of the side to move by clicks alone; returns the clicks made.
    `shadow` is the engine's replay of the session's turns so far. With chance `greed`
    the action is one that can catch a cat, when there is one. With `check_preview`,
    the action is pointed at first and the turn played must match its preview."""
    g = s.game
    where = f"turn {len(g.stack) + 1} of {g.start} [{g.rules}]"
    n = len(g.stack)
    actions = g.legal_actions()
    if not actions:
        if not s.must_pass() or not s.pass_turn():
            raise ClickFault(f"{where}: no legal action, and Pass is refused ({s.message!r})")
        return 1
    origin, target = rng.choice(actions)
    if rng.random() < greed:  # like a person who has learnt to look for catches
        catching = [(m[0], m[1]) for m in MoveGen(g).moves(captures_only=True)]
        if catching:
            origin, target = rng.choice(catching)
    clicks = 1
    if origin is not None:
        click_marked(s, origin, where)
        if target not in s.highlights()["targets"]:
            raise ClickFault(f"{where}: {s.board.names[target]} is legal but not marked")
        clicks += 1
    previewed = None
    if check_preview:  # point at the target first, as the mouse does on its way to click
        s.point(target)
        previewed = s.preview
        if previewed is None or (previewed.origin, previewed.target) != (origin, target):
            raise ClickFault(f"{where}: pointing at {s.board.names[target]} previews {previewed}")
        if s.game.fen() != shadow.fen():
            raise ClickFault(f"{where}: the preview changed the game")
    s.click(target)
    while s.builder is not None:
        check_consistent(s, shadow, where)
        choose_by_clicks(s, rng, where)
        clicks += 1
        if clicks > MAX_CLICKS_PER_TURN:
            raise ClickFault(f"{where}: the turn never completes ({s.message!r})")
    if len(g.stack) != n + 1:
        raise ClickFault(f"{where}: the turn did not complete ({s.message!r})")
    check_consistent(s, shadow, where)
    if previewed is not None:
        check_preview_shown(previewed, shadow, where)
    return clicks


def check_preview_shown(previewed, shadow: Game, where: str) -> None:
    """The turn just played (the last of `shadow`) ends as one of the preview's endings;
    the preview's endings are exactly those of every way to finish the action (the
    builder's full completions(), every order, worked out afresh), and every legal turn
    the engine lists for that action ends as one of them."""
    played = (tuple(shadow.cells), tuple(shadow.captures))
    endings = {(e.cells, e.captures) for e in previewed.endings}
    if played not in endings and not previewed.truncated:
        raise ClickFault(f"{where}: {shadow.turns[-1]} ends in a way its preview did not show")
    turn = shadow.pop()
    action = (previewed.origin, previewed.target)
    try:
        builder = shadow.begin(*action)
        every = set()
        for _ in builder.completions():
            every.add((tuple(builder.cells), tuple(builder.captures)))
            if len(every) > 4 * len(endings) + 50:
                break
        listed = set()
        for t in shadow.legal_turns():
            if (t.origin, t.target) == action:
                shadow.push(t)
                listed.add((tuple(shadow.cells), tuple(shadow.captures)))
                shadow.pop()
    finally:
        shadow.push(turn)
    if previewed.truncated:
        ok = endings < every or (len(every) > len(endings) and endings <= every | listed)
    else:
        ok = every == endings and listed <= endings
    if not ok:
        raise ClickFault(f"{where}: the preview of {previewed.action} shows {len(endings)} "
                         f"endings, the engine's completions {len(every)}")


def play_game(spec: GameSpec, seed: int, max_turns: int | None = None,
              greed: float = 0.5, check_preview: bool = False) -> tuple[Session, int]:
    """Play a whole game (or `max_turns`) by clicks; returns the session and the clicks made.
    `greed`: how often a player takes an action that can catch (so games end in wins)."""
    s = Session(spec)
    shadow = Game(s.game.start, s.game.rules)
    rng = random.Random(seed)
    clicks = 0
    while s.game.outcome() is None and (max_turns is None or len(s.game.stack) < max_turns):
        clicks += play_turn(s, shadow, rng, greed, check_preview)
    return s, clicks


def click_turn(s: Session, text: str) -> int:
    """Play the turn `text` by clicks alone, as a person would: the herder (for a move), the
    target, then at each choice the cat and where it runs (or the escorting herder). Choices
    the session makes itself are skipped. Returns the clicks made; the turn must be played,
    and the session's game must then be what the engine gives by replaying its turns."""
    turn = s.game.parse_turn(text)
    n = len(s.game.stack)
    clicks = 0

    def click(cell: int) -> None:
        nonlocal clicks
        s.click(cell)
        clicks += 1
        assert clicks < 40, f"{text}: the turn never completes ({s.message!r})"

    if turn.origin is not None:
        click(turn.origin)
        assert turn.target in s.highlights()["targets"], s.message
    click(turn.target)
    while s.builder is not None:
        played = s.builder.turn().steps
        k = 0
        while k < len(played) and played[k] == turn.steps[k]:
            k += 1
        if k < len(played):  # a cat in the middle of its double step: its next hop
            click(turn.steps[k][len(played[k])])
        elif isinstance(turn.steps[k], int):  # the herder that escorts a caught cat out
            click(turn.steps[k])
        else:
            cat, to = turn.steps[k][0], turn.steps[k][1]
            click(cat)
            assert s.focus_cat == cat, s.message
            click(to)
    assert len(s.game.stack) == n + 1, s.message
    game = Game(s.game.start, s.game.rules)
    for t in s.game.turns[:-1]:
        game.push(t)
    game.push(text)
    assert s.game.fen() == game.fen()
    return clicks
