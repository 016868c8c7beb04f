"""Seat values (commit–reveal) and a ``replay --verify`` that verifies the whole game.

The attack of issue 29, row 10: a finished record with its last move dropped and a made-up
result printed "fair deal: verified" and exited 0.
"""

from __future__ import annotations

import hashlib
import random
import subprocess

import pytest

import gametable
from gametable.cli import main
from gametable.core import fairness
from gametable.core.records import Record, Recorder

SALT = "0f" * 32
SEED = 12345


def _values(seats: int, people: dict[int, str]) -> list[dict]:
    """Every seat's part: the people's own values, the server's for the rest."""
    parts = []
    for seat in range(seats):
        if seat in people:
            value = people[seat]
            parts.append({"seat": seat, "source": "seat", "value": value,
                          "commitment": fairness.value_commitment(value)})
        else:
            parts.append({"seat": seat, "source": "server", "commitment": None,
                          "value": fairness.server_value(SEED, SALT, seat)})
    return parts


def played(game: str, options: dict, people: dict[int, str], rng_seed: int = 1) -> Record:
    """A random game dealt from the server's seed and the seat values, recorded with the
    fairness block a server writes."""
    seats = gametable.new_game(game, seed=0, **options).num_seats
    parts = _values(seats, people)
    dealt, counter, state = fairness.deal_from_values(game, options, SEED, SALT,
                                                      [p["value"] for p in parts])
    recorder = Recorder(state)
    rng = random.Random(rng_seed)
    while not recorder.state.over:
        seat = recorder.state.to_act[0]
        recorder.play(seat, rng.choice(recorder.state.legal_moves(seat)))
    record = recorder.record()
    record.meta["fairness"] = fairness.published(
        SEED, SALT, True, {"seats": parts, "deal_seed": dealt, "counter": counter})
    return record


def verdict(record: Record) -> fairness.Verdict:
    return fairness.check(record.game, record.options, record.setup, record.moves,
                          record.meta.get("fairness"), record.result)


def test_the_deal_seed_derivation_known_vector():
    """The exact text hashed, checked against a fixed answer (also by the shell's sha256sum,
    as docs/security.md tells a person to)."""
    server = fairness.server_value(SEED, SALT, 1)
    assert server == "b2d6eb5c13c4527f65e30f006dd7075b6806321b9eb125fa544de7e39a91847a"
    shell = subprocess.run(["sha256sum"], input=f"server:{SEED}:{SALT}:1", text=True,
                           capture_output=True, check=True).stdout.split()[0]
    assert shell == server
    values = ["a" * 64, server]
    assert fairness.deal_seed(SEED, SALT, values) == 3937831190101759376
    text = f"gametable-deal-v1:{SEED}:{SALT}:{'a' * 64}:{server}:1"
    assert fairness.deal_seed(SEED, SALT, values, 1) == (
        int(hashlib.sha256(text.encode()).hexdigest(), 16) % 2**62)
    assert fairness.value_commitment("a" * 64) == hashlib.sha256(b"a" * 64).hexdigest()
    # every value counts: changing one seat's value changes the deal
    assert fairness.deal_seed(SEED, SALT, ["b" * 64, server]) != fairness.deal_seed(
        SEED, SALT, values)


def test_a_refused_derived_seed_takes_the_next_counter(monkeypatch):
    """Six players on varied cubes refuse some seeds: the counter goes on, deterministically,
    and the check insists on the first counter the options take."""
    options = {"players": 6, "cubes": "varied"}
    for first in range(200):
        people = {0: f"{first:064x}"}
        parts = _values(6, people)
        values = [p["value"] for p in parts]
        try:
            gametable.new_game("climbing", seed=fairness.deal_seed(SEED, SALT, values),
                               **options)
        except gametable.BadOptions:
            break
    else:
        pytest.fail("no refused derived seed in 200")
    dealt, counter, _state = fairness.deal_from_values("climbing", options, SEED, SALT, values)
    assert counter >= 1 and dealt == fairness.deal_seed(SEED, SALT, values, counter)
    record = played("climbing", options, people)
    assert record.meta["fairness"]["counter"] == counter
    assert verdict(record).verified, verdict(record).reason


@pytest.mark.parametrize(("game", "options"), [("baloot", {"hands": 2}),
                                                 ("climbing", {"players": 3}),
                                                 ("balloon-cup", {})])
def test_a_record_with_seat_values_verifies(game, options):
    record = played(game, options, {0: "c" * 64})
    shown = record.meta["fairness"]
    assert [p["source"] for p in shown["seats"]][:1] == ["seat"]
    result = verdict(record)
    assert result.verified, result.reason
    assert "1 from the seats' own browsers" in result.reason


