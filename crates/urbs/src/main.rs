//! `urbs`: serve, play, simulate, replay and benchmark the urbs games.
//! Without a command it runs `urbs serve` with its defaults.
//!
//! The binary only parses arguments and wires the library crates together;
//! every rule lives in the game crates, every bot in `urbs-bots`, all HTTP,
//! SQL and wire JSON in `urbs-server`.

mod analyze;
mod bench;
mod compare;
mod files;
mod loadtest;
mod margins;
mod options;
mod play;
mod replay;
mod serve;
mod sim;
mod tournament;
mod trajectory;

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "urbs",
    version,
    about = "City-building tabletop games: serve, play against bots, simulate, replay, benchmark.",
    after_help = "Without a command, `urbs` runs `urbs serve` on 127.0.0.1:8080.\n\
                  Games: forsale (and every game `urbs games` lists). Try: urbs play forsale"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

/// Options that pick a game's variants, shared by the commands that start games.
#[derive(Args, Clone, Debug, Default)]
pub struct GameOptions {
    /// Play the seed's variant (sets the option `variant` to true).
    #[arg(long)]
    pub variant: bool,
    /// Set a game option, as KEY=VALUE (VALUE read as JSON if it parses, else text).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub option: Vec<String>,
    /// A deck file of the user's printing (games with data-driven decks).
    #[arg(long, value_name = "FILE")]
    pub deck: Option<std::path::PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the game server (HTTP + WebSocket API, games stored in a database).
    Serve(serve::ServeArgs),
    /// Load a server with many concurrent bot-like games and report throughput.
    Loadtest(loadtest::LoadtestArgs),
    /// Play in the terminal against bots.
    Play(play::PlayArgs),
    /// Play many bot games in parallel and report win shares and mean scores.
    Sim(sim::SimArgs),
    /// Replay a saved game and print its course and outcome.
    Replay(replay::ReplayArgs),
    /// Measure random-playout and ISMCTS throughput per game on one core.
    Bench(bench::BenchArgs),
    /// Seat-rotated bot matches: ratings with 95% intervals, head-to-head shares.
    Tournament(tournament::TournamentArgs),
    /// Two tournaments' journals game by game: the one bot that differs, on the same deals and seats.
    Compare(compare::CompareArgs),
    /// One entry of a tournament's journal: how far from the win it finished, and what points added would make of its win share.
    Margins(margins::MarginsArgs),
    /// Every legal action with the search bot's value, at one position of a saved game.
    Analyze(analyze::AnalyzeArgs),
    /// Print a game's complete rules (no GAME: list the games).
    Rules {
        /// forsale, skyline, city or metropolis.
        game: Option<String>,
        /// The language of the rules: en or es.
        #[arg(long, value_name = "LANG", default_value = "en", value_parser = parse_lang)]
        lang: urbs_i18n::Lang,
        /// The rules of this edition (default: the latest), in English;
        /// docs/rules/changelog/GAME.md lists them.
        #[arg(long, value_name = "N", requires = "game")]
        edition: Option<u32>,
    },
    /// List the games with their player counts, bots and options.
    Games {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

fn main() -> ExitCode {
    large_blocks_go_back();
    let cli = Cli::parse();
    if !matches!(
        cli.command,
        None | Some(Command::Serve(_)) | Some(Command::Loadtest(_))
    ) {
        quiet_on_closed_pipe();
    }
    let result = match cli.command.unwrap_or(Command::Serve(Default::default())) {
        Command::Serve(args) => serve::run(args),
        Command::Loadtest(args) => loadtest::run(args),
        Command::Play(args) => play::run(args),
        Command::Sim(args) => sim::run(args),
        Command::Replay(args) => replay::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Tournament(args) => tournament::run(args),
        Command::Compare(args) => compare::run(args),
        Command::Margins(args) => margins::run(args),
        Command::Analyze(args) => analyze::run(args),
        Command::Games { json } => list_games(json),
        Command::Rules {
            game,
            lang,
            edition,
        } => print_rules(game.as_deref(), lang, edition),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("urbs: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `urbs replay FILE | head`: when the reader goes away, stop quietly as
/// other command-line tools do (the default action of SIGPIPE), rather than
/// panic in `println!`. The server ignores SIGPIPE itself: its sockets
/// report a closed peer as an error, and so does the load tool.
fn quiet_on_closed_pipe() {
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to the default before any
    // thread is started.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// Blocks of 1 MiB and more (bots' search trees) are mapped on their own
/// and unmapped when freed. glibc's default threshold rises to 32 MiB at
/// the first such block freed, and from then on trees grown and given back
/// stay in its arenas as free but resident memory: under the bots' attack
/// of issue 30 that was 185 MiB after 150 s and rising, over a budget's
/// 478 MiB of live trees (docs/architecture/server.md, "Bots' memory").
fn large_blocks_go_back() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a tuning value of the allocator; called
    // before any thread is started.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
    }
}

/// `--lang`: a language urbs speaks.
pub(crate) fn parse_lang(tag: &str) -> Result<urbs_i18n::Lang, String> {
    urbs_i18n::Lang::parse(tag).ok_or_else(|| {
        urbs_i18n::t(
            urbs_i18n::Lang::En,
            "cli.unknown_lang",
            &[
                ("lang", tag.to_string()),
                ("langs", urbs_i18n::Lang::ALL.map(|l| l.code()).join(", ")),
            ],
        )
    })
}

fn print_rules(
    game: Option<&str>,
    lang: urbs_i18n::Lang,
    edition: Option<u32>,
) -> Result<(), String> {
    let Some(id) = game else {
        println!("{}", urbs_i18n::t(lang, "cli.rules_list", &[]));
        for g in urbs_catalog::games() {
            println!("  {:<11} {}", g.id, g.name);
        }
        println!(
            "  {:<11} At the table: undo, time, leaving (every game)",
            "table"
        );
        return Ok(());
    };
    if id == "table" {
        print!(
            "{}",
            urbs_catalog::table_rules_in(lang.code()).unwrap_or(urbs_catalog::TABLE_RULES)
        );
        return Ok(());
    }
    // An earlier edition's rules are the page with its marks.
    if let Some(edition) = edition
        && edition != urbs_catalog::latest_edition(id)?
    {
        print!(
            "{}",
            urbs_catalog::rules_markdown_of_edition_in(id, edition, lang.code())?
        );
        return Ok(());
    }
    let text = urbs_catalog::rules_markdown_in(id, lang.code()).ok_or_else(|| {
        format!(
            "unknown game `{id}`; choose from: {}",
            urbs_catalog::GAME_IDS.join(", ")
        )
    })?;
    print!("{text}");
    Ok(())
}

fn list_games(json: bool) -> Result<(), String> {
    let games = urbs_catalog::games();
    if json {
        println!(
            "{}",
            serde_json::to_string_pretty(&games).map_err(|e| e.to_string())?
        );
        return Ok(());
    }
    for g in games {
        println!(
            "{:<11} {:<12} {}-{} players   bots: {:<24} options: {}",
            g.id,
            g.name,
            g.min_players,
            g.max_players,
            g.bots.join(", "),
            g.options
        );
    }
    Ok(())
}
