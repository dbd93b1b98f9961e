"""What a Clowder session answers the table kit's tools (web/kit/table/): the hint's seat and
words, where a review's decision was made and an action in words at any step, and what an undo
takes back (a person's decision, never past the last reveal of tokens with several people at
the device). Mixed into web/clowder/session.py's ClowderSession, whose state it reads."""

from __future__ import annotations

from game.clowder import state as rules
from game.clowder.actions import EndTurn, Flee, Move, Place, Reveal, read_action


class ClowderTools:
    """The hint, the review's words and taking back, for ClowderSession."""

    # ---- hints (web/kit/table/hint.py) -------------------------------------------------------

    def hint_seat(self) -> int | None:
        """The person picking a token, or the person to place, move, flee or buy."""
        if self.viewing is not None:
            return None
        phase = self.phase
        if phase == self.PICK_STEP:
            return self.picker
        return self.state.actor() if phase in self.ACTING_STEPS else None

    def hint_sentence(self, action: str) -> str:
        """'Hint: pick token 2.' or what the action would do, as the game says it."""
        return f"Hint: {self.choice_words(len(self.actions), action)}."

    # ---- the review (web/kit/table/review.py) ----------------------------------------------

    def review_step(self, index: int) -> int:
        """The history's step at which a review's decision `index` was made: a reveal of the
        tokens is every seat's decision, one each, at the step before it."""
        seen = 0
        for step, action in enumerate(self.actions):
            seen += len(self.seats) if isinstance(action, Reveal) else 1
            if index < seen:
                return step
        return len(self.actions)

    def choice_words(self, step: int, action: str) -> str:
        """An action at the history's `step` in words: 'pick token 2', or what it did, as the
        game says it ('your first cat leaps from O3 to I2 and takes a red treat')."""
        from game.clowder.describe import say_action
        from web.clowder.words import your

        st = self.states[step]
        if st.phase == rules.CHOOSE:
            return f"pick token {action.removeprefix('t')}"
        played = read_action(action, len(self.seats))
        if isinstance(played, EndTurn):
            return "end the turn"
        said = your(say_action(st, played, st.play(played), self.names())).rstrip(".!")
        return said[0].lower() + said[1:] if said.startswith(("Your ", "You ")) else said

    def hint_hexes(self) -> tuple[int, ...]:
        """The roofs the board marks for a hint, or a review's better choice at the step
        shown: where a cat would go (and from)."""
        from web.kit.table.hint import shown_choice

        choice, st = shown_choice(self), self.shown_state()
        if choice is None or st.phase == rules.CHOOSE:
            return ()
        played = read_action(choice, len(self.seats))
        if isinstance(played, Move):
            return (self.cat_hex(st.actor(), played.cat, st), played.hex)
        return (played.hex,) if isinstance(played, Place | Flee) else ()

    # ---- taking back (web/kit/table/session.py) ---------------------------------------------

    def person_decided(self, number: int) -> bool:
        """A person's move, placement, flight or purchase where the rules left a choice, or
        a reveal of tokens a person picked."""
        st, action = self.states[number], self.actions[number]
        if isinstance(action, Reveal):
            return bool(self.persons)
        return self.seats[st.actor()].is_person and len(set(st.legal_actions())) > 1

    def undo_floor(self) -> int:
        """With several people at this device, the last reveal of the tokens (and while the
        tokens are handed round, where the game is): before it, a token picked behind
        another's back would be picked again in the open."""
        if len(self.persons) < 2:
            return 0
        if self.state.phase == rules.CHOOSE:  # the tokens are being handed round: nothing goes back
            return len(self.actions)
        return max((n + 1 for n, a in enumerate(self.actions) if isinstance(a, Reveal)), default=0)

    def has_draft(self) -> bool:
        """The one person at this device has picked a token the computers have not yet matched."""
        return len(self.persons) == 1 and bool(self.tokens)

    def drop_draft(self) -> bool:
        """Forget the one person's token, picked but not yet revealed."""
        if not self.has_draft():
            return False
        self.tokens = {}
        return True

    def taken_back_reset(self) -> None:
        """No selection, no secret picks; the table's own steps, as after any action."""
        self.tokens, self.ready_seat, self.selected, self.flee_hex = {}, None, None, None
        self._settle()
