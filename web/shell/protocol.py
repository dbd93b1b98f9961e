"""The messages between the page's view (main thread, MicroPython) and the game (a worker).

Plain data only, one JSON string per message, plus a list of transferable objects (the
board's pictures as ImageBitmaps, a download's Blob) that the JSON names by index.
Both sides import this module (it must stay valid MicroPython: no dataclasses, no typing).

View -> game, each a dict with "k" (the kind) and "seq" (a number that only grows):
  hello    v, storage {key: text} (our keys of localStorage), href, dark, dpr, values
           {element id: [value, checked]}, rects {id: [left, top, width, height]} of MEASURED,
           height (of the viewport), share (whether there is a share sheet)
  ev       h (the handler the game registered), e (the event's data: see EVENT_FIELDS)
  value    id, value, checked: a form control the person changed
  focus    id: the element that has the focus now ("" for none)
  closed   id: a dialog the person closed (Esc), or a details element toggled (open)
  rect     h, rect [left, top, width, height]: an observed element changed size
  answer   id, value, error: the view's answer to an "ask" (clipboard, share)
  query    id, name: a test hook's question (modules...), answered by a "reply"

Game -> view:
  batch    ops (the DOM operations below, in order), ack (the last seq handled)
  reply    id, value: the game's answer to a "query"
  ask      id, what ("clip" or "share"), data: a browser call whose result the game awaits
  ready    the game has started (the view then queues no more clicks)

A node is named by a reference the view resolves:
  ["id", "status"]        document.getElementById
  ["n", 17]               the 17th element the game created
  ["q", ref, selector]    ref.querySelector(selector)
  ["c", ref, selector]    ref.closest(selector)
  ["i", ref, index]       ref.children[index]
  ["body"], ["doc"], ["win"], ["media", query]

The operations (first item the op's name):
  new n tag | text n data | set ref prop value | attr ref name value-or-None |
  data ref key value | style ref prop value | cls ref name on | add ref child-refs... |
  after ref child-ref | kids ref [child-refs] (replaceChildren) | rm ref | call ref method args |
  on ref type h opts | observe ref h | free n | hash text old | url text old (replaceState;
  both dropped when the address is no longer `old`: a link pasted meanwhile wins) |
  scroll x y | store key value-or-None | bitmap ref index | download name index |
  near list-ref item-ref (scroll a list so the item shows) | hook name data | sound notes
"""

VERSION = 1

# The event fields the view copies into an "ev" message (when the event has them).
EVENT_FIELDS = ("type", "key", "ctrlKey", "metaKey", "altKey", "shiftKey", "clientX", "clientY",
                "pointerType", "matches")

# The boxes the view measures at hello (the game lays its canvases out in them at once).
MEASURED = ("board-wrap", "edit-board-wrap", "review-chart")

# The prefix of the localStorage keys that are ours (the view sends them all at hello).
STORAGE_PREFIX = "catherders."
