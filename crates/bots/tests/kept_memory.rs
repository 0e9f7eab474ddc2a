//! A searching bot keeps its tree from move to move and says how much it
//! keeps; given back, it plays on as before and grows it again (a server
//! holds every bot's kept trees within a budget this way).

use urbs_bots::{DynBot, erase, make_bot};
use urbs_engine::Table;
use urbs_forsale::ForSale;

#[test]
fn a_search_tree_is_counted_and_given_back() {
    let mut table = Table::<ForSale>::new(3, &Default::default(), 7).unwrap();
    let seat = table.to_act().seats().first().unwrap();
    let mut bot: Box<dyn DynBot> = erase(make_bot::<ForSale>("ismcts:300", 1).unwrap());
    assert_eq!(bot.kept_bytes(), 0, "nothing before the first search");
    let first = bot.choose(&table, seat).expect("a move");
    let kept = bot.kept_bytes();
    assert!(kept > 0, "the tree is kept for the next move");
    bot.release();
    assert_eq!(bot.kept_bytes(), 0);
    // It plays on from nothing kept; the same seed decides the same.
    let mut again: Box<dyn DynBot> = erase(make_bot::<ForSale>("ismcts:300", 1).unwrap());
    assert_eq!(again.choose(&table, seat), Some(first.clone()));
    let action = serde_json::from_value(first.json.clone()).unwrap();
    table.apply(seat, &action).unwrap();
    let next = table.to_act().seats().first().unwrap();
    assert!(bot.choose(&table, next).is_some());
    assert!(bot.kept_bytes() > 0, "grown again by its next search");
    // A bot that keeps nothing says so.
    let mut greedy: Box<dyn DynBot> = erase(make_bot::<ForSale>("greedy", 1).unwrap());
    greedy.choose(&table, next);
    assert_eq!(greedy.kept_bytes(), 0);
}

#[test]
fn a_tree_kept_over_a_new_limit_is_given_back_and_a_full_one_still_answers() {
    let mut table = Table::<ForSale>::new(3, &Default::default(), 2).unwrap();
    let mut bot: Box<dyn DynBot> = erase(make_bot::<ForSale>("ismcts:2000", 4).unwrap());
    let seat = table.to_act().seats().first().unwrap();
    let floor = {
        let mut none: Box<dyn DynBot> = erase(make_bot::<ForSale>("ismcts:2000", 4).unwrap());
        none.limit_memory(0);
        none.choose(&table, seat);
        none.kept_bytes()
    };
    let first = bot.choose(&table, seat).expect("a move");
    let big = bot.kept_bytes();
    // Barely more than the MAST table: the tree is full almost at once, and
    // every move is still a legal one.
    let limit = floor + (big - floor) / 50;
    bot.limit_memory(limit);
    let action = serde_json::from_value(first.json).unwrap();
    table.apply(seat, &action).unwrap();
    while !table.is_over() {
        let seat = table.to_act().seats().first().unwrap();
        let choice = bot.choose(&table, seat).expect("a move");
        assert!(
            bot.kept_bytes() <= limit,
            "{} over {limit}",
            bot.kept_bytes()
        );
        let action = serde_json::from_value(choice.json).unwrap();
        table.apply(seat, &action).expect("a legal move");
    }
}
