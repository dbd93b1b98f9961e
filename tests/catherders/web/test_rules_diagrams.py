"""RULES.md's diagrams show what their captions say, checked with the engine.

Every diagram line in RULES.md (as tools/rules_build.py builds it for the page) is checked for its form:
the position, rules and variants parse, the window (focus and radius) holds the
whole story, an `action` is a legal action there and a `turn` is legal, or
refused by the rules when the diagram says so. Then each diagram's own claim,
the one its caption makes, is worked out with the engine (CLAIMS below); a
diagram without a claim check fails the last test.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from game.catherders import Game, IllegalTurnError, Position, Rules, Turn, new_position
from game.catherders.builder import Option
from web.catherders.diagram import build

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
from rules_build import build as build_rules  # noqa: E402
from rules_build import diagrams  # noqa: E402

RULES_MD = Path(__file__).resolve().parents[3] / "RULES.md"
DIAGRAMS = diagrams(build_rules(RULES_MD.read_text(encoding="utf-8")))
BY_ID = {spec["id"]: spec for spec in DIAGRAMS}
FIELDS = {"id", "position", "rules", "variants", "action", "turn", "refused", "focus", "radius",
          "caption"}
ALL = pytest.mark.parametrize("spec", DIAGRAMS, ids=[s["id"] for s in DIAGRAMS])


def rules_of(spec: dict, ruleset: str | None = None, variants: str | None = None) -> Rules:
    """The diagram's rules, or the same diagram under another rule set or variants."""
    return Rules.parse(ruleset or spec.get("rules", "designer"),
                       spec.get("variants", "-") if variants is None else variants)


def game_of(spec: dict, ruleset: str | None = None, variants: str | None = None) -> Game:
    """A game at the diagram's position, under its rules (or others)."""
    return Game(spec["position"], rules_of(spec, ruleset, variants))


def action_of(game: Game, text: str) -> tuple[int | None, int]:
    """(origin, target) of an action's text on the game's board."""
    turn = Turn.parse(text, game.board)
    return turn.origin, turn.target


def endings(game: Game, text: str) -> list[tuple[Turn, list[int], tuple[int, ...]]]:
    """Every complete turn the action can make: (turn, cells of the cats caught, cells after)."""
    builder = game.begin(*action_of(game, text))
    out = []
    try:
        for turn in builder.completions():
            out.append((turn, list(builder.caught), tuple(builder.cells)))
    finally:
        builder.cancel()
    assert out, f"action {text} has no complete turn"
    return out


def first_choices(game: Game, text: str) -> tuple[list[Option], object]:
    """The choices offered right after the action, and the pieces then (the builder's tables)."""
    builder = game.begin(*action_of(game, text))
    return builder.options(), builder.tables


def cells(game: Game, *names: str) -> list[int]:
    """Cell indices of names on the game's board."""
    return [game.board.cell(n) for n in names]


def empty_park_neighbours(tables, cell: int) -> list[int]:
    """The empty Park cells touching `cell`."""
    board = tables.board
    return [n for n in board.neighbours[cell] if not board.is_wall[n] and tables.cells[n] == 0]


def region(board, focus: int, radius: int) -> set[int]:
    """The cells within `radius` steps of `focus` (worked out here, not by the page)."""
    seen, edge = {focus}, {focus}
    for _ in range(radius):
        edge = {n for c in edge for n in board.neighbours[c]} - seen
        seen |= edge
    return seen


def blue_herders_touching(game: Game, cell: int) -> int:
    """How many blue herders touch `cell` (herder p is stored as p + 1)."""
    return sum(game.cells[n] == 1 for n in game.board.neighbours[cell])


# ---- the form of every diagram ---------------------------------------------------------------

def test_the_short_rules_have_a_diagram_for_each_topic():
    """The board, an action, each kind of flight, the trap rule, a catch, each variant, each
    alternate rule: each has its diagram."""
    assert {"board", "place", "move", "least-watched", "tie", "no-trap", "catch", "escort",
            "capture3", "double-step", "square", "alt-catch", "alt-order", "alt-park"} <= set(BY_ID)
    assert len(BY_ID) == len(DIAGRAMS)  # ids unique


