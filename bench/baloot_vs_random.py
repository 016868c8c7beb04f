#!/usr/bin/env python3
"""How many single Baloot hands can a player win against the random bot? Measured and bounded.

    nice -n 10 .venv/bin/python bench/baloot_vs_random.py [--bot heuristic=2000]
        [--bot search:hard=250] [--bot allcards=250] [--bound 200] [--budget 200000] [--seed 0]

Why: the PPO example (``examples/ppo_baloot_jax.py``) is asked to win 99 % of single hands
against the random bot. The random team buys most hands, and some of its contracts are made
whatever the defenders do, so this prints what the project's own bots reach and a bound that
no player can pass.

*Measured* (``--bot NAME[:LEVEL]=HANDS``, repeatable): the bot's team plays single hands
(``hands=1``) against two random bots in the Python engine, seats 0/2 and 1/3 alternating, on
seeds ``seed, seed+1, ...``. Printed: the share of hands won (a tie counts half) with its 95 %
Wilson interval, and every hand by who bought, the contract, whether it was doubled and how
it ended, so the lost hands show their cause.

*Bounded* (``--bound HANDS``): a clairvoyant player that sees every card and knows every draw
the random bots will make (each random seat's k-th decision takes index ``int(u_k * n)`` of
its ``n`` legal actions, ``u_k`` fixed in advance: uniform, as the random bot is) searches all
its team's decisions, bidding, doubling, projects and cards, for the best result of the hand.
For any real player (who knows less) the same deal and the same draws end no better, so the
clairvoyant's mean result is an upper bound on every player's win rate against the random bot.
The search stops a line as soon as no split of the card points still to play can change the
hand's result. A hand whose search passes ``--budget`` nodes is counted as won (the bound
stays a bound); the count of such hands is printed. The bound is loose: knowing the draws,
the clairvoyant steers the random bot through the legal lists it leaves it (another lead
changes which card the same draw picks), so it wins nearly every hand and rules nothing out.
``allcards``, the hard search bot playing its cards on the real deal (it sees every hand; its
bids are the heuristic's), is the practical ceiling: a strong player with perfect information.

The search bots cap each decision's time (0.9 s at ``hard``): on a busy machine the cap binds
and they play a little weaker than on a quiet one.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gametable import bots as registry  # noqa: E402
from gametable.arena.stats import wilson  # noqa: E402
from gametable.cli import parse_bot  # noqa: E402
from gametable.games.baloot import new_game  # noqa: E402
from gametable.games.baloot import projects as P  # noqa: E402
from gametable.games.baloot.bots import BalootSearch  # noqa: E402
from gametable.games.baloot.scoring import GAHWA, HandInput, score_hand  # noqa: E402
from gametable.games.baloot.state import ACES, PLAY, SUN  # noqa: E402


def team_result(points: list[int], winner: int | None, level: int, team: int) -> float:
    """1, 0.5 or 0 for ``team`` of a single hand scored ``points`` (a Gahwa: its winner)."""
    if level == GAHWA and winner is not None:
        return float(winner == team)
    if points[0] == points[1]:
        return 0.5
    return float((points[0] > points[1]) == (team == 0))


# ------------------------------------------------------------------------------ measured


class SeesAllCards(BalootSearch):
    """The hard search bot given the real deal instead of samples of its view: its card play
    sees every hand (its bidding and doubling stay the heuristic's, which see its own)."""

    name = "allcards"

    def __init__(self, game: str, *, seed: int | None = None, level: str | None = None) -> None:
        super().__init__(game, seed=seed, level="hard")
        self.truth = None  # the real state, set before each decision

    def sample(self, view, rng):
        return self.truth.clone()


def make_bot(spec: str, seed: int):
    if spec == "allcards":
        return SeesAllCards("baloot", seed=seed)
    name, level = parse_bot(spec)
    return registry.make(name, "baloot", seed=seed, level=level)


def play_hand(bot, team: int, seed: int) -> dict:
    """One single hand of ``bot`` (seats of ``team``) against random bots; its record."""
    state = new_game(seed=seed, hands=1)
    players = {seat: bot if seat & 1 == team else
               registry.make("random", "baloot", seed=seed * 7919 + seat)
               for seat in range(4)}  # fmt: skip
    while not state.over:
        seat = state.to_act[0]
        if players[seat] is bot and isinstance(bot, SeesAllCards):
            bot.truth = state
        state.play(seat, players[seat].choose(state.view(seat), state.legal_moves(seat)))
    entry = state.sheet[-1]
    buyer = "us" if entry["buyer"] & 1 == team else "them"
    contract = entry["contract"].split(":")[0]
    return {"result": state.scores[team], "buyer": buyer, "contract": contract,
            "doubled": entry["level"] > 1, "outcome": entry["outcome"],
            "kaboot_ours": entry["tricks"][team] == 8}  # fmt: skip


def cause(hand: dict) -> str:
    """Why a hand ended as it did, from the bot's side."""
    who = "we" if hand["buyer"] == "us" else "random"
    if hand["doubled"]:
        return f"{who} bought, doubled"
    outcome = {"made": "made", "tie": "tied", "failed": "failed",
               "reverse-kaboot": "failed (reverse kaboot)"}.get(hand["outcome"])
    if hand["outcome"] == "kaboot":
        side = (hand["buyer"] == "us") == hand["kaboot_ours"]
        outcome = "made (kaboot)" if side else "failed (kaboot)"
    return f"{who} bought, {outcome}"


def measure(spec: str, hands: int, seed: int) -> None:
    bot = make_bot(spec, seed)
    start, cpu = time.perf_counter(), time.process_time()
    records = [play_hand(bot, hand % 2, seed + hand) for hand in range(hands)]
    points = sum(r["result"] for r in records)
    low, high = wilson(points, hands)
    print(f"\n{spec} against random, {hands} single hands: {points / hands:.1%} won "
          f"(95 % CI {low:.1%}-{high:.1%}); {time.process_time() - cpu:.0f} s CPU, "
          f"{time.perf_counter() - start:.0f} s wall")  # fmt: skip
    rows: dict[str, Counter] = {}
    for r in records:
        rows.setdefault(cause(r), Counter())[r["result"]] += 1
    lost = sum(1 - r["result"] for r in records)
    print(f"  {'how the hand went':<34}{'hands':>7}{'won':>6}{'tied':>6}{'lost':>6}"
          f"{'share of losses':>17}")  # fmt: skip
    for label, tally in sorted(rows.items(), key=lambda kv: -sum(kv[1].values())):
        n = sum(tally.values())
        share = (tally[0.0] + 0.5 * tally[0.5]) / lost if lost else 0.0
        print(f"  {label:<34}{n:>7}{tally[1.0]:>6}{tally[0.5]:>6}{tally[0.0]:>6}{share:>17.1%}")
    kinds = Counter((r["buyer"], r["contract"]) for r in records)
    print("  contracts: " + ", ".join(f"{b} {c} {n}" for (b, c), n in sorted(kinds.items())))


# ------------------------------------------------------------------------------ bounded


class Unresolved(Exception):
    """The search of one hand passed its node budget."""


def possible_results(state, team: int) -> tuple[float, float] | None:
    """The worst and best result ``team`` can still get, whatever the rest of the play, or
    None when it cannot be told yet (before the projects are settled after trick 1).

    The result is monotone in the card points a team takes, so the two extreme splits of the
    points still to play (and a kaboot where one team has taken every trick so far) bound it.
    """
    if state.phase != PLAY or state.trick_no < 1:
        return None
    sun = state.mode == SUN
    buyer_team = state.buyer & 1
    raw, pts = [0, 0], [0, 0]
    for _, p in state.scored:
        raw[state.proj_team] += P.raw_value(p, sun)
        pts[state.proj_team] += P.match_points(p, sun)
    baloot = [0, 0]
    if state.baloot_seat >= 0:  # played out by the end of the hand in any case
        baloot[state.baloot_seat & 1] = 1
    # the points of the cards still to play, and the last trick's ten (still to come)
    left = sum(state.pts[c] for c in range(32) if not state.played >> c & 1) + 10
    cards = state.card_pts
    d = state.dealer

    def result(card_points: tuple[int, int], tricks: tuple[int, int]) -> float:
        out = score_hand(HandInput(
            sun=sun, buyer_team=buyer_team, card_points=card_points, tricks=tricks,
            project_raw=(raw[0], raw[1]), project_points=(pts[0], pts[1]),
            baloot=(baloot[0], baloot[1]), level=state.level,
            raiser_team=state.raiser if state.raiser >= 0 else None,
            reverse_kaboot_ok=sun and (state.buyer - d) & 3 == 1
            and bool(state.full[state.buyer] & ACES),
            ground_ace=state.ground & 7 == 7,
        ), state.profile)
        return team_result(out.points, out.winner, state.level, team)

    ends = [result((cards[0] + left, cards[1]), (7, 1)),
            result((cards[0], cards[1] + left), (1, 7))]
    for t in (0, 1):  # a team with every trick so far may still take all eight
        if state.tricks_won[t] == state.trick_no:
            split = (cards[0] + left, cards[1]) if t == 0 else (cards[0], cards[1] + left)
            ends.append(result(split, (8, 0) if t == 0 else (0, 8)))
    return min(ends), max(ends)


def clairvoyant(seed: int, team: int, budget: int) -> tuple[float, int]:
    """The best result ``team`` can get in the single hand of ``seed`` knowing every card and
    every random draw to come; and the nodes searched. Raises :class:`Unresolved`."""
    draws = random.Random(seed * 7919 + 17)
    u = {seat: [draws.random() for _ in range(64)] for seat in range(4) if seat & 1 != team}
    nodes = 0

    def best(state, counts: tuple[int, int], alpha: float) -> float:
        nonlocal nodes
        while True:  # the random seats' moves and forced moves: no branching
            if state.over:
                return state.scores[team]
            seat = state.to_act[0]
            legal = state.legal_actions(seat)
            if seat & 1 != team:
                k = counts[seat >> 1]
                state.apply_action(seat, legal[int(u[seat][k] * len(legal))])
                counts = (k + 1, counts[1]) if seat >> 1 == 0 else (counts[0], k + 1)
            elif len(legal) == 1:
                state.apply_action(seat, legal[0])
            else:
                break
        nodes += 1
        if nodes > budget:
            raise Unresolved
        if state.t_n == 0:
            bounds = possible_results(state, team)
            if bounds is not None and (bounds[0] == bounds[1] or bounds[1] <= alpha):
                return bounds[1] if bounds[1] <= alpha else bounds[0]
        top = alpha
        for action in sorted(legal, key=lambda a: -state.pts[a & 31] if a < 64 else 0):
            child = state.clone()
            child.apply_action(seat, action)
            value = best(child, counts, top)
            if value > top:
                top = value
                if top >= 1.0:
                    break
        return top

    return best(new_game(seed=seed, hands=1), (0, 0), -1.0), nodes


def bound(hands: int, seed: int, budget: int) -> None:
    start, cpu = time.perf_counter(), time.process_time()
    total, unresolved, nodes = 0.0, 0, 0
    results = Counter()
    for hand in range(hands):
        try:
            value, n = clairvoyant(seed + hand, hand % 2, budget)
        except Unresolved:
            value, n, unresolved = 1.0, budget, unresolved + 1
        total += value
        nodes += n
        results[value] += 1
    low, high = wilson(total, hands)
    print(f"\nclairvoyant bound, {hands} single hands: at most {total / hands:.1%} won "
          f"(95 % CI {low:.1%}-{high:.1%}); won {results[1.0] - unresolved}, tied "
          f"{results[0.5]}, lost {results[0.0]}, unresolved (counted as won) {unresolved}; "
          f"{nodes / hands:,.0f} nodes a hand, {time.process_time() - cpu:.0f} s CPU, "
          f"{time.perf_counter() - start:.0f} s wall")  # fmt: skip
    print(f"  no player wins more than {high:.1%} of single hands against the random bot "
          f"(95 % upper limit); every player loses at least {1 - high:.1%}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bot", action="append", default=[],
                        help="NAME[:LEVEL]=HANDS, e.g. heuristic=2000 (repeatable); NAME "
                        "allcards: the hard search bot seeing every card")
    parser.add_argument("--bound", type=int, default=0, help="hands for the clairvoyant bound")
    parser.add_argument("--budget", type=int, default=200_000, help="search nodes a hand")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    default = ["heuristic=2000", "search:hard=250", "allcards=250"]
    specs = args.bot or ([] if args.bound else default)
    for spec in specs:
        name, _, count = spec.partition("=")
        measure(name, int(count or 1000), args.seed)
    if args.bound:
        bound(args.bound, args.seed, args.budget)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
