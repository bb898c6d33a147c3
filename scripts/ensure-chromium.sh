#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; a browser download never works here. They prefer Debian's
# old headless shell (package chromium-headless-shell, the same build) for its lower CPU cost and fall
# back to /usr/bin/chromium without it (playwright.config.ts).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's ${missing[*]} for the end-to-end tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
if [ -x /usr/bin/chromium ]; then
  echo "Debian's chromium-headless-shell is not installed: the end-to-end tests run in /usr/bin/chromium, at about a sixth more CPU (sudo apt-get install -y chromium-headless-shell)."
  exit 0
fi
echo "Chromium is missing: run 'sudo apt-get install -y chromium chromium-headless-shell' (Debian's packages), then run the tests again." >&2
exit 1
