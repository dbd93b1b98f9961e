"""Make puzzles: the computer plays itself and the engine proves the puzzles it finds.

    python tools/make_puzzles.py                      # writes assets/puzzles.json
    python tools/make_puzzles.py --seconds 120 --games 6 --out /tmp/p.json

Seeded self-play (game.catherders.bots.choose at a small node budget) on hex6, beginner setup,
9 cats, under the designer's rules and a few variants. At every position each kind of
puzzle (game.catherders.puzzles.KINDS) is tried with the solver; a candidate whose solving takes too
long is dropped. Each puzzle found is proved again with game.catherders.puzzles.prove (its proving
time is kept so the shipped set stays quick to re-prove), then a mix of kinds and levels
is written. Prints the candidates examined, the puzzles proved and the time taken.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.catherders import Game, Rules, new_position  # noqa: E402
from game.catherders.bots import choose  # noqa: E402
from game.catherders.movegen import KEY, MoveGen  # noqa: E402
from game.catherders.puzzles import KINDS, Puzzle, goal, prove, solve  # noqa: E402

RULES = [("designer", "-"), ("designer", "escort"), ("designer", "double-step"), ("alternate", "-")]
SOLVE_SECONDS = {"catch": 1.0, "forced": 1.5, "defend": 1.0}
MAX_PROVE_SECONDS = 0.8  # a shipped puzzle must re-prove quickly (CI proves them all)


def forced_screen(game: Game) -> int:
    """How many first turns force a catch (0, 1 or 2 meaning "more"), by the fast generator.

    Only a screen: a position it passes is then solved and proved by the engine.
    """
    gen = MoveGen(game)
    if gen.moves(captures_only=True):
        return 0
    answers, killers = 0, []
    for m in gen.moves():
        gen.play(m)
        try:
            ok = not game.is_over()
            if ok:
                replies = gen.moves()
                replies.sort(key=lambda r: r[KEY] not in killers)
                for r in replies:
                    gen.play(r)
                    try:
                        ok = not game.is_over() and bool(gen.moves(captures_only=True))
                    finally:
                        game.pop()
                    if not ok:
                        if r[KEY] not in killers:
                            killers.append(r[KEY])
                        break
        finally:
            game.pop()
        if ok:
            answers += 1
            if answers > 1:
                break
    return answers


def candidates(g: Game, rng: random.Random, sample: int) -> list[tuple[str, tuple[str, ...]]]:
    """Positions to try at a point of the self-play: the game's own (every kind), and the
    positions after a few other turns of the side to move (a slip there leaves the other
    side a catch or a threat): catch and defend after `sample` of them, catch alone after
    twice as many more."""
    out = [(g.fen(), KINDS)]
    turns = list(g.legal_turns())
    for i, turn in enumerate(rng.sample(turns, min(3 * sample, len(turns)))):
        g.push(turn)
        if not g.is_over():
            out.append((g.fen(), ("catch", "defend") if i < sample else ("catch",)))
        g.pop()
    return out


def examine(kind: str, fen: str, ruleset: str, variants: str) -> tuple[Puzzle, float] | None:
    """The proved puzzle of `kind` at `fen` and its proving time, or None if there is none
    (TimeoutError when solving it takes too long)."""
    probe = Game(fen, Rules.parse(ruleset, variants))
    if kind == "forced" and forced_screen(probe) != 1:
        return None
    s = solve(probe, kind, deadline=time.perf_counter() + SOLVE_SECONDS[kind])
    if s.why_not:
        return None
    probe.push(s.solutions[0])
    puzzle = Puzzle(kind, fen, ruleset, variants, goal(kind, probe.caught_by(0)), s.solutions,
                    s.level, s.depth, s.plausible_wrong)
    proof = prove(puzzle)
    return (puzzle, proof.seconds) if proof.seconds <= MAX_PROVE_SECONDS else None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=150.0, help="time for the search (default 150)")
    ap.add_argument("--games", type=int, default=40, help="most games per rule set (default 40)")
    ap.add_argument("--plies", type=int, default=70, help="most turns per game (default 70)")
    ap.add_argument("--nodes", type=int, default=150, help="node budget of the self-play (default 150)")
    ap.add_argument("--sample", type=int, default=3, help="other turns tried per position (default 3)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", action="store_true",
                    help="start from the puzzles already in --out (proved again), add new ones")
    ap.add_argument("--out", default=str(ROOT / "assets" / "puzzles.json"))
    args = ap.parse_args(argv)

    start = time.perf_counter()
    stop = start + args.seconds
    examined, timeouts = 0, 0
    found: dict[tuple, tuple[Puzzle, float]] = {}
    answers: set[tuple] = set()
    if args.keep and Path(args.out).exists():
        for d in json.loads(Path(args.out).read_text()):
            p = Puzzle.from_dict(d)
            found[(p.kind, p.position, p.ruleset, p.variants)] = (p, prove(p).seconds)
            answers.add((p.kind, p.ruleset, p.variants, p.solutions[0]))
    rng = random.Random(args.seed)
    for _ in range(args.games):
        for ruleset, variants in RULES:
            if time.perf_counter() > stop:
                break
            g = Game(new_position("hex6", "beginner", 9, seed=rng.randrange(10**6)),
                     Rules.parse(ruleset, variants))
            for _ in range(args.plies):
                if g.is_over() or time.perf_counter() > stop:
                    break
                for fen, kinds in candidates(g, rng, args.sample):
                    for kind in kinds:
                        key = (kind, fen, ruleset, variants)
                        if key in found:
                            continue
                        examined += 1
                        try:
                            made = examine(kind, fen, ruleset, variants)
                        except TimeoutError:
                            timeouts += 1
                            continue
                        if made is None:
                            continue
                        same = (kind, ruleset, variants, made[0].solutions[0])
                        if same not in answers:  # the same answer in a near-identical position
                            answers.add(same)
                            found[key] = made
                g.push(choose(g, g.to_move, "medium", rng, max_nodes=args.nodes))
    elapsed = time.perf_counter() - start
    chosen = pick(list(found.values()))
    Path(args.out).write_text(json.dumps([p.to_dict() for p, _ in chosen], indent=1) + "\n")
    print(f"candidates examined: {examined} ({timeouts} dropped as too slow)")
    print(f"puzzles proved: {len(found)}; written: {len(chosen)} to {args.out}")
    print(f"time: {elapsed:.1f} s; re-proving the written ones: {sum(t for _, t in chosen):.1f} s")
    for kind in KINDS:
        levels = [sum(1 for p, _ in chosen if p.kind == kind and p.level == lv) for lv in (1, 2, 3)]
        print(f"  {kind:7} levels 1/2/3: {levels[0]}/{levels[1]}/{levels[2]}")
    return 0


def pick(items: list[tuple[Puzzle, float]], per_group: int = 30, budget: float = 20.0):
    """A mix: at most `per_group` puzzles of each kind and level, quickest to prove first,
    within `budget` seconds of proving in all."""
    groups: dict[tuple, list] = {}
    for p, t in sorted(items, key=lambda x: x[1]):
        groups.setdefault((p.kind, p.level), []).append((p, t))
    chosen, total = [], 0.0
    for rank in range(per_group):  # round robin over the groups, so every group gets its share
        for key in sorted(groups):
            if rank < len(groups[key]) and total + groups[key][rank][1] <= budget:
                chosen.append(groups[key][rank])
                total += groups[key][rank][1]
    return sorted(chosen, key=lambda x: (KINDS.index(x[0].kind), x[0].level))


if __name__ == "__main__":
    sys.exit(main())
