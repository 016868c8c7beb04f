"""Suite-wide: under CI=true no test may skip; elsewhere every skip is listed in a banner; the
slowest files run first; ``GAMETABLE_TEST_CPU=DIR`` writes what each test cost in CPU."""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.components import in_ci

pytest_plugins = ["pytester"]  # tests/test_components.py runs pytest on a file of its own

#: seconds a file missing from tests/file_costs.txt is taken to cost (a new file: mid-table)
UNKNOWN_FILE_COST = 10.0
#: files whose tests fork worker processes (the arena's ``jobs=2``, multiprocessing's fork), and
#: the folder of the files that load JAX: a process that has loaded JAX has its threads, and a
#: fork then may deadlock (JAX warns so). Each worker runs its files in the order below, so
#: the forking files are put before every JAX file and never run in a worker that loaded it
FORKING_FILES = ("tests/arena/test_arena.py",)
JAX_FILES = "tests/jax/"


def file_costs() -> dict[str, float]:
    """Seconds per test file from the last measured run (scripts/test-costs.py writes it)."""
    table = Path(__file__).parent / "file_costs.txt"
    costs: dict[str, float] = {}
    if table.exists():
        for line in table.read_text().splitlines():
            if line.strip() and not line.startswith("#"):
                seconds, path = line.split(maxsplit=1)
                costs[path] = float(seconds)
    return costs


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Slowest files first. Under ``-n 3 --dist loadfile --no-loadscope-reorder`` (make test)
    each worker takes the next file when it is done, so the long files start at once and the
    short ones fill in at the end: the workers finish together instead of one running the
    last heavy file alone for minutes. Tests within a file keep their order. A file that forks
    goes before every JAX file (:data:`FORKING_FILES`)."""
    costs = file_costs()
    jax_most = max((cost for path, cost in costs.items() if path.startswith(JAX_FILES)),
                   default=UNKNOWN_FILE_COST)

    def cost(item: pytest.Item) -> float:
        path = item.nodeid.split("::", 1)[0]
        seconds = costs.get(path, UNKNOWN_FILE_COST)
        return max(seconds, jax_most + 1.0) if path in FORKING_FILES else seconds

    items.sort(key=lambda item: -cost(item))


def tree_cpu(root: int) -> float:
    """CPU seconds of process ``root`` and every process under it, those that ended included
    (their parents' reaped time): a browser test's Chromium, its servers, Playwright's driver."""
    children: dict[int, list[int]] = {}
    spent: dict[int, int] = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                fields = Path(f"/proc/{name}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:  # (gone meanwhile)
                continue
            children.setdefault(int(fields[1]), []).append(int(name))
            spent[int(name)] = sum(int(x) for x in fields[11:15])  # utime stime cutime cstime
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        total += spent.get(pid, 0)
        todo.extend(children.get(pid, ()))
    return total / os.sysconf("SC_CLK_TCK")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """Under ``GAMETABLE_TEST_CPU=DIR`` (Linux): a line per test, ``core-seconds  seconds
    node-id``, in a file per worker there. Why: the suite's two cores are busy through the
    browser tests, so what a test costs is its CPU, not its time (a test waiting on a page
    lets another run); ``scripts/test-costs.py --cpu DIR`` sums it by file."""
    where = os.environ.get("GAMETABLE_TEST_CPU")
    if not where:
        yield
        return
    cpu, started = tree_cpu(os.getpid()), time.monotonic()
    yield
    line = (f"{tree_cpu(os.getpid()) - cpu:.2f}\t{time.monotonic() - started:.2f}"
            f"\t{item.nodeid}\n")
    Path(where).mkdir(parents=True, exist_ok=True)
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    with open(Path(where) / f"cpu-{worker}.tsv", "a") as out:
        out.write(line)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> object:
    """Under CI a skip of any kind (a missing import, a missing program) is a failure: a
    green CI run must mean every test ran."""
    outcome = yield
    report = outcome.get_result()
    if in_ci() and report.skipped and not hasattr(report, "wasxfail"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr
        report.outcome = "failed"
        report.longrepr = f"skipped under CI=true, where every test must run: {reason}"


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Skips outside CI are allowed, never quiet: a banner says what this run did not cover."""
    skipped = terminalreporter.stats.get("skipped", [])
    if not skipped:
        return
    reasons: Counter[str] = Counter()
    for report in skipped:
        longrepr = report.longrepr
        reasons[longrepr[2] if isinstance(longrepr, tuple) else str(longrepr)] += 1
    terminalreporter.write_sep("!", f"{len(skipped)} TESTS SKIPPED: NOT COVERED BY THIS RUN",
                               red=True, bold=True)
    for reason, count in reasons.most_common():
        terminalreporter.write_line(f"  {count:4d} x {reason}", red=True)
    terminalreporter.write_line("  (under CI=true each of these is a failure)", red=True)
