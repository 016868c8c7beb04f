"""The arena: seating, statistics, reproducibility across job counts and backends, the CLI."""

import json
import math
from dataclasses import replace
from pathlib import Path

import pytest

from gametable.arena import run_arena
from gametable.arena.schedule import cycle, schedule, sides_of
from gametable.arena.stats import wilson
from gametable.bots.searchbot import SearchBot
from gametable.cli import main


def test_wilson_interval_known_values():
    low, high = wilson(7, 10)
    assert low == pytest.approx(0.3968, abs=1e-4) and high == pytest.approx(0.8922, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    low, high = wilson(990, 1000)
    assert 0.98 < low < 0.99 < high < 0.996


def test_seats_rotate_and_deals_repeat_per_rotation():
    tasks = schedule("tricks", {}, ["a", "b"], ["a", "b"], 2, 6, seed=1)
    assert [t.seats for t in tasks] == [("a", "b"), ("b", "a")] * 3
    assert tasks[0].seed == tasks[1].seed != tasks[2].seed  # duplicate deals
    assert len({t.bot_seeds for t in tasks}) == 6


def test_baloot_seats_partners_together():
    assert sides_of("baloot", 4) == [0, 1, 0, 1]
    tasks = schedule("baloot", {}, ["x", "y"], ["x", "y"], 4, 2, seed=0)
    assert tasks[0].seats == ("x", "y", "x", "y") and tasks[1].seats == ("y", "x", "y", "x")


def test_more_bots_than_seats_cycle_through_every_pairing():
    assert len(cycle(3, 2)) == 6
    tasks = schedule("tricks", {}, ["a", "b", "c"], ["a", "b", "c"], 2, 6, seed=0)
    assert {t.seats for t in tasks} == {
        ("a", "b"), ("b", "a"), ("a", "c"), ("c", "a"), ("b", "c"), ("c", "b")
    }


def test_same_seed_same_results_with_one_and_two_jobs(tricks, monkeypatch):
    # the same as long as the search's time cap does not bind: on a busy machine it would, so
    # the level's iterations alone bound it here (forked workers inherit the change)
    easy = SearchBot.budgets["easy"]
    monkeypatch.setitem(SearchBot.budgets, "easy", replace(easy, seconds=math.inf))
    one = run_arena("tricks", ["search:easy", "heuristic", "random"], games=12, jobs=1, seed=3)
    two = run_arena("tricks", ["search:easy", "heuristic", "random"], games=12, jobs=2, seed=3)
    assert one.fingerprint() == two.fingerprint()
    assert [o.record for o in one.outcomes] == [o.record for o in two.outcomes]
    for label in one.labels:
        a, b = one.table[label], two.table[label]
        figures = (a.wins, a.draws, a.losses, a.mu, a.sigma)
        assert figures == (b.wins, b.draws, b.losses, b.mu, b.sigma)
    other = run_arena("tricks", ["search:easy", "heuristic", "random"], games=12, jobs=1, seed=4)
    assert other.fingerprint() != one.fingerprint()


def test_table_adds_up(tricks):
    result = run_arena("tricks", ["heuristic", "random"], games=10, seed=0)
    for stats in result.table.values():
        assert stats.games == 10 == stats.wins + stats.draws + stats.losses
        assert stats.interval[0] <= stats.win_rate <= stats.interval[1]
    total = sum(s.points for s in result.table.values())
    assert total == pytest.approx(10)


def test_unknown_bot_is_refused_before_any_game(tricks):
    from gametable import BadOptions

    with pytest.raises(BadOptions, match="no bot 'clever'"):
        run_arena("tricks", ["clever", "random"], games=2)
    with pytest.raises(BadOptions, match="level"):
        run_arena("tricks", ["search:wild", "random"], games=2)


def test_arena_cli_writes_records_json_and_png(tricks, tmp_path, capsys):
    records = tmp_path / "records"
    png = tmp_path / "ratings.png"
    code = main([
        "arena", "tricks", "--bots", "heuristic,random", "--games", "4", "--jobs", "2",
        "--records", str(records), "--png", str(png), "--json", str(tmp_path / "s.json"),
        "--seed", "9", "--quiet",
    ])
    assert code == 0
    out = capsys.readouterr().out
    assert "heuristic" in out and "95% CI" in out
    files = sorted(records.glob("*.json"))
    assert len(files) == 4
    from gametable.core.records import Record, replay

    record = Record.load(files[0])
    assert replay(record).scores == record.result
    assert record.meta["bots"] in (["heuristic", "random"], ["random", "heuristic"])
    assert png.read_bytes()[:4] == b"\x89PNG"
    summary = json.loads((tmp_path / "s.json").read_text())
    assert summary["bots"]["heuristic"]["games"] == 4


def test_ray_backend_matches_local(tricks):
    ray = pytest.importorskip("ray")
    root = str(Path(__file__).resolve().parents[2])
    ray.init(
        num_cpus=1, include_dashboard=False, log_to_driver=False,
        runtime_env={
            "env_vars": {"PYTHONPATH": root},
            "worker_process_setup_hook": "tests.arena.ray_setup.register_toy",
        },
    )
    try:
        remote = run_arena("tricks", ["heuristic", "random"], games=4, seed=2, backend="ray")
    finally:
        ray.shutdown()
    local = run_arena("tricks", ["heuristic", "random"], games=4, seed=2)
    assert remote.fingerprint() == local.fingerprint()


@pytest.mark.parametrize("game,options", [("balloon-cup", {}), ("baloot", {"hands": 1})])
def test_real_games_same_with_one_and_two_jobs(game, options):
    specs = ["heuristic", "random"]
    one = run_arena(game, specs, games=4, jobs=1, seed=7, options=options)
    two = run_arena(game, specs, games=4, jobs=2, seed=7, options=options)
    assert one.fingerprint() == two.fingerprint()
    assert [o.record for o in one.outcomes] == [o.record for o in two.outcomes]


def test_a_game_past_the_move_cap_is_stopped_and_counted_a_draw(tricks, capsys):
    from gametable import BadOptions
    from gametable.cli import main

    full = run_arena("tricks", ["heuristic", "random"], games=4, seed=2)
    assert full.unfinished == 0 and all(o.moves > 2 for o in full.outcomes)
    cut = run_arena("tricks", ["heuristic", "random"], games=4, seed=2, max_moves=2)
    assert cut.unfinished == 4
    assert all(o.unfinished and o.moves == 2 and o.scores == [0.5, 0.5] for o in cut.outcomes)
    assert all(s.draws == 4 and s.wins == s.losses == 0 for s in cut.table.values())
    with pytest.raises(BadOptions, match="max-moves"):
        run_arena("tricks", ["heuristic", "random"], games=2, max_moves=0)
    assert main(["arena", "tricks", "--bots", "heuristic,random", "--games", "2",
                 "--max-moves", "2", "--quiet"]) == 0
    assert "2 game(s) stopped unfinished at the move cap" in capsys.readouterr().out
