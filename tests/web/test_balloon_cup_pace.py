"""The web app's Balloon Cup numbers agree with the engine's and the server's: the trophies
that win (the board says "first to 3", the panels "n/3") and the time a decided tile is held
on the page, which the bots wait out (web/src/games/balloon_cup_timing.js)."""

from __future__ import annotations

import re
from pathlib import Path

from gametable.core.registry import descriptor_of
from gametable.games.balloon_cup.state import TROPHIES_TO_WIN

TIMING = Path(__file__).resolve().parents[2] / "web" / "src" / "games" / "balloon_cup_timing.js"


def constant(name: str) -> int:
    found = re.search(rf"export const {name} = (\d+);", TIMING.read_text(encoding="utf-8"))
    assert found, name
    return int(found.group(1))


def test_the_page_says_the_engines_trophies_to_win():
    assert constant("TROPHIES_TO_WIN") == TROPHIES_TO_WIN


def test_the_bots_wait_as_long_as_the_page_holds_a_decided_tile():
    assert descriptor_of("balloon-cup").beat_pause >= constant("RESULT_HOLD_MS") / 1000
