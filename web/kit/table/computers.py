"""The computer seats of a table game: one loop asks them and hands their answers on.

Every table game's page (web/kit/table/page.py's `TablePage`) runs `ask_computers` when its
session waits for computers. Each computer seat the session names (`computers_to_ask`) is
asked through the computer's worker's one call, `choose(game, record, seat, level, seed)`
(web/shell/computer_worker.py, reached through web/shell/computer_link.py), given the game's record
only; the answers, by seat, go to the session's `computers_chose`. An answer is stale when,
while it was being thought of, another game was opened or the game moved on (its record
changed, or a seat asked is no longer waited for): it is dropped and the computers are asked
again.
"""

from __future__ import annotations

import random


def is_stale(page, session, record: str, choices: dict[int, str]) -> bool:
    """Whether answers asked of `session` at `record` no longer fit the page's game."""
    return (session is not page.session or session.record() != record
            or not set(choices) <= set(session.computers_to_ask()))


def worker_link(link=None):
    """`link`, or when None the page's one link to the computer's worker (web/shell/
    computer_link.py's shared one, imported only then: the kit's loops run in CPython's tests
    with a stand-in link)."""
    if link is not None:
        return link
    from web.shell.computer_link import ComputerLink

    return ComputerLink.shared()


async def ask_computers(page, link=None) -> None:
    """Ask the computer seats of `page.session` for their choices until none is waited for:
    after the page's animations (`page.idle()`), every seat waited for at once, then the
    answers to the session, the page told (`page.computers_answered()`), the game kept and
    drawn. `link` is the computer's worker (by default web/shell/computer_link.py's shared
    one; imported here only, so this loop runs in CPython with a stand-in)."""
    link = worker_link(link)
    while page.session.computers_to_ask():
        session = page.session
        await page.idle()
        if session is not page.session or not session.computers_to_ask():
            continue
        record = session.record()
        choices = {}
        for seat in session.computers_to_ask():
            level = session.seats[seat].who
            choices[seat] = str(await link.choose(page.GAME.name, record, seat, level,
                                                  random.getrandbits(31)))
        if is_stale(page, session, record, choices):
            continue
        session.computers_chose(choices)
        page.computers_answered()
        page.save()
        page.screen.draw()
