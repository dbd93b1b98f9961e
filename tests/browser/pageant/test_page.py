"""The Great Cat Pageant in the browser, played as a person plays it: the deciding round of a
game against four computer voters by clicks on a phone-sized screen; at one device, no player's goals shown to
the next; a game reopened from its link and stepped through; the switch between the site's
games; a bad link refused with the saved game kept.

None of these is about a first visit or a fresh context: the tests share one warmed page
(conftest's warm_page), each opening its own address by a real load with storage cleared."""

from __future__ import annotations

import random

import pytest

from game.pageant import Game, cat_name
from game.pageant.game import WIN_POINTS
from tests.browser.pagetools import open_page, screenshot, settling, wait_for
from web.pageant.link import PERSON, PageantLink, Seat, decode, encode

pytestmark = pytest.mark.browser

PHASE = "document.body.dataset.pageantPhase"


# The module's page is its shared one: conftest's warm_page, at the default size.
SHARED_PAGE = True


def phase(page) -> str:
    return page.evaluate(PHASE)


def wait_phase(page, *phases, timeout_ms=60_000) -> str:
    wait_for(page, f"arg.includes({PHASE})", list(phases), timeout_ms=timeout_ms,
             what=f"the pageant at {' or '.join(phases)}")
    return phase(page)


def ladder(page) -> list[str]:
    """The ranking's names, 1st place first ('' for an open place)."""
    return page.evaluate("""() => [...document.querySelectorAll('#pg-ladder li')].map(li =>
        li.classList.contains('filled') ? li.children[2].firstChild.textContent : '')""")


def _the_deciding_round(seats) -> tuple[str, int]:
    """(link, rounds played): the first seeded game of these seats with random votes that
    comes to a round's start with every seat on two victory points, up to there: whoever
    wins the next round wins the game."""
    for seed in range(1, 1000):
        rng = random.Random(seed)
        game = Game.new(len(seats), seed)
        while not game.is_over:
            before = len(game.rounds)
            ranked = set(game.round.ranking)
            open_cats = [c for c in range(1, 10) if c not in ranked]
            game = game.vote(tuple(rng.choice(open_cats) for _ in seats))
            if len(game.rounds) > before and not game.is_over and min(game.points) == WIN_POINTS - 1:
                return encode(PageantLink(tuple(seats), seed, game.votes)), len(game.rounds) - 1
    raise AssertionError("no game came to a deciding round")


def test_the_deciding_round_against_four_computers_by_clicks_on_a_phone(warm_page, server_url):
    """The last round of a game against four computer voters (every player on two victory
    points: the round decides), played by clicks on a phone-sized screen from a link: its
    votes, reveals and end, then the winner. Whole games by clicks, with any seats:
    tests/pageant/web/test_session.py."""
    seats = (Seat(PERSON, "You"), Seat("easy"), Seat("medium"), Seat("easy"), Seat("medium"))
    link, played = _the_deciding_round(seats)
    page = settling(warm_page(viewport={"width": 390, "height": 844}))
    open_page(page, server_url, link)
    rng = random.Random(3)
    rounds_seen = 0
    for _ in range(2000):
        now = wait_phase(page, "pick", "reveal", "round", "over")
        if now == "pick":
            cat = rng.randint(1, 9)
            page.locator(f"#pg-cats button[data-cat='{cat}']").click()
            assert page.get_attribute(f"#pg-cats button[data-cat='{cat}']", "aria-pressed") == "true"
            page.locator("#btn-pg-cast").click()
        elif now == "reveal":
            assert page.locator("#pg-picks li").count() == 5
            page.locator("#btn-pg-go").click()
        elif now == "round":
            rounds_seen += 1
            assert "" not in ladder(page)  # every place filled
            assert page.locator("#pg-round-rows tr").count() == 5
            if rounds_seen == 1:
                screenshot(page, "pageant-round-end-phone")
            page.locator("#btn-pg-next").click()
        else:
            break
    assert phase(page) == "over"
    game = decode(page.evaluate("location.hash")).game()
    assert game.is_over and rounds_seen == len(game.rounds) - played == 1
    winner = game.winner()
    names = ["You", "Computer 2 (easy)", "Computer 3 (medium)", "Computer 4 (easy)", "Computer 5 (medium)"]
    assert page.text_content("#pg-over-text").startswith(f"{names[winner]} wins the pageant")
    screenshot(page, "pageant-over-phone")


