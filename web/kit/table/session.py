"""What the sessions of the table games share (pure Python, no page): the seats and how the
page names them, a click refused with its reason, and, for the games played action by action
(Clowder, Cat's Mansion), the live game kept as every state after each committed action.

Taking back (`undo`, `redo`): a person's last decision goes, with the computers' replies after
it and what the table did by itself; at one device with several people, never further back
than the last hand-over (`undo_floor`), so that nobody sees a secret picked after it.

A session is the one place a game on the page lives (web/<game>/session.py); the page calls
exactly one of its methods for each thing a person does, and draws the screen from it.
"""

from __future__ import annotations

from web.kit.table.history import ActionHistory


class ActionError(ValueError):
    """A click that does not fit the step the table is at (the page never offers one), with
    the reason in words."""


class TableSeats:
    """The seats of a table and their names: `seats` (web/kit/table/seats.py's Seat), and the
    game's name at the head of its line in the recent games (`CALLED`)."""

    CALLED: str = ""
    seats: tuple
    viewing: int | None
    phase: str
    hint = None  # the last hint asked (web/kit/table/hint.py's Hint), shown while it fits
    review_mark = None  # (step, action): a review's better choice, marked while that step is shown
    note = ""  # what the session has to say of the last click, or did by itself

    def hint_seat(self) -> int | None:
        """The person whose decision the live game waits for, who may ask for a hint (None
        while the computers choose, on a hand-over, looking back, or at the game's end)."""
        raise NotImplementedError

    def keep_hint(self, hint) -> None:
        """Keep the hint just asked (shown while it fits)."""
        self.hint = hint

    def keep_review_mark(self, step: int, action: str) -> None:
        """The review's better choice at the history's `step`, marked on the board there."""
        self.review_mark = (step, action)

    def drop_review_mark(self) -> None:
        """Mark no better choice (a review's question is being asked there)."""
        self.review_mark = None

    def hint_sentence(self, action: str) -> str:
        """The hint `action` (the hard computer's choice, in the game's notation) in words,
        from what the seat asking sees only."""
        raise NotImplementedError

    @property
    def persons(self) -> list[int]:
        """The seats of the people at this device, in seat order."""
        return [i for i, seat in enumerate(self.seats) if seat.is_person]

    def name(self, seat: int) -> str:
        """How the page names a seat: a person's name, or 'Computer N (level)'."""
        s = self.seats[seat]
        if s.is_person:
            return s.name or f"Player {seat + 1}"
        return f"Computer {seat + 1} ({s.who})"

    def whose(self, seat: int) -> str:
        """'Ann's', or 'Your' for the person named You."""
        name = self.name(seat)
        return "Your" if name == "You" else f"{name}'s"

    def names(self) -> tuple[str, ...]:
        """Every seat's name, in seat order."""
        return tuple(self.name(i) for i in range(len(self.seats)))

    def shown_phase(self) -> str | None:
        """The step the live table is at, or None while looking back through the history."""
        return self.phase if self.viewing is None else None

    def label(self) -> str:
        """A line for the recent games' list: the game, its seats and how far it is."""
        return f"{self.CALLED}, {', '.join(self.names())}: {self.progress()}"

    def progress(self) -> str:
        """How far the live game is, for its label: 'Ann won', 'round 3'."""
        raise NotImplementedError

    def _expect(self, phase: str) -> None:
        """ActionError unless the live table is at `phase` (not while looking back)."""
        if self.viewing is not None:
            raise ActionError("the history is shown: go back to the game first")
        if self.phase != phase:
            raise ActionError(f"the table is at {self.phase}, not {phase}")

    def _check_asked(self, choices: dict, asked: list[int], doing: str = "choose") -> None:
        """ActionError for a seat among the computers' `choices` that was not `asked`."""
        for seat in choices:
            if seat not in asked:
                raise ActionError(f"seat {seat} has nothing to {doing} now")


