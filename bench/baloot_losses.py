#!/usr/bin/env python3
"""Where single Baloot hands against the random bot are lost, and how many no play could win.

    nice -n 10 .venv/bin/python bench/baloot_losses.py [--bot ppo=2000] [--bot heuristic=2000]
        [--bot sunbuyer=2000] [--bot allcards=2000] [--forced-only] [--solve]
        [--best-case-only] [--budget 300000] [--solve-hands 100] [--seed 10000]

Why: the PPO example (``examples/ppo_baloot_jax.py``) is asked to win 99 % of single hands
against the random bot. This tells which hands its policy loses, and whether 99 % can be
reached at all (the figures are in the README, under the example).

*Measured* (``--bot NAME=HANDS``, repeatable): the bot's team plays single hands (``hands=1``)
against two random bots in the Python engine on the hands and random-bot seeds the example
evaluates on (``python_win_rate``: seeds ``seed, seed+1, ...``, teams alternating), so
``ppo=2000`` is the example's own figure. ``ppo`` is the committed policy
(``examples/ppo_baloot_jax.msgpack``, needs the JAX extra; ``ppo:PATH`` another one),
``heuristic`` and ``search[:LEVEL]`` the project's bots, ``sunbuyer`` the heuristic bot
calling Sun whenever Sun is legal (its card play unchanged: what more buying does), and
``allcards`` the hard search bot whose card play sees the real deal (``bench/baloot_vs_random.py``;
about a second a decision, so best with ``--forced-only``). Each hand is put in one class by
how its contract came about:

- *forced*: the random team's P1 opened with Sun, the first call of the hand. A Sun ends the
  bidding, only a player who passed before it may claim it, and no Sun can be doubled in a
  single hand: the random team buys before the bot's team has made any decision. Only a first
  deal counts (after a deal everyone passed, the next one depends on earlier draws), so the
  forced hands are the same for every bot on the same seeds; ``--forced-only`` plays only them.
- *they bought*: the random team bought otherwise; the bot could have bid and chose not to,
  or bid and was overcalled (the report says how often it had passed on a Sun it could call).
- *we bought*: the bot's team bought.

For each class: hands, lost (a tie counts half), the lost hands' contract and outcome (buyer
made / failed / kaboot, doubled); over the lost hands, the random team's abnat lead and the
projects declared and scored by each team.

*Solved* (``--solve``): each lost hand (all the forced ones, at most ``--solve-hands`` of each
other class) is replayed to the moment its contract is settled and searched with every card
known, twice: with all four seats playing for the bot's team (the best case: a hand still lost
is lost whatever anyone plays from there) and with the random seats playing against it (the
worst case: a hand won then could have been won against any play, so the bot threw it;
``--best-case-only`` skips it). The search follows every legal action (doubling, projects,
Akka, cards) to the end of the hand, caches the result at trick boundaries and cuts a line as
soon as no split of the points still to play can change the result (``possible_results`` of
``bench/baloot_vs_random.py``); a search past ``--budget`` nodes is reported unresolved. A
forced hand lost in the best case is lost by every player on these seats and seeds, so the
share of such hands bounds every player's win rate from above.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from baloot_vs_random import SeesAllCards, Unresolved, possible_results  # noqa: E402
from baloot_vs_random import make_bot as make_measured_bot  # noqa: E402

import gametable  # noqa: E402
from gametable import bots as registry  # noqa: E402
from gametable.arena.stats import wilson  # noqa: E402
from gametable.games.baloot import notation as A  # noqa: E402
from gametable.games.baloot import projects as P  # noqa: E402
from gametable.games.baloot.bots import BalootHeuristic  # noqa: E402
from gametable.games.baloot.cards import STRENGTH  # noqa: E402
from gametable.games.baloot.state import BID, SUN  # noqa: E402

FORCED, THEY_BOUGHT, WE_BOUGHT = "forced", "they bought", "we bought"
CLASSES = (FORCED, THEY_BOUGHT, WE_BOUGHT)


class SunBuyer(BalootHeuristic):
    """The heuristic bot that calls (or claims, or takes over with) Sun whenever it may."""

    name = "sunbuyer"

    def bid(self, view, legal):
        return "sun" if "sun" in legal else super().bid(view, legal)


def load_policy(path: str):
    """The example's trained policy as an arena bot (imports the example; needs JAX)."""
    spec = importlib.util.spec_from_file_location("ppo_baloot_jax",
                                                  ROOT / "examples" / "ppo_baloot_jax.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["ppo_baloot_jax"] = module  # flax's dataclasses look their module up
    spec.loader.exec_module(module)
    model = module.Policy()
    return module.PolicyBot(module.load_params(model, path), model)


def make_bot(spec: str, seed: int):
    name, _, path = spec.partition(":")
    if name == "ppo":
        return load_policy(path or str(ROOT / "examples" / "ppo_baloot_jax.msgpack"))
    if name == "sunbuyer":
        return SunBuyer("baloot", seed=seed)
    return make_measured_bot(spec, seed)  # allcards and the project's bots


# ------------------------------------------------------------------------------ measured


def play_hand(bot, hand: int, seed: int, forced_only: bool = False) -> dict | None:
    """Hand number ``hand`` of ``python_win_rate`` (examples/ppo_baloot_jax.py): the bot's
    team (seats ``hand % 2`` and its partner) against random bots; the hand's record
    (``forced_only``: None, unplayed, unless the random P1 opens with Sun)."""
    team = hand % 2
    state = gametable.new_game("baloot", seed=seed + hand, hands=1)
    players = {seat: bot if seat & 1 == team else
               registry.make("random", "baloot", seed=seed * 7919 + hand * 4 + seat)
               for seat in range(4)}  # fmt: skip
    declined_sun = False
    contract_state = None
    while not state.over:
        seat = state.to_act[0]
        legal = state.legal_moves(seat)
        if players[seat] is bot and isinstance(bot, SeesAllCards):
            bot.truth = state
        move = players[seat].choose(state.view(seat), legal)
        if forced_only and not state.calls and state.hand_no == 0 and (
                seat & 1 == team or move != "sun"):
            return None
        if state.phase == BID and seat & 1 == team and "sun" in legal and move != "sun":
            declined_sun = True
        state.play(seat, move)
        if state.phase != BID and contract_state is None and not state.over:
            contract_state = state.clone()
    entry = state.sheet[-1]
    first_deal = len(state.sheet) == 1
    dealer = entry["dealer"]
    p1 = (dealer + 1) & 3
    opener = state.calls[0] if state.calls else None
    buyer_team = entry["buyer"] & 1
    if buyer_team == team:
        kind = WE_BOUGHT
    elif first_deal and opener and opener[0] == p1 and opener[1] == A.SUN:
        kind = FORCED
    else:
        kind = THEY_BOUGHT
    declared = [0, 0]
    for seat, _ in state.decls:
        declared[(seat & 1) != team] += 1
    scored = [0, 0]
    sun = state.mode == SUN
    for seat, p in state.scored:
        scored[(seat & 1) != team] += P.raw_value(p, sun)
    abnat = entry["abnat"]
    return {
        "hand": hand, "team": team, "result": state.scores[team], "kind": kind,
        "contract": "sun" if entry["contract"] in ("sun", "ashkal") else "hokum",
        "level": entry["level"], "outcome": entry["outcome"],
        "margin": abnat[1 - team] - abnat[team],
        "declared": declared, "scored": scored, "declined_sun": declined_sun,
        "first_deal": first_deal, "state": contract_state,
    }  # fmt: skip


def outcome_label(r: dict) -> str:
    if r["level"] > 1:
        return "doubled"
    return {"made": "buyer made", "tie": "tie", "failed": "buyer failed",
            "kaboot": "kaboot", "reverse-kaboot": "reverse kaboot"}[r["outcome"]]


def report(spec: str, records: list[dict], seconds: float) -> None:
    hands = len(records)
    points = sum(r["result"] for r in records)
    low, high = wilson(points, hands)
    lost = hands - points
    print(f"\n{spec} against random, {hands} single hands: {points / hands:.1%} won "
          f"(95 % CI {low:.1%}-{high:.1%}), {lost:g} lost; {seconds:.0f} s CPU")
    print(f"  {'class':<13}{'hands':>7}{'lost':>7}{'of losses':>11}{'of hands':>10}   "
          "lost hands by contract and outcome")
    for kind in CLASSES:
        rows = [r for r in records if r["kind"] == kind]
        down = [r for r in rows if r["result"] < 1]
        n_lost = sum(1 - r["result"] for r in rows)
        how = Counter(f"{r['contract']} {outcome_label(r)}" for r in down)
        text = ", ".join(f"{k} {v}" for k, v in how.most_common())
        print(f"  {kind:<13}{len(rows):>7}{n_lost:>7g}{n_lost / max(lost, 1):>11.1%}"
              f"{n_lost / hands:>10.1%}   {text}")
    down = [r for r in records if r["result"] < 1]
    if not down:
        return
    they = [r for r in down if r["kind"] == THEY_BOUGHT]
    print(f"  they bought and we lost: {sum(r['declined_sun'] for r in they)} of {len(they)} "
          "after the bot's team passed on a Sun it could call")
    buckets = Counter()
    for r in down:
        m = r["margin"]
        buckets["<0" if m < 0 else "0-9" if m < 10 else "10-29" if m < 30 else "30-59"
                if m < 60 else "60+"] += 1
    print("  lost hands by the random team's abnat lead: "
          + ", ".join(f"{k} {buckets[k]}" for k in ("<0", "0-9", "10-29", "30-59", "60+")))
    ours = sum(r["scored"][0] > 0 for r in down)
    theirs = sum(r["scored"][1] > 0 for r in down)
    print(f"  lost hands with scored projects: ours {ours}, theirs {theirs} (declared: ours "
          f"{sum(r['declared'][0] for r in down)}, theirs {sum(r['declared'][1] for r in down)})")


# ------------------------------------------------------------------------------ solved


def solve(state, team: int, adversarial: bool, budget: int) -> float:
    """``team``'s result of the hand from ``state`` with every card known: the best case
    (every seat plays for ``team``) or, ``adversarial``, the worst its opponents can force.
    The random team never declares in the best case (its projects only raise its abnat)."""
    memo: dict = {}
    nodes = 0

    def value(state) -> float:
        nonlocal nodes
        while not state.over:
            legal = state.legal_actions(state.to_act[0])
            if len(legal) > 1:
                break
            state.apply_action(state.to_act[0], legal[0])
        if state.over:
            return state.scores[team]
        nodes += 1
        if nodes > budget:
            raise Unresolved
        seat = state.to_act[0]
        ours = seat & 1 == team
        maximise = ours or not adversarial
        low, high = 0.0, 1.0
        key = None
        if state.t_n == 0:
            bounds = possible_results(state, team)
            if bounds is not None:
                low, high = bounds
                if low == high:
                    return low
                key = (tuple(state.hands), seat, tuple(state.card_pts),
                       tuple(state.tricks_won), state.baloot_left, state.baloot_trick >= 0,
                       tuple(state.scored), state.level, state.raiser, state.closed)
                if key in memo:
                    return memo[key]
        legal = legal_for(state, seat, ours, adversarial)
        # likely best first: the bot's team plays its strongest cards, the other team its
        # weakest (declarations first: they only matter in trick 1)
        legal.sort(key=lambda a: strength(state, a), reverse=ours or adversarial)
        best = -1.0 if maximise else 2.0
        for action in legal:
            child = state.clone()
            child.apply_action(seat, action)
            v = value(child)
            if maximise and v > best:
                best = v
                if best >= high:
                    break
            elif not maximise and v < best:
                best = v
                if best <= low:
                    break
        if key is not None:
            memo[key] = best
        return best

    return value(state.clone())


def strength(state, action: int) -> int:
    """How strong a card is in the trick (declarations stronger than any card)."""
    if action >= 64:
        return 1000
    card = action & 31
    led = state.t_led if state.t_n else card >> 3
    return STRENGTH[(state.trump * 4 + led) * 32 + card] * 16 + state.pts[card]


def legal_for(state, seat: int, ours: bool, adversarial: bool) -> list[int]:
    legal = state.legal_actions(seat)
    if ours or adversarial:
        return legal
    return [a for a in legal if not A.PROJECT_BASE <= a < A.PASS]


def solve_losses(records: list[dict], budget: int, per_class: int,
                 worst_case: bool = True) -> None:
    down = [r for r in records if r["result"] < 1 and r["state"] is not None]
    taken = Counter()
    for r in list(down):
        taken[r["kind"]] += 1
        if r["kind"] != FORCED and taken[r["kind"]] > per_class:
            down.remove(r)
    start = time.process_time()
    table: dict[str, Counter] = {kind: Counter() for kind in CLASSES}
    for r in down:
        try:
            best = solve(r["state"], r["team"], False, budget)
            label = "lost in the best case" if best < 0.5 else (
                "tie at best" if best < 1 else None)
            if label is None and not worst_case:
                label = "won in the best case"
            elif label is None:
                worst = solve(r["state"], r["team"], True, budget)
                label = ("won in the worst case" if worst >= 1 else
                         "won only by the random seats' play")
        except Unresolved:
            label = "unresolved"
        r["solved"] = label
        table[r["kind"]][label] += 1
    labels = ("lost in the best case", "tie at best", "won in the best case",
              "won only by the random seats' play",
              "won in the worst case", "unresolved")
    print(f"  lost hands solved from their contract, every card known (at most {per_class} a "
          f"class; {time.process_time() - start:.0f} s CPU, budget {budget:,} nodes):")
    for kind in CLASSES:
        if table[kind]:
            print(f"    {kind:<12} " + ", ".join(f"{lab} {table[kind][lab]}" for lab in labels
                                                   if table[kind][lab]))


def unavoidable(records: list[dict], budget: int) -> None:
    """Forced hands lost even when every seat plays for the bot: every player loses them."""
    forced = [r for r in records if r["kind"] == FORCED]
    lost, unresolved = 0, 0
    for r in forced:
        label = r.get("solved")
        if label is None and r["result"] >= 1:
            continue  # won: not lost in the best case
        if label is None:
            try:
                label = ("lost in the best case"
                         if solve(r["state"], r["team"], False, budget) < 0.5 else "other")
            except Unresolved:
                label = "unresolved"
        lost += label == "lost in the best case"
        unresolved += label == "unresolved"
    hands = len(records)
    low, high = wilson(lost, hands)
    print(f"  forced hands: {len(forced)} of {hands} ({len(forced) / hands:.1%}); lost whatever "
          f"anyone plays: {lost} ({lost / hands:.1%} of hands, 95 % CI {low:.1%}-{high:.1%}; "
          f"{unresolved} unresolved) -> no player wins more than {1 - lost / hands:.1%} of "
          f"these hands (on average at most {1 - low:.1%})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bot", action="append", default=[],
                        help="NAME[:LEVEL]=HANDS (repeatable): ppo[:PATH], heuristic, "
                        "search[:LEVEL], sunbuyer, random")
    parser.add_argument("--solve", action="store_true",
                        help="search each lost hand from its contract with every card known")
    parser.add_argument("--budget", type=int, default=300_000, help="search nodes a hand")
    parser.add_argument("--solve-hands", type=int, default=100,
                        help="lost hands of each class to solve (the forced ones: all)")
    parser.add_argument("--best-case-only", action="store_true",
                        help="--solve searches only the best case (every seat for the bot)")
    parser.add_argument("--forced-only", action="store_true",
                        help="play only the forced hands (the random P1 opens with Sun)")
    parser.add_argument("--seed", type=int, default=10_000,
                        help="first hand's seed (the example evaluates on 10000)")
    args = parser.parse_args(argv)
    for spec in args.bot or ["ppo=2000", "heuristic=2000"]:
        name, _, count = spec.partition("=")
        bot = make_bot(name, args.seed)
        cpu = time.process_time()
        records = [play_hand(bot, hand, args.seed, args.forced_only)
                   for hand in range(int(count or 1000))]
        records = [r for r in records if r is not None]
        report(name + (" (forced hands only)" if args.forced_only else ""), records,
               time.process_time() - cpu)
        if args.solve:
            solve_losses(records, args.budget, args.solve_hands, not args.best_case_only)
            if not args.forced_only:
                unavoidable(records, args.budget)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