@ALL
def test_fields_are_known_and_the_caption_is_short(spec):
    """Only the documented fields; a caption of one or two short sentences."""
    assert set(spec) <= FIELDS, set(spec) - FIELDS
    caption = spec["caption"]
    assert isinstance(caption, str) and 0 < len(caption) <= 160
    assert 1 <= len(re.findall(r"[.!?](?:\s|$)", caption)) <= 2, "one or two sentences"


@ALL
def test_position_rules_and_variants_parse(spec):
    """The position is position text; the rule set and variants are known names."""
    position = Position.parse(spec["position"])
    assert str(position) == spec["position"]  # written canonically
    assert spec.get("rules", "designer") in ("designer", "alternate")
    rules_of(spec)


@ALL
def test_focus_is_a_cell_and_radius_a_small_positive_int(spec):
    """`focus` and `radius` come together or not at all; the focus is a cell of the board."""
    assert ("focus" in spec) == ("radius" in spec)
    if "focus" in spec:
        game = game_of(spec)
        assert spec["focus"] in game.board.index
        radius = spec["radius"]
        assert type(radius) is int and 1 <= radius <= 4


@ALL
def test_action_is_a_legal_action(spec):
    """An `action` is a bare action (a placement has no origin) among Game.legal_actions()."""
    if "action" not in spec:
        return
    game = game_of(spec)
    turn = Turn.parse(spec["action"], game.board)
    assert turn.steps == () and not turn.is_pass
    assert (turn.origin, turn.target) in game.legal_actions()


@ALL
def test_turn_is_legal_unless_refused_and_refused_when_it_says_so(spec):
    """A `turn` is played by Game.push; a `refused` one is rejected by the rules (not the notation)."""
    assert type(spec.get("refused", False)) is bool
    if "turn" not in spec:
        assert "refused" not in spec
        return
    game = game_of(spec)
    if spec.get("refused", False):
        with pytest.raises(IllegalTurnError):
            game.push(spec["turn"])
        assert game.fen() == spec["position"]
    else:
        game.push(spec["turn"])


@ALL
def test_the_window_holds_every_piece_and_every_move(spec):
    """With a focus, every herder and cat, the action, the turn and every flight the action
    can make lie inside the window drawn: the diagram shows the whole story."""
    if "focus" not in spec:
        return
    game = game_of(spec)
    board = game.board
    shown = region(board, board.cell(spec["focus"]), spec["radius"])
    used = {c for c in range(board.size) if game.cells[c]}
    for key in ("action", "turn"):
        if key in spec:
            turn = Turn.parse(spec[key], board)
            used |= {turn.target} | ({turn.origin} - {None})
            used |= {c for step in turn.steps for c in (step if isinstance(step, tuple) else (step,))}
            line = board.line_between(turn.origin, turn.target) if turn.origin is not None else ()
            used |= set(line or ())
    if "action" in spec:
        for turn, _, _ in endings(game, spec["action"]):
            used |= {c for path in turn.flights for c in path}
    outside = sorted(board.names[c] for c in used - shown)
    assert not outside, f"outside the window: {outside}"


@ALL
def test_the_page_can_build_it(spec):
    """web.catherders.diagram.build (what the page draws) accepts the diagram."""
    drawn = build(spec)
    assert drawn.ident == spec["id"] and drawn.caption == spec["caption"]


# ---- what each caption claims ---------------------------------------------------------------

def claim_board(spec):
    """A new game: the whole board, the beginner setup's herders on the Wall, nine cats in the Park."""
    assert "focus" not in spec
    position = Position.parse(spec["position"])
    start = new_position("hex6", "beginner", seed=1)
    assert position.herders == start.herders and position.supply == start.supply
    assert len(position.cats) == 9 and position.captures == (0, 0) and position.to_move == 0
    board = position.board
    assert all(board.is_wall[c] for side in position.herders for c in side)
    assert not any(board.is_wall[c] for c in position.cats)
    assert len(board.wall) == 30 and len(board.park) == 61


