"""Web Push: a person's devices told of their turn while no page of the site is open.

**Keys.** The server's VAPID key pair (RFC 8292) is made once and stored in the database
(``gt_server_keys``, name ``vapid``): every process of a cluster signs with the same key, so a
browser's subscription stays good whichever process sends. Two processes making it at once
both try to insert it; the one refused reads the other's.

**Subscriptions.** A browser subscribes with the public key (``GET /api/push/key``) and posts
its ``PushSubscription`` (``POST /api/me/push``: ``endpoint``, ``keys.p256dh``,
``keys.auth``, checked by :func:`parse_subscription`); it is stored for the signed-in person
(``gt_push_subscriptions``, keyed by the endpoint: one browser is one person's, the last
who subscribed from it). A person keeps at most :data:`MAX_SUBSCRIPTIONS`: a new one drops
their oldest. ``DELETE /api/me/push`` removes one or all.

**Sending.** :meth:`PushService.deliver` is a delivery of the notices
(:mod:`gametable.server.people.notices`: ``notices.deliveries``). A notice of a kind in
:data:`WORDS` becomes a payload (title and body in the person's language, the URL to open, a
tag that replaces an older one of the same table), encrypted for each subscription
(aes128gcm, RFC 8291) and posted by pywebpush. pywebpush blocks: the posts run on a pool of
:data:`SENDERS` threads, at most :data:`MAX_WAITING` waiting (more are dropped and logged),
each given :data:`SEND_TIMEOUT` seconds, redirects never followed. A push service answering
404 or 410 says the subscription is gone: it is removed.

**Never just any host.** An endpoint must be ``https`` on the default port to a known push
service (:data:`PUSH_HOSTS`, :data:`PUSH_DOMAINS`: Google's, Mozilla's, Apple's,
Microsoft's), checked when it is posted and again before each send, so no client can make
the server post anywhere else. A server started with an explicit allow-list of origins
(``gametable serve --push-allow``, for tests: a push endpoint of the test's own) also takes
those.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import hashlib
import json
import logging
import re
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

import requests
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from py_vapid import Vapid
from pywebpush import WebPushException, webpush
from sqlalchemy import delete, insert, select
from sqlalchemy.exc import IntegrityError

from gametable.core.registry import REGISTRY
from gametable.server.errors import RequestError
from gametable.server.people.access import origin_of
from gametable.server.storage.schema import push_subscriptions_t, server_keys_t
from gametable.server.storage.store import Store

log = logging.getLogger("gametable.server")

#: subscriptions one person keeps (a phone, a laptop, …); a new one past it drops the oldest
MAX_SUBSCRIPTIONS = 5
#: characters of an endpoint (the push services' are a few hundred)
MAX_ENDPOINT = 2048
#: posts at once (each blocks a thread), and posts waiting for one at most
SENDERS = 4
MAX_WAITING = 1000
#: seconds one post may take
SEND_TIMEOUT = 10.0
#: seconds a push service keeps a message for a device that is offline
TTL = 86400
#: the known push services: these hosts, and any host in these domains
PUSH_HOSTS = frozenset({"fcm.googleapis.com", "android.googleapis.com",
                        "updates.push.services.mozilla.com", "web.push.apple.com"})
PUSH_DOMAINS = (".push.services.mozilla.com", ".push.apple.com", ".notify.windows.com")
#: a VAPID contact: an e-mail address as a ``mailto:`` link, or an ``https:`` URL
CONTACT = re.compile(r"mailto:[^@\s]+@[^@\s]+|https://\S+", re.IGNORECASE)
#: the contact when none is given and the public URL is not https
DEFAULT_CONTACT = "mailto:gametable@localhost"


@dataclass(frozen=True)
class PushSettings:
    """``gametable serve``'s Web Push options: ``contact``, the address push services may
    write to about this server's pushes (``--push-contact``; ``None``: the public URL where it
    is https); ``allow``, origins pushes may go to besides the known push services
    (``--push-allow``: tests only). Raises ``ValueError`` for a value it cannot use."""

    contact: str | None = None
    allow: tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        if self.contact is not None and not CONTACT.fullmatch(self.contact):
            raise ValueError(f"--push-contact is mailto:ADDRESS or an https:// URL, not "
                             f"{self.contact!r}")
        allowed = []
        for origin in self.allow:
            parts = urlsplit(origin)
            if parts.path not in ("", "/") or parts.query or parts.username:
                raise ValueError(f"--push-allow takes an origin (scheme://host:port), not "
                                 f"{origin!r}")
            allowed.append(origin_of(origin))
        object.__setattr__(self, "allow", tuple(allowed))


def endpoint_refusal(endpoint: str, allow: tuple[str, ...] = ()) -> str | None:
    """Why the server will not post to ``endpoint``, or ``None`` when it will (see the
    module's docstring)."""
    try:
        parts = urlsplit(endpoint)
        port = parts.port
        origin = origin_of(endpoint)
    except ValueError:
        return "'endpoint' is not a URL"
    if parts.username is not None or parts.password is not None:
        return "'endpoint' may not hold a user name or password"
    if origin in allow:
        return None
    host = (parts.hostname or "").lower()
    if parts.scheme != "https" or port not in (None, 443):
        return "'endpoint' must be an https address of a push service"
    if host not in PUSH_HOSTS and not host.endswith(PUSH_DOMAINS):
        return f"{host} is not a push service this server sends to"
    return None


@dataclass(frozen=True)
class Subscription:
    """One browser's push subscription: where to post, and its keys (base64url)."""

    endpoint: str
    p256dh: str
    auth: str

    @property
    def id(self) -> str:
        return hashlib.sha256(self.endpoint.encode()).hexdigest()

    def info(self) -> dict[str, Any]:
        """As pywebpush takes it (and as the browser's ``toJSON`` gives it)."""
        return {"endpoint": self.endpoint, "keys": {"p256dh": self.p256dh, "auth": self.auth}}


def _unbase64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def parse_subscription(body: Any, allow: tuple[str, ...] = ()) -> Subscription:
    """A posted ``PushSubscription`` (its ``toJSON()``), checked: a known push service's
    endpoint, a P-256 public key and a 16-byte auth secret; 400 saying what is wrong."""
    if not isinstance(body, dict):
        raise RequestError("send the browser's PushSubscription as JSON: {\"endpoint\": …, "
                           "\"keys\": {\"p256dh\": …, \"auth\": …}}")
    unknown = sorted(set(body) - {"endpoint", "keys", "expirationTime"})
    if unknown:
        raise RequestError(f"unknown field(s) {', '.join(unknown)}; known: endpoint, "
                           f"expirationTime, keys")
    endpoint, keys = body.get("endpoint"), body.get("keys")
    if not isinstance(endpoint, str) or not 0 < len(endpoint) <= MAX_ENDPOINT:
        raise RequestError(f"'endpoint' is the push service's URL, at most {MAX_ENDPOINT} "
                           f"characters")
    refused = endpoint_refusal(endpoint, allow)
    if refused is not None:
        raise RequestError(refused)
    if not isinstance(keys, dict) or set(keys) != {"p256dh", "auth"}:
        raise RequestError("'keys' is {\"p256dh\": …, \"auth\": …}, as the browser gives them")
    p256dh, auth = keys["p256dh"], keys["auth"]
    try:
        if not isinstance(p256dh, str) or len(p256dh) > 128:
            raise ValueError
        ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), _unbase64(p256dh))
    except (ValueError, binascii.Error):
        raise RequestError("'keys.p256dh' is not a P-256 public key in base64url") from None
    try:
        if not isinstance(auth, str) or len(_unbase64(auth)) != 16:
            raise ValueError
    except (ValueError, binascii.Error):
        raise RequestError("'keys.auth' is not a 16-byte secret in base64url") from None
    return Subscription(endpoint, p256dh, auth)


