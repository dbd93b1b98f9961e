"""Which rules a game is played under: the rule set and its variant switches."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from game.text import shown

from .errors import NotationError

RULE_SETS = ("designer", "alternate")
VARIANTS = ("escort", "capture3", "double-step")


@dataclass(frozen=True)
class Rules:
    """A rule set ('designer' or 'alternate') and the variants switched on.

    designer:  herders move through Park or Wall; captures after the cats
               have moved; the cats' order may not be used to block a cat.
    alternate: herders enter Park cells only; captures at once, after the
               action and after each cat's move; the order is free.
    escort:    each captured cat leaves with one of its capturing herders.
    capture3:  three adjacent herders capture instead of two.
    double-step: each fleeing cat makes up to two steps.
    """

    ruleset: str = "designer"
    escort: bool = False
    capture3: bool = False
    double_step: bool = False

    def __post_init__(self):
        if self.ruleset not in RULE_SETS:
            raise NotationError(
                f"unknown rules {shown(self.ruleset)}: expected one of {', '.join(RULE_SETS)}"
            )

    @classmethod
    def parse(cls, ruleset: str = "designer", variants: str | None = "") -> Rules:
        """Build Rules from a rule-set name and a comma-separated variant list.

        An empty list, None or '-' means no variant. Unknown or repeated
        names raise NotationError naming them.
        """
        names = [] if variants in (None, "", "-") else [v.strip() for v in variants.split(",")]
        seen = set()
        for name in names:
            if name not in VARIANTS:
                raise NotationError(
                    f"unknown variant {shown(name)}: expected some of {', '.join(VARIANTS)}"
                )
            if name in seen:
                raise NotationError(f"variant {shown(name)} is named twice")
            seen.add(name)
        return cls(ruleset, "escort" in seen, "capture3" in seen, "double-step" in seen)

    @cached_property  # read in the engine's hot loops: worked out once
    def designer(self) -> bool:
        """True under the designer's rules (captures after the cats move)."""
        return self.ruleset == "designer"

    @cached_property  # read in the engine's hot loops: worked out once
    def capture_count(self) -> int:
        """How many of the mover's herders next to a cat capture it."""
        return 3 if self.capture3 else 2

    @cached_property  # read in the engine's hot loops: worked out once
    def cat_steps(self) -> int:
        """How many steps a fleeing cat makes (at most)."""
        return 2 if self.double_step else 1

    @property
    def variants(self) -> str:
        """The variants as the comma-separated text parse() reads, '-' if none."""
        flags = (self.escort, self.capture3, self.double_step)
        on = [name for name, flag in zip(VARIANTS, flags, strict=True) if flag]
        return ",".join(on) or "-"

    def __str__(self) -> str:
        v = self.variants
        return self.ruleset if v == "-" else f"{self.ruleset} {v}"
