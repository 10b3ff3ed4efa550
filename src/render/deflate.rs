//! A zlib stream assembled from parts deflated apart. Every part is written with one fixed
//! Huffman code (made for our boards' and card sheets' filtered rows) as literals and runs of
//! zeros only (copies at distance 1), so a part's bits do not depend on what comes before or
//! after it: a
//! part deflated once (a stretch of a board's row, in `render::tiles`) is copied into any stream
//! that holds those bytes again, bit for bit, with its Adler-32 sums added in. Copying the bits
//! costs a few words per part; deflating them again would read every byte.

/// Code lengths of the literal/length alphabet, the same whatever the data: a Huffman code
/// (one more of each symbol counted, so that any byte may be written) of how often each symbol
/// appears when the filtered rows of 60 boards and card sheets of every rule set, player count
/// and language (`bloodrage-bot render`, from 20 to 160 commands in) are written as this module
/// writes them. Palette indices have no order, so a filtered byte is rarely a small number: most
/// literals take 8 to 10 bits, zero 2, and runs of zeros are common. Against fdeflate's table
/// (made for filtered RGB rows, where small values either side of zero are most of the bytes),
/// the same boards are 18 % smaller and card sheets 15 %.
const LENGTHS: [u8; 286] = [
    2, 8, 8, 8, 6, 8, 8, 8, 8, 8, 8, 8, 8, 7, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 9, 8, 8, 8, 9,
    8, 8, 8, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 8, 9, 9, 9, 9, 8, 9, 9, 9, 9, 9, 9, 10, 9, 10, 9, 10, 9,
    10, 9, 9, 10, 10, 10, 9, 10, 10, 9, 9, 10, 10, 9, 9, 9, 10, 10, 10, 10, 10, 9, 10, 10, 10, 9,
    9, 9, 10, 10, 10, 10, 10, 10, 10, 9, 9, 10, 11, 9, 10, 10, 10, 10, 10, 9, 10, 10, 10, 10, 10,
    10, 10, 10, 10, 10, 10, 10, 9, 10, 10, 10, 9, 10, 10, 10, 10, 10, 9, 10, 10, 10, 10, 10, 10,
    10, 10, 10, 9, 10, 10, 9, 9, 10, 9, 9, 10, 10, 10, 10, 10, 9, 10, 10, 9, 9, 9, 10, 10, 10, 10,
    9, 9, 9, 9, 9, 10, 10, 9, 9, 10, 10, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 10, 9, 9, 9, 9, 9, 9, 9,
    9, 9, 9, 9, 8, 9, 9, 9, 8, 8, 9, 8, 8, 9, 8, 9, 9, 8, 9, 9, 8, 9, 8, 8, 9, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 7, 8, 8, 7, 8, 8, 7, 8, 8, 8, 8, 8, 8, 8, 8, 8, 13,
    13, 12, 7, 8, 8, 8, 8, 8, 7, 8, 8, 8, 7, 8, 8, 8, 8, 8, 8, 6, 8, 9, 9, 9, 8, 8, 9, 10, 5,
];

/// The zlib header (no dictionary, fastest) and the header of one final dynamic block declaring
/// [`LENGTHS`] and a single distance code of one bit (distance 1), without run-length codes:
/// [`HEADER_BITS`] bits, the last byte's high bits unused. The tests check that fdeflate's
/// decoder reads our streams (and so this header declares these lengths).
const HEADER: [u8; HEADER_BITS.div_ceil(8)] = [
    120, 1, 237, 192, 1, 64, 147, 101, 195, 168, 225, 27, 120, 1, 0, 6, 0, 0, 128, 128, 128, 170,
    170, 162, 138, 170, 102, 102, 90, 89, 90, 106, 85, 86, 106, 85, 165, 125, 86, 101, 85, 85, 149,
    149, 85, 89, 85, 149, 165, 105, 85, 150, 90, 165, 106, 105, 169, 170, 170, 169, 170, 170, 168,
    32, 136, 162, 8, 2, 0, 0, 0, 0, 48, 24, 12, 0, 128, 115, 254, 1, 48, 96, 0, 240, 162, 130, 61,
    23,
];

