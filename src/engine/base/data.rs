//! The base game's content, loaded once from `assets/base/`: the board (provinces, fjords, tokens,
//! set-up tables, clan-sheet stat tracks) and the card catalogue of Ages 1-3.
//!
//! Ids used by commands and events (`ProvinceId`, `FjordId`, `CardId`) are small integers indexing
//! these tables; provinces and fjords serialise as their slugs (`"gimle"`, `"north"`).

pub use super::effects::Region;
use super::effects::{Effect, EffectKind};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::sync::LazyLock;

/// Number of provinces (8 outer + Yggdrasil).
pub const PROVINCES: usize = 9;
/// Number of fjords.
pub const FJORDS: usize = 4;

/// A province of the board: 0-7 are the outer ring clockwise, 8 is Yggdrasil.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ProvinceId(pub u8);

impl ProvinceId {
    /// The central province.
    pub const YGGDRASIL: ProvinceId = ProvinceId(8);

    /// Every province, outer ring first, Yggdrasil last.
    pub fn all() -> impl Iterator<Item = ProvinceId> {
        (0..PROVINCES as u8).map(ProvinceId)
    }

    /// The 8 outer provinces.
    pub fn outer() -> impl Iterator<Item = ProvinceId> {
        (0..8u8).map(ProvinceId)
    }

    /// Whether this is Yggdrasil.
    pub fn is_yggdrasil(self) -> bool {
        self == ProvinceId::YGGDRASIL
    }

    /// Index for arrays.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The province's board data.
    pub fn def(self) -> &'static ProvinceDef {
        &board().provinces[self.index()]
    }

    /// Display name as printed.
    pub fn name(self) -> &'static str {
        &self.def().name
    }

    /// Stable lowercase id used in commands and custom ids.
    pub fn slug(self) -> &'static str {
        &self.def().id
    }

    /// Looks a province up by slug or (case-insensitively) by name.
    pub fn parse(text: &str) -> Option<ProvinceId> {
        board()
            .provinces
            .iter()
            .position(|p| p.id == text || p.name.eq_ignore_ascii_case(text))
            .map(|i| ProvinceId(i as u8))
    }
}

impl fmt::Display for ProvinceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for ProvinceId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}

impl<'de> Deserialize<'de> for ProvinceId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        ProvinceId::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown province `{text}`")))
    }
}

/// One of the 4 fjords.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FjordId(pub u8);

impl FjordId {
    /// Every fjord.
    pub fn all() -> impl Iterator<Item = FjordId> {
        (0..FJORDS as u8).map(FjordId)
    }

    /// Index for arrays.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The fjord's board data.
    pub fn def(self) -> &'static FjordDef {
        &board().fjords[self.index()]
    }

    /// Display name.
    pub fn name(self) -> &'static str {
        &self.def().name
    }

    /// Stable lowercase id.
    pub fn slug(self) -> &'static str {
        &self.def().id
    }

    /// The two provinces this fjord supports.
    pub fn supports(self) -> [ProvinceId; 2] {
        self.def().supports
    }

    /// Looks a fjord up by slug or name.
    pub fn parse(text: &str) -> Option<FjordId> {
        board()
            .fjords
            .iter()
            .position(|f| f.id == text || f.name.eq_ignore_ascii_case(text))
            .map(|i| FjordId(i as u8))
    }
}

impl fmt::Display for FjordId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for FjordId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}

impl<'de> Deserialize<'de> for FjordId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        FjordId::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown fjord `{text}`")))
    }
}

/// The three clan stats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stat {
    /// Rage: the Rage each Action phase starts with.
    Rage,
    /// Axes: Glory per battle won.
    Axes,
    /// Horns: most figures on the board.
    Horns,
}

impl Stat {
    /// All three stats in sheet order.
    pub const ALL: [Stat; 3] = [Stat::Rage, Stat::Axes, Stat::Horns];

    /// Index for arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Display name.
    pub fn name(self) -> &'static str {
        match self {
            Stat::Rage => "Rage",
            Stat::Axes => "Axes",
            Stat::Horns => "Horns",
        }
    }
}

/// What a pillage token gives the pillager (1.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PillageToken {
    /// Raise the Rage stat one step.
    Rage,
    /// Raise the Axes stat one step (applies at once).
    Axes,
    /// Raise the Horns stat one step.
    Horns,
    /// Gain 5 Glory.
    Glory,
    /// Yggdrasil's token: raise all three stats one step.
    AllStats,
}

impl PillageToken {
    /// The stat this token raises, if it raises exactly one.
    pub fn stat(self) -> Option<Stat> {
        match self {
            PillageToken::Rage => Some(Stat::Rage),
            PillageToken::Axes => Some(Stat::Axes),
            PillageToken::Horns => Some(Stat::Horns),
            PillageToken::Glory | PillageToken::AllStats => None,
        }
    }

