"""Entry point of the page (run by PyScript): start the browser layer.

An error while importing the game's modules is shown on the page as well as
in the console, so a player sees why nothing happens.
"""

try:
    from web import page
except Exception as error:
    from pyscript import document

    box = document.getElementById("problem")
    box.textContent = f"The game could not start: {type(error).__name__}: {error}"
    box.hidden = False
    raise

await page.start()  # noqa: F704 - PyScript runs this module with top-level await