const HEADER_BITS: usize = 702;

/// The canonical Huffman code of each symbol, bits reversed (deflate sends a code's first bit
/// first, and we write the lowest bit first).
const CODES: [u16; 286] = codes(&LENGTHS);

const fn codes(lengths: &[u8; 286]) -> [u16; 286] {
    let mut codes = [0u16; 286];
    let mut code = 0u32;
    let mut length = 1;
    while length <= 15 {
        let mut symbol = 0;
        while symbol < lengths.len() {
            if lengths[symbol] == length {
                codes[symbol] = (code as u16).reverse_bits() >> (16 - length);
                code += 1;
            }
            symbol += 1;
        }
        code <<= 1;
        length += 1;
    }
    assert!(code == 1 << 16, "the lengths make a complete code");
    codes
}

/// Each copy length's symbol and extra bits (at index length − 3, RFC 1951 §3.2.5). Every
/// symbol's first length less 3 is a multiple of two to its extra bits, so the extra bits are
/// the low bits of length − 3.
const COPIES: [(u16, u8); 256] = {
    const FIRST: [u16; 29] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
        131, 163, 195, 227, 258,
    ];
    const EXTRA: [u8; 29] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ];
    let mut table = [(0, 0); 256];
    let mut s = 0;
    while s < 29 {
        let end = if s + 1 < 29 { FIRST[s + 1] } else { 259 };
        let mut length = FIRST[s];
        while length < end {
            table[length as usize - 3] = (257 + s as u16, EXTRA[s]);
            length += 1;
        }
        s += 1;
    }
    table
};

/// Adler-32's modulus.
const MODULUS: u64 = 65521;

/// Bits written lowest first, as deflate packs them, into 64-bit words.
#[derive(Default)]
struct Bits {
    words: Vec<u64>,
    /// The bits not yet in a word, and how many.
    pending: u64,
    count: u32,
}

impl Bits {
    /// Writes the `count` low bits of `bits` (fewer than 64; the bits above them are zero).
    #[inline]
    fn put(&mut self, bits: u64, count: u32) {
        debug_assert!(count < 64 && bits >> count == 0);
        self.pending |= bits << self.count;
        self.count += count;
        if self.count >= 64 {
            self.words.push(self.pending);
            self.count -= 64;
            // The bits of `bits` that did not fit (none when it ended the word: shifted out).
            self.pending = bits >> (count - self.count);
        }
    }

    /// Writes 64 bits.
    #[inline]
    fn word(&mut self, word: u64) {
        if self.count == 0 {
            self.words.push(word);
        } else {
            self.words.push(self.pending | word << self.count);
            self.pending = word >> (64 - self.count);
        }
    }

    #[inline]
    fn literal(&mut self, byte: u8) {
        let symbol = usize::from(byte);
        self.put(u64::from(CODES[symbol]), u32::from(LENGTHS[symbol]));
    }

    /// Writes a run of `run` zeros (at least one): a literal zero, then copies of the byte
    /// before at distance 1 (whose one-bit distance code is a zero bit), or literal zeros when
    /// those are shorter.
    fn zeros(&mut self, run: u32) {
        self.literal(0);
        let mut rest = run - 1;
        while rest >= 258 {
            self.put(u64::from(CODES[285]), u32::from(LENGTHS[285]) + 1);
            rest -= 258;
        }
        if rest > 4 {
            let (symbol, extra) = COPIES[rest as usize - 3];
            let symbol = usize::from(symbol);
            self.put(u64::from(CODES[symbol]), u32::from(LENGTHS[symbol]));
            let extra = u32::from(extra);
            self.put(u64::from((rest - 3) & ((1 << extra) - 1)), extra + 1);
        } else {
            // Literal zeros: their code is all zero bits.
            self.put(0, rest * u32::from(LENGTHS[0]));
        }
    }

