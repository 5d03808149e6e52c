"""Canonical URLs: the same article however it is linked."""

from __future__ import annotations

import pytest

from pipeline.fetchers.urls import canonical_url


@pytest.mark.parametrize(
    "url",
    [
        "https://blog.example/post.html",
        "HTTPS://Blog.Example:443/post.html",
        "https://blog.example/post.html#comments",
        "https://blog.example/post.html?utm_source=rss&utm_medium=feed",
        "https://blog.example/post.html?fbclid=abc&gclid=def",
    ],
)
def test_tracking_fragments_case_and_default_ports_do_not_matter(url: str) -> None:
    assert canonical_url(url) == "https://blog.example/post.html"


def test_meaningful_query_parameters_stay() -> None:
    assert canonical_url("https://x.example/a?id=7&utm_campaign=z") == "https://x.example/a?id=7"
    assert canonical_url("http://x.example:8080/a") == "http://x.example:8080/a"
