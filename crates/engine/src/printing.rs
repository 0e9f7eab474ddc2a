//! Game data a user may replace: a printing's cards, read from text (the
//! rules README's principle 5). The engine reads no file; a game parses the
//! text it is given and shares the result.

use std::fmt;
use std::ops::Deref;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A game's replaceable data: a built-in default, or a user's text.
pub trait Printing: Send + Sync + Sized + 'static {
    /// Everything wrong with a text, for the user.
    type Error: fmt::Display;

    /// The default's text, compiled in.
    const BUILT_IN: &'static str;

    /// The built-in default, shared: [`parse_built_in`] with a static of the
    /// implementing type's own.
    fn built_in() -> Arc<Self>;

    /// Reads and checks a text.
    fn parse(text: &str) -> Result<Self, Self::Error>;

    /// The user's text this was read from; `None` for the default.
    fn source(&self) -> Option<&str>;

    /// Marks a value read from [`Printing::BUILT_IN`] as the default.
    fn forget_source(&mut self);
}

/// Parses [`Printing::BUILT_IN`] into `cell` the first time, and shares it.
/// Panics if the compiled-in text is invalid (its tests parse it).
pub fn parse_built_in<P: Printing>(cell: &'static OnceLock<Arc<P>>) -> Arc<P> {
    cell.get_or_init(|| {
        let mut p = P::parse(P::BUILT_IN)
            .unwrap_or_else(|e| panic!("the compiled-in data is invalid: {e}"));
        p.forget_source();
        Arc::new(p)
    })
    .clone()
}

/// A printing shared by a game's state, its views and samples. Serialized as
/// the user's text (`null` for the default), so that a saved game or a view
/// stays self-contained.
pub struct Shared<P>(Arc<P>);

impl<P: Printing> Shared<P> {
    /// The default, or the user's `text`.
    pub fn load(text: Option<&str>) -> Result<Self, P::Error> {
        match text {
            None => Ok(Self::default()),
            Some(text) => Ok(Shared(Arc::new(P::parse(text)?))),
        }
    }

    pub fn is_default(&self) -> bool {
        self.0.source().is_none()
    }
}

impl<P> Clone for Shared<P> {
    fn clone(&self) -> Self {
        Shared(self.0.clone())
    }
}

impl<P: Printing> Default for Shared<P> {
    fn default() -> Self {
        Shared(P::built_in())
    }
}

impl<P> Deref for Shared<P> {
    type Target = P;
    fn deref(&self) -> &P {
        &self.0
    }
}

impl<P: Printing> PartialEq for Shared<P> {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0.source() == other.0.source()
    }
}

impl<P: Printing> fmt::Debug for Shared<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.source() {
            None => f.write_str("Shared(default)"),
            Some(text) => write!(f, "Shared(user text, {} bytes)", text.len()),
        }
    }
}

impl<P: Printing> Serialize for Shared<P> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.source().serialize(s)
    }
}

impl<'de, P: Printing> Deserialize<'de> for Shared<P> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = Option::<String>::deserialize(d)?;
        Self::load(text.as_deref()).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A printing that is a list of numbers, one per line.
    #[derive(Debug, PartialEq)]
    struct Numbers {
        source: Option<String>,
        numbers: Vec<u32>,
    }

    impl Printing for Numbers {
        type Error = String;
        const BUILT_IN: &'static str = "1\n2\n3";
        fn built_in() -> Arc<Numbers> {
            static DEFAULT: OnceLock<Arc<Numbers>> = OnceLock::new();
            parse_built_in(&DEFAULT)
        }
        fn parse(text: &str) -> Result<Numbers, String> {
            let numbers = text
                .lines()
                .enumerate()
                .map(|(i, l)| l.parse().map_err(|_| format!("line {}: `{l}`", i + 1)))
                .collect::<Result<_, _>>()?;
            Ok(Numbers {
                source: Some(text.to_string()),
                numbers,
            })
        }
        fn source(&self) -> Option<&str> {
            self.source.as_deref()
        }
        fn forget_source(&mut self) {
            self.source = None;
        }
    }

    #[test]
    fn shared_printings_load_compare_and_round_trip() {
        let default = Shared::<Numbers>::default();
        assert!(default.is_default());
        assert_eq!(default.numbers, [1, 2, 3]);
        assert!(Arc::ptr_eq(
            &default.0,
            &Shared::<Numbers>::load(None).unwrap().0
        ));
        let user = Shared::<Numbers>::load(Some("7\n8")).unwrap();
        assert!(!user.is_default());
        assert_eq!(user.numbers, [7, 8]);
        assert_ne!(user, default);
        assert_eq!(user, Shared::<Numbers>::load(Some("7\n8")).unwrap());
        assert_eq!(serde_json::to_string(&default).unwrap(), "null");
        let json = serde_json::to_string(&user).unwrap();
        assert_eq!(json, r#""7\n8""#);
        let back: Shared<Numbers> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, user);
        let err = serde_json::from_str::<Shared<Numbers>>(r#""7\nx""#).unwrap_err();
        assert!(err.to_string().contains("line 2: `x`"), "{err}");
        assert_eq!(format!("{default:?}"), "Shared(default)");
    }
}
