"""A game of Clowder as one immutable value: `State`.

    s = State.new(players=4, seed=7)          # set-up drawn from the seed; phase PLACE
    s.actor()                                 # the seat that must act (None in CHOOSE, OVER)
    s.legal_actions()                         # every legal action of the actor
    s = s.play(Place(8))                      # the next State; IllegalActionError says why not
    s = s.reveal((2, 1, 3, 1))                # CHOOSE: every seat's token at once
    s.options(0)                              # the mover's cat 0: its two landings (Option)

The contract:

- A State never changes; `play` returns a new one. It holds no secret: tokens enter it only
  all together (`Reveal`), and the only hidden thing is the bag's future draws, made from
  `seed` (a seen copy has seed None and raises HiddenDrawError where it would draw;
  `with_seed` gives it one to simulate with).
- The phases: PLACE (the `placing` queue's first seat places that cat, or Nyx at set-up),
  CHOOSE (the reveal), MOVE (`order[turn]` moves its cats, Nyx if last, buys keys, ends its
  turn), CAUGHT (`catch`'s owner gives a life marker or flees), OVER (`winner`, `end`).
- One authority a rule: `_landing` judges a cat's landing, `_flee_landing` a fleeing cat's;
  `legal_actions`, `options` and `play` all ask them. What each action does is in
  game.clowder.effects (`play` dispatches there); the small rules on plain values in
  game.clowder.rules. The rules are the project's shared Clowder contract (CLOWDER.md for
  players); where a move is compulsory, `pending()` says which cats still must move.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.records import SeededState

from .actions import END_TURN, GIVE_LIFE, BuyKey, Flee, Move, Place, Reveal
from .board import INNER, NAMES, OUTER, ROOFS, TOWER, inner_rotations
from .effects import HANDLERS
from .errors import RecordError
from .phases import CATCHES_END, CAUGHT, CHOOSE, MOVE, OVER, PHASES, PLACE, ROUNDS_END, TOWER_END
from .pieces import (
    BROKEN_AT_START,
    CATS,
    COLOURS,
    KEYS_PER_COLOUR,
    LIVES,
    MAX_PLAYERS,
    MAX_SEED,
    MIN_PLAYERS,
    NYX,
    ROOFS_PER_COLOUR,
    TOKENS,
    TREATS_PER_COLOUR,
    TREATS_PER_KEY,
)
from .rules import Option, area_leaps, draw, plus, seats_from

__all__ = ["CATCHES_END", "CAUGHT", "CHOOSE", "MOVE", "OVER", "PHASES", "PLACE", "ROUNDS_END",
           "TOWER_END", "Option", "State"]


@dataclass(frozen=True)
class State(SeededState):
    """Everything about a game at one moment (see the module's docstring). Per-seat fields
    are tuples indexed by seat; colour triples are (red, blue, yellow); hexes are board
    numbers."""

    game_title = "Clowder"
    handlers = HANDLERS

    players: int
    seed: int | None  # None in a seen copy: the bag's draws are hidden
    colours: tuple  # per hex, the roof's colour; -1 for the tower
    rotations: tuple  # per hex, the first edge of the roof's area 1
    broken: frozenset  # broken roofs
    treats: tuple  # per hex, the colours of the treats lying there (sorted)
    bag: tuple  # (r, b, y) treats in the bag
    cats: tuple  # per seat, (hex of cat 0, hex of cat 1), None when off the board
    nyx: int | None  # Nyx's roof (None before she is placed)
    hands: tuple  # per seat, (r, b, y) treats held
    keys: tuple  # per seat, (r, b, y) keys held
    key_supply: tuple  # (r, b, y) keys left to buy
    lives: tuple  # per seat, life markers left
    caught: tuple  # per seat, life markers received (cats caught, Nyx's for her mover)
    holder: int  # the Nyx token's holder
    round: int  # 1-based
    last_tokens: tuple  # per seat, the token used the previous round (0: none)
    tokens: tuple  # per seat, this round's token; () before the reveal
    order: tuple  # the seats in this round's move order; () before the reveal
    turn: int  # index into order
    moved: frozenset  # (seat, cat) that have moved this round; (seat, NYX) for Nyx
    phase: str
    placing: tuple  # (seat, cat) still to place, first next; cat NYX for Nyx at set-up
    catch: tuple | None  # (seat, cat, catcher_seat, by_nyx) while phase is CAUGHT
    winner: int | None
    end: str  # "tower", "catches", "rounds", or "" while the game goes on

    # Set-up

    @classmethod
    def new(cls, players: int, seed: int) -> State:
        """A new game for `players` seats (2 to 4), set up from `seed` (0 to 2**31 - 1):
        roofs' colours and rotations, the broken roofs, one treat on every whole roof; then
        the placing of every cat and Nyx, from seat 0 (the Nyx token's holder)."""
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise RecordError(f"Clowder is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
        if type(seed) is not int or not 0 <= seed <= MAX_SEED:
            raise RecordError(f"a seed is a whole number from 0 to {MAX_SEED}, not {seed!r}")
        rng = random.Random(f"clowder-setup:{seed}:{players}")
        roof_colours = [c for c in range(len(COLOURS)) for _ in range(ROOFS_PER_COLOUR)]
        rng.shuffle(roof_colours)
        rotations = [0] * len(NAMES)
        for roof in ROOFS:
            rotations[roof] = rng.choice(inner_rotations(roof)) if roof in INNER else rng.randrange(6)
        broken = BROKEN_AT_START[players]
        bag = (TREATS_PER_COLOUR,) * len(COLOURS)
        treats = [()] * len(NAMES)
        for roof in ROOFS:
            if roof not in broken:
                colour = draw(rng, bag)
                treats[roof] = (colour,)
                bag = plus(bag, colour, -1)
        seats = seats_from(0, players)
        placing = tuple((s, c) for c in CATS for s in seats) + ((0, NYX),)
        none3 = (0, 0, 0)
        return cls(
            players=players, seed=seed, colours=(-1,) + tuple(roof_colours),
            rotations=tuple(rotations), broken=broken, treats=tuple(treats), bag=bag,
            cats=((None, None),) * players, nyx=None, hands=(none3,) * players,
            keys=(none3,) * players, key_supply=(KEYS_PER_COLOUR,) * len(COLOURS),
            lives=(LIVES,) * players, caught=(0,) * players, holder=0, round=1,
            last_tokens=(0,) * players, tokens=(), order=(), turn=0, moved=frozenset(),
            phase=PLACE, placing=placing, catch=None, winner=None, end="")

    # Queries

    @property
    def is_over(self) -> bool:
        """True once the game has ended (a winner, or the round limit)."""
        return self.phase == OVER

    def actor(self) -> int | None:
        """The seat that must act: the placer, the mover, the caught cat's owner; None in
        CHOOSE (every seat at once) and OVER."""
        phase = self.phase
        if phase == MOVE:
            return self.order[self.turn]
        if phase == CAUGHT:
            return self.catch[0]
        if phase == PLACE:
            return self.placing[0][0]
        return None

    def mover(self) -> int | None:
        """The seat whose turn it is (also while one of its catches is resolved), else None."""
        return self.order[self.turn] if self.phase in (MOVE, CAUGHT) else None

    def nyx_mover(self) -> int | None:
        """The seat that moves Nyx this round (the last in the order), None before the reveal."""
        return self.order[-1] if self.order else None

    def allowed_tokens(self, seat: int) -> tuple[int, ...]:
        """The tokens `seat` may reveal this round: all but the one it used last round."""
        return tuple(t for t in TOKENS if t != self.last_tokens[seat])

    def at(self, hex_: int) -> tuple[int, int] | None:
        """Who is on a hex: (seat, cat), (-1, NYX) for Nyx, or None."""
        if hex_ == self.nyx:
            return (-1, NYX)
        return self.cat_at(hex_)

    def cat_at(self, hex_: int) -> tuple[int, int] | None:
        """The seat's cat on a hex, (seat, cat), or None (Nyx does not count)."""
        for seat, pair in enumerate(self.cats):
            if pair[0] == hex_:
                return (seat, 0)
            if pair[1] == hex_:
                return (seat, 1)
        return None

    def where(self, seat: int, cat: int) -> int | None:
        """The hex of a seat's cat 0 or 1, or of Nyx (cat NYX); None when off the board."""
        return self.nyx if cat == NYX else self.cats[seat][cat]

    def free_outer(self) -> tuple[int, ...]:
        """The outer roofs a cat may be placed on: not broken, no cat and not Nyx."""
        taken = {h for pair in self.cats for h in pair}
        taken.add(self.nyx)
        return tuple(h for h in OUTER if h not in self.broken and h not in taken)

    def treats_on_board(self) -> int:
        """How many treats lie on the roofs."""
        return sum(len(t) for t in self.treats)

    def in_bag(self) -> int:
        """How many treats are in the bag."""
        return sum(self.bag)

    def score(self, seat: int) -> tuple[int, int, int]:
        """(catches, keys, treats): what decides the game at the round limit, in that order."""
        return self.caught[seat], sum(self.keys[seat]), sum(self.hands[seat])

    def _landing(self, seat: int, cat: int, start: int, leap) -> Option:
        # The one rule of where a leaping cat (or Nyx, moved by `seat`) may land.
        to = leap.to
        if to is None:
            return Option(leap, False, "empty", "no roof that way")
        if to == TOWER:
            if cat == NYX:
                return Option(leap, False, "tower", "Nyx never enters the tower")
            colour = self.colours[start]
            if not self.keys[seat][colour]:
                return Option(leap, False, "tower", f"you need a {COLOURS[colour]} key")
            return Option(leap, True, "tower", "")
        if to == self.nyx:
            return Option(leap, False, "empty", "Nyx is there")
        for owner, pair in enumerate(self.cats):
            if to in pair:
                if owner == seat:
                    return Option(leap, False, "empty",
                                  "your cat is there" if cat == NYX else "your other cat is there")
                return Option(leap, True, "catch", "")
        if cat != NYX and self.treats[to]:
            return Option(leap, True, "treat", "")
        return Option(leap, True, "empty", "")

    def options(self, cat: int, seat: int | None = None) -> tuple[Option, ...]:
        """The two landings of a cat's leap this round, for `seat` (default: the mover; Nyx's
        for the seat moving her), each an Option; () before the reveal or off the board."""
        if not self.tokens:
            return ()
        if cat == NYX:
            seat = self.order[-1]
        elif seat is None:
            seat = self.mover()
            if seat is None:
                return ()
        start = self.where(seat, cat)
        if start is None or start == TOWER:
            return ()
        leaps = area_leaps(start, self.rotations[start], self.tokens[seat], self.broken)
        return tuple(self._landing(seat, cat, start, lp) for lp in leaps)

    def _can_move(self, seat: int, cat: int) -> bool:
        if (seat, cat) in self.moved:
            return False
        return any(o.legal for o in self.options(cat, seat))

    def pending(self) -> tuple[int, ...]:
        """The mover's cats that must still move now (in MOVE): its cats that have not moved
        and have a legal landing; once none has, Nyx (NYX) if this seat moves her, has not
        moved and has a legal landing. () when only buying and ending are left."""
        if self.phase != MOVE:
            return ()
        seat = self.order[self.turn]
        cats = tuple(c for c in CATS if self._can_move(seat, c))
        if cats or self.turn != len(self.order) - 1:
            return cats
        return (NYX,) if self._can_move(seat, NYX) else ()

    def flee_options(self) -> tuple[Option, ...]:
        """The caught cat's two landings out of its roof's area 1 (in CAUGHT), each an
        Option; all illegal when its owner holds no treat to pay."""
        if self.phase != CAUGHT:
            return ()
        seat, cat, _, _ = self.catch
        start = self.cats[seat][cat]
        leaps = area_leaps(start, self.rotations[start], 1, self.broken)
        return tuple(self._flee_landing(seat, lp) for lp in leaps)

    def _flee_landing(self, seat: int, leap) -> Option:
        # The one rule of where a caught cat may flee.
        to = leap.to
        if to is None:
            return Option(leap, False, "empty", "no roof that way")
        if to == TOWER:
            return Option(leap, False, "tower", "a fleeing cat cannot enter the tower")
        if to == self.nyx:
            return Option(leap, False, "empty", "Nyx is there")
        if self.at(to) is not None:
            return Option(leap, False, "empty", "a cat is there")
        if not sum(self.hands[seat]):
            return Option(leap, False, "treat" if self.treats[to] else "empty",
                          "you have no treat to pay")
        return Option(leap, True, "treat" if self.treats[to] else "empty", "")

    def legal_actions(self) -> tuple:
        """Every legal action of the actor (PLACE, MOVE, CAUGHT); () in CHOOSE and OVER."""
        phase = self.phase
        if phase == MOVE:
            pending = self.pending()
            if pending:
                found = []
                for cat in pending:
                    for option in self.options(cat):
                        move = Move(cat, option.leap.to)
                        if option.legal and move not in found:
                            found.append(move)
                return tuple(found)
            seat = self.order[self.turn]
            buys = tuple(BuyKey(c) for c in range(len(COLOURS))
                         if self.hands[seat][c] >= TREATS_PER_KEY and self.key_supply[c])
            return buys + (END_TURN,)
        if phase == PLACE:
            return tuple(Place(h) for h in self.free_outer())
        if phase == CAUGHT:
            hand = self.hands[self.catch[0]]
            flees = tuple(Flee(o.leap.to, c) for o in self.flee_options() if o.legal
                          for c in range(len(COLOURS)) if hand[c])
            return (GIVE_LIFE,) + tuple(dict.fromkeys(flees))
        return ()

    # Play (SeededState.play: by the action's kind, HANDLERS)

    def reveal(self, tokens) -> State:
        """The state after every seat's token is shown (seat order): `play(Reveal(tokens))`."""
        return self.play(Reveal(tuple(tokens)))
