"""The whole job end to end: `pipeline.run.run` and the `digest` command.

A small web about one event (Kestrel Labs releasing FlashServe 2.0) is served
on 127.0.0.1 under four host names that `--resolve` maps there:

    blog.kestrel.example   an English RSS feed (the release post and a job ad)
    news.suanli.example    a Chinese news page about the same release
    feeds.gone.example     mapped to a port where nothing listens
    status.flaky.example   a "feed" that answers 200 with plain text
"""

from __future__ import annotations

import datetime as dt
import json
import socket
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from pipeline.config import parse_config
from pipeline.run import fetch, run
from pipeline.store import Store

DATE = "2026-10-25"


def today() -> str:
    """The day a run records as its fetch day (failing since, first fetched): the clock's."""
    return dt.datetime.now(dt.UTC).date().isoformat()


FEED = """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>Kestrel Labs Engineering</title>
    <link>http://blog.kestrel.example/</link>
    <description>Release notes and performance work from the FlashServe team.</description>
    <language>en</language>
    <item>
      <title>FlashServe 2.0: 1.2 million tokens/s on 64 H200 GPUs</title>
      <link>/2026/10/22/flashserve-2.html</link>
      <guid isPermaLink="false">flashserve-2-0</guid>
      <pubDate>Thu, 22 Oct 2026 15:00:00 +0000</pubDate>
      <description>FlashServe 2.0 is out under the Apache 2.0 licence.</description>
    </item>
    <item>
      <title>Hiring: two compiler engineers for our Lisbon office</title>
      <link>/2026/10/20/hiring.html</link>
      <guid isPermaLink="false">hiring-lisbon</guid>
      <pubDate>Tue, 20 Oct 2026 09:00:00 +0000</pubDate>
      <description>We are growing the compiler team.</description>
    </item>
  </channel>
</rss>
"""

EN_PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>FlashServe 2.0: 1.2 million tokens/s on 64 H200 GPUs | Kestrel Labs Engineering</title>
<meta property="article:published_time" content="2026-10-22T15:00:00+00:00">
</head>
<body>
<header><a href="/">Kestrel Labs Engineering</a> · <a href="/feed.xml">RSS</a></header>
<main>
<article>
  <h1>FlashServe 2.0: 1.2 million tokens/s on 64 H200 GPUs</h1>
  <p class="byline">By the FlashServe team ·
    <time datetime="2026-10-22">October 22, 2026</time></p>
  <p>Today, October 22, 2026, Kestrel Labs released FlashServe 2.0, the second major version
  of its open-source inference engine, under the Apache 2.0 licence.</p>
  <p>On a cluster of 64 H200 GPUs serving Llama-4-70B, FlashServe 2.0 reached an aggregate
  throughput of 1.2 million tokens/s, 35% more than FlashServe 1.9 on the same hardware.</p>
  <p>The p99 time to first token stayed at 180 ms at that load. Most of the gain comes from the
  new paged scheduler, which keeps 92% of GPU memory in use for the KV cache.</p>
  <p>These figures come from our own benchmark runs; we have published the scripts so that
  others can reproduce them. Multi-node prefill/decode disaggregation is not yet included and
  is planned for FlashServe 2.1.</p>
</article>
</main>
<footer>© 2026 Kestrel Labs</footer>
</body>
</html>
"""

HIRING_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>Hiring: two compiler engineers | Kestrel Labs Engineering</title></head>
<body><article><h1>Hiring: two compiler engineers for our Lisbon office</h1>
<p>We are looking for two compiler engineers to join our office in Lisbon. You will work on
code generation for attention kernels.</p>
<p>Applications close on November 30, 2026. The roles are full time and on site three days
a week.</p>
</article></body></html>
"""

