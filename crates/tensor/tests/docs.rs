//! docs/tensors.md states every game's action count and observation layout
//! as the code has them.

use urbs_city::City;
use urbs_forsale::ForSale;
use urbs_metropolis::Metropolis;
use urbs_skyline::Skyline;
use urbs_tensor::Encoding;

const DOC: &str = include_str!("../../../docs/tensors.md");

fn documented<G: Encoding>(title: &str) {
    let actions = format!("## {title}: {} actions", G::ACTIONS);
    assert!(DOC.contains(&actions), "docs/tensors.md lacks `{actions}`");
    let floats = format!("### {}: {} floats", G::ID, G::LAYOUT.len());
    assert!(DOC.contains(&floats), "docs/tensors.md lacks `{floats}`");
    let section = &DOC[DOC.find(&floats).unwrap()..];
    let section = &section[..section[4..].find("\n#").map_or(section.len(), |i| i + 4)];
    let head: usize = G::LAYOUT.head.iter().map(|f| f.len).sum();
    let mut start = 0;
    for f in G::LAYOUT.head {
        let row = format!("| `{}` | {} | {start} | {} |", f.name, f.len, f.about);
        assert!(section.contains(&row), "{}: no row `{row}`", G::ID);
        start += f.len;
    }
    for f in G::LAYOUT.seat {
        let row = format!(
            "| `seatK.{}` | {} | {start} + K·S | {} |",
            f.name, f.len, f.about
        );
        assert!(section.contains(&row), "{}: no row `{row}`", G::ID);
        start += f.len;
    }
    start = head + G::LAYOUT.seats * G::LAYOUT.seat_len();
    for f in G::LAYOUT.tail {
        let row = format!("| `{}` | {} | {start} | {} |", f.name, f.len, f.about);
        assert!(section.contains(&row), "{}: no row `{row}`", G::ID);
        start += f.len;
    }
    let blocks = format!(
        "S = {} floats per seat block; blocks K = 0 .. {}.",
        G::LAYOUT.seat_len(),
        G::LAYOUT.seats - 1
    );
    assert!(section.contains(&blocks), "{}: no `{blocks}`", G::ID);
}

#[test]
fn the_tensors_page_states_every_layout() {
    documented::<ForSale>("For Sale");
    documented::<Skyline>("Skyline");
    documented::<City>("City");
    documented::<Metropolis>("Metropolis");
}