def test_at_one_device_no_players_goals_are_shown_to_the_next(page, server_url):
    page = settling(page)
    open_page(page, server_url, "game=pageant&seed=4&seats=pAnn,pBob,pCleo,h&votes=")
    game = Game.new(4, 4)
    goals_text = {}
    for seat, name in enumerate(("Ann", "Bob", "Cleo")):
        assert wait_phase(page, "pass") == "pass"
        assert page.text_content("#pg-pass-title") == f"Hand the device to {name}"
        assert page.is_hidden("#pg-goals") and page.locator("#pg-goal-list li").count() == 0
        body = page.inner_text("body")
        for other, text in goals_text.items():  # nothing of an earlier player's goals is shown
            assert text not in body, f"{other}'s goals are on {name}'s hand-over screen"
        page.locator("#btn-pg-ready").click()
        assert phase(page) == "pick" and page.is_visible("#pg-goals")
        shown = page.inner_text("#pg-goal-list")
        mine = game.round.goals[seat]
        for above, below in mine:
            assert f"{cat_name(above)} above" in shown and cat_name(below) in shown
        goals_text[name] = page.inner_text("#pg-goals")
        if seat == 1:
            screenshot(page, "pageant-pick-at-one-device")
        page.locator(f"#pg-cats button[data-cat='{seat + 2}']").click()
        page.locator("#btn-pg-cast").click()
    assert wait_phase(page, "reveal") == "reveal"
    assert page.is_hidden("#pg-goals")  # several people here: the reveal shows no one's goals
    assert page.locator("#pg-picks li").count() == 4


def _finished_link(seed: int) -> tuple[str, Game]:
    rng = random.Random(seed)
    seats = (Seat(PERSON, "Ann"), Seat("easy"), Seat("medium"), Seat("hard"))
    game = Game.new(4, seed)
    while not game.is_over:
        ranked = set(game.round.ranking)
        open_cats = [c for c in range(1, 10) if c not in ranked]
        game = game.vote(tuple(rng.choice(open_cats) for _ in range(4)))
    return encode(PageantLink(seats, seed, game.votes)), game


def test_a_finished_game_reopens_from_its_link_and_steps_through_its_votes_then_the_rules(
        page, server_url):
    page = settling(page)
    fragment, game = _finished_link(21)
    open_page(page, server_url, fragment)
    assert wait_phase(page, "over") == "over"
    page.keyboard.press("Home")
    assert phase(page) == "history" and ladder(page) == [""] * 9
    page.keyboard.press("ArrowRight")
    first = game.rounds[0].reveals[0]
    assert "Vote 1 of" in page.text_content("#pg-step")
    assert page.locator("#pg-picks li").count() == 4
    if first.chosen is not None:
        assert ladder(page)[8] == cat_name(first.chosen)
    page.locator("#btn-pg-last").click()
    assert phase(page) == "over"
    assert page.evaluate("location.hash.slice(1)") == fragment
    _the_rules_replay_the_seeds_example_round(page)


def test_a_bad_link_is_refused_and_the_saved_pageant_is_kept(page, server_url):
    page = settling(page)
    open_page(page, server_url, "game=pageant&seed=8&seats=pYou,e,e&votes=")
    page.locator("#pg-cats button[data-cat='5']").click()
    page.locator("#btn-pg-cast").click()
    wait_phase(page, "reveal")
    kept = page.evaluate("location.hash.slice(1)")
    page.evaluate("location.hash = '#game=pageant&seed=8&seats=pYou,e,e&votes=12'")
    wait_for(page, "!document.getElementById('pg-problem').hidden", what="the bad link's message")
    problem = page.text_content("#pg-problem")
    assert "'12'" in problem and "3 digits" in problem
    assert page.evaluate("location.hash.slice(1)") == kept
    open_page(page, server_url, "game=pageant")  # a new visit: the saved game comes back
    assert page.evaluate("location.hash.slice(1)") == kept


