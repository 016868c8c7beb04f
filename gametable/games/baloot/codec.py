"""Saving and restoring a full Baloot state as JSON (hidden parts included)."""

from __future__ import annotations

import random
from typing import Any, TypeVar

from gametable.core.errors import BadOptions
from gametable.games.baloot.cards import NO_TRUMP, POINTS
from gametable.games.baloot.options import resolve
from gametable.games.baloot.state import STATE_SLOTS, BalootRules

#: the class :func:`state_from_json` builds (the package's public state class)
R = TypeVar("R", bound=BalootRules)

_TUPLE_LISTS = ("calls", "dcalls", "decls", "scored", "cands")


def state_to_json(state: BalootRules) -> dict[str, Any]:
    data: dict[str, Any] = {"game": "baloot", "format": 1, "profile": state.profile.to_dict()}
    for name in STATE_SLOTS:
        value = getattr(state, name)
        if name in _TUPLE_LISTS:
            value = [list(item) for item in value]
        elif isinstance(value, tuple):
            value = list(value)
        elif isinstance(value, list):
            value = [list(v) if isinstance(v, list) else v for v in value]
        data[name] = value
    version, internal, gauss = state.rng.getstate()
    data["rng"] = [version, list(internal), gauss]
    return data


def state_from_json(data: dict[str, Any], cls: type[R]) -> R:
    """Rebuild a state saved by :func:`state_to_json` as an instance of ``cls`` (the public
    class; this module never imports it)."""
    if data.get("format") != 1:
        raise BadOptions("not a saved Baloot state (format 1)")
    try:
        state = object.__new__(cls)
        state._set_profile(resolve(data["profile"]))
        for name in STATE_SLOTS:
            value = data[name]
            if name in _TUPLE_LISTS:
                value = [tuple(item) for item in value]
            elif name == "to_act":
                value = tuple(value)
            setattr(state, name, value)
        state.pts = POINTS[state.trump if state.trump is not None else NO_TRUMP]
        version, internal, gauss = data["rng"]
        rng = random.Random()
        rng.setstate((version, tuple(internal), gauss))
        state.rng = rng
        state.rng_shared = False
    except (KeyError, TypeError, ValueError) as error:
        raise BadOptions(f"a saved Baloot state is damaged: {error!r}") from None
    return state
