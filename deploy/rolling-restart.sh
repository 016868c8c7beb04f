#!/usr/bin/env bash
# Restart this machine's gametable processes one at a time (after an upgrade), so that at
# every moment all but one serve and no table waits more than a few seconds:
#
#   sudo deploy/rolling-restart.sh [PORT...]      (default: every running gametable@PORT)
#
# For each: `systemctl restart gametable@PORT` (SIGTERM: the process drains, its tables go to
# the others, its players' pages reconnect through HAProxy), then wait until it answers
# /readyz and HAProxy sends it requests again (its stats socket) before the next one.
set -euo pipefail

PYTHON="${GAMETABLE_PYTHON:-/opt/gametable/.venv/bin/python}"
SOCKET="${HAPROXY_SOCKET:-/run/haproxy/admin.sock}"

ports=("$@")
if [ ${#ports[@]} -eq 0 ]; then
  mapfile -t ports < <(systemctl list-units --plain --no-legend --state=running 'gametable@*' \
    | sed -n 's/^gametable@\([0-9]*\)\.service.*/\1/p')
fi
[ ${#ports[@]} -gt 0 ] || { echo "rolling-restart.sh: no gametable@PORT is running" >&2; exit 1; }

ready() {  # PORT: the process answers /readyz with 200 and HAProxy has it UP
  "$PYTHON" - "$1" "$SOCKET" <<'PY'
import socket, sys, urllib.request
port, api = sys.argv[1], sys.argv[2]
try:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/readyz", timeout=2) as answer:
        if answer.status != 200:
            sys.exit(1)
except OSError:
    sys.exit(1)
with socket.socket(socket.AF_UNIX) as s:
    s.connect(api)
    s.sendall(b"show stat\n")
    stat = b""
    while chunk := s.recv(65536):
        stat += chunk
rows = [line.split(",") for line in stat.decode().splitlines()]
states = [r[17] for r in rows if len(r) > 17 and r[0] == "tables" and r[73:74] == [f"127.0.0.1:{port}"]]
sys.exit(0 if states and all(state == "UP" for state in states) else 1)
PY
}

for port in "${ports[@]}"; do
  began=$SECONDS
  echo "gametable@$port: restarting"
  systemctl restart "gametable@$port"
  until ready "$port"; do
    if [ $((SECONDS - began)) -gt 180 ]; then
      echo "rolling-restart.sh: gametable@$port is not back after 180 s; stopping here" >&2
      exit 1
    fi
    sleep 0.5
  done
  echo "gametable@$port: back in $((SECONDS - began)) s"
done
