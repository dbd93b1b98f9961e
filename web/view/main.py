"""The script the page runs on its main thread (index.html): it starts the view in steps.

PyScript runs this script in the task that starts MicroPython, the longest of a cold load, and
MicroPython compiles a module where it is imported. So each of the view's modules is imported
in a task of its own, the modules it needs before the modules that need them, and the view
(web/view/view.py) is made in the last: no step holds the page for long on a slow phone.
"""

import js

STEPS = ("web.shell.protocol", "web.view.events", "web.view.sound", "web.view.hooks",
         "web.view.ops", "web.view.asks")


def soon(callback):
    """`callback` in a task of its own, at once (a chain of setTimeout(0) waits 4 ms a step)."""
    scheduler = getattr(js, "scheduler", None)
    return scheduler.postTask(callback) if scheduler is not None else js.setTimeout(callback, 0)


def make_view():
    """The last step: the view, its modules all in; it schedules its own tasks with `soon`."""
    from web.view.view import View

    View(soon)


def step(done=0):
    """Import STEPS[done], then the next step in a task of its own."""
    if done == len(STEPS):
        make_view()
        return
    __import__(STEPS[done])
    soon(lambda: step(done + 1))


soon(step)
