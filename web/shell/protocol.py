"""The messages between the page's view, the game's worker and the computer's worker, as code.

MESSAGES is the one table: each row says who sends the kind to whom and its fields. `make`
builds a message (a dict whose "k" is its kind) and checks it; `check` says what is wrong with
one that arrived ("" when nothing is). Each kind has its constructor below, named after it.
Between the view and the game's worker a message travels as one JSON string, plus a list of
transferable objects (the canvases' ImageBitmaps, a download's Blob) that the JSON names by
index. docs/architecture.md describes every kind, the node references and the operations.

Both the view (MicroPython, on the main thread) and the workers (Pyodide) import this module,
so it stays valid MicroPython: no dataclasses, no typing, no enum, no f-string `=`.
"""

# Raised by each side when the other speaks another version: the page was updated while one
# of its parts was cached (see `hello`); the person is asked to reload.
VERSION = 2

VIEW_TO_GAME = "view>game"
GAME_TO_VIEW = "game>view"
TO_COMPUTER = "game>computer"  # relayed by the view, inside a "computer" message
FROM_COMPUTER = "computer>game"  # relayed by the view, inside a "computer" message

# The table: (direction, kind, fields). A field is "name:type"; "name?:type" may be left out.
# Types: int, float (an int too), str, bool, list, dict, any; "str?" and the like allow None.
# Every message from the view to the game also has "seq" (a number that only grows; the
# computer's relayed answers have 0), added as it is sent (see `stamped`).
MESSAGES = (
    (VIEW_TO_GAME, "hello", "v:int storage:dict href:str hash:str dark:bool dpr:float values:dict "
                            "share:bool height:float rects:dict still:bool"),
    (VIEW_TO_GAME, "ev", "h:int e:dict"),
    (VIEW_TO_GAME, "value", "id:str value:str checked:bool"),
    (VIEW_TO_GAME, "focus", "id:str"),
    (VIEW_TO_GAME, "closed", "id:str open:bool"),
    (VIEW_TO_GAME, "rect", "h:int rect:list"),
    (VIEW_TO_GAME, "answer", "id:int value:any error?:str"),
    (VIEW_TO_GAME, "query", "id:int name:str"),
    (VIEW_TO_GAME, "computer", "reply:dict"),
    (GAME_TO_VIEW, "hello", "v:int"),
    (GAME_TO_VIEW, "batch", "ack:int ops:list"),
    (GAME_TO_VIEW, "ask", "id:int what:str data:any"),
    (GAME_TO_VIEW, "reply", "id:int value:any"),
    (GAME_TO_VIEW, "ready", ""),
    (GAME_TO_VIEW, "failed", "error:str update?:bool"),
    (GAME_TO_VIEW, "computer", "call:dict"),
    (TO_COMPUTER, "choose", "id:int game:str record:str seat:int level:str seed:int"),
    (TO_COMPUTER, "hint", "id:int game:str record:str seat:int seed:int names:list"),
    (TO_COMPUTER, "suggest", "id:int fragment:str seed:int"),
    (TO_COMPUTER, "warm_up", "id:int"),
    (TO_COMPUTER, "review_begin", "id:int fragment:str nodes:int"),
    (TO_COMPUTER, "review_next", "id:int"),
    (TO_COMPUTER, "review_result", "id:int"),
    (TO_COMPUTER, "blue_chance", "id:int fragment:str nodes:int"),
    (TO_COMPUTER, "judge_turn", "id:int fragment:str turn:str nodes:int"),
    (TO_COMPUTER, "table_review_begin", "id:int game:str record:str seed:int"),
    (TO_COMPUTER, "table_review_next", "id:int"),
    (TO_COMPUTER, "table_review_result", "id:int"),
    (TO_COMPUTER, "table_quiz_question", "id:int game:str record:str seed:int index:int"),
    (TO_COMPUTER, "table_quiz_answer", "id:int game:str record:str seed:int index:int action:str"),
    (TO_COMPUTER, "modules", "id:int"),
    (FROM_COMPUTER, "result", "id:int value:any"),
    (FROM_COMPUTER, "failure", "id:int error:str"),
)

# A node reference's first item, and how many items follow it ("q", "c" and "i" name a node
# from another node's reference: ["q", ref, selector]).
REFERENCES = {"id": 1, "n": 1, "q": 2, "c": 2, "p": 1, "i": 2, "body": 0, "doc": 0, "win": 0,
              "media": 1}

# The operations of a batch (its "ops"), by name: how many items follow the name (None: any).
OPERATIONS = {"new": 2, "text": 2, "set": 3, "attr": 3, "data": 3, "style": 3, "cls": 3,
              "add": 2, "after": 2, "kids": 2, "rm": 1, "call": 3, "on": 4, "observe": 2,
              "free": 1, "hash": 2, "url": 2, "scroll": 2, "store": 2, "bitmap": 2,
              "download": 2, "near": 2, "hook": 2, "sound": 1}

