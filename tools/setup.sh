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

# Copy the pinned runtime into assets/vendor/, build the rules views' data and the zips,
# write the offline manifest and the .br and .gz beside each compressible file (with the
# build's own tools, requirements-build.txt). Arguments go to tools/vendor.py.
ensure_runtime() {
  ensure_node
  ensure_build_env
  "$VENV/bin/python" "$ROOT/tools/vendor.py" "$@"
}

# .venv with the pinned packages of one requirements file (and the files it includes);
# installs only when they changed since the last install.
_ensure_venv_with() {
  local file="$1" stamp="$VENV/.requirements-$1.sha256" want
  want="$(cat "$ROOT/$file" "$ROOT"/requirements-build.txt | sha256sum | cut -d' ' -f1)"
  if [ ! -x "$VENV/bin/python" ]; then
    say "creating $VENV"
    python3 -m venv "$VENV"
  fi
  if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    say "installing $file into .venv"
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check -r "$ROOT/$file"
    echo "$want" > "$stamp"
  fi
}

# The build's tools (markdown-it-py for the rules, segno for QR codes): requirements-build.txt.
ensure_build_env() { _ensure_venv_with requirements-build.txt; }

# The pinned test tools, the build's included (requirements-dev.txt).
ensure_python_env() { _ensure_venv_with requirements-dev.txt; }

# Debian's Chromium for the browser tests (Playwright's own download cannot work here).
ensure_chromium() {
  [ -x /usr/bin/chromium ] || apt_install chromium
  [ -x /usr/bin/chromium ] || { say "FAILED: /usr/bin/chromium is still missing"; return 1; }
}
