//! Passkeys (WebAuthn, through webauthn-rs): the relying party is the
//! site's origin, its id the host. Sign-in is discoverable: the browser
//! offers the passkeys it has for the site, so the server is told no name
//! and never says whether one exists.

use webauthn_rs::prelude::{CredentialID, Url, Webauthn, WebauthnBuilder};

/// The relying party for pages served from `origin` (`http://localhost:8080`,
/// `https://urbs.example.org`). Browsers take passkeys only on a secure
/// context with a domain name: `https://`, or `http://localhost`.
pub fn relying_party(origin: &str) -> Result<Webauthn, String> {
    let url = Url::parse(origin).map_err(|e| format!("bad origin `{origin}`: {e}"))?;
    let host = url
        .host_str()
        .ok_or_else(|| format!("the origin `{origin}` names no host"))?
        .to_string();
    if host.parse::<std::net::IpAddr>().is_ok() || host.starts_with('[') {
        return Err(format!(
            "passkeys need a domain name, not the address {host}: open the page on localhost or \
             the server's --public-url"
        ));
    }
    WebauthnBuilder::new(&host, &url)
        .and_then(|b| b.rp_name("urbs").build())
        .map_err(|e| format!("passkeys cannot be used on {origin}: {e}"))
}

/// A credential id as the database keys it (base64url, as on the wire).
pub fn credential_key(id: &CredentialID) -> String {
    match serde_json::to_value(id) {
        Ok(serde_json::Value::String(s)) => s,
        other => format!("{other:?}"),
    }
}

/// A credential id from its raw bytes, as the database keys it.
pub fn credential_key_of(bytes: &[u8]) -> String {
    credential_key(&CredentialID::from(bytes.to_vec()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passkeys_are_offered_on_domain_names_only() {
        assert!(relying_party("http://localhost:8080").is_ok());
        assert!(relying_party("https://urbs.example.org").is_ok());
        let e = relying_party("http://127.0.0.1:8080").err().unwrap();
        assert!(e.contains("domain name"), "{e}");
    }

    #[test]
    fn credential_keys_are_the_same_from_ids_and_from_bytes() {
        let bytes = [1u8, 2, 250, 251];
        assert_eq!(
            credential_key(&CredentialID::from(bytes.to_vec())),
            credential_key_of(&bytes)
        );
        assert!(!credential_key_of(&bytes).contains('"'));
    }
}