# The site's Sound switch: the game keeps its setting (web/kit/speaker.py), and the view opens
# no audio device at a person's interaction while it is off (web/view/sound.py).
SOUND_SWITCH = "chk-sound"

# The event fields the view copies into an "ev" message (when the event has them): a
# pointer's id tells the fingers of a pinch apart.
EVENT_FIELDS = ("type", "key", "ctrlKey", "metaKey", "altKey", "shiftKey", "clientX", "clientY",
                "pointerType", "pointerId", "matches")

# The boxes the view measures at hello (the game lays its canvases out in them at once); the
# others, which come with a game's markup (web/kit/markup.py), are measured when observed.
MEASURED = ("board-wrap",)

# The prefix of the localStorage keys that are ours (the view sends them all at hello).
STORAGE_PREFIX = "catherders."

# What the page says when the view and the game's worker are of two versions.
UPDATE_TEXT = "A new version of the game is here: reload the page to update."


class ProtocolError(ValueError):
    """A message that is not one of the table's."""


def _fields(spec):
    found = []
    for word in spec.split():
        name, kind = word.split(":")
        optional = name.endswith("?")
        nullable = kind.endswith("?")
        found.append((name.rstrip("?"), kind.rstrip("?"), optional, nullable))
    return tuple(found)


_TABLE = {}
for _direction, _kind, _spec in MESSAGES:
    _TABLE[(_direction, _kind)] = _fields(_spec)


def fields_of(direction, kind):
    """The fields of a kind going `direction`: (name, type, optional, nullable) each."""
    return _TABLE[(direction, kind)]


def kinds(direction):
    """The kinds that go this way, in the table's order."""
    return tuple(kind for way, kind, _spec in MESSAGES if way == direction)


def _typed(value, kind):
    if kind == "any":
        return True
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "float":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if kind == "str":
        return isinstance(value, str)
    if kind == "list":
        return isinstance(value, list)
    if kind == "dict":
        return isinstance(value, dict)
    raise ProtocolError("no such type: " + kind)


def check(message, direction, deep=True):
    """What is wrong with `message` going `direction` ("" when it is one of the table's); with
    `deep`, each operation of a batch is checked too."""
    if not isinstance(message, dict):
        return "a message is a dict, not " + type(message).__name__
    kind = message.get("k")
    fields = _TABLE.get((direction, kind))
    if fields is None:
        return "no message " + repr(kind) + " goes " + direction
    known = ["k"]
    if direction == VIEW_TO_GAME:
        known.append("seq")
        if not _typed(message.get("seq"), "int"):
            return kind + ": seq must be an int"
    for name, kind_of, optional, nullable in fields:
        known.append(name)
        if name not in message:
            if optional:
                continue
            return kind + ": " + name + " is missing"
        value = message[name]
        if value is None and nullable:
            continue
        if not _typed(value, kind_of):
            return kind + ": " + name + " must be " + kind_of + ", not " + type(value).__name__
    for name in message:
        if name not in known:
            return kind + ": no field " + repr(name)
    if kind == "batch" and deep:
        return _check_ops(message["ops"])
    if kind == "computer":
        inner = message.get("call") if direction == GAME_TO_VIEW else message.get("reply")
        return check(inner, TO_COMPUTER if direction == GAME_TO_VIEW else FROM_COMPUTER)
    return ""


def _check_ops(ops):
    for op in ops:
        if not isinstance(op, list) or not op or OPERATIONS.get(op[0], -1) != len(op) - 1:
            return "batch: not an operation: " + repr(op)[:80]
    return ""


def checked(message, direction):
    """`message`, or ProtocolError saying what is wrong with it."""
    problem = check(message, direction)
    if problem:
        raise ProtocolError(problem)
    return message


def make(direction, kind, **fields):
    """A message of `kind` going `direction`, checked (ProtocolError when it is not one)."""
    message = {"k": kind}
    for name in fields:
        message[name] = fields[name]
    if direction == VIEW_TO_GAME:
        message["seq"] = 0  # stamped when sent
    return checked(message, direction)


def stamped(message, seq):
    """A view's message with its sequence number, as it is sent."""
    message["seq"] = seq
    return message


def check_reference(ref):
    """What is wrong with a node reference ("" when nothing is)."""
    if not isinstance(ref, list) or not ref or REFERENCES.get(ref[0], -1) != len(ref) - 1:
        return "not a node reference: " + repr(ref)[:80]
    if ref[0] in ("q", "c", "p", "i"):
        return check_reference(ref[1])
    return ""


