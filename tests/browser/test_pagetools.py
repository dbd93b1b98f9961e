"""The browser tests' own waits (tests/browser/pagetools.py): a page's wait_for_function looks
at its condition only between the game's batches, whichever way the condition is written."""
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser import pagetools as pt

pytestmark = pytest.mark.browser

CONDITIONS = [("document.body.dataset.view === 'game'", None),
              ("v => document.body.dataset.view === v", "game"),
              ("(v) => { return document.body.dataset.view === v; }", "game")]


@pytest.mark.parametrize("condition, arg", CONDITIONS)
def test_a_condition_is_looked_at_only_between_batches(make_page, condition, arg):
    page = make_page()
    page.set_content("<body data-view='game' data-applying='1'></body>")
    with pytest.raises(PlaywrightTimeout):  # true, but a batch is half applied
        page.wait_for_function(condition, arg=arg, timeout=300)
    page.evaluate("() => { delete document.body.dataset.applying; }")
    page.wait_for_function(condition, arg=arg, timeout=5_000)
    page.evaluate("() => { document.body.dataset.view = 'edit'; }")
    with pytest.raises(PlaywrightTimeout):  # between batches, and false
        page.wait_for_function(condition, arg=arg, timeout=300)


def test_wait_for_waits_for_the_batch_to_end(make_page):
    page = make_page()
    page.set_content("<body data-view='game' data-applying='1'></body>")
    page.evaluate("() => setTimeout(() => { delete document.body.dataset.applying; "
                  "document.body.dataset.count = '3'; }, 200)")
    pt.wait_for(page, "document.body.dataset.view === 'game'")
    assert page.evaluate("() => document.body.dataset.count") == "3"


def test_a_function_is_told_from_an_expression():
    assert pt.between_batches("x => x > 1").endswith("(x => x > 1)(arg)")
    assert pt.between_batches("async (a) => a").endswith("(async (a) => a)(arg)")
    assert pt.between_batches("(document.body.dataset.n) === '1'").endswith(
        "((document.body.dataset.n) === '1')")
    called_at_once = "(() => { const b = document.body; return !!b; })()"  # an expression
    assert pt.between_batches(called_at_once).endswith(f"({called_at_once})")
    assert pt.between_batches("function (a) { return a; }").endswith("(function (a) { return a; })(arg)")


def test_wait_for_refuses_a_function_and_takes_an_arrow_called_at_once(make_page):
    page = make_page()
    page.set_content("<body data-view='game'></body>")
    for function in ("v => v", "(a, b) => a", "async () => 1", "function () { return 1; }"):
        with pytest.raises(ValueError):
            pt.wait_for(page, function)
    pt.wait_for(page, "(() => document.body.dataset.view === 'game')()")
