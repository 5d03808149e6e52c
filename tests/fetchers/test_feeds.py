"""The fetch stage against a real HTTP server on 127.0.0.1.

The same three articles are published as RSS 0.91, RSS 1.0, RSS 2.0, Atom and
JSON Feed 1.0 and 1.1 (tests/data/feeds/) by `news.test.example`, a host name that
`resolve` maps to the local server, so the feeds' absolute links work unchanged.
"""

from __future__ import annotations

import gzip
import json
import logging
import re
import socket
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import lxml.etree
import pytest

from pipeline.config import Source, parse_config
from pipeline.fetchers import FetchResult, FetchSettings, fetch_all
from pipeline.run import run, to_article

# Tests need no politeness delay and only short backoffs; the defaults are for real hosts.
FAST = FetchSettings(min_delay=0, backoff=0.05)

FEEDS = Path(__file__).resolve().parent.parent / "data" / "feeds"
HOST = "news.test.example"


@dataclass(frozen=True)
class Post:
    path: str
    title: str
    feed_text: str  # what the feeds say about the post
    body: str  # the post's own page

    @property
    def url(self) -> str:
        return f"http://{HOST}{self.path}"

    @property
    def page(self) -> bytes:
        return (
            f'<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
            f"<title>{self.title} | Tidewater Engineering</title></head>\n"
            f"<body><article><h1>{self.title}</h1>\n<p>{self.body}</p></article></body></html>\n"
        ).encode()


POSTS = (
    Post(
        "/posts/cold-starts.html",
        "Cold starts cut from 2.4 s to 0.9 s",
        "Feed text: lazy module loading cut median cold starts by 62%.",
        "On October 20 we switched the API workers to lazy module loading. The median cold "
        "start fell from 2.4 s to 0.9 s, and memory per worker from 410 MB to 260 MB.",
    ),
    Post(
        "/posts/postmortem-1019.html",
        "Postmortem: 23 minutes of elevated errors",
        "Feed text: an expired certificate on one load balancer caused 4.1% of requests to fail.",
        "On October 19, from 14:02 to 14:25 UTC, 4.1% of API requests failed because the "
        "certificate of one of our six load balancers had expired.",
    ),
    Post(
        "/posts/release-3-2.html",
        "Release 3.2 ships ARM64 builds",
        "Feed text: release 3.2 adds ARM64 builds and drops Python 3.9.",
        "Release 3.2, out on October 22, adds ARM64 builds for Linux and macOS and drops "
        "support for Python 3.9, which reached its end of life last year.",
    ),
)
DATES = ("2026-10-20", "2026-10-21", "2026-10-22")

# (file under tests/data/feeds, path it is served at, media type, dates the entries carry)
FORMATS = {
    "rss-0.91": ("rss091.xml", "/feeds/rss091.xml", "application/rss+xml", (None, None, None)),
    "rss-1.0": ("rss10.rdf", "/feeds/rss10.rdf", "application/rdf+xml", DATES),
    "rss-2.0": ("rss20.xml", "/feeds/rss20.xml", "application/rss+xml; charset=utf-8", DATES),
    "atom": ("atom.xml", "/atom.xml", "application/atom+xml", DATES),
    "atom-xml-base": (
        "atom-xml-base.xml",
        "/feeds/atom-xml-base.xml",
        "application/atom+xml",
        DATES,
    ),
    "json-feed-1.0": (
        "jsonfeed-1.0.json",
        "/feeds/jsonfeed-1.0.json",
        "application/feed+json",
        DATES,
    ),
    "json-feed-1.1": ("jsonfeed-1.1.json", "/feeds/jsonfeed-1.1.json", "application/json", DATES),
}


def source(source_id: str, url: str, kind: str = "feed") -> Source:
    """A source as sources.yaml would give it."""
    yaml = "site: {title: T, base_url: 'https://digest.example/'}\nsources:\n"
    yaml += f"  - {{id: {source_id}, url: '{url}', kind: {kind}}}\n"
    return parse_config(yaml).sources[0]


