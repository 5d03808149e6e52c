"""RSS, Atom and JSON feeds → the entries to follow.

feedparser reads every feed, whatever its version, encoding or damage, but spends
about 5 ms of Python on a ten-item feed: with hundreds of sources that is most of a
run's CPU. So a plain, well-formed UTF-8 RSS 2.0, RSS 1.0 or Atom 1.0 feed is read
with fastfeedparser (lxml and a native core, about 0.1 ms) and everything else with
feedparser. The fast path is taken only where the two give the same items (a
property test compares them on generated feeds); any doubt falls back to feedparser.

Before either reader, the bytes are put right in the two ways feedparser gets wrong:
a feed that declares no encoding and is not UTF-8 (GBK, Big5) is decoded as pages are
and handed on as UTF-8, and a bare `&` is escaped, which feedparser's loose parser
would read as an entity (`AT&T` → `AT&T;`). A date that cannot be (month 13, year 1)
or cannot be a feed's (before 1995, after the fetch) is no date, so the page's own
date stands.

JSON Feed 1.0 and 1.1 are read with the standard library's json module: a JSON Feed
is one object with an `items` array of flat objects, simple enough that no library
is needed.
"""

from __future__ import annotations

import datetime as dt
import email.utils
import html
import json
import logging
import re
import time
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

import fastfeedparser
import feedparser
import lxml.etree

from ..errors import FetchError
from ..extractors.text import clean_text, decode

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class FeedItem:
    link: str
    title: str | None
    published: str | None
    summary: str | None


# (link, title, publisher's day, summary) as a parser gives them, before links are joined
_Raw = tuple[str | None, str | None, str | None, str | None]


def parse_feed(
    source_id: str, url: str, body: bytes, content_type: str, *, fetched: dt.datetime | None = None
) -> list[FeedItem]:
    """The items of a feed, links resolved against `url`; FetchError if it is no feed.

    `fetched` is when the feed was fetched: an entry dated after it has no date.
    """
    items, warnings = read_feed(source_id, url, body, content_type, fetched=fetched)
    for warning in warnings:
        logger.warning("%s", warning)
    return items


def read_feed(
    source_id: str,
    url: str,
    body: bytes,
    content_type: str,
    *,
    fast: bool = True,
    fetched: dt.datetime | None = None,
) -> tuple[list[FeedItem], list[str]]:
    """`parse_feed` without logging: items and warnings. `fast=False` forces feedparser."""
    warnings: list[str] = []
    if not body.strip():
        raise FetchError(f"{source_id}: empty response at {url}")
    latest = _latest_day(fetched)
    raw: list[_Raw] | None = None
    broken = None
    if _is_json(body, content_type):
        raw = _read_json_feed(source_id, url, body, content_type, latest, warnings)
    else:
        body = _prepared(source_id, body, content_type, warnings)
        if fast:
            raw = _read_fast(body, content_type, latest=latest)
        if raw is None:
            raw, broken = _read_with_feedparser(
                source_id, url, body, content_type, latest, warnings
            )
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


# --- before either XML reader ------------------------------------------------------------------

