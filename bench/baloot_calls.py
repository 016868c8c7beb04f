#!/usr/bin/env python3
"""How often do Baloot tables pass a deal out? Deals passed by all, per level.

    .venv/bin/python bench/baloot_calls.py [--deals 1000] [--seed 0]

Why: reviewers at easy tables saw a quarter to a third of the deals passed by all four
(bought by nobody in either round, dealt again): a newcomer waits through a bidding for
nothing. The heuristic bot's bars are tuned towards the human mix of contracts (its
docstring); the easy level slips, and its slips in the calls are passes
(``BalootHeuristic.slips``), only of hands near the bar. Printed per table: the deals passed
out, and what the first hand was bought as. Four bots of one level on the same deals.
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Iterable

import gametable
from gametable.bots.handicap import make

#: the tables measured: the lobby's easy level, and the heuristic bot as it is (medium)
LEVELS: dict[str, str | None] = {"easy": "easy", "heuristic": None}


def first_calls(level: str | None, deal: int) -> str:
    """How the first deal of game ``deal`` ends its bidding: "passed" or the contract's kind."""
    state = gametable.new_game("baloot", seed=deal)
    bots = [make("heuristic", "baloot", seed=deal * 4 + seat, level=level) for seat in range(4)]
    dealer = state.view(None)["dealer"]
    while True:
        view = state.view(None)
        if view["hand_no"] != 1 or view["dealer"] != dealer:
            return "passed"  # nobody bought: the next dealer deals again
        if view["phase"] != "bidding":
            return (view["contract"] or {}).get("type", "?")
        seat = state.to_act[0]
        state.play(seat, bots[seat].choose(state.view(seat), state.legal_moves(seat)))


def passed_out(level: str | None, deals: Iterable[int]) -> int:
    """How many of ``deals`` the table of four bots at ``level`` passes out."""
    return sum(first_calls(level, deal) == "passed" for deal in deals)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    deals = range(args.seed, args.seed + args.deals)
    for name, level in LEVELS.items():
        ends = Counter(first_calls(level, deal) for deal in deals)
        shares = ", ".join(f"{kind} {count / args.deals:.1%}" for kind, count in ends.most_common())
        print(f"{name:10s} {shares}")


if __name__ == "__main__":
    main()
