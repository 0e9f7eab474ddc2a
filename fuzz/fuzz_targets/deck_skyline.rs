#![no_main]
//! A Skyline printing (deck file).
libfuzzer_sys::fuzz_target!(|data: &[u8]| urbs_fuzz::deck("skyline", data));
