//! `urbs replay`: play a saved game through and print it.

use std::path::PathBuf;

use clap::Args;

#[derive(Args)]
pub struct ReplayArgs {
    /// A replay file (JSON, as written by `urbs sim --save-dir` or `urbs play --save`).
    pub file: PathBuf,
    /// Print `{"game","edition","scores","wins"}` instead of the course of the game.
    #[arg(long)]
    pub json: bool,
    /// Print the game's trajectory as JSON Lines: one line per decision
    /// point, then the outcome (see docs/trajectories.md).
    #[arg(long, conflicts_with = "json")]
    pub steps: bool,
    /// With --steps: only the first N decision points (the last line then
    /// holds the position reached).
    #[arg(long, value_name = "N", requires = "steps")]
    pub limit: Option<usize>,
    /// Print the position after N actions (with --position).
    #[arg(long, value_name = "N", requires = "position")]
    pub at: Option<usize>,
    /// Print the position reached (after --at N actions, default all) as
    /// `{"game","players","options","state"}` (see docs/positions.md).
    #[arg(long, conflicts_with_all = ["json", "steps"])]
    pub position: bool,
    /// The language of the course of the game (log, table): en or es.
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = crate::parse_lang)]
    pub lang: urbs_i18n::Lang,
}

pub fn run(args: ReplayArgs) -> Result<(), String> {
    let text = crate::files::read_text(&args.file, "replay", crate::files::MAX_GAME_FILE)?;
    let json: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| format!("{}: not JSON: {e}", args.file.display()))?;
    if args.position {
        let mut json = json;
        if let (Some(n), Some(actions)) = (
            args.at,
            json.get_mut("actions").and_then(|a| a.as_array_mut()),
        ) {
            if n > actions.len() {
                return Err(format!(
                    "--at {n}: {} has only {} actions",
                    args.file.display(),
                    actions.len()
                ));
            }
            actions.truncate(n);
        }
        let table = urbs_catalog::load_replay(&json)
            .map_err(|e| format!("{}: {e}", args.file.display()))?;
        println!("{}", urbs_catalog::position_json(table.as_ref()));
        return Ok(());
    }
    if args.steps {
        let text = crate::trajectory::jsonl(&json, args.limit)
            .map_err(|e| format!("{}: {e}", args.file.display()))?;
        print!("{text}");
        return Ok(());
    }
    let table =
        urbs_catalog::load_replay(&json).map_err(|e| format!("{}: {e}", args.file.display()))?;
    let outcome = table.outcome();
    // A file whose actions end before the game does has no result: say so
    // and fail, rather than print empty scores a script would take for one.
    let unfinished = || {
        format!(
            "{}: the game is not over: its {} actions end before the game does",
            args.file.display(),
            table.moves()
        )
    };
    if args.json {
        let Some(o) = &outcome else {
            return Err(unfinished());
        };
        let v = serde_json::json!({
            "game": table.game(),
            "edition": table.edition(),
            "scores": o.scores,
            "wins": o.wins,
        });
        println!("{v}");
        return Ok(());
    }
    let lang = args.lang;
    let say = |key: &str, a: &[(&str, String)]| urbs_i18n::t(lang, key, a);
    let names = table.names();
    println!(
        "{}",
        say(
            "cli.replay_head",
            &[
                ("game", table.game().to_string()),
                ("players", table.players().to_string()),
                ("n", table.moves().to_string()),
            ],
        )
    );
    println!(
        "{}",
        say(
            "cli.replay_edition",
            &[
                ("edition", table.edition().to_string()),
                ("latest", table.latest_edition().to_string()),
            ],
        )
    );
    for (i, n) in names.iter().enumerate() {
        // People count seats from 1 (issue 29).
        println!("  P{}: {n}", i + 1);
    }
    let log_names = crate::play::people_names(lang, &names);
    for line in crate::play::log_lines(table.as_ref(), 0, lang, &log_names) {
        println!("  * {line}");
    }
    println!();
    let words = urbs_i18n::catalog(lang);
    println!(
        "{}",
        table.view_text_in(urbs_engine::Viewer::Spectator, words)
    );
    match outcome {
        Some(o) => println!(
            "{}",
            say(
                "cli.replay_scores",
                &[
                    ("scores", format!("{:?}", o.scores)),
                    ("wins", format!("{:?}", o.wins)),
                ],
            )
        ),
        None => {
            println!("{}", say("cli.replay_unfinished", &[]));
            return Err(unfinished());
        }
    }
    Ok(())
}
