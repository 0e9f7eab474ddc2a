//! What a person (or a client for them) asks of a game: create one, take
//! a seat, act, talk, leave, come back, undo, start the rematch; and the
//! reads beside them (a seat's state, the replay, the lobby list). Each
//! change goes through the one change path ([`Hub::change`]).

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use urbs_bots::DynBot;
use urbs_engine::{Outcome, Seat};

use urbs_review::Hint;

use super::{GameCell, Hub, HubError, ReviewStatus};
use crate::store::{Listed, Status, Write, parse_outcome};
use crate::table::TableError;
use crate::table::attend::Undone;
use crate::table::clock::TimeControl;
use crate::table::live::{Acted, Live, Said, SeatInfo, SeatKind, SeatRequest};
use crate::table::state::GameState;
use crate::table::tokens;

/// `POST /api/games`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateGame {
    pub game: String,
    /// Defaults to the number of seats given.
    #[serde(default)]
    pub players: Option<usize>,
    #[serde(default)]
    pub options: Value,
    /// Fixes the deal. Whoever picks it can work out every hidden card, so
    /// leave it out for fair play; the server then draws one from the OS.
    #[serde(default)]
    pub seed: Option<u64>,
    /// The edition of the game's rules (docs/rules/changelog/); the latest
    /// if left out. Earlier editions stay playable, for study.
    #[serde(default)]
    pub edition: Option<u32>,
    /// Defaults to a human in every seat.
    #[serde(default)]
    pub seats: Option<Vec<SeatRequest>>,
    /// Starts the game from this position (docs/positions.md) instead of a
    /// deal; only on a server that allows it ([`crate::limits::Limits::allow_positions`]).
    #[serde(default)]
    pub position: Option<Value>,
    /// How much time the players have (T-1); none by default.
    #[serde(default)]
    pub time_control: TimeControl,
    /// The bot level that plays for a person who leaves or runs out of
    /// time (T-3, T-4); the default level if left out.
    #[serde(default)]
    pub takeover: Option<String>,
    /// Whether the table offers hints to its players; by default, in games
    /// with a bot seat.
    #[serde(default)]
    pub hints: Option<bool>,
    /// Whether the game is in the public lists (`GET /api/games`, the
    /// lobby); a guided first game is made with `false`. Anyone with its
    /// link may still watch it.
    #[serde(default = "listed_by_default")]
    pub listed: bool,
    /// The creator's key (docs/api.md, "Create a game"): a secret of 16 to
    /// 64 letters, digits, `-` and `_`. The human seats' tokens are derived
    /// from it, and the same key again answers the game it created, so a
    /// creation sent again after a lost answer makes no second game.
    #[serde(default)]
    pub key: Option<String>,
    /// What the key stands for: a hash of the request's body but the key
    /// (set by the HTTP layer); the same key with another request is
    /// refused.
    #[serde(skip)]
    pub request: Option<String>,
}

fn listed_by_default() -> bool {
    true
}

/// A creation's key is a secret the seats' tokens are derived from: 16 to
/// 64 letters, digits, `-` and `_`.
fn check_create_key(key: &str) -> Result<(), HubError> {
    let allowed = |b: u8| b.is_ascii_alphanumeric() || b == b'-' || b == b'_';
    if (16..=64).contains(&key.len()) && key.bytes().all(allowed) {
        Ok(())
    } else {
        Err(HubError::Table(TableError::malformed(
            "the key of a new game is a secret of 16 to 64 letters, digits, `-` and `_` \
             (its seats' tokens are derived from it)",
        )))
    }
}

/// The answer to an undo: the action taken back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TakenBack {
    pub action: Value,
    pub text: String,
    /// What `moves` in this seat's state is now.
    pub moves: usize,
}

/// The answer to `POST /api/games/{id}/rematch`: the rematch, and the
/// asker's seat in it (their token plays it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rematch {
    pub id: String,
    pub seat: Seat,
}

/// The answer to a created game: a token for each human seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Created {
    pub id: String,
    pub seats: Vec<CreatedSeat>,
    /// The game was created before with this request's key: nothing new.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub duplicate: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CreatedSeat {
    pub seat: Seat,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
}

