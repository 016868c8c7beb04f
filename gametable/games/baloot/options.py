"""Options and setups: the one place Baloot checks what ``new_game`` is given.

The rule profiles, every **[option]** of ``docs/rules/baloot.md`` as one named field
(:func:`resolve`); ``hands`` (:func:`check_hands`); an explicit setup's decks and dealer
(:func:`check_setup`, :func:`parse_deck`). Bad input raises ``BadOptions`` naming it.

A game is created with ``profile="saudi"`` (the default), ``profile="seed"``, a dict of
overrides (``profile={"akka": False}`` or ``{"base": "seed", "sawa": True}``), and/or the
same field names as plain keyword options (``new_game("baloot", akka=False)``). A record
stores the whole resolved profile, so it replays under the rules it was played with.

The options (field — default in ``saudi``; ``seed`` value where it differs):

``ace_hokum_to_sun`` — ``"p1"``: when the ground card is an Ace, a Hokum caller whom nobody
    took over may turn the Hokum into Sun only if they are P1; ``"never"``: nobody may.
``must_trump`` — ``True``: in Hokum a player void in a non-trump led suit must trump (and
    overtrump an opponent's trump) unless the partner is winning; seed ``False``: any card.
``must_undertrump`` — ``True``: unable to overtrump an opponent's trump, a player must still
    play a trump if they hold one; ``False``: any card then.
``raise_on_trump_lead`` — ``True``: on a trump lead a player must beat the best trump so far
    if able, unless the partner is winning; ``False``: any trump.
``akka`` — ``True``: the Akka announcement exists (the leader's partner need not trump);
    seed ``False``.
``sun_claims`` — ``"before_you"``: an opponent of a Sun caller who was asked earlier in the
    round and passed may take the Sun (plus the Ace "third" in round 2); seed ``"anyone"``:
    every other player, in turn after the caller, may take the Sun from its caller.
``sun_double_other_max`` — a Sun may be doubled only when the buyer's team has more than 100
    match points and the doubling team has at most this many: ``100``; seed ``99`` (under 100).
``hokum_tie_fails`` — ``False``: equal abnat is a tie, each team keeps its own; ``True``: the
    buyer fails on a Hokum tie.
``failed_buyer_keeps_baloot`` — ``True``: a failed buyer's team still scores its Baloot;
    ``False``: it scores nothing at all.
``project_multipliers`` — ``(2, 1, 1)``: projects are multiplied ×2 at Double, ×1 at Three and
    Four (and Gahwa) in a doubled hand; any three positive integers.
``kaboot_sun`` / ``kaboot_hokum`` — all 8 tricks to one team: ``44`` / ``25``; seed ``44`` / ``44``.
``kaboot_ace_ground`` — ``0`` (unused); seed ``88``: a kaboot when the ground card was an Ace.
``reverse_kaboot`` — ``88``: Sun, the buyer is P1, held an Ace and their team took no trick:
    the other team scores this (``0`` turns the rule off).
``sawa`` — ``False``; ``True`` lets a player on lead claim all remaining tricks with the move
    ``sawa`` when the claim is provably sure: their team takes every trick against every legal
    play of the three others, the partner included (``gametable.games.baloot.sawa``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from functools import lru_cache
from typing import Any

from gametable.core.errors import BadOptions
from gametable.games.baloot.cards import CODES


@dataclass(frozen=True)
class Profile:
    """One complete set of rule choices (see the module docstring for each field)."""

    ace_hokum_to_sun: str = "p1"
    must_trump: bool = True
    must_undertrump: bool = True
    raise_on_trump_lead: bool = True
    akka: bool = True
    sun_claims: str = "before_you"
    sun_double_other_max: int = 100
    hokum_tie_fails: bool = False
    failed_buyer_keeps_baloot: bool = True
    project_multipliers: tuple[int, int, int] = (2, 1, 1)
    kaboot_sun: int = 44
    kaboot_hokum: int = 25
    kaboot_ace_ground: int = 0
    reverse_kaboot: int = 88
    sawa: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The choices as JSON-ready data: a fresh dict each call (every view carries it, so
        the walk over the fields is done once per profile, not once per view)."""
        data = dict(_as_dict(self))
        data["project_multipliers"] = list(self.project_multipliers)
        return data


@lru_cache(maxsize=64)
def _as_dict(profile: Profile) -> dict[str, Any]:
    return asdict(profile)


