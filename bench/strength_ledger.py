#!/usr/bin/env python3
"""The strength ledger: arena runs added up over time, pooled while the bots stay the same.

    .venv/bin/python bench/strength_ledger.py run GAME --bots A,B --games N [--chunk 40]
        [--jobs 2] [-o name=value ...]
    .venv/bin/python bench/strength_ledger.py report [--out bench/results/strength-ledger.md]
    .venv/bin/python bench/strength_ledger.py carry GAME [--jobs 2] [--same-code]
    .venv/bin/python bench/strength_ledger.py retime GAME [--over 1.0] [--jobs 2]

Why: showing a win rate to about ±3 % takes some 900 games a pairing, hours of search on
two cores, more than one sitting. ``run`` plays the games in chunks and appends one line per
chunk to ``bench/results/strength-ledger.jsonl``, so a run that is cut off keeps what it
played and later runs (on this machine or one with more cores) add to it. Each line carries
a *fingerprint* of the code that decides how the bots play (core, bots, arena and the
game's rules and bots, not its drawing); ``report`` pools only lines whose fingerprint is
today's, each chunk on seeds no earlier chunk used, and writes the table with 95 % Wilson
intervals and the issue's targets (search beats heuristic ≥ 70 %, random ≥ 99 %; heuristic
beats random ≥ 90 %). Lines of older code are counted but not pooled.

``carry`` keeps the pools through a change that should not alter play (a fix on the hint
path, a tidy, a comment): it replays one chunk of every pairing pooled under the game's last
fingerprint with today's code, and only if every replay gives the same wins, draws, losses,
decision count (and, in Baloot, contracts) does it append a *carry* line saying that today's
fingerprint plays as that one did; ``report`` then pools both. One differing replay and
nothing is written: the pools restart, as for any change of play. (Search budgets are
counted in iterations, so a replay is exact unless a time cap binds on a loaded machine: run
it on a quiet one; it replays the chunk whose slowest move was furthest from the cap.)
``carry --same-code`` needs no replay where none can tell more: when the fingerprinted files
differ only in docstrings, comments, code that nothing in today's files names any more (dead
code taken out), modules added since that no other module imports, and the modules that
serve people rather than arena games (hints, command lines, plots), the syntax trees of the
rest are equal at the commit a pooled chunk was played on and today, and the code plays the
same by construction. Balloon Cup's hard cap binds in a few long decisions even on a quiet
machine, so for it this is the only carry that holds. (Commit before carrying: a later same-
code carry looks for the code of a fingerprint in the commit its line names.)

``retime`` answers the other side of that: a chunk played while the machine was busy with
something else can show a slowest move past the issue's 1 s though the bots keep their caps.
It replays, on today's code, each pooled chunk whose slowest move passed ``--over`` seconds;
each replay appends a *retime* line with its times beside the chunk (the chunk itself is not
touched). When the replay gives the same exact figures, the games were the same games, and
``report`` shows the replay's slowest move with the recorded one in brackets. A replay that
differs shows the cap did bind and changed play: the recorded slow move stands, and the
report only says what the quiet replay of those seeds took.

The arena seats the two bots on the same deals in turn (duplicate play), so chunks hold an
even number of games. Baloot lines also tally the contracts each bot bought and how often
its side failed, for the comparison with human play. Baloot games are 3 scored hands unless
``-o hands=match`` asks for whole matches to 152 (pooled apart).
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import platform
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gametable.arena import run_arena  # noqa: E402
from gametable.arena.stats import wilson  # noqa: E402

LEDGER = ROOT / "bench" / "results" / "strength-ledger.jsonl"
REPORT = ROOT / "bench" / "results" / "strength-ledger.md"
#: modules of a game folder that draw or talk to people: they do not change how bots play
NOT_PLAY = {"terminal.py", "svg.py", "render.py"}
#: (first bot kind, second bot kind) → the win rate the first must reach
TARGETS = {("search", "heuristic"): 0.70, ("search", "random"): 0.99,
           ("heuristic", "random"): 0.90}


def play_files(paths: list[Path], game: str) -> list[Path]:
    """Of ``paths`` (relative to ROOT), the source files that decide how ``game``'s bots play
    an arena game, in fingerprint order: core, bots, arena, then the game's folder."""
    package = Path("gametable")
    folder = package / "games" / game.replace("-", "_")
    files = [path for part in ("core", "bots", "arena")
             for path in sorted(p for p in paths if p.parent == package / part)]
    return files + [path for path in sorted(paths)
                    if folder in path.parents and path.name not in NOT_PLAY]


