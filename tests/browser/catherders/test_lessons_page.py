"""The lessons on the page: every lesson played through by clicks, at phone and desktop size.

Each lesson opens at #lesson=N from the list at #learn. The test plays a turn the engine
says solves it (the lesson's own check, web/catherders/training/lessons.py), by clicks as a person would, and
waits for the page's verdict; lesson 9 is a short game against the easy computer, played
to the win. A screenshot of each lesson is taken at both sizes. Progress is remembered.
"""

from __future__ import annotations

import pytest

from game.catherders import Game
from tests.browser.catherders.playing import click_cell, fen, play_turn_by_clicks
from tests.browser.pagetools import open_page, page_state, screenshot, wait_for
from web.catherders.training.lessons import LESSONS

pytestmark = pytest.mark.browser

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
PHONE_LESSONS = 3  # played on a phone too (all nine on the desktop)


def _first_turn(lesson, game: Game, state: str):
    """The first legal turn after which the lesson's check says `state` (solved, failed)."""
    for turn in game.legal_turns():
        game.push(turn)
        verdict = lesson.check(game)
        game.pop()
        if verdict.state == state:
            return turn
    return None


def _solving_turn(lesson, game: Game):
    """A first turn that solves the lesson (for lesson 9: one after which blue wins)."""
    return _first_turn(lesson, game, "solved")


def _page_turns(page) -> list[str]:
    return page.evaluate("[...document.querySelectorAll('#moves button')].map(b => b.textContent)")


def _greedy_win_turn(game: Game):
    """Blue's turn in lesson 9: one that catches the most cats."""
    best, chosen = -1, None
    for turn in game.legal_turns():
        game.push(turn)
        caught = game.caught_by(-1)
        game.pop()
        if caught > best:
            best, chosen = caught, turn
    return chosen


@pytest.mark.parametrize("size", [pytest.param("desktop", marks=pytest.mark.slow), "phone"])
def test_every_lesson_is_played_through_by_clicks(make_page, server_url, size):
    """From #learn, each lesson in turn: its goal is shown, a solving turn is clicked, the
    page says solved and offers the next lesson; lesson 9 is won against the easy computer.
    The list then shows all nine solved, also after a reload. On a phone, the first
    PHONE_LESSONS are played the same way, by taps on the phone's board, and the list then
    counts them."""
    page = make_page(viewport=SIZES[size])
    open_page(page, server_url, "learn")
    wait_for(page, "document.body.dataset.view === 'learn'", what="the lessons list")
    screenshot(page, f"lessons-list-{size}")
    lessons = LESSONS if size == "desktop" else LESSONS[:PHONE_LESSONS]
    for lesson in lessons:
        if lesson.number == 1:
            page.click("#lesson-list button[data-lesson='1']")
        else:
            page.click("#btn-lesson-next")
        wait_for(page, "document.body.dataset.lesson === arg", str(lesson.number),
                 what=f"lesson {lesson.number}")
        game = lesson.new_game()
        assert fen(page) == game.fen()
        assert lesson.goal in page.inner_text("#lesson-box")
        screenshot(page, f"lesson-{lesson.number}-{size}")
        if lesson.opponent is None:
            play_turn_by_clicks(page, game, _solving_turn(lesson, game))
        else:
            _win_against_the_computer(page, lesson, game)
        wait_for(page, "document.body.dataset.verdict === 'solved'",
                 what=f"lesson {lesson.number} to be solved")
        assert page.is_visible("#btn-lesson-next")
        screenshot(page, f"lesson-{lesson.number}-solved-{size}")
    if size == "phone":  # the lessons' list, opened by its address from the last lesson
        page.evaluate("() => { location.hash = 'learn'; }")
        wait_for(page, "document.body.dataset.view === 'learn'", what="the list")
        assert page.inner_text("#learn-progress").startswith(f"{PHONE_LESSONS} of 9")
        return
    page.click("#btn-lesson-next")  # after the last: back to the list
    wait_for(page, "document.body.dataset.view === 'learn'", what="the list after lesson 9")
    assert page.inner_text("#learn-progress").startswith("9 of 9")
    open_page(page, server_url, "learn")  # remembered
    assert page.inner_text("#learn-progress").startswith("9 of 9")


def _win_against_the_computer(page, lesson, game: Game) -> None:
    turn = _solving_turn(lesson, game) or _greedy_win_turn(game)
    while True:
        play_turn_by_clicks(page, game, turn)
        if game.outcome() is not None:
            return
        # The computer (easy) answers in its worker; read its turn from the move list.
        wait_for(page, "document.body.dataset.turns === arg && !document.body.dataset.thinking",
                 str(len(game.stack) + 1), timeout_ms=60_000, what="the computer's reply")
        game.push(_page_turns(page)[-1])
        assert fen(page) == game.fen()
        if game.outcome() is not None:
            return
        turn = _greedy_win_turn(game)


def test_a_wrong_turn_is_explained_and_retry_starts_again(page, server_url):
    """Lesson 4 (a tie): a turn that misses the goal gets the engine's reason, the board is
    locked (a click is refused with the reason), Retry puts the position back, and the hint
    marks cells and says the hint."""
    lesson = LESSONS[3]
    open_page(page, server_url, f"lesson={lesson.number}")
    wait_for(page, "document.body.dataset.lesson === '4'", what="lesson 4")
    game = lesson.new_game()
    wrong = _first_turn(lesson, game, "failed")
    game.push(wrong)
    message = lesson.check(game).message
    game.pop()
    play_turn_by_clicks(page, game, wrong)
    wait_for(page, "document.body.dataset.verdict === 'failed'", what="the failed verdict")
    assert page.inner_text("#lesson-verdict") == message
    assert not page.is_visible("#btn-lesson-next")
    turns = page_state(page)["turns"]
    click_cell(page, "f6")
    assert page_state(page)["turns"] == turns and "Retry" in page_state(page)["status"]
    page.click("#btn-lesson-retry")
    wait_for(page, "document.body.dataset.turns === '0' && !document.body.dataset.verdict",
             what="the lesson to start again")
    assert fen(page) == lesson.new_game().fen()
    page.click("#btn-lesson-hint")
    assert page_state(page)["status"] == lesson.hint
    page.click("#btn-lesson-leave")
    wait_for(page, "document.body.dataset.view === 'game' && !document.body.dataset.lesson",
             what="the game view")


def test_a_lesson_that_does_not_exist_is_refused(page, server_url):
    """#lesson=99 names no lesson: the page says so and shows the list."""
    open_page(page, server_url, "lesson=99")
    wait_for(page, "document.body.dataset.view === 'learn'", what="the lessons list")
    assert "There is no lesson '99'" in page_state(page)["problem"]
    page.click("#problem button:has-text('Dismiss')")
