"""Web pages and plain text → body text, title and publication date; sentences.

trafilatura finds the body and metadata (htmldate inside it finds the date);
our part is decoding the bytes right and keeping paragraphs apart by blank
lines, as the extraction contract asks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import trafilatura
from bs4 import BeautifulSoup

from ..errors import ExtractError

MAX_PAGE_BYTES = 5_000_000  # past this a page is cut: no article is that long
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?([A-Za-z0-9_-]+)""", re.I)
_ALIASES = {"gb2312": "gb18030", "gbk": "gb18030", "x-gbk": "gb18030", "big5": "big5hkscs"}


@dataclass(frozen=True)
class PageText:
    title: str | None
    published: str | None
    text: str


def decode(body: bytes, content_type: str = "") -> str:
    """Bytes → str by the HTTP charset, then `<meta>`, then UTF-8, then GB18030."""
    declared = None
    match = re.search(r"charset=([\w-]+)", content_type, re.I)
    if match:
        declared = match.group(1)
    else:
        meta = _META_CHARSET.search(body[:4096])
        if meta:
            declared = meta.group(1).decode("ascii")
    if body.startswith(b"\xef\xbb\xbf"):
        return body[3:].decode("utf-8", errors="replace")
    if declared:
        codec = _ALIASES.get(declared.lower(), declared.lower())
        try:
            return body.decode(codec)
        except (LookupError, UnicodeDecodeError):
            pass
    for codec in ("utf-8", "gb18030"):
        try:
            return body.decode(codec)
        except UnicodeDecodeError:
            continue
    return body.decode("utf-8", errors="replace")


# Page furniture trafilatura does not always recognise by itself.
_PRUNE = [
    f"//*[contains(concat(' ', normalize-space(@class), ' '), ' {name} ') or @id='{name}']"
    for name in (
        "comments",
        "comment-list",
        "replies",
        "reply-list",
        "related",
        "related-posts",
        "share",
        "share-bar",
        "social-share",
        "cookie-banner",
        "cookie",
        "sidebar",
        "trending",
        "who-to-follow",
        "newsletter",
        "hot-list",
        "breadcrumb",
    )
]


def page_text(html: str, url: str | None = None) -> PageText:
    """The article body, title and date of an HTML page; ExtractError if it has none."""
    html = html[:MAX_PAGE_BYTES]
    try:
        doc = trafilatura.bare_extraction(
            html,
            url=url,
            with_metadata=True,
            include_comments=False,
            include_tables=True,
            favor_precision=True,
            prune_xpath=_PRUNE,
            date_extraction_params={"extensive_search": True, "original_date": True},
        )
    except Exception as exc:  # trafilatura raises many kinds on broken markup
        raise ExtractError(f"{url or 'page'}: cannot parse HTML: {exc}") from None
    text = getattr(doc, "text", None) if doc is not None else None
    if not text:
        text = _fallback_text(html)
    if not text.strip():
        raise ExtractError(f"{url or 'page'}: no article text found")
    title = getattr(doc, "title", None) if doc is not None else None
    published = getattr(doc, "date", None) if doc is not None else None
    return PageText(title=title or _title_tag(html), published=published, text=paragraphs(text))


def paragraphs(text: str) -> str:
    """Paragraphs separated by one blank line, lines stripped."""
    lines = [line.strip() for line in text.replace("\r\n", "\n").split("\n")]
    return "\n\n".join(line for line in lines if line)


def _fallback_text(html: str) -> str:
    soup = BeautifulSoup(html, "html.parser")
    for tag in soup(["script", "style", "nav", "header", "footer", "aside", "form"]):
        tag.decompose()
    return soup.get_text("\n")


def _title_tag(html: str) -> str | None:
    soup = BeautifulSoup(html[:200_000], "html.parser")
    heading = soup.find("h1") or soup.find("title")
    return heading.get_text(" ", strip=True) if heading else None


_SENTENCE_END = re.compile(
    r"[。！？；!?]+[”」』）)]*"
    r"|(?<!\b[A-Z])(?<!\be\.g)(?<!\bi\.e)(?<!\bvs)(?<!\bNo)(?<!\bMr)(?<!\bDr)(?<!\bInc)"
    r"(?<!\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec))\.(?=\s)"
    r"|\n"
)


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Sentence boundaries as (start, end); decimals and `Oct.` do not end one."""
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _SENTENCE_END.finditer(text):
        end = match.end()
        if text[start:end].strip():
            spans.append(_trim(text, start, end))
        start = end
    if text[start:].strip():
        spans.append(_trim(text, start, len(text)))
    return spans


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and (text[start].isspace() or text.startswith(("- ", "* ", "• "), start)):
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def sentence_at(text: str, position: int, spans: list[tuple[int, int]] | None = None) -> str:
    """The sentence of `text` that holds `position`."""
    for start, end in spans if spans is not None else sentence_spans(text):
        if start <= position < end:
            return text[start:end]
    return ""