def fingerprinted_files(game: str) -> list[Path]:
    """The play files of ``game`` in today's tree, relative to ROOT."""
    return play_files([path.relative_to(ROOT) for path in (ROOT / "gametable").rglob("*.py")],
                      game)


def fingerprint(game: str) -> str:
    """A hash of every source file that decides how ``game``'s bots play an arena game."""
    digest = hashlib.sha256()
    for path in fingerprinted_files(game):
        digest.update(str(path).encode())
        digest.update((ROOT / path).read_bytes())
    return digest.hexdigest()[:16]


#: modules of core, bots and arena that serve people, not an arena game: what they hold
#: cannot change how bots play, so a same-code carry leaves them out of the comparison
#: (they stay in the fingerprint: any change to them still needs a carry)
NOT_ARENA_PLAY = {"gametable/bots/hints.py", "gametable/bots/cli.py",
                  "gametable/arena/cli.py", "gametable/arena/plot.py",
                  "gametable/core/fairness.py"}
#: decorators that only wrap a definition: removing such a definition runs nothing
_PLAIN_DECORATORS = {"property", "staticmethod", "classmethod"}


def _strip_docstrings(tree: ast.AST) -> None:
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
                and body and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)):
            node.body = body[1:] or [ast.Pass()]


def names_in(tree: ast.AST) -> set[str]:
    """Every name a module defines, reads, imports or reaches as an attribute."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            names.add(node.id)
        elif isinstance(node, ast.Attribute):
            names.add(node.attr)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).split(".")[0])
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
    return names


def _strip_unnamed(tree: ast.Module, named: set[str], imported: set[str]) -> None:
    """Drop the definitions (module level and in classes) of names that ``named`` lacks and
    the imports of names that ``imported`` lacks: code nothing names cannot run."""
    def plain(node: ast.AST) -> bool:
        return all(isinstance(d, ast.Name) and d.id in _PLAIN_DECORATORS
                   for d in getattr(node, "decorator_list", []))

    def keep(node: ast.stmt) -> bool:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            return node.name in named or not plain(node)
        if isinstance(node, ast.Import | ast.ImportFrom):
            node.names = [a for a in node.names
                          if (a.asname or a.name).split(".")[0] in imported]
            return bool(node.names)
        return True

    for holder in [tree, *(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef))]:
        holder.body = [node for node in holder.body if keep(node)] or [ast.Pass()]


def code_shape(source: bytes, named: set[str] | None = None,
               imported: set[str] | None = None) -> str:
    """A module's syntax tree without docstrings (and, given ``named`` and ``imported``,
    without definitions and imports of names outside them): equal for sources that differ
    only in docstrings, comments, layout and code nothing calls, so they run the same."""
    tree = ast.parse(source)
    _strip_docstrings(tree)
    if named is not None:
        _strip_unnamed(tree, named, imported if imported is not None else named)
    return ast.dump(tree, include_attributes=False)


def git_file(commit_id: str, path: Path) -> bytes | None:
    """``path`` as committed at ``commit_id``; None where it did not exist."""
    shown = subprocess.run(["git", "show", f"{commit_id}:{path.as_posix()}"], cwd=ROOT,
                           capture_output=True, check=False)
    return shown.stdout if shown.returncode == 0 else None


def git_files(commit_id: str, game: str) -> dict[str, bytes] | None:
    """The fingerprinted files of ``game`` as committed at ``commit_id`` (None if unknown)."""
    listed = subprocess.run(["git", "ls-tree", "-r", "--name-only", commit_id, "gametable"],
                            cwd=ROOT, capture_output=True, text=True, check=False)
    if listed.returncode != 0:
        return None
    paths = [Path(name) for name in listed.stdout.split() if name.endswith(".py")]
    files = {str(path): git_file(commit_id, path) for path in play_files(paths, game)}
    return files if all(data is not None for data in files.values()) else None


def same_code_as(game: str, mark: str, commit_ids: list[str]) -> str | None:
    """A commit among ``commit_ids`` whose files hash to ``mark`` and whose arena-play code is
    today's but for docstrings, comments and definitions today's code no longer names; None
    where there is none."""
    sources = {str(path): (ROOT / path).read_bytes() for path in fingerprinted_files(game)
               if path.as_posix() not in NOT_ARENA_PLAY}
    # names each module uses today, and all of them together
    used = {name: names_in(ast.parse(data)) for name, data in sources.items()}
    named = set().union(*used.values())
    today = {name: code_shape(data) for name, data in sources.items()}
    for commit_id in dict.fromkeys(commit_ids):
        files = git_files(commit_id, game)
        if files is None:
            continue
        digest = hashlib.sha256()
        for name, data in files.items():
            digest.update(name.encode())
            digest.update(data)
        if digest.hexdigest()[:16] != mark:
            continue  # that chunk ran on uncommitted code: its commit does not show it
        then = {name: code_shape(data, named, used.get(name, set()))
                for name, data in files.items() if name not in NOT_ARENA_PLAY}
        # a module added since, that no other module names, is never imported in a game
        added = {name for name in today.keys() - then.keys()
                 if not any(Path(name).stem in used[other] for other in used if other != name)}
        if then == {name: shape for name, shape in today.items() if name not in added}:
            return commit_id
    return None


def commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, text=True,
                              capture_output=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def read_all(path: Path = LEDGER) -> list[dict]:
    """Every line of the ledger: result chunks, carry lines and retime lines."""
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def read_ledger(path: Path = LEDGER) -> list[dict]:
    """The result chunks of the ledger, in the order they were played."""
    return [line for line in read_all(path) if is_chunk(line)]


def is_chunk(line: dict) -> bool:
    """A line of games played, not bookkeeping about them (carry, retime)."""
    return "carry" not in line and "retime" not in line


def pooled_marks(game: str, lines: list[dict], mark: str) -> set[str]:
    """``mark`` and every fingerprint a chain of carry lines shows plays as it does."""
    edges: dict[str, set[str]] = {}
    for line in lines:
        if "carry" in line and line["game"] == game:
            edges.setdefault(line["carry"]["to"], set()).add(line["carry"]["from"])
    marks, todo = {mark}, [mark]
    while todo:
        for older in edges.get(todo.pop(), ()):
            if older not in marks:
                marks.add(older)
                todo.append(older)
    return marks


def key(line: dict) -> tuple:
    return line["game"], tuple(line["bots"]), json.dumps(line["options"], sort_keys=True)


def contracts(result) -> dict[str, dict[str, list[int]]]:
    """Baloot: per bot label, per contract kind, ``[bought, failed]``."""
    from gametable.core.records import Record, replay

    tally: dict[str, dict[str, list[int]]] = {}
    for outcome in result.outcomes:
        record = Record.from_dict(outcome.record)
        bots = record.meta["bots"]
        for entry in replay(record).view(None)["score_sheet"]:
            contract = entry.get("contract")
            if not contract or entry.get("outcome") == "cancelled":
                continue
            kind = "hokum" if contract.startswith("hokum") else contract
            team = entry["buyer"] & 1
            failed = entry["points"][team] < entry["points"][1 - team]
            row = tally.setdefault(bots[entry["buyer"]], {}).setdefault(kind, [0, 0])
            row[0] += 1
            row[1] += int(failed)
    return tally


def contract_table(tally: dict[str, dict[str, list[int]]]) -> list[str]:
    """Markdown rows: each bot's contract shares and its side's failures as buyer, beside
    the human figures."""
    out = ["| bot (buyer) | contracts | Sun share | Hokum share | Ashkal share | "
           "Sun buyer fails | Hokum buyer fails |", "|---|---|---|---|---|---|---|"]
    for bot, kinds in sorted(tally.items()):
        total = sum(n for n, _ in kinds.values())
        share = {k: f"{kinds.get(k, [0, 0])[0] / total:.0%}" if total else "–"
                 for k in ("sun", "hokum", "ashkal")}
        sun = [a + b for a, b in zip(kinds.get("sun", [0, 0]), kinds.get("ashkal", [0, 0]),
                                     strict=True)]  # Ashkal is a Sun contract
        hokum = kinds.get("hokum", [0, 0])
        fails = [f"{bad / n:.1%} (of {n})" if n else "–" for n, bad in (sun, hokum)]
        out.append(f"| {bot} | {total} | {share['sun']} | {share['hokum']} | "
                   f"{share['ashkal']} | {fails[0]} | {fails[1]} |")
    out.append("| *human players* | | 34% | 53% | 13% | 28.5% | 15.9% |")
    return out


def run(args: argparse.Namespace) -> int:
    from gametable.cli import parse_options

    bots = [spec.strip() for spec in args.bots.split(",")]
    if len(bots) != 2:
        raise SystemExit("--bots takes two bots: the one measured, then its opponent")
    options = parse_options(args.option)
    if args.game == "baloot":
        # as bench/bots.py: 3 scored hands a game by default (a whole match to 152 is about
        # 11 scored hands, 13 deals, in heuristic self-play); ``-o hands=match`` plays whole
        # matches, pooled apart from the 3-hand games
        if options.get("hands") == "match":
            del options["hands"]
        else:
            options.setdefault("hands", 3)
    if bots[0] == bots[1]:
        raise SystemExit("a bot against itself has no win rate to measure")
    chunk = max(2, args.chunk - args.chunk % 2)
    mark = fingerprint(args.game)
    played = 0
    while played < args.games:
        lines = read_ledger(args.ledger)
        same = [ln for ln in lines if key(ln) == (args.game, tuple(bots),
                                                  json.dumps(options, sort_keys=True))]
        seed = max((ln["seed"] for ln in same), default=999) + 1
        count = min(chunk, args.games - played)
        started = time.perf_counter()
        figures = play_chunk(args.game, bots, count, seed, options, args.jobs)
        line = {
            "game": args.game, "bots": bots, "options": options, "seed": seed, "games": count,
            "fingerprint": mark, "commit": commit(), "when": time.strftime("%Y-%m-%d %H:%M"),
            "machine": f"{platform.machine()} {platform.python_version()}",
            **{name: figures[name] for name in ("wins", "draws", "losses", "decisions",
                                                "seconds", "slowest")},
            "wall": round(time.perf_counter() - started, 1), "jobs": args.jobs,
            **({"contracts": figures["contracts"]} if "contracts" in figures else {}),
        }
        with args.ledger.open("a") as ledger:
            ledger.write(json.dumps(line) + "\n")
        played += count
        print(f"{args.game} {bots[0]} vs {bots[1]} seed {seed}: "
              f"{line['wins']}-{line['draws']}-{line['losses']} in {line['wall']:.0f} s",
              flush=True)
    return 0


#: the figures of a chunk that a replay must give again (seconds vary from run to run)
EXACT = ("wins", "draws", "losses", "decisions", "contracts")


def exact_figures(played: dict, chunk: dict) -> tuple[dict, dict]:
    """The figures of :data:`EXACT` a replay gave, and the ones ``chunk`` recorded: equal
    when the replay played the same games."""
    replayed = {name: played[name] for name in EXACT if name in played}
    return replayed, {name: chunk.get(name) for name in replayed}


def play_chunk(game: str, bots: list[str], games: int, seed: int, options: dict,
               jobs: int) -> dict:
    """Play one chunk and return its figures for the measured bot (``bots[0]``): what a
    ledger line records, and what ``carry`` compares."""
    result = run_arena(game, bots, games=games, jobs=jobs, seed=seed, options=options,
                       keep_records=game == "baloot")
    stats = result.table[bots[0]]
    figures = {"wins": stats.wins, "draws": stats.draws, "losses": stats.losses,
               "decisions": stats.decisions, "seconds": round(stats.seconds, 3),
               "slowest": round(stats.slowest, 3)}
    if game == "baloot":
        figures["contracts"] = contracts(result)
    return figures


def carry(args: argparse.Namespace) -> int:
    """Replay a chunk of each pairing pooled under the last fingerprint; if all agree, say
    that today's code plays as that code did (module docstring)."""
    game = args.game
    lines = read_all(args.ledger)
    results = [ln for ln in lines if is_chunk(ln) and ln["game"] == game]
    mark = fingerprint(game)
    if not results:
        raise SystemExit(f"the ledger has no {game} games to carry")
    if args.same_code:
        return carry_same_code(args, game, lines, mark)
    if mark in {ln["fingerprint"] for ln in results} or len(pooled_marks(game, lines, mark)) > 1:
        print(f"{game}: today's code ({mark}) already has its pools; nothing to carry")
        return 0
    last = results[-1]["fingerprint"]
    marks = pooled_marks(game, lines, last)
    groups: dict[tuple, list[dict]] = {}
    for line in results:
        if line["fingerprint"] in marks:
            groups.setdefault(key(line), []).append(line)
    replayed = []
    for pairing, group in sorted(groups.items()):
        # the chunk played furthest from a time cap (its slowest move), then the cheapest:
        # a move cut short by a loaded machine would not replay the same
        cheapest = min(group, key=lambda ln: (round(ln["slowest"], 1), ln["wall"] * ln["jobs"],
                                              ln["seed"]))
        started = time.perf_counter()
        played = play_chunk(game, cheapest["bots"], cheapest["games"], cheapest["seed"],
                            cheapest["options"], args.jobs)
        figures, recorded = exact_figures(played, cheapest)
        same = figures == recorded
        print(f"{game} {' vs '.join(pairing[1])} {pairing[2]} seed {cheapest['seed']}: "
              f"{'same' if same else 'DIFFERENT'} in {time.perf_counter() - started:.0f} s",
              flush=True)
        if not same:
            print(f"  recorded {recorded}\n  replayed {figures}")
            print(f"{game}: today's code plays differently; nothing carried, the pools restart")
            return 1
        replayed.append({"bots": cheapest["bots"], "options": cheapest["options"],
                         "seed": cheapest["seed"]})
    line = {"game": game, "carry": {"from": last, "to": mark}, "replayed": replayed,
            "commit": commit(), "when": time.strftime("%Y-%m-%d %H:%M")}
    with args.ledger.open("a") as ledger:
        ledger.write(json.dumps(line) + "\n")
    print(f"{game}: {len(replayed)} pairings replayed the same; {last} carried to {mark}")
    return 0


