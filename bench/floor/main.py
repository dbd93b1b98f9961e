"""The floor page's whole script (MicroPython): once the worker's Pyodide has started as well,
the page is marked ready, as the game's view marks it once both runtimes drew the first screen."""

import js


def started(_version):
    """Both runtimes are up: the ready marker (bench/bench_load.py times it)."""
    js.document.body.dataset.ready = "1"


js.pyodideStarted.then(started)
