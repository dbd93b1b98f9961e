"""A board game's saved picture at the step shown (web/kit/table/picture.py), for Clowder and
Cat's Mansion, on the worker's stand-in page with canvases that record what is drawn
(tests/support/picture.py): Save picture downloads a PNG 1200 pixels wide named after the game,
its seed and the step shown, drawn in the page's theme; looking back, the picture is of the
step shown, the same as the live game's at that step; and the live region says it was saved.
(The pageant, whose picture is its ranking, has tests/pageant/web/test_picture.py.)"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tests.support.picture import caption_title, click_save, drawn, picture_height, said, table_page
from web.kit.paper import INK, PAPER
from web.kit.table.picture import WIDTH


@dataclass(frozen=True)
class Board:
    """What the test needs of one game: its link (a game at a later step, three people), how
    its links are read, the link of its first n actions, whether an action moves a cat, the
    caption's words, the state's count of rounds or turns, its picture's ratio, and its
    plate's colour by theme."""

    link: str
    decode: object
    first: object
    moves: object
    title: str
    counted: str
    ratio: float
    plates: dict


def clowder() -> Board:
    from game.clowder import Flee, Move
    from tests.browser.clowder.links import link_to
    from web.clowder.draw import THEMES
    from web.clowder.layout import picture_ratio
    from web.clowder.link import PERSON, ClowderLink, Seat, decode, encode

    seats = (Seat(PERSON, "Ann"), Seat(PERSON, "Bea"), Seat(PERSON, "Cy"))
    link = link_to(seats, 3, lambda state: state.round >= 2 and state.phase == "move")

    def first(n: int) -> str:
        game = decode(link)
        return encode(ClowderLink(game.seats, game.seed, game.actions[:n]))
    return Board(link, decode, first, lambda a: isinstance(a, (Move, Flee)), "Clowder", "round",
                 picture_ratio(), {t: THEMES[t]["plate"] for t in ("light", "dark")})


def mansion() -> Board:
    from game.mansion.actions import Step
    from tests.browser.mansion.links import link_to
    from web.mansion.layout import picture_ratio
    from web.mansion.link import PERSON, MansionLink, Seat, decode, encode
    from web.mansion.palette import THEMES

    seats = (Seat(PERSON, "Ann"), Seat(PERSON, "Bea"), Seat(PERSON, "Cy"))
    link = link_to(seats, 4, lambda state: state.turn >= 4 and state.phase == "move")

    def first(n: int) -> str:
        game = decode(link)
        return encode(MansionLink(game.seats, game.seed, game.rules, game.actions[:n]))
    return Board(link, decode, first, lambda a: isinstance(a, Step), "Cat's Mansion", "turn", picture_ratio(),
                 {t: THEMES[t]["plate"] for t in ("light", "dark")})


BOARDS = {"clowder": clowder, "mansion": mansion}


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("name", sorted(BOARDS))
def test_the_picture_is_of_the_step_shown_in_the_pages_theme(name, theme):
    board = BOARDS[name]()
    game = board.decode(board.link)
    total = len(game.actions)
    n = max(i for i, a in enumerate(game.actions) if board.moves(a))  # before the last move of a cat
    with table_page(name, board.link, dark=theme == "dark") as page:
        _, live = click_save(page)
        labels = [page.session.name(seat) for seat in range(3)]
        page.act(lambda: page.session.step_to(n))
        saved, back = click_save(page)
        assert said(page) == f"Picture saved: {saved}."
    with table_page(name, board.first(n), dark=theme == "dark") as page:
        _, then = click_save(page)
        count_then = getattr(page.session.state, board.counted)
    assert saved == f"{name}-{game.seed}-move-{n}.png"
    assert (back.width, back.height) == (WIDTH, picture_height(WIDTH * board.ratio, labels))
    assert drawn(back) == drawn(then) != drawn(live)
    assert caption_title(back) == (f"{board.title} · move {n} of {total}", INK[theme])
    after = f"{board.title} · after {n} moves · {board.counted} {count_then}"
    assert caption_title(then) == (after, INK[theme])
    assert board.plates[theme] in [style for style, _ in back.ctx.fills]
    assert (PAPER[theme], [(0, 0), (WIDTH, back.height)]) in back.ctx.fills  # the page's background
