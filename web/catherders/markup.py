"""Cat Herders' markup beyond its first screen (web/kit/markup.py): the panel's boxes after the
welcome (the lessons, the friend's box, the controls, the review, the board in words, the
moves, the record), its dialogs and its views (the rules, the lessons, the editor, the
puzzles), put into index.html's containers when its page is made."""

# Each side's row: who plays it, whether it is to play, its herders in supply and cats caught.
PLAYERS = "\n".join(f"""  <div class="player {side}" id="player-{seat}">
    <span class="who">{side.title()}</span>
    <select class="plays" id="plays-{seat}" aria-label="Who plays {side}" disabled></select>
    <span class="to-move" hidden>to play</span>
    <span class="supply" title="Herders in supply"></span>
    <span class="caught" title="Cats caught"></span>
  </div>""" for seat, side in enumerate(("blue", "red")))

PANEL = f"""
<div id="lesson-box" class="lesson" hidden>
  <h2 id="lesson-title" class="lesson-title"></h2>
  <p id="lesson-explain"></p>
  <p class="goal"><strong>Goal:</strong> <span id="lesson-goal"></span></p>
  <p id="lesson-verdict" class="verdict" role="status"></p>
  <div class="controls">
    <button type="button" id="btn-lesson-hint">Hint</button>
    <button type="button" id="btn-lesson-retry">Retry</button>
    <button type="button" id="btn-lesson-answer" hidden>Show the answer</button>
    <button type="button" id="btn-lesson-next" class="primary" hidden>Next lesson</button>
    <button type="button" id="btn-lesson-all">All lessons</button>
    <button type="button" id="btn-lesson-leave">Leave the lesson</button>
  </div>
</div>

<div class="players">
{PLAYERS}
</div>

<div id="friend-box" class="friend" hidden>
  <p id="friend-side"></p>
  <label class="friend-name">Your friend's name
    <input id="friend-name" maxlength="40" autocomplete="off" placeholder="your friend"></label>
  <div id="send-box" hidden>
    <div class="controls">
      <button type="button" id="btn-send" class="primary">Send your turn</button>
      <button type="button" id="btn-qr" aria-label="Show the link as a QR code">QR code</button>
    </div>
    <label class="copy">Or copy this link and send it
      <input id="send-link" readonly spellcheck="false"></label>
  </div>
</div>

<div id="choices" class="choices"></div>

<div class="controls" role="group" aria-label="Game controls">
  <button type="button" id="btn-first" disabled title="First position (Home)"
    aria-label="First position">«</button>
  <button type="button" id="btn-prev" disabled title="Previous turn (←)"
    aria-label="Previous turn">‹</button>
  <button type="button" id="btn-next" disabled title="Next turn (→)" aria-label="Next turn">›</button>
  <button type="button" id="btn-last" disabled title="Last position (End)"
    aria-label="Last position">»</button>
  <button type="button" id="btn-undo" disabled title="Take back (Ctrl+Z)">Undo</button>
  <button type="button" id="btn-redo" disabled title="Redo (Ctrl+Y)">Redo</button>
</div>
<div class="controls">
  <button type="button" id="btn-hint" disabled title="Suggest a turn"
    aria-label="Hint: suggest a turn">Hint</button>
  <button type="button" id="btn-copy" disabled>Copy link</button>
  <button type="button" id="btn-edit" title="Set up a position from the one shown">Edit this
    position</button>
  <button type="button" id="btn-review"
    title="The computer goes through the game up to the turn shown">Review the game</button>
</div>
<div class="controls" role="group" aria-label="Pictures to share">
  <button type="button" id="btn-picture"
    title="The position shown, its last turn and the link, as a PNG">Save picture</button>
  <button type="button" id="btn-animation" title="An animated GIF of the game">Save animation</button>
  <label class="toggle">of <select id="sel-animation" aria-label="What the animation shows">
    <option value="all">the whole game</option>
    <option value="10">the last 10 turns</option>
  </select></label>
  <label class="toggle" title="Show what a turn will do before you play it"><input type="checkbox"
    id="chk-preview" checked> Preview</label>
  <label class="toggle" title="Mark the cats either side could catch"><input type="checkbox"
    id="chk-threats"> Threats</label>
  <label class="toggle"
    title="Blue's chance to win, from the computer's search (not while you play the computer)"><input
      type="checkbox" id="chk-eval"> Evaluation</label>
  <label class="toggle"><input type="checkbox" id="chk-labels" checked> Cell names</label>
  <label class="toggle" title="Stronger colours and outlines"><input type="checkbox" id="chk-contrast">
    High contrast</label>
  <label class="toggle" title="Turn the board around (F)"><input type="checkbox" id="chk-flip"> Flip
    board</label>
</div>
<div id="eval-bar" class="eval-bar" hidden role="meter" aria-valuemin="0" aria-valuemax="100"
     aria-valuenow="50" aria-label="Blue's chance to win"><span class="eval-fill"></span>
  <span class="eval-text" aria-hidden="true"></span></div>

<section id="review-box" class="review" hidden aria-labelledby="review-title">
  <h2 id="review-title">Review</h2>
  <div id="review-running" hidden>
    <progress id="review-progress" max="1" value="0" aria-labelledby="review-progress-text"></progress>
    <span id="review-progress-text" role="status"></span>
    <button type="button" id="btn-review-cancel">Cancel the review</button>
  </div>
  <div id="review-done" hidden>
    <canvas id="review-chart" class="review-chart" role="img" tabindex="0"
            aria-label="Blue's chance to win after each turn; click a turn to see it"></canvas>
    <ul id="review-summary" class="review-summary"></ul>
    <p id="review-say" class="review-say" aria-live="polite"></p>
    <div class="controls">
      <button type="button" id="btn-review-prev" title="Previous mistake (P)">‹ Previous mistake</button>
      <button type="button" id="btn-review-next" title="Next mistake (N)">Next mistake ›</button>
      <button type="button" id="btn-review-learn">Learn from your mistakes</button>
      <button type="button" id="btn-review-close" aria-label="Hide the review">Hide</button>
    </div>
    <p class="legend">Marks: ?! an inaccuracy, ? a mistake, ?? a blunder (win chance given
      away: 5, 10, 15 points or more). Accuracy: see the README.</p>
  </div>
</section>

<p id="threats-legend" class="legend" hidden><span class="good">✓</span> the side to move can
  catch this cat now · <span class="bad">!</span> the other side could catch it next turn</p>

<form id="form-turn" class="turn-input">
  <label for="turn-text">Type a turn</label>
  <input id="turn-text" name="turn" autocomplete="off" autocapitalize="off" spellcheck="false"
         placeholder="a3 or b2-d4 e5>f6" aria-describedby="turn-note" disabled>
  <button type="submit" id="btn-turn" disabled>Play</button>
</form>
<p id="turn-note" class="turn-note" role="alert" hidden></p>

<details id="board-text" class="board-text">
  <summary>The board in words</summary>
  <ul id="board-facts" class="board-facts"></ul>
  <table class="board-rows">
    <caption>What stands on each cell, row by row</caption>
    <tbody id="board-rows"></tbody>
  </table>
  <div id="ask-buttons" class="controls" role="group" aria-label="Ask about the board">
    <button type="button" data-ask="my herders">Where are my herders?</button>
    <button type="button" data-ask="their herders">Where are theirs?</button>
    <button type="button" data-ask="cats">Where are the cats?</button>
    <button type="button" data-ask="danger">Which cats are in danger?</button>
    <button type="button" data-ask="last">What did the last turn do?</button>
    <button type="button" data-ask="score">What is the score?</button>
  </div>
  <p id="ask-answer" class="ask-answer" aria-live="polite"></p>
</details>

<h2 class="moves-title">Moves</h2>
<ol id="moves" class="moves"></ol>

<details id="recent-box">
  <summary>Recent games</summary>
  <ul id="recent" class="recent"></ul>
</details>
<details id="record-box">
  <summary>Game record</summary>
  <p class="hint">Copy this record to keep the game, or paste a record and load it.</p>
  <textarea id="record" rows="8" spellcheck="false" aria-label="Game record"></textarea>
  <div class="controls">
    <button type="button" id="btn-record-load">Load record</button>
    <button type="button" id="btn-record-download" aria-label="Download the game record">Download</button>
  </div>
</details>
"""

