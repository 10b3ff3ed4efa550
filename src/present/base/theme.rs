//! The look of the Blood Rage images: colours of the board's regions, the clans' colours and
//! marker shapes, the letters on figures, and what the last action touched.

// Pixel geometry: small integers become coordinates (no precision is lost at these sizes), and
// x, y, r, g, b are the clearest names for coordinates and colour channels.
#![allow(
    clippy::cast_precision_loss,
    clippy::many_single_char_names,
    clippy::too_many_arguments
)]

use crate::engine::ClanName;
use crate::engine::base::data::{FjordId, Monster, ProvinceId};
use crate::engine::base::{Event, Figure, Place};
use crate::present::locale::{Lang, t};
use crate::render::{Rgb, Shape};

/// Colours and clan styles.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Theme {
    /// Page background.
    pub background: Rgb,
    /// Header and footer bands.
    pub header: Rgb,
    /// Text on the header and footer.
    pub header_ink: Rgb,
    /// Scoreboard background.
    pub panel: Rgb,
    /// Main text and outlines.
    pub ink: Rgb,
    /// Secondary text.
    pub muted: Rgb,
    /// Manheim provinces.
    pub manheim: Rgb,
    /// Jotunheim provinces.
    pub jotunheim: Rgb,
    /// Alfheim provinces.
    pub alfheim: Rgb,
    /// Yggdrasil.
    pub yggdrasil: Rgb,
    /// Fjords.
    pub water: Rgb,
    /// Destroyed provinces.
    pub destroyed: Rgb,
    /// Hatching on destroyed provinces.
    pub destroyed_line: Rgb,
    /// Text on destroyed provinces.
    pub destroyed_ink: Rgb,
    /// Pillage tokens showing their reward.
    pub token: Rgb,
    /// The last action's outline.
    pub highlight: Rgb,
    /// The Doom token.
    pub doom: Rgb,
    /// The Doom text on the dark header.
    pub doom_light: Rgb,
    /// The battle being fought.
    pub battle: Rgb,
    /// "Waiting for" text.
    pub waiting: Rgb,
    /// Background of an awaited clan's scoreboard block.
    pub waiting_bg: Rgb,
    /// Card colours: battle, upgrade, monster, quest.
    pub cards: [Rgb; 4],
    /// Colour and shape of each clan (Wolf, Serpent, Raven, Bear, Ram, then the Kickstarter's
    /// Boar).
    pub clans: [(Rgb, Shape); 6],
}

impl Default for Theme {
    /// A light parchment theme; clan colours from the Okabe-Ito colour-blind-safe palette, each
    /// clan with its own marker shape so the board also reads in greyscale.
    fn default() -> Theme {
        Theme {
            background: Rgb::hex(0xF4_EF_E3),
            header: Rgb::hex(0x2B_2B_33),
            header_ink: Rgb::hex(0xF5_F2_EA),
            panel: Rgb::hex(0xFF_FF_FF),
            ink: Rgb::hex(0x1E_1E_1E),
            muted: Rgb::hex(0x5F_5F_5F),
            manheim: Rgb::hex(0xF3_E3_A1),
            jotunheim: Rgb::hex(0xC4_DA_F2),
            alfheim: Rgb::hex(0xDD_DD_DD),
            yggdrasil: Rgb::hex(0xCF_E8_C4),
            water: Rgb::hex(0x7F_B8_E0),
            destroyed: Rgb::hex(0x4A_4A_4F),
            destroyed_line: Rgb::hex(0x2F_2F_33),
            destroyed_ink: Rgb::hex(0xF0_F0_F0),
            token: Rgb::hex(0xFF_F8_E1),
            highlight: Rgb::hex(0xFF_B0_00),
            // Doom in violet, apart from the battle's red: neighbours must not read as one region.
            doom: Rgb::hex(0x6A_1B_9A),
            doom_light: Rgb::hex(0xD1_A4_F0),
            battle: Rgb::hex(0xC6_28_28),
            waiting: Rgb::hex(0xFF_B0_00),
            waiting_bg: Rgb::hex(0xFF_F4_D6),
            cards: [
                Rgb::hex(0x9E_1B_1B),
                Rgb::hex(0x26_26_26),
                Rgb::hex(0x44_2A_66),
                Rgb::hex(0x1E_6B_34),
            ],
            clans: [
                (Rgb::hex(0xD5_5E_00), Shape::Circle),
                (Rgb::hex(0xF0_E4_42), Shape::Diamond),
                (Rgb::hex(0x00_72_B2), Shape::Triangle),
                (Rgb::hex(0x8C_51_0A), Shape::Square),
                (Rgb::hex(0x00_9E_73), Shape::Hexagon),
                // The Boar is purple on the table: Okabe-Ito's reddish purple.
                (Rgb::hex(0xCC_79_A7), Shape::Pentagon),
            ],
        }
    }
}

