//! The view drawn for the terminal: the city map, then the players, the lots
//! on offer, the buildings left and any proposal the viewer may see; in the
//! reader's words (`view.metropolis.*`), `Display` in the game's English.

use std::fmt::{self, Write as _};
use std::ops::Deref;

use urbs_engine::text::{English, TableWords, Words, pad, pad_left};

use crate::action::Deal;
use crate::action::EndReason;
use crate::chart::Special;
use crate::data::{Kind, data};
use crate::lots::LotSet;
use crate::state::Phase;
use crate::view::View;

/// Characters across one lot cell: `45 p1`.
const CELL: usize = 5;

/// The reader's words for one drawing of the table (`say`, `column` and
/// `seat` from [`TableWords`]), with the game's own terms.
struct Say<'a>(TableWords<'a>);

impl<'a> Deref for Say<'a> {
    type Target = TableWords<'a>;

    fn deref(&self) -> &TableWords<'a> {
        &self.0
    }
}

impl Say<'_> {
    /// A kind as the game writes it in a line (its key: `house`).
    fn kind(&self, kind: Kind) -> String {
        self.say(&format!("kind.{}", kind.key()), kind.key(), &[])
    }

    /// A kind's name (`House`).
    fn name(&self, key: &str, english: &str) -> String {
        self.words()
            .say(&format!("term.metropolis.kind.{key}"), english, &[])
    }

    /// A seat within a sentence (a language may need another form there).
    /// People count seats from 1 (issue 29): seat 0 is `P1`.
    fn who(&self, view: &View, seat: usize) -> String {
        let number = seat + 1;
        if view.viewer.seat() == Some(seat) {
            self.say("you", "you (P{seat})", &[("seat", number.to_string())])
        } else {
            format!("P{number}")
        }
    }
}

impl View {
    /// What a lot cell shows after its number: a building's glyph or a
    /// token, with its seat counted from 1 as people count (issue 29).
    fn mark(&self, lot: crate::Lot) -> String {
        if let Some(b) = self
            .buildings
            .iter()
            .find(|b| b.placed.build.lots().contains(lot))
        {
            let seat = b.placed.builder as usize + 1;
            return format!("{}{seat}", b.placed.build.kind.info().glyph);
        }
        if let Some(s) = self.seats.iter().position(|s| s.lots.contains(lot)) {
            return format!("p{}", s + 1);
        }
        if self.face_up.contains(&lot) {
            return "* ".into();
        }
        ". ".into()
    }

    /// The lines of one city square (a block, the park or nothing), each
    /// `width` wide; `center` marks a downtown block, `park` names the park.
    fn square_lines(&self, at: (u8, u8), size: (usize, usize), words: (&str, &str)) -> Vec<String> {
        let (height, width) = size;
        let (center, park) = words;
        let d = data();
        let mut lines = Vec::with_capacity(height);
        if let Some(bi) = d.blocks.iter().position(|b| b.square == at) {
            let block = &d.blocks[bi];
            let lots = d.block_lots(bi);
            let centre = if lots.is_subset(d.downtown) {
                format!("-{center}")
            } else {
                String::new()
            };
            let head = format!("-[{}]{centre}", block.number);
            let rule = "-".repeat((width - 2).saturating_sub(head.chars().count()));
            lines.push(format!("+{head}{rule}+"));
            for r in 0..block.rows as usize {
                let mut line = String::from("|");
                for c in 0..block.columns as usize {
                    let lot = block.lots[r * block.columns as usize + c];
                    if c > 0 {
                        line.push(' ');
                    }
                    let _ = write!(line, "{:>2} {}", lot.number(), self.mark(lot));
                }
                lines.push(format!("{}|", pad(&line, width - 1)));
            }
            lines.push(format!("+{:-<w$}+", "", w = width - 2));
        } else if d.park == at {
            lines.push(format!("+{:-<w$}+", "", w = width - 2));
            for r in 0..height - 2 {
                let fill = if r == (height - 2) / 2 {
                    park
                } else {
                    "^   ^   ^"
                };
                // Rust's padding counts characters, as a reader's word needs.
                lines.push(format!("|{fill:^w$}|", w = width - 2));
            }
            lines.push(format!("+{:-<w$}+", "", w = width - 2));
        }
        while lines.len() < height {
            lines.push(" ".repeat(width));
        }
        lines
    }

