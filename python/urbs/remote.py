"""A seat of a game on a running `urbs serve`, played by a Python agent:
a trained agent sits at a table with people (docs/api.md is the API).

    import urbs, urbs.remote
    agent = urbs.Agent("ppo", lambda obs, mask: policy(obs, mask))
    result = urbs.remote.play("https://urbs.example/#/game/3f2a9c0d1b7e6a55?token=9b1f...", agent)
    result["outcome"]        # {"scores": [...], "wins": [...]}

The agent is the one tournaments take (`urbs.Agent`, any object with
`choose(turn)`, or a callable taking the turn): each time the seat must
act it gets a `urbs.Turn` (seat, observation, action mask, view) built
from what the server shows that seat, the view and the public log, so it
sees what it would see in `urbs.tournament`, never more. Its id is sent
back as the action's JSON over the seat's WebSocket.

`play` takes a seat link (what the lobby hands a player,
`BASE/#/game/ID?token=T`) or `server=`, `game_id=` and `token=`; with
no token it claims an open seat first (`join`). It returns when the game
is over (or abandoned). HTTP goes through `requests`, the socket through
`websockets`.
"""

import itertools
import json
import urllib.parse

import numpy as np
import requests
from websockets.sync.client import connect

from . import _urbs
from ._play import Turn, chooser, spaces


class RemoteError(Exception):
    """The server refused something: `status` (HTTP's), `rule` (a ruling's
    id when the rules refused an action, else None) and its message."""

    def __init__(self, status, message, rule=None):
        super().__init__(f"{status}: {message}" + (f" ({rule})" if rule else ""))
        self.status, self.message, self.rule = status, message, rule


def parse_link(link):
    """`(server, game_id, token)` of a seat link `BASE/#/game/ID?token=T`
    (token None for a link to watch)."""
    u = urllib.parse.urlsplit(link)
    if u.scheme not in ("http", "https") or not u.netloc:
        raise ValueError(f"{link!r} is not an http(s) link to a game")
    path, _, query = u.fragment.partition("?")
    if not path.startswith("/game/") or len(path) == len("/game/"):
        raise ValueError(f"{link!r} is not a link to a game (BASE/#/game/ID?token=T)")
    token = urllib.parse.parse_qs(query).get("token", [None])[0]
    server = f"{u.scheme}://{u.netloc}{u.path.rstrip('/')}"
    return server, urllib.parse.unquote(path[len("/game/"):]), token


def _checked(response):
    if response.status_code >= 400:
        try:
            body = response.json()
        except ValueError:
            body = {"error": response.text}
        raise RemoteError(response.status_code, body.get("error", ""), body.get("rule"))
    return response.json()


def join(server, game_id, name=None, timeout=10.0):
    """Claims an open seat of game `game_id`: `(seat, token)`."""
    body = {"name": name} if name else {}
    r = requests.post(f"{server}/api/games/{urllib.parse.quote(game_id)}/join", json=body, timeout=timeout)
    got = _checked(r)
    return got["seat"], got["token"]


def _turn(state, log):
    """The agent's turn from a `state` message and the public log so far;
    with the JSON action of each legal id."""
    game, seat = state["game"], state["seat"]
    view_json = json.dumps(state["view"])
    obs = np.frombuffer(_urbs.observe_json(game, view_json, json.dumps(log)), dtype=np.float32)
    mask = np.zeros(spaces(game).actions, dtype=np.int8)
    actions = {}
    for legal in state["legal"]:
        id = _urbs.id_of_json(game, view_json, json.dumps(legal["json"]))
        if id is not None:
            mask[id] = 1
            actions[id] = legal["json"]
    return Turn(game, seat, obs, mask, view_json), actions


def play(link=None, agent=None, *, server=None, game_id=None, token=None, name=None,
         timeout=None, connect_timeout=10.0):
    """Plays one seat with `agent` until the game is over. Give a seat link,
    or `server`, `game_id` and `token` (no token: join an open seat, as
    `name`). Returns `{"id", "seat", "status", "edition", "outcome",
    "decisions"}` (`edition`: of the rules the server plays the game under;
    `decisions`: how many times the agent chose). `timeout`: how long to
    wait for any news of the game, in seconds (None: as long as the people
    at the table think); `connect_timeout`: for the connection and `join`."""
    if agent is None:
        raise ValueError("give the agent that plays the seat")
    if link is not None:
        server, game_id, link_token = parse_link(link)
        token = token or link_token
    if not server or not game_id:
        raise ValueError("give a seat link, or server= and game_id=")
    server = server.rstrip("/")
    if token is None:
        _, token = join(server, game_id, name, connect_timeout)
    choose = chooser(agent)
    query = urllib.parse.urlencode({"token": token})
    url = f"ws{server[len('http'):]}/api/games/{urllib.parse.quote(game_id)}/ws?{query}"
    log, decisions, waiting = [], 0, None
    # The first `moves` a state may show for this seat to be asked again:
    # states pushed before the server took our last action can still
    # arrive after its `ack` (at a simultaneous decision, another seat's
    # choice lands between), and must not be answered twice.
    fresh = 0
    refs = itertools.count()
    with connect(url, open_timeout=connect_timeout, max_size=2**24) as ws:
        while True:
            msg = json.loads(ws.recv(timeout=timeout))
            kind = msg.get("type")
            if kind == "error":
                raise RemoteError(msg.get("status"), msg.get("error", ""), msg.get("rule"))
            if kind == "ack":
                if msg.get("ref") == waiting:
                    waiting, fresh = None, msg["moves"]
                continue
            if kind != "state":
                continue
            log.extend(msg["log"])
            if msg["outcome"] is not None or msg["status"] in ("finished", "abandoned"):
                return {"id": game_id, "seat": msg["seat"], "status": msg["status"],
                        "edition": msg["edition"], "outcome": msg["outcome"],
                        "decisions": decisions}
            # `moves` grows with every change this seat sees, its own
            # actions included.
            if (waiting is None and msg["seat"] in msg["to_act"] and msg["legal"]
                    and msg["moves"] >= fresh):
                turn, actions = _turn(msg, log)
                chosen = choose(turn)
                if chosen not in actions:
                    raise ValueError(f"the agent chose id {chosen}, which is not legal here (see the mask)")
                waiting = next(refs)
                ws.send(json.dumps({"action": actions[chosen], "ref": waiting,
                                    "key": f"{msg['seat']}-{msg['moves']}"}))
                decisions += 1
