// A game's rules, as the server renders them from the project's rules
// (docs/rules, in the page's language), every ruling a section with its id
// as anchor (`FS-3`).
import { h, mount } from "./dom.js";
import { api } from "./api.js";
import { t } from "./i18n.js";
import { gameName } from "./games/index.js";
import { rulesHref } from "./rulelinks.js";

/** The rules screen: the whole text, its contents, and the ruling asked for in view. */
export async function rulesPage(app, game, rule) {
  const page = await api.rules(game);
  const body = h("div.rules-text", { dataset: { test: "rules-text" } });
  // The server's HTML, made from the project's own Markdown with any raw
  // HTML in it escaped (docs/api.md, "Rules").
  body.innerHTML = page.html;
  const toc = h("nav.rules-toc", { "aria-label": t("rules.contents") },
    h("h2", t("rules.contents")),
    h("ol", page.sections.filter((s) => s.level <= 2).map((s) =>
      h("li", h("a", { href: rulesHref(game, s.id) }, s.title)))));
  mount(app, h("div.rules-page", { dataset: { test: "rules-page", game } },
    h("p.rules-back", h("a", { href: "#/" }, t("common.back_to_lobby"))),
    h("div.rules-layout", toc, h("article.panel.rules", { lang: page.lang }, body))));
  document.title = t("rules.title", { game: game === "table" ? t("attend.table_rules") : gameName(game) });
  const target = rule ? document.getElementById(rule) : null;
  if (target) {
    target.classList.add("target");
    target.setAttribute("tabindex", "-1");
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  } else if (rule) {
    body.prepend(h("p.panel.error", t("rules.no_ruling", { rule })));
  }
  return {
    leave() {
      document.title = "urbs";
    },
  };
}