# ---- versions ------------------------------------------------------------------------------

def same_version(hello):
    """Whether the other side's hello is of this version (a message without one is not)."""
    return isinstance(hello, dict) and hello.get("k") == "hello" and hello.get("v") == VERSION


# ---- view -> game ---------------------------------------------------------------------------

def hello(storage, href, hash, dark, dpr, values, share, height, rects, still=False):
    """The view's first message: what only the page knows, and its version. `still`: the
    person's system asks for reduced motion."""
    return make(VIEW_TO_GAME, "hello", v=VERSION, storage=storage, href=href, hash=hash, dark=dark,
                dpr=dpr, values=values, share=share, height=height, rects=rects, still=still)


def ev(h, e):
    """An event of handler `h`, as data (EVENT_FIELDS and what the view found around it)."""
    return make(VIEW_TO_GAME, "ev", h=h, e=e)


def field_name(id, kind, name, value, checked):
    """How the game names a form control (of `kind`, "radio", "checkbox", ...): its id; "@name"
    for a radio group (its value is the checked radio's); "@name=value" for a checkbox without
    an id; "" for one it does not follow. The view names the page's fields so (web/view/
    events.py), the game the fields of its own markup (web/kit/markup.py)."""
    if id:
        return id
    if not name:
        return ""
    if kind == "radio":
        return "@" + name if checked else ""
    if kind == "checkbox":
        return "@" + name + "=" + value
    return ""


def value(id, value, checked):
    """A form control the person changed."""
    return make(VIEW_TO_GAME, "value", id=id, value=value, checked=checked)


def focus(id):
    """The element that has the focus now ("" for none)."""
    return make(VIEW_TO_GAME, "focus", id=id)


def closed(id, open):
    """A dialog the person closed (Esc), or a details element toggled."""
    return make(VIEW_TO_GAME, "closed", id=id, open=open)


def rect(h, rect):
    """An observed element's box changed: [left, top, width, height]."""
    return make(VIEW_TO_GAME, "rect", h=h, rect=rect)


def answer(id, value=None, error=None):
    """The view's answer to an ask: its value, or why it failed."""
    if error is None:
        return make(VIEW_TO_GAME, "answer", id=id, value=value)
    return make(VIEW_TO_GAME, "answer", id=id, value=value, error=error)


def query(id, name):
    """A test hook's question (modules, workerModules), answered by a reply."""
    return make(VIEW_TO_GAME, "query", id=id, name=name)


def computer_reply(reply):
    """The computer's answer (a result or a failure), relayed to the game."""
    return make(VIEW_TO_GAME, "computer", reply=reply)


# ---- game -> view ---------------------------------------------------------------------------

def worker_hello():
    """The game's worker's first message: its version."""
    return make(GAME_TO_VIEW, "hello", v=VERSION)


def batch(ack, ops):
    """DOM operations in order, and the last seq of the view handled."""
    return make(GAME_TO_VIEW, "batch", ack=ack, ops=ops)


def ask(id, what, data):
    """A browser call whose result the game awaits ("clip" or "share")."""
    return make(GAME_TO_VIEW, "ask", id=id, what=what, data=data)


def reply(id, value):
    """The game's answer to a query."""
    return make(GAME_TO_VIEW, "reply", id=id, value=value)


def ready():
    """The game has started: the view hands over the clicks it kept."""
    return make(GAME_TO_VIEW, "ready")


def failed(error, update=False):
    """The game could not start; `update` when it is because the view is of another version."""
    if update:
        return make(GAME_TO_VIEW, "failed", error=error, update=True)
    return make(GAME_TO_VIEW, "failed", error=error)


def computer_call(call):
    """A call for the computer's worker, relayed by the view."""
    return make(GAME_TO_VIEW, "computer", call=call)


# ---- game -> the computer's worker, and back ---------------------------------------------------

def call(kind, id, *values):
    """A call to the computer's worker: `kind` (one of the table's game>computer kinds) with
    `id` and its other fields' values in the table's order (ProtocolError when it is not one)."""
    names = [f[0] for f in fields_of(TO_COMPUTER, kind)][1:]
    if len(values) != len(names):
        raise ProtocolError(kind + " takes " + str(len(names)) + " values, not " + str(len(values)))
    fields = {"id": id}
    for name, value in zip(names, values):  # noqa: B905 (MicroPython's zip has no strict)
        fields[name] = value
    return make(TO_COMPUTER, kind, **fields)


def result(id, value):
    """The computer's answer to call `id`."""
    return make(FROM_COMPUTER, "result", id=id, value=value)


def failure(id, error):
    """Why the computer could not answer call `id`."""
    return make(FROM_COMPUTER, "failure", id=id, error=error)
