//! `urbs play`: a game in the terminal against bots.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use clap::Args;
use urbs_bots::DynBot;
use urbs_engine::{ActError, ActionChoice, Viewer, derive_seed};
use urbs_i18n::{Lang, t};

use crate::GameOptions;
use crate::options::{bot_list, fresh_seed, options_json, players_or_default};

#[derive(Args)]
pub struct PlayArgs {
    /// Game id (forsale, ...).
    pub game: String,
    /// Number of players (default 4, or the nearest the game allows).
    #[arg(long)]
    pub players: Option<usize>,
    /// Your seat, from 0.
    #[arg(long, default_value_t = 0)]
    pub seat: usize,
    /// Bots for the other seats in order, comma-separated (default: greedy).
    #[arg(long)]
    pub bots: Option<String>,
    /// Seed of the game (default: from the clock; it is printed so the game can be replayed).
    #[arg(long)]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub options: GameOptions,
    /// Play this edition of the rules (default: the latest), for study.
    #[arg(long, value_name = "N", conflicts_with = "position")]
    pub edition: Option<u32>,
    /// Save the replay here when the game ends.
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Start from a position file (see docs/positions.md) instead of a new
    /// deal; its state sets the players and options.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["players", "variant", "option", "deck"])]
    pub position: Option<PathBuf>,
    /// The language of the table, the messages and the log: en or es.
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = crate::parse_lang)]
    pub lang: Lang,
}

pub fn run(args: PlayArgs) -> Result<(), String> {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout();
    play(args, &mut input, &mut out)
}

/// A position file of game `game`, checked before it is played on.
fn load_position(
    path: &std::path::Path,
    game: &str,
) -> Result<Box<dyn urbs_engine::DynTable>, String> {
    let text = crate::files::read_text(path, "position", crate::files::MAX_GAME_FILE)?;
    let json: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{}: not JSON: {e}", path.display()))?;
    let found = json.get("game").and_then(serde_json::Value::as_str);
    if found != Some(game) {
        return Err(format!(
            "{}: a position of {}, not of {game}",
            path.display(),
            found.unwrap_or("no game")
        ));
    }
    urbs_catalog::load_position(&json).map_err(|e| format!("{}: {e}", path.display()))
}

