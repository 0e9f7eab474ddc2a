#!/usr/bin/env python3
"""The bots' attack of issue 30, against a server started here: one address
creates GAMES games of five `ismcts:4294967295` bots (allowed: every move is
capped at the server's --bot-max-time), another address one ordinary game of
five bots. Every 5 s (--every) it prints the server's resident memory and
the ordinary game's moves (a game of 5 players is about 60 moves).

    scripts/bot-attack.py [--urbs target/release/urbs] [--games 28]
        [--seconds 150] [--every 5] [--bot-memory 512] [--quiet-bot ismcts:200]

The server inherits the environment (MALLOC_ARENA_MAX=2 and the like).
"""

import argparse
import http.client
import json
import subprocess
import tempfile
import time


def call(addr, method, path, body=None, source="127.0.0.1"):
    host, port = addr.rsplit(":", 1)
    conn = http.client.HTTPConnection(host, int(port), source_address=(source, 0), timeout=30)
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Content-Type": "application/json"} if data else {}
    conn.request(method, path, body=data, headers=headers)
    r = conn.getresponse()
    out = json.loads(r.read() or b"null")
    conn.close()
    if r.status >= 300:
        raise RuntimeError(f"{method} {path}: {r.status} {out}")
    return out


def rss_mib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def bots(spec, n=5):
    return {"game": "forsale", "players": n, "seats": [{"kind": "bot", "bot": spec}] * n}


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--urbs", default="target/release/urbs")
    p.add_argument("--games", type=int, default=28)
    p.add_argument("--seconds", type=float, default=150)
    p.add_argument("--every", type=float, default=5)
    p.add_argument("--bot-memory", type=int, default=512)
    p.add_argument("--quiet-bot", default="ismcts:200")
    a = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        server = subprocess.Popen(
            [a.urbs, "serve", "--addr", "127.0.0.1:0", "--database", f"sqlite:{tmp}/urbs.db",
             "--bot-memory", str(a.bot_memory), "--games-per-minute", "0"],
            stdout=subprocess.PIPE, text=True)
        try:
            line = server.stdout.readline()
            addr = line.split("http://")[1].split()[0]
            base = rss_mib(server.pid)
            quiet = call(addr, "POST", "/api/games", bots(a.quiet_bot), source="127.0.0.2")["id"]
            for _ in range(a.games):
                call(addr, "POST", "/api/games", bots("ismcts:4294967295"))
            print(f"server {addr}, --bot-memory {a.bot_memory}; base {base:.0f} MiB")
            print("seconds  rss_mib  quiet_moves")
            start, peak, last = time.time(), base, 0
            while time.time() - start < a.seconds:
                time.sleep(a.every)
                rss = rss_mib(server.pid)
                peak = max(peak, rss)
                moves = call(addr, "GET", f"/api/games/{quiet}", source="127.0.0.2")["moves"]
                print(f"{time.time() - start:7.0f}  {rss:7.0f}  {moves:5d} (+{moves - last})",
                      flush=True)
                last = moves
            print(f"peak {peak:.0f} MiB; base {base:.0f} MiB; budget {a.bot_memory} MiB")
        finally:
            server.kill()
            server.wait()


if __name__ == "__main__":
    main()
