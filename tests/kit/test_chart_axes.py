"""web/kit/chart_axes.py: the chance charts' axes. A click on a point's x finds that point, at
any width and count; chances run from the top (1) to the bottom (0) within the padding."""

from hypothesis import given
from hypothesis import strategies as st

from web.kit.chart_axes import nearest, x_of, y_of


@given(st.integers(1, 900), st.floats(60, 2000), st.floats(0, 20))
def test_a_click_on_a_points_x_finds_that_point(count, width, pad):
    for k in {0, count // 2, count - 1}:
        assert nearest(x_of(k, count, width, pad), count, width, pad) == k


@given(st.floats(-500, 3000), st.integers(1, 300), st.floats(60, 2000))
def test_a_click_anywhere_finds_a_point_of_the_chart(x, count, width):
    assert 0 <= nearest(x, count, width, 6.0) < count


def test_chances_run_from_the_top_to_the_bottom_within_the_padding():
    assert y_of(1.0, 160, 8) == 8 and y_of(0.0, 160, 8) == 152 and y_of(0.5, 160, 8) == 80
    assert x_of(0, 5, 300, 6) == 6 and x_of(4, 5, 300, 6) == 294
