//! `urbs serve`: the game server (the default command).

use std::io::Write;
use std::net::SocketAddr;

use clap::Args;

#[derive(Args, Clone, Debug)]
pub struct ServeArgs {
    /// Address to listen on (port 0 picks a free port).
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// Where games are stored: sqlite:PATH or postgres://USER@HOST[:PORT]/DB.
    #[arg(long, default_value = "sqlite:./urbs.db")]
    pub database: String,
    /// New games a minute from one client address, after a first 30 (0: no
    /// limit; behind a proxy every client shares the proxy's address).
    #[arg(long, default_value_t = urbs_server::Limits::default().games_per_minute)]
    pub games_per_minute: f64,
}

impl Default for ServeArgs {
    fn default() -> ServeArgs {
        let config = urbs_server::ServerConfig::default();
        ServeArgs {
            addr: config.addr,
            database: config.database,
            games_per_minute: config.limits.games_per_minute,
        }
    }
}

pub fn run(args: ServeArgs) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the runtime: {e}"))?;
    runtime.block_on(async {
        let server = urbs_server::start(urbs_server::ServerConfig {
            addr: args.addr,
            database: args.database.clone(),
            // The browser client, compiled into the binary.
            static_files: Some(urbs_web::static_file),
            limits: urbs_server::Limits {
                games_per_minute: args.games_per_minute,
                ..urbs_server::Limits::default()
            },
        })
        .await?;
        // Tests and the load tool read this line to learn the port.
        println!(
            "urbs: listening on http://{} (database {})",
            server.addr(),
            args.database
        );
        let _ = std::io::stdout().flush();
        // Ctrl-C or SIGTERM: stop taking requests and close the sockets.
        // (Every acknowledged action is committed already, so even SIGKILL
        // loses nothing.)
        let stop = server.stopper();
        tokio::spawn(async move {
            shutdown_signal().await;
            stop();
        });
        server.wait().await
    })
}

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
