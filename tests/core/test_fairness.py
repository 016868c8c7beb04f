"""Committed seeds: the commitment's bytes, and the check that a deal follows from its seed."""

from __future__ import annotations

import hashlib
import random

import pytest

import gametable
from gametable.cli import main
from gametable.core import fairness
from gametable.core.records import Record, Recorder

GAMES = [("balloon-cup", {}), ("baloot", {"hands": 2}), ("climbing", {"players": 3})]


def played(game: str, options: dict, seed: int, salt: str = "ab" * 32) -> Record:
    """A random game on ``seed``, recorded with its revealed commitment."""
    recorder = Recorder(gametable.new_game(game, seed=seed, **options))
    rng = random.Random(seed)
    while not recorder.state.over:
        seat = recorder.state.to_act[0]
        recorder.play(seat, rng.choice(recorder.state.legal_moves(seat)))
    record = recorder.record()
    record.meta["fairness"] = {"commitment": fairness.commitment(seed, salt), "seed": seed,
                               "salt": salt}
    return record


def verdict(record: Record) -> fairness.Verdict:
    return fairness.check(record.game, record.options, record.setup, record.moves,
                          record.meta.get("fairness"), record.result)


def test_the_commitment_is_sha256_of_seed_colon_salt():
    salt = "0f" * 32
    expected = hashlib.sha256(f"12345:{salt}".encode("ascii")).hexdigest()
    assert fairness.commitment(12345, salt) == expected
    assert len(fairness.new_salt()) == 64 and fairness.new_salt() != fairness.new_salt()
    seeds = {fairness.draw_seed() for _ in range(50)}
    assert len(seeds) == 50 and all(0 <= s < fairness.SEED_LIMIT for s in seeds)
    shown = fairness.published(7, salt, revealed=False)
    assert shown == {"commitment": fairness.commitment(7, salt)}
    assert fairness.published(7, salt, revealed=True) == {**shown, "seed": 7, "salt": salt}
    assert fairness.published(None, None, revealed=True) is None


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_a_true_record_verifies(game, options):
    record = played(game, options, seed=31)
    result = verdict(record)
    assert result.verified, result.reason


def test_reshuffles_are_checked_too():
    """A Balloon Cup game long enough to reshuffle: its later shuffles are in the setup, and
    a record whose reshuffle was changed fails although its first deal is the seed's."""
    for seed in range(40):
        record = played("balloon-cup", {}, seed)
        if record.setup.get("shuffles"):
            break
    else:
        pytest.fail("no game of 40 reshuffled")
    assert verdict(record).verified
    tampered = Record.from_dict(record.to_dict())
    shuffle = tampered.setup["shuffles"][0]  # the discard pile's first reshuffle, in order
    i = next(i for i in range(1, len(shuffle)) if shuffle[i] != shuffle[0])
    shuffle[0], shuffle[i] = shuffle[i], shuffle[0]
    failed = verdict(tampered)
    assert not failed.verified and "shuffle" in failed.reason


@pytest.mark.parametrize(("change", "words"), [
    (lambda r: r.meta["fairness"].update(seed=r.meta["fairness"]["seed"] + 1), "do not hash"),
    (lambda r: r.meta["fairness"].update(salt="00" * 32), "do not hash"),
    (lambda r: r.meta["fairness"].pop("seed"), "not revealed"),
    (lambda r: r.meta.pop("fairness"), "no commitment"),
    (lambda r: r.setup["decks"][0].reverse(), "not the one the seed gives"),
    (lambda r: r.setup.update(dealer=(r.setup["dealer"] + 1) % 4), "seed"),
])
def test_a_changed_record_fails_with_the_reason(change, words):
    record = played("baloot", {"hands": 2}, seed=5)
    change(record)
    result = verdict(record)
    assert not result.verified and words in result.reason


def test_replay_verify_on_the_command_line(tmp_path, capsys):
    record = played("climbing", {"players": 2}, seed=3)
    good = tmp_path / "good.json"
    record.save(good)
    assert main(["replay", "--verify", str(good)]) == 0
    assert "fair deal: verified" in capsys.readouterr().out
    record.meta["fairness"]["seed"] += 1
    bad = tmp_path / "bad.json"
    record.save(bad)
    assert main(["replay", "--verify", str(bad)]) == 1
    assert "NOT verified" in capsys.readouterr().out


REFUSED_SIX_PLAYER_SEED = 5  # varied cubes whose bottom layer can never seat six players
SIX_ON_VARIED = {"players": 6, "cubes": "varied"}


def test_a_drawn_seed_the_options_refuse_is_drawn_again(monkeypatch):
    """Nobody chose the seed, so a deal the rules cannot play is drawn again, not refused."""
    with pytest.raises(gametable.BadOptions):
        gametable.new_game("climbing", seed=REFUSED_SIX_PLAYER_SEED, **SIX_ON_VARIED)
    draws = iter([REFUSED_SIX_PLAYER_SEED, 6])
    monkeypatch.setattr(fairness, "draw_seed", lambda: next(draws))
    seed, state = fairness.deal_unseen("climbing", SIX_ON_VARIED)
    assert seed == 6
    assert state.setup() == gametable.new_game("climbing", seed=6, **SIX_ON_VARIED).setup()


def test_options_refused_for_every_seed_are_refused():
    with pytest.raises(gametable.BadOptions, match="players"):
        fairness.deal_unseen("climbing", {"players": 9})
