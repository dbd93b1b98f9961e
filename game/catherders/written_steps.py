"""Replaying a written turn's steps through the builder, checking each (game.catherders.
builder.TurnBuilder takes these methods): `Game.push(turn)`, a record's turns and the page's
typed turns all reach the one set of rules this way, and each refusal says in words what the
turn still needs."""

from __future__ import annotations

from .options import Option, or_list


class WrittenSteps:
    """What a TurnBuilder does with a turn's written steps (a cat's flight, a tuple of cells;
    an escort, a cell). It uses the builder's state and its choices: `options()`,
    `_choose()` and `_illegal()`."""

    __slots__ = ()

    def describe_pending(self) -> str:
        """In words, what the turn still needs (for error messages and the page)."""
        names, g = self.tables.board.names, self.tables
        if self.pending is not None:
            hs = [f"x{names[o.cell]}" for o in self.options()]
            return f"a captured cat needs an escort: {or_list(hs)}"
        cat = self.current if self.current is not None else None
        for c in ((cat,) if cat is not None else self.remaining):
            targets = g.flee_targets(c)
            if targets:
                again = " again" if cat is not None else ""
                return f"cat {names[c]} must flee{again}, to {or_list([names[t] for t in sorted(targets)])}"
        return "nothing"

    def play_steps(self, steps) -> None:
        """Replay a written turn's steps, checking each; IllegalTurnError says what is wrong."""
        for i, step in enumerate(steps):
            self.play_step(step, steps[i + 1:])
        self.check_complete()

    def check_complete(self) -> None:
        """After the last written step: the turn must be complete (IllegalTurnError if not)."""
        if not self.rules.designer and not self.complete:
            self._let_blocked_cats_stay(())
        if not self.complete:
            self._illegal(f"the turn is not complete: {self.describe_pending()}")

    def play_step(self, step, later_steps=()) -> None:
        """Replay one written step: a cat's flight (a tuple of cells) or an escort (a cell).

        `later_steps` are the steps written after it: under the alternate rules a
        cat that is blocked now and never written stays now.
        """
        names, g = self.tables.board.names, self.tables
        token = ">".join(names[c] for c in step) if isinstance(step, tuple) else f"x{names[step]}"
        if self.complete:
            self._illegal(f"the turn is already complete before {token!r}")
        if self.pending is not None or isinstance(step, int):
            if self.pending is None:
                self._illegal(f"{token!r}: no captured cat is waiting for an escort")
            if not isinstance(step, int):
                self._illegal(f"before {token!r}, {self.describe_pending()}")
            if Option("escort", step) not in self.options():
                self._illegal(f"{token!r}: {self.describe_pending()}")
            self._choose(Option("escort", step))
            return
        if not self.rules.designer:
            self._let_blocked_cats_stay((step, *later_steps))
        cat = step[0]
        if cat not in self.remaining:
            if cat not in g.cats:
                self._illegal(f"{token!r}: there is no cat on {names[cat]}")
            self._illegal(
                f"{token!r}: cat {names[cat]} does not flee now (only the cats next to "
                f"{names[self.target]} flee, once each)"
            )
        here = cat
        for k, hop in enumerate(step[1:]):
            if k > 0 and self.current != here:
                self._illegal(f"{token!r}: cat {names[cat]} makes no more steps after {names[here]}")
            targets = g.flee_targets(here)
            if hop not in targets:
                if not targets:
                    self._illegal(f"{token!r}: cat {names[here]} has no empty Park cell to go to")
                where = or_list([names[t] for t in sorted(targets)])
                self._illegal(f"cat {names[here]} must flee to {where}, not {names[hop]}")
            option = Option("flee", here, hop)
            if option not in self.options():
                self._illegal(
                    f"{token!r}: this stops another cat that could still move, and the "
                    "designer's rules let every cat move that can (move the others first)"
                )
            self._choose(option)
            here = hop
        if self.current == here and self.pending is None:
            self._illegal(f"{token!r}: {self.describe_pending()} (double-step)")

    def _let_blocked_cats_stay(self, later_steps) -> None:
        """Alternate rules: unwritten cats that are blocked now stay now."""
        written = {s[0] for s in later_steps if isinstance(s, tuple)}
        for c in self.remaining:
            if c not in written and not self.tables.flee_targets(c) and self.pending is None \
                    and not self.complete and Option("stay", c) in self.options():
                self._choose(Option("stay", c))