impl Theme {
    /// Colour and shape of a clan. Valhalla's Stag takes the fifth colour and shape (the Ram's,
    /// a clan Valhalla does not seat), so every table's clans stay distinct.
    pub fn clan(&self, clan: ClanName) -> (Rgb, Shape) {
        match clan {
            ClanName::Stag => self.clans[4],
            ClanName::Boar => self.clans[5],
            _ => self.clans[ClanName::ALL.iter().position(|c| *c == clan).unwrap_or(0)],
        }
    }
}

/// The mark printed on a figure: nothing for a Warrior, the Leader's and the Ship's initial in
/// `lang` (L and S; C and N for Chef and Navire), or a monster's two letters (its printed name's).
pub fn figure_mark(figure: Figure, lang: Lang) -> String {
    match figure {
        Figure::Leader => t!(lang, "mark-leader"),
        Figure::Ship => t!(lang, "mark-ship"),
        Figure::Mystic => t!(lang, "mark-mystic"),
        other => monster_mark(other).to_string(),
    }
}

fn monster_mark(figure: Figure) -> &'static str {
    match figure {
        Figure::Warrior | Figure::Leader | Figure::Ship | Figure::Mystic => "",
        Figure::Monster(m) => match m {
            Monster::Troll => "Tr",
            Monster::DwarfChieftain => "Dw",
            Monster::SeaSerpent => "Se",
            Monster::Valkyrie => "Va",
            Monster::DarkElf => "El",
            Monster::FireGiant => "Fi",
            Monster::FrostGiant => "Fr",
            Monster::SoldierOfHel => "He",
            Monster::VolurWitch => "Vö",
            Monster::MountainGiant => "Mo",
            Monster::Fenrir => "Fe",
            Monster::Wolfman => "Wo",
            Monster::MysticTroll => "My",
        },
    }
}

/// What the last action touched, outlined on the board, with a one-line caption.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Highlight {
    /// Provinces to outline.
    pub provinces: Vec<ProvinceId>,
    /// Fjords to outline.
    pub fjords: Vec<FjordId>,
    /// A caption for the header ("Wolf pillaged Gimle").
    pub caption: Option<String>,
}

impl Highlight {
    /// The places the public events of one action touched.
    pub fn from_events(events: &[Event]) -> Highlight {
        let mut h = Highlight::default();
        let mut add = |place: Place| match place {
            Place::Province(p) if !h.provinces.contains(&p) => h.provinces.push(p),
            Place::Fjord(f) if !h.fjords.contains(&f) => h.fjords.push(f),
            _ => {}
        };
        for e in events {
            match e {
                Event::Invaded { to, .. } => add(*to),
                Event::Moved { from, to, .. } => {
                    add(*from);
                    add(*to);
                }
                Event::LeaderMoved { from, to, .. } | Event::GodMoved { from, to, .. } => {
                    add(Place::Province(*from));
                    add(Place::Province(*to));
                }
                Event::PillageDeclared { province, .. }
                | Event::PillageSucceeded { province, .. }
                | Event::BattleBegan { province, .. }
                | Event::ProvinceDestroyed { province, .. } => add(Place::Province(*province)),
                Event::FigureDestroyed { at, .. } => add(*at),
                Event::WitchRetreated { from, .. } => {
                    add(*from);
                    add(Place::Province(ProvinceId::YGGDRASIL));
                }
                Event::MysticEscaped { from, to, .. } => {
                    add(*from);
                    add(Place::Province(*to));
                }
                Event::MysticStruck { province, .. } | Event::MysticHeldBack { province, .. } => {
                    add(Place::Province(*province));
                }
                _ => {}
            }
        }
        h
    }

    /// The same, with a caption.
    #[must_use]
    pub fn with_caption(mut self, caption: impl Into<String>) -> Highlight {
        self.caption = Some(caption.into());
        self
    }
}
