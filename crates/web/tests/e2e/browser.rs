//! Headless Chromium driven over WebDriver (chromedriver + fantoccini).

use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::elements::Element;
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{Value, json};

pub type Result<T> = std::result::Result<T, String>;

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free loopback port")
}

/// Where screenshots go: `target/e2e-artifacts/`.
pub fn artifacts_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target"));
    let dir = target.join("e2e-artifacts");
    std::fs::create_dir_all(&dir).expect("artifacts dir");
    dir
}

/// A browser session on its own chromedriver and a fresh profile.
pub struct Browser {
    pub client: Client,
    pub base: String,
    driver: Child,
    profile: PathBuf,
    shots: String,
}

fn find_exe(names: &[&str]) -> Result<String> {
    for n in names {
        for dir in std::env::var("PATH").unwrap_or_default().split(':') {
            let p = std::path::Path::new(dir).join(n);
            if p.is_file() {
                return Ok(p.to_string_lossy().into_owned());
            }
        }
    }
    Err(format!(
        "none of {names:?} is installed; the end-to-end tests need Debian's `chromium` and \
         `chromium-driver` (apt-get install -y chromium chromium-driver)"
    ))
}

impl Browser {
    /// Starts chromedriver and a headless Chromium of `width` x `height`
    /// pointed at the server at `base`. `shots` prefixes screenshot names.
    pub async fn start(base: &str, width: u32, height: u32, shots: &str) -> Result<Browser> {
        Browser::start_in(base, width, height, shots, None).await
    }

    /// [`Browser::start`] with the browser's language set to `lang` (`es`).
    pub async fn start_in(
        base: &str,
        width: u32,
        height: u32,
        shots: &str,
        lang: Option<&str>,
    ) -> Result<Browser> {
        // Screenshots of an earlier run of this test would mislead.
        if let Ok(dir) = std::fs::read_dir(artifacts_dir()) {
            for e in dir.flatten() {
                if e.file_name()
                    .to_string_lossy()
                    .starts_with(&format!("{shots}-"))
                {
                    let _ = std::fs::remove_file(e.path());
                }
            }
        }
        let driver_exe = find_exe(&["chromedriver"])?;
        let chromium = find_exe(&["chromium", "chromium-browser", "google-chrome"])?;
        let port = free_port();
        let driver = Command::new(driver_exe)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start chromedriver: {e}"))?;
        let profile = std::env::temp_dir().join(format!("urbs-e2e-{}-{port}", std::process::id()));
        let _ = std::fs::remove_dir_all(&profile);
        let mut caps = serde_json::Map::new();
        let mut args = vec![
            "--headless".to_string(),
            "--no-sandbox".into(),
            "--disable-gpu".into(),
            "--disable-background-networking".into(),
            "--disable-component-update".into(),
            "--disable-sync".into(),
            "--no-first-run".into(),
            "--disable-dev-shm-usage".into(),
            "--hide-scrollbars".into(),
            format!("--user-data-dir={}", profile.display()),
            format!("--window-size={width},{height}"),
        ];
        let lang = lang.unwrap_or("en-US");
        args.push(format!("--lang={lang}"));
        args.push(format!("--accept-lang={lang}"));
        caps.insert(
            "goog:chromeOptions".into(),
            json!({
                "binary": chromium,
                "args": args,
                "prefs": {"intl.accept_languages": lang},
            }),
        );
        let url = format!("http://127.0.0.1:{port}");
        let deadline = Instant::now() + Duration::from_secs(20);
        let client = loop {
            match ClientBuilder::new(HttpConnector::new())
                .capabilities(caps.clone())
                .connect(&url)
                .await
            {
                Ok(c) => break c,
                Err(e) if Instant::now() > deadline => {
                    return Err(format!("chromedriver did not start a session: {e}"));
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(200)).await,
            }
        };
        let mut b = Browser {
            client,
            base: base.trim_end_matches('/').to_string(),
            driver,
            profile,
            shots: shots.to_string(),
        };
        b.resize(width, height).await?;
        Ok(b)
    }

