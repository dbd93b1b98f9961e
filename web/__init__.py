"""The site's browser side: the main thread's view (web/view/), the protocol, the shell in the
game's worker (web/shell/), the game being played (web/catherders/) and one folder per feature (board,
training, review, editor, sharing, media, access, rules). README's "How web/ is laid out"."""