    /// Deflates `bytes`: literals, and runs of zeros.
    fn bytes(&mut self, bytes: &[u8]) {
        let mut run = 0;
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            if chunk == [0; 8] {
                // Eight zeros at a time: most of a board's filtered rows.
                run += 8;
                continue;
            }
            for &byte in chunk {
                self.byte(&mut run, byte);
            }
        }
        for &byte in chunks.remainder() {
            self.byte(&mut run, byte);
        }
        if run > 0 {
            self.zeros(run);
        }
    }

    /// The next byte: a zero lengthens the `run` of zeros; another byte ends it and is written.
    #[inline]
    fn byte(&mut self, run: &mut u32, byte: u8) {
        if byte == 0 {
            *run += 1;
        } else {
            if *run > 0 {
                self.zeros(*run);
                *run = 0;
            }
            self.literal(byte);
        }
    }

    /// Bits written so far.
    fn len(&self) -> u64 {
        self.words.len() as u64 * 64 + u64::from(self.count)
    }
}

/// Parts of a stream's data, each deflated on its own ([`Parts::part`]) and copied into streams
/// by [`Stream::part`].
#[derive(Default)]
pub struct Parts {
    words: Vec<u64>,
    parts: Vec<Part>,
}

/// Where a part's bits start (a word of `Parts::words`) and how many there are; how many bytes
/// it holds, their sum and the sum of their running sums (each byte counted once per byte from
/// it to the end), modulo Adler-32's modulus.
#[derive(Clone, Copy)]
struct Part {
    word: u32,
    bits: u32,
    len: u32,
    sum: u32,
    sums: u32,
}

impl Parts {
    /// Deflates `bytes` as the next part.
    pub fn part(&mut self, bytes: &[u8]) {
        let mut bits = Bits {
            words: std::mem::take(&mut self.words),
            ..Bits::default()
        };
        let word = bits.words.len();
        bits.bytes(bytes);
        let count = bits.len() - word as u64 * 64;
        if bits.count > 0 {
            bits.words.push(bits.pending);
        }
        self.words = bits.words;
        let (sum, sums) = sums(bytes);
        self.parts.push(Part {
            word: u32::try_from(word).expect("a part under 32 GB"),
            bits: u32::try_from(count).expect("a part under 512 MB"),
            len: u32::try_from(bytes.len()).expect("a part under 4 GB"),
            sum,
            sums,
        });
    }

    /// The parts' bytes of memory.
    pub fn size(&self) -> usize {
        self.words.len() * 8 + self.parts.len() * std::mem::size_of::<Part>()
    }
}

/// The sum of `bytes` and the sum of their running sums (each byte counted once per byte from it
/// to the end), modulo Adler-32's modulus.
fn sums(bytes: &[u8]) -> (u32, u32) {
    // Adler-32 from 1 and 0 gives 1 + the sum, and the length + the sum of running sums.
    let adler = simd_adler32::adler32(&bytes);
    let len = bytes.len() as u64 % MODULUS;
    let sum = (u64::from(adler & 0xFFFF) + MODULUS - 1) % MODULUS;
    let sums = (u64::from(adler >> 16) + MODULUS - len) % MODULUS;
    (sum as u32, sums as u32)
}

/// A zlib stream being written: its header, then [`Stream::part`]s, then [`Stream::finish`].
pub struct Stream {
    bits: Bits,
    /// Adler-32's two sums of the data so far.
    sum: u64,
    sums: u64,
}

impl Stream {
    /// A stream that will hold about `bytes` bytes once deflated.
    pub fn new(bytes: usize) -> Stream {
        let mut bits = Bits {
            words: Vec::with_capacity(bytes / 8 + 1),
            ..Bits::default()
        };
        for &byte in &HEADER[..HEADER_BITS / 8] {
            bits.put(u64::from(byte), 8);
        }
        if !HEADER_BITS.is_multiple_of(8) {
            bits.put(u64::from(HEADER[HEADER_BITS / 8]), (HEADER_BITS % 8) as u32);
        }
        Stream {
            bits,
            sum: 1,
            sums: 0,
        }
    }

    /// Copies part `index` of `parts` into the stream.
    #[inline]
    pub fn part(&mut self, parts: &Parts, index: usize) {
        let part = parts.parts[index];
        let from = part.word as usize;
        let (whole, rest) = (part.bits as usize / 64, part.bits % 64);
        for &word in &parts.words[from..from + whole] {
            self.bits.word(word);
        }
        if rest > 0 {
            self.bits.put(parts.words[from + whole], rest);
        }
        self.add(part.len, part.sum, part.sums);
    }

