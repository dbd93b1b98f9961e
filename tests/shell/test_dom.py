"""The worker's stand-in page (web/shell/dom.py, nodes.py, window.py) in CPython: each write is
the exact operation the view applies, batched once per turn of the event loop with the canvases
drawn since, and what the view tells it is read back with no round trip. The browser is only
the document's platform; here a Detached one keeps each message posted, as data."""

from __future__ import annotations

import asyncio
import gc
import json

import pytest

from web.shell import protocol
from web.shell.computer_link import ComputerError, ComputerLink
from web.shell.dom import Detached, Document
from web.shell.window import STORAGE_LIMIT, StorageFull


@pytest.fixture
def doc():
    """A fresh document on a Detached platform, with an event loop of its own."""
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    yield Document(Detached())
    loop.close()
    asyncio.set_event_loop(None)


def sent(doc) -> list[dict]:
    """Every message posted so far (then forgotten), each checked against the table."""
    messages, doc.platform.sent = doc.platform.sent, []
    for message in messages:
        assert protocol.check(message, protocol.GAME_TO_VIEW) == "", message
    return messages


def ops(doc) -> list[list]:
    """The operations of the batches sent once the queued ones are flushed."""
    doc.flush()
    return [op for message in sent(doc) if message["k"] == "batch" for op in message["ops"]]


def test_elements_are_made_filled_and_placed_in_order(doc):
    item = doc.createElement("li")
    item.textContent = "Blue to move"
    item.classList.add("now")
    item.dataset.turn = 3
    item.style.color = "red"
    item.setAttribute("aria-current", "true")
    doc.getElementById("moves").appendChild(item)
    assert ops(doc) == [
        ["new", 1, "li"],
        ["set", ["n", 1], "textContent", "Blue to move"],
        ["cls", ["n", 1], "now", True],
        ["data", ["n", 1], "turn", "3"],
        ["style", ["n", 1], "color", "red"],
        ["attr", ["n", 1], "aria-current", "true"],
        ["add", ["id", "moves"], ["n", 1]],
    ]
    assert item.textContent == "Blue to move" and item.getAttribute("aria-current") == "true"
    assert item.classList.contains("now") and item.dataset.turn == "3"


def test_references_name_nodes_from_other_nodes(doc):
    dialog = doc.getElementById("new-game")
    dialog.querySelector("button.primary").focus()
    dialog.closest("main").removeAttribute("inert")
    dialog.parentElement.hidden = True
    sent_ops = ops(doc)
    assert sent_ops == [
        ["call", ["q", ["id", "new-game"], "button.primary"], "focus", []],
        ["attr", ["c", ["id", "new-game"], "main"], "inert", None],
        ["set", ["p", ["id", "new-game"]], "hidden", True],
    ]
    assert all(protocol.check_reference(op[1]) == "" for op in sent_ops)
    assert doc.getElementById("new-game") is dialog  # one node per reference while in use


def test_one_batch_a_turn_of_the_loop_with_the_last_message_handled(doc):
    doc.getElementById("a").hidden = False
    doc.getElementById("b").hidden = True
    doc.ack = 7
    asyncio.get_event_loop().run_until_complete(asyncio.sleep(0))
    assert sent(doc) == [{"k": "batch", "ack": 7, "ops": [["set", ["id", "a"], "hidden", False],
                                                          ["set", ["id", "b"], "hidden", True]]}]
    doc.flush()
    assert sent(doc) == []  # nothing new, and the view knows the last message handled
    doc.ack = 8
    doc.flush()
    assert sent(doc) == [{"k": "batch", "ack": 8, "ops": []}]


def test_children_are_known_as_the_game_made_them(doc):
    box = doc.createElement("ul")
    first, second = doc.createElement("li"), doc.createElement("li")
    box.append(first)
    first.after(second)
    assert list(box.children) == [first, second] and second.parentElement is box
    box.replaceChildren(second)
    first.remove()
    assert box.children.length == 1 and box.children.item(0) is second
    assert ops(doc)[3:] == [["add", ["n", 1], ["n", 2]], ["after", ["n", 2], ["n", 3]],
                            ["kids", ["n", 1], [["n", 3]]], ["rm", ["n", 2]]]


def test_a_node_the_game_forgets_is_freed_in_the_view(doc):
    doc.createTextNode("gone")
    gc.collect()
    assert ops(doc) == [["text", 1, "gone"], ["free", 1]]


