//! A small HTTP/1.0 client of the web companion, for the tests and the bot's load benchmark:
//! a request on a connection of its own, read to its end.

use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};

/// An HTTP answer.
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    pub fn text(&self) -> String {
        String::from_utf8(self.body.clone()).expect("the page is UTF-8")
    }
}

/// `GET path` of the web companion at `addr` (HTTP/1.0: the answer ends with the connection).
pub async fn get(addr: SocketAddr, path: &str, headers: &[(&str, &str)]) -> Answer {
    request(addr, ("GET", path), headers, None).await
}

/// `POST path` of a form's `fields` (already in their encoded form) to the web companion.
pub async fn post(addr: SocketAddr, path: &str, headers: &[(&str, &str)], fields: &str) -> Answer {
    request(addr, ("POST", path), headers, Some(fields)).await
}

/// A request to the web companion at `addr`, with a form's fields as its body.
async fn request(
    addr: SocketAddr,
    (method, path): (&str, &str),
    headers: &[(&str, &str)],
    body: Option<&str>,
) -> Answer {
    let mut stream = tokio::net::TcpStream::connect(addr)
        .await
        .expect("the web companion listens");
    let mut request = format!("{method} {path} HTTP/1.0\r\nHost: localhost\r\n");
    for (k, v) in headers {
        request.push_str(k);
        request.push_str(": ");
        request.push_str(v);
        request.push_str("\r\n");
    }
    if let Some(body) = body {
        request.push_str("Content-Type: application/x-www-form-urlencoded\r\n");
        request.push_str("Content-Length: ");
        request.push_str(&body.len().to_string());
        request.push_str("\r\n\r\n");
        request.push_str(body);
    } else {
        request.push_str("\r\n");
    }
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    tokio::time::timeout(Duration::from_secs(30), stream.read_to_end(&mut raw))
        .await
        .expect("the web companion answers")
        .unwrap();
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("an HTTP answer");
    let head = String::from_utf8_lossy(&raw[..end]).to_string();
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|s| s.parse().ok())
        .expect("a status line");
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect();
    Answer {
        status,
        headers,
        body: raw[end + 4..].to_vec(),
    }
}
