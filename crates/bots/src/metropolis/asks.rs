//! `+asks`: a plain ask for points of each seat surely last, made before
//! the search at the opening of the bot's deals (MP-8, MP-P3).

use urbs_engine::{Game, Seat, rng_from_seed};
use urbs_metropolis::{Action, Deal, Event, Metropolis, Phase, View};

use super::surely_last;

/// Plain asks (`+asks`) a bot makes in one turn at most: every proposal
/// of the turn (MP-8), as the searching players' own proposals seldom
/// pay (Master's lost it 0.6 points a game, docs/strength.md).
pub const ASKS: u8 = 3;
/// The points a plain ask names: the most one side may (MP-P3).
pub const ASK_POINTS: u8 = 20;

/// `+asks`: at the opening of its turn's deals the bot asks each seat
/// surely last ([`surely_last`]) for [`ASK_POINTS`] points and nothing in
/// return, [`ASKS`] times at most a turn, before it searches; the search
/// answers any counter-proposal. A searching player surely last gains
/// nothing by keeping its points (its reward for last place is the same
/// however far behind), and the Experts in that seat take about one such
/// ask in twenty; a player who declines costs the bot nothing but the
/// proposals. Measured against three Experts it scored 3 points a game
/// more than Master's spec on the same deals and won no more (-0.050 of
/// the wins, se 0.044, 60 games; docs/strength.md, forty-third run).
/// Read from the view and the public log only: who is surely last is
/// public (the board, the tokens, the scores and the deck's size), so the
/// world dealt to read it is any.
pub fn ask_the_last(view: &View, log: &[Event], _legal: &[Action], seat: Seat) -> Option<Action> {
    if view.no_point_trades || view.active as Seat != seat {
        return None;
    }
    // Proposals made before the one this step opens or drafts.
    let made = match view.phase {
        Phase::Main => view.proposals,
        Phase::Propose | Phase::Draft => view.proposals.checked_sub(1)?,
        _ => return None,
    };
    if made >= ASKS {
        return None;
    }
    let world = Metropolis::sample(view, log, &mut rng_from_seed(0));
    let lasts: Vec<Seat> = (0..world.players())
        .filter(|&s| s != seat && surely_last(&world, s))
        .collect();
    let target = *lasts.get(made as usize % lasts.len().max(1))?;
    match view.phase {
        Phase::Main => Some(Action::Propose),
        Phase::Propose => Some(Action::To(target as u8)),
        _ => {
            let asked = Deal {
                points_to_partner: -(ASK_POINTS as i8),
                ..Deal::default()
            };
            match view.deal? {
                _ if view.partner != Some(target as u8) => None,
                deal if deal.is_empty() => Some(Action::AskPoints(ASK_POINTS)),
                deal if deal == asked => Some(Action::Send),
                _ => None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use urbs_engine::{Table, Viewer};

    use super::*;
    use crate::Turn;

    /// `seat`'s prelude at `table` as the bot sees it.
    fn prelude(table: &Table<Metropolis>, seat: Seat) -> Option<Action> {
        let legal = table.legal_actions(seat);
        let view = table.view(Viewer::Seat(seat));
        ask_the_last(&view, table.log(), &legal, seat).filter(|a| legal.contains(a))
    }

    /// Along greedy games, at every step of the active player's deals:
    /// the prelude opens a proposal exactly when another seat is surely
    /// last and fewer than [`ASKS`] proposals were made; it names a seat
    /// surely last, asks it for [`ASK_POINTS`] points and nothing else,
    /// and sends; declined, it asks again, [`ASKS`] proposals in all, and
    /// then leaves the turn to the search. Every other step is the
    /// search's. The same on a table dealt again from the seat's view (the
    /// hidden lot deck changed): who is surely last is public.
    #[test]
    fn the_bot_asks_each_seat_surely_last_for_points_before_it_searches() {
        let (mut asked, mut not_asked) = (0, 0);
        let mut rng = rng_from_seed(9);
        for seed in 0..12 {
            let mut table = Table::<Metropolis>::new(4, &Default::default(), seed).unwrap();
            let mut greedy = crate::make_bot::<Metropolis>("greedy", seed).unwrap();
            while let Some(seat) = table.to_act().seats().first() {
                let g = table.state();
                let lasts: Vec<Seat> = (0..4)
                    .filter(|&s| s != g.active() && surely_last(g, s))
                    .collect();
                if g.phase() == Phase::Main && seat == g.active() {
                    if lasts.is_empty() {
                        assert_eq!(prelude(&table, seat), None);
                        not_asked += 1;
                    } else {
                        let mut t = table.clone();
                        let twin = table.sample(seat, &mut rng);
                        assert_eq!(prelude(&twin, seat), prelude(&t, seat));
                        let before = t.state().deal_points(lasts[0]);
                        let made = t.view(Viewer::Seat(seat)).proposals;
                        for n in made..ASKS {
                            assert_eq!(prelude(&t, seat), Some(Action::Propose));
                            t.apply(seat, &Action::Propose).unwrap();
                            let to = lasts[n as usize % lasts.len()];
                            assert_eq!(prelude(&t, seat), Some(Action::To(to as u8)));
                            t.apply(seat, &Action::To(to as u8)).unwrap();
                            let ask = Action::AskPoints(ASK_POINTS);
                            assert_eq!(prelude(&t, seat), Some(ask));
                            t.apply(seat, &ask).unwrap();
                            assert_eq!(prelude(&t, seat), Some(Action::Send));
                            t.apply(seat, &Action::Send).unwrap();
                            // The partner's answer is its own, to a plain ask.
                            assert_eq!(prelude(&t, to), None);
                            let deal = t.view(Viewer::Seat(to)).deal.unwrap();
                            let plain = Deal {
                                points_to_partner: -(ASK_POINTS as i8),
                                ..Deal::default()
                            };
                            assert_eq!(deal, plain);
                            t.apply(to, &Action::Decline).unwrap();
                            asked += 1;
                        }
                        // Done asking (or out of proposals): the search's turn.
                        assert_eq!(prelude(&t, seat), None);
                        assert_eq!(t.state().deal_points(lasts[0]), before);
                    }
                } else if seat != g.active()
                    || !matches!(g.phase(), Phase::Main | Phase::Propose | Phase::Draft)
                {
                    assert_eq!(prelude(&table, seat), None, "{:?}", g.phase());
                }
                let a = crate::ask(greedy.as_mut(), &table, seat);
                table.apply(seat, &a).unwrap();
            }
        }
        assert!(
            asked > 0 && not_asked > 0,
            "{asked} asks, {not_asked} turns without"
        );
    }

    /// A draft the prelude did not begin (the search's, or one of more
    /// than a plain ask) is left to the search; no asks where points may
    /// not be traded (`no_point_trades`).
    #[test]
    fn the_bot_leaves_other_drafts_and_tables_without_points_to_the_search() {
        let options = urbs_metropolis::Options {
            no_point_trades: true,
        };
        let mut found = 0;
        for seed in 0..12 {
            for opts in [Default::default(), options.clone()] {
                let mut table = Table::<Metropolis>::new(4, &opts, seed).unwrap();
                let mut greedy = crate::make_bot::<Metropolis>("greedy", seed).unwrap();
                while let Some(seat) = table.to_act().seats().first() {
                    let g = table.state();
                    let last = (0..4).find(|&s| s != g.active() && surely_last(g, s));
                    if let (Phase::Main, Some(last)) = (g.phase(), last)
                        && seat == g.active()
                        && table.view(Viewer::Seat(seat)).proposals == 0
                    {
                        if opts.no_point_trades {
                            assert_eq!(prelude(&table, seat), None);
                        } else {
                            let mut t = table.clone();
                            for a in [Action::Propose, Action::To(last as u8)] {
                                t.apply(seat, &a).unwrap();
                            }
                            let lot = t
                                .legal_actions(seat)
                                .into_iter()
                                .find(|a| matches!(a, Action::Ask(_)));
                            if let Some(lot) = lot {
                                t.apply(seat, &lot).unwrap();
                                assert_eq!(prelude(&t, seat), None);
                                found += 1;
                            }
                        }
                    }
                    let a = crate::ask(greedy.as_mut(), &table, seat);
                    table.apply(seat, &a).unwrap();
                }
            }
        }
        assert!(found > 0);
    }

    /// The search bot with `+asks` makes the prelude's moves and searches
    /// every other; without it, the same position is searched.
    #[test]
    fn the_search_bot_with_asks_plays_the_prelude() {
        for seed in 0..12 {
            let mut table = Table::<Metropolis>::new(4, &Default::default(), seed).unwrap();
            let mut greedy = crate::make_bot::<Metropolis>("greedy", seed).unwrap();
            while let Some(seat) = table.to_act().seats().first() {
                if let Some(expected) = prelude(&table, seat) {
                    let mut bot = crate::make_bot::<Metropolis>("ismcts+tuned+asks:30", 1).unwrap();
                    let legal = table.legal_actions(seat);
                    let view = table.view(Viewer::Seat(seat));
                    let turn = Turn {
                        seat,
                        view: &view,
                        log: table.log(),
                        legal: &legal,
                    };
                    assert_eq!(bot.choose(&turn), expected);
                    return;
                }
                let a = crate::ask(greedy.as_mut(), &table, seat);
                table.apply(seat, &a).unwrap();
            }
        }
        panic!("no greedy game of these seeds had a seat surely last");
    }
}
