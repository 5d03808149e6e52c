"""Extraction: a text or page → a Document with quantities and dates.

`extract` is the one way in: the fetch stage and `digest extract` both call it, so
what the command prints is what the pipeline stores. It decides how to read a body
(web page, markdown or plain text) and which day resolves dates without a year.
`extract_text`, `extract_html` and `extract_markdown` are the three readers it picks
from, public for the tests and benchmarks that want one of them.
"""

from __future__ import annotations

import datetime as dt
from typing import Literal
from urllib.parse import urlsplit

from ..errors import ExtractError
from ..records import Document
from .dates import date_spans, find_dates
from .language import detect_language
from .page import PageText, markdown_text, page_text
from .quantities import find_quantities
from .text import clean_text, decode, paragraphs

__all__ = [
    "Kind",
    "extract",
    "extract_html",
    "extract_markdown",
    "extract_text",
    "kind_of",
    "reference_date",
]

Kind = Literal["html", "markdown", "text"]


def reference_date(published: str | None, fallback: dt.date | None = None) -> dt.date:
    """The date that resolves yearless and relative dates: publication, else fallback, else today."""
    if published:
        try:
            return dt.date.fromisoformat(published[:10])
        except ValueError:
            pass
    return fallback or dt.datetime.now(dt.UTC).date()


def kind_of(content_type: str, url: str | None = None, body: bytes | str = b"") -> Kind:
    """How to read a body: markdown by its type or extension, a web page by its type or a
    leading `<` (servers label HTML `text/plain` often enough), plain text otherwise."""
    media = content_type.split(";")[0].strip().lower()
    path = urlsplit(url).path.lower() if url else ""
    if "markdown" in media or path.endswith((".md", ".markdown")):
        return "markdown"
    head = body.lstrip()[:1]
    if not media or "html" in media or "xml" in media or head in (b"<", "<"):
        return "html"
    return "text"


def extract(
    body: bytes | str,
    *,
    url: str | None = None,
    content_type: str = "",
    kind: Kind | None = None,
    published: str | None = None,
    reference: str | None = None,
    language: str | None = None,
    fallback_day: dt.date | None = None,
    name: str | None = None,
) -> Document:
    """A page, markdown document or plain text → its Document.

    `kind` forces the reader (`digest extract` goes by a file's extension); by default
    `kind_of` picks it. `published` is a date the publisher gave outside the page (a
    feed's) and wins over the page's own. Dates without a year resolve against
    `reference` (`digest extract --published`), else that publication date, else
    `fallback_day`: the day the pipeline first fetched the page, today for the command.
    `name` is what an ExtractError calls the document (default: the URL). Nothing to
    extract (an empty page, a page without article text, blank text) is an ExtractError.
    """
    kind = kind or kind_of(content_type, url, body)
    name = name or url or "page"
    if kind != "text" and not body.strip():
        raise ExtractError(f"{name}: empty page")
    if kind == "html":
        doc = extract_html(
            body,
            url=url,
            content_type=content_type,
            published=published,
            language=language,
            today=fallback_day,
            reference=reference,
            name=name,
        )
    elif kind == "markdown":
        doc = extract_markdown(
            body,
            url=url,
            content_type=content_type,
            published=published,
            language=language,
            today=fallback_day,
            reference=reference,
        )
    else:
        text = decode(body, content_type) if isinstance(body, bytes) else body
        if not text.strip():
            raise ExtractError(f"{name}: no text")
        return extract_text(
            text,
            published=published,
            reference=reference,
            language=language,
            url=url,
            today=fallback_day,
        )
    if not doc.text.strip():
        raise ExtractError(f"{name}: no article text found")
    return doc


def _fetch_day(today: dt.date | None) -> dt.date:
    """The day a page was fetched: the caller's, else today (UTC), read here and only here."""
    return today or dt.datetime.now(dt.UTC).date()


def extract_text(
    text: str,
    *,
    published: str | None = None,
    language: str | None = None,
    url: str | None = None,
    title: str | None = None,
    today: dt.date | None = None,
    reference: str | None = None,
) -> Document:
    """Quantities and dates of plain text; `text` is kept unchanged.

    Dates without a year resolve against `reference`, else `published`, else `today`.
    """
    dates = find_dates(text, reference_date(reference or published, today))
    quantities = find_quantities(text, date_spans(dates))
    lang = language if language in ("zh", "en") else detect_language(text)
    return Document(
        url=url,
        title=title,
        published=published[:10] if published else None,
        language=lang,
        text=text,
        quantities=quantities,
        dates=dates,
    )


def extract_html(
    body: bytes | str,
    *,
    url: str | None = None,
    content_type: str = "",
    published: str | None = None,
    language: str | None = None,
    today: dt.date | None = None,
    reference: str | None = None,
    name: str | None = None,
) -> Document:
    """A web page's article: body text, title, date, language, quantities and dates.

    `published` (a feed's date for its entry) wins over the page's own date;
    `reference` (`digest extract --published`) only resolves dates without a year;
    `name` is what an ExtractError calls the page (default: the URL). `today` is the fetch day,
    after which no page was published (default: today, UTC).
    """
    html = decode(body, content_type) if isinstance(body, bytes) else body
    page = page_text(html, url, _fetch_day(today), name=name)
    return _extract_page(page, url, published, language, today, reference)


def extract_markdown(
    body: bytes | str,
    *,
    url: str | None = None,
    content_type: str = "",
    published: str | None = None,
    language: str | None = None,
    today: dt.date | None = None,
    reference: str | None = None,
) -> Document:
    """A markdown README: its text without markup, first heading as the title."""
    source = decode(body, content_type) if isinstance(body, bytes) else body
    page = markdown_text(source, _fetch_day(today))
    return _extract_page(page, url, published, language, today, reference)


def _extract_page(
    page: PageText,
    url: str | None,
    published: str | None,
    language: str | None,
    today: dt.date | None,
    reference: str | None,
) -> Document:
    # `decode` cleaned the bytes' text, but a page's `&#1;` only becomes U+0001 when parsed
    return extract_text(
        paragraphs(clean_text(page.text)),
        published=published or page.published,
        reference=reference,
        language=language,
        url=url,
        title=clean_text(page.title) if page.title is not None else None,
        today=today,
    )
