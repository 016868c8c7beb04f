#!/usr/bin/env bash
# Run by `make test` before pytest: installs the real components the tests start themselves.
#  - Debian's chromium: the browser tests (Playwright never downloads a browser).
#  - Debian's postgresql server binaries: tests/server/pg.py runs a throw-away cluster from
#    /usr/lib/postgresql/*/bin for the PostgreSQL store and crash tests.
# CI is root on a fresh Debian machine; anything already present is skipped, so a second run
# does nothing (and needs no network).
set -uo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need+=(postgresql)
if [ "${#need[@]}" -eq 0 ]; then
  exit 0
fi

skips() {
  case "$1" in
    chromium) echo "browser tests will skip" ;;
    postgresql) echo "PostgreSQL tests will skip (and fail under CI=true)" ;;
  esac
}

SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; else
    for pkg in "${need[@]}"; do
      echo "test-setup: not root and no sudo: cannot install $pkg; $(skips "$pkg")"
    done
    exit 0
  fi
fi

export DEBIAN_FRONTEND=noninteractive
echo "test-setup: installing Debian's ${need[*]} for the tests"
if ! $SUDO apt-get update -qq; then
  echo "test-setup: apt-get update failed; trying the install with the lists there are"
fi
for pkg in "${need[@]}"; do
  if ! $SUDO apt-get install -y -qq "$pkg" >/dev/null; then
    echo "test-setup: $pkg could not be installed; $(skips "$pkg")"
  fi
done
exit 0
