#!/usr/bin/env bash
# Set up the pinned runtime and serve the game on localhost; open the printed URL.
# Usage: bash tools/play.sh [--port 8000]
source "$(dirname "$0")/setup.sh"
cd "$ROOT"
# Local play needs no brotli (nothing to save on localhost; tools/serve.py sends the .gz), so a
# fresh clone does not wait for it: `python3 tools/compress.py` writes the .br files.
ensure_runtime --defer-brotli
exec python3 "$ROOT/tools/serve.py" "$@"