    /// Short description of the reward.
    pub fn describe(self) -> &'static str {
        match self {
            PillageToken::Rage => "+1 Rage stat",
            PillageToken::Axes => "+1 Axes stat",
            PillageToken::Horns => "+1 Horns stat",
            PillageToken::Glory => "5 Glory",
            PillageToken::AllStats => "+1 to all stats",
        }
    }
}

/// Board data of one province.
#[derive(Debug, Clone)]
pub struct ProvinceDef {
    /// Stable id.
    pub id: String,
    /// Printed name.
    pub name: String,
    /// Region (none for Yggdrasil).
    pub region: Option<Region>,
    /// Number of villages; `None` for Yggdrasil (unlimited figures).
    pub villages: Option<u8>,
    /// Adjacent provinces as a bit set over province indices.
    pub adjacent: u16,
    /// The supporting fjord (none for Yggdrasil).
    pub fjord: Option<FjordId>,
}

impl ProvinceDef {
    /// Whether `other` shares a border with this province.
    pub fn is_adjacent(&self, other: ProvinceId) -> bool {
        self.adjacent & (1 << other.0) != 0
    }
}

/// Board data of one fjord.
#[derive(Debug, Clone)]
pub struct FjordDef {
    /// Stable id.
    pub id: String,
    /// Display name (our own label, D-01).
    pub name: String,
    /// The two outer provinces it supports.
    pub supports: [ProvinceId; 2],
}

/// Step values of the clan-sheet stat tracks (D-10) and the end-game bonus per step.
#[derive(Debug, Clone, Deserialize)]
pub struct StatTables {
    /// Rage value at steps 1-6.
    pub rage: [u8; 6],
    /// Axes value at steps 1-6.
    pub axes: [u8; 6],
    /// Horns value at steps 1-6.
    pub horns: [u8; 6],
    /// End-game Glory bonus at steps 1-6.
    pub end_bonus: [u32; 6],
}

impl StatTables {
    /// The value of `stat` at `step` (1-6).
    pub fn value(&self, stat: Stat, step: u8) -> u8 {
        let i = step.clamp(1, 6) as usize - 1;
        match stat {
            Stat::Rage => self.rage[i],
            Stat::Axes => self.axes[i],
            Stat::Horns => self.horns[i],
        }
    }
}

