#!/usr/bin/env bash
# A local gametable cluster: a throw-away PostgreSQL, HAProxy (deploy/haproxy.cfg) and N
# `gametable serve --cluster` processes behind it. The cluster tests and the cluster bench
# start one; so can anyone who wants to watch tables move between processes.
#
#   scripts/cluster.sh start [--processes N] [--port PORT] [--dir DIR] [-- SERVE OPTIONS...]
#   scripts/cluster.sh status [--dir DIR]
#   scripts/cluster.sh restart-rolling [--dir DIR]
#   scripts/cluster.sh stop [--dir DIR]
#
# start    initdb a PostgreSQL cluster (Debian's /usr/lib/postgresql/*/bin, on a Unix socket
#          only, fsync off: it is thrown away at stop), start the processes (node1..nodeN, each
#          on a port the kernel picks, bound before the server starts) and HAProxy on PORT
#          (default 8000; 0: a free port), wait until the proxy sends requests to every process,
#          and print the cluster's URL as the last line of stdout. SERVE OPTIONS go to every
#          `gametable serve` (e.g. -- --bot-delay 0.1 --compute-processes 0).
# status   each process (pid, port, /readyz), HAProxy's view of each and PostgreSQL; exit 0
#          when all are up, 3 otherwise.
# restart-rolling
#          one process at a time: out of HAProxy's rotation (maintenance), SIGTERM, wait for it
#          to drain and exit, start it again on its port, wait for its /readyz, back into the
#          rotation, wait until HAProxy sends it requests (a process not running is started).
# stop     SIGTERM every process (SIGKILL after --grace seconds), stop HAProxy and PostgreSQL,
#          delete the database; the logs stay in DIR.
#
# DIR (default data/cluster) holds the state: nodeI.{pid,port,log}, haproxy.{cfg,pid,log,sock},
# pg.log and the settings start was given. As root, PostgreSQL runs as the `postgres` user
# from a folder under /tmp (initdb refuses root; tests/server/helpers/pg.py does the same).
# GAMETABLE_PYTHON: the Python with gametable installed (default .venv/bin/python).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PYTHON="${GAMETABLE_PYTHON:-$ROOT/.venv/bin/python}"
HAPROXY="${GAMETABLE_HAPROXY:-/usr/sbin/haproxy}"
TEMPLATE="$ROOT/deploy/haproxy.cfg"

usage() {  # [STATUS]: the synopsis; on stderr unless asked for (exit 0)
  if [ "${1:-2}" = 0 ]; then
    sed -n '5,29p' "$0" | sed 's/^# \{0,1\}//'
  else
    sed -n '5,9p' "$0" | sed 's/^# \{0,1\}//' >&2
  fi
  exit "${1:-2}"
}

die() {
  echo "cluster.sh: $*" >&2
  exit 1
}

say() {
  echo "cluster.sh: $*" >&2
}

[ $# -ge 1 ] || usage
COMMAND="$1"
shift
DIR="$ROOT/data/cluster"
PROCESSES=2
PORT=8000
GRACE=30
SERVE_ARGS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --processes) PROCESSES="${2:?--processes needs a number}"; shift 2 ;;
    --port) PORT="${2:?--port needs a number}"; shift 2 ;;
    --dir) DIR="${2:?--dir needs a folder}"; shift 2 ;;
    --grace) GRACE="${2:?--grace needs seconds}"; shift 2 ;;
    --) shift; SERVE_ARGS=("$@"); break ;;
    -h|--help) usage 0 ;;
    *) echo "cluster.sh: unknown option $1" >&2; usage ;;
  esac
done
case "$PROCESSES" in ''|*[!0-9]*|0) die "--processes is a whole number from 1 up, not '$PROCESSES'" ;; esac
case "$PORT" in ''|*[!0-9]*) die "--port is a port number (0: a free one), not '$PORT'" ;; esac
case "$GRACE" in ''|*[!0-9]*) die "--grace is whole seconds, not '$GRACE'" ;; esac
[ "$PORT" -le 65535 ] || die "--port is at most 65535, not $PORT"
if [ "$COMMAND" = start ]; then
  mkdir -p "$DIR"
