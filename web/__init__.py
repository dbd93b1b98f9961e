"""The site's page code, one folder per part (tests/tools/test_layers.py places each and checks its
imports):

- web/view/: the page's main thread (MicroPython), a thin view of what the game's worker draws;
- web/shell/: what starts and routes the page (the game's worker's start, the registry of games,
  the router between them), the platform the games use (dom, host, computer_link), the workers'
  bridge to the browser, the protocol between the view and the workers, and the computer's
  worker's entry;
- web/kit/: what the games' pages share (storage, elements, words, link fields, canvas shapes,
  the rules view, and table/: the page, canvas, history, seats and links of the table games);
- web/catherders/, web/pageant/, web/clowder/, web/mansion/: each game's page, its engine being
  game/<game>/ (Cat Herders' features in subfolders: board, training, review, editor, sharing,
  media, access).
"""
