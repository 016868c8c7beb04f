"""deploy/haproxy.cfg: valid as shipped (TLS) and as scripts/cluster.sh runs it, and it routes
every request about one table to one process, the rest round robin, with headers the servers
can believe.

The servers here are tiny HTTP servers of the test's own that answer who they are and what
they were sent, so the routing is checked without starting gametable.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest

from tests.components import missing

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "deploy" / "haproxy.cfg"
HAPROXY = os.environ.get("GAMETABLE_HAPROXY", "/usr/sbin/haproxy")


def need_haproxy() -> None:
    if not os.access(HAPROXY, os.X_OK):
        missing(f"HAProxy ({HAPROXY}, Debian's haproxy) is missing")


def with_servers(ports: list[int]) -> str:
    """The configuration with these servers in place of the shipped ones (as cluster.sh)."""
    lines, written = [], set()
    backend = ""
    for line in CONFIG.read_text().splitlines():
        if line.startswith("backend "):
            backend = line.split()[1]
        if line.strip().startswith("server app"):
            if backend not in written:
                written.add(backend)
                for i, port in enumerate(ports, 1):
                    how = "check" if backend == "tables" else f"track tables/app{i}"
                    lines.append(f"    server app{i} 127.0.0.1:{port} {how}")
            continue
        lines.append(line)
    return "\n".join(lines) + "\n"


class Echo(BaseHTTPRequestHandler):
    """Answers every request with the server's name, the path and the proxy headers."""

    def answer(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        self.rfile.read(length)
        body = json.dumps({
            "app": self.server.name,  # type: ignore[attr-defined]
            "path": self.path,
            "forwarded_for": self.headers.get_all("x-forwarded-for"),
            "forwarded_proto": self.headers.get_all("x-forwarded-proto"),
        }).encode()
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = answer

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def proxy(tmp_path_factory) -> Iterator[httpx.Client]:
    """HAProxy on a socket of ours in front of three echo servers; a client of it."""
    need_haproxy()
    servers = []
    for name in ("app1", "app2", "app3"):
        server = ThreadingHTTPServer(("127.0.0.1", 0), Echo)
        server.name = name  # type: ignore[attr-defined]
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
    folder = tmp_path_factory.mktemp("haproxy")
    config = folder / "haproxy.cfg"
    config.write_text(with_servers([s.server_address[1] for s in servers]))
    listener = socket.create_server(("127.0.0.1", 0))
    fd = listener.fileno()
    env = {**os.environ, "GAMETABLE_LOCAL": str(folder), "GAMETABLE_BIND": f"fd@{fd}"}
    process = subprocess.Popen([HAPROXY, "-db", "-f", str(config)], env=env, pass_fds=(fd,),
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    client = httpx.Client(base_url=f"http://127.0.0.1:{listener.getsockname()[1]}", timeout=5)
    try:
        deadline = time.monotonic() + 20
        seen: set[str] = set()
        while len(seen) < 3:  # every server up (round robin reaches each)
            assert process.poll() is None, process.stderr.read().decode()  # type: ignore[union-attr]
            assert time.monotonic() < deadline, f"servers seen: {seen}"
            try:
                seen.add(client.get("/api/games").json()["app"])
            except (httpx.HTTPError, ValueError, KeyError):
                time.sleep(0.1)
        yield client
    finally:
        client.close()
        process.terminate()
        process.wait(timeout=10)
        listener.close()
        for server in servers:
            server.shutdown()
            server.server_close()


def test_the_shipped_configuration_is_valid_with_its_tls_certificate(tmp_path):
    need_haproxy()
    if shutil.which("openssl") is None:
        missing("openssl (to make a test certificate) is missing")
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=games.example.org", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    pem = tmp_path / "gametable.pem"
    pem.write_text(cert.read_text() + key.read_text())
    config = tmp_path / "haproxy.cfg"
    config.write_text(CONFIG.read_text().replace("/etc/haproxy/certs/gametable.pem", str(pem)))
    env = {k: v for k, v in os.environ.items() if not k.startswith("GAMETABLE_")}
    done = subprocess.run([HAPROXY, "-c", "-f", str(config)], env=env, capture_output=True,
                          text=True, timeout=30)
    assert done.returncode == 0, done.stdout + done.stderr
    text = CONFIG.read_text()
    assert "bind :443 ssl crt" in text and "redirect scheme https" in text


def test_every_route_of_one_table_reaches_one_process(proxy):
    apps_of_tables = {}
    for n in range(24):
        table = f"T{n:03d}abc"
        paths = [f"/api/tables/{table}", f"/api/tables/{table}/state",
                 f"/api/tables/{table}/replay?seat=1", f"/ws/tables/{table}?patch=1",
                 f"/join/{table}/sometoken"]
        apps = {proxy.get(path).json()["app"] for path in paths}
        apps.add(proxy.post(f"/api/tables/{table}/move", json={"move": "x"}).json()["app"])
        assert len(apps) == 1, (table, apps)
        apps_of_tables[table] = apps.pop()
    assert len(set(apps_of_tables.values())) == 3  # the tables spread over the processes
    again = {t: proxy.get(f"/api/tables/{t}").json()["app"]
             for t in apps_of_tables}
    assert again == apps_of_tables  # and stay where they hash to


def test_everything_else_goes_round_robin(proxy):
    for path in ("/api/tables", "/api/queue", "/", "/api/players/p1"):
        apps = [proxy.get(path).json()["app"] for _ in range(6)]
        assert set(apps) == {"app1", "app2", "app3"}, (path, apps)


def test_the_servers_are_told_the_real_client_not_what_it_claims(proxy):
    seen = proxy.get("/api/games", headers={
        "X-Forwarded-For": "203.0.113.9", "X-Forwarded-Proto": "https"}).json()
    assert seen["forwarded_for"] == ["127.0.0.1"]
    assert seen["forwarded_proto"] == ["http"]  # the local front end is plain HTTP
