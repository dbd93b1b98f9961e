"""Helpers every game's views share for the page's elements (the worker's stand-in document,
web/shell/dom.py): an element by its id, and a new element holding plain text."""

from __future__ import annotations

from web.shell.dom import document

__all__ = ["element", "text_node"]


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
