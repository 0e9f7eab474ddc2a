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

/// Skyline: buys when a buy is offered (mostly), else takes the first money
/// card it may, else passes.
pub struct SkylinePlayer {
    dice: Dice,
    shot: bool,
}

impl SkylinePlayer {
    pub fn new(seed: u64) -> SkylinePlayer {
        SkylinePlayer {
            dice: Dice::new(seed),
            shot: false,
        }
    }
}

impl Player for SkylinePlayer {
    async fn play(&mut self, b: &Browser) -> Result<String> {
        let buys = b.count("[data-test^=buy-]").await?;
        let money = b.count("[data-test^=cash-]:not(:disabled)").await?;
        if !self.shot && buys > 0 && money > 0 {
            self.shot = true;
            b.click("[data-test^=cash-]:not(:disabled)").await?;
            b.wait_for("[data-test=take]:not(:disabled)", 5).await?;
            b.screenshot("skyline-table").await?;
            b.click("[data-test=take]").await?;
            return Ok("take".into());
        }
        if buys > 0 && (money == 0 || self.dice.below(4) != 0) {
            let i = self.dice.below(buys);
            b.js_args(
                "document.querySelectorAll('[data-test^=buy-]')[arguments[0]].click()",
                vec![i.into()],
            )
            .await?;
            return Ok("buy".into());
        }
        if money > 0 {
            // One card is always a legal take (SK-3); sometimes add a second.
            b.click("[data-test^=cash-]:not(:disabled)").await?;
            if self.dice.below(2) == 0
                && b.count("[data-test^=cash-]:not(:disabled):not(.picked)")
                    .await?
                    > 0
            {
                b.click("[data-test^=cash-]:not(:disabled):not(.picked)")
                    .await?;
                b.wait_js(
                    "return !document.querySelector('[data-test=take]').disabled || document.querySelectorAll('.money.picked').length === 2",
                    "the second card picked",
                    5,
                )
                .await?;
                if b.js("return document.querySelector('[data-test=take]').disabled")
                    .await?
                    == serde_json::Value::Bool(true)
                {
                    // Two cards that are not a legal take together: put one back.
                    b.click(".money.picked").await?;
                }
            }
            b.wait_for("[data-test=take]:not(:disabled)", 5).await?;
            b.click("[data-test=take]").await?;
            return Ok("take".into());
        }
        b.click("[data-test=pass]").await?;
        Ok("pass".into())
    }
}

/// Any game: clicks a random legal move from the list of moves as text.
pub struct TextPlayer {
    dice: Dice,
}

impl TextPlayer {
    pub fn new(seed: u64) -> TextPlayer {
        TextPlayer {
            dice: Dice::new(seed),
        }
    }
}

impl Player for TextPlayer {
    async fn play(&mut self, b: &Browser) -> Result<String> {
        let n = b.count("[data-test=action]").await?;
        if n == 0 {
            return Err("no move offered on seat 0's turn".into());
        }
        let i = self.dice.below(n);
        b.js_args(
            "document.querySelectorAll('[data-test=action]')[arguments[0]].click()",
            vec![i.into()],
        )
        .await?;
        Ok("text".into())
    }
}

/// City: clicks one of the moves the cards and buttons offer, preferring to
/// build over surveying.
pub struct CityPlayer {
    dice: Dice,
    shots: usize,
}

impl CityPlayer {
    pub fn new(seed: u64) -> CityPlayer {
        CityPlayer {
            dice: Dice::new(seed),
            shots: 0,
        }
    }
}

impl Player for CityPlayer {
    async fn play(&mut self, b: &Browser) -> Result<String> {
        let moves = "[data-test^=build-], [data-test^=pay-], [data-test^=discard-], [data-test=done], [data-test=survey]";
        let builds = b.count("[data-test^=build-]").await?;
        if builds > 0 && self.shots < 2 {
            self.shots += 1;
            b.screenshot(&format!("city-table-{}", self.shots)).await?;
        }
        let sel = if builds > 0 && self.dice.below(5) != 0 {
            "[data-test^=build-]"
        } else {
            moves
        };
        let n = b.count(sel).await?;
        if n == 0 {
            return Err("no move offered on seat 0's turn".into());
        }
        let i = self.dice.below(n);
        b.js_args(
            "document.querySelectorAll(arguments[0])[arguments[1]].click()",
            vec![sel.into(), i.into()],
        )
        .await?;
        Ok("move".into())
    }
}

/// Metropolis: takes a lot, then now and then builds or proposes a deal
/// (offering one lot), else ends the turn; answers proposals either way.
pub struct MetropolisPlayer {
    dice: Dice,
    shots: usize,
}

impl MetropolisPlayer {
    pub fn new(seed: u64) -> MetropolisPlayer {
        MetropolisPlayer {
            dice: Dice::new(seed),
            shots: 0,
        }
    }

    async fn click_random(&mut self, b: &Browser, sel: &str) -> Result<bool> {
        let n = b.count(sel).await?;
        if n == 0 {
            return Ok(false);
        }
        let i = self.dice.below(n);
        b.js_args(
            "document.querySelectorAll(arguments[0])[arguments[1]].click()",
            vec![sel.into(), i.into()],
        )
        .await?;
        Ok(true)
    }
}

impl Player for MetropolisPlayer {
    async fn play(&mut self, b: &Browser) -> Result<String> {
        if b.exists("[data-test=accept], [data-test=decline]").await? {
            if self.shots < 3 {
                self.shots = 3;
                b.screenshot("metropolis-deal").await?;
            }
            let sel = if self.dice.below(2) == 0 {
                "[data-test=accept]"
            } else {
                "[data-test=decline]"
            };
            let sel = if b.exists(sel).await? {
                sel
            } else {
                "[data-test=accept], [data-test=decline]"
            };
            self.click_random(b, sel).await?;
            return Ok("answer".into());
        }
        if self
            .click_random(b, "[data-test^=offer-], [data-test^=gift-]")
            .await?
        {
            return Ok("take".into());
        }
        if b.exists("[data-test=send], [data-test=cancel]").await? {
            if b.exists("[data-test=send]").await? {
                b.click("[data-test=send]").await?;
            } else if !self.click_random(b, "[data-test^=give-]").await? {
                b.click("[data-test=cancel]").await?;
            }
            return Ok("draft".into());
        }
        let kinds = b.count("[data-test^=build-kind-]").await?;
        if kinds > 0 && self.dice.below(2) == 0 {
            self.click_random(b, "[data-test^=build-kind-]").await?;
            b.wait_for("[data-test^=build-]:not([data-test^=build-kind-])", 5)
                .await?;
            if self.shots < 1 {
                self.shots = 1;
                b.screenshot("metropolis-build").await?;
            }
            self.click_random(b, "[data-test^=build-]:not([data-test^=build-kind-])")
                .await?;
            return Ok("build".into());
        }
        if self.click_random(b, "[data-test^=to-]").await? {
            return Ok("partner".into());
        }
        if self.dice.below(5) == 0
            && self
                .click_random(b, "[data-test=propose], [data-test^=propose-]")
                .await?
        {
            return Ok("propose".into());
        }
        if b.exists("[data-test=end]").await? {
            b.click("[data-test=end]").await?;
            return Ok("end".into());
        }
        // Anything else: the list of moves as text.
        if self.click_random(b, "[data-test=action]").await? {
            return Ok("text".into());
        }
        Err("no move offered on seat 0's turn".into())
    }
}