/// The game loop, on any input and output (tests drive it with strings).
pub fn play(args: PlayArgs, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), String> {
    let info = urbs_catalog::game_info(&args.game)?;
    let lang = args.lang;
    let say = |key: &str, a: &[(&str, String)]| t(lang, key, a);
    let seed = args.seed.unwrap_or_else(fresh_seed);
    let mut table = match &args.position {
        Some(path) => load_position(path, &args.game)?,
        None => {
            let players = players_or_default(&args.game, args.players)?;
            let options = options_json(&args.options)?;
            urbs_catalog::new_table_in(&args.game, args.edition, players, &options, seed)?
        }
    };
    let players = table.players();
    if args.seat >= players {
        return Err(format!("--seat must be below {players}"));
    }
    let default_bot = if info.bots.iter().any(|b| b == "greedy") {
        "greedy"
    } else {
        "random"
    };
    let specs = seat_bots(&args, players, default_bot)?;
    let mut bots: Vec<Option<Box<dyn DynBot>>> = Vec::new();
    let mut names = Vec::new();
    for (seat, spec) in specs.iter().enumerate() {
        if seat == args.seat {
            bots.push(None);
            names.push(say("cli.you", &[]));
        } else {
            bots.push(Some(urbs_catalog::make_dyn_bot(
                &args.game,
                spec,
                derive_seed(seed, 1000 + seat as u64),
            )?));
            names.push(spec.clone());
        }
    }
    table.set_names(names.clone());
    // The log's lines speak of every seat in the third person: "P1 (tú)
    // puja 4", not "tú puja 4".
    // People count seats from 1 (issue 29); `--seat` and the API from 0.
    let mut log_names = people_names(lang, &names);
    log_names[args.seat] = say("cli.you_named", &[("seat", (args.seat + 1).to_string())]);
    // U-1: you may take back your own latest actions, as the table allows.
    table.track_undo();
    let w = |out: &mut dyn Write, s: String| writeln!(out, "{s}").map_err(|e| e.to_string());
    let others = (0..players)
        .filter(|&s| s != args.seat)
        .map(|s| format!("P{} {}", s + 1, names[s]))
        .collect::<Vec<_>>()
        .join(", ");
    w(
        out,
        say(
            "cli.start",
            &[
                ("game", info.name.to_string()),
                ("players", players.to_string()),
                ("seed", seed.to_string()),
                ("seat", (args.seat + 1).to_string()),
                ("others", others),
            ],
        ),
    )?;
    // The terminal's own summary (with its commands) in English; the
    // catalog's elsewhere.
    let summary = match lang {
        Lang::En => table.summary().to_string(),
        _ => say(&format!("summary.{}", table.game()), &[]),
    };
    if !summary.is_empty() {
        w(
            out,
            format!("\n{}\n{summary}\n", say("cli.how_to_play", &[])),
        )?;
    }
    w(out, say("cli.intro", &[]))?;
    let mut shown = 0;
    loop {
        let to_act = table.to_act();
        if to_act.is_over() {
            break;
        }
        for seat in to_act.seats().iter() {
            if let Some(bot) = bots[seat].as_mut() {
                let choice = bot
                    .choose(table.as_ref(), seat)
                    .ok_or("a bot had nothing to do")?;
                table
                    .apply_json(seat, &choice.json)
                    .map_err(|e| format!("bot at P{} failed: {e}", seat + 1))?;
            }
        }
        if !table.to_act().includes(args.seat) {
            continue;
        }
        // Your turn: what happened since, your view, your choices (an undo
        // may have taken back lines already shown).
        shown = shown.min(table.log_len());
        for line in log_lines(table.as_ref(), shown, lang, &log_names) {
            w(out, format!("  * {line}"))?;
        }
        shown = table.log_len();
        w(out, String::new())?;
        w(
            out,
            table.view_text_in(Viewer::Seat(args.seat), urbs_i18n::catalog(lang)),
        )?;
        let legal = table.legal_actions(args.seat);
        w(out, list_actions(table.game(), &legal, lang))?;
        loop {
            write!(out, "P{}> ", args.seat + 1).map_err(|e| e.to_string())?;
            out.flush().ok();
            let mut line = String::new();
            if input.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
                w(out, format!("\n{}", say("cli.bye", &[])))?;
                return Ok(());
            }
            let line = line.trim();
            match line {
                "" => continue,
                "quit" | "exit" | "q" => return Ok(()),
                _ if line.starts_with("rule ") => {
                    let id = line["rule ".len()..].trim().to_ascii_uppercase();
                    let text = urbs_catalog::ruling_text_in(table.game(), &id, lang.code())
                        .unwrap_or_else(|| {
                            say(
                                "cli.no_ruling",
                                &[("rule", id.clone()), ("game", table.game().to_string())],
                            )
                        });
                    w(out, indent(&text))?;
                    continue;
                }
                "help" | "?" => {
                    w(out, list_actions(table.game(), &legal, lang))?;
                    continue;
                }
                "undo" => match table.undo(args.seat) {
                    Ok(taken) => {
                        let action = for_people(table.game(), &taken.text);
                        w(out, say("cli.undone", &[("action", action)]))?;
                        break;
                    }
                    Err(e) => {
                        let why = format!(
                            "{} ({})",
                            urbs_i18n::error_text(lang, e.rule, &e.message),
                            say("cli.rule_ref", &[("rule", e.rule.to_string())])
                        );
                        w(out, say("cli.cannot_undo", &[("why", why)]))?;
                        continue;
                    }
                },
                _ => {}
            }
            let result = match line.parse::<usize>() {
                Ok(n) if (1..=legal.len()).contains(&n) => {
                    table.apply_json(args.seat, &legal[n - 1].json).map(|_| ())
                }
                Ok(n) => {
                    w(
                        out,
                        say(
                            "cli.no_number",
                            &[("n", n.to_string()), ("last", legal.len().to_string())],
                        ),
                    )?;
                    continue;
                }
                Err(_) => table.apply_text(args.seat, line).map(|_| ()),
            };
            match result {
                Ok(()) => break,
                Err(e) => {
                    let error = match &e {
                        ActError::Rule(r) => format!(
                            "{} ({})",
                            urbs_i18n::error_text(lang, &r.rule, &r.message),
                            say("cli.rule_ref", &[("rule", r.rule.clone())])
                        ),
                        other => other.to_string(),
                    };
                    w(out, say("cli.not_allowed", &[("error", error)]))?;
                    // The ruling it cites, from the rules (`urbs rules GAME`).
                    if let ActError::Rule(rule) = &e
                        && let Some(text) =
                            urbs_catalog::ruling_text_in(table.game(), &rule.rule, lang.code())
                    {
                        w(out, indent(&text))?;
                    }
                }
            }
        }
    }
    for line in log_lines(table.as_ref(), shown, lang, &log_names) {
        w(out, format!("  * {line}"))?;
    }
    w(out, String::new())?;
    w(
        out,
        table.view_text_in(Viewer::Seat(args.seat), urbs_i18n::catalog(lang)),
    )?;
    if let Some(o) = table.outcome() {
        let verdict = if o.wins[args.seat] >= 1.0 {
            say("cli.you_win", &[])
        } else if o.wins[args.seat] > 0.0 {
            say("cli.you_share", &[])
        } else {
            let winners: Vec<String> = o
                .winners()
                .iter()
                .map(|s| format!("P{} ({})", s + 1, names[*s]))
                .collect();
            say(
                "cli.won_by",
                &[("who", urbs_i18n::join_and(lang, &winners))],
            )
        };
        w(
            out,
            say(
                "cli.final_scores",
                &[("scores", format!("{:?}", o.scores)), ("verdict", verdict)],
            ),
        )?;
    }
    if let Some(path) = &args.save {
        let json = serde_json::to_string_pretty(&table.replay_json()).map_err(|e| e.to_string())?;
        std::fs::write(path, json).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        w(
            out,
            say("cli.saved", &[("path", path.display().to_string())]),
        )?;
    }
    Ok(())
}

