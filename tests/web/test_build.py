"""The committed front end (gametable/web/static) is the build of the committed web/ sources.

web/build.mjs writes static/build.json on every build: a hash of its sources and one of each
file it wrote. This test recomputes both the same way (no npm needed), so a change to web/src
committed without `make web`, or a built file changed by hand or half merged, fails here.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
STATIC = ROOT / "gametable" / "web" / "static"
MANIFEST = "build.json"
SOURCES = ["src", "public", "build.mjs", "package.json", "package-lock.json"]  # as build.mjs


def file_hashes(base: Path, paths: list[Path]) -> dict[str, str]:
    """{path relative to base: sha256} for every file under ``paths``, dot-files skipped."""
    found: dict[str, str] = {}
    for path in paths:
        files = [path] if path.is_file() else [
            p for p in path.rglob("*")
            if p.is_file() and not any(part.startswith(".") for part in p.relative_to(path).parts)
        ]
        for file in files:
            found[file.relative_to(base).as_posix()] = hashlib.sha256(file.read_bytes()).hexdigest()
    return found


def combined(hashes: dict[str, str]) -> str:
    lines = "".join(f"{key}\n{hashes[key]}\n" for key in sorted(hashes))
    return hashlib.sha256(lines.encode()).hexdigest()


def test_the_committed_build_is_the_build_of_web_src():
    manifest = json.loads((STATIC / MANIFEST).read_text())
    sources = combined(file_hashes(WEB, [WEB / name for name in SOURCES]))
    assert manifest["sources"] == sources, (
        "web/ changed since gametable/web/static was built: run `make web` and commit the result")
    built = file_hashes(STATIC, [STATIC])
    del built[MANIFEST]
    assert built == manifest["files"], (
        "gametable/web/static is not what web/build.mjs wrote (changed by hand, or partly "
        "merged): run `make web` and commit the result")
