"""Checks of web/shell/protocol.py that run alike under CPython and under MicroPython, the
view's Python (tests/shell/test_protocol.py runs them in both): every kind of the table is made,
sent as JSON and checked again; a missing field, a field of the wrong type and an unknown
field are each refused. Only what MicroPython has is used here (no pytest, no inspect).
"""

import json

from web.shell import protocol

SAMPLE = {"int": 3, "float": 1.5, "str": "text", "bool": True, "list": [], "dict": {}, "any": None}
WRONG = {"int": "3", "float": "1.5", "str": 3, "bool": 1, "list": {}, "dict": []}


def sample(direction, kind):
    fields = {}
    for name, type_name, optional, _nullable in protocol.fields_of(direction, kind):
        if not optional:
            fields[name] = SAMPLE[type_name]
    if kind == "computer" and direction == protocol.GAME_TO_VIEW:
        fields["call"] = protocol.call("warm_up", 1)
    elif kind == "computer":
        fields["reply"] = protocol.result(1, "5")
    return fields


def _refused(message, direction, why):
    problem = protocol.check(message, direction)
    assert problem, why + ": " + repr(message)
    return problem


def run():
    """Every check; the number of kinds made (raises AssertionError on the first that fails)."""
    made = 0
    for direction, kind, _spec in protocol.MESSAGES:
        message = protocol.make(direction, kind, **sample(direction, kind))
        back = json.loads(json.dumps(message))
        assert protocol.check(back, direction) == "", protocol.check(back, direction)
        for name, type_name, optional, _nullable in protocol.fields_of(direction, kind):
            if not optional:
                less = dict(back)
                less.pop(name)
                _refused(less, direction, kind + " without " + name)
            if type_name != "any":
                wrong = dict(back)
                wrong[name] = WRONG[type_name]
                _refused(wrong, direction, kind + " with a wrong " + name)
        more = dict(back)
        more["extra"] = 1
        _refused(more, direction, kind + " with an unknown field")
        made += 1
    view = protocol.VIEW_TO_GAME
    _refused({"k": "ev", "h": True, "e": {}, "seq": 1}, view, "a bool for an int")
    _refused({"k": "ev", "h": 1, "e": {}}, view, "no seq")
    _refused({"k": "batch", "ack": 1, "ops": [["rm"]]}, protocol.GAME_TO_VIEW, "an operation short")
    _refused({"k": "batch", "ack": 1, "ops": [["nope", 1]]}, protocol.GAME_TO_VIEW, "no such operation")
    shallow = protocol.check({"k": "batch", "ack": 1, "ops": [["nope", 1]]}, protocol.GAME_TO_VIEW, False)
    assert shallow == "", "the batch's envelope alone: " + shallow
    _refused({"k": "computer", "call": {"k": "choose", "id": 1}}, protocol.GAME_TO_VIEW, "a call short")
    _refused({"k": "nope"}, protocol.GAME_TO_VIEW, "no such kind")
    _refused(["hello"], view, "not a dict")
    ok = protocol.batch(2, [["new", 1, "div"], ["set", ["n", 1], "textContent", "hi"],
                            ["add", ["id", "list"], ["n", 1]], ["free", 1]])
    assert protocol.check(ok, protocol.GAME_TO_VIEW) == ""
    hello = protocol.stamped(protocol.hello(storage={}, href="h", hash="", dark=False, dpr=1, values={},
                                            share=False, height=800.0, rects={}), 1)
    assert protocol.same_version(hello) and protocol.same_version(protocol.worker_hello())
    old = dict(hello)
    old["v"] = protocol.VERSION - 1
    assert not protocol.same_version(old) and not protocol.same_version({"k": "batch", "v": protocol.VERSION})
    assert protocol.check_reference(["q", ["n", 4], "button"]) == ""
    assert protocol.check_reference(["c", ["x", 4], "button"]) != ""
    failed = False
    try:
        protocol.call("choose", 1, "clowder", "record", "0", "easy", 7)
    except protocol.ProtocolError:
        failed = True
    assert failed, "a seat that is text was taken"
    return made


if __name__ == "__main__":
    print("protocol: " + str(run()) + " kinds")
