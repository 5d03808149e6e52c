"""The fetch stage against servers that misbehave: one test per fault.

Every source lives on `faults.test.example` (or another made-up name) that
`resolve` maps to the test's HTTP server on 127.0.0.1, so nothing leaves this
machine. Settings are fast (no spacing, 50 ms backoff, short timeouts) so each
fault costs at most a few seconds; routes that need to misbehave are callables
taking the request handler (see `tests/conftest.py`).
"""

from __future__ import annotations

import datetime as dt
import email.utils
import gzip
import io
import json
import socket
import sqlite3
import struct
import threading
import time
import tracemalloc
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from pipeline.config import FetchSettings, Source, parse_config
from pipeline.fetchers import FetchResult, fetch_all
from pipeline.records import Cached
from pipeline.run import fetch as fetch_stage
from pipeline.run import run, to_article
from pipeline.store import Store
from tests.conftest import LocalServer, drip, handler_for, in_turn, respond

HOST = "faults.test.example"
FAST = FetchSettings(
    min_delay=0,
    backoff=0.05,
    retries=2,
    deadline=3,
    timeout=2,
    retry_after_cap=2,
)
Handler = BaseHTTPRequestHandler
Route = Callable[[Handler], None]


# --- helpers ----------------------------------------------------------------------


def url(path: str, host: str = HOST) -> str:
    return f"http://{host}{path}"


def source(source_id: str, path: str, kind: str = "feed", **extra: object) -> Source:
    """A source as sources.yaml gives it, at `path` on HOST."""
    fields = {"id": source_id, "url": url(path), "kind": kind, **extra}
    yaml = "site: {title: T, base_url: 'https://digest.example/'}\nsources:\n  - "
    yaml += json.dumps(fields) + "\n"  # JSON is YAML
    return parse_config(yaml).sources[0]


def fetch(server, *sources: Source, **settings: object) -> list[FetchResult]:
    """fetch_all with FAST settings (overridden by `settings`), HOST mapped to `server`."""
    return fetch_all(
        list(sources),
        settings=FAST.model_copy(update=settings),
        resolve={HOST: f"127.0.0.1:{server.port}"},
    )


def requests_for(server, path: str) -> int:
    return server.hits.count(path)


def rss(*items: tuple[str, str], title: str = "Faults Weekly") -> str:
    """An RSS 2.0 feed of (title, link) items."""
    entries = "".join(
        f"<item><title>{t}</title><link>{link}</link>"
        f"<description>Feed text of {t}.</description></item>\n"
        for t, link in items
    )
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel>'
        f"<title>{title}</title><link>{url('/')}</link>\n{entries}</channel></rss>\n"
    )


def html(title: str, *paragraphs: str, lang: str = "en", charset: str = "utf-8") -> str:
    meta = f'<meta charset="{charset}">' if charset else ""
    body = "".join(f"<p>{p}</p>\n" for p in paragraphs)
    return (
        f'<!doctype html>\n<html lang="{lang}"><head>{meta}<title>{title}</title></head>\n'
        f"<body><article><h1>{title}</h1>\n{body}</article></body></html>\n"
    )


FEED = rss(("Cold starts cut by 62%", url("/posts/cold.html")))
COLD_PAGE = html(
    "Cold starts cut by 62%",
    "The median cold start of the API workers fell from 2.4 s to 0.9 s after the switch "
    "to lazy module loading, and memory per worker fell from 410 MB to 260 MB.",
)


def error(status: int, headers: dict[str, str] | None = None) -> Route:
    return lambda handler: respond(handler, f"<h1>{status}</h1>", status=status, headers=headers)


def ok(body: str, content_type: str = "application/rss+xml; charset=utf-8") -> Route:
    return lambda handler: respond(handler, body, content_type)


def redirect(target: str) -> Route:
    return lambda handler: respond(handler, "", status=302, headers={"Location": target})


def assert_one_line(reason: str | None) -> None:
    assert reason, "an error status needs a reason"
    assert len(reason.splitlines()) == 1 and reason.isprintable(), repr(reason)


# --- time: slow, dripping and resetting servers -----------------------------------------


def test_slow_server_hits_the_read_timeout(http_server):
    """Headers at once, then 3 s of silence: each try stops at the 0.5 s read timeout."""

    def stall(handler: Handler) -> None:
        handler.send_response(200)
        handler.send_header("Content-Type", "application/rss+xml")
        handler.send_header("Content-Length", str(len(FEED)))
        handler.end_headers()
        handler.wfile.flush()
        time.sleep(3)
        try:
            handler.wfile.write(FEED.encode())
        except OSError:
            pass

    http_server.routes["/slow.xml"] = stall

    started = time.monotonic()
    [result] = fetch(http_server, source("slow", "/slow.xml"), timeout=0.5, retries=1)
    elapsed = time.monotonic() - started

    assert result.status.status == "error"
    assert_one_line(result.status.error)
    assert result.status.error == f"timed out fetching {url('/slow.xml')} (after 2 tries)"
    assert requests_for(http_server, "/slow.xml") == 2
    assert elapsed < 2.5  # two 0.5 s timeouts and a backoff, not the server's 3 s


