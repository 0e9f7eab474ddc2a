//! How the test player plays each game: through that game's own controls.

use crate::browser::{Browser, Result};
use crate::{Dice, Player};

/// For Sale: bids the lowest raise now and then, otherwise passes; sells a
/// random building. Takes a screenshot of each phase once.
pub struct ForSalePlayer {
    dice: Dice,
    shot: [bool; 2],
}

impl ForSalePlayer {
    pub fn new(seed: u64) -> ForSalePlayer {
        ForSalePlayer {
            dice: Dice::new(seed),
            shot: [false; 2],
        }
    }
}

impl Player for ForSalePlayer {
    async fn play(&mut self, b: &Browser) -> Result<String> {
        let sells = b.count("[data-test^=sell-]").await?;
        if sells > 0 {
            if !self.shot[1] {
                self.shot[1] = true;
                b.screenshot("forsale-phase2").await?;
            }
            let i = self.dice.below(sells);
            b.js_args(
                "document.querySelectorAll('[data-test^=sell-]')[arguments[0]].click()",
                vec![i.into()],
            )
            .await?;
            return Ok("phase2".into());
        }
        if !self.shot[0] {
            self.shot[0] = true;
            b.screenshot("forsale-phase1").await?;
        }
        let bids = b.count("[data-test^=bid-]").await?;
        if bids > 0 && self.dice.below(3) == 0 {
            b.click("[data-test^=bid-]").await?;
        } else {
            b.click("[data-test=pass]").await?;
        }
        Ok("phase1".into())
    }
}
