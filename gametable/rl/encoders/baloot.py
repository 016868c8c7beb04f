"""Baloot observation: one seat's view as a 494-float vector (all in ``[0, 1]``).

Seats are rotated so the observer is row 0, then the next seat in playing order (an
opponent), the partner (row 2), the other opponent (row 3); teams are ``[us, them]``.
Cards are one-hot over the 32 codes ``suit * 8 + rank`` (suits S H D C, ranks 7 8 9 T J Q K A).
Only the view is read: other hands never appear; a project's cards only once scored.

=====================  ========  ===============================================================
field                  shape     meaning
=====================  ========  ===============================================================
``hand``               32        my cards
``played``             4x32      cards each seat has played this hand (tricks and current trick)
``trick``              4x32      the current trick's card of each seat
``leader``             4         who leads the current trick
``akka``               1         the current lead announced Akka
``ground``             32        the ground card
``taker``              5         who took the ground card (4 seats, or nobody yet)
``phase``              4         bidding, doubling, playing, over
``position``           4         my position this hand: P1 .. P4
``dealer``             4         the dealer
``bid_round``          2         bidding round 1 or 2
``bid_stage``          4         open, takeover, keep, claim
``calls``              4x2x8     each seat's last call in each round: pass, hokum, sun, ashkal,
                                 hokum:S, hokum:H, hokum:D, hokum:C
``contract``           3         hokum, sun, ashkal
``trump``              4         the trump suit (Hokum)
``buyer``              4         the buyer
``double_level``       5         1 (none), double, three, four, gahwa
``closed``             1         closed play (no trump lead while holding another suit)
``declared``           4x5       projects declared per seat by kind (sira, fifty, hundred, 400)
                                 / 2, and Baloot announced
``project_cards``      32        cards of scored projects (public once trick 1 is over)
``project_team``       2         the team whose projects score: us, them
``hand_sizes``         4         cards held / 8
``card_points``        2         us, them / 162
``tricks_won``         2         us, them / 8
``totals``             2         match points us, them / 152 (capped at 1)
``my_turn``            1         I must act now
=====================  ========  ===============================================================

Shaping potential (``reward="shaped"``): my team's match points minus theirs, / 152.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from gametable.games.baloot.cards import CODES, SUITS
from gametable.rl.encoders.base import Encoder, Layout

PHASES = ("bidding", "doubling", "playing", "over")
STAGES = ("open", "takeover", "keep", "claim")
CALLS = {"pass": 0, "hokum": 1, "sun": 2, "ashkal": 3} | {
    f"hokum:{suit}": 4 + i for i, suit in enumerate(SUITS)
}
CONTRACTS = ("hokum", "sun", "ashkal")
KINDS = {"sira": 0, "fifty": 1, "hundred": 2, "400": 3}


class BalootEncoder(Encoder):
    game = "baloot"

    def build_layout(self) -> Layout:
        return (
            Layout()
            .add("hand", 32)
            .add("played", 4, 32)
            .add("trick", 4, 32)
            .add("leader", 4)
            .add("akka", 1)
            .add("ground", 32)
            .add("taker", 5)
            .add("phase", 4)
            .add("position", 4)
            .add("dealer", 4)
            .add("bid_round", 2)
            .add("bid_stage", 4)
            .add("calls", 4, 2, 8)
            .add("contract", 3)
            .add("trump", 4)
            .add("buyer", 4)
            .add("double_level", 5)
            .add("closed", 1)
            .add("declared", 4, 5)
            .add("project_cards", 32)
            .add("project_team", 2)
            .add("hand_sizes", 4)
            .add("card_points", 2)
            .add("tricks_won", 2)
            .add("totals", 2)
            .add("my_turn", 1)
        )

    def fill(self, out: dict[str, np.ndarray], view: dict[str, Any], seat: int) -> None:
        def rel(s: int) -> int:
            return (s - seat) & 3

        us, them = seat & 1, 1 - (seat & 1)
        for card in view.get("hand") or ():
            out["hand"][CODES[card]] = 1.0
        for trick in view["tricks"]:
            for s, card in trick["cards"]:
                out["played"][rel(s), CODES[card]] = 1.0
        current = view["trick"]
        for s, card in current["cards"]:
            out["played"][rel(s), CODES[card]] = 1.0
            out["trick"][rel(s), CODES[card]] = 1.0
        if current["leader"] is not None and current["leader"] >= 0:
            out["leader"][rel(current["leader"])] = 1.0
        out["akka"][0] = bool(current["akka"])
        if view["ground"] is not None:
            out["ground"][CODES[view["ground"]]] = 1.0
        out["taker"][4 if view["taker"] is None else rel(view["taker"])] = 1.0
        out["phase"][PHASES.index(view["phase"])] = 1.0
        for pos, s in view["positions"].items():
            if s == seat:
                out["position"][int(pos[1]) - 1] = 1.0
        out["dealer"][rel(view["dealer"])] = 1.0
        bidding = view["bidding"]
        out["bid_round"][min(max(bidding["round"], 1), 2) - 1] = 1.0
        out["bid_stage"][STAGES.index(bidding["stage"])] = 1.0
        for call in bidding["calls"]:
            row = out["calls"][rel(call["seat"]), min(max(call["round"], 1), 2) - 1]
            row[:] = 0.0
            row[CALLS[call["call"]]] = 1.0
        contract = view["contract"]
        if contract:
            out["contract"][CONTRACTS.index(contract["type"])] = 1.0
            if contract["trump"]:
                out["trump"][SUITS.index(contract["trump"])] = 1.0
            out["buyer"][rel(contract["buyer"])] = 1.0
        out["double_level"][min(max(view["doubling"]["level"], 1), 5) - 1] = 1.0
        out["closed"][0] = bool(view["doubling"]["closed"])
        for project in view["projects"]:
            out["declared"][rel(project["seat"]), KINDS[project["kind"]]] += 0.5
            for card in project["cards"] or ():
                out["project_cards"][CODES[card]] = 1.0
        if view["baloot"]:
            out["declared"][rel(view["baloot"]["seat"]), 4] = 1.0
        if view["project_team"] is not None:
            out["project_team"][0 if view["project_team"] == us else 1] = 1.0
        out["hand_sizes"][:] = [view["hand_sizes"][(seat + k) & 3] / 8 for k in range(4)]
        points, won, totals = view["card_points"], view["tricks_won"], view["totals"]
        out["card_points"][:] = [min(points[us] / 162, 1.0), min(points[them] / 162, 1.0)]
        out["tricks_won"][:] = [won[us] / 8, won[them] / 8]
        out["totals"][:] = [min(totals[us] / 152, 1.0), min(totals[them] / 152, 1.0)]
        out["my_turn"][0] = seat in view["to_act"]

    def potential(self, view: dict[str, Any]) -> list[float]:
        t0, t1 = view["totals"]
        diff = (t0 - t1) / 152
        return [diff if seat % 2 == 0 else -diff for seat in range(4)]

    def max_game_length(self) -> int:
        # a scored hand: at most ~20 calls, 5 doubling calls, 8 project declarations, 32 cards;
        # 100 is generous. A match (no ``hands``) is bounded by the ~40 hands it can take;
        # cancelled deals (8 passes each) are allowed for on top.
        hands = self.options.get("hands") or 40
        return 100 * int(hands) + 8 * 30


ENCODER = BalootEncoder