# --- what a push says, in the person's language ----------------------------------------------

#: each kind pushed: its title and body in each language ({game}; {names}: the opponents;
#: {name}: who sent it); other kinds of notice (a follow, a tournament's news) are shown in
#: the page only
WORDS: dict[str, dict[str, tuple[str, str]]] = {
    "your_turn": {
        "en": ("Your turn — {game}", "Against {names}"),
        "fi": ("Sinun vuorosi — {game}", "Vastassa {names}"),
        "es": ("Tu turno — {game}", "Contra {names}"),
        "ar": ("دورك — {game}", "ضد {names}"),
    },
    "invite": {
        "en": ("{name} invites you to {game}", "Open it to take your seat"),
        "fi": ("{name} kutsuu sinut peliin {game}", "Avaa se ja ota paikkasi"),
        "es": ("{name} te invita a {game}", "Ábrela para sentarte"),
        "ar": ("{name} يدعوك إلى {game}", "افتحها لتأخذ مقعدك"),
    },
    "challenge": {
        "en": ("{name} challenges you to {game}", "Open it to answer"),
        "fi": ("{name} haastaa sinut peliin {game}", "Avaa se vastataksesi"),
        "es": ("{name} te desafía a {game}", "Ábrelo para responder"),
        "ar": ("{name} يتحدّاك في {game}", "افتحه للرد"),
    },
    "game_over": {
        "en": ("Game over — {game}", "{result}"),
        "fi": ("Peli päättyi — {game}", "{result}"),
        "es": ("Partida terminada — {game}", "{result}"),
        "ar": ("انتهت اللعبة — {game}", "{result}"),
    },
}
#: how a turn-based game ended, for the one told (``game_over``'s ``{result}``; {names}: the
#: opponents; {resigned}: who resigned)
RESULTS: dict[str, dict[str, str]] = {
    "en": {"won": "You won against {names}", "lost": "You lost against {names}",
           "draw": "A draw against {names}", "resigned": "{resigned} resigned: you won"},
    "fi": {"won": "Voitit, vastassa {names}", "lost": "Hävisit, vastassa {names}",
           "draw": "Tasapeli, vastassa {names}", "resigned": "{resigned} luovutti: voitit"},
    "es": {"won": "Ganaste contra {names}", "lost": "Perdiste contra {names}",
           "draw": "Empate contra {names}", "resigned": "{resigned} se rindió: ganaste"},
    "ar": {"won": "فزت ضد {names}", "lost": "خسرت ضد {names}", "draw": "تعادل ضد {names}",
           "resigned": "استسلم {resigned}: لقد فزت"},
}
#: the games' names in each language (as the page writes them, web/src/i18n.js)
GAME_NAMES = {
    "fi": {"balloon-cup": "Kuumailmapallokisa", "baloot": "Baloot", "climbing": "Kiipeilypeli"},
    "es": {"balloon-cup": "Copa de Globos", "baloot": "Baloot", "climbing": "Juego de escalada"},
    "ar": {"balloon-cup": "كأس المناطيد", "baloot": "بلوت", "climbing": "لعبة التسلّق"},
}
#: "A, B and C" in each language
AND = {"en": " and ", "fi": " ja ", "es": " y ", "ar": " و"}


