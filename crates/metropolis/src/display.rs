//! The view drawn for the terminal: the city map, then the players, the lots
//! on offer, the buildings left and any proposal the viewer may see.

use std::fmt::{self, Write as _};

use crate::action::Deal;
use crate::chart::Special;
use crate::data::data;
use crate::lots::LotSet;
use crate::state::Phase;
use crate::view::View;

/// Characters across one lot cell: `45 p1`.
const CELL: usize = 5;

impl View {
    fn seat_name(&self, seat: usize) -> String {
        if self.viewer.seat() == Some(seat) {
            format!("you (P{seat})")
        } else {
            format!("P{seat}")
        }
    }

    /// What a lot cell shows after its number.
    fn mark(&self, lot: crate::Lot) -> String {
        if let Some(b) = self
            .buildings
            .iter()
            .find(|b| b.placed.build.lots().contains(lot))
        {
            return format!("{}{}", b.placed.build.kind.info().glyph, b.placed.builder);
        }
        if let Some(s) = self.seats.iter().position(|s| s.lots.contains(lot)) {
            return format!("p{s}");
        }
        if self.face_up.contains(&lot) {
            return "* ".into();
        }
        ". ".into()
    }

    /// The lines of one city square (a block, the park or nothing), each
    /// `width` wide.
    fn square_lines(&self, row: u8, col: u8, height: usize, width: usize) -> Vec<String> {
        let d = data();
        let mut lines = Vec::with_capacity(height);
        if let Some(bi) = d.blocks.iter().position(|b| b.square == (row, col)) {
            let block = &d.blocks[bi];
            let lots = d.block_lots(bi);
            let centre = if lots.is_subset(d.downtown) {
                "-center"
            } else {
                ""
            };
            let head = format!("-[{}]{centre}", block.number);
            lines.push(format!("+{head:-<w$}+", w = width - 2));
            for r in 0..block.rows as usize {
                let mut line = String::from("|");
                for c in 0..block.columns as usize {
                    let lot = block.lots[r * block.columns as usize + c];
                    if c > 0 {
                        line.push(' ');
                    }
                    let _ = write!(line, "{:>2} {}", lot.number(), self.mark(lot));
                }
                lines.push(format!("{line:<w$}|", w = width - 1));
            }
            lines.push(format!("+{:-<w$}+", "", w = width - 2));
        } else if d.park == (row, col) {
            lines.push(format!("+{:-<w$}+", "", w = width - 2));
            for r in 0..height - 2 {
                let fill = if r == (height - 2) / 2 {
                    format!("{:^w$}", "P A R K", w = width - 2)
                } else {
                    format!("{:^w$}", "^   ^   ^", w = width - 2)
                };
                lines.push(format!("|{fill}|"));
            }
            lines.push(format!("+{:-<w$}+", "", w = width - 2));
        }
        while lines.len() < height {
            lines.push(" ".repeat(width));
        }
        lines
    }

    fn draw_city(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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
        for row in 0..d.city.0 {
            let squares: Vec<Vec<String>> = (0..d.city.1)
                .map(|col| self.square_lines(row, col, height, width))
                .collect();
            for line in 0..height {
                let mut out = String::from("  ");
                for (col, sq) in squares.iter().enumerate() {
                    if col > 0 {
                        let river =
                            col as u8 == d.river_after_column + 1 && d.river_rows.contains(&row);
                        out.push_str(if river { " ~ " } else { "   " });
                    }
                    out.push_str(&sq[line]);
                }
                writeln!(f, "{}", out.trim_end())?;
            }
        }
        Ok(())
    }

    fn describe(&self, deal: &Deal) -> String {
        let partner = self.partner.map_or(0, |p| p as usize);
        deal.describe(
            &self.seat_name(self.active as usize),
            &self.seat_name(partner),
        )
    }
}

fn lots(set: LotSet) -> String {
    set.to_string()
}

impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = data();
        let active = self.seat_name(self.active as usize);
        let partner = self.seat_name(self.partner.unwrap_or(0) as usize);
        let doing = match self.phase {
            Phase::Take => format!("{active} to take a lot"),
            Phase::Main => format!("{active} to propose a deal, build or end the turn"),
            Phase::Propose => format!("{active} to choose whom to propose to"),
            Phase::Draft => format!("{active} to draft a proposal for {partner}"),
            Phase::Answer => format!("{partner} to answer {active}'s proposal"),
            Phase::Counter => format!("{partner} to draft a counter-proposal"),
            Phase::Reply => format!("{active} to answer {partner}'s counter-proposal"),
            Phase::Over => "game over".into(),
        };
        writeln!(f, "Metropolis, turn {}: {doing}", self.turn)?;
        let up: Vec<String> = self.face_up.iter().map(|l| l.to_string()).collect();
        write!(
            f,
            "Lots face up: {}   ({} lot cards face down",
            if up.is_empty() {
                "-".into()
            } else {
                up.join(" ")
            },
            self.deck
        )?;
        match self.final_turns {
            Some(t) => writeln!(f, "; last round: {t} more turns after this one)")?,
            None => writeln!(f, ")")?,
        }
        writeln!(f)?;
        self.draw_city(f)?;
        writeln!(f)?;
        let glyphs: Vec<String> = d
            .kinds
            .iter()
            .map(|k| format!("{} {}", k.glyph, k.name))
            .collect();
        writeln!(
            f,
            "  `45 p1` lot 45 has player 1's token; `45 F1` player 1's building; * face up; . vacant"
        )?;
        writeln!(f, "  {}", glyphs.join(", "))?;
        writeln!(
            f,
            "  Park view: lots facing the park; river ~: lots along it; center: downtown blocks"
        )?;
        writeln!(f)?;
        writeln!(
            f,
            "   {:<12} {:>6} {:>6}  lots",
            "player", "points", "score"
        )?;
        for (s, seat) in self.seats.iter().enumerate() {
            let marker = if self.to_act.includes(s) { ">" } else { " " };
            writeln!(
                f,
                " {marker} {:<12} {:>+6} {:>6}  {}",
                self.seat_name(s),
                seat.points,
                seat.score,
                lots(seat.lots)
            )?;
        }
        if !self.buildings.is_empty() {
            writeln!(f)?;
            writeln!(f, "Buildings:")?;
            for b in &self.buildings {
                let p = &b.placed;
                let info = p.build.kind.info();
                let special = match (&info.special, p.special) {
                    (Some((Special::ParkView, _)), true) => ", park view",
                    (Some((Special::River, _)), true) => ", on the river",
                    (Some((Special::Downtown, _)), true) => ", downtown",
                    _ => "",
                };
                let shares: Vec<String> = p
                    .shares
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| **s > 0)
                    .map(|(s, pct)| format!("P{s} {pct}%"))
                    .collect();
                let shares = if shares.is_empty() {
                    String::new()
                } else {
                    format!(" (shares {})", shares.join(", "))
                };
                writeln!(
                    f,
                    "  {} {} on {}{special}: worth {}, P{}'s{shares}",
                    info.glyph,
                    info.name,
                    lots(p.build.lots()),
                    b.value,
                    p.builder
                )?;
            }
        }
        let left: Vec<String> = self
            .remaining
            .iter()
            .filter(|s| s.left > 0)
            .map(|s| format!("{} x{}", s.building, s.left))
            .collect();
        writeln!(
            f,
            "Buildings left: {}",
            if left.is_empty() {
                "none".into()
            } else {
                left.join(", ")
            }
        )?;
        if self.phase != Phase::Over {
            writeln!(
                f,
                "Proposals this turn: {} of {}",
                self.proposals,
                crate::deals::PROPOSALS_PER_TURN
            )?;
        }
        for g in &self.consents {
            let share = if g.share > 0 {
                format!(" for {}%", g.share)
            } else {
                String::new()
            };
            writeln!(
                f,
                "Consent: {} lets {} build {}{share}",
                self.seat_name(g.owner as usize),
                active,
                g.build
            )?;
        }
        if let Some(deal) = &self.deal {
            let so_far = if self.phase == Phase::Draft {
                " so far"
            } else {
                ""
            };
            writeln!(f, "Proposal{so_far}: {}", self.describe(deal))?;
        } else if let Some(p) = self.partner {
            writeln!(
                f,
                "A proposal between {} and {} is under way (its terms are theirs).",
                active,
                self.seat_name(p as usize)
            )?;
        }
        if let Some(counter) = &self.counter {
            let so_far = if self.phase == Phase::Counter {
                " so far"
            } else {
                ""
            };
            writeln!(f, "Counter-proposal{so_far}: {}", self.describe(counter))?;
        }
        if let Some(o) = &self.outcome {
            writeln!(f)?;
            if let Some(reason) = self.end {
                writeln!(f, "The game is over: {reason}.")?;
            }
            for (s, score) in o.scores.iter().enumerate() {
                let won = if o.wins[s] > 0.0 { "  winner" } else { "" };
                writeln!(f, "   {}: {score}{won}", self.seat_name(s))?;
            }
        }
        Ok(())
    }
}
