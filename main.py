"""Entry point of the page (run by PyScript): start the browser layer."""

from web import page

await page.start()  # noqa: F704 - PyScript runs this module with top-level await