/// The answer to `POST /api/games/{id}/join`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Joined {
    pub seat: Seat,
    pub token: String,
}

/// A game in the lobby list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameSummary {
    pub id: String,
    pub game: String,
    pub players: usize,
    pub status: Status,
    /// The edition of the rules the game is played under.
    pub edition: u32,
    /// Milliseconds since the Unix epoch.
    pub created_at: i64,
    pub seats: Vec<SeatInfo>,
    /// A finished game's outcome, as stored when it finished (`null` for
    /// one finished before outcomes were stored, until it is first opened).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
    /// Why the game cannot be rebuilt from its rows, once it was found
    /// damaged: every request on it answers `410 Gone` with this reason.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damaged: Option<String>,
}

impl Hub {
    pub async fn create(self: &Arc<Self>, req: CreateGame) -> Result<Created, HubError> {
        let _permit = self.begin_change()?;
        let key = req.key.as_deref();
        if let Some(key) = key {
            check_create_key(key)?;
            if let Some(created) = self.created_before(key, req.request.as_deref()).await? {
                return Ok(created);
            }
        }
        let seats = match (&req.seats, req.players) {
            (Some(seats), _) => seats.clone(),
            (None, Some(n)) if n <= 32 => vec![
                SeatRequest {
                    kind: SeatKind::Human,
                    bot: None,
                    name: None,
                };
                n
            ],
            (None, Some(n)) => {
                return Err(HubError::Table(TableError::malformed(format!(
                    "{n} players is too many"
                ))));
            }
            (None, None) => {
                return Err(HubError::Table(TableError::malformed(
                    "give `players` or `seats`",
                )));
            }
        };
        if req.position.is_some() && !self.limits.allow_positions {
            return Err(HubError::NotAllowed(
                "this server does not start games from positions: a position shows every \
                 hidden card to whoever wrote it, so only a private server allows them \
                 (`urbs serve --allow-positions`)"
                    .into(),
            ));
        }
        let players = req.players.unwrap_or(seats.len());
        let seed = req.seed.unwrap_or_else(tokens::random_seed);
        let takeover = req
            .takeover
            .clone()
            .unwrap_or_else(|| urbs_bots::levels::DEFAULT_LEVEL.to_string());
        let (live, tokens, write) = Live::create(
            &req.game,
            players,
            &req.options,
            seed,
            req.edition,
            req.position.as_ref(),
            &seats,
            req.time_control,
            takeover,
            req.hints,
            req.listed,
            self.now(),
            key,
            &|game, spec| self.bots.check(game, spec),
        )?;
        let bots = self
            .make_bots(&live, &req.game, seed)
            .map_err(|e| HubError::Table(TableError::Malformed(e)))?;
        let id = live.id.clone();
        // N-1: no account holds a seat of a new game yet, so no turn is
        // written: `Hub::seats_claimed` writes a seat's open turn once one does.
        let mut writes = vec![write];
        // Under a key, the key goes with the game: the same key committed
        // by a second creation (one sent again while the first was still
        // being committed, here or on another server) fails that commit.
        if let Some(key) = key {
            writes.push(Write::CreateKey {
                game_id: id.clone(),
                key_hash: tokens::token_hash(key),
                request: req.request.clone().unwrap_or_default(),
            });
        }
        // The server that creates a game holds it.
        if let Some(cluster) = &self.cluster {
            writes.push(cluster.own_new(&id));
        }
        self.commit(writes).await?;
        self.hold_new(live, bots, seed);
        Ok(Created {
            id,
            seats: tokens
                .into_iter()
                .enumerate()
                .map(|(seat, token)| CreatedSeat { seat, token })
                .collect(),
            duplicate: false,
        })
    }

