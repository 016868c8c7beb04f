"""JSON as the server sends and stores it."""

from __future__ import annotations

import json
from typing import Any

import orjson


def dumps(data: Any) -> str:
    """Compact JSON text; orjson where it can (non-string keys become strings, as in ``json``),
    the standard library for anything orjson refuses (a float subclass, a huge integer)."""
    try:
        return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:
        return json.dumps(data, separators=(",", ":"))
