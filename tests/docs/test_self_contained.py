"""The project stands on its own: no file points outside the repository, every doc link resolves."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: paths that only exist beside the repository on the machine it was written on
OUTSIDE = re.compile(r"\.\./shared|/work/|shared/(rules|seeds|API)")
#: a relative Markdown link target: [text](target) not starting with a scheme or an anchor
LINK = re.compile(r"\]\(([^)#:\s]+)(#[^)]*)?\)")


def tracked_files() -> list[Path]:
    out = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode()
    return [ROOT / name for name in out.split("\0") if name]


def test_no_file_points_outside_the_repository() -> None:
    offenders = []
    for path in tracked_files():
        if path == Path(__file__) or path.suffix in {".png", ".ico", ".db"} or not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            if OUTSIDE.search(line):
                offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert offenders == [], "files point outside the repository:\n" + "\n".join(offenders)


def test_markdown_links_resolve_inside_the_repository() -> None:
    broken = []
    pages = [p for p in tracked_files() if p.suffix == ".md" and p.is_file()]
    assert any(p.parts[-3:] == ("docs", "rules", "climbing.md") for p in pages)
    for page in pages:
        for target, _anchor in LINK.findall(page.read_text(encoding="utf-8")):
            resolved = (page.parent / target).resolve()
            if not resolved.exists() or (ROOT not in resolved.parents and resolved != ROOT):
                broken.append(f"{page.relative_to(ROOT)} → {target}")
    assert broken == [], "broken or outside links:\n" + "\n".join(broken)


def test_docs_index_lists_every_page() -> None:
    index = (ROOT / "docs" / "README.md").read_text(encoding="utf-8")
    for page in sorted((ROOT / "docs").rglob("*.md")):
        if page.name != "README.md":
            assert str(page.relative_to(ROOT / "docs")) in index, page
