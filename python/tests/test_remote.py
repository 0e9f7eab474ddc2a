"""urbs.remote against a real server: `urbs serve` (URBS_BIN, or
target/debug/urbs, which scripts/test-python.sh builds) on a port of its
choosing with a temporary SQLite database, started by the tests."""

import json
import os
import subprocess
import threading
from pathlib import Path

import numpy as np
import pytest
import requests

import urbs
import urbs.remote

ROOT = Path(__file__).resolve().parents[2]
URBS = Path(os.environ.get("URBS_BIN", ROOT / "target" / "debug" / "urbs"))


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    assert URBS.exists(), f"{URBS} is missing: cargo build -p urbs"
    db = tmp_path_factory.mktemp("serve") / "urbs.db"
    proc = subprocess.Popen(
        [str(URBS), "serve", "--addr", "127.0.0.1:0", "--database", f"sqlite:{db}"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        # Its first line says where it listens (port 0: the OS picks a free one).
        line = proc.stdout.readline()
        assert "http://" in line, line
        url = "http://" + line.split("http://")[1].split()[0]
        assert requests.get(f"{url}/api/health", timeout=10).status_code == 200
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def create(server, game, seats, seed):
    r = requests.post(f"{server}/api/games", json={"game": game, "seed": seed, "seats": seats}, timeout=10)
    assert r.status_code == 201, r.text
    return r.json()


class Recording:
    """A random agent that keeps every turn it was given."""

    name = "recording"

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)
        self.turns = []

    def choose(self, turn):
        self.turns.append(turn)
        return int(self.rng.choice(turn.legal_ids))


def decisions_of(replay, seat):
    """(observation, mask, simultaneous) of every decision of `seat` in a replay, from
    the engine here: what the agent should have been shown."""
    g = urbs.Game(replay["game"], players=replay["players"], options=replay.get("options"), seed=replay["seed"])
    out = []
    for step in replay["actions"]:
        if step["seat"] == seat:
            out.append((*g.encode(seat), g.simultaneous))
        g.apply(step["seat"], step["action"])
    assert g.outcome is not None
    return out, g


@pytest.mark.parametrize("game,players", [("forsale", 4), ("city", 3)])
def test_an_agent_plays_a_seat_link_to_the_end_seeing_what_the_engine_shows(server, game, players):
    seats = [{"kind": "human", "name": "agent"}] + [{"kind": "bot", "bot": "greedy"}] * (players - 1)
    made = create(server, game, seats, seed=3)
    link = f"{server}/#/game/{made['id']}?token={made['seats'][0]['token']}"
    agent = Recording(seed=1)
    result = urbs.remote.play(link, agent, timeout=60)
    assert result["status"] == "finished" and result["seat"] == 0
    assert result["decisions"] == len(agent.turns) > 0
    replay = requests.get(f"{server}/api/games/{made['id']}/replay", timeout=10).json()
    expected, g = decisions_of(replay, 0)
    assert result["outcome"] == g.outcome
    # Issue 28: the edition the server plays, as its replay records it.
    assert result["edition"] == replay["edition"]
    # The server's view and public log make the engine's observation and mask.
    assert len(expected) == len(agent.turns)
    sp = urbs.spaces(game)
    for k, (turn, (obs, mask, simultaneous)) in enumerate(zip(agent.turns, expected)):
        diff = {f.name for f in sp.layout if not np.array_equal(turn.observation[f.slice], obs[f.slice])}
        if simultaneous:
            # The replay puts choices made at the same time in one order; the
            # agent may have been asked before another seat chose (that seat's
            # "to act", "chosen" or "status" flags), never shown what it chose.
            diff -= {f"seat{s}.{n}" for s in range(1, players) for n in ("to_act", "chosen", "status")}
        assert not diff, (k, sorted(diff))
        assert np.array_equal(turn.action_mask, mask)
        assert turn.seat == 0 and turn.game == game


def test_two_agents_at_one_table_with_a_bot_and_an_open_seat(server):
    # For Sale's second phase is a secret choice of every seat at once.
    made = create(server, "forsale", [{"kind": "human"}, {"kind": "human"},
                                      {"kind": "bot", "bot": "random"}, {"kind": "open"}], seed=5)
    results = {}
    first = urbs.Agent("first", lambda obs, mask: int(np.flatnonzero(mask)[0]))
    last = urbs.Agent("last", lambda obs, mask: int(np.flatnonzero(mask)[-1]))

    def sit(key, **kw):
        results[key] = urbs.remote.play(server=server, game_id=made["id"], timeout=60, **kw)

    threads = [threading.Thread(target=sit, args=(0,), kwargs={"token": made["seats"][0]["token"], "agent": first}),
               threading.Thread(target=sit, args=(1,), kwargs={"token": made["seats"][1]["token"], "agent": last}),
               threading.Thread(target=sit, args=(3,), kwargs={"agent": first, "name": "joined"})]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert sorted(results) == [0, 1, 3]
    assert {r["seat"] for r in results.values()} == {0, 1, 3}
    outcomes = [r["outcome"] for r in results.values()]
    assert outcomes[0] is not None and all(o == outcomes[0] for o in outcomes)
    assert sum(outcomes[0]["wins"]) == pytest.approx(1.0)


def test_seat_links_parse_and_bad_ones_are_refused(server):
    assert urbs.remote.parse_link("https://a.example/urbs/#/game/3f2a?token=9b1f") == (
        "https://a.example/urbs", "3f2a", "9b1f")
    assert urbs.remote.parse_link("http://h:8080/#/game/x") == ("http://h:8080", "x", None)
    for bad in ("ftp://h/#/game/x", "http://h/#/lobby", "http://h/", "game/x"):
        with pytest.raises(ValueError):
            urbs.remote.parse_link(bad)
    made = create(server, "forsale", [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * 2, seed=1)
    agent = urbs.Agent("a", lambda obs, mask: int(np.flatnonzero(mask)[0]))
    # A token of no seat: the server refuses the socket (403 before the upgrade).
    with pytest.raises(Exception, match="403"):
        urbs.remote.play(server=server, game_id=made["id"], token="0" * 32, agent=agent)
    # No open seat to join.
    with pytest.raises(urbs.remote.RemoteError) as e:
        urbs.remote.play(server=server, game_id=made["id"], agent=agent)
    assert e.value.status == 409


def test_an_agent_that_picks_an_illegal_id_is_stopped_before_anything_is_sent(server):
    made = create(server, "forsale", [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * 2, seed=2)
    bad = urbs.Agent("bad", lambda obs, mask: int(np.flatnonzero(mask == 0)[0]))
    with pytest.raises(ValueError, match="not legal"):
        urbs.remote.play(server=server, game_id=made["id"], token=made["seats"][0]["token"], agent=bad,
                          timeout=60)
    state = requests.get(f"{server}/api/games/{made['id']}",
                         params={"token": made["seats"][0]["token"]}, timeout=10).json()
    assert state["status"] == "active" and 0 in state["to_act"]
