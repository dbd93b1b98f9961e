"""The Great Cat Pageant's markup beyond its first screen (web/kit/markup.py): its side panel's
boxes, its rules view and its new-game dialog, put into index.html's containers when its page is
made."""

from web.kit.table.parts import game_over, new_game_dialog, recent_and_record, steps, tools

SIDE = f"""
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
{game_over("pg", "The pageant is over", "Step through the votes")}
<section id="pg-goals" class="pg-box" hidden aria-labelledby="pg-goals-title">
  <h3 id="pg-goals-title">Your goals</h3>
  <ul id="pg-goal-list" class="pg-goal-list"></ul>
</section>
<section class="pg-box" aria-labelledby="pg-table-title">
  <h3 id="pg-table-title">The table</h3>
  <ul id="pg-players" class="pg-players"></ul>
</section>
{steps("pg", "Step through the votes", "Before the first vote", "Previous vote", "Next vote", "Back to the game")}
{tools("pg", "vote")}
<label class="toggle"><input type="checkbox" id="chk-pg-guide"> Guide me (tips at every step)</label>
{recent_and_record("pg", "Recent pageants")}
"""

MORE = f"""
<section id="pg-rules-view" class="view" data-part="pageant" hidden aria-labelledby="pg-rules-title">
  <div class="view-head">
    <h2 id="pg-rules-title" tabindex="-1">How to play the Great Cat Pageant</h2>
    <button type="button" id="btn-pg-rules-back" class="primary">Back to the pageant</button>
  </div>
  <article id="pg-rules-body" class="rules"><p>Loading the rules…</p></article>
</section>

{new_game_dialog("pg", "A new pageant", "Players", range(3, 8), 5, "Who sits where")}
"""

PARTS = {"pg-side": SIDE, "pg-more": MORE}  # index.html's container -> what goes at its end
