"""Bots of the toy game, found by the registry like any game's ``bots`` module."""

from __future__ import annotations

from gametable.bots.base import Bot
from gametable.bots.searchbot import SearchBot
from tests.bots.toy import sample


class ToySearch(SearchBot):
    def sample(self, view, rng):
        return sample(view, rng)


class ToyHighCard(Bot):
    name = "heuristic"

    def choose(self, view, legal_moves):
        return max(legal_moves, key=lambda c: c[1])


BOTS = {"search": ToySearch, "heuristic": ToyHighCard}
