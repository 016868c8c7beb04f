"""Arena statistics: win rates with Wilson intervals, openskill ratings, move times."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from gametable.arena.play import GameOutcome


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95 % by default) for ``successes`` out of ``n``.

    Draws count as half a success, so ``successes`` may be fractional.
    """
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class BotStats:
    """One arena entrant's figures."""

    label: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    points: float = 0.0
    decisions: int = 0
    seconds: float = 0.0
    slowest: float = 0.0
    mu: float = 25.0
    sigma: float = 25.0 / 3
    head_to_head: dict[str, list[float]] = field(default_factory=dict)

    @property
    def win_rate(self) -> float:
        """Points per game: a win 1, a draw 0.5."""
        return self.points / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.points, self.games)

    @property
    def seconds_per_move(self) -> float:
        return self.seconds / self.decisions if self.decisions else 0.0


def summarise(labels: list[str], outcomes: list[GameOutcome]) -> dict[str, BotStats]:
    """Figures per entrant from outcomes taken in game order (so the ratings are reproducible)."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = {label: model.rating(name=label) for label in labels}
    table = {label: BotStats(label) for label in labels}
    for outcome in sorted(outcomes, key=lambda o: o.index):
        per_bot: dict[str, list[float]] = {}
        for seat, label in enumerate(outcome.labels):
            per_bot.setdefault(label, []).append(outcome.scores[seat])
            stats = table[label]
            stats.decisions += outcome.decisions[seat]
            stats.seconds += outcome.seconds[seat]
            stats.slowest = max(stats.slowest, outcome.slowest[seat])
        score = {label: sum(v) / len(v) for label, v in per_bot.items()}
        for label, value in score.items():
            stats = table[label]
            stats.games += 1
            stats.points += value
            if value >= 1.0:
                stats.wins += 1
            elif value <= 0.0:
                stats.losses += 1
            else:
                stats.draws += 1
            for other, theirs in score.items():
                if other != label:
                    pair = stats.head_to_head.setdefault(other, [0.0, 0])
                    pair[0] += 0.5 + (value - theirs) / 2 if len(score) == 2 else value
                    pair[1] += 1
        if len(score) > 1:
            order = list(score)
            updated = model.rate(
                [[ratings[label]] for label in order], ranks=[-score[label] for label in order]
            )
            for label, team in zip(order, updated, strict=True):
                ratings[label] = team[0]
    for label, rating in ratings.items():
        table[label].mu, table[label].sigma = rating.mu, rating.sigma
    return table
