#![no_main]
//! The body of `POST /api/games`, read by the server's own parser.
libfuzzer_sys::fuzz_target!(|data: &[u8]| urbs_fuzz::create_body(data));
