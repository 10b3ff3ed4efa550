//! Request limits. A request that finds nothing (a guessed key, a wrong path) is counted against
//! its address: a bucket that refills at a steady rate, so a script guessing page keys is slowed
//! to a crawl. A request that finds a page is counted against its address *and that page* in a
//! bucket of its own, much larger: a reader stepping through a replay or watching a fast game
//! live is never stopped by their own reading, nor by a guesser sharing their address. And a
//! few live-update streams at most per address.

use std::collections::HashMap;
use std::hash::Hash;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// How many requests an address may make at once, and how many it gets back each second.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rate {
    /// The bucket's size for requests that find nothing: requests in a burst.
    pub burst: f64,
    /// Requests that find nothing given back per second.
    pub per_second: f64,
    /// Live-update streams open at once.
    pub streams: usize,
    /// The bucket's size for the requests of one page (its steps, boards, updates) from one
    /// address.
    pub page_burst: f64,
    /// Requests of one page given back per second.
    pub page_per_second: f64,
}

impl Default for Rate {
    /// 120 requests that find nothing at once, 2 more a second; 8 streams; 600 requests of one
    /// page at once and 10 more a second (a replay stepped through as fast as the arrow key
    /// repeats is two requests a step: its move and its board).
    fn default() -> Rate {
        Rate {
            burst: 120.0,
            per_second: 2.0,
            streams: 8,
            page_burst: 600.0,
            page_per_second: 10.0,
        }
    }
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

/// Keys kept before the full buckets are forgotten.
const KEPT: usize = 10_000;

/// Buckets of requests, one per key (an address, or an address and a page).
#[derive(Debug)]
pub struct Buckets<K> {
    burst: f64,
    per_second: f64,
    kept: Mutex<HashMap<K, Bucket>>,
}

impl<K: Hash + Eq + Copy> Buckets<K> {
    /// Buckets of `burst` requests, refilled at `per_second`.
    pub fn new(burst: f64, per_second: f64) -> Buckets<K> {
        Buckets {
            burst,
            per_second,
            kept: Mutex::new(HashMap::new()),
        }
    }

    /// The bucket of `key` refilled to now (a new key's is full).
    fn refilled(&self, buckets: &mut HashMap<K, Bucket>, key: K, now: Instant) -> Bucket {
        if buckets.len() >= KEPT {
            let (burst, rate) = (self.burst, self.per_second);
            buckets.retain(|_, b| b.tokens + now.duration_since(b.at).as_secs_f64() * rate < burst);
        }
        let bucket = buckets.entry(key).or_insert(Bucket {
            tokens: self.burst,
            at: now,
        });
        let refilled = now.duration_since(bucket.at).as_secs_f64() * self.per_second;
        bucket.tokens = (bucket.tokens + refilled).min(self.burst);
        bucket.at = now;
        *bucket
    }

    fn wait(&self, tokens: f64) -> u64 {
        // Rounded up: at least one second.
        let wait = (1.0 - tokens) / self.per_second;
        wait.ceil().max(1.0) as u64
    }

    /// Takes one request of `key`'s; `Err` with the seconds to wait when its bucket is empty.
    pub fn take(&self, key: K) -> Result<(), u64> {
        let now = Instant::now();
        let mut buckets = self.kept.lock().expect("the buckets are never poisoned");
        let bucket = self.refilled(&mut buckets, key, now);
        if bucket.tokens >= 1.0 {
            if let Some(b) = buckets.get_mut(&key) {
                b.tokens -= 1.0;
            }
            Ok(())
        } else {
            Err(self.wait(bucket.tokens))
        }
    }

    /// Whether `key` may make a request now, taking none: `Err` with the seconds to wait.
    pub fn check(&self, key: K) -> Result<(), u64> {
        let now = Instant::now();
        let mut buckets = self.kept.lock().expect("the buckets are never poisoned");
        let bucket = self.refilled(&mut buckets, key, now);
        if bucket.tokens >= 1.0 {
            Ok(())
        } else {
            Err(self.wait(bucket.tokens))
        }
    }
}

/// What a page's requests are counted against: the reader's address and the page (its game,
/// and whether through a personal link).
pub type PageKey = (IpAddr, i64, bool);

/// The buckets and open streams of every address.
#[derive(Debug)]
pub struct Limits {
    rate: Rate,
    /// Requests that found nothing, per address.
    pub misses: Buckets<IpAddr>,
    /// Requests of a page, per address and page.
    pub pages: Buckets<PageKey>,
    streams: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

/// A stream counted against its address until dropped.
#[derive(Debug)]
pub struct Stream {
    ip: IpAddr,
    streams: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

impl Drop for Stream {
    fn drop(&mut self) {
        let mut streams = self.streams.lock().expect("the streams are never poisoned");
        if let Some(n) = streams.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                streams.remove(&self.ip);
            }
        }
    }
}

impl Limits {
    /// Limits at `rate`.
    pub fn new(rate: Rate) -> Limits {
        Limits {
            rate,
            misses: Buckets::new(rate.burst, rate.per_second),
            pages: Buckets::new(rate.page_burst, rate.page_per_second),
            streams: Arc::default(),
        }
    }

    /// Opens a stream for `ip`, unless it has as many open as allowed.
    pub fn open_stream(&self, ip: IpAddr) -> Option<Stream> {
        let mut streams = self.streams.lock().expect("the streams are never poisoned");
        let open = streams.entry(ip).or_insert(0);
        if *open >= self.rate.streams {
            return None;
        }
        *open += 1;
        Some(Stream {
            ip,
            streams: self.streams.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_its_burst_then_waits_and_others_are_not_slowed() {
        let limits = Limits::new(Rate {
            burst: 3.0,
            per_second: 0.5,
            streams: 1,
            page_burst: 5.0,
            page_per_second: 1.0,
        });
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        for _ in 0..3 {
            assert_eq!(limits.misses.check(a), Ok(()));
            assert_eq!(limits.misses.take(a), Ok(()));
        }
        assert_eq!(limits.misses.check(a), Err(2));
        assert_eq!(limits.misses.take(a), Err(2));
        assert_eq!(limits.misses.take(b), Ok(()));
        // Reading a page is counted apart, per page.
        for _ in 0..5 {
            assert_eq!(limits.pages.take((a, 1, false)), Ok(()));
        }
        assert_eq!(limits.pages.take((a, 1, false)), Err(1));
        assert_eq!(limits.pages.take((a, 2, false)), Ok(()));
        assert_eq!(limits.pages.take((a, 1, true)), Ok(()));
        let first = limits.open_stream(a).expect("one stream");
        assert!(limits.open_stream(a).is_none());
        assert!(limits.open_stream(b).is_some());
        drop(first);
        assert!(limits.open_stream(a).is_some());
    }
}
