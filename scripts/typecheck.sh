#!/usr/bin/env bash
# Strict tsc over the four projects in two lanes, one per core. The checker is TypeScript 7's native
# compiler (the `typescript-native` alias): the same checks as the 5.9 library the tools and editors
# load (tRPC's peer range wants 5.x), in about a quarter of the time. Each lane runs single-threaded:
# its own worker threads only fought the other lane for the two cores. The lanes are balanced by their
# measured cost (web is the largest; scripts and tests re-check the server code they import).
set -uo pipefail
TSC="$(dirname "$0")/../node_modules/typescript-native/bin/tsc"
check() { "$TSC" --singleThreaded -p "$1"; }
(check shared && check web) &
site=$!
(check server && check .) &
rest=$!
wait "$site"
site_status=$?
wait "$rest"
rest_status=$?
exit $((site_status || rest_status))
