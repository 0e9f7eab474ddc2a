//! What a tableau is worth: each round's VP and income (CT-7, CT-8), what a
//! card costs its builder (CT-3) and whether they may build it (CT-4). Pure
//! functions of the deck and the tableaux, shared by the rules, the views
//! and the bots.

use urbs_engine::RuleError;

use crate::card::{CardId, Count, Scope, Term};
use crate::deck::Deck;

/// One seat's tableau among all tableaux in play, with the sums the rules
/// ask for often worked out once.
#[derive(Clone, Copy)]
pub struct Tableaux<'a> {
    deck: &'a Deck,
    /// The seat's own tableau.
    own: &'a [CardId],
    /// Developments this seat has set aside this round but not revealed:
    /// CT-5, the first of two builds counts for the second.
    pending: &'a [CardId],
    /// Every other seat's tableau.
    others: &'a [&'a [CardId]],
    /// Card types in `own` and `pending`.
    present: u128,
    /// Symbol listings in `own` and `pending`.
    symbols: [u16; 3],
}

/// Iterates the set bits of a card set, ascending.
pub(crate) fn ids(mut set: u128) -> impl Iterator<Item = CardId> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let id = set.trailing_zeros() as CardId;
            set &= set - 1;
            id
        })
    })
}

fn count_in(deck: &Deck, cards: &[CardId], what: Count) -> u16 {
    match what {
        Count::Card(id) => cards.iter().filter(|&&c| c == id).count() as u16,
        Count::Symbol(sym) => cards
            .iter()
            .map(|&c| deck.quick(c).symbols[sym.index()] as u16)
            .sum(),
    }
}

