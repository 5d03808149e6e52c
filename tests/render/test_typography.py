"""Chinese text as autocorrect-py wants it: full-width punctuation, a space between Han and
Latin letters or digits, none beside full-width marks.

The interface strings and the frame of every page (what the templates add around the
edition's sentences) must pass outright, and so must the edition's own sentences, which
prose.py and edition.py write.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from pathlib import Path

import autocorrect_py
import pytest
from bs4 import BeautifulSoup, NavigableString, Tag

from pipeline import i18n
from tests.conftest import DemoSite

# Elements whose text a reader sees as one run; text is linted a run at a time.
BLOCKS = {
    "title", "h1", "h2", "h3", "h4", "h5", "h6", "p", "li", "td", "th", "summary", "dt", "dd",
    "caption", "figcaption", "div", "section", "article", "aside", "header", "footer", "main",
    "nav", "ul", "ol", "table", "tr", "details", "body",
}  # fmt: skip
# What the sources wrote stays as they wrote it: quotes, titles of their works, ids.
SOURCE_WORDS = "q, blockquote, cite, code"
SAMPLE = {
    "date": "2026 年 10 月 25 日",
    "n": "3",
    "figures": "42 tokens/s",
    "language": "英文",
    "source": "Kestrel Cloud (pricing README)",
    "claimant": "青隼云",
}


def findings(text: str) -> list[str]:
    """autocorrect's complaints about `text`, one `old → new` line each."""
    result = autocorrect_py.lint_for(text, "page.txt")
    return [f"{line.old!r} → {line.new!r}" for line in result.lines]


def chinese_roots(soup: BeautifulSoup) -> list[Tag]:
    """The parts of a page written in Chinese: the whole page when it is a zh page, else
    each element marked lang="zh-Hans" (the bilingual index, archive and footers)."""
    if soup.html.get("lang") == "zh-Hans":
        return [soup.html]
    return [el for el in soup.select('[lang="zh-Hans"]') if not el.find_parent(lang="zh-Hans")]


def runs(root: Tag) -> Iterator[str]:
    """The Chinese text of `root`, a block at a time, whitespace collapsed as a browser
    draws it; other languages' parts, scripts and the sources' own words left out."""
    for element in root.select(f"script, style, {SOURCE_WORDS}"):
        element.decompose()
    for element in root.select("[lang]"):
        if element is not root and element.get("lang") != "zh-Hans":
            element.decompose()
    texts: dict[int, list[str]] = {}
    order: list[int] = []
    for node in root.descendants:
        if type(node) is not NavigableString:  # comments, the doctype
            continue
        block = next(p for p in node.parents if p.name in BLOCKS or p is root)
        if id(block) not in texts:
            texts[id(block)] = []
            order.append(id(block))
        texts[id(block)].append(str(node))
    for key in order:
        text = " ".join("".join(texts[key]).split())
        if text:
            yield text


def edition_sentences(data: object) -> Iterator[str]:
    """Every Chinese string the edition holds (the `zh` of its bilingual values)."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "zh" and isinstance(value, str):
                yield value
            else:
                yield from edition_sentences(value)
    elif isinstance(data, list):
        for value in data:
            yield from edition_sentences(value)


def frame_findings(path: Path, edition: dict) -> list[str]:
    """Findings on a page once the edition's own sentences are taken as corrected: what the
    templates add around them (labels, separators, spacing between elements)."""
    corrected = {s: autocorrect_py.format(s) for s in edition_sentences(edition) if s.strip()}
    soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
    found = []
    for root in chinese_roots(soup):
        for text in runs(root):
            for sentence in sorted(corrected, key=len, reverse=True):
                text = text.replace(sentence, corrected[sentence])
            found += findings(text)
    return found


def html_pages(site: DemoSite) -> list[Path]:
    return sorted(site.out.rglob("*.html"))


# --- tests ----------------------------------------------------------------------------------


@pytest.mark.parametrize("key", sorted(i18n.STRINGS))
def test_each_chinese_interface_string_passes_autocorrect(key):
    """Every zh string in i18n.STRINGS, its slots filled as a page fills them."""
    text = string.Formatter().vformat(i18n.STRINGS[key]["zh"], (), SAMPLE)
    assert findings(text) == []


@pytest.mark.parametrize("table", ["STATUS", "BASIS", "SOURCE_STATUS"])
def test_chinese_labels_pass_autocorrect(table):
    labels = {k: v["zh"] for k, v in getattr(i18n, table).items()}
    assert {k: findings(v) for k, v in labels.items() if findings(v)} == {}


def test_every_page_has_chinese_text_to_check(demo_site):
    """The check below reads something on every page: zh pages whole, en pages' zh parts."""
    for path in html_pages(demo_site):
        soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
        text = "".join(t for root in chinese_roots(soup) for t in runs(root))
        assert re.search(r"[\u4e00-\u9fff]", text), path.relative_to(demo_site.out)


def test_the_frame_of_every_demo_page_passes_autocorrect(demo_site):
    """Nothing the templates write around the edition's sentences draws a finding."""
    found = [
        f"{path.relative_to(demo_site.out)}: {finding}"
        for path in html_pages(demo_site)
        for finding in frame_findings(path, demo_site.edition)
    ]
    assert not found, "autocorrect-py findings:\n" + "\n".join(found)


def test_a_hand_made_frame_error_is_found(tmp_path):
    """The check above can fail: a half-width colon after a Chinese label is caught, the
    same text inside a quote or an English part is left alone."""
    page = tmp_path / "page.html"
    page.write_text(
        '<!doctype html><html lang="zh-Hans"><title>测试</title><body>'
        "<p>来源: 二号新闻</p><p><q>来源: 原话</q></p><p lang=en>Source: 二号</p></body></html>",
        encoding="utf-8",
    )
    assert frame_findings(page, {}) == ["'来源: 二号新闻' → '来源：二号新闻'"]


def test_the_editions_chinese_sentences_pass_autocorrect(demo_site):
    found = [f for s in sorted(set(edition_sentences(demo_site.edition))) for f in findings(s)]
    assert not found, "autocorrect-py findings:\n" + "\n".join(found)