def resolve(server) -> dict[str, str]:
    return {HOST: f"127.0.0.1:{server.port}"}


def publish_posts(server, *, skip: str | None = None) -> None:
    for post in POSTS:
        if post.path != skip:
            server.add(post.path, post.page)


def fetch_feed(server, name: str, *, source_id: str = "tidewater") -> FetchResult:
    """Serve feed format `name` with its three posts and fetch it."""
    file, path, media_type, _ = FORMATS[name]
    server.add(path, (FEEDS / file).read_bytes(), media_type)
    [result] = fetch_all(
        settings=FAST, sources=[source(source_id, f"http://{HOST}{path}")], resolve=resolve(server)
    )
    return result


def fetch_one(server, body: bytes | str, content_type: str, status: int = 200) -> FetchResult:
    """Serve `body` at a feed URL and fetch it as source `broken-feed`."""
    server.add("/feed.xml", body, content_type, status=status)
    [result] = fetch_all(
        settings=FAST,
        sources=[source("broken-feed", f"http://{HOST}/feed.xml")],
        resolve=resolve(server),
    )
    return result


def unused_port() -> int:
    """A port on 127.0.0.1 that nothing listens on (bound, read, closed)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def assert_one_line(reason: str | None) -> None:
    assert reason, "an error status needs a reason"
    assert len(reason.splitlines()) == 1 and reason.isprintable(), repr(reason)


# --- the formats ------------------------------------------------------------------


@pytest.mark.parametrize("name", FORMATS)
def test_every_entry_is_followed_to_its_page(http_server, name):
    """Each feed gives the three posts, in feed order, each with its own page's HTML."""
    publish_posts(http_server)

    result = fetch_feed(http_server, name)

    assert result.status.status == "ok" and result.status.items == 3
    assert [e.title for e in result.entries] == [p.title for p in POSTS]
    assert [e.body for e in result.entries] == [p.page for p in POSTS]
    assert [e.source_id for e in result.entries] == ["tidewater"] * 3
    assert [r.url for r in result.responses[1:]] == [p.url for p in POSTS]
    expected = ["/robots.txt", FORMATS[name][1], *(p.path for p in POSTS)]  # robots.txt first, once
    assert sorted(http_server.hits) == sorted(expected)


@pytest.mark.parametrize("name", FORMATS)
def test_relative_links_resolve_to_absolute_urls(http_server, name):
    """Absolute, root-relative, `../` and xml:base-relative links all land on /posts/."""
    publish_posts(http_server)

    result = fetch_feed(http_server, name)

    assert [e.url for e in result.entries] == [
        "http://news.test.example/posts/cold-starts.html",
        "http://news.test.example/posts/postmortem-1019.html",
        "http://news.test.example/posts/release-3-2.html",
    ]


@pytest.mark.parametrize("name", FORMATS)
def test_entry_dates_become_iso_dates(http_server, name):
    """pubDate, dc:date, Atom published (else updated) → Entry.published; RSS 0.91 has none."""
    publish_posts(http_server)

    result = fetch_feed(http_server, name)

    assert tuple(e.published for e in result.entries) == FORMATS[name][3]


