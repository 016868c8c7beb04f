#!/usr/bin/env bash
# Run by `make test` before pytest: the browser tests need Debian's Chromium.
# (CI is root on a fresh Debian machine with no browser; Playwright never downloads one.)
set -uo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; else
    echo "test-setup: not root and no sudo: cannot install chromium; browser tests will skip"
    exit 0
  fi
fi
echo "test-setup: installing Debian's chromium for the browser tests"
export DEBIAN_FRONTEND=noninteractive
if ! { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null; }; then
  echo "test-setup: chromium could not be installed; browser tests will skip"
fi
exit 0
