"""A game of Cat's Mansion as one immutable value: `State`.

    s = State.new(5, seed=7)                  # set-up drawn from the seed; turn 1, phase MOVE
    s.actor()                                 # the seat that must act (None when OVER)
    s.legal_actions()                         # every legal action of the actor
    s = s.play(Step(space_named("g4")))       # the next State; IllegalActionError says why not

The contract:

- A State never changes; `play` returns a new one. Every draw (which cats play, the race,
  the Turn Order deck, the dice, the Present's cards) comes from `seed` through string
  seeded `random.Random`s, so a game replays exactly from (cats, rules, seed, actions). A
  seen copy has seed None and raises HiddenDrawError where it would draw; `with_seed` gives
  it one to simulate with.
- The phases (game.mansion.phases): MOVE (the mover steps, attacks, stays, ends its turn),
  RETREAT, BID_ATTACKER, BID_DEFENDER and PUSH (a spat), GIFT (the Present card's choice),
  OVER (`winner`, `end`).
- One authority a rule: where the mover may step is game.mansion.moves (`legal_actions`, `play`
  and game.mansion.reach ask it); what each action does is game.mansion.effects; the spat's bonuses
  and dice game.mansion.spat; a turn's end and start game.mansion.turns. The rules are the project's
  shared Cat's Mansion contract (MANSION.md for players).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.records import SeededState

from .actions import END, STAND, STAY, Attack, Bid, Choose, Push, Retreat, Step
from .board import BOWL, CUSHION_OF, HOME_ROOMS, MOUSE, NEIGHBOURS, PILLOW, ROOMS
from .effects import HANDLERS, end_allowed, push_targets, stay_allowed
from .errors import RecordError
from .moves import legal_steps, optional_attacks, take_refusal
from .phases import BID_ATTACKER, BID_DEFENDER, GIFT, MOVE, OVER, PUSH, RETREAT
from .pieces import (
    ENERGY_PER_POINT,
    MAX_CATS,
    MAX_SEED,
    MIN_CATS,
    PASSAGE,
    RETREAT_COST,
    SPENDABLE_PURRS,
    START_ENERGY,
    Rules,
    max_spaces,
    move_cost,
)
from .pieces import step_cost as _step_cost
from .turns import full_deck, next_turn

__all__ = ["State"]


@dataclass(frozen=True)
class State(SeededState):
    """Everything about a game at one moment (see the module's docstring). Per-seat fields
    are tuples indexed by seat; spaces are board numbers, rooms board room numbers."""

    game_title = "Cat's Mansion"
    handlers = HANDLERS

    rules: Rules
    cats: int  # how many cats play (3 to 5), one a seat
    seed: int | None  # None in a seen copy: the draws are hidden
    cat_of: tuple  # seat -> cat (board.BROWN ... board.BLUE_PERSIAN)
    race: tuple  # the race order: rooms, first to last (5 in the shorter course)
    at: tuple  # seat -> space
    energy: tuple  # seat -> energy, 0 to 25
    purrs: tuple  # seat -> Purr cards left to spend (2 at the start)
    coin: tuple  # seat -> holds a coin from the Toy Mouse
    mouse_coins: int  # coins on the Toy Mouse
    progress: tuple  # seat -> rooms of the race counted
    direction: tuple  # seat -> 1 (first to last), -1 (last to first), 0 (both ways, not chosen yet)
    pending: tuple  # seat -> rest energy credited at its next turn's start
    resting: tuple  # seat -> rested (Pillow, bedroom, cushion) and its next turn not begun
    ate: tuple  # seat -> ate on its last turn (must move on its next)
    turn: int  # 1-based: the number of Turn Order cards drawn
    card: int  # this turn's card, an index into board.TURN_CARDS
    deck_left: tuple  # the cards not drawn since the last shuffle, sorted
    shuffles: int  # how often the deck was refilled
    mover: int  # the seat whose turn it is
    moved: int  # spaces moved this turn
    bonus: bool  # the turn began in its card's room: one space more
    must_move: bool  # it ate on its previous turn: it may not stay
    from_cushion: bool  # the turn began on a cushion: fighting is optional
    acted: bool  # a step, an attack or a stay done this turn
    landed: bool  # the mover came onto an object space: its turn ends once no spat is owed
    fought: frozenset  # seats the mover has fought (or that retreated from it) this turn
    must_fight: frozenset  # seats the mover owes a spat
    spat: object  # None, or the spat under way (game.mansion.spat.Spat)
    spats: int  # spats started so far (the number of the one under way)
    last_spat: object  # None, or the last rolled spat (game.mansion.spat.SpatResult)
    phase: str
    winner: int | None
    end: str  # "race", "limit", or "" while the game goes on

    # Set-up

    @classmethod
    def new(cls, cats: int, seed: int, rules: Rules = Rules()) -> State:  # noqa: B008 (frozen)
        """A new game of `cats` cats (3 to 5) set up from `seed` (0 to 2**31 - 1) with the
        variants `rules`: the cats in play, the race order, the Turn Order deck; every cat
        on its cushion with 20 energy; the first card drawn (turn 1, phase MOVE)."""
        if type(cats) is not int or not MIN_CATS <= cats <= MAX_CATS:
            raise RecordError(f"Cat's Mansion is for {MIN_CATS} to {MAX_CATS} cats, not {cats!r}")
        if type(seed) is not int or not 0 <= seed <= MAX_SEED:
            raise RecordError(f"a seed is a whole number from 0 to {MAX_SEED}, not {seed!r}")
        if not isinstance(rules, Rules):
            raise RecordError(f"the rules are a Rules, not {type(rules).__name__}")
        if cats == MAX_CATS:
            cat_of = tuple(range(MAX_CATS))
        else:
            cat_of = tuple(random.Random(f"mansion-cats:{seed}").sample(range(MAX_CATS), cats))
        race = list(range(len(ROOMS)))
        random.Random(f"mansion-race:{seed}").shuffle(race)
        if rules.shorter:
            for rooms in HOME_ROOMS:
                race.remove(max(rooms, key=race.index))
        n = cats
        state = cls(
            rules=rules, cats=cats, seed=seed, cat_of=cat_of, race=tuple(race),
            at=tuple(CUSHION_OF[c] for c in cat_of), energy=(START_ENERGY,) * n,
            purrs=(SPENDABLE_PURRS,) * n, coin=(False,) * n, mouse_coins=cats, progress=(0,) * n,
            direction=(0 if rules.both_ways else 1,) * n, pending=(0,) * n, resting=(False,) * n,
            ate=(False,) * n, turn=0, card=-1, deck_left=full_deck(cat_of), shuffles=0, mover=0,
            moved=0, bonus=False, must_move=False, from_cushion=True, acted=False, landed=False,
            fought=frozenset(), must_fight=frozenset(), spat=None, spats=0, last_spat=None,
            phase=MOVE, winner=None, end="")
        return next_turn(state)

    def seen(self) -> State:
        """The state as every player sees it: the seed (the future draws) hidden."""
        return self._with(seed=None)

    # Queries

    @property
    def is_over(self) -> bool:
        """True once the game has ended (a winner by the race or at the turn limit)."""
        return self.phase == OVER

    def actor(self) -> int | None:
        """The seat that must act: the mover (MOVE, GIFT), the defender (RETREAT,
        BID_DEFENDER), the attacker (BID_ATTACKER), the spat's winner (PUSH); None when OVER."""
        phase = self.phase
        if phase in (MOVE, GIFT):
            return self.mover
        if phase in (RETREAT, BID_DEFENDER):
            return self.spat.defender
        if phase == BID_ATTACKER:
            return self.spat.attacker
        if phase == PUSH:
            return self.last_spat.winner
        return None

    def occupant(self, space: int) -> int | None:
        """The seat whose cat is on `space`, or None."""
        try:
            return self.at.index(space)
        except ValueError:
            return None

    def seat_of(self, cat: int) -> int | None:
        """The seat playing `cat` (board.BROWN ...), or None when it is not in the game."""
        return self.cat_of.index(cat) if cat in self.cat_of else None

    def next_rooms(self, seat: int) -> tuple[int, ...]:
        """The room(s) that `seat` counts next: one, both ends of the race while a cat of the
        bidirectional race has not chosen its way yet, none when its rooms are all counted."""
        done, race = self.progress[seat], self.race
        if done >= len(race):
            return ()
        direction = self.direction[seat]
        if direction == 0:
            return (race[0], race[-1])
        return (race[done],) if direction == 1 else (race[-1 - done],)

    def next_room(self, seat: int) -> int | None:
        """The room `seat` counts next (the first end of the race while a bidirectional cat
        has not chosen: see `next_rooms`); None when its rooms are all counted (in the
        shorter course it is then `going_home`)."""
        rooms = self.next_rooms(seat)
        return rooms[0] if rooms else None

    def going_home(self, seat: int) -> bool:
        """Shorter course: the cat has counted its rooms and must end a turn on its cushion."""
        return self.rules.shorter and self.progress[seat] >= len(self.race)

    def steps_left(self) -> int:
        """How many more spaces the mover may move this turn (energy aside)."""
        return max(max_spaces(self.bonus) - self.moved, 0)

    def step_cost(self, n: int | None = None) -> int:
        """The energy of the mover's n-th step this turn (1-based; default: its next step)."""
        return _step_cost(self.moved + 1 if n is None else n, self.bonus)

    def move_cost(self, spaces: int) -> int:
        """The total energy of `spaces` spaces this turn, given the mover's bonus."""
        return move_cost(spaces, self.bonus)

    def push_targets(self) -> tuple[int, ...]:
        """In PUSH: the free spaces the spat's loser may be pushed to."""
        return push_targets(self) if self.phase == PUSH else ()

    def legal_actions(self) -> tuple:
        """Every legal action of the actor; () when the game is over."""
        phase = self.phase
        if phase == MOVE:
            if self.must_fight:
                return tuple(Attack(s) for s in sorted(self.must_fight))
            found = [Step(t) for t in legal_steps(self)]
            found += [Attack(s) for s in optional_attacks(self)]
            if stay_allowed(self):
                found.append(STAY)
            if end_allowed(self):
                found.append(END)
            return tuple(found)
        if phase == RETREAT:
            seat = self.spat.defender
            found = [STAND]
            if self.energy[seat] >= RETREAT_COST:
                found += [Retreat(t) for t in NEIGHBOURS[self.at[seat]] if t not in self.at]
            return tuple(found)
        if phase in (BID_ATTACKER, BID_DEFENDER):
            seat = self.actor()
            purrs = (False, True) if self.purrs[seat] else (False,)
            top = self.energy[seat] // ENERGY_PER_POINT * ENERGY_PER_POINT
            return tuple(Bid(p, e) for p in purrs for e in range(0, top + 1, ENERGY_PER_POINT))
        if phase == PUSH:
            targets = push_targets(self)
            if not targets:
                return (Push(None, False),)
            return tuple(Push(t, o) for t in targets for o in (False, True)
                         if not o or take_refusal(self, t) is None)
        if phase == GIFT:
            found = [Choose(MOUSE), Choose(BOWL), Choose(PILLOW)]
            if CUSHION_OF[self.cat_of[self.mover]] not in self.at:
                found.append(Choose(PASSAGE))
            return tuple(found)
        return ()

    # Play (SeededState.play: by the action's kind, HANDLERS)
