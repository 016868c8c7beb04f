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
    #: how each team's points came, so that a page can show the sum rather than redo it:
    #: ``{"value": 26|16, "level": 1..4, "multiplier": projects' multiplier, "teams": [{"how",
    #: "cards", "projects", "baloot"}, ...]}`` with points = cards + projects + baloot per team;
    #: ``how`` says what ``cards`` is: "converted" (the non-buyer's card points converted),
    #: "rest" (the hand's value less the other team's converted points), "whole" (the hand's
    #: value to the team that beat a failed buyer), "doubled" (value × level), "kaboot" and
    #: "reverse-kaboot" (their fixed values), "none"
    detail: dict = field(default_factory=dict)


def _detail(value: int, level: int, multiplier: int, hows: tuple[str, str], cards: list[int],
            projects: list[int], baloot: list[int]) -> dict:
    return {"value": value, "level": level, "multiplier": multiplier, "teams": [
        {"how": hows[t], "cards": cards[t], "projects": projects[t], "baloot": baloot[t]}
        for t in (0, 1)]}


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
            hows = (outcome, "none") if team == 0 else ("none", outcome)
            cards = [base if t == team else 0 for t in (0, 1)]
            projects = [h.project_points[t] if t == team else 0 for t in (0, 1)]
            detail = _detail(value, 1, 1, hows, cards, projects, baloot_pts)
            return HandResult(points, abnat, outcome, team, detail)
    all_projects = h.project_points[0] + h.project_points[1]
    if h.level > 1:
        raiser = buyer if h.raiser_team is None else h.raiser_team
        winner = raiser if abnat[raiser] > abnat[1 - raiser] else 1 - raiser
        level = min(h.level, 4)
        mult = profile.project_multipliers[level - 2]
        points[winner] = value * level + all_projects * mult + baloot_pts[winner]
        points[1 - winner] = baloot_pts[1 - winner]
        hows = ("doubled", "none") if winner == 0 else ("none", "doubled")
        cards = [value * level if t == winner else 0 for t in (0, 1)]
        projects = [all_projects * mult if t == winner else 0 for t in (0, 1)]
        detail = _detail(value, level, mult, hows, cards, projects, baloot_pts)
        return HandResult(points, abnat, "doubled", winner, detail)
    failed = abnat[other] > abnat[buyer] or (
        not h.sun and abnat[other] == abnat[buyer] and profile.hokum_tie_fails
    )
    if failed:
        points[other] = value + all_projects + baloot_pts[other]
        points[buyer] = baloot_pts[buyer] if profile.failed_buyer_keeps_baloot else 0
        hows = ("whole", "none") if other == 0 else ("none", "whole")
        cards = [value if t == other else 0 for t in (0, 1)]
        projects = [all_projects if t == other else 0 for t in (0, 1)]
        detail = _detail(value, 1, 1, hows, cards, projects,
                         [points[t] - cards[t] - projects[t] for t in (0, 1)])
        return HandResult(points, abnat, "failed", other, detail)
    theirs = (sun_convert if h.sun else hokum_convert)(h.card_points[other])
    points[other] = theirs + h.project_points[other] + baloot_pts[other]
    points[buyer] = value - theirs + h.project_points[buyer] + baloot_pts[buyer]
    tie = abnat[other] == abnat[buyer]
    hows = ("rest", "converted") if buyer == 0 else ("converted", "rest")
    cards = [value - theirs if t == buyer else theirs for t in (0, 1)]
    detail = _detail(value, 1, 1, hows, cards, list(h.project_points), baloot_pts)
    return HandResult(points, abnat, "tie" if tie else "made", None if tie else buyer, detail)


def match_winner(totals: list[int], gahwa_winner: int | None = None) -> int | None:
    """The team that has won the match after a hand, or None to play on."""
    if gahwa_winner is not None:
        return gahwa_winner
    if max(totals) >= TARGET and totals[0] != totals[1]:
        return 0 if totals[0] > totals[1] else 1
    return None