def test_listeners_say_what_the_view_must_prevent_and_events_come_back_as_data(doc):
    seen = []
    board = doc.getElementById("board")
    board.addEventListener("keydown", lambda e: seen.append((e.type, e.key, e.target.tagName)),
                           {"keys": ["Enter"], "stop": True})
    assert ops(doc) == [["on", ["id", "board"], "keydown", 1, {"keys": ["Enter"], "stop": True}]]
    doc.dispatch(1, {"type": "keydown", "key": "Enter", "tag": "CANVAS"})
    assert seen == [("keydown", "Enter", "CANVAS")]


def test_what_the_view_tells_is_read_without_asking(doc):
    doc.page_changed(protocol.value("name", "Tom", False))
    doc.page_changed(protocol.closed("new-game", False))
    doc.page_changed(protocol.focus("board"))
    assert doc.getElementById("name").value == "Tom"
    assert doc.getElementById("new-game").open is False
    assert doc.activeElement is doc.getElementById("board")
    doc.measured("board-wrap", [0, 10, 300, 200])
    box = doc.getElementById("board-wrap").getBoundingClientRect()
    assert (box.top, box.width, box.bottom) == (10, 300, 210)
    assert ops(doc) == []


def test_the_address_and_storage_are_operations_too(doc):
    window = doc.window
    window.location.hash = "game=clowder"
    window.history.replaceState(None, "", "#game=mansion")
    window.localStorage.setItem("catherders.x", "1")
    window.localStorage.removeItem("catherders.x")
    window.scrollTo(0, 0)
    assert ops(doc) == [["hash", "#game=clowder", ""], ["url", "#game=mansion", "#game=clowder"],
                        ["store", "catherders.x", "1"], ["store", "catherders.x", None], ["scroll", 0, 0]]
    assert window.location.hash == "#game=mansion"
    with pytest.raises(StorageFull):
        window.localStorage.setItem("catherders.big", "x" * STORAGE_LIMIT)


def test_a_canvas_drawn_on_is_sent_with_the_batch_as_a_picture(doc):
    canvas = doc.getElementById("board")
    canvas.width, canvas.height = 40, 30
    canvas.getContext("2d").fillRect(0, 0, 4, 4)
    doc.flush()
    (batch,) = sent(doc)
    assert batch["ops"][-1] == ["bitmap", ["id", "board"], 0]
    assert doc.platform.objects[-1] == [("bitmap", 40, 30)]


def test_a_download_and_an_ask_name_what_goes_with_them(doc):
    doc.download("game.txt", ("blob", "text/plain", "1."))
    future = doc.ask("clip", "the link")
    batch, ask = sent(doc)
    assert batch == {"k": "batch", "ack": 0, "ops": [["download", "game.txt", 0]]}
    assert ask == {"k": "ask", "id": 1, "what": "clip", "data": "the link"}
    doc.answered(protocol.answer(1))
    assert future.done() and future.result() is None


def test_each_call_to_the_computer_is_one_message_of_the_table(doc):
    link = ComputerLink(doc)
    chosen = link.choose("clowder", "clowder 1 players 2 seed 5", 1, "easy", 99)
    failed = link.review_next()
    assert sent(doc) == [
        {"k": "computer", "call": {"k": "choose", "id": 1, "game": "clowder",
                                   "record": "clowder 1 players 2 seed 5", "seat": 1, "level": "easy",
                                   "seed": 99}},
        {"k": "computer", "call": {"k": "review_next", "id": 2}}]
    link.answered(protocol.result(1, "2"))
    link.answered(protocol.failure(2, "StopIteration: "))
    assert chosen.result() == "2"
    with pytest.raises(ComputerError, match="StopIteration"):
        failed.result()
    with pytest.raises(protocol.ProtocolError):
        link.choose("clowder", "record", "1", "easy", 99)  # a seat as text never leaves


def test_the_computers_worker_answers_each_call_or_says_why_not():
    from web.shell import computer_worker

    assert set(computer_worker.CALLS) == set(protocol.kinds(protocol.TO_COMPUTER))
    record = "pageant 1 players 3 seed 1 votes"
    answer = computer_worker.answer(json.dumps(protocol.call("choose", 4, "pageant", record, 0, "easy", 1)))
    assert answer["k"] == "result" and answer["id"] == 4 and answer["value"].isdigit()
    wrong = computer_worker.answer(json.dumps({"k": "choose", "id": 5, "game": "pageant"}))
    assert wrong == {"k": "failure", "id": 5, "error": "ProtocolError: choose: record is missing"}
    assert computer_worker.answer("[")["k"] == "failure"
