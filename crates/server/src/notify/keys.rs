//! The keys every server shares, made by the first one to start and kept
//! in the database (`notify_keys`): the VAPID key pair that signs Web Push
//! requests (its public half is the `applicationServerKey` browsers
//! subscribe with, so every server must sign with the same one), and the
//! secret that signs unsubscribe links (N-7).

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use jwt_simple::prelude::ECDSAP256PublicKeyLike;
use sha2::Sha256;

use crate::store::Store;

/// The shared keys.
#[derive(Clone)]
pub(crate) struct Keys {
    /// The VAPID private key: the P-256 scalar, base64url.
    pub vapid_private: String,
    /// Its public key: the uncompressed point, base64url.
    pub vapid_public: String,
    link_secret: Vec<u8>,
}

impl Keys {
    /// Reads the keys, making them first if no server has yet. Two servers
    /// starting at once both try to insert; one row wins and both read it.
    pub async fn load_or_make(store: &Store) -> Result<Keys, String> {
        let pair = jwt_simple::prelude::ES256KeyPair::generate();
        let private = URL_SAFE_NO_PAD.encode(pair.to_bytes());
        let public = pair.public_key().public_key().to_bytes_uncompressed();
        let secret = crate::table::tokens::new_token();
        let public = URL_SAFE_NO_PAD.encode(public);
        let (vapid_private, vapid_public, link_secret) =
            store.notify_keys((&private, &public, &secret)).await?;
        Ok(Keys {
            vapid_private,
            vapid_public,
            link_secret: link_secret.into_bytes(),
        })
    }

    fn mac(&self, account: &str) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.link_secret).expect("any key length");
        mac.update(b"urbs unsubscribe email\0");
        mac.update(account.as_bytes());
        mac
    }

    /// N-7: the token of `account`'s unsubscribe link: the account and its
    /// signature, so that the link works without signing in and for no one
    /// else.
    pub fn unsubscribe_token(&self, account: &str) -> String {
        let tag = self.mac(account).finalize().into_bytes();
        format!("{account}.{}", URL_SAFE_NO_PAD.encode(tag))
    }

    /// The account an unsubscribe token names, if its signature holds.
    pub fn check_unsubscribe(&self, token: &str) -> Option<String> {
        let (account, tag) = token.rsplit_once('.')?;
        let tag = URL_SAFE_NO_PAD.decode(tag).ok()?;
        self.mac(account).verify_slice(&tag).ok()?;
        Some(account.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys() -> Keys {
        Keys {
            vapid_private: String::new(),
            vapid_public: String::new(),
            link_secret: b"secret".to_vec(),
        }
    }

    #[test]
    fn n7_an_unsubscribe_token_names_its_account_and_no_other() {
        let k = keys();
        let token = k.unsubscribe_token("acc1");
        assert_eq!(k.check_unsubscribe(&token).as_deref(), Some("acc1"));
        let forged = token.replace("acc1", "acc2");
        assert_eq!(k.check_unsubscribe(&forged), None);
        assert_eq!(k.check_unsubscribe("acc1"), None);
        let other = Keys {
            link_secret: b"another".to_vec(),
            ..keys()
        };
        assert_eq!(other.check_unsubscribe(&token), None);
    }
}