def claim_place(spec):
    """A placement on the Wall next to one cat, which runs to the only unwatched cell beside it."""
    game = game_of(spec)
    origin, target = action_of(game, spec["action"])
    assert origin is None and game.board.is_wall[target]
    options, tables = first_choices(game, spec["action"])
    assert [(o.kind, o.cell) for o in options] == [("flee", game.board.cell("b3"))]
    unwatched = [n for n in empty_park_neighbours(tables, options[0].cell) if tables.crowd[n] == 0]
    assert [o.to for o in options] == unwatched == cells(game, "c4")


def claim_move(spec):
    """A herder moves two cells in a straight line; the cat runs to the one unwatched cell."""
    game = game_of(spec)
    origin, target = action_of(game, spec["action"])
    assert origin is not None and len(game.board.line_between(origin, target)) == 2
    options, tables = first_choices(game, spec["action"])
    assert [(o.cell, o.to) for o in options] == [tuple(cells(game, "e5", "f5"))]
    watched = [tables.crowd[n] for n in empty_park_neighbours(tables, options[0].cell)]
    assert sorted(watched) == [0, 1, 1, 1, 1]


def claim_least_watched(spec):
    """The cat's only target touches strictly fewer herders than each other empty Park cell
    beside it, and it is not unwatched (the cat runs next to a herder)."""
    game = game_of(spec)
    options, tables = first_choices(game, spec["action"])
    assert len(options) == 1 and options[0].kind == "flee"
    cat, to = options[0].cell, options[0].to
    others = [n for n in empty_park_neighbours(tables, cat) if n != to]
    assert len(others) >= 2
    assert all(tables.crowd[to] < tables.crowd[n] for n in others)
    assert tables.crowd[to] == 1 and tables.cells[cells(game, "c2")[0]] == 2  # red's herder
    assert sorted(tables.crowd[n] for n in others) == [2, 2]


def claim_tie(spec):
    """One cat is offered two cells, equally watched: the player chooses."""
    game = game_of(spec)
    options, tables = first_choices(game, spec["action"])
    assert {o.kind for o in options} == {"flee"} and len({o.cell for o in options}) == 1
    targets = sorted(o.to for o in options)
    assert targets == cells(game, "b2", "c3")
    assert len({tables.crowd[t] for t in targets}) == 1
    assert len({str(t) for t, _, _ in endings(game, spec["action"])}) == 2


def claim_no_trap(spec):
    """Designer rules refuse the order that traps b3 (checked by the form tests), let both cats
    run instead, and the same turn is legal under alternate rules."""
    game = game_of(spec)
    assert spec["refused"] is True and spec["rules"] == "designer"
    action = spec["turn"].split()[0]
    b2, b3, c2, d2 = cells(game, "b2", "b3", "c2", "d2")
    options, _ = first_choices(game, action)
    assert sorted((o.cell, o.to) for o in options if o.cell == b3) == [(b3, b2)]  # its only way out
    assert (c2, b2) in [(o.cell, o.to) for o in first_choices(game_of(spec, "alternate"), action)[0]]
    for turn, _, _ in endings(game, action):  # either order, but both cats run
        assert sorted(turn.flights) == sorted([(b3, b2), (c2, d2)])
    game_of(spec, "alternate").push(spec["turn"])


def claim_catch(spec):
    """Every way the action can end catches the cat, after it has run."""
    game = game_of(spec)
    results = endings(game, spec["action"])
    b3 = game.board.cell("b3")
    for turn, caught, _ in results:
        assert caught == [b3]
        assert [path[-1] for path in turn.flights] == [b3]


def claim_escort(spec):
    """With escort, the catch takes one of the catching herders back to the supply."""
    game = game_of(spec)
    assert "escort" in spec["variants"]
    turn = Turn.parse(spec["turn"], game.board)
    assert turn.escorts == cells(game, "b4")
    before = game.position()
    game.push(turn)
    after = game.position()
    assert after.captures[0] == before.captures[0] + 1
    assert after.supply[0] == before.supply[0]  # one placed, one back
    assert game.board.cell("b4") not in after.herders[0]
    # the same catch, as in the "catch" diagram, keeps both herders without escort
    plain = game_of(spec, variants="-")
    plain.push(" ".join(spec["turn"].split()[:-1]))
    assert plain.board.cell("b4") in plain.position().herders[0]


