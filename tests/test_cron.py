"""`digest run` as cron runs it: hostile data, kill -9, overlapping runs, the run report,
the source health table, and every fetch fault at once.

Sources live on made-up `*.test.example` host names that `--resolve` (or `resolve=`)
maps to the test's HTTP server on 127.0.0.1; every host a config names is mapped,
so nothing is looked up or fetched outside this machine.
"""

from __future__ import annotations

import datetime as dt
import email.utils
import gzip
import io
import json
import os
import signal
import socket
import sqlite3
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from contextlib import closing
from http.server import BaseHTTPRequestHandler
from pathlib import Path

from bs4 import BeautifulSoup

from pipeline.config import parse_config
from pipeline.run import run
from tests.conftest import drip, in_turn, respond

Handler = BaseHTTPRequestHandler
Route = Callable[[Handler], None]
FETCH = "fetch: {min_delay: 0, retries: 0, timeout: 2, deadline: 5}\n"


def today() -> str:
    return dt.datetime.now(dt.UTC).date().isoformat()


def yaml_config(sources: list[dict], fetch: str = FETCH) -> str:
    """A sources.yaml: fast fetch settings and one JSON-style line per source."""
    lines = "".join(f"  - {json.dumps(s)}\n" for s in sources)
    site = "site: {title: Cron test, base_url: 'https://digest.example/'}\n"
    return f"{site}{fetch}sources:\n{lines}"


def hosts_of(sources: list[dict]) -> set[str]:
    return {s["url"].split("/")[2] for s in sources}


def resolve_args(hosts: set[str], port: int) -> list[str]:
    return [arg for host in sorted(hosts) for arg in ("--resolve", f"{host}=127.0.0.1:{port}")]


def digest_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "pipeline", *args]


def digest(*args: str, cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """`python -m pipeline ARGS`, as cron would run `digest ARGS`."""
    return subprocess.run(
        digest_command(*args), cwd=cwd, capture_output=True, text=True, timeout=timeout
    )


def site_files(out: Path) -> dict[str, bytes]:
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}


def edition(out: Path, date: str) -> dict:
    return json.loads((out / "data" / f"{date}.json").read_text(encoding="utf-8"))


def rss(*items: tuple[str, str, str], title: str = "Feed") -> str:
    """An RSS 2.0 feed of (title, link, description) items, without dates."""
    entries = "".join(
        f"<item><title>{t}</title><link>{link}</link><description>{d}</description></item>\n"
        for t, link, d in items
    )
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel>'
        f"<title>{title}</title><link>http://feeds.test.example/</link>\n{entries}</channel></rss>\n"
    )


def html(title: str, *paragraphs: str, lang: str = "en") -> str:
    body = "".join(f"<p>{p}</p>\n" for p in paragraphs)
    return (
        f'<!doctype html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
        f"</head>\n<body><article><h1>{title}</h1>\n{body}</article></body></html>\n"
    )


def report_page(n: int, version: str = "") -> str:
    """A distinct short news page (distinct text: the digest merges identical texts)."""
    return html(
        f"Cluster {n} report{version}",
        f"Cluster number {n} served {100 + n} thousand requests per second during the "
        f"load test, with a p99 latency of {20 + n} ms.",
        f"The operators of cluster {n} plan to add {n + 2} racks next quarter.",
    )


# --- hostile markup -----------------------------------------------------------------------

HOSTILE_FEED = """<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>Hostile &lt;script&gt;alert("channel")&lt;/script&gt;</title>
<link>http://hostile.test.example/</link>
<item>
  <title><![CDATA[Turbine 2.1 <script>alert("title")</script><img src=x onerror=alert("img")>]]></title>
  <link>http://hostile.test.example/posts/turbine.html</link>
  <description><![CDATA[<p onclick="alert('summary')">Faster kernels.</p>
  <a href="javascript:alert('link')">more</a><script>alert("summary")</script>]]></description>
</item>
<item>
  <title>Page gone, summary stays</title>
  <link>http://hostile.test.example/posts/gone.html</link>
  <description><![CDATA[<p onclick="alert('gone')">The scheduler now keeps 92% of GPU memory
  busy.</p><a href="javascript:alert('gone-link')">more</a><script>alert("gone")</script>
  <img src=x onerror=alert("gone-img")><iframe src="javascript:alert('frame')"></iframe>]]></description>
</item>
<item>
  <title>Click me</title>
  <link>javascript:alert("entry-link")</link>
  <description>An entry whose link is a script.</description>
</item>
<item>
  <title>&lt;svg onload=alert("escaped")&gt; Quotes in links</title>
  <link>http://hostile.test.example/posts/quote.html?a="&gt;&lt;script&gt;alert("href")&lt;/script&gt;</link>
  <description>Escaped markup in the feed.</description>
</item>
</channel></rss>
"""

