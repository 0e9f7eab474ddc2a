//! The server under test, on a loopback port.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub struct Server {
    pub url: String,
    child: Child,
}

impl Server {
    pub async fn start() -> Server {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let exe = std::env::var("URBS_DEV_SERVER")
            .unwrap_or("/tmp/urbs-dev/target/debug/urbs-dev".into());
        let child = Command::new(exe)
            .arg(port.to_string())
            .stdout(Stdio::null())
            .spawn()
            .expect("dev server");
        let deadline = Instant::now() + Duration::from_secs(10);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "server did not start");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        Server {
            url: format!("http://127.0.0.1:{port}"),
            child,
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