def test_dripping_server_is_cut_by_the_deadline(http_server):
    """One byte every 0.2 s never trips the read timeout; the 1 s deadline ends each try."""
    http_server.routes["/drip.xml"] = drip(FEED.encode(), every=0.2)

    started = time.monotonic()
    [result] = fetch(http_server, source("drip", "/drip.xml"), deadline=1, retries=1)
    elapsed = time.monotonic() - started

    assert result.status.status == "error"
    assert_one_line(result.status.error)
    assert "deadline" in result.status.error and url("/drip.xml") in result.status.error
    assert elapsed < 4  # two 1 s tries, not the ~50 s the whole body would take


def test_server_errors_are_retried_until_it_answers(http_server):
    """503, 502, then the feed: the third try succeeds and the source is ok."""
    http_server.routes["/flaky.xml"] = in_turn(error(503), error(502), ok(FEED))
    http_server.add("/posts/cold.html", COLD_PAGE)

    [result] = fetch(http_server, source("flaky", "/flaky.xml"), retries=2)

    assert (result.status.status, result.status.items, result.status.error) == ("ok", 1, None)
    assert result.http_status == 200
    assert requests_for(http_server, "/flaky.xml") == 3


def _reset(handler: Handler) -> None:
    """Promise 5,000 bytes, send 100, then reset the connection (RST, not a clean close)."""
    handler.send_response(200)
    handler.send_header("Content-Type", "application/rss+xml")
    handler.send_header("Content-Length", "5000")
    handler.end_headers()
    handler.wfile.write(FEED.encode()[:100])
    handler.wfile.flush()
    handler.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    handler.connection.close()
    handler.close_connection = True
    handler.wfile = io.BytesIO()  # what the server writes after this goes nowhere


def test_connection_reset_mid_response_is_retried(http_server):
    """The first answer breaks off mid-body; the retry gets the whole feed."""
    http_server.routes["/reset-once.xml"] = in_turn(_reset, ok(FEED))
    http_server.add("/posts/cold.html", COLD_PAGE)

    [result] = fetch(http_server, source("reset-once", "/reset-once.xml"))

    assert (result.status.status, result.status.items) == ("ok", 1)
    assert requests_for(http_server, "/reset-once.xml") == 2


def test_connection_reset_every_time_is_a_clear_error(http_server):
    """A server that always breaks off: "connection broken", after 1 + 2 retries."""
    http_server.routes["/reset.xml"] = _reset

    [result] = fetch(http_server, source("reset", "/reset.xml"), retries=2)

    assert result.status.status == "error" and result.entries == ()
    assert_one_line(result.status.error)
    assert result.status.error.startswith(f"connection broken fetching {url('/reset.xml')}: ")
    assert result.status.error.endswith("(after 3 tries)")
    assert requests_for(http_server, "/reset.xml") == 3


# --- Retry-After ---------------------------------------------------------------------


def _in_an_hour() -> str:
    return email.utils.formatdate(time.time() + 3600, usegmt=True)


@pytest.mark.parametrize(
    "retry_after",
    [pytest.param(lambda: "3600", id="seconds"), pytest.param(_in_an_hour, id="http-date")],
)
def test_429_with_a_long_retry_after_is_deferred_not_waited_for(http_server, retry_after):
    """Retry-After of an hour (either form) is over the 2 s cap: deferred at once, one request."""
    http_server.routes["/busy.xml"] = error(429, {"Retry-After": retry_after()})

    started = time.monotonic()
    [result] = fetch(http_server, source("busy", "/busy.xml"), retry_after_cap=2)
    elapsed = time.monotonic() - started

    assert result.status.status == "error"
    assert_one_line(result.status.error)
    reason = result.status.error
    assert reason.startswith(f"deferred: HTTP 429 at {url('/busy.xml')} asks to retry after ")
    seconds = int(reason.split("retry after ")[1].split()[0])
    assert 3590 <= seconds <= 3600 and "over the 2 s cap" in reason
    assert requests_for(http_server, "/busy.xml") == 1
    assert elapsed < 1


def test_429_with_a_short_retry_after_is_waited_for(http_server):
    """Retry-After: 1 is under the cap: the fetcher waits about a second, then succeeds."""
    http_server.routes["/busy.xml"] = in_turn(error(429, {"Retry-After": "1"}), ok(FEED))
    http_server.add("/posts/cold.html", COLD_PAGE)

    started = time.monotonic()
    [result] = fetch(http_server, source("busy", "/busy.xml"), retry_after_cap=2)
    elapsed = time.monotonic() - started

    assert (result.status.status, result.status.items) == ("ok", 1)
    assert requests_for(http_server, "/busy.xml") == 2
    assert 0.9 <= elapsed < 2.5  # the server's second, not the 50 ms backoff


# --- redirects -----------------------------------------------------------------------