ZH_PAGE = """<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>Kestrel Labs 发布 FlashServe 2.0，64 张 H200 吞吐达每秒 120 万 token_算力日报</title>
<meta property="article:published_time" content="2026-10-23T09:30:00+08:00">
</head>
<body>
<div class="nav"><a href="/">首页</a> | <a href="/tech/">科技</a></div>
<article>
  <h1>Kestrel Labs 发布 FlashServe 2.0，64 张 H200 吞吐达每秒 120 万 token</h1>
  <div class="info"><span class="time">2026年10月23日 09:30</span>
    <span class="source">来源：算力日报</span></div>
  <div class="article-body">
    <p>10 月 22 日，Kestrel Labs 以 Apache 2.0 许可证发布了开源推理引擎 FlashServe 2.0。</p>
    <p>据 Kestrel Labs 介绍，在 64 张 H200 GPU 上运行 Llama-4-70B 时，FlashServe 2.0
    的总吞吐达到每秒 120 万 token，比 FlashServe 1.9 在相同硬件上提升 35%。</p>
    <p>在这一负载下，P99 首 token 延迟保持在 180 毫秒。Kestrel Labs 称，性能提升主要来自新的分页调度器。</p>
    <p>截至发稿，上述数字尚无第三方机构复现；多节点 prefill/decode 分离尚未包含在本次发布中。</p>
  </div>
</article>
<div class="footer">版权所有 © 2026 算力日报</div>
</body>
</html>
"""

PLAIN_TEXT = "Service temporarily unavailable. Please try again later.\n"

# path → (content type, body); every path is unique across the host names.
WEB = {
    "/feed.xml": ("application/rss+xml; charset=utf-8", FEED),
    "/2026/10/22/flashserve-2.html": ("text/html; charset=utf-8", EN_PAGE),
    "/2026/10/20/hiring.html": ("text/html; charset=utf-8", HIRING_PAGE),
    "/tech/2026/1023/flashserve.html": ("text/html; charset=utf-8", ZH_PAGE),
    "/status/rss.xml": ("application/rss+xml", PLAIN_TEXT),
}
EN_URL = "http://blog.kestrel.example/2026/10/22/flashserve-2.html"
ZH_URL = "http://news.suanli.example/tech/2026/1023/flashserve.html"
HIRING_URL = "http://blog.kestrel.example/2026/10/20/hiring.html"

CONFIG = """\
site:
  title: Inference Digest (test)
  base_url: https://digest.example/
edition:
  window_days: 7
fetch:
  min_delay: 0     # a test server needs no politeness delay
sources:
  - id: kestrel-blog
    url: http://blog.kestrel.example/feed.xml
    kind: feed
    name: Kestrel Labs Engineering
    owner: kestrel
    language: en
  - id: suanli-daily
    url: http://news.suanli.example/tech/2026/1023/flashserve.html
    kind: page
    name: 算力日报
    owner: suanli
    language: zh
  - id: gone-feed
    url: http://feeds.gone.example/rss.xml
    kind: feed
  - id: flaky-status
    url: http://status.flaky.example/status/rss.xml
    kind: feed
"""


def unused_port() -> int:
    """A port on 127.0.0.1 that nothing listens on (bound, read, closed)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def resolve(port: int, dead_port: int) -> dict[str, str]:
    """Every host of CONFIG → 127.0.0.1; feeds.gone.example to a port nobody serves."""
    live = f"127.0.0.1:{port}"
    return {
        "blog.kestrel.example": live,
        "news.suanli.example": live,
        "status.flaky.example": live,
        "feeds.gone.example": f"127.0.0.1:{dead_port}",
    }


def resolve_args(mapping: dict[str, str]) -> list[str]:
    return [arg for host, target in mapping.items() for arg in ("--resolve", f"{host}={target}")]


def digest(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """`python -m pipeline ARGS`, as cron would run `digest ARGS`."""
    return subprocess.run(
        [sys.executable, "-m", "pipeline", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
    )


@contextmanager
def serve(web: dict[str, tuple[str, str]]) -> Iterator[int]:
    """`web` on a free port of 127.0.0.1 for as long as the `with` lasts; yields the port."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802
            if self.path not in web:
                self.send_error(404)
                return
            content_type, text = web[self.path]
            body = text.encode("utf-8")
            self.send_response(200)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield httpd.server_address[1]
    finally:
        httpd.shutdown()
        httpd.server_close()


def site_files(out: Path) -> dict[str, bytes]:
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}


def story_with(edition: dict, *urls: str) -> dict:
    """The one story whose references include every URL in `urls`."""
    numbers = {ref["url"]: ref["n"] for ref in edition["references"]}
    assert set(urls) <= set(numbers), f"not all referenced: {urls} vs {list(numbers)}"
    matches = [s for s in edition["stories"] if {numbers[u] for u in urls} <= set(s["references"])]
    assert len(matches) == 1, [s["references"] for s in edition["stories"]]
    return matches[0]


