"""One Clowder game on the page: who sits where, the game, and the step the table is at.

Pure Python (no page): web/clowder/view.py draws the screen from it and calls exactly one
method for each thing a person does. The steps:

    PASS    hand the device to the next person who must pick a secret token (only when two
            or more people share the device): nothing secret is shown until they say they
            are that person (`ready`)
    PICK    that person picks a token, 1 to 3 but not last round's (`pick_token`)
    THINK   the computer players choose (`computers_to_ask`, then `computers_chose`)
    PLACE   a person places a cat on an outer roof (`place`, or `click_hex`)
    MOVE    a person's turn: select a cat (`select`), its two landings are offered, pick one
            (`land`); `cancel` drops the selection
    CAUGHT  a person's cat is caught: give a life marker (`give_life`) or pay a treat and
            flee through the roof's area 1 (`flee(hex, colour)`; `click_hex` marks a landing)
    SHOP    the person's moves are done: buy keys (`buy_key`), then `end_turn`. A turn in
            which nothing can be bought ends by itself, and the session says so (`note`)
    OVER    the game's end

The tokens being picked are kept here only: they are never saved, never in a link and never
shown to another person before the reveal (`token_shown`). Every committed action goes into
the link (`fragment`). The game can be looked back through action by action (`step`,
`step_to`) while the live game goes on (the computers still choose).
"""

from __future__ import annotations

from game.clowder import state as rules
from game.clowder.actions import BuyKey, EndTurn, Flee, GiveLife, Move, Place, Reveal, read_action
from game.clowder.board import hex_name
from game.clowder.pieces import COLOURS, NYX
from game.clowder.record import write_record
from web.clowder.link import ClowderLink, Seat, encode
from web.clowder.session_tools import ClowderTools
from web.kit.table.session import ActionError, ActionSession

PASS, PICK, THINK, PLACE, MOVE, CAUGHT, SHOP, OVER = (
    "pass", "pick", "think", "place", "move", "caught", "shop", "over")
CAT_WORDS = ("first cat", "second cat", "Nyx")
BOARD_IDLE = {PASS: "the device goes to the next person first", PICK: "pick a token first (1, 2 or 3)",
              THINK: "the computers are choosing: wait for them", SHOP: "your moves are done: buy "
              "keys or end your turn", OVER: "the game is over"}


