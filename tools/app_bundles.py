"""Our Python as the workers download it, and each game's rules as the rules view reads them: what
the build writes to assets/app/ (tools/vendor.py runs it).

- A zip per worker (BUNDLES) of its entry module's import closure outside the games' folders,
  and a zip per game of the closure's files in that game's folders (GAME_BUNDLE), each module
  without its docstrings and comments (tools/strip_source.py);
- qr.zip: segno's encoder (QR_BUNDLE), as the package has it, with its licence;
- rules-<game>.json: each game's rules file built by tools/rules_build.py (markdown-it-py).
"""
import importlib
import importlib.util
import io
import sys
import zipfile
from pathlib import Path

import build_common as common  # tools/ is on sys.path: tools/build_common.py says how
import strip_source

# The Python of each worker, in zips that assets/py-worker.mjs and the workers unpack: its entry
# module and every module of ours it imports, at any depth (import_closure), split in two kinds:
# the shell and the kit (every such file outside the games' folders: the worker's own modules,
# web/kit/, game/*.py), and for each game of web/shell/registry.py its part (the files in its
# folders, web/<name>/ and game/<name>/), fetched the first time that game is opened. A game's
# own code never grows another game's download. Nothing is listed by hand:
# tests/tools/test_shipping.py checks, with its own reading of the imports, that each zip holds
# exactly its part. The page's view (MicroPython) has its own list: pyscript.toml's [files].
BUNDLES = {
    "app": "web/shell/main.py",  # the game's worker (the view starts it): app.zip, game-<name>.zip
    "worker": "web/shell/computer_worker.py",  # the computer's: worker.zip, worker-<name>.zip
}
GAME_BUNDLE = {"app": "game", "worker": "worker"}  # each worker's prefix of its games' zips
# segno's QR encoder (requirements-build.txt pins it), fetched the first time a QR code is asked
# for (web/shell/host.py load_bundle): its encoder and constants as they are, and its licence,
# under segno/ in assets/app/qr.zip. Not segno/__init__.py: without it segno is imported as a
# namespace package, for its __init__ imports its writers (PNG, SVG, ...) and with them xml,
# urllib and email, which the page's trimmed standard library does not have.
QR_BUNDLE = {"package": "segno", "files": ["consts.py", "encoder.py"]}


def module_file(root, name):
    """The file of module `name` (dotted) under `root`, as a path from it, or None."""
    base = root.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path.relative_to(root).as_posix()
    return None


def imported_names(root, path):
    """Every module the file at `path` imports, at any depth (a function's imports too), with
    each package on the way, as dotted names; `from x import y` gives x and x.y."""
    import ast

    tree = ast.parse((root / path).read_text(encoding="utf-8"))
    package = path.removesuffix(".py").split("/")[:-1]
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else [])) if node.level else node.module
            found = [module] + [f"{module}.{a.name}" for a in node.names]
        else:
            continue
        for name in found:
            bits = name.split(".")
            names.update(".".join(bits[:i]) for i in range(1, len(bits) + 1))
    return names


def import_closure(root, entry):
    """The project's files (paths from `root`) that running `entry` needs: `entry`, the packages
    it is in (imported before it) and everything it imports, at any depth."""
    bits = entry.split("/")[:-1]
    seen = {entry} | {f"{'/'.join(bits[:i])}/__init__.py" for i in range(1, len(bits) + 1)
                      if (root / "/".join(bits[:i]) / "__init__.py").is_file()}
    todo = sorted(seen)
    while todo:
        for name in imported_names(root, todo.pop()):
            path = module_file(root, name)
            if path is not None and path not in seen:
                seen.add(path)
                todo.append(path)
    return sorted(seen)


def site_module(name, root=common.ROOT):
    """The module `name` (dotted) of our Python under `root`, imported with `root` on sys.path."""
    sys.path.insert(0, str(root))
    try:
        return importlib.import_module(name)
    finally:
        del sys.path[0]


def game_names(root=common.ROOT):
    """The names of the site's games (web/shell/registry.py's GAMES under `root`), in its order."""
    return list(site_module("web.shell.registry", root).GAMES)


def game_folders(name):
    """The folders of one game's modules (paths ending in "/"): its page's and its engine's, one
    in each of web/shell/bytecode.py's GAME_FOLDERS (the page's worker reads them there too)."""
    return tuple(f"{top}/{name}/" for top in site_module("web.shell.bytecode").GAME_FOLDERS)


