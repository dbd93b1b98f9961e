"""The nine contestants: their numbers, names and looks, defined once.

A cat is its number, 1 to 9 (the seed's example names cats by number, and a vote's text is
one digit a player). The names and looks are the project's own; the page's pictures
(assets/pageant/cat-N.svg) draw what LOOKS says, so the cats differ in coat pattern, ears,
tail and what they wear, not only in colour.
"""

from __future__ import annotations

from dataclasses import dataclass

CATS = tuple(range(1, 10))
NUM_CATS = len(CATS)


@dataclass(frozen=True)
class Look:
    """How one cat looks, in words (the picture's alternative text and the rules' list)."""

    name: str
    coat: str  # its colour and pattern
    mark: str  # what else tells it apart at a glance

    def describe(self) -> str:
        """'Biscuit, a cream cat with ...' for screen readers and the rules."""
        article = "an" if self.coat[0] in "aeiou" else "a"
        return f"{self.name}, {article} {self.coat} cat {self.mark}"


LOOKS = {
    1: Look("Biscuit", "cream", "with round ears and a red bow"),
    2: Look("Pepper", "grey tabby", "with stripes and a bell on its collar"),
    3: Look("Mochi", "white", "with black spots and a curled tail"),
    4: Look("Juniper", "black", "with a gold crown"),
    5: Look("Tofu", "pale blue", "with folded ears and round glasses"),
    6: Look("Marmalade", "orange tabby", "with a striped tail and a green scarf"),
    7: Look("Shadow", "charcoal", "with pointed ears and one white sock"),
    8: Look("Pickles", "calico", "with patches and a flower behind one ear"),
    9: Look("Duchess", "long-haired silver", "with a fluffy ruff and a pearl necklace"),
}


def cat_name(cat: int) -> str:
    """The name of cat number `cat`."""
    return LOOKS[cat].name