class ClowderSession(ClowderTools, ActionSession):
    """The seats, the game (every state after each committed action) and the table's step."""

    CALLED = "Clowder"
    PICK_STEP, ACTING_STEPS = PICK, (PLACE, MOVE, CAUGHT, SHOP)  # a person's decisions (hints)

    def __init__(self, seats: tuple[Seat, ...], seed: int, actions=()):
        super().__init__(seats, seed, rules.State.new(len(tuple(seats)), seed), actions)
        self.tokens: dict[int, int] = {}  # the secret picks of this round's people, not revealed
        self.ready_seat: int | None = None  # the person who said it is them (PASS -> PICK)
        self.selected: int | None = None  # the cat selected in MOVE (0, 1 or NYX)
        self.flee_hex: int | None = None  # the landing marked in CAUGHT
        self._settle()
        self.news = []

    @classmethod
    def from_link(cls, link: ClowderLink) -> ClowderSession:
        """The game a link holds, at its next step (clowder's IllegalActionError for an action
        the rules refuse)."""
        return cls(link.seats, link.seed, link.actions)

    # ---- what the page shows -------------------------------------------------------------

    @property
    def picker(self) -> int | None:
        """The person who must pick a secret token next (CHOOSE only), or None."""
        if self.state.phase != rules.CHOOSE:
            return None
        return next((i for i in self.persons if i not in self.tokens), None)

    @property
    def phase(self) -> str:
        """The step the live table is at (one of PASS ... OVER)."""
        st = self.state
        if st.phase == rules.OVER:
            return OVER
        if st.phase == rules.CHOOSE:
            seat = self.picker
            if seat is None:
                return THINK
            return PICK if len(self.persons) == 1 or self.ready_seat == seat else PASS
        if not self.seats[st.actor()].is_person:
            return THINK
        if st.phase == rules.PLACE:
            return PLACE
        if st.phase == rules.CAUGHT:
            return CAUGHT
        return MOVE if self.movable() else SHOP

    def fragment(self) -> str:
        """The game's link fragment (without '#'): its seats and committed actions only."""
        return encode(ClowderLink(self.seats, self.seed, tuple(self.actions)))

    def record(self) -> str:
        """The game's record text (game.clowder.record), committed actions only."""
        return write_record(len(self.seats), self.seed, tuple(self.actions))

    def progress(self) -> str:
        """'Ann won', 'nobody won' or 'round 3'."""
        st = self.state
        if st.phase == rules.OVER:
            return f"{self.name(st.winner)} won" if st.winner is not None else "nobody won"
        return f"round {st.round}"

    def token_shown(self, seat: int) -> int | None:
        """The token a seat's box may show for this round: everyone's once revealed; before the
        reveal only the one person's own pick when one person plays at this device (never a
        pick to anyone else at the device)."""
        st = self.shown_state()
        if st.tokens:
            return st.tokens[seat]
        if self.viewing is None and self.persons == [seat]:
            return self.tokens.get(seat)
        return None

    def has_picked(self, seat: int) -> bool:
        """Whether a seat has picked its token this round (the fact, not the token)."""
        return bool(self.state.tokens) or seat in self.tokens

    def movable(self) -> list[int]:
        """The cats the mover may still move this turn (MOVE, live)."""
        st = self.state
        if st.phase != rules.MOVE:
            return []
        return sorted({a.cat for a in st.legal_actions() if isinstance(a, Move)})

    def cat_hex(self, seat: int, cat: int, st=None) -> int | None:
        """Where a seat's cat (or Nyx) stands."""
        st = st or self.state
        return st.nyx if cat == NYX else st.cats[seat][cat]

    def landings(self) -> list[int]:
        """The legal landings of the selected cat (MOVE)."""
        if self.selected is None or self.state.phase != rules.MOVE:
            return []
        return sorted({a.hex for a in self.state.legal_actions()
                       if isinstance(a, Move) and a.cat == self.selected})

    def options(self):
        """The selected cat's options (clowder's Option: the leap, legal, effect, reason)."""
        if self.selected is None or self.state.phase != rules.MOVE:
            return ()
        return tuple(self.state.options(self.selected))

    def flee_choices(self) -> list[tuple[int, int]]:
        """Every (landing, colour) a caught cat may flee to, paying a treat of that colour."""
        if self.state.phase != rules.CAUGHT:
            return []
        return sorted({(a.hex, a.colour) for a in self.state.legal_actions() if isinstance(a, Flee)})

    def placeable(self) -> list[int]:
        """The roofs a cat may be placed on now (PLACE)."""
        if self.state.phase != rules.PLACE:
            return []
        return sorted({a.hex for a in self.state.legal_actions() if isinstance(a, Place)})

    def buyable(self) -> list[int]:
        """The colours of the keys the mover can buy now (SHOP)."""
        if self.state.phase != rules.MOVE:
            return []
        return sorted({a.colour for a in self.state.legal_actions() if isinstance(a, BuyKey)})

    # ---- what people do --------------------------------------------------------------------

    def ready(self) -> None:
        """The person handed the device says it is them: show their token choice."""
        self._expect(PASS)
        self.ready_seat = self.picker

    def pick_token(self, token: int) -> None:
        """The person picking chooses a token (secret until everyone's are revealed)."""
        self._expect(PICK)
        seat = self.picker
        if token not in self.state.allowed_tokens(seat):
            last = self.state.last_tokens[seat]
            raise ActionError(f"token {token} cannot be picked: tokens are 1 to 3, not last "
                              f"round's ({last})")
        self.tokens[seat] = token
        self.ready_seat = None
        self.note = ""
        if not self.computers_to_ask() and self.picker is None:
            self._reveal()

    def click_hex(self, hex_: int) -> None:
        """A click (or Enter) on a hex of the board: whatever it means at this step."""
        phase = self.phase
        if self.viewing is not None:
            raise ActionError("the history is shown: go back to the game first")
        if phase == PLACE:
            self.place(hex_)
        elif phase == MOVE:
            mover = self.state.actor()
            cats = [c for c in self.movable() if self.cat_hex(mover, c) == hex_]
            if cats and cats[0] != self.selected:
                self.select(cats[0])
            elif self.selected is not None and hex_ in self.landings():
                self.land(hex_)
            elif cats:
                self.cancel()
            else:
                raise ActionError(self._move_hint(hex_))
        elif phase == CAUGHT:
            if hex_ not in {h for h, _ in self.flee_choices()}:
                raise ActionError(f"the caught cat cannot flee to {hex_name(hex_)}")
            self.flee_hex = hex_
        else:
            raise ActionError(BOARD_IDLE.get(phase, "nothing to do on the board now"))

    def place(self, hex_: int) -> None:
        """Place the next cat on an outer roof."""
        self._expect(PLACE)
        if hex_ not in self.placeable():
            raise ActionError(f"no cat can be placed on {hex_name(hex_)}: pick a free outer roof "
                              "that is not broken")
        self._play(Place(hex_))

    def select(self, cat: int) -> None:
        """Select one of the mover's cats (or Nyx, on her turn): its landings are offered."""
        self._expect(MOVE)
        if cat not in self.movable():
            raise ActionError(f"the {CAT_WORDS[cat]} cannot move now")
        self.selected = cat

    def cancel(self) -> None:
        """Drop the selected cat (or the marked flight)."""
        self.selected = None
        self.flee_hex = None

    def land(self, hex_: int) -> None:
        """The selected cat leaps to this landing."""
        self._expect(MOVE)
        if self.selected is None:
            raise ActionError("select a cat first")
        if hex_ not in self.landings():
            raise ActionError(self._move_hint(hex_))
        self._play(Move(self.selected, hex_))

    def give_life(self) -> None:
        """The caught cat's owner gives the catcher a life marker; the cat leaves the board."""
        self._expect(CAUGHT)
        self._play(GiveLife())

    def flee(self, hex_: int, colour: int) -> None:
        """The caught cat's owner pays a treat of `colour` and flees to `hex_`."""
        self._expect(CAUGHT)
        if (hex_, colour) not in self.flee_choices():
            raise ActionError(f"the cat cannot flee to {hex_name(hex_)} paying a "
                              f"{COLOURS[colour]} treat")
        self._play(Flee(hex_, colour))

    def buy_key(self, colour: int) -> None:
        """Buy a key of `colour` for 3 treats of that colour."""
        self._expect(SHOP)
        if colour not in self.buyable():
            raise ActionError(f"a {COLOURS[colour]} key cannot be bought now")
        self._play(BuyKey(colour))

    def end_turn(self) -> None:
        """End the person's turn (its moves done)."""
        self._expect(SHOP)
        self._play(EndTurn())

    def computers_to_ask(self) -> list[int]:
        """The computer seats whose choice the table waits for: in CHOOSE (once every person
        has picked) each computer without a token, otherwise the computer that must act."""
        st = self.state
        if st.phase == rules.OVER:
            return []
        if st.phase == rules.CHOOSE:
            if self.picker is not None:
                return []
            return [i for i, seat in enumerate(self.seats) if not seat.is_person and i not in self.tokens]
        actor = st.actor()
        return [] if self.seats[actor].is_person else [actor]

    def computers_chose(self, choices: dict[int, str]) -> None:
        """The computers' choices, by seat (web/shell/computer_worker.py's `choose`): a token's
        digit while tokens are picked, otherwise the acting computer's action text. Taken also
        while a person looks back through the history (the live game goes on)."""
        self._check_asked(choices, self.computers_to_ask())
        if self.state.phase == rules.CHOOSE:
            for seat, text in choices.items():
                token = int(text) if str(text).isdigit() else 0
                if token not in self.state.allowed_tokens(seat):
                    raise ActionError(f"seat {seat} cannot pick token {text!r}")
                self.tokens[seat] = token
            if not self.computers_to_ask():
                self._reveal()
            return
        for text in choices.values():
            self._play(read_action(str(text), len(self.seats)))

    # ---- the steps ---------------------------------------------------------------------------

    def _move_hint(self, hex_: int) -> str:
        if self.selected is None:
            return f"select one of your cats first ({hex_name(hex_)} holds none that can move)"
        for option in self.options():
            if option.leap.to == hex_ and not option.legal:
                return f"the {CAT_WORDS[self.selected]} cannot land on {hex_name(hex_)}: {option.reason}"
        return f"the {CAT_WORDS[self.selected]} cannot reach {hex_name(hex_)} with this token"

    def _reveal(self) -> None:
        tokens = tuple(self.tokens[i] for i in range(len(self.seats)))
        self.tokens = {}
        self._play(Reveal(tokens))

    def _play(self, action) -> None:
        self._commit(action)
        self.selected = self.flee_hex = None
        self._settle()

    def _settle(self) -> None:
        """What the table does by itself: give the life marker of a caught cat that cannot
        flee, end a turn in which nothing can be bought (saying so), and select a person's
        only movable cat."""
        st = self.state
        if st.phase == rules.CAUGHT and tuple(st.legal_actions()) == (GiveLife(),):
            owner = st.actor()
            why = "has no treat to pay" if not any(st.hands[owner]) else "has no empty roof to flee to"
            self._play(GiveLife())
            self.note = f"{self.name(owner)} {why}, so a life marker is given. {self.note}".strip()
            return
        if st.phase == rules.MOVE and not self.movable():
            legal = st.legal_actions()
            if legal and all(isinstance(a, EndTurn) for a in legal):
                mover = st.actor()
                self._play(EndTurn())
                if self.seats[mover].is_person:
                    self.note = f"{self.name(mover)} cannot buy a key, so the turn ends."
                return
        if self.phase == MOVE:
            cats = self.movable()
            if len(cats) == 1:
                self.selected = cats[0]