    fn draw_city(&self, w: &Say<'_>, out: &mut Vec<String>) {
        let d = data();
        let columns = d
            .blocks
            .iter()
            .map(|b| b.columns as usize)
            .max()
            .unwrap_or(2);
        let rows = d.blocks.iter().map(|b| b.rows as usize).max().unwrap_or(5);
        let width = 2 + columns * CELL + (columns - 1);
        let height = rows + 2;
        let center = w.say("map.center", "center", &[]);
        let park = w.say("map.park", "P A R K", &[]);
        for row in 0..d.city.0 {
            let squares: Vec<Vec<String>> = (0..d.city.1)
                .map(|col| self.square_lines((row, col), (height, width), (&center, &park)))
                .collect();
            for line in 0..height {
                let mut text = String::from("  ");
                for (col, sq) in squares.iter().enumerate() {
                    if col > 0 {
                        let river =
                            col as u8 == d.river_after_column + 1 && d.river_rows.contains(&row);
                        text.push_str(if river { " ~ " } else { "   " });
                    }
                    text.push_str(&sq[line]);
                }
                out.push(text.trim_end().to_string());
            }
        }
    }

    /// The deal in the reader's words (as [`Deal::describe`] writes it).
    fn describe(&self, w: &Say<'_>, deal: &Deal) -> String {
        let active = w.who(self, self.active as usize);
        let partner = w.who(self, self.partner.map_or(0, |p| p as usize));
        let mut parts = Vec::new();
        let gives = |who: &str, lots: LotSet| {
            w.say(
                "deal.gives_lots",
                "{who} gives lots {lots}",
                &[("who", who.to_string()), ("lots", lots.to_string())],
            )
        };
        if !deal.lots_to_partner.is_empty() {
            parts.push(gives(&active, deal.lots_to_partner));
        }
        if !deal.lots_to_active.is_empty() {
            parts.push(gives(&partner, deal.lots_to_active));
        }
        let p = deal.points_to_partner;
        if p != 0 {
            let (who, n) = if p > 0 {
                (&active, p as i64)
            } else {
                (&partner, -(p as i64))
            };
            let english = if n == 1 {
                "{who} pays {n} point"
            } else {
                "{who} pays {n} points"
            };
            let args = [("who", who.clone()), ("n", n.to_string())];
            parts.push(w.say("deal.pays", english, &args));
        }
        if let Some(c) = deal.consent {
            let mut args = vec![
                ("owner", partner.clone()),
                ("builder", active.clone()),
                ("kind", w.kind(c.build.kind)),
                ("lots", c.build.lots().to_string()),
            ];
            parts.push(if c.share > 0 {
                args.push(("share", c.share.to_string()));
                w.say(
                    "deal.lets_build_share",
                    "{owner} lets {builder} build {kind} on lots {lots} for a {share}% share",
                    &args,
                )
            } else {
                w.say(
                    "deal.lets_build",
                    "{owner} lets {builder} build {kind} on lots {lots}",
                    &args,
                )
            });
        }
        if parts.is_empty() {
            w.say("deal.nothing", "nothing", &[])
        } else {
            parts.join("; ")
        }
    }
}

impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.draw(&English))
    }
}

