//! Engine tests through the public API: random full-game playouts with invariants, rule
//! scenarios and card effects (built with the scenario test kit), and data checks.

mod ai;
mod cards;
mod catalogue;
mod data;
mod errors;
mod gods;
mod mystics;
mod orders;
mod pack;
mod playout;
mod reprisal;
mod reprisal_rules;
mod rules;
mod support;
mod valhalla;
mod valhalla_rules;
