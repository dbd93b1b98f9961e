"""The rule every parser of outside text keeps, written once (game/text.py says it in words),
and the inputs that try it. The parsing tests (tests/catherders/test_parsing.py,
tests/game/test_parsing_tables.py, tests/kit/test_parsing_storage.py) and the fuzzer
(bench/fuzz_parsers.py) use these.

A parser is described by a `Parser`: its name, the function that reads text, the words one
of which every error message names (the field), the function that writes a value back (when
the format has one), and valid texts to mutate. `check(parser, text)` applies the rule to one
input and returns what happened; it raises AssertionError when the rule is broken.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from hypothesis import strategies as st

MESSAGE_LIMIT = 300  # a sentence or two and a quote of at most game.text.QUOTE_LIMIT characters
# The promise is 50 ms (bench/fuzz_parsers.py measures it on an idle machine). A test
# asserts a generous bound on the processor time of its own thread (time.thread_time, which
# a wait for the processor does not count), so that only a real hang fails it, never a
# loaded machine.
TEST_TIME_LIMIT_S = 1.0


@dataclass(frozen=True)
class Parser:
    """One parser of outside text, as the rule and the fuzzer see it."""

    name: str
    read: Callable[[str], object]
    fields: tuple[str, ...]  # every error message names one of these
    samples: Sequence[str]  # valid texts, the seeds of mutation
    write: Callable[[object], str] | None = None  # value -> text, when the format round-trips
    same: Callable[[object, object], bool] = lambda a, b: a == b  # noqa: E731
    cap: int | None = None  # the length cap, when the format has one
    strict: bool = False  # an accepted text must be exactly the one written: one spelling
    extra: dict = field(default_factory=dict)


@dataclass
class Outcome:
    """What one input gave: accepted (and its value) or refused (and the message), and time."""

    accepted: bool
    value: object
    message: str
    seconds: float


def check(parser: Parser, text: str, time_limit: float = TEST_TIME_LIMIT_S) -> Outcome:
    """Apply the rule to one input (AssertionError when it is broken): a value, or a ValueError
    subclass that names a field and quotes at most ~80 characters; in time; and an accepted
    value written back reads as the same value and is written the same way again."""
    start = time.thread_time()
    try:
        value = parser.read(text)
    except ValueError as e:
        seconds = time.thread_time() - start
        message = str(e)
        assert type(e) is not ValueError, (
            f"{parser.name}: a bare ValueError for {text[:80]!r}: {message[:200]}")
        assert len(message) <= MESSAGE_LIMIT, (
            f"{parser.name}: a message of {len(message)} characters for {text[:80]!r}: {message[:200]}…")
        assert any(word in message for word in parser.fields), (
            f"{parser.name}: the message names no field ({parser.fields}): {message}")
        assert seconds < time_limit, f"{parser.name}: refusing {text[:80]!r} took {seconds:.2f} s"
        return Outcome(False, None, message, seconds)
    seconds = time.thread_time() - start
    assert seconds < time_limit, f"{parser.name}: reading {text[:80]!r} took {seconds:.2f} s"
    if parser.write is not None:
        written = parser.write(value)
        again = parser.read(written)
        assert parser.same(again, value), (
            f"{parser.name}: {text[:80]!r} read back from {written[:80]!r} as another value")
        assert parser.write(again) == written, f"{parser.name}: two spellings of {written[:80]!r}"
        assert not parser.strict or text == written, (
            f"{parser.name}: {text[:80]!r} accepted as another spelling of {written[:80]!r}")
    return Outcome(True, value, "", seconds)


# ---- inputs ----------------------------------------------------------------------------------

ODD_TEXT = ("", " ", "&", "=", "==", "&&", "%", "%zz", "%ff", "\x00", "\ud800", "é", "٢", "５", "²",
            "-1", "+1", "1e9", "9" * 5000, "0x10", " 1", "1 ", "\n", "\t", "#", "##", "?", "/")


def mutate(text: str, rng: random.Random) -> str:
    """One random change of a valid text: cut, doubled, a character changed, inserted or
    deleted, a number made huge or negative, a part repeated, odd text spliced in."""
    if not text:
        return rng.choice(ODD_TEXT)
    i = rng.randrange(len(text) + 1)
    kind = rng.randrange(10)
    if kind == 0:
        return text[:i]
    if kind == 1:
        return text + text[i:]
    if kind == 2:
        return text[:i] + chr(rng.choice((rng.randrange(32, 127), rng.randrange(0, 0x3000)))) + text[i + 1:]
    if kind == 3:
        return text[:i] + rng.choice(ODD_TEXT) + text[i:]
    if kind == 4:
        return text[:i] + text[i + 1:]
    if kind == 5:  # a number made huge, negative or another script's
        digits = [k for k, ch in enumerate(text) if ch.isdigit()]
        if digits:
            k = rng.choice(digits)
            return text[:k] + rng.choice(("9" * rng.randrange(5, 5000), "-", "0", "٢", "²", "00")) + text[k:]
        return text + "9" * 30
    if kind == 6:  # a part (between separators) doubled or moved
        parts = text.split(rng.choice("&,. _"))
        j = rng.randrange(len(parts))
        parts.insert(rng.randrange(len(parts) + 1), parts[j])
        return rng.choice("&,. _").join(parts)
    if kind == 7:  # two texts spliced: an illegal move in the middle
        return text[:i] + text[rng.randrange(len(text)):]
    if kind == 8:
        return text * rng.randrange(2, 50)
    return text[:i] + rng.choice(ODD_TEXT) * rng.randrange(1, 3000) + text[i:]


def texts(parser: Parser) -> st.SearchStrategy[str]:
    """Hypothesis inputs for a parser: random text, very long text, unicode and control
    characters, and mutations of its valid samples (one to three changes)."""
    mutated = st.builds(
        lambda sample, seed, n: _mutated(sample, random.Random(seed), n),
        st.sampled_from(list(parser.samples)), st.integers(0, 2**32), st.integers(1, 3))
    return st.one_of(
        st.text(max_size=200),
        st.text(alphabet=st.characters(codec="utf-8") | st.sampled_from(list("&=,.%-_0123456789")),
                max_size=400),
        st.builds(lambda ch, n: ch * n, st.sampled_from([*ODD_TEXT[:12], "?!", "[", "a", "1"]),
                  st.integers(1, 60_000)),
        st.sampled_from(list(parser.samples)),
        mutated, mutated, mutated)


def _mutated(text: str, rng: random.Random, times: int) -> str:
    for _ in range(times):
        text = mutate(text, rng)
    return text


def long_inputs(parser: Parser) -> list[str]:
    """Inputs at and past the cap: every sample stretched, and runs of one character."""
    size = (parser.cap or 100_000) + 10
    out = [sample * (size // max(1, len(sample)) + 1) for sample in parser.samples[:3]]
    out += [ch * size for ch in ("?!", " ", "[", "9", "&", "a=", "%2", ".")]
    return out
