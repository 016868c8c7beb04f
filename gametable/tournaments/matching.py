"""Maximum-cardinality matching in a general graph (Edmonds' blossoms), for the Swiss
pairing's last resort: when pairing by score groups leaves entrants over, it tells whether
any pairing without a repeat exists and finds one from the pairs already made.

``adj[v]`` lists the vertices ``v`` may be matched with (symmetric), in the order they are
preferred: the search is breadth-first, so it changes as few pairs as it can, and takes the
first partners it meets.
"""

from __future__ import annotations

from collections.abc import Sequence


def maximum_matching(adj: Sequence[Sequence[int]], match: list[int]) -> list[int]:
    """Grow ``match`` (``match[v]``: ``v``'s partner, ``-1`` for none; changed in place)
    into a matching of the greatest size, and return it. ``adj`` may list a vertex's
    neighbours on demand: only the vertices the searches reach are read."""
    for root in range(len(adj)):
        if match[root] == -1:
            _augment(adj, match, root)
    return match


def _augment(adj: Sequence[Sequence[int]], match: list[int], root: int) -> bool:
    """Find an augmenting path from the free vertex ``root`` and flip it."""
    n = len(adj)
    base = list(range(n))
    parent = [-1] * n
    outer = [False] * n
    outer[root] = True
    queue = [root]
    head = 0
    while head < len(queue):
        v = queue[head]
        head += 1
        for to in adj[v]:
            if base[v] == base[to] or match[v] == to:
                continue
            if to == root or (match[to] != -1 and parent[match[to]] != -1):
                # an odd cycle: shrink it into its base
                top = _common_base(v, to, base, match, parent)
                inside = [False] * n
                _mark(v, top, to, base, match, parent, inside)
                _mark(to, top, v, base, match, parent, inside)
                for i in range(n):
                    if inside[base[i]]:
                        base[i] = top
                        if not outer[i]:
                            outer[i] = True
                            queue.append(i)
            elif parent[to] == -1:
                parent[to] = v
                if match[to] == -1:
                    u = to
                    while u != -1:
                        back = parent[u]
                        after = match[back]
                        match[u] = back
                        match[back] = u
                        u = after
                    return True
                outer[match[to]] = True
                queue.append(match[to])
    return False


def _common_base(a: int, b: int, base: list[int], match: list[int],
                 parent: list[int]) -> int:
    seen = set()
    while True:
        a = base[a]
        seen.add(a)
        if match[a] == -1:
            break
        a = parent[match[a]]
    while True:
        b = base[b]
        if b in seen:
            return b
        b = parent[match[b]]


def _mark(v: int, top: int, child: int, base: list[int], match: list[int],
          parent: list[int], inside: list[bool]) -> None:
    while base[v] != top:
        inside[base[v]] = inside[base[match[v]]] = True
        parent[v] = child
        child = match[v]
        v = parent[match[v]]
