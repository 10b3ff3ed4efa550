//! Reprisal's numbers, loaded once from `assets/reprisal/rules.toml` and checked at load: the die,
//! the pillage tokens, the Glory table, the monsters and the battle cards. Abilities and card
//! effects are Rust, keyed by the ids the file names; an unknown id is refused with its name.

use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

/// One of the nine monsters of the shared pool (1.11), by its stable id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Monster {
    /// Rolls to survive a defeat (RP-24).
    Dwarf,
    /// May flee to Yggdrasil when defeated (RP-25).
    Elf,
    /// No ability.
    FireGiant,
    /// No ability.
    FrostGiant,
    /// Lives in fjords (RP-30).
    SeaSerpent,
    /// Brings a figure back from Valhalla when it dies (RP-27).
    HelSoldier,
    /// Dies only if the winner sacrifices a figure (RP-26).
    Troll,
    /// Takes no village; +2 Glory on a win (RP-29).
    Valkyrie,
    /// May invade Yggdrasil (RP-16).
    Witch,
}

impl Monster {
    /// The nine monsters in the engine's order.
    pub const ALL: [Monster; 9] = [
        Monster::Dwarf,
        Monster::Elf,
        Monster::FireGiant,
        Monster::FrostGiant,
        Monster::SeaSerpent,
        Monster::HelSoldier,
        Monster::Troll,
        Monster::Valkyrie,
        Monster::Witch,
    ];

    /// Stable id, as in the rules file.
    pub fn slug(self) -> &'static str {
        match self {
            Monster::Dwarf => "dwarf",
            Monster::Elf => "elf",
            Monster::FireGiant => "fire_giant",
            Monster::FrostGiant => "frost_giant",
            Monster::SeaSerpent => "sea_serpent",
            Monster::HelSoldier => "hel_soldier",
            Monster::Troll => "troll",
            Monster::Valkyrie => "valkyrie",
            Monster::Witch => "witch",
        }
    }

    fn index(self) -> usize {
        Monster::ALL.iter().position(|m| *m == self).unwrap_or(0)
    }

    /// The monster's data.
    pub fn def(self) -> &'static MonsterDef {
        &rules().monsters[self.index()]
    }

    /// Display name.
    pub fn name(self) -> &'static str {
        &self.def().name
    }
}

/// A pillage token's reward (1.9, RP-01).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Token {
    /// +1 Fist: each Invade places one more figure.
    Fist,
    /// +1 Axe: each battle won pays one more Glory.
    Axe,
    /// +1 Helmet: one more figure allowed on the board.
    Helmet,
    /// +5 Glory now.
    Glory,
    /// Nothing (the "literal tokens" option's eighth token).
    Blank,
}

impl Token {
    /// What the token gives, in words.
    pub fn label(self) -> &'static str {
        match self {
            Token::Fist => "+1 Fist",
            Token::Axe => "+1 Axe",
            Token::Helmet => "+1 Helmet",
            Token::Glory => "5 Glory",
            Token::Blank => "nothing",
        }
    }
}

/// What a battle card does besides its power (1.14.4), by its stable id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardEffect {
    /// No effect.
    None,
    /// Power −∞, or 1 while your own Leader is on the battlefield (RP-33, RP-38).
    LeaderOne,
    /// After the fight you may put one figure from your reserve into the province (RP-35).
    Reinforce,
    /// If you lose, one of your figures of your choice survives (RP-36).
    SaveOne,
    /// If you win, you lose one of your figures of your choice (RP-37).
    LoseOne,
}

/// One of a clan's 8 battle cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardDef {
    /// Power; `None` is −∞.
    pub power: Option<i32>,
    /// Effect.
    pub effect: CardEffect,
}

/// A monster's numbers.
#[derive(Debug, Clone)]
pub struct MonsterDef {
    /// Printed name.
    pub name: String,
    /// Strength (dice rolled).
    pub strength: u8,
    /// Lives in fjords.
    pub sea: bool,
    /// Takes no village.
    pub no_village: bool,
}

/// Strength of the clans' own figures.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Strength {
    /// A Warrior.
    pub warrior: u8,
    /// A Leader.
    pub leader: u8,
    /// A drakkar.
    pub drakkar: u8,
}

