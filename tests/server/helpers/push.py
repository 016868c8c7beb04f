"""A push service of the test's own: a small HTTP server on 127.0.0.1 that takes Web Push
messages as a browser's push service would, and decrypts them with the subscription's own
private key (aes128gcm, RFC 8291, by ``http_ece``, the library pywebpush encrypts with).

    with PushEndpoint() as endpoint:   # the server started with --push-allow endpoint.origin
        browser.post("/api/me/push", json=endpoint.subscribe("ann"))
        ...
        (message,) = endpoint.wait(1)  # its payload, decrypted: title, body, url, tag
        message.payload["url"]

A path answers 201 unless told otherwise (``answer(name, 410)``: the subscription is gone).
"""

from __future__ import annotations

import base64
import json
import os
import threading
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import http_ece
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


@dataclass
class Received:
    """One push as the push service took it."""

    name: str
    headers: dict[str, str]
    body: bytes
    #: the decrypted payload as JSON (``None`` if it did not decrypt)
    payload: dict[str, Any] | None


class PushEndpoint:
    """See the module's docstring. Each subscription is named: its endpoint is
    ``{origin}/push/{name}``."""

    def __init__(self) -> None:
        self.received: list[Received] = []
        self._keys: dict[str, tuple[ec.EllipticCurvePrivateKey, bytes]] = {}
        self._answers: dict[str, int] = {}
        self._changed = threading.Condition()
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's name)
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                name = self.path.rsplit("/", 1)[-1]
                status = endpoint._answers.get(name, 201)
                endpoint._take(name, dict(self.headers.items()), body)
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> PushEndpoint:
        self._thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.server.shutdown()
        self.server.server_close()

    def endpoint(self, name: str) -> str:
        return f"{self.origin}/push/{name}"

    def subscribe(self, name: str) -> dict[str, Any]:
        """A new subscription ``name`` as a browser's ``PushSubscription.toJSON()`` gives it:
        a fresh P-256 key pair and auth secret, kept here to decrypt what comes."""
        private = ec.generate_private_key(ec.SECP256R1())
        auth = os.urandom(16)
        self._keys[name] = (private, auth)
        point = private.public_key().public_bytes(serialization.Encoding.X962,
                                                  serialization.PublicFormat.UncompressedPoint)
        return {"endpoint": self.endpoint(name), "expirationTime": None,
                "keys": {"p256dh": b64url(point), "auth": b64url(auth)}}

    def answer(self, name: str, status: int) -> None:
        """Answer pushes to ``name`` with ``status`` from now on (410: gone)."""
        self._answers[name] = status

    def _take(self, name: str, headers: dict[str, str], body: bytes) -> None:
        payload = None
        keys = self._keys.get(name)
        if keys is not None:
            try:
                plain = http_ece.decrypt(body, private_key=keys[0], auth_secret=keys[1],
                                         version="aes128gcm")
                payload = json.loads(plain)
            except Exception:  # not for this key: left undecrypted, the test says so
                payload = None
        with self._changed:
            self.received.append(Received(name, headers, body, payload))
            self._changed.notify_all()

    def wait(self, count: int, timeout: float = 10.0) -> list[Received]:
        """The first ``count`` pushes received, once they have come (fails after
        ``timeout`` seconds)."""
        with self._changed:
            if not self._changed.wait_for(lambda: len(self.received) >= count, timeout):
                raise AssertionError(f"{count} push(es) did not come within {timeout:g} s "
                                     f"({len(self.received)} did)")
            return list(self.received[:count])
