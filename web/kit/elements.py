"""Helpers every game's views share for the page's elements (the worker's stand-in document,
web/shell/dom.py): an element by its id, and a new element holding plain text."""

from __future__ import annotations

from web.shell.dom import document

__all__ = ["button", "element", "text_node"]


def element(element_id: str):
    """The page's element with this id."""
    return document.getElementById(element_id)


def text_node(tag: str, text: str, class_name: str = ""):
    """A new element holding plain text."""
    node = document.createElement(tag)
    node.textContent = text
    if class_name:
        node.className = class_name
    return node


def button(text: str, label: str = "", cls: str = "", **data):
    """A button with plain text, an accessible name saying what it does (`label`, when the
    text alone does not), and data-* fields (`data`, each a string on the page)."""
    node = text_node("button", text, cls)
    node.type = "button"
    if label:
        node.setAttribute("aria-label", label)
    for key, value in data.items():
        setattr(node.dataset, key, str(value))
    return node
