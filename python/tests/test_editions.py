"""Issue 28: a game's edition of the rules, chosen and kept (docs/rules/changelog/)."""

import copy
import json
import pickle
import re
from pathlib import Path

import numpy as np
import pyspiel
import pytest

import urbs
import urbs.gym
import urbs.openspiel  # noqa: F401  (registers the games with pyspiel)
from urbs.pettingzoo import city_v0, metropolis_v0
from urbs.vector import VectorEnv

GOLDEN = Path(__file__).resolve().parents[2] / "crates" / "urbs" / "tests" / "golden"


def test_a_game_is_dealt_under_the_latest_edition_unless_asked():
    assert urbs.Game("metropolis", 2, seed=3).edition == 2
    old = urbs.Game("metropolis", 2, seed=3, edition=1)
    assert (old.edition, old.latest_edition) == (1, 2)
    assert urbs.Game("forsale", 4, seed=3).edition == 1


def test_the_edition_travels_in_replays_pickles_and_copies():
    old = urbs.Game("city", 3, seed=5, edition=1)
    for _ in range(10):
        seat = old.to_act[0]
        old.apply(seat, old.legal_actions(seat)[0].json)
    assert pickle.loads(pickle.dumps(old)).edition == 1
    assert copy.deepcopy(old).edition == 1
    assert urbs.Game.from_replay(old.replay()).edition == 1


def test_an_edition_the_game_does_not_have_is_refused():
    with pytest.raises(ValueError, match="editions 1 to 2"):
        urbs.Game("metropolis", 2, edition=9)


# Issue 28 in the batches and environments. Metropolis's edition 1 has the
# Admin. Bldg. as a straight four (MP-5, docs/rules/changelog/metropolis.md),
# whose build and consent ids are these (docs/tensors.md); edition 2 never
# offers one. An agent that always plays its highest legal id builds one
# whenever it may, so its games go otherwise in the two editions.
OLD_ADMIN = 1719


def highest(mask):
    return int(np.flatnonzero(mask)[-1])


def straight_admins_offered(play):
    """How many decisions offered an edition-1 Admin. Bldg. id, over a game
    `play(choose)` plays with the highest-id agent."""
    seen = []

    def choose(mask):
        seen.append(bool(np.asarray(mask)[OLD_ADMIN:].any()))
        return highest(mask)

    play(choose)
    return sum(seen)


def strip(report):
    return {k: v for k, v in report.items() if k != "elapsed_s"}


def test_sim_plays_the_edition_asked_and_says_so():
    bots = ["greedy", "random", "greedy"]
    old = urbs.sim("metropolis", 3, bots, games=12, seed=2, edition=1)
    new = urbs.sim("metropolis", 3, bots, games=12, seed=2)
    assert (old["edition"], new["edition"]) == (1, 2)
    assert strip(urbs.sim("metropolis", 3, bots, games=12, seed=2, edition=2)) == strip(new)
    # MP-P9: residences scored per building in edition 1, per lot in 2.
    assert [s["mean_score"] for s in old["seats"]] != [s["mean_score"] for s in new["seats"]]
    parts = [urbs.sim_part("metropolis", 3, bots, a, a + 6, seed=2, edition=1) for a in (6, 0)]
    assert {p["edition"] for p in parts} == {1}
    assert urbs.merge_sims(parts) == strip(old)
    newer = urbs.sim_part("metropolis", 3, bots, 6, 12, seed=2)
    with pytest.raises(ValueError, match="each once"):
        urbs.merge_sims([parts[1], newer])


def test_a_tournament_plays_the_edition_asked_agents_included():
    def run(edition):
        offered = []

        def choose(turn):
            offered.append(bool(turn.action_mask[OLD_ADMIN:].any()))
            return highest(turn.action_mask)

        agent = urbs.Agent("high", None)
        agent.choose = choose
        report = urbs.tournament("metropolis", 3, [agent, "greedy"], games=4, seed=3,
                                 edition=edition)
        return report, sum(offered)

    old, offered_old = run(1)
    new, offered_new = run(None)
    assert (old["edition"], new["edition"]) == (1, 2)
    # The agent is asked with edition 1's legal set: the straight Admin.
    # Bldg. is offered (and, as its highest id, built), never in edition 2.
    assert offered_old > 0 and offered_new == 0
    assert old["ratings"] != new["ratings"]


@pytest.mark.parametrize("edition", [9, 0, -1, 2**40])
def test_an_edition_the_game_lacks_is_refused_everywhere_naming_its_editions(edition):
    want = f"metropolis has editions 1 to 2 of its rules, not edition {edition}"
    calls = [
        lambda: urbs.sim("metropolis", 2, "random", games=1, edition=edition),
        lambda: urbs.sim_part("metropolis", 2, "random", 0, 1, edition=edition),
        lambda: urbs.tournament("metropolis", 2, ["random", "greedy"], games=2, edition=edition),
        lambda: urbs.gym.UrbsEnv("metropolis", players=2, edition=edition),
        lambda: VectorEnv("metropolis", 2, players=2, edition=edition),
        lambda: metropolis_v0.env(players=2, edition=edition),
    ]
    for call in calls:
        with pytest.raises(ValueError, match=re.escape(want)):
            call()
    with pytest.raises(ValueError, match="forsale has only edition 1 of its rules, not edition 2"):
        urbs.gym.UrbsEnv("forsale", edition=2)
    for odd in (True, "1", 1.0):
        with pytest.raises(ValueError, match="a whole number"):
            VectorEnv("metropolis", 2, players=2, edition=odd)


