//! A small client of the server's API, for the load tool and the tests.

use std::net::{IpAddr, SocketAddr};

use futures_util::{SinkExt, StreamExt};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use urbs_server::{Created, GameState};

/// An HTTP answer: status and JSON body (`null` if the body was not JSON).
#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    pub status: u16,
    pub body: Value,
}

impl Reply {
    /// The body as `T`, if the status is 2xx.
    pub fn parse<T: DeserializeOwned>(&self) -> Result<T, String> {
        if !(200..300).contains(&self.status) {
            return Err(format!("HTTP {}: {}", self.status, self.body));
        }
        serde_json::from_value(self.body.clone()).map_err(|e| format!("unexpected answer: {e}"))
    }
}

/// An HTTP error followed by each of its causes, down to the socket's
/// ("... : Connection refused (os error 111)"): reqwest's own message
/// names only the request.
fn with_causes(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        text.push_str(": ");
        text.push_str(&c.to_string());
        cause = c.source();
    }
    text
}

/// A client of one server.
#[derive(Clone)]
pub struct Client {
    http: reqwest::Client,
    base: String,
    addr: SocketAddr,
}

impl Client {
    pub fn new(addr: SocketAddr) -> Client {
        Client::with(addr, reqwest::Client::builder())
    }

    /// A client whose HTTP requests come from `local` (another loopback
    /// address such as 127.0.0.2 stands for another machine).
    pub fn from_address(addr: SocketAddr, local: IpAddr) -> Client {
        Client::with(addr, reqwest::Client::builder().local_address(local))
    }

    fn with(addr: SocketAddr, builder: reqwest::ClientBuilder) -> Client {
        Client {
            http: builder
                .pool_max_idle_per_host(64)
                .build()
                .expect("an HTTP client"),
            base: format!("http://{addr}"),
            addr,
        }
    }

    async fn reply(r: reqwest::Response) -> Result<Reply, String> {
        let status = r.status().as_u16();
        let bytes = r.bytes().await.map_err(|e| with_causes(&e))?;
        Ok(Reply {
            status,
            body: serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        })
    }

    pub async fn get(&self, path: &str) -> Result<Reply, String> {
        let r = self
            .http
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .map_err(|e| with_causes(&e))?;
        Client::reply(r).await
    }

    /// POSTs a body as is (for tests of malformed requests).
    pub async fn post_raw(
        &self,
        path: &str,
        body: impl Into<reqwest::Body>,
    ) -> Result<Reply, String> {
        let r = self
            .http
            .post(format!("{}{path}", self.base))
            .header("content-type", "application/json")
            .body(body)
            .send()
            .await
            .map_err(|e| with_causes(&e))?;
        Client::reply(r).await
    }

    pub async fn post(&self, path: &str, body: &Value) -> Result<Reply, String> {
        self.post_raw(path, body.to_string()).await
    }

    /// Creates a game (`POST /api/games`).
    pub async fn create(&self, request: &Value) -> Result<Created, String> {
        self.post("/api/games", request).await?.parse()
    }

    /// A seat's (or with `None` the spectator's) state.
    pub async fn state(&self, id: &str, token: Option<&str>) -> Result<GameState, String> {
        let path = match token {
            Some(t) => format!("/api/games/{id}?token={t}"),
            None => format!("/api/games/{id}"),
        };
        self.get(&path).await?.parse()
    }

    /// Sends an action; the reply is whatever the server answered.
    pub async fn act(
        &self,
        id: &str,
        token: &str,
        action: &Value,
        key: Option<&str>,
    ) -> Result<Reply, String> {
        let mut body = json!({ "token": token, "action": action });
        if let Some(k) = key {
            body["key"] = json!(k);
        }
        self.post(&format!("/api/games/{id}/actions"), &body).await
    }

    /// Opens a game's WebSocket for a seat (or a spectator).
    pub async fn socket(&self, id: &str, token: Option<&str>) -> Result<Socket, String> {
        let url = match token {
            Some(t) => format!("ws://{}/api/games/{id}/ws?token={t}", self.addr),
            None => format!("ws://{}/api/games/{id}/ws", self.addr),
        };
        let config = WebSocketConfig::default().read_buffer_size(urbs_server::WS_READ_BUFFER);
        let (inner, _) = tokio_tungstenite::connect_async_with_config(url, Some(config), true)
            .await
            .map_err(|e| e.to_string())?;
        Ok(Socket { inner })
    }

    /// Opens a game's WebSocket as a spectator from the loopback address
    /// `local` (spectators are limited per address), with `query` (such
    /// as `text=1`).
    pub async fn spectator_socket(
        &self,
        id: &str,
        query: &str,
        local: IpAddr,
    ) -> Result<Socket, String> {
        let url = format!("ws://{}/api/games/{id}/ws?{query}", self.addr);
        let tcp = match local {
            IpAddr::V4(_) => tokio::net::TcpSocket::new_v4(),
            IpAddr::V6(_) => tokio::net::TcpSocket::new_v6(),
        }
        .map_err(|e| e.to_string())?;
        tcp.bind(SocketAddr::new(local, 0))
            .map_err(|e| e.to_string())?;
        let stream = tcp.connect(self.addr).await.map_err(|e| e.to_string())?;
        let config = WebSocketConfig::default().read_buffer_size(urbs_server::WS_READ_BUFFER);
        let (inner, _) = tokio_tungstenite::client_async_with_config(
            url,
            MaybeTlsStream::Plain(stream),
            Some(config),
        )
        .await
        .map_err(|e| e.to_string())?;
        Ok(Socket { inner })
    }
}

/// One WebSocket connection.
pub struct Socket {
    inner: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Socket {
    pub async fn send(&mut self, message: &Value) -> Result<(), String> {
        self.send_text(message.to_string()).await
    }

    /// Sends any text, well-formed or not.
    pub async fn send_text(&mut self, text: String) -> Result<(), String> {
        self.inner
            .send(Message::Text(text.into()))
            .await
            .map_err(|e| e.to_string())
    }

    /// Sends a binary frame.
    pub async fn send_binary(&mut self, bytes: Vec<u8>) -> Result<(), String> {
        self.inner
            .send(Message::Binary(bytes.into()))
            .await
            .map_err(|e| e.to_string())
    }

    /// The next JSON message; `None` once the connection is closed.
    pub async fn recv(&mut self) -> Option<Value> {
        self.recv_text()
            .await
            .map(|t| serde_json::from_str(&t).unwrap_or(Value::Null))
    }

    /// The next text message as received.
    pub async fn recv_text(&mut self) -> Option<String> {
        loop {
            match self.inner.next().await? {
                Ok(Message::Text(t)) => return Some(t.as_str().to_string()),
                Ok(Message::Close(_)) | Err(_) => return None,
                Ok(_) => continue,
            }
        }
    }

    pub async fn close(mut self) {
        let _ = self.inner.close(None).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A request that never got an answer says why, not only which URL.
    #[tokio::test]
    async fn a_failed_request_says_why() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        drop(listener);
        let e = Client::new(addr).get("/api/games").await.unwrap_err();
        assert!(e.starts_with("error sending request"), "{e}");
        assert!(e.contains("Connection refused"), "{e}");
    }
}
