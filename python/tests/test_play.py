"""Bots, levels, simulations, tournaments and agents written in Python."""

import faulthandler
import threading

import numpy as np
import pytest

import urbs

# A call that failed to release the GIL would hang an agent's callback
# forever; fail loudly instead of hanging the suite.
faulthandler.dump_traceback_later(600, exit=True)


def test_bots_and_levels_choose_legal_actions_with_their_ids():
    g = urbs.Game("forsale", players=4, seed=1)
    seat = g.to_act[0]
    for spec in ["random", "ismcts:50", "beginner", "casual"]:
        a = urbs.bot(spec, "forsale", seed=1).choose(g, seat)
        assert a in g.legal_actions(seat)
        assert g.action(seat, a.id) == a
    with pytest.raises(ValueError, match="unknown bot"):
        urbs.bot("genius", "forsale")
    with pytest.raises(ValueError):
        urbs.bot("random", "skyline").choose(g, seat)


def strip(report):
    return {k: v for k, v in report.items() if k != "elapsed_s"}


def test_sim_reports_every_seat_and_is_deterministic():
    a = urbs.sim("forsale", 3, ["random", "greedy", "random"], games=40, seed=9)
    b = urbs.sim("forsale", 3, ["random", "greedy", "random"], games=40, seed=9)
    assert a["games"] == 40 and a["game"] == "forsale"
    assert [s["bot"] for s in a["seats"]] == ["random", "greedy", "random"]
    assert sum(s["wins"] for s in a["seats"]) == pytest.approx(40)
    assert strip(a) == strip(b)
    with pytest.raises(ValueError, match="2 bots for 3"):
        urbs.sim("forsale", 3, ["random", "random"])
    with pytest.raises(ValueError, match="unknown bot"):
        urbs.sim("forsale", 3, "genius")


def test_parts_of_a_run_add_up_to_the_run():
    bots = ["greedy", "random", "random", "random"]
    whole = urbs.sim("forsale", 4, bots, games=90, seed=5)
    parts = [urbs.sim_part("forsale", 4, bots, start, stop, seed=5) for start, stop in
             [(60, 90), (0, 25), (25, 60)]]
    assert urbs.merge_sims(parts) == strip(whole)
    with pytest.raises(ValueError, match="each once"):
        urbs.merge_sims(parts[:2])
    with pytest.raises(ValueError, match="stop comes before start"):
        urbs.sim_part("forsale", 4, bots, 5, 2)


def test_tournament_is_the_command_lines_report():
    a = urbs.tournament("forsale", 3, ["greedy", "random"], games=12, seed=2)
    b = urbs.tournament("forsale", 3, ["greedy", "random"], games=12, seed=2)
    assert strip(a) == strip(b)
    assert a["games"] == 12
    assert {r["bot"] for r in a["ratings"]} == {"greedy", "random"}
    assert a["head_to_head"]["bots"] == ["greedy", "random"]
    with pytest.raises(ValueError, match="unknown bot"):
        urbs.tournament("forsale", 3, ["greedy", "genius"], games=3)


def test_a_tournament_goes_on_from_its_journal(tmp_path):
    path = tmp_path / "t.jsonl"
    bots = ["greedy", "random"]
    whole = urbs.tournament("forsale", 3, bots, games=12, seed=2)
    half = urbs.tournament("forsale", 3, bots, games=6, seed=2, journal=path)
    assert half["resumed"] == 0
    assert len(path.read_text().splitlines()) == 7
    more = urbs.tournament("forsale", 3, bots, games=12, seed=2, journal=str(path))
    assert more["resumed"] == 6
    assert {**strip(more), "resumed": 0} == strip(whole)
    held = urbs.tournament("forsale", 3, bots, games=30, seed=2, journal=path, so_far=True)
    assert (held["games"], held["resumed"]) == (12, 12)
    assert len(path.read_text().splitlines()) == 13
    with pytest.raises(ValueError, match="line 1: the journal of another tournament"):
        urbs.tournament("forsale", 3, bots, games=12, seed=3, journal=path)


