"""Standings: a row a format's table shows, and the Swiss tie-breaks.

The tie-breaks are functions of the games alone (:class:`Game` lines), so a page or a test
can recompute them: Buchholz cut 1, Sonneborn–Berger, the direct encounter, then rating.
A round an entrant had no opponent (a bye, a game against a bot, a round lost as withdrawn)
counts in its Buchholz as an opponent with the entrant's own score (FIDE's "dummy"), so a
bye neither helps nor harms; the cut drops the lowest value.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Standing:
    """One row of a final or current table."""

    rank: int
    entrant: str
    points: float
    #: the format's tie-break figures, by name, in the order they are applied
    tiebreaks: Mapping[str, float | None]
    withdrawn: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"rank": self.rank, "entrant": self.entrant, "points": self.points,
                "tiebreaks": dict(self.tiebreaks), "withdrawn": self.withdrawn}


@dataclass(frozen=True)
class Line:
    """One entrant's one round: its points and its opponent (``None``: no opponent)."""

    entrant: str
    opponent: str | None
    points: float


def scores(lines: Iterable[Line]) -> dict[str, float]:
    out: dict[str, float] = defaultdict(float)
    for line in lines:
        out[line.entrant] += line.points
    return dict(out)


def buchholz_cut1(lines: Sequence[Line], score: Mapping[str, float]) -> dict[str, float]:
    """The sum of the opponents' scores, the lowest left out (a round with no opponent
    counts the entrant's own score)."""
    values: dict[str, list[float]] = defaultdict(list)
    for line in lines:
        opponent = line.entrant if line.opponent is None else line.opponent
        values[line.entrant].append(score.get(opponent, 0.0))
    return {e: sum(v) - (min(v) if len(v) > 1 else 0.0) for e, v in values.items()}


def sonneborn_berger(lines: Sequence[Line], score: Mapping[str, float]) -> dict[str, float]:
    """The sum of the beaten opponents' scores and half the drawn ones' (real opponents
    only)."""
    out: dict[str, float] = defaultdict(float)
    for line in lines:
        out[line.entrant] += 0.0
        if line.opponent is not None:
            out[line.entrant] += line.points * score.get(line.opponent, 0.0)
    return dict(out)


def direct_encounter(lines: Sequence[Line], group: Iterable[str]) -> dict[str, float]:
    """Points scored in the games between members of ``group`` (entrants tied so far)."""
    members = set(group)
    out = dict.fromkeys(members, 0.0)
    for line in lines:
        if line.entrant in members and line.opponent in members:
            out[line.entrant] += line.points
    return out


def swiss_ranking(lines: Sequence[Line], ratings: Mapping[str, float],
                  withdrawn: Iterable[str] = ()) -> list[Standing]:
    """Every entrant of ``ratings`` ranked by score, Buchholz cut 1, Sonneborn–Berger,
    direct encounter among those still tied, rating, and last the id (for a total order)."""
    score = {e: 0.0 for e in ratings} | scores(lines)
    bh = buchholz_cut1(lines, score)
    sb = sonneborn_berger(lines, score)
    first = {e: (-score[e], -bh.get(e, 0.0), -sb.get(e, 0.0)) for e in ratings}
    tied: dict[tuple[float, float, float], list[str]] = defaultdict(list)
    for entrant, key in first.items():
        tied[key].append(entrant)
    de: dict[str, float] = {}
    for group in tied.values():
        de.update(direct_encounter(lines, group) if len(group) > 1 else {group[0]: 0.0})
    order = sorted(ratings, key=lambda e: (first[e], -de[e], -ratings[e], e))
    gone = set(withdrawn)
    return [Standing(rank, e, score[e], {"buchholz_cut1": bh.get(e, 0.0),
                                         "sonneborn_berger": sb.get(e, 0.0),
                                         "direct_encounter": de[e], "rating": ratings[e]},
                     e in gone)
            for rank, e in enumerate(order, start=1)]