def carry_same_code(args: argparse.Namespace, game: str, lines: list[dict], mark: str) -> int:
    """Carry to today's fingerprint every older one whose code differs from today's only as
    the module docstring allows; nothing is replayed."""
    def mark_of(line: dict) -> str | None:
        if "carry" in line:
            return line["carry"]["to"]
        return line["fingerprint"] if is_chunk(line) else None

    ours = [ln for ln in lines if ln["game"] == game and mark_of(ln)]
    pooled = pooled_marks(game, lines, mark)
    older = [m for m in dict.fromkeys(mark_of(ln) for ln in reversed(ours)) if m not in pooled]
    if not older:
        print(f"{game}: every fingerprint in the ledger is pooled with today's ({mark})")
        return 0
    carried = 0
    for last in older:
        commits = [ln["commit"] for ln in reversed(ours) if mark_of(ln) == last]
        found = same_code_as(game, last, commits)
        if found is None:
            print(f"{game}: {last}'s code differs from today's beyond docstrings, comments and "
                  f"code nothing names (or no commit of its lines holds that code)")
            continue
        line = {"game": game, "carry": {"from": last, "to": mark}, "same_code": found,
                "commit": commit(), "when": time.strftime("%Y-%m-%d %H:%M")}
        with args.ledger.open("a") as ledger:
            ledger.write(json.dumps(line) + "\n")
        carried += 1
        print(f"{game}: the code is {found}'s but for docstrings, comments, code nothing names "
              f"and the modules that serve people; {last} carried to {mark}")
    return 0 if carried else 1


