#!/usr/bin/env bash
# Browsers cannot be downloaded here, so both come from Debian: Chromium (the bench's first-load figures, a
# browser as users run it) and its headless shell (the browser tests: about a quarter less CPU per test; they
# fall back to Chromium where the shell cannot be installed). Installs whichever is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
HEADLESS_SHELL="${E2E_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
updated=""
install() {
  if [ -z "$updated" ]; then $SUDO apt-get update -qq && updated=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$1" >/dev/null
}
if [ ! -x "$CHROMIUM" ]; then
  echo "chromium not found at $CHROMIUM: installing Debian's package"
  install chromium
  "$CHROMIUM" --version
fi
if [ ! -x "$HEADLESS_SHELL" ]; then
  echo "chromium-headless-shell not found at $HEADLESS_SHELL: installing Debian's package"
  install chromium-headless-shell || echo "chromium-headless-shell could not be installed: browser tests use $CHROMIUM"
fi