def test_redirect_loop_is_named_as_such(http_server):
    """/a → /b → /a: "redirect loop" with the hops, each URL requested once."""
    http_server.routes["/loop-a.xml"] = redirect("/loop-b.xml")
    http_server.routes["/loop-b.xml"] = redirect(url("/loop-a.xml"))

    [result] = fetch(http_server, source("loop", "/loop-a.xml"))

    assert result.status.status == "error"
    assert_one_line(result.status.error)
    assert result.status.error == (
        f"redirect loop: {url('/loop-a.xml')} → {url('/loop-b.xml')} → {url('/loop-a.xml')}"
    )
    assert requests_for(http_server, "/loop-a.xml") == requests_for(http_server, "/loop-b.xml") == 1


@pytest.mark.parametrize("hops", [5, 6])
def test_more_than_five_redirects_are_refused(http_server, hops):
    """Five hops are followed to the feed; a sixth is refused before it is requested."""
    for n in range(hops):
        http_server.routes[f"/hop/{n}"] = redirect(f"/hop/{n + 1}")
    http_server.routes[f"/hop/{hops}"] = ok(FEED)
    http_server.add("/posts/cold.html", COLD_PAGE)

    [result] = fetch(http_server, source("hops", "/hop/0"))

    if hops == 5:
        assert (result.status.status, result.status.items) == ("ok", 1)
        assert result.responses[0].final_url == url("/hop/5")
    else:
        assert result.status.status == "error"
        assert result.status.error == f"more than 5 redirects from {url('/hop/0')}"
        assert "/hop/6" not in http_server.hits
    assert [h for h in http_server.hits if h.startswith("/hop/")] == [f"/hop/{n}" for n in range(6)]


# --- size: huge bodies and gzip bombs ------------------------------------------------------


def _whole(body: bytes, content_type: str, headers: dict[str, str] | None = None) -> Route:
    """Status line, headers and body in one write, as a fast server sends a big file."""

    def route(handler: Handler) -> None:
        head = f"HTTP/1.1 200 OK\r\nContent-Type: {content_type}\r\n"
        for name, value in (headers or {}).items():
            head += f"{name}: {value}\r\n"
        head += f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
        handler.close_connection = True
        try:
            handler.wfile.write(head.encode() + body)
        except OSError:
            pass

    return route


def test_huge_page_is_cut_at_max_body(http_server):
    """A page over max_body is cut at the limit and kept, marked truncated, not thrown away."""
    page = html(
        "A very long page", *(f"Paragraph {n} of a page that goes on." for n in range(30_000))
    ).encode()
    assert len(page) > 1_000_000
    http_server.routes["/huge.html"] = _whole(page, "text/html; charset=utf-8")

    [result] = fetch(http_server, source("huge", "/huge.html", kind="page"), max_body_mb=0.01)

    assert result.status.error is None or "empty" not in result.status.error, result.status
    [response] = result.responses
    assert response.truncated
    assert 0 < len(response.body) <= 10_000 and page.startswith(response.body)
    assert result.status.status == "ok"
    assert result.entries[0].body == response.body


def test_feed_cut_at_max_body_gives_its_readable_entries_or_a_clear_error(http_server):
    """A feed over max_body is cut at the limit: its readable entries, or a reason naming the cut."""
    links = [url(f"/posts/{n}.html") for n in range(300)]
    feed = rss(*((f"Post number {n} with a fairly long title", u) for n, u in enumerate(links)))
    assert len(feed) > 60_000
    http_server.routes["/big.xml"] = _whole(feed.encode(), "application/rss+xml")

    [result] = fetch(http_server, source("big", "/big.xml"), max_body_mb=0.01)

    if result.status.status == "error":
        assert_one_line(result.status.error)
        assert "empty" not in result.status.error, result.status.error
        assert any(
            word in result.status.error for word in ("limit", "cut", "truncat", "over", "10,000")
        ), result.status.error
    else:
        assert result.responses[0].truncated
        assert 0 < result.status.items < 300
        assert {e.url for e in result.entries} <= set(links)  # no half-read link followed


def test_extracting_a_big_page_does_not_stall_the_other_fetches(http_server, tmp_path):
    """Extracting one big page does not stall the other fetches in flight past their deadlines."""
    big = html("Status of every line", *(f"Line {n} carried {n % 97} Gbit/s." for n in range(5000)))
    assert 100_000 < len(big) < 1_000_000  # well under the default 10 MB cap
    http_server.add("/big.html", big)

    def prompt(handler: Handler) -> None:
        time.sleep(0.1)
        respond(handler, COLD_PAGE)

    http_server.routes["/posts/cold.html"] = prompt
    cfg = parse_config(
        "site: {title: T, base_url: 'https://digest.example/'}\n"
        "fetch: {min_delay: 0, retries: 0, timeout: 0.5, deadline: 0.5}\nsources:\n"
        f"  - {{id: big, kind: page, url: '{url('/big.html', 'big.test.example')}'}}\n"
        f"  - {{id: prompt, kind: page, url: '{url('/posts/cold.html')}'}}\n"
    )
    resolve = {host: f"127.0.0.1:{http_server.port}" for host in (HOST, "big.test.example")}

    with Store.in_folder(tmp_path) as store:
        reports = fetch_stage(cfg, store, edition=today(), resolve=resolve)

    assert [(r.id, r.status, r.error) for r in reports] == [
        ("big", "ok", None),
        ("prompt", "ok", None),
    ]


