"""The HTTP layer's own rules: Retry-After forms, bounded inflation, settings from sources.yaml,
robots.txt as RFC 9309 reads it, and `fetch_url`, the one-URL way in."""

from __future__ import annotations

import asyncio
import datetime as dt
import email.utils
import gzip
import time
import zlib
from pathlib import Path

import pytest

from pipeline.config import FetchSettings, parse_config
from pipeline.errors import ConfigError, FetchError
from pipeline.fetchers import fetch_all
from pipeline.fetchers.http import ROBOTS_LIMIT, Fetcher, _Bomb, _Inflater, fetch_url
from tests.conftest import LocalServer, drip, respond


def test_retry_after_in_seconds_and_as_an_http_date() -> None:
    assert Fetcher._retry_after("120") == 120
    later = dt.datetime.now(dt.UTC) + dt.timedelta(minutes=10)
    assert 590 <= Fetcher._retry_after(email.utils.format_datetime(later, usegmt=True)) <= 600
    assert Fetcher._retry_after("not a date") == 0


def test_inflation_stops_at_the_limit_without_inflating_everything() -> None:
    bomb = gzip.compress(b"\0" * 20_000_000)  # 20 MB of zeros in about 20 KB
    inflater = _Inflater("gzip", limit=1_000_000)
    with pytest.raises(_Bomb):
        for start in range(0, len(bomb), 4096):
            inflater.feed(bomb[start : start + 4096])
    assert inflater._out <= 1_000_000 + _Inflater.STEP


def test_gzip_and_deflate_decode() -> None:
    text = b"<rss>" + b"x" * 10_000 + b"</rss>"
    for encoding, data in (("gzip", gzip.compress(text)), ("deflate", zlib.compress(text))):
        inflater = _Inflater(encoding, limit=1_000_000)
        assert inflater.feed(data) + inflater.flush() == text


BASE = """\
site: {title: T, base_url: https://d.example/}
sources:
"""


def test_fetch_settings_come_from_the_config() -> None:
    config = parse_config(
        BASE.replace(
            "sources:",
            "fetch: {per_host: 1, min_delay: 2, contact: mailto:me@example.org}\nsources:",
        )
        + "  - {id: a, kind: feed, url: https://a.example/feed.xml}\n"
    )
    settings = config.fetch
    assert settings.per_host == 1 and settings.min_delay == 2
    assert settings.agent.endswith("(mailto:me@example.org)")
    assert (
        parse_config(BASE + "  - {id: a, kind: feed, url: https://a.example/f}\n").fetch
        == FetchSettings()
    )


def test_github_releases_need_a_repo_and_get_its_feed() -> None:
    config = parse_config(BASE + "  - {id: vllm, kind: github-releases, repo: vllm-project/vllm}\n")
    assert config.sources[0].url == "https://github.com/vllm-project/vllm/releases.atom"
    with pytest.raises(ConfigError, match="github-releases needs repo"):
        parse_config(BASE + "  - {id: vllm, kind: github-releases}\n")
    with pytest.raises(ConfigError, match="watch is only for page"):
        parse_config(BASE + "  - {id: f, kind: feed, url: https://a.example/f, watch: true}\n")


# --- robots.txt as RFC 9309 reads it ---------------------------------------------------------

HOST = "robots.test.example"
ROBOTS = Path(__file__).resolve().parent.parent / "data" / "robots"
QUICK = FetchSettings(min_delay=0)


def verdicts(
    server: LocalServer, robots: str, paths: list[str], settings: FetchSettings = QUICK
) -> dict[str, bool]:
    """Serve `robots` and a page at each path, GET them all with one Fetcher: path → allowed."""
    server.add("/robots.txt", robots, "text/plain")
    for path in paths:
        server.add(path, "<p>A page.</p>")

    async def ask() -> dict[str, bool]:
        allowed = {}
        async with Fetcher(settings, resolve={HOST: f"127.0.0.1:{server.port}"}) as fetcher:
            for path in paths:
                url = f"http://{HOST}{path}"
                try:
                    await fetcher.get("robots-test", url)
                    allowed[path] = True
                except FetchError as exc:
                    assert str(exc) == f"robots-test: {url} is disallowed by robots.txt"
                    allowed[path] = False
        return allowed

    return asyncio.run(ask())


