"""How long a hint takes in each table game, on the page: from the click on Hint to the
hint's sentence shown, as a person waits for it (issue 34's target: a median within 1 s).

    .venv/bin/python bench/bench_hint.py [--positions 12] [--seed 1] [--game clowder]

Serves the site (tools/serve.py), opens the games one after the other in one page of headless
Chromium from /usr/bin/chromium, and asks each a first hint (which starts the computer's
worker or fetches the game's bundle: not timed). Then, for each of `--positions` positions
of games played by random legal actions to a decision of the person's seat (seat 1, against
hard computers: 5 in the pageant, 4 in Clowder, 5 cats in the Mansion), it opens the
position's link in the same page and times, in the page, the click on Hint to the sentence
shown. Prints the median and the largest time a game, and the machine's load. Figures for
docs/benchmarks.md, never a test.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from table_browser import launch, served  # noqa: E402

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

PORT = 8795
GAMES = {"pageant": "pg", "clowder": "cl", "mansion": "ma"}
WATCH = """(prefix) => {
  // From the click on Hint (a person's, by Playwright) to the hint's sentence, both in the page.
  const line = document.getElementById(prefix + "-hint");
  const button = document.getElementById("btn-" + prefix + "-hint");
  window.hintTimes = window.hintTimes || [];
  window.hintStart = null;
  button.addEventListener("click", () => { window.hintStart = performance.now(); }, { capture: true });
  new MutationObserver(() => {
    if (window.hintStart !== null && line.textContent.startsWith("Hint: ")) {
      window.hintTimes.push(performance.now() - window.hintStart);
      window.hintStart = null;
    }
  }).observe(line, { childList: true, characterData: true, subtree: true });
}"""


def seats(players: int) -> tuple[Seat, ...]:
    """The person in seat 1, hard computers in the others."""
    return (Seat(PERSON, "You"),) + tuple(Seat("hard") for _ in range(players - 1))


def pageant_position(rng: random.Random, seed: int) -> str:
    """A pageant of 5 after a random number of random votes, at the person's pick."""
    game = Game.new(5, seed)
    for _ in range(rng.randrange(0, 12)):
        after = game.vote(tuple(rng.choice(CATS) for _ in range(5)))
        if after.is_over:  # a vote is still to be cast
            break
        game = after
    return pageant_link(PageantLink(seats(5), seed, game.votes))


def clowder_position(rng: random.Random, seed: int) -> str:
    """A Clowder game of 4 played at random to a decision of seat 1 (a token, or a move),
    played again to an earlier one when it ended first."""
    state, actions = ClowderState.new(4, seed), []
    goal = rng.randrange(4, 60)
    while True:
        if state.is_over:  # ended first: the same game again, to a decision sooner
            state, actions, goal = ClowderState.new(4, seed), [], goal // 2
        if len(actions) >= goal and (state.phase == "choose" or state.actor() == 0):
            break
        action = random_action(state, rng)
        state = state.play(action)
        actions.append(action)
    return clowder_link(ClowderLink(seats(4), seed, tuple(actions)))


def mansion_position(rng: random.Random, seed: int) -> str:
    """A Mansion race of 5 cats (the shorter course) played at random to seat 1's move,
    played again to an earlier one when it ended first."""
    rules = Rules(shorter=True)
    state, actions = MansionState.new(5, seed, rules), []
    goal = rng.randrange(0, 80)
    while True:
        if state.phase == "over":  # ended first: the same race again, to a decision sooner
            state, actions, goal = MansionState.new(5, seed, rules), [], goal // 2
        if len(actions) >= goal and state.actor() == 0 and state.phase == "move":
            break
        action = rng.choice(state.legal_actions())
        state = state.play(action)
        actions.append(action)
    return mansion_link(MansionLink(seats(5), seed, rules, tuple(actions)))


POSITIONS = {"pageant": pageant_position, "clowder": clowder_position, "mansion": mansion_position}


def run(games: list[str], positions: int, seed: int) -> dict[str, list[float]]:
    """Seconds from the click to the hint, at `positions` positions of each game, all in one
    page (each game's first hint, which fetches its bundle, not counted)."""
    from playwright.sync_api import sync_playwright

    rng = random.Random(seed)
    links = {game: [POSITIONS[game](rng, seed + n) for n in range(positions + 1)] for game in games}
    times: dict[str, list[float]] = {game: [] for game in games}
    with sync_playwright() as p:
        first = links[games[0]][0]
        browser, page = launch(p, f"http://127.0.0.1:{PORT}/#{first}", games[0], reduced_motion="reduce")
        for game in games:
            prefix = GAMES[game]
            for n, link in enumerate(links[game]):
                page.evaluate("(h) => { location.hash = h; }", link)
                seed_part = "&" + link.split("&")[1] + "&"  # this game's seed (the page writes its own link)
                # The game drawn is this one (the screen's hook for the tests, written after the
                # tools' buttons), at a decision of the person's.
                page.wait_for_function("(a) => { const b = document.getElementById('btn-' + a[1] + '-hint');"
                                       " const h = JSON.parse(window.catHerdersHooks.data[a[2]] || 'null');"
                                       " return h && h.fragment.includes(a[0]) && b && !b.disabled; }",
                                       arg=[seed_part, prefix, game], timeout=120_000)
                if n == 0:
                    page.evaluate(WATCH, prefix)
                count = page.evaluate("window.hintTimes.length")
                page.click(f"#btn-{prefix}-hint")
                page.wait_for_function("(n) => window.hintTimes.length > n", arg=count, timeout=120_000)
                if n:  # the first starts the computer's worker, or fetches the game's bundle
                    times[game].append(page.evaluate("window.hintTimes[window.hintTimes.length - 1]") / 1000)
        browser.close()
    return times


def main() -> None:
    """Time the hints of each game and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", action="append", choices=tuple(GAMES))
    args = parser.parse_args()
    with served(PORT, f"{args.positions} positions a game, a person against hard computers"):
        for game, times in run(args.game or list(GAMES), args.positions, args.seed).items():
            print(f"{game:8s} a hint: median {statistics.median(times) * 1000:6.0f} ms, "
                  f"largest {max(times) * 1000:6.0f} ms ({len(times)} positions)")


if __name__ == "__main__":
    main()