/// The whole board and its set-up tables.
#[derive(Debug, Clone)]
pub struct Board {
    /// The 9 provinces, index = `ProvinceId`.
    pub provinces: Vec<ProvinceDef>,
    /// The 4 fjords, index = `FjordId`.
    pub fjords: Vec<FjordDef>,
    /// The 8 tokens shuffled onto the outer provinces.
    pub outer_tokens: Vec<PillageToken>,
    /// Yggdrasil's fixed token.
    pub yggdrasil_token: PillageToken,
    /// Glory given by the Glory token.
    pub glory_reward: u32,
    /// Provinces destroyed before play, indexed by player count.
    pub destroyed_at_setup: [u8; 6],
    /// Glory per figure destroyed in each Age's Ragnarök.
    pub ragnarok_glory: [u32; 3],
    /// Clan-sheet stat tracks.
    pub stats: StatTables,
    /// Warriors per clan.
    pub warriors: u8,
    /// Leader STR.
    pub leader_str: u8,
    /// Unupgraded Warrior STR.
    pub warrior_str: u8,
    /// Ship STR.
    pub ship_str: u8,
    /// Mystics of Midgard: each clan's Mystics (in the common supply at set-up).
    pub mystics: u8,
    /// A Mystic's STR (never changed by Warrior upgrades).
    pub mystic_str: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    province: Vec<RawProvince>,
    fjord: Vec<RawFjord>,
    pillage_tokens: RawTokens,
    destroyed_at_setup: std::collections::BTreeMap<String, u8>,
    ragnarok_glory: [u32; 3],
    stats: StatTables,
    figures: RawFigures,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawProvince {
    id: String,
    name: String,
    region: Option<Region>,
    villages: Option<u8>,
    adjacent: Vec<String>,
    fjord: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFjord {
    id: String,
    name: String,
    supports: [String; 2],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTokens {
    outer: Vec<PillageToken>,
    yggdrasil: PillageToken,
    glory_reward: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFigures {
    warriors: u8,
    leader_str: u8,
    warrior_str: u8,
    ship_str: u8,
    mystics: u8,
    mystic_str: u8,
}

fn parse_board(text: &str) -> Result<Board, String> {
    let raw: RawBoard = toml::from_str(text).map_err(|e| e.to_string())?;
    if raw.province.len() != PROVINCES || raw.fjord.len() != FJORDS {
        return Err(format!(
            "the board must have {PROVINCES} provinces and {FJORDS} fjords, found {} and {}",
            raw.province.len(),
            raw.fjord.len()
        ));
    }
    let province_index = |id: &str| {
        raw.province
            .iter()
            .position(|p| p.id == id)
            .map(|i| ProvinceId(i as u8))
            .ok_or_else(|| format!("unknown province `{id}`"))
    };
    let fjord_index = |id: &str| {
        raw.fjord
            .iter()
            .position(|f| f.id == id)
            .map(|i| FjordId(i as u8))
            .ok_or_else(|| format!("unknown fjord `{id}`"))
    };
    let mut provinces = Vec::new();
    for p in &raw.province {
        let mut adjacent = 0u16;
        for a in &p.adjacent {
            adjacent |= 1 << province_index(a)?.0;
        }
        provinces.push(ProvinceDef {
            id: p.id.clone(),
            name: p.name.clone(),
            region: p.region,
            villages: p.villages,
            adjacent,
            fjord: p.fjord.as_deref().map(fjord_index).transpose()?,
        });
    }
    let mut fjords = Vec::new();
    for f in &raw.fjord {
        fjords.push(FjordDef {
            id: f.id.clone(),
            name: f.name.clone(),
            supports: [
                province_index(&f.supports[0])?,
                province_index(&f.supports[1])?,
            ],
        });
    }
    let mut destroyed_at_setup = [0u8; 6];
    for (players, count) in &raw.destroyed_at_setup {
        let players: usize = players
            .parse()
            .map_err(|_| format!("bad player count `{players}`"))?;
        if players >= destroyed_at_setup.len() {
            return Err(format!("player count {players} out of range"));
        }
        destroyed_at_setup[players] = *count;
    }
    let board = Board {
        provinces,
        fjords,
        outer_tokens: raw.pillage_tokens.outer,
        yggdrasil_token: raw.pillage_tokens.yggdrasil,
        glory_reward: raw.pillage_tokens.glory_reward,
        destroyed_at_setup,
        ragnarok_glory: raw.ragnarok_glory,
        stats: raw.stats,
        warriors: raw.figures.warriors,
        leader_str: raw.figures.leader_str,
        warrior_str: raw.figures.warrior_str,
        ship_str: raw.figures.ship_str,
        mystics: raw.figures.mystics,
        mystic_str: raw.figures.mystic_str,
    };
    validate_board(&board)?;
    Ok(board)
}

fn validate_board(board: &Board) -> Result<(), String> {
    let ygg = &board.provinces[ProvinceId::YGGDRASIL.index()];
    if ygg.id != "yggdrasil"
        || ygg.villages.is_some()
        || ygg.fjord.is_some()
        || ygg.region.is_some()
    {
        return Err(
            "the last province must be Yggdrasil, without villages, region or fjord".into(),
        );
    }
    for (i, p) in board.provinces.iter().enumerate().take(8) {
        let id = ProvinceId(i as u8);
        if p.villages.is_none() || p.region.is_none() || p.fjord.is_none() {
            return Err(format!(
                "outer province `{}` needs villages, a region and a fjord",
                p.id
            ));
        }
        for (j, q) in board.provinces.iter().enumerate() {
            if p.is_adjacent(ProvinceId(j as u8)) != q.is_adjacent(id) {
                return Err(format!(
                    "adjacency between `{}` and `{}` is not symmetric",
                    p.id, q.id
                ));
            }
        }
        let fjord = p.fjord.expect("checked above");
        if !board.fjords[fjord.index()].supports.contains(&id) {
            return Err(format!("fjord of `{}` does not list it as supported", p.id));
        }
    }
    if board.outer_tokens.len() != 8 {
        return Err("there must be 8 outer pillage tokens".into());
    }
    Ok(())
}

/// The board, parsed and validated once.
pub fn board() -> &'static Board {
    static BOARD: LazyLock<Board> = LazyLock::new(|| {
        parse_board(include_str!("../../../assets/base/board.toml"))
            .unwrap_or_else(|e| panic!("assets/base/board.toml is invalid: {e}"))
    });
    &BOARD
}

/// A physical card of the base game: an index into [`Catalogue::cards`] (all three Ages, every copy).
///
/// In memory it is a small index; in the command log and in events it is the card's stable name,
/// its *slug* (`tyrs_smash@1+3`: see [`Catalogue::slugs`]), so that adding or reordering cards in
/// the catalogue never changes a stored game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardId(pub u8);

impl CardId {
    /// The printed card this physical card is a copy of.
    pub fn def(self) -> &'static CardDef {
        catalogue().def(self)
    }

    /// Whether this id names a card of the catalogue.
    pub fn exists(self) -> bool {
        (self.0 as usize) < catalogue().cards.len()
    }

    /// The card's stable name, as stored in logs: `<id>@<age>`, then `+<players>` for a card used
    /// only with that many players or more, then `#<copy>` when the row has several copies.
    pub fn slug(self) -> &'static str {
        &catalogue().slugs[self.0 as usize]
    }

    /// The card with this stable name.
    pub fn from_slug(slug: &str) -> Option<CardId> {
        catalogue().by_slug.get(slug).copied()
    }

    /// Reads a card from its stable name (as offered by autocomplete).
    pub fn parse(text: &str) -> Option<CardId> {
        CardId::from_slug(text.trim())
    }
}

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exists() {
            f.write_str(&self.def().name)
        } else {
            write!(f, "card #{}", self.0)
        }
    }
}

