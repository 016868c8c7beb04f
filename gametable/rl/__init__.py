"""Research adapters: PettingZoo, Gymnasium and OpenSpiel for every game.

>>> from gametable import rl
>>> env = rl.pettingzoo_env("balloon-cup")              # PettingZoo AEC
>>> par = rl.parallel_env("climbing", players=3)        # PettingZoo Parallel
>>> gym = rl.gym_env("baloot", opponents="heuristic")   # Gymnasium, one seat against bots
>>> game = rl.openspiel_game("balloon-cup")             # pyspiel.Game (needs open-spiel)

Everything goes through the public protocol and the integer fast path; observations are
built by ``gametable.rl.encoders.<game>`` from ``state.view(seat)`` only.
"""

from __future__ import annotations

from typing import Any

from gametable.rl.adapter import GameAdapter


def pettingzoo_env(
    game: str,
    *,
    reward: str = "outcome",
    shaping: float = 1.0,
    illegal: str = "lose",
    render_mode: str | None = None,
    **options: Any,
):
    """A PettingZoo AEC environment for ``game`` with these game ``options``.

    ``reward="shaped"`` adds potential-based shaping (Balloon Cup cubes, Baloot match
    points) scaled by ``shaping`` to the end-of-game return.
    """
    from gametable.rl.pz import GametableAEC

    return GametableAEC(
        GameAdapter(game, options),
        reward=reward,
        shaping=shaping,
        illegal=illegal,
        render_mode=render_mode,
    )


def parallel_env(
    game: str,
    *,
    reward: str = "outcome",
    shaping: float = 1.0,
    illegal: str = "lose",
    render_mode: str | None = None,
    **options: Any,
):
    """A PettingZoo Parallel environment: every seat that must act submits at once."""
    from gametable.rl.pz import GametableParallel

    return GametableParallel(
        GameAdapter(game, options),
        reward=reward,
        shaping=shaping,
        illegal=illegal,
        render_mode=render_mode,
    )


def gym_env(
    game: str,
    opponents: str | list[str] = "heuristic",
    *,
    seat: int | str = 0,
    reward: str = "outcome",
    shaping: float = 1.0,
    illegal: str = "lose",
    level: str | None = None,
    render_mode: str | None = None,
    **options: Any,
):
    """A Gymnasium environment: seat ``seat`` learns, bots named by ``opponents`` play the rest."""
    from gametable.rl.gym_single import GametableGym

    return GametableGym(
        GameAdapter(game, options),
        opponents=opponents,
        seat=seat,
        reward=reward,
        shaping=shaping,
        illegal=illegal,
        level=level,
        render_mode=render_mode,
    )


def openspiel_game(game: str, **params: Any):
    """The game as a ``pyspiel.Game`` (registers all three on first use)."""
    from gametable.rl.spiel import load

    return load(game, **params)


__all__ = ["GameAdapter", "gym_env", "openspiel_game", "parallel_env", "pettingzoo_env"]
