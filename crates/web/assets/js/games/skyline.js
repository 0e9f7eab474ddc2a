// Skyline: drawn generically until its own renderer is written.
import generic from "./generic.js";

export default { ...generic, id: "", name: "Skyline" };