class ActionSession(TableSeats, ActionHistory):
    """A table game played action by action: the seats, the seed, and every state of the
    game, the first and then one after each committed action (`states`, `actions`), with
    the history looked back through (web/kit/table/history.py) and the news for the view."""

    def __init__(self, seats, seed: int, first, actions=()):
        """The game that starts at the state `first` and plays `actions` (the engine's
        IllegalActionError for one its rules refuse)."""
        self.seats = tuple(seats)
        self.seed = seed
        self.actions: list = []
        self.states = [first]
        for action in actions:
            self.states.append(self.states[-1].play(action))
            self.actions.append(action)
        self.viewing = None  # an action number while looking back
        self.taken_back: list[tuple] = []  # the decisions undone (each its actions), the last undone last
        self._redoing = False
        self.news = []  # (before, action, after) committed since the view took them
        self.note = ""  # what the session has to say of the last click, or did by itself

    @property
    def state(self):
        """The live game's state."""
        return self.states[-1]

    def _commit(self, action) -> None:
        """Play `action` on the live game, keep it, and give it to the view as news."""
        before = self.state
        after = before.play(action)
        self.states.append(after)
        self.actions.append(action)
        self.news.append((before, action, after))
        self.note = ""
        self.hint = None  # a hint answers one decision: gone once the game moves on
        if not self._redoing:
            self.taken_back.clear()

    # ---- taking back -------------------------------------------------------------------------

    def person_decided(self, number: int) -> bool:
        """Whether action `number` was a person's own decision (not a computer's, nor one the
        rules or the table left no choice in): what an undo takes back."""
        raise NotImplementedError

    def joins_previous(self, number: int) -> bool:
        """Whether action `number` belongs to the decision before it (one click that played
        several actions): taken back together."""
        return False

    def undo_floor(self) -> int:
        """The fewest actions an undo may leave: the last hand-over's, where one is made."""
        return 0

    def drop_draft(self) -> bool:
        """Drop a person's choice not yet committed (a secret pick waiting for the computers);
        whether there was one."""
        return False

    def taken_back_reset(self) -> None:
        """The game was taken back or redone: forget the choices in progress."""

    def undo_point(self) -> int | None:
        """How many actions an undo leaves: the start of the last person's decision (None when
        there is none to take back)."""
        floor = self.undo_floor()
        for number in range(len(self.actions) - 1, floor - 1, -1):
            if self.person_decided(number):
                while number > floor and self.joins_previous(number):
                    number -= 1
                return number
        return None

    def can_undo(self) -> bool:
        """Whether Undo is offered (the live game shown, something of a person's to take back)."""
        return self.viewing is None and (self.has_draft() or self.undo_point() is not None)

    def has_draft(self) -> bool:
        """Whether a person's choice waits, not yet committed (see drop_draft)."""
        return False

    def can_redo(self) -> bool:
        """Whether Redo is offered."""
        return self.viewing is None and bool(self.taken_back)

    def undo(self) -> None:
        """Take back the last person's decision, and every action after it."""
        if self.viewing is not None:
            raise ActionError("the history is shown: go back to the game first")
        if self.drop_draft():
            self.note = "Your choice is taken back: choose again."
            return
        point = self.undo_point()
        if point is None:
            raise ActionError("there is no decision of yours to take back"
                              + (" since the device was handed over" if self.undo_floor() else ""))
        self.taken_back.append(tuple(self.actions[point:]))
        del self.actions[point:]
        del self.states[point + 1:]
        self.news = []
        self.hint = None
        self.taken_back_reset()
        self.note = "Taken back: it is your decision again."

    def redo(self) -> None:
        """Play again the decision last taken back, with what followed it then."""
        if self.viewing is not None:
            raise ActionError("the history is shown: go back to the game first")
        if not self.taken_back:
            raise ActionError("there is nothing to redo")
        self._redoing = True
        try:
            for action in self.taken_back.pop():
                self._commit(action)
        finally:
            self._redoing = False
        self.taken_back_reset()