def test_robots_wildcards_end_anchors_and_the_longest_match(http_server):
    """`*` matches any run of characters, `$` the end of the URL, and the longest matching
    rule wins, an Allow over a Disallow of the same length."""
    expected = {
        "/report.pdf": False,  # Disallow: /*.pdf$
        "/report.pdf?download=1": True,  # $: this URL goes on past .pdf
        "/blog/drafts/next.html": False,  # Disallow: /*/drafts/
        "/feed": False,  # Disallow: /feed$
        "/feed.xml": True,
        "/news/today.html": False,  # Disallow: /news/
        "/news/public/today.html": True,  # Allow: /news/public/ is the longer match
        "/page": True,  # Allow: /page and Disallow: /page: the least restrictive wins
        "/about.html": True,
    }

    allowed = verdicts(http_server, (ROBOTS / "wildcards.txt").read_text(), list(expected))

    assert allowed == expected
    assert http_server.hits.count("/robots.txt") == 1
    assert "/report.pdf" not in http_server.hits and "/feed" not in http_server.hits


def test_robots_our_group_replaces_the_star_group(http_server):
    """The group naming our product token (in any case, beside another crawler's name) is
    the one we obey, whole: the `*` group's `Disallow: /` does not apply to us."""
    expected = {"/": True, "/feed.xml": True, "/private/notes.html": False}

    allowed = verdicts(http_server, (ROBOTS / "groups.txt").read_text(), list(expected))

    assert allowed == expected


def test_robots_groups_match_the_product_token_not_the_whole_user_agent(http_server):
    """Our User-Agent carries a contact URL on github.com: a `User-agent: github` group is
    another crawler's and does not apply to us."""
    settings = FetchSettings(min_delay=0, contact="https://github.com/digest-operator")
    assert "github" in settings.agent

    allowed = verdicts(
        http_server, (ROBOTS / "contact-word.txt").read_text(), ["/feed.xml"], settings
    )

    assert allowed == {"/feed.xml": True}


def test_robots_txt_is_read_to_500_kib_and_a_rule_cut_in_half_is_dropped(http_server):
    """RFC 9309 2.5: rules past the first 500 KiB are ignored. The line the cut falls in is
    dropped, not read as its first half: "Disallow: /" would forbid the whole site."""
    head = "User-agent: *\nDisallow: /early/\n"
    cut_rule = "Disallow: /cut-in-half/\n"
    padding = "# " + "x" * 97 + "\n"
    body = head
    while len(body) + len(padding) < ROBOTS_LIMIT - len("Disallow: /"):
        body += padding
    body += "#" * (ROBOTS_LIMIT - len("Disallow: /") - len(body) - 1) + "\n"
    assert body.encode()[ROBOTS_LIMIT - len("Disallow: /") - 1 : ROBOTS_LIMIT] == b"\n"
    body += cut_rule + "Disallow: /late/\n"
    assert body.encode()[:ROBOTS_LIMIT].endswith(b"\nDisallow: /")
    expected = {"/early/a.html": False, "/late/a.html": True, "/cut-in-half/a.html": True}
    expected["/index.html"] = True

    allowed = verdicts(http_server, body, list(expected))

    assert allowed == expected


def test_robots_txt_redirects_are_followed(http_server):
    """A robots.txt that moved (301) is read where it moved to (RFC 9309 2.3.1.2)."""
    http_server.routes["/robots.txt"] = lambda handler: respond(
        handler, "", status=301, headers={"Location": "/policies/robots.txt"}
    )
    http_server.add("/policies/robots.txt", "User-agent: *\nDisallow: /private/\n", "text/plain")
    paths = ["/private/notes.html", "/public.html"]
    for path in paths:
        http_server.add(path, "<p>A page.</p>")

    async def ask() -> list[str]:
        outcomes = []
        async with Fetcher(QUICK, resolve={HOST: f"127.0.0.1:{http_server.port}"}) as fetcher:
            for path in paths:
                try:
                    await fetcher.get("moved", f"http://{HOST}{path}")
                    outcomes.append("fetched")
                except FetchError as exc:
                    outcomes.append(str(exc))
        return outcomes

    assert asyncio.run(ask()) == [
        f"moved: http://{HOST}/private/notes.html is disallowed by robots.txt",
        "fetched",
    ]