def retime(args: argparse.Namespace) -> int:
    """Replay today's pooled chunks whose slowest move passed ``--over`` seconds and keep the
    times of each replay that played the same games (module docstring)."""
    game = args.game
    lines = read_all(args.ledger)
    mark = fingerprint(game)
    marks = pooled_marks(game, lines, mark)
    done = {retimed_key(ln["retime"]) for ln in lines if "retime" in ln}
    slow = [ln for ln in lines if is_chunk(ln) and ln["game"] == game
            and ln["fingerprint"] in marks and ln["slowest"] > args.over
            and retimed_key(ln) not in done]
    if not slow:
        print(f"{game}: no pooled chunk of today's code has a move over {args.over} s "
              "left to retime")
        return 0
    differed = 0
    for chunk in slow:
        started = time.perf_counter()
        played = play_chunk(game, chunk["bots"], chunk["games"], chunk["seed"], chunk["options"],
                            args.jobs)
        wall = round(time.perf_counter() - started, 1)
        replayed, recorded = exact_figures(played, chunk)
        same = replayed == recorded
        print(f"{game} {' vs '.join(chunk['bots'])} seed {chunk['seed']}: slowest "
              f"{chunk['slowest']:.2f} s recorded ({chunk['wall']:.0f} s wall), "
              f"{played['slowest']:.2f} s replayed ({wall:.0f} s); "
              f"{'same games' if same else 'DIFFERENT games: the recorded figure stands'}",
              flush=True)
        differed += not same
        line = {"game": game,
                "retime": {"fingerprint": chunk["fingerprint"], "bots": chunk["bots"],
                           "options": chunk["options"], "seed": chunk["seed"]},
                "same": same, "seconds": played["seconds"], "slowest": played["slowest"],
                "recorded": chunk["slowest"], "recorded_wall": chunk["wall"], "wall": wall,
                "jobs": args.jobs, "commit": commit(), "when": time.strftime("%Y-%m-%d %H:%M"),
                "machine": f"{platform.machine()} {platform.python_version()}"}
        with args.ledger.open("a") as ledger:
            ledger.write(json.dumps(line) + "\n")
    return 1 if differed else 0


