"""urbs.openspiel: the four games as OpenSpiel (pyspiel) Python games,
checked by OpenSpiel's own tests and played by its algorithms."""

import pickle

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import urbs  # noqa: E402
import urbs.openspiel  # noqa: E402,F401  (registers the games)
from open_spiel.python import rl_environment  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts, outcome_sampling_mccfr, tabular_qlearner  # noqa: E402

# Small tables keep the Python-side checks quick.
TABLES = [("forsale", 3), ("skyline", 2), ("city", 2), ("metropolis", 2)]


def dealt(name, players, deal, **params):
    game = pyspiel.load_game(f"urbs_{name}", {"players": players, **params})
    state = game.new_initial_state()
    state.apply_action(deal)
    return game, state


@pytest.mark.parametrize("name,players", TABLES)
def test_openspiels_own_random_simulation_test_passes_with_serialisation(name, players):
    game = pyspiel.load_game(f"urbs_{name}", {"players": players})
    # Plays random games through the C++ checks: legal actions and masks,
    # tensors' sizes, returns, clones, and states serialised and read back.
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_the_game_is_registered_with_its_type_and_sizes():
    names = {t.short_name for t in pyspiel.registered_games()}
    assert {f"urbs_{g}" for g in urbs.GAMES} <= names
    game = pyspiel.load_game("urbs_forsale", {"players": 4})
    t = game.get_type()
    assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    sp = urbs.spaces("forsale")
    assert game.num_players() == 4
    assert game.num_distinct_actions() == sp.actions
    assert game.observation_tensor_size() == sp.observation
    assert game.information_state_tensor_size() == sp.observation
    assert game.max_chance_outcomes() == 1000
    with pytest.raises(Exception, match="3 to 5 players, not 9"):
        pyspiel.load_game("urbs_forsale", {"players": 9})


def test_the_root_deals_from_a_seed_with_its_probability_and_then_it_is_urbs():
    game = pyspiel.load_game("urbs_forsale", {"players": 4, "deals": 16})
    root = game.new_initial_state()
    assert root.is_chance_node()
    assert root.chance_outcomes() == [(k, 1 / 16) for k in range(16)]
    root.apply_action(7)
    g = urbs.Game("forsale", players=4, seed=7)
    # Deal k is the game dealt from seed k: same seat to act, same moves.
    assert root.current_player() == g.to_act[0]
    assert root.legal_actions() == [int(i) for i in np.flatnonzero(g.action_mask(g.to_act[0]))]
    seat = root.current_player()
    assert np.array_equal(np.array(root.observation_tensor(seat), np.float32), g.observation(seat))
    assert root.observation_string(seat) == g.view_text(seat)
    while not root.is_terminal():
        root.apply_action(root.legal_actions()[0])
    while g.outcome is None:
        s = g.to_act[0]
        g.step(s, int(np.flatnonzero(g.action_mask(s))[0]))
    assert root.returns() == [float(w) for w in g.outcome["wins"]]
    assert sum(root.returns()) == pytest.approx(1.0)


def test_the_information_state_recalls_the_seats_moves_and_hides_others_hands():
    game, state = dealt("forsale", 3, 1)
    seat = state.current_player()
    before = state.information_state_string(seat)
    state.apply_action(state.legal_actions()[1])
    after = state.information_state_string(seat)
    assert before != after and "my moves: [" in after
    # A world the seat cannot tell apart has its information state.
    world = state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert world.information_state_string(seat) == after
    assert world.observation_tensor(seat) == state.observation_tensor(seat)
    # ... though what it cannot see (the deck's order) is drawn anew.
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    worlds = {str(state.resample_from_infostate(seat, sampler)) for _ in range(5)}
    assert len(worlds) > 1 and str(state) not in worlds


def test_states_clone_and_pickle_and_go_on_alike():
    game, state = dealt("city", 3, 4)
    for _ in range(10):
        state.apply_action(state.legal_actions()[-1])
    copy = state.clone()
    back = game.deserialize_state(state.serialize())
    again = pickle.loads(pickle.dumps(state))
    # Explicit chance: the history (the deal, then the ids) is the game.
    replayed = game.new_initial_state()
    for a in state.history():
        replayed.apply_action(a)
    for s in (copy, back, again, replayed):
        assert str(s) == str(state) and s.history() == state.history()
    # OpenSpiel's own format for a game and a state, and the game pickled.
    g2, s2 = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert str(s2) == str(state) and g2.get_parameters() == {"players": 3, "deals": 1000, "edition": 2}
    assert pickle.loads(pickle.dumps(game)).get_parameters() == game.get_parameters()
    a = state.legal_actions()[0]
    state.apply_action(a)
    assert str(copy) != str(state)
    copy.apply_action(a)
    assert str(copy) == str(state)


def test_openspiels_ismcts_plays_a_whole_game():
    game, state = dealt("forsale", 3, 2)
    rng = np.random.RandomState(1)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=20, random_state=rng,
                           max_world_samples=ismcts.UNLIMITED_NUM_WORLD_SAMPLES)
    moves = 0
    while not state.is_terminal():
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        moves += 1
    assert moves > 10 and sum(state.returns()) == pytest.approx(1.0)


def test_outcome_sampling_mccfr_learns_a_policy_over_legal_actions():
    # MCCFR fits imperfect-information games of n players; a tiny budget.
    game = pyspiel.load_game("urbs_forsale", {"players": 3, "deals": 4})
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    for _ in range(20):
        solver.iteration()
    policy = solver.average_policy()
    _, state = dealt("forsale", 3, 0)
    probs = policy.action_probabilities(state)
    assert set(probs) == set(state.legal_actions())
    assert sum(probs.values()) == pytest.approx(1.0)
    assert len(solver._infostates) > 20


def test_independent_q_learners_train_through_the_rl_environment():
    game = pyspiel.load_game("urbs_forsale", {"players": 3, "deals": 8})
    env = rl_environment.Environment(game, seed=1)
    n = env.action_spec()["num_actions"]
    agents = [tabular_qlearner.QLearner(player_id=p, num_actions=n) for p in range(3)]
    steps = 0
    for _ in range(5):
        t = env.reset()
        while not t.last():
            p = t.observations["current_player"]
            out = agents[p].step(t)
            assert out.action in t.observations["legal_actions"][p]
            t = env.step([out.action])
            steps += 1
        for a in agents:
            a.step(t)
        assert sum(t.rewards) == pytest.approx(1.0)
    assert steps > 50 and any(len(a._q_values) > 0 for a in agents)
