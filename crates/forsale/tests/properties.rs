//! Property tests: whatever the players choose, chips and cards are
//! conserved, nobody's chips go negative, and the replay is exact.

use proptest::prelude::*;
use urbs_engine::{Game, Table, Viewer};
use urbs_forsale::{ForSale, Options, START_CHIPS};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_game_conserves_everything_and_replays_exactly(
        players in 3usize..=5,
        variant: bool,
        seed: u64,
        picks in proptest::collection::vec(any::<u16>(), 200),
    ) {
        let options = Options { variant };
        let mut table = Table::<ForSale>::new(players, &options, seed).unwrap();
        let mut i = 0;
        while let Some(seat) = table.to_act().seats().first() {
            let legal = table.legal_actions(seat);
            let pick = picks[i % picks.len()] as usize % legal.len();
            table.apply(seat, &legal[pick]).unwrap();
            i += 1;
            table.state().check_invariants().map_err(TestCaseError::fail)?;
            let view = table.view(Viewer::Spectator);
            let chips: u32 = view.seats.iter().map(|s| s.chips as u32 + s.bid as u32).sum::<u32>()
                + view.bank as u32;
            prop_assert_eq!(chips, START_CHIPS as u32 * players as u32);
        }
        let outcome = table.outcome().unwrap();
        prop_assert!((outcome.wins.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        let again = Table::<ForSale>::from_replay(&table.replay()).unwrap();
        prop_assert_eq!(
            serde_json::to_string(again.state()).unwrap(),
            serde_json::to_string(table.state()).unwrap()
        );
    }
}
