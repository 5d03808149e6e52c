"""Articles made from real text through the real extractor, for the stories tests."""

from __future__ import annotations

import hashlib
from collections.abc import Callable

import pytest

from pipeline.extractors import extract_text
from pipeline.records import Article

MakeArticle = Callable[..., Article]


def make_article(
    text: str,
    *,
    owner: str,
    published: str = "2026-10-24",
    title: str = "",
    publisher: str | None = None,
    url: str | None = None,
) -> Article:
    doc = extract_text(text, published=published)
    url = url or f"https://{owner}.example/{hashlib.sha1(text.encode()).hexdigest()[:8]}"
    return Article(
        id=hashlib.sha1(url.encode()).hexdigest()[:16],
        source_id=owner,
        url=url,
        publisher=publisher or owner,
        owner=owner,
        title=title or text[:30],
        published=published,
        language=doc.language,
        text=text,
        quantities=doc.quantities,
        dates=doc.dates,
    )


@pytest.fixture
def article() -> MakeArticle:
    return make_article
