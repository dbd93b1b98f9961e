"""The bare page's whole program: print one line, then mark the page ready like the game does."""

import sys

from pyscript import document

line = f"Python {sys.version.split()[0]} is running."
print(line)
document.getElementById("out").textContent = line
document.body.dataset.ready = "1"
