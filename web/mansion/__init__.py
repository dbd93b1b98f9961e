"""Cat's Mansion on the page: its link, its session (one method a click), its words and the
spat it shows (models), and its views: view.py (events, games, the computer cats), screen.py,
players.py and spat_view.py (the panels), board_view.py (the map's canvas). The renderer's
layout.py, scene.py, draw.py and rules_parts.py draw the mansion."""
