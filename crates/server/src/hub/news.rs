//! Who hears of the hub's changes once they are committed: the games this
//! server finishes (rated by `crate::ratings::watch`) and the games whose
//! people's turns changed (told by `crate::notify`).

/// The one task that hears the ids of the games a kind of news is about,
/// once it is committed: the ratings of each game this server finishes
/// (`crate::ratings::watch`), the notifications of each change of turns
/// (`crate::notify`). They do their work on their own task, never under
/// the game's lock (a send here never waits).
#[derive(Default)]
pub(crate) struct Listener(std::sync::Mutex<Option<tokio::sync::mpsc::UnboundedSender<String>>>);

impl Listener {
    pub(super) fn tell(&self, id: &str) {
        if let Some(tx) = &*self.0.lock().expect("listener lock") {
            let _ = tx.send(id.to_string());
        }
    }

    /// The ids told from now on (a later listener replaces this one).
    pub(super) fn listen(&self) -> tokio::sync::mpsc::UnboundedReceiver<String> {
        let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
        *self.0.lock().expect("listener lock") = Some(tx);
        rx
    }
}
