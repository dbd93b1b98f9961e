"""What a game's cells hold, as `game` exports it: EMPTY, CAT and herder(player), read back with
owner() and is_herder(), checked against the position's own lists."""

from __future__ import annotations

from game.catherders import BLUE, CAT, EMPTY, RED, Game, Position, herder, is_herder, new_position, owner


def test_each_piece_and_its_owner():
    assert {EMPTY, CAT, herder(BLUE), herder(RED)} == {0, 1, 2, 3}  # four different pieces
    assert [owner(p) for p in (EMPTY, herder(BLUE), herder(RED), CAT)] == [None, BLUE, RED, None]
    assert [is_herder(p) for p in (EMPTY, herder(BLUE), herder(RED), CAT)] == [False, True, True, False]


def test_the_cells_hold_the_positions_pieces():
    for position in (new_position(seed=7), Position.parse("hex6 r b:a1,f11 r:f1 c:c4,e5,h9 1-1 13-14")):
        game = Game(position)
        for cell, piece in enumerate(game.cells):
            if piece == CAT:
                assert cell in position.cats
            elif is_herder(piece):
                assert cell in position.herders[owner(piece)]
            else:
                assert piece == EMPTY
                assert cell not in position.cats and all(cell not in h for h in position.herders)
        assert [game.cells.count(herder(p)) for p in (BLUE, RED)] == [len(h) for h in position.herders]
