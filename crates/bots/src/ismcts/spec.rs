//! The text form of an ISMCTS bot: `ismcts:BUDGET[/CAP][xTHREADS]`.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// How long one search may run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// This many iterations per tree (deterministic for a seed).
    Iterations(u32),
    /// Wall-clock time per move (not reproducible: depends on the machine).
    Time(Duration),
}

/// Everything that tunes the search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IsmctsConfig {
    pub budget: Budget,
    /// Root-parallel trees, one per thread, each with the whole budget; their
    /// root statistics are summed. With an iteration budget the result is the
    /// same for a seed whatever the machine.
    pub threads: usize,
    /// UCB exploration constant (rewards lie in 0..=1).
    pub exploration: f64,
    /// Weight of the normalised score in a playout's reward; the rest is the
    /// win share.
    pub score_weight: f64,
    /// Playouts leave the game's heuristic with this probability for a
    /// move: a uniformly random action with this probability again, else
    /// the action with the best MAST average (1.0: purely random playouts).
    /// `+pure`: 0, the heuristic at every move it has an opinion on.
    pub playout_epsilon: f64,
    /// Progressive widening: a node of the searching seat visited `n` times
    /// considers `1 + widening * sqrt(n)` actions, best prior first
    /// (`f64::INFINITY`: all at once).
    pub widening: f64,
    /// The same for the other seats' nodes, in games with a heuristic
    /// playout policy (without one they widen like the searcher). 0: the
    /// other seats play the heuristic's move in the tree; `+othersW` sets
    /// it to W, so that they keep statistics and search their replies. Opponents that
    /// answer every move with the best reply the tree finds (max^n) make
    /// every enterprising move look bad: against greedy For Sale players
    /// that model took the win share from 0.85 to 0.1.
    pub opponent_widening: f64,
    /// Stops any search at this time per move, whatever its budget: a
    /// spec's own cap (`ismcts:20000/1s`: reproducible iterations on any
    /// machine fast enough, never longer than a second) or a server's.
    pub time_cap: Option<Duration>,
    /// SM-ISMCTS (`+sm`): where several seats choose in secret at once,
    /// every one of them (the observer and the others alike) chooses by
    /// regret matching over its own statistics, none knowing the others'
    /// choices, instead of the observer first and the others by the
    /// heuristic; see [`super::tree`].
    pub simultaneous: bool,
    /// With `simultaneous`: whether the other seats choose by regret
    /// matching too (`+sm`), or play the heuristic in each world as
    /// elsewhere while only the observer mixes (`+rm`).
    pub regret_others: bool,
    /// With `simultaneous`: regrets from each action's mean reward so far
    /// (`+smv`) instead of one iteration's importance-weighted reward
    /// (`reward / probability`). With many actions and few iterations the
    /// weighted estimate jumps to whichever rare draw got a good reward
    /// (a draw of probability 0.005 gains 200 times its reward), so the
    /// visits follow noise; the means are steady (biased, but bounded).
    pub regret_means: bool,
    /// Regret matching's exploration: each action is drawn with at least
    /// this share divided by the number of actions.
    pub regret_exploration: f64,
    /// Beliefs (`+belief`): each iteration deals up to this many worlds and
    /// keeps the first that the game's opponent model accepts (with the
    /// probability the model gives the other seats' observed choices in
    /// it), so worlds that explain what the others did are dealt more
    /// often. 1: every world alike, as plain ISMCTS.
    pub belief_tries: u32,
    /// Reading the others (`+read`): the game's playout heuristic fits
    /// each other seat's play to its own choices in the public log this
    /// game ([`super::Playout::observe`]), so the tree and the playouts
    /// expect each opponent to play as it has played, not as the rule of
    /// thumb would.
    pub read_others: bool,
    /// Evaluation at a depth cutoff (`+cutN`): a playout stops after this
    /// many moves and each seat's expected final score is the game's
    /// evaluation of the world reached (see [`crate::Roster::evaluation`]);
    /// 0, or a game without an evaluation: playouts run to the end.
    pub cutoff: u32,
    /// With `cutoff`: the playout is scored by the game's learned value
    /// (`+valueN`, each seat's chance to win: [`crate::Roster::value`])
    /// instead of its hand-written evaluation (`+cutN`).
    pub learned: bool,
    /// With `learned`: the value trained on games of the tuned playouts
    /// (`+tvalueN`, [`crate::Roster::tuned_value`]), which foresees how
    /// `+tuned`'s playouts go on from where they stop, instead of the one
    /// trained on the playouts' own (`+valueN`). A game without one keeps
    /// its learned value.
    pub tuned_value: bool,
    /// One move ahead (`+ahead`): in the tree the other seats take the move
    /// after which the game's learned value gives the mover the best chance
    /// ([`super::Ahead`]), and the observer's moves open in that order,
    /// instead of by the rules of thumb; the playouts keep the rules of
    /// thumb. A game without a learned value keeps its heuristic.
    pub ahead: bool,
    /// `+aheadK`: the model of the other seats (one move ahead, or the
    /// learned policy) stands for a seat only at a step with at most K
    /// legal actions; at a wider one the playouts' heuristic does, as
    /// without a model. One move ahead plays out every legal action, so a
    /// wide step (a Metropolis build) costs as many worlds one move on,
    /// where a narrow one (a lot taken) costs a few. `usize::MAX` (`+ahead`
    /// alone): every step.
    pub model_width: usize,
    /// The learned policy (`+policy`): in the tree the other seats play
    /// the game's learned policy ([`crate::Roster::policy`]) and the
    /// observer's moves open in its order, instead of by the rules of
    /// thumb; the playouts keep the rules of thumb. A game without one
    /// keeps its heuristic.
    pub policy: bool,
    /// Tuned rules of thumb (`+tuned`): the playouts, and the tree's
    /// other seats and the searcher's move order with them, follow the
    /// game's rules of thumb with weights tuned against its own (City's
    /// `greedy`, Metropolis's playouts; [`crate::Roster::tuned_playout_policy`])
    /// instead of the heuristic's own. A game without tuned weights keeps its
    /// heuristic.
    pub tuned: bool,
    /// The first step leads (`+first`): a decision's first step, the one
    /// that matters most (City's build or survey, Metropolis's lot or
    /// proposal's partner), takes half of the decision's budget where an
    /// equal share would give it less; the later steps share the rest
    /// (`ismcts/decision.rs`). Without it, each step takes an equal share.
    pub first: bool,
    /// The others' answers (`+answers`): in the tree the other seats
    /// answer offers by the game's model of answers
    /// ([`crate::Roster::answer_model`]; Metropolis: a proposal or
    /// counter-proposal, MP-8, accepted when the learned value one move
    /// ahead gives the answerer a better chance to win than declining) and
    /// play as the model says elsewhere (Metropolis's: the tuned rules of
    /// thumb). The rules of thumb accept whatever adds points by their own
    /// reckoning, so a search that follows them drafts offers only they
    /// would take. `+declines` (in its place): the other seats decline
    /// every offer ([`Answers::Decline`]). A game without such a model
    /// keeps its heuristic.
    pub answers: Option<Answers>,
    /// Ranked openings (`+rank`): where the tree's heuristic ranks every
    /// action ([`super::Playout::appraise`]: Metropolis's tuned rules of
    /// thumb), a node's untried actions open after its choice in the order
    /// of their gains, not by MAST averages.
    pub ranked: bool,
    /// `+asks`: before searching, the game's fixed moves of
    /// [`crate::Roster::prelude`] (Metropolis: a plain ask for points of
    /// each seat surely last, `ask_the_last`).
    pub asks: bool,
}