def claim_capture3(spec):
    """Two blue herders beside the cat do not catch it under capture3 (they would without it);
    the third one the action brings does, every time."""
    game = game_of(spec)
    assert "capture3" in spec["variants"]
    cat = game.board.cell("b2")
    assert blue_herders_touching(game, cat) == 2
    far = game.board.cell("a6")  # a quiet placement, far from every cat
    assert not any(game.cells[n] == 3 for n in game.board.neighbours[far])
    quiet = game.begin(None, far)
    assert quiet.complete and quiet.caught == []
    quiet.cancel()
    two_catch = game_of(spec, variants="-").begin(None, far)
    assert two_catch.caught == [cat]
    two_catch.cancel()
    for _, caught, _ in endings(game, spec["action"]):
        assert caught == [cat]


def claim_double_step(spec):
    """The cat makes two steps (without the variant, one)."""
    game = game_of(spec)
    results = endings(game, spec["action"])
    assert [[len(p) for p in t.flights] for t, _, _ in results] == [[3]]
    assert str(results[0][0]) == "a3 b3>c4>d5"
    single = endings(game_of(spec, variants="-"), spec["action"])
    assert [[len(p) for p in t.flights] for t, _, _ in single] == [[2]]


def claim_square(spec):
    """A square board with no herder on it yet (the empty setup): a cell touches eight others,
    and the cat may run straight or diagonally, to c3, c4 or c5."""
    game = game_of(spec)
    assert game.board.kind == "square" and "focus" not in spec
    position = game.position()
    assert position.herders == ((), ()) and position.supply == (game.board.herders,) * 2
    assert len(game.board.neighbours[game.board.cell("c4")]) == 8
    options, _ = first_choices(game, spec["action"])
    assert sorted(o.to for o in options) == sorted(cells(game, "c3", "c4", "c5"))


def claim_alt_catch(spec):
    """Alternate rules catch the cat as the herder lands; designer rules let it run to c3 or c4."""
    assert spec["rules"] == "alternate"
    cat = game_of(spec).board.cell("b3")
    for turn, caught, _ in endings(game_of(spec), spec["action"]):
        assert caught == [cat] and turn.flights == []
    designer = endings(game_of(spec, "designer"), spec["action"])
    assert all(caught == [] for _, caught, _ in designer)
    assert {t.flights[0][-1] for t, _, _ in designer} == set(cells(game_of(spec), "c3", "c4"))


def claim_alt_order(spec):
    """The no-trap diagram's position and turn, legal under alternate rules: b3 stays."""
    trap = BY_ID["no-trap"]
    assert spec["rules"] == "alternate" and not spec.get("refused", False)
    assert (spec["position"], spec["turn"]) == (trap["position"], trap["turn"])
    game = game_of(spec)
    game.push(spec["turn"])
    assert game.board.cell("b3") in game.position().cats


def claim_alt_park(spec):
    """Alternate rules refuse a move along the Wall (designer rules allow it); the herder on
    a1 may only step into the Park, to b2 or c3."""
    assert spec["rules"] == "alternate" and spec["refused"] is True
    game = game_of(spec)
    a1 = game.board.cell("a1")
    assert sorted(t for o, t in game.legal_actions() if o == a1) == cells(game, "b2", "c3")
    game_of(spec, "designer").push(spec["turn"])


CLAIMS = {
    "board": claim_board, "place": claim_place, "move": claim_move,
    "least-watched": claim_least_watched, "tie": claim_tie, "no-trap": claim_no_trap,
    "catch": claim_catch, "escort": claim_escort, "capture3": claim_capture3,
    "double-step": claim_double_step, "square": claim_square, "alt-catch": claim_alt_catch,
    "alt-order": claim_alt_order, "alt-park": claim_alt_park,
}


@pytest.mark.parametrize("ident", sorted(CLAIMS))
def test_caption_claim(ident):
    """What the diagram's caption says holds in the engine (see each claim's docstring)."""
    CLAIMS[ident](BY_ID[ident])


@ALL
def test_every_diagram_has_its_claim_checked(spec):
    """A new diagram needs a claim check here too."""
    assert spec["id"] in CLAIMS
