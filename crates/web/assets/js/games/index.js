// The game renderers by game id; an unknown game gets the generic one.
import generic from "./generic.js";
import forsale from "./forsale.js";
import skyline from "./skyline.js";
import city from "./city.js";
import metropolis from "./metropolis.js";

const RENDERERS = { forsale, skyline, city, metropolis };

export function rendererFor(id) {
  return RENDERERS[id] ?? generic;
}

export function gameName(id) {
  return RENDERERS[id]?.name ?? id ?? "Game";
}
