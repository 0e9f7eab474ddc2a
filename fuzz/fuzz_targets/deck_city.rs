#![no_main]
//! A City deck file.
libfuzzer_sys::fuzz_target!(|data: &[u8]| urbs_fuzz::deck("city", data));
