"""The view's DOM operations (web/shell/protocol.py): each applies one operation the game sent.

MicroPython on the main thread; the only other modules that touch the DOM are those of
web/view/.
"""

import js
from pyscript import document

from web.shell import protocol

window = js.window  # the real one: methods called on pyscript.window lose their `this`


def _el(view, ref):
    return view.resolve(ref)


def _new(view, op, _objects):
    view.made[op[1]] = document.createElement(op[2])


def _text(view, op, _objects):
    view.made[op[1]] = document.createTextNode(op[2])


def _set(view, op, _objects):
    target = _el(view, op[1])
    if target is not None:
        setattr(target, op[2], op[3])


def _attr(view, op, _objects):
    target = _el(view, op[1])
    if target is None:
        return
    if op[3] is None:
        target.removeAttribute(op[2])
    else:
        target.setAttribute(op[2], op[3])


def _data(view, op, _objects):
    target = _el(view, op[1])
    if target is not None:
        setattr(target.dataset, op[2], op[3])


def _style(view, op, _objects):
    target = _el(view, op[1])
    if target is None:
        return
    if "-" in op[2]:
        target.style.setProperty(op[2], op[3])
    else:
        setattr(target.style, op[2], op[3])


def _cls(view, op, _objects):
    target = _el(view, op[1])
    if target is not None:
        target.classList.toggle(op[2], bool(op[3]))


def _add(view, op, _objects):
    target = _el(view, op[1])
    child = _el(view, op[2])
    if target is not None and child is not None:
        target.appendChild(child)


def _after(view, op, _objects):
    target = _el(view, op[1])
    node = _el(view, op[2])
    if target is not None and node is not None:
        target.after(node)


def _kids(view, op, _objects):
    target = _el(view, op[1])
    if target is None:
        return
    target.replaceChildren()
    for ref in op[2]:
        child = _el(view, ref)
        if child is not None:
            target.appendChild(child)


def _rm(view, op, _objects):
    target = _el(view, op[1])
    if target is not None:
        target.remove()


def _call(view, op, _objects):
    target = _el(view, op[1])
    if target is None:
        return
    method = op[2]
    # Called by name, each: a JavaScript method taken with getattr() would lose its `this`.
    if method == "scrollIntoView":
        target.scrollIntoView({"block": "nearest"})
    elif method == "showModal":
        if not target.open:
            target.showModal()
    elif method == "close":
        target.close()
    elif method == "focus":
        target.focus()
    elif method == "blur":
        target.blur()
    elif method == "click":
        target.click()
    elif method == "select":
        target.select()
    elif method == "insertAdjacentHTML":  # a game's own markup, from its bundle (web/kit/markup.py)
        target.insertAdjacentHTML(op[3][0], op[3][1])
    else:
        raise ValueError("no such call: " + str(method))


def _on(view, op, _objects):
    target = _el(view, op[1])
    if target is not None:
        once = bool(op[4].get("once"))
        target.addEventListener(op[2], view.listener(op[3], op[4]), {"once": once, "capture": once})


def _observe(view, op, _objects):
    target = _el(view, op[1])
    if target is None:
        return
    if view.observer is None:
        view.observer = js.ResizeObserver.new(lambda entries, _o: _resized(view, entries))
    view.observed[target] = op[2]
    view.observer.observe(target)


def _resized(view, entries):
    for i in range(int(entries.length)):
        target = entries[i].target
        for element, hid in view.observed.items():
            if element == target:
                r = target.getBoundingClientRect()
                view.send(protocol.rect(hid, [float(r.left), float(r.top), float(r.width), float(r.height)]))


def _free(view, op, _objects):
    view.made.pop(op[1], None)


def _moved_on(expected):
    """True when the address changed since the game last knew it (a link pasted meanwhile):
    then the game's change of address is stale, and its hashchange event is on its way."""
    return str(window.location.hash or "") != (expected or "")


def _hash(_view, op, _objects):
    if not _moved_on(op[2]):
        window.location.hash = op[1]


def _url(_view, op, _objects):
    if not _moved_on(op[2]):
        window.history.replaceState(None, "", op[1])


def _scroll(_view, op, _objects):
    window.scrollTo(op[1], op[2])


def _store(_view, op, _objects):
    try:
        if op[2] is None:
            window.localStorage.removeItem(op[1])
        else:
            window.localStorage.setItem(op[1], op[2])
    except Exception as e:  # storage full or switched off: said on the page, the game goes on
        js.console.warn("storage: " + str(e))


def _bitmap(view, op, objects):
    canvas = _el(view, op[1])
    bitmap = objects[op[2]]
    if canvas is not None:
        ctx = canvas.getContext("2d")
        ctx.setTransform(1, 0, 0, 1, 0, 0)
        ctx.clearRect(0, 0, canvas.width, canvas.height)
        ctx.drawImage(bitmap, 0, 0)
    bitmap.close()


def _download(_view, op, objects):
    url = js.URL.createObjectURL(objects[op[2]])
    link = document.createElement("a")
    link.href = url
    link.download = op[1]
    link.click()
    js.setTimeout(lambda: js.URL.revokeObjectURL(url), 10000)


def _near(view, op, _objects):
    """Scroll a list (only the list: scrollIntoView would scroll the page too) so an item shows."""
    box = _el(view, op[1])
    item = _el(view, op[2])
    if box is None or item is None:
        return
    top = float(item.offsetTop)
    height = float(item.offsetHeight)
    if top < float(box.scrollTop):
        box.scrollTop = top
    elif top + height > float(box.scrollTop) + float(box.clientHeight):
        box.scrollTop = top + height - float(box.clientHeight)


def _hook(_view, op, _objects):
    from web.view.hooks import keep

    keep(op[1], op[2])


def _sound(view, op, _objects):
    view.sound.play(op[1])


OPS = {"new": _new, "text": _text, "set": _set, "attr": _attr, "data": _data, "style": _style,
       "cls": _cls, "add": _add, "after": _after, "kids": _kids, "rm": _rm, "call": _call,
       "on": _on, "observe": _observe, "free": _free, "hash": _hash, "url": _url,
       "scroll": _scroll, "store": _store, "bitmap": _bitmap, "download": _download,
       "near": _near, "hook": _hook, "sound": _sound}