def test_feed_dates_keep_the_publishers_calendar_day(http_server):
    """A feed date keeps the publisher's calendar day, not the UTC one.

    A Chinese outlet's post of 2026-10-23 01:30 +08:00 is dated 2026-10-23 (in UTC
    it is still the 22nd), as the same page fetched as a `page` source is (htmldate
    keeps the local day); a US post of 2026-10-25 21:00 -05:00 stays on the 25th, in
    the edition it was published for.
    """
    http_server.add(
        "/feed.xml",
        """<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>Mixed</title><link>http://news.test.example/</link>
<item><title>Shanghai, early morning</title><link>/posts/a.html</link>
<pubDate>Fri, 23 Oct 2026 01:30:00 +0800</pubDate></item>
<item><title>Chicago, late evening</title><link>/posts/b.html</link>
<pubDate>Sun, 25 Oct 2026 21:00:00 -0500</pubDate></item>
</channel></rss>""",
        "application/rss+xml",
    )
    http_server.add("/posts/a.html", "<html><body><p>Posted in Shanghai.</p></body></html>")
    http_server.add("/posts/b.html", "<html><body><p>Posted in Chicago.</p></body></html>")

    [result] = fetch_all(
        settings=FAST,
        sources=[source("mixed", f"http://{HOST}/feed.xml")],
        resolve=resolve(http_server),
    )

    assert [e.published for e in result.entries] == ["2026-10-23", "2026-10-25"]


# --- JSON Feed --------------------------------------------------------------------


@pytest.mark.parametrize("content_type", ["text/plain; charset=utf-8", "application/octet-stream"])
def test_json_feed_under_a_generic_label_is_read_with_a_warning(http_server, caplog, content_type):
    """A JSON Feed served as text or bytes is known by its `{` and its jsonfeed.org version."""
    publish_posts(http_server)
    http_server.add("/feed", (FEEDS / "jsonfeed-1.1.json").read_bytes(), content_type)

    with caplog.at_level(logging.WARNING, logger="pipeline"):
        [result] = fetch_all(
            settings=FAST,
            sources=[source("tidewater", f"http://{HOST}/feed")],
            resolve=resolve(http_server),
        )

    assert result.status.status == "ok"
    assert [e.url for e in result.entries] == [p.url for p in POSTS]
    assert [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING] == [
        f"tidewater: feed is readable, but {content_type} is not a JSON media type"
    ]


def test_json_feed_items_without_a_url_are_skipped_with_a_warning_each(http_server, caplog):
    """A note without a page of its own is not followed to its `external_url`, someone
    else's page; a url that is not a string and an item that is not an object are skipped."""
    publish_posts(http_server)
    http_server.add(
        "/feed.json", (FEEDS / "jsonfeed-faulty-items.json").read_bytes(), "application/feed+json"
    )

    with caplog.at_level(logging.WARNING, logger="pipeline"):
        [result] = fetch_all(
            settings=FAST,
            sources=[source("tidewater", f"http://{HOST}/feed.json")],
            resolve=resolve(http_server),
        )

    assert (result.status.status, result.status.items) == ("ok", 1)
    assert [(e.url, e.title, e.published) for e in result.entries] == [
        (POSTS[0].url, POSTS[0].title, "2026-10-20")
    ]
    assert [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING] == [
        "tidewater: skipping JSON Feed item 1: it has no url",
        "tidewater: skipping JSON Feed item 2: its url is not a string",
        "tidewater: skipping JSON Feed item 3: it is not an object",
    ]
    assert not any("elsewhere" in hit for hit in http_server.hits)


# --- entries and feeds that are not quite right ---------------------------------


def _respond_500(handler: BaseHTTPRequestHandler) -> None:
    handler.send_error(500)


@pytest.mark.parametrize(
    "broken_page",
    [
        pytest.param(None, id="404"),
        pytest.param(_respond_500, id="500"),
        pytest.param((200, {"Content-Type": "text/html"}, b""), id="empty"),
        pytest.param((200, {"Content-Type": "image/png"}, b"\x89PNG\r\n\x1a\n"), id="png"),
    ],
)
def test_entry_whose_page_fails_keeps_the_feed_text(http_server, broken_page):
    """A post whose page cannot be read is still an entry, made of the feed's own text."""
    publish_posts(http_server, skip="/posts/postmortem-1019.html")
    if broken_page is not None:
        http_server.routes["/posts/postmortem-1019.html"] = broken_page

    result = fetch_feed(http_server, "rss-2.0")

    assert result.status.status == "ok" and result.status.items == 3
    postmortem = result.entries[1]
    assert postmortem.url == "http://news.test.example/posts/postmortem-1019.html"
    assert postmortem.title == "Postmortem: 23 minutes of elevated errors"
    assert postmortem.body.decode() == POSTS[1].feed_text
    assert postmortem.content_type.startswith("text/html")
    assert postmortem.published == "2026-10-21"
    assert [e.body for e in (result.entries[0], result.entries[2])] == [
        POSTS[0].page,
        POSTS[2].page,
    ]
    assert postmortem.url not in [r.url for r in result.responses]