def retimed_key(line: dict) -> tuple:
    """Which chunk a retime line is about (a chunk line gives its own)."""
    return (line["fingerprint"], tuple(line["bots"]),
            json.dumps(line["options"], sort_keys=True), line["seed"])


def kind(spec: str) -> str:
    return spec.partition(":")[0]


def report(args: argparse.Namespace) -> int:
    everything = read_all(args.ledger)
    lines = [line for line in everything if is_chunk(line)]
    retimed = {retimed_key(ln["retime"]): ln["slowest"] for ln in everything
               if "retime" in ln and ln["same"]}
    #: replays of a slow chunk that played other games: said under the table
    differed = {retimed_key(ln["retime"]): ln for ln in everything
                if "retime" in ln and not ln["same"]}
    footnotes: list[str] = []
    groups: dict[tuple, list[dict]] = {}
    for line in lines:
        groups.setdefault(key(line), []).append(line)
    marks: dict[str, set[str]] = {}
    out = [
        "# Strength ledger",
        "",
        "Pooled from `bench/results/strength-ledger.jsonl` by `bench/strength_ledger.py report`"
        f" ({time.strftime('%Y-%m-%d')}). Only runs of today's bot code are pooled (its "
        "fingerprint, or an older one a `carry` replay showed plays the same); a win rate "
        "counts a draw as half. Target: the issue's bar for the "
        "pairing. Verdict: *shown* when the whole 95 % interval is above it, *not met* when "
        "the whole interval is below, otherwise where the estimate stands. Slowest: the "
        "slowest decision of the pooled games, in seconds; where a chunk played on a busy "
        "machine was replayed on a quiet one with the same games (`retime`), the replay's "
        "figure, with the recorded one in brackets.",
        "",
        "| game | bot | against | games | W-D-L | win rate | 95 % CI | ± | target | verdict | "
        "s/move | slowest | older runs |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    #: pairing → buyer's bot → contract kind → [bought, failed]
    baloot: dict[str, dict[str, dict[str, list[int]]]] = {}
    for (game, bots, options), group in sorted(groups.items()):
        if game not in marks:
            marks[game] = pooled_marks(game, everything, fingerprint(game))
        current = [ln for ln in group if ln["fingerprint"] in marks[game]]
        older = sum(ln["games"] for ln in group) - sum(ln["games"] for ln in current)
        seeds = [ln["seed"] for ln in current]
        if len(seeds) != len(set(seeds)):
            raise SystemExit(f"{game} {bots}: two chunks share a seed; the ledger is corrupt")
        games = sum(ln["games"] for ln in current)
        label = game + (f" {json.loads(options)}" if options != "{}" else "")
        if not games:
            out.append(f"| {label} | {bots[0]} | {bots[1]} | 0 | | | | | | | | | {older} |")
            continue
        wins, draws, losses = (sum(ln[f] for ln in current) for f in ("wins", "draws", "losses"))
        points = wins + draws / 2
        low, high = wilson(points, games)
        target = TARGETS.get((kind(bots[0]), kind(bots[1])))
        verdict = ""
        if target is not None:
            verdict = ("shown" if low >= target else "not met" if high < target
                       else "estimate above" if points / games >= target else "estimate below")
        decisions = sum(ln["decisions"] for ln in current)
        per_move = sum(ln["seconds"] for ln in current) / decisions if decisions else 0.0
        recorded = max(ln["slowest"] for ln in current)
        slowest = max(retimed.get(retimed_key(ln), ln["slowest"]) for ln in current)
        shown_slowest = f"{slowest:.2f}" + (f" ({recorded:.2f})" if slowest != recorded else "")
        for ln in current:
            replay = differed.get(retimed_key(ln))
            if replay is not None:
                footnotes.append(
                    f"- {label}, {bots[0]} against {bots[1]}: the chunk of seed {ln['seed']} "
                    f"({ln['games']} games) took {ln['wall']:.0f} s of wall and its slowest "
                    f"move {ln['slowest']:.2f} s; replayed on a quiet machine it took "
                    f"{replay['wall']:.0f} s, slowest move {replay['slowest']:.2f} s, but "
                    "played other games (the time cap had bound), so the recorded figure "
                    "stands.")
        out.append(
            f"| {label} | {bots[0]} | {bots[1]} | {games} | {wins}-{draws}-{losses} | "
            f"{points / games:.1%} | {low:.1%}–{high:.1%} | {(high - low) / 2:.1%} | "
            f"{'' if target is None else f'≥ {target:.0%}'} | {verdict} | {per_move:.3f} | "
            f"{shown_slowest} | {older} |"
        )
        for ln in current:
            for bot, kinds in ln.get("contracts", {}).items():
                for contract, (n, failed) in kinds.items():
                    pairing = baloot.setdefault(f"{bots[0]} against {bots[1]}", {})
                    row = pairing.setdefault(bot, {}).setdefault(contract, [0, 0])
                    row[0] += n
                    row[1] += failed
    if footnotes:
        out += ["", "Slow moves replayed by `retime` on a quiet machine:",
                "", *footnotes]
    for pairing, tally in sorted(baloot.items()):
        out += ["", f"Baloot contracts in the pooled games of {pairing}, by the buyer's bot "
                "(bots bidding against other bots: for the human comparison see the heuristic "
                "self-play in `strength.md`):", ""]
        out += contract_table(tally)
    text = "\n".join(out) + "\n"
    Path(args.out).write_text(text)
    print(text)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("run", help="play games in chunks and add them to the ledger")
    play.add_argument("game")
    play.add_argument("--bots", required=True, help="the bot measured, then its opponent")
    play.add_argument("--games", type=int, default=40)
    play.add_argument("--chunk", type=int, default=40, help="games per ledger line")
    play.add_argument("--jobs", type=int, default=2)
    play.add_argument("--option", "-o", action="append", default=[], help="game option k=v")
    play.set_defaults(func=run)
    pool = sub.add_parser("report", help="pool today's code's runs into a Markdown table")
    pool.add_argument("--out", default=str(REPORT))
    pool.set_defaults(func=report)
    again = sub.add_parser("carry", help="keep the pools through a change that plays the same")
    again.add_argument("game")
    again.add_argument("--jobs", type=int, default=2)
    again.add_argument("--same-code", action="store_true",
                       help="no replay: carry only if docstrings and comments alone changed")
    again.set_defaults(func=carry)
    timed = sub.add_parser("retime", help="replay chunks whose slowest move passed --over s")
    timed.add_argument("game")
    timed.add_argument("--over", type=float, default=1.0, help="seconds (the issue's 1 s)")
    timed.add_argument("--jobs", type=int, default=2)
    timed.set_defaults(func=retime)
    for command in (play, pool, again, timed):
        command.add_argument("--ledger", type=Path, default=LEDGER, help="the ledger file")
    args = parser.parse_args()
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
