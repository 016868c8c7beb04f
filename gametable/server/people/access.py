"""Who may do what, from where, how often: every access rule of the web server in one place.

- **Who a client is**: the address the connection comes from, or, only when that address is a
  configured trusted proxy, the nearest address in ``X-Forwarded-For`` that is not one (see
  :meth:`Guard.client`). IPv6 clients are counted by their /64 network, which one household or
  one attacker holds whole.
- **Where a request may come from**: a browser request that changes something (any method but
  GET, HEAD, OPTIONS) must carry a JSON ``Content-Type`` (a cross-site page cannot send one
  without a CORS preflight, which this server never grants) and, when it names an ``Origin``,
  this site's own origin or one configured with ``--allowed-origin``. A WebSocket is refused
  on the same Origin rule (browsers always send one there). A request without ``Origin`` comes
  from a program, not from a page another site controls.
- **How often**: per client, token buckets on creating tables, moves, hints, WebSocket
  messages of any kind, guest players, accounts and sign-in attempts, and per username (and
  per username and client) on sign-in attempts from browsers the account does not know, per
  browser on those from one it knows (429 with ``Retry-After``; an error message on a
  socket), a cap on the
  unfinished tables a client has created (counted from the tables themselves, which keep a
  pseudonymous key of their creator, so a restart forgets nothing) and one on the WebSockets
  it holds open (close code 4429).
- **What a response tells the browser**: a Content-Security-Policy without inline script,
  no framing, no referrer (an invite link in a URL must not leak to another site),
  ``nosniff``; cookies HttpOnly, SameSite=Strict, and Secure over HTTPS.
- **What a log may hold**: never a seat token (see :class:`RedactTokens`).
- **What a name may hold**: no control or bidirectional-override characters, a bounded length.
"""

from __future__ import annotations

import hashlib
import ipaddress
import logging
import math
import re
import time
import unicodedata
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from gametable.server.defaults import (
    MAX_QUEUE_PER_ADDRESS,
    MAX_SOCKETS_PER_CLIENT,
    WS_MESSAGE_RATE,
)
from gametable.server.errors import RequestError

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})

CONTENT_SECURITY_POLICY = "; ".join([
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
])

SECURITY_HEADERS = [
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-content-type-options", b"nosniff"),
    (b"cross-origin-opener-policy", b"same-origin"),
]


@dataclass(frozen=True)
class Rate:
    """At most ``count`` actions in any ``seconds`` (a token bucket: bursts up to ``count``)."""

    count: int
    seconds: float

    @classmethod
    def parse(cls, text: str) -> Rate | None:
        """``"10/60"`` → ten per minute; ``"off"`` → no limit (``None``)."""
        if text.strip().lower() == "off":
            return None
        try:
            count, seconds = text.split("/")
            rate = cls(int(count), float(seconds))
        except ValueError:
            raise ValueError(f"a rate is COUNT/SECONDS such as 10/60, not {text!r}") from None
        if rate.count < 1 or rate.seconds <= 0:
            raise ValueError(f"a rate needs a count of 1 or more and seconds above 0: {text!r}")
        return rate

    def __str__(self) -> str:
        return f"{self.count}/{self.seconds:g}"


@dataclass(frozen=True)
class AccessPolicy:
    """The access settings of one server (``gametable serve --help`` names each flag)."""

    #: the address people use, e.g. ``https://games.example.org`` (``--public-url``); invite
    #: links are built from it, and ``https`` makes cookies Secure
    public_url: str | None = None
    #: other origins whose pages may use this server (``--allowed-origin``, repeatable)
    allowed_origins: tuple[str, ...] = ()
    #: addresses or networks of reverse proxies whose X-Forwarded-For/-Proto are believed
    #: (``--trusted-proxy``, repeatable); none by default
    trusted_proxies: tuple[str, ...] = ()
    #: per client (``--rate-create``, ``--rate-move``, ``--rate-hint``, ``--rate-ws-message``);
    #: ``None``: no limit
    create_rate: Rate | None = Rate(20, 60)
    move_rate: Rate | None = Rate(600, 60)
    hint_rate: Rate | None = Rate(20, 60)
    #: a game replayed from its start for a page (a log after a reload, a replay): some
    #: milliseconds of CPU each
    history_rate: Rate | None = Rate(60, 60)
    ws_message_rate: Rate | None = Rate(*WS_MESSAGE_RATE)
    #: new guest identities per client (``--rate-guest``): each browser needs one, a script
    #: making thousands fills the database
    guest_rate: Rate | None = Rate(30, 60)
    #: sign-in attempts of a browser the account does not know (see
    #: :mod:`gametable.server.people.accounts`): per client (``--rate-login``), per username and
    #: client (``--rate-login-pair``: one address guessing one account) and per username
    #: (``--rate-login-user``: a botnet guessing one account from many addresses); a browser
    #: that signed in to the account before is counted by its own bucket only
    #: (``--rate-login-device``), so a stranger's guessing never locks the owner out. Accounts
    #: made per client (``--rate-register``). Each attempt costs a password hash
    login_rate: Rate | None = Rate(10, 60)
    login_pair_rate: Rate | None = Rate(5, 300)
    login_user_rate: Rate | None = Rate(10, 300)
    login_device_rate: Rate | None = Rate(10, 300)
    register_rate: Rate | None = Rate(10, 600)
    #: per client: joining/leaving the quick-play queue and party codes (``--rate-queue``)
    queue_rate: Rate | None = Rate(30, 60)
    #: per seat at a table, not per address (``--rate-chat``): a burst of 5, then one every 3 s
    chat_rate: Rate | None = Rate(5, 15)
    #: unfinished tables one client may have created or been seated at by quick play
    #: (``--max-tables-per-client``); 0: no cap
    max_tables_per_client: int = 20
    #: people from one address waiting in the quick-play queue at once
    #: (``--max-queue-per-address``); 0: no cap
    max_queue_per_address: int = MAX_QUEUE_PER_ADDRESS
    #: WebSockets one client may hold open (``--max-sockets-per-client``); 0: no cap
    max_sockets_per_client: int = MAX_SOCKETS_PER_CLIENT
    #: characters of a display name (``--max-name-length``)
    max_name_length: int = 40


