"""What the site's games played by a table of seats share on the page (the Great Cat Pageant,
Clowder and Cat's Mansion): the seats and their text in links (`seats.py`), what their links
share (`link.py`: the cap, the keys, the seed, the seats, the moves), the page every
such game builds on (`page.py`, a view), and the animated board canvas of Clowder and Cat's
Mansion (`canvas_view.py`, a view)."""
