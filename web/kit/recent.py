"""The list of recent games every game's page shows (a view): one button a saved game, the
one shown marked "current". Each page says what else its buttons carry."""

from __future__ import annotations

from web.kit.elements import text_node
from web.shell.dom import document


def fill_recent(ul, items, data_key: str, finish=None) -> None:
    """Fill the list `ul` with a button for each (id, label, current) of `items`, in order:
    its text the label, the id in its dataset under `data_key`, class "current" for the game
    shown; `finish(button, label, current)`, when given, adds the page's own attributes."""
    rows = []
    for ident, label, current in items:
        li = document.createElement("li")
        button = text_node("button", label)
        button.type = "button"
        setattr(button.dataset, data_key, ident)
        if current:
            button.className = "current"
        if finish is not None:
            finish(button, label, current)
        li.appendChild(button)
        rows.append(li)
    ul.replaceChildren(*rows)
