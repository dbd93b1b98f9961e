"""Listing the legal turns stays fast where many cats flee (spec: Inside, "fast enough
for a search-based opponent").

The positions below come from random games. tests/reference.py, a naive
brute-force reading of the rules that merges equal intermediate states, lists
them in about 1.6 s and 3.5 s on the project's 2-core machine; a listing that
walks every order and choice of the fleeing cats one by one takes far longer
(8 s and 3 minutes when this test was written). The limits leave room for a
slower machine. Each listing runs in a child process, stopped at the limit.
"""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SLOW = [
    # default board, designer + double-step, 9 cats: 1617 turns (reference 1.6 s)
    ("hex6 b b:b1,c8,e8,f9,i6,i11,k7 r:a1,a6,c5,h3,i4,i9,j10 "
     "c:c3,d5,d6,e5,f3,f6,f7,g4,g7 0-0 8-8", "designer", "double-step", 1617, 5),
    # square board, designer + escort + double-step, 9 cats: 3908 turns (reference 3.5 s)
    ("sq7 b b:a6,c1,g1 r:a3,a7,b1,e3 c:b3,b4,c3,c5,d4,d5,e5,f4,f5 0-0 9-8",
     "designer", "escort,double-step", 3908, 10),
]

PROGRAM = """
import sys
from game import Game, Rules
g = Game(sys.argv[1], Rules.parse(sys.argv[2], sys.argv[3]))
print(sum(1 for _ in g.legal_turns()))
"""


@pytest.mark.parametrize("text, ruleset, variants, expected, seconds", SLOW)
def test_crowded_double_step_position_lists_its_turns_in_seconds(
        text, ruleset, variants, expected, seconds):
    """legal_turns() of a crowded double-step position finishes within a few seconds."""
    try:
        done = subprocess.run([sys.executable, "-c", PROGRAM, text, ruleset, variants],
                              cwd=ROOT, capture_output=True, text=True, timeout=seconds)
    except subprocess.TimeoutExpired:
        pytest.fail(f"legal_turns() took more than {seconds} s")
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) == expected