/// The bot spec of every seat (yours is a placeholder).
fn seat_bots(args: &PlayArgs, players: usize, default: &str) -> Result<Vec<String>, String> {
    let Some(list) = &args.bots else {
        return Ok(vec![default.to_string(); players]);
    };
    let list = bot_list(list);
    if list.len() == players {
        return Ok(list);
    }
    if list.len() + 1 == players {
        let mut specs = list;
        specs.insert(args.seat, "you".into());
        return Ok(specs);
    }
    Err(format!(
        "--bots names {} bots: give one per other seat ({}) or one per seat ({players})",
        list.len(),
        players - 1
    ))
}

/// The public log from `from` on: the games' own English, or in another
/// language the catalogs' lines.
/// The names the log calls the seats by, as people count them (issue 29):
/// `P2 (greedy)`, a level named in `lang`, or `P2` for a seat with no name
/// ([`urbs_i18n::seat_name`], as the server's log).
pub(crate) fn people_names(lang: Lang, names: &[String]) -> Vec<String> {
    names
        .iter()
        .enumerate()
        .map(|(s, name)| {
            let bot = Some(name.as_str()).filter(|n| !n.is_empty());
            urbs_i18n::seat_name(lang, s, None, bot)
        })
        .collect()
}

/// The public log from `from` on in `lang`, each seat called by `names`
/// (the games write `player 2` in their English text, counting from 0).
pub(crate) fn log_lines(
    table: &dyn urbs_engine::DynTable,
    from: usize,
    lang: Lang,
    names: &[String],
) -> Vec<String> {
    let english = table.log_text(from);
    if lang == Lang::En {
        return english
            .iter()
            .map(|line| urbs_engine::text::name_players(line, names))
            .collect();
    }
    table
        .log_json(from)
        .iter()
        .zip(english)
        .map(|(e, line)| urbs_i18n::event_text(lang, table.game(), e, names).unwrap_or(line))
        .collect()
}

