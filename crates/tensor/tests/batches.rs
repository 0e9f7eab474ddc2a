//! Episodes and batches: deterministic, refusing illegal ids, paying at the end.

use urbs_forsale::{ForSale, Options};
use urbs_metropolis::Metropolis;
use urbs_tensor::{Batch, BatchConfig, Encoding, Episode, Reward, Seats};

fn config(seats: Seats, parallel: bool) -> BatchConfig<Options> {
    BatchConfig {
        games: 8,
        players: 4,
        options: Options::default(),
        seed: 11,
        seats,
        opponents: vec!["greedy".into(), "random".into()],
        reward: Reward::Win,
        parallel,
        edition: None,
    }
}

/// The `k`-th legal id of each game's mask (k taken modulo their number).
fn pick(batch: &Batch<ForSale>, k: usize) -> Vec<i64> {
    batch
        .mask
        .chunks(ForSale::ACTIONS)
        .map(|m| {
            let legal: Vec<usize> = (0..m.len()).filter(|&i| m[i] == 1).collect();
            legal[k % legal.len()] as i64
        })
        .collect()
}

fn run(cfg: BatchConfig<Options>, steps: usize) -> (Batch<ForSale>, Vec<f32>, usize) {
    let mut b = Batch::<ForSale>::new(cfg).unwrap();
    let mut trace = Vec::new();
    let mut ended = 0;
    for k in 0..steps {
        let actions = pick(&b, k * 7 + 3);
        b.step(&actions).unwrap();
        trace.extend_from_slice(&b.obs);
        trace.extend(b.reward.iter());
        for (i, &d) in b.done.iter().enumerate() {
            if d == 1 {
                ended += 1;
                let paid: f32 = b.rewards[i * 4..i * 4 + 4].iter().sum();
                assert!((paid - 1.0).abs() < 1e-6, "win shares sum to 1");
            }
        }
    }
    (b, trace, ended)
}

#[test]
fn a_batch_is_the_same_on_one_thread_or_many_and_plays_games_through() {
    let (_, serial, ended) = run(config(Seats::Rotate, false), 150);
    let (_, parallel, _) = run(config(Seats::Rotate, true), 150);
    assert_eq!(serial, parallel);
    assert!(ended >= 8, "games end and start again: {ended}");
}

#[test]
fn a_fixed_agent_is_only_asked_for_its_seat() {
    let (b, _, _) = run(config(Seats::Fixed(2), false), 60);
    assert!(b.seat.iter().all(|&s| s == 2));
    let (b, _, _) = run(config(Seats::All, false), 60);
    // Self-play: the observation is for whichever seat must act.
    assert!(b.seat.iter().any(|&s| s != b.seat[0]), "{:?}", b.seat);
}

#[test]
fn an_illegal_id_refuses_the_whole_step_and_changes_nothing() {
    let mut b = Batch::<ForSale>::new(config(Seats::Fixed(0), false)).unwrap();
    let before = (b.obs.clone(), b.mask.clone());
    let mut actions = pick(&b, 0);
    let illegal = (0..ForSale::ACTIONS).find(|&i| b.mask[ForSale::ACTIONS * 3 + i] == 0);
    actions[3] = illegal.unwrap() as i64;
    let e = b.step(&actions).unwrap_err();
    assert!(e.contains("game 3"), "{e}");
    assert_eq!((b.obs.clone(), b.mask.clone()), before);
    assert!(b.step(&[0]).unwrap_err().contains("1 actions for 8 games"));
    let mut bad = pick(&b, 0);
    bad[0] = -1;
    assert!(b.step(&bad).is_err());
}

#[test]
fn bad_batches_are_refused() {
    let refused = |cfg: BatchConfig<Options>| Batch::<ForSale>::new(cfg).err().unwrap();
    let mut cfg = config(Seats::Fixed(4), false);
    assert!(refused(cfg.clone()).contains("seat 4"));
    cfg.seats = Seats::Rotate;
    cfg.opponents = vec!["genius".into()];
    assert!(refused(cfg.clone()).contains("unknown bot"));
    cfg.opponents = vec![];
    assert!(refused(cfg).contains("name the bots"));
}

#[test]
fn an_episode_waits_only_for_its_agents_and_pays_scores() {
    let seats = [Some("greedy".to_string()), None, Some("random".to_string())];
    let mut e = Episode::<Metropolis>::new(3, &Default::default(), 4, &seats).unwrap();
    let mut obs = vec![0.0; Metropolis::LAYOUT.len()];
    let mut mask = vec![0; Metropolis::ACTIONS];
    let mut steps = 0;
    while let Some(seat) = e.to_act() {
        assert_eq!(seat, 1);
        assert!(e.rewards(Reward::Score).is_none());
        e.observe(seat, &mut obs, &mut mask);
        let id = mask.iter().position(|&m| m == 1).unwrap();
        e.step(seat, id).unwrap();
        steps += 1;
    }
    assert!(steps > 5);
    let scores = e.rewards(Reward::Score).unwrap();
    let outcome = e.table().outcome().unwrap();
    assert_eq!(
        scores,
        outcome.scores.iter().map(|&s| s as f32).collect::<Vec<_>>()
    );
    assert!(e.step(0, 0).is_err(), "seat 0 is a bot's");
}

