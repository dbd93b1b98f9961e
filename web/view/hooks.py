"""The data behind window.catHerders, the browser tests' hooks (assets/boot.js makes them).

The game sends the cells' centres on its canvases ("hook" operations); the view keeps each
as JSON text for boot.js, which adds the canvas's place on the screen. Questions only the
game can answer (its loaded modules, the computer's) go to it by message; the answer comes
back as a "reply" and is handed to boot.js as JSON text.
"""

import json

import js

from web.shell import protocol

_WAITING = {}


def keep(name, data):
    """Keep a hook's data (as JSON text) where boot.js reads it."""
    setattr(js.catHerdersHooks.data, name, json.dumps(data))


def install_hooks(view):
    """Let boot.js ask the game (catHerders.modules(), .workerModules())."""
    def ask(name, resolve):
        query_id = len(_WAITING) + 1
        while query_id in _WAITING:
            query_id += 1
        _WAITING[query_id] = resolve
        view.send(protocol.query(query_id, str(name)))
    js.catHerdersHooks.ask = ask


def reply(_view, message):
    """The game's answer to a query: hand it to the waiting Promise, as JSON text."""
    resolve = _WAITING.pop(message["id"], None)
    if resolve is not None:
        resolve(json.dumps(message["value"]))
