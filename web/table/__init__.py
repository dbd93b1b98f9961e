"""What the site's games played by a table of seats share on the page (the Great Cat Pageant
and Clowder): the seats and their text in links (`seats.py`), and the page every such game
builds on (`page.py`, a view)."""
