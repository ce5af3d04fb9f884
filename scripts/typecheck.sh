#!/usr/bin/env bash
# Strict tsc over the four projects in two lanes, one per core: each tsc is single-threaded, and
# one after another they left a core idle for the whole stage. The lanes are balanced by their
# measured cost (web is the largest; scripts and tests re-check the server code they import).
set -uo pipefail
TSC="$(dirname "$0")/../node_modules/.bin/tsc"
("$TSC" -p shared && "$TSC" -p web) &
site=$!
("$TSC" -p server && "$TSC" -p .) &
rest=$!
wait "$site"
site_status=$?
wait "$rest"
rest_status=$?
exit $((site_status || rest_status))
