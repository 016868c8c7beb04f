#!/usr/bin/env bash
# Run by `make test` before pytest: installs the real components the tests start themselves.
#  - Debian's chromium: the browser tests (Playwright never downloads a browser).
#  - Debian's postgresql server binaries: tests/server/pg.py runs a throw-away cluster from
#    /usr/lib/postgresql/*/bin for the PostgreSQL store and crash tests.
#  - axe-core (npm, pinned in web/package-lock.json): the accessibility tests inject it into the
#    page; `npm ci` in web/ installs it when web/node_modules lacks it (npm from Debian if absent).
# CI is root on a fresh Debian machine; anything already present is skipped, so a second run
# does nothing (and needs no network).
set -uo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need+=(postgresql)
AXE=web/node_modules/axe-core/axe.min.js
if [ ! -f "$AXE" ] && ! command -v npm >/dev/null 2>&1; then need+=(npm); fi

install_axe() {
  [ -f "$AXE" ] && return 0
  echo "test-setup: installing the front end's npm packages (axe-core for the accessibility tests)"
  if ! (cd web && npm ci --no-audit --no-fund --loglevel=error); then
    echo "test-setup: npm ci failed; the accessibility tests will fail saying axe-core is missing"
  fi
}

if [ "${#need[@]}" -eq 0 ]; then
  install_axe
  exit 0
fi

skips() {
  case "$1" in
    chromium) echo "browser tests will skip" ;;
    postgresql) echo "PostgreSQL tests will skip (and fail under CI=true)" ;;
    npm) echo "the accessibility tests will fail (no axe-core)" ;;
  esac
}

SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; else
    for pkg in "${need[@]}"; do
      echo "test-setup: not root and no sudo: cannot install $pkg; $(skips "$pkg")"
    done
    install_axe
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
install_axe
exit 0