_BOMS = (b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")
_DECLARED_ENCODING = re.compile(rb"\s*<\?xml[^>]*\sencoding\s*=")
# `&` that starts no character or entity reference, and the places where `&` is literal
_BARE_AMPERSAND = re.compile(rb"&(?!#[0-9]+;|#x[0-9A-Fa-f]+;|[A-Za-z_][-.\w]*;)")
_AMPERSAND_OR_LITERAL = re.compile(
    rb"<!\[CDATA\[.*?\]\]>|<!--.*?-->|" + _BARE_AMPERSAND.pattern, re.S
)


def _prepared(source_id: str, body: bytes, content_type: str, warnings: list[str]) -> bytes:
    """The feed's bytes as both readers should see them: UTF-8 if it said nothing, no bare `&`."""
    return _escape_bare_ampersands(source_id, _undeclared_as_utf8(body, content_type), warnings)


def _undeclared_as_utf8(body: bytes, content_type: str) -> bytes:
    """A feed with no BOM, no charset and no XML encoding that is not UTF-8, decoded as
    pages are (charset-normalizer finds GBK and Big5) and re-encoded as UTF-8.

    feedparser would try UTF-8 and then Windows-1252, and every Chinese title would come
    out as mojibake; XML without a declaration is UTF-8, so the result says no more.
    """
    if body.startswith(_BOMS) or "charset=" in content_type.lower():
        return body
    if _DECLARED_ENCODING.match(body):
        return body
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        return decode(body, content_type).encode("utf-8")
    return body


def _escape_bare_ampersands(source_id: str, body: bytes, warnings: list[str]) -> bytes:
    """`AT&T & Verizon` → `AT&amp;T &amp; Verizon`, outside CDATA sections and comments.

    A bare `&` makes the XML ill-formed, and feedparser's loose parser then reads `&T` as
    an entity reference and writes it back as `&T;`. Escaped here, the feed reads as its
    author meant under either reader (and may well be plain enough for the fast one).
    """
    if b"\x00" in body or not _BARE_AMPERSAND.search(body):
        return body  # nothing to do (or UTF-16, whose bytes these patterns do not fit)
    escaped = 0

    def escape(match: re.Match[bytes]) -> bytes:
        nonlocal escaped
        if match.group().startswith(b"<"):
            return match.group()
        escaped += 1
        return b"&amp;"

    repaired = _AMPERSAND_OR_LITERAL.sub(escape, body)
    if not escaped:
        return body  # every bare `&` was in CDATA or a comment, where it is fine
    warnings.append(
        f"{source_id}: feed is malformed but readable: & not escaped as &amp; (read as text)"
    )
    return repaired


# --- feedparser: every feed ------------------------------------------------------------------


def _read_with_feedparser(
    source_id: str,
    url: str,
    body: bytes,
    content_type: str,
    latest: dt.date | None,
    warnings: list[str],
) -> tuple[list[_Raw], str | None]:
    """The entries, and why the feed is malformed if it is (feedparser's bozo)."""
    label = content_type or "application/xml"
    if _media_type(label) == "text/xml" and "charset=" not in label.lower():
        # feedparser still reads RFC 3023's US-ASCII into a bare text/xml, overriding the
        # XML declaration; RFC 7303 (2014) made it mean what application/xml means
        label = "application/xml"
    parsed = feedparser.parse(
        body,
        # No content-location: feedparser would resolve every element's URLs against it,
        # which costs more than the rest of parsing; links are joined to `url` afterwards,
        # and a relative xml:base is relative to the feed's URL all the same.
        response_headers={"content-type": label},
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
            _publisher_day(entry, latest),
            (entry.get("content") or [{}])[0].get("value") or entry.get("summary"),
        )
        for entry in parsed.entries
    ]
    return raw, broken


# feedparser's bozo reasons that say the label is wrong (media type, charset), not the XML
_NOT_DAMAGE = (feedparser.NonXMLContentType, feedparser.CharacterEncodingOverride)


def _publisher_day(entry: feedparser.FeedParserDict, latest: dt.date | None) -> str | None:
    """The calendar day in the publisher's own time zone, published else updated.

    feedparser's `*_parsed` fields are converted to UTC, which moves a Beijing
    01:30 post to the previous day; the raw string keeps the publisher's day. They
    also roll an impossible date over (`2026-13-45` → 2027-01-01), so a raw string
    that cannot be a date is not handed to them.
    """
    for raw_key, parsed_key in (("published", "published_parsed"), ("updated", "updated_parsed")):
        # dict.get: the stored keys only, not feedparser's deprecated updated → published alias
        raw = dict.get(entry, raw_key)
        day = _raw_day(raw) if raw else None
        if day is None and not (raw and _impossible(raw)):
            day = _iso(dict.get(entry, parsed_key))
        if day and _plausible(day, latest):
            return day
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


def _read_fast(
    body: bytes, content_type: str, *, latest: dt.date | None = None
) -> list[_Raw] | None:
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
        scanned = [_scan_entry(element, latest) for element in elements]
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
            scan.link if scan.rss else entry.get("link"),
            entry.get("title"),
            scan.day,
            (entry.get("content") or [{}])[0].get("value") or entry.get("description"),
        )
        for entry, scan in zip(entries, scanned, strict=True)
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


@dataclass(frozen=True)
class _Scanned:
    """What `_scan_entry` found: the publisher's day, and an RSS item's link.

    An Atom entry's link is fastfeedparser's: its one alternate link, as checked.
    """

    day: str | None
    rss: bool = False
    link: str | None = None


