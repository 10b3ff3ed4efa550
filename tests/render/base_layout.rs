//! The Blood Rage board's layout (`present::base::layout`): village slots inside their wedges,
//! labels clear of them, fjords between their provinces.
//! place.

use bloodrage_bot::engine::base::data::FjordId;
use bloodrage_bot::engine::base::data::ProvinceId;
use bloodrage_bot::present::base::layout::*;

#[test]
fn every_village_slot_lies_inside_its_wedge_and_slots_do_not_overlap() {
    for p in ProvinceId::outer() {
        for n in 3..=5 {
            let slots = villages(p, n);
            assert_eq!(slots.len(), n as usize);
            for (i, s) in slots.iter().enumerate() {
                assert!(in_ring(*s));
                let a = (s.1 - CENTER.1).atan2(s.0 - CENTER.0);
                assert!(
                    angle_between(a, angle(p)) < 22.5f32.to_radians(),
                    "{p} slot {i}"
                );
                for t in &slots[i + 1..] {
                    let d = ((s.0 - t.0).powi(2) + (s.1 - t.1).powi(2)).sqrt();
                    assert!(d >= MARKER, "{p}: slots {d} px apart");
                }
            }
        }
    }
}

#[test]
fn labels_do_not_overlap_village_slots() {
    use bloodrage_bot::render::text::{self, Face};
    for p in ProvinceId::outer() {
        let l = labels(p);
        let name_w = text::width(Face::Bold, 30.0, p.name()) / 2.0;
        let token_w = text::width(Face::Bold, 22.0, "+1 Horns") / 2.0 + 11.0;
        let boxes = [(l.name, name_w, 16.0), (l.token, token_w, 17.0)];
        for slot in villages(p, p.def().villages.unwrap_or(0)) {
            for ((cx, cy), hw, hh) in boxes {
                let dx = (slot.0 - cx).abs() - hw;
                let dy = (slot.1 - cy).abs() - hh;
                let r = MARKER / 2.0;
                assert!(
                    dx > r - 4.0 || dy > r - 4.0,
                    "{p}: a village overlaps a label"
                );
            }
        }
        let (x, y) = l.doom;
        assert!(
            (40.0..BOARD - 40.0).contains(&x) && (HEADER + 20.0..HEADER + BOARD).contains(&y),
            "{p} doom"
        );
    }
}

#[test]
fn fjords_sit_on_the_diagonals_between_their_provinces() {
    for f in FjordId::all() {
        let (x, y) = fjord_center(f);
        assert!(
            (0.0..BOARD).contains(&x) && (HEADER..HEADER + BOARD).contains(&y),
            "{f} inside the board"
        );
        let [a, b] = f.supports();
        let fa = (y - CENTER.1).atan2(x - CENTER.0);
        assert!((angle_between(fa, angle(a)) - 22.5f32.to_radians()).abs() < 0.01);
        assert!((angle_between(fa, angle(b)) - 22.5f32.to_radians()).abs() < 0.01);
    }
}
