"""The HTTP layer's own rules: Retry-After forms, bounded inflation, settings from sources.yaml."""

from __future__ import annotations

import datetime as dt
import email.utils
import gzip
import zlib

import pytest

from pipeline.config import FetchSettings, parse_config
from pipeline.errors import ConfigError
from pipeline.fetchers.http import Fetcher, _Bomb, _Inflater


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
