"""Write tests/file_costs.txt from a JUnit report, so pytest can start the slowest files first.

The suite runs on three workers with whole files as the unit of work (``--dist loadfile``); a
heavy file handed out last leaves one worker alone for minutes. Regenerate the table after a
change that makes a file much slower or faster::

    .venv/bin/python -m pytest -n 3 --dist loadfile --junitxml=/tmp/suite.xml
    .venv/bin/python scripts/test-costs.py /tmp/suite.xml

What a file costs in CPU (the machine's two cores are what the suite waits for), from a run
under ``GAMETABLE_TEST_CPU=DIR`` (tests/conftest.py writes a line per test there)::

    GAMETABLE_TEST_CPU=/tmp/cpu .venv/bin/python -m pytest -n 3 --dist loadfile
    .venv/bin/python scripts/test-costs.py --cpu /tmp/cpu
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

TABLE = Path(__file__).resolve().parent.parent / "tests" / "file_costs.txt"


def file_of(classname: str) -> str:
    """``tests.web.test_x.TestY`` → ``tests/web/test_x.py`` (a class name starts upper-case)."""
    parts = classname.split(".")
    while parts and parts[-1][:1].isupper():
        parts.pop()
    return "/".join(parts) + ".py"


def main(report: str) -> None:
    seconds: Counter[str] = Counter()
    for case in ET.parse(report).iter("testcase"):
        seconds[file_of(case.get("classname", ""))] += float(case.get("time", 0))
    lines = [f"{cost:8.1f} {path}" for path, cost in seconds.most_common() if cost >= 0.5]
    TABLE.write_text(
        "# seconds per test file (summed test times of one run; only their order matters)\n"
        "# written by scripts/test-costs.py; read by tests/conftest.py\n" + "\n".join(lines) + "\n")
    print(f"{len(lines)} files written to {TABLE}")


def cpu(where: str, top: int = 40) -> None:
    """Print core-seconds and seconds per file, the costliest first, and the whole run's."""
    spent: Counter[str] = Counter()
    waited: Counter[str] = Counter()
    tests: Counter[str] = Counter()
    lost = 0
    for part in Path(where).glob("cpu-*.tsv"):
        for line in part.read_text().splitlines():
            core, seconds, node = line.split("\t", 2)
            path = node.split("::", 1)[0]
            # (a process that ended outside the tree, such as Chromium's helpers when the
            # browser closes, takes its time with it: that test's line is below zero)
            lost += float(core) < 0
            spent[path] += max(0.0, float(core))
            waited[path] += float(seconds)
            tests[path] += 1
    print(f"{sum(spent.values()):8.1f} core-s in {sum(tests.values())} tests"
          f" ({lost} below zero, counted as none)")
    print("  core-s  seconds  tests  file")
    for path, core in spent.most_common(top):
        print(f"{core:8.1f} {waited[path]:8.1f} {tests[path]:6d}  {path}")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--cpu":
        cpu(sys.argv[2])
    elif len(sys.argv) == 2:
        main(sys.argv[1])
    else:
        sys.exit("usage: scripts/test-costs.py JUNIT_REPORT.xml | --cpu DIR")
