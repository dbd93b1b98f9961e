"""The shell, in the game's worker: its start, the registry of games, the page object and the
router; and its platform (dom, host, computer_link), the one part the features may import."""