def test_the_gym_env_deals_the_edition_asked_and_pickles_it():
    def play(edition):
        env = urbs.gym.UrbsEnv("metropolis", players=3, seat=0, opponents="greedy",
                               edition=edition)
        _, info = env.reset(seed=0)

        def game(choose):
            nonlocal info
            done = False
            while not done:
                _, _, done, _, info = env.step(choose(info["action_mask"]))

        return env, straight_admins_offered(game)

    old, offered = play(1)
    new, none = play(None)
    assert (old.edition, old.game.edition, new.edition, new.game.edition) == (1, 1, 2, 2)
    assert offered > 0 and none == 0
    assert urbs.Game.from_replay(old.game.replay()).outcome == old.game.outcome

    # Mid-game, a pickle plays the agent's moves again under edition 1; under
    # edition 2 the straight Admin. Bldg. would not apply.
    env = urbs.gym.UrbsEnv("metropolis", players=3, seat=0, opponents="greedy", edition=1)
    _, info = env.reset(seed=0)
    while not info["action_mask"][OLD_ADMIN:].any():
        _, _, _, _, info = env.step(highest(info["action_mask"]))
    env.step(highest(info["action_mask"]))
    back = pickle.loads(pickle.dumps(env))
    assert back.game.edition == 1 and back.game.replay() == env.game.replay()


def test_the_vector_env_deals_the_edition_asked_and_pickles_it():
    def run(edition, steps=40):
        env = VectorEnv("metropolis", num_envs=4, players=3, seat=0, opponents="greedy",
                        edition=edition)
        _, info = env.reset(seed=3)
        offered = 0
        for _ in range(steps):
            mask = info["action_mask"]
            offered += int(mask[:, OLD_ADMIN:].any(axis=1).sum())
            _, _, _, _, info = env.step([highest(row) for row in mask])
        return env, info, offered

    old, info, offered = run(1)
    new, _, none = run(None)
    assert (old.edition, new.edition) == (1, 2)
    assert offered > 0 and none == 0
    # A pickle deals and plays again under edition 1, and goes on alike.
    back = pickle.loads(pickle.dumps(old))
    assert back.edition == 1
    acts = [highest(row) for row in info["action_mask"]]
    a, b = old.step(acts), back.step(acts)
    assert all(np.array_equal(x, y) for x, y in zip(a[:4], b[:4]))


def test_pettingzoo_and_openspiel_deal_the_edition_asked():
    def aec(edition):
        env = metropolis_v0.env(players=3, edition=edition)
        env.reset(seed=3)

        def game(choose):
            for _ in env.agent_iter():
                obs, _, term, trunc, _ = env.last()
                env.step(None if term or trunc else choose(obs["action_mask"]))

        return env.unwrapped, straight_admins_offered(game)

    old, offered = aec(1)
    new, none = aec(None)
    assert (old.edition, old.game.edition, new.game.edition) == (1, 1, 2)
    assert offered > 0 and none == 0
    assert city_v0.parallel_env(players=3, edition=1).edition == 1

    def spiel(params):
        game = pyspiel.load_game("urbs_metropolis", {"players": 3, **params})
        state = game.new_initial_state()
        state.apply_action(3)

        def play(choose):
            while not state.is_terminal():
                mask = np.zeros(game.num_distinct_actions(), dtype=np.int8)
                mask[state.legal_actions()] = 1
                state.apply_action(choose(mask))

        return game, state, straight_admins_offered(play)

    game, state, offered = spiel({"edition": 1})
    assert game.get_parameters()["edition"] == 1 and state.table.edition == 1 and offered > 0
    game, state, none = spiel({})
    assert game.get_parameters()["edition"] == 2 and state.table.edition == 2 and none == 0


def test_a_trajectorys_edition_is_its_lines_and_1_without_one(tmp_path):
    path = GOLDEN / "metropolis-3p-seed1.jsonl"
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    (t,) = urbs.read_trajectories(path, game="metropolis")
    assert t.edition == lines[0]["edition"] == 2
    assert set(t.arrays()["edition"]) == {2} and len(t.arrays()["edition"]) == len(t)
    old = tmp_path / "old.jsonl"
    old.write_text("\n".join(json.dumps({k: v for k, v in l.items() if k != "edition"})
                             for l in lines))
    (o,) = urbs.read_trajectories(old, game="metropolis")
    assert o.edition == 1 and "edition 1" in repr(o)
    data = urbs.dataset([t, o])
    assert list(data["edition"]) == [2] * len(t) + [1] * len(o)
    lines[3]["edition"] = 1
    old.write_text("\n".join(json.dumps(l) for l in lines))
    with pytest.raises(ValueError, match="line 4: edition 1 after lines of edition 2"):
        urbs.read_trajectories(old, game="metropolis")
