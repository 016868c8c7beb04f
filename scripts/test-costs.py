"""Write tests/file_costs.txt from a JUnit report, so pytest can start the slowest files first.

The suite runs on three workers with whole files as the unit of work (``--dist loadfile``); a
heavy file handed out last leaves one worker alone for minutes. Regenerate the table after a
change that makes a file much slower or faster::

    .venv/bin/python -m pytest -n 3 --dist loadfile --junitxml=/tmp/suite.xml
    .venv/bin/python scripts/test-costs.py /tmp/suite.xml
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


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: scripts/test-costs.py JUNIT_REPORT.xml")
    main(sys.argv[1])