impl View {
    /// The table as text, in the reader's words (`view.metropolis.*`).
    pub fn draw(&self, words: &dyn Words) -> String {
        let w = Say(TableWords::new(
            words,
            "view.metropolis",
            self.viewer.seat(),
        ));
        let d = data();
        let mut out = Vec::new();
        let active = w.who(self, self.active as usize);
        let partner = w.who(self, self.partner.unwrap_or(0) as usize);
        let (key, english) = match self.phase {
            Phase::Take => ("take", "{active} to take a lot"),
            Phase::Main => ("main", "{active} to propose a deal, build or end the turn"),
            Phase::Propose => ("propose", "{active} to choose whom to propose to"),
            Phase::Draft => ("draft", "{active} to draft a proposal for {partner}"),
            Phase::Answer => ("answer", "{partner} to answer {active}'s proposal"),
            Phase::Counter => ("counter", "{partner} to draft a counter-proposal"),
            Phase::Reply => ("reply", "{active} to answer {partner}'s counter-proposal"),
            Phase::Over => ("over", "game over"),
        };
        let names = [("active", active.clone()), ("partner", partner)];
        let doing = w.say(&format!("doing.{key}"), english, &names);
        out.push(w.say(
            "turn",
            "Metropolis, turn {turn}: {doing}",
            &[("turn", self.turn.to_string()), ("doing", doing)],
        ));
        let up: Vec<String> = self.face_up.iter().map(|l| l.to_string()).collect();
        let up = if up.is_empty() {
            "-".into()
        } else {
            up.join(" ")
        };
        // The English says "lot cards" and "turns" for one too; the catalogs
        // still give each form, for languages that must tell them apart.
        out.push(match self.final_turns {
            Some(t) => w.say(
                "lots_up_last",
                "Lots face up: {lots}   ({deck} lot cards face down; last round: {n} more turns after this one)",
                &[
                    ("lots", up),
                    ("deck", self.deck.to_string()),
                    ("n", t.to_string()),
                ],
            ),
            None => w.say(
                "lots_up",
                "Lots face up: {lots}   ({n} lot cards face down)",
                &[("lots", up), ("n", self.deck.to_string())],
            ),
        });
        out.push(String::new());
        self.draw_city(&w, &mut out);
        out.push(String::new());
        out.push(format!(
            "  {}",
            w.say(
                "legend.marks",
                "`45 p1` lot 45 has player 1's token; `45 F1` player 1's building; * face up; . vacant",
                &[],
            )
        ));
        let glyphs: Vec<String> = d
            .kinds
            .iter()
            .map(|k| format!("{} {}", k.glyph, w.name(&k.key, &k.name)))
            .collect();
        out.push(format!("  {}", glyphs.join(", ")));
        let center = w.say("map.center", "center", &[]);
        out.push(format!(
            "  {}",
            w.say(
                "legend.places",
                "Park view: lots facing the park; river ~: lots along it; {center}: downtown blocks",
                &[("center", center)],
            )
        ));
        out.push(String::new());
        self.draw_players(&w, &mut out);
        self.draw_buildings(&w, &mut out);
        self.draw_deals(&w, &active, &mut out);
        if let Some(o) = &self.outcome {
            out.push(String::new());
            if let Some(reason) = self.end {
                let key = match reason {
                    EndReason::AllBuilt => "all_built",
                    EndReason::LotsRanOut => "lots_ran_out",
                    EndReason::NoPlacement => "no_placement",
                };
                let reason = w.say(&format!("end.{key}"), &reason.to_string(), &[]);
                out.push(w.say(
                    "game_over",
                    "The game is over: {reason}.",
                    &[("reason", reason)],
                ));
            }
            for (s, score) in o.scores.iter().enumerate() {
                let args = [("name", w.seat(s)), ("score", score.to_string())];
                let line = if o.wins[s] > 0.0 {
                    w.say("score_winner", "{name}: {score}  winner", &args)
                } else {
                    w.say("score", "{name}: {score}", &args)
                };
                out.push(format!("   {line}"));
            }
        }
        out.push(String::new());
        out.join("\n")
    }

    /// The player table: points from deals, score if the game ended now,
    /// lots held.
    fn draw_players(&self, w: &Say<'_>, out: &mut Vec<String>) {
        let (player, wp) = w.column("col.player", "player", 12);
        let (points, wpt) = w.column("col.points", "points", 6);
        let (score, ws) = w.column("col.score", "score", 6);
        let (lots, _) = w.column("col.lots", "lots", 0);
        out.push(format!(
            "   {} {} {}  {lots}",
            pad(&player, wp),
            pad_left(&points, wpt),
            pad_left(&score, ws)
        ));
        for (s, seat) in self.seats.iter().enumerate() {
            let marker = if self.to_act.includes(s) { ">" } else { " " };
            out.push(format!(
                " {marker} {} {} {}  {}",
                pad(&w.seat(s), wp),
                pad_left(&format!("{:+}", seat.points), wpt),
                pad_left(&seat.score.to_string(), ws),
                seat.lots
            ));
        }
    }