MORE = """
<dialog id="dlg-new">
  <form method="dialog" id="form-new">
    <h2>New game</h2>
    <fieldset>
      <legend>Rules</legend>
      <label><input type="radio" name="rules" value="designer" checked> Designer's rules</label>
      <label><input type="radio" name="rules" value="alternate"> Alternate rules</label>
    </fieldset>
    <fieldset>
      <legend>Variants</legend>
      <label><input type="checkbox" name="variant" value="escort"> Escort (a catching herder leaves with
        each cat)</label>
      <label><input type="checkbox" name="variant" value="capture3"> Three herders catch</label>
      <label><input type="checkbox" name="variant" value="double-step"> Cats run two steps</label>
    </fieldset>
    <label class="mode">Play <select name="mode" id="sel-mode">
      <option value="here">here: people on this device, or the computer (below)</option>
      <option value="link-blue">a friend far away, by link: I play blue</option>
      <option value="link-red">a friend far away, by link: I play red</option>
    </select></label>
    <div class="grid">
      <label>Blue <select name="blue"></select></label>
      <label>Red <select name="red"></select></label>
      <label>Setup <select name="setup">
        <option value="beginner">Beginner</option>
        <option value="advanced">Advanced</option>
        <option value="empty">Empty Wall</option>
      </select></label>
      <label>Board <select name="board" id="sel-board"></select></label>
      <label>Cats <select name="cats" id="sel-cats"></select></label>
      <label>Seed <input name="seed" type="number" min="0" step="1" placeholder="random"></label>
    </div>
    <div class="dialog-actions">
      <button value="cancel" formnovalidate>Cancel</button>
      <button value="start" id="btn-start" class="primary">Start</button>
    </div>
  </form>
</dialog>

<dialog id="dlg-over">
  <h2 id="over-title">Game over</h2>
  <p id="over-text"></p>
  <div class="dialog-actions">
    <button type="button" id="btn-over-send" class="primary" hidden>Send the last turn to your
      friend</button>
    <button type="button" id="btn-over-review">Review the game</button>
    <button type="button" id="btn-over-close">Look at the board</button>
    <button type="button" id="btn-over-new">New game</button>
    <button type="button" id="btn-over-rematch" class="primary"
      title="Same options, sides swapped">Rematch</button>
  </div>
</dialog>


<dialog id="dlg-qr" aria-labelledby="qr-title">
  <h2 id="qr-title">Scan to open the game</h2>
  <p>A friend in the same room can open the game on their phone with this code.</p>
  <canvas id="qr-canvas" class="qr" role="img" aria-label="QR code of the link for your friend"></canvas>
  <label class="copy">The link <input id="qr-link" readonly spellcheck="false"></label>
  <div class="dialog-actions"><button type="button" id="btn-qr-close" class="primary">Close</button></div>
</dialog>

<section id="view-rules" data-part="catherders" class="view" hidden aria-labelledby="rules-title">
  <div class="view-head">
    <h2 id="rules-title" tabindex="-1">How to play Cat Herders</h2>
    <button type="button" id="btn-rules-back" class="primary">Back to the game</button>
  </div>
  <article id="rules-body" class="rules"><p>Loading the rules…</p></article>
  <p class="hint">The same rules as plain text: <a href="./RULES.md" target="_blank">RULES.md</a>
    (offline too).</p>
</section>

<section id="view-learn" data-part="catherders" class="view" hidden aria-labelledby="learn-title">
  <div class="view-head">
    <h2 id="learn-title" tabindex="-1">Learn to play</h2>
    <button type="button" id="btn-learn-back" class="primary">Back to the game</button>
  </div>
  <p>Each lesson is a small position on the board with one goal. Play it with clicks, taps
    or the keyboard; the game checks your turn. Hover or tap a cell first to see what a turn
    would do.</p>
  <p id="learn-progress"></p>
  <ol id="lesson-list" class="lesson-list"></ol>
</section>
<section id="view-edit" data-part="catherders" class="view edit-view" hidden aria-labelledby="edit-title">
  <div class="view-head">
    <h2 id="edit-title" tabindex="-1">Set up a position</h2>
    <button type="button" id="btn-edit-back" class="primary">Back to the game</button>
  </div>
  <div class="edit-layout">
    <div class="edit-board-wrap" id="edit-board-wrap">
      <canvas id="edit-board" tabindex="0" aria-describedby="edit-keys"
              aria-label="Position editor board: click a cell to put the chosen piece there, click again to take it off, or use the arrow keys and Enter"></canvas>
      <p id="edit-keys" class="visually-hidden">Arrow keys move a cursor over the cells; Enter
        or Space puts the chosen piece on the cursor's cell, or takes it off.</p>
      <p id="edit-say" class="status" role="status" aria-live="polite"></p>
      <p id="edit-problem" class="edit-problem" hidden></p>
    </div>
    <div class="edit-panel">
      <fieldset id="edit-tools" class="edit-tools">
        <legend>Put on the board</legend>
        <label><input type="radio" name="edit-tool" value="blue"> <span class="swatch blue"></span> Blue
          herder</label>
        <label><input type="radio" name="edit-tool" value="red"> <span class="swatch red"></span> Red
          herder</label>
        <label><input type="radio" name="edit-tool" value="cat" checked> <span class="swatch cat"></span>
          Cat</label>
        <label><input type="radio" name="edit-tool" value="erase"> <span class="swatch erase"></span>
          Erase</label>
      </fieldset>
      <p id="edit-count" class="hint"></p>
      <div class="grid edit-options">
        <label>Board <select id="edit-size"></select></label>
        <fieldset id="edit-side" class="inline">
          <legend>To move</legend>
          <label><input type="radio" name="edit-side" value="b" checked> Blue</label>
          <label><input type="radio" name="edit-side" value="r"> Red</label>
        </fieldset>
        <label>Cats caught by blue <input id="edit-caught-0" type="number" min="0" max="25" step="1"
          value="0"></label>
        <label>Cats caught by red <input id="edit-caught-1" type="number" min="0" max="25" step="1"
          value="0"></label>
      </div>
      <fieldset id="edit-rules-box">
        <legend>Rules</legend>
        <label>Rule set <select id="edit-rules">
          <option value="designer">Designer's rules</option>
          <option value="alternate">Alternate rules</option>
        </select></label>
        <label><input type="checkbox" name="edit-variant" value="escort"> Escort</label>
        <label><input type="checkbox" name="edit-variant" value="capture3"> Three herders catch</label>
        <label><input type="checkbox" name="edit-variant" value="double-step"> Cats run two steps</label>
      </fieldset>
      <div class="controls">
        <button type="button" id="btn-edit-clear">Clear the board</button>
        <button type="button" id="btn-edit-game">Start from the game's position</button>
      </div>
      <label class="copy">Position text
        <input id="edit-text" spellcheck="false" autocomplete="off"></label>
      <div class="controls">
        <button type="button" id="btn-edit-load">Put this text on the board</button>
      </div>

      <h3>Play or share it</h3>
      <div class="grid">
        <label>Blue <select id="edit-blue" aria-label="Who plays blue from this position"></select></label>
        <label>Red <select id="edit-red" aria-label="Who plays red from this position"></select></label>
      </div>
      <div class="controls">
        <button type="button" id="btn-edit-play" class="primary">Play from this position</button>
        <button type="button" id="btn-edit-link">Copy link</button>
        <button type="button" id="btn-edit-text">Copy position text</button>
        <button type="button" id="btn-edit-picture">Save picture</button>
      </div>
      <label class="copy" id="edit-copied-box" hidden>Copied <input id="edit-copied" readonly
        spellcheck="false"></label>

      <h3>Make it a puzzle</h3>
      <div class="controls">
        <label>Goal <select id="edit-kind">
          <option value="catch">Catch the most cats this turn</option>
          <option value="forced">Catch a cat within two turns, whatever the reply</option>
          <option value="defend">Stop every catch</option>
        </select></label>
        <button type="button" id="btn-edit-puzzle">Check it with the solver</button>
      </div>
      <p id="edit-puzzle-say" role="status"></p>
      <div id="edit-puzzle-share" hidden>
        <label class="copy">Puzzle link <input id="edit-puzzle-link" readonly spellcheck="false"></label>
        <div class="controls"><button type="button" id="btn-edit-try">Try the puzzle</button></div>
      </div>
    </div>
  </div>
</section>

<section id="view-puzzles" data-part="catherders" class="view" hidden aria-labelledby="puzzles-title">
  <div class="view-head">
    <h2 id="puzzles-title" tabindex="-1">Puzzles</h2>
    <button type="button" id="btn-puzzles-back" class="primary">Back to the game</button>
  </div>
  <p>Each puzzle is a position from a game the computer played against itself, with one
    answer that the solver has proved. Find the turn that does what the goal says.</p>
  <p id="puzzles-progress"></p>
  <div class="controls">
    <button type="button" id="btn-puzzle-daily" class="primary">Puzzle of the day</button>
    <button type="button" id="btn-puzzles-edit">Set up a position</button>
  </div>
  <div id="puzzle-list" class="puzzle-list"><p>Loading the puzzles…</p></div>
</section>
"""

PARTS = {"game-panel": PANEL, "catherders-more": MORE}  # index.html's container -> what goes at its end