def _scan_entry(element: lxml.etree._Element, latest: dt.date | None) -> _Scanned:
    """The entry's link and publisher's day as feedparser reads them from it.

    For RSS items the link is worked out here, as feedparser does: the `<link>`, else a
    guid unless it says isPermaLink="false" (fastfeedparser follows any guid that looks
    like a URL, which sends us to identifiers that are not pages). The day is
    `_publisher_day`'s. Raises _FeedparserOnly where the readers may differ: a field given
    twice or holding markup, an empty RSS link, Atom elements in an RSS item, a date form
    we do not read.
    """
    fields: dict[str, str] = {}
    guid_is_link = False
    for child in element:
        tag = child.tag
        if not isinstance(tag, str):
            continue  # a comment or processing instruction
        field = _FIELDS.get(tag)
        if field is not None:
            if field in fields or len(child):
                raise _FeedparserOnly(f"two {field}, or markup in it")
            fields[field] = child.text or ""
            if field == "id":  # feedparser compares the value as written: "True" is not "true"
                guid_is_link = child.get("isPermaLink", "true") == "true"
        elif tag == _ATOM + "link" and element.tag == _ATOM + "entry":
            pass  # one alternate link, as _entry_elements checked
        elif tag.startswith(_ATOM) and element.tag == "item":
            raise _FeedparserOnly(tag)  # atom:link and friends inside RSS items
        elif lxml.etree.QName(tag).localname in _LIKE_FIELDS:
            raise _FeedparserOnly(tag)
    if "link" in fields and not fields["link"].strip():
        raise _FeedparserOnly("empty link")  # feedparser keeps it; fastfeedparser takes the guid
    day = _scanned_day(fields, latest)
    if element.tag == _ATOM + "entry":
        return _Scanned(day)
    link = fields.get("link")
    if link is None and guid_is_link:
        link = fields["id"].strip()
    return _Scanned(day, rss=True, link=link)


def _scanned_day(fields: dict[str, str], latest: dt.date | None) -> str | None:
    """`_publisher_day` on an entry's raw published and updated strings."""
    for raw in (fields.get("published", ""), fields.get("updated", "")):
        if raw.strip():
            day = _raw_day(raw)
            if day is None:
                if _impossible(raw):
                    continue  # no date, as feedparser's rolled-over one is not taken
                raise _FeedparserOnly(raw)  # a form only feedparser's date parsers know
            if _plausible(day, latest):
                return day
    return None


# --- JSON Feed ---------------------------------------------------------------------------------

_JSON_MEDIA_TYPES = frozenset({"application/feed+json", "application/json"})
_JSON_FEED_VERSIONS = ("https://jsonfeed.org/version/", "http://jsonfeed.org/version/")


def _is_json(body: bytes, content_type: str) -> bool:
    """JSON by its first character (no XML feed starts with `{`), or by a JSON label.

    Sniffing the body is how a JSON Feed served as text/plain or application/octet-stream
    is still read.
    """
    head = body.lstrip(b"\xef\xbb\xbf").lstrip()[:1]
    return head == b"{" or (_media_type(content_type) in _JSON_MEDIA_TYPES and head != b"<")


def _read_json_feed(
    source_id: str,
    url: str,
    body: bytes,
    content_type: str,
    latest: dt.date | None,
    warnings: list[str],
) -> list[_Raw]:
    """The items of a JSON Feed (https://www.jsonfeed.org/version/1.1/, and 1.0).

    An item's page is its `url`, never its `external_url`: that is someone else's page the
    item is about, and its figures are not this source's. `content_html` is the feed's text,
    else `content_text` or `summary`, which are plain text and so escaped into paragraphs.
    The items' authors and languages are not read: an entry carries neither, and the
    language is found in the text.
    """
    try:
        feed = json.loads(body)
    except (ValueError, RecursionError) as exc:  # UnicodeDecodeError is a ValueError
        raise FetchError(
            f"{source_id}: {url} is not valid JSON, not a feed ({_one_line(exc)})"
        ) from None
    version = feed.get("version") if isinstance(feed, dict) else None
    if not (isinstance(version, str) and version.startswith(_JSON_FEED_VERSIONS)):
        raise FetchError(
            f"{source_id}: {url} is JSON but not a JSON Feed (no jsonfeed.org version)"
        )
    items = feed.get("items")
    if not isinstance(items, list):
        raise FetchError(f"{source_id}: {url} is JSON but not a JSON Feed (no items array)")
    if _media_type(content_type) not in _JSON_MEDIA_TYPES:
        label = content_type or "no Content-Type"
        warnings.append(f"{source_id}: feed is readable, but {label} is not a JSON media type")
    raw: list[_Raw] = []
    for number, item in enumerate(items, 1):
        fault = _json_item_fault(item)
        if fault:
            warnings.append(f"{source_id}: skipping JSON Feed item {number}: {fault}")
            continue
        raw.append(
            (item["url"], _json_string(item, "title"), _json_day(item, latest), _json_text(item))
        )
    return raw


