//! The progress bar of the commands that play many games.

use std::io::IsTerminal;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A bar of `len` games on standard error when it is a terminal; hidden
/// when it is piped or redirected, so scripts read clean output.
pub fn games_bar(len: u64) -> ProgressBar {
    let bar = ProgressBar::new(len);
    if std::io::stderr().is_terminal() {
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta}")
                .expect("valid template"),
        );
    } else {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    }
    bar
}
