"""The QR code of a link: segno's encoder (pinned in requirements-build.txt), asked for by name.

segno is not in the game's zip: the worker fetches assets/app/qr.zip the first time a QR code is
asked for (web/shell/host.py's load_bundle), and `encode` imports it only then. The zip holds
segno's encoder and constants, unchanged (tools/app_bundles.py's QR_BUNDLE says why not its
__init__); segno's own make_qr() is this same encoder.encode() wrapped (tests/catherders/web/test_qr.py
checks they agree). In CPython, segno is the test environment's whole package.
"""

from __future__ import annotations

LEVELS = ("M", "L")  # error correction tried in turn: M (15%) while the link fits, then L (7%)


class QRError(ValueError):
    """A text too long for any QR code at the levels tried; the message gives its length."""


def encode(text: str) -> tuple[list[list[bool]], str]:
    """The QR code's modules (rows of dark = True, no quiet zone) and its error correction
    level: the first of LEVELS at which the text fits."""
    from segno import encoder

    for level in LEVELS:
        try:
            code = encoder.encode(text, error=level, micro=False, boost_error=False)
        except encoder.DataOverflowError:
            continue
        return [[bool(module) for module in row] for row in code.matrix], level
    raise QRError(f"{len(text.encode('utf-8'))} bytes is more than a QR code holds at level "
                  f"{LEVELS[-1]} (2,953)")