elif [ ! -d "$DIR" ]; then
  die "no cluster in $DIR (start one with: scripts/cluster.sh start --dir $DIR)"
fi
DIR="$(cd "$DIR" && pwd)"
STATE="$DIR/cluster.state"
# a WebSocket through the proxy takes two descriptors of HAProxy's and one of a process's:
# the usual soft limit (1024) would cap the cluster at a few hundred sockets
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

# --- small helpers (Python: no curl or socat needed) ---------------------------------------

# listen on 127.0.0.1:PORT (0: the kernel picks), write the port to FILE, then exec the
# command with the socket as file descriptor {fd} (the text "{fd}" in its arguments and
# environment is replaced by the number), so
# nothing can take the port between choosing it and serving on it
LISTEN_AND_EXEC='
import os, socket, sys
port_file, port, command = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
listener = socket.create_server(("127.0.0.1", port), backlog=4096)
listener.set_inheritable(True)
with open(port_file + ".new", "w") as out:
    out.write(str(listener.getsockname()[1]))
os.replace(port_file + ".new", port_file)
fd = str(listener.fileno())
environment = {name: value.replace("{fd}", fd) for name, value in os.environ.items()}
os.execvpe(command[0], [part.replace("{fd}", fd) for part in command], environment)
'

# the HTTP status of GET URL (000 when nothing answers)
http_status() {
  "$PYTHON" - "$1" <<'EOF' 2>/dev/null || echo 000
import sys, urllib.error, urllib.request
try:
    with urllib.request.urlopen(sys.argv[1], timeout=2) as answer:
        print(answer.status)
except urllib.error.HTTPError as error:
    print(error.code)
EOF
}

# HAProxy's runtime API: send one command to its stats socket, print the answer
haproxy_api() {
  "$PYTHON" - "$DIR/haproxy.sock" "$1" <<'EOF'
import socket, sys
with socket.socket(socket.AF_UNIX) as api:
    api.settimeout(5)
    api.connect(sys.argv[1])
    api.sendall(sys.argv[2].encode() + b"\n")
    answer = b""
    while chunk := api.recv(65536):
        answer += chunk
print(answer.decode(), end="")
EOF
}

# the state HAProxy gives server NAME in the `tables` backend (UP, DOWN, MAINT, ...)
proxy_state() {
  haproxy_api "show stat" 2>/dev/null | awk -F, -v name="$1" \
    '$1 == "tables" && $2 == name { print $18 }' || true
}

alive() {
  [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null
}

wait_until() {  # SECONDS COMMAND...: run COMMAND until it succeeds (1: it never did)
  local deadline=$((SECONDS + $1))
  shift
  until "$@"; do
    [ $SECONDS -lt $deadline ] || return 1
    sleep 0.2
  done
}

save_state() {  # the settings the other commands need (global when sourced in a function)
  declare -p PROCESSES PORT GRACE SERVE_ARGS PGROOT PGBIN DB_URL URL \
    | sed 's/^declare -- /declare -g /; t; s/^declare -\([a-zA-Z]\)/declare -g\1/' >"$STATE"
}

load_state() {
  [ -f "$STATE" ] || die "no cluster in $DIR (start one with: scripts/cluster.sh start --dir $DIR)"
  # shellcheck source=/dev/null
  source "$STATE"
}

# --- PostgreSQL -------------------------------------------------------------------------

pg_bindir() {
  local found
  found="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$found" ] && [ -x "$found/initdb" ] || die \
    "no PostgreSQL server (/usr/lib/postgresql/*/bin/initdb): bash scripts/test-setup.sh installs it"
  echo "$found"
}