    /// The buildings on the board and those left to place.
    fn draw_buildings(&self, w: &Say<'_>, out: &mut Vec<String>) {
        if !self.buildings.is_empty() {
            out.push(String::new());
            out.push(w.say("buildings", "Buildings:", &[]));
            for b in &self.buildings {
                let p = &b.placed;
                let info = p.build.kind.info();
                let special = match (&info.special, p.special) {
                    (Some((Special::ParkView, _)), true) => Some(("park_view", "park view")),
                    (Some((Special::River, _)), true) => Some(("river", "on the river")),
                    (Some((Special::Downtown, _)), true) => Some(("downtown", "downtown")),
                    _ => None,
                };
                let special = special.map_or(String::new(), |(key, english)| {
                    let word =
                        w.words()
                            .say(&format!("term.metropolis.special.{key}"), english, &[]);
                    w.say("special", ", {special}", &[("special", word)])
                });
                let shares: Vec<String> = p
                    .shares
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| **s > 0)
                    .map(|(s, pct)| format!("P{} {pct}%", s + 1))
                    .collect();
                let shares = if shares.is_empty() {
                    String::new()
                } else {
                    w.say(
                        "shares",
                        " (shares {shares})",
                        &[("shares", shares.join(", "))],
                    )
                };
                let line = w.say(
                    "building",
                    "{glyph} {kind} on {lots}{special}: worth {value}, P{builder}'s{shares}",
                    &[
                        ("glyph", info.glyph.to_string()),
                        ("kind", w.name(&info.key, &info.name)),
                        ("lots", p.build.lots().to_string()),
                        ("special", special),
                        ("value", b.value.to_string()),
                        ("builder", (p.builder as usize + 1).to_string()),
                        ("shares", shares),
                    ],
                );
                out.push(format!("  {line}"));
            }
        }
        let left: Vec<String> = self
            .remaining
            .iter()
            .filter(|s| s.left > 0)
            .map(|s| format!("{} x{}", w.kind(s.building), s.left))
            .collect();
        let left = if left.is_empty() {
            w.say("none", "none", &[])
        } else {
            left.join(", ")
        };
        out.push(w.say(
            "buildings_left",
            "Buildings left: {left}",
            &[("left", left)],
        ));
    }

    /// Proposals made this turn, consents given, and the proposal and
    /// counter-proposal under way as far as the viewer may see them.
    fn draw_deals(&self, w: &Say<'_>, active: &str, out: &mut Vec<String>) {
        if self.phase != Phase::Over {
            out.push(w.say(
                "proposals",
                "Proposals this turn: {n} of {max}",
                &[
                    ("n", self.proposals.to_string()),
                    ("max", crate::state::PROPOSALS_PER_TURN.to_string()),
                ],
            ));
        }
        for g in &self.consents {
            let mut args = vec![
                ("owner", w.who(self, g.owner as usize)),
                ("builder", active.to_string()),
                ("kind", w.kind(g.build.kind)),
                ("lots", g.build.lots().to_string()),
            ];
            out.push(if g.share > 0 {
                args.push(("share", g.share.to_string()));
                w.say(
                    "consent_share",
                    "Consent: {owner} lets {builder} build {kind} {lots} for {share}%",
                    &args,
                )
            } else {
                w.say(
                    "consent",
                    "Consent: {owner} lets {builder} build {kind} {lots}",
                    &args,
                )
            });
        }
        if let Some(deal) = &self.deal {
            let terms = [("terms", self.describe(w, deal))];
            out.push(if self.phase == Phase::Draft {
                w.say("proposal_draft", "Proposal so far: {terms}", &terms)
            } else {
                w.say("proposal", "Proposal: {terms}", &terms)
            });
        } else if let Some(p) = self.partner {
            out.push(w.say(
                "under_way",
                "A proposal between {active} and {partner} is under way (its terms are theirs).",
                &[
                    ("active", active.to_string()),
                    ("partner", w.who(self, p as usize)),
                ],
            ));
        }
        if let Some(counter) = &self.counter {
            let terms = [("terms", self.describe(w, counter))];
            out.push(if self.phase == Phase::Counter {
                w.say("counter_draft", "Counter-proposal so far: {terms}", &terms)
            } else {
                w.say("counter", "Counter-proposal: {terms}", &terms)
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use urbs_engine::{Game, Viewer};

    use crate::state::Phase;
    use crate::test_util::{act, clear, game, own, propose, turn};

    /// The lines of `seat`'s view that start with `start`.
    fn lines(g: &crate::Metropolis, seat: usize, start: &str) -> Vec<String> {
        let text = g.view(Viewer::Seat(seat)).to_string();
        text.lines()
            .filter(|l| l.trim_start().starts_with(start))
            .map(str::to_string)
            .collect()
    }

    /// MP-6: a share shows in the proposal, the consent and the building
    /// (random games seldom draw them). Seats are named as people count
    /// them, from 1 (issue 29): seat 0 is P1.
    #[test]
    fn mp6_shares_are_drawn_in_the_proposal_the_consent_and_the_building() {
        let mut g = game(3, 4);
        clear(&mut g);
        own(&mut g, 0, &[40, 45]);
        own(&mut g, 1, &[41, 46]);
        turn(&mut g, 0, Phase::Main);
        propose(&mut g, 0, 1);
        act(&mut g, 0, "consent factory 40 41 45 46");
        act(&mut g, 0, "share 30");
        assert_eq!(
            lines(&g, 0, "Proposal"),
            [
                "Proposals this turn: 1 of 3",
                "Proposal so far: P2 lets you (P1) build factory on lots 40 41 45 46 for a 30% share"
            ]
        );
        act(&mut g, 0, "send");
        act(&mut g, 1, "accept");
        assert_eq!(
            lines(&g, 1, "Consent"),
            ["Consent: you (P2) lets P1 build factory 40 41 45 46 for 30%"]
        );
        act(&mut g, 0, "build factory 40 41 45 46");
        assert_eq!(
            lines(&g, 2, "F "),
            ["  F Factory on 40 41 45 46, on the river: worth 14, P1's (shares P2 30%)"]
        );
    }
}
