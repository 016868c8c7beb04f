"""What the lobby offers for each game: its option fields and the rest of its facts, from the
game's descriptor (:mod:`gametable.core.descriptor`).

The engine is the judge of every option (it raises ``BadOptions``); the fields only tell the
lobby form which to show.
"""

from __future__ import annotations

import importlib
import logging
from typing import Any

from gametable.core.registry import REGISTRY, descriptor_of

log = logging.getLogger(__name__)


def game_catalog(name: str) -> dict[str, Any]:
    """Option fields, and whether the engine loads: a broken install shows the game as
    unavailable with the reason (``error``) instead of failing the whole lobby."""
    facts = descriptor_of(name)
    entry: dict[str, Any] = {"available": True, "options": facts.option_schema(),
                             **facts.public()}
    try:
        importlib.import_module(REGISTRY[name].module)
    except ImportError as error:
        log.exception("the %s engine cannot be loaded", name)
        entry.update(available=False, error=f"the {name} engine cannot be loaded: {error}")
    return entry
