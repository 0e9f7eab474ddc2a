#![no_main]
//! Metropolis' data file (board, buildings, chart): refused with a reason or read.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data)
        && let Err(e) = urbs_metropolis::Data::from_toml(text)
    {
        assert!(!e.trim().is_empty(), "a data file refused without a reason");
    }
});
