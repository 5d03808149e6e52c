"""RSS and Atom feeds → the entries to follow.

feedparser reads every feed, whatever its version, encoding or damage, but spends
about 5 ms of Python on a ten-item feed: with hundreds of sources that is most of a
run's CPU. So a plain, well-formed UTF-8 RSS 2.0, RSS 1.0 or Atom 1.0 feed is read
with fastfeedparser (lxml and a native core, about 0.1 ms) and everything else with
feedparser. The fast path is taken only where the two give the same items (a
property test compares them on generated feeds); any doubt falls back to feedparser.
"""

from __future__ import annotations

import datetime as dt
import email.utils
import logging
import time
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

import fastfeedparser
import feedparser
import lxml.etree

from ..errors import FetchError

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class FeedItem:
    link: str
    title: str | None
    published: str | None
    summary: str | None


# (link, title, publisher's day, summary) as a parser gives them, before links are joined
_Raw = tuple[str | None, str | None, str | None, str | None]


def parse_feed(source_id: str, url: str, body: bytes, content_type: str) -> list[FeedItem]:
    """The items of a feed, links resolved against `url`; FetchError if it is no feed."""
    items, warnings = read_feed(source_id, url, body, content_type)
    for warning in warnings:
        logger.warning("%s", warning)
    return items


def read_feed(
    source_id: str, url: str, body: bytes, content_type: str, *, fast: bool = True
) -> tuple[list[FeedItem], list[str]]:
    """`parse_feed` without logging: items and warnings. `fast=False` forces feedparser."""
    warnings: list[str] = []
    if not body.strip():
        raise FetchError(f"{source_id}: empty response at {url}")
    raw = _read_fast(body, content_type) if fast else None
    broken = None
    if raw is None:
        raw, broken = _read_with_feedparser(source_id, url, body, content_type, warnings)
    items = []
    for link, title, published, summary in raw:
        if not link:
            continue
        link = urljoin(url, link.strip())
        if urlsplit(link).scheme not in ("http", "https"):
            warnings.append(
                f"{source_id}: skipping an entry whose link is not http(s): {link[:80]}"
            )
            continue
        items.append(
            FeedItem(link=link, title=_text(title), published=published, summary=_text(summary))
        )
    if broken and not items:
        raise FetchError(f"{source_id}: {url} is a broken feed with no readable entries ({broken})")
    return items, warnings


# --- feedparser: every feed ------------------------------------------------------------------


