"""Fuzz every parser of outside text against the rule (game/text.py, tests/support/parsing_rule.py).

    python bench/fuzz_parsers.py [--inputs 10000] [--seed 1] [--only NAME]

Every parser listed in tests/support/parsers_catherders.py, tests/support/parsers_tables.py and
tests/support/parsers_storage.py is given `--inputs` texts: mutations of its valid samples (one to
three changes each: cut, doubled, a character changed, numbers made huge, negative or of
another script, parts repeated, illegal moves spliced in, odd text inserted), random unicode
text with control characters, and its long inputs past the cap. Each must give a value or a
ValueError subclass that names the field and quotes at most ~80 characters; an accepted value
must read back the same from what it writes (one spelling). Prints per parser the inputs,
accepted, refused, broken (the rule failed: any other exception or a wrong message), the
slowest in ms and how many took over 50 ms, then the machine's load. Exits 1 when any input
broke the rule. Timing figures are measured on an idle machine, never asserted.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, ROOT)

from tests.support import parsers_catherders, parsers_storage, parsers_tables  # noqa: E402
from tests.support.parsing_rule import Parser, check, long_inputs, mutate  # noqa: E402

PROMISE_S = 0.05  # every input answered within 50 ms
MODULES = (parsers_catherders, parsers_tables, parsers_storage)
CONTROL = "".join(map(chr, range(32))) + "\x7f\u200b\u202e\ufeff"


def all_parsers() -> list[Parser]:
    """Every parser the three lists describe, in their order."""
    return [parser for module in MODULES for parser in module.PARSERS]


def random_text(rng: random.Random) -> str:
    """Random text: printable ASCII, control characters, any Unicode (lone surrogates too)."""
    size = rng.choice((rng.randrange(0, 20), rng.randrange(0, 400), rng.randrange(0, 5000)))
    pools = (lambda: chr(rng.randrange(32, 127)), lambda: rng.choice(CONTROL),
             lambda: chr(rng.randrange(0x80, 0x110000)), lambda: rng.choice("&=,.%#-_0123456789"))
    return "".join(rng.choice(pools)() for _ in range(size))


def inputs(parser: Parser, count: int, rng: random.Random):
    """`count` inputs for one parser: its long inputs, then a quarter random, the rest mutated."""
    made = 0
    for text in long_inputs(parser):
        if made == count:
            return
        made += 1
        yield text
    samples = list(parser.samples)
    while made < count:
        made += 1
        if rng.random() < 0.25:
            yield random_text(rng)
        else:
            text = rng.choice(samples)
            for _ in range(rng.randrange(1, 4)):
                text = mutate(text, rng)
            yield text


def fuzz(parser: Parser, count: int, seed: int) -> dict:
    """Run `count` inputs through one parser; return its figures and the first breaks."""
    rng = random.Random(f"{seed}:{parser.name}")
    figures = {"inputs": 0, "accepted": 0, "refused": 0, "broken": 0, "slowest_ms": 0.0,
               "over_50ms": 0, "breaks": []}
    for text in inputs(parser, count, rng):
        figures["inputs"] += 1
        try:
            outcome = check(parser, text, time_limit=float("inf"))
        except Exception as e:  # the rule broken: a wrong message, a crash, two spellings
            figures["broken"] += 1
            if len(figures["breaks"]) < 3:
                figures["breaks"].append(f"{type(e).__name__}: {str(e)[:300]} <- {text[:80]!r}")
            continue
        figures["accepted" if outcome.accepted else "refused"] += 1
        figures["slowest_ms"] = max(figures["slowest_ms"], outcome.seconds * 1000)
        figures["over_50ms"] += outcome.seconds > PROMISE_S
    return figures


def main(argv: list[str] | None = None) -> int:
    """Fuzz the parsers and print the table; 1 when any input broke the rule."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--inputs", type=int, default=10_000, help="inputs per parser")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", action="append", help="a parser's name (repeatable)")
    args = ap.parse_args(argv)
    chosen = [p for p in all_parsers() if not args.only or p.name in args.only]
    print(f"{'parser':32} {'inputs':>7} {'accepted':>8} {'refused':>8} {'broken':>6} "
          f"{'slowest ms':>10} {'>50 ms':>6}")
    total = broken = 0
    for parser in chosen:
        f = fuzz(parser, args.inputs, args.seed)
        total += f["inputs"]
        broken += f["broken"]
        print(f"{parser.name:32} {f['inputs']:7} {f['accepted']:8} {f['refused']:8} {f['broken']:6} "
              f"{f['slowest_ms']:10.1f} {f['over_50ms']:6}", flush=True)
        for line in f["breaks"]:
            print(f"    {line}")
    print(f"{len(chosen)} parsers, {total} inputs, {broken} broke the rule")
    print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
