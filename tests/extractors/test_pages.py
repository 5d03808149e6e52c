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
