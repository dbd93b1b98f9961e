"""axe-core (shipped by the axe-playwright-python package, injected from this process: no
network) finds no violation on the page, in the light and the dark scheme: the board with a
game under way, the new-game dialog, the record box, a message with text to copy, and the
end of a game with its dialog."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe

from game.catherders import Game
from tests.browser.catherders.playing import finished_game, link_of
from tests.browser.pagetools import open_page, page_state, screenshot, wait_for

pytestmark = pytest.mark.browser

START = "v=1&rules=designer&board=hex6&setup=beginner&cats=9&seed={seed}"
AXE = Axe()
SCHEMES = ("light", "dark")
# axe-core's rules whose verdict depends on the colours (the others read only the document)
COLOUR_RULES = ("color-contrast", "link-in-text-block")


def _violations(page, rules: tuple[str, ...] = ()) -> list[str]:
    """axe-core's violations on the page as it is now, one readable line each; only those of
    `rules` when given. (axe-core is put in the page once a page load, not before every check
    as Axe.run does: 0.5 MB.)"""
    page.wait_for_function("!document.body.dataset.animating")
    if page.evaluate("typeof window.axe") == "undefined":
        page.evaluate(AXE.axe_script)
    options = {"resultTypes": ["violations"]}
    if rules:
        options["runOnly"] = {"type": "rule", "values": list(rules)}
    response = page.evaluate("options => axe.run(document, options)", options)
    return [f"{v['id']} ({v['impact']}): {v['help']}: "
            + "; ".join(" ".join(n["target"]) for n in v["nodes"][:5])
            for v in response["violations"]]


class Checks:
    """The violations found in each state of one page, in both colour schemes: each state is
    checked with every rule in the light scheme, and then with the rules that depend on colour
    in the dark one, on the same page (the scheme is the browser's: switching it reloads
    nothing, and only colours differ), with a screenshot of each when asked."""

    def __init__(self, page, **media):
        self.page, self.media, self.found = page, media, {}
        page.emulate_media(color_scheme=SCHEMES[0], **media)

    def check(self, state: str, shot: str = "") -> None:
        """Check the page as it is now in both schemes; `shot` names its screenshots."""
        for scheme in SCHEMES:
            self.page.emulate_media(color_scheme=scheme, **self.media)
            self.page.wait_for_function("s => matchMedia(`(prefers-color-scheme: ${s})`).matches", arg=scheme)
            rules = () if scheme == SCHEMES[0] else COLOUR_RULES
            self.found[f"{state} ({scheme})"] = _violations(self.page, rules)
            if shot:
                screenshot(self.page, f"{shot}-{scheme}")
        self.page.emulate_media(color_scheme=SCHEMES[0], **self.media)

    def assert_none(self) -> None:
        """Fail with every violation found, by state and scheme."""
        found = {state: lines for state, lines in self.found.items() if lines}
        assert found == {}, "\n".join(f"{state}:\n  " + "\n  ".join(lines) for state, lines in found.items())


def _open_in_tab(page, fragment: str, shown: str, arg=None, what: str = "") -> None:
    """Open a link in the same tab (only the address's fragment changes: no page load) and
    wait until `shown` (a JavaScript condition, `arg` in scope) holds."""
    page.evaluate("f => { location.hash = f; }", fragment)
    wait_for(page, shown, arg, what=what or f"the page at {fragment[:60]}")


def _first_turns(game: Game, n: int) -> Game:
    """The game as it was after its first n turns."""
    again = Game(game.start, game.rules)
    for turn in game.turns[:n]:
        again.push(turn)
    return again


@pytest.mark.slow
def test_axe_finds_no_violation(page, server_url):
    """Zero axe-core violations in each state, in both colour schemes."""
    checks = Checks(page)
    seed, game = finished_game()
    start = START.format(seed=seed)
    # A game under way: moves listed, one of them shown.
    under_way = _first_turns(game, 12)
    open_page(page, server_url, link_of(start, under_way))
    checks.check("board", "axe-board")

    page.click("#btn-review")
    wait_for(page, "document.body.dataset.review === 'done'", timeout_ms=120_000, what="the review")
    page.keyboard.press("n")
    checks.check("board with a review", "axe-review")

    page.click("#board-text summary")
    page.click("#ask-buttons button[data-ask='danger']")
    checks.check("board in words, a question answered")
    page.check("#chk-contrast")
    checks.check("high contrast", "axe-high-contrast")
    page.uncheck("#chk-contrast")

    page.click("details:has(#record) summary")
    page.click("details:has(#recent) summary")
    checks.check("record box and recent games")

    page.click("#btn-new")
    page.locator("#dlg-new").wait_for(state="visible")
    checks.check("new game dialog", "axe-new-game")
    page.click("#dlg-new button[value=cancel]")

    page.click("#btn-rules")
    wait_for(page, "document.body.dataset.rules === 'ready-catherders'", what="the rules view")
    page.click("#view-rules details summary")  # the full rules too
    checks.check("rules view", "axe-rules")
    page.click("#btn-rules-back")
    page.click("#btn-learn")
    wait_for(page, "document.body.dataset.view === 'learn'", what="the lessons list")
    checks.check("lessons list")
    page.click("#lesson-list button[data-lesson='3']")
    wait_for(page, "document.body.dataset.lesson === '3'", what="lesson 3")
    page.click("#btn-lesson-hint")
    checks.check("a lesson with its hint", "axe-lesson")
    page.click("#btn-lesson-leave")

    page.click("#btn-puzzles")
    wait_for(page, "!!document.body.dataset.puzzles", what="the puzzles list")
    checks.check("puzzles list", "axe-puzzles")
    page.click("#puzzle-list button[data-puzzle='2']")
    wait_for(page, "document.body.dataset.puzzle === '2'", what="puzzle 2")
    page.click("#btn-lesson-hint")
    checks.check("a puzzle with its hint")
    page.click("#btn-lesson-answer")
    wait_for(page, "document.body.dataset.verdict === 'shown'", what="the answer shown")
    checks.check("a puzzle's answer shown", "axe-puzzle")
    page.click("#btn-lesson-leave")
    page.click("#btn-edit")
    wait_for(page, "document.body.dataset.view === 'edit'", what="the editor")
    page.click("#btn-edit-puzzle")
    checks.check("position editor", "axe-editor")
    page.click("#btn-edit-back")

    # A link with a bad turn: the message with the rest of the link to copy.
    _open_in_tab(page, link_of(start, under_way) + ",a1",
                 "!document.getElementById('problem').hidden"
                 " && !!document.querySelector('#problem textarea')",
                 what="the message with the rest of the link")
    assert page.locator("#problem textarea").is_visible()
    checks.check("message with text to copy", "axe-message")

    # The end of a game: the last turn typed, the dialog that announces the winner.
    before_end = _first_turns(game, len(game.stack) - 1)
    _open_in_tab(page, link_of(start, before_end), "document.body.dataset.fen === arg", before_end.fen())
    page.fill("#turn-text", str(game.turns[-1]))
    page.click("#btn-turn")
    page.locator("#dlg-over").wait_for(state="visible")
    assert page_state(page)["outcome"] == game.outcome().result
    checks.check("end of the game", "axe-game-over")
    page.click("#btn-over-close")
    wait_for(page, "!document.getElementById('dlg-over').open", what="the dialog to close")
    checks.check("finished game's board")

    checks.assert_none()



def _pageant_before_round_end(seed: int) -> str:
    """A pageant link for three people at one device, round 1 up to its 2nd place vote."""
    from game.pageant import Game as Pageant
    from web.pageant.link import PERSON, PageantLink, Seat, encode

    game = Pageant.new(3, seed)
    while len(game.round.ranking) < 7:
        cat = next(c for c in range(1, 10) if c not in game.round.ranking)
        game = game.vote((cat, cat, cat))
    seats = tuple(Seat(PERSON, name) for name in ("Ann", "Bob", "Cleo"))
    return encode(PageantLink(seats, seed, game.votes))


def _pageant_vote(page, cats) -> None:
    """Each person at the device takes it in turn and casts their cat."""
    for cat in cats:
        page.click("#btn-pg-ready")
        page.click(f"#pg-cats button[data-cat='{cat}']")
        page.click("#btn-pg-cast")


def test_axe_finds_no_violation_in_the_pageant(page, server_url):
    """Zero axe-core violations in the pageant's screens, in both colour schemes: the
    hand-over, a secret vote, a tie's reveal, a round's end, a game looked back on, the new
    game dialog and the rules with the example round."""
    checks = Checks(page)
    open_page(page, server_url, _pageant_before_round_end(6))
    checks.check("hand the device over")
    page.click("#btn-pg-ready")
    page.click("#pg-cats button[data-cat='9']")
    checks.check("a secret vote, a cat marked", "pageant-vote")
    page.click("#btn-pg-cast")
    rnd_open = page.evaluate("""() => [...document.querySelectorAll('#pg-ladder li')]
        .filter(li => !li.classList.contains('filled')).length""")
    assert rnd_open == 2
    _pageant_vote(page, (1, 2))  # Bob and Cleo: three cats, one vote each
    wait_for(page, "document.body.dataset.pageantPhase === 'reveal'", what="the reveal")
    assert "tie" in page.text_content("#pg-result")
    checks.check("a tie's reveal", "pageant-tie")
    page.click("#btn-pg-go")
    page.click("#btn-pg-ready")
    unranked = page.evaluate("""() => [...document.querySelectorAll('#pg-cats button')]
        .filter(b => b.textContent.includes('not ranked')).map(b => b.dataset.cat)""")
    assert len(unranked) == 2
    page.click(f"#pg-cats button[data-cat='{unranked[0]}']")
    page.click("#btn-pg-cast")
    _pageant_vote(page, [unranked[0]] * 2)
    wait_for(page, "document.body.dataset.pageantPhase === 'reveal'", what="the deciding reveal")
    page.click("#btn-pg-go")
    wait_for(page, "document.body.dataset.pageantPhase === 'round'", what="the round's end")
    checks.check("a round's end", "pageant-round-end")
    page.click("#btn-pg-next")
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    page.click("#pg-record-box summary")
    page.click("#pg-recent-box summary")
    checks.check("looking back, with the link and recent games open")
    page.click("#btn-pg-new")
    page.locator("#dlg-pg-new").wait_for(state="visible")
    checks.check("new pageant dialog", "pageant-new")
    page.click("#btn-pg-cancel-new")
    page.click("#btn-pg-rules")
    wait_for(page, "document.body.dataset.rules === 'ready-pageant'", what="the pageant's rules")
    page.click("#pg-rules-body details summary")
    page.locator("figure[data-diagram='pageant-example'] button").last.click()
    checks.check("the pageant's rules", "pageant-rules")
    checks.assert_none()


def _clowder_link(stop, seats=None, seed=1) -> str:
    from tests.browser.clowder.links import link_to
    from web.clowder.link import PERSON, Seat

    return link_to(seats or (Seat(PERSON, "You"), Seat("easy"), Seat("hard")), seed, stop)


def test_axe_finds_no_violation_in_clowder(page, server_url):
    """Zero axe-core violations in Clowder's screens, in both colour schemes: the hand-over,
    a token pick, a reveal with a move's landings marked, the catch choice, buying keys, a game
    looked back on with the link and recent games open, the new game dialog and the rules."""
    from web.clowder.link import PERSON, Seat

    checks = Checks(page)
    two = (Seat(PERSON, "Ann"), Seat(PERSON, "Bob"), Seat("easy"))
    open_page(page, server_url, _clowder_link(lambda st: st.phase == "choose" and st.round == 2, two))
    wait_for(page, "document.body.dataset.clowderPhase === 'pass'", what="the hand-over")
    checks.check("hand the device over")
    page.click("#btn-cl-ready")
    checks.check("a token pick", "clowder-pick")

    def just_revealed(st):
        return st.phase == "move" and st.actor() == 0 and st.round >= 2 and st.turn == 0 \
            and not any(seat == 0 for seat, _ in st.moved)
    link = _clowder_link(just_revealed, seed=5)
    _open_in_tab(page, link, "document.body.dataset.clowderPhase === 'move'"
                             " && location.hash.slice(1) === arg", link, what="a move")
    if not page.locator("#cl-choices button[data-do='land']").count():
        page.locator("#cl-choices button[data-do='select']").first.click()
    wait_for(page, "document.querySelectorAll('#cl-choices button[data-do=land]').length > 0",
             what="the landings marked")
    assert page.locator("#cl-order").is_visible()
    checks.check("a reveal, and a move with its landings marked", "clowder-move")

    def caught(st):
        return st.phase == "caught" and st.catch[0] == 0 and any(
            type(a).__name__ == "Flee" for a in st.legal_actions())
    _open_in_tab(page, _clowder_link(caught, seed=9), "document.body.dataset.clowderPhase === 'caught'",
                 what="the catch choice")
    checks.check("the catch choice", "clowder-caught")

    def shop(st):
        legal = st.legal_actions() if st.phase == "move" and st.actor() == 0 else ()
        return any(type(a).__name__ == "BuyKey" for a in legal) and not any(
            type(a).__name__ == "Move" for a in legal)
    _open_in_tab(page, _clowder_link(shop, seed=13), "document.body.dataset.clowderPhase === 'shop'",
                 what="buying keys")
    checks.check("buying keys")
    page.keyboard.press("Home")
    page.click("#cl-record-box summary")
    page.click("#cl-recent-box summary")
    checks.check("looking back, with the link and recent games open")
    page.click("#btn-cl-new")
    page.locator("#dlg-cl-new").wait_for(state="visible")
    checks.check("new Clowder game dialog", "clowder-new")
    page.click("#btn-cl-cancel-new")
    page.click("#btn-cl-rules")
    wait_for(page, "document.body.dataset.rules === 'ready-clowder'", what="Clowder's rules")
    page.click("#cl-rules-body details summary")
    checks.check("Clowder's rules", "clowder-rules")
    checks.assert_none()


def test_axe_finds_no_violation_in_cats_mansion(page, server_url):
    """Zero axe-core violations in Cat's Mansion's screens, in both colour schemes: a move
    with the spaces in reach marked (and the keyboard's cursor), a spat's retreat or stand, the
    defender's bid with a Purr card chosen, the dice and the push, a game looked back on with the
    link and recent games open, the new game dialog and the rules. One page load:
    the second game is opened by its link in the same tab."""
    from game.mansion.pieces import Rules
    from tests.browser.mansion.links import link_to
    from web.mansion.link import PERSON, Seat

    checks = Checks(page, reduced_motion="reduce")
    seats = (Seat(PERSON, "Ann"), Seat("easy"), Seat("easy"))

    def moving(st):
        return st.phase == "move" and st.mover == 0 and not st.acted and st.turn > 6
    open_page(page, server_url, link_to(seats, 3, moving, Rules(shorter=True, both_ways=True)))
    wait_for(page, "document.body.dataset.mansionPhase === 'move'", what="a move")
    page.locator("#ma-board").focus()
    page.keyboard.press("ArrowUp")
    checks.check("a move with its reach marked, and the cursor", "mansion-move")

    def attacked(st):
        return st.phase == "retreat" and st.actor() == 0 and st.purrs[0] > 0 and st.energy[0] >= 3
    _open_in_tab(page, link_to(seats, 7, attacked, Rules(shorter=True)),
                 "document.body.dataset.mansionPhase === 'retreat'", what="retreat or stand")
    checks.check("retreat or stand")
    page.click("#ma-choices button[data-do='stand']")
    wait_for(page, "document.body.dataset.mansionPhase === 'bid'", what="the defender's bid")
    page.click("#ma-choices button[data-do='purr']")
    page.click("#ma-choices button[data-do='more']")
    checks.check("the defender's bid, a Purr card and energy chosen", "mansion-bid")
    page.click("#ma-choices button[data-do='bid']")
    wait_for(page, "['move', 'push', 'retreat', 'bid', 'gift', 'over'].includes("
                   "document.body.dataset.mansionPhase)", what="the spat rolled")
    checks.check("the dice rolled, the spat's result", "mansion-spat")
    page.keyboard.press("Home")
    page.click("#ma-record-box summary")
    page.click("#ma-recent-box summary")
    checks.check("looking back, with the link and recent games open")
    page.click("#btn-ma-new")
    page.locator("#dlg-ma-new").wait_for(state="visible")
    checks.check("new Cat's Mansion game dialog", "mansion-new")
    page.click("#btn-ma-cancel-new")
    page.click("#btn-ma-rules")
    wait_for(page, "document.body.dataset.rules === 'ready-mansion'", what="Cat's Mansion's rules")
    page.click("#ma-rules-body details summary")
    checks.check("Cat's Mansion's rules", "mansion-rules")
    checks.assert_none()
