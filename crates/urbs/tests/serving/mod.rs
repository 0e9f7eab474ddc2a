//! Starting the real `urbs serve` binary for a test: the process, killed
//! when dropped, and what its first line says.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};

/// A running `urbs serve`, killed when dropped.
pub struct Served {
    pub child: Child,
    pub addr: SocketAddr,
    /// The line it printed on starting (`listening on http://ADDR (...)`);
    /// not every test binary that includes this module reads it.
    #[allow(dead_code)]
    pub line: String,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `urbs serve` on a free loopback port and `database`, with `more`
/// arguments, and waits for the line that names its address.
pub fn serve(database: &str, more: &[&str]) -> Served {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urbs"))
        .args(["serve", "--addr", "127.0.0.1:0", "--database", database])
        .args(more)
        .stdout(Stdio::piped())
        .spawn()
        .expect("urbs serve starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|r| r.split_whitespace().next())
        .and_then(|a| a.parse().ok())
        .unwrap_or_else(|| panic!("no address in {line:?}"));
    Served { child, addr, line }
}
