"""The build's tools (tools/<name>.py, which are scripts, not a package) as modules for tests."""

from __future__ import annotations

import importlib.util
from pathlib import Path

TOOLS = Path(__file__).resolve().parent.parent / "tools"


def load_tool(name: str):
    """A fresh module of tools/<name>.py: each call runs the file anew, so no test shares
    another's module state."""
    spec = importlib.util.spec_from_file_location(f"_tool_{name}", TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