impl<'a> Tableaux<'a> {
    /// A seat's tableau with nothing pending.
    pub fn new(deck: &'a Deck, own: &'a [CardId], others: &'a [&'a [CardId]]) -> Tableaux<'a> {
        Tableaux::with_pending(deck, own, &[], others)
    }

    /// A seat's tableau and the developments it is building this round.
    pub fn with_pending(
        deck: &'a Deck,
        own: &'a [CardId],
        pending: &'a [CardId],
        others: &'a [&'a [CardId]],
    ) -> Tableaux<'a> {
        let mut present = 0u128;
        let mut symbols = [0u16; 3];
        for &c in own.iter().chain(pending) {
            present |= 1u128 << c;
            let s = deck.quick(c).symbols;
            symbols[0] += s[0] as u16;
            symbols[1] += s[1] as u16;
            symbols[2] += s[2] as u16;
        }
        Tableaux {
            deck,
            own,
            pending,
            others,
            present,
            symbols,
        }
    }

    pub fn deck(&self) -> &'a Deck {
        self.deck
    }

    fn mine(&self, what: Count) -> u16 {
        match what {
            Count::Symbol(sym) => self.symbols[sym.index()],
            Count::Card(id) if self.present & (1u128 << id) == 0 => 0,
            card => count_in(self.deck, self.own, card) + count_in(self.deck, self.pending, card),
        }
    }

    /// Copies of `id` the seat owns (pending builds included).
    pub fn owned(&self, id: CardId) -> u16 {
        self.mine(Count::Card(id))
    }

    /// Card types the seat owns (pending builds included).
    pub fn present(&self) -> u128 {
        self.present
    }

    /// The value of one term on a copy of `this` the seat owns.
    fn term(&self, t: &Term, this: CardId) -> u16 {
        let mut n = match t.scope {
            Scope::Own => self.mine(t.count),
            Scope::All => self.others.iter().fold(self.mine(t.count), |n, o| {
                n.saturating_add(count_in(self.deck, o, t.count))
            }),
            // CT-7: the other player who gives the most; no choice to ask.
            Scope::BestOther => self
                .others
                .iter()
                .map(|o| count_in(self.deck, o, t.count))
                .max()
                .unwrap_or(0),
        };
        if t.exclude_self && t.count == Count::Card(this) {
            n = n.saturating_sub(1);
        }
        if let Some(cap) = t.cap {
            n = n.min(cap as u16);
        }
        n.saturating_mul(t.times as u16)
    }

    /// VP one copy of `card` in this tableau scores each round.
    pub fn card_vp(&self, card: CardId) -> u16 {
        let q = self.deck.quick(card);
        let mut vp = q.vp as u16;
        if q.vp_plus {
            for t in &self.deck.card(card).vp_plus {
                vp = vp.saturating_add(self.term(t, card));
            }
        }
        vp
    }

    /// Cards one copy of `card` in this tableau draws each round.
    pub fn card_income(&self, card: CardId) -> u16 {
        let c = self.deck.card(card);
        c.income_plus
            .iter()
            .fold(c.income as u16, |n, t| n.saturating_add(self.term(t, card)))
    }

    /// CT-7: VP the tableau scores this round.
    pub fn vp(&self) -> u16 {
        self.yields().0
    }

    /// CT-8: cards the tableau draws as income.
    pub fn income(&self) -> u16 {
        self.yields().1
    }

    /// VP and income together, in one pass.
    pub fn yields(&self) -> (u16, u16) {
        let (mut vp, mut income) = (0u16, 0u16);
        for &id in self.own.iter().chain(self.pending) {
            let q = self.deck.quick(id);
            vp = vp.saturating_add(q.vp as u16);
            income = income.saturating_add(q.income as u16);
            if q.vp_plus || q.income_plus {
                let c = self.deck.card(id);
                for t in &c.vp_plus {
                    vp = vp.saturating_add(self.term(t, id));
                }
                for t in &c.income_plus {
                    income = income.saturating_add(self.term(t, id));
                }
            }
        }
        (vp, income)
    }

    /// CT-3: what `card` costs this seat: printed cost, less one discount per
    /// different discounting card owned (copies of one card do not add up),
    /// less the card's own `cost_less`, never below 0.
    pub fn cost(&self, card: CardId) -> u8 {
        self.cost_with(card, self.present())
    }

    /// [`Tableaux::cost`] with the owned card types (`present`) at hand.
    pub(crate) fn cost_with(&self, card: CardId, present: u128) -> u8 {
        let q = self.deck.quick(card);
        let mut less: u16 = 0;
        if q.discounted_by & present != 0 {
            for &(from, amount) in self.deck.discounts_on(card) {
                if present & (1u128 << from) != 0 {
                    less = less.saturating_add(amount as u16);
                }
            }
        }
        if q.cost_less {
            for t in &self.deck.card(card).cost_less {
                less = less.saturating_add(self.term(t, card));
            }
        }
        (q.cost as u16).saturating_sub(less) as u8
    }

    /// CT-4 as a yes or no, with the owned card types at hand.
    pub(crate) fn allowed(&self, card: CardId, present: u128) -> bool {
        let q = self.deck.quick(card);
        if q.requires != 0 && q.requires & present == 0 {
            return false;
        }
        q.limit == 0 || present & (1u128 << card) == 0 || self.owned(card) < q.limit as u16
    }

    /// CT-4: requirements and limits, with the reason when the card may not
    /// be built.
    pub fn may_build(&self, card: CardId) -> Result<(), RuleError> {
        let need = self.deck.quick(card).requires;
        let c = self.deck.card(card);
        if need != 0 && need & self.present() == 0 {
            let names: Vec<String> = ids(need).map(|r| self.deck.name(r).to_string()).collect();
            return Err(RuleError::new(
                "CT-4",
                format!("{} requires {} in your tableau", c.name, join_or(&names)),
            ));
        }
        if let Some(limit) = c.limit
            && self.owned(card) >= limit as u16
        {
            return Err(RuleError::new(
                "CT-4",
                format!("{} is limited to {limit} per player", c.name),
            ));
        }
        Ok(())
    }

    /// CT-5: the highest printed cost a Construction Gang the seat owns
    /// allows for a double build, if it owns one.
    pub fn double_build(&self) -> Option<u8> {
        ids(self.present() & self.deck.gang_mask())
            .filter_map(|id| self.deck.card(id).double_build)
            .max()
    }
}

/// `a`, `a or b`, `a, b or c`.
pub(crate) fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}
