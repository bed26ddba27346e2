"""WCAG 2.5.3 (label in name): a control's aria-label keeps the words its content shows
(`ui.render.html.named`, used by every action button), and every page has one level-one heading."""

from __future__ import annotations

from ui.render.html import named, visible_text


def test_visible_text_is_what_the_screen_shows() -> None:
    markup = ('<span aria-hidden="true">☐</span> Pay <b>2</b><svg aria-hidden="true"><use href="#x"></use>'
              '<path d=""/><text>3</text><title>tooltip</title></svg> coins<span class="sr-only">unseen</span>')
    # aria-hidden text is still on screen (an icon's number); .sr-only and <title> are not
    assert visible_text(markup) == "☐ Pay 23 coins"


def test_a_label_that_says_the_visible_words_stays_as_it_is() -> None:
    assert named('<span aria-hidden="true">☐</span> Switch', "Switch") == "Switch"
    assert named('<svg aria-hidden="true"></svg>', "Roll the dice") == "Roll the dice"
    assert named("<span>Give up</span> <span>You get 1 hide</span>", "Give up You get 1 hide") == "Give up You get 1 hide"
    assert named("Pass", None) is None


def test_a_label_without_the_visible_words_gets_them() -> None:
    label = named("<span>Pass</span>", "Place no more Vikings")
    assert label == "Place no more Vikings: Pass"
    # words in parentheses do not count (checkers drop them), so the number is added
    label = named('<svg aria-hidden="true"><text>1</text></svg>', "Reach the goal (+1 coin)")
    assert label == "Reach the goal (+1 coin): 1"


def test_the_header_is_the_level_one_heading() -> None:
    from ui import screens

    header = screens.header(lambda key, **_: key, "en", True)
    assert header.count("<h1") == 1 and 'data-cmd="home"' in header
