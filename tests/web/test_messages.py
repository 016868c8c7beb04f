"""Every message of every language parses and formats with intl-messageformat (FormatJS), the
formatter the page uses (web/src/i18n.js): web/check-messages.mjs formats each key in each
language with counts that reach every plural form (Arabic's six among them), every select
branch and names in both directions, and fails on a parse or format error, an argument left
unformatted, a stray "#" or an apostrophe taken as ICU quoting.

Runs node on web/node_modules (intl-messageformat and esbuild, pinned in web/package-lock.json),
which ``scripts/test-setup.sh`` (``npm ci`` in web/) or ``make web`` installs. No browser."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
NEEDED = ["intl-messageformat", "esbuild"]


def test_every_message_parses_and_formats_in_every_language():
    node = shutil.which("node")
    assert node, "node is missing: run scripts/test-setup.sh (it installs npm, and with it node)"
    missing = [name for name in NEEDED
               if not (WEB / "node_modules" / name / "package.json").exists()]
    assert not missing, f"web/node_modules lacks {missing}: run `cd web && npm ci`"
    run = subprocess.run([node, "check-messages.mjs"], cwd=WEB, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr[-6000:] or run.stdout[-6000:]
    assert "formatted, every key in 4 languages" in run.stdout, run.stdout
