"""Scoring: conversion tables, the worked checks, fail rule, kaboot, doubling, Gahwa, match end."""

from __future__ import annotations

import pytest

from gametable.games.baloot.options import SAUDI, SEED, resolve
from gametable.games.baloot.scoring import (
    HandInput,
    hokum_convert,
    match_winner,
    score_hand,
    sun_convert,
)


def reference_sun(points: int) -> int:
    tens, rest = divmod(points, 10)
    rounded = points if rest == 5 else (tens + (rest > 5)) * 10
    return rounded * 2 // 10


def reference_hokum(points: int) -> int:
    tens, rest = divmod(points, 10)
    return tens + 1 if rest >= 6 else tens


SUN_TABLE = {0: 0, 4: 0, 5: 1, 6: 2, 14: 2, 15: 3, 16: 4, 24: 4, 25: 5, 26: 6, 65: 13,
             66: 14, 64: 12, 129: 26, 130: 26, 125: 25, 121: 24}
HOKUM_TABLE = {0: 0, 5: 0, 6: 1, 15: 1, 16: 2, 81: 8, 85: 8, 86: 9, 155: 15, 156: 16, 162: 16}


@pytest.mark.parametrize("points", range(131))
def test_sun_conversion_every_value(points):
    assert sun_convert(points) == reference_sun(points)
    if points in SUN_TABLE:
        assert sun_convert(points) == SUN_TABLE[points]


@pytest.mark.parametrize("points", range(163))
def test_hokum_conversion_every_value(points):
    assert hokum_convert(points) == reference_hokum(points)
    if points in HOKUM_TABLE:
        assert hokum_convert(points) == HOKUM_TABLE[points]


def hand(**kw) -> HandInput:
    base = dict(sun=True, buyer_team=0, card_points=(106, 24), tricks=(6, 2))
    base.update(kw)
    return HandInput(**base)


def test_worked_check_sun_24_and_sira():
    # non-buyer 24 card points -> 4; buyer 26 - 4 = 22, plus a Sira (4) = 26
    result = score_hand(hand(project_raw=(20, 0), project_points=(4, 0)), SAUDI)
    assert result.points == [26, 4]
    assert result.outcome == "made"


def test_worked_check_hokum_fail_at_82_tie_at_81():
    failed = score_hand(hand(sun=False, card_points=(80, 82), tricks=(4, 4)), SAUDI)
    assert failed.outcome == "failed" and failed.points == [0, 16]
    tie = score_hand(hand(sun=False, card_points=(81, 81), tricks=(4, 4)), SAUDI)
    assert tie.outcome == "tie" and tie.points == [8, 8]
    made = score_hand(hand(sun=False, card_points=(83, 79), tricks=(4, 4)), SAUDI)
    assert made.outcome == "made" and made.points == [8, 8]


def test_hokum_tie_fails_option():
    rules = resolve(hokum_tie_fails=True)
    tie = score_hand(hand(sun=False, card_points=(81, 81), tricks=(4, 4)), rules)
    assert tie.outcome == "failed" and tie.points == [0, 16]
    sun_tie = score_hand(hand(card_points=(65, 65), tricks=(4, 4)), rules)
    assert sun_tie.outcome == "tie"


def test_worked_check_sun_fail_at_66_tie_at_65():
    failed = score_hand(hand(card_points=(64, 66), tricks=(4, 4)), SAUDI)
    assert failed.outcome == "failed" and failed.points == [0, 26]
    tie = score_hand(hand(card_points=(65, 65), tricks=(4, 4)), SAUDI)
    assert tie.outcome == "tie" and tie.points == [13, 13]


