//! The rules of each edition (issue 28): the changelogs
//! (`docs/rules/changelog/GAME.md`, compiled in) and the rules as an
//! earlier edition played them.

use urbs_engine::Edition;

use crate::{check_game_edition, latest_edition, rules_markdown_in};

/// Game `id`'s changelog: every edition of its rules, its date, the rulings
/// it changed and why. `None` for an unknown game.
pub fn changelog_markdown(id: &str) -> Option<&'static str> {
    match id {
        "forsale" => Some(include_str!("../../../docs/rules/changelog/forsale.md")),
        "skyline" => Some(include_str!("../../../docs/rules/changelog/skyline.md")),
        "city" => Some(include_str!("../../../docs/rules/changelog/city.md")),
        "metropolis" => Some(include_str!("../../../docs/rules/changelog/metropolis.md")),
        _ => None,
    }
}

/// Game `id`'s changelog in language `lang` (`en`, `es`); `None` for an
/// unknown game or language.
pub fn changelog_markdown_in(id: &str, lang: &str) -> Option<&'static str> {
    match lang {
        "en" => changelog_markdown(id),
        "es" => match id {
            "forsale" => Some(include_str!("../../../docs/rules/es/changelog/forsale.md")),
            "skyline" => Some(include_str!("../../../docs/rules/es/changelog/skyline.md")),
            "city" => Some(include_str!("../../../docs/rules/es/changelog/city.md")),
            "metropolis" => Some(include_str!(
                "../../../docs/rules/es/changelog/metropolis.md"
            )),
            _ => None,
        },
        _ => None,
    }
}

/// Game `id`'s rules in `edition` (English). The latest edition is the
/// rules page as it is. An earlier one is the page under a note saying
/// which edition this is, where each ruling that edition played otherwise
/// is marked (its `Edition N` paragraph is the rule), followed by the
/// changelog. An edition the game does not have is refused.
pub fn rules_markdown_of_edition(id: &str, edition: Edition) -> Result<String, String> {
    rules_markdown_of_edition_in(id, edition, "en")
}

/// [`rules_markdown_of_edition`] in language `lang` (`en`, `es`): the
/// Spanish pages mark their rulings `Edición N` as the English ones do.
pub fn rules_markdown_of_edition_in(
    id: &str,
    edition: Edition,
    lang: &str,
) -> Result<String, String> {
    check_game_edition(id, edition)?;
    let latest = latest_edition(id)?;
    let page =
        rules_markdown_in(id, lang).ok_or_else(|| format!("no rules for `{id}` in `{lang}`"))?;
    if edition == latest {
        return Ok(page.to_string());
    }
    let changelog = changelog_markdown_in(id, lang).unwrap_or("");
    let note = if lang == "es" {
        format!(
            "> **Edición {edition} de estas reglas** (la última es la edición {latest}). \
             La página de abajo es la última edición; donde una regla dice cómo la \
             jugaba la edición {edition} (un párrafo que empieza **Edición {edition}**), \
             esa es la regla de la edición {edition}. El registro del final enumera \
             cada diferencia."
        )
    } else {
        format!(
            "> **Edition {edition} of these rules** (the latest is edition {latest}). \
             The page below is the latest edition; where a ruling says how edition \
             {edition} played it (a paragraph opening **Edition {edition}**), that is \
             the rule of edition {edition}. The changelog at the end lists every \
             difference."
        )
    };
    Ok(format!("{note}\n\n{page}\n\n---\n\n{changelog}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules_markdown;

    #[test]
    fn every_game_has_a_changelog_naming_each_of_its_editions() {
        for id in crate::GAME_IDS {
            let log = changelog_markdown(id).unwrap();
            for e in 1..=latest_edition(id).unwrap() {
                assert!(
                    log.contains(&format!("## Edition {e}")),
                    "{id}: edition {e}"
                );
            }
        }
    }

    #[test]
    fn an_earlier_edition_reads_in_spanish_with_its_marks_and_changelog() {
        // MP-5: edition 1's Admin. Bldg. was a straight four; the Spanish page
        // marks it as the English one does.
        let one = rules_markdown_of_edition_in("metropolis", 1, "es").unwrap();
        assert!(one.starts_with("> **Edición 1 de estas reglas**"), "{one}");
        assert!(one.contains("**Edición 1**"));
        assert!(one.ends_with(changelog_markdown_in("metropolis", "es").unwrap()));
        assert!(one.contains(rules_markdown_in("metropolis", "es").unwrap()));
        assert_eq!(
            rules_markdown_of_edition_in("metropolis", 2, "es").unwrap(),
            rules_markdown_in("metropolis", "es").unwrap()
        );
        for id in crate::GAME_IDS {
            let log = changelog_markdown_in(id, "es").unwrap();
            for e in 1..=latest_edition(id).unwrap() {
                assert!(
                    log.contains(&format!("## Edición {e}")),
                    "{id}: edición {e}"
                );
            }
        }
    }

    #[test]
    fn an_earlier_edition_marks_its_rulings_and_an_unknown_one_is_refused() {
        // MP-5: edition 1's Admin. Bldg. was a straight four.
        let one = rules_markdown_of_edition("metropolis", 1).unwrap();
        assert!(one.starts_with("> **Edition 1 of these rules**"), "{one}");
        assert!(one.contains("**Edition 1**"));
        assert_eq!(
            rules_markdown_of_edition("metropolis", 2).unwrap(),
            rules_markdown("metropolis").unwrap()
        );
        let err = rules_markdown_of_edition("metropolis", 3).unwrap_err();
        assert_eq!(
            err,
            "metropolis has editions 1 to 2 of its rules, not edition 3"
        );
        let err = rules_markdown_of_edition("forsale", 2).unwrap_err();
        assert_eq!(
            err,
            "forsale has only edition 1 of its rules, not edition 2"
        );
    }
}
