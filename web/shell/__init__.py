"""The shell: what starts the page and routes it between the games.

In the game's worker: its start (main), the registry of games (the one place that names
them), the router between games, and the platform every game's page uses (dom, host,
computer_link; dom's parts nodes and window), and the bridge to the browser (bridge, the only
module of the workers that imports js and pyodide). The computer's worker's entry
(computer_worker). The protocol between the page's view (web/view/, the main thread), the
game's worker and the computer's worker (protocol), which the view imports too: keep this
file free of imports, so the view loads nothing else of the shell.
"""
