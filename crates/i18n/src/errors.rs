//! Rule errors in either language. The game crates write their errors in
//! English (`RuleError { rule, message }`); the English catalog holds each
//! of those messages as a template (`error.*`, the message's holes named),
//! the other catalogs their translations. A message is translated by
//! finding the English template it fits, then filling the translation with
//! what stood in the holes (itself translated when it is a phrase of the
//! catalogs, such as a building's name or a hint). A test checks that every
//! message the game crates can give has its template.

use crate::{Lang, catalog, fill, placeholders, t};

/// The English templates of the game crates' rule errors, by key.
pub fn error_templates() -> impl Iterator<Item = (&'static str, &'static str)> {
    catalog(Lang::En)
        .entries()
        .filter(|(k, _)| k.starts_with("error.rule."))
}

/// Matches `message` against `template`, whose `{name}` holes match any
/// text; the values of the holes when it fits.
fn fit(template: &str, message: &str) -> Option<Vec<(String, String)>> {
    let names = placeholders(template);
    // The literal pieces between the holes.
    let mut pieces = Vec::with_capacity(names.len() + 1);
    let mut rest = template;
    for name in &names {
        let hole = format!("{{{name}}}");
        let at = rest.find(&hole)?;
        pieces.push(&rest[..at]);
        rest = &rest[at + hole.len()..];
    }
    pieces.push(rest);
    let mut m = message.strip_prefix(pieces[0])?;
    let mut values = Vec::with_capacity(names.len());
    for (i, name) in names.iter().enumerate() {
        let next = pieces[i + 1];
        let value_len = if i + 1 == names.len() {
            m.strip_suffix(next)?.len()
        } else if next.is_empty() {
            return None; // two holes side by side: not used by any message
        } else {
            m.find(next)?
        };
        values.push((name.to_string(), m[..value_len].to_string()));
        m = &m[value_len + next.len()..];
    }
    m.is_empty().then_some(values)
}

/// A phrase in English (a hole's value) in `lang`, when the catalogs say
/// it: a word of a game (`Factory` -> `Fábrica`), or a phrase of the
/// errors, itself with holes (`the new Factory` -> `la nueva Fábrica`).
fn phrase(lang: Lang, english: &str, depth: u8) -> String {
    let en = catalog(Lang::En);
    let target = catalog(lang);
    let parts = || {
        en.entries()
            .filter(|(k, _)| k.starts_with("term.") || k.starts_with("error.part."))
    };
    if let Some(word) = parts()
        .find(|(_, v)| *v == english)
        .and_then(|(k, _)| target.get(k))
    {
        return word.to_string();
    }
    // A City card's name (`Diner` -> `Cafetería`).
    if let Some(name) = target.get(&format!("card.city.{english}")) {
        return name.to_string();
    }
    if depth < 2 {
        for (key, template) in parts().filter(|(_, v)| v.contains('{')) {
            if let (Some(values), Some(translated)) = (fit(template, english), target.get(key)) {
                let args: Vec<(&str, String)> = values
                    .iter()
                    .map(|(k, v)| (k.as_str(), phrase(lang, v, depth + 1)))
                    .collect();
                return fill(translated, &args);
            }
        }
    }
    english.to_string()
}

/// The message of a rule error (`rule` names the ruling broken, `message`
/// is the game's English text) in `lang`. A message no template fits is
/// kept in English, after a sentence in `lang` that says the move is not
/// allowed.
pub fn error_text(lang: Lang, rule: &str, message: &str) -> String {
    if lang == Lang::En {
        return message.to_string();
    }
    let target = catalog(lang);
    for (key, template) in error_templates() {
        if let Some(values) = fit(template, message) {
            let args: Vec<(&str, String)> = values
                .iter()
                .map(|(k, v)| (k.as_str(), phrase(lang, v, 0)))
                .collect();
            if let Some(translated) = target.get(key) {
                return fill(translated, &args);
            }
        }
    }
    t(
        lang,
        "error.untranslated",
        &[("rule", rule.to_string()), ("message", message.to_string())],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_fit_their_templates() {
        assert_eq!(
            fit(
                "a bid must be higher than the highest bid, {high}",
                "a bid must be higher than the highest bid, 7"
            ),
            Some(vec![("high".into(), "7".into())])
        );
        assert_eq!(fit("the game is over", "the game is over"), Some(vec![]));
        assert_eq!(fit("the game is over", "the game is over!"), None);
        assert_eq!(
            fit(
                "lot {lot} is not face up; take one of {lots}",
                "lot 3 is face up"
            ),
            None
        );
    }

    #[test]
    fn errors_are_translated_with_their_details() {
        assert_eq!(
            error_text(
                Lang::Es,
                "FS-3",
                "a bid must be higher than the highest bid, 7"
            ),
            "una puja debe superar la puja más alta, 7"
        );
        assert_eq!(
            error_text(Lang::Es, "MP-5", "every Factory is built already"),
            "ya se han construido todos los edificios de tipo Fábrica"
        );
        assert_eq!(
            error_text(Lang::En, "MP-5", "every Factory is built already"),
            "every Factory is built already"
        );
        // A count's own form in each language (issue 29: no "card(s)").
        assert_eq!(
            error_text(Lang::Es, "CT-3", "pay 1 more card first (`pay CARD`)"),
            "primero paga 1 carta más (`pay CARD`)"
        );
        assert_eq!(
            error_text(Lang::Es, "CT-3", "pay 3 more cards first (`pay CARD`)"),
            "primero paga 3 cartas más (`pay CARD`)"
        );
        let unknown = error_text(Lang::Es, "XX-1", "something new");
        assert!(
            unknown.contains("something new") && unknown.contains("XX-1"),
            "{unknown}"
        );
    }
}
