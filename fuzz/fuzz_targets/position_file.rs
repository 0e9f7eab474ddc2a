#![no_main]
//! A position file.
libfuzzer_sys::fuzz_target!(|data: &[u8]| urbs_fuzz::position(data));
