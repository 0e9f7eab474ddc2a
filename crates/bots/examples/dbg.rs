use urbs_bots::ismcts::{Ismcts, IsmctsConfig};
use urbs_bots::{Turn, ask, make_bot};
use urbs_engine::{Game, Table, Viewer};
use urbs_forsale::{ForSale, Options};

fn main() {
    let mut table = Table::<ForSale>::new(4, &Options::default(), 3).unwrap();
    let specs = ["ismcts", "greedy", "greedy", "greedy"];
    let mut bots: Vec<_> = specs
        .iter()
        .enumerate()
        .map(|(i, s)| make_bot::<ForSale>(s, i as u64))
        .collect::<Result<Vec<_>, _>>()
        .unwrap();
    let mut ism = Ismcts::<ForSale>::new(
        {
            let mut c = IsmctsConfig::iterations(5000);
            c.playout_epsilon = 0.1;
            c
        },
        1,
    );
    let mut shown = 0;
    while let Some(seat) = table.to_act().seats().first() {
        let seats: Vec<_> = table.to_act().seats().iter().collect();
        for seat in seats {
            if seat == 0 {
                let view = table.view(Viewer::Seat(0));
                let legal = table.legal_actions(0);
                let turn = Turn {
                    seat: 0,
                    view: &view,
                    log: table.log(),
                    legal: &legal,
                };
                let an = ism.analyze(&turn);
                for l in &table.log()[shown..] {
                    println!("  * {l}");
                }
                shown = table.log().len();
                println!("{view}");
                for a in an.actions.iter().take(8) {
                    println!("   {} visits {} value {:?}", a.action, a.visits, a.value);
                }
                let a = an.best().unwrap().clone();
                table.apply(0, &a).unwrap();
            } else {
                let a = ask(bots[seat].as_mut(), &table, seat);
                table.apply(seat, &a).unwrap();
            }
        }
        let _ = seat;
    }
    for l in &table.log()[shown..] {
        println!("  * {l}");
    }
    println!("{:?}", table.outcome());
}