/// Iterations of a bare `ismcts` (or of the placeholder `ismcts:N` that bot
/// lists show).
pub const DEFAULT_ITERATIONS: u32 = 1000;

impl Default for IsmctsConfig {
    fn default() -> Self {
        IsmctsConfig {
            budget: Budget::Iterations(DEFAULT_ITERATIONS),
            threads: 1,
            exploration: 0.3,
            score_weight: 0.25,
            playout_epsilon: 0.1,
            widening: 1.0,
            opponent_widening: 0.0,
            time_cap: None,
            simultaneous: false,
            regret_others: true,
            regret_means: false,
            regret_exploration: 0.1,
            belief_tries: 1,
            read_others: false,
            cutoff: 0,
            learned: false,
            tuned_value: false,
            ahead: false,
            model_width: usize::MAX,
            policy: false,
            tuned: false,
            first: false,
            answers: None,
            ranked: false,
            asks: false,
        }
    }
}

/// How the tree's other seats answer offers (`+answers`, `+declines`):
/// the game's model of answers ([`crate::Roster::answer_model`]) for each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answers {
    /// `+answers`: by the game's judgment of each offer (Metropolis: the
    /// learned value one move ahead).
    Value,
    /// `+declines`: every offer declined, as searching players decline
    /// almost every offer a searcher drafts (Metropolis: the Experts
    /// accept about one of the 26 Master sends a game).
    Decline,
    /// `+last`: as `+answers`, but a seat surely last takes every offer,
    /// as a searching player with nothing left to gain does (Metropolis:
    /// `LastAccepts`).
    Last,
    /// `+counters`: as `+answers`, but a seat surely last takes every
    /// counter-proposal to its own proposal, as the searching players in
    /// that seat did about half the time at a tenth of the budgets
    /// (Metropolis: `LastTakesCounters`).
    Counters,
}

