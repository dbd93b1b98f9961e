"""Games by link (web/catherders/sharing/friend.py, web/catherders/sharing/link.py v=2): sides, what to
send, what arrived."""

from __future__ import annotations

import random

import pytest

from game.catherders import Game, new_position
from web.catherders.session import Session
from web.catherders.sharing.friend import arrival, send_fragment, share_text, whose_turn
from web.catherders.sharing.link import GameSpec, LinkError, decode, encode


def _spec(turns=(), you=0) -> GameSpec:
    return GameSpec(seed=5, turns=list(turns), you=you, match="00112233aabb")


def _turns(n: int, seed: int = 5) -> list[str]:
    g = Game(new_position("hex6", "beginner", 9, seed))
    rng = random.Random(seed)
    for _ in range(n):
        g.random_turn(rng)
    return [str(t) for t in g.turns]


@pytest.mark.parametrize("saved, link, kind, common", [
    (None, ["a"], "fresh", 0),
    (["a"], ["a", "b"], "new", 1),
    (["a", "b"], ["a", "b"], "same", 2),
    (["a", "b", "c"], ["a"], "older", 1),
    (["a", "b", "c"], ["a", "x", "y"], "fork", 1),
    ([], ["a"], "new", 0),
])
def test_arrival_tells_new_same_older_and_forked_links(saved, link, kind, common):
    """Each way a received link can relate to the game saved here."""
    came = arrival(saved, link)
    assert (came.kind, came.common) == (kind, common)


def test_the_link_to_send_is_compact_and_for_the_other_side():
    """send_fragment: v=2, the compact turns, you= the friend's side, the same match; it
    decodes to the same game."""
    turns = _turns(40)
    spec = _spec(turns, you=0)
    sent = send_fragment(spec)
    assert sent.startswith("v=2&") and "you=red" in sent and "match=00112233aabb" in sent
    back = decode(sent)
    assert back.turns == turns and back.you == 1 and back.match == spec.match
    assert len(sent) < len(encode(spec)) / 2


def test_old_text_links_still_open_and_round_trip():
    """v=1 links (text turns) are read as before; you= and match= round-trip in both forms."""
    spec = _spec(_turns(6), you=1)
    for fragment in (encode(spec), encode(spec, compact=True)):
        back = decode(fragment)
        assert (back.turns, back.you, back.match) == (spec.turns, 1, spec.match)


def test_a_damaged_compact_code_opens_at_its_last_good_turn():
    """A code cut in the middle of a turn: the turns before it are kept, and replay_legal
    names what went wrong instead of refusing the whole link."""
    turns = _turns(30)
    fragment = encode(_spec(turns), compact=True)
    spec = decode(fragment + "9")  # a continuation character with nothing after it
    game, refused = spec.replay_legal()
    assert spec.turns == turns and len(game.stack) == 30
    assert refused is not None and "turn 31" in refused.reason
    with pytest.raises(LinkError, match="writes its turns as"):
        decode(fragment.replace("v=2", "v=1"))


def test_a_person_may_not_play_the_friends_side():
    """In a game by link a click on the other side's turn is refused with the reason; on
    your own turn you play as usual."""
    s = Session(_spec(you=1))
    c = s.board.cell
    s.click(c("a2"))
    assert not s.game.stack and "You play red in this game by link" in s.message
    assert s.type_turn("a2") is False
    assert whose_turn(s.spec, 0).startswith("Your friend's turn (blue)")
    s.spec.you = 0
    s.click(c("a2"))
    assert len(s.game.stack) == 1


def test_received_turns_are_played_with_animation_and_told():
    """Session.receive plays a friend's turns, keeps their animation frames, and says what
    each did and whose turn it is."""
    turns = _turns(3)
    s = Session(_spec(turns[:1], you=0))
    assert s.receive(turns[1:2]) == 1
    assert s.frames and s.message.startswith(f"Turn 2 came by link: Red played {turns[1]}")
    assert "Your turn: you play blue." in s.message


def test_the_message_sent_with_the_link_is_short():
    """'Cat Herders: your turn (turn N)', or the end of the game."""
    assert share_text(_spec(), 11, False) == "Cat Herders: your turn (turn 12)"
    assert share_text(_spec(), 40, True).startswith("Cat Herders: the game is over")
