#!/usr/bin/env bash
# Run every test, browser tests included, after setting up what they need.
# Usage: bash tools/test.sh [extra pytest arguments]
source "$(dirname "$0")/setup.sh"
cd "$ROOT"
ensure_python_env
ensure_runtime
ensure_chromium
say "ruff"
"$VENV/bin/ruff" check .
# pytest's exit status 5 means it collected no tests: that fails too.
run_pytest() {
  local status=0
  "$VENV/bin/python" -m pytest "$@" || status=$?
  if [ "$status" = 5 ]; then
    say "FAILED: pytest collected no tests ($*)"
    return 1
  fi
  return "$status"
}
if [ "$#" -gt 0 ]; then
  say "pytest $*"
  run_pytest "$@"
  exit $?
fi
# Without arguments: the tests that need no browser on both cores (pytest-xdist), then the
# browser tests one at a time (one Chromium at a time on a 2-core machine).
say "pytest: the tests without a browser, on 2 processes"
status=0
run_pytest -m "not browser" -n 2 || status=$?
say "pytest: the browser tests"
run_pytest -m browser || status=$?
[ "$status" = 0 ] || say "FAILED: see above"
exit "$status"
