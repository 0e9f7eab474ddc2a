// Whether the signed-in account holds a seat of a game (issue 30): such a
// person may start the game's review from any browser, without the seat's
// token here; the server knows them by their session (docs/api.md,
// "Hints and reviews").
import { call } from "./account.js";

/** Whether the account signed in here holds a seat of game `id` (false signed out). */
export async function accountHoldsSeat(id) {
  try {
    const games = await call("GET", "/api/account/games");
    return [...(games.in_play ?? []), ...(games.finished ?? [])].some((g) => g.id === id);
  } catch {
    return false;
  }
}
