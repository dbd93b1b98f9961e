"""Clowder's computer players in the browser: how long a decision takes each level, in the
computer's worker (Pyodide), as the page waits for it.

    .venv/bin/python bench/bench_clowder_browser.py [--decisions 40] [--level hard]

Opens the page (tools/serve.py, headless Chromium from /usr/bin/chromium, reduced motion so
no leap is animated) on a game of four computers of `--level`, and watches the address bar:
the page commits each round of the computers' choices at once and writes the link, so the
time between two changes of the link is one round of asking. In a token choice the page asks
the four players one after the other (one reveal: four decisions); otherwise it asks the one
player who acts (one decision). Prints the median and the largest time a decision (a round of
tokens counted as four decisions of a quarter of its time each), the median and the largest
wait for a round of four tokens, and the machine's load. Figures for the README, never a test.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from table_browser import decision_options, level_code, moves, served, watch_games  # noqa: E402

PORT = 8792


def run(level: str, decisions: int, seed: int) -> tuple[list[float], list[float]]:
    """Seconds a decision, about `decisions` of them (whole games of four computers, one
    seed after another in the same page), and the seconds of each round of four token
    choices (the page asks them one after the other)."""
    code = level_code(level)

    def link(n: int) -> str:
        return f"game=clowder&seed={n}&seats={code},{code},{code},{code}&moves="

    times: list[float] = []
    token_rounds: list[float] = []

    def take(before: str, after: str, seconds: float) -> int:
        new = moves(after)[len(moves(before)):]
        asked = 4 if any(m.startswith("t") for m in new) else 1
        times.extend([seconds / asked] * asked)
        if asked == 4:
            token_rounds.append(seconds)
        return asked

    watch_games(PORT, "clowder", link, decisions, seed, take, timeout=600_000)
    return times[:decisions], token_rounds


def main() -> None:
    """Time each level's decisions and print the figures."""
    args = decision_options(__doc__, 40)
    with served(PORT, f"about {args.decisions} decisions a level, "
              "four computers a game"):
        for level in args.level:
            times, rounds = run(level, args.decisions, args.seed)
            tokens = (f"median {statistics.median(rounds) * 1000:6.0f} ms, largest "
                      f"{max(rounds) * 1000:6.0f} ms ({len(rounds)} rounds)" if rounds
                      else "none timed (no round of tokens among the decisions watched)")
            print(f"{level:7s} a decision: median {statistics.median(times) * 1000:6.0f} ms, "
                  f"largest {max(times) * 1000:6.0f} ms ({len(times)} decisions); four tokens: "
                  + tokens)

if __name__ == "__main__":
    main()