def test_malformed_but_recoverable_feed_still_yields_entries(http_server, caplog):
    """Unescaped `&` in titles makes the XML invalid; the entries are still read."""
    http_server.add(
        "/feed.xml",
        """<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>Tidewater Q&A</title><link>http://news.test.example/</link>
<item><title>Q&A: cold starts & lazy loading</title><link>/posts/cold-starts.html</link>
<pubDate>Tue, 20 Oct 2026 14:00:00 +0200</pubDate></item>
<item><title>Postmortem: R&D cluster certificates</title><link>/posts/postmortem-1019.html</link>
<pubDate>Wed, 21 Oct 2026 09:15:00 GMT</pubDate></item>
</channel></rss>""",
        "application/rss+xml",
    )
    publish_posts(http_server)

    with caplog.at_level(logging.WARNING, logger="pipeline"):
        [result] = fetch_all(
            settings=FAST,
            sources=[source("tidewater", f"http://{HOST}/feed.xml")],
            resolve=resolve(http_server),
        )

    assert result.status.status == "ok" and result.status.items == 2
    assert [e.url for e in result.entries] == [POSTS[0].url, POSTS[1].url]
    assert [e.published for e in result.entries] == ["2026-10-20", "2026-10-21"]
    assert "&" in result.entries[0].title and "lazy loading" in result.entries[0].title
    assert any(
        "tidewater: feed is malformed but readable" in r.getMessage() for r in caplog.records
    )


@pytest.mark.parametrize(
    ("body", "content_type", "expected"),
    [
        pytest.param(
            "<!doctype html>\n<html><head><title>Tidewater</title></head>"
            '<body><h1>Blog</h1><a href="/posts/cold-starts.html">Cold starts</a></body></html>',
            "text/html; charset=utf-8",
            "is an HTML page, not a feed",
            id="html-page",
        ),
        pytest.param(b"", "application/rss+xml", "empty response", id="empty-body"),
        pytest.param(
            b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)),
            "image/png",
            "is a PNG image, not a feed",
            id="binary-png",
        ),
        pytest.param(
            gzip.compress((FEEDS / "rss20.xml").read_bytes()),
            "application/rss+xml",
            "is gzip data, not a feed",
            id="gzip-without-content-encoding",
        ),
        pytest.param(
            "Service temporarily unavailable. Please try again later.\n",
            "text/plain",
            "not RSS or Atom, not a feed",
            id="plain-text",
        ),
        pytest.param(
            '{"version": "https://jsonfeed.org/version/1.1", "items": [{"url": "/posts/a.html"',
            "application/feed+json",
            "is not valid JSON, not a feed (",
            id="json-feed-cut-short",
        ),
        pytest.param(
            '{"type": "FeatureCollection", "features": []}',
            "application/json",
            "is JSON but not a JSON Feed (no jsonfeed.org version)",
            id="json-not-a-feed",
        ),
        pytest.param(
            '{"version": "https://jsonfeed.org/version/1.1", "items": {"url": "/posts/a.html"}}',
            "application/feed+json",
            "is JSON but not a JSON Feed (no items array)",
            id="json-feed-items-not-an-array",
        ),
        pytest.param(
            '{"status": "down", "retry": 60}',
            "text/plain",
            "is JSON but not a JSON Feed (no jsonfeed.org version)",
            id="json-status-as-text",
        ),
    ],
)
def test_what_is_not_a_feed_is_an_error(http_server, caplog, body, content_type, expected):
    """HTML, nothing or bytes at a feed URL: status error, one line naming URL and problem."""
    with caplog.at_level(logging.INFO, logger="pipeline"):
        result = fetch_one(http_server, body, content_type)

    assert result.status.id == "broken-feed"
    assert result.status.status == "error" and result.status.items == 0
    assert result.entries == ()
    assert_one_line(result.status.error)
    assert expected in result.status.error
    assert "http://news.test.example/feed.xml" in result.status.error
    logged = [r.getMessage() for r in caplog.records if r.name == "pipeline.fetchers"]
    assert logged == [f"broken-feed: {result.status.error}"]


