#![no_main]
//! A new game's id, players, seed and options.
libfuzzer_sys::fuzz_target!(|data: &[u8]| urbs_fuzz::new_game(data));
