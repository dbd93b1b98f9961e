"""Cat's Mansion's numbers and the variants: every constant of the rules, and `Rules`.

Energy: a cat starts with START_ENERGY, never holds more than MAX_ENERGY nor less than 0.
MOVE_COST[n] is the total energy for n spaces in a turn (0..4); a cat whose turn starts in
the room of its Turn Order card gets one space more (the `bonus`): then n spaces cost
MOVE_COST[n - 1], up to 5. Energy is paid step by step: `step_cost` is the price of one
step, `move_cost` the total. The other numbers are the gains of resting, the Pillow and the
Food Bowl, and the spat bonuses (game.mansion.spat).

The variants are `Rules(shorter, both_ways, close)`, written "s", "b", "c" in that order,
"-" for none (`rules_text`, `read_rules`).
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import RecordError

START_ENERGY = 20
MAX_ENERGY = 25
MOVE_COST = (0, 0, 1, 3, 6)  # total energy for 0, 1, 2, 3, 4 spaces in a turn
MAX_SPACES = len(MOVE_COST) - 1  # 4 a turn, one more with the bonus
REST_GAIN = 3  # a turn without moving in a bedroom or on a cushion, paid at the next start
PILLOW_GAIN = 3  # the Pillow, paid at the next turn's start too
BOWL_GAIN = 5  # the Food Bowl, at once
RETREAT_COST = 1
ENERGY_PER_POINT = 3  # +1 in a spat for every 3 energy spent
PURR_BONUS = 2
SPENDABLE_PURRS = 2  # the third Purr card marks progress
HOME_BONUS = 2
NEAR_HOME_BONUS = 1
COIN_BONUS = 1
RESTING_BONUS = 1
TURN_LIMIT_PER_CAT = 100  # ours: the race stops after 100 turns a cat

MIN_CATS, MAX_CATS = 3, 5
MAX_SEED = 2**31 - 1
CAT_LETTERS = "bgkop"  # Brown, Grey, blacK, Orange, blue Persian: board.CATS' order
CAT_NAMES = ("Brown", "Grey", "Black", "Orange", "Blue Persian")  # short names for sentences
PASSAGE = 4  # the Present card's secret passage home, beside board.MOUSE, BOWL, PILLOW


def move_cost(spaces: int, bonus: bool) -> int:
    """The total energy for `spaces` spaces in one turn (with the bonus space or not);
    ValueError beyond the turn's limit (4 spaces, 5 with the bonus)."""
    if not 0 <= spaces <= max_spaces(bonus):
        raise ValueError(f"a cat moves 0 to {max_spaces(bonus)} spaces a turn, not {spaces}")
    return MOVE_COST[max(spaces - 1, 0)] if bonus else MOVE_COST[spaces]


def step_cost(n: int, bonus: bool) -> int:
    """The energy of a turn's n-th step (1-based): 0, 1, 2, 3; with the bonus 0, 0, 1, 2, 3."""
    return move_cost(n, bonus) - move_cost(n - 1, bonus)


def max_spaces(bonus: bool) -> int:
    """How many spaces a cat may move in a turn: 4, or 5 with the bonus space."""
    return MAX_SPACES + 1 if bonus else MAX_SPACES


@dataclass(frozen=True, slots=True)
class Rules:
    """The variants in play: the Shorter Course (five rooms, then home to the cushion), the
    Bidirectional Race (either end of the race order) and Smaller Personal Space (`close`:
    a spat starts only by stepping onto another cat)."""

    shorter: bool = False
    both_ways: bool = False
    close: bool = False


RULE_LETTERS = "sbc"


def rules_text(rules: Rules) -> str:
    """The variants' text: "s", "b", "c" in that order for those on, "-" for none."""
    text = "".join(letter for letter, on in zip(RULE_LETTERS, (rules.shorter, rules.both_ways, rules.close),
                                                 strict=True) if on)
    return text or "-"


def read_rules(text: str) -> Rules:
    """The Rules a text names ("-", "s", "sb", "bc", ...; letters in the order s, b, c);
    RecordError quoting the text otherwise."""
    if not isinstance(text, str):
        raise RecordError(f"the rules are text, not {type(text).__name__}")
    if text == "-":
        return Rules()
    letters = [c for c in RULE_LETTERS if c in text]
    if not text or "".join(letters) != text:
        raise RecordError(f"the rules are '-' or some of s, b, c in that order: {text[:40]!r}")
    return Rules(shorter="s" in text, both_ways="b" in text, close="c" in text)
