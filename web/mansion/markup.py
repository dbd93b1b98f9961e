"""Cat's Mansion's markup beyond its first screen (web/kit/markup.py): its side panel's boxes, its rules
view and its new-game dialog, put into index.html's containers when its page is made."""

from web.kit.table.parts import game_over, new_game_dialog, recent_and_record, steps, tools

# The new game's variants, after who plays each cat.
VARIANTS = """
    <fieldset class="ma-variants">
      <legend>Variants</legend>
      <label class="toggle"><input type="checkbox" id="chk-ma-shorter" name="shorter">
        Shorter Course <small>(five rooms, then home to your cushion)</small></label>
      <label class="toggle"><input type="checkbox" id="chk-ma-both" name="both">
        Both Ways <small>(Bidirectional Race: start from either end of the race order)</small></label>
      <label class="toggle"><input type="checkbox" id="chk-ma-close" name="close">
        Close Quarters <small>(Smaller Personal Space: a spat only by stepping onto a cat)</small></label>
    </fieldset>"""

SIDE = f"""
<p id="ma-guide" class="ma-guide" hidden></p>
<section id="ma-act" class="ma-box" hidden aria-labelledby="ma-act-title">
  <h3 id="ma-act-title">Your turn</h3>
  <p id="ma-act-text"></p>
  <div id="ma-choices" class="ma-choices" role="group" aria-labelledby="ma-act-title"></div>
  <div class="controls ma-turn-buttons">
    <button type="button" id="btn-ma-stay" hidden>Stay</button>
    <button type="button" id="btn-ma-end" class="primary" hidden>End the turn</button>
  </div>
</section>
<section id="ma-spat" class="ma-box ma-spat" hidden aria-labelledby="ma-spat-title">
  <h3 id="ma-spat-title">A Cat Spat</h3>
  <div class="ma-spat-sides">
    <div class="ma-spat-side">
      <h4 id="ma-spat-att-name">Attacker</h4>
      <ul id="ma-spat-att" class="ma-bonuses"></ul>
    </div>
    <div class="ma-spat-side">
      <h4 id="ma-spat-def-name">Defender</h4>
      <ul id="ma-spat-def" class="ma-bonuses"></ul>
    </div>
  </div>
  <p id="ma-spat-odds" class="ma-odds"></p>
  <ol id="ma-spat-rolls" class="ma-rolls"></ol>
  <p id="ma-spat-result" class="ma-result"></p>
</section>
{game_over("ma", "The race is over", "Step through the game")}
<section class="ma-box" aria-labelledby="ma-cats-title">
  <h3 id="ma-cats-title">The cats</h3>
  <ul id="ma-cats" class="ma-cats"></ul>
</section>
{steps("ma", "Step through the game", "Back to the start of the game", "One move back", "One move forward", "Back to the game as it is now")}
{tools("ma", "move")}
<div class="controls">
  <label class="toggle"><input type="checkbox" id="chk-ma-guide"> Guide me (tips at every step)</label>
  <label class="toggle"><input type="checkbox" id="chk-ma-motion" checked> Animate the moves and dice</label>
</div>
{recent_and_record("ma", "Recent Cat's Mansion games")}
"""

MORE = f"""
<section id="ma-rules-view" class="view" data-part="mansion" hidden aria-labelledby="ma-rules-title">
  <div class="view-head">
    <h2 id="ma-rules-title" tabindex="-1">How to play Cat's Mansion</h2>
    <button type="button" id="btn-ma-rules-back" class="primary">Back to the game</button>
  </div>
  <article id="ma-rules-body" class="rules"><p>Loading the rules…</p></article>
</section>

{new_game_dialog("ma", "A new game of Cat's Mansion", "Cats", range(3, 6), 4, "Who plays each cat", VARIANTS)}
"""

PARTS = {"ma-side": SIDE, "ma-more": MORE}  # index.html's container -> what goes at its end
