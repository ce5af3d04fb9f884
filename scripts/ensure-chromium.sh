#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (browsers cannot be downloaded here). Installs it when missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "chromium not found at $CHROMIUM: installing Debian's package"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version
