"""Cat's Mansion's computer cats in the browser: how long a decision takes each level, in the
computer's worker (Pyodide), as the page waits for it.

    .venv/bin/python bench/bench_mansion_browser.py [--decisions 150] [--level hard]

Opens the page (tools/serve.py, headless Chromium from /usr/bin/chromium, reduced motion so
no walk or die is animated) on a Shorter Course game of five computer cats of `--level`, and
watches the address bar: the page asks one cat for one decision at a time and writes the link
after each, so the time between two changes of the link is one decision (the page's drawing
included). A turn is several decisions (each step of a walk is one); the first decision of a
game is the hard cat's plan of its race. Prints the median, the 95th percentile and the largest
time a decision, and the machine's load. Figures for the README, never a test.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from table_browser import decision_options, level_code, moves, served, watch_games  # noqa: E402

PORT = 8793


def run(level: str, decisions: int, seed: int) -> list[float]:
    """Seconds a decision, about `decisions` of them (games of five computer cats, one seed
    after another in the same page)."""
    code = level_code(level)

    def link(n: int) -> str:
        return f"game=mansion&seed={n}&rules=s&seats={','.join([code] * 5)}&moves="

    times: list[float] = []

    def take(before: str, after: str, seconds: float) -> int:
        if len(moves(after)) == len(moves(before)) + 1:
            times.append(seconds)
            return 1
        return 0

    watch_games(PORT, "mansion", link, decisions, seed, take, timeout=900_000)
    return times[:decisions]


def main() -> None:
    """Time each level's decisions and print the figures."""
    args = decision_options(__doc__, 150)
    with served(PORT, f"about {args.decisions} decisions a level, "
              "five computer cats a game, the Shorter Course"):
        for level in args.level:
            times = sorted(run(level, args.decisions, args.seed))
            print(f"{level:7s} a decision: median {statistics.median(times) * 1000:6.0f} ms, "
                  f"95% {times[int(len(times) * 0.95) - 1] * 1000:6.0f} ms, largest "
                  f"{times[-1] * 1000:6.0f} ms ({len(times)} decisions)")


if __name__ == "__main__":
    main()