    /// Deflates `bytes` into the stream.
    pub fn bytes(&mut self, bytes: &[u8]) {
        if bytes.is_empty() {
            return;
        }
        self.bits.bytes(bytes);
        let (sum, sums) = sums(bytes);
        self.add(
            u32::try_from(bytes.len()).expect("under 4 GB at a time"),
            sum,
            sums,
        );
    }

    /// Adds to the Adler-32 sums `len` bytes of this sum and sum of running sums.
    fn add(&mut self, len: u32, sum: u32, sums: u32) {
        self.sums = (self.sums + u64::from(len) * self.sum + u64::from(sums)) % MODULUS;
        self.sum = (self.sum + u64::from(sum)) % MODULUS;
    }

    /// The stream: the end of the block, then the data's Adler-32.
    pub fn finish(mut self) -> Vec<u8> {
        self.bits
            .put(u64::from(CODES[256]), u32::from(LENGTHS[256]));
        let bytes = self.bits.len().div_ceil(8) as usize;
        let mut out: Vec<u8> = Vec::with_capacity(bytes + 4);
        for word in &self.bits.words {
            out.extend_from_slice(&word.to_le_bytes());
        }
        out.extend_from_slice(&self.bits.pending.to_le_bytes());
        out.truncate(bytes);
        out.extend_from_slice(&((self.sums << 16 | self.sum) as u32).to_be_bytes());
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bytes like a board's filtered rows: long runs of zeros (of every length up to past a
    /// copy's longest), small values either side of zero, and some of every value.
    fn sample(seed: u64, len: usize) -> Vec<u8> {
        let mut state = seed | 1;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut bytes = Vec::with_capacity(len);
        while bytes.len() < len {
            let r = next();
            match r % 4 {
                0 => bytes.extend(std::iter::repeat_n(0, (r >> 8) as usize % 600)),
                1 => bytes.push((r >> 8) as u8),
                _ => bytes.push((((r >> 8) % 7) as u8).wrapping_sub(3)),
            }
        }
        bytes.truncate(len);
        bytes
    }

    /// A stream of parts cut anywhere (empty, a byte, long, ending in zeros or not) and of bytes
    /// deflated between them decodes, its checksum checked, to the parts' bytes in the order they
    /// were copied (some of them twice) and those bytes.
    #[test]
    fn a_stream_of_parts_decodes_to_their_bytes() {
        let data = sample(7, 40_000);
        let cuts = [
            0, 0, 1, 2, 9, 300, 301, 4_000, 4_600, 11_111, 25_000, 40_000,
        ];
        let mut parts = Parts::default();
        for pair in cuts.windows(2) {
            parts.part(&data[pair[0]..pair[1]]);
        }
        let order = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 4, 6, 9, 3];
        let mut stream = Stream::new(0);
        let mut expected = Vec::new();
        for &i in &order {
            stream.part(&parts, i);
            expected.extend_from_slice(&data[cuts[i]..cuts[i + 1]]);
            // Bytes deflated into the stream itself, between parts.
            let bytes = &data[cuts[i] / 2..cuts[i] / 2 + i * 7];
            stream.bytes(bytes);
            expected.extend_from_slice(bytes);
        }
        let zlib = stream.finish();
        let decoded = fdeflate::decompress_to_vec(&zlib).expect("a valid zlib stream");
        assert_eq!(decoded, expected);
        assert!(zlib.len() < expected.len() / 2, "{} bytes", zlib.len());
        // A wrong checksum is refused: the decoder reads it.
        let mut broken = zlib.clone();
        *broken.last_mut().unwrap() ^= 1;
        assert!(fdeflate::decompress_to_vec(&broken).is_err());
    }

    /// An empty stream is a valid one.
    #[test]
    fn a_stream_of_no_parts_decodes_to_nothing() {
        let zlib = Stream::new(0).finish();
        assert_eq!(
            fdeflate::decompress_to_vec(&zlib).unwrap(),
            Vec::<u8>::new()
        );
    }
}
