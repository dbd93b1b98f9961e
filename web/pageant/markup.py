"""The Great Cat Pageant's markup beyond its first screen (web/kit/markup.py): its side panel's
boxes, its rules view and its new-game dialog, put into index.html's containers when its page is
made."""

SIDE = """
<p id="pg-guide" class="pg-guide" hidden></p>
<section id="pg-pass" class="pg-box" hidden aria-labelledby="pg-pass-title">
  <h3 id="pg-pass-title">Hand the device over</h3>
  <p id="pg-pass-text"></p>
  <button type="button" id="btn-pg-ready" class="primary">I am ready</button>
</section>
<section id="pg-vote" class="pg-box" hidden aria-labelledby="pg-vote-title">
  <h3 id="pg-vote-title">Your vote</h3>
  <div id="pg-cats" class="pg-cats" role="group" aria-labelledby="pg-vote-title"></div>
  <p class="hint">Keys 1 to 9 mark a cat; Enter casts the vote.</p>
  <button type="button" id="btn-pg-cast" class="primary" disabled>Cast the vote</button>
</section>
<section id="pg-reveal" class="pg-box" hidden aria-labelledby="pg-reveal-title">
  <h3 id="pg-reveal-title">The votes</h3>
  <ul id="pg-picks" class="pg-picks"></ul>
  <p id="pg-result" class="pg-result"></p>
  <button type="button" id="btn-pg-go" class="primary">Continue</button>
</section>
<section id="pg-round" class="pg-box" hidden aria-labelledby="pg-round-title">
  <h3 id="pg-round-title">The round's end</h3>
  <p id="pg-round-winner" class="pg-result"></p>
  <table class="pg-scores">
    <thead><tr><th scope="col">Player</th><th scope="col">Goals (above, below)</th>
      <th scope="col">Met</th></tr></thead>
    <tbody id="pg-round-rows"></tbody>
  </table>
  <button type="button" id="btn-pg-next" class="primary">Next round</button>
</section>
<section id="pg-over" class="pg-box" hidden aria-labelledby="pg-over-title">
  <h3 id="pg-over-title">The pageant is over</h3>
  <p id="pg-over-text" class="pg-result"></p>
  <div class="controls">
    <button type="button" id="btn-pg-again" class="primary">Play again</button>
    <button type="button" id="btn-pg-review">Step through the votes</button>
  </div>
</section>
<section id="pg-goals" class="pg-box" hidden aria-labelledby="pg-goals-title">
  <h3 id="pg-goals-title">Your goals</h3>
  <ul id="pg-goal-list" class="pg-goal-list"></ul>
</section>
<section class="pg-box" aria-labelledby="pg-table-title">
  <h3 id="pg-table-title">The table</h3>
  <ul id="pg-players" class="pg-players"></ul>
</section>
<div class="nav-buttons table-steps" role="group" aria-label="Step through the votes">
  <button type="button" id="btn-pg-first" aria-label="Before the first vote">«</button>
  <button type="button" id="btn-pg-prev" aria-label="Previous vote">‹</button>
  <span id="pg-step" class="table-step"></span>
  <button type="button" id="btn-pg-next-step" aria-label="Next vote">›</button>
  <button type="button" id="btn-pg-last" aria-label="Back to the game">»</button>
</div>
<label class="toggle"><input type="checkbox" id="chk-pg-guide"> Guide me (tips at every step)</label>
<details id="pg-recent-box">
  <summary>Recent pageants</summary>
  <ul id="pg-recent" class="recent"></ul>
</details>
<details id="pg-record-box" class="table-record">
  <summary>Link and record</summary>
  <label class="copy">Link to this game <input id="pg-link" readonly spellcheck="false"></label>
  <label class="copy">Record <input id="pg-record" readonly spellcheck="false"></label>
  <div class="controls"><button type="button" id="btn-pg-copy">Copy link</button></div>
</details>
"""

MORE = """
<section id="pg-rules-view" class="view" data-part="pageant" hidden aria-labelledby="pg-rules-title">
  <div class="view-head">
    <h2 id="pg-rules-title" tabindex="-1">How to play the Great Cat Pageant</h2>
    <button type="button" id="btn-pg-rules-back" class="primary">Back to the pageant</button>
  </div>
  <article id="pg-rules-body" class="rules"><p>Loading the rules…</p></article>
</section>

<dialog id="dlg-pg-new" aria-labelledby="pg-new-title">
  <form method="dialog" id="form-pg-new">
    <h2 id="pg-new-title">A new pageant</h2>
    <label>Players <select id="pg-players-count" name="players">
      <option value="3">3</option><option value="4">4</option><option value="5" selected>5</option>
      <option value="6">6</option><option value="7">7</option>
    </select></label>
    <fieldset>
      <legend>Who sits where</legend>
      <div id="pg-seat-rows" class="seat-rows"></div>
    </fieldset>
    <div class="dialog-actions">
      <button value="cancel" id="btn-pg-cancel-new">Cancel</button>
      <button value="start" id="btn-pg-start" class="primary">Start</button>
    </div>
  </form>
</dialog>
"""

PARTS = {"pg-side": SIDE, "pg-more": MORE}  # index.html's container -> what goes at its end
