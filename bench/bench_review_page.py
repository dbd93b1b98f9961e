"""The page's main thread while a table game's review runs (issue 34's target: no task over
50 ms), and the review's time, on the page as a person uses it.

    .venv/bin/python bench/bench_review_page.py [--runs 3] [--seed 1] [--game mansion] [--phone]

Serves the site (tools/serve.py) and, for each run of each game, opens the link of a finished
game in a new page of headless Chromium from /usr/bin/chromium: the issue's tables (a 5-player
pageant, a 4-player Clowder game, a 5-cat Shorter Course race), the person in seat 1 against
hard computers, every decision played at random (so the review has many to play out), each run
its own game. A PerformanceObserver of long tasks (every main-thread task of 50 ms or more) is
installed, and the page is clicked once where nothing is (a person who reviews has touched the
page before: their first interaction starts the page's audio, web/view/sound.py, whose `new
AudioContext()` takes Chromium about 70 ms the first time in a browser's life, a few ms after;
its longest task is shown apart). Then Review the game is clicked, and the run lasts until the
review is drawn (its status says it is ready and its chart is shown). Then Learn from your
mistakes is timed: to the first question's choices, and from a click on a choice to the answer
judged (both asked of the computer's worker).

Prints, a run: the decisions, the review's seconds, the long tasks meanwhile (none, or their
durations), the first click's, and the question's and the answer's seconds; then the largest
task of the reviews and the machine's load. --phone opens the pages at 360 × 740 in the dark
scheme (1280 × 800, light, otherwise); --small seats 3 players (Clowder 2) instead of the
issue's tables. Figures for docs/benchmarks.md, never a test.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from table_browser import ARGS, CHROMIUM, served  # noqa: E402

from game.clowder import State as ClowderState  # noqa: E402
from game.clowder.cli import random_action  # noqa: E402
from game.mansion.pieces import Rules  # noqa: E402
from game.mansion.state import State as MansionState  # noqa: E402
from game.pageant import CATS, Game  # noqa: E402
from web.clowder.link import ClowderLink  # noqa: E402
from web.clowder.link import encode as clowder_link  # noqa: E402
from web.kit.table.seats import PERSON, Seat  # noqa: E402
from web.mansion.link import MansionLink  # noqa: E402
from web.mansion.link import encode as mansion_link  # noqa: E402
from web.pageant.link import PageantLink  # noqa: E402
from web.pageant.link import encode as pageant_link  # noqa: E402

PORT = 8796
GAMES = {"pageant": "pg", "clowder": "cl", "mansion": "ma"}
OBSERVE = """() => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask" });
}"""
ASKED = "document.querySelectorAll('#' + arg + '-review-answers button:not([disabled])').length >= 2"
JUDGED = "/^(Right|Not quite): /.test(document.getElementById(arg + '-review-answer').textContent)"
READY = ("document.getElementById(arg + '-review-status').textContent.startsWith('The review is ready')"
         " && !document.getElementById(arg + '-review-chart').hidden")


def seats(players: int) -> tuple[Seat, ...]:
    """The person in seat 1, hard computers in the others."""
    return (Seat(PERSON, "You"),) + tuple(Seat("hard") for _ in range(players - 1))


def finished_pageant(rng: random.Random, seed: int, players: int) -> str:
    """A pageant voted at random to its end."""
    game = Game.new(players, seed)
    while not game.is_over:
        open_cats = [c for c in CATS if c not in game.round.ranking]
        game = game.vote(tuple(rng.choice(open_cats) for _ in range(players)))
    return pageant_link(PageantLink(seats(players), seed, game.votes))


def finished_clowder(rng: random.Random, seed: int, players: int) -> str:
    """A Clowder game played at random to its end."""
    state, actions = ClowderState.new(players, seed), []
    while not state.is_over:
        action = random_action(state, rng)
        state = state.play(action)
        actions.append(action)
    return clowder_link(ClowderLink(seats(players), seed, tuple(actions)))


def finished_mansion(rng: random.Random, seed: int, players: int) -> str:
    """A Shorter Course race played at random to its end."""
    rules = Rules(shorter=True)
    state, actions = MansionState.new(players, seed, rules), []
    while state.phase != "over":
        action = rng.choice(state.legal_actions())
        state = state.play(action)
        actions.append(action)
    return mansion_link(MansionLink(seats(players), seed, rules, tuple(actions)))


# Each game's finished game, and its seats: the table, and --small's.
FINISHED = {"pageant": (finished_pageant, 5, 3), "clowder": (finished_clowder, 4, 2),
            "mansion": (finished_mansion, 5, 3)}


def quiz_times(page, prefix: str) -> tuple[float, float] | None:
    """Learn from your mistakes, timed in the page: seconds from the click to the first
    question's choices, and from the click on its first choice to the answer judged (None when
    nothing was costly)."""
    if page.locator(f"#{prefix}-review-list button").count() == 0:
        return None
    begin = page.evaluate("performance.now()")
    page.click(f"#btn-{prefix}-review-learn")
    page.wait_for_function(f"(arg) => {ASKED}", arg=prefix, timeout=120_000)
    asked = page.evaluate("performance.now()")
    page.locator(f"#{prefix}-review-answers button").first.click()
    page.wait_for_function(f"(arg) => {JUDGED}", arg=prefix, timeout=120_000)
    return (asked - begin) / 1000, (page.evaluate("performance.now()") - asked) / 1000


def run(games: list[str], runs: int, seed: int, phone: bool, small: bool) -> list[tuple]:
    """(game, decisions, seconds, long tasks' durations in ms, the first interaction's longest
    task in ms, quiz_times) of each run."""
    from playwright.sync_api import sync_playwright

    rng = random.Random(seed)
    options = ({"viewport": {"width": 360, "height": 740}, "color_scheme": "dark"} if phone
               else {"viewport": {"width": 1280, "height": 800}, "color_scheme": "light"})
    found = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for game in games:
            prefix = GAMES[game]
            for n in range(runs):
                page = browser.new_page(**options)
                finish, players, fewer = FINISHED[game]
                page.goto(f"http://127.0.0.1:{PORT}/#{finish(rng, seed + n, fewer if small else players)}")
                page.wait_for_function("(p) => { const b = document.getElementById('btn-' + p + '-analyse');"
                                       " return b && !b.disabled; }", arg=prefix, timeout=120_000)
                page.evaluate(OBSERVE)
                page.mouse.click(2, 2)  # a first interaction: the page's audio starts (see the docstring)
                page.evaluate("new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))")
                first = max((d for _s, d in page.evaluate("window.longTasks")), default=0.0)
                start = page.evaluate("performance.now()")
                page.click(f"#btn-{prefix}-analyse")
                page.wait_for_function(f"(arg) => {READY}", arg=prefix, timeout=300_000, polling=100)
                end = page.evaluate("performance.now()")
                tasks = [d for s, d in page.evaluate("window.longTasks") if s >= start]
                decisions = page.evaluate("(p) => document.getElementById(p + '-review-progress').max",
                                          prefix)
                quiz = quiz_times(page, prefix)
                found.append((game, int(decisions), (end - start) / 1000, tasks, first, quiz))
                page.close()
        browser.close()
    return found


def main() -> None:
    """Review finished games on the page and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", action="append", choices=tuple(GAMES))
    parser.add_argument("--phone", action="store_true", help="360 x 740, dark")
    parser.add_argument("--small", action="store_true", help="3 players (Clowder 2), for a smoke test")
    args = parser.parse_args()
    size = "360 x 740, dark" if args.phone else "1280 x 800, light"
    with served(PORT, f"{args.runs} finished games a game, {size}"):
        found = run(args.game or list(GAMES), args.runs, args.seed, args.phone, args.small)
    print("\n| game | decisions | review s | tasks of 50 ms or more | the first click's | question s "
          "| answer s |")
    print("|---|---|---|---|---|---|---|")
    for game, decisions, seconds, tasks, first, quiz in found:
        during = ", ".join(f"{t:.0f} ms" for t in tasks) or "none"
        clicked = f"{first:.0f} ms" if first else "none"
        asked = " | ".join(f"{t:.2f}" for t in quiz) if quiz else "- | -"
        print(f"| {game} | {decisions} | {seconds:.1f} | {during} | {clicked} | {asked} |")
    longest = max((t for _g, _d, _s, tasks, _f, _q in found for t in tasks), default=None)
    said = "none of 50 ms or more" if longest is None else f"{longest:.0f} ms"
    print(f"\nthe longest task during a review: {said}; load average now {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
