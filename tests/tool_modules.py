"""The build's tools (tools/<name>.py, which are scripts, not a package) as modules for tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent.parent / "tools"
if str(TOOLS) not in sys.path:  # the build's modules import each other by name (tools/build_common.py)
    sys.path.append(str(TOOLS))


def load_tool(name: str):
    """A fresh module of tools/<name>.py: each call runs the file anew, so no test shares
    another's module state (the build's parts it imports by name are the process's own)."""
    spec = importlib.util.spec_from_file_location(f"_tool_{name}", TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