def _gzip_bomb(megabytes: int) -> bytes:
    buffer = io.BytesIO()
    zeros = bytes(1_000_000)
    with gzip.GzipFile(fileobj=buffer, mode="wb", compresslevel=9) as archive:
        for _ in range(megabytes):
            archive.write(zeros)
    return buffer.getvalue()


def test_gzip_bomb_is_refused_without_being_inflated(http_server):
    """50 MB of zeros as a 50 kB gzip body, max_body 1 MB: refused in well under a second,
    and the process never holds more than a few MB for it."""
    bomb = _gzip_bomb(50)
    assert len(bomb) < 100_000
    http_server.add("/bomb.xml", bomb, "application/rss+xml", headers={"Content-Encoding": "gzip"})

    tracemalloc.start()
    try:
        started = time.monotonic()
        [result] = fetch(http_server, source("bomb", "/bomb.xml"), max_body_mb=1)
        elapsed = time.monotonic() - started
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()

    assert result.status.status == "error"
    assert_one_line(result.status.error)
    assert url("/bomb.xml") in result.status.error and "decompress" in result.status.error
    assert requests_for(http_server, "/bomb.xml") == 1  # refused, not retried
    assert elapsed < 2
    assert peak < 8_000_000, f"peak {peak:,} bytes"


# --- content that is not what the source says --------------------------------------------


def test_html_at_a_feed_url_is_an_error(http_server):
    """A site's home page where the feed should be: "is an HTML page, not a feed"."""
    http_server.add("/feed.xml", html("Faults Weekly", "Welcome to our blog."))

    [result] = fetch(http_server, source("moved", "/feed.xml"))

    assert result.status.status == "error" and result.entries == ()
    assert result.status.error == f"{url('/feed.xml')} is an HTML page, not a feed"


PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06" + bytes(200)


@pytest.mark.parametrize("content_type", ["image/png", "application/rss+xml"])
def test_png_at_a_feed_url_is_an_error(http_server, content_type):
    """An image, honestly labelled or not, is "a PNG image, not a feed"."""
    http_server.add("/feed.xml", PNG, content_type)

    [result] = fetch(http_server, source("logo", "/feed.xml"))

    assert result.status.status == "error" and result.entries == ()
    assert result.status.error == f"{url('/feed.xml')} is a PNG image, not a feed"


@pytest.mark.parametrize("content_type", ["image/png", "text/html; charset=utf-8"])
def test_png_at_a_page_url_is_an_error(http_server, content_type):
    """An image at a page URL, even labelled text/html, is "a PNG image, not a page"."""
    http_server.add("/news.html", PNG, content_type)

    [result] = fetch(http_server, source("logo", "/news.html", kind="page"))

    assert result.status.status == "error" and result.entries == ()
    assert result.status.error == f"{url('/news.html')} is a PNG image, not a page"


@pytest.mark.parametrize(
    ("kind", "path", "reason"),
    [
        ("feed", "/feed.xml", "empty response at {url}, not a feed"),
        ("page", "/news.html", "empty page at {url}"),
    ],
)
def test_empty_body_is_an_error(http_server, kind, path, reason):
    """200 with no body (or only whitespace): an error naming the URL, not an empty success."""
    http_server.add(path, " \r\n", "text/html; charset=utf-8")

    [result] = fetch(http_server, source("blank", path, kind=kind))

    assert result.status.status == "error" and result.entries == ()
    assert result.status.error == reason.format(url=url(path))


def test_404_is_not_retried(http_server):
    """A 404 is final: one request, however many retries are allowed."""
    [result] = fetch(http_server, source("gone", "/missing.xml"), retries=2)

    assert result.status.status == "error"
    assert result.status.error == f"HTTP 404 Not Found at {url('/missing.xml')}"
    assert http_server.hits == ["/robots.txt", "/missing.xml"]


def test_robots_txt_disallow_is_obeyed(http_server):
    """A disallowed feed is an error naming robots.txt and is never requested; a disallowed
    entry page falls back to the feed's text without being requested either."""
    http_server.add("/robots.txt", "User-agent: *\nDisallow: /private/\n", "text/plain")
    http_server.add("/private/feed.xml", FEED, "application/rss+xml")
    http_server.add(
        "/public.xml", rss(("Members only", url("/private/post.html"))), "application/rss+xml"
    )
    http_server.add("/private/post.html", html("Members only", "Secret."))

    closed, public = fetch(
        http_server, source("closed", "/private/feed.xml"), source("public", "/public.xml")
    )

    assert closed.status.status == "error"
    assert closed.status.error == f"{url('/private/feed.xml')} is disallowed by robots.txt"
    assert (public.status.status, public.status.items) == ("ok", 1)
    assert public.entries[0].body == b"Feed text of Members only."
    assert not [h for h in http_server.hits if h.startswith("/private/")]
    assert http_server.hits.count("/robots.txt") == 1  # once per host and run


def test_robots_txt_that_cannot_be_read_is_a_full_disallow(http_server):
    """A robots.txt answering 5xx is a complete disallow (RFC 9309 2.3.1.4); a 4xx allows all."""
    http_server.add("/robots.txt", "Service Unavailable", "text/plain", status=503)
    http_server.add("/feed.xml", FEED, "application/rss+xml")

    [result] = fetch(http_server, source("down", "/feed.xml"))

    assert result.status.status == "error", result.status
    assert_one_line(result.status.error)
    assert "robots.txt" in result.status.error
    assert "/feed.xml" not in http_server.hits