    /// The game created before with `key`, answered as its creation was
    /// (the tokens of the seats the creation gave are derived from the
    /// key again); `None` if no game was. The same key with another
    /// `request` is a conflict.
    pub(crate) async fn created_before(
        self: &Arc<Self>,
        key: &str,
        request: Option<&str>,
    ) -> Result<Option<Created>, HubError> {
        let found = tokio::time::timeout(
            self.limits.commit_timeout,
            self.store.created_with(&tokens::token_hash(key)),
        )
        .await
        .unwrap_or_else(|_| Err("the database did not answer in time".into()))
        .map_err(|e| {
            tracing::warn!("create key: {e}");
            HubError::Unavailable(
                "the database cannot tell now whether this key made a game; nothing was \
                 created (send the request again with the same key)"
                    .into(),
            )
        })?;
        let Some((id, made_by)) = found else {
            return Ok(None);
        };
        if made_by != request.unwrap_or_default() {
            return Err(HubError::Table(TableError::Conflict(format!(
                "this key already created game {id}, with another request"
            ))));
        }
        let cell = self.cell(&id).await?;
        let hashes = cell.token_hashes();
        let seats = (0..hashes.len())
            .map(|seat| {
                let token = tokens::keyed_token(key, seat);
                let given = hashes[seat].as_deref() == Some(tokens::token_hash(&token).as_str());
                CreatedSeat {
                    seat,
                    token: given.then_some(token),
                }
            })
            .collect();
        Ok(Some(Created {
            id,
            seats,
            duplicate: true,
        }))
    }

    /// The seat a token holds in this game; `None` (a spectator) without a
    /// token. A token of no seat here is refused.
    pub fn seat_of(&self, cell: &GameCell, token: Option<&str>) -> Result<Option<Seat>, HubError> {
        let Some(token) = token else {
            return Ok(None);
        };
        cell.seat_with(&tokens::token_hash(token))
            .map(Some)
            .ok_or_else(|| HubError::NotAllowed("this token holds no seat in this game".into()))
    }

    /// Takes one action token of `seat`'s bucket, shared by its HTTP
    /// requests and every socket it has open.
    pub fn http_allow(&self, cell: &GameCell, seat: Seat) -> Result<(), HubError> {
        if cell.allow_action(seat, &self.limits) {
            Ok(())
        } else {
            Err(HubError::TooMany(format!(
                "too many actions: at most {} per second",
                self.limits.actions_per_second
            )))
        }
    }

    /// What `seat` (or a spectator) may know now: the committed game,
    /// read without waiting for any change or bot.
    pub fn state(
        &self,
        cell: &GameCell,
        seat: Option<Seat>,
        log_from: usize,
        text: bool,
    ) -> GameState {
        let mut state = cell.current().state(seat, log_from, 0, text, self.now());
        super::outcomes::show(cell, &mut state);
        state
    }

    /// Carries out an action and commits it; only then does anyone hear of it.
    pub async fn act(
        self: &Arc<Self>,
        cell: &Arc<GameCell>,
        seat: Seat,
        action: &Value,
        key: Option<&str>,
    ) -> Result<Acted, HubError> {
        self.check_key(key)?;
        let acted = self
            .change(cell, |live| live.act(seat, action, key, false, self.now()))
            .await?;
        self.kick_bots(cell);
        Ok(acted)
    }

    /// A request's idempotency key, if it has one, is 1 to
    /// [`crate::limits::Limits::max_key_len`] characters.
    fn check_key(&self, key: Option<&str>) -> Result<(), HubError> {
        match key {
            Some(key) if key.is_empty() || key.chars().count() > self.limits.max_key_len => {
                Err(HubError::Table(TableError::malformed(format!(
                    "a key has 1 to {} characters",
                    self.limits.max_key_len
                ))))
            }
            _ => Ok(()),
        }
    }

    /// Gives a newcomer the lowest open seat.
    pub async fn join(
        self: &Arc<Self>,
        cell: &Arc<GameCell>,
        name: Option<String>,
    ) -> Result<Joined, HubError> {
        self.join_where(cell, name, &|_| true).await
    }

    /// Gives a newcomer the lowest open seat `free` allows (I-2: a seat
    /// held for an invited account is theirs alone).
    pub async fn join_where(
        self: &Arc<Self>,
        cell: &Arc<GameCell>,
        name: Option<String>,
        free: &(dyn Fn(Seat) -> bool + Sync),
    ) -> Result<Joined, HubError> {
        let (seat, token) = self
            .change(cell, |live| {
                let (seat, token, writes) = live.claim_where(name, self.now(), free)?;
                Ok(((seat, token), writes))
            })
            .await?;
        self.kick_bots(cell);
        Ok(Joined { seat, token })
    }

