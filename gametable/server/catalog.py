"""What the lobby offers for each game: its options as form fields.

The engine is the judge of every option (it raises ``BadOptions``); this table only tells
the lobby form which fields to show.
"""

from __future__ import annotations

import importlib
import logging
from typing import Any

from gametable.core.registry import REGISTRY

#: name, type (int | bool | choice), default, and for choices the values
DEFAULT_OPTIONS: dict[str, list[dict[str, Any]]] = {
    "balloon-cup": [
        {"name": "no_deadlock", "type": "bool", "default": False},
    ],
    "baloot": [
        {"name": "hands", "type": "int", "default": None, "min": 1, "max": 50},
        {"name": "profile", "type": "choice", "default": "saudi", "values": ["saudi", "seed"]},
    ],
    "climbing": [
        {"name": "players", "type": "int", "default": 2, "min": 2, "max": 6},
        {"name": "max_rounds", "type": "int", "default": 200, "min": 1, "max": 1000},
        {"name": "cubes", "type": "choice", "default": "standard",
         "values": ["standard", "varied"]},
        {"name": "placement", "type": "choice", "default": "choose",
         "values": ["choose", "random"]},
    ],
}


log = logging.getLogger(__name__)


def game_catalog(name: str) -> dict[str, Any]:
    """Option fields, and whether the engine loads: a broken install shows the game as
    unavailable with the reason (``error``) instead of failing the whole lobby."""
    entry: dict[str, Any] = {"available": True, "options": DEFAULT_OPTIONS.get(name, [])}
    try:
        importlib.import_module(REGISTRY[name].module)
    except ImportError as error:
        log.exception("the %s engine cannot be loaded", name)
        entry.update(available=False, error=f"the {name} engine cannot be loaded: {error}")
    return entry