impl Serialize for CardId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}

impl<'de> Deserialize<'de> for CardId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = std::borrow::Cow::<str>::deserialize(d)?;
        CardId::from_slug(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown card `{text}`")))
    }
}

/// Every distinct card of the base game by name; card effects are keyed by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum CardName {
    // Monsters
    Troll,
    DwarfChieftain,
    SeaSerpent,
    Valkyrie,
    DarkElf,
    FireGiant,
    FrostGiant,
    SoldierOfHel,
    VolurWitch,
    // The Kickstarter monsters (option `ks`)
    MountainGiant,
    Fenrir,
    Wolfman,
    MysticTroll,
    // Leader, Warrior and Ship upgrades
    LordOfHammers,
    LordOfAxes,
    LordOfSpears,
    BrothersInArms,
    ExpertsInArms,
    MastersInArms,
    LokisDragons,
    FireDragons,
    EternalDragons,
    // Clan upgrades
    LokisDomain,
    LokisEminence,
    LokisWrath,
    LokisBlessing,
    FriggasCharm,
    FriggasSuccor,
    FriggasProtection,
    FriggasDomain,
    FriggasSacrifice,
    ThorsGlory,
    ThorsDomain,
    ThorsConquest,
    TyrsDomain,
    TyrsChallenge,
    TyrsProwess,
    TyrsWrath,
    OdinsInspiration,
    OdinsThrone,
    // Quests
    Alfheim,
    Jotunheim,
    Manheim,
    Yggdrasil,
    GloriousDeath,
    Widespread,
    // Battle cards
    TyrsBash,
    TyrsSmash,
    TyrsCrush,
    TyrsSmite,
    TyrsRage,
    TyrsJudgement,
    OdinsSmite,
    OdinsTide,
    OdinsJudgement,
    HeimdallsSight,
    HeimdallsEye,
    HeimdallsGaze,
    HeimdallsWatch,
    FriggasGrace,
    LokisTrickery,
    LokisBackstab,
    LokisPoison,
    ThorsHammer,
    ThorsOath,
    ThorsAscension,
    ThorsPrimacy,
    // Mystic upgrades (option `mystics`), last so that no other name's order moves
    FriggasChosen,
    OdinsChosen,
    ThorsChosen,
}

/// A recruitable Monster (section 5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum Monster {
    Troll,
    DwarfChieftain,
    SeaSerpent,
    Valkyrie,
    DarkElf,
    FireGiant,
    FrostGiant,
    SoldierOfHel,
    VolurWitch,
    /// Kickstarter (option `ks`): also a Leader (EX-06).
    MountainGiant,
    /// Kickstarter (option `ks`): Ragnarök takes his province instead (EX-07).
    Fenrir,
    /// Kickstarter (option `ks`): only Monsters count in his battles (EX-08).
    Wolfman,
    /// Kickstarter (option `ks`): its owner invades its province for 0 (EX-09).
    MysticTroll,
}

impl Monster {
    /// Every monster.
    pub const ALL: [Monster; 13] = [
        Monster::Troll,
        Monster::DwarfChieftain,
        Monster::SeaSerpent,
        Monster::Valkyrie,
        Monster::DarkElf,
        Monster::FireGiant,
        Monster::FrostGiant,
        Monster::SoldierOfHel,
        Monster::VolurWitch,
        Monster::MountainGiant,
        Monster::Fenrir,
        Monster::Wolfman,
        Monster::MysticTroll,
    ];

    /// The card that recruits this monster.
    pub fn card_name(self) -> CardName {
        match self {
            Monster::Troll => CardName::Troll,
            Monster::DwarfChieftain => CardName::DwarfChieftain,
            Monster::SeaSerpent => CardName::SeaSerpent,
            Monster::Valkyrie => CardName::Valkyrie,
            Monster::DarkElf => CardName::DarkElf,
            Monster::FireGiant => CardName::FireGiant,
            Monster::FrostGiant => CardName::FrostGiant,
            Monster::SoldierOfHel => CardName::SoldierOfHel,
            Monster::VolurWitch => CardName::VolurWitch,
            Monster::MountainGiant => CardName::MountainGiant,
            Monster::Fenrir => CardName::Fenrir,
            Monster::Wolfman => CardName::Wolfman,
            Monster::MysticTroll => CardName::MysticTroll,
        }
    }