/// Worlds dealt per iteration at most when `+belief` is on.
pub const BELIEF_TRIES: u32 = 16;

/// The widest step `+aheadK` names (wider than any game's steps: `+ahead`
/// alone is every step).
pub const MAX_MODEL_WIDTH: usize = 10_000;

/// The largest widening of the other seats `+othersW` takes: at 10 they
/// open a new action at nearly every visit.
pub const MAX_OTHERS_WIDENING: f64 = 10.0;

/// The largest widening of the searcher `+widenW` takes: at 10 a node
/// visited 100 times has 101 actions open, all of most steps.
pub const MAX_WIDENING: f64 = 10.0;

/// The largest exploration constant `+ucbC` takes: rewards lie in 0..=1, so
/// a constant far above 1 would only spread the visits evenly.
pub const MAX_EXPLORATION: f64 = 10.0;

/// The score weight of `+score`: a playout's score margin counts as much
/// as its win (the default counts it a quarter). In long games of many
/// small gains (City) the margin tells a good line from a bad one where
/// the win alone is mostly noise.
pub const SCORE_WEIGHT: f64 = 0.5;

impl IsmctsConfig {
    pub fn iterations(n: u32) -> IsmctsConfig {
        IsmctsConfig {
            budget: Budget::Iterations(n),
            ..IsmctsConfig::default()
        }
    }
}

/// Splits `s` after its leading number (digits, and decimal points where
/// `point`): `("12", "+score:300")` from `"12+score:300"`.
fn leading_number(s: &str, point: bool) -> (&str, &str) {
    let end = s
        .find(|c: char| !(c.is_ascii_digit() || point && c == '.'))
        .unwrap_or(s.len());
    s.split_at(end)
}

/// The number above 0 and at most `max` that `s` starts with, and the
/// rest: `(0.5, "+score:300")` from `"0.5+score:300"`.
fn leading_positive(s: &str, max: f64) -> Option<(f64, &str)> {
    let (number, rest) = leading_number(s, true);
    let x = number.parse::<f64>().ok()?;
    (x.is_finite() && x > 0.0 && x <= max).then_some((x, rest))
}

const USAGE: &str = "write ismcts:ITERATIONS (ismcts:10000), ismcts:TIME (ismcts:500ms, ismcts:1s) \
     or ismcts:ITERATIONS/TIME (ismcts:20000/1s: at most 20000 iterations and at most 1s), \
     optionally followed by xTHREADS (ismcts:10000x2); ismcts+sm (or +rm: the bot alone), \
     ismcts+belief and ismcts+sm+belief search secret simultaneous choices as simultaneous \
     and weigh worlds by the others' observed choices; +read (after them) fits the \
     playouts' model of each other seat to its own past choices (ismcts+sm+read:10000); +tuned (next) plays \
     the game's rules of thumb with tuned weights (City, Metropolis: ismcts+tuned+score:10000); +pure (next) has the \
     playouts follow the game's heuristic at every move, never MAST or chance (ismcts+tuned+pure+score:10000); +first (next) gives \
     a decision's first step half its budget (ismcts+tuned+first+score:10000); +score (last) weighs the score margin \
     as much as the win; +cutN (last) stops each playout after N moves and scores the \
     position by the game's evaluation (ismcts+score+cut40:8000); +valueN (last) does \
     the same with the game's learned value, each seat's chance to win (ismcts+score+value30:8000); \
     +tvalueN (in its place) with the value learned from the tuned playouts' games (ismcts+tuned+tvalue30:90000); \
     +ahead (before +score) has the other seats in the tree take the move after which the \
     learned value gives them the best chance (ismcts+ahead+score+value30:24000), +aheadK only at \
     steps with at most K legal actions (ismcts+tuned+ahead4+value30:90000); +policy (in its \
     place) has them play the game's learned policy (For Sale: ismcts+sm+policy:10000; Metropolis: \
     ismcts+tuned+policy+value30:90000), +answers (in its place) has them answer offers by the \
     learned value one move ahead (Metropolis: ismcts+tuned+answers+value30:90000), +declines \
     (in its place) has them decline every offer (Metropolis: ismcts+tuned+declines+value30:90000), +last \
     (in its place) has them answer as +answers but a seat surely last take every offer \
     (Metropolis: ismcts+tuned+last+value30:90000), +counters (in its place) has them answer as \
     +answers but a seat surely last take every counter-proposal to its own proposal \
     (Metropolis: ismcts+tuned+counters+value30:90000); +asks (after them) asks each seat \
     surely last for points before searching (Metropolis: ismcts+tuned+asks+value30:90000); +ucbC \
     (before +score) sets the tree's exploration constant to C, 0.3 if not given \
     (ismcts+tuned+ucb0.15+value30:90000); +othersW (after +ucbC) has the other seats in the tree \
     search their replies, widening as the searcher does at W times its pace, where otherwise \
     they play the rules of thumb (ismcts+tuned+others0.25+value30:90000); +widenW (after +othersW) \
     has the searcher's nodes open 1 + W times the square root of their visits' actions, W 1 if \
     not given (ismcts+tuned+widen0.5+value30:90000); +rank (after +first) opens a node's actions \
     in the order of the rules of thumb's gains where they rank every action (Metropolis: \
     ismcts+tuned+rank+value30:90000)";