def test_failed_buyer_other_team_takes_all_projects_and_baloot_option():
    h = hand(sun=False, card_points=(60, 102), tricks=(3, 5), project_raw=(50, 0),
             project_points=(5, 0), baloot=(1, 0))
    # abnat: buyer 60 + 50 + 20 = 130 > 102: made. Make it fail instead:
    h = hand(sun=False, card_points=(40, 122), tricks=(3, 5), project_raw=(20, 0),
             project_points=(2, 0), baloot=(1, 0))
    result = score_hand(h, SAUDI)
    assert result.outcome == "failed"
    assert result.points == [2, 16 + 2]  # the buyer's Baloot stays with it
    assert score_hand(h, resolve(failed_buyer_keeps_baloot=False)).points == [0, 18]


def test_projects_and_baloot_count_in_abnat():
    # Hokum: buyer 70 card points + Baloot 20 = 90 abnat vs 92: fails; with a sira it makes
    h = hand(sun=False, card_points=(70, 92), tricks=(4, 4), baloot=(1, 0))
    assert score_hand(h, SAUDI).outcome == "failed"
    h2 = hand(sun=False, card_points=(70, 92), tricks=(4, 4), baloot=(1, 0),
              project_raw=(20, 0), project_points=(2, 0))
    result = score_hand(h2, SAUDI)
    assert result.outcome == "made"
    assert result.points == [16 - 9 + 2 + 2, 9]


def test_kaboot_sun_and_hokum_and_seed():
    sun = hand(card_points=(130, 0), tricks=(8, 0), project_points=(4, 0), project_raw=(20, 0))
    assert score_hand(sun, SAUDI).points == [48, 0]
    hokum = hand(sun=False, card_points=(162, 0), tricks=(8, 0))
    assert score_hand(hokum, SAUDI).points == [25, 0]
    assert score_hand(hokum, SEED).points == [44, 0]
    ace = hand(sun=False, card_points=(162, 0), tricks=(8, 0), ground_ace=True)
    assert score_hand(ace, SAUDI).points == [25, 0]
    assert score_hand(ace, SEED).points == [88, 0]
    # the other team may take every trick too
    against = hand(sun=False, card_points=(0, 162), tricks=(0, 8), baloot=(1, 0))
    result = score_hand(against, SAUDI)
    assert result.outcome == "kaboot" and result.points == [2, 25]


def test_kaboot_is_never_multiplied():
    h = hand(sun=False, card_points=(162, 0), tricks=(8, 0), level=4, raiser_team=1)
    assert score_hand(h, SAUDI).points == [25, 0]


def test_reverse_kaboot():
    h = hand(card_points=(0, 130), tricks=(0, 8), reverse_kaboot_ok=True)
    result = score_hand(h, SAUDI)
    assert result.outcome == "reverse-kaboot" and result.points == [0, 88]
    plain = hand(card_points=(0, 130), tricks=(0, 8), reverse_kaboot_ok=False)
    assert score_hand(plain, SAUDI).points == [0, 44]


# doubled hands: (level, raiser team). Buyer is team 0; doubler team 1 raises at 2 and 4.
LEVELS = [(2, 1), (3, 0), (4, 1), (5, 0)]


# a Sun is only ever doubled once (level 2)
DOUBLED = [(level, raiser, False) for level, raiser in LEVELS] + [(2, 1, True)]


@pytest.mark.parametrize("level,raiser,sun", DOUBLED)
def test_doubled_hand_won_and_lost_by_each_side(level, raiser, sun):
    value = 26 if sun else 16
    total = 130 if sun else 162
    mult = {2: 2, 3: 1, 4: 1, 5: 1}[level]
    proj = (4 if sun else 2, 0)
    factor = min(level, 4)
    for raiser_wins in (True, False):
        raiser_points = total // 2 + 30 if raiser_wins else total // 2 - 30
        card = [0, 0]
        card[raiser] = raiser_points
        card[1 - raiser] = total - raiser_points
        h = hand(sun=sun, card_points=tuple(card), tricks=(4, 4), level=level, raiser_team=raiser,
                 project_raw=(20, 0), project_points=proj)
        # a 60-point card margin decides it whatever side holds the sira (20 abnat)
        result = score_hand(h, SAUDI)
        winner = raiser if raiser_wins else 1 - raiser
        assert result.winner == winner
        assert result.outcome == "doubled"
        assert result.points[winner] == value * factor + proj[0] * mult
        assert result.points[1 - winner] == 0


