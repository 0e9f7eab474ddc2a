"""The Python API: games, actions and their ids, errors carrying rulings,
observations, sampled worlds, positions and replays."""

import json

import numpy as np
import pytest

import urbs


def play_out(game, specs, seed=0):
    bots = [urbs.bot(specs[i % len(specs)], game.game, seed + i) for i in range(game.players)]
    while not game.over:
        seat = game.to_act[0]
        game.apply(seat, bots[seat].choose(game, seat))
    return game


def test_games_lists_all_four_with_their_levels():
    assert [g["id"] for g in urbs.games()] == list(urbs.GAMES)
    for game in urbs.GAMES:
        ids = [lv["id"] for lv in urbs.levels(game)]
        assert ids == ["beginner", "casual", "strong", "expert", "master"]
    with pytest.raises(ValueError, match="unknown game"):
        urbs.levels("chess")


def test_fs3_bid_above_chips_is_a_rule_error_and_changes_nothing():
    g = urbs.Game("forsale", players=4, seed=1)
    seat = g.to_act[0]
    before = g.replay()
    view = g.view(seat)
    with pytest.raises(urbs.RuleError) as e:
        g.apply(seat, "bid 20")
    assert e.value.rule == "FS-3"
    assert "15" in e.value.message
    assert g.replay() == before
    assert g.view(seat) == view
    assert g.moves == 0


def test_fs6_selling_a_building_you_do_not_hold_by_id_is_ruled_and_changes_nothing():
    g = urbs.Game("forsale", players=3, seed=4)
    play = urbs.bot("random", "forsale", 1)
    while not g.simultaneous:
        seat = g.to_act[0]
        g.apply(seat, play.choose(g, seat))
    seat = g.to_act[0]
    held = set(g.view(seat)["seats"][seat]["buildings"])
    other = next(b for b in range(1, 21) if b not in held)
    sell = urbs.spaces("forsale").actions - 21 + other  # ids end with sell 1..20
    assert g.action(seat, sell).text == f"sell {other}"
    before = g.replay()
    for attempt in (lambda: g.apply(seat, sell), lambda: g.step(seat, sell)):
        with pytest.raises(urbs.RuleError) as e:
            attempt()
        assert e.value.rule == "FS-6"
    assert g.replay() == before


def test_acting_out_of_turn_is_ruled_turn():
    g = urbs.Game("forsale", players=4, seed=1)
    other = (g.to_act[0] + 1) % 4
    with pytest.raises(urbs.RuleError) as e:
        g.apply(other, "pass")
    assert e.value.rule == "TURN"
    assert isinstance(e.value, urbs.UrbsError)


def test_malformed_action_bad_seat_and_bad_setup_are_value_errors():
    g = urbs.Game("forsale", players=4, seed=1)
    seat = g.to_act[0]
    with pytest.raises(ValueError):
        g.apply(seat, "dance")
    with pytest.raises(ValueError):
        g.apply(9, "pass")
    with pytest.raises(ValueError, match="names no forsale action"):
        g.apply(seat, 10_000)
    with pytest.raises(ValueError):
        g.step(seat, 10_000)
    with pytest.raises(ValueError, match="3 to 5"):
        urbs.Game("forsale", players=2)
    with pytest.raises(ValueError, match="unknown game"):
        urbs.Game("chess", players=2)
    assert g.moves == 0


def test_actions_apply_by_text_json_id_and_action_alike():
    results = []
    for form in ("text", "json", "id", "numpy id", "action", "step"):
        g = urbs.Game("forsale", players=3, seed=7)
        seat = g.to_act[0]
        a = g.legal_actions(seat)[2]
        if form == "step":
            g.step(seat, a.id)
        else:
            given = {"text": a.text, "json": a.json, "id": a.id, "numpy id": np.int64(a.id), "action": a}
            g.apply(seat, given[form])
        assert g.moves == 1
        results.append(g.replay())
    assert all(r == results[0] for r in results)


@pytest.mark.parametrize("game_id", urbs.GAMES)
def test_ids_are_fixed_unique_and_masked(game_id):
    sp = urbs.spaces(game_id)
    g = urbs.Game(game_id, players=3, seed=2)
    bot = urbs.bot("random", game_id, 3)
    for _ in range(30):
        if g.over:
            break
        seat = g.to_act[0]
        legal = g.legal_actions(seat)
        ids = [a.id for a in legal]
        assert len(set(ids)) == len(ids) and all(0 <= i < sp.actions for i in ids)
        obs, mask = g.encode(seat)
        assert obs.dtype == np.float32 and obs.shape == (sp.observation,)
        assert mask.dtype == np.int8 and sorted(np.flatnonzero(mask)) == sorted(ids)
        for a in legal:
            assert g.action(seat, a.id) == a
        g.apply(seat, bot.choose(g, seat))
    assert isinstance(sp.describe(sp.actions - 1), str)
    assert sum(f.len for f in sp.layout) == sp.observation
    assert sp.field("seat0.present").len == 1