/// A move's text as a person reads it at the prompt. Metropolis's moves
/// name a player by seat, counted from 0 as the API counts (`to 2`);
/// people count from 1, so the prompt shows `to P3`, which the game reads
/// as the same move (MP-P12).
fn for_people(game: &str, text: &str) -> String {
    let words: Vec<&str> = text.split(' ').collect();
    let seat = match words.as_slice() {
        ["to", n] | ["gift", _, "to", n] if game == "metropolis" => n.parse::<usize>().ok(),
        _ => None,
    };
    match seat {
        Some(seat) => {
            let head = &words[..words.len() - 1];
            format!("{} P{}", head.join(" "), seat + 1)
        }
        None => text.to_string(),
    }
}

fn list_actions(game: &str, legal: &[ActionChoice], lang: Lang) -> String {
    let items: Vec<String> = legal
        .iter()
        .enumerate()
        .map(|(i, a)| format!("{:>3}) {}", i + 1, for_people(game, &a.text)))
        .collect();
    let width = items.iter().map(|s| s.len()).max().unwrap_or(0) + 2;
    let per_line = (78 / width.max(1)).max(1);
    let mut text = format!("{}\n", t(lang, "cli.choices", &[]));
    for chunk in items.chunks(per_line) {
        for item in chunk {
            text.push_str(&format!("{item:<width$}"));
        }
        text.push('\n');
    }
    text.trim_end().to_string()
}

