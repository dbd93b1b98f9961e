"""What the view reads of the page for the game (web/view/view.py sends it): an event's data,
the form fields' values, our storage, the measured boxes. MicroPython, on the main thread.
"""

import js
from pyscript import document

from web.shell.protocol import EVENT_FIELDS, MEASURED, STORAGE_PREFIX, field_name

window = js.window  # the real one: methods called on pyscript.window lose their `this`


def field_key(field):
    """How the game names a form control (web/shell/protocol.py's field_name)."""
    return field_name(str(field.id or ""), str(getattr(field, "type", "") or ""),
                      str(getattr(field, "name", "") or ""), str(getattr(field, "value", "") or ""),
                      bool(getattr(field, "checked", False)))


def our_storage():
    """Our keys of localStorage, as text."""
    items = {}
    storage = window.localStorage
    try:
        for i in range(int(storage.length)):
            key = str(storage.key(i))
            if key.startswith(STORAGE_PREFIX):
                items[key] = str(storage.getItem(key))
    except Exception:  # storage switched off: the game says so when it reads nothing
        pass
    return items


def rects():
    """The boxes of MEASURED (index.html's: tests/kit/test_markup.py), as [left, top, width, height]."""
    found = {}
    for element_id in MEASURED:
        r = document.getElementById(element_id).getBoundingClientRect()
        found[element_id] = [float(r.left), float(r.top), float(r.width), float(r.height)]
    return found


def field_values():
    """Every form control (field_key): its value and whether it is checked."""
    values = {}
    for field in document.querySelectorAll("input, select, textarea"):
        key = field_key(field)
        if key:
            values[key] = [str(field.value), bool(getattr(field, "checked", False))]
    return values


def event_data(event):
    """The plain data of a DOM event that the game's handler reads."""
    data = {}
    for name in EVENT_FIELDS:
        value = getattr(event, name, None)
        if value is not None and str(type(value)) != "<class 'JsProxy'>":
            data[name] = value
    target = event.target
    if target:
        data["tag"] = str(getattr(target, "tagName", "") or "")
        button = target.closest("button") if getattr(target, "closest", None) else None
        if button:
            data["button"] = dataset(button)
    kind = data.get("type")
    if kind in ("click", "pointermove", "pointerdown", "pointerleave"):
        current = event.currentTarget
        if current and getattr(current, "getBoundingClientRect", None):
            r = current.getBoundingClientRect()
            data["rect"] = [float(r.left), float(r.top), float(r.width), float(r.height)]
    if kind in ("focus", "blur"):
        data["focusVisible"] = bool(event.target.matches(":focus-visible"))
    if kind == "submit":
        submitter = event.submitter
        data["submitter"] = str(submitter.value) if submitter else ""
        entries = []
        form_data = js.FormData.new(event.target)
        for pair in js.Array["from"](form_data.entries()):
            entries.append([str(pair[0]), str(pair[1])])
        data["form"] = entries
    if kind == "hashchange":
        data["hash"] = str(window.location.hash or "")
    if kind == "change" and target:
        data["value"] = str(getattr(target, "value", "") or "")
        data["checked"] = bool(getattr(target, "checked", False))
        data["name"] = str(getattr(target, "name", "") or "")
    return data


def dataset(element):
    values = {}
    names = js.Object.keys(element.dataset)
    for i in range(int(names.length)):
        name = str(names[i])
        values[name] = str(getattr(element.dataset, name))
    return values