# --- encodings and broken markup -----------------------------------------------------------

GBK_TITLE = "国产推理芯片出货量突破十万片"
GBK_PARAGRAPHS = (
    "据公司公告，截至十一月底，该款推理芯片累计出货量已突破十万片，主要客户为国内的云服务商。",
    "公司表示，新一代产品的能效比上一代提高约百分之四十，计划于明年第二季度量产。",
)


@pytest.mark.parametrize(
    "content_type", ["text/html; charset=gbk", "text/html"], ids=["declared", "undeclared"]
)
def test_gbk_page_comes_out_as_clean_text(http_server, content_type):
    """A GBK page, with the charset in the header or nowhere at all, reads as clean Chinese."""
    page = html(GBK_TITLE, *GBK_PARAGRAPHS, lang="zh-CN", charset="").encode("gbk")
    http_server.add("/gbk.html", page, content_type)
    news = source("gbk-news", "/gbk.html", kind="page", language="zh")

    [result] = fetch(http_server, news)
    article = to_article(result.entries[0], news, "2026-11-30")

    assert result.status.status == "ok"
    assert article.title == GBK_TITLE
    assert all(p in article.text for p in GBK_PARAGRAPHS), article.text
    assert "\ufffd" not in article.text + article.title
    assert article.language == "zh"


def test_malformed_but_recoverable_feed_gives_its_entries(http_server):
    """Unescaped `&`, an HTML entity XML does not know and no closing tags: entries still read."""
    http_server.add(
        "/feed.xml",
        '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel>'
        f"<title>Q&A weekly</title><link>{url('/')}</link>\n"
        f"<item><title>R&D:&nbsp;cold starts</title><link>{url('/posts/cold.html')}</link>"
        "<description>Lazy loading & smaller workers</description></item>\n"
        f"<item><title>Postmortem</title><link>{url('/posts/pm.html')}</link>"
        "<description>An expired certificate.</description></item>\n",
        "application/rss+xml",
    )
    http_server.add("/posts/cold.html", COLD_PAGE)
    http_server.add("/posts/pm.html", html("Postmortem", "An expired certificate."))

    [result] = fetch(http_server, source("qa", "/feed.xml"))

    assert (result.status.status, result.status.items) == ("ok", 2)
    assert [e.url for e in result.entries] == [url("/posts/cold.html"), url("/posts/pm.html")]
    assert "R&D" in result.entries[0].title and "cold starts" in result.entries[0].title


def test_feed_with_a_utf8_bom_is_read(http_server):
    """A byte-order mark before `<?xml`: the feed and its Chinese titles read normally."""
    feed = rss(("推理引擎发布 2.0 版", url("/posts/cold.html")), title="算力周报")
    http_server.add("/bom.xml", b"\xef\xbb\xbf" + feed.encode(), "application/rss+xml")
    http_server.add("/posts/cold.html", COLD_PAGE)

    [result] = fetch(http_server, source("bom", "/bom.xml"))

    assert (result.status.status, result.status.items) == ("ok", 1)
    assert result.entries[0].title == "推理引擎发布 2.0 版"
    assert result.entries[0].url == url("/posts/cold.html")


# --- one deadline per source, with every other setting at its default -----------------------


def fetch_with_defaults(server, *sources: Source, deadline: float) -> list[FetchResult]:
    """fetch_all with the default settings (0.5 s spacing, 2 retries, 20 s read timeout,
    60 s Retry-After cap) but for `deadline`; HOST mapped to `server`."""
    return fetch_all(
        list(sources),
        settings=FetchSettings(deadline=deadline),
        resolve={HOST: f"127.0.0.1:{server.port}"},
    )


def test_retries_of_a_dripping_server_share_one_deadline(http_server):
    """A feed dripping a byte every 0.2 s: its first try runs to the 2 s deadline, and the
    two retries the settings allow are not made, since the deadline is the source's."""
    http_server.routes["/drip.xml"] = drip(FEED.encode(), every=0.2)

    started = time.monotonic()
    [result] = fetch_with_defaults(http_server, source("drip", "/drip.xml"), deadline=2)
    elapsed = time.monotonic() - started

    assert result.status.error == f"{url('/drip.xml')} took longer than the 2 s deadline"
    assert requests_for(http_server, "/drip.xml") == 1
    assert elapsed < 3.5  # robots.txt, the 0.5 s spacing and one deadline; not three


def test_retry_after_past_the_deadline_is_deferred_at_once(http_server):
    """429 with Retry-After: 5 is under the 60 s cap, but past the source's 2 s deadline:
    waiting for it could only end in a timeout, so the source is deferred at once."""
    http_server.routes["/busy.xml"] = error(429, {"Retry-After": "5"})

    started = time.monotonic()
    [result] = fetch_with_defaults(http_server, source("busy", "/busy.xml"), deadline=2)
    elapsed = time.monotonic() - started

    assert result.status.error == (
        f"deferred: HTTP 429 at {url('/busy.xml')} asks to retry after 5 s, "
        "past the source's 2 s deadline"
    )
    assert result.http_status == 429
    assert requests_for(http_server, "/busy.xml") == 1
    assert elapsed < 1.5


