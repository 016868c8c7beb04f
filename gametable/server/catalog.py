"""What the lobby offers for each game: its options as form fields.

The engine is the judge of every option (it raises ``BadOptions``); this table only tells
the lobby form which fields to show. A game package may describe its own options with a
module-level ``OPTIONS`` list of the same shape, which then wins.
"""

from __future__ import annotations

import importlib
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


def game_catalog(name: str) -> dict[str, Any]:
    """Option fields and whether the engine can be loaded at all yet."""
    try:
        module = importlib.import_module(REGISTRY[name].module)
    except ImportError:
        return {"available": False, "options": DEFAULT_OPTIONS.get(name, [])}
    options = getattr(module, "OPTIONS", None)
    if not isinstance(options, list):
        options = DEFAULT_OPTIONS.get(name, [])
    return {"available": hasattr(module, "new_game"), "options": options}
