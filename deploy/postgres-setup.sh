#!/usr/bin/env bash
# The PostgreSQL role and database of a gametable cluster. Run it once, as a superuser of the
# PostgreSQL server (on Debian: sudo -u postgres deploy/postgres-setup.sh); running it again
# changes nothing but the password (when one is given).
#
#   deploy/postgres-setup.sh [--role gametable] [--database gametable] [--password-file FILE]
#
# - the role: LOGIN, no superuser, no CREATEDB/CREATEROLE; its password from FILE, or a new
#   random one (printed once, in the URL below);
# - the database, owned by the role (the servers create their tables in its public schema on
#   first start), UTF8; nobody else may connect to it or create anything in it;
# - prints the GAMETABLE_DB line for /etc/gametable/gametable.env.
# psql's usual settings say which server: PGHOST, PGPORT, PGUSER (see man psql).
# Each gametable process holds about 20 connections (its pool, its lease keeper and its
# listener): max_connections must exceed 20 times the processes, plus your own.
set -euo pipefail

ROLE=gametable
DATABASE=gametable
PASSWORD_FILE=""
while [ $# -gt 0 ]; do
  case "$1" in
    --role) ROLE="${2:?--role needs a name}"; shift 2 ;;
    --database) DATABASE="${2:?--database needs a name}"; shift 2 ;;
    --password-file) PASSWORD_FILE="${2:?--password-file needs a file}"; shift 2 ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "postgres-setup.sh: unknown option $1 (--help)" >&2; exit 2 ;;
  esac
done
for name in "$ROLE" "$DATABASE"; do
  [[ "$name" =~ ^[a-z_][a-z0-9_]{0,62}$ ]] || {
    echo "postgres-setup.sh: '$name' is not a plain name (lower-case letters, digits, _)" >&2
    exit 2
  }
done
if [ -n "$PASSWORD_FILE" ]; then
  [ -r "$PASSWORD_FILE" ] || { echo "postgres-setup.sh: cannot read $PASSWORD_FILE" >&2; exit 2; }
  PASSWORD="$(head -n 1 "$PASSWORD_FILE")"
  [ -n "$PASSWORD" ] || { echo "postgres-setup.sh: $PASSWORD_FILE is empty" >&2; exit 2; }
else
  PASSWORD="$(od -An -N24 -tx1 /dev/urandom | tr -d ' \n')"
fi

# psql variables (:'x' quoted as a literal, :"x" as a name): nothing is pasted into SQL
psql -X -q -v ON_ERROR_STOP=1 -v role="$ROLE" -v database="$DATABASE" -v password="$PASSWORD" \
  -d postgres <<'SQL'
SELECT format('CREATE ROLE %I LOGIN', :'role')
  WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'role') \gexec
ALTER ROLE :"role" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION PASSWORD :'password';
SELECT format('CREATE DATABASE %I OWNER %I ENCODING %L TEMPLATE template0', :'database', :'role', 'UTF8')
  WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = :'database') \gexec
ALTER DATABASE :"database" OWNER TO :"role";
REVOKE ALL ON DATABASE :"database" FROM PUBLIC;
GRANT CONNECT, TEMPORARY ON DATABASE :"database" TO :"role";
\connect :"database"
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE, CREATE ON SCHEMA public TO :"role";
SQL

host="${PGHOST:-127.0.0.1}"
case "$host" in /*) where="/$DATABASE?host=$host" ;; *) where="$host${PGPORT:+:$PGPORT}/$DATABASE" ;; esac
if [ -n "$PASSWORD_FILE" ]; then
  echo "GAMETABLE_DB=postgresql://$ROLE:<the password in $PASSWORD_FILE>@$where"
else
  echo "GAMETABLE_DB=postgresql://$ROLE:$PASSWORD@$where"
fi
