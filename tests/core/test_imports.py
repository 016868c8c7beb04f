"""No import cycles inside the package: every import, module-level or inside a function.

Each module under the checked packages is parsed with :mod:`ast`; every ``import`` and
``from ... import`` anywhere in it (a function-level import is still a dependency: it only
runs later) is an edge to the module it names. Importing a package is importing its
``__init__``; ``from pkg import name`` is an edge to ``pkg.name`` when that is a module, else
to ``pkg``. Imports under ``if TYPE_CHECKING:`` never run and are left out, and so is the
implicit import of a module's parent packages (every submodule would otherwise close a
cycle with a package ``__init__`` that imports it). Strings given to ``importlib`` are not
imports here: that is how the registry loads games late, on purpose.

The rules of a game (``state.py``) never import its presenters (views, codec, messages,
terminal); ``docs/engines.md`` gives the shape that keeps every game acyclic.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: the packages checked; ``("gametable",)`` checks everything (see ``test_cycles_elsewhere``)
CHECKED = ("gametable",)


def module_files(package: str = "gametable") -> dict[str, Path]:
    """Module name -> file, for every module under ``package`` (packages by ``__init__``)."""
    base = ROOT / package.replace(".", "/")
    found: dict[str, Path] = {}
    for path in sorted(base.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _type_checking_only(node: ast.AST) -> bool:
    test = node.test if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import in ``tree`` at any depth, except the bodies of ``if TYPE_CHECKING:``."""
    found: list[ast.Import | ast.ImportFrom] = []
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        if _type_checking_only(node):
            stack.extend(node.orelse)  # type: ignore[attr-defined]
            continue
        stack.extend(ast.iter_child_nodes(node))
    return found


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The modules (among ``modules``) that module ``name`` imports anywhere in its file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in _import_nodes(tree):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
            continue
        if node.level:
            anchor = package.split(".")
            anchor = anchor[: len(anchor) - (node.level - 1)]
            base = ".".join([*anchor, *([node.module] if node.module else [])])
        else:
            base = node.module or ""
        for alias in node.names:
            sub = f"{base}.{alias.name}"
            targets.add(sub if sub in modules else base)
    return {target for target in targets if target in modules and target != name}


def import_graph(package: str = "gametable") -> dict[str, set[str]]:
    modules = module_files(package)
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]], checked: tuple[str, ...]) -> list[list[str]]:
    """One cycle (a closed path of module names) per strongly connected group of modules
    under ``checked`` (Tarjan), on the graph restricted to those modules."""

    def inside(name: str) -> bool:
        return any(name == p or name.startswith(p + ".") for p in checked)

    nodes = sorted(n for n in graph if inside(n))
    edges = {n: sorted(m for m in graph[n] if inside(m)) for n in nodes}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    groups: list[list[str]] = []

    def connect(v: str) -> None:  # recursion depth is bounded by the module count
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges[v]:
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in nodes:
        if v not in index:
            connect(v)
    return [_a_cycle(group, edges) for group in groups]


def _a_cycle(group: list[str], edges: dict[str, list[str]]) -> list[str]:
    """A shortest closed path through the group's first module (breadth first)."""
    members = set(group)
    start = group[0]
    came: dict[str, str] = {}
    frontier = [start]
    while frontier:
        nxt = []
        for v in frontier:
            for w in edges[v]:
                if w not in members:
                    continue
                if w == start:
                    path = [v]
                    while path[-1] != start:
                        path.append(came[path[-1]])
                    return [start, *reversed(path[:-1]), start]
                if w not in came:
                    came[w] = v
                    nxt.append(w)
        frontier = nxt
    return group


def _describe(found: list[list[str]]) -> str:
    return "\n".join(" -> ".join(cycle) for cycle in found)


def test_no_import_cycles_in_the_checked_packages() -> None:
    found = cycles(import_graph(), CHECKED)
    assert found == [], "import cycles:\n" + _describe(found)


def test_the_graph_sees_function_level_and_relative_imports(tmp_path: Path) -> None:
    """The checker itself: a function-level import and a relative one are edges; an import
    under ``if TYPE_CHECKING:`` is not."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("from .a import f\n")
    (package / "a.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import c\n"
        "def f():\n    from pkg.b import g\n    return g\n"
    )
    (package / "b.py").write_text("from . import a\ng = 1\n")
    (package / "c.py").write_text("import pkg.a\n")
    modules = {"pkg": package / "__init__.py", **{
        f"pkg.{n}": package / f"{n}.py" for n in "abc"
    }}
    graph = {name: imports_of(name, path, modules) for name, path in modules.items()}
    assert graph == {"pkg": {"pkg.a"}, "pkg.a": {"pkg.b"}, "pkg.b": {"pkg.a"}, "pkg.c": {"pkg.a"}}
    assert cycles(graph, ("pkg",)) == [["pkg.a", "pkg.b", "pkg.a"]]


def test_a_games_rules_never_import_its_presenters() -> None:
    """``state.py`` of every game imports none of the modules that present it."""
    presenters = ("views", "codec", "messages", "terminal", "svg", "game", "bots", "sampler")
    graph = import_graph("gametable.games")
    offenders = {
        name: sorted(m for m in deps if m.rpartition(".")[2] in presenters)
        for name, deps in graph.items()
        if name.endswith(".state")
    }
    assert {k: v for k, v in offenders.items() if v} == {}
