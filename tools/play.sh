#!/usr/bin/env bash
# Set up the pinned runtime and serve the game on localhost; open the printed URL.
# Usage: bash tools/play.sh [--port 8000]
source "$(dirname "$0")/setup.sh"
cd "$ROOT"
ensure_runtime
exec python3 "$ROOT/tools/serve.py" "$@"
