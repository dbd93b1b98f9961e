"""A Cat's Mansion game in a link: its seats, its seed, its variants and its actions, and back.

    #game=mansion&seed=1234&rules=sb&seats=pAnn,e,m,h,h&moves=g4.f4.e

`seats` is one entry a seat (3 to 5), in seat order: `p` and a name (percent-encoded) for a
person at this device, `e`, `m` or `h` for a computer cat at that level. `rules` are the
variants' letters (mansion's rules_text: "s" Shorter Course, "b" Both Ways, "c" Close
Quarters, "-" for none). `moves` are the game's actions (mansion.actions' texts: a step
"g4", stay "r", end "e", an attack "a2", a retreat "t-g4", stand "s", a bid "b-p-3", a push
"p-g4-o", a gift "c-home"), separated by dots. Nothing in this game is secret, so the link
holds everything. `decode(encode(x)) == x`; text that cannot be read raises LinkError, a
ValueError whose message quotes it; an action the rules refuse raises mansion's
IllegalActionError naming it (from `MansionLink.state()`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mansion.actions import read_action, write_action
from mansion.errors import RecordError
from mansion.pieces import Rules, read_rules, rules_text
from mansion.record import replay
from web.fields import read_fields, shown
from web.table.seats import PERSON, Seat, clean_name, read_seat, seat_text

__all__ = ["GAME_NAME", "KEYS", "MAX_CATS", "MIN_CATS", "PERSON", "LinkError", "MansionLink", "Rules",
           "Seat", "clean_name", "decode", "encode"]

GAME_NAME = "mansion"  # its name in links (web/app/registry.py)
KEYS = ("game", "seed", "rules", "seats", "moves")
MIN_CATS, MAX_CATS = 3, 5


class LinkError(ValueError):
    """A Cat's Mansion link that cannot be read."""


@dataclass(frozen=True)
class MansionLink:
    """What a link holds: the seats, the seed, the variants and the actions."""

    seats: tuple[Seat, ...]
    seed: int
    rules: Rules = field(default_factory=Rules)
    actions: tuple = ()

    def state(self):
        """The game these actions make (mansion's IllegalActionError for one it refuses)."""
        return replay(len(self.seats), self.seed, self.actions, self.rules)


def encode(link: MansionLink) -> str:
    """The link's fragment, without '#'."""
    seats = ",".join(seat_text(seat) for seat in link.seats)
    moves = ".".join(write_action(a) for a in link.actions)
    return (f"game={GAME_NAME}&seed={link.seed}&rules={rules_text(link.rules)}&seats={seats}"
            f"&moves={moves}")


def decode(fragment: str) -> MansionLink:
    """What a Cat's Mansion link's fragment holds (with or without '#'). The actions are read,
    not played: MansionLink.state() plays them. A link without `rules` plays none."""
    text = fragment.removeprefix("#")
    fields = read_fields(text, LinkError, "the Cat's Mansion link", KEYS)
    if fields.get("game") != GAME_NAME:
        raise LinkError(f"this is not a Cat's Mansion link: {shown(text)}")
    for key in ("seed", "seats"):
        if key not in fields:
            raise LinkError(f"the link has no {key}: {shown(text)}")
    seed_text = fields["seed"]
    if not seed_text.isdigit() or len(seed_text) > 10 or int(seed_text) >= 2**31:
        raise LinkError(f"the seed must be a whole number below 2**31: {shown(seed_text)}")
    rules_field = fields.get("rules", "-")
    try:
        rules = read_rules(rules_field)
    except (RecordError, ValueError) as e:
        raise LinkError(f"the variants are s, b and c in that order, or - for none: "
                        f"{shown(rules_field)} ({e})") from None
    seats = tuple(read_seat(part, LinkError) for part in fields["seats"].split(","))
    if not MIN_CATS <= len(seats) <= MAX_CATS:
        raise LinkError(f"Cat's Mansion is for {MIN_CATS} to {MAX_CATS} players, "
                        f"not {len(seats)}: {shown(fields['seats'])}")
    moves = fields.get("moves", "")
    actions = []
    for number, part in enumerate(moves.split(".") if moves else (), start=1):
        try:
            actions.append(read_action(part))
        except (RecordError, ValueError) as e:
            raise LinkError(f"move {number} cannot be read: {shown(part)} ({e})") from None
    return MansionLink(seats, int(seed_text), rules, tuple(actions))
