//! Bot levels for people: a few named strengths ("Beginner" .. "Master"),
//! each one line long, that stand for a bot spec chosen per game. The lobby
//! and the command line accept a level's id wherever they accept a spec
//! (`casual`, `strong`), and [`make_bot`](crate::make_bot) plays it.
//!
//! Each game chooses the spec behind each level ([`Roster::LEVELS`]), so
//! that the levels are ordered in that game (each beats the one below it in
//! a seat-rotated tournament) and every level decides within a server's cap
//! of two seconds on one core, the default within one: a decision of
//! several steps (a City round, a Metropolis proposal) within that time in
//! all, its steps sharing the budget (`ismcts`'s `decision` module). The ratings and the
//! command that measures them are in [`Roster::LEVEL_RATINGS`].

use crate::roster::Roster;
pub use crate::roster::{LEVELS, Level, level_spec};

/// The level the lobby offers first.
pub const DEFAULT_LEVEL: &str = "strong";

/// The level named `id`, if there is one.
pub fn level(id: &str) -> Option<&'static Level> {
    LEVELS.iter().find(|l| l.id == id)
}

/// Elo points a seat stands above each of `opponents` equal seats when it
/// takes `share` of the wins among them: in the Bradley-Terry model its
/// strength over each one's is `share / ((1 - share) / opponents)`. Master's
/// rating is Expert's plus this, from its games against three Experts
/// ([`Roster::MASTER_AGAINST_EXPERT`]) where its levels' tournament did
/// not include it: Skyline's 0.420 of 200 was 135 points, For Sale's 0.436
/// of 400 146.
pub fn elo_above(share: f64, opponents: usize) -> f64 {
    400.0 * (share * opponents as f64 / (1.0 - share)).log10()
}

/// A level of game `G` with its spec and measured rating, for listings.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct LevelInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub blurb: &'static str,
    /// The bot spec that plays it in this game.
    pub spec: &'static str,
    /// Bradley-Terry rating measured by a seat-rotated tournament of the
    /// levels (see [`Roster::LEVEL_RATINGS`]); `None` until measured.
    pub rating: Option<f64>,
}

/// The levels of game `G`, weakest first.
pub fn levels<G: Roster>() -> Vec<LevelInfo> {
    LEVELS
        .iter()
        .enumerate()
        .map(|(i, l)| LevelInfo {
            id: l.id,
            name: l.name,
            blurb: l.blurb,
            spec: G::LEVELS[i],
            rating: G::LEVEL_RATINGS.get(i).copied(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use urbs_city::City;
    use urbs_forsale::ForSale;
    use urbs_metropolis::Metropolis;
    use urbs_skyline::Skyline;

    use super::*;
    use crate::{BotLimits, make_bot};

    fn every_level_is_a_bot_within_the_servers_cap<G: Roster>() {
        assert_eq!(G::LEVELS.len(), LEVELS.len(), "{}: a spec per level", G::ID);
        assert!(level(DEFAULT_LEVEL).is_some());
        for l in LEVELS {
            let spec = level_spec::<G>(l.id).unwrap();
            assert!(make_bot::<G>(l.id, 1).is_ok(), "{} {}", G::ID, l.id);
            assert_eq!(BotLimits::default().check::<G>(l.id), Ok(()), "{spec}");
            // A server with a tighter cap still offers every level (cut to
            // its cap), so a game's default takeover level is never refused.
            let tight = BotLimits {
                max_time: std::time::Duration::from_millis(100),
                max_threads: 1,
            };
            assert_eq!(tight.check::<G>(l.id), Ok(()), "{spec}");
            // A search level stops at its time whatever the machine: two
            // seconds at most, one for the default.
            if let Ok(config) = spec.parse::<crate::ismcts::IsmctsConfig>() {
                let most = if l.id == DEFAULT_LEVEL { 1.0 } else { 2.0 };
                let cap = config.time_cap.map(|t| t.as_secs_f64());
                assert!(cap.is_some_and(|t| t <= most), "{} {spec}", G::ID);
            }
        }
        assert!(level_spec::<G>("grandmaster").is_none());
    }

    /// Measured ratings: one per level, each level above the one below it
    /// (the order the seat-rotated tournament found, README Levels), and
    /// Master's Expert's plus what its share against three Experts is
    /// worth (docs/strength.md), unless Master was rated in
    /// the same tournament as the others.
    fn ratings_are_one_per_level_in_order<G: Roster>() {
        let r = G::LEVEL_RATINGS;
        assert_eq!(r.len(), LEVELS.len(), "{}: a rating per level", G::ID);
        assert!(r.iter().all(|x| x.is_finite()), "{}: {r:?}", G::ID);
        assert!(r.windows(2).all(|w| w[0] < w[1]), "{}: {r:?}", G::ID);
        let listed: Vec<_> = levels::<G>().iter().map(|l| l.rating).collect();
        let rated: Vec<_> = r.iter().copied().map(Some).collect();
        assert_eq!(listed, rated);
        let at = |id: &str| LEVELS.iter().position(|l| l.id == id).unwrap();
        let (share, games) = G::MASTER_AGAINST_EXPERT;
        assert!(games >= 32 && share > 0.25, "{}: {share} of {games}", G::ID);
        if G::LADDER_WITH_MASTER {
            // Rated with the others in one tournament: above Expert there.
            return;
        }
        let master = r[at("expert")] + elo_above(share, 3);
        assert!(
            (r[at("master")] - master).abs() < 0.5,
            "{}: Master {} but {master} from {share}",
            G::ID,
            r[at("master")]
        );
    }

    #[test]
    fn a_share_above_parity_is_worth_points_above() {
        // For Sale's Master: 0.436 of the wins against three Experts.
        assert!((elo_above(0.436, 3) - 146.1).abs() < 0.1);
        // Skyline's: 0.420 of 200.
        assert!((elo_above(0.42, 3) - 134.8).abs() < 0.1);
        assert_eq!(elo_above(0.25, 3), 0.0);
        assert!(elo_above(0.2, 3) < 0.0);
        // Two players: 10 to 1 is 400 points.
        assert!((elo_above(10.0 / 11.0, 1) - 400.0).abs() < 1e-9);
    }

    #[test]
    fn level_ratings_are_one_per_level_and_in_order() {
        ratings_are_one_per_level_in_order::<ForSale>();
        ratings_are_one_per_level_in_order::<Skyline>();
        ratings_are_one_per_level_in_order::<City>();
        ratings_are_one_per_level_in_order::<Metropolis>();
    }

    #[test]
    fn levels_are_bots_of_every_game() {
        every_level_is_a_bot_within_the_servers_cap::<ForSale>();
        every_level_is_a_bot_within_the_servers_cap::<Skyline>();
        every_level_is_a_bot_within_the_servers_cap::<City>();
        every_level_is_a_bot_within_the_servers_cap::<Metropolis>();
    }
}
