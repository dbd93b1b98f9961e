"""A Cat's Mansion game in a link: its seats, its seed, its variants and its actions, and back.

    #game=mansion&seed=1234&rules=sb&seats=pAnn,e,m,h,h&moves=g4.f4.e

`seats` is one entry a seat (3 to 5), in seat order: `p` and a name (percent-encoded) for a
person at this device, `e`, `m` or `h` for a computer cat at that level. `rules` are the
variants' letters (mansion's rules_text: "s" Shorter Course, "b" Both Ways, "c" Close
Quarters, "-" for none). `moves` are the game's actions (game.mansion.actions' texts: a step
"g4", stay "r", end "e", an attack "a2", a retreat "t-g4", stand "s", a bid "b-p-3", a push
"p-g4-o", a gift "c-home"), separated by dots. Nothing in this game is secret, so the link
holds everything. `decode(encode(x)) == x`; text that cannot be read (longer than
MAX_LENGTH, an unknown key or one twice, a seed that is not ASCII digits, ...) raises
LinkError, a ValueError whose message names the field and quotes it (web/kit/table/link.py); an
action the rules refuse raises mansion's IllegalActionError naming it (from
`MansionLink.state()`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.mansion.actions import read_action, write_action
from game.mansion.errors import RecordError
from game.mansion.pieces import MAX_CATS, MAX_SEED, MIN_CATS, Rules, read_rules, rules_text
from game.mansion.record import MAX_LENGTH as RECORD_MAX_LENGTH
from game.mansion.record import replay
from game.text import shown
from web.kit.table.link import SeatedLink, link_cap, read_moves, read_table_link, write_table_link
from web.kit.table.seats import PERSON, Seat, clean_name, seats_text

__all__ = ["GAME_NAME", "KEYS", "MAX_CATS", "MAX_LENGTH", "MIN_CATS", "PERSON", "LinkError", "MansionLink",
           "Rules", "Seat", "clean_name", "decode", "encode"]

GAME_NAME = "mansion"  # its name in links (web/shell/registry.py)
KEYS = ("game", "seed", "rules", "seats", "moves")
MAX_LENGTH = link_cap(RECORD_MAX_LENGTH, MAX_CATS)


class LinkError(ValueError):
    """A Cat's Mansion link that cannot be read."""


@dataclass(frozen=True)
class MansionLink(SeatedLink):
    """What a link holds: the seats, the seed, the variants and the actions."""

    rules: Rules = field(default_factory=Rules)
    actions: tuple = ()

    def state(self):
        """The game these actions make (mansion's IllegalActionError for one it refuses)."""
        return replay(len(self.seats), self.seed, self.actions, self.rules)


def encode(link: MansionLink) -> str:
    """The link's fragment, without '#'."""
    return write_table_link(GAME_NAME, link.seed, ("rules", rules_text(link.rules)),
                            ("seats", seats_text(link.seats)),
                            ("moves", ".".join(write_action(a) for a in link.actions)))


def decode(fragment: str) -> MansionLink:
    """What a Cat's Mansion link's fragment holds (with or without '#'). The actions are read,
    not played: MansionLink.state() plays them. A link without `rules` plays none."""
    link = read_table_link(fragment, LinkError, GAME_NAME, "Cat's Mansion", KEYS, MAX_LENGTH,
                           (MIN_CATS, MAX_CATS), MAX_SEED)
    rules_field = link.fields.get("rules", "-")
    try:
        rules = read_rules(rules_field)
    except RecordError:
        raise LinkError(f"the variants are s, b and c in that order, or - for none: "
                        f"{shown(rules_field)}") from None
    actions = read_moves(link.fields.get("moves", ""), LinkError, read_action, RecordError)
    return MansionLink(link.seats, link.seed, rules, actions)
