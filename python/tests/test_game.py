"""The Python API: games, actions, errors carrying rulings, bots, replays."""

import json

import pytest

import urbs


def play_out(game, specs, seed=0):
    bots = [urbs.bot(specs[i % len(specs)], game.game, seed + i) for i in range(game.players)]
    while not game.over:
        seat = game.to_act[0]
        game.apply(seat, bots[seat].choose(game, seat))
    return game


def test_games_lists_all_four():
    assert [g["id"] for g in urbs.games()] == ["forsale", "skyline", "city", "metropolis"]


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
    with pytest.raises(ValueError):
        g.apply(seat, 10_000)
    with pytest.raises(ValueError, match="3 to 5"):
        urbs.Game("forsale", players=2)
    with pytest.raises(ValueError, match="unknown game"):
        urbs.Game("chess", players=2)
    assert g.moves == 0


def test_actions_apply_by_text_json_and_id_alike():
    results = []
    for form in ("text", "json", "id", "action"):
        g = urbs.Game("forsale", players=3, seed=7)
        seat = g.to_act[0]
        a = g.legal_actions(seat)[2]
        g.apply(seat, {"text": a.text, "json": a.json, "id": a.id, "action": a}[form])
        assert g.moves == 1
        results.append(g.replay())
    assert all(r == results[0] for r in results)


@pytest.mark.parametrize("game_id", ["forsale", "skyline", "city", "metropolis"])
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


def test_bots_choose_legal_actions_and_unknown_bots_are_refused():
    g = urbs.Game("forsale", players=4, seed=1)
    seat = g.to_act[0]
    for spec in ["random", "ismcts:50"]:
        a = urbs.bot(spec, "forsale", seed=1).choose(g, seat)
        assert a in g.legal_actions(seat)
        assert g.legal_actions(seat)[a.id] == a
    with pytest.raises(ValueError, match="unknown bot"):
        urbs.bot("genius", "forsale")
    with pytest.raises(ValueError):
        urbs.bot("random", "skyline").choose(g, seat)


def test_sim_reports_every_seat_and_is_deterministic():
    a = urbs.sim("forsale", 3, ["random", "greedy", "random"], games=40, seed=9)
    b = urbs.sim("forsale", 3, ["random", "greedy", "random"], games=40, seed=9)
    assert a["games"] == 40 and a["game"] == "forsale"
    assert [s["bot"] for s in a["seats"]] == ["random", "greedy", "random"]
    assert sum(s["wins"] for s in a["seats"]) == pytest.approx(40)
    strip = lambda r: {k: v for k, v in r.items() if k != "elapsed_s"}
    assert strip(a) == strip(b)
    with pytest.raises(ValueError, match="2 bots for 3"):
        urbs.sim("forsale", 3, ["random", "random"])
    with pytest.raises(ValueError, match="unknown bot"):
        urbs.sim("forsale", 3, "genius")