def bundle_lists(root=common.ROOT):
    """{bundle name: its files (paths from the site root)}: for each worker of BUNDLES, its shell
    and kit (its entry's import closure outside every game's folders) under its own name, and
    each game's part (the closure's files in that game's folders) as GAME_BUNDLE's
    <prefix>-<game>, when there is any."""
    games = game_names(root)
    out = {}
    for name, entry in BUNDLES.items():
        files = import_closure(root, entry)
        every = tuple(folder for game in games for folder in game_folders(game))
        out[name] = [p for p in files if not p.startswith(every)]
        for game in games:
            part = [p for p in files if p.startswith(game_folders(game))]
            if part:
                out[f"{GAME_BUNDLE[name]}-{game}"] = part
    return out


def _package_files(name, table):
    """(path in the zip, bytes) of a package's listed files, under NAME/, with its licence."""
    import importlib.metadata

    package = table["package"]
    spec = importlib.util.find_spec(package)
    if spec is None or spec.origin is None:
        raise common.ManifestError(f"bundle {name}: package {package} is not installed "
                                   "(requirements-build.txt; tools/setup.sh installs it)")
    base = Path(spec.origin).parent
    missing = [f for f in table["files"] if not (base / f).is_file()]
    if missing:
        raise common.ManifestError(f"bundle {name} names missing files: {', '.join(missing)}")
    out = [(f"{package}/{rel}", (base / rel).read_bytes()) for rel in sorted(table["files"])]
    dist = importlib.metadata.distribution(package)
    licences = [f for f in dist.files or [] if "LICENSE" in f.name.upper()]
    if not licences:
        raise common.ManifestError(f"bundle {name}: {package} has no licence file to ship")
    out.append((f"{package}/LICENSE", Path(dist.locate_file(licences[0])).read_bytes()))
    return sorted(out)


def shipped_source(path):
    """The bytes a bundle holds of our file at `path`: a module without its docstrings and
    comments (tools/strip_source.py), anything else as it is."""
    data = Path(path).read_bytes()
    if Path(path).suffix != ".py":
        return data
    return strip_source.stripped(data.decode("utf-8")).encode("utf-8")


def build_bundles(root=common.ROOT):
    """Write assets/app/<name>.zip for each of BUNDLES (its import closure, each module as
    shipped_source makes it) and qr.zip (QR_BUNDLE, as the package has it) (the same bytes
    for the same files: fixed dates, sorted names), when its content changed."""
    out_dir = root / "assets" / "app"
    out_dir.mkdir(parents=True, exist_ok=True)
    contents = {name: [(rel, shipped_source(root / rel)) for rel in files]
                for name, files in bundle_lists(root).items()}
    contents["qr"] = _package_files("qr", QR_BUNDLE)
    for name, files in contents.items():
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as z:
            for rel, data in files:
                info = zipfile.ZipInfo(rel, (2020, 1, 1, 0, 0, 0))
                z.writestr(info, data, compress_type=common.ZIP_METHOD)
        dest = out_dir / f"{name}.zip"
        if not dest.is_file() or dest.read_bytes() != buffer.getvalue():
            dest.write_bytes(buffer.getvalue())
            common.log(f"{dest.relative_to(root).as_posix()}: {len(files)} files, "
                       f"{dest.stat().st_size} bytes")
    for old in out_dir.glob("*.zip"):  # a bundle no longer made must not stay in the offline copy
        if old.stem not in contents:
            old.unlink()
            common.log(f"removed {old.relative_to(root).as_posix()} (no such bundle)")


def build_rules(root=common.ROOT):
    """Write assets/app/rules-<game>.json for each game of web/shell/registry.py: its rules file
    built into the rules view's data (tools/rules_build.py, markdown-it-py), when it changed."""
    sys.path[:0] = [str(root), str(root / "tools")]
    try:
        from rules_build import RulesBuildError, build_file

        from web.shell.registry import GAMES
    finally:
        del sys.path[:2]
    out_dir = root / "assets" / "app"
    out_dir.mkdir(parents=True, exist_ok=True)
    wanted = set()
    for name, entry in GAMES.items():
        dest = out_dir / f"rules-{name}.json"
        wanted.add(dest.name)
        try:
            text = build_file(root / entry.rules, root)
        except (OSError, RulesBuildError) as e:
            raise common.ManifestError(f"the rules of {name} do not build: {e}") from e
        if not dest.is_file() or dest.read_text(encoding="utf-8") != text:
            dest.write_text(text, encoding="utf-8")
            common.log(f"{dest.relative_to(root).as_posix()}: built from {entry.rules}")
    for old in out_dir.glob("rules-*.json"):
        if old.name not in wanted:
            old.unlink()
            common.log(f"removed {old.relative_to(root).as_posix()} (no such game)")
