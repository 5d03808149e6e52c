"""Extraction: a text or page → a Document with quantities and dates.

`digest extract`, the fetch stage and the tests all go through these two
functions, so what the command prints is what the pipeline uses.
"""

from __future__ import annotations

import datetime as dt

from ..records import Document
from .dates import date_spans, find_dates
from .language import detect_language
from .page import PageText, markdown_text, page_text
from .quantities import find_quantities
from .text import decode

__all__ = ["extract_html", "extract_markdown", "extract_text", "reference_date"]


def reference_date(published: str | None, fallback: dt.date | None = None) -> dt.date:
    """The date that resolves yearless and relative dates: publication, else fallback, else today."""
    if published:
        try:
            return dt.date.fromisoformat(published[:10])
        except ValueError:
            pass
    return fallback or dt.datetime.now(dt.UTC).date()


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
) -> Document:
    """A web page's article: body text, title, date, language, quantities and dates.

    `published` (a feed's date for its entry) wins over the page's own date;
    `reference` (`digest extract --published`) only resolves dates without a year;
    `today` is the fetch day, after which no page was published (default: today, UTC).
    """
    html = decode(body, content_type) if isinstance(body, bytes) else body
    page = page_text(html, url, _fetch_day(today))
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
    return extract_text(
        page.text,
        published=published or page.published,
        reference=reference,
        language=language,
        url=url,
        title=page.title,
        today=today,
    )
