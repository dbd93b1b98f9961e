"""The board: where each cell is (geometry), the art (shapes, pieces), the scene and its drawing,
the learning aids, and the pointer and keys on the canvas (input).
"""
