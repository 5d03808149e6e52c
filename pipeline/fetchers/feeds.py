"""RSS and Atom feeds → the entries to follow, with feedparser."""

from __future__ import annotations

import datetime as dt
import email.utils
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
    items, warnings = read_feed(source_id, url, body, content_type)
    for warning in warnings:
        logger.warning("%s", warning)
    return items


def read_feed(
    source_id: str, url: str, body: bytes, content_type: str
) -> tuple[list[FeedItem], list[str]]:
    """`parse_feed` without logging, so it can run in a worker process: items and warnings."""
    warnings: list[str] = []
    if not body.strip():
        raise FetchError(f"{source_id}: empty response at {url}")
    parsed = feedparser.parse(
        body,
        # No content-location: feedparser would resolve every element's URLs against it,
        # which costs more than the rest of parsing; links are joined to `url` below, and a
        # relative xml:base is relative to the feed's URL all the same.
        response_headers={"content-type": content_type or "application/xml"},
        sanitize_html=False,  # we never render a feed's HTML
        resolve_relative_uris=False,
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
        warnings.append(
            f"{source_id}: feed is malformed but readable: {_one_line(parsed.get('bozo_exception'))}"
        )
    items = []
    for entry in parsed.entries:
        link = entry.get("link") or _first_link(entry)
        if not link:
            continue
        link = urljoin(url, link.strip())
        if urlsplit(link).scheme not in ("http", "https"):
            warnings.append(
                f"{source_id}: skipping an entry whose link is not http(s): {link[:80]}"
            )
            continue
        items.append(
            FeedItem(
                link=link,
                title=entry.get("title"),
                published=_publisher_day(entry),
                summary=(entry.get("content") or [{}])[0].get("value") or entry.get("summary"),
            )
        )
    if parsed.get("bozo") and not items:
        reason = _one_line(parsed.get("bozo_exception"))
        raise FetchError(f"{source_id}: {url} is a broken feed with no readable entries ({reason})")
    return items, warnings


def _first_link(entry: feedparser.FeedParserDict) -> str | None:
    for link in entry.get("links", []):
        if link.get("href"):
            return link["href"]
    return None


def _publisher_day(entry: feedparser.FeedParserDict) -> str | None:
    """The calendar day in the publisher's own time zone.

    feedparser's `*_parsed` fields are converted to UTC, which moves a Beijing
    01:30 post to the previous day; the raw string keeps the publisher's day.
    """
    for raw_key, parsed_key in (("published", "published_parsed"), ("updated", "updated_parsed")):
        raw = entry.get(raw_key)
        if raw:
            day = _raw_day(raw)
            if day:
                return day
        if entry.get(parsed_key):
            return _iso(entry.get(parsed_key))
    return None


def _raw_day(raw: str) -> str | None:
    text = raw.strip()
    try:
        return dt.datetime.fromisoformat(text.replace("Z", "+00:00")).date().isoformat()
    except ValueError:
        pass
    try:
        return email.utils.parsedate_to_datetime(text).date().isoformat()
    except (TypeError, ValueError, IndexError):
        return None


def _iso(parsed: time.struct_time | None) -> str | None:
    if not parsed:
        return None
    return dt.datetime(*parsed[:6], tzinfo=dt.UTC).date().isoformat()


def _one_line(value: object) -> str:
    return " ".join(str(value).split())[:200]
