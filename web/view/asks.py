"""Browser calls the game awaits (web/shell/protocol.py's "ask"): clipboard, share sheet, offline copy."""

import json

import js

from web.shell import protocol


def do_ask(view, message):
    """Start the call; its result (or why it failed) goes back as an "answer"."""
    ask_id, what, data = message["id"], message["what"], message["data"]

    def done(value=None):  # a text (the offline copy's build) goes back; anything else is dropped
        view.send(protocol.answer(ask_id, value if isinstance(value, str) else None))

    def failed(error):
        view.send(protocol.answer(ask_id, error=str(error) or "refused"))

    try:
        promise = None
        if what == "clip":
            promise = js.window.navigator.clipboard.writeText(data)  # js's: pyscript's loses `this`
        elif what == "share":
            share = getattr(js.navigator, "share", None)
            promise = share and js.navigator.share(js.JSON.parse(json.dumps(data)))
        elif what == "offline":  # once a service worker controls the page (assets/boot.js)
            promise = getattr(js.window, "catHerdersOffline", None)
        if promise:
            promise.then(done, failed)
        else:
            failed("no " + str(what) + " here")
    except Exception as e:
        failed(e)
