//! Vocabularies: the closed sets of words a player or a host chooses from (a pace, a board
//! policy, a computer level, who drafts, a leaderboard's period, a rule set). Each is declared
//! once, with `vocabulary!`: its variants, each with its slug (the stored and typed form, the
//! name of its slash-command choice, and the last part of that choice's message key), and the
//! variants a command offers. A front end offers them through [`Vocabulary`] (the Discord
//! adapter makes each a slash-command choice from it), so no front end declares a mirror.

/// A closed set of words, each with its slug.
pub trait Vocabulary: Copy + Eq + 'static {
    /// Every word, in declaration order.
    const ALL: &'static [Self];
    /// The words a command offers, in the order offered (all of them unless said otherwise).
    const OFFERED: &'static [Self];

    /// The word's slug: stored, typed, and its slash-command choice's name.
    fn slug(self) -> &'static str;

    /// The word with `slug` (exactly), if any.
    fn from_slug(slug: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|w| w.slug() == slug)
    }
}

/// Declares a vocabulary: the enum (its attributes and each variant's passed through), each
/// variant with its slug, and optionally the variants offered:
///
/// ```text
/// vocabulary! {
///     /// How long each seat has.
///     #[derive(Default)]
///     pub enum Pace { Fast = "fast", #[default] None = "none" }
///     offered [Fast, None]
/// }
/// ```
macro_rules! vocabulary {
    (
        $(#[$attr:meta])*
        pub enum $name:ident {
            $($(#[$vattr:meta])* $variant:ident = $slug:literal),* $(,)?
        }
        $(offered [$($offered:ident),* $(,)?])?
    ) => {
        $(#[$attr])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vattr])* $variant),*
        }

        impl $crate::vocabulary::Vocabulary for $name {
            const ALL: &'static [$name] = &[$($name::$variant),*];
            const OFFERED: &'static [$name] =
                $crate::vocabulary::vocabulary!(@offered $name [$($variant),*] $([$($offered),*])?);

            fn slug(self) -> &'static str {
                match self {
                    $($name::$variant => $slug),*
                }
            }
        }
    };
    (@offered $name:ident [$($variant:ident),*]) => { &[$($name::$variant),*] };
    (@offered $name:ident [$($variant:ident),*] [$($offered:ident),*]) => {
        &[$($name::$offered),*]
    };
}

pub(crate) use vocabulary;

#[cfg(test)]
mod tests {
    use super::Vocabulary;

    vocabulary! {
        /// A test's words.
        pub enum Word { One = "one", Two = "two", Three = "three" }
        offered [Three, One]
    }

    #[test]
    fn a_vocabulary_reads_back_each_slug_and_offers_what_it_says() {
        for w in Word::ALL {
            assert_eq!(Word::from_slug(w.slug()), Some(*w));
        }
        assert_eq!(Word::from_slug("four"), None);
        assert_eq!(Word::OFFERED, &[Word::Three, Word::One]);
    }
}