#[test]
fn a_step_into_the_callers_buffers_writes_what_a_step_writes() {
    use urbs_tensor::{Outputs, output_lens};
    let mut own = Batch::<ForSale>::new(config(Seats::Rotate, false)).unwrap();
    let mut theirs = Batch::<ForSale>::new(config(Seats::Rotate, false)).unwrap();
    let [o, m, s, r, a, d] = output_lens(8, ForSale::LAYOUT.len(), ForSale::ACTIONS, 4);
    let (mut obs, mut mask, mut seat) = (vec![0.0; o], vec![0; m], vec![0; s]);
    let (mut rewards, mut reward, mut done) = (vec![0.0; r], vec![0.0; a], vec![0; d]);
    macro_rules! out {
        () => {
            Outputs {
                obs: &mut obs,
                mask: &mut mask,
                seat: &mut seat,
                rewards: &mut rewards,
                reward: &mut reward,
                done: &mut done,
            }
        };
    }
    theirs.write_into(out!()).unwrap();
    for k in 0..60 {
        assert_eq!((&obs, &mask, &seat), (&own.obs, &own.mask, &own.seat));
        assert_eq!(
            (&rewards, &reward, &done),
            (&own.rewards, &own.reward, &own.done)
        );
        let actions = pick(&own, k * 5 + 1);
        own.step(&actions).unwrap();
        theirs.step_into(&actions, out!()).unwrap();
    }
    let short = Outputs {
        obs: &mut obs[1..],
        mask: &mut mask,
        seat: &mut seat,
        rewards: &mut rewards,
        reward: &mut reward,
        done: &mut done,
    };
    assert!(
        theirs
            .write_into(short)
            .unwrap_err()
            .contains("output buffers")
    );
}

#[test]
fn a_game_that_ends_hands_back_its_last_observation_and_its_row_shows_the_next() {
    // Gymnasium's same-step autoreset: `final_obs` is written here, once,
    // for this batch and the Python package's (`step_slots`).
    let cfg = config(Seats::Fixed(1), false);
    let mut b = Batch::<ForSale>::new(cfg.clone()).unwrap();
    let bots = cfg.seats.bots_for_game(4, &cfg.opponents, 0);
    let seed = urbs_engine::derive_seed(urbs_engine::derive_seed(cfg.seed, 0), 0);
    let mut shadow = Episode::<ForSale>::new(4, &cfg.options, seed, &bots).unwrap();
    let (mut obs, mut mask) = (vec![0.0; ForSale::LAYOUT.len()], vec![0; ForSale::ACTIONS]);
    for k in 0..500 {
        let actions = pick(&b, k * 7 + 3);
        shadow.step(1, actions[0] as usize).unwrap();
        let ended = b.step(&actions).unwrap();
        let done: Vec<usize> = (0..8).filter(|&i| b.done[i] == 1).collect();
        assert_eq!(ended.iter().map(|e| e.game).collect::<Vec<_>>(), done);
        if b.done[0] == 1 {
            assert!(
                shadow.to_act().is_none(),
                "the game the batch ended is over"
            );
            shadow.observe(1, &mut obs, &mut mask);
            assert_eq!(ended[0].obs, obs);
            assert_ne!(b.obs[..obs.len()], obs[..], "the row shows the next game");
            return;
        }
    }
    panic!("game 0 never ended");
}

/// Issue 28: a batch deals the edition it is asked for. An agent taking
/// its highest legal id is offered MP-5's straight Admin. Bldg. of
/// Metropolis's edition 1 (ids after every id of the latest edition) in
/// edition 1, and never in the latest.
#[test]
fn a_batch_deals_the_edition_it_is_asked_for() {
    let latest_ids = 1719;
    let offered_straight = |edition: Option<u32>| {
        let mut b = Batch::<Metropolis>::new(BatchConfig {
            games: 4,
            players: 3,
            options: Default::default(),
            seed: 5,
            seats: Seats::Fixed(0),
            opponents: vec!["greedy".into()],
            reward: Reward::Win,
            parallel: false,
            edition,
        })
        .unwrap();
        let mut offered = 0;
        for _ in 0..300 {
            let masks: Vec<&[u8]> = b.mask.chunks(Metropolis::ACTIONS).collect();
            offered += masks
                .iter()
                .filter(|m| m[latest_ids..].contains(&1))
                .count();
            let highest: Vec<i64> = masks
                .iter()
                .map(|m| m.iter().rposition(|&x| x == 1).unwrap() as i64)
                .collect();
            b.step(&highest).unwrap();
        }
        offered
    };
    assert!(offered_straight(Some(1)) > 0, "edition 1 offers it");
    assert_eq!(offered_straight(None), 0, "the latest never does");
    assert_eq!(offered_straight(Some(2)), 0, "nor edition 2");
}
