#![no_main]
//! Action text and JSON sent for a seat of a game reached by random play.
libfuzzer_sys::fuzz_target!(|data: &[u8]| urbs_fuzz::actions::<urbs_metropolis::Metropolis>(data));