    /// The monster's catalogue entry (STR, cost, text).
    pub fn def(self) -> &'static CardDef {
        let name = self.card_name();
        catalogue()
            .rows
            .iter()
            .find(|c| c.id == name)
            .expect("every monster has a card (checked when the catalogue loads)")
    }

    /// Display name.
    pub fn name(self) -> &'static str {
        &self.def().name
    }

    /// Printed STR (the Dark Elf is 3 in Yggdrasil; see the state's STR rules).
    pub fn str(self) -> u8 {
        self.def().str.unwrap_or(0)
    }

    /// Rage to invade with it (its card's cost: 0 for the Dwarf Chieftain and Soldier of Hel;
    /// 0 for the Mountain Giant, who invades like a Leader, EX-06).
    pub fn invade_cost(self) -> u8 {
        if self.is_leader() {
            return 0;
        }
        self.def().cost.unwrap_or(0)
    }

    /// The Mountain Giant is a Leader as well as a Monster (EX-06): Leader upgrades work with it.
    pub fn is_leader(self) -> bool {
        self == Monster::MountainGiant
    }

    /// The Sea Serpent counts as a Ship for every rule (D-22).
    pub fn is_ship(self) -> bool {
        self == Monster::SeaSerpent
    }

    /// Stable lowercase id.
    pub fn slug(self) -> &'static str {
        match self {
            Monster::Troll => "troll",
            Monster::DwarfChieftain => "dwarf_chieftain",
            Monster::SeaSerpent => "sea_serpent",
            Monster::Valkyrie => "valkyrie",
            Monster::DarkElf => "dark_elf",
            Monster::FireGiant => "fire_giant",
            Monster::FrostGiant => "frost_giant",
            Monster::SoldierOfHel => "soldier_of_hel",
            Monster::VolurWitch => "volur_witch",
            Monster::MountainGiant => "mountain_giant",
            Monster::Fenrir => "fenrir",
            Monster::Wolfman => "wolfman",
            Monster::MysticTroll => "mystic_troll",
        }
    }

    /// One-letter mark used on the board image and in compact text.
    pub fn initial(self) -> &'static str {
        match self {
            Monster::Troll => "T",
            Monster::DwarfChieftain => "D",
            Monster::SeaSerpent => "S",
            Monster::Valkyrie => "V",
            Monster::DarkElf => "E",
            Monster::FireGiant => "F",
            Monster::FrostGiant => "G",
            Monster::SoldierOfHel => "H",
            Monster::VolurWitch => "W",
            Monster::MountainGiant => "M",
            Monster::Fenrir => "N",
            Monster::Wolfman => "L",
            Monster::MysticTroll => "Y",
        }
    }
}

/// A god of Gods of Asgard (option `gods`, shared/reference/expansions.md section 1): it stands
/// in a province, belongs to nobody, is not a figure (EX-10), and changes that province's
/// pillages (1.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum God {
    /// A successful pillage here gives its reward once more (EX-14).
    Odin,
    /// The winner of a battle here gains 2 Glory per enemy figure destroyed in it (EX-15).
    Thor,
    /// In a battle here every figure has STR 0 (EX-16).
    Tyr,
    /// In a battle here the cards are played face up one at a time, the pillager last (EX-17).
    Heimdall,
    /// In a battle here no figure is destroyed (EX-18).
    Frigga,
    /// After a battle here each loser gains its Axes Glory, the winner none (EX-19).
    Loki,
}

impl God {
    /// The six gods, in the reference's order.
    pub const ALL: [God; 6] = [
        God::Odin,
        God::Thor,
        God::Tyr,
        God::Heimdall,
        God::Frigga,
        God::Loki,
    ];

