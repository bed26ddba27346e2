"""ui.newgame: the new-game form's rules (colours offered, names, seed) and its configuration."""

from __future__ import annotations

from core.match import Match
from ui.newgame import default_form, offered_colors, to_config, update_form


def test_three_players_are_not_offered_red():
    assert offered_colors("catan", 3) == ["blue", "white", "orange"]
    assert offered_colors("catan", 4) == ["red", "blue", "white", "orange"]


def test_defaults_make_a_valid_game():
    form = default_form("catan", {"names": ["Ji-woo", "<Bo>"]})
    assert form.players == 3 and form.names == ["Ji-woo", "<Bo>", ""]
    assert form.options == {"setup": "beginner"} and len(set(form.colors)) == 3
    config, problems = to_config(form)
    assert problems == []
    match = Match.new(config.game, config.players, config.seed, config.options)
    assert match.options["colors"] == form.colors
    assert config.seats[0] == {"name": "Ji-woo", "color": form.colors[0], "kind": "human"}


def test_changing_the_player_count_refits_colours():
    form = default_form("catan")
    form = update_form(form, {"players": "4", "color0": "red", "name0": "  Ann  "})
    assert form.players == 4 and form.colors[0] == "red" and len(set(form.colors)) == 4
    assert form.names[0] == "Ann"
    form = update_form(form, {"players": "3", **{f"color{i}": c for i, c in enumerate(form.colors)}})
    assert form.players == 3 and "red" not in form.colors and len(set(form.colors)) == 3


def test_form_values_are_untrusted():
    form = update_form(default_form("catan"), {
        "players": "99", "palette": "neon", "setup": "chaos", "color0": "purple", "seed": "12",
    })
    assert form.players == 3 and form.palette == "standard" and form.options["setup"] == "beginner"
    assert form.colors[0] in offered_colors("catan", 3)
    config, _ = to_config(form)
    assert config.seed == 12


def test_problems_are_catalog_keys():
    form = update_form(default_form("catan"), {
        "name0": "Ann", "name1": "ann", "color0": "blue", "color1": "blue", "color2": "white", "seed": "x",
    })
    form.colors = ["blue", "blue", "white"]  # as submitted, before any refit
    config, problems = to_config(form)
    assert config is None
    assert problems == ["newgame.error_names", "shell.error_colors", "shell.error_seed"]


def test_a_game_without_colours_shows_seat_symbols_and_its_options():
    from ui import screens
    from ui.i18n import load_catalog

    form = update_form(default_form("aquatica"), {"players": "1", "mode": "expert", "seed": "3"})
    assert form.players == 1 and form.options == {"mode": "expert"} and form.colors == [""]
    config, problems = to_config(form)
    assert problems == [] and config.options == {"mode": "expert"}
    match = Match.new(config.game, config.players, config.seed, config.options)
    assert match.state["solo"] and match.state["phase"] == "pick_king"
    catalog = load_catalog("en", __import__("pathlib").Path(__file__).resolve().parents[2] / "assets" / "i18n")
    html = screens.new_game(catalog.t, update_form(form, {"players": "4", "mode": "expert"}))
    assert html.count('class="chip"') == 4 and "color0" not in html and 'name="palette"' not in html
    assert 'name="mode"' in html and "king" in html.lower()


def test_a_name_longer_than_the_limit_is_reported_not_cut():
    """Issue 16: the form says a name is too long; nothing is cut silently (form and address)."""
    from ui import urls as url_module
    from ui.newgame import default_form, to_config, update_form

    long_name = "Bartholomew Featherstonehaugh III"
    assert len(long_name) > url_module.MAX_NAME
    form = update_form(default_form("catan"), {"players": "3", "name0": long_name, "color0": "blue",
                                                 "color1": "white", "color2": "orange"})
    assert form.names[0] == long_name, "the form keeps what was typed"
    config, problems = to_config(form)
    assert config is None and "newgame.error_name_long" in problems
    route = url_module.parse(f"?game=catan&players=3&names={long_name.replace(' ', '%20')},B,C")
    assert any("longer than 24" in e for e in route.errors)


def test_the_die_option_says_what_the_rulebook_advises_for_this_player_count():
    """Issue 16: "as the rulebook advises" means on with 2 players and off with 3 or 4."""
    from test_shell_flow import boot

    shell = boot("?lang=en")
    shell.command("new", "glen_more_2")
    shell.form_changed({"players": "3"})
    html = shell.render()["main"]
    assert "As the rulebook advises: off with 3 players" in html and "with 2 players" not in html
    shell.form_changed({"players": "2"})
    assert "As the rulebook advises: on with 2 players" in shell.render()["main"]


def test_a_solo_only_option_is_offered_with_one_player_only():
    """A Feast for Odin's chosen start card is the solo game's variant (p.23): the form offers it
    with one player, drops it back to its default at other counts, and the game opens with the
    choice."""
    from test_shell_flow import boot

    shell = boot("?lang=en")
    shell.command("new", "feast_for_odin")
    shell.form_changed({"players": "1", "start_card": "chosen"})
    html = shell.render()["main"]
    assert 'name="start_card"' in html and "Chosen from the light-brown cards" in html
    assert "Solo variant (rulebook p.23)" in html
    shell.form_changed({"players": "2", "start_card": "chosen"})
    assert 'name="start_card"' not in shell.render()["main"]
    form = update_form(default_form("feast_for_odin"), {"players": "1", "start_card": "chosen"})
    assert form.options["start_card"] == "chosen"
    form = update_form(form, {"players": "3", "start_card": "chosen"})
    assert form.options["start_card"] == "drawn"
    config, problems = to_config(update_form(form, {"players": "1", "start_card": "chosen", "seed": "4"}))
    assert problems == []
    match = Match.new(config.game, config.players, config.seed, config.options)
    assert match.state["stack"] == [{"kind": "start_card", "seat": 0}]