    /// Accounts hold seats of game `id` now (N-1): the server that holds
    /// the game reads which, and from then on writes their turns, the one
    /// going on now first. `Moved`: another server holds the game.
    pub async fn seats_claimed(self: &Arc<Self>, id: &str) -> Result<(), HubError> {
        let cell = self.cell(id).await?;
        // Read before the game's lock is taken: a round trip that may hang.
        let held = self
            .store
            .seats_held(id)
            .await
            .map_err(|e| HubError::Unavailable(format!("the database cannot be read: {e}")))?;
        self.claim_seats(&cell, &held).await
    }

    /// Adds `text` to the game's chat for `seat`, once committed; every
    /// socket of the game then gets it. Limited per seat
    /// ([`crate::limits::Limits::chat_per_second`]); a line sent again with
    /// its `key` is answered as before and counts for nothing.
    pub async fn say(
        &self,
        cell: &GameCell,
        seat: Seat,
        text: &str,
        key: Option<&str>,
    ) -> Result<Said, HubError> {
        self.check_key(key)?;
        let again = key.is_some_and(|key| cell.current().said_with(seat, key).is_some());
        if !again && !cell.allow_chat(seat, &self.limits) {
            return Err(HubError::TooMany(format!(
                "too many chat lines: at most {} per second",
                self.limits.chat_per_second
            )));
        }
        self.change(cell, |live| live.say(seat, text, key, self.now()))
            .await
    }

    /// T-4: the person at `seat` leaves the table; the takeover bot plays
    /// for them from the next move on.
    pub async fn leave(self: &Arc<Self>, cell: &Arc<GameCell>, seat: Seat) -> Result<(), HubError> {
        let now = self.now();
        self.change(cell, |live| Ok(((), live.leave(seat, now)?)))
            .await?;
        self.kick_bots(cell);
        Ok(())
    }

    /// T-5: the person at `seat` takes it back from the bot, between two
    /// moves: a move the bot is thinking about is dropped.
    pub async fn come_back(&self, cell: &GameCell, seat: Seat) -> Result<(), HubError> {
        let now = self.now();
        self.change(cell, |live| Ok(((), live.come_back(seat, now)?)))
            .await
    }

    /// U-1: takes back `seat`'s latest action, as far as the rulings allow;
    /// with `seen`, only if the seat's `moves` is still that (see
    /// `Live::undo`).
    pub async fn undo(
        self: &Arc<Self>,
        cell: &Arc<GameCell>,
        seat: Seat,
        seen: Option<usize>,
    ) -> Result<TakenBack, HubError> {
        let now = self.now();
        let taken = self
            .change(cell, |live| {
                let (
                    Undone {
                        live: next,
                        action,
                        text,
                    },
                    writes,
                ) = live.undo(seat, seen, now)?;
                *live = next;
                let moves = live
                    .state(Some(seat), usize::MAX, usize::MAX, false, now)
                    .moves;
                Ok((
                    TakenBack {
                        action,
                        text,
                        moves,
                    },
                    writes,
                ))
            })
            .await?;
        self.kick_bots(cell);
        Ok(taken)
    }

    /// Starts the rematch of a finished game for a person seated in it, or
    /// finds the one another player started: one rematch per game. The
    /// rematch and the link to it are committed together; every seat's
    /// page then hears of it. Answers the rematch and `seat`'s place in it.
    pub async fn rematch(
        self: &Arc<Self>,
        cell: &Arc<GameCell>,
        seat: Seat,
    ) -> Result<Rematch, HubError> {
        self.rematch_reopening(cell, seat, &[]).await
    }

