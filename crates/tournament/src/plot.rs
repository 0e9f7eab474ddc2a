//! The tournament as a picture: ratings with their 95% intervals beside the
//! distribution of each bot's final scores (box plots: quartiles, whiskers
//! at 1.5 IQR); two tournaments compared game by game, as the running
//! mean of their differences; and one entry's margins from the win with
//! what points added would make of its win share.

use plotters::data::Quartiles;
use plotters::prelude::*;

use crate::compare::{Weighted, difference};
use crate::{Comparison, Margins, TournamentReport};

/// A bot's name on the axis (plotters would quote it).
fn bot_label(v: &SegmentValue<&String>) -> String {
    match v {
        SegmentValue::CenterOf(s) | SegmentValue::Exact(s) => s.to_string(),
        SegmentValue::Last => String::new(),
    }
}

/// Draws `report` as an SVG document.
pub fn plot_svg(report: &TournamentReport) -> Result<String, String> {
    let mut svg = String::new();
    draw(report, &mut svg).map_err(|e| format!("cannot draw the plot: {e}"))?;
    Ok(svg)
}

fn draw(report: &TournamentReport, svg: &mut String) -> Result<(), Box<dyn std::error::Error>> {
    // Best bot on top: the y axis counts upwards, so list the worst first.
    let names: Vec<String> = report.ratings.iter().rev().map(|r| r.bot.clone()).collect();
    let height = 160 + 48 * names.len() as u32;
    let root = SVGBackend::with_string(svg, (1100, height)).into_drawing_area();
    root.fill(&WHITE)?;
    let title = format!(
        "{}: {} players, {} games (seed {})",
        report.game, report.players, report.games, report.seed
    );
    let root = root.titled(&title, ("sans-serif", 22))?;
    let (left, right) = root.split_horizontally(550);

    let low = report
        .ratings
        .iter()
        .map(|r| r.low)
        .fold(f64::INFINITY, f64::min);
    let high = report
        .ratings
        .iter()
        .map(|r| r.high)
        .fold(f64::NEG_INFINITY, f64::max);
    let pad = ((high - low) * 0.1).max(20.0);
    let mut chart = ChartBuilder::on(&left)
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(150)
        .caption(
            "Bradley-Terry rating (Elo scale), 95% interval",
            ("sans-serif", 16),
        )
        .build_cartesian_2d(low - pad..high + pad, names[..].into_segmented())?;
    chart
        .configure_mesh()
        .x_desc("rating")
        .x_label_formatter(&|x| format!("{x:+.0}"))
        .y_labels(names.len())
        .y_label_formatter(&bot_label)
        .light_line_style(WHITE)
        .draw()?;
    chart.draw_series(report.ratings.iter().map(|r| {
        ErrorBar::new_horizontal(
            SegmentValue::CenterOf(&r.bot),
            r.low,
            r.rating,
            r.high,
            BLUE.stroke_width(2),
            12,
        )
    }))?;
    chart.draw_series(
        report
            .ratings
            .iter()
            .map(|r| Circle::new((r.rating, SegmentValue::CenterOf(&r.bot)), 4, BLUE.filled())),
    )?;

    let all: Vec<f64> = report.scores.iter().flatten().map(|&s| s as f64).collect();
    let (smin, smax) = all
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &x| {
            (a.min(x), b.max(x))
        });
    let (smin, smax) = if smin.is_finite() {
        (smin as f32, smax as f32)
    } else {
        (0.0, 1.0)
    };
    let spad = ((smax - smin) * 0.05).max(1.0);
    let mut chart = ChartBuilder::on(&right)
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(150)
        .caption("Final scores", ("sans-serif", 16))
        .build_cartesian_2d(smin - spad..smax + spad, names[..].into_segmented())?;
    chart
        .configure_mesh()
        .x_desc("score")
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_labels(names.len())
        .y_label_formatter(&bot_label)
        .light_line_style(WHITE)
        .draw()?;
    let boxes: Vec<(usize, Quartiles)> = report
        .head_to_head
        .bots
        .iter()
        .enumerate()
        .filter(|(i, _)| !report.scores[*i].is_empty())
        .map(|(i, _)| {
            let s: Vec<f64> = report.scores[i].iter().map(|&x| x as f64).collect();
            (i, Quartiles::new(&s))
        })
        .collect();
    chart.draw_series(boxes.iter().map(|(i, q)| {
        Boxplot::new_horizontal(SegmentValue::CenterOf(&report.head_to_head.bots[*i]), q)
            .width(20)
            .whisker_width(0.6)
            .style(RED)
    }))?;
    root.present()?;
    Ok(())
}

