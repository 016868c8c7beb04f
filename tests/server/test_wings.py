"""The server's wings import only the wings below them (docs/server.md draws them).

From the bottom: the shared basics (``errors``, ``wire``, ``defaults``), ``storage``,
``hosting``, ``people``, ``tables``, ``queue``, ``tournaments``, ``web``, and ``cli``
(``gametable serve``) on top. An import under ``if TYPE_CHECKING:`` names a type only and is
not counted; an import inside a function is.
"""

from __future__ import annotations

import ast
from pathlib import Path

SERVER = Path(__file__).resolve().parents[2] / "gametable" / "server"
ORDER = ["basics", "storage", "hosting", "people", "tables", "queue", "tournaments", "web",
         "cli"]
BASICS = {"errors", "wire", "defaults"}


def wing_of(module: str) -> str | None:
    """The wing of ``gametable.server.<...>``; ``None`` for the package itself."""
    parts = module.split(".")[2:]
    if not parts:
        return None
    if parts[0] in BASICS:
        return "basics"
    return parts[0]


def imports(path: Path) -> list[tuple[str, int]]:
    """The ``gametable.server`` modules a file imports, with the line, outside
    ``TYPE_CHECKING`` blocks."""
    tree = ast.parse(path.read_text())
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                skipped.update(range(inner.lineno, (inner.end_lineno or inner.lineno) + 1))
    found = []
    for node in ast.walk(tree):
        if getattr(node, "lineno", None) in skipped:
            continue
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "gametable.server":
                found += [(f"gametable.server.{a.name}", node.lineno) for a in node.names]
            elif node.module.startswith("gametable.server."):
                found.append((node.module, node.lineno))
        elif isinstance(node, ast.Import):
            found += [(a.name, node.lineno) for a in node.names
                      if a.name.startswith("gametable.server.")]
    return found


def test_every_wing_imports_only_the_wings_below_it():
    wrong = []
    for path in sorted(SERVER.rglob("*.py")):
        module = ".".join(("gametable", "server", *path.relative_to(SERVER).with_suffix("").parts))
        here = wing_of(module.removesuffix(".__init__"))
        if here is None:
            continue
        for target, line in imports(path):
            there = wing_of(target)
            if there is None or there == here:
                continue
            if ORDER.index(there) > ORDER.index(here):
                wrong.append(f"{path.relative_to(SERVER)}:{line} ({here}) imports {target} "
                             f"({there})")
    assert wrong == []


def test_every_module_of_the_server_is_in_a_wing():
    loose = {p.stem for p in SERVER.glob("*.py")} - BASICS - {"__init__", "cli"}
    assert loose == set()
    assert {p.name for p in SERVER.iterdir() if p.is_dir() and p.name != "__pycache__"} == set(
        ORDER) - {"basics", "cli"}


def test_no_server_file_is_over_700_lines():
    long = {str(p.relative_to(SERVER)): n for p in SERVER.rglob("*.py")
            if (n := len(p.read_text().splitlines())) > 700}
    assert long == {}
