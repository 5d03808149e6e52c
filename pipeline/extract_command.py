"""`digest extract`: read one SOURCE (file, URL or stdin) into a Document."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

import httpx

from .errors import ExtractError
from .extractors import extract_html, extract_text
from .fetchers.http import DEFAULT_CONNECT_TIMEOUT, DEFAULT_READ_TIMEOUT, DEFAULT_USER_AGENT
from .records import Document


def extract_one(source: str, published: str | None, language: str | None) -> Document:
    """SOURCE → Document, by the rules of EXTRACTION.md; ExtractError if unreadable."""
    if source == "-":
        return extract_text(sys.stdin.read(), published=published, language=language)
    if source.startswith(("http://", "https://")):
        try:
            reply = httpx.get(
                source,
                headers={"User-Agent": DEFAULT_USER_AGENT},
                timeout=httpx.Timeout(DEFAULT_READ_TIMEOUT, connect=DEFAULT_CONNECT_TIMEOUT),
                follow_redirects=True,
            )
        except httpx.HTTPError as exc:
            raise ExtractError(f"{source}: cannot fetch: {exc}") from None
        if reply.status_code >= 400:
            raise ExtractError(f"{source}: HTTP {reply.status_code}")
        kind = reply.headers.get("content-type", "")
        if "html" in kind or not kind:
            return extract_html(
                reply.content,
                url=source,
                content_type=kind,
                reference=published,
                language=language,
                today=_today(),
            )
        return extract_text(reply.text, published=published, language=language, url=source)
    path = Path(source)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ExtractError(f"{source}: cannot read: {exc.strerror or exc}") from None
    if path.suffix.lower() in (".html", ".htm"):
        return extract_html(data, reference=published, language=language, today=_today())
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise ExtractError(f"{source}: not UTF-8 text") from None
    return extract_text(text, published=published, language=language)


def _today() -> dt.date:
    """The fetch day of a page read now: no page date can be later than it."""
    return dt.datetime.now(dt.UTC).date()