def test_server_errors_are_retried_only_while_the_deadline_lasts(http_server):
    """A feed answering 503 to every try, with 10 retries allowed: the backoffs (0.5 s, 1 s,
    2 s…) stop when the next would not fit in the 2 s deadline, and the reason says so."""
    http_server.routes["/down.xml"] = error(503)
    down = source("down", "/down.xml")

    started = time.monotonic()
    [result] = fetch_all(
        [down],
        settings=FetchSettings(deadline=2, retries=10),
        resolve={HOST: f"127.0.0.1:{http_server.port}"},
    )
    elapsed = time.monotonic() - started

    tries = requests_for(http_server, "/down.xml")
    assert 2 <= tries <= 3
    assert result.status.error == (
        f"HTTP 503 Service Unavailable at {url('/down.xml')} "
        f"(after {tries} tries; the 2 s deadline ran out)"
    )
    assert result.http_status == 503
    assert elapsed < 3


def test_a_feeds_entry_pages_share_its_deadline(http_server):
    """A feed of four posts whose pages all drip: the pages are cut when the feed's 2 s
    deadline runs out (not after 3 tries × 2 s each, two at a time), and the posts keep the
    feed's own text, so the source is still ok."""
    posts = [(f"Post {n}", url(f"/posts/{n}.html")) for n in range(4)]
    http_server.add("/feed.xml", rss(*posts), "application/rss+xml")
    for n in range(4):
        http_server.routes[f"/posts/{n}.html"] = drip(COLD_PAGE.encode(), "text/html", 0.2)

    started = time.monotonic()
    [result] = fetch_with_defaults(http_server, source("slow-posts", "/feed.xml"), deadline=2)
    elapsed = time.monotonic() - started

    assert (result.status.status, result.status.items) == ("ok", 4)
    assert [e.body for e in result.entries] == [
        f"Feed text of Post {n}.".encode() for n in range(4)
    ]
    assert all(requests_for(http_server, f"/posts/{n}.html") <= 1 for n in range(4))
    assert elapsed < 3.5


# --- limits ---------------------------------------------------------------------------------


def test_per_host_limit_is_never_exceeded(http_server):
    """A feed of 8 posts on one host, per_host 2: the server never sees more than 2 at once."""
    active = peak = 0
    lock = threading.Lock()

    def counted(route: Route) -> Route:
        def wrapper(handler: Handler) -> None:
            nonlocal active, peak
            with lock:
                active += 1
                peak = max(peak, active)
            try:
                time.sleep(0.15)
            finally:
                # counted out before the answer is sent: a client that has its answer may
                # start its next request before this thread would get back to count it out
                with lock:
                    active -= 1
            route(handler)

        return wrapper

    posts = [(f"Post {n}", url(f"/posts/{n}.html")) for n in range(8)]
    http_server.routes["/feed.xml"] = counted(ok(rss(*posts)))
    for n in range(8):
        http_server.routes[f"/posts/{n}.html"] = counted(
            ok(html(f"Post {n}", f"Text {n}."), "text/html")
        )

    [result] = fetch(http_server, source("busy", "/feed.xml"), per_host=2, global_limit=32)

    assert (result.status.status, result.status.items) == ("ok", 8)
    assert peak == 2


# --- kinds: github releases -------------------------------------------------------------------

RELEASES = """<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">
  <id>tag:github.com,2008:https://github.com/acme/turbine/releases</id>
  <link type="text/html" rel="alternate" href="{base}/acme/turbine/releases"/>
  <link type="application/atom+xml" rel="self" href="{base}/acme/turbine/releases.atom"/>
  <title>Release notes from turbine</title>
  <updated>2026-11-28T10:00:00Z</updated>
  <entry>
    <id>tag:github.com,2008:Repository/42/v2.1.0</id>
    <updated>2026-11-28T10:00:00Z</updated>
    <link rel="alternate" type="text/html" href="{base}/acme/turbine/releases/tag/v2.1.0"/>
    <title>turbine v2.1.0</title>
    <content type="html">&lt;h2&gt;Highlights&lt;/h2&gt;
&lt;ul&gt;
&lt;li&gt;Paged attention kernels are now 1.8x faster on H200 GPUs.&lt;/li&gt;
&lt;li&gt;Speculative decoding is on by default for models over 30B parameters.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;Thanks to the 14 people who contributed to this release.&lt;/p&gt;</content>
    <author><name>octocat</name></author>
  </entry>
  <entry>
    <id>tag:github.com,2008:Repository/42/v2.0.1</id>
    <updated>2026-11-20T08:30:00Z</updated>
    <link rel="alternate" type="text/html" href="{base}/acme/turbine/releases/tag/v2.0.1"/>
    <title>turbine v2.0.1</title>
    <content type="html">&lt;p&gt;Fixes a memory leak in the scheduler that grew by 40 MB an hour.&lt;/p&gt;</content>
    <author><name>octocat</name></author>
  </entry>
</feed>
"""