fn parse_budget(text: &str) -> Result<Budget, String> {
    let bad = || format!("bad ISMCTS budget `{text}`: {USAGE}");
    if text == "N" {
        return Ok(Budget::Iterations(DEFAULT_ITERATIONS));
    }
    let seconds = if let Some(ms) = text.strip_suffix("ms") {
        Some(ms.parse::<f64>().map_err(|_| bad())? / 1000.0)
    } else if let Some(s) = text.strip_suffix('s') {
        Some(s.parse::<f64>().map_err(|_| bad())?)
    } else {
        None
    };
    match seconds {
        Some(s) if s.is_finite() && s > 0.0 && s <= 3600.0 => {
            Ok(Budget::Time(Duration::from_secs_f64(s)))
        }
        Some(_) => Err(bad()),
        None => match text.replace('_', "").parse::<u32>() {
            Ok(n) if n > 0 => Ok(Budget::Iterations(n)),
            _ => Err(bad()),
        },
    }
}

impl FromStr for IsmctsConfig {
    type Err = String;

    /// Reads `ismcts`, `ismcts:10000`, `ismcts:500ms`, `ismcts:1.5s`,
    /// `ismcts:10000x2`, `ismcts:1sx2`, `ismcts:20000/1s`, `ismcts:20000/1sx2`.
    fn from_str(spec: &str) -> Result<Self, String> {
        let spec = spec.trim();
        let mut rest = spec
            .strip_prefix("ismcts")
            .ok_or_else(|| format!("`{spec}` is not an ISMCTS bot: {USAGE}"))?;
        let mut config = IsmctsConfig::default();
        if let Some(r) = rest.strip_prefix("+smv") {
            config.simultaneous = true;
            config.regret_means = true;
            rest = r;
        } else if let Some(r) = rest.strip_prefix("+sm") {
            config.simultaneous = true;
            rest = r;
        } else if let Some(r) = rest.strip_prefix("+rm") {
            config.simultaneous = true;
            config.regret_others = false;
            rest = r;
        }
        if let Some(r) = rest.strip_prefix("+belief") {
            config.belief_tries = BELIEF_TRIES;
            rest = r;
        }
        if let Some(r) = rest.strip_prefix("+read") {
            config.read_others = true;
            rest = r;
        }
        if let Some(r) = rest.strip_prefix("+tuned") {
            config.tuned = true;
            rest = r;
        }
        if let Some(r) = rest.strip_prefix("+pure") {
            config.playout_epsilon = 0.0;
            rest = r;
        }
        if let Some(r) = rest.strip_prefix("+first") {
            config.first = true;
            rest = r;
        }
        if let Some(r) = rest.strip_prefix("+rank") {
            config.ranked = true;
            rest = r;
        }
        if let Some(r) = rest.strip_prefix("+ahead") {
            config.ahead = true;
            let (width, after) = leading_number(r, false);
            if !width.is_empty() {
                config.model_width = width
                    .parse::<usize>()
                    .ok()
                    .filter(|&k| (1..=MAX_MODEL_WIDTH).contains(&k))
                    .ok_or_else(|| {
                        format!("bad width in `{spec}` (+aheadK: K from 1 to {MAX_MODEL_WIDTH}): {USAGE}")
                    })?;
            }
            rest = after;
        } else if let Some(r) = rest.strip_prefix("+policy") {
            config.policy = true;
            rest = r;
        } else if let Some(r) = rest.strip_prefix("+answers") {
            config.answers = Some(Answers::Value);
            rest = r;
        } else if let Some(r) = rest.strip_prefix("+declines") {
            config.answers = Some(Answers::Decline);
            rest = r;
        } else if let Some(r) = rest.strip_prefix("+last") {
            config.answers = Some(Answers::Last);
            rest = r;
        } else if let Some(r) = rest.strip_prefix("+counters") {
            config.answers = Some(Answers::Counters);
            rest = r;
        }
        if let Some(r) = rest.strip_prefix("+asks") {
            config.asks = true;
            rest = r;
        }
        for (knob, max, what, value) in [
            (
                "+ucbC",
                MAX_EXPLORATION,
                "exploration constant",
                &mut config.exploration,
            ),
            (
                "+othersW",
                MAX_OTHERS_WIDENING,
                "widening of the others",
                &mut config.opponent_widening,
            ),
            ("+widenW", MAX_WIDENING, "widening", &mut config.widening),
        ] {
            if let Some(r) = rest.strip_prefix(&knob[..knob.len() - 1]) {
                (*value, rest) = leading_positive(r, max).ok_or_else(|| {
                    format!("bad {what} in `{spec}` ({knob}: above 0, at most {max}): {USAGE}")
                })?;
            }
        }
        if let Some(r) = rest.strip_prefix("+score") {
            config.score_weight = SCORE_WEIGHT;
            rest = r;
        }
        let cut = if let Some(r) = rest.strip_prefix("+tvalue") {
            config.learned = true;
            config.tuned_value = true;
            Some(r)
        } else if let Some(r) = rest.strip_prefix("+value") {
            config.learned = true;
            Some(r)
        } else {
            rest.strip_prefix("+cut")
        };
        if let Some(r) = cut {
            let (cutoff, after) = leading_number(r, false);
            config.cutoff = cutoff
                .parse::<u32>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("bad cutoff in `{spec}`: {USAGE}"))?;
            rest = after;
        }
        if rest.is_empty() {
            return Ok(config);
        }
        let rest = rest
            .strip_prefix(':')
            .ok_or_else(|| format!("bad ISMCTS bot `{spec}`: {USAGE}"))?;
        let (budget, threads) = match rest.rsplit_once('x') {
            Some((b, t)) => {
                let threads = t
                    .parse::<usize>()
                    .ok()
                    .filter(|&t| (1..=256).contains(&t))
                    .ok_or_else(|| format!("bad thread count `{t}` in `{spec}`: {USAGE}"))?;
                (b, threads)
            }
            None => (rest, 1),
        };
        let (budget, cap) = match budget.split_once('/') {
            Some((b, cap)) => match (parse_budget(b)?, parse_budget(cap)?) {
                (Budget::Iterations(_), Budget::Time(t)) => (b, Some(t)),
                _ => {
                    return Err(format!(
                        "bad ISMCTS budget `{budget}`: the cap after `/` is a time, after \
                         iterations (ismcts:20000/1s)"
                    ));
                }
            },
            None => (budget, None),
        };
        config.budget = parse_budget(budget)?;
        config.time_cap = cap;
        config.threads = threads;
        Ok(config)
    }
}