def test_truncated_feed_is_an_error(http_server):
    """A feed cut off mid-item is an error, not "ok with 0 items".

    feedparser recognises `<rss version="2.0">`, finds no complete entry and flags
    the document as malformed; without this, a source that stopped working would
    look exactly like a quiet week.
    """
    result = fetch_one(
        http_server,
        '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel>'
        "<title>Tidewater Engineering</title><item><title>Cold starts cut from 2.4 s",
        "application/rss+xml",
    )

    assert result.status.status == "error", result.status
    assert_one_line(result.status.error)


def test_well_formed_feed_without_items_is_ok(http_server):
    """A valid feed that simply has no items is not an error: status ok, 0 items."""
    result = fetch_one(
        http_server,
        '<?xml version="1.0"?><rss version="2.0"><channel><title>Quiet</title>'
        "<link>http://news.test.example/</link><description>Nothing yet</description>"
        "</channel></rss>",
        "application/rss+xml",
    )

    assert (result.status.status, result.status.items, result.status.error) == ("ok", 0, None)


def test_well_formed_feed_without_items_served_as_html_is_ok_with_a_warning(http_server, caplog):
    """A wrong media type is a warning, not a broken feed: the feed is whole, only quiet."""
    with caplog.at_level(logging.WARNING, logger="pipeline"):
        result = fetch_one(
            http_server,
            '<?xml version="1.0"?><rss version="2.0"><channel><title>Quiet</title>'
            "<link>http://news.test.example/</link></channel></rss>",
            "text/html; charset=utf-8",
        )

    assert (result.status.status, result.status.items, result.status.error) == ("ok", 0, None)
    assert [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING] == [
        "broken-feed: feed is readable, but text/html; charset=utf-8 is not an XML media type"
    ]


@pytest.mark.parametrize("content_type", ["application/rss+xml", "text/xml"])
def test_gbk_feed_that_declares_no_charset_is_detected(http_server, content_type):
    """No encoding in the XML declaration, no charset in the Content-Type: the bytes are GBK,
    found out as an undeclared page's are, not read as Windows-1252 mojibake."""
    publish_posts(http_server)
    http_server.add("/feed.xml", (FEEDS / "rss20-gbk-undeclared.xml").read_bytes(), content_type)

    [result] = fetch_all(
        settings=FAST,
        sources=[source("suanli", f"http://{HOST}/feed.xml")],
        resolve=resolve(http_server),
    )

    assert [(e.title, e.summary) for e in result.entries] == [
        (
            "国产推理芯片量产，良率提升至百分之七十",
            "据厂商介绍，新一代推理芯片已于本周进入量产阶段，月产能达到两万片。",
        ),
        (
            "数据中心故障复盘：证书过期导致服务中断二十三分钟",
            "运维团队表示，一台负载均衡器的证书过期，约百分之四的请求失败。",
        ),
    ]
    assert [e.url for e in result.entries] == [POSTS[0].url, POSTS[1].url]


