"""Fetch speed: the fetch stage over 1,000 feeds on 50 hosts, against the ideal and feedparser.

    python bench/fetch.py [--check] [--profile] [--feeds 1000] [--hosts 50] [--latency 0.1]

Starts a local HTTP server (asyncio, in a child process, on 127.0.0.1 only) that
serves `--feeds` RSS feeds spread over `--hosts` host names (feeds-00.bench.example
…), each a few KB with 10 items, an ETag and a Last-Modified, answered after
`--latency` seconds, with 304 to a matching If-None-Match (or, without one,
If-Modified-Since); robots.txt is answered 404 at once (robots stays on, as by
default). The host names are mapped to the server with `resolve`; the server also
serves `/<host>/<path>` for clients that cannot map names (feedparser).

Then, in this process:

1. `fetch_all` over every feed with `FetchSettings(min_delay=0)` (per-host 2,
   global 32 otherwise), `known` saying every entry is stored, so only the feeds
   themselves are fetched: wall time against the ideal, requests ÷ global
   concurrency × latency (target ≤ 1.5×);
2. a sequential `feedparser.parse(url)` loop over `--sample` feeds, extrapolated;
3. `fetch_all` again with validators from the first pass: the share of 304s
   (target ≥ 95%);
4. bytes in both passes, and the peak memory of this process (ru_maxrss, target
   ≤ 300 MiB).

It is a benchmark: exit 0 whatever the figures, unless `--check` is given; then
exit 1 when a target is missed. Nothing leaves 127.0.0.1, and the server stops
when the script ends.
"""

from __future__ import annotations

import argparse
import asyncio
import email.utils
import hashlib
import json
import resource
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DOMAIN = "bench.example"
ITEMS_PER_FEED = 10
BUDGET_SECONDS = 180  # a hard stop: a run takes about 45 s on 2 cores


# --- the server (child process) -------------------------------------------------------------

_TOPICS = [
    ("DeepInfer", "inference engine", "tokens per second"),
    ("Acme Cloud", "GPU region", "H200 instances"),
    ("OpenLake", "table format", "queries per second"),
    ("Kestrel", "vector database", "million vectors"),
    ("Northwind Chips", "NPU", "TOPS"),
    ("Granite OS", "kernel release", "boot time"),
    ("Quanta Labs", "language model", "billion parameters"),
    ("Harbor", "container registry", "pulls per day"),
]


def host_name(h: int) -> str:
    return f"feeds-{h:02d}.{DOMAIN}"


def feed_path(n: int) -> str:
    return f"/feed/{n:03d}.xml"