def _read_with_feedparser(
    source_id: str, url: str, body: bytes, content_type: str, warnings: list[str]
) -> tuple[list[_Raw], str | None]:
    """The entries, and why the feed is malformed if it is (feedparser's bozo)."""
    parsed = feedparser.parse(
        body,
        # No content-location: feedparser would resolve every element's URLs against it,
        # which costs more than the rest of parsing; links are joined to `url` afterwards,
        # and a relative xml:base is relative to the feed's URL all the same.
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
    reason = parsed.get("bozo_exception")
    broken = None
    if parsed.get("bozo") and isinstance(reason, _NOT_DAMAGE):
        # the XML is whole; only its label is wrong: a feed without items is a quiet feed
        warnings.append(f"{source_id}: feed is readable, but {_one_line(reason)}")
    elif parsed.get("bozo"):
        broken = _one_line(reason)
        warnings.append(f"{source_id}: feed is malformed but readable: {broken}")
    raw = [
        (
            entry.get("link"),  # the alternate link: never an enclosure or a related page
            entry.get("title"),
            _publisher_day(entry),
            (entry.get("content") or [{}])[0].get("value") or entry.get("summary"),
        )
        for entry in parsed.entries
    ]
    return raw, broken


# feedparser's bozo reasons that say the label is wrong (media type, charset), not the XML
_NOT_DAMAGE = (feedparser.NonXMLContentType, feedparser.CharacterEncodingOverride)


def _publisher_day(entry: feedparser.FeedParserDict) -> str | None:
    """The calendar day in the publisher's own time zone.

    feedparser's `*_parsed` fields are converted to UTC, which moves a Beijing
    01:30 post to the previous day; the raw string keeps the publisher's day.
    """
    for raw_key, parsed_key in (("published", "published_parsed"), ("updated", "updated_parsed")):
        # dict.get: the stored keys only, not feedparser's deprecated updated → published alias
        raw = dict.get(entry, raw_key)
        if raw:
            day = _raw_day(raw)
            if day:
                return day
        if dict.get(entry, parsed_key):
            return _iso(dict.get(entry, parsed_key))
    return None


# --- fastfeedparser: the plain feeds most sources publish ------------------------------------

_XML_MEDIA_TYPES = frozenset(
    {"", "application/rss+xml", "application/atom+xml", "application/rdf+xml"}
    | {"application/xml", "text/xml"}
)
_ATOM = "{http://www.w3.org/2005/Atom}"
_RSS1 = "{http://purl.org/rss/1.0/}"
_RDF = "{http://www.w3.org/1999/02/22-rdf-syntax-ns#}"
_DC = "{http://purl.org/dc/elements/1.1/}"
_DCTERMS = "{http://purl.org/dc/terms/}"
# The elements whose text becomes a field of feedparser's entry that we read, by field.
# One of each per entry: given twice, or with markup inside, the readers may differ.
_FIELDS = {
    **dict.fromkeys(("title", _RSS1 + "title", _ATOM + "title"), "title"),
    **dict.fromkeys(("link", _RSS1 + "link"), "link"),
    **dict.fromkeys(("guid", _ATOM + "id"), "id"),
    **dict.fromkeys(("description", _RSS1 + "description", _ATOM + "summary"), "summary"),
    **dict.fromkeys(
        ("{http://purl.org/rss/1.0/modules/content/}encoded", _ATOM + "content"), "content"
    ),
    **dict.fromkeys(("pubDate", _ATOM + "published", _DCTERMS + "issued"), "published"),
    **dict.fromkeys((_ATOM + "updated", _DC + "date", _DCTERMS + "modified"), "updated"),
}
# Local names of other elements feedparser may map onto those fields (media:title,
# feedburner:origLink, dcterms:created…): an entry with one goes to feedparser.
_LIKE_FIELDS = frozenset(
    {"title", "link", "guid", "id", "description", "encoded", "summary", "content", "origLink"}
    | {"pubDate", "published", "updated", "issued", "modified", "date", "created"}
    | {"expirationDate"}
)
# Base URIs and XHTML content: fastfeedparser ignores the first and serialises the second.
_FEEDPARSER_ONLY_MARKUP = lxml.etree.XPath("boolean(//@xml:base | //*[@type='xhtml'])")
_PARSER = lxml.etree.XMLParser(
    resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False
)


def _read_fast(body: bytes, content_type: str) -> list[_Raw] | None:
    """The items of a plain well-formed UTF-8 feed, or None: then feedparser reads it."""
    media_type, _, params = content_type.partition(";")
    charset = params.partition("charset=")[2].strip(" \"'").lower()
    if media_type.strip().lower() not in _XML_MEDIA_TYPES or charset not in ("", "utf-8", "utf8"):
        return None
    try:
        root = lxml.etree.fromstring(body, _PARSER)
    except (lxml.etree.XMLSyntaxError, ValueError):
        return None  # malformed: feedparser reads what it can and says so
    docinfo = root.getroottree().docinfo
    if docinfo.doctype or (docinfo.encoding or "utf-8").lower() not in ("utf-8", "utf8"):
        return None  # entities a DTD may declare, other encodings: feedparser's
    if _FEEDPARSER_ONLY_MARKUP(root):
        return None
    elements = _entry_elements(root)
    if elements is None:
        return None
    try:
        days = [_entry_day(element) for element in elements]
    except _FeedparserOnly:
        return None
    try:
        parsed = fastfeedparser.parse(
            body, include_tags=False, include_media=False, include_enclosures=False
        )
    except Exception:  # noqa: BLE001 - any failure of the fast reader means "use feedparser"
        return None
    entries = parsed.get("entries") or []
    if len(entries) != len(elements):
        return None
    return [
        (
            entry.get("link"),
            entry.get("title"),
            day,
            (entry.get("content") or [{}])[0].get("value") or entry.get("description"),
        )
        for entry, day in zip(entries, days, strict=True)
    ]


def _entry_elements(root: lxml.etree._Element) -> list[lxml.etree._Element] | None:
    """The item or entry elements of an RSS 2.0/0.9x, RSS 1.0 or Atom 1.0 feed, else None."""
    if root.tag == "rss":
        items = root.findall("channel/item")
        return items if len(items) == sum(1 for _ in root.iter("item")) else None
    if root.tag == _RDF + "RDF":
        return root.findall(_RSS1 + "item")
    if root.tag == _ATOM + "feed":
        entries = root.findall(_ATOM + "entry")
        for entry in entries:
            links = entry.findall(_ATOM + "link")
            # feedparser's link is the alternate one; fastfeedparser may take another
            if len(links) != 1 or links[0].get("rel", "alternate") != "alternate":
                return None
        return entries
    return None


class _FeedparserOnly(Exception):
    """An entry only feedparser reads the way `_publisher_day` expects."""


def _entry_day(element: lxml.etree._Element) -> str | None:
    """The publisher's day as `_publisher_day` reads it from feedparser's entry.

    Raises _FeedparserOnly where the readers may differ: a field given twice or holding
    markup, an empty RSS link, Atom elements in an RSS item, a date form we do not read.
    """
    fields: dict[str, str] = {}
    for child in element:
        tag = child.tag
        if not isinstance(tag, str):
            continue  # a comment or processing instruction
        field = _FIELDS.get(tag)
        if field is not None:
            if field in fields or len(child):
                raise _FeedparserOnly(f"two {field}, or markup in it")
            fields[field] = child.text or ""
        elif tag == _ATOM + "link" and element.tag == _ATOM + "entry":
            pass  # one alternate link, as _entry_elements checked
        elif tag.startswith(_ATOM) and element.tag == "item":
            raise _FeedparserOnly(tag)  # atom:link and friends inside RSS items
        elif lxml.etree.QName(tag).localname in _LIKE_FIELDS:
            raise _FeedparserOnly(tag)
    if "link" in fields and not fields["link"].strip():
        raise _FeedparserOnly("empty link")  # feedparser keeps it; fastfeedparser takes the guid
    for raw in (fields.get("published", ""), fields.get("updated", "")):
        if raw.strip():
            day = _raw_day(raw)
            if day is None:
                raise _FeedparserOnly(raw)  # a form only feedparser's date parsers know
            return day
    return None


# --- dates -------------------------------------------------------------------------------------


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


def _text(value: str | None) -> str | None:
    """Stripped, and None for nothing: the two readers differ only in how they say "empty"."""
    return (value or "").strip() or None


def _one_line(value: object) -> str:
    return " ".join(str(value).split())[:200]
