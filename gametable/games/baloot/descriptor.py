"""Baloot's facts outside the engine (see :mod:`gametable.core.descriptor`)."""

from __future__ import annotations

from typing import Any

from gametable.core.descriptor import GameDescriptor, Option, QuickPlay

#: the rule profiles the lobby and quick play offer by name
PROFILES = ("saudi", "seed")
_PROJECTS = ("sira", "fifty", "hundred", "400")


def public_move(move: str) -> str:
    """Every call and card is public; a project's kind is public at its declaration, its
    cards only once it scores, so a declaration is told by its kind alone (``sira``). (The
    last card of a hand ends the trick and the hand at once and the next deal replaces both
    in the view: the log learns that trick from this.)"""
    kind, colon, _cards = move.partition(":")
    return kind if colon and kind in _PROJECTS else move


def hand_number(state: Any) -> int:
    """The hand a Baloot state is in (a redeal after everyone passed is a new hand too)."""
    return state.hand_no


def tricks_won(state: Any) -> int:
    """How many tricks of the hand have been won."""
    return len(state.trick_winners)


DESCRIPTOR = GameDescriptor(
    name="baloot",
    title="Baloot",
    module="gametable.games.baloot",
    seats=(4,),
    team_of=lambda seat: seat % 2,
    options=(
        Option("hands", "int", None, min=1, max=50),
        Option("profile", "choice", "saudi", values=PROFILES),
        # the rules' [option]: a sure claim of every trick left, as Jawaker's tables offer it
        # (it changes no result, only how long a decided hand takes to play out)
        Option("sawa", "bool", False),
    ),
    clock=(20.0, 60.0),
    bot_names=("Faisal", "Noura", "Salem", "Huda"),
    public_move=public_move,
    quick_play=QuickPlay("profile", PROFILES, label="rule profile", parties=True),
    rating_option="profile",
    encoder="gametable.rl.encoders.baloot",
    jax="gametable.jax.baloot",
    spiel_params={"hands": 1, "profile": "saudi"},
    # the page holds the hand's last trick 2 s and its summary 6 s (or until every person
    # there has pressed "Next hand"); then a second to see the new ground card before the
    # first bid
    chapter=hand_number,
    chapter_pause=9.0,
    # and a trick won stays 2 s on the page before a bot's lead covers it (1.5 s read as a
    # trick cleared at once: who won it and why went unseen)
    beat=tricks_won,
    beat_pause=1.5,
)
