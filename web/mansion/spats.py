"""The Cat Spat the page shows (pure): which spat, at which stage, each side's bonuses in the
order they are settled (the automatic ones, then the attacker's bid, then the defender's),
the odds (game.mansion.odds), both dice of every roll and the result.

`spat_shown(session)` finds it in the game shown: the spat under way, or the last one fought
this turn or the turn before (so a computer's spat can still be read once it is over). The
rolls come from the engine's own SpatResult; nothing here rolls a die.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.mansion import phases
from game.mansion.actions import Attack, Bid, Retreat, Step
from game.mansion.odds import spat_odds
from game.mansion.spat import spat_bonuses

AUTOMATIC, BID_KIND = "auto", "bid"
BID_LABELS = ("purr", "energy")  # game.mansion.spat's labels of a bid's bonuses
STAGES = {phases.RETREAT: "retreat", phases.BID_ATTACKER: "bid-attacker", phases.BID_DEFENDER: "bid-defender",
          phases.PUSH: "push"}


@dataclass(frozen=True)
class SpatShown:
    """A spat as the page shows it."""

    number: int  # the action that started it (its index in the game's actions)
    attacker: int
    defender: int
    stage: str  # retreat, bid-attacker, bid-defender, push (rolled, the winner pushes), done, cowed
    attacker_bonuses: tuple  # ((label, amount, kind), ...): kind AUTOMATIC or BID_KIND
    defender_bonuses: tuple
    rolls: tuple = ()  # ((attacker die, defender die), ...)
    winner: int | None = None
    retreat_to: int | None = None  # the defender's space after a retreat (stage cowed)
    odds: object = None  # game.mansion.odds.Odds for the bonuses known (None once rolled)

    @property
    def attacker_total(self) -> int:
        """The attacker's bonus."""
        return sum(b[1] for b in self.attacker_bonuses)

    @property
    def defender_total(self) -> int:
        """The defender's bonus."""
        return sum(b[1] for b in self.defender_bonuses)

    def scores(self) -> tuple:
        """((attacker's score, defender's score), ...) for each roll."""
        return tuple((a + self.attacker_total, d + self.defender_total) for a, d in self.rolls)


def bid_bonuses(purr: bool, energy: int) -> tuple:
    """A bid's bonuses as shown: (label, amount, BID_KIND) for the Purr card and the energy."""
    return _kinds(spat_bonuses(_NOBODY, 0, 0, Bid(purr, energy)))


class _Nobody:
    """A stand-in state with no automatic bonus, to read a bid's bonuses alone."""

    cat_of, at, coin, resting = (0,), (-1,), (False,), (False,)


_NOBODY = _Nobody()


def rolled_by(before, action) -> bool:
    """Whether an action rolls the dice: the defender's bid."""
    return isinstance(action, Bid) and before.phase == phases.BID_DEFENDER


def _started(before, action, after) -> bool:
    return after.spat is not None and before.spat is None and isinstance(action, (Attack, Step))


def spat_shown(session) -> SpatShown | None:
    """The spat to show for the state shown (see the module's docstring), or None."""
    shown = session.shown_number()
    states, actions = session.states, session.actions
    start = next((i for i in range(shown - 1, -1, -1)
                  if _started(states[i], actions[i], states[i + 1])), None)
    if start is None:
        return None
    begun = states[start + 1]
    now = states[shown]
    if now.turn > begun.turn + 1:
        return None
    spat = begun.spat
    attacker, defender = spat.attacker, spat.defender
    auto_a = _kinds(spat_bonuses(begun, attacker, defender, None))
    auto_d = _kinds(spat_bonuses(begun, defender, attacker, None))
    # follow the spat from its start to the state shown
    for i in range(start + 1, shown):
        before, action, after = states[i], actions[i], states[i + 1]
        if isinstance(action, Retreat) and before.spat is not None:
            return SpatShown(start, attacker, defender, "cowed", auto_a, auto_d, retreat_to=action.space)
        if rolled_by(before, action):
            result = after.last_spat
            stage = "push" if now.phase == phases.PUSH and now.spat is not None else "done"
            return SpatShown(start, attacker, defender, stage, _kinds(result.attacker_bonuses),
                             _kinds(result.defender_bonuses), tuple(result.rolls), result.winner)
    st = now
    stage = STAGES.get(st.phase, "done") if st.spat is not None else "done"
    a_bid = bid_bonuses(st.spat.attacker_bid.purr, st.spat.attacker_bid.energy) \
        if st.spat is not None and st.spat.attacker_bid is not None else ()
    d_bid = ()
    bidding = st.phase in (phases.BID_ATTACKER, phases.BID_DEFENDER)
    if session.viewing is None and st.spat is not None and bidding and session.seats[st.actor()].is_person:
        draft = bid_bonuses(session.draft_purr, session.draft_energy)
        if st.phase == phases.BID_ATTACKER:
            a_bid = draft
        else:
            d_bid = draft
    a, d = auto_a + a_bid, auto_d + d_bid
    odds = spat_odds(sum(b[1] for b in a), sum(b[1] for b in d))
    return SpatShown(start, attacker, defender, stage, a, d, odds=odds)


def _kinds(bonuses) -> tuple:
    """A SpatResult's bonuses with their kinds: automatic, or bid (the Purr card and energy)."""
    return tuple((label, amount, BID_KIND if _is_bid(label) else AUTOMATIC) for label, amount in bonuses)


def _is_bid(label: str) -> bool:
    return label in BID_LABELS
