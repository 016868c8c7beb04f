"""scripts/test-setup.sh: under CI=true a component it cannot install stops the run.

``apt-get`` and ``sudo`` are stand-ins on PATH (nothing is installed for real); the script is
pointed at paths of the test's own through GAMETABLE_CHROMIUM / GAMETABLE_INITDB_GLOB /
GAMETABLE_HAPROXY.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "test-setup.sh"

SUDO = '#!/bin/sh\n[ "$1" = -n ] && shift\nexec "$@"\n'
APT_FAILS = '#!/bin/sh\necho "$*" >> "$APT_LOG"\nexit 100\n'
APT_INSTALLS = """#!/bin/sh
echo "$*" >> "$APT_LOG"
case "$*" in *install*chromium*) printf '#!/bin/sh\\n' > "$GAMETABLE_CHROMIUM";
  chmod +x "$GAMETABLE_CHROMIUM" ;; esac
exit 0
"""


def run_setup(tmp_path: Path, apt: str, *, ci: bool, chromium: bool) -> tuple[int, str, str]:
    """Run the script with PostgreSQL, HAProxy and axe-core present and Chromium present or not;
    (rc, stderr, apt's arguments)."""
    stubs = tmp_path / "bin"
    stubs.mkdir(exist_ok=True)
    for name, text in (("sudo", SUDO), ("apt-get", apt)):
        (stubs / name).write_text(text)
        (stubs / name).chmod(0o755)
    browser = tmp_path / "chromium"
    if chromium:
        browser.write_text("#!/bin/sh\n")
        browser.chmod(0o755)
    log = tmp_path / "apt.log"
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    env.update(PATH=f"{stubs}:{env['PATH']}", APT_LOG=str(log), GAMETABLE_CHROMIUM=str(browser),
               GAMETABLE_INITDB_GLOB=sys.executable, GAMETABLE_HAPROXY=sys.executable,
               GAMETABLE_AXE=sys.executable)
    if ci:
        env["CI"] = "true"
    done = subprocess.run(["bash", str(SCRIPT)], env=env, capture_output=True, text=True,
                          timeout=30)
    return done.returncode, done.stderr, log.read_text() if log.exists() else ""


def test_a_failed_install_stops_a_ci_run(tmp_path):
    rc, err, apt = run_setup(tmp_path, APT_FAILS, ci=True, chromium=False)
    assert rc == 1
    assert "install -y -qq chromium-headless-shell fonts-dejavu-core" in apt  # it did try
    assert "MISSING chromium" in err and "CI=true" in err
    assert "postgresql" not in apt and "haproxy" not in apt  # present: not installed again


def test_outside_ci_a_failed_install_warns_and_goes_on(tmp_path):
    rc, err, _ = run_setup(tmp_path, APT_FAILS, ci=False, chromium=False)
    assert rc == 0
    assert "MISSING chromium" in err and "SKIP" in err


@pytest.mark.parametrize("ci", [True, False], ids=["ci", "local"])
def test_an_install_that_works_passes(tmp_path, ci):
    rc, err, apt = run_setup(tmp_path, APT_INSTALLS, ci=ci, chromium=False)
    assert rc == 0, err
    assert "install -y -qq chromium-headless-shell fonts-dejavu-core" in apt
    assert "MISSING" not in err


def test_nothing_missing_needs_no_apt(tmp_path):
    rc, err, apt = run_setup(tmp_path, APT_FAILS, ci=True, chromium=True)
    assert (rc, err, apt) == (0, "", "")