class TooManyRequests(RequestError):
    def __init__(self, message: str, retry_after: float | None = None) -> None:
        super().__init__(message, 429)
        self.retry_after = None if retry_after is None else max(1, math.ceil(retry_after))


#: what each action is called, and who its bucket counts
ACTIONS = {"create": ("tables created", "from one address"),
           "move": ("moves", "from one address"),
           "hint": ("hints", "from one address"),
           "history": ("game histories and replays", "from one address"),
           "message": ("WebSocket messages", "from one address"),
           "guest": ("new guest players", "from one address"),
           "login": ("sign-in attempts", "from one address"),
           "login-pair": ("sign-in attempts", "for one username from one address"),
           "login-user": ("sign-in attempts", "for one username from browsers it does not "
                                               "know"),
           "login-device": ("sign-in attempts", "from one browser"),
           "register": ("new accounts", "from one address"),
           "queue": ("quick-play requests", "from one address"),
           "chat": ("chat lines", "from one seat")}

#: the close code of a WebSocket refused for a client's cap (4000 + HTTP's 429, as the
#: table socket's other refusals are 4000 + their HTTP status)
CLOSE_TOO_MANY_SOCKETS = 4429

#: where a request's or socket's scope keeps its client, once worked out
CLIENT_KEY = "gametable.client"


@dataclass
class RateLimiter:
    """Token buckets per (action, client); the least recently used are forgotten past
    ``max_clients`` (a full bucket and a forgotten one are the same)."""

    rates: dict[str, Rate | None]
    max_clients: int = 100_000
    clock: Any = time.monotonic
    _buckets: OrderedDict[tuple[str, str], tuple[float, float]] = field(
        default_factory=OrderedDict)

    def take(self, action: str, client: str) -> None:
        """Spend one of ``client``'s ``action`` tokens, or raise :class:`TooManyRequests`."""
        rate = self.rates[action]
        if rate is None:
            return
        now = self.clock()
        key = (action, client)
        tokens, since = self._buckets.pop(key, (float(rate.count), now))
        tokens = min(float(rate.count), tokens + (now - since) * rate.count / rate.seconds)
        if tokens < 1:
            self._buckets[key] = (tokens, now)
            wait = (1 - tokens) * rate.seconds / rate.count
            what, whom = ACTIONS[action]
            raise TooManyRequests(
                f"too many {what}: at most {rate.count} every {rate.seconds:g} s "
                f"{whom}; try again in {math.ceil(wait)} s",
                wait,
            )
        self._buckets[key] = (tokens - 1, now)
        while len(self._buckets) > self.max_clients:
            self._buckets.popitem(last=False)


def origin_of(url: str) -> str:
    """``https://Games.example.org:443/x`` → ``https://games.example.org``."""
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"not an http(s) URL: {url!r}")
    host = parts.hostname.lower()
    if ":" in host:
        host = f"[{host}]"
    default = {"http": 80, "https": 443}[parts.scheme]
    port = parts.port if parts.port not in (None, default) else None
    return f"{parts.scheme}://{host}" + (f":{port}" if port else "")


