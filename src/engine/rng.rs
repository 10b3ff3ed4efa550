//! The game's random numbers: a seeded ChaCha8 stream and our own small, pinned procedures on top
//! of it (seed expansion, a number below `n`, Fisher–Yates shuffles).
//!
//! A stored game is its seed plus its command log, so every shuffle must come out the same for as
//! long as the game is kept. The procedures here therefore do not go through `rand`'s
//! distributions or `SliceRandom`, whose output may change in a minor release; they are written
//! out here, bit for bit as `rand` 0.10 computed them (so the games stored by version 1 of the
//! bot replay unchanged), and the golden vectors in the tests pin them. Only the ChaCha8 block
//! function comes from a crate, and it is a published, versioned cipher.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::Rng as _;

/// The random number generator that lives in a game's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRng(ChaCha8Rng);

/// `SplitMix64`'s finaliser: a tiny, well-mixed hash, used to derive seeds of their own (the
/// random players' choices, a computer clan's decision) from a game's seed. Pinned like the rest.
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl GameRng {
    /// The generator of a game seeded with `seed`: the 32-byte ChaCha key is expanded from the
    /// seed with PCG32, four bytes at a time (the expansion `rand_core` 0.10 documents).
    pub fn from_seed(seed: u64) -> GameRng {
        let mut state = seed;
        let mut key = [0u8; 32];
        for chunk in key.chunks_exact_mut(4) {
            chunk.copy_from_slice(&pcg32(&mut state));
        }
        GameRng(<ChaCha8Rng as rand_chacha::rand_core::SeedableRng>::from_seed(key))
    }

    /// The next 32 bits of the stream.
    pub fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }

    /// A number in `0..n` (`n > 0`), by Canon's method with one extra draw when the first is
    /// biased: the same numbers as `rand` 0.10's `random_range(0..n)` for 32-bit and smaller
    /// integers.
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "a number below 0 does not exist");
        let (mut result, low) = wide_mul(self.next_u32(), n);
        if low > n.wrapping_neg() {
            let (extra, _) = wide_mul(self.next_u32(), n);
            result += u32::from(low.checked_add(extra).is_none());
        }
        result
    }

    /// Shuffles `items` in place (Durstenfeld's Fisher–Yates). Each index is drawn from a shared
    /// "chunk": a number below the product of several consecutive bounds, split by division, so
    /// that one draw serves several swaps (as `rand` 0.10's `SliceRandom::shuffle`).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        let len = items.len();
        if len <= 1 {
            return;
        }
        let len = u32::try_from(len).expect("game lists are short");
        // `n` is the number of items already placed; item `n` swaps with one in `0..=n`.
        let mut n: u32 = 0;
        let mut chunk: u32 = 0;
        // The first index is always 0, so no number is drawn for it.
        let mut remaining: u8 = 1;
        for i in 0..len {
            let bound = n + 1;
            let left = if let Some(left) = remaining.checked_sub(1) {
                left
            } else {
                let (product, count) = chunk_bound(bound);
                chunk = self.below(product);
                count - 1
            };
            let index = if left == 0 {
                chunk
            } else {
                let r = chunk % bound;
                chunk /= bound;
                r
            };
            remaining = left;
            n = bound;
            items.swap(i as usize, index as usize);
        }
    }
}

/// The high and low halves of the 64-bit product.
fn wide_mul(a: u32, b: u32) -> (u32, u32) {
    let product = u64::from(a) * u64::from(b);
    ((product >> 32) as u32, product as u32)
}

/// The largest product `m × (m+1) × … × (m+k-1)` that fits in 32 bits, and `k`.
fn chunk_bound(m: u32) -> (u32, u8) {
    let mut product = m;
    let mut next = m + 1;
    while let Some(p) = product.checked_mul(next) {
        product = p;
        next += 1;
    }
    (product, (next - m) as u8)
}

/// One step of PCG32 (XSH RR), as little-endian bytes.
fn pcg32(state: &mut u64) -> [u8; 4] {
    const MUL: u64 = 0x5851_F42D_4C95_7F2D;
    const INC: u64 = 0xA176_54E4_6FBE_17F3;
    *state = state.wrapping_mul(MUL).wrapping_add(INC);
    let s = *state;
    let xorshifted = (((s >> 18) ^ s) >> 27) as u32;
    let rot = (s >> 59) as u32;
    xorshifted.rotate_right(rot).to_le_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Golden vectors: these numbers are what every stored game was shuffled with. If this test
    /// fails, games in progress would replay differently: never change them.
    #[test]
    fn golden_vectors_pin_the_stream_the_numbers_and_the_shuffles() {
        let mut rng = GameRng::from_seed(1);
        let first: Vec<u32> = (0..4).map(|_| rng.next_u32()).collect();
        assert_eq!(
            first,
            [2_359_561_649, 1_728_662_762, 4_228_812_395, 345_245_400]
        );
        let mut rng = GameRng::from_seed(0xB100D);
        let draws: Vec<u32> = [2, 3, 5, 7, 42, 1000, u32::MAX]
            .iter()
            .map(|n| rng.below(*n))
            .collect();
        assert_eq!(draws, [1, 1, 0, 2, 26, 282, 931_989_252]);
        let mut rng = GameRng::from_seed(7);
        let mut deck: Vec<u8> = (0..42).collect();
        rng.shuffle(&mut deck);
        assert_eq!(
            deck,
            [
                27, 22, 18, 2, 25, 26, 32, 35, 40, 4, 8, 7, 14, 1, 33, 6, 16, 19, 24, 39, 5, 10,
                34, 41, 38, 28, 37, 29, 36, 12, 17, 23, 15, 0, 11, 21, 9, 13, 20, 30, 31, 3
            ]
        );
    }

    /// The games of version 1 were shuffled by `rand` 0.10 itself: our procedures give the same
    /// results for every length and bound a game uses, and many seeds.
    #[test]
    fn the_pinned_procedures_equal_rand_0_10_which_made_the_games_of_version_1() {
        use rand::seq::SliceRandom;
        use rand::{RngExt, SeedableRng};
        for seed in 0..300u64 {
            let mut ours = GameRng::from_seed(seed);
            let mut theirs = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            for len in [0usize, 1, 2, 3, 5, 8, 9, 13, 42, 63, 126] {
                let mut a: Vec<usize> = (0..len).collect();
                let mut b = a.clone();
                ours.shuffle(&mut a);
                b.shuffle(&mut theirs);
                assert_eq!(a, b, "seed {seed}, {len} items");
            }
            for players in 1..=8u8 {
                let ours = ours.below(u32::from(players));
                let theirs: u8 = theirs.random_range(0..players);
                assert_eq!(ours, u32::from(theirs), "seed {seed}, below {players}");
            }
        }
    }
}
