"""window.catHerders: where a person would click, for the browser tests (and nothing else).

The game sends the cells' centres on its canvases ("hook" operations); the view adds the
canvas's place on the screen. Questions only the game can answer (its loaded modules, the
computer's) are asked by message and answered with a Promise.
"""

import json

import js
from pyscript import document

window = js.window  # the real one: methods called on pyscript.window lose their `this`

_WAITING = {}


def _centre(view, hook, canvas_id, name):
    for cell, x, y in view.hooks.get(hook) or ():
        if cell == str(name):
            rect = document.getElementById(canvas_id).getBoundingClientRect()
            return js.JSON.parse(json.dumps([float(rect.left) + x, float(rect.top) + y]))
    return None


def _ask(view, name):
    def start(resolve, _reject):
        query_id = len(_WAITING) + 1
        while query_id in _WAITING:
            query_id += 1
        _WAITING[query_id] = resolve
        view.send({"k": "query", "id": query_id, "name": name})
    return js.Promise.new(start)


def reply(_view, message):
    """The game's answer to a query: resolve its Promise."""
    resolve = _WAITING.pop(message["id"], None)
    if resolve is not None:
        resolve(js.JSON.parse(json.dumps(message["value"])))


def install_hooks(view):
    """Put window.catHerders on the page."""
    hooks = js.Object.new()
    hooks.cellCenter = lambda name: _centre(view, "cells", "board", name)
    hooks.editCellCenter = lambda name: _centre(view, "editCells", "edit-board", name)
    hooks.cellNames = lambda: js.JSON.parse(_names(view))
    hooks.pictureCell = lambda name: js.JSON.parse(_picture(view, name))
    hooks.modules = lambda: _ask(view, "modules")
    hooks.workerModules = lambda: _ask(view, "workerModules")
    window.catHerders = hooks


def _names(view):
    return json.dumps([cell[0] for cell in view.hooks.get("cells") or ()])


def _picture(view, name):
    return json.dumps((view.hooks.get("pictureCells") or {}).get(str(name)))
