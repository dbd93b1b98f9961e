#!/usr/bin/env bash
# Run every test, browser tests included, after setting up what they need.
# Usage: bash tools/test.sh [extra pytest arguments]
source "$(dirname "$0")/setup.sh"
cd "$ROOT"
ensure_python_env
# Brotli at quality 11 takes about 40 s of CPU on a fresh clone (build/encoded/ keeps it
# after that), which the 2-core CI run cannot spare: without arguments, the .br files are made
# at a quick quality (tools/compress.py --quick, about a second), which the tests check as well
# as any, before any test starts, so no page is served a file while it is being replaced.
# Publishing builds them at quality 11.
if [ "$#" -gt 0 ]; then
  ensure_runtime
else
  ensure_runtime --defer-brotli
  "$VENV/bin/python" tools/compress.py --quick
fi
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
# Without arguments: the browser tests one at a time (one Chromium at a time on a 2-core
# machine), and beside them, on one process, the tests that need no browser. The browser
# tests keep about 1.3 cores busy (measured: Chromium, the page's workers, the driver), so
# the other tests fit beside them instead of after them; both wait for states, never for
# time, so the load they put on each other changes no result. Each lane ends with its 15
# slowest tests, where time for the CI budget is to be found.
# The browser tests' pictures for a person to look at (test-artifacts/) are not taken in the
# whole run unless asked (SCREENSHOTS=1 bash tools/test.sh): about 0.1 s each, 170 a run.
export SCREENSHOTS="${SCREENSHOTS:-0}"
say "pytest: the tests without a browser (one process, output at the end) beside the browser tests"
status=0
others_log="$(mktemp)"
run_pytest -m "not browser" -p no:cacheprovider --durations=15 > "$others_log" 2>&1 &
others=$!
run_pytest -m browser --durations=15 || status=$?
others_status=0
wait "$others" || others_status=$?
say "pytest: the tests without a browser"
cat "$others_log"
rm -f "$others_log"
[ "$others_status" = 0 ] || status=$others_status
[ "$status" = 0 ] || say "FAILED: see above"
exit "$status"
