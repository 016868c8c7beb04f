#!/usr/bin/env bash
# `make run`: the web app at http://127.0.0.1:8000 on SQLite (data/gametable.db).
# The front end is prebuilt under gametable/web/static/ (rebuild with `make web`).
set -euo pipefail
cd "$(dirname "$0")/.."
exec .venv/bin/gametable serve --host "${HOST:-127.0.0.1}" --port "${PORT:-8000}" "$@"
