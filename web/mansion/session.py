"""One Cat's Mansion game on the page: who plays which cat, the game, and the step it is at.

Pure Python (no page): web/mansion/view.py draws the screen from it and calls exactly one
method for each thing a person does. The steps (`phase`):

    THINK   a computer cat decides (`computers_to_ask`, then `computers_chose`)
    MOVE    a person's cat moves: the spaces it can reach are shown with their energy cost
            and the spats they would start (`reach`, game.mansion.reach's one authority); a click
            on one (`click_space` or `go`) plays its path step by step, stopping when a spat
            must be fought or the turn ends. `attack(seat)`, `stay()`, `end_turn()`
    RETREAT the attacked cat's person: `retreat(space)` for 1 energy, or `stand()`
    BID     the attacker's person, then the defender's: a Purr card (`toggle_purr`) and
            energy in threes (`more_energy`, `less_energy`), then `bid()`; the dice are rolled
            with the defender's bid
    PUSH    the spat's winner: `push(space)` (or `push(None)` when the loser has nowhere to
            go), taking the loser's space when `occupy` is set (`set_occupy`) and the rules
            allow it there (`can_occupy(space)`; else the winner stays, `occupy_refusal`)
    GIFT    the Present's card: `choose_gift(what)`
    OVER    the race is won

Nothing in this game is secret, so every seat's decisions are open at one device: no
hand-over step. Every action goes into the link (`fragment`). The game can be looked back
through action by action (`step`, `step_to`) while the live game goes on.
"""

from __future__ import annotations

from game.mansion import phases
from game.mansion.actions import (
    Attack,
    Bid,
    Choose,
    End,
    Push,
    Retreat,
    Stand,
    Stay,
    Step,
    read_action,
)
from game.mansion.board import CATS, space_name
from game.mansion.errors import IllegalActionError
from game.mansion.moves import take_refusal
from game.mansion.pieces import ENERGY_PER_POINT, Rules
from game.mansion.reach import reach
from game.mansion.record import write_record
from game.mansion.state import State
from web.kit.table.session import ActionError, ActionSession
from web.mansion.link import MansionLink, Seat, encode
from web.mansion.session_tools import MansionTools

THINK, MOVE, RETREAT, BID, PUSH, GIFT, OVER = "think", "move", "retreat", "bid", "push", "gift", "over"
TABLE_PHASE = {phases.MOVE: MOVE, phases.RETREAT: RETREAT, phases.BID_ATTACKER: BID,
               phases.BID_DEFENDER: BID, phases.PUSH: PUSH, phases.GIFT: GIFT}
STEPS_LIMIT = 12  # a path is never longer than a turn's spaces; a guard all the same