class Guard:
    """The access rules of one server, applied by :class:`AccessMiddleware` and the routes."""

    def __init__(self, policy: AccessPolicy | None = None) -> None:
        self.policy = policy = policy or AccessPolicy()
        self.public_base = policy.public_url.rstrip("/") if policy.public_url else None
        self.origins = {origin_of(o) for o in policy.allowed_origins}
        if policy.public_url:
            self.origins.add(origin_of(policy.public_url))
        self.proxies = [ipaddress.ip_network(p, strict=False) for p in policy.trusted_proxies]
        self.limiter = RateLimiter({"create": policy.create_rate, "move": policy.move_rate,
                                    "hint": policy.hint_rate,
                                    "history": policy.history_rate,
                                    "message": policy.ws_message_rate,
                                    "guest": policy.guest_rate,
                                    "login": policy.login_rate,
                                    "login-pair": policy.login_pair_rate,
                                    "login-user": policy.login_user_rate,
                                    "login-device": policy.login_device_rate,
                                    "register": policy.register_rate,
                                    "queue": policy.queue_rate})
        self._sockets: dict[str, int] = {}  # client → WebSockets open now

    # --- who is asking ------------------------------------------------------------------

    def _trusted(self, address: str) -> bool:
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return False
        return any(ip in network for network in self.proxies)

    def _peer(self, scope: dict[str, Any]) -> str:
        client = scope.get("client")
        return client[0] if client else "unknown"

    def client(self, scope: dict[str, Any]) -> str:
        """The client's address (its /64 network for IPv6), as rate limits count it; worked
        out once per request or socket (a socket's every message is charged to it)."""
        known = scope.get(CLIENT_KEY)
        if known is None:
            known = scope[CLIENT_KEY] = self._client(scope)
        return known

    def _client(self, scope: dict[str, Any]) -> str:
        address = self._peer(scope)
        if self._trusted(address):
            forwarded = _header(scope, b"x-forwarded-for")
            if forwarded:
                hops = [hop.strip() for hop in forwarded.split(",") if hop.strip()]
                for hop in reversed(hops):  # the nearest hop a trusted proxy did not add
                    address = hop
                    if not self._trusted(hop):
                        break
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return address
        if ip.version == 6 and not ip.ipv4_mapped:
            return str(ipaddress.ip_network(f"{ip}/64", strict=False))
        return str(ip.ipv4_mapped or ip) if ip.version == 6 else str(ip)

    def route_key(self, scope: dict[str, Any]) -> str | None:
        """The route key a trusted proxy drew for a table being created (the
        ``X-Gametable-Route`` header, deploy/haproxy.cfg): the new id begins with it, so the
        table is made on the process the proxy sends its requests to. Nobody else's is
        believed (a client would choose which process serves its tables)."""
        if not self._trusted(self._peer(scope)):
            return None
        return _header(scope, b"x-gametable-route")

    def scheme(self, scope: dict[str, Any]) -> str:
        """``https`` when the connection is, or a trusted proxy says the client's was."""
        scheme = {"ws": "http", "wss": "https"}.get(scope.get("scheme", "http"),
                                                      scope.get("scheme", "http"))
        if self._trusted(self._peer(scope)):
            proto = _header(scope, b"x-forwarded-proto")
            if proto:
                scheme = proto.split(",")[0].strip().lower()
        return scheme

    def secure(self, scope: dict[str, Any]) -> bool:
        """Whether cookies get ``Secure``: the public URL or the connection is HTTPS."""
        return bool(self.public_base and self.public_base.startswith("https:")) or (
            self.scheme(scope) == "https")

    def base_url(self) -> str:
        """What invite links start with: the public URL, never a Host header (relative links
        when none is configured, as when the application is embedded or tested)."""
        return self.public_base or ""

    # --- where from ---------------------------------------------------------------------

    def origin_refused(self, scope: dict[str, Any]) -> str | None:
        """Why a request's ``Origin`` is not allowed, or ``None`` when it is (or is absent)."""
        origin = _header(scope, b"origin")
        if origin is None:
            return None
        try:
            normalised = origin_of(origin)
        except ValueError:
            return f"requests from the origin {origin!r} are not allowed here"
        if normalised in self.origins:
            return None
        host = _header(scope, b"host")
        if host:
            try:
                own = origin_of(f"{self.scheme(scope)}://{host}")
            except ValueError:
                own = None
            if normalised == own:
                return None
        return (f"requests from pages of {origin} are not allowed here; the server's operator "
                f"can allow that site with --allowed-origin")

    def write_refused(self, scope: dict[str, Any]) -> RequestError | None:
        """Why a state-changing HTTP request is refused (cross-site), or ``None``."""
        if scope["method"] in SAFE_METHODS:
            return None
        refused = self.origin_refused(scope)
        if refused:
            return RequestError(refused, 403)
        content_type = (_header(scope, b"content-type") or "").split(";")[0].strip().lower()
        if content_type != "application/json":
            return RequestError(
                "send the request body as JSON with the header Content-Type: application/json",
                415,
            )
        return None

    # --- how often ------------------------------------------------------------------------

    def charge(self, action: str, client: str) -> None:
        """One ``action`` (see ``ACTIONS``) by ``client`` (an address, or for ``login-user``
        a username), or :class:`TooManyRequests`."""
        self.limiter.take(action, client)

    @staticmethod
    def creator_key(client: str) -> str:
        """What a table keeps of who created it: a key per client that counts its tables
        across restarts without storing its address as such."""
        return "a:" + hashlib.sha256(f"gametable creator {client}".encode()).hexdigest()[:24]

    def check_open_tables(self, by_client: int, by_player: int = 0) -> None:
        """Refuse a new table to a client whose address has created ``by_client`` unfinished
        tables, or whose signed-in player has created ``by_player`` (from any address), when
        either is the cap (``max_tables_per_client``)."""
        cap = self.policy.max_tables_per_client
        if cap and by_player >= cap:
            raise TooManyRequests(
                f"you already have {cap} unfinished tables, the most one player may have "
                f"open; finish one first"
            )
        if cap and by_client >= cap:
            raise TooManyRequests(
                f"you already have {cap} unfinished tables, the most one address may have "
                f"open; finish one first"
            )

    def socket_opened(self, client: str) -> str | None:
        """Count a client's new WebSocket; why it is refused (its cap reached, nothing
        counted), or ``None``. Each counted one is ended by :meth:`socket_closed`."""
        cap = self.policy.max_sockets_per_client
        held = self._sockets.get(client, 0)
        if cap and held >= cap:
            return (f"too many connections: at most {cap} open at once from one address; "
                    f"close another table's tab first")
        self._sockets[client] = held + 1
        return None

    def socket_closed(self, client: str) -> None:
        held = self._sockets.get(client, 0) - 1
        if held > 0:
            self._sockets[client] = held
        else:
            self._sockets.pop(client, None)

    # --- names --------------------------------------------------------------------------

    def display_name(self, name: Any, where: str) -> str | None:
        """A name fit to show others: no control, format (bidi overrides, zero-width) or
        unassigned characters, spaces collapsed, at most ``max_name_length`` characters."""
        if name is None:
            return None
        if not isinstance(name, str):
            raise RequestError(f"{where}: a name is a string")
        cleaned = shown_text(name)
        cap = self.policy.max_name_length
        if len(cleaned) > cap:
            raise RequestError(f"{where}: a name has at most {cap} characters")
        return cleaned or None