    /// [`Hub::rematch`], with the bots' seats `reopen` of a rematch it
    /// starts left open for invited accounts (I-6).
    pub async fn rematch_reopening(
        self: &Arc<Self>,
        cell: &Arc<GameCell>,
        seat: Seat,
        reopen: &[Seat],
    ) -> Result<Rematch, HubError> {
        let seed = tokens::random_seed();
        let players = cell.current().table.players();
        let started = self
            .change(cell, |live| match &live.rematch {
                Some(id) => Ok((Err(id.clone()), Vec::new())),
                None => {
                    let (next, write) = live.rematch_reopening(seed, self.now(), reopen)?;
                    live.rematch = Some(next.id.clone());
                    let link = Write::Rematch {
                        game_id: live.id.clone(),
                        rematch: next.id.clone(),
                    };
                    // N-1: as for a new game, no turn is written until an
                    // account holds a seat.
                    let mut writes = vec![write, link];
                    if let Some(cluster) = &self.cluster {
                        writes.push(cluster.own_new(&next.id));
                    }
                    Ok((Ok(Box::new(next)), writes))
                }
            })
            .await?;
        let id = match started {
            Err(id) => id,
            Ok(next) => {
                let id = next.id.clone();
                let game = next.table.game();
                let bots = self.make_bots(&next, game, seed).map_err(|e| {
                    tracing::warn!("rematch {id}: {e}");
                    HubError::Unavailable("the rematch's bots cannot be made".into())
                })?;
                self.hold_new(*next, bots, seed);
                id
            }
        };
        Ok(Rematch {
            id,
            seat: (seat + 1) % players,
        })
    }

    pub fn replay(&self, cell: &GameCell) -> Result<Value, HubError> {
        Ok(cell.current().replay()?)
    }

    pub async fn list(
        &self,
        status: Option<Status>,
        limit: usize,
    ) -> Result<Vec<GameSummary>, HubError> {
        let rows = tokio::time::timeout(
            self.limits.commit_timeout,
            self.store.list(status, limit.min(self.limits.max_listed)),
        )
        .await
        .map_err(|_| HubError::Unavailable("the database did not answer in time".into()))?
        .map_err(HubError::Unavailable)?;
        Ok(rows
            .into_iter()
            .map(
                |Listed {
                     row: g,
                     seats,
                     outcome,
                     damaged,
                 }| GameSummary {
                    outcome: outcome.and_then(|o| parse_outcome(&o).ok()),
                    damaged,
                    id: g.id,
                    game: g.game,
                    players: g.players,
                    status: g.status,
                    edition: g.edition,
                    created_at: g.created_at,
                    seats: seats
                        .into_iter()
                        .map(|s| SeatInfo {
                            seat: s.seat,
                            kind: match s.kind.as_str() {
                                "bot" => SeatKind::Bot,
                                "open" => SeatKind::Open,
                                _ => SeatKind::Human,
                            },
                            bot: s.bot,
                            name: s.name,
                            bot_from: None,
                            away: s
                                .away
                                .as_deref()
                                .and_then(|a| crate::table::seats::Away::parse(a).ok()),
                        })
                        .collect(),
                },
            )
            .collect())
    }

    /// Holds a game just created here (at epoch 1: the server that
    /// creates a game holds it) and starts its bots.
    fn hold_new(self: &Arc<Self>, live: Live, bots: Vec<Option<Box<dyn DynBot>>>, seed: u64) {
        if let Some(cluster) = &self.cluster {
            cluster.record(&live.id, 1);
        }
        self.deadlines.track(&live.id, live.deadline());
        let cell = self.keep(GameCell::new(live, bots, seed, &self.limits, 1));
        self.kick_bots(&cell);
    }

    /// What a strong bot would play for `seat`, which must act now
    /// (`coach.rs`).
    pub async fn hint(&self, cell: &GameCell, seat: Seat) -> Result<Hint, HubError> {
        self.coach.hint(self, cell, seat).await
    }

    /// Where the review of the game stands (the stored one once made).
    pub async fn review_status(&self, cell: &GameCell) -> Result<ReviewStatus, HubError> {
        self.coach.review_status(self, cell).await
    }

    /// Starts the review of a game that is over, unless it is made or
    /// under way; answers where it stands.
    pub async fn start_review(self: &Arc<Self>, cell: &GameCell) -> Result<ReviewStatus, HubError> {
        self.coach.start_review(self, cell).await
    }
}
