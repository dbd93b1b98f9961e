"""Clowder's markup beyond its first screen (web/kit/markup.py): its side panel's boxes, its rules
view and its new-game dialog, put into index.html's containers when its page is made."""

from web.kit.table.parts import game_over, new_game_dialog, recent_and_record, steps, tools

SIDE = f"""
<p id="cl-guide" class="cl-guide" hidden></p>
<section id="cl-pass" class="cl-box" hidden aria-labelledby="cl-pass-title">
  <h3 id="cl-pass-title">Hand the device over</h3>
  <p id="cl-pass-text"></p>
  <button type="button" id="btn-cl-ready" class="primary">I am ready</button>
</section>
<section id="cl-pick" class="cl-box" hidden aria-labelledby="cl-pick-title">
  <h3 id="cl-pick-title">Pick your token</h3>
  <p id="cl-pick-text"></p>
  <div id="cl-tokens" class="cl-tokens" role="group" aria-labelledby="cl-pick-title"></div>
  <p class="hint">Keys 1, 2 and 3 pick a token. Nobody else sees it until every token is shown.</p>
</section>
<section id="cl-act" class="cl-box" hidden aria-labelledby="cl-act-title">
  <h3 id="cl-act-title">Your turn</h3>
  <p id="cl-act-text"></p>
  <div id="cl-choices" class="cl-choices" role="group" aria-labelledby="cl-act-title"></div>
  <div class="controls">
    <button type="button" id="btn-cl-give" hidden>Give a life marker</button>
    <button type="button" id="btn-cl-cancel" hidden>Cancel the selection</button>
    <button type="button" id="btn-cl-end" class="primary" hidden>End your turn</button>
  </div>
</section>
{game_over("cl", "The game is over", "Step through the game")}
<section class="cl-box" aria-labelledby="cl-players-title">
  <h3 id="cl-players-title">The players</h3>
  <ul id="cl-players" class="cl-players"></ul>
</section>
{steps("cl", "Step through the game", "Back to the start of the game", "One move back", "One move forward", "Back to the game as it is now")}
{tools("cl", "move")}
<div class="controls">
  <label class="toggle"><input type="checkbox" id="chk-cl-guide"> Guide me (tips at every step)</label>
  <label class="toggle"><input type="checkbox" id="chk-cl-motion" checked> Animate the leaps</label>
</div>
{recent_and_record("cl", "Recent Clowder games")}
"""

MORE = f"""
<section id="cl-rules-view" class="view" data-part="clowder" hidden aria-labelledby="cl-rules-title">
  <div class="view-head">
    <h2 id="cl-rules-title" tabindex="-1">How to play Clowder</h2>
    <button type="button" id="btn-cl-rules-back" class="primary">Back to the game</button>
  </div>
  <p class="cl-no-cards">This version plays without the cards: the rulebook names 39 cards but
    never gives their texts, so no card is drawn, bought or given.</p>
  <article id="cl-rules-body" class="rules"><p>Loading the rules…</p></article>
</section>

{new_game_dialog("cl", "A new game of Clowder", "Players", range(2, 5), 4, "Who sits where")}
"""

PARTS = {"cl-side": SIDE, "cl-more": MORE}  # index.html's container -> what goes at its end
