"""A PNG of the arena's ratings and win rates (matplotlib, no display needed)."""

from __future__ import annotations

from pathlib import Path

from gametable.arena.stats import BotStats


def plot_ratings(table: dict[str, BotStats], path: str | Path, title: str) -> None:
    """Two panels: openskill mu ± 2 sigma, and win rate with its 95 % Wilson interval."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    entries = sorted(table.values(), key=lambda s: s.mu, reverse=True)
    labels = [s.label for s in entries]
    figure, (left, right) = plt.subplots(1, 2, figsize=(10, 0.6 * len(entries) + 2))
    positions = range(len(entries))
    left.errorbar(
        [s.mu for s in entries], positions, xerr=[2 * s.sigma for s in entries],
        fmt="o", capsize=4, color="tab:blue",
    )
    left.set_yticks(list(positions), labels)
    left.invert_yaxis()
    left.set_xlabel("openskill rating (mu ± 2 sigma)")
    rates = [s.win_rate for s in entries]
    low = [s.win_rate - s.interval[0] for s in entries]
    high = [s.interval[1] - s.win_rate for s in entries]
    right.barh(list(positions), rates, xerr=[low, high], capsize=4, color="tab:green")
    right.set_yticks(list(positions), labels)
    right.invert_yaxis()
    right.set_xlim(0, 1)
    right.set_xlabel("win rate (draw = ½), 95 % Wilson interval")
    figure.suptitle(title)
    figure.tight_layout()
    figure.savefig(path, dpi=100)
    plt.close(figure)
