"""ui.urls: start parameters, shared positions and the clean in-game address."""

from __future__ import annotations

import pytest

from ui import urls


def test_start_parameters_are_read_and_checked():
    route = urls.parse("?game=catan&players=3&seed=7&lang=ko&setup=variable&names=A,B%20b,C&embed=1", "")
    assert route.lang == "ko" and route.embed and not route.errors
    start = route.start
    assert start is not None
    assert (start.game, start.players, start.seed) == ("catan", 3, 7)
    assert start.options == {"setup": "variable"}
    assert start.names == ["A", "B b", "C"]


def test_bad_numbers_are_reported_not_raised():
    route = urls.parse("?game=catan&players=three&seed=1e9", "")
    assert route.start is not None
    assert len(route.errors) == 2 and "players" in route.errors[0] and "seed" in route.errors[1]


def test_names_are_cleaned_but_kept_as_text():
    route = urls.parse("?game=catan&names=%3Cb%3EAnn%3C/b%3E,%20%20Bo%0A%20x,".replace("%0A", "%0A"), "")
    assert route.start.names == ["<b>Ann</b>", "Bo x", ""]  # escaping is the renderer's job
    assert urls.clean_name("x" * 40) == "x" * urls.MAX_NAME


def test_routes_from_the_fragment():
    assert urls.parse("", "#play").resume
    assert not urls.parse("?game=catan", "#play").resume, "start parameters win over #play"
    text = '{"format":"tabletop-slot","name":"한국어 ✓"}'
    route = urls.parse("?lang=en", urls.share_fragment(text))
    assert route.shared == text and route.lang == "en"


@pytest.mark.parametrize("code", ["", "!!!!", "a b", "%%%", "_" * 5])
def test_damaged_share_links_are_errors(code):
    route = urls.parse("", "#save=" + code)
    assert route.shared is None and route.errors


def test_in_game_address_keeps_only_lang_and_embed():
    assert urls.in_game_address("ko", True) == "?lang=ko&embed=1#play"
    assert urls.in_game_address(None, False) == "#play"
    assert urls.home_address(None, False) == "./"
    assert urls.home_address("zh-TW", False) == "?lang=zh-TW"


def test_base64url_round_trip_has_no_padding():
    for text in ("", "a", "ab", "abc", "save ✓ 세이브"):
        code = urls.encode_save(text)
        assert "=" not in code and "+" not in code and "/" not in code
        if text:
            assert urls.decode_save(code) == text


def test_game_options_are_read_by_the_names_the_game_declares():
    start = urls.parse("?game=aquatica&players=2&mode=expert&setup=variable", "").start
    assert start is not None and start.options == {"mode": "expert"}
    assert urls.parse("?game=nope&mode=expert", "").start.options == {}


def test_an_option_not_offered_at_the_link_s_player_count_is_named_in_the_error():
    """A Feast for Odin's chosen start card is solo only (p.23): a link asking for it with two
    players says so and starts nothing."""
    from test_shell_flow import boot

    shell = boot("?lang=en&game=feast_for_odin&players=2&start_card=chosen")
    assert shell.screen == "home"
    assert "start_card=chosen is not offered with 2 players" in shell.render()["messages"]