def game_name(game: str, language: str) -> str:
    found = GAME_NAMES.get(language, {}).get(game)
    return found or (REGISTRY[game].title if game in REGISTRY else game)


def names_of(names: list[str], language: str) -> str:
    names = [str(n) for n in names if n] or ["—"]
    if len(names) == 1:
        return names[0]
    comma = "، " if language == "ar" else ", "
    return comma.join(names[:-1]) + AND.get(language, AND["en"]) + names[-1]


def payload(notice: dict[str, Any], language: str) -> dict[str, Any] | None:
    """What a push of ``notice`` carries, or ``None`` for a kind not pushed: ``title``,
    ``body``, ``url`` (a path of this site), ``tag`` (one notification per table and kind)."""
    kind = notice.get("kind")
    words = WORDS.get(kind) if isinstance(kind, str) else None
    data = notice.get("data")
    if words is None or not isinstance(data, dict):
        return None
    title, body = words.get(language, words["en"])
    opponents = data.get("opponents")
    values = {"game": game_name(str(data.get("game", "")), language),
              "names": names_of(opponents if isinstance(opponents, list) else [], language),
              "name": str(data.get("name") or "—")[:60]}
    if kind == "game_over":
        results = RESULTS.get(language, RESULTS["en"])
        result, resigned = data.get("result"), data.get("resigned")
        key = "resigned" if resigned and result == "won" else result
        values["result"] = results.get(key if isinstance(key, str) else "", "").format(
            names=values["names"], resigned=str(resigned)[:60])
    table = data.get("table")
    url = data.get("url")
    if not (isinstance(url, str) and url.startswith("/") and not url.startswith("//")):
        url = f"/table/{table}" if isinstance(table, str) else "/"
    return {"title": title.format(**values), "body": body.format(**values), "url": url,
            "tag": f"gt-{kind}-{table or notice.get('id', '')}", "kind": kind,
            "table": table, "lang": language}


# --- the service -----------------------------------------------------------------------------


