"""Patches between two successive messages for one seat: what changed, as path/value pairs.

Why: a message of a game with a large board is ~20 KB (every square of it) and a move changes
a few of its values; sending only those cuts the server's work per move (serialising and writing the
bytes to every socket) and the traffic. The server is game-agnostic, so this is a plain
structural diff of JSON-safe data; the browser (``web/src/api.js``) and the load benchmark
apply it to the last whole message they got.

An op is ``[path]`` (remove the key at ``path``) or ``[path, value]`` (set it), ``path`` a list
of dict keys and list indices from the message's top. Lists of a new length, and lists
where most items changed, are set whole. Values Python holds equal count as unchanged, so a
view must not turn ``1`` into ``1.0`` or ``True`` (JSON-safe views keep their types anyway).

It relies on what ``docs/protocol.md`` asks of ``view()``: a view is a snapshot that nobody
changes afterwards (games may share read-only pieces between views, as some
do), so the previous message can be compared with the new one.
``tests/server/tables/test_leaks`` applies the patches of whole games and checks every result
against a fresh view.
"""

from __future__ import annotations

from typing import Any

_MISSING = object()

Op = list[Any]


def diff(old: Any, new: Any) -> list[Op]:
    """The ops that turn ``old`` into ``new`` (``[]`` when they are equal)."""
    ops: list[Op] = []
    if old is not new and old != new:
        _diff(old, new, [], ops)
    return ops


def _diff(old: Any, new: Any, path: list[Any], ops: list[Op]) -> None:
    """``old != new`` here: descend where both are dicts or same-length lists."""
    kind = type(new)
    if kind is dict and type(old) is dict:
        for key, value in new.items():
            before = old.get(key, _MISSING)
            if before is _MISSING:
                ops.append([[*path, key], value])
            elif before is not value and before != value:
                _diff(before, value, [*path, key], ops)
        for key in old:
            if key not in new:
                ops.append([[*path, key]])
        return
    if kind is list and type(old) is list and len(old) == len(new):
        changed = [i for i, (a, b) in enumerate(zip(old, new, strict=True))
                   if a is not b and a != b]
        if len(changed) * 2 <= len(new):
            for i in changed:
                _diff(old[i], new[i], [*path, i], ops)
            return
    ops.append([path, new])


def apply(data: Any, ops: list[Op]) -> Any:
    """``data`` with ``ops`` applied, sharing what they do not touch (the tests' and the
    benchmark's client; the browser has the same few lines in ``api.js``)."""
    for op in ops:
        data = _set(data, op[0], 0, op[1] if len(op) > 1 else _MISSING)
    return data


def _set(node: Any, path: list[Any], i: int, value: Any) -> Any:
    if i == len(path):
        return value
    copy = list(node) if isinstance(node, list) else dict(node)
    key = path[i]
    if i == len(path) - 1:
        if value is _MISSING:
            del copy[key]
        else:
            copy[key] = value
    else:
        copy[key] = _set(node[key], path, i + 1, value)
    return copy
