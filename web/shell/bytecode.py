"""Our modules' bytecode: written where the import system looks for it, and packed to be kept for
the next visit (web/shell/compile_ahead.py does both; assets/py-worker.mjs and host.load_bundle
unpack what was kept beside each zip of sources).

The files are hash-based .pyc (PEP 552, checked): the import system takes one while the hash of
its source matches, whatever the file's time, so bytecode written in one visit serves the next,
whose sources are unpacked anew from the same zips, and a changed source is compiled again. A
.pyc of another Python (its magic number) is passed over the same way.
"""

from __future__ import annotations

import importlib.util
import io
import marshal
import os
import zipfile

CHECKED_HASH = 0b11  # PEP 552's flags: hash-based, checked against the source at each import
KEPT_CACHE = "catherders-bytecode"  # the Cache Storage cache that keeps it between visits
SHELL_BUNDLE = "app"  # the zip of the shell and the kit (tools/app_bundles.py's BUNDLES)
GAME_FOLDERS = ("web", "game")  # a game's modules: web/<name>/ and game/<name>/ (tools/app_bundles.py too)


def compiled(path: str) -> bytes:
    """The module at `path` compiled, as the .pyc the import system reads from its cache."""
    with open(path, "rb") as f:
        source = f.read()
    code = compile(source, path, "exec", dont_inherit=True)
    flags = CHECKED_HASH.to_bytes(4, "little")
    return importlib.util.MAGIC_NUMBER + flags + importlib.util.source_hash(source) + marshal.dumps(code)


def write(path: str) -> None:
    """Compile the module at `path` and write its bytecode where its import will look."""
    cached = importlib.util.cache_from_source(path)
    os.makedirs(os.path.dirname(cached), exist_ok=True)
    data = compiled(path)
    with open(cached, "wb") as f:
        f.write(data)


def has_bytecode(path: str) -> bool:
    """Whether the module at `path` has a .pyc where its import looks (fresh or not)."""
    return os.path.exists(importlib.util.cache_from_source(path))


def is_fresh(path: str) -> bool:
    """Whether the module at `path` has a .pyc that its import takes: this Python's, checked
    against its source's hash, which matches."""
    try:
        with open(importlib.util.cache_from_source(path), "rb") as f:
            header = f.read(16)
        with open(path, "rb") as f:
            source = f.read()
    except OSError:
        return False
    return (header[:4] == importlib.util.MAGIC_NUMBER and header[4:8] == CHECKED_HASH.to_bytes(4, "little")
            and header[8:16] == importlib.util.source_hash(source))


def our_modules(root: str) -> list[str]:
    """The files of our modules under `root` (its GAME_FOLDERS), in a steady order."""
    found = []
    for top in GAME_FOLDERS:
        for folder, dirs, names in os.walk(os.path.join(root, top)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            found += [os.path.abspath(os.path.join(folder, n)) for n in sorted(names) if n.endswith(".py")]
    return found


def bundle_of(relative: str, games) -> str:
    """The zip a module comes in (its path from our root, "/"-separated): "game-<name>" for a
    file in the folders of one of `games`, else the shell's."""
    parts = relative.split("/")
    if len(parts) > 2 and parts[0] in GAME_FOLDERS and parts[1] in games:
        return f"game-{parts[1]}"
    return SHELL_BUNDLE


def packed(root: str, games) -> dict[str, bytes]:
    """{zip name: a zip (stored, paths from `root`) of the bytecode of that zip's modules}, for
    every module under `root` that has some."""
    files: dict[str, list[str]] = {}
    for path in our_modules(root):
        if has_bytecode(path):
            relative = os.path.relpath(path, root).replace(os.sep, "/")
            files.setdefault(bundle_of(relative, games), []).append(path)
    out = {}
    for bundle, paths in files.items():
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as archive:
            for path in paths:
                cached = importlib.util.cache_from_source(path)
                archive.write(cached, os.path.relpath(cached, root).replace(os.sep, "/"))
        out[bundle] = buffer.getvalue()
    return out