def test_a_guid_is_the_link_only_where_the_item_has_none_and_it_is_a_permalink(http_server):
    """`<guid isPermaLink="false">` is an identifier even when it looks like a URL; a guid
    with isPermaLink="true" or none stands in for a missing `<link>`."""
    publish_posts(http_server)
    http_server.add("/feed.xml", (FEEDS / "rss20-guids.xml").read_bytes(), "application/rss+xml")

    [result] = fetch_all(
        settings=FAST,
        sources=[source("tidewater", f"http://{HOST}/feed.xml")],
        resolve=resolve(http_server),
    )

    assert [e.url for e in result.entries] == [p.url for p in POSTS]
    assert not any(hit.startswith("/internal/") for hit in http_server.hits)


def dated_page(title: str, day: str) -> str:
    return (
        f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{title}</title>'
        f'<meta property="article:published_time" content="{day}T09:00:00+00:00"></head>'
        f"<body><article><h1>{title}</h1><p>{title}: the numbers, the causes and what we "
        f"changed, in the team's own words.</p></article></body></html>"
    )


def test_impossible_feed_dates_are_no_dates_and_the_pages_own_date_stands(http_server):
    """Month 13, year 1, 1990 and 2999 are no feed dates: the entry has none, and the page's
    own date is the article's, where a feed date would otherwise win."""
    own_days = {
        "/posts/cold-starts.html": "2026-10-20",
        "/posts/postmortem-1019.html": "2026-10-21",
        "/posts/release-3-2.html": "2026-10-22",
        "/posts/release-3-3.html": "2026-10-23",
        "/posts/release-4-0.html": "2026-10-24",
    }
    for path, day in own_days.items():
        http_server.add(path, dated_page(f"Post {path}", day))
    http_server.add(
        "/feed.xml", (FEEDS / "rss20-impossible-dates.xml").read_bytes(), "application/rss+xml"
    )
    feed_source = source("tidewater", f"http://{HOST}/feed.xml")

    [result] = fetch_all(settings=FAST, sources=[feed_source], resolve=resolve(http_server))

    assert [e.published for e in result.entries] == [None] * 5
    articles = [to_article(e, feed_source, fetched_on="2026-12-01") for e in result.entries]
    assert [a.published for a in articles] == list(own_days.values())


def test_bare_ampersands_stay_single_ampersands(http_server, caplog):
    """`AT&T & Verizon` unescaped in a feed reads as written, not as `AT&T; & Verizon`; the
    `&` of a CDATA section and of an escaped `&amp;` stay one `&` each."""
    publish_posts(http_server)
    http_server.add("/posts/cold-starts.html?from=rss&id=1", POSTS[0].page)
    http_server.add(
        "/feed.xml", (FEEDS / "rss20-bare-ampersands.xml").read_bytes(), "application/rss+xml"
    )

    with caplog.at_level(logging.WARNING, logger="pipeline"):
        [result] = fetch_all(
            settings=FAST,
            sources=[source("carrier", f"http://{HOST}/feed.xml")],
            resolve=resolve(http_server),
        )

    assert [(e.title, e.summary) for e in result.entries] == [
        ("AT&T & Verizon", "<p>AT&T and Verizon &amp; friends.</p>"),
        ("R&D budgets: AT&T up, Verizon \u2014 flat", "Q&A with the CFO."),
    ]
    assert [e.url for e in result.entries] == [
        "http://news.test.example/posts/cold-starts.html?from=rss&id=1",
        POSTS[1].url,
    ]
    assert [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING] == [
        "carrier: feed is malformed but readable: & not escaped as &amp; (read as text)"
    ]


# --- HTTP failures ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("status", "phrase"), [(404, "HTTP 404 Not Found"), (500, "HTTP 500 Internal Server Error")]
)
def test_http_error_names_the_status(http_server, status, phrase):
    """A 404 or 500 at the feed URL is an error naming the HTTP status and the URL."""
    result = fetch_one(http_server, "<h1>oops</h1>", "text/html", status=status)

    assert result.status.status == "error"
    assert_one_line(result.status.error)
    # a 500 is retried (twice by default) before it counts; a 404 is not
    tries = " (after 3 tries)" if status >= 500 else ""
    assert result.status.error == f"{phrase} at http://news.test.example/feed.xml{tries}"