def test_github_releases_notes_are_the_articles(http_server):
    """The releases Atom feed alone: each release's HTML notes become its article, and no
    release page is requested."""
    base = "http://github.test.example"
    feed = RELEASES.format(base=base)
    http_server.add("/acme/turbine/releases.atom", feed, "application/atom+xml; charset=utf-8")
    releases = parse_config(
        "site: {title: T, base_url: 'https://digest.example/'}\nsources:\n"
        f"  - {{id: turbine, kind: github-releases, repo: acme/turbine,"
        f" url: '{base}/acme/turbine/releases.atom'}}\n"
    ).sources[0]

    [result] = fetch_all(
        [releases],
        settings=FAST,
        resolve={"github.test.example": f"127.0.0.1:{http_server.port}"},
    )
    articles = [to_article(e, releases, "2026-11-30") for e in result.entries]

    assert (result.status.status, result.status.items) == ("ok", 2)
    assert http_server.hits == ["/robots.txt", "/acme/turbine/releases.atom"]
    assert [a.url for a in articles] == [
        f"{base}/acme/turbine/releases/tag/v2.1.0",
        f"{base}/acme/turbine/releases/tag/v2.0.1",
    ]
    assert [a.title for a in articles] == ["turbine v2.1.0", "turbine v2.0.1"]
    assert [a.published for a in articles] == ["2026-11-28", "2026-11-20"]
    assert "Paged attention kernels are now 1.8x faster on H200 GPUs." in articles[0].text
    assert "Speculative decoding is on by default" in articles[0].text
    assert "<li>" not in articles[0].text and "&lt;" not in articles[0].text
    assert "memory leak in the scheduler" in articles[1].text


# --- whole runs: duplicates, conditional GET, watched pages --------------------------------------


def today() -> str:
    return dt.datetime.now(dt.UTC).date().isoformat()


def config(sources: str):
    """A config with fast fetch settings and the given `sources:` lines."""
    return parse_config(
        "site: {title: Faults, base_url: 'https://digest.example/'}\n"
        "fetch: {min_delay: 0, retries: 0, timeout: 2, deadline: 5}\n"
        "sources:\n" + sources
    )


def edition(out: Path, date: str) -> dict:
    return json.loads((out / "data" / f"{date}.json").read_text(encoding="utf-8"))


STORY = html(
    "Turbine 2.1 ships faster kernels",
    "Acme released Turbine 2.1, whose paged attention kernels run 1.8 times faster on H200 "
    "GPUs than those of Turbine 2.0, according to the project's own benchmark.",
    "Speculative decoding is now on by default for models over 30B parameters.",
)


def test_same_article_from_two_feeds_is_stored_and_cited_once(http_server, tmp_path):
    """One story linked with `?utm_source=…` by one feed and with a `#fragment` by another:
    one article in the store, one reference in the edition."""
    host = "news.dup.example"
    tracked = f"http://{host}/story.html?utm_source=feed-a&utm_medium=rss"
    anchored = f"http://{host}/story.html#comments"
    http_server.add("/a.xml", rss(("Turbine 2.1 ships faster kernels", tracked)), "text/xml")
    http_server.add("/b.xml", rss(("Turbine 2.1 is out", anchored)), "text/xml")
    http_server.add("/story.html?utm_source=feed-a&utm_medium=rss", STORY)
    http_server.add("/story.html", STORY)
    date = today()
    cfg = config(
        f"  - {{id: feed-a, kind: feed, url: 'http://{host}/a.xml'}}\n"
        f"  - {{id: feed-b, kind: feed, url: 'http://{host}/b.xml'}}\n"
    )

    report = run(
        cfg,
        tmp_path / "state",
        tmp_path / "out",
        date,
        resolve={host: f"127.0.0.1:{http_server.port}"},
    )

    assert [(s.id, s.status, s.new) for s in report.sources] == [
        ("feed-a", "ok", 1),
        ("feed-b", "ok", 1),
    ]
    with sqlite3.connect(tmp_path / "state" / "digest.sqlite") as db:
        stored = db.execute("SELECT url FROM articles").fetchall()
    assert stored == [(f"http://{host}/story.html",)]
    references = edition(tmp_path / "out", date)["references"]
    assert [r["url"] for r in references] == [f"http://{host}/story.html"]
    page = (tmp_path / "out" / "en" / date / "index.html").read_text(encoding="utf-8")
    assert page.count(f'href="http://{host}/story.html"') == 1


