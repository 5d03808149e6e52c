"""The page gate: real-looking pages with their frames, in every encoding, against what a reader sees.

tests/data/pages/index.yaml lists each page with its HTTP Content-Type, URL, headline,
publication date, language, body snippets it must contain and frame snippets it must not.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from pipeline.extractors import extract_html, extract_markdown

PAGES = Path(__file__).resolve().parents[1] / "data" / "pages"
INDEX = (
    yaml.safe_load((PAGES / "index.yaml").read_text(encoding="utf-8"))
    if (PAGES / "index.yaml").is_file()
    else []
)
FLOOR = 0.95  # share of pages right on each field; every encoding page must be right outright


@dataclass
class Result:
    id: str
    body: bool
    title: bool
    date: bool
    language: bool
    detail: str


def squash(text: str | None) -> str:
    return " ".join((text or "").split())


def check(item: dict) -> Result:
    body = (PAGES / item["file"]).read_bytes()
    read = extract_markdown if item["file"].endswith(".md") else extract_html
    doc = read(body, url=item.get("url"), content_type=item.get("content_type") or "")
    text = squash(doc.text)
    missing = [s for s in item.get("must_contain", []) if squash(s) not in text]
    leaked = [s for s in item.get("must_not_contain", []) if squash(s) in text]
    expected_date = str(item["published"]) if item.get("published") else None
    title_ok = item.get("title") is None or squash(doc.title) == squash(item["title"])
    return Result(
        id=item["id"],
        body=not missing and not leaked,
        title=title_ok,
        date=doc.published == expected_date,
        language=doc.language == item["language"],
        detail=(
            f"{item['id']}: missing {missing} leaked {leaked} title {doc.title!r} "
            f"date {doc.published} (expected {expected_date}) language {doc.language}"
        ),
    )


@pytest.fixture(scope="module")
def results() -> list[Result]:
    return [check(item) for item in INDEX]


def test_the_page_set_is_big_enough() -> None:
    assert len(INDEX) >= 40
    assert sum(1 for item in INDEX if item["language"] == "zh") >= len(INDEX) // 2


@pytest.mark.parametrize("field", ["body", "title", "date", "language"])
def test_floor(results: list[Result], field: str) -> None:
    wrong = [r.detail for r in results if not getattr(r, field)]
    assert 1 - len(wrong) / len(results) >= FLOOR, "\n".join(wrong)


ENCODED = [
    item for item in INDEX if any(c in item["id"] for c in ("gbk", "gb2312", "gb18030", "big5"))
]


@pytest.mark.parametrize("item", ENCODED, ids=[item["id"] for item in ENCODED])
def test_every_chinese_encoding_gives_clean_text_and_the_right_date(item: dict) -> None:
    result = check(item)
    assert result.body and result.date and result.language, result.detail


# --- hidden content: what a reader never sees is not article text --------------------------

HIDDEN = Path(__file__).resolve().parents[1] / "data" / "hidden"


def figures(doc) -> list[str]:
    return [q.text for q in doc.quantities]


def test_hidden_elements_give_no_text_headline_or_date() -> None:
    """A `hidden` tab panel, a `<template>`, an aria-hidden ticker and inline display:none /
    visibility:hidden paragraphs give no text and no figures; the hidden headline and `<time>`
    are not the page's; `hidden="until-found"` (shown by find-in-page) is text."""
    doc = extract_html((HIDDEN / "figures.html").read_bytes())

    assert doc.title == "Orca 3.0 serves 2.1 million tokens/s"  # not the hidden h1 above it
    assert doc.published == "2026-10-24"  # the byline's, not the hidden <time>'s 2026-01-15
    for hidden in ("Orca 2.9", "3.4 million", "500 customers", "7 of 9", "1,000", "256 experts"):
        assert hidden not in doc.text
    assert "2.1 million tokens/s" in figures(doc) and "96 GPUs" not in figures(doc)
    assert "batch size of 64 sequences" in doc.text


def test_our_fallback_skips_hidden_elements_too() -> None:
    """A page of links only, where trafilatura finds no body and our visible-text walk reads it."""
    doc = extract_html((HIDDEN / "links-only.html").read_bytes())

    assert "512 GPUs" in figures(doc) and "256 GPUs" in figures(doc)
    for hidden in ("North", "South", "Polar", "Moon"):
        assert hidden not in doc.text


def test_an_aria_hidden_second_article_is_dropped() -> None:
    """A preloaded next story marked aria-hidden beside the visible article is not its text."""
    doc = extract_html((HIDDEN / "preloaded-story.html").read_bytes())

    assert "128K-token context" in doc.text
    assert "45 million" not in doc.text and "seed round" not in doc.text


def test_the_only_article_stays_even_when_the_page_hides_it() -> None:
    """A site that marks its whole content aria-hidden while a dialog is open, and hides the
    body until a script runs: the reader sees that article, so it is the text."""
    doc = extract_html((HIDDEN / "modal-open.html").read_bytes())

    assert doc.title == "Kite 1.4 cuts decode latency by 30%"
    assert {"41 ms", "29 ms", "8 GPUs"} <= set(figures(doc))
    assert "Subscribe" not in doc.text


def test_hidden_html_in_markdown_is_not_text() -> None:
    doc = extract_markdown((HIDDEN / "readme.md").read_bytes())

    assert "1,500 tokens/s" in figures(doc) and "16 GB" in figures(doc)
    assert "900 tokens/s" not in doc.text and "64 GPUs" not in doc.text


def test_a_share_bar_and_a_follow_prompt_written_as_text_are_not_the_article() -> None:
    """A WeChat-style post ends on `阅读原文 · 分享 · 收藏 · 在看 · 赞 128` and a QR prompt in a
    plain container; a blog on `Like · Reply · Share · 1.2K views`. Neither is text or a figure."""
    html = (
        "<html><head><title>青隼云 H200 按需价格下调</title></head><body><div class='page'>"
        "<div class='content'><h1>青隼云 H200 按需价格下调</h1>"
        "<p>青隼云宣布，自 11 月 18 日起，华东地域的 H200 按需价格由 26.80 元/GPU 小时下调至 "
        "18.50 元/GPU 小时，降幅约 31%。已在运行的实例自动按新价格计费，无需任何操作。</p>"
        "<p>海外地域方面，H200 按需价格由每 GPU 小时 3.89 美元降至 2.69 美元。</p>"
        "<p>青隼云产品团队</p></div>"
        "<div class='end'><p>长按识别二维码，关注“青隼云”公众号</p>"
        "<p>阅读原文 · 分享 · 收藏 · 在看 · 赞 128</p>"
        "<p>Like · Reply · Share · 1.2K views</p></div></div></body></html>"
    ).encode()
    doc = extract_html(html, url="https://mp.weixin.example/s/kestrel")
    assert "降幅约 31%" in doc.text
    for furniture in ("阅读原文", "二维码", "Reply"):
        assert furniture not in doc.text
    assert "128" not in figures(doc)
