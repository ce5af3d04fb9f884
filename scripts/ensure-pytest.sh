#!/usr/bin/env bash
# The Python QA kit's tests (clients/python) run on Debian's Python with Debian's pytest: PyPI cannot be
# reached here, and the kit itself needs nothing beyond the standard library. Installs python3-pytest (and
# python3 itself, where missing) from Debian's packages, as ensure-chromium.sh does for the browser.
set -euo pipefail
PYTHON="${PYTHON:-/usr/bin/python3}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
updated=""
install() {
  if [ -z "$updated" ]; then $SUDO apt-get update -qq && updated=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}
if [ ! -x "$PYTHON" ]; then
  echo "python3 not found at $PYTHON: installing Debian's package"
  install python3
fi
if ! "$PYTHON" -c 'import pytest' 2>/dev/null; then
  echo "pytest not found for $PYTHON: installing Debian's python3-pytest"
  install python3-pytest
fi
"$PYTHON" -c 'import sys, pytest; assert sys.version_info >= (3, 9), sys.version; print(f"python {sys.version.split()[0]}, pytest {pytest.__version__}")'