SAUDI = Profile()
SEED = replace(
    SAUDI,
    kaboot_hokum=44,
    kaboot_ace_ground=88,
    must_trump=False,
    akka=False,
    sun_claims="anyone",
    sun_double_other_max=99,
)

#: the named profiles
PROFILES: dict[str, Profile] = {"saudi": SAUDI, "seed": SEED}

_CHOICES = {"ace_hokum_to_sun": ("p1", "never"), "sun_claims": ("before_you", "anyone")}
FIELDS = {f.name: f for f in fields(Profile)}


def _check(name: str, value: Any) -> Any:
    default = getattr(SAUDI, name)
    if name in _CHOICES:
        if value not in _CHOICES[name]:
            choices = ", ".join(_CHOICES[name])
            raise BadOptions(f"option {name} must be one of {choices}, not {value!r}")
        return value
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise BadOptions(f"option {name} must be true or false, not {value!r}")
        return value
    if isinstance(default, int):
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise BadOptions(f"option {name} must be a whole number ≥ 0, not {value!r}")
        return value
    # project_multipliers
    if (
        not isinstance(value, list | tuple)
        or len(value) != 3
        or not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in value)
    ):
        raise BadOptions(f"option {name} must be three positive whole numbers, not {value!r}")
    return tuple(value)


def resolve(profile: Any = "saudi", **overrides: Any) -> Profile:
    """A :class:`Profile` from a name or dict plus field overrides; bad input → ``BadOptions``."""
    if not overrides and isinstance(profile, str) and profile in PROFILES:
        return PROFILES[profile]
    if isinstance(profile, Profile):
        base, changes = profile, {}
    elif isinstance(profile, str):
        if profile not in PROFILES:
            raise BadOptions(f"unknown Baloot profile {profile!r}; profiles: {', '.join(PROFILES)}")
        base, changes = PROFILES[profile], {}
    elif isinstance(profile, dict):
        changes = dict(profile)
        base_name = changes.pop("base", "saudi")
        if base_name not in PROFILES:
            raise BadOptions(
                f"unknown Baloot profile {base_name!r}; profiles: {', '.join(PROFILES)}"
            )
        base = PROFILES[base_name]
    else:
        raise BadOptions(f"profile must be a name or a dict of options, not {profile!r}")
    changes.update(overrides)
    unknown = sorted(set(changes) - set(FIELDS))
    if unknown:
        raise BadOptions(
            f"unknown Baloot option(s) {', '.join(unknown)}; options: hands, profile, "
            + ", ".join(FIELDS)
        )
    return replace(base, **{key: _check(key, value) for key, value in changes.items()})


def check_hands(hands: Any) -> int | None:
    """The ``hands`` option: scored hands a game lasts, ``None`` for a match to 152."""
    if hands is not None and (not isinstance(hands, int) or isinstance(hands, bool) or hands < 1):
        raise BadOptions(f"hands must be a whole number ≥ 1 (or absent for a match), not {hands!r}")
    return hands


def check_setup(setup: dict[str, Any]) -> tuple[list[list[int]], int, int]:
    """An explicit setup → (decks as codes, first dealer, seed for the hands past the decks)."""
    unknown = set(setup) - {"decks", "dealer", "seed"}
    if unknown:
        raise BadOptions(f"unknown Baloot setup key(s): {', '.join(sorted(unknown))}")
    decks = setup.get("decks")
    if not isinstance(decks, list) or not decks:
        raise BadOptions("a Baloot setup needs 'decks': a list of 32-card decks")
    dealer = setup.get("dealer", 3)
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < 4:
        raise BadOptions(f"setup 'dealer' must be a seat 0-3, not {dealer!r}")
    extra_seed = setup.get("seed", 0)
    if not isinstance(extra_seed, int):
        raise BadOptions("setup 'seed' must be an integer")
    return [parse_deck(deck) for deck in decks], dealer, extra_seed


def parse_deck(deck: Any) -> list[int]:
    """A deck in notation (32 distinct cards, top first) → codes; ``BadOptions`` if wrong."""
    if not isinstance(deck, list | tuple) or len(deck) != 32:
        raise BadOptions("each Baloot deck is a list of the 32 cards in deal order")
    try:
        codes = [CODES[str(card).strip().upper()] for card in deck]
    except KeyError as error:
        raise BadOptions(
            f"{error.args[0]!r} is not a Baloot card (7 8 9 T J Q K A + S H D C)"
        ) from None
    if len(set(codes)) != 32:
        raise BadOptions("a Baloot deck must hold each of the 32 cards once")
    return codes
