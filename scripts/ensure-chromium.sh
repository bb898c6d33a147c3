#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; a browser download never works here.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's chromium package for the end-to-end tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing: run 'sudo apt-get install -y chromium' (Debian's package, /usr/bin/chromium), then run the tests again." >&2
exit 1
