#!/usr/bin/env bash
# Restart this machine's gametable processes one at a time (after an upgrade), so that at
# every moment all but one serve and no table waits more than a moment:
#
#   sudo deploy/rolling-restart.sh [PORT...]      (default: every running gametable@PORT)
#
# For each: out of HAProxy's rotation (maintenance, through its stats socket: requests for its
# tables go to the others, which ask it to hand them over), `systemctl restart gametable@PORT`
# (SIGTERM: it drains, its remaining tables go to the others, its players' pages reconnect
# through HAProxy), wait for its /readyz, back into the rotation, and wait until HAProxy sends
# it requests again before the next one. As scripts/cluster.sh restart-rolling does.
set -euo pipefail

PYTHON="${GAMETABLE_PYTHON:-/opt/gametable/.venv/bin/python}"
SOCKET="${HAPROXY_SOCKET:-/run/haproxy/admin.sock}"

ports=("$@")
if [ ${#ports[@]} -eq 0 ]; then
  mapfile -t ports < <(systemctl list-units --plain --no-legend --state=running 'gametable@*' \
    | sed -n 's/^gametable@\([0-9]*\)\.service.*/\1/p')
fi
[ ${#ports[@]} -gt 0 ] || { echo "rolling-restart.sh: no gametable@PORT is running" >&2; exit 1; }

proxy() {  # maint|ready|ready?|up? PORT: the process's server in HAProxy's tables backend
  "$PYTHON" - "$SOCKET" "$1" "$2" <<'PY'
import socket, sys, urllib.request
api, action, port = sys.argv[1:]

def ask(command):
    with socket.socket(socket.AF_UNIX) as s:
        s.connect(api)
        s.sendall(command.encode() + b"\n")
        answer = b""
        while chunk := s.recv(65536):
            answer += chunk
    return answer.decode()

rows = [line.split(",") for line in ask("show stat").splitlines()]
mine = [r for r in rows if len(r) > 73 and r[0] == "tables" and r[73] == f"127.0.0.1:{port}"]
if not mine:
    sys.exit(f"rolling-restart.sh: HAProxy has no server at 127.0.0.1:{port}")
if action in ("maint", "ready"):
    for row in mine:
        ask(f"set server tables/{row[1]} state {action}")
    sys.exit(0)
if action == "up?":  # HAProxy sends it requests
    sys.exit(0 if all(row[17] == "UP" for row in mine) else 1)
try:  # ready?: the process answers /readyz
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/readyz", timeout=2) as answer:
        sys.exit(0 if answer.status == 200 else 1)
except OSError:
    sys.exit(1)
PY
}

for port in "${ports[@]}"; do
  began=$SECONDS
  echo "gametable@$port: restarting"
  proxy maint "$port"
  systemctl restart "gametable@$port"
  for step in "ready?" "up?"; do
    until proxy "$step" "$port"; do
      if [ $((SECONDS - began)) -gt 180 ]; then
        echo "rolling-restart.sh: gametable@$port is not back after 180 s; stopping here" >&2
        exit 1
      fi
      sleep 0.5
    done
    if [ "$step" = "ready?" ]; then
      proxy ready "$port"  # back into the rotation: checked, then UP
    fi
  done
  echo "gametable@$port: back in $((SECONDS - began)) s"
done