    /// Sets the size of the page's viewport (not the window's).
    pub async fn resize(&mut self, width: u32, height: u32) -> Result<()> {
        self.client
            .set_window_size(width, height)
            .await
            .map_err(|e| e.to_string())?;
        // The window includes no chrome in headless mode, but make sure.
        let inner = self
            .js("return [window.innerWidth, window.innerHeight]")
            .await?;
        let iw = inner[0].as_u64().unwrap_or(width as u64) as u32;
        let ih = inner[1].as_u64().unwrap_or(height as u64) as u32;
        if iw != width || ih != height {
            self.client
                .set_window_size(
                    width + (width - iw.min(width)),
                    height + (height - ih.min(height)),
                )
                .await
                .map_err(|e| e.to_string())?;
        }
        Ok(())
    }

    pub async fn goto(&self, path: &str) -> Result<()> {
        self.client
            .goto(&format!("{}{path}", self.base))
            .await
            .map_err(|e| e.to_string())
    }

    pub async fn js(&self, script: &str) -> Result<Value> {
        self.client
            .execute(script, vec![])
            .await
            .map_err(|e| format!("script failed: {e}\n{script}"))
    }

    pub async fn js_args(&self, script: &str, args: Vec<Value>) -> Result<Value> {
        self.client
            .execute(script, args)
            .await
            .map_err(|e| format!("script failed: {e}\n{script}"))
    }

    pub async fn exists(&self, css: &str) -> Result<bool> {
        Ok(self
            .js_args(
                "return !!document.querySelector(arguments[0])",
                vec![json!(css)],
            )
            .await?
            .as_bool()
            .unwrap_or(false))
    }

    pub async fn count(&self, css: &str) -> Result<usize> {
        Ok(self
            .js_args(
                "return document.querySelectorAll(arguments[0]).length",
                vec![json!(css)],
            )
            .await?
            .as_u64()
            .unwrap_or(0) as usize)
    }

    /// Runs `body` as the body of an async function (it may `await`) and
    /// returns what it returns; `arguments[i]` are `args`.
    pub async fn js_await(&self, body: &str, args: Vec<Value>) -> Result<Value> {
        let script = format!(
            "const done = arguments[arguments.length - 1];
             (async () => {{ {body} }})().then(done, (e) => done({{ failed: String(e) }}));"
        );
        let v = self
            .client
            .execute_async(&script, args)
            .await
            .map_err(|e| format!("script failed: {e}\n{body}"))?;
        if let Some(f) = v.get("failed") {
            return Err(format!("script failed: {f}\n{body}"));
        }
        Ok(v)
    }

    /// Waits until the script returns a truthy value, and returns it.
    pub async fn wait_js(&self, script: &str, what: &str, secs: u64) -> Result<Value> {
        self.wait_js_args(script, Vec::new(), what, secs).await
    }