def feed_layout(feeds: int, hosts: int) -> list[tuple[str, str]]:
    """(host, path) of every feed: feed i on host i mod hosts, so each host has feeds/hosts."""
    return [(host_name(i % hosts), feed_path(i // hosts)) for i in range(feeds)]


def rss(host: str, path: str, seed: int, updated: float) -> bytes:
    """A small, plausible RSS 2.0 feed of ITEMS_PER_FEED items."""
    items = []
    for k in range(ITEMS_PER_FEED):
        who, what, unit = _TOPICS[(seed + k) % len(_TOPICS)]
        figure = 10 + (seed * 37 + k * 91) % 990
        slug = f"{seed:04d}-{k:02d}"
        published = email.utils.formatdate(updated - k * 5400, usegmt=True)
        summary = (
            f"<p>{who} reports {figure} {unit} in its own benchmark, "
            f"up {3 + k}% on the previous release.</p>"
        )
        items.append(
            "    <item>\n"
            f"      <title>{escape(who)} ships {escape(what)} update with {figure} {escape(unit)}</title>\n"
            f"      <link>https://{host}/posts/{slug}.html</link>\n"
            f'      <guid isPermaLink="true">https://{host}/posts/{slug}.html</guid>\n'
            f"      <pubDate>{published}</pubDate>\n"
            f"      <description>{escape(summary)}</description>\n"
            "    </item>\n"
        )
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n'
        "  <channel>\n"
        f"    <title>{host} news ({path})</title>\n"
        f"    <link>https://{host}/</link>\n"
        f'    <atom:link href="http://{host}{path}" rel="self" type="application/rss+xml"/>\n'
        "    <description>Releases, benchmarks and announcements.</description>\n"
        "    <language>en</language>\n"
        f"    <lastBuildDate>{email.utils.formatdate(updated, usegmt=True)}</lastBuildDate>\n"
        + "".join(items)
        + "  </channel>\n</rss>\n"
    ).encode("utf-8")


class _Feed:
    def __init__(self, body: bytes, modified: float) -> None:
        self.body = body
        self.modified = int(modified)
        self.last_modified = email.utils.formatdate(self.modified, usegmt=True)
        self.etag = '"' + hashlib.sha1(body).hexdigest()[:20] + '"'

    def not_modified(self, headers: dict[str, str]) -> bool:
        """RFC 9110: If-None-Match decides when present; If-Modified-Since only without it."""
        inm = headers.get("if-none-match")
        if inm is not None:
            tags = [t.strip().removeprefix("W/") for t in inm.split(",")]
            return "*" in tags or self.etag in tags
        ims = headers.get("if-modified-since")
        if ims:
            try:
                since = email.utils.parsedate_to_datetime(ims).timestamp()
            except (TypeError, ValueError):
                return False
            return self.modified <= since
        return False


async def _serve(feeds: int, hosts: int, latency: float) -> None:
    base = 1_796_000_000.0  # 2026-11-30, a fixed clock: same feeds, validators and bytes every run
    table: dict[tuple[str, str], _Feed] = {}
    for i, (host, path) in enumerate(feed_layout(feeds, hosts)):
        updated = base - i * 600
        table[(host, path)] = _Feed(rss(host, path, i, updated), updated)
    stats = {
        "requests": 0,
        "feed_200": 0,
        "feed_304": 0,
        "robots": 0,
        "not_found": 0,
        "bytes_sent": 0,
        "connections": 0,
        "in_flight": 0,
        "max_in_flight": 0,
    }

    def route(target: str, host_header: str) -> tuple[str, _Feed | None]:
        path = target.split("?", 1)[0]
        host = host_header.rsplit(":", 1)[0].lower() if host_header else ""
        if not host.endswith("." + DOMAIN):  # 127.0.0.1:PORT/<host>/<path>, for feedparser
            first, _, rest = path.lstrip("/").partition("/")
            host, path = first.lower(), "/" + rest
        if path == "/robots.txt":
            return "robots", None
        return "feed", table.get((host, path))

    def reply(status: str, headers: list[tuple[str, str]], body: bytes, close: bool) -> bytes:
        lines = [
            f"HTTP/1.1 {status}",
            "Server: news-digest-bench",
            f"Date: {email.utils.formatdate(usegmt=True)}",
        ]
        lines += [f"{k}: {v}" for k, v in headers]
        if close:
            lines.append("Connection: close")
        return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        stats["connections"] += 1
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                request_line, *header_lines = head.decode("latin-1").split("\r\n")
                method, target, version = request_line.split(" ", 2)
                headers: dict[str, str] = {}
                for line in header_lines:
                    if ":" in line:
                        key, _, value = line.partition(":")
                        headers[key.strip().lower()] = value.strip()
                close = headers.get("connection", "").lower() == "close" or version == "HTTP/1.0"
                if target == "/__stats":
                    body = json.dumps(stats).encode()
                    writer.write(
                        reply(
                            "200 OK",
                            [
                                ("Content-Type", "application/json"),
                                ("Content-Length", str(len(body))),
                            ],
                            body,
                            True,
                        )
                    )
                    await writer.drain()
                    break
                stats["requests"] += 1
                kind, feed = route(target, headers.get("host", ""))
                if kind == "robots" or method not in ("GET", "HEAD") or feed is None:
                    stats["robots" if kind == "robots" else "not_found"] += 1
                    data = reply(
                        "404 Not Found",
                        [("Content-Type", "text/plain"), ("Content-Length", "10")],
                        b"not found\n",
                        close,
                    )
                else:
                    stats["in_flight"] += 1
                    stats["max_in_flight"] = max(stats["max_in_flight"], stats["in_flight"])
                    try:
                        await asyncio.sleep(latency)
                    finally:
                        stats["in_flight"] -= 1
                    validators = [
                        ("ETag", feed.etag),
                        ("Last-Modified", feed.last_modified),
                        ("Cache-Control", "max-age=300"),
                    ]
                    if feed.not_modified(headers):
                        stats["feed_304"] += 1
                        data = reply("304 Not Modified", validators, b"", close)
                    else:
                        stats["feed_200"] += 1
                        body = feed.body if method == "GET" else b""
                        data = reply(
                            "200 OK",
                            [
                                ("Content-Type", "application/rss+xml; charset=utf-8"),
                                ("Content-Length", str(len(feed.body))),
                                *validators,
                            ],
                            body,
                            close,
                        )
                stats["bytes_sent"] += len(data)
                writer.write(data)
                await writer.drain()
                if close:
                    break
        except (
            asyncio.IncompleteReadError,
            asyncio.LimitOverrunError,
            ConnectionError,
            ValueError,
        ):
            pass
        finally:
            writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0, backlog=1024)
    port = server.sockets[0].getsockname()[1]
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()

    def watch_parent() -> None:  # the parent closes our stdin (or dies): stop
        sys.stdin.buffer.read()
        loop.call_soon_threadsafe(stop.set)

    threading.Thread(target=watch_parent, daemon=True).start()
    print(port, flush=True)
    async with server:
        await stop.wait()


class BenchServer:
    """The feed server in a child process; `with` starts it and stops it."""

    def __init__(self, feeds: int, hosts: int, latency: float) -> None:
        self._args = ["--feeds", str(feeds), "--hosts", str(hosts), "--latency", str(latency)]
        self._proc: subprocess.Popen[bytes] | None = None
        self.port = 0

    def __enter__(self) -> BenchServer:
        self._proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--serve", *self._args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )
        assert self._proc.stdout is not None
        line = self._proc.stdout.readline()
        if not line.strip().isdigit():
            self.__exit__()
            raise SystemExit("bench server did not start")
        self.port = int(line)
        return self

    def __exit__(self, *exc: object) -> None:
        proc = self._proc
        if proc is None or proc.poll() is not None:
            return
        assert proc.stdin is not None
        proc.stdin.close()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.terminate()
            proc.wait(timeout=5)

    def stats(self) -> dict[str, int]:
        with _direct().open(f"http://127.0.0.1:{self.port}/__stats", timeout=10) as reply:
            return json.loads(reply.read())


def _direct() -> urllib.request.OpenerDirector:
    """A urllib opener that never goes through a proxy, whatever the environment says."""
    return urllib.request.build_opener(urllib.request.ProxyHandler({}))


# --- the benchmark (this process) -----------------------------------------------------------


def peak_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def verdict(ok: bool) -> str:
    return "met" if ok else "MISSED"


def bench(args: argparse.Namespace, server: BenchServer) -> bool:
    import feedparser

    from pipeline.config import Source
    from pipeline.fetchers import fetch_all
    from pipeline.fetchers.feeds import _read_fast, read_feed
    from pipeline.fetchers.http import Cached, FetchSettings

    layout = feed_layout(args.feeds, args.hosts)
    sources = [
        Source(
            id=f"bench-{host.split('.')[0].removeprefix('feeds-')}-{path[6:9]}",
            kind="feed",
            url=f"http://{host}{path}",
        )
        for host, path in sorted(layout)
    ]
    resolve = {host_name(h): f"127.0.0.1:{server.port}" for h in range(args.hosts)}
    settings = FetchSettings(min_delay=0)
    known = lambda url: True  # noqa: E731 - every entry is stored: fetch the feeds only
    met: list[bool] = []
    n = len(sources)
    ideal = n / settings.global_limit * args.latency
    before = peak_mib()

    print(
        f"fetch benchmark: {n} feeds on {args.hosts} hosts, {args.latency * 1000:.0f} ms latency, "
        f"per-host {settings.per_host}, global {settings.global_limit}, min_delay 0, "
        f"robots.txt on (answered 404)"
    )

    # pass 1: cold
    s0 = server.stats()
    profiler = None
    if args.profile:
        import cProfile

        profiler = cProfile.Profile()
        profiler.enable()
    started = time.perf_counter()
    first = fetch_all(sources, settings=settings, resolve=resolve, known=known)
    wall1 = time.perf_counter() - started
    if profiler is not None:
        profiler.disable()
    s1 = server.stats()
    ok1 = sum(1 for r in first if r.responses and r.responses[0].status == 200)
    errors = [r.status.error for r in first if r.status.status == "error"]
    print(f"pass 1 feeds fetched (HTTP 200): {ok1}/{n}  target {n}/{n}  {verdict(ok1 == n)}")
    met.append(ok1 == n)
    for reason in errors[:5]:
        print(f"  error: {reason}")
    ratio = wall1 / ideal
    print(
        f"pass 1 wall time: {wall1:.2f} s = {ratio:.2f}x the ideal {ideal:.2f} s "
        f"({n} / {settings.global_limit} x {args.latency:.3f} s)  target <= 1.50x  {verdict(ratio <= 1.5)}"
    )
    met.append(ratio <= 1.5)
    print(
        f"pass 1 server side: {s1['requests'] - s0['requests']} requests "
        f"({s1['robots'] - s0['robots']} robots.txt), most feed requests at once {s1['max_in_flight']}"
    )

    # how much of that is feed parsing, which fetch_all does on the event loop: the fast
    # path (fastfeedparser) as run, and feedparser alone for comparison
    bodies = [(r.url, r.body, r.content_type) for res in first for r in res.responses][
        :: max(1, n // 100)
    ]
    timed = {}
    for fast in (True, False):
        started = time.perf_counter()
        for url, body, content_type in bodies:
            read_feed("bench", url, body, content_type, fast=fast)
        timed[fast] = (time.perf_counter() - started) / len(bodies) * n
    taken = sum(_read_fast(body, content_type) is not None for _, body, content_type in bodies)
    print(
        f"of which feed parsing (timed alone on {len(bodies)} of the bodies, {taken} on the fast path): "
        f"{timed[True]:.1f} s for {n} = {timed[True] / ideal:.2f}x the ideal; "
        f"feedparser alone {timed[False]:.1f} s = {timed[False] / ideal:.2f}x  (no target)"
    )

    # feedparser, sequential, on a sample spread over the hosts
    step = max(1, n // args.sample)
    sample = [layout[i] for i in range(0, n, step)][: args.sample]
    proxyless = urllib.request.ProxyHandler({})
    started = time.perf_counter()
    good = 0
    for host, path in sample:
        parsed = feedparser.parse(
            f"http://127.0.0.1:{server.port}/{host}{path}", handlers=[proxyless]
        )
        good += parsed.get("status") == 200 and len(parsed.entries) == ITEMS_PER_FEED
    sequential = time.perf_counter() - started
    projected = sequential / len(sample) * n
    print(
        f"feedparser.parse(url) sequential: {len(sample)} feeds ({good} parsed) in {sequential:.2f} s "
        f"-> {projected:.1f} s for {n} (extrapolated); fetch_all pass 1 is {projected / wall1:.1f}x faster  (no target)"
    )

    # pass 2: conditional, validators from pass 1
    cache = {
        r.url: Cached(r.etag, r.last_modified, r.body, r.content_type)
        for result in first
        for r in result.responses
    }
    s2 = server.stats()
    started = time.perf_counter()
    second = fetch_all(
        sources, settings=settings, resolve=resolve, validators=cache.get, known=known
    )
    wall2 = time.perf_counter() - started
    s3 = server.stats()
    not_modified = sum(1 for r in second if r.responses and r.responses[0].not_modified)
    share = not_modified / n
    print(
        f"pass 2 304 share: {not_modified}/{n} = {share:.1%}  target >= 95%  {verdict(share >= 0.95)}"
    )
    met.append(share >= 0.95)
    print(f"pass 2 wall time: {wall2:.2f} s = {wall2 / ideal:.2f}x the ideal  (no target)")

    bytes1 = sum(r.bytes for r in first)
    bytes2 = sum(r.bytes for r in second)
    sent1 = s1["bytes_sent"] - s0["bytes_sent"]
    sent2 = s3["bytes_sent"] - s2["bytes_sent"]
    print(
        f"bytes pass 1: {bytes1:,} body bytes received (wire_bytes), {sent1:,} sent by the server with headers"
    )
    print(
        f"bytes pass 2: {bytes2:,} body bytes received (wire_bytes), {sent2:,} sent by the server with headers "
        f"({sent2 / sent1:.1%} of pass 1)"
    )

    peak = peak_mib()
    print(
        f"peak memory (ru_maxrss): {peak:.0f} MiB ({before:.0f} MiB after imports, before fetching)  "
        f"target <= 300 MiB  {verdict(peak <= 300)}"
    )
    met.append(peak <= 300)

    if profiler is not None:
        import pstats

        print("\npass 1 profile (cumulative):", file=sys.stderr)
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(25)
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("tottime").print_stats(15)
    return all(met)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--feeds", type=int, default=1000)
    parser.add_argument("--hosts", type=int, default=50)
    parser.add_argument("--latency", type=float, default=0.1, help="server delay per feed, seconds")
    parser.add_argument("--sample", type=int, default=40, help="feeds for the feedparser loop")
    parser.add_argument("--check", action="store_true", help="exit 1 if a target is missed")
    parser.add_argument("--profile", action="store_true", help="cProfile pass 1 (to stderr)")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        asyncio.run(_serve(args.feeds, args.hosts, args.latency))
        return

    def out_of_time(signum: int, frame: object) -> None:
        raise TimeoutError(f"the benchmark took more than {BUDGET_SECONDS} s")

    signal.signal(signal.SIGALRM, out_of_time)
    signal.alarm(BUDGET_SECONDS)
    with BenchServer(args.feeds, args.hosts, args.latency) as server:
        all_met = bench(args, server)
    signal.alarm(0)
    print("all targets met" if all_met else "a target was missed")
    sys.exit(1 if args.check and not all_met else 0)


if __name__ == "__main__":
    main()