/// Draws a comparison ([`crate::compare`]) as an SVG document: the running
/// mean of the game-by-game differences in win share and in score margin
/// as the common games accumulate, each with its 95% band (1.96 standard
/// errors) and the line of no difference.
pub fn plot_comparison_svg(comparison: &Comparison) -> Result<String, String> {
    let mut svg = String::new();
    draw_comparison(comparison, &mut svg).map_err(|e| format!("cannot draw the plot: {e}"))?;
    Ok(svg)
}

/// Running means and 95% bands of `xs`: (games so far, mean, low, high),
/// each prefix read as [`crate::compare`] reads the whole.
fn running(xs: &[Weighted]) -> Vec<(f64, f64, f64, f64)> {
    (1..=xs.len())
        .map(|n| {
            let d = difference(&xs[..n]);
            let half = 1.96 * d.se.unwrap_or(0.0);
            (n as f64, d.mean, d.mean - half, d.mean + half)
        })
        .collect()
}

fn draw_comparison(c: &Comparison, svg: &mut String) -> Result<(), Box<dyn std::error::Error>> {
    let root = SVGBackend::with_string(svg, (1100, 480)).into_drawing_area();
    root.fill(&WHITE)?;
    let title = format!(
        "{}: {} against {}, {} games on the same deals (seed {})",
        c.game, c.candidate.bot, c.reference.bot, c.games, c.seed
    );
    let root = root.titled(&title, ("sans-serif", 20))?;
    let (left, right) = root.split_horizontally(550);
    let panels: [(&DrawingArea<SVGBackend, _>, &str, Vec<Weighted>); 2] = [
        (
            &left,
            "Win share, candidate minus reference",
            c.per_game.iter().map(|d| (d.win_share, d.seats)).collect(),
        ),
        (
            &right,
            "Score margin over the others, candidate minus reference",
            c.per_game.iter().map(|d| (d.margin, d.seats)).collect(),
        ),
    ];
    for (area, caption, xs) in panels {
        let points = running(&xs);
        let (low, high) = points
            .iter()
            .skip(points.len().min(5).saturating_sub(1))
            .fold((0.0f64, 0.0f64), |(a, b), p| (a.min(p.2), b.max(p.3)));
        let pad = ((high - low) * 0.1).max(0.01);
        // The first few games' bands are wide: cut to the range of the rest.
        let (low, high) = (low - pad, high + pad);
        let points: Vec<_> = points
            .into_iter()
            .map(|(n, m, a, b)| (n, m.clamp(low, high), a.max(low), b.min(high)))
            .collect();
        let mut chart = ChartBuilder::on(area)
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(60)
            .caption(caption, ("sans-serif", 15))
            .build_cartesian_2d(1.0..(points.len() as f64).max(2.0), low..high)?;
        chart
            .configure_mesh()
            .x_desc("common games")
            .y_desc("running mean, 95% band")
            .light_line_style(WHITE)
            .draw()?;
        let band: Vec<(f64, f64)> = points
            .iter()
            .map(|p| (p.0, p.3))
            .chain(points.iter().rev().map(|p| (p.0, p.2)))
            .collect();
        chart.draw_series(std::iter::once(Polygon::new(band, BLUE.mix(0.15).filled())))?;
        chart.draw_series(LineSeries::new(
            points.iter().map(|p| (p.0, p.1)),
            BLUE.stroke_width(2),
        ))?;
        chart.draw_series(LineSeries::new(
            [(1.0, 0.0), ((points.len() as f64).max(2.0), 0.0)],
            BLACK,
        ))?;
    }
    root.present()?;
    Ok(())
}