def test_doubled_tie_counts_against_the_raiser():
    for level, raiser in LEVELS:
        h = hand(sun=False, card_points=(81, 81), tricks=(4, 4), level=level, raiser_team=raiser)
        result = score_hand(h, SAUDI)
        assert result.winner == 1 - raiser
        assert result.points[1 - raiser] == 16 * min(level, 4)


def test_baloot_never_multiplied_in_doubled_hand():
    h = hand(sun=False, card_points=(100, 62), tricks=(5, 3), level=2, raiser_team=1,
             baloot=(0, 1))
    result = score_hand(h, SAUDI)
    assert result.winner == 0
    assert result.points == [32, 2]


def test_project_multiplier_option():
    h = hand(sun=False, card_points=(100, 62), tricks=(5, 3), level=3, raiser_team=0,
             project_raw=(50, 0), project_points=(5, 0))
    assert score_hand(h, SAUDI).points == [48 + 5, 0]
    assert score_hand(h, resolve(project_multipliers=[2, 3, 4])).points == [48 + 15, 0]


def test_match_end_and_tie_rule():
    assert match_winner([151, 140]) is None
    assert match_winner([152, 140]) == 0
    assert match_winner([160, 170]) == 1
    assert match_winner([160, 160]) is None  # equal past 152: another hand
    assert match_winner([10, 20], gahwa_winner=0) == 0


@pytest.mark.parametrize(("inputs", "hows"), [
    (dict(project_raw=(20, 0), project_points=(4, 0)), ("rest", "converted")),
    (dict(sun=False, card_points=(60, 102), tricks=(3, 5), baloot=(1, 0)), ("none", "whole")),
    (dict(card_points=(130, 0), tricks=(8, 0), project_raw=(0, 50), project_points=(0, 10)),
     ("kaboot", "none")),
    (dict(sun=False, card_points=(100, 62), tricks=(5, 3), level=2, raiser_team=1,
          project_raw=(20, 0), project_points=(2, 0), baloot=(0, 1)), ("doubled", "none")),
    (dict(buyer_team=1, card_points=(24, 106), tricks=(2, 6)), ("converted", "rest")),
])
def test_the_reckoning_adds_up_to_each_teams_points(inputs, hows):
    """The hand's summary shows how the points came from the engine's own sums: per team the
    cards' part (converted, the rest of the hand's value, the whole of it, a Kaboot's value,
    a doubled value), the projects' and Baloot's, which add up to the hand's points."""
    result = score_hand(hand(**inputs), SAUDI)
    teams = result.detail["teams"]
    assert tuple(team["how"] for team in teams) == hows
    for team, points in zip(teams, result.points, strict=True):
        assert team["cards"] + team["projects"] + team["baloot"] == points


def test_the_reckoning_says_the_numbers_a_player_checks():
    """Sun made, the other team's 24 card points are 4; the buyer's team the rest of 26, 22;
    a Sun Kaboot is 44; Hokum doubled, the winner's 16 × 2 and projects × 2."""
    made = score_hand(hand(), SAUDI).detail
    assert made["value"] == 26 and [t["cards"] for t in made["teams"]] == [22, 4]
    kaboot = score_hand(hand(card_points=(130, 0), tricks=(8, 0)), SAUDI).detail
    assert kaboot["teams"][0]["cards"] == 44
    doubled = score_hand(hand(sun=False, card_points=(100, 62), tricks=(5, 3), level=2,
                              project_points=(2, 0), project_raw=(20, 0)), SAUDI).detail
    assert doubled["level"] == 2 and doubled["multiplier"] == 2
    assert doubled["teams"][0]["cards"] == 32 and doubled["teams"][0]["projects"] == 4