def _change_value(record: Record) -> None:
    record.meta["fairness"]["seats"][0]["value"] = "d" * 64


def _change_source(record: Record) -> None:
    record.meta["fairness"]["seats"][0]["source"] = "server"


def _claim_own_value(record: Record) -> None:
    """A server that put its own value in for seat 1 and calls it the server's."""
    record.meta["fairness"]["seats"][1]["value"] = "e" * 64


def _change_deal_seed(record: Record) -> None:
    record.meta["fairness"]["deal_seed"] += 1


def _change_counter(record: Record) -> None:
    record.meta["fairness"]["counter"] = 1


@pytest.mark.parametrize(("change", "words"), [
    (_change_value, "does not hash to its commitment"),
    (_change_source, "said to be the server's"),
    (_claim_own_value, "said to be the server's"),
    (_change_deal_seed, "not the one derived"),
    (_change_counter, "not the one derived"),
])
def test_tampered_seat_values_fail(change, words):
    record = played("baloot", {"hands": 2}, {0: "c" * 64})
    change(record)
    result = verdict(record)
    assert not result.verified
    assert words in result.reason


def test_an_earlier_counter_the_options_take_fails():
    """A server that skipped a good counter to pick among deals is caught."""
    record = played("baloot", {"hands": 2}, {0: "c" * 64})
    shown = record.meta["fairness"]
    values = [p["value"] for p in shown["seats"]]
    shown["counter"] = 2
    shown["deal_seed"] = fairness.deal_seed(SEED, SALT, values, 2)
    result = verdict(record)
    assert not result.verified and "counter 0 already gives" in result.reason


def _drop_last_move(record: Record) -> None:
    """The attack of row 10: the last move dropped and a made-up result."""
    record.moves.pop()
    record.result = [1.0, 0.0]


@pytest.mark.parametrize("with_values", [False, True])
def test_replay_verify_refuses_a_cut_record_with_a_made_up_result(tmp_path, capsys,
                                                                  with_values):
    if with_values:
        record = played("baloot", {"hands": 2}, {0: "c" * 64}, rng_seed=4)
    else:
        recorder = Recorder(gametable.new_game("baloot", seed=SEED, hands=2))
        rng = random.Random(4)
        while not recorder.state.over:
            seat = recorder.state.to_act[0]
            recorder.play(seat, rng.choice(recorder.state.legal_moves(seat)))
        record = recorder.record()
        record.meta["fairness"] = fairness.published(SEED, SALT, True)
    good = tmp_path / "good.json"
    record.save(good)
    assert main(["replay", "--verify", str(good)]) == 0
    out = capsys.readouterr().out
    assert "fair deal: verified" in out and "sha256sum" in out
    _drop_last_move(record)
    cut = tmp_path / "cut.json"
    record.save(cut)
    assert main(["replay", "--verify", str(cut)]) == 1
    out = capsys.readouterr().out
    assert "NOT verified" in out and "not a whole game" in out
    assert "fair deal: verified" not in out


def test_replay_verify_refuses_a_whole_game_with_a_made_up_result(tmp_path, capsys):
    record = played("climbing", {"players": 2}, {0: "c" * 64, 1: "f" * 64})
    record.result = list(reversed(record.result)) if record.result[0] != record.result[1] \
        else [record.result[0] + 1, record.result[1]]
    path = tmp_path / "lie.json"
    record.save(path)
    assert main(["replay", "--verify", str(path)]) == 1
    out = capsys.readouterr().out
    assert "NOT verified" in out and "replay gives" in out


def test_replay_verify_refuses_moves_that_do_not_replay(tmp_path, capsys):
    record = played("baloot", {"hands": 2}, {0: "c" * 64})
    seat, _move = record.moves[3]
    record.moves[3] = (seat, "no-such-move")
    path = tmp_path / "bad.json"
    record.save(path)
    assert main(["replay", "--verify", str(path)]) == 1
    assert "NOT verified" in capsys.readouterr().out
    # without --verify a bad record is still an error (exit 2), as before
    assert main(["replay", str(path)]) == 2


def test_the_by_hand_lines_check_out_in_a_shell(tmp_path):
    """Every line ``replay --verify`` prints for a person, run in a shell, gives the digest
    or number it names."""
    record = played("baloot", {"hands": 2}, {0: "c" * 64})
    lines = fairness.by_hand(record.meta["fairness"])
    assert len(lines) == 1 + 4 + 1  # the commitment, four seats, the deal seed
    for line in lines:
        command, _, expected = line.partition("   # = ")
        got = subprocess.run(["bash", "-c", command], capture_output=True, text=True,
                             check=True).stdout.split()[0]
        assert got == expected.split()[-1], line