    /// Stable lowercase id (stored in options and events; names its words in the locale files).
    pub fn slug(self) -> &'static str {
        match self {
            God::Odin => "odin",
            God::Thor => "thor",
            God::Tyr => "tyr",
            God::Heimdall => "heimdall",
            God::Frigga => "frigga",
            God::Loki => "loki",
        }
    }

    /// The god's name as printed (names are not translated).
    pub fn name(self) -> &'static str {
        match self {
            God::Odin => "Odin",
            God::Thor => "Thor",
            God::Tyr => "Tyr",
            God::Heimdall => "Heimdall",
            God::Frigga => "Frigga",
            God::Loki => "Loki",
        }
    }

    /// Parses a god's name or slug (case and accents ignored; "Frigg" is Frigga).
    pub fn parse(text: &str) -> Option<God> {
        let t = normalise(text);
        if t == "frigg" {
            return Some(God::Frigga);
        }
        God::ALL.into_iter().find(|g| g.slug() == t)
    }

    /// Two different gods named in `text`, separated by `+`, `,`, `/` or spaces ("Thor, Loki").
    ///
    /// # Errors
    /// A name that is no god's, or not exactly two different gods (in English).
    pub fn parse_pair(text: &str) -> Result<Vec<God>, String> {
        let mut gods = Vec::new();
        for name in text
            .split(['+', ',', '/', ' '])
            .map(str::trim)
            .filter(|n| !n.is_empty())
        {
            let god = God::parse(name).ok_or_else(|| {
                format!("`{name}` is not a god of Asgard (Odin, Thor, Tyr, Heimdall, Frigga, Loki)")
            })?;
            gods.push(god);
        }
        if gods.len() != 2 || gods[0] == gods[1] {
            return Err("name two different gods".to_owned());
        }
        Ok(gods)
    }
}

impl fmt::Display for God {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl CardName {
    /// The name printed on the card (card names are not translated).
    pub fn printed(self) -> &'static str {
        catalogue()
            .rows
            .iter()
            .find(|c| c.id == self)
            .map_or("?", |c| c.name.as_str())
    }

    /// The card's text (every row of one name has the same).
    pub fn effect(self) -> Effect {
        catalogue()
            .rows
            .iter()
            .find(|c| c.id == self)
            .map_or(Effect::None, |c| c.effect)
    }

    /// The monster a monster card recruits.
    pub fn monster(self) -> Option<Monster> {
        Monster::ALL.into_iter().find(|m| m.card_name() == self)
    }
}

/// The colour-coded kind of a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    /// Red: +STR in battle and maybe a text.
    Battle,
    /// Black: a Leader, Warrior, Ship or Clan upgrade.
    Upgrade,
    /// Black: a Monster upgrade.
    Monster,
    /// Green: committed face down, scored in the Quest phase.
    Quest,
}

/// The kind of upgrade slot on the clan sheet (2.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    /// 1 slot.
    Warrior,
    /// 1 slot.
    Leader,
    /// 1 slot.
    Ship,
    /// 2 slots.
    Monster,
    /// 3 slots.
    Clan,
}

impl Slot {
    /// Number of slots of this kind on a clan sheet.
    pub fn count(self) -> u8 {
        match self {
            Slot::Warrior | Slot::Leader | Slot::Ship => 1,
            Slot::Monster => 2,
            Slot::Clan => 3,
        }
    }
}

/// One printed card row of the catalogue.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// Reference row number (`1.01` … `3.42`).
    pub row: String,
    /// Age deck (1-3).
    pub age: u8,
    /// The card's identity for effects.
    pub id: CardName,
    /// Printed name.
    pub name: String,
    /// God in the name, if any.
    #[serde(default)]
    pub god: Option<String>,
    /// Kind.
    pub kind: CardKind,
    /// Upgrade slot, for upgrades and monsters.
    #[serde(default)]
    pub slot: Option<Slot>,
    /// Printed number: +STR of a battle card, STR of an upgrade's figure (absent for quests and +X).
    #[serde(default)]
    pub str: Option<u8>,
    /// Printed `*`: the text changes STR or cost.
    #[serde(default)]
    pub star: bool,
    /// Rage to play an upgrade (before Frigga's Charm).
    #[serde(default)]
    pub cost: Option<u8>,
    /// Player marker: 0 none, else the least number of players the card is used with.
    pub marker: u8,
    /// Physical copies of this row.
    pub copies: u8,
    /// The option this card belongs to (none: the base game's).
    #[serde(default)]
    pub expansion: Option<Expansion>,
    /// Printed Glory of a quest.
    #[serde(default)]
    pub glory: Option<u32>,
    /// The card's text as an effect id and its parameters (see `effects.rs`).
    pub effect: Effect,
    /// Effect text for display.
    pub text: String,
}

/// A Blood Rage expansion whose cards join the Age decks when its option is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Expansion {
    /// The Kickstarter-exclusive monsters (option `ks`).
    Ks,
    /// Mystics of Midgard's three Mystic upgrades (option `mystics`).
    Mystics,
    /// The Kickstarter's second copies of Dwarf Chieftain, Dark Elf and Soldier of Hel, 5+ cards
    /// (option `ks_dupes`, EX-05).
    KsDupes,
}

impl CardDef {
    /// Whether the card is used at a table of `players`.
    pub fn in_game(&self, players: u8) -> bool {
        self.marker <= players
    }

    /// The +STR a battle card adds by its printed number (0 for other kinds and for +X).
    pub fn battle_str(&self) -> u32 {
        if self.kind == CardKind::Battle {
            u32::from(self.str.unwrap_or(0))
        } else {
            0
        }
    }

