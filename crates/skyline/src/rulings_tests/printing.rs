//! SK-P9: a user's printing (deck file) sets the building prices and the
//! reference card the rules use.

use urbs_engine::{Game, Viewer};

use crate::action::{Action, Event};
use crate::data::{BuildingType, SLOTS, Scoring};
use crate::state::{OWNERS, Options, Skyline};

/// Every building at the top of its type's range; scoring A pays two ranks.
const TOP_PRICES: &str = "
[buildings]
museum = [8, 8, 8, 8, 8, 8, 8]
theater = [9, 9, 9, 9, 9, 9, 9]
station = [10, 10, 10, 10, 10, 10, 10, 10, 10]
church = [11, 11, 11, 11, 11, 11, 11, 11, 11]
park = [12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12]
skyscraper = [13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13]
[scoring]
a = [[5, 5, 5, 5, 5, 5], [1, 1, 1, 1, 1, 1]]
";

fn top_prices(players: usize, seed: u64) -> Skyline {
    let options = Options {
        deck: Some(TOP_PRICES.to_string()),
        ..Options::default()
    };
    Skyline::new(players, &options, seed).unwrap()
}

#[test]
fn sk_p9_the_yard_shows_and_charges_the_printings_prices() {
    let mut refused = 0;
    for seed in 0..20 {
        let mut g = top_prices(3, seed);
        let top = |kind: BuildingType| kind.index() as u8 + 8;
        // The setup's refill and the view show the printing's prices.
        let Some(Event::YardRefilled { buildings }) = g
            .setup_events()
            .into_iter()
            .find(|e| matches!(e, Event::YardRefilled { .. }))
        else {
            panic!("no refill in the setup")
        };
        for b in buildings.iter().flatten() {
            assert_eq!(b.price, top(b.kind));
        }
        let view = g.view(Viewer::Spectator);
        assert!(
            view.to_string()
                .starts_with("Skyline, 3 players, a user deck.")
        );
        for slot in &view.yard {
            let b = slot.building.unwrap();
            assert_eq!(b.price, top(b.kind));
        }
        // Every buy offered pays at least that price with no card to spare
        // (SK-4, SK-5); one paying less is refused under SK-4.
        let seat = g.active as usize;
        for a in g.legal_actions_vec(seat) {
            if let Action::Buy { slot, pay, .. } = a {
                let price = view.yard[slot as usize - 1].building.unwrap().price as u32;
                let smallest = pay.smallest().unwrap() as u32;
                assert!(pay.total() >= price && pay.total() - smallest < price);
            }
        }
        for slot in 1..=SLOTS as u8 {
            let i = slot as usize - 1;
            let price = view.yard[i].building.unwrap().price;
            let purse = g.hands[seat].purse(crate::data::Currency::of_slot(i));
            // The whole purse, if it is short of the printing's price.
            if !purse.is_empty() && purse.total() < price as u32 {
                let buy = Action::Buy {
                    slot,
                    pay: purse,
                    to_neutral: false,
                };
                let before = g.clone();
                let err = g.apply(seat, &buy, &mut Vec::new()).unwrap_err();
                assert_eq!(err.rule, "SK-4", "{err:?}");
                assert_eq!(g, before);
                refused += 1;
            }
        }
    }
    assert!(refused > 10, "only {refused} short purses tried");
}

#[test]
fn sk_p9_scorings_pay_the_printings_reference_card() {
    let mut g = top_prices(3, 1);
    let mut default = Skyline::new(3, &Options::default(), 1).unwrap();
    // Museums (ids 0 to 6 in every printing): seat 0 two, seat 1 one.
    let mut owned = [0u64; OWNERS];
    owned[0] = 0b11;
    owned[1] = 0b100;
    g.owned = owned;
    default.owned = owned;
    // The printing's A pays 5 and 1; the default's A pays the first rank 1.
    assert_eq!(&g.points(Scoring::A)[..3], &[5, 1, 0]);
    assert_eq!(&default.points(Scoring::A)[..3], &[1, 0, 0]);
    // B and C are the default's, as the file leaves them out.
    assert_eq!(g.points(Scoring::C), default.points(Scoring::C));
}

#[test]
fn sk_p9_a_bad_deck_is_refused_at_setup_with_its_lines() {
    let options = Options {
        deck: Some("[buildings]\nmuseum = [1, 2, 3, 4, 5, 6, 7]\n".into()),
        ..Options::default()
    };
    let err = Skyline::new(3, &options, 1).unwrap_err();
    assert!(
        err.0.contains("line 2: a museum costs 1, outside 2-8"),
        "{err}"
    );
}