# --- the CLI, run once for this module ----------------------------------------------


@dataclass(frozen=True)
class CliRun:
    root: Path
    config: Path
    state: Path
    out: Path
    port: int
    process: subprocess.CompletedProcess[str]

    @property
    def edition(self) -> dict:
        return json.loads((self.out / "data" / f"{DATE}.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def cli_run(tmp_path_factory: pytest.TempPathFactory) -> CliRun:
    """`digest run` over the test web; the server is gone once this fixture returns."""
    root = tmp_path_factory.mktemp("cli-run")
    config = root / "sources.yaml"
    config.write_text(CONFIG, encoding="utf-8")
    with serve(WEB) as port:
        process = digest(
            "run", "--config", str(config), "--out", str(root / "output"),
            "--state", str(root / "state"), "--date", DATE,
            *resolve_args(resolve(port, unused_port())),
            cwd=root,
        )  # fmt: skip
    return CliRun(root, config, root / "state", root / "output", port, process)


def test_cli_run_publishes_both_pages_despite_two_bad_sources(cli_run):
    """Exit status 0, and the zh and en pages of the edition exist and are printed."""
    assert cli_run.process.returncode == 0, cli_run.process.stderr
    pages = [cli_run.out / "zh" / DATE / "index.html", cli_run.out / "en" / DATE / "index.html"]
    assert all(page.is_file() for page in pages)
    assert cli_run.process.stdout.splitlines() == [str(page) for page in pages]
    assert "FlashServe 2.0" in pages[1].read_text(encoding="utf-8")


def test_cli_run_names_both_bad_sources_on_stderr(cli_run):
    """One `digest: source ID failed: REASON` line per failed source, and none for good ones."""
    failed = {
        line.split()[2]: line
        for line in cli_run.process.stderr.splitlines()
        if line.startswith("digest: source ")
    }

    assert sorted(failed) == ["flaky-status", "gone-feed"]  # printed as each one finishes
    assert failed["gone-feed"].startswith(
        "digest: source gone-feed failed: cannot connect to http://feeds.gone.example/rss.xml: "
    )
    assert failed["flaky-status"].startswith(
        "digest: source flaky-status failed: http://status.flaky.example/status/rss.xml"
        " is not RSS or Atom, not a feed"
    )
    assert "Traceback" not in cli_run.process.stderr


def test_edition_lists_each_source_with_its_status(cli_run):
    """The edition JSON's `sources`: the good ones ok with their items, the bad ones errors."""
    sources = {s["id"]: s for s in cli_run.edition["sources"]}

    assert list(sources) == ["kestrel-blog", "suanli-daily", "gone-feed", "flaky-status"]
    healthy = {"consecutive_failures": 0, "failing_since": None}
    assert sources["kestrel-blog"] == {
        "id": "kestrel-blog",
        "status": "ok",
        "items": 2,
        "error": None,
        **healthy,
    }
    assert sources["suanli-daily"] == {
        "id": "suanli-daily",
        "status": "ok",
        "items": 1,
        "error": None,
        **healthy,
    }
    assert sources["gone-feed"]["consecutive_failures"] == 1
    gone, flaky = sources["gone-feed"], sources["flaky-status"]
    assert (gone["status"], gone["items"], flaky["status"], flaky["items"]) == (
        "error",
        0,
        "error",
        0,
    )
    assert gone["error"].startswith("cannot connect to http://feeds.gone.example/rss.xml: ")
    assert flaky["error"].startswith(
        "http://status.flaky.example/status/rss.xml is not RSS or Atom, not a feed"
    )
    assert all(len(s["error"].splitlines()) == 1 for s in (gone, flaky))


def test_english_feed_post_and_chinese_page_form_one_story(cli_run):
    """The release post and the Chinese report are one story; the job ad is not in it."""
    edition = cli_run.edition

    story = story_with(edition, EN_URL, ZH_URL)

    refs = {ref["url"]: ref for ref in edition["references"]}
    assert HIRING_URL not in refs  # a job ad is no story, no brief and no reference
    assert (refs[EN_URL]["language"], refs[ZH_URL]["language"]) == ("en", "zh")
    assert (refs[EN_URL]["published"], refs[ZH_URL]["published"]) == ("2026-10-22", "2026-10-23")
    assert (refs[EN_URL]["publisher"], refs[ZH_URL]["publisher"]) == (
        "Kestrel Labs Engineering",
        "算力日报",
    )
    assert story["source_titles"]["en"] == "FlashServe 2.0: 1.2 million tokens/s on 64 H200 GPUs"
    assert (
        "FlashServe 2.0" in story["headline"]["en"] and "FlashServe 2.0" in story["headline"]["zh"]
    )


def test_build_alone_rebuilds_a_byte_identical_site_offline(cli_run):
    """`digest build` on the same state, with the server gone, writes the same bytes."""
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", cli_run.port), timeout=2).close()
    rebuilt = cli_run.root / "rebuilt"

    process = digest(
        "build", "--config", str(cli_run.config), "--state", str(cli_run.state),
        "--out", str(rebuilt), "--date", DATE,
        cwd=cli_run.root,
    )  # fmt: skip

    assert process.returncode == 0, process.stderr
    original = site_files(cli_run.out)
    assert f"data/{DATE}.json" in original and "index.html" in original
    assert site_files(rebuilt) == original


# --- the same run in process ----------------------------------------------------------


def test_run_function_reports_each_source_and_publishes(http_server, tmp_path):
    """`run()` returns every source's status in config order and publishes the edition."""
    for path, (content_type, body) in WEB.items():
        http_server.add(path, body, content_type)
    config = parse_config(CONFIG)

    report = run(
        config,
        tmp_path / "state",
        tmp_path / "output",
        DATE,
        resolve=resolve(http_server.port, unused_port()),
    )

    assert [(s.id, s.status, s.items) for s in report.statuses] == [
        ("kestrel-blog", "ok", 2),
        ("suanli-daily", "ok", 1),
        ("gone-feed", "error", 0),
        ("flaky-status", "error", 0),
    ]
    assert report.pages == {"zh": f"zh/{DATE}/index.html", "en": f"en/{DATE}/index.html"}
    assert all((tmp_path / "output" / page).is_file() for page in report.pages.values())
    edition = json.loads((tmp_path / "output" / "data" / f"{DATE}.json").read_text("utf-8"))
    story_with(edition, EN_URL, ZH_URL)
    assert sorted(h for h in http_server.hits if h != "/robots.txt") == sorted(WEB)


# --- what the command refuses -----------------------------------------------------------


def test_unknown_config_key_exits_2_naming_file_line_and_key(tmp_path):
    """A typo'd key in sources.yaml: exit 2, `FILE:LINE: KEY: unknown key`, nothing fetched."""
    text = CONFIG.replace(
        "    owner: suanli\n", "    owner: suanli\n    homepage: http://news.suanli.example/\n"
    )
    line = text.splitlines().index("    homepage: http://news.suanli.example/") + 1
    config = tmp_path / "sources.yaml"
    config.write_text(text, encoding="utf-8")
    nowhere = unused_port()

    process = digest(
        "run", "--config", str(config), "--out", str(tmp_path / "output"),
        "--state", str(tmp_path / "state"), "--date", DATE,
        *resolve_args(resolve(nowhere, nowhere)),
        cwd=tmp_path,
    )  # fmt: skip

    assert process.returncode == 2
    assert process.stderr.strip() == (
        f"digest: error: {config}:{line}: sources[1].homepage: unknown key"
    )
    assert not (tmp_path / "output").exists() and not (tmp_path / "state").exists()


def test_build_without_a_store_fails_clearly(tmp_path):
    """`digest build` on an empty state folder: non-zero exit, says there is no store."""
    config = tmp_path / "sources.yaml"
    config.write_text(CONFIG, encoding="utf-8")
    state = tmp_path / "state"

    process = digest(
        "build", "--config", str(config), "--state", str(state),
        "--out", str(tmp_path / "output"), "--date", DATE,
        cwd=tmp_path,
    )  # fmt: skip

    assert process.returncode != 0
    assert f"no store at {state / 'digest.sqlite'}" in process.stderr
    assert "digest fetch" in process.stderr
    assert "Traceback" not in process.stderr
    assert not state.exists() and not (tmp_path / "output").exists()


# --- sources that yield nothing ---------------------------------------------------------
#
# Served under quiet.test.example: a page that is only a script's empty shell, a feed whose
# two posts are such shells, and a feed with one real post and one shell. `digest run`
# runs twice on the same state folder, with `--report`.

SHELL = (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Loading</title>'
    '<script src="/app.js"></script></head><body><div id="root"></div></body></html>'
)
QUIET = "http://quiet.test.example"


def quiet_feed(*paths: str) -> str:
    items = "".join(
        f"<item><title>Post {path}</title><link>{QUIET}{path}</link>"
        f"<description>Summary of {path}.</description></item>"
        for path in paths
    )
    return (
        f'<?xml version="1.0"?><rss version="2.0"><channel><title>Q</title>{items}</channel></rss>'
    )


QUIET_WEB = {
    "/app.html": ("text/html; charset=utf-8", SHELL),
    "/broken.xml": ("application/rss+xml", quiet_feed("/shell-1.html", "/shell-2.html")),
    "/shell-1.html": ("text/html; charset=utf-8", SHELL),
    "/shell-2.html": ("text/html; charset=utf-8", SHELL),
    "/mixed.xml": ("application/rss+xml", quiet_feed("/hiring.html", "/shell-3.html")),
    "/hiring.html": ("text/html; charset=utf-8", HIRING_PAGE),
    "/shell-3.html": ("text/html; charset=utf-8", SHELL),
}
QUIET_CONFIG = f"""\
site: {{title: Quiet test, base_url: 'https://digest.example/'}}
fetch: {{min_delay: 0, retries: 0}}
sources:
  - {{id: shell-page, kind: page, url: '{QUIET}/app.html', watch: true}}
  - {{id: broken-feed, kind: feed, url: '{QUIET}/broken.xml'}}
  - {{id: mixed-feed, kind: feed, url: '{QUIET}/mixed.xml'}}
"""


@dataclass(frozen=True)
class QuietRuns:
    out: Path
    processes: tuple[subprocess.CompletedProcess[str], ...]
    reports: tuple[dict[str, dict], ...]  # per run: source id → its report


@pytest.fixture(scope="module")
def quiet_runs(tmp_path_factory: pytest.TempPathFactory) -> QuietRuns:
    root = tmp_path_factory.mktemp("quiet")
    (root / "sources.yaml").write_text(QUIET_CONFIG, encoding="utf-8")
    processes, reports = [], []
    with serve(QUIET_WEB) as port:
        for n in (1, 2):
            process = digest(
                "run", "--config", str(root / "sources.yaml"), "--out", str(root / "output"),
                "--state", str(root / "state"), "--date", DATE, "--report", str(root / f"{n}.json"),
                "--resolve", f"quiet.test.example=127.0.0.1:{port}",
                cwd=root,
            )  # fmt: skip
            assert process.returncode == 0, process.stderr
            report = json.loads((root / f"{n}.json").read_text("utf-8"))
            processes.append(process)
            reports.append({s["id"]: s for s in report["sources"]})
    return QuietRuns(root / "output", tuple(processes), tuple(reports))


def test_a_page_without_article_text_is_a_failed_source(quiet_runs):
    """Fetched fine (HTTP 200) but nothing to read: an error with its reason, counted as a
    failure run after run, never `ok, 0 new`."""
    first, second = (r["shell-page"] for r in quiet_runs.reports)

    why = f"{QUIET}/app.html: no article text found"
    assert [first[k] for k in ("status", "http_status", "new", "failed", "error")] == [
        "error", 200, 0, 1, why,
    ]  # fmt: skip
    assert (first["consecutive_failures"], second["consecutive_failures"]) == (1, 2)
    assert first["failing_since"] == second["failing_since"] == today()
    assert f"digest: source shell-page failed: {why}" in quiet_runs.processes[0].stderr.splitlines()


def test_a_feed_whose_new_entries_all_fail_is_a_failed_source(quiet_runs):
    first = quiet_runs.reports[0]["broken-feed"]

    assert (first["status"], first["new"], first["failed"]) == ("error", 0, 2)
    assert first["error"] == (
        f"none of its 2 new entries could be extracted: {QUIET}/shell-1.html: no article text found"
    )
    stderr = quiet_runs.processes[0].stderr.splitlines()
    assert f"digest: WARNING: broken-feed: {QUIET}/shell-2.html: no article text found" in stderr


def test_a_feed_with_some_failed_entries_is_ok_with_them_counted(quiet_runs):
    """One post read, one shell: ok, each failure a warning line and counted in the report."""
    first = quiet_runs.reports[0]["mixed-feed"]

    assert [first[k] for k in ("status", "new", "seen", "failed", "error")] == ["ok", 1, 0, 1, None]
    assert first["consecutive_failures"] == 0
    stderr = quiet_runs.processes[0].stderr.splitlines()
    assert f"digest: WARNING: mixed-feed: {QUIET}/shell-3.html: no article text found" in stderr
    assert any(
        line.startswith("digest: mixed-feed: ok, 1 new, 0 seen, 1 failed, ") for line in stderr
    )


def test_a_feed_whose_only_new_entry_fails_is_failed_though_older_ones_are_stored(quiet_runs):
    """The second run: the post is stored (seen), the shell is new again and fails again.
    Nothing the source publishes now can be read, so it fails, as a feed of shells would."""
    second = quiet_runs.reports[1]["mixed-feed"]

    assert [second[k] for k in ("status", "new", "seen", "failed")] == ["error", 0, 1, 1]
    assert second["error"] == f"{QUIET}/shell-3.html: no article text found"


def test_the_health_table_shows_sources_that_yield_nothing(quiet_runs):
    """The edition's source table: each failed source with its reason and its streak; the
    watched page that could not be read is not reported as checked and unchanged."""
    edition = json.loads((quiet_runs.out / "data" / f"{DATE}.json").read_text("utf-8"))
    sources = {s["id"]: s for s in edition["sources"]}

    assert sources["shell-page"] == {
        "id": "shell-page",
        "status": "error",
        "items": 0,
        "error": f"{QUIET}/app.html: no article text found",
        "consecutive_failures": 2,
        "failing_since": today(),
    }
    assert (sources["broken-feed"]["status"], sources["broken-feed"]["consecutive_failures"]) == (
        "error",
        2,
    )
    [watched] = edition["watched"]
    assert (watched["id"], watched["checked"], watched["changed"]) == ("shell-page", None, False)
    page = (quiet_runs.out / "en" / "status" / "index.html").read_text("utf-8")
    assert "<td>failed</td>" in page
    assert ">http://quiet.test.example/app.html: no article text found</td>" in page


# --- the date of a page that states none ---------------------------------------------------

UNDATED_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hall B maintenance notes</title></head>
<body><article><h1>Hall B maintenance notes</h1>
<p>During the maintenance window on Dec 30 the operators moved 64 GPUs from hall A to the new
hall B, where the cooling loop now runs at a lower water temperature than before.</p>
<p>The move took most of the night; the scheduler drained the affected nodes first.</p>
</article></body></html>
"""


def test_a_page_without_a_date_keeps_the_day_it_was_first_fetched(http_server, tmp_path):
    """A page source is fetched every run: one that states no date stays dated by its first
    fetch (it does not move into every new edition), and its yearless dates keep resolving
    against that day."""
    url = http_server.add("/notes.html", UNDATED_PAGE)
    config = parse_config(
        "site: {title: T, base_url: 'https://digest.example/'}\nfetch: {min_delay: 0}\n"
        f"sources:\n  - {{id: notes, kind: page, url: '{url}'}}\n"
    )
    with Store(tmp_path / "digest.sqlite") as store:
        fetch(config, store)
    with sqlite3.connect(tmp_path / "digest.sqlite") as db:  # as if that fetch was years ago
        db.execute(
            "UPDATE articles SET published = '2020-01-05',"
            " data = json_set(data, '$.published', '2020-01-05')"
        )

    with Store(tmp_path / "digest.sqlite") as store:
        [report] = fetch(config, store)
        article = store.article_for(url)

    assert (report.status, report.new) == ("ok", 1)
    assert article is not None and article.published == "2020-01-05"
    assert [d.value for d in article.dates] == ["2019-12-30"]
