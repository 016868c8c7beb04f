"""Run arena games on a backend: in this process, a pool of worker processes, or Ray.

All backends run the same :func:`gametable.arena.play.play_game` on the same tasks, and
results are put back in game order, so the figures do not depend on the backend or on the
number of jobs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from gametable.arena.play import GameOutcome, play_game
from gametable.arena.schedule import GameTask
from gametable.core.errors import BadOptions

BACKENDS = ("local", "ray")


def run_tasks(
    tasks: list[GameTask],
    *,
    jobs: int = 1,
    backend: str = "local",
    progress: Callable[[GameOutcome], None] | None = None,
) -> list[GameOutcome]:
    """Play every task; ``progress`` is called once per finished game (in finishing order)."""
    if jobs < 1:
        raise BadOptions(f"--jobs must be at least 1, not {jobs}")
    if backend == "local":
        stream = _local(tasks, jobs)
    elif backend == "ray":
        stream = _ray(tasks, jobs)
    else:
        raise BadOptions(f"unknown backend {backend!r}; backends: {', '.join(BACKENDS)}")
    outcomes = []
    for outcome in stream:
        outcomes.append(outcome)
        if progress is not None:
            progress(outcome)
    outcomes.sort(key=lambda o: o.index)
    return outcomes


def _local(tasks: list[GameTask], jobs: int) -> Iterator[GameOutcome]:
    if jobs == 1 or len(tasks) <= 1:
        for task in tasks:
            yield play_game(task)
        return
    import multiprocessing

    # fork where there is one: workers start at once and see the parent's registry
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    with multiprocessing.get_context(method).Pool(min(jobs, len(tasks))) as pool:
        yield from pool.imap_unordered(play_game, tasks, chunksize=1)


def _ray(tasks: list[GameTask], jobs: int) -> Iterator[GameOutcome]:
    try:
        import ray
    except ModuleNotFoundError:
        raise BadOptions("the ray backend needs Ray: pip install 'gametable[ray]'") from None
    started_here = not ray.is_initialized()
    if started_here:
        ray.init(num_cpus=jobs, include_dashboard=False, log_to_driver=False)
    try:
        remote = ray.remote(play_game)
        pending = [remote.remote(task) for task in tasks]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                yield ray.get(ref)
    finally:
        if started_here:
            ray.shutdown()
