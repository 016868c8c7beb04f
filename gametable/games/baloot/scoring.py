"""Scoring a finished hand and the match: pure functions over plain numbers (easy to test).

Teams are 0 (seats 0 and 2) and 1 (seats 1 and 3). *Abnat* are card points plus the raw
values of a team's scored projects plus 20 per Baloot. See ``docs/rules/baloot.md``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gametable.games.baloot.options import Profile

SUN_VALUE, HOKUM_VALUE = 26, 16
TARGET = 152
GAHWA = 5  #: doubling level of a Gahwa hand (scored as Four; its winner wins the match)


def sun_convert(points: int) -> int:
    """Sun: round to the nearest 10 (an exact 5 stays), then ×2 ÷10 (24→4, 25→5, 26→6)."""
    rest = points % 10
    if rest < 5:
        points -= rest
    elif rest > 5:
        points += 10 - rest
    return points // 5


def hokum_convert(points: int) -> int:
    """Hokum: ÷10, a remainder of 1–5 rounds down, 6–9 rounds up."""
    tens, rest = divmod(points, 10)
    return tens + (rest >= 6)


@dataclass
class HandInput:
    """Everything the score of a hand depends on."""

    sun: bool
    buyer_team: int
    card_points: tuple[int, int]
    tricks: tuple[int, int]
    project_raw: tuple[int, int] = (0, 0)  # scored projects only (winner takes all applied)
    project_points: tuple[int, int] = (0, 0)
    baloot: tuple[int, int] = (0, 0)  # Baloots claimed per team (0 or 1)
    level: int = 1  # 1 plain, 2 Double, 3 Three, 4 Four, 5 Gahwa
    raiser_team: int | None = None  # the side that raised last in a doubled hand
    reverse_kaboot_ok: bool = False  # Sun, buyer is P1 and held an Ace
    ground_ace: bool = False


@dataclass
class HandResult:
    points: list[int]
    abnat: list[int]
    outcome: str  # made / tie / failed / kaboot / reverse-kaboot / doubled
    winner: int | None  # the team that won the hand (decides a Gahwa); None if undecided
    detail: dict = field(default_factory=dict)


def score_hand(h: HandInput, profile: Profile) -> HandResult:
    """Match points per team for one hand, per steps 1–7 of the scoring rules."""
    value = SUN_VALUE if h.sun else HOKUM_VALUE
    buyer, other = h.buyer_team, 1 - h.buyer_team
    baloot_pts = [0 if h.sun else 2 * h.baloot[t] for t in (0, 1)]
    abnat = [h.card_points[t] + h.project_raw[t] + 20 * h.baloot[t] for t in (0, 1)]
    points = [0, 0]
    for team in (0, 1):
        if h.tricks[team] == 8:  # kaboot (never multiplied)
            if h.sun and team == other and h.reverse_kaboot_ok and profile.reverse_kaboot:
                outcome, base = "reverse-kaboot", profile.reverse_kaboot
            else:
                outcome = "kaboot"
                base = profile.kaboot_sun if h.sun else profile.kaboot_hokum
                if h.ground_ace and profile.kaboot_ace_ground:
                    base = profile.kaboot_ace_ground
            points[team] = base + h.project_points[team] + baloot_pts[team]
            points[1 - team] = baloot_pts[1 - team]
            return HandResult(points, abnat, outcome, team)
    all_projects = h.project_points[0] + h.project_points[1]
    if h.level > 1:
        raiser = buyer if h.raiser_team is None else h.raiser_team
        winner = raiser if abnat[raiser] > abnat[1 - raiser] else 1 - raiser
        level = min(h.level, 4)
        mult = profile.project_multipliers[level - 2]
        points[winner] = value * level + all_projects * mult + baloot_pts[winner]
        points[1 - winner] = baloot_pts[1 - winner]
        return HandResult(points, abnat, "doubled", winner)
    failed = abnat[other] > abnat[buyer] or (
        not h.sun and abnat[other] == abnat[buyer] and profile.hokum_tie_fails
    )
    if failed:
        points[other] = value + all_projects + baloot_pts[other]
        points[buyer] = baloot_pts[buyer] if profile.failed_buyer_keeps_baloot else 0
        return HandResult(points, abnat, "failed", other)
    theirs = (sun_convert if h.sun else hokum_convert)(h.card_points[other])
    points[other] = theirs + h.project_points[other] + baloot_pts[other]
    points[buyer] = value - theirs + h.project_points[buyer] + baloot_pts[buyer]
    tie = abnat[other] == abnat[buyer]
    return HandResult(points, abnat, "tie" if tie else "made", None if tie else buyer)


def match_winner(totals: list[int], gahwa_winner: int | None = None) -> int | None:
    """The team that has won the match after a hand, or None to play on."""
    if gahwa_winner is not None:
        return gahwa_winner
    if max(totals) >= TARGET and totals[0] != totals[1]:
        return 0 if totals[0] > totals[1] else 1
    return None
