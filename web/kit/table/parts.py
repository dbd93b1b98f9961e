"""The markup every table game's page has, once (each game's web/<game>/markup.py builds its
parts with these): the game's end, the steps back through the game, the recent games and the record,
and the new-game dialog. Our own text only; ids follow the game's prefix (web/kit/table/game.py)."""

from __future__ import annotations


def game_over(prefix: str, title: str, review: str) -> str:
    """The box of the game's end: `title`, the result, and playing again or stepping through
    the game (`review`: that button's words)."""
    return f"""<section id="{prefix}-over" class="{prefix}-box" hidden aria-labelledby="{prefix}-over-title">
  <h3 id="{prefix}-over-title">{title}</h3>
  <p id="{prefix}-over-text" class="{prefix}-result"></p>
  <div class="controls">
    <button type="button" id="btn-{prefix}-again" class="primary">Play again</button>
    <button type="button" id="btn-{prefix}-review">{review}</button>
  </div>
</section>"""


def steps(prefix: str, group: str, first: str, back: str, forward: str, last: str) -> str:
    """The buttons that step through the game, each with its accessible name."""
    return f"""<div class="nav-buttons table-steps" role="group" aria-label="{group}">
  <button type="button" id="btn-{prefix}-first" aria-label="{first}">«</button>
  <button type="button" id="btn-{prefix}-prev" aria-label="{back}">‹</button>
  <span id="{prefix}-step" class="table-step"></span>
  <button type="button" id="btn-{prefix}-next-step" aria-label="{forward}">›</button>
  <button type="button" id="btn-{prefix}-last" aria-label="{last}">»</button>
</div>"""


def tools(prefix: str, decision: str) -> str:
    """The tools of a person's game: take back and redo a decision (`decision` names one,
    'move' or 'vote'), ask for a hint, and save a picture of the board as shown; then the hint's
    sentence, said where it is shown."""
    return f"""<div class="controls table-tools" role="group" aria-label="Game tools">
  <button type="button" id="btn-{prefix}-undo" disabled title="Take back (Ctrl+Z)"
    aria-label="Undo: take back your last {decision}">Undo</button>
  <button type="button" id="btn-{prefix}-redo" disabled title="Redo (Ctrl+Y)"
    aria-label="Redo: play again the {decision} taken back">Redo</button>
  <button type="button" id="btn-{prefix}-hint" disabled title="What the hard computer would do (H)"
    aria-label="Hint: what the hard computer would do in your place">Hint</button>
  <button type="button" id="btn-{prefix}-picture"
    aria-label="Save a picture of the board as shown">Save picture</button>
  <button type="button" id="btn-{prefix}-analyse" disabled
    aria-label="Review the game: every player's chances and the costliest decisions">Review the game</button>
</div>
<p id="{prefix}-hint" class="table-hint" hidden></p>
{review_box(prefix)}"""


def review_box(prefix: str) -> str:
    """The review of a finished game (web/kit/table/review.py): its progress, the chart of
    every player's chances with its legend, the costliest decisions, and the questions of
    "Learn from your mistakes"."""
    return f"""<section id="{prefix}-review-box" class="table-review" hidden aria-labelledby="{prefix}-review-title">
  <h3 id="{prefix}-review-title">Review of the game</h3>
  <p id="{prefix}-review-status" role="status"></p>
  <progress id="{prefix}-review-progress" max="1" value="0" aria-labelledby="{prefix}-review-status"></progress>
  <canvas id="{prefix}-review-chart" class="review-chart" role="img" tabindex="0"
    aria-label="Each player's chance of winning along the game"></canvas>
  <ul id="{prefix}-review-legend" class="review-legend"></ul>
  <ol id="{prefix}-review-list" class="review-list" aria-label="The costliest decisions"></ol>
  <div id="{prefix}-review-quiz" class="review-quiz" hidden>
    <p id="{prefix}-review-question"></p>
    <div id="{prefix}-review-answers" class="controls" role="group" aria-labelledby="{prefix}-review-question"></div>
    <p id="{prefix}-review-answer" aria-live="polite"></p>
    <div class="controls"><button type="button" id="btn-{prefix}-review-next" hidden>Next question</button></div>
  </div>
  <div id="{prefix}-review-learn-row" class="controls">
    <button type="button" id="btn-{prefix}-review-learn">Learn from your mistakes</button>
    <button type="button" id="btn-{prefix}-review-hide" aria-label="Hide the review">Hide</button>
  </div>
</section>"""


def recent_and_record(prefix: str, recent: str) -> str:
    """The recent games (`recent`: their box's title) and the game's link and record."""
    return f"""<details id="{prefix}-recent-box">
  <summary>{recent}</summary>
  <ul id="{prefix}-recent" class="recent"></ul>
</details>
<details id="{prefix}-record-box" class="table-record">
  <summary>Link and record</summary>
  <label class="copy">Link to this game <input id="{prefix}-link" readonly spellcheck="false"></label>
  <label class="copy">Record <input id="{prefix}-record" readonly spellcheck="false"></label>
  <div class="controls"><button type="button" id="btn-{prefix}-copy">Copy link</button></div>
</details>"""


def new_game_dialog(prefix: str, title: str, count: str, counts: range, chosen: int, seats: str,
                    more: str = "") -> str:
    """The new-game dialog: `title`, the number of seats (`count` its label, `counts` the
    choices, `chosen` the first), who sits where (`seats` its legend), then `more`."""
    options = "".join(f'<option value="{n}"{" selected" if n == chosen else ""}>{n}</option>' for n in counts)
    return f"""<dialog id="dlg-{prefix}-new" aria-labelledby="{prefix}-new-title">
  <form method="dialog" id="form-{prefix}-new">
    <h2 id="{prefix}-new-title">{title}</h2>
    <label>{count} <select id="{prefix}-players-count" name="players">
      {options}
    </select></label>
    <fieldset>
      <legend>{seats}</legend>
      <div id="{prefix}-seat-rows" class="seat-rows"></div>
    </fieldset>{more}
    <div class="dialog-actions">
      <button value="cancel" id="btn-{prefix}-cancel-new">Cancel</button>
      <button value="start" id="btn-{prefix}-start" class="primary">Start</button>
    </div>
  </form>
</dialog>"""
