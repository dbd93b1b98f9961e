"""The floor page's whole script (MicroPython): mark the page ready, as the game's view does."""

import js

js.document.body.dataset.ready = "1"
