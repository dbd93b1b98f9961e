"""The nine contestants: numbers 1 to 9, each with its own name and a look in words."""

from game.pageant import CATS, LOOKS, NUM_CATS, cat_name


def test_nine_cats_each_with_a_different_name():
    assert CATS == tuple(range(1, 10)) and NUM_CATS == 9
    assert sorted(LOOKS) == list(CATS)
    assert len({cat_name(c) for c in CATS}) == NUM_CATS


def test_a_look_reads_as_a_sentence_with_the_right_article():
    """Engine fix: Marmalade was described as 'a orange tabby cat'."""
    assert LOOKS[6].describe().startswith("Marmalade, an orange tabby cat")
    assert LOOKS[1].describe() == "Biscuit, a cream cat with round ears and a red bow"
    for cat in CATS:
        text = LOOKS[cat].describe()
        assert text.startswith(cat_name(cat) + ", ")
        assert " a a" not in text and " a e" not in text and " a o" not in text