def _json_item_fault(item: object) -> str | None:
    if not isinstance(item, dict):
        return "it is not an object"
    link = item.get("url")
    if link is None or link == "":
        return "it has no url"
    if not isinstance(link, str):
        return "its url is not a string"
    return None


def _json_string(item: dict, key: str) -> str | None:
    value = item.get(key)
    return value if isinstance(value, str) else None


def _json_text(item: dict) -> str | None:
    """The item's text as HTML, as an RSS description or Atom content gives it."""
    content = _json_string(item, "content_html")
    if content and content.strip():
        return content
    for key in ("content_text", "summary"):
        text = _json_string(item, key)
        if text and text.strip():
            return "".join(
                f"<p>{html.escape(block.strip(), quote=False)}</p>"
                for block in re.split(r"\n\s*\n", text)
                if block.strip()
            )
    return None


def _json_day(item: dict, latest: dt.date | None) -> str | None:
    """The publisher's day of `date_published`, else `date_modified` (RFC 3339 both)."""
    for key in ("date_published", "date_modified"):
        raw = _json_string(item, key)
        day = _raw_day(raw) if raw else None
        if day and _plausible(day, latest):
            return day
    return None


# --- dates -------------------------------------------------------------------------------------

_EARLIEST = dt.date(1995, 1, 1)  # before any web feed: a CMS's zero date or a typo
# The publisher's day may be ahead of UTC's: UTC+14 is the furthest any time zone runs.
_AHEAD_OF_UTC = dt.timedelta(hours=14)
_ISO_SHAPED = re.compile(
    r"\s*(?:(\d{4})-(\d{1,2})-(\d{1,2})|(\d{4})(\d{2})(\d{2})(?!\d))(?:[T ](\d{1,2}):(\d{2}))?"
)


def _raw_day(raw: str) -> str | None:
    """The calendar day a feed's date string states, in the publisher's zone, if we read it."""
    text = raw.strip()
    try:
        return dt.datetime.fromisoformat(text.replace("Z", "+00:00")).date().isoformat()
    except ValueError:
        pass
    try:
        day = email.utils.parsedate_to_datetime(text).date()
    except (TypeError, ValueError, IndexError):
        return None
    # email.utils reads a year below 100 as 19xx/20xx, so `0001` would be 2001: the year
    # must be written as it came out
    return day.isoformat() if f"{day.year:04d}" in text else None


def _impossible(raw: str) -> bool:
    """An ISO 8601 date or time that cannot be: `2026-13-45`, `20261045`, `T25:00`."""
    match = _ISO_SHAPED.match(raw)
    if not match:
        return False
    y, m, d = (int(g) for g in (match.group(1, 2, 3) if match.group(1) else match.group(4, 5, 6)))
    try:
        dt.date(y, m, d)
    except ValueError:
        return True
    hour, minute = match.group(7, 8)
    return hour is not None and (int(hour) > 23 or int(minute) > 59)


def _plausible(day: str, latest: dt.date | None) -> bool:
    """A feed's day: not before feeds existed, nor after the fetch anywhere on Earth."""
    date = dt.date.fromisoformat(day)
    return _EARLIEST <= date and (latest is None or date <= latest)


def _latest_day(fetched: dt.datetime | None) -> dt.date | None:
    if fetched is None:
        return None
    if fetched.tzinfo is None:
        fetched = fetched.replace(tzinfo=dt.UTC)
    return (fetched.astimezone(dt.UTC) + _AHEAD_OF_UTC).date()


def _iso(parsed: time.struct_time | None) -> str | None:
    if not parsed:
        return None
    try:
        return dt.datetime(*parsed[:6], tzinfo=dt.UTC).date().isoformat()
    except ValueError:
        return None  # year 0 and the like


def _media_type(content_type: str) -> str:
    return content_type.partition(";")[0].strip().lower()


def _text(value: str | None) -> str | None:
    """Stripped, without characters XML cannot carry, and None for nothing: the two readers
    differ only in how they say "empty"."""
    return clean_text(value or "").strip() or None


def _one_line(value: object) -> str:
    return " ".join(str(value).split())[:200]