def shown_text(text: str) -> str:
    """Text fit to show other people (names, chat): NFC, without control, format (bidi
    overrides, zero-width) or unassigned characters, every run of spaces one space."""
    cleaned = "".join(
        " " if ch.isspace() else ch
        for ch in unicodedata.normalize("NFC", text)
        if ch.isspace() or unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Co", "Cn")
    )
    return " ".join(cleaned.split())


def _header(scope: dict[str, Any], name: bytes) -> str | None:
    for key, value in scope.get("headers", []):
        if key == name:
            return value.decode("latin-1")
    return None


# --- logs ----------------------------------------------------------------------------------

_TOKEN_IN_PATH = re.compile(r"(/join/[^/\s\"?]+/)[^\s\"?&]+")
_TOKEN_IN_QUERY = re.compile(r"((?:^|[?&\s])token=)[^&\s\"]+")


def redact(text: str) -> str:
    """``/join/T/secret`` → ``/join/T/…``, ``?token=secret`` → ``?token=…``."""
    return _TOKEN_IN_QUERY.sub(r"\1…", _TOKEN_IN_PATH.sub(r"\1…", text))


class RedactTokens(logging.Filter):
    """Takes seat tokens out of every record a logger passes on (uvicorn's access log writes
    each request's path and query; its error log each WebSocket's)."""

    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args
        if isinstance(args, tuple):
            record.args = tuple(redact(a) if isinstance(a, str) else a for a in args)
        elif isinstance(args, dict):
            record.args = {k: redact(v) if isinstance(v, str) else v for k, v in args.items()}
        if isinstance(record.msg, str):
            record.msg = redact(record.msg)
        return True


def redact_logs(*names: str) -> None:
    """Install :class:`RedactTokens` on the named loggers and on every handler of them and of
    the root logger (a handler's filter also sees what child loggers pass up to it)."""
    token_filter = RedactTokens()
    loggers = [logging.getLogger(name) for name in names] + [logging.getLogger()]
    for logger in loggers:
        if token_filter not in logger.filters:
            logger.addFilter(token_filter)
        for handler in logger.handlers:
            handler.addFilter(token_filter)
