//! Request limits per address: a bucket of requests that refills at a steady rate (a reader
//! stepping through a replay is never stopped; a script guessing page keys is slowed to a crawl),
//! and a few live-update streams at most per address.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// How many requests an address may make at once, and how many it gets back each second.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rate {
    /// The bucket's size: requests in a burst.
    pub burst: f64,
    /// Requests given back per second.
    pub per_second: f64,
    /// Live-update streams open at once.
    pub streams: usize,
}

impl Default for Rate {
    /// 120 requests at once, 2 more a second, 8 streams: a page, its board, and a replay
    /// stepped through quickly fit well within it.
    fn default() -> Rate {
        Rate {
            burst: 120.0,
            per_second: 2.0,
            streams: 8,
        }
    }
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

/// Addresses kept before the full buckets are forgotten.
const KEPT: usize = 10_000;

/// The buckets and open streams of every address.
#[derive(Debug)]
pub struct Limits {
    rate: Rate,
    buckets: Mutex<HashMap<IpAddr, Bucket>>,
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
            buckets: Mutex::new(HashMap::new()),
            streams: Arc::default(),
        }
    }

    /// Takes one request of `ip`'s; `Err` with the seconds to wait when its bucket is empty.
    pub fn take(&self, ip: IpAddr) -> Result<(), u64> {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().expect("the buckets are never poisoned");
        if buckets.len() >= KEPT {
            let rate = self.rate;
            buckets.retain(|_, b| {
                b.tokens + now.duration_since(b.at).as_secs_f64() * rate.per_second < rate.burst
            });
        }
        let bucket = buckets.entry(ip).or_insert(Bucket {
            tokens: self.rate.burst,
            at: now,
        });
        let refilled = now.duration_since(bucket.at).as_secs_f64() * self.rate.per_second;
        bucket.tokens = (bucket.tokens + refilled).min(self.rate.burst);
        bucket.at = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            Ok(())
        } else {
            // Rounded up: at least one second.
            let wait = (1.0 - bucket.tokens) / self.rate.per_second;
            Err(wait.ceil().max(1.0) as u64)
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
        });
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        for _ in 0..3 {
            assert_eq!(limits.take(a), Ok(()));
        }
        assert_eq!(limits.take(a), Err(2));
        assert_eq!(limits.take(b), Ok(()));
        let first = limits.open_stream(a).expect("one stream");
        assert!(limits.open_stream(a).is_none());
        assert!(limits.open_stream(b).is_some());
        drop(first);
        assert!(limits.open_stream(a).is_some());
    }
}
