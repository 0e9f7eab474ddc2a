#![no_main]
//! A replay file.
libfuzzer_sys::fuzz_target!(|data: &[u8]| urbs_fuzz::replay(data));
