#![no_main]
//! A message on a seat's WebSocket, read by the server's own parser.
libfuzzer_sys::fuzz_target!(|data: &[u8]| urbs_fuzz::client_message(data));
