"""Offline support (sw.js): a new build of the site replaces the offline copy, and a fixed build
replaces a broken one without closing the tab. Each test serves its own copy of the site
(tests/browser/site/offline_site.py), service workers allowed; every request of the browser
context, the service worker's included, must stay on the page's origin."""

from __future__ import annotations

import pytest

from tests.browser.pagetools import settling
from tests.browser.site.offline_site import (
    BOOT_MS,
    STEP_MS,
    Recorder,
    copy_site,
    screenshot,
    serving,
    site_manifest,
    wait_controlled_by,
    wait_ready,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.fixture
def offline_site(tmp_path):
    """(folder, manifest) of a fresh copy of the site."""
    folder = tmp_path / "site"
    folder.mkdir()
    return folder, copy_site(folder)


@pytest.fixture
def offline_context(browser):
    """make(origin) -> (context, page, recorder): a fresh context with service workers allowed.
    Fails the test at teardown on any request off the origin."""
    made = []

    def make(origin: str):
        context = browser.new_context(service_workers="allow")
        context.set_default_timeout(STEP_MS)
        recorder = Recorder(context, origin)
        made.append((context, recorder))
        return context, settling(context.new_page()), recorder

    yield make
    off = []
    for context, recorder in made:
        context.close()
        off += recorder.off_origin
    assert off == [], f"requests left the page's origin: {off}"


def test_a_new_build_replaces_the_offline_copy(offline_site, offline_context):
    """The site changes (one file, manifest rewritten): the next load still runs the old build
    while the new worker caches the new one; once that page is ready the new worker takes over
    and deletes the old cache, and the load after runs the new build, offline too."""
    folder, manifest = offline_site
    old = manifest["build"]
    with serving(folder) as origin:
        context, page, recorder = offline_context(origin)
        page.goto(origin + "/")
        wait_ready(page)
        wait_controlled_by(page, old)

        index = folder / "index.html"
        index.write_text(index.read_text().replace(
            "<head>", '<head>\n  <meta name="test-build" content="new">', 1))
        new = site_manifest.write_manifest(folder, manifest["versions"])["build"]
        assert new != old

        page.reload()
        wait_ready(page)
        assert page.locator('meta[name="test-build"]').count() == 0, \
            "the page mixed builds: the new index.html was served before the new build took over"
        wait_controlled_by(page, new)  # the new worker is in charge, the old cache is gone
        screenshot(page, "offline-3-update-installed")

        page.reload()
        wait_ready(page)
        assert page.locator('meta[name="test-build"]').count() == 1

        context.set_offline(True)
        page.reload()
        wait_ready(page)
        assert page.locator('meta[name="test-build"]').count() == 1
        copies = [name for name in page.evaluate("caches.keys()") if name.startswith("cat-herders-")]
        assert copies == [f"cat-herders-{new}"], copies
        screenshot(page, "offline-4-new-build-offline")
        assert recorder.errors == []


def test_a_fixed_build_replaces_a_broken_one_without_closing_the_tab(offline_site, offline_context):
    """A build whose Python fails at start (its error banner shows) is cached like any other.
    When a fixed build is published, reloading the broken page installs it, lets it take over
    at once (the broken page will never be ready) and reloads into it: no stuck tab."""
    folder, manifest = offline_site
    main_py = folder / "web" / "view" / "main.py"  # the page's own Python (the view)
    good = main_py.read_text()
    with serving(folder) as origin:
        context, page, recorder = offline_context(origin)
        page.goto(origin + "/")
        wait_ready(page)
        wait_controlled_by(page, manifest["build"])

        main_py.write_text("raise RuntimeError('broken build, on purpose')\n" + good)
        broken = site_manifest.write_manifest(folder, manifest["versions"])["build"]
        page.reload()
        wait_ready(page)  # still the good build; the broken one installs and takes over
        wait_controlled_by(page, broken)
        page.reload()
        page.wait_for_selector(".py-error", state="attached", timeout=BOOT_MS)
        assert "broken build, on purpose" in page.inner_text(".py-error")
        screenshot(page, "offline-5-broken-build")

        main_py.write_text(good + "\n# fixed\n")
        fixed = site_manifest.write_manifest(folder, manifest["versions"])["build"]
        page.reload()  # the broken build again (from its cache), which finds the fix...
        wait_ready(page)  # ...and lets it take over; boot.js then reloads into the fixed build
        wait_controlled_by(page, fixed)
        assert page.locator(".py-error").count() == 0
        screenshot(page, "offline-6-fixed-build")
        assert all("broken build, on purpose" in e for e in recorder.errors), recorder.errors
