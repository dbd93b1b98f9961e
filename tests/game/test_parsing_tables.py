"""Every parser of the three table games' outside text keeps the rule (game/text.py,
tests/support/parsing_rule.py): any text gives a value or an error that is a ValueError subclass
naming the field and quoting at most ~80 characters, in time, and an accepted text written
back reads as the same game. Random text, very long text, unicode, control characters, and
mutations of real games' links and records (tests/support/parsers_tables.py)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from tests.support.parsers_tables import PARSERS
from tests.support.parsing_rule import check, long_inputs, texts

BY_NAME = {parser.name: parser for parser in PARSERS}


@pytest.mark.parametrize("name", BY_NAME)
def test_the_samples_are_accepted_and_written_back_as_they_were(name):
    parser = BY_NAME[name]
    for sample in parser.samples:
        outcome = check(parser, sample)
        assert outcome.accepted, f"{name}: {sample[:80]!r}: {outcome.message}"
        assert parser.write is None or parser.write(outcome.value) == sample


@pytest.mark.parametrize("name", BY_NAME)
def test_any_text_keeps_the_rule(name):
    parser = BY_NAME[name]

    @settings(max_examples=150, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(texts(parser))
    def keeps_the_rule(text):
        check(parser, text)

    keeps_the_rule()


@pytest.mark.parametrize("name", BY_NAME)
def test_inputs_at_and_past_the_cap_keep_the_rule(name):
    parser = BY_NAME[name]
    for text in long_inputs(parser):
        outcome = check(parser, text)
        assert parser.cap is None or len(text) <= parser.cap or not outcome.accepted
