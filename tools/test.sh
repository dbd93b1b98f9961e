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
say "pytest"
status=0
"$VENV/bin/python" -m pytest "$@" || status=$?
if [ "$status" = 5 ]; then
  say "FAILED: pytest collected no tests"
  exit 1
fi
exit "$status"
