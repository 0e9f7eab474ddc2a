"""Outcomes an old `urbs serve` reports for every game in its database (from its API)."""
import json, sys, urllib.request
BASE, made_path, out = sys.argv[1], sys.argv[2], sys.argv[3]
def get(path):
    with urllib.request.urlopen(BASE + path) as r:
        return json.loads(r.read())
made = json.load(open(made_path))
games = {}
for gid in made["finished"]:
    s = get(f"/api/games/{gid}")
    games[gid] = {"game": s["game"], "players": s["players"], "status": s["status"],
                  "moves": s["moves"], "outcome": s["outcome"]}
for g in made["in_play"]:
    s = get(f"/api/games/{g['id']}")
    games[g["id"]] = {"game": s["game"], "players": s["players"], "status": s["status"],
                      "moves": s["moves"], "outcome": s["outcome"], "seat_0_token": g["token"]}
json.dump({"games": games}, open(out, "w"), indent=1, sort_keys=True)
print(sum(1 for g in games.values() if g["status"] == "finished"), "finished of", len(games))
