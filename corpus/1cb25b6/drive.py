"""Drive an old `urbs serve` to fill its database: finished bot games and games in play."""
import json, sys, time, urllib.request

BASE = sys.argv[1]

def call(method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(BASE + path, data=data, method=method,
                                 headers={"content-type": "application/json"})
    with urllib.request.urlopen(req) as r:
        return json.loads(r.read())

made = {"finished": [], "in_play": []}
# Finished: every seat a bot.
plan = []
seed = 7000
for game, counts, per in [("metropolis", [2, 3, 4, 5], 4), ("city", [2, 3, 4, 5], 3),
                          ("forsale", [3, 4], 1), ("skyline", [2, 3], 1)]:
    for n in counts:
        for i in range(per):
            bot = "greedy" if i % 2 == 0 else "random"
            seed += 1
            plan.append((game, n, bot, seed))
for game, n, bot, seed in plan:
    seats = [{"kind": "bot", "bot": bot} for _ in range(n)]
    r = call("POST", "/api/games", {"game": game, "seed": seed, "seats": seats})
    made["finished"].append(r["id"])
# In play: seat 0 a person who makes a few moves, the rest bots.
for game, n in [("metropolis", 2), ("metropolis", 3), ("metropolis", 4),
                ("city", 2), ("city", 3), ("city", 4)]:
    seed += 1
    seats = [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "bot": "greedy"}] * (n - 1)
    r = call("POST", "/api/games", {"game": game, "seed": seed, "seats": seats})
    gid, token = r["id"], r["seats"][0]["token"]
    made["in_play"].append({"id": gid, "token": token})
# Wait for bots, and play the person seats a few moves (their first legal action).
for g in made["in_play"]:
    moves = 0
    for _ in range(400):
        s = call("GET", f"/api/games/{g['id']}?token={g['token']}")
        if s["status"] == "finished":
            break
        if s.get("legal"):
            if moves >= 6 and s["moves"] >= 20:
                break
            call("POST", f"/api/games/{g['id']}/actions",
                 {"token": g["token"], "action": s["legal"][0]["json"]})
            moves += 1
        else:
            time.sleep(0.05)
    g["person_moves"] = moves
# Wait for the finished ones.
for gid in made["finished"]:
    for _ in range(1200):
        s = call("GET", f"/api/games/{gid}")
        if s["status"] == "finished":
            break
        time.sleep(0.1)
json.dump(made, open(sys.argv[2], "w"), indent=1)
print(len(made["finished"]), "finished planned;", len(made["in_play"]), "in play")