def test_unreachable_source_cannot_connect():
    """Nothing listening on the port: "cannot connect to URL: why"."""
    url = f"http://127.0.0.1:{unused_port()}/feed.xml"

    [result] = fetch_all(settings=FAST, sources=[source("gone", url)])

    assert result.status.status == "error" and result.responses == ()
    assert_one_line(result.status.error)
    assert result.status.error.startswith(f"cannot connect to {url}: ")


def test_one_bad_source_stops_nothing(http_server):
    """Good and bad sources fetched together: each gets its own status, in config order."""
    publish_posts(http_server)
    http_server.add("/feeds/rss20.xml", (FEEDS / "rss20.xml").read_bytes(), "application/rss+xml")
    http_server.add("/home.html", "<!doctype html><html><body>Home</body></html>")
    sources = [
        source("gone", f"http://127.0.0.1:{unused_port()}/feed.xml"),
        source("tidewater", f"http://{HOST}/feeds/rss20.xml"),
        source("moved-feed", f"http://{HOST}/home.html"),
        source("home", f"http://{HOST}/home.html", kind="page"),
    ]

    results = fetch_all(settings=FAST, sources=sources, resolve=resolve(http_server))

    assert [(r.status.id, r.status.status, r.status.items) for r in results] == [
        ("gone", "error", 0),
        ("tidewater", "ok", 3),
        ("moved-feed", "error", 0),
        ("home", "ok", 1),
    ]


# --- host names -------------------------------------------------------------------


def test_resolve_reaches_local_server_and_keeps_host_names(http_server):
    """blog.test.example → 127.0.0.1:PORT, yet URLs and Host headers keep the real name."""
    hosts: list[str] = []

    def route(body: bytes, content_type: str):
        def respond(handler: BaseHTTPRequestHandler) -> None:
            hosts.append(handler.headers["Host"])
            handler.send_response(200)
            handler.send_header("Content-Type", content_type)
            handler.send_header("Content-Length", str(len(body)))
            handler.end_headers()
            handler.wfile.write(body)

        return respond

    feed = b"""<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>Blog</title><link>http://blog.test.example/</link>
<item><title>Cold starts</title><link>http://blog.test.example/posts/cold-starts.html</link></item>
<item><title>Postmortem</title><link>/posts/postmortem-1019.html</link></item>
</channel></rss>"""
    http_server.routes["/feed.xml"] = route(feed, "application/rss+xml")
    for post in POSTS[:2]:
        http_server.routes[post.path] = route(post.page, "text/html; charset=utf-8")
    feed_source = source("blog", "http://blog.test.example/feed.xml")

    [result] = fetch_all(
        settings=FAST,
        sources=[feed_source],
        resolve={"blog.test.example": f"127.0.0.1:{http_server.port}"},
    )

    assert result.status.status == "ok" and result.status.items == 2
    assert [e.url for e in result.entries] == [
        "http://blog.test.example/posts/cold-starts.html",
        "http://blog.test.example/posts/postmortem-1019.html",
    ]
    assert [r.url for r in result.responses] == [
        "http://blog.test.example/feed.xml",
        *(e.url for e in result.entries),
    ]
    assert [e.body for e in result.entries] == [POSTS[0].page, POSTS[1].page]
    assert hosts == ["blog.test.example"] * 3


# --- the whole pipeline -------------------------------------------------------------