def test_the_menu_switches_between_the_games_and_each_stays_as_it_was(page, server_url):
    page = settling(page)
    open_page(page, server_url, "game=pageant&seed=8&seats=pYou,e,e&votes=")
    page.locator("#pg-cats button[data-cat='5']").click()
    assert page.get_attribute("#nav-pageant", "aria-current") == "page"
    page.locator("#nav-catherders").click()
    wait_for(page, "document.body.dataset.game === 'catherders' && !!document.body.dataset.fen",
             what="Cat Herders shown")
    assert page.is_visible("#board") and page.is_hidden("#pageant")
    page.locator("#nav-pageant").click()
    wait_for(page, "document.body.dataset.game === 'pageant'", what="the pageant shown again")
    assert page.get_attribute("#pg-cats button[data-cat='5']", "aria-pressed") == "true"
    assert page.is_hidden("#game-view")
    # A dialog of the game left does not cover the next one (a link opened from the address bar).
    page.locator("#nav-catherders").click()
    page.locator("#btn-new").click()
    page.locator("#dlg-new").wait_for(state="visible")
    page.evaluate("location.hash = '#game=pageant'")
    wait_for(page, "document.body.dataset.game === 'pageant' && !document.getElementById('dlg-new').open",
             what="the pageant shown, Cat Herders' dialog closed")
    page.locator("#pg-cats button[data-cat='6']").click()
    assert page.get_attribute("#pg-cats button[data-cat='6']", "aria-pressed") == "true"


def _the_rules_replay_the_seeds_example_round(page) -> None:
    """The rules (their link opened in the same tab) show the nine cats and replay the seed's
    example round vote by vote."""
    page.evaluate("() => { location.hash = 'game=pageant&rules'; }")
    wait_for(page, "document.body.dataset.rules === 'ready-pageant'", what="the pageant's rules")
    assert page.locator("#pg-rules-body .pg-gallery li").count() == 9
    page.locator("#pg-rules-body details summary").click()
    figure = page.locator("#pg-rules-body figure[data-diagram='pageant-example']")
    for _ in range(12):
        figure.get_by_role("button", name="Next vote ›").click()
    text = figure.locator(".pg-result").text_content()
    assert "Vote 12 of 12" in text and "player 4 wins the round" in text
    names = page.evaluate("""el => [...el.querySelectorAll('.pg-ladder li')].map(li =>
        li.children[2].textContent)""", figure.element_handle())
    assert names == [cat_name(c) for c in (6, 4, 8, 3, 5, 2, 9, 1, 7)]


def test_keys_mark_and_cast_a_vote_and_a_screen_reader_hears_the_reveal(page, server_url):
    page = settling(page)
    open_page(page, server_url, "game=pageant&seed=8&seats=pYou,e,e&votes=")
    page.locator("#pg-title").focus()
    page.keyboard.press("7")
    assert page.get_attribute("#pg-cats button[data-cat='7']", "aria-pressed") == "true"
    assert page.evaluate("document.activeElement.id") == "btn-pg-cast"
    page.keyboard.press("Enter")
    wait_phase(page, "reveal")
    said = page.text_content("#pg-announce")
    assert said.startswith("Votes for 9th place. You: Shadow; Computer 2 (easy): ")
    reveal = decode(page.evaluate("location.hash")).game().rounds[0].reveals[0]
    assert (f"{cat_name(reveal.chosen)} takes 9th place." in said if reveal.chosen
            else "A tie between" in said)
    assert page.get_attribute("#pg-announce", "role") == "status"


def test_the_new_pageant_dialog_seats_people_and_computers(page, server_url):
    page = settling(page)
    open_page(page, server_url, "game=pageant&seed=8&seats=pYou,e,e&votes=")
    page.locator("#btn-pg-new").click()
    page.locator("#dlg-pg-new").wait_for(state="visible")
    page.select_option("#pg-players-count", "4")
    assert page.locator("#pg-seat-rows .seat").count() == 4
    page.select_option("#pg-who-0", "person")
    page.fill("#pg-name-0", "Ann")
    page.select_option("#pg-who-1", "person")
    page.fill("#pg-name-1", "Bob <b>")
    page.select_option("#pg-who-2", "hard")
    page.select_option("#pg-who-3", "easy")
    page.locator("#btn-pg-start").click()
    assert wait_phase(page, "pass") == "pass"
    assert page.text_content("#pg-pass-title") == "Hand the device to Ann"
    link = decode(page.evaluate("location.hash"))
    assert [(s.who, s.name) for s in link.seats] == [
        ("person", "Ann"), ("person", "Bob <b>"), ("hard", ""), ("easy", "")]
    assert link.votes == ()
    assert "Bob <b>" in page.inner_text("#pg-players")  # a name is text, never markup
