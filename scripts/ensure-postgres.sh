#!/usr/bin/env bash
# The PostgreSQL tests (test:pg, test:cluster) start a throwaway cluster from Debian's `postgresql`
# package (scripts/lib/throwaway-postgres.mjs). Installs it when no initdb is found.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1; then exit 0; fi
echo "PostgreSQL not found (no initdb): installing Debian's package"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
# the package's own cluster is not wanted: the tests make theirs
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
ls /usr/lib/postgresql/*/bin/initdb