/// Draws an entry's margins ([`crate::margins`]) as an SVG document: the
/// seats in each band of its score less the best other bot's, and its win
/// share with points added (none added: the scores' own figure).
pub fn plot_margins_svg(margins: &Margins) -> Result<String, String> {
    let mut svg = String::new();
    draw_margins(margins, &mut svg).map_err(|e| format!("cannot draw the plot: {e}"))?;
    Ok(svg)
}

fn draw_margins(m: &Margins, svg: &mut String) -> Result<(), Box<dyn std::error::Error>> {
    let root = SVGBackend::with_string(svg, (1200, 480)).into_drawing_area();
    root.fill(&WHITE)?;
    let title = format!(
        "{}: {} (entry {}), {} seats of seed {}",
        m.game,
        m.bot,
        m.entry + 1,
        m.seats,
        m.seed
    );
    let root = root.titled(&title, ("sans-serif", 20))?;
    let (left, right) = root.split_horizontally(660);
    let labels: Vec<String> = m.bands.iter().map(|b| b.short_label()).collect();
    let most = m.bands.iter().map(|b| b.seats).max().unwrap_or(0).max(1);
    let mut bands = ChartBuilder::on(&left)
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(50)
        .caption("Its score less the best other bot's", ("sans-serif", 15))
        .build_cartesian_2d(
            labels.as_slice().into_segmented(),
            0u64..most + most / 10 + 1,
        )?;
    bands
        .configure_mesh()
        .x_label_formatter(&bot_label)
        .x_label_style(("sans-serif", 11))
        .x_desc("points")
        .y_desc("seats")
        .light_line_style(WHITE)
        .draw()?;
    let colour = |band: &crate::margins::Band| {
        if band.from.is_some_and(|f| f > 0) {
            GREEN.mix(0.6)
        } else if band.to.is_some_and(|t| t < 0) {
            RED.mix(0.5)
        } else {
            BLUE.mix(0.5)
        }
    };
    // A series a bar: a histogram's bars of one series come in the order of
    // a hash map, and the file would change from run to run.
    for (label, band) in labels.iter().zip(&m.bands) {
        bands.draw_series(
            Histogram::vertical(&bands)
                .margin(6)
                .style(colour(band).filled())
                .data([(label, band.seats)]),
        )?;
    }
    let mut points = vec![(0.0, m.by_scores)];
    points.extend(
        m.with_points
            .iter()
            .filter(|w| w.points > 0)
            .map(|w| (w.points as f64, w.win_share)),
    );
    let right_end = points.last().map_or(1.0, |p| p.0).max(1.0);
    let top = points.iter().map(|p| p.1).fold(0.0f64, f64::max);
    let mut shares = ChartBuilder::on(&right)
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .caption(
            "Win share with points added to each of its scores",
            ("sans-serif", 15),
        )
        .build_cartesian_2d(0.0..right_end, 0.0..(top * 1.1).clamp(0.05, 1.0))?;
    shares
        .configure_mesh()
        .x_desc("points added a game")
        .y_desc("win share")
        .light_line_style(WHITE)
        .draw()?;
    shares.draw_series(LineSeries::new(
        points.iter().copied(),
        BLUE.stroke_width(2),
    ))?;
    shares.draw_series(points.iter().map(|&p| Circle::new(p, 4, BLUE.filled())))?;
    root.present()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use urbs_forsale::{ForSale, Options};

    use crate::{TournamentConfig, run};

    #[test]
    fn the_plot_is_an_svg_with_every_bot() {
        let cfg = TournamentConfig {
            players: 3,
            options: Options::default(),
            bots: vec!["greedy".into(), "random".into()],
            games: 12,
            seed: 1,
            ..TournamentConfig::default()
        };
        let report = run::<ForSale>(&cfg, &|_| {}).unwrap();
        let svg = super::plot_svg(&report).unwrap();
        assert!(svg.starts_with("<svg"), "{}", &svg[..100.min(svg.len())]);
        assert!(
            svg.contains(">\ngreedy\n<") && svg.contains(">\nrandom\n<"),
            "{svg}"
        );
        assert!(svg.contains("Final scores"));
        assert!(svg.trim_end().ends_with("</svg>"));
    }
}
