"""The new game dialog of a table game's page (web/kit/table/page.py's `TablePage` is one): the
number of players, a row a seat (who sits there, a person's name), and a new game with those
seats. A game's page may add its own fields (Cat's Mansion's variants) around these calls.
"""

from __future__ import annotations

import random

from web.kit.elements import element, text_node
from web.kit.table.seats import NAME_LIMIT, WHO_CHOICES, Seat, seats_from_form
from web.shell.dom import document


class NewGameDialog:
    """The dialog `dlg-<prefix>-new` of a table game's page (its `GAME`, `session`, `id`, `start`
    and `act`)."""

    def open_new_dialog(self) -> None:
        """Show the new game dialog with this game's seats as the starting choice."""
        seats = self.session.seats
        element(self.id("players-count")).value = str(len(seats))
        self._fill_seat_rows(seats)
        element(f"dlg-{self.GAME.prefix}-new").showModal()

    def _fill_seat_rows(self, seats=None) -> None:
        count = int(str(element(self.id("players-count")).value or len(self.session.seats)))
        seats = seats or self.session.seats
        rows = []
        for i in range(count):
            seat = seats[i] if i < len(seats) else Seat("medium")
            row = document.createElement("div")
            row.className = "seat"
            row.appendChild(text_node("span", f"Seat {i + 1}"))
            who = document.createElement("select")
            who.id = self.id(f"who-{i}")
            who.name = f"who{i}"
            who.setAttribute("aria-label", f"Who sits in seat {i + 1}")
            for value, label in WHO_CHOICES:
                option = text_node("option", label)
                option.value = value
                who.appendChild(option)
            who.value = seat.who
            name = document.createElement("input")
            name.id = self.id(f"name-{i}")
            name.name = f"name{i}"
            name.maxLength = NAME_LIMIT
            name.setAttribute("aria-label", f"Name of the person in seat {i + 1}")
            name.placeholder = f"Player {i + 1}"
            name.value = seat.name if seat.is_person else ""
            row.append(who, name)
            rows.append(row)
        element(self.id("seat-rows")).replaceChildren(*rows)

    def _on_new(self, event) -> None:
        dialog = element(f"dlg-{self.GAME.prefix}-new")
        if str(getattr(event, "submitter", None) and event.submitter.value or "start") == "cancel":
            dialog.close()
            return
        seats = seats_from_form(event.form_data(), self.GAME.players, self.GAME.called)
        dialog.close()
        self.start(seats, random.getrandbits(31))
        self.act(lambda: None)
        element(self.id("title")).focus()