HOSTILE_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>Turbine 2.1 <script>alert("page-title")</script> ships</title>
<script>alert("head")</script></head>
<body onload="alert('body')">
<article><h1 onmouseover="alert('h1')">Turbine 2.1 ships faster kernels</h1>
<p>Acme released Turbine 2.1 on Monday. Its paged attention kernels are 1.8 times faster on
H200 GPUs than those of Turbine 2.0, according to Acme's own benchmark.</p>
<script>document.write("<img src=x onerror=alert('inline')>")</script>
<p>To try it, <a href="javascript:alert('body-link')" onclick="alert('click')">click here</a>
or run <code>&lt;script&gt;alert("code")&lt;/script&gt;</code> in the console; throughput
rose 35% to 1.2 million tokens/s.</p>
<img src="x" onerror="alert('img')">
<p style="x" onfocus="alert('focus')">Speculative decoding is on by default for models over
30B parameters.</p>
</article></body></html>
"""


def hostile_bits(soup: BeautifulSoup) -> list[str]:
    """Script elements, on* attributes and javascript: URLs in a parsed page."""
    found = [
        f"<script>{s.get_text()[:40]}"
        for s in soup.find_all("script")
        # the edition's JSON-LD is a data block that runs nothing, and holds no markup
        if s.get("type") != "application/ld+json" or "<" in s.get_text()
    ]
    for tag in soup.find_all(True):
        for name, value in tag.attrs.items():
            if name.lower().startswith("on"):
                found.append(f"<{tag.name} {name}=…>")
            text = " ".join(value) if isinstance(value, list) else str(value)
            squeezed = "".join(ch for ch in text if ch > " ").lower()
            if name in ("href", "src", "action", "formaction", "xlink:href") and (
                squeezed.startswith(("javascript:", "vbscript:", "data:text/html"))
            ):
                found.append(f"<{tag.name} {name}={text[:40]}>")
    return found


def test_hostile_markup_in_feeds_and_pages_does_not_reach_the_site(http_server, tmp_path):
    """Scripts, on* handlers and javascript: links in feed titles, summaries (an entry whose
    page is gone is made of its summary) and page bodies: none of them is live in any page
    of the site, while the stories themselves are there."""
    quoted = "/posts/quote.html?a=%22%3E%3Cscript%3Ealert(%22href%22)%3C/script%3E"  # as sent
    http_server.add("/hostile.xml", HOSTILE_FEED, "application/rss+xml")
    http_server.add("/posts/turbine.html", HOSTILE_PAGE)
    http_server.add(quoted, HOSTILE_PAGE.replace("on Monday", "last week"))
    http_server.add("/page.html", HOSTILE_PAGE.replace("on Monday", "on Friday"))
    sources = [
        {"id": "hostile-feed", "kind": "feed", "url": "http://hostile.test.example/hostile.xml"},
        {"id": "hostile-page", "kind": "page", "url": "http://hostile.test.example/page.html"},
    ]
    date, out = today(), tmp_path / "out"

    report = run(
        parse_config(yaml_config(sources)),
        tmp_path / "state",
        out,
        date,
        resolve={"hostile.test.example": f"127.0.0.1:{http_server.port}"},
    )

    assert [(s.id, s.status) for s in report.sources] == [
        ("hostile-feed", "ok"),
        ("hostile-page", "ok"),
    ]
    pages = sorted(out.rglob("*.html"))
    assert len(pages) >= 4
    for page in pages:
        soup = BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")
        assert hostile_bits(soup) == [], page.relative_to(out)
    assert {"/posts/turbine.html", "/posts/gone.html", quoted, "/page.html"} <= set(
        http_server.hits
    )
    soup = BeautifulSoup((out / "en" / date / "index.html").read_text("utf-8"), "html.parser")
    text = soup.get_text(" ")
    # the hostile titles did reach the page, as inert text
    assert 'Turbine 2.1 <script>alert("title")</script>' in text
    assert '<svg onload=alert("escaped")> Quotes in links' in text
    assert "Turbine 2.1 ships faster kernels" in text
    assert "The scheduler now keeps 92% of GPU memory busy." in text  # from the summary
    links = [a["href"] for a in soup.select("#references a")]
    assert "http://hostile.test.example/posts/turbine.html" in links
    assert "http://hostile.test.example/posts/gone.html" in links
    assert len(links) == 4  # the three feed entries with an http link, and the page


# --- kill -9 --------------------------------------------------------------------------------


def _stored(db_path: Path, *, after: int) -> tuple[int, int]:
    """(the newest run's id, the sources it has stored), read as another process would while
    a run writes: (0, 0) before a run later than `after` has begun."""
    try:
        with closing(sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=1)) as db:
            newest = db.execute("SELECT MAX(id) FROM runs").fetchone()[0] or 0
            if newest <= after:
                return newest, 0
            count = db.execute("SELECT COUNT(*) FROM source_runs WHERE run_id = ?", (newest,))
            return newest, count.fetchone()[0]
    except sqlite3.Error:
        return 0, 0


def test_kill_9_mid_run_leaves_store_and_site_intact(http_server, tmp_path):
    """A run killed with SIGKILL while fetching: the store passes integrity_check, the
    published site is unchanged byte for byte, and the next run completes and publishes."""
    slow = threading.Event()
    version = " (first edition)"

    def report_route(n: int) -> Route:
        def route(handler: Handler) -> None:
            if slow.is_set():
                time.sleep(1)
            respond(handler, report_page(n, version))

        return route

    sources = []
    for n in range(6):
        http_server.routes[f"/cluster/{n}.html"] = report_route(n)
        sources.append(
            {
                "id": f"cluster-{n}",
                "kind": "page",
                "url": f"http://ops.test.example/cluster/{n}.html",
            }
        )
    config = tmp_path / "sources.yaml"
    config.write_text(
        yaml_config(sources, FETCH.replace("min_delay: 0", "min_delay: 0, per_host: 1")), "utf-8"
    )
    state, out, date = tmp_path / "state", tmp_path / "out", today()
    hosts = {"ops.test.example": f"127.0.0.1:{http_server.port}"}
    run(parse_config(config.read_text("utf-8")), state, out, date, resolve=hosts)
    published = site_files(out)
    assert "Cluster 0 report (first edition)" in published[f"en/{date}/index.html"].decode()

    version = " (second edition)"
    slow.set()
    http_server.hits.clear()
    first_run = _stored(state / "digest.sqlite", after=0)[0]
    args = ["run", "--config", str(config), "--out", str(out), "--state", str(state)]
    args += ["--date", date, *resolve_args(set(hosts), http_server.port)]
    process = subprocess.Popen(
        digest_command(*args), cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        deadline = time.monotonic() + 30
        # (killed once the run has stored a source: however slow the machine, mid-run)
        while _stored(state / "digest.sqlite", after=first_run)[1] < 1:
            assert process.poll() is None and time.monotonic() < deadline, "run did not fetch"
            time.sleep(0.05)
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
    assert process.returncode == -signal.SIGKILL

    with sqlite3.connect(state / "digest.sqlite") as db:
        assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        killed = db.execute("SELECT MAX(id) FROM runs").fetchone()[0]
        saved = db.execute("SELECT COUNT(*) FROM source_runs WHERE run_id = ?", (killed,))
        assert 1 <= saved.fetchone()[0] < 6  # killed mid-run, after some sources were stored
    assert site_files(out) == published

    slow.clear()
    following = digest(*args, cwd=tmp_path)

    assert following.returncode == 0, following.stderr
    assert following.stdout.split() == [
        str(out / "zh" / date / "index.html"),
        str(out / "en" / date / "index.html"),
    ]
    english = (out / "en" / date / "index.html").read_text(encoding="utf-8")
    assert "Cluster 5 report (second edition)" in english
    assert [s["status"] for s in edition(out, date)["sources"]] == ["ok"] * 6


# --- two runs at once ---------------------------------------------------------------------


def test_second_run_exits_75_at_once_or_waits_with_wait(http_server, tmp_path):
    """While one run holds the state folder, another exits 75 at once with one line on
    stderr; with --wait it waits for the first to finish, then runs and publishes."""
    release = threading.Event()

    def held(handler: Handler) -> None:
        release.wait(timeout=30)
        respond(handler, report_page(1))

    http_server.routes["/held.html"] = held
    sources = [{"id": "held", "kind": "page", "url": "http://lock.test.example/held.html"}]
    config = tmp_path / "sources.yaml"
    # the first run must still be fetching (and so hold the lock) when the others start: its
    # read timeout outlasts an interpreter's start-up (about 3 s here), the page answers on
    # `release`
    slow = "fetch: {min_delay: 0, retries: 0, timeout: 25, deadline: 28}\n"
    config.write_text(yaml_config(sources, fetch=slow), "utf-8")
    state, out, date = tmp_path / "state", tmp_path / "out", today()
    args = ["run", "--config", str(config), "--out", str(out), "--state", str(state)]
    args += ["--date", date, *resolve_args(hosts_of(sources), http_server.port)]

    first = subprocess.Popen(
        digest_command(*args),
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    waiter = None
    try:
        deadline = time.monotonic() + 30
        while "/held.html" not in http_server.hits:
            assert first.poll() is None and time.monotonic() < deadline, "first run never fetched"
            time.sleep(0.05)

        started = time.monotonic()
        refused = digest(*args, cwd=tmp_path, timeout=30)
        refused_after = time.monotonic() - started

        waiter = subprocess.Popen(
            digest_command(*args, "--wait"),
            cwd=tmp_path,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        time.sleep(1.5)
        assert waiter.poll() is None  # blocked on the lock, not failed
    finally:
        release.set()
        first_out, first_err = first.communicate(timeout=60)
        waited_out, waited_err = waiter.communicate(timeout=60) if waiter else ("", "")

    assert refused.returncode == 75
    lock = state / "digest.lock"
    assert refused.stderr == (
        f"digest: error: another run holds {lock}; try again later or use --wait\n"
    )
    assert refused.stdout == ""
    assert refused_after < 10  # no waiting: just the interpreter's start-up
    assert first.returncode == 0, first_err
    assert waiter.returncode == 0, waited_err
    pages = [str(out / "zh" / date / "index.html"), str(out / "en" / date / "index.html")]
    assert first_out.split() == waited_out.split() == pages
    with sqlite3.connect(state / "digest.sqlite") as db:
        assert db.execute("SELECT COUNT(*) FROM runs").fetchone()[0] == 2  # the refused one: none


# --- the run report and the health table ------------------------------------------------------

REPORT_FIELDS = {
    "id",
    "status",
    "http_status",
    "bytes",
    "seconds",
    "new",
    "seen",
    "failed",
    "error",
    "consecutive_failures",
    "failing_since",
}


def test_report_file_gives_each_source_its_numbers(http_server, tmp_path):
    """`--report FILE` over two runs: status, HTTP status, bytes on the wire, seconds, new and
    seen entries, the error and the failure streak of every source."""
    feed = rss(
        ("Cluster 1 report", "http://report.test.example/c1.html", "First."),
        ("Cluster 2 report", "http://report.test.example/c2.html", "Second."),
    )
    pages = {"/c1.html": report_page(1), "/c2.html": report_page(2), "/c3.html": report_page(3)}
    http_server.add("/feed.xml", feed, "application/rss+xml")
    for path, body in pages.items():
        http_server.add(path, body)
    sources = [
        {"id": "ops-feed", "kind": "feed", "url": "http://report.test.example/feed.xml"},
        {"id": "ops-page", "kind": "page", "url": "http://report.test.example/c3.html"},
        {"id": "ops-gone", "kind": "feed", "url": "http://report.test.example/gone.xml"},
    ]
    config = tmp_path / "sources.yaml"
    config.write_text(yaml_config(sources), "utf-8")
    state, out, date = tmp_path / "state", tmp_path / "out", today()
    args = ["run", "--config", str(config), "--out", str(out), "--state", str(state)]
    args += ["--date", date, *resolve_args(hosts_of(sources), http_server.port)]

    first = digest(*args, "--report", str(tmp_path / "first.json"), cwd=tmp_path)
    second = digest(*args, "--report", str(tmp_path / "second.json"), cwd=tmp_path)

    assert (first.returncode, second.returncode) == (0, 0), first.stderr + second.stderr
    reports = [json.loads((tmp_path / n).read_text("utf-8")) for n in ("first.json", "second.json")]
    for report in reports:
        assert report["edition"] == date and report["published"] is True
        assert report["pages"] == {
            "zh": str(out / "zh" / date / "index.html"),
            "en": str(out / "en" / date / "index.html"),
        }
        assert [s["id"] for s in report["sources"]] == ["ops-feed", "ops-page", "ops-gone"]
        assert all(set(s) == REPORT_FIELDS for s in report["sources"])
        assert all(isinstance(s["seconds"], float) and s["seconds"] >= 0 for s in report["sources"])
    (feed1, page1, gone1), (feed2, page2, gone2) = (r["sources"] for r in reports)
    size = {path: len(body.encode()) for path, body in pages.items()}
    numbers = ("status", "http_status", "bytes", "new", "seen", "error")
    feed_and_posts = len(feed) + size["/c1.html"] + size["/c2.html"]
    assert [feed1[k] for k in numbers] == ["ok", 200, feed_and_posts, 2, 0, None]
    assert [feed2[k] for k in numbers] == ["ok", 200, len(feed), 0, 2, None]  # posts known
    assert [page1[k] for k in numbers] == ["ok", 200, size["/c3.html"], 1, 0, None]
    assert (gone1["status"], gone1["new"], gone1["bytes"]) == ("error", 0, 0)
    assert gone1["error"] == "HTTP 404 Not Found at http://report.test.example/gone.xml"
    streaks = [(s["consecutive_failures"], s["failing_since"]) for s in (feed2, gone1, gone2)]
    assert streaks == [(0, None), (1, date), (2, date)]


def test_report_gives_the_http_status_a_failed_source_answered(http_server, tmp_path):
    """A failed source reports the HTTP status its server answered, so cron can tell gone from down."""
    http_server.add("/broken.xml", "oops", status=500)
    sources = [
        {"id": "gone", "kind": "feed", "url": "http://status.test.example/gone.xml"},
        {"id": "broken", "kind": "feed", "url": "http://status.test.example/broken.xml"},
    ]
    config = tmp_path / "sources.yaml"
    config.write_text(yaml_config(sources), "utf-8")
    args = ["run", "--config", str(config), "--out", str(tmp_path / "out")]
    args += ["--state", str(tmp_path / "state"), "--report", str(tmp_path / "run.json")]

    process = digest(*args, *resolve_args(hosts_of(sources), http_server.port), cwd=tmp_path)

    assert process.returncode == 0, process.stderr
    report = json.loads((tmp_path / "run.json").read_text("utf-8"))
    assert [(s["status"], s["http_status"]) for s in report["sources"]] == [
        ("error", 404),
        ("error", 500),
    ]


def test_health_table_shows_a_source_failing_two_runs_running(http_server, tmp_path):
    """A source failing two runs shows the day its streak began in the edition and the page."""
    http_server.add("/ok.html", report_page(1))
    sources = [
        {"id": "steady", "kind": "page", "url": "http://health.test.example/ok.html"},
        {"id": "broken", "kind": "feed", "url": "http://health.test.example/gone.xml"},
    ]
    config = parse_config(yaml_config(sources))
    state, out, date = tmp_path / "state", tmp_path / "out", today()
    hosts = {"health.test.example": f"127.0.0.1:{http_server.port}"}

    run(config, state, out, date, resolve=hosts)
    run(config, state, out, date, resolve=hosts)

    steady, broken = edition(out, date)["sources"]
    assert (steady["status"], steady["consecutive_failures"], steady["failing_since"]) == (
        "ok",
        0,
        None,
    )
    assert broken["status"] == "error"
    assert broken["error"] == "HTTP 404 Not Found at http://health.test.example/gone.xml"
    assert (broken["consecutive_failures"], broken["failing_since"]) == (2, date)
    soup = BeautifulSoup((out / "en" / "status" / "index.html").read_text("utf-8"), "html.parser")
    row = soup.select_one("#sources tr.source-error")
    cells = [td.get_text(" ", strip=True) for td in row.find_all("td")]
    assert cells[:2] == ["broken", "failed"] and cells[3].startswith("HTTP 404 Not Found")
    assert row.find("time")["datetime"] == date and "2 runs" in cells[4]


# --- every fault at once ----------------------------------------------------------------------


def at(where: str) -> str:
    """ "plain/feed.xml" → "http://plain.test.example/feed.xml"."""
    host, _, path = where.partition("/")
    return f"http://{host}.test.example/{path}"


def _gzip_bomb(megabytes: int) -> bytes:
    buffer = io.BytesIO()
    zeros = bytes(1_000_000)
    with gzip.GzipFile(fileobj=buffer, mode="wb", compresslevel=9) as archive:
        for _ in range(megabytes):
            archive.write(zeros)
    return buffer.getvalue()


def _stall(handler: Handler) -> None:
    handler.send_response(200)
    handler.send_header("Content-Type", "application/rss+xml")
    handler.send_header("Content-Length", "1000")
    handler.end_headers()
    handler.wfile.flush()
    time.sleep(4)


def _reset(handler: Handler) -> None:
    handler.send_response(200)
    handler.send_header("Content-Type", "application/rss+xml")
    handler.send_header("Content-Length", "5000")
    handler.end_headers()
    handler.wfile.write(b'<?xml version="1.0"?><rss version="2.0"><channel><title>Cut')
    handler.wfile.flush()
    handler.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    handler.connection.close()
    handler.close_connection = True
    handler.wfile = io.BytesIO()


def _robots(handler: Handler) -> None:
    if handler.headers["Host"].startswith("private.test.example"):
        respond(handler, "User-agent: *\nDisallow: /\n", "text/plain")
    else:
        respond(handler, "not here", status=404)


def _redirect(target: str) -> Route:
    return lambda handler: respond(handler, "", status=302, headers={"Location": target})


def _error(status: int, headers: dict[str, str] | None = None) -> Route:
    return lambda handler: respond(handler, f"<h1>{status}</h1>", status=status, headers=headers)


def _ok(body: str | bytes, content_type: str = "application/rss+xml") -> Route:
    return lambda handler: respond(handler, body, content_type)


ESSAY = (
    "The operators watch the dashboards through the night while the quiet build machines "
    "compile the kernels again and the queue of pending jobs grows shorter by the hour."
)  # no figures: a page of these is quick to extract
GBK_TITLE = "国产推理芯片出货量突破十万片"
GBK_PAGE = (
    '<!doctype html><html lang="zh-CN"><head><title>{title}</title></head><body><article>'
    "<h1>{title}</h1><p>据公司公告，截至本月底，该款推理芯片累计出货量已突破十万片，"
    "主要客户为国内的云服务商{n}。</p><p>公司表示，新一代产品的能效比上一代提高约百分之四十。</p>"
    "</article></body></html>"
)


def test_every_fault_at_once_finishes_in_bounded_time(http_server, tmp_path):
    """All the faults as sources of one config, run by `digest run --report`: done in well
    under a minute, every good source's articles in the site, every bad one with its reason."""
    date = today()

    def post(host: str, path: str, n: int) -> str:
        http_server.add(path, report_page(n))
        return f"http://{host}{path}"

    def feed_of(host: str, path: str, n: int) -> str:
        return rss((f"Cluster {n} report", post(host, path, n), f"Feed text {n}."))

    bomb = _gzip_bomb(50)
    routes: dict[str, Route] = {
        "/robots.txt": _robots,
        # good
        "/plain.xml": _ok(feed_of("plain.test.example", "/plain/1.html", 1)),
        "/flaky.xml": in_turn(_error(503), _ok(feed_of("flaky.test.example", "/flaky/1.html", 2))),
        "/soon.xml": in_turn(
            _error(429, {"Retry-After": "1"}), _ok(feed_of("soon.test.example", "/soon/1.html", 3))
        ),
        "/big.html": _ok(html("A very long essay", *([ESSAY] * 3000)), "text/html"),
        "/gbk-declared.html": _ok(
            GBK_PAGE.format(title=GBK_TITLE, n="甲").encode("gbk"), "text/html; charset=gbk"
        ),
        "/gbk-bare.html": _ok(
            GBK_PAGE.format(title=GBK_TITLE + "（续）", n="乙").encode("gbk"), "text/html"
        ),
        "/messy.xml": _ok(
            feed_of("messy.test.example", "/messy/1.html", 4).replace("Feed text", "R&D &nbsp;")
        ),
        "/bom.xml": _ok(b"\xef\xbb\xbf" + feed_of("bom.test.example", "/bom/1.html", 5).encode()),
        "/dup-a.xml": _ok(
            rss(("Shared story", "http://shared.test.example/story.html?utm_source=a", "A."))
        ),
        "/dup-b.xml": _ok(rss(("Shared story", "http://shared.test.example/story.html#top", "B."))),
        "/story.html?utm_source=a": _ok(report_page(6), "text/html"),
        "/story.html": _ok(report_page(6), "text/html"),
        "/acme/turbine/releases.atom": _ok(
            '<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom">'
            "<title>Release notes from turbine</title><entry><title>turbine v2.1.0</title>"
            '<link rel="alternate" type="text/html"'
            ' href="http://github.test.example/acme/turbine/releases/tag/v2.1.0"/>'
            f'<updated>{date}T10:00:00Z</updated><content type="html">&lt;p&gt;Paged attention '
            "kernels are now 1.8x faster on H200 GPUs.&lt;/p&gt;</content></entry></feed>",
            "application/atom+xml",
        ),
        "/sla.html": _ok(html("Service levels", "We answer within 4 hours."), "text/html"),
        # bad
        "/slow.xml": _stall,
        "/drip.xml": drip(
            rss(("Never finished", "http://drip.test.example/never.html", "x")).encode()
        ),
        "/later.xml": _error(
            429, {"Retry-After": email.utils.formatdate(time.time() + 3600, usegmt=True)}
        ),
        "/loop-a.xml": _redirect("/loop-b.xml"),
        "/loop-b.xml": _redirect("/loop-a.xml"),
        **{f"/hop/{n}": _redirect(f"/hop/{n + 1}") for n in range(7)},
        "/bomb.xml": lambda handler: respond(
            handler, bomb, "application/rss+xml", headers={"Content-Encoding": "gzip"}
        ),
        "/home.xml": _ok(html("Welcome", "Our blog moved."), "text/html"),
        "/logo.xml": _ok(b"\x89PNG\r\n\x1a\n" + bytes(100), "image/png"),
        "/logo.html": _ok(b"\x89PNG\r\n\x1a\n" + bytes(100), "text/html"),
        "/empty.xml": _ok(b""),
        "/reset.xml": _reset,
        "/members.xml": _ok(feed_of("private.test.example", "/members/1.html", 7)),
    }
    http_server.routes.update(routes)
    # id: (kind, HOST/PATH of the source, HOST/PATH of the article the edition must cite)
    good = {
        "plain": ("feed", "plain/plain.xml", "plain/plain/1.html"),
        "flaky": ("feed", "flaky/flaky.xml", "flaky/flaky/1.html"),
        "soon": ("feed", "soon/soon.xml", "soon/soon/1.html"),
        "big": ("page", "big/big.html", "big/big.html"),
        "gbk-declared": ("page", "gbk/gbk-declared.html", "gbk/gbk-declared.html"),
        "gbk-bare": ("page", "gbk/gbk-bare.html", "gbk/gbk-bare.html"),
        "messy": ("feed", "messy/messy.xml", "messy/messy/1.html"),
        "bom": ("feed", "bom/bom.xml", "bom/bom/1.html"),
        "dup-a": ("feed", "dup/dup-a.xml", "shared/story.html"),
        "dup-b": ("feed", "dup/dup-b.xml", "shared/story.html"),  # the same story
        "releases": (
            "github-releases",
            "github/acme/turbine/releases.atom",
            "github/acme/turbine/releases/tag/v2.1.0",
        ),
        "sla": ("page", "watch/sla.html", "watch/sla.html"),
    }
    # id: (kind, HOST/PATH of the source, what its reason must say)
    bad = {
        "slow": ("feed", "slow/slow.xml", "timed out fetching"),
        "drip": ("feed", "drip/drip.xml", "deadline"),
        "later": ("feed", "later/later.xml", "deferred: HTTP 429"),
        "loop": ("feed", "loop/loop-a.xml", "redirect loop"),
        "hops": ("feed", "hops/hop/0", "more than 5 redirects"),
        "bomb": ("feed", "bomb/bomb.xml", "decompresses past 100,000 bytes"),
        "home": ("feed", "home/home.xml", "is an HTML page, not a feed"),
        "logo-feed": ("feed", "logo/logo.xml", "is a PNG image, not a feed"),
        "logo-page": ("page", "logo/logo.html", "is a PNG image, not a page"),
        "empty": ("feed", "empty/empty.xml", "empty response"),
        "reset": ("feed", "reset/reset.xml", "connection broken"),
        "gone": ("feed", "gone/gone.xml", "HTTP 404 Not Found"),
        "members": ("feed", "private/members.xml", "disallowed by robots.txt"),
    }
    sources = [
        {"id": sid, "kind": kind, "url": at(where)} | ({"watch": True} if sid == "sla" else {})
        for sid, (kind, where, _) in {**good, **bad}.items()
    ]
    config = tmp_path / "sources.yaml"
    config.write_text(
        yaml_config(
            sources,
            "fetch: {min_delay: 0, retries: 1, timeout: 1, deadline: 2, retry_after_cap: 2,"
            " max_body_mb: 0.1}\n",
        ),
        "utf-8",
    )
    out = tmp_path / "out"
    hosts = hosts_of(sources) | {"shared.test.example"}

    started = time.monotonic()
    process = digest(
        "run", "--config", str(config), "--out", str(out), "--state", str(tmp_path / "state"),
        "--date", date, "--report", str(tmp_path / "run.json"),
        *resolve_args(hosts, http_server.port),
        cwd=tmp_path, timeout=60,
    )  # fmt: skip
    elapsed = time.monotonic() - started

    assert process.returncode == 0, process.stderr
    assert elapsed < 30
    assert "Traceback" not in process.stderr
    report = {s["id"]: s for s in json.loads((tmp_path / "run.json").read_text("utf-8"))["sources"]}
    assert {sid: report[sid]["status"] for sid in good} == dict.fromkeys(good, "ok")
    assert all(report[sid]["new"] >= 1 for sid in good), report
    reasons = {sid: report[sid]["error"] for sid in bad}
    assert {sid: expected in (reasons[sid] or "") for sid, (_, _, expected) in bad.items()} == (
        dict.fromkeys(bad, True)
    ), reasons
    assert all(len(reason.splitlines()) == 1 for reason in reasons.values())
    failed_lines = [line for line in process.stderr.splitlines() if " failed: " in line]
    assert sorted(line.split()[2] for line in failed_lines) == sorted(bad)

    published = edition(out, date)
    cited = [r["url"] for r in published["references"]]
    expected = {at(article) for _, _, article in good.values()}
    assert sorted(u for u in cited if u in expected) == sorted(expected)  # each once
    assert {s["id"]: s["error"] for s in published["sources"] if s["status"] == "error"} == reasons
    titles = {r["url"]: r["title"] for r in published["references"]}
    assert titles["http://gbk.test.example/gbk-declared.html"] == GBK_TITLE
    assert [w["id"] for w in published["watched"]] == ["sla"]
    health = (out / "en" / "status" / "index.html").read_text("utf-8")
    assert all(f"<code>{sid}</code>" in health for sid in {**good, **bad})


# --- a run's time: one deadline per source, every other setting at its default ---------------


def _hang(handler: Handler) -> None:
    """Accept the request and say nothing for 30 s (the default read timeout is 20 s)."""
    time.sleep(30)


def test_a_run_over_faulty_sources_ends_about_one_deadline_after_it_starts(http_server, tmp_path):
    """`deadline: 3` and every other fetch setting at its default (0.5 s spacing, 2 retries
    with backoff, 20 s read timeout, Retry-After honoured up to 60 s): a dripping feed, a
    silent server, a server stalling after its headers, one answering 429 with Retry-After
    5 s and one always 503, and a feed whose four entry pages all drip. Each source's tries
    and waits share its 3 s, so the whole run takes about 3 s of fetching, not the minute
    and more that each try's own deadline or timeout would add up to."""
    date = today()
    slow_posts = [
        (f"Cluster {n} report", f"http://posts.test.example/posts/{n}.html", f"Feed text {n}.")
        for n in range(4)
    ]
    http_server.routes.update(
        {
            "/plain.xml": _ok(
                rss(("Cluster 1 report", "http://plain.test.example/1.html", "Feed text 1."))
            ),
            "/1.html": _ok(report_page(1), "text/html"),
            "/drip.xml": drip(rss(("Never finished", "http://drip.test.example/x", "x")).encode()),
            "/hang.xml": _hang,
            "/stall.xml": _stall,
            "/later.xml": _error(429, {"Retry-After": "5"}),
            "/down.xml": _error(503),
            "/posts.xml": _ok(rss(*slow_posts)),
            **{f"/posts/{n}.html": drip(report_page(n).encode(), "text/html") for n in range(4)},
        }
    )
    sources = [
        {"id": "plain", "kind": "feed", "url": "http://plain.test.example/plain.xml"},
        {"id": "drip", "kind": "feed", "url": "http://drip.test.example/drip.xml"},
        {"id": "hang", "kind": "feed", "url": "http://hang.test.example/hang.xml"},
        {"id": "stall", "kind": "feed", "url": "http://stall.test.example/stall.xml"},
        {"id": "later", "kind": "feed", "url": "http://later.test.example/later.xml"},
        {"id": "down", "kind": "feed", "url": "http://down.test.example/down.xml"},
        {"id": "posts", "kind": "feed", "url": "http://posts.test.example/posts.xml"},
    ]
    config = tmp_path / "sources.yaml"
    config.write_text(yaml_config(sources, "fetch: {deadline: 3}\n"), "utf-8")

    started = time.monotonic()
    process = digest(
        "run", "--config", str(config), "--out", str(tmp_path / "out"),
        "--state", str(tmp_path / "state"), "--date", date, "--report", str(tmp_path / "run.json"),
        *resolve_args(hosts_of(sources), http_server.port),
        cwd=tmp_path, timeout=180,
    )  # fmt: skip
    elapsed = time.monotonic() - started

    assert process.returncode == 0, process.stderr
    report = {s["id"]: s for s in json.loads((tmp_path / "run.json").read_text("utf-8"))["sources"]}
    assert {sid: (s["status"], s["new"]) for sid, s in report.items()} == {
        "plain": ("ok", 1),
        "drip": ("error", 0),
        "hang": ("error", 0),
        "stall": ("error", 0),
        "later": ("error", 0),
        "down": ("error", 0),
        "posts": ("ok", 4),  # the pages were cut: each post keeps the feed's text
    }
    assert (
        report["drip"]["error"]
        == "http://drip.test.example/drip.xml took longer than the 3 s deadline"
    )
    assert (
        report["hang"]["error"]
        == "http://hang.test.example/hang.xml took longer than the 3 s deadline"
    )
    assert (
        report["stall"]["error"]
        == "http://stall.test.example/stall.xml took longer than the 3 s deadline"
    )
    assert report["later"]["error"] == (
        "deferred: HTTP 429 at http://later.test.example/later.xml asks to retry after 5 s,"
        " past the source's 3 s deadline"
    )
    assert report["down"]["error"] in {  # all three tries fit, or the third would not have
        "HTTP 503 Service Unavailable at http://down.test.example/down.xml (after 3 tries)",
        "HTTP 503 Service Unavailable at http://down.test.example/down.xml"
        " (after 2 tries; the 3 s deadline ran out)",
    }
    # each source: robots.txt, the 0.5 s spacing before its first request, then at most 3 s
    assert max(s["seconds"] for s in report.values()) < 3 + 1.5, report
    assert elapsed < 3 + 10, f"{elapsed:.1f} s"  # and the rest of the run: start, extract, render
