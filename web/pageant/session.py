"""One pageant game on the page: who sits where, the game, and the step the table is at.

Pure Python (no page): web/pageant/view.py draws the screen from it and calls exactly one
method for each thing a person does. The steps of a vote:

    PASS   hand the device to the next person (several people at this device): nothing
           secret is shown until they say they are that person (`ready`)
    PICK   that person sees their goals and picks a cat (`select`, then `cast`)
    THINK  the computer voters choose (`computers_to_ask`, then `computers_chose`)
    REVEAL everyone's picks together and what came of them (`go_on`)
    ROUND  a round's end: every goal shown, the scores and the winner (`go_on`)
    OVER   the game's end

The picks of a vote being collected are kept here only: they are never saved, never in a
link and never shown before the reveal. A finished game (or any game) can be stepped through
vote by vote (`step`, `step_to`: the kit's LookingBack), which shows only what was revealed.
With one person at the device, a vote can be taken back (`undo`: the person's pick, and the
computers' with it) and played again (`redo`); with several, every vote is a hand-over, so
none is taken back.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.pageant import CATS, Game, Reveal, Round, cat_name, write_record
from web.kit.looking_back import LookingBack
from web.kit.table.session import ActionError, TableSeats
from web.kit.words import and_list
from web.pageant.link import PageantLink, Seat, encode

PASS, PICK, THINK, REVEAL, ROUND, OVER = "pass", "pick", "think", "reveal", "round", "over"


def place_name(place: int) -> str:
    """'1st', '2nd', '3rd', '4th' ... '9th'."""
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(place, f"{place}th")


@dataclass(frozen=True)
class Shown:
    """A step of the game's history as it is shown: the game after `number` votes, and the
    reveal of vote `number` (None before the first)."""

    number: int
    game: Game
    reveal: Reveal | None
    rnd: Round  # the round that reveal belongs to (the current one before any vote)


class PageantSession(TableSeats, LookingBack):
    """The seats, the game and the table's step."""

    CALLED = "Pageant"

    def __init__(self, seats: tuple[Seat, ...], game: Game):
        if len(seats) != game.players:
            raise ValueError(f"{len(seats)} seats for a game of {game.players} players")
        self.seats = tuple(seats)
        self.game = game
        self._history: list[Game] = []  # the game after 0, 1, 2 ... votes (filled on demand)
        self.picks: dict[int, int] = {}
        self.selected: int | None = None
        self.seat: int | None = None  # the person handed the device, or picking
        self.phase = PASS
        self.ended: Round | None = None  # the round the last vote finished, while it is shown
        self.viewing: int | None = None  # a vote number while stepping through the history
        self.taken_back: list[tuple[int, ...]] = []  # the votes undone, the last undone last
        self.news: list = []  # (game before, picks, game after) revealed since the view took them
        self._begin_vote()

    @classmethod
    def from_link(cls, link: PageantLink) -> PageantSession:
        """The game a link holds, at the start of its next vote (or its end)."""
        return cls(link.seats, link.game())

    # ---- what the page shows -------------------------------------------------------------

    def fragment(self) -> str:
        """The game's link fragment (without '#'): its seats and committed votes only."""
        return encode(PageantLink(self.seats, self.game.seed, self.game.votes))

    def record(self) -> str:
        """The game's record text (game.pageant.record)."""
        return write_record(self.game)

    def progress(self) -> str:
        """'Ann won' or 'round 2'."""
        if self.game.is_over:
            return f"{self.name(self.game.winner())} won"
        return f"round {sum(rnd.is_over for rnd in self.game.rounds) + 1}"

    def goals_seat(self) -> int | None:
        """Whose goals may be shown now: the person picking; with one person at this device,
        that person at every step. None on the hand-over screen and while stepping back."""
        if self.viewing is not None or self.phase in (ROUND, OVER):
            return None
        persons = self.persons
        if len(persons) == 1:
            return persons[0]
        return self.seat if self.phase == PICK else None

    @property
    def seed(self) -> int:
        """The seed the game was dealt from."""
        return self.game.seed

    def total(self) -> int:
        """How many votes the live game has."""
        return len(self.game.votes)

    def shown(self) -> Shown:
        """The step shown: the live game, or the history's step while stepping."""
        number = self.shown_number()
        game = self._after(number)
        if number == 0:
            return Shown(0, game, None, game.round)
        before = self._after(number - 1)
        rnd = before.round.vote(game.votes[-1]) if not before.is_over else before.round
        return Shown(number, game, rnd.reveals[-1], rnd)

    def _after(self, number: int) -> Game:
        if number == len(self.game.votes):
            return self.game
        if not self._history:
            self._history.append(Game.new(self.game.players, self.game.seed))
        while len(self._history) <= number:
            self._history.append(self._history[-1].vote(self.game.votes[len(self._history) - 1]))
        return self._history[number]

    # ---- what people do --------------------------------------------------------------------

    def ready(self) -> None:
        """The person handed the device says it is them: show their goals and the cats."""
        self._expect(PASS)
        self.phase = PICK

    def select(self, cat: int) -> None:
        """The person picking marks a cat (not yet cast: they can change their mind)."""
        self._expect(PICK)
        if cat not in CATS:
            raise ActionError(f"{cat!r} is not a cat (cats are 1 to 9)")
        self.selected = cat

    def cast(self) -> None:
        """The person picking casts the cat they marked; the next person, the computers or
        the reveal follow."""
        self._expect(PICK)
        if self.selected is None:
            raise ActionError("pick a cat before casting the vote")
        self.picks[self.seat] = self.selected
        self.selected = None
        self._next_voter()

    def computers_to_ask(self) -> list[int]:
        """The computer seats whose picks the vote still needs (while THINKing)."""
        if self.phase != THINK:
            return []
        return [i for i, seat in enumerate(self.seats) if not seat.is_person and i not in self.picks]

    def computers_chose(self, choices: dict[int, str]) -> None:
        """The computer voters' picks, by seat, each a cat's digit as web/shell/computer_worker.py's
        `choose` gives it; the vote is revealed once all are in (also while a person looks
        back through the history: the live game goes on)."""
        if self.phase != THINK:
            raise ActionError(f"the table is at {self.phase}, not {THINK}")
        for seat, text in choices.items():
            cat = int(text) if str(text).isdigit() else 0
            if seat not in self.computers_to_ask() or cat not in CATS:
                raise ActionError(f"seat {seat} cannot pick {text!r} now")
            self.picks[seat] = cat
        if not self.computers_to_ask():
            self._reveal()

    def go_on(self) -> None:
        """Leave the reveal (to the next vote, or the round's end) or the round's end (to the
        next round, or the game's end)."""
        if self.phase == REVEAL and self.ended is not None:
            self.phase = ROUND
        elif self.phase == REVEAL:
            self._begin_vote()
        elif self.phase == ROUND:
            self.ended = None
            if self.game.is_over:
                self.phase = OVER
            else:
                self._begin_vote()
        else:
            raise ActionError(f"nothing to go on to while the table is at {self.phase}")

    # ---- hints (web/kit/table/hint.py) -------------------------------------------------------

    def hint_seat(self) -> int | None:
        """The person picking a cat."""
        return self.seat if self.viewing is None and self.phase == PICK else None

    def hint_sentence(self, action: str) -> str:
        """'Hint: vote for Whiskers.'"""
        return f"Hint: {self.choice_words(len(self.game.votes), action)}."

    # ---- the review (web/kit/table/review.py) ----------------------------------------------

    def review_step(self, index: int) -> int:
        """The vote in which a review's decision `index` was made (each vote's picks are its
        seats' decisions, in seat order): the history's step before it."""
        return index // len(self.seats)

    def choice_words(self, step: int, action: str) -> str:
        """A pick in words: 'vote for Whiskers'."""
        return f"vote for {cat_name(int(action))}"

    def hint_cat(self) -> int | None:
        """The cat the shown hint votes for."""
        from web.kit.table.hint import shown_hint

        hint = shown_hint(self)
        return None if hint is None else int(hint.action)

    # ---- taking back ------------------------------------------------------------------------

    def can_undo(self) -> bool:
        """Whether Undo is offered: one person at this device, the live game, and their pick
        cast or a vote revealed."""
        if self.viewing is not None or len(self.persons) != 1:
            return False
        return bool(self.game.votes) or self.persons[0] in self.picks

    def can_redo(self) -> bool:
        """Whether Redo is offered."""
        return self.viewing is None and bool(self.taken_back)

    def undo(self) -> None:
        """Take back the person's pick not yet revealed, else the last vote (everyone's picks):
        the person picks again."""
        if not self.can_undo():
            raise ActionError("there is no vote of yours to take back" if self.viewing is None
                              else "the history is shown: go back to the game first")
        if self.phase == THINK and self.picks:
            self._begin_vote()
            return
        votes = self.game.votes
        self.taken_back.append(votes[-1])
        self.hint = None
        self.game = self._after(len(votes) - 1)
        del self._history[len(votes):]  # the games after later votes: no longer this game's
        self.ended = None
        self._begin_vote()

    def redo(self) -> None:
        """Reveal again the vote last taken back."""
        if not self.can_redo():
            raise ActionError("there is nothing to redo" if self.viewing is None
                              else "the history is shown: go back to the game first")
        self.picks = dict(enumerate(self.taken_back.pop()))
        self._reveal(redoing=True)

    # ---- the steps ---------------------------------------------------------------------------

    def _begin_vote(self) -> None:
        self.picks, self.selected, self.seat = {}, None, None
        if self.game.is_over:
            self.phase = OVER
            return
        self._next_voter()

    def _next_voter(self) -> None:
        waiting = [i for i in self.persons if i not in self.picks]
        if waiting:
            self.seat = waiting[0]
            self.phase = PASS if len(self.persons) > 1 else PICK
        else:
            self.seat = None
            self.phase = THINK
            if not self.computers_to_ask():
                self._reveal()

    def _reveal(self, redoing: bool = False) -> None:
        self.hint = None  # a hint answers one decision: gone once the vote is revealed
        if not redoing:
            self.taken_back.clear()
        picks = tuple(self.picks[i] for i in range(len(self.seats)))
        rnd = self.game.round.vote(picks)
        before, self.game = self.game, self.game.vote(picks)
        self.news.append((before, picks, self.game))
        self.picks = {}
        self.ended = rnd if rnd.is_over else None
        self.phase = REVEAL

    def take_news(self) -> list:
        """The votes revealed since the last call, each (game before, picks, game after), for
        the view to play (oldest first)."""
        news, self.news = self.news, []
        return news

    def last_reveal(self) -> Reveal | None:
        """The reveal of the game's last vote."""
        for rnd in reversed(self.game.rounds):
            if rnd.reveals:
                return rnd.reveals[-1]
        return None

    def outcome_text(self, reveal: Reveal) -> str:
        """What a reveal did, in a sentence."""
        spot = place_name(reveal.spot)
        if reveal.chosen is None:
            tied = and_list(cat_name(c) for c in reveal.leaders)
            return f"A tie between {tied}: everyone votes for {spot} place again."
        name = cat_name(reveal.chosen)
        lot = f"A third tie in a row, settled by lot: {name} is drawn. " if reveal.by_lot else ""
        if reveal.moved:
            return f"{lot}{name} was ranked already, so it moves to the top; {spot} place is voted again."
        return f"{lot}{name} takes {spot} place."
