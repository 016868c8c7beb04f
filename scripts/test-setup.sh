#!/usr/bin/env bash
# Run by `make test` before pytest: installs the real components the tests start themselves.
#  - Debian's Chromium as its headless shell (package chromium-headless-shell, the browser
#    Playwright drives for headless runs: the same engine as the chromium package without a
#    desktop browser's window and profile, a third less CPU a page), and the DejaVu fonts it
#    draws the pages in (their Arabic letters too): the browser tests (Playwright never
#    downloads a browser).
#  - Debian's postgresql server binaries: tests/server/helpers/pg.py runs a throw-away cluster
#    from /usr/lib/postgresql/*/bin for the PostgreSQL store and crash tests.
#  - Debian's haproxy: scripts/cluster.sh puts it in front of several servers for the cluster
#    tests (tests/server/hosting/test_cluster_proxy.py) and the cluster bench.
#  - the front end's npm packages (pinned in web/package-lock.json): axe-core, which the
#    accessibility tests inject into the page, and what the message check bundles; `npm ci` in
#    web/ installs them when web/node_modules was not installed from today's lock file (npm
#    from Debian if absent).
# CI is root on a fresh Debian machine; anything already present is skipped, so a second run
# does nothing (and needs no network).
# Under CI=true a component that is still missing at the end fails this script (exit 1), so
# `make test` stops before pytest; elsewhere it says loudly which tests will skip and exits 0.
# GAMETABLE_CHROMIUM, GAMETABLE_INITDB_GLOB, GAMETABLE_HAPROXY and GAMETABLE_AXE name what is
# looked for (tests of this script).
set -uo pipefail

CHROMIUM="${GAMETABLE_CHROMIUM:-/usr/lib/chromium/chromium-headless-shell}"
DEJAVU=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
INITDB_GLOB="${GAMETABLE_INITDB_GLOB:-/usr/lib/postgresql/*/bin/initdb}"
HAPROXY="${GAMETABLE_HAPROXY:-/usr/sbin/haproxy}"
AXE="${GAMETABLE_AXE:-web/node_modules/axe-core/axe.min.js}"
case "${CI:-}" in true|TRUE|True|1|yes) CI_RUN=1 ;; *) CI_RUN=0 ;; esac

# web/node_modules is current when it was installed from today's lock file (a stamp `npm ci`
# leaves beside it): a package added to the lock file is installed on the next run
npm_current() {
  [ -f "$AXE" ] || return 1
  [ -n "${GAMETABLE_AXE:-}" ] && return 0
  cmp -s web/package-lock.json web/node_modules/.gametable-lock
}

have() {
  case "$1" in
    chromium) [ -x "$CHROMIUM" ] && { [ -n "${GAMETABLE_CHROMIUM:-}" ] || [ -f "$DEJAVU" ]; } ;;
    postgresql) compgen -G "$INITDB_GLOB" >/dev/null ;;
    haproxy) [ -x "$HAPROXY" ] ;;
    npm) npm_current || command -v npm >/dev/null 2>&1 ;;  # npm only to install web's packages
    axe-core) npm_current ;;
  esac
}

covers() {
  case "$1" in
    chromium) echo "the browser tests (tests/web) cannot run" ;;
    postgresql) echo "the PostgreSQL store and crash tests cannot run" ;;
    haproxy) echo "the cluster tests (several servers behind the proxy) cannot run" ;;
    npm|axe-core) echo "the accessibility tests fail (no axe-core)" ;;
  esac
}

install_axe() {
  npm_current && return 0
  command -v npm >/dev/null 2>&1 || return 0
  echo "test-setup: installing the front end's npm packages (web/package-lock.json)"
  if (cd web && npm ci --no-audit --no-fund --loglevel=error); then
    cp web/package-lock.json web/node_modules/.gametable-lock
  else
    echo "test-setup: npm ci failed" >&2
  fi
}

need=()
for pkg in chromium postgresql haproxy npm; do
  have "$pkg" || need+=("$pkg")
done

SUDO=""
can_install=1
if [ "${#need[@]}" -gt 0 ] && [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO="sudo -n"
  else
    echo "test-setup: not root and no password-less sudo: cannot install ${need[*]}" >&2
    can_install=0
  fi
fi

if [ "${#need[@]}" -gt 0 ] && [ "$can_install" = 1 ]; then
  export DEBIAN_FRONTEND=noninteractive
  echo "test-setup: installing Debian's ${need[*]} for the tests"
  if ! $SUDO apt-get update -qq; then
    echo "test-setup: apt-get update failed; trying the install with the lists there are" >&2
  fi
  for pkg in "${need[@]}"; do
    # (the Debian packages of a component)
    case "$pkg" in chromium) debs="chromium-headless-shell fonts-dejavu-core" ;; *) debs="$pkg" ;; esac
    # shellcheck disable=SC2086
    if ! $SUDO apt-get install -y -qq $debs >/dev/null; then
      echo "test-setup: apt-get install $pkg failed" >&2
    fi
  done
fi
install_axe

still=()
for pkg in chromium postgresql haproxy axe-core; do
  have "$pkg" || still+=("$pkg")
done
if [ "${#still[@]}" -eq 0 ]; then
  exit 0
fi

bar="test-setup: ======================================================================"
echo "$bar" >&2
for pkg in "${still[@]}"; do
  echo "test-setup: MISSING $pkg: $(covers "$pkg")" >&2
done
if [ "$CI_RUN" = 1 ]; then
  echo "test-setup: CI=true: every test must run here; stopping (install the above)" >&2
  echo "$bar" >&2
  exit 1
fi
echo "test-setup: those tests will SKIP or fail (under CI=true this stops the run)" >&2
echo "$bar" >&2
exit 0
