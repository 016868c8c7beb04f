"""Patches between successive messages: applying one gives exactly the new message."""

from __future__ import annotations

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from gametable.server.tables.patches import apply, diff

scalars = st.none() | st.booleans() | st.integers(-5, 5) | st.text(max_size=3)
json_data = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=5)
    | st.dictionaries(st.sampled_from("abcdef"), inner, max_size=5),
    max_leaves=30,
)


@settings(max_examples=150, deadline=None)
@given(json_data, json_data)
def test_applying_the_diff_gives_the_new_data_and_leaves_the_old_alone(old, new):
    kept = copy.deepcopy(old)
    patched = apply(old, diff(old, new))
    assert patched == new
    assert old == kept  # the client's previous message is not changed in place


def test_only_what_changed_travels():
    cubes = [{"id": i, "squares": [[i, 0, 0]] * 4, "faces": {"U": "BWWB"}} for i in range(14)]
    old = {"n": 3, "view": {"cubes": cubes, "phase": "turn"}, "gone": 1}
    new = {"n": 4, "view": {"cubes": [dict(c) for c in cubes], "phase": "point"}}
    new["view"]["cubes"][5] = {**cubes[5], "faces": {"U": "WWWW"}}
    assert diff(old, new) == [
        [["n"], 4],
        [["view", "cubes", 5, "faces", "U"], "WWWW"],
        [["view", "phase"], "point"],
        [["gone"]],
    ]
    assert diff(new, new) == []


def test_lists_that_changed_length_or_mostly_are_sent_whole():
    assert diff({"a": [1, 2]}, {"a": [1, 2, 3]}) == [[["a"], [1, 2, 3]]]
    assert diff({"a": [1, 2, 3]}, {"a": [4, 5, 3]}) == [[["a"], [4, 5, 3]]]
    assert diff({"a": [1, 2, 3]}, {"a": [1, 5, 3]}) == [[["a", 1], 5]]
    assert diff([1], {"x": 1}) == [[[], {"x": 1}]]
