"""What a Cat's Mansion session answers the table kit's tools (web/kit/table/): the hint's seat,
words and space, where a review's decision was made and an action in words at any step, and
what an undo takes back (a person's decision; a walk of several steps, one click, as one).
Mixed into web/mansion/session.py's MansionSession, whose state it reads."""

from __future__ import annotations

from game.mansion.actions import Step, read_action


class MansionTools:
    """The hint, the review's words and taking back, for MansionSession."""

    # ---- hints (web/kit/table/hint.py) -------------------------------------------------------

    def hint_seat(self) -> int | None:
        """The person whose cat acts (moves, retreats, bids, pushes or chooses a gift)."""
        if self.viewing is not None or self.phase in self.IDLE_STEPS:
            return None
        return self.state.actor()

    def hint_sentence(self, action: str) -> str:
        """What the hint's action would do, in words (web/mansion/words.py's choice_words)."""
        return f"Hint: {self.choice_words(len(self.actions), action)}."

    def review_step(self, index: int) -> int:
        """The history's step at which a review's decision `index` was made: every action is one."""
        return index

    def choice_words(self, step: int, action: str) -> str:
        """An action at the history's `step` in words: 'move to the Kitchen (e4)'."""
        from web.mansion.words import choice_words

        return choice_words(self, self.states[step], read_action(action))

    def hint_space(self) -> int | None:
        """The space the map marks for a hint, or a review's better choice at the step shown:
        where to move, retreat or push."""
        from web.kit.table.hint import shown_choice

        choice = shown_choice(self)
        return None if choice is None else getattr(read_action(choice), "space", None)

    # ---- taking back (web/kit/table/session.py) ---------------------------------------------

    def person_decided(self, number: int) -> bool:
        """A person's action where the rules left a choice (nothing is secret: no hand-over)."""
        st = self.states[number]
        return self.seats[st.actor()].is_person and len(set(st.legal_actions())) > 1

    def joins_previous(self, number: int) -> bool:
        """A step of a walk after another step of the same cat's turn: one click walks a path."""
        if number == 0:
            return False
        before, action, prev = self.states[number], self.actions[number], self.actions[number - 1]
        return (isinstance(action, Step) and isinstance(prev, Step)
                and self.states[number - 1].actor() == before.actor()
                and self.states[number - 1].turn == before.turn)

    def taken_back_reset(self) -> None:
        """No walk shown, no bid or push being made."""
        self.walk = None
        self.draft_purr, self.draft_energy, self.occupy = False, 0, False

    def _play(self, action) -> None:
        self._commit(action)
        self.draft_purr, self.draft_energy, self.occupy = False, 0, False