/// `text` indented by four spaces, to set it off from the prompt.
fn indent(text: &str) -> String {
    text.lines()
        .map(|l| format!("    {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(game: &str, seed: u64) -> PlayArgs {
        PlayArgs {
            game: game.into(),
            players: Some(4),
            seat: 1,
            bots: None,
            seed: Some(seed),
            options: GameOptions::default(),
            edition: None,
            save: None,
            position: None,
            lang: Lang::En,
        }
    }

    /// A person who answers every prompt with junk first, then an action
    /// number, finishes a whole game; junk is refused with a reason.
    #[test]
    fn a_whole_forsale_game_through_the_prompt() {
        let answers = "bid 99\nhello\n0\n1\n".repeat(200);
        let mut input = answers.as_bytes();
        let mut out = Vec::new();
        play(args("forsale", 5), &mut input, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("Not allowed"), "{text}");
        assert!(
            text.contains("rule FS-3") || text.contains("rule FS-6"),
            "{text}"
        );
        // The ruling an illegal move cites is shown from the rules.
        assert!(
            text.contains("    FS-3 ") || text.contains("    FS-6 "),
            "{text}"
        );
        assert!(text.contains("unknown action `hello`"));
        assert!(text.contains("No action number 0"));
        assert!(text.contains("Final scores"), "{text}");
    }

    /// `--lang es`: the table, the messages, the log, the errors and the
    /// rulings in Spanish.
    #[test]
    fn a_game_in_spanish() {
        let answers = "bid 99\nhello\n0\nrule fs-4\n1\n".repeat(200);
        let mut input = answers.as_bytes();
        let mut out = Vec::new();
        let mut a = args("forsale", 5);
        a.lang = Lang::Es;
        play(a, &mut input, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        // Seat 1 of `--seat` is P2 to a person (issue 29).
        assert!(text.contains("Eres P2."), "{text}");
        assert!(text.contains("Cómo se juega:"), "{text}");
        assert!(
            text.contains("  * Subasta 1: se ofrecen los edificios"),
            "{text}"
        );
        assert!(text.contains("Tus opciones:"), "{text}");
        // The table itself, drawn in Spanish.
        assert!(
            text.contains("For Sale, fase 1 (compra): subasta 1 de "),
            "{text}"
        );
        assert!(text.contains("tú (P2)"), "{text}");
        assert!(!text.contains("Highest bid"), "{text}");
        // The log speaks of you in the third person, as of everyone.
        assert!(text.contains("  * P2 (tú) "), "{text}");
        assert!(!text.contains("  * tú "), "{text}");
        assert!(
            text.contains("No está permitido: puedes pujar como mucho")
                || text.contains("No está permitido: la fase 2 es una venta"),
            "{text}"
        );
        assert!(
            text.contains("No hay ninguna acción con el número 0"),
            "{text}"
        );
        let ruling = urbs_catalog::ruling_text_in("forsale", "FS-4", "es").unwrap();
        assert!(ruling.starts_with("FS-4 Pasar"), "{ruling}");
        assert!(text.contains(&indent(&ruling)), "{text}");
        assert!(text.contains("Puntuación final"), "{text}");
    }

    /// Metropolis names players as people count them at the prompt
    /// (`to P2`), and reads them so (MP-P12, issue 29).
    #[test]
    fn metropolis_players_are_counted_from_one_at_the_prompt() {
        assert_eq!(for_people("metropolis", "gift 45 to 0"), "gift 45 to P1");
        assert_eq!(for_people("metropolis", "to 2"), "to P3");
        assert_eq!(for_people("metropolis", "take 45"), "take 45");
        assert_eq!(for_people("forsale", "bid 2"), "bid 2");
        // The first move (taking a lot), then a proposal to P2.
        let mut input: &[u8] = b"1\npropose\nto P2\nquit\n";
        let mut out = Vec::new();
        let mut a = args("metropolis", 5);
        a.seat = 0;
        play(a, &mut input, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let prompts: Vec<&str> = text.split("P1> ").collect();
        assert_eq!(prompts.len(), 5, "{text}");
        assert!(prompts[2].contains(") to P2"), "{text}");
        assert!(!prompts[2].contains(") to 1"), "{text}");
        // The log, too, counts people from 1: the game's own English text
        // says `player 0`.
        assert!(text.contains("  * Turn 3: P1 (you)"), "{text}");
        assert!(text.contains(" P3 (greedy) starts"), "{text}");
        assert!(!text.contains("player 0"), "{text}");
        // `to P2` was taken: the draft goes on to what the deal holds.
        assert!(
            prompts[3].contains("is drafting a proposal for P2"),
            "{text}"
        );
        assert!(!text.contains("Not allowed"), "{text}");
    }

    #[test]
    fn a_ruling_can_be_read_at_the_prompt() {
        let mut input: &[u8] = b"rule fs-4\nrule XX-1\nquit\n";
        let mut out = Vec::new();
        play(args("forsale", 5), &mut input, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let expected = urbs_catalog::ruling_text("forsale", "FS-4").unwrap();
        assert!(text.contains(&indent(&expected)), "{text}");
        assert!(
            text.contains("No ruling XX-1; `urbs rules forsale`"),
            "{text}"
        );
    }

    #[test]
    fn undo_takes_back_a_secret_step_and_no_more() {
        // CT-1: the first discard of the two, then taken back; nothing of
        // ours is left to take back after that (U-1).
        let mut input: &[u8] = b"1\nundo\nundo\nquit\n";
        let mut out = Vec::new();
        play(args("city", 3), &mut input, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("Taken back: discard "), "{text}");
        assert!(
            text.contains("Cannot undo: there is no action of yours to take back (rule U-1)"),
            "{text}"
        );
        // A bid or a pass hands the auction on (U-4).
        let mut input: &[u8] = b"1\nundo\nquit\n";
        let mut out = Vec::new();
        let mut a = args("forsale", 5);
        a.seat = 0;
        play(a, &mut input, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.contains("Cannot undo: your last action cannot be taken back: the turn has moved on since (rule U-4)"),
            "{text}"
        );
    }

    #[test]
    fn end_of_input_leaves_cleanly() {
        let mut input: &[u8] = b"";
        let mut out = Vec::new();
        play(args("forsale", 6), &mut input, &mut out).unwrap();
        assert!(String::from_utf8(out).unwrap().contains("bye"));
    }

    #[test]
    fn bad_bot_lists_are_refused() {
        let mut a = args("forsale", 1);
        a.bots = Some("greedy".into());
        assert!(
            play(a, &mut &b""[..], &mut Vec::new())
                .unwrap_err()
                .contains("one per other seat")
        );
    }
}
