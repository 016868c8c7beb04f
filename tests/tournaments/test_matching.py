"""Edmonds' matching against brute force."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from gametable.tournaments.matching import maximum_matching


def brute_force(n: int, edges: set[tuple[int, int]]) -> int:
    """The size of a maximum matching, by trying everything."""
    best = 0

    def go(v: int, used: frozenset[int], size: int) -> None:
        nonlocal best
        best = max(best, size)
        if v >= n:
            return
        go(v + 1, used, size)
        if v in used:
            return
        for u in range(v + 1, n):
            if u not in used and (v, u) in edges:
                go(v + 1, used | {v, u}, size + 1)

    go(0, frozenset(), 0)
    return best


@st.composite
def graphs(draw):
    n = draw(st.integers(0, 10))
    pairs = [(a, b) for a in range(n) for b in range(a + 1, n)]
    edges = {p for p in pairs if draw(st.booleans())}
    start = draw(st.lists(st.sampled_from(sorted(edges)), max_size=5)) if edges else []
    return n, edges, start


@given(graphs())
@settings(max_examples=300, deadline=None)
def test_maximum_matching_is_maximum_and_valid(graph):
    n, edges, start = graph
    adj = [[u for u in range(n) if (min(u, v), max(u, v)) in edges] for v in range(n)]
    match = [-1] * n
    for a, b in start:  # a matching to grow from (pairs sharing a vertex are skipped)
        if match[a] == -1 and match[b] == -1:
            match[a], match[b] = b, a
    maximum_matching(adj, match)
    for v, u in enumerate(match):
        if u != -1:
            assert match[u] == v
            assert (min(u, v), max(u, v)) in edges
    assert sum(1 for u in match if u != -1) // 2 == brute_force(n, edges)