impl fmt::Display for IsmctsConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let time = |d: Duration| {
            if d.subsec_millis() == 0 && d.as_secs() > 0 {
                format!("{}s", d.as_secs())
            } else {
                format!("{}ms", d.as_millis())
            }
        };
        f.write_str("ismcts")?;
        if self.simultaneous {
            f.write_str(match (self.regret_others, self.regret_means) {
                (true, true) => "+smv",
                (true, false) => "+sm",
                (false, _) => "+rm",
            })?;
        }
        if self.belief_tries > 1 {
            f.write_str("+belief")?;
        }
        if self.read_others {
            f.write_str("+read")?;
        }
        if self.tuned {
            f.write_str("+tuned")?;
        }
        if self.playout_epsilon == 0.0 {
            f.write_str("+pure")?;
        }
        if self.first {
            f.write_str("+first")?;
        }
        if self.ranked {
            f.write_str("+rank")?;
        }
        if self.ahead {
            f.write_str("+ahead")?;
            if self.model_width != usize::MAX {
                write!(f, "{}", self.model_width)?;
            }
        } else if self.policy {
            f.write_str("+policy")?;
        } else if let Some(answers) = self.answers {
            f.write_str(match answers {
                Answers::Value => "+answers",
                Answers::Decline => "+declines",
                Answers::Last => "+last",
                Answers::Counters => "+counters",
            })?;
        }
        if self.asks {
            f.write_str("+asks")?;
        }
        if self.exploration != IsmctsConfig::default().exploration {
            write!(f, "+ucb{}", self.exploration)?;
        }
        if self.opponent_widening != IsmctsConfig::default().opponent_widening {
            write!(f, "+others{}", self.opponent_widening)?;
        }
        if self.widening != IsmctsConfig::default().widening {
            write!(f, "+widen{}", self.widening)?;
        }
        if self.score_weight == SCORE_WEIGHT {
            f.write_str("+score")?;
        }
        if self.cutoff > 0 {
            let kind = match (self.learned, self.tuned_value) {
                (true, true) => "tvalue",
                (true, false) => "value",
                (false, _) => "cut",
            };
            write!(f, "+{kind}{}", self.cutoff)?;
        }
        match self.budget {
            Budget::Iterations(n) => write!(f, ":{n}")?,
            Budget::Time(d) => write!(f, ":{}", time(d))?,
        }
        if let (Budget::Iterations(_), Some(cap)) = (self.budget, self.time_cap) {
            write!(f, "/{}", time(cap))?;
        }
        if self.threads > 1 {
            write!(f, "x{}", self.threads)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Result<IsmctsConfig, String> {
        s.parse()
    }

    #[test]
    fn specs_read() {
        assert_eq!(parse("ismcts").unwrap().budget, Budget::Iterations(1000));
        assert_eq!(parse("ismcts:N").unwrap().budget, Budget::Iterations(1000));
        assert_eq!(
            parse("ismcts:20000").unwrap().budget,
            Budget::Iterations(20000)
        );
        assert_eq!(
            parse("ismcts:500ms").unwrap().budget,
            Budget::Time(Duration::from_millis(500))
        );
        assert_eq!(
            parse("ismcts:1s").unwrap().budget,
            Budget::Time(Duration::from_secs(1))
        );
        let c = parse("ismcts:1.5sx2").unwrap();
        assert_eq!(c.budget, Budget::Time(Duration::from_millis(1500)));
        assert_eq!(c.threads, 2);
        assert_eq!(parse("ismcts:10000x4").unwrap().threads, 4);
        for bad in [
            "ismcts:",
            "ismcts:0",
            "ismcts:-3",
            "ismcts:fast",
            "ismcts:1sx0",
            "ismctsx",
            "mcts:10",
            "ismcts:10x",
            "ismcts:0s",
            "ismcts:1s/2s",
            "ismcts:100/200",
            "ismcts:100/",
            "ismcts:/1s",
            "ismcts+belief+sm:100",
            "ismcts+smx:100",
            "ismcts+:100",
            "ismcts+score+sm:100",
            "ismcts+scores:100",
            "ismcts+cut:100",
            "ismcts+cut0:100",
            "ismcts+cut40+score:100",
            "ismcts+cutx:100",
        ] {
            assert!(parse(bad).is_err(), "{bad} was accepted");
        }
        assert!(parse("ismcts:lots").unwrap_err().contains("ismcts:500ms"));
        let c = parse("ismcts:20000/1s").unwrap();
        assert_eq!(c.budget, Budget::Iterations(20000));
        assert_eq!(c.time_cap, Some(Duration::from_secs(1)));
        let c = parse("ismcts:500/250msx2").unwrap();
        assert_eq!(c.time_cap, Some(Duration::from_millis(250)));
        assert_eq!(c.threads, 2);
        assert_eq!(parse("ismcts:500").unwrap().time_cap, None);
        let sm = parse("ismcts+sm+belief:100").unwrap();
        assert!(sm.simultaneous && sm.regret_others && sm.belief_tries == BELIEF_TRIES);
        let rm = parse("ismcts+rm:100").unwrap();
        assert!(rm.simultaneous && !rm.regret_others && rm.belief_tries == 1);
        assert!(!rm.regret_means && !sm.regret_means);
        let smv = parse("ismcts+smv+score:100").unwrap();
        assert!(smv.simultaneous && smv.regret_others && smv.regret_means);
        assert_eq!(smv.score_weight, SCORE_WEIGHT);
        let plain = parse("ismcts:100").unwrap();
        assert!(!plain.simultaneous && plain.belief_tries == 1);
        assert_eq!(plain.score_weight, IsmctsConfig::default().score_weight);
        let score = parse("ismcts+score:100/1s").unwrap();
        assert_eq!(score.score_weight, SCORE_WEIGHT);
        assert!(!score.simultaneous && score.belief_tries == 1);
        assert_eq!(score.cutoff, 0);
        let cut = parse("ismcts+score+cut40:100/1s").unwrap();
        assert_eq!((cut.cutoff, cut.score_weight), (40, SCORE_WEIGHT));
        assert_eq!(parse("ismcts+cut8").unwrap().cutoff, 8);
        let value = parse("ismcts+score+value30:3000").unwrap();
        assert_eq!((value.cutoff, value.learned), (30, true));
        assert_eq!(value.to_string(), "ismcts+score+value30:3000");
        assert!(!parse("ismcts+cut8").unwrap().learned);
        assert!(parse("ismcts+value:100").is_err());
        assert!(!value.tuned_value);
        let tvalue = parse("ismcts+tuned+tvalue30:90000").unwrap();
        assert!(tvalue.tuned && tvalue.learned && tvalue.tuned_value);
        assert_eq!(tvalue.cutoff, 30);
        assert_eq!(tvalue.to_string(), "ismcts+tuned+tvalue30:90000");
        assert!(parse("ismcts+tvalue:100").is_err());
        let read = parse("ismcts+sm+read+score:100").unwrap();
        assert!(read.read_others && read.simultaneous);
        assert_eq!(read.score_weight, SCORE_WEIGHT);
        assert!(!sm.read_others && !plain.read_others);
        assert!(parse("ismcts+read+sm:100").is_err(), "flags in their order");
        let ahead = parse("ismcts+ahead+score+value30:24000").unwrap();
        assert!(ahead.ahead && ahead.learned && ahead.score_weight == SCORE_WEIGHT);
        assert!(!value.ahead && !plain.ahead);
        assert_eq!(ahead.model_width, usize::MAX);
        let narrow = parse("ismcts+tuned+ahead4+value30:90000").unwrap();
        assert!(narrow.ahead && narrow.tuned && narrow.learned);
        assert_eq!((narrow.model_width, narrow.cutoff), (4, 30));
        for bad in [
            "ismcts+ahead0:100",
            "ismcts+ahead10001:100",
            "ismcts+ahead99999999999999999999:100",
        ] {
            let e = parse(bad).unwrap_err();
            assert!(e.contains("+aheadK: K from 1 to 10000"), "{bad}: {e}");
        }
        assert!(
            parse("ismcts+score+ahead:100").is_err(),
            "flags in their order"
        );
        let policy = parse("ismcts+sm+policy:10000/2s").unwrap();
        assert!(policy.policy && policy.simultaneous && !policy.ahead);
        assert!(!ahead.policy && !plain.policy);
        assert!(
            parse("ismcts+ahead+policy:100").is_err(),
            "one model of the others"
        );
        let answers = parse("ismcts+tuned+answers+value30:90000/2s").unwrap();
        assert!(answers.answers == Some(Answers::Value) && answers.tuned && answers.learned);
        assert!(!answers.policy && !answers.ahead);
        assert!(policy.answers.is_none() && plain.answers.is_none());
        let declines = parse("ismcts+tuned+declines+value30:90000/2s").unwrap();
        assert_eq!(declines.answers, Some(Answers::Decline));
        let last = parse("ismcts+tuned+last+value30:90000/2s").unwrap();
        assert!(last.answers == Some(Answers::Last) && last.tuned && last.learned);
        assert_eq!(last.to_string(), "ismcts+tuned+last+value30:90000/2s");
        let counters = parse("ismcts+tuned+counters+value30:90000/2s").unwrap();
        assert!(counters.answers == Some(Answers::Counters) && counters.tuned && counters.learned);
        assert_eq!(
            counters.to_string(),
            "ismcts+tuned+counters+value30:90000/2s"
        );
        let asks = parse("ismcts+tuned+asks+value30:90000/2s").unwrap();
        assert!(asks.asks && asks.tuned && asks.learned && asks.answers.is_none());
        assert_eq!(asks.to_string(), "ismcts+tuned+asks+value30:90000/2s");
        let both = parse("ismcts+tuned+declines+asks:100").unwrap();
        assert!(both.asks && both.answers == Some(Answers::Decline));
        assert_eq!(both.to_string(), "ismcts+tuned+declines+asks:100");
        assert!(!counters.asks && !plain.asks);
        assert!(
            parse("ismcts+asks+tuned:100").is_err(),
            "+asks after +tuned"
        );
        assert!(
            parse("ismcts+last+counters:100").is_err(),
            "one model of the others"
        );
        assert!(
            parse("ismcts+answers+declines:100").is_err(),
            "one model of the others"
        );
        assert!(
            parse("ismcts+policy+answers:100").is_err(),
            "one model of the others"
        );
        let tuned = parse("ismcts+tuned+score:10000/2s").unwrap();
        assert!(tuned.tuned && tuned.score_weight == SCORE_WEIGHT);
        assert!(!plain.tuned && !read.tuned);
        assert!(
            parse("ismcts+score+tuned:100").is_err(),
            "flags in their order"
        );
        let ucb = parse("ismcts+tuned+ucb0.15+value30:90000").unwrap();
        assert!(ucb.tuned && ucb.learned && ucb.cutoff == 30);
        assert_eq!(ucb.exploration, 0.15);
        assert_eq!(plain.exploration, IsmctsConfig::default().exploration);
        assert_eq!(parse("ismcts+ucb2:100").unwrap().exploration, 2.0);
        assert_eq!(parse("ismcts+ucb.5+score:100").unwrap().exploration, 0.5);
        assert!(
            parse("ismcts+ucb0:100")
                .unwrap_err()
                .contains("exploration constant")
        );
        let others = parse("ismcts+tuned+others0.25+value30:90000").unwrap();
        assert!(others.tuned && others.learned && others.cutoff == 30);
        assert_eq!(others.opponent_widening, 0.25);
        assert_eq!(
            plain.opponent_widening, 0.0,
            "the rules of thumb by default"
        );
        assert_eq!(
            parse("ismcts+ucb0.5+others1+score:100")
                .unwrap()
                .opponent_widening,
            1.0
        );
        let widen = parse("ismcts+tuned+widen0.5+value30:90000").unwrap();
        assert!(widen.tuned && widen.learned && widen.cutoff == 30);
        assert_eq!(widen.widening, 0.5);
        assert_eq!(plain.widening, 1.0, "one a visit's square root by default");
        let both = parse("ismcts+others1+widen2:100").unwrap();
        assert_eq!((both.opponent_widening, both.widening), (1.0, 2.0));
        // The knobs read their number alike (`leading_positive`): none, 0,
        // above the bound, negative or not a number is refused; so is a
        // knob out of its place in the spec.
        for (knob, above) in [("ucb", "11"), ("others", "10.5"), ("widen", "10.01")] {
            for number in ["", "0", "0.0", above, "-1", "x", "0.1.5"] {
                let bad = format!("ismcts+{knob}{number}:100");
                assert!(parse(&bad).is_err(), "{bad} was accepted");
            }
        }
        for bad in [
            "ismcts+score+ucb0.2:100",
            "ismcts+others1+ucb0.2:100",
            "ismcts+score+others1:100",
            "ismcts+widen1+others1:100",
            "ismcts+score+widen1:100",
            "ismcts+rank+first:100",
            "ismcts+ahead+rank:100",
            "ismcts+ranked:100",
        ] {
            assert!(parse(bad).is_err(), "{bad} was accepted");
        }
        assert!(
            parse("ismcts+others0:100")
                .unwrap_err()
                .contains("+othersW: above 0, at most 10")
        );
        assert!(
            parse("ismcts+widen0:100")
                .unwrap_err()
                .contains("+widenW: above 0, at most 10")
        );
        let rank = parse("ismcts+tuned+first+rank+value30:90000").unwrap();
        assert!(rank.ranked && rank.tuned && rank.first && rank.cutoff == 30);
        assert!(!plain.ranked && !widen.ranked);
        let first = parse("ismcts+tuned+first+score:10000/2s").unwrap();
        assert!(first.first && first.tuned && first.score_weight == SCORE_WEIGHT);
        assert!(!tuned.first && !plain.first);
        assert!(
            parse("ismcts+first+tuned:100").is_err(),
            "flags in their order"
        );
        let pure = parse("ismcts+tuned+pure+first+score:10000/2s").unwrap();
        assert!(pure.tuned && pure.first && pure.playout_epsilon == 0.0);
        assert!(plain.playout_epsilon > 0.0 && tuned.playout_epsilon > 0.0);
        assert!(
            parse("ismcts+pure+tuned:100").is_err(),
            "flags in their order"
        );
        assert!(
            parse("ismcts+first+pure:100").is_err(),
            "flags in their order"
        );
    }

    #[test]
    fn specs_print_back() {
        for s in [
            "ismcts:1000",
            "ismcts:500ms",
            "ismcts:2s",
            "ismcts:10000x2",
            "ismcts:20000/1s",
            "ismcts:300/250msx2",
            "ismcts+sm:1000/2s",
            "ismcts+belief:500",
            "ismcts+rm:300",
            "ismcts+smv+score:1000/2s",
            "ismcts+sm+belief:1000/2s",
            "ismcts+score:10000/2s",
            "ismcts+sm+belief+score:300",
            "ismcts+sm+read:10000/2s",
            "ismcts+belief+read+score:300",
            "ismcts+cut40:8000/2s",
            "ismcts+score+cut30:1000",
            "ismcts+ahead+score+value30:24000/2s",
            "ismcts+sm+ahead:100",
            "ismcts+sm+policy:10000/2s",
            "ismcts+policy+score:300",
            "ismcts+tuned+rank+policy+value30:90000/2s",
            "ismcts+tuned+answers+value30:90000/2s",
            "ismcts+tuned+rank+declines+value30:90000/2s",
            "ismcts+tuned+score:10000/2s",
            "ismcts+sm+read+tuned+ahead:100",
            "ismcts+tuned+ahead4+value30:90000",
            "ismcts+ahead12+score:300/2s",
            "ismcts+tuned+first+score:10000/2s",
            "ismcts+first:100",
            "ismcts+tuned+pure+score:10000/2s",
            "ismcts+pure+first:300",
            "ismcts+tuned+ucb0.15+value30:90000",
            "ismcts+tuned+others0.25+value30:90000",
            "ismcts+ucb0.5+others1+score:300",
            "ismcts+sm+ucb1+score:300",
            "ismcts+tuned+rank+value30:90000",
            "ismcts+tuned+widen0.5+value30:90000",
            "ismcts+tuned+first+rank+ahead4+others1+widen2+score:300",
        ] {
            assert_eq!(parse(s).unwrap().to_string(), s);
        }
    }
}
