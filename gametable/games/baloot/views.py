"""What one seat may know: ``state.view(seat)`` as a JSON-safe dict.

The view format (read by the web front end, the bots and the RL encoder)::

    game        "baloot"
    seat        the viewer (None for a spectator); team: 0 (seats 0, 2) or 1 (seats 1, 3)
    positions   {"P1": seat, "P2": seat, "P3": seat, "P4": seat} for this hand
    options     the rule profile and hand limit
    hand_no     1-based number of the deal (cancelled deals count)
    dealer      the dealer's seat
    phase       "bidding" | "doubling" | "playing" | "over"
    to_act      seats to move now
    ground      the ground card (public: it was turned face up)
    taker       who took the ground card (None during the bidding)
    hand        the viewer's own cards, sorted (absent for a spectator)
    hand_sizes  cards held by each seat
    bidding     {"round": 1|2, "stage": "open"|"takeover"|"keep"|"claim",
                 "calls": [{"seat", "call", "round", "stage"}, ...]}
    contract    None, or {"type": "hokum"|"sun"|"ashkal", "trump": "H"|None, "buyer": seat}
    doubling    {"level": 1..5 (5 = Gahwa), "closed": bool, "calls": [{"seat", "call"}]}
    tricks      completed tricks of this hand: [{"leader", "cards": [[seat, card], ...],
                 "winner", "akka": bool}]
    trick       the current trick: {"leader", "cards": [[seat, card], ...], "akka": bool}
    projects    declarations of this hand: [{"seat", "kind", "project" (the cards' notation,
                 only once scored and trick 1 is over, or to the seat that declared it),
                 "cards" (likewise), "scored": bool|None}]
    project_team  the team whose projects score (None until trick 1 is over)
    baloot      None, or {"seat", "trick"} once announced
    card_points team card points so far this hand (public: counted from the tricks)
    tricks_won  tricks per team this hand
    score_sheet one entry per finished hand: {"hand", "dealer", "contract", "buyer", "level",
                 "outcome", "points": [team0, team1], "totals", "abnat", ...}; with "us" and
                 "them" added for a seated viewer
    totals      match points [team0, team1]; us / them for a seated viewer
    last_hand   the scoring of the previous hand (scored projects with their cards, and
                "reckoning": how each team's points came, see ``scoring.HandResult.detail``)
    winner      the winning team once over (-1 for a draw), else None

Hidden, never in a view: other seats' hands, and so who holds the 11 cards dealt after the
bidding (the ground card's taker is public, as the card was face up), unscored projects' cards.
"""

from __future__ import annotations

from typing import Any

from gametable.games.baloot import notation as A
from gametable.games.baloot import projects as P
from gametable.games.baloot.cards import NAMES, SUITS, cards_of
from gametable.games.baloot.state import PHASE_NAMES, STAGE_NAMES, SUN, BalootRules

_CONTRACT = {0: None, 1: "hokum", 2: "sun"}


def _sorted_hand(mask: int, trump: int) -> list[str]:
    # by suit, high cards first, trump suit first
    cards = cards_of(mask)
    cards.sort(key=lambda c: ((c >> 3) != trump, c >> 3, -(c & 7)))
    return [NAMES[c] for c in cards]


def build_view(state: BalootRules, seat: int | None) -> dict[str, Any]:
    sun = state.mode == SUN
    d = state.dealer
    trick_no = state.trick_no
    plays = state.plays
    tricks = []
    for t, winner in enumerate(state.trick_winners):
        chunk = plays[4 * t : 4 * t + 4]
        tricks.append({
            "leader": chunk[0] >> 6,
            "cards": [[code >> 6, NAMES[code & 31]] for code in chunk],
            "winner": winner,
            "akka": chunk[0] & 63 >= 32,
        })
    current = plays[4 * len(state.trick_winners) :] if state.sawa_seat < 0 else []
    trick = {
        "leader": state.leader,
        "cards": [[code >> 6, NAMES[code & 31]] for code in current],
        "akka": bool(current) and current[0] & 63 >= 32,
    }
    revealed = trick_no >= 1
    scored = set(state.scored)
    projects = []
    for s, p in state.decls:
        # a seat knows what it declared; the others see the cards once the project scores
        show = s == seat or (revealed and (s, p) in scored)
        projects.append({
            "seat": s,
            "kind": P.kind_name(p, sun),
            "project": P.notation(p, sun) if show else None,
            "cards": [NAMES[c] for c in cards_of(P.MASK[p])] if show else None,
            "scored": ((s, p) in scored) if revealed else None,
        })
    contract = None
    if state.mode:
        contract = {
            "type": "ashkal" if state.ashkal else _CONTRACT[state.mode],
            "trump": SUITS[state.trump] if state.mode == 1 else None,
            "buyer": state.buyer,
        }
    team = None if seat is None else seat & 1
    sheet = []
    for entry in state.sheet:
        row = dict(entry)
        if team is not None:
            row["us"], row["them"] = entry["points"][team], entry["points"][1 - team]
        sheet.append(row)
    view: dict[str, Any] = {
        "game": "baloot",
        "seat": seat,
        "team": team,
        "positions": {f"P{pos + 1}": (d + 1 + pos) & 3 for pos in range(4)},
        "options": state.options,
        "hand_no": state.hand_no + 1,
        "dealer": d,
        "phase": PHASE_NAMES[state.phase],
        "to_act": list(state.to_act),
        "ground": NAMES[state.ground],
        "taker": state.taker if state.taker >= 0 else None,
        "hand_sizes": [bin(h).count("1") for h in state.hands],
        "bidding": {
            "round": state.b_round,
            "stage": STAGE_NAMES[state.b_stage],
            "calls": [{"seat": s, "call": A.to_move(a), "round": r, "stage": STAGE_NAMES[st]}
                      for s, a, r, st in state.calls],
        },
        "contract": contract,
        "doubling": {
            "level": state.level,
            "closed": state.closed,
            "calls": [{"seat": s, "call": A.to_move(a)} for s, a in state.dcalls],
        },
        "tricks": tricks,
        "trick": trick,
        "projects": projects,
        "project_team": state.proj_team if revealed and state.proj_team >= 0 else None,
        "baloot": ({"seat": state.baloot_seat, "trick": state.baloot_trick + 1}
                   if state.baloot_trick >= 0 else None),
        "card_points": list(state.card_pts),
        "tricks_won": list(state.tricks_won),
        "sawa": state.sawa_seat if state.sawa_seat >= 0 else None,
        "score_sheet": sheet,
        "totals": list(state.totals),
        "last_hand": state.last_hand,
        "winner": state.winner,
    }
    if seat is not None:
        view["hand"] = _sorted_hand(state.hands[seat], state.trump)
        view["us"], view["them"] = state.totals[team], state.totals[1 - team]
    return view