# A raw U+0001 in a title, a vertical tab and CRs: what careless CMSs put in feeds and pages.
RELEASE = "FlashServe\x01 2.0 ships: 1.2 million tokens/s\x0b on 64 GPUs"
RELEASE_CLEAN = "FlashServe 2.0 ships: 1.2 million tokens/s on 64 GPUs"
RELEASE_PAGE = (
    "<!doctype html>\r\n<html lang='en'><head><meta charset='utf-8'>"
    f"<title>{RELEASE}</title>"
    "<meta property='article:published_time' content='2026-10-22T15:00:00+00:00'></head>\r\n"
    f"<body><article><h1>{RELEASE}</h1>\r\n"
    "<p>Kestrel\x02 Labs released FlashServe 2.0 on October 22, 2026.\r"
    "It reached 1.2 million tokens/s on 64 H200 GPUs,\x1f 35% more than FlashServe 1.9.</p>\r\n"
    "<p>The p99 time to first token stayed at 180 ms, from our own benchmark runs.</p>"
    "</article></body></html>"
)
RELEASE_RSS = (
    '<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>Kestrel</title>'
    "<link>http://news.test.example/</link><item>"
    f"<title>{RELEASE}</title><link>/posts/flashserve-2.html</link>"
    "<pubDate>Thu, 22 Oct 2026 15:00:00 +0000</pubDate>"
    "<description>FlashServe&#1; 2.0 is out.\r\n</description></item></channel></rss>"
)
RELEASE_JSON = json.dumps(
    {
        "version": "https://jsonfeed.org/version/1.1",
        "title": "Kestrel",
        "items": [
            {
                "id": "flashserve-2",
                "url": "/posts/flashserve-2.html",
                "title": RELEASE,
                "content_text": "FlashServe\x01 2.0 is out.\r\n",
                "date_published": "2026-10-22T15:00:00Z",
            }
        ],
    }
)
CONTROL_CASES = {
    "rss": ("feed", "/feed.xml", RELEASE_RSS, "application/rss+xml"),
    "json-feed": ("feed", "/feed.json", RELEASE_JSON, "application/feed+json"),
    "page": ("page", "/posts/flashserve-2.html", RELEASE_PAGE, "text/html; charset=utf-8"),
}
C0_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f]")  # all but tab and newline


@pytest.mark.parametrize("case", CONTROL_CASES)
def test_control_characters_never_reach_the_sites_atom_feeds(http_server, tmp_path, case):
    """C0 controls in a feed's or a page's title and text are dropped on the way in (CR
    becomes a newline), so output/zh/feed.xml and output/en/feed.xml stay well-formed XML."""
    kind, path, body, content_type = CONTROL_CASES[case]
    http_server.add(path, body.encode(), content_type)
    http_server.add("/posts/flashserve-2.html", RELEASE_PAGE.encode())
    config = parse_config(
        "site: {title: Inference Digest, base_url: 'https://digest.example/'}\n"
        "fetch: {min_delay: 0}\n"
        f"sources:\n  - {{id: kestrel, url: 'http://{HOST}{path}', kind: {kind}}}\n"
    )

    report = run(
        config, tmp_path / "state", tmp_path / "out", "2026-10-25", resolve=resolve(http_server)
    )

    assert [s.status for s in report.statuses] == ["ok"]
    edition = json.loads((tmp_path / "out" / "data" / "2026-10-25.json").read_bytes())
    for lang in ("zh", "en"):
        feed = lxml.etree.fromstring((tmp_path / "out" / lang / "feed.xml").read_bytes())
        [title] = feed.findall(
            "{http://www.w3.org/2005/Atom}entry/{http://www.w3.org/2005/Atom}title"
        )
        assert title.text == edition["headline"][lang] and "FlashServe 2.0" in title.text
    assert RELEASE_CLEAN in [r["title"] for r in edition["references"]]
    assert not [text for text in strings_in(edition) if C0_CONTROLS.search(text)]


def strings_in(data: object) -> list[str]:
    """Every string in JSON data, keys and values."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for key, value in data.items() for s in (key, *strings_in(value))]
    if isinstance(data, list):
        return [s for item in data for s in strings_in(item)]
    return []