def test_a_seat_that_need_not_act_has_an_empty_mask_and_the_viewer_first():
    g = urbs.Game("forsale", players=4, seed=1)
    seat = g.to_act[0]
    other = (seat + 1) % 4
    assert g.action_mask(other).sum() == 0
    sp = urbs.spaces("forsale")
    obs = g.observation(seat)
    assert obs[sp.field("to_act").slice][0] == 1
    assert obs[sp.field("seat0.to_act").slice][0] == 1
    assert g.observation(other)[sp.field("seat3.to_act").slice][0] == 1


@pytest.mark.parametrize("game_id", urbs.GAMES)
def test_every_game_plays_to_an_outcome_and_replays(game_id):
    info = next(g for g in urbs.games() if g["id"] == game_id)
    g = urbs.Game(game_id, players=info["min_players"], seed=3)
    assert g.outcome is None
    play_out(g, ["random"], seed=5)
    out = g.outcome
    assert len(out["scores"]) == info["min_players"]
    assert sum(out["wins"]) == pytest.approx(1.0)
    again = urbs.Game.from_replay(json.loads(g.replay_json()))
    assert again.view() == g.view()
    assert again.outcome == out


@pytest.mark.parametrize("game_id", urbs.GAMES)
def test_a_sampled_world_looks_the_same_to_its_seat_and_plays_on(game_id):
    g = urbs.Game(game_id, players=3, seed=8)
    bot = urbs.bot("random", game_id, 1)
    for _ in range(12):
        seat = g.to_act[0]
        g.apply(seat, bot.choose(g, seat))
    seat = g.to_act[0]
    world = g.sample(seat, rng_seed=5)
    assert world.view(seat) == g.view(seat)
    assert world.log_json() == g.log_json()
    assert np.array_equal(world.observation(seat), g.observation(seat))
    assert world.legal_actions(seat) == g.legal_actions(seat)
    assert world.sample(seat, 1).view(seat) == g.view(seat)
    # The same seed draws the same world; the game itself is untouched.
    assert g.sample(seat, 5).position() == world.position()
    assert g.moves == 12
    play_out(world, ["random"])
    assert world.outcome is not None
    with pytest.raises(ValueError, match="seats 0 to 2"):
        g.sample(3)


def test_positions_go_out_and_come_back_and_bad_ones_are_refused():
    g = urbs.Game("skyline", players=3, seed=4)
    play = urbs.bot("random", "skyline", 2)
    for _ in range(10):
        seat = g.to_act[0]
        g.apply(seat, play.choose(g, seat))
    pos = g.position()
    assert pos["game"] == "skyline" and pos["players"] == 3
    back = urbs.Game.from_position(json.dumps(pos))
    for seat in range(3):
        assert back.view(seat) == g.view(seat)
    pos["state"]["players"] = 9
    with pytest.raises(ValueError, match="not a valid position"):
        urbs.Game.from_position(pos)


def test_same_seed_and_bots_give_the_same_game():
    a = play_out(urbs.Game("skyline", players=3, seed=11), ["random"], seed=2)
    b = play_out(urbs.Game("skyline", players=3, seed=11), ["random"], seed=2)
    assert a.replay_json() == b.replay_json()


def test_clone_is_independent():
    g = urbs.Game("forsale", players=4, seed=1)
    c = g.clone()
    seat = g.to_act[0]
    c.apply(seat, "pass")
    assert g.moves == 0 and c.moves == 1
    assert g.to_act == [seat]


def test_simultaneous_choice_is_listed_as_several_seats():
    g = urbs.Game("forsale", players=3, seed=4)
    play = urbs.bot("random", "forsale", 1)
    while not g.simultaneous and not g.over:
        seat = g.to_act[0]
        g.apply(seat, play.choose(g, seat))
    assert sorted(g.to_act) == [0, 1, 2]


@pytest.mark.parametrize("bad_id", [999, 36, -1, "3", 1.5, True])
def test_describing_an_id_outside_the_space_is_a_clear_value_error(bad_id):
    with pytest.raises(ValueError, match=r"not in forsale's action space \(0 to 35\)"):
        urbs.spaces("forsale").describe(bad_id)


def test_a_negative_seat_is_a_value_error_everywhere_not_an_overflow():
    g = urbs.Game("forsale", players=4, seed=1)
    calls = [
        lambda: g.legal_actions(-1),
        lambda: g.apply(-1, "pass"),
        lambda: g.step(-1, 0),
        lambda: g.encode(-1),
        lambda: g.observation(-1),
        lambda: g.view(-1),
        lambda: g.view_text(-2),
        lambda: g.action(-1, 0),
        lambda: g.sample(-1),
        lambda: urbs.bot("random", "forsale").choose(g, -1),
    ]
    for call in calls:
        with pytest.raises(ValueError, match="seat -[12] does not exist; this table has seats 0 to 3"):
            call()
    assert g.moves == 0
