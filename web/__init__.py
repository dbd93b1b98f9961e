"""The page: pure session, link, geometry and drawing modules, and the browser layer (page.py)."""