class MansionSession(MansionTools, ActionSession):
    """The seats, the game (every state after each action) and the step it is at."""

    CALLED = "Cat's Mansion"
    IDLE_STEPS = (THINK, OVER)  # no person's decision (no hint)

    def __init__(self, seats: tuple[Seat, ...], seed: int, rules: Rules | None = None, actions=()):
        self.rules = rules or Rules()
        super().__init__(seats, seed, State.new(len(tuple(seats)), seed, self.rules), actions)
        self.walk = None  # the last walk: (space, its Reach, steps played, energy before)
        self.draft_purr = False  # the bid being made (BID)
        self.draft_energy = 0
        self.occupy = False  # the push being made (PUSH): take the loser's space too

    @classmethod
    def from_link(cls, link: MansionLink) -> MansionSession:
        """The game a link holds (mansion's IllegalActionError for an action it refuses)."""
        return cls(link.seats, link.seed, link.rules, link.actions)

    # ---- what the page shows -----------------------------------------------------------------

    @property
    def phase(self) -> str:
        """The step the live game is at (THINK ... OVER)."""
        st = self.state
        if st.phase == phases.OVER:
            return OVER
        if not self.seats[st.actor()].is_person:
            return THINK
        return TABLE_PHASE[st.phase]

    def cat_name(self, seat: int) -> str:
        """The name of the cat a seat plays: 'Grey', 'Orange Marmalade'."""
        return CATS[self.state.cat_of[seat]]

    def player(self, seat: int) -> str:
        """Who plays a seat: a person's name, or 'computer, hard'."""
        s = self.seats[seat]
        if s.is_person:
            return s.name or f"Player {seat + 1}"
        return f"computer, {s.who}"

    def name(self, seat: int) -> str:
        """How the page names a seat: its cat and its player, 'Grey (Bea)'."""
        return f"{self.cat_name(seat)} ({self.player(seat)})"

    def fragment(self) -> str:
        """The game's link fragment (without '#')."""
        return encode(MansionLink(self.seats, self.seed, self.rules, tuple(self.actions)))

    def record(self) -> str:
        """The game's record text (game.mansion.record)."""
        return write_record(len(self.seats), self.rules, self.seed, tuple(self.actions))

    def progress(self) -> str:
        """'Grey (Bea) won' or 'turn 7'."""
        st = self.state
        return f"{self.name(st.winner)} won" if st.phase == phases.OVER else f"turn {st.turn}"

    def actor(self) -> int | None:
        """The seat that must act in the live game (None once it is over)."""
        st = self.state
        return None if st.phase == phases.OVER else st.actor()

    def reach(self) -> dict:
        """The spaces the mover can reach this turn (MOVE, a person's turn, live): space ->
        game.mansion.reach's Reach (its path, energy cost, the spats it would start, whether the
        turn ends there)."""
        if self.phase != MOVE or self.viewing is not None:
            return {}
        return reach(self.state)

    def legal(self) -> list:
        """The actor's legal actions in the live game ([] once it is over)."""
        st = self.state
        return [] if st.phase == phases.OVER else list(st.legal_actions())

    def attackable(self) -> list[int]:
        """The seats the mover may attack now (MOVE)."""
        if self.phase != MOVE:
            return []
        return sorted({a.seat for a in self.legal() if isinstance(a, Attack)})

    def retreats(self) -> list[int]:
        """The spaces the defender may retreat to (RETREAT)."""
        if self.phase != RETREAT:
            return []
        return sorted({a.space for a in self.legal() if isinstance(a, Retreat)})

    def push_targets(self) -> list[int]:
        """The spaces the winner may push the loser to (PUSH); [] when it has none."""
        if self.phase != PUSH:
            return []
        return sorted({a.space for a in self.legal() if isinstance(a, Push) and a.space is not None})

    def can_occupy(self, space: int | None = None) -> bool:
        """Whether the winner may take the loser's space (PUSH), the loser pushed to `space`
        (None: to any space it can go)."""
        return self.phase == PUSH and any(isinstance(a, Push) and a.occupy and space in (None, a.space)
                                          for a in self.legal())

    def occupy_refusal(self, space: int | None = None) -> str:
        """In PUSH: why the winner may not take the loser's space, the loser pushed to `space`
        (None: wherever it is pushed), in game.mansion.moves' words (a cat on the Toy Mouse or the
        Food Bowl next to it); "" when it may, or when the loser has nowhere to go."""
        targets = self.push_targets()
        if not targets or self.can_occupy(space):
            return ""
        return take_refusal(self.state, targets[0] if space is None else space) or ""

    def can_stay(self) -> bool:
        """Whether Stay is legal now (MOVE)."""
        return self.phase == MOVE and Stay() in self.legal()

    def can_end(self) -> bool:
        """Whether End is legal now (MOVE)."""
        return self.phase == MOVE and End() in self.legal()

    def gifts(self) -> list[int]:
        """The Present's choices open now (GIFT): MOUSE, BOWL, PILLOW, PASSAGE."""
        if self.phase != GIFT:
            return []
        return sorted({a.what for a in self.legal() if isinstance(a, Choose)})

    def bid_limits(self) -> tuple[bool, int]:
        """(may spend a Purr card, the most energy that may be bid) for the bidder (BID)."""
        if self.phase != BID:
            return False, 0
        bids = [a for a in self.legal() if isinstance(a, Bid)]
        return any(a.purr for a in bids), max((a.energy for a in bids), default=0)

    def draft_bid(self) -> Bid:
        """The bid being made, as it would be played."""
        return Bid(self.draft_purr, self.draft_energy)

    # ---- what people do ----------------------------------------------------------------------

    def click_space(self, space: int) -> None:
        """A click (or Enter) on a space of the map: whatever it means at this step."""
        if self.viewing is not None:
            raise ActionError("the history is shown: go back to the game first")
        phase = self.phase
        st = self.state
        if phase == MOVE:
            occupant = st.occupant(space)
            if occupant is not None and occupant in self.attackable() and space not in self.reach():
                self.attack(occupant)
            elif space in self.reach():
                self.go(space)
            else:
                raise ActionError(self._move_hint(space))
        elif phase == RETREAT:
            self.retreat(space)
        elif phase == PUSH:
            self.push(space)
        elif phase == THINK:
            raise ActionError(f"{self.name(st.actor())} is deciding: wait for it")
        elif phase == OVER:
            raise ActionError("the race is over")
        else:
            raise ActionError("choose below the map first")

    def go(self, space: int) -> None:
        """Walk the mover to a reachable space along its path, one step at a time; the walk
        stops early when a spat must be fought or the turn ends on the way."""
        self._expect(MOVE)
        where = self.reach().get(space)
        if where is None:
            raise ActionError(self._move_hint(space))
        seat, turn = self.state.mover, self.state.turn
        energy = self.state.energy[seat]
        played = 0
        for step in where.path[:STEPS_LIMIT]:
            self._play(Step(step))
            played += 1
            st = self.state
            if st.turn != turn or st.phase != phases.MOVE or st.must_fight:
                break
        self.walk = (space, where, played, energy)
        if played < len(where.path):
            self.note = (f"The walk to {space_name(space)} stopped at "
                         f"{space_name(self.state.at[seat])}: "
                         + ("a spat first." if self.state.turn == turn else "the turn ended."))

    def attack(self, seat: int) -> None:
        """The mover attacks a cat next to it."""
        self._expect(MOVE)
        if seat not in self.attackable():
            raise ActionError(f"{self.cat_name(seat)} cannot be attacked now")
        self._play(Attack(seat))

    def stay(self) -> None:
        """The mover stays where it is for the whole turn (rest, eat, play, open the Present)."""
        self._expect(MOVE)
        self._checked(Stay())

    def end_turn(self) -> None:
        """The mover ends its turn where it is."""
        self._expect(MOVE)
        self._checked(End())

    def retreat(self, space: int) -> None:
        """The attacked cat retreats to `space` for 1 energy, cowed: no spat."""
        self._expect(RETREAT)
        if space not in self.retreats():
            raise ActionError(f"{self.cat_name(self.state.actor())} cannot retreat to {space_name(space)}")
        self._play(Retreat(space))

    def stand(self) -> None:
        """The attacked cat stands and fights."""
        self._expect(RETREAT)
        self._play(Stand())

    def toggle_purr(self) -> None:
        """Spend a Purr card in this bid, or not."""
        self._expect(BID)
        purr, _ = self.bid_limits()
        if not purr and not self.draft_purr:
            raise ActionError(f"{self.cat_name(self.state.actor())} has no Purr card left")
        self.draft_purr = not self.draft_purr

    def more_energy(self) -> None:
        """Bid 3 more energy (+1 to the score)."""
        self._expect(BID)
        _, most = self.bid_limits()
        if self.draft_energy + ENERGY_PER_POINT > most:
            raise ActionError(f"{self.cat_name(self.state.actor())} has no more energy to bid")
        self.draft_energy += ENERGY_PER_POINT

    def less_energy(self) -> None:
        """Bid 3 energy less."""
        self._expect(BID)
        self.draft_energy = max(0, self.draft_energy - ENERGY_PER_POINT)

    def bid(self) -> None:
        """Bid the Purr card and energy chosen (the defender's bid rolls the dice)."""
        self._expect(BID)
        self._checked(self.draft_bid())

    def set_occupy(self, occupy: bool) -> None:
        """Whether the winner takes the loser's space with the push."""
        self._expect(PUSH)
        if occupy and not self.can_occupy():
            raise ActionError("the loser's space cannot be taken")
        self.occupy = bool(occupy)

    def push(self, space: int | None) -> None:
        """The winner pushes the loser to `space` (None: it has nowhere to go)."""
        self._expect(PUSH)
        targets = self.push_targets()
        if space is None and targets:
            raise ActionError("pick a space to push the loser to")
        if space is not None and space not in targets:
            loser = self.state.spat.defender if self.state.actor() == self.state.spat.attacker \
                else self.state.spat.attacker
            raise ActionError(f"{self.cat_name(loser)} cannot be pushed to {space_name(space)}")
        self._checked(Push(space, self.occupy and self.can_occupy(space)))  # refused: the winner stays

    def choose_gift(self, what: int) -> None:
        """The Present's card: the object found (or the secret passage home)."""
        self._expect(GIFT)
        self._checked(Choose(what))

    def computers_to_ask(self) -> list[int]:
        """The computer seat the game waits for ([] when a person acts or the race is over)."""
        actor = self.actor()
        return [] if actor is None or self.seats[actor].is_person else [actor]

    def computers_chose(self, choices: dict[int, str]) -> None:
        """The acting computer's action, by seat (the one `computers_to_ask` names), as
        web/shell/computer_worker.py's `choose` gives it. Taken also while a person looks back
        through the history (the live game goes on)."""
        asked = self.computers_to_ask()
        if not asked:
            raise ActionError("no computer cat has anything to decide now")
        self._check_asked(choices, asked, "decide")
        for text in choices.values():
            self._play(read_action(str(text)))

    # ---- the steps ---------------------------------------------------------------------------

    def _move_hint(self, space: int) -> str:
        st = self.state
        name = space_name(space)
        if st.at[st.mover] == space:
            return f"{self.cat_name(st.mover)} is on {name}: Stay or End the turn below the map"
        occupant = st.occupant(space)
        if occupant is not None:
            return f"{self.cat_name(occupant)} is on {name}"
        try:  # one step away: the engine's own reason
            st.play(Step(space))
        except IllegalActionError as e:
            return f"{name} cannot be reached: {e.reason}"
        return f"{name} cannot be reached this turn"

    def _checked(self, action) -> None:
        try:
            self._play(action)
        except IllegalActionError as e:
            raise ActionError(e.reason) from None
