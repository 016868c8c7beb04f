"""The registry is built from the game packages' descriptors, and every registry outside the
games (research adapters, rating keys, teams) reads them."""

from __future__ import annotations

from pathlib import Path

import gametable
from gametable.core import registry
from gametable.core.descriptor import GameDescriptor


def test_every_game_package_with_a_descriptor_is_registered_in_package_order():
    folder = Path(gametable.__file__).parent / "games"
    packages = sorted(p.name for p in folder.iterdir() if (p / "descriptor.py").is_file())
    assert [registry.REGISTRY[name].module.rsplit(".", 1)[1] for name in registry.GAMES] == packages
    for name in registry.GAMES:
        facts = registry.game_entry(name).descriptor
        assert isinstance(facts, GameDescriptor) and facts.name == name
        assert facts.module == registry.REGISTRY[name].module
        assert all(o.default is None or o.type != "choice" or o.default in o.values
                   for o in facts.options)


def test_research_registries_read_the_descriptors():
    from gametable.rl.encoders import MODULES

    named = {name: registry.REGISTRY[name].descriptor.encoder for name in registry.GAMES}
    assert {name: path for name, path in named.items() if path} == MODULES
    assert set(MODULES) == {"balloon-cup", "baloot", "climbing"}


def test_a_game_without_facts_gets_the_defaults():
    entry = registry.GameEntry("pile", "some.module", "Pile")
    assert entry.descriptor == GameDescriptor.plain("pile", "Pile", "some.module")
    assert entry.descriptor.team(3) == 3 and entry.descriptor.rating_key({"x": 1}) == "pile"
    assert entry.descriptor.public_move("anything") is None
    assert registry.descriptor_of("no-such-game").clock is None
