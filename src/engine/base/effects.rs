//! Card texts: when each card's text acts. The texts themselves are implemented where they act
//! (battle.rs, action.rs, destroy.rs, quest.rs, ragnarok.rs, scoring.rs), keyed by `CardName`;
//! this exhaustive table is how the tests know every card with text is implemented and tested.

use super::data::CardName;
use serde::Serialize;

/// The timing point at which a card's text acts (the engine's effect hooks).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EffectKind {
    /// No text: a plain +STR battle card.
    NoText,
    /// Only changes a Rage cost (Dwarf Chieftain, Soldier of Hel, Frigga's Charm).
    Cost,
    /// Changes figures' STR (Warrior upgrades, the Dark Elf in Yggdrasil).
    Strength,
    /// A quest condition checked in the Quest phase.
    QuestCondition,
    /// Acts when the battle cards are revealed (Thor's Primacy, Heimdall's Watch, Odin's Smite and
    /// Tide, Heimdall's Sight at the totals).
    OnReveal,
    /// May be added after the reveal (Heimdall's Eye and Gaze).
    LatePlay,
    /// Acts on the battle's outcome (win or loss).
    OnOutcome,
    /// Acts when a figure is invaded into a province.
    OnInvade,
    /// Acts when a pillage succeeds.
    OnPillage,
    /// Acts when a figure would be destroyed or is destroyed.
    OnDestruction,
    /// Acts when a battle is resolved (Glory for deaths, cards back, the lost province).
    AfterBattle,
    /// Acts in Ragnarök.
    OnRagnarok,
    /// Acts in Release Valhalla.
    OnRelease,
    /// Acts in the Quest phase.
    OnQuestPhase,
    /// Acts at the end of the game.
    AtGameEnd,
    /// Adds an action (or a way to invade) to the clan's turn.
    Action,
    /// Counts as a Ship (the Sea Serpent).
    CountsAsShip,
}

/// When the text of a card acts.
#[allow(clippy::enum_glob_use)]
pub fn effect_kind(name: CardName) -> EffectKind {
    use CardName::*;
    use EffectKind as K;
    match name {
        TyrsBash | TyrsSmash | TyrsCrush | TyrsSmite | TyrsRage | TyrsJudgement => K::NoText,
        DwarfChieftain | SoldierOfHel | FriggasCharm => K::Cost,
        BrothersInArms | ExpertsInArms | MastersInArms | DarkElf => K::Strength,
        Alfheim | Jotunheim | Manheim | Yggdrasil | GloriousDeath | Widespread => K::QuestCondition,
        ThorsPrimacy | HeimdallsWatch | OdinsSmite | OdinsTide | HeimdallsSight => K::OnReveal,
        HeimdallsEye | HeimdallsGaze => K::LatePlay,
        ThorsHammer | ThorsOath | ThorsAscension | LokisTrickery | LokisBackstab | LokisPoison
        | FriggasGrace | OdinsJudgement => K::OnOutcome,
        Troll | FireGiant | FriggasSuccor | ThorsDomain => K::OnInvade,
        FrostGiant | LordOfHammers | LordOfAxes | LordOfSpears => K::OnPillage,
        LokisDragons | FireDragons | EternalDragons | FriggasProtection | VolurWitch => {
            K::OnDestruction
        }
        Valkyrie | ThorsGlory | LokisBlessing | TyrsProwess | TyrsDomain | TyrsWrath => {
            K::AfterBattle
        }
        OdinsInspiration => K::OnRagnarok,
        LokisDomain | LokisEminence | LokisWrath => K::OnRelease,
        OdinsThrone => K::OnQuestPhase,
        ThorsConquest => K::AtGameEnd,
        TyrsChallenge | FriggasSacrifice | FriggasDomain => K::Action,
        SeaSerpent => K::CountsAsShip,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::base::data::catalogue;

    #[test]
    fn plain_cards_are_exactly_the_no_text_battle_cards() {
        for row in &catalogue().rows {
            let plain = row.text.starts_with("No effect beyond its +");
            assert_eq!(
                effect_kind(row.id) == EffectKind::NoText,
                plain,
                "{} ({})",
                row.name,
                row.row
            );
        }
    }
}
