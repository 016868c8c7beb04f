"""Accounts: a username and a password on a player, and signing in with them.

- Passwords are hashed with argon2id (``argon2-cffi``) at OWASP's recommended cost (19 MiB,
  2 passes), off the event loop, at most two at a time (a burst of sign-ins must not starve
  the games of CPU). A stored hash made at an older cost is rehashed at the next sign-in.
- A wrong password and an unknown username get the same answer after the same work (a hash is
  checked either way), so the answer never tells whether a username exists.
- Sign-in attempts are rate-limited so that a stranger's guessing never locks the owner out
  (OWASP's device cookies): each successful sign-in sets a long-lived ``gt_device`` cookie
  (HttpOnly, SameSite=Strict, sent to ``/api/login`` only) whose hash is stored with the
  account. An attempt from a browser holding a cookie the account knows is counted by that
  browser's own bucket only (``--rate-login-device``); any other attempt is counted per
  address (``--rate-login``), per username and address (``--rate-login-pair``) and per
  username (``--rate-login-user``), so a botnet is slowed on the account as a whole while its
  owner still gets in. Buckets refill: after a cool-down anyone gets a try again.
- A guest who registers keeps its player id, so its games and seats stay its own.
"""

from __future__ import annotations

import asyncio
import re
import unicodedata

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError
from sqlalchemy.exc import IntegrityError

from gametable.server.errors import RequestError
from gametable.server.people.players import Player, Players

#: OWASP's argon2id minimum: 19 MiB of memory, 2 passes, 1 lane
HASHER = PasswordHasher(time_cost=2, memory_cost=19 * 1024, parallelism=1)

USERNAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{2,31}")
MIN_PASSWORD = 8
#: longer is refused: argon2 reads all of it, and no person types more
MAX_PASSWORD = 256

WRONG = "wrong username or password"

class WrongPassword(RequestError):
    def __init__(self) -> None:
        super().__init__(WRONG, 401)


def username_key(username: str) -> str:
    """One owner per name however it is cased: ``Ann`` and ``ann`` are the same account."""
    return username.casefold()


def check_username(username: object) -> str:
    if not isinstance(username, str) or not USERNAME.fullmatch(username):
        raise RequestError("a username is 3 to 32 letters (a–z), digits, '.', '_' or '-', "
                           "starting with a letter or digit")
    return username


def check_password(password: object, username: str) -> str:
    if not isinstance(password, str):
        raise RequestError("a password is a string")
    password = unicodedata.normalize("NFC", password)
    if len(password) < MIN_PASSWORD:
        raise RequestError(f"a password has at least {MIN_PASSWORD} characters")
    if len(password) > MAX_PASSWORD:
        raise RequestError(f"a password has at most {MAX_PASSWORD} characters")
    if password.casefold() == username.casefold():
        raise RequestError("the password must not be the username")
    return password


class Accounts:
    """Registering and signing in against one server's :class:`~.players.Players`."""

    def __init__(self, players: Players, *, concurrent_hashes: int = 2) -> None:
        self.players = players
        #: hashes worked out at once (each holds a core for tens of milliseconds)
        self._hashing = asyncio.Semaphore(concurrent_hashes)
        self._decoy: str | None = None

    async def hash_password(self, password: str) -> str:
        async with self._hashing:
            return await asyncio.to_thread(HASHER.hash, password)

    async def verify_password(self, stored: str | None, password: str) -> bool:
        """Whether ``password`` matches ``stored``; with no stored hash, a decoy is checked so
        that the answer takes as long as for an account."""
        if stored is None:
            if self._decoy is None:
                self._decoy = await self.hash_password("a password nobody has")
            stored = self._decoy
        async with self._hashing:
            try:
                return await asyncio.to_thread(HASHER.verify, stored, password)
            except (VerifyMismatchError, VerificationError, InvalidHashError):
                return False

    async def register(self, player: Player, username: object, password: object, *,
                       name: str | None = None) -> Player:
        """The guest ``player`` as an account with this username and password; its display
        name ``name`` if given (the username is never shown to others)."""
        if player.kind == "account":
            raise RequestError("you already have an account; log out to make another", 409)
        display = name
        name = check_username(username)
        secret = check_password(password, name)
        key = username_key(name)
        if await asyncio.to_thread(self.players.account, key) is not None:
            raise RequestError(f"the username {name!r} is taken; choose another", 409)
        hashed = await self.hash_password(secret)
        try:
            return await self.players.make_account(player, name, key, hashed,
                                                   name=display)
        except IntegrityError:  # taken meanwhile
            raise RequestError(f"the username {name!r} is taken; choose another",
                               409) from None

    async def login(self, username: object, password: object) -> Player:
        """The account these credentials open, or :class:`WrongPassword` (whichever was
        wrong: the answer is the same)."""
        if not isinstance(username, str) or not isinstance(password, str) or (
                len(password) > MAX_PASSWORD or len(username) > 64):
            raise WrongPassword
        found = await asyncio.to_thread(self.players.account, username_key(username))
        password = unicodedata.normalize("NFC", password)
        matches = await self.verify_password(found[1] if found else None, password)
        if found is None or not matches:
            raise WrongPassword
        player, stored = found
        if HASHER.check_needs_rehash(stored):
            await self.players.set_password_hash(player, await self.hash_password(password))
        return player
