"""The page's stores as parsers of outside text (tests/support/parsing_rule.py): a value in the browser's
storage is outside text, written by an older build, another tab, an extension or a person.

Each store's read is a `Parser`: `read(text)` builds the store over a dict-backed stand-in
for localStorage holding `text` under the store's key, and returns what the page reads from
it. These readers never raise (the rule allows a value for any input): what they cannot read
is kept aside under a backup key and said in the store's `problem`, whose words are `fields`.
The cap is VALUE_LIMIT: a longer value is none a store wrote.
`write` is the text the store itself would keep for that value, so that the rule's check
also proves a read value is kept as it was read. tests/kit/test_parsing_storage.py tests them,
bench/fuzz_parsers.py fuzzes them.
"""

from __future__ import annotations

import json

from tests.support.parsing_rule import Parser
from web.kit.storage import (
    GAME_KEYS,
    LESSONS_SOLVED,
    PUZZLES_SOLVED,
    REVIEWS_KEY,
    SETTINGS_KEY,
    VALUE_LIMIT,
    GameStore,
    ReviewStore,
    Settings,
)


class Backend(dict):
    """A stand-in for the browser's localStorage: text by key."""

    def getItem(self, key):  # noqa: N802 - the Storage interface's name
        """The text under `key`, or None."""
        return self.get(key)

    def setItem(self, key, value):  # noqa: N802 - the Storage interface's name
        """Keep text under `key`."""
        self[key] = str(value)


# Saved links of each game, as its page keeps them (the seeds of mutation).
FRAGMENTS = {
    "catherders": ("v=1&seed=1",
                   "v=1&rules=alternate&variants=escort&board=sq13&setup=empty&cats=9&seed=1&blue=ai-hard"
                   "&red=ai-medium&you=blue&match=ae9f05e82189&turns=m5_l6~l7,a10,f13,j1,a3,j1-h3_g3~f3,g1"),
    "pageant": ("game=pageant&seed=1&seats=pA,e,e", "game=pageant&seed=1&seats=pA,e,e&votes=12"),
    "clowder": ("game=clowder&seed=1&seats=pA,e&moves=", "game=clowder&seed=1&seats=pA,e&moves=O7.Q9"),
    "mansion": ("game=mansion&seed=8&rules=s&seats=pYou,e,e&moves=",
                "game=mansion&seed=8&rules=s&seats=pYou,e,e&moves=a-1"),
}


def _games_samples(game: str) -> list[str]:
    """Lists of saved games as the store writes them: one, two, an empty list."""
    entries = [{"id": f"{n:012x}", "fragment": fragment, "label": f"game {n} · 3 turns", "saved": 1.7e12 + n}
               for n, fragment in enumerate(FRAGMENTS[game])]
    return [json.dumps(entries[:1]), json.dumps(entries), "[]", json.dumps(entries[::-1], indent=1)]


def _games_parser(game: str) -> Parser:
    key, backup = GAME_KEYS[game]

    def read(text: str) -> list[dict]:
        return GameStore(Backend({key: text}), key, backup).entries()

    return Parser(f"saved games ({game})", read, ("saved games", "kept aside"), _games_samples(game),
                  write=json.dumps, cap=VALUE_LIMIT, extra={"key": key, "backup": backup})


# What the page asks Settings for: each name with the default its reader gives, and the type
# of a list's items ("friends" is web/catherders/sharing/by_link.py's FRIENDS).
SETTINGS_READ = (("preview", True, None), ("threats", False, None), ("contrast", False, None),
                 ("eval", False, None), ("sound", True, None), ("pageant_guide", True, None),
                 ("clowder_guide", True, None), ("mansion_guide", True, None),
                 (LESSONS_SOLVED, [], int), (PUZZLES_SOLVED, [], int), ("friends", {}, str))


def read_settings(text: str) -> dict:
    """Every setting the page reads, from `text` stored under SETTINGS_KEY."""
    settings = Settings(Backend({SETTINGS_KEY: text}))
    return {name: settings.get(name, default, each=each) for name, default, each in SETTINGS_READ}


SETTINGS_SAMPLES = ['{"preview": false, "threats": true}', "{}",
                    json.dumps({"lessons_solved": [1, 3], "puzzles_solved": [2], "sound": False,
                                "friends": {"ae9f05e82189": "Ann"}, "mansion_guide": False})]

REVIEW = {"version": 1, "nodes": 150, "turns": [{"index": 0, "best": "a2", "score": 0.5}],
          "players": [{"accuracy": 80}, {"accuracy": 70}], "notes": {"0": [4, "best a2"]}}
REVIEWED = "g1"  # the game whose review is read


def read_review(text: str):
    """The review kept for REVIEWED, from `text` stored under REVIEWS_KEY (None: none)."""
    return ReviewStore(Backend({REVIEWS_KEY: text})).get(REVIEWED)


def write_review(value) -> str:
    """The text ReviewStore keeps for that review of REVIEWED (or for none)."""
    if value is None:
        return "{}"
    fragment, review = value
    return json.dumps({REVIEWED: {"fragment": fragment, "review": review}})


REVIEW_SAMPLES = [write_review(("v=1&seed=2&turns=a2", REVIEW)), "{}",
                  json.dumps({REVIEWED: {"fragment": "v=1", "review": {}}, "other": {"fragment": "v=1",
                                                                                    "review": REVIEW}})]

PARSERS: list[Parser] = [
    *(_games_parser(game) for game in GAME_KEYS),
    Parser("settings", read_settings, ("settings",), SETTINGS_SAMPLES, write=json.dumps, cap=VALUE_LIMIT),
    Parser("saved reviews", read_review, ("saved reviews",), REVIEW_SAMPLES, write=write_review,
           cap=VALUE_LIMIT),
]