class _NoRedirects(requests.Session):
    """A push service answers a post itself: a redirect is refused, never followed."""

    def post(self, url: Any, data: Any = None, json: Any = None, **kwargs: Any) -> Any:
        kwargs["allow_redirects"] = False
        return super().post(url, data=data, json=json, **kwargs)


class PushService:
    """The server's Web Push (see the module's docstring). ``language_of(player id)``: the
    person's language (an awaitable), ``base_url()``: the public URL (the VAPID contact
    where none is set)."""

    def __init__(self, store: Store, language_of: Callable[[str], Any],
                 settings: PushSettings | None = None,
                 base_url: Callable[[], str] = lambda: "") -> None:
        self.store = store
        self.language_of = language_of
        self.settings = settings or PushSettings()
        self.base_url = base_url
        self._vapid: Vapid | None = None
        self._public: str | None = None
        self._pool: ThreadPoolExecutor | None = None
        self._local = threading.local()
        #: posts queued or under way, and the tasks sending them (tests: :meth:`settled`)
        self.waiting = 0
        self.tasks: set[asyncio.Task[None]] = set()
        #: pushes a push service took (2xx) since the server started (tests)
        self.sent = 0

    # --- running -------------------------------------------------------------------------

    async def start(self) -> None:
        """Read (or make) the key pair now, so the first subscriber does not wait for it;
        a database that fails here is asked again on first use."""
        self._pool = ThreadPoolExecutor(SENDERS, thread_name_prefix="gametable-push")
        try:
            await self.public_key()
        except Exception as error:
            log.error("Web Push: the server's key could not be read or made (%r); tried "
                      "again when it is needed", error)

    async def close(self) -> None:
        for task in list(self.tasks):
            task.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    async def settled(self) -> None:
        """Wait for every push under way (tests)."""
        while self.tasks:
            await asyncio.gather(*list(self.tasks), return_exceptions=True)

    # --- the key pair --------------------------------------------------------------------

    async def public_key(self) -> str:
        """The public key browsers subscribe with: the uncompressed P-256 point, base64url."""
        if self._public is None:
            try:
                pem = await self.store.run(self._key_op)
            except IntegrityError:  # another process made it first: theirs is the key
                pem = await asyncio.to_thread(self._read_key)
            vapid = Vapid.from_pem(pem.encode())
            point = vapid.public_key.public_bytes(serialization.Encoding.X962,
                                                  serialization.PublicFormat.UncompressedPoint)
            self._vapid = vapid
            self._public = base64.urlsafe_b64encode(point).decode().rstrip("=")
        return self._public

    @staticmethod
    def _key_op(conn: Any) -> str:
        row = conn.execute(select(server_keys_t.c.value)
                           .where(server_keys_t.c.name == "vapid")).first()
        if row is not None:
            return row.value
        vapid = Vapid()
        vapid.generate_keys()
        pem = vapid.private_pem().decode()
        conn.execute(insert(server_keys_t).values(name="vapid", value=pem, created=time.time()))
        return pem

    def _read_key(self) -> str:
        with self.store.engine.connect() as conn:
            return conn.execute(select(server_keys_t.c.value)
                                .where(server_keys_t.c.name == "vapid")).scalar_one()

    def contact(self) -> str:
        if self.settings.contact:
            return self.settings.contact
        base = self.base_url()
        return base if base.startswith("https://") else DEFAULT_CONTACT

    # --- subscriptions -------------------------------------------------------------------

    async def subscribe(self, player_id: str, subscription: Subscription) -> int:
        """Keep ``subscription`` for ``player_id`` (the browser's, taken from whoever had
        it), their oldest dropped past :data:`MAX_SUBSCRIPTIONS`; how many they have."""
        now = time.time()
        table = push_subscriptions_t

        def op(conn: Any) -> int:
            conn.execute(delete(table).where(table.c.id == subscription.id))
            conn.execute(insert(table).values(
                id=subscription.id, player_id=player_id, endpoint=subscription.endpoint,
                p256dh=subscription.p256dh, auth=subscription.auth, created=now))
            kept = [row.id for row in conn.execute(
                select(table.c.id).where(table.c.player_id == player_id)
                .order_by(table.c.created.desc(), table.c.id))]
            if len(kept) > MAX_SUBSCRIPTIONS:
                conn.execute(delete(table).where(table.c.id.in_(kept[MAX_SUBSCRIPTIONS:])))
            return min(len(kept), MAX_SUBSCRIPTIONS)

        return await self.store.run(op)

    async def unsubscribe(self, player_id: str, endpoint: str | None = None) -> int:
        """Forget the person's subscription of ``endpoint`` (``None``: all of theirs); how
        many went."""
        table = push_subscriptions_t
        where = [table.c.player_id == player_id]
        if endpoint is not None:
            where.append(table.c.id == hashlib.sha256(endpoint.encode()).hexdigest())
        return await self.store.run(lambda conn: conn.execute(delete(table).where(*where))
                                    .rowcount)

    def subscriptions_of(self, player_id: str) -> list[Subscription]:
        """The person's subscriptions, newest first (a read: on a thread, never the loop)."""
        table = push_subscriptions_t
        with self.store.engine.connect() as conn:
            rows = conn.execute(select(table.c.endpoint, table.c.p256dh, table.c.auth)
                                .where(table.c.player_id == player_id)
                                .order_by(table.c.created.desc())).all()
        return [Subscription(r.endpoint, r.p256dh, r.auth) for r in rows]

    # --- sending -------------------------------------------------------------------------

    async def deliver(self, player_id: str, notice: dict[str, Any]) -> None:
        """A delivery of the notices: push ``notice`` to the person's devices, in the
        background (the notice is stored already; nobody waits for push services)."""
        if notice.get("kind") not in WORDS:
            return
        task = asyncio.get_running_loop().create_task(self.push(player_id, notice))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def push(self, player_id: str, notice: dict[str, Any]) -> int:
        """Send ``notice`` to each of the person's subscriptions now; how many a push
        service took. Gone ones (404, 410) are removed; nothing here raises."""
        try:
            subscriptions = await asyncio.to_thread(self.subscriptions_of, player_id)
            if not subscriptions:
                return 0
            language = await self.language_of(player_id)
            shown = payload(notice, language if language in WORDS["your_turn"] else "en")
            if shown is None:
                return 0
            await self.public_key()
            body = json.dumps(shown, ensure_ascii=False)
            urgency = "high" if notice.get("kind") == "your_turn" else "normal"
            statuses = await asyncio.gather(*(self._post(s, body, urgency)
                                              for s in subscriptions))
        except Exception:
            log.exception("Web Push: a notice for %s was not sent", player_id)
            return 0
        gone = [s for s, status in zip(subscriptions, statuses, strict=True)
                if status in (404, 410)]
        for subscription in gone:
            try:
                await self.unsubscribe(player_id, subscription.endpoint)
            except Exception as error:
                log.warning("Web Push: a gone subscription was not removed (%r)", error)
        taken = sum(1 for status in statuses if status is not None and 200 <= status < 300)
        self.sent += taken
        return taken

    async def _post(self, subscription: Subscription, body: str, urgency: str) -> int | None:
        """One post on the pool; the push service's status (``None``: not sent)."""
        if self._pool is None or self.waiting >= MAX_WAITING:
            log.warning("Web Push: %s; a push was dropped", "not running" if self._pool is None
                        else f"{MAX_WAITING} pushes wait already")
            return None
        self.waiting += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(
                self._pool, self._send, subscription, body, urgency)
        finally:
            self.waiting -= 1

    def _send(self, subscription: Subscription, body: str, urgency: str) -> int | None:
        """On a pool thread: encrypt and post one push (the endpoint checked again: the
        allow-list may have changed since it was stored)."""
        refused = endpoint_refusal(subscription.endpoint, self.settings.allow)
        if refused is not None:
            log.info("Web Push: not sent to a subscription this server no longer sends to "
                     "(%s)", refused)
            return None
        session = getattr(self._local, "session", None)
        if session is None:
            session = self._local.session = _NoRedirects()
        try:
            response = webpush(subscription.info(), data=body, vapid_private_key=self._vapid,
                               vapid_claims={"sub": self.contact()}, ttl=TTL,
                               timeout=SEND_TIMEOUT, headers={"Urgency": urgency},
                               requests_session=session)
        except WebPushException as error:
            status = error.status_code
            if status not in (404, 410):
                log.warning("Web Push: the push service answered %s", status)
            return status
        except requests.RequestException as error:
            log.warning("Web Push: the push service could not be reached (%s)",
                        type(error).__name__)
            return None
        return response.status_code
