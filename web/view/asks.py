"""Browser calls the game awaits (web/shell/protocol.py's "ask"): the clipboard and the share sheet."""

import json

import js

from web.shell import protocol

window = js.window  # the real one: methods called on pyscript.window lose their `this`


def do_ask(view, message):
    """Start the call; its result (or why it failed) goes back as an "answer"."""
    ask_id, what, data = message["id"], message["what"], message["data"]

    def done(value=None):
        view.send(protocol.answer(ask_id))

    def failed(error):
        view.send(protocol.answer(ask_id, error=str(error) or "refused"))

    try:
        if what == "clip":
            promise = window.navigator.clipboard.writeText(data)
        elif what == "share":
            if not getattr(js.navigator, "share", None):
                failed("no share sheet")
                return
            promise = js.navigator.share(js.JSON.parse(json.dumps(data)))
        else:
            failed("unknown ask " + str(what))
            return
        promise.then(done, failed)
    except Exception as e:
        failed(e)