    /// A white-disc card that may be played after the reveal (Heimdall's Eye and Gaze).
    pub fn late(&self) -> bool {
        self.effect == Effect::Late
    }

    /// Whether this is an upgrade (monster included).
    pub fn is_upgrade(&self) -> bool {
        matches!(self.kind, CardKind::Upgrade | CardKind::Monster)
    }
}

/// The catalogue: printed rows and the physical cards (one `CardId` per copy).
#[derive(Debug, Clone)]
pub struct Catalogue {
    /// Printed rows in reference order.
    pub rows: Vec<CardDef>,
    /// Physical cards: `cards[CardId]` is an index into `rows`.
    pub cards: Vec<u8>,
    /// The stable name of each physical card (see [`CardId::slug`]); unique.
    pub slugs: Vec<String>,
    by_slug: std::collections::HashMap<String, CardId>,
    /// `deck(age, players)` for Ages 1–3 and 0–5 players (`decks[age - 1][players]`), made once:
    /// every new game deals them.
    decks: [[Vec<CardId>; 6]; 3],
}

impl Catalogue {
    /// The printed row of a physical card.
    pub fn def(&self, card: CardId) -> &CardDef {
        &self.rows[self.cards[card.0 as usize] as usize]
    }

    /// Physical cards of one Age's deck at a table of `players` with the `expansions` chosen, in
    /// catalogue order.
    pub fn deck_with(&self, age: u8, players: u8, expansions: &[Expansion]) -> Vec<CardId> {
        let mut deck = self.deck(age, players);
        if !expansions.is_empty() {
            deck.extend((0..self.cards.len()).map(|i| CardId(i as u8)).filter(|c| {
                let d = self.def(*c);
                d.age == age
                    && d.in_game(players)
                    && d.expansion.is_some_and(|e| expansions.contains(&e))
            }));
        }
        deck
    }

    /// Physical cards of one Age's deck of the base game at a table of `players`, in catalogue
    /// order.
    pub fn deck(&self, age: u8, players: u8) -> Vec<CardId> {
        match self
            .decks
            .get(usize::from(age).wrapping_sub(1))
            .and_then(|decks| decks.get(usize::from(players)))
        {
            Some(deck) => deck.clone(),
            None => self.make_deck(age, players),
        }
    }

    /// `deck`, made from the rows.
    fn make_deck(&self, age: u8, players: u8) -> Vec<CardId> {
        (0..self.cards.len())
            .map(|i| CardId(i as u8))
            .filter(|c| {
                let d = self.def(*c);
                d.age == age && d.in_game(players) && d.expansion.is_none()
            })
            .collect()
    }

    /// Looks a physical card's printed row up by name or id slug (first match); Fenrir answers to
    /// Garm too, the name one card list gives him (EX-04).
    pub fn find(&self, text: &str) -> Option<&CardDef> {
        let mut wanted = normalise(text);
        if wanted == "garm" {
            wanted = "fenrir".into();
        }
        self.rows
            .iter()
            .find(|c| normalise(&c.name) == wanted || normalise(&format!("{:?}", c.id)) == wanted)
    }
}

/// Lowercase ASCII letters and digits only, for forgiving name matching.
pub fn normalise(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            'ö' | 'Ö' => 'o',
            c => c.to_ascii_lowercase(),
        })
        .filter(char::is_ascii_alphanumeric)
        .collect()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCatalogue {
    card: Vec<CardDef>,
}

