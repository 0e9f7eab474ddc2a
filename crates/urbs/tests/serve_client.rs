//! `urbs serve` serves the browser client it embeds: the page, its modules
//! and stylesheet, with their content types, beside the API.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};

mod serving;

/// `GET path` over HTTP/1.0: the status line, the headers and the body.
fn get(addr: SocketAddr, path: &str) -> (String, String, Vec<u8>) {
    let mut stream = TcpStream::connect(addr).unwrap();
    write!(stream, "GET {path} HTTP/1.0\r\nHost: {addr}\r\n\r\n").unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).unwrap();
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let head = String::from_utf8_lossy(&raw[..split]).to_string();
    let (status, headers) = head.split_once("\r\n").unwrap_or((&head, ""));
    (
        status.to_string(),
        headers.to_ascii_lowercase(),
        raw[split + 4..].to_vec(),
    )
}

#[test]
fn serve_hands_out_the_embedded_client() {
    let dir = tempfile::tempdir().unwrap();
    let database = format!("sqlite:{}", dir.path().join("urbs.db").display());
    let served = serving::serve(&database, &[]);
    let addr = served.addr;

    let (status, headers, body) = get(addr, "/");
    assert!(status.contains("200"), "{status}");
    assert!(headers.contains("content-type: text/html"), "{headers}");
    let page = String::from_utf8(body).unwrap();
    assert!(
        page.contains(r#"<script type="module" src="/js/main.js">"#),
        "{page}"
    );

    for (path, mime) in [
        ("/js/main.js", "text/javascript"),
        ("/js/games/forsale.js", "text/javascript"),
        ("/style.css", "text/css"),
    ] {
        let (status, headers, body) = get(addr, path);
        assert!(status.contains("200"), "{path}: {status}");
        assert!(
            headers.contains(&format!("content-type: {mime}")),
            "{path}: {headers}"
        );
        assert_eq!(body, urbs_web::asset(path).unwrap().bytes, "{path}");
    }
    let (status, _, _) = get(addr, "/js/nothing.js");
    assert!(status.contains("404"), "{status}");
    let (status, _, body) = get(addr, "/api/catalog");
    assert!(status.contains("200"), "{status}");
    assert!(String::from_utf8_lossy(&body).contains("forsale"));
}
