"""RSS and Atom feeds → the entries to follow, with feedparser."""

from __future__ import annotations

import datetime as dt
import logging
import time
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

import feedparser

from ..errors import FetchError

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class FeedItem:
    link: str
    title: str | None
    published: str | None
    summary: str | None


def parse_feed(source_id: str, url: str, body: bytes, content_type: str) -> list[FeedItem]:
    """The items of a feed, links resolved against `url`; FetchError if it is no feed."""
    if not body.strip():
        raise FetchError(f"{source_id}: empty response at {url}")
    parsed = feedparser.parse(
        body,
        response_headers={
            "content-type": content_type or "application/xml",
            "content-location": url,
        },
    )
    is_feed = bool(parsed.get("version")) or bool(parsed.entries)
    if not is_feed:
        head = body.lstrip()[:200].lower()
        what = (
            "an HTML page" if head.startswith((b"<!doctype html", b"<html")) else "not RSS or Atom"
        )
        reason = parsed.get("bozo_exception")
        detail = f" ({_one_line(reason)})" if reason and what != "an HTML page" else ""
        raise FetchError(f"{source_id}: {url} is {what}, not a feed{detail}")
    if parsed.get("bozo"):
        logger.warning(
            "%s: feed is malformed but readable: %s",
            source_id,
            _one_line(parsed.get("bozo_exception")),
        )
    items = []
    for entry in parsed.entries:
        link = entry.get("link") or _first_link(entry)
        if not link:
            continue
        link = urljoin(url, link.strip())
        if urlsplit(link).scheme not in ("http", "https"):
            logger.warning("%s: skipping an entry whose link is not http(s): %.80s", source_id, link)
            continue
        items.append(
            FeedItem(
                link=link,
                title=entry.get("title"),
                published=_iso(entry.get("published_parsed") or entry.get("updated_parsed")),
                summary=(entry.get("content") or [{}])[0].get("value") or entry.get("summary"),
            )
        )
    return items


def _first_link(entry: feedparser.FeedParserDict) -> str | None:
    for link in entry.get("links", []):
        if link.get("href"):
            return link["href"]
    return None


def _iso(parsed: time.struct_time | None) -> str | None:
    if not parsed:
        return None
    return dt.datetime(*parsed[:6], tzinfo=dt.UTC).date().isoformat()


def _one_line(value: object) -> str:
    return " ".join(str(value).split())[:200]