    /// [`Browser::wait_js`] with arguments for the script. What it returns is
    /// read in the same step as the check, so it cannot be redrawn between.
    pub async fn wait_js_args(
        &self,
        script: &str,
        args: Vec<Value>,
        what: &str,
        secs: u64,
    ) -> Result<Value> {
        let deadline = Instant::now() + Duration::from_secs(secs);
        loop {
            let v = self.js_args(script, args.clone()).await?;
            let truthy =
                !matches!(v, Value::Null | Value::Bool(false)) && v != json!(0) && v != json!("");
            if truthy {
                return Ok(v);
            }
            if Instant::now() > deadline {
                let text = self.text("body").await.unwrap_or_default();
                // The toasts are gone after a few seconds; their texts stay.
                let errors = self
                    .js("return window.urbsErrors ?? []")
                    .await
                    .unwrap_or_default();
                self.screenshot("timeout").await.ok();
                return Err(format!(
                    "timed out waiting for {what}; the page's errors on the way: {errors}; the page says:\n{text}"
                ));
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    pub async fn wait_for(&self, css: &str, secs: u64) -> Result<Element> {
        let script = format!("return !!document.querySelector({})", json!(css));
        let deadline = Instant::now() + Duration::from_secs(secs);
        loop {
            self.wait_js(&script, css, secs).await?;
            match self.client.find(Locator::Css(css)).await {
                Ok(el) => return Ok(el),
                // Redrawn between the check and the find (a new screen
                // replacing the old one): wait for it again.
                Err(_) if Instant::now() < deadline => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
                Err(e) => return Err(e.to_string()),
            }
        }
    }

    /// Clicks the element the selector finds first (waiting for it).
    pub async fn click(&self, css: &str) -> Result<()> {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let el = self.wait_for(css, 10).await?;
            match el.click().await {
                Ok(()) => return Ok(()),
                // Redrawn between finding and clicking: find it again.
                Err(e) if Instant::now() < deadline => {
                    let _ = e;
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
                Err(e) => return Err(format!("cannot click {css}: {e}")),
            }
        }
    }

    pub async fn text(&self, css: &str) -> Result<String> {
        Ok(self
            .js_args(
                "const e = document.querySelector(arguments[0]); return e ? e.innerText : null",
                vec![json!(css)],
            )
            .await?
            .as_str()
            .unwrap_or("")
            .to_string())
    }

    /// Presses `key` (with Shift held when `shift`) in the page, as a
    /// keyboard would: on whatever has focus.
    pub async fn press(&self, key: fantoccini::key::Key, shift: bool) -> Result<()> {
        use fantoccini::actions::{InputSource, KeyAction, KeyActions};
        let shift_key: char = fantoccini::key::Key::Shift.into();
        let k: char = key.into();
        let mut keys = KeyActions::new("keyboard".into());
        if shift {
            keys = keys.then(KeyAction::Down { value: shift_key });
        }
        keys = keys
            .then(KeyAction::Down { value: k })
            .then(KeyAction::Up { value: k });
        if shift {
            keys = keys.then(KeyAction::Up { value: shift_key });
        }
        self.client
            .perform_actions(keys)
            .await
            .map_err(|e| format!("cannot press a key: {e}"))
    }

    /// Gets to `css` (the first match) with Tab or Shift+Tab, whichever
    /// way it lies from the focus, and presses Enter on it: a move made
    /// from the keyboard.
    pub async fn key_to(&self, css: &str) -> Result<()> {
        let back = self
            .js_args(
                "const t = document.querySelector(arguments[0]); const a = document.activeElement;
                 if (!t) return null;
                 if (!a || a === document.body) return false;
                 return !!(t.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING);",
                vec![json!(css)],
            )
            .await?;
        if back.is_null() {
            return Err(format!("no {css} on the page"));
        }
        self.tab_to(css, back == json!(true), 400).await?;
        self.press(fantoccini::key::Key::Enter, false).await
    }

    /// Moves focus with Tab (Shift+Tab when `back`) until the focused
    /// element matches `css`, at most `limit` presses; as a keyboard user
    /// gets to a control.
    pub async fn tab_to(&self, css: &str, back: bool, limit: usize) -> Result<()> {
        for _ in 0..limit {
            let on = self
                .js_args(
                    "const a = document.activeElement; return !!a && a !== document.body && a.matches(arguments[0])",
                    vec![json!(css)],
                )
                .await?;
            if on == json!(true) {
                return Ok(());
            }
            self.press(fantoccini::key::Key::Tab, back).await?;
        }
        let on = self
            .js("const a = document.activeElement; return a ? a.outerHTML.slice(0, 100) : null")
            .await?;
        Err(format!(
            "{css} cannot be reached with Tab in {limit} presses (focus is on {on})"
        ))
    }

    /// Runs axe-core (installed by `npm ci` in `tests/e2e/axe`) on the page
    /// and returns its serious and critical findings.
    pub async fn axe(&self) -> Result<Vec<Value>> {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/e2e/axe/node_modules/axe-core/axe.min.js");
        let source = std::fs::read_to_string(&path).map_err(|e| {
            format!(
                "axe-core is not installed ({}: {e}); run `npm ci` in crates/web/tests/e2e/axe \
                 (scripts/test.sh does)",
                path.display()
            )
        })?;
        if self.js("return typeof window.axe").await? != json!("object") {
            self.js(&format!("{source}\nreturn typeof window.axe"))
                .await?;
        }
        let found = self
            .client
            .execute_async(
                "const done = arguments[arguments.length - 1];
                 axe.run(document, { resultTypes: ['violations'] }).then((r) => done(
                   r.violations
                     .filter((v) => v.impact === 'serious' || v.impact === 'critical')
                     .map((v) => ({ id: v.id, impact: v.impact, help: v.help,
                       nodes: v.nodes.slice(0, 6).map((n) => n.target.join(' ') + ' :: ' + n.failureSummary) }))),
                   (e) => done([{ id: 'axe-failed', help: String(e) }]));",
                vec![],
            )
            .await
            .map_err(|e| format!("axe did not run: {e}"))?;
        Ok(found.as_array().cloned().unwrap_or_default())
    }

    /// Fails with axe-core's serious and critical findings on this page.
    pub async fn check_accessible(&self, what: &str) -> Result<()> {
        let found = self.axe().await?;
        if found.is_empty() {
            return Ok(());
        }
        self.screenshot(&format!("axe-{what}")).await.ok();
        Err(format!(
            "axe-core finds {} serious or critical problem(s) on {what}:\n{}",
            found.len(),
            serde_json::to_string_pretty(&found).unwrap_or_default()
        ))
    }

    /// Saves a screenshot as `target/e2e-artifacts/{shots}-{name}.png`.
    pub async fn screenshot(&self, name: &str) -> Result<PathBuf> {
        let png = self.client.screenshot().await.map_err(|e| e.to_string())?;
        let path = artifacts_dir().join(format!("{}-{name}.png", self.shots));
        std::fs::write(&path, png).map_err(|e| e.to_string())?;
        Ok(path)
    }

    /// Saves a screenshot of the whole page (taller than the window).
    pub async fn full_screenshot(&mut self, name: &str, width: u32) -> Result<PathBuf> {
        let h = self
            .js("return Math.ceil(document.documentElement.scrollHeight)")
            .await?
            .as_u64()
            .unwrap_or(900) as u32;
        let (_, _, _, old_h) = self
            .client
            .get_window_rect()
            .await
            .map_err(|e| e.to_string())?;
        self.resize(width, h.clamp(300, 4000)).await?;
        let path = self.screenshot(name).await;
        self.resize(width, old_h as u32).await?;
        path
    }

    /// Whether the page scrolls sideways (it must not, at any width).
    pub async fn horizontal_overflow(&self) -> Result<i64> {
        Ok(self
            .js("return document.documentElement.scrollWidth - window.innerWidth")
            .await?
            .as_i64()
            .unwrap_or(0))
    }

    pub async fn close(mut self) {
        let _ = self.client.clone().close().await;
        let _ = self.driver.kill();
        let _ = self.driver.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

/// The ids of the processes below `pid` (children first), from `/proc`.
fn descendants(pid: u32) -> Vec<u32> {
    let mut out = Vec::new();
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return out;
    };
    let parents: Vec<(u32, u32)> = dir
        .flatten()
        .filter_map(|e| {
            let id: u32 = e.file_name().to_str()?.parse().ok()?;
            let stat = std::fs::read_to_string(e.path().join("stat")).ok()?;
            // Fields after the command name, which is in parentheses.
            let rest = &stat[stat.rfind(')')? + 2..];
            let ppid: u32 = rest.split(' ').nth(1)?.parse().ok()?;
            Some((id, ppid))
        })
        .collect();
    let mut frontier = vec![pid];
    while let Some(p) = frontier.pop() {
        for &(id, ppid) in &parents {
            if ppid == p {
                out.push(id);
                frontier.push(id);
            }
        }
    }
    out
}

impl Drop for Browser {
    /// A test that fails leaves no browser behind: chromedriver and the
    /// Chromium processes it started are ended by id.
    fn drop(&mut self) {
        for pid in descendants(self.driver.id()) {
            let _ = Command::new("kill").arg("-9").arg(pid.to_string()).status();
        }
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}
