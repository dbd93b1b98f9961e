"""Cat Herders' page: the page object (page.py) and the router between its views (views.py),
the game being played (session), the panel beside the board, the computer on the page, its
words and rules diagrams; and one folder per feature, its state beside its view (board,
training, review, editor, sharing, media, access).
"""
