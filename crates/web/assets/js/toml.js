// A reader for the small part of TOML that game data files use: comments,
// `[[table]]` arrays, `[table]`, and `key = value` with strings, integers,
// floats, booleans, arrays and inline tables. Enough to draw a user's deck;
// the server still checks it.

export function parseToml(text) {
  const root = {};
  let current = root;
  let i = 0;
  const n = text.length;

  const fail = (msg) => {
    const line = text.slice(0, i).split("\n").length;
    throw new Error(`TOML line ${line}: ${msg}`);
  };
  const skipSpace = (newlines) => {
    for (;;) {
      const c = text[i];
      if (c === " " || c === "\t" || c === "\r" || (newlines && c === "\n")) i++;
      else if (c === "#") while (i < n && text[i] !== "\n") i++;
      else return;
    }
  };
  const key = () => {
    skipSpace(false);
    if (text[i] === '"') return string();
    const m = /^[A-Za-z0-9_-]+/.exec(text.slice(i));
    if (!m) fail("a key was expected");
    i += m[0].length;
    return m[0];
  };
  const string = () => {
    i++;
    let out = "";
    while (i < n && text[i] !== '"') {
      if (text[i] === "\\") {
        const e = text[++i];
        out += { n: "\n", t: "\t", '"': '"', "\\": "\\" }[e] ?? e;
        i++;
      } else out += text[i++];
    }
    if (text[i] !== '"') fail("an unterminated string");
    i++;
    return out;
  };
  const value = () => {
    skipSpace(true);
    const c = text[i];
    if (c === '"') {
      if (text.startsWith('"""', i)) {
        const end = text.indexOf('"""', i + 3);
        if (end < 0) fail("an unterminated string");
        const s = text.slice(i + 3, end).replace(/^\n/, "");
        i = end + 3;
        return s;
      }
      return string();
    }
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      const s = text.slice(i + 1, end);
      i = end + 1;
      return s;
    }
    if (c === "[") {
      i++;
      const arr = [];
      for (;;) {
        skipSpace(true);
        if (text[i] === "]") {
          i++;
          return arr;
        }
        arr.push(value());
        skipSpace(true);
        if (text[i] === ",") i++;
        else if (text[i] !== "]") fail("`,` or `]` was expected");
      }
    }
    if (c === "{") {
      i++;
      const obj = {};
      for (;;) {
        skipSpace(false);
        if (text[i] === "}") {
          i++;
          return obj;
        }
        const k = key();
        skipSpace(false);
        if (text[i] !== "=") fail("`=` was expected");
        i++;
        obj[k] = value();
        skipSpace(false);
        if (text[i] === ",") i++;
      }
    }
    const m = /^(true|false|[+-]?[0-9_]+(\.[0-9_]+)?)/.exec(text.slice(i));
    if (!m) fail("a value was expected");
    i += m[0].length;
    if (m[0] === "true") return true;
    if (m[0] === "false") return false;
    return Number(m[0].replace(/_/g, ""));
  };

  while (i < n) {
    skipSpace(true);
    if (i >= n) break;
    if (text.startsWith("[[", i)) {
      i += 2;
      const k = key();
      skipSpace(false);
      if (!text.startsWith("]]", i)) fail("`]]` was expected");
      i += 2;
      root[k] = root[k] ?? [];
      current = {};
      root[k].push(current);
    } else if (text[i] === "[") {
      i++;
      const k = key();
      skipSpace(false);
      if (text[i] !== "]") fail("`]` was expected");
      i++;
      current = root[k] = root[k] ?? {};
    } else {
      const k = key();
      skipSpace(false);
      if (text[i] !== "=") fail("`=` was expected");
      i++;
      current[k] = value();
    }
  }
  return root;
}