def test_two_journals_are_compared_game_by_game(tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    ra = urbs.tournament("forsale", 3, ["random", "greedy", "greedy"], games=9, seed=5, journal=a)
    rb = urbs.tournament("forsale", 3, ["ismcts:20", "greedy", "greedy"], games=9, seed=5, journal=b)
    c = urbs.compare(a, str(b))
    assert (c["games"], c["entry"]) == (9, 0)
    share = {r["bot"]: r["win_share"] for r in ra["ratings"] + rb["ratings"]}
    assert c["reference"]["win_share"] == pytest.approx(share["random"])
    assert c["candidate"]["win_share"] == pytest.approx(share["ismcts:20"])
    diffs = [d["win_share"] for d in c["per_game"]]
    assert len(diffs) == 9
    assert c["win_share"]["mean"] == pytest.approx(sum(diffs) / 9)
    with pytest.raises(ValueError, match="the same bots"):
        urbs.compare(a, a)
    same = urbs.compare(a, a, entry=0)
    assert same["win_share"]["mean"] == 0.0 and same["win_share"]["se"] == 0.0


class FirstLegal(urbs.Agent):
    """Always the lowest legal id; remembers what it saw."""

    def __init__(self):
        super().__init__("first-legal")
        self.turns = []
        self.threads = set()

    def choose(self, turn):
        self.turns.append(turn)
        self.threads.add(threading.get_ident())
        return int(turn.legal_ids[0])


def test_an_agent_in_python_takes_seats_in_a_tournament_on_rusts_threads():
    agent = FirstLegal()
    report = urbs.tournament("forsale", 3, [agent, "greedy", "random"], games=6, seed=4)
    names = {r["bot"] for r in report["ratings"]}
    assert names == {"first-legal", "greedy", "random"}
    mine = next(r for r in report["ratings"] if r["bot"] == "first-legal")
    assert mine["seat_games"] == 6
    # It saw only its seat's view, with a mask of its legal actions.
    sp = urbs.spaces("forsale")
    for t in agent.turns[:20]:
        assert t.observation.shape == (sp.observation,)
        assert t.action_mask[t.legal_ids].all()
        assert t.view["viewer"] == {"seat": t.seat}
    # Its callback ran on the tournament's worker threads, which could only
    # take the GIL because the call waiting for them had released it.
    assert threading.get_ident() not in agent.threads


class Overlap(urbs.Agent):
    """Holds its first decision open (the GIL released) until another
    decision comes in or two seconds pass; records whether one did."""

    def __init__(self):
        super().__init__("overlap")
        self.inside = 0
        self.overlapped = False
        self.calls = 0
        self.other = threading.Event()

    def choose(self, turn):
        self.inside += 1
        self.calls += 1
        if self.inside > 1:
            self.overlapped = True
            self.other.set()
        if self.calls == 1:
            self.other.wait(2)
        self.inside -= 1
        return int(turn.legal_ids[0])


def test_an_agent_is_asked_by_one_game_at_a_time():
    agent = Overlap()
    urbs.tournament("forsale", 3, [agent, "random", "random"], games=12, seed=1)
    assert agent.calls > 12
    assert not agent.overlapped


def test_an_agent_class_and_a_policy_function_play_alike():
    lowest = urbs.Agent("lowest", lambda obs, mask: int(np.flatnonzero(mask)[0]))
    a = urbs.tournament("forsale", 3, [FirstLegal(), "random"], games=6, seed=3)
    b = urbs.tournament("forsale", 3, [lowest, "random"], games=6, seed=3)
    ratings = lambda r: sorted((x["rating"], x["win_share"]) for x in r["ratings"])
    assert ratings(a) == ratings(b)


def test_an_agents_error_is_raised_after_the_games():
    def broken(turn):
        raise KeyError("no policy")

    broken.name = "broken"
    with pytest.raises(KeyError, match="no policy"):
        urbs.tournament("forsale", 3, [broken, "random"], games=3, seed=1)

    def illegal(turn):
        return 10_000

    illegal.name = "illegal"
    with pytest.raises(ValueError, match="not legal"):
        urbs.tournament("forsale", 3, [illegal, "random"], games=3, seed=1)
    with pytest.raises(ValueError, match="two different agents"):
        urbs.tournament("forsale", 3, [urbs.Agent("x", None), urbs.Agent("x", None)], games=3)