def test_conditional_get_turns_an_unchanged_source_into_not_modified(http_server, tmp_path):
    """Second run: If-None-Match / If-Modified-Since are sent, the server answers 304, the
    sources are not-modified, the known post is not fetched again, and the site keeps it all."""
    host = "cond.test.example"
    etag, modified = '"feed-v1"', "Sat, 28 Nov 2026 10:00:00 GMT"
    asked: list[tuple[str, str | None, str | None]] = []

    def validated(body: str, content_type: str) -> Route:
        def route(handler: Handler) -> None:
            tag, since = handler.headers["If-None-Match"], handler.headers["If-Modified-Since"]
            asked.append((handler.path, tag, since))
            if tag == etag or since == modified:
                handler.send_response(304)
                handler.send_header("ETag", etag)
                handler.end_headers()
                return
            respond(handler, body, content_type, headers={"ETag": etag, "Last-Modified": modified})

        return route

    post = f"http://{host}/story.html"
    http_server.routes["/feed.xml"] = validated(
        rss(("Turbine 2.1 ships faster kernels", post)), "application/rss+xml"
    )
    http_server.routes["/story.html"] = validated(STORY, "text/html; charset=utf-8")
    http_server.routes["/about.html"] = validated(
        html("About Acme", "Acme builds inference software in Lisbon and Taipei."), "text/html"
    )
    cfg = config(
        f"  - {{id: acme-feed, kind: feed, url: 'http://{host}/feed.xml'}}\n"
        f"  - {{id: acme-about, kind: page, url: 'http://{host}/about.html'}}\n"
    )
    state, out, date = tmp_path / "state", tmp_path / "out", today()
    resolve = {host: f"127.0.0.1:{http_server.port}"}

    first = run(cfg, state, out, date, resolve=resolve)
    before = edition(out, date)
    asked.clear()
    second = run(cfg, state, out, date, resolve=resolve)
    after = edition(out, date)

    assert [(s.id, s.status, s.new) for s in first.sources] == [
        ("acme-feed", "ok", 1),
        ("acme-about", "ok", 1),
    ]
    assert sorted(asked) == [
        ("/about.html", etag, modified),
        ("/feed.xml", etag, modified),
    ]  # the known story is not requested again
    assert [(s.id, s.status, s.http_status) for s in second.sources] == [
        ("acme-feed", "not-modified", 304),
        ("acme-about", "not-modified", 304),
    ]
    assert [s["status"] for s in after["sources"]] == ["not-modified", "not-modified"]
    assert after["references"] == before["references"]
    assert {r["url"] for r in after["references"]} == {post, f"http://{host}/about.html"}
    assert after["stories"] == before["stories"]


def test_304s_and_404s_leave_the_connection_open_for_the_next_request():
    """A cron run is mostly 304s: each must not cost a new TCP (and TLS) handshake.

    One host, one connection allowed, an HTTP/1.1 server that keeps connections alive:
    robots.txt (404), five feeds answering 304 and a missing one (404) all go over the
    first connection.
    """
    state = LocalServer()
    connections = []

    class KeepAlive(handler_for(state)):
        protocol_version = "HTTP/1.1"

        def setup(self) -> None:
            connections.append(self.client_address)
            super().setup()

    def not_modified(handler: Handler) -> None:
        handler.send_response(304)
        handler.send_header("ETag", '"v1"')
        handler.end_headers()

    state.routes["/robots.txt"] = error(404)
    for n in range(5):
        state.routes[f"/feed-{n}.xml"] = not_modified
    state.routes["/gone.xml"] = error(404)
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), KeepAlive)
    state.port = httpd.server_address[1]
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        results = fetch_all(
            [source(f"feed-{n}", f"/feed-{n}.xml") for n in range(5)]
            + [source("gone", "/gone.xml")],
            settings=FAST.model_copy(update={"per_host": 1}),
            resolve={HOST: f"127.0.0.1:{state.port}"},
            validators=lambda url: Cached('"v1"', None, FEED.encode(), "application/rss+xml"),
        )
    finally:
        httpd.shutdown()
        httpd.server_close()

    assert [r.status.status for r in results] == ["not-modified"] * 5 + ["error"]
    assert len(state.hits) == 7
    assert len(connections) == 1


def test_watched_page_reports_what_changed_and_then_nothing(http_server, tmp_path):
    """A watched page changes one paragraph between runs 1 and 2 (changed, with the + and −
    paragraphs), then stays the same for run 3 (unchanged)."""
    host = "watch.test.example"
    kept = "Our service level is 99.9% uptime, measured monthly across all regions."
    old = "Support answers within 24 hours on working days."
    new = "Support answers within 4 hours, every day of the year."
    http_server.add("/sla.html", html("Service level agreement", kept, old))
    cfg = config(f"  - {{id: acme-sla, kind: page, watch: true, url: 'http://{host}/sla.html'}}\n")
    state, out, date = tmp_path / "state", tmp_path / "out", today()
    resolve = {host: f"127.0.0.1:{http_server.port}"}

    run(cfg, state, out, date, resolve=resolve)
    [first] = edition(out, date)["watched"]
    http_server.add("/sla.html", html("Service level agreement", kept, new))
    run(cfg, state, out, date, resolve=resolve)
    [second] = edition(out, date)["watched"]
    run(cfg, state, out, date, resolve=resolve)
    [third] = edition(out, date)["watched"]

    assert (first["id"], first["changed"]) == ("acme-sla", False)
    assert second["changed"] is True
    assert (second["added"], second["removed"]) == ([new], [old])
    assert (second["checked"], second["last_changed"]) == (date, date)
    assert third["changed"] is False
    assert (third["added"], third["removed"]) == ([], [])
    page = (out / "en" / date / "index.html").read_text(encoding="utf-8")
    assert 'id="watched"' in page and "acme-sla" in page
