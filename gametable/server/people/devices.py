"""Where a person plays from: their address and their device, as the rated-play rules
(:mod:`.rated`) and quick play's pairing compare them.

- **Address**: the client key of :meth:`gametable.server.people.access.Guard.client` (trusted
  proxies already handled; an IPv6 client's /64).
- **Device**: a long-lived random cookie, ``gt_browser`` (HttpOnly, SameSite=Lax, two
  years, every path), set by :class:`DeviceCookie` on the page itself (an HTML answer to a GET
  that came without one). No server row: the cookie is the device, and it changes nothing on
  the server. Why a cookie of its own and not the session: signing out, or in as someone
  else, keeps the device, so two identities played from one browser are seen as one device.
  (Not ``gt_device``: that one is the sign-in limits' cookie of :mod:`.players`, sent to
  ``/api/login`` only and stored per account.)
- Both are kept only as keyed SHA-256 digests (:func:`origin_key`): the database says whether
  two seats came from one place, never which place.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass
from http.cookies import SimpleCookie
from typing import Any

from starlette.requests import HTTPConnection

#: the cookie that names a browser (see the module docstring)
BROWSER_COOKIE = "gt_browser"
#: seconds the cookie lasts (renewed whenever the page is served without it)
DEVICE_MAX_AGE = 2 * 365 * 24 * 3600
#: what a device cookie the server made looks like; anything else is ignored
_DEVICE_VALUE = re.compile(r"[A-Za-z0-9_-]{16,64}")


@dataclass(frozen=True)
class Origin:
    """Where one person plays from, as digests: ``address`` always, ``device`` when the
    browser has the cookie (a script without it has no device to compare)."""

    address: str
    device: str | None = None

    def shares(self, other: Origin) -> bool:
        """Whether two people play from one address or one device (exactly when their
        :meth:`places` meet)."""
        return self.address == other.address or (
            self.device is not None and self.device == other.device)

    def places(self) -> tuple[str, ...]:
        """This origin as keys that two origins have in common when they :meth:`share
        <shares>` one: its address and, where known, its device (for counting who waits
        where)."""
        address = "address " + self.address
        return (address,) if self.device is None else (address, "device " + self.device)


def origin_key(kind: str, value: str) -> str:
    """A digest of an address or a device value: equal values give equal keys, and the key
    gives neither back."""
    return hashlib.sha256(f"gametable {kind} {value}".encode()).hexdigest()[:32]


def device_of(connection: HTTPConnection | dict[str, Any]) -> str | None:
    """The device digest of a request or socket (``None`` without a valid cookie)."""
    if isinstance(connection, dict):
        connection = HTTPConnection(connection)
    value = connection.cookies.get(BROWSER_COOKIE)
    if value is None or not _DEVICE_VALUE.fullmatch(value):
        return None
    return origin_key("device", value)


def origin_of(connection: HTTPConnection, client: str) -> Origin:
    """Where a request or socket comes from; ``client`` is its :meth:`Guard.client` key."""
    return Origin(origin_key("address", client), device_of(connection))


class DeviceCookie:
    """ASGI middleware: an HTML page served to a GET without a valid ``gt_browser`` cookie
    sets one. Only the page (what a browser navigates to) gets it: the API never does, so a
    script that never loads the page never has a device."""

    def __init__(self, app: Any, *, secure: Any = None) -> None:
        """``secure``: a callable of the scope saying whether the cookie is Secure (HTTPS)."""
        self.app = app
        self.secure = secure

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if (scope["type"] != "http" or scope.get("method") != "GET"
                or device_of(scope) is not None):
            await self.app(scope, receive, send)
            return
        secure = bool(self.secure(scope)) if self.secure is not None else False

        async def send_with_cookie(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                html = any(k.lower() == b"content-type" and v.startswith(b"text/html")
                           for k, v in headers)
                if html and message.get("status", 200) == 200:
                    headers.append((b"set-cookie", _cookie(secure)))
                    message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_with_cookie)


def _cookie(secure: bool) -> bytes:
    cookie: SimpleCookie = SimpleCookie()
    cookie[BROWSER_COOKIE] = secrets.token_urlsafe(24)
    morsel = cookie[BROWSER_COOKIE]
    morsel["path"] = "/"
    morsel["max-age"] = DEVICE_MAX_AGE
    morsel["httponly"] = True
    morsel["samesite"] = "Lax"
    if secure:
        morsel["secure"] = True
    return morsel.OutputString().encode()