/// Reads a card catalogue from its TOML text, checking every row (what [`catalogue`] does with
/// the built-in `assets/base/cards.toml`): a refusal names the row and what is wrong with it.
pub fn parse_catalogue(text: &str) -> Result<Catalogue, String> {
    let raw: RawCatalogue = toml::from_str(text).map_err(|e| e.to_string())?;
    let mut cards = Vec::new();
    let mut slugs = Vec::new();
    for (i, row) in raw.card.iter().enumerate() {
        if !(1..=3).contains(&row.age) || ![0, 3, 4, 5].contains(&row.marker) || row.copies == 0 {
            return Err(format!(
                "card row {} has a bad age, marker or copies",
                row.row
            ));
        }
        match row.kind {
            CardKind::Quest if row.glory.is_none() => {
                return Err(format!("quest {} has no glory", row.row));
            }
            CardKind::Upgrade | CardKind::Monster if row.slot.is_none() || row.cost.is_none() => {
                return Err(format!("upgrade {} needs a slot and a cost", row.row));
            }
            CardKind::Monster if row.id.monster().is_none() || row.slot != Some(Slot::Monster) => {
                return Err(format!("monster card {} does not name a monster", row.row));
            }
            _ => {}
        }
        let home = match row.effect.kind() {
            _ if row.effect == Effect::Figure => CardKind::Monster,
            EffectKind::NoText
            | EffectKind::OnReveal
            | EffectKind::LatePlay
            | EffectKind::OnOutcome => CardKind::Battle,
            EffectKind::QuestCondition => CardKind::Quest,
            _ => CardKind::Upgrade,
        };
        if home != row.kind {
            return Err(format!(
                "card row {}: a {:?} card cannot carry the effect `{}`",
                row.row,
                row.kind,
                row.effect.id()
            ));
        }
        let slot = match row.effect {
            Effect::WarriorPairs { .. } => Some(Slot::Warrior),
            Effect::ShipDeathGlory(_) => Some(Slot::Ship),
            _ => None,
        };
        if let Some(slot) = slot
            && row.slot != Some(slot)
        {
            return Err(format!(
                "card row {}: the effect `{}` belongs on a {slot:?} upgrade",
                row.row,
                row.effect.id(),
            ));
        }
        if let Some(other) = raw.card[..i]
            .iter()
            .find(|o| o.id == row.id && o.effect != row.effect)
        {
            return Err(format!(
                "card rows {} and {} share a name but not a text",
                other.row, row.row
            ));
        }
        let name = serde_json::to_value(row.id)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .ok_or_else(|| format!("card row {} has no id", row.row))?;
        for copy in 1..=row.copies {
            cards.push(i as u8);
            let marker = if row.marker > 0 {
                format!("+{}", row.marker)
            } else {
                String::new()
            };
            let copy = if row.copies > 1 {
                format!("#{copy}")
            } else {
                String::new()
            };
            let slug = format!("{name}@{}{marker}{copy}", row.age);
            slugs.push(slug);
        }
    }
    if cards.len() > 255 {
        return Err("too many physical cards for a u8 card id".into());
    }
    // Every monster has one card, and at most one second copy of the option `ks_dupes` (EX-05).
    for m in Monster::ALL {
        let rows = || raw.card.iter().filter(|c| c.id == m.card_name());
        let copies = rows()
            .filter(|c| c.expansion == Some(Expansion::KsDupes))
            .count();
        let n = rows().count() - copies;
        if n != 1 || copies > 1 {
            return Err(format!(
                "monster {m:?} must have exactly one card and at most one `ks_dupes` copy, \
                 found {n} and {copies}"
            ));
        }
    }
    if let Some(row) = raw.card.iter().find(|c| {
        c.expansion == Some(Expansion::KsDupes)
            && (c.kind != CardKind::Monster || c.marker != 5 || c.copies != 1)
    }) {
        return Err(format!(
            "card row {}: a `ks_dupes` card is one copy of a monster marked 5+",
            row.row
        ));
    }
    let mut by_slug = std::collections::HashMap::new();
    for (i, slug) in slugs.iter().enumerate() {
        if by_slug.insert(slug.clone(), CardId(i as u8)).is_some() {
            return Err(format!("two cards are named `{slug}`"));
        }
    }
    let mut catalogue = Catalogue {
        rows: raw.card,
        cards,
        slugs,
        by_slug,
        decks: Default::default(),
    };
    catalogue.decks =
        [1, 2, 3].map(|age| std::array::from_fn(|players| catalogue.make_deck(age, players as u8)));
    Ok(catalogue)
}

/// When a monster figure's ability acts (monster cards carry [`Effect::Figure`]).
fn monster_kind(monster: Monster) -> EffectKind {
    use EffectKind as K;
    use Monster as M;
    match monster {
        M::DwarfChieftain | M::SoldierOfHel | M::MountainGiant | M::MysticTroll => K::Cost,
        M::DarkElf | M::Wolfman => K::Strength,
        M::Troll | M::FireGiant => K::OnInvade,
        M::FrostGiant => K::OnPillage,
        M::VolurWitch => K::OnDestruction,
        M::Valkyrie => K::AfterBattle,
        M::SeaSerpent => K::CountsAsShip,
        M::Fenrir => K::OnRagnarok,
    }
}

/// When the text of a card acts (its effect's timing; a monster card's, its figure's).
pub fn effect_kind(name: CardName) -> EffectKind {
    if let Some(monster) = name.monster() {
        return monster_kind(monster);
    }
    catalogue()
        .rows
        .iter()
        .find(|row| row.id == name)
        .map_or(EffectKind::NoText, |row| row.effect.kind())
}

/// The card catalogue, parsed and validated once.
pub fn catalogue() -> &'static Catalogue {
    static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| {
        parse_catalogue(include_str!("../../../assets/base/cards.toml"))
            .unwrap_or_else(|e| panic!("assets/base/cards.toml is invalid: {e}"))
    });
    &CATALOGUE
}
