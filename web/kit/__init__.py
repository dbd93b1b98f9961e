"""What the games' pages share: storage, element helpers, words, link fields, the rules view,
and the page, canvas, history and seats of the games played by a table of seats (table/).
"""
