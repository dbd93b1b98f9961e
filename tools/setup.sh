# Set-up steps shared by tools/play.sh and tools/test.sh (source this file).
# Each step checks first and does nothing when things are already in place,
# so a fresh machine gets everything and a warm one loses no time.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"

say() { printf '[setup] %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else say "need root for: $*"; return 1
  fi
}

apt_install() {
  say "installing Debian packages: $*"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

# Node.js and npm fetch the pinned PyScript and Pyodide from the npm registry.
ensure_node() {
  command -v npm >/dev/null || apt_install nodejs npm
}

# Copy the pinned runtime into assets/vendor/ and write the offline manifest.
ensure_runtime() {
  ensure_node
  python3 "$ROOT/tools/vendor.py"
}

# A virtual environment with the pinned test tools (requirements-dev.txt).
ensure_python_env() {
  local stamp="$VENV/.requirements.sha256" want
  want="$(sha256sum "$ROOT/requirements-dev.txt" | cut -d' ' -f1)"
  if [ ! -x "$VENV/bin/python" ]; then
    say "creating $VENV"
    python3 -m venv "$VENV"
  fi
  if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    say "installing requirements-dev.txt into .venv"
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check -r "$ROOT/requirements-dev.txt"
    echo "$want" > "$stamp"
  fi
}

# Debian's Chromium for the browser tests (Playwright's own download cannot work here).
ensure_chromium() {
  [ -x /usr/bin/chromium ] || apt_install chromium
  [ -x /usr/bin/chromium ] || { say "FAILED: /usr/bin/chromium is still missing"; return 1; }
}