as_pg() {  # run a PostgreSQL program as the user that owns the cluster
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start_postgres() {
  local bindir
  bindir="$(pg_bindir)"
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || die "running as root but there is no 'postgres' user to run PostgreSQL as (Debian's postgresql package creates it)"
    PGROOT="$(mktemp -d /tmp/gametable-cluster-pg.XXXXXX)"
    chown postgres: "$PGROOT"
  else
    PGROOT="$DIR/pg"
    rm -rf "$PGROOT"
    mkdir -p "$PGROOT"
  fi
  PGBIN="$bindir"
  as_pg "$bindir/initdb" -D "$PGROOT/data" -U postgres -A trust -E UTF8 --locale=C --no-sync \
    >"$DIR/pg.log" 2>&1 || die "initdb failed: $(tail -n 5 "$DIR/pg.log")"
  # a Unix socket in its own folder, no TCP port; durability of this throw-away database is
  # not the point (the processes are killed in the tests, never PostgreSQL)
  as_pg "$bindir/pg_ctl" -D "$PGROOT/data" -l "$PGROOT/log" -w -t 60 -o \
    "-k $PGROOT -c listen_addresses='' -c max_connections=500 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >>"$DIR/pg.log" 2>&1 || die "PostgreSQL did not start: $(tail -n 5 "$PGROOT/log" 2>/dev/null)"
  as_pg "$bindir/createdb" -h "$PGROOT" -U postgres gametable >>"$DIR/pg.log" 2>&1 \
    || die "createdb failed: $(tail -n 5 "$DIR/pg.log")"
  DB_URL="postgresql://postgres@/gametable?host=$PGROOT"
}

stop_postgres() {
  if [ -n "${PGROOT:-}" ] && [ -f "$PGROOT/data/postmaster.pid" ]; then
    as_pg "$PGBIN/pg_ctl" -D "$PGROOT/data" -m fast -w -t 30 stop >>"$DIR/pg.log" 2>&1 \
      || as_pg "$PGBIN/pg_ctl" -D "$PGROOT/data" -m immediate -w stop >>"$DIR/pg.log" 2>&1 || true
  fi
  if [ -n "${PGROOT:-}" ] && [ -d "$PGROOT" ]; then
    cat "$PGROOT/log" >>"$DIR/pg.log" 2>/dev/null || true
    rm -rf "$PGROOT"
  fi
}

# --- the gametable processes -------------------------------------------------------------

start_node() {  # I: start nodeI on its port (0 the first time: the kernel picks one)
  local i="$1" port=0
  [ -f "$DIR/node$i.port" ] && port="$(cat "$DIR/node$i.port")"
  rm -f "$DIR/node$i.port"
  echo "--- $(date -u +%FT%TZ) start node$i" >>"$DIR/node$i.log"
  # from DIR: the gametable that PYTHON has installed runs, not a folder that happens to be
  # the current one
  (cd "$DIR" && PYTHONUNBUFFERED=1 exec setsid "$PYTHON" -c "$LISTEN_AND_EXEC" \
    "$DIR/node$i.port" "$port" \
    "$PYTHON" -m gametable.cli serve --fd "{fd}" --db "$DB_URL" --cluster --node "node$i" \
    --public-url "$URL" --trusted-proxy 127.0.0.1 "${SERVE_ARGS[@]}" \
    </dev/null >>"$DIR/node$i.log" 2>&1) &
  echo $! >"$DIR/node$i.pid"
}

node_ready() {  # I: nodeI answers /readyz with 200 (fails at once when it has exited)
  local i="$1"
  alive "$DIR/node$i.pid" || die "node$i exited: $(tail -n 20 "$DIR/node$i.log")"
  [ -f "$DIR/node$i.port" ] && [ "$(http_status "http://127.0.0.1:$(cat "$DIR/node$i.port")/readyz")" = 200 ]
}

wait_ready() {  # I: wait for nodeI's /readyz
  wait_until 180 node_ready "$1" || die "node$1 is not ready after 180 s: $(tail -n 20 "$DIR/node$1.log")"
}

proxy_up() {
  [ "$(proxy_state "app$1")" = UP ]
}

wait_proxy_up() {
  wait_until 30 proxy_up "$1" || die "HAProxy does not send requests to node$1 (state: $(proxy_state "app$1"))"
}

stop_node() {  # I: SIGTERM nodeI, wait up to GRACE s for it to drain and exit, else SIGKILL
  local i="$1" pid
  alive "$DIR/node$i.pid" || return 0
  pid="$(cat "$DIR/node$i.pid")"
  kill -TERM "$pid" 2>/dev/null || return 0
  if ! wait_until "$GRACE" eval "! kill -0 $pid 2>/dev/null"; then
    say "node$i did not exit $GRACE s after SIGTERM: SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
    wait_until 10 eval "! kill -0 $pid 2>/dev/null" || true
  fi
}

# --- HAProxy ------------------------------------------------------------------------------

write_haproxy_config() {
  # deploy/haproxy.cfg with this cluster's processes in place of its `server` lines
  local servers="" i
  for i in $(seq 1 "$PROCESSES"); do
    [ -s "$DIR/node$i.port" ] || continue
    servers+="app$i 127.0.0.1:$(cat "$DIR/node$i.port")"$'\n'
  done
  awk -v servers="$servers" '
    /^backend / { backend = $2; written = 0 }
    /^[ \t]*server app[0-9]+ / {
      if (!written) {
        n = split(servers, lines, "\n")
        for (j = 1; j <= n; j++) {
          if (lines[j] == "") continue
          split(lines[j], parts, " ")
          if (backend == "tables") print "    server " parts[1] " " parts[2] " check"
          else print "    server " parts[1] " " parts[2] " track tables/" parts[1]
        }
        written = 1
      }
      next
    }
    { print }
  ' "$TEMPLATE" >"$DIR/haproxy.cfg"
}

start_haproxy() {  # on PORT, with the processes that have a port file (none at first)
  write_haproxy_config
  rm -f "$DIR/proxy.port"
  GAMETABLE_LOCAL="$DIR" GAMETABLE_BIND="fd@{fd}" setsid "$PYTHON" -c "$LISTEN_AND_EXEC" \
    "$DIR/proxy.port" "$PORT" "$HAPROXY" -W -db -f "$DIR/haproxy.cfg" \
    </dev/null >>"$DIR/haproxy.log" 2>&1 &
  echo $! >"$DIR/haproxy.pid.master"
  wait_until 30 haproxy_started || die "HAProxy did not start: $(tail -n 20 "$DIR/haproxy.log")"
}

haproxy_started() {
  alive "$DIR/haproxy.pid.master" || die "HAProxy exited: $(tail -n 20 "$DIR/haproxy.log")"
  [ -S "$DIR/haproxy.sock" ] && [ -s "$DIR/proxy.port" ]
}

reload_haproxy() {  # the configuration written again with every process's port, reloaded
  write_haproxy_config
  GAMETABLE_LOCAL="$DIR" GAMETABLE_BIND=127.0.0.1:1 "$HAPROXY" -c -q -f "$DIR/haproxy.cfg" </dev/null \
    || die "the HAProxy configuration $DIR/haproxy.cfg is not valid"
  kill -USR2 "$(cat "$DIR/haproxy.pid.master")"
}

stop_haproxy() {
  local pid
  alive "$DIR/haproxy.pid.master" || return 0
  pid="$(cat "$DIR/haproxy.pid.master")"
  kill -TERM "$pid" 2>/dev/null || true
  wait_until 10 eval "! kill -0 $pid 2>/dev/null" || kill -KILL "$pid" 2>/dev/null || true
}

# --- commands -----------------------------------------------------------------------------

cmd_start() {
  if [ -f "$STATE" ]; then
    # shellcheck source=/dev/null
    (source "$STATE"; for i in $(seq 1 "$PROCESSES"); do alive "$DIR/node$i.pid" && exit 1; done
     alive "$DIR/haproxy.pid.master" && exit 1; exit 0) \
      || die "a cluster is running in $DIR already (scripts/cluster.sh stop --dir $DIR)"
  fi
  [ -x "$PYTHON" ] || die "no Python at $PYTHON (make install, or set GAMETABLE_PYTHON)"
  [ -x "$HAPROXY" ] || die "no HAProxy ($HAPROXY): bash scripts/test-setup.sh installs it"
  rm -f "$DIR"/node*.port "$DIR"/node*.pid "$DIR/proxy.port" "$DIR/haproxy.sock"
  URL=""
  start_postgres
  save_state
  trap 'say "start failed: stopping what was started (logs in $DIR)"; cmd_stop >/dev/null 2>&1 || true' EXIT
  # the proxy first, with no processes yet: its port is in the processes' invite links
  start_haproxy
  PORT="$(cat "$DIR/proxy.port")"
  URL="http://127.0.0.1:$PORT"
  save_state
  # node1 alone first: it creates the schema; the others then start side by side
  start_node 1
  wait_ready 1
  for i in $(seq 2 "$PROCESSES"); do start_node "$i"; done
  for i in $(seq 2 "$PROCESSES"); do wait_ready "$i"; done
  reload_haproxy
  for i in $(seq 1 "$PROCESSES"); do wait_proxy_up "$i"; done
  trap - EXIT
  say "$PROCESSES processes behind HAProxy, PostgreSQL in $PGROOT, state and logs in $DIR"
  echo "$URL"
}

cmd_stop() {
  load_state
  local i
  for i in $(seq 1 "$PROCESSES"); do
    alive "$DIR/node$i.pid" && kill -TERM "$(cat "$DIR/node$i.pid")" 2>/dev/null
  done
  for i in $(seq 1 "$PROCESSES"); do stop_node "$i"; done
  stop_haproxy
  stop_postgres
  rm -f "$STATE" "$DIR"/node*.pid "$DIR/haproxy.pid.master" "$DIR/haproxy.pid"
  say "stopped (logs in $DIR)"
}

cmd_status() {
  load_state
  local i ok=0 pid port ready
  echo "cluster $URL ($PROCESSES processes, state in $DIR)"
  for i in $(seq 1 "$PROCESSES"); do
    port="$(cat "$DIR/node$i.port" 2>/dev/null || echo '?')"
    if alive "$DIR/node$i.pid"; then
      pid="$(cat "$DIR/node$i.pid")"
      ready="$(http_status "http://127.0.0.1:$port/readyz")"
    else
      pid="-"; ready="not running"; ok=3
    fi
    [ "$ready" = 200 ] || ok=3
    echo "node$i  pid $pid  port $port  /readyz $ready  proxy $(proxy_state "app$i")"
    [ "$(proxy_state "app$i")" = UP ] || ok=3
  done
  if alive "$DIR/haproxy.pid.master"; then
    echo "haproxy  pid $(cat "$DIR/haproxy.pid.master")  port $PORT"
  else
    echo "haproxy  not running"; ok=3
  fi
  if as_pg "$PGBIN/pg_ctl" -D "$PGROOT/data" status >/dev/null 2>&1; then
    echo "postgresql  $PGROOT"
  else
    echo "postgresql  not running"; ok=3
  fi
  return $ok
}

cmd_restart_rolling() {
  load_state
  local i began
  for i in $(seq 1 "$PROCESSES"); do
    began=$SECONDS
    # HAProxy first: new requests for its tables go to the others (which ask it to hand
    # them over) while its open sockets carry on until it closes them
    haproxy_api "set server tables/app$i state maint" >/dev/null
    say "node$i: SIGTERM, waiting for it to drain and exit"
    stop_node "$i"
    start_node "$i"
    wait_ready "$i"
    haproxy_api "set server tables/app$i state ready" >/dev/null
    wait_proxy_up "$i"
    say "node$i: back in $((SECONDS - began)) s"
  done
}

case "$COMMAND" in
  start) cmd_start ;;
  stop) cmd_stop ;;
  status) cmd_status ;;
  restart-rolling) cmd_restart_rolling ;;
  -h|--help|help) usage 0 ;;
  *) echo "cluster.sh: unknown command $COMMAND" >&2; usage ;;
esac
