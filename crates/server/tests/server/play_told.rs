//! Issue 32's "Done when", over HTTP: two accounts on two servers of one
//! PostgreSQL database press Play for For Sale, 3 players, turn-based;
//! they are seated together with a bot; the one to act is told
//! by mail (a real SMTP server) and by Web Push (an endpoint that checks
//! the VAPID signature and decrypts the payload) with the link to their
//! seat and nothing else (N-1, N-4); moving makes the other's arrive. The
//! same, driven by two Chromium pages, is crates/web/tests/e2e/told.rs.

use std::time::Duration;

use serde_json::json;
use urbs_server::testing::notify::{check_your_turn, mails_to, pushes_to, until};
use urbs_server::{Backend, SeatKind};

use crate::notify_rig::{self, Browser};
use crate::playnow as play;
use crate::ratings::sign_up_at;

const ADDRESSES: [&str; 2] = ["ann@example.org", "bob@example.org"];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_accounts_press_play_on_two_servers_and_are_told_their_turns() {
    let (smtp, mails) = notify_rig::smtp_server();
    let (push_addr, pushes) = notify_rig::push_endpoint().await;
    let (first, time) = play::server(Backend::Postgres, move |c| {
        c.smtp = Some(smtp);
        c.mail_from = Some("urbs <urbs@example.org>".into());
        c.seat_key = Some("shared secret".into());
    })
    .await;
    let second = urbs_server::start(first.config.clone())
        .await
        .expect("another server joins");
    let key = first.client.get("/api/notify/key").await.unwrap();
    let server_key = key.body["public_key"].as_str().unwrap().to_string();
    let origin = format!("http://{push_addr}");
    // Each server's links name itself (no public URL is set).
    let bases = [
        format!("http://{}", first.server.as_ref().unwrap().addr()),
        format!("http://{}", second.addr()),
    ];
    let servers = [bases[0].as_str(), bases[1].as_str()];

    // Ann uses the first server, Bob the second; each wants mail and a
    // push for their turns.
    let names = ["Ann", "Bob"];
    let people = [
        sign_up_at(first.server.as_ref().unwrap().addr(), names[0]).await,
        sign_up_at(second.addr(), names[1]).await,
    ];
    let browsers: Vec<Browser> = ["ann", "bob"]
        .iter()
        .map(|who| notify_rig::browser(format!("{origin}/push/{who}")))
        .collect();
    for i in 0..2 {
        notify_rig::email_on(&people[i], ADDRESSES[i], false).await;
        notify_rig::subscribe(&people[i], &browsers[i]).await;
    }

    // Bob asks first, ready to wait ten minutes for people; Ann asks on
    // the other server without waiting: her wait is over at once, so she
    // is seated with everyone who may sit with her, and the level
    // nearest their ratings takes the third seat.
    let [ann, bob] = &people;
    play::join(bob, play::ask(json!(3), 600)).await;
    play::join(ann, play::ask(json!(3), 0)).await;
    let mut told = Vec::new();
    for _ in 0..5 {
        told = play::step(&time, 1, &[ann, bob]).await;
        if told.iter().all(|s| s["status"] == "seated") {
            break;
        }
    }
    let game = play::one_table(&first, &names, &told).await;
    let id = game.id.clone();
    assert_eq!(play::bots(&game).len(), 1, "one bot: {:?}", game.seats);
    let seats: Vec<usize> = told
        .iter()
        .map(|s| s["seat"].as_u64().unwrap() as usize)
        .collect();
    let tokens: Vec<String> = told
        .iter()
        .map(|s| s["token"].as_str().unwrap().to_string())
        .collect();

    // The bot may open the bidding; then one of them is to act.
    let mut actor = None;
    for _ in 0..600 {
        let st = first.state(&id, None).await;
        if let Some(i) = seats.iter().position(|s| st.to_act == [*s]) {
            actor = Some(i);
            break;
        }
        assert_eq!(
            st.seats[st.to_act[0]].kind,
            SeatKind::Bot,
            "the game waits for a bot"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let actor = actor.expect("the bot moved");
    let other = 1 - actor;
    let who = ["ann", "bob"];

    // The mail and the push person `p` gets, the push opened and checked:
    // the link to the seat, and nothing but the game, whose turn and the
    // link (N-4); the mail's subject is the push's title.
    let told = async |p: usize| {
        let mail = until(&format!("the mail to {}", who[p]), 30, || {
            mails_to(&mails, ADDRESSES[p]).into_iter().next()
        })
        .await
        .unwrap();
        let push = until(&format!("the push to {}", who[p]), 30, || {
            pushes_to(&pushes, who[p]).into_iter().next()
        })
        .await
        .unwrap();
        let opened = notify_rig::open_push(&push, &browsers[p], &server_key, &origin);
        check_your_turn(&opened, &servers, &id, seats[p], names[p]);
        assert_eq!(mail.header("Subject").as_deref(), opened["title"].as_str());
        (mail, opened)
    };

    // N-1: the one to act gets a mail and a push.
    let (mail, opened) = told(actor).await;
    let body = mail.body();
    assert!(body.starts_with(&format!(
        "{}\n{}\n",
        opened["text"].as_str().unwrap(),
        opened["url"].as_str().unwrap()
    )));
    for token in &tokens {
        assert!(
            !body.contains(token.as_str()),
            "N-4: no seat token in a mail"
        );
    }
    assert!(
        mails_to(&mails, ADDRESSES[other]).is_empty() && pushes_to(&pushes, who[other]).is_empty(),
        "only the one to act is told"
    );

    // The one to act moves (through their own server); then the game
    // waits for the other person (after the bot, perhaps), who is told.
    let mine = first.state(&id, Some(&tokens[actor])).await;
    let reply = first
        .client
        .act(&id, &tokens[actor], &mine.legal[0].json, None)
        .await
        .unwrap();
    assert_eq!(reply.status, 200, "{}", reply.body);
    told(other).await;
    // N-1: one notification per turn, each sent by one server only.
    assert_eq!(mails_to(&mails, ADDRESSES[actor]).len(), 1);
    assert_eq!(pushes_to(&pushes, who[actor]).len(), 1);
    assert_eq!(mails_to(&mails, ADDRESSES[other]).len(), 1);
    assert_eq!(pushes_to(&pushes, who[other]).len(), 1);
    second.stop().await;
    first.server.unwrap().stop().await;
}