/// All of Reprisal's numbers.
#[derive(Debug, Clone)]
pub struct RulesData {
    /// Points per die face 1-6.
    pub die_points: [u8; 6],
    /// The 8 outer tokens.
    pub outer_tokens: [Token; 8],
    /// The 8 outer tokens with the literal-tokens option.
    pub literal_tokens: [Token; 8],
    /// Glory of the Glory token.
    pub glory_token: u32,
    /// Glory of a successful Yggdrasil pillage.
    pub yggdrasil_glory: u32,
    /// Glory per figure killed by Ragnarök.
    pub ragnarok_glory: u32,
    /// Glory per Mystic on the board after Ragnarök.
    pub mystic_glory: u32,
    /// Glory of a Blessing.
    pub blessing_glory: u32,
    /// Extra Glory of a Valkyrie's win.
    pub valkyrie_glory: u32,
    /// Extra Glory of Thor.
    pub thor_glory: u32,
    /// Age 3 quest Glory, first and second place.
    pub age3_quest_glory: [u32; 2],
    /// Figures per Invade before Fists.
    pub invade_base: u8,
    /// Board cap before Helmets.
    pub board_cap_base: u8,
    /// Outer provinces pillaged that end Ages 1-3.
    pub end_after_by_age: [u8; 3],
    /// The same by player count 3-5.
    pub end_after_by_players: [u8; 3],
    /// Warriors per clan.
    pub warriors: u8,
    /// Mystics per clan (Mystics option).
    pub mystics: u8,
    /// Strength of the clans' own figures.
    pub strength: Strength,
    /// The nine monsters, in [`Monster::ALL`] order.
    pub monsters: Vec<MonsterDef>,
    /// The 8 battle cards, card n at index n-1.
    pub cards: [CardDef; 8],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRules {
    die_points: [u8; 6],
    outer_tokens: [Token; 8],
    literal_tokens: [Token; 8],
    glory_token: u32,
    yggdrasil_glory: u32,
    ragnarok_glory: u32,
    mystic_glory: u32,
    blessing_glory: u32,
    valkyrie_glory: u32,
    thor_glory: u32,
    age3_quest_glory: [u32; 2],
    invade_base: u8,
    board_cap_base: u8,
    end_after_by_age: [u8; 3],
    end_after_by_players: [u8; 3],
    warriors: u8,
    mystics: u8,
    strength: Strength,
    monster: Vec<RawMonster>,
    battle_card: Vec<RawCard>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMonster {
    id: Monster,
    name: String,
    strength: u8,
    #[serde(default)]
    sea: bool,
    #[serde(default)]
    no_village: bool,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawPower {
    Number(i32),
    Text(String),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    power: RawPower,
    effect: CardEffect,
}

/// Reads and checks a rules file.
pub fn parse(text: &str) -> Result<RulesData, String> {
    let raw: RawRules = toml::from_str(text).map_err(|e| e.to_string())?;
    if raw.monster.len() != Monster::ALL.len()
        || raw
            .monster
            .iter()
            .zip(Monster::ALL)
            .any(|(m, id)| m.id != id)
    {
        return Err(format!(
            "the monsters must be listed once each in this order: {}",
            Monster::ALL.map(Monster::slug).join(", ")
        ));
    }
    if raw.battle_card.len() != 8 {
        return Err(format!(
            "a clan has 8 battle cards, found {}",
            raw.battle_card.len()
        ));
    }
    let mut cards = [CardDef {
        power: None,
        effect: CardEffect::None,
    }; 8];
    for (i, card) in raw.battle_card.iter().enumerate() {
        let power = match &card.power {
            RawPower::Number(n) => Some(*n),
            RawPower::Text(t) if t == "-inf" => None,
            RawPower::Text(t) => return Err(format!("battle card {}: unknown power `{t}`", i + 1)),
        };
        cards[i] = CardDef {
            power,
            effect: card.effect,
        };
    }
    Ok(RulesData {
        die_points: raw.die_points,
        outer_tokens: raw.outer_tokens,
        literal_tokens: raw.literal_tokens,
        glory_token: raw.glory_token,
        yggdrasil_glory: raw.yggdrasil_glory,
        ragnarok_glory: raw.ragnarok_glory,
        mystic_glory: raw.mystic_glory,
        blessing_glory: raw.blessing_glory,
        valkyrie_glory: raw.valkyrie_glory,
        thor_glory: raw.thor_glory,
        age3_quest_glory: raw.age3_quest_glory,
        invade_base: raw.invade_base,
        board_cap_base: raw.board_cap_base,
        end_after_by_age: raw.end_after_by_age,
        end_after_by_players: raw.end_after_by_players,
        warriors: raw.warriors,
        mystics: raw.mystics,
        strength: raw.strength,
        monsters: raw
            .monster
            .into_iter()
            .map(|m| MonsterDef {
                name: m.name,
                strength: m.strength,
                sea: m.sea,
                no_village: m.no_village,
            })
            .collect(),
        cards,
    })
}

static RULES: LazyLock<RulesData> = LazyLock::new(|| {
    parse(include_str!("../../../assets/reprisal/rules.toml"))
        .unwrap_or_else(|e| panic!("assets/reprisal/rules.toml: {e}"))
});

/// Reprisal's numbers.
pub fn rules() -> &'static RulesData {
    &RULES
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_rules_file_loads() {
        let r = rules();
        assert_eq!(r.monsters.len(), 9);
        assert_eq!(r.cards[0].power, None);
        assert_eq!(r.cards[7].power, Some(4));
    }

    #[test]
    fn a_rules_file_with_an_unknown_card_effect_is_refused_by_name() {
        let text = include_str!("../../../assets/reprisal/rules.toml")
            .replace("effect = \"lose_one\"", "effect = \"lose_two\"");
        let error = parse(&text).unwrap_err();
        assert!(error.contains("lose_two"), "{error}");
    }
}