@pytest.mark.parametrize("status", [401, 403, 404, 410])
def test_robots_txt_answering_4xx_allows_everything(http_server, status):
    """RFC 9309 2.3.1.3: a robots.txt that is unavailable (4xx) puts no rule on the site."""
    http_server.add("/robots.txt", "User-agent: *\nDisallow: /\n", "text/plain", status=status)
    http_server.add("/feed.xml", "<p>A page.</p>")

    response = fetch_url(
        f"http://{HOST}/feed.xml", QUICK, resolve={HOST: f"127.0.0.1:{http_server.port}"}
    )

    assert response.status == 200


def test_robots_txt_is_loaded_once_per_host_however_many_sources_ask_at_once(http_server):
    """Twelve sources on one host start together while robots.txt takes 0.3 s: one request."""

    def slow_robots(handler) -> None:
        time.sleep(0.3)
        respond(handler, "User-agent: *\nDisallow: /private/\n", "text/plain")

    http_server.routes["/robots.txt"] = slow_robots
    for n in range(12):
        http_server.add(f"/page-{n}.html", f"<p>Page {n} of a site.</p>")
    config = parse_config(
        BASE
        + "".join(
            f"  - {{id: page-{n}, kind: page, url: 'http://{HOST}/page-{n}.html'}}\n"
            for n in range(12)
        )
    )

    results = fetch_all(
        config.sources, settings=QUICK, resolve={HOST: f"127.0.0.1:{http_server.port}"}
    )

    assert [r.status.status for r in results] == ["ok"] * 12
    assert http_server.hits.count("/robots.txt") == 1


# --- fetch_url: one URL, the pipeline's way ---------------------------------------------------


def test_fetch_url_gets_a_page_through_redirects(http_server):
    http_server.routes["/old.html"] = lambda handler: respond(
        handler, "", status=302, headers={"Location": "/new.html"}
    )
    http_server.add("/new.html", "<h1>Moved here</h1>")

    response = fetch_url(http_server.url("/old.html"), QUICK)

    assert (response.status, response.body) == (200, b"<h1>Moved here</h1>")
    assert response.url == http_server.url("/old.html")
    assert response.final_url == http_server.url("/new.html")
    assert response.content_type == "text/html; charset=utf-8"


def test_fetch_url_errors_are_one_line_naming_the_url(http_server):
    """No source id in front: the reason names the URL, and `status` is the server's."""
    http_server.add("/robots.txt", "User-agent: *\nDisallow: /private/\n", "text/plain")
    gone, private = http_server.url("/gone.html"), http_server.url("/private/a.html")

    with pytest.raises(FetchError) as missing:
        fetch_url(gone, QUICK)
    with pytest.raises(FetchError) as refused:
        fetch_url(private, QUICK)
    with pytest.raises(FetchError) as not_http:
        fetch_url("file:///etc/passwd", QUICK)

    assert (str(missing.value), missing.value.status) == (f"HTTP 404 Not Found at {gone}", 404)
    assert str(refused.value) == f"{private} is disallowed by robots.txt"
    assert str(not_http.value) == "file:///etc/passwd: not an http(s) URL"
    assert "/private/a.html" not in http_server.hits


def test_fetch_url_keeps_to_the_deadline(http_server):
    """A page dripping a byte every 0.2 s (a minute in all) is cut at the 1 s deadline, and
    no retry is made once the deadline is spent."""
    http_server.routes["/drip.html"] = drip(b"<p>" + b"x" * 300 + b"</p>", "text/html", 0.2)
    url = http_server.url("/drip.html")

    started = time.monotonic()
    with pytest.raises(FetchError) as caught:
        fetch_url(url, FetchSettings(deadline=1))
    elapsed = time.monotonic() - started

    assert str(caught.value) == f"{url} took longer than the 1 s deadline"
    assert http_server.hits.count("/drip.html") == 1
    assert elapsed < 4  # robots.txt, the 0.5 s spacing and one 1 s try; not 3 tries
