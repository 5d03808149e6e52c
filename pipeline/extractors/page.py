"""A web page → its article: body text, headline and publication date.

The page is parsed once with lxml. The date comes from the most reliable place
that has one — meta tags, JSON-LD, a `<time>` in the article, the byline under
the headline, the URL — and never from a related-post list, a copyright line or
a deadline in the body, which is where generic date finders go wrong. trafilatura
finds the body on the same tree.
"""

from __future__ import annotations

import copy
import datetime as dt
import json
import re
from dataclasses import dataclass

import lxml.etree
import lxml.html
import trafilatura
from markdown_it import MarkdownIt

from ..errors import ExtractError
from .dates import find_dates
from .text import paragraphs

MAX_PAGE_BYTES = 3_000_000  # a page is cut here: no article is longer, and parsing stays bounded
MAX_ELEMENTS = 60_000  # past this many elements a page is refused as not an article
MAX_TEXT_CHARS = 200_000  # an article's text is cut here (at a paragraph) to bound later passes
# trafilatura's fast path (no fallback extractors) is trusted when its text is this long and
# holds this share of the page's marked-up article; otherwise the full comparison runs.
MIN_FAST_CHARS = 500
FAST_SHARE = 0.6

_DATE_META = (
    "article:published_time",
    "og:published_time",
    "published_time",
    "pubdate",
    "publishdate",
    "publish_date",
    "publish-date",
    "date",
    "dc.date.issued",
    "dc.date",
    "dcterms.created",
    "sailthru.date",
    "parsely-pub-date",
    "datepublished",
    "article.published",
    "weibo:article:create_at",
)
_FURNITURE = re.compile(
    r"comment|repl(y|ies)|related|recommend|share|cookie|sidebar|trending|newsletter|footer|"
    r"hot-?list|breadcrumb|popular|more-(posts|news)|widget",
    re.I,
)
# Page furniture trafilatura does not always recognise by itself, dropped in one pass.
_FURNITURE_NAMES = (
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
_PRUNE = lxml.etree.XPath(
    "//*["
    + " or ".join(
        f"contains(concat(' ', normalize-space(@class), ' '), ' {name} ') or @id='{name}'"
        for name in _FURNITURE_NAMES
    )
    + "]"
)
_URL_DATE = re.compile(
    r"/(?P<y>20\d{2})[/-]?(?P<m>[01]\d)[/-]?(?P<d>[0-3]\d)(?:/|[-_.]|$)|/(?P<y2>20\d{2})/(?P<m2>[01]\d)(?P<d2>[0-3]\d)/"
)
_BYLINE_WINDOW = 400  # characters after the headline where a byline stands
_MD = MarkdownIt("commonmark", {"html": False}).enable("table")


@dataclass(frozen=True)
class PageText:
    title: str | None
    published: str | None
    text: str


def page_text(html: str, url: str | None = None) -> PageText:
    """The article of an HTML page; ExtractError when there is none or it is no page."""
    name = url or "page"
    tree = _parse(html[:MAX_PAGE_BYTES], name)
    title = _headline(tree)
    published = _published(tree, url, title)
    for furniture in _PRUNE(tree):
        if furniture.getparent() is not None:
            furniture.drop_tree()
    expected = _marked_article_chars(tree)
    text = _body(tree, url, name, fast=True)
    if len(text) < MIN_FAST_CHARS or len(text) < FAST_SHARE * expected:
        # trafilatura's fast path missed part of the article: run its full comparison
        text = _body(tree, url, name, fast=False) or text
    if not text:
        text = _visible_text(tree)
    if not text.strip():
        raise ExtractError(f"{name}: no article text found")
    return PageText(title=title, published=published, text=_cut(paragraphs(text)))


def _body(tree: lxml.html.HtmlElement, url: str | None, name: str, *, fast: bool) -> str:
    """The article body by trafilatura; the tree is copied since trafilatura prunes it."""
    try:
        doc = trafilatura.bare_extraction(
            copy.deepcopy(tree) if fast else tree,
            url=url,
            fast=fast,
            with_metadata=False,
            include_comments=False,
            include_tables=True,
            favor_precision=True,
        )
    except Exception as exc:  # trafilatura raises many kinds on odd markup
        raise ExtractError(f"{name}: cannot read the page: {type(exc).__name__}") from None
    return (getattr(doc, "text", None) or "") if doc is not None else ""


def _marked_article_chars(tree: lxml.html.HtmlElement) -> int:
    """How much text the page's own <article>/<main> elements hold, to judge the fast path."""
    marked = tree.xpath("//article[not(ancestor::article)]") or tree.xpath("//main")
    return sum(len(" ".join(el.text_content().split())) for el in marked)


def _cut(text: str) -> str:
    if len(text) <= MAX_TEXT_CHARS:
        return text
    end = text.rfind("\n\n", 0, MAX_TEXT_CHARS)
    return text[: end if end > 0 else MAX_TEXT_CHARS]


def markdown_text(source: str) -> PageText:
    """A markdown README → its text (markup removed) and first heading as the title."""
    html = _MD.render(source[:MAX_PAGE_BYTES])
    tree = lxml.html.fragment_fromstring(html, create_parent="div")
    blocks = [" ".join(el.text_content().split()) for el in tree.iterchildren()]
    heading = next((el.text_content().strip() for el in tree.iter("h1", "h2")), None)
    return PageText(
        title=heading, published=None, text=_cut(paragraphs("\n".join(b for b in blocks if b)))
    )


def _parse(html: str, name: str) -> lxml.html.HtmlElement:
    parser = lxml.html.HTMLParser(encoding="utf-8", remove_comments=True, remove_pis=True)
    try:
        tree = lxml.html.document_fromstring(html.encode("utf-8", errors="replace"), parser=parser)
    except (lxml.etree.ParserError, ValueError) as exc:
        raise ExtractError(f"{name}: not an HTML page ({exc})") from None
    if sum(1 for _ in tree.iter()) > MAX_ELEMENTS:
        raise ExtractError(f"{name}: refused: more than {MAX_ELEMENTS:,} elements")
    for bad in tree.xpath("//script[not(@type='application/ld+json')]|//style|//noscript"):
        bad.drop_tree()
    return tree


def _is_furniture(element: lxml.html.HtmlElement) -> bool:
    """Whether `element` sits in navigation, a footer, a related list, comments and the like."""
    for node in (element, *element.iterancestors()):
        if node.tag in ("nav", "footer", "aside"):
            return True
        if node.tag == "header" and not any(True for _ in node.iterancestors("article")):
            return True
        if node.tag in ("article", "main", "body", "html"):
            continue
        if _FURNITURE.search(f"{node.get('class', '')} {node.get('id', '')}"):
            return True
    return False


def _headline(tree: lxml.html.HtmlElement) -> str | None:
    """The article's own headline: an h1 in the article, og:title, an h1, then <title>."""
    for path in ("//article//h1", "//main//h1"):
        for h1 in tree.xpath(path):
            if not _is_furniture(h1) and _substantial(h1.text_content()):
                return _clean(h1.text_content())
    og = tree.xpath("//meta[@property='og:title' or @name='twitter:title']/@content")
    if og and og[0].strip():
        return _clean(og[0])
    for h1 in tree.xpath("//h1"):
        if not _is_furniture(h1) and _substantial(h1.text_content()):
            return _clean(h1.text_content())
    titles = tree.xpath("//title")
    if titles:
        title = _clean(titles[0].text_content())
        return re.split(r"\s+[-|_–—]\s+|_", title)[0].strip() or title
    return None


def _substantial(text: str) -> bool:
    """A headline, not a label like `Post` or `README`: 8+ letters or 4+ Han characters."""
    text = text.strip()
    return len(text) >= 8 or len(re.findall(r"[\u4e00-\u9fff]", text)) >= 4


def _clean(text: str) -> str:
    return " ".join(text.split())


def _published(tree: lxml.html.HtmlElement, url: str | None, title: str | None) -> str | None:
    return (
        _meta_date(tree)
        or _json_ld_date(tree)
        or _time_element_date(tree)
        or _byline_date(tree, title)
        or _url_date(url)
    )


def _iso_day(value: str) -> str | None:
    """An ISO-ish timestamp → its calendar day as written (the publisher's own day)."""
    match = re.match(r"\s*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", value)
    if match:
        y, m, d = (int(g) for g in match.groups())
    else:
        match = re.match(r"\s*(\d{4})(\d{2})(\d{2})(?:\D|$)", value)
        if not match:
            return None
        y, m, d = (int(g) for g in match.groups())
    try:
        return dt.date(y, m, d).isoformat()
    except ValueError:
        return None


def _meta_date(tree: lxml.html.HtmlElement) -> str | None:
    for meta in tree.iter("meta"):
        key = (meta.get("property") or meta.get("name") or meta.get("itemprop") or "").lower()
        if key in _DATE_META:
            day = _iso_day(meta.get("content") or "")
            if day:
                return day
    return None


def _json_ld_date(tree: lxml.html.HtmlElement) -> str | None:
    for script in tree.xpath("//script[@type='application/ld+json']"):
        try:
            data = json.loads(script.text_content())
        except ValueError:
            continue
        stack = [data]
        while stack:
            node = stack.pop()
            if isinstance(node, list):
                stack.extend(node)
            elif isinstance(node, dict):
                if isinstance(node.get("datePublished"), str):
                    day = _iso_day(node["datePublished"])
                    if day:
                        return day
                stack.extend(v for v in node.values() if isinstance(v, (dict, list)))
    return None


def _time_element_date(tree: lxml.html.HtmlElement) -> str | None:
    for time_el in tree.xpath("//article//time[@datetime]|//main//time[@datetime]"):
        if _is_furniture(time_el):
            continue
        marks = f"{time_el.get('class', '')} {time_el.get('itemprop', '')}".lower()
        if "update" in marks or "modif" in marks:
            continue
        day = _iso_day(time_el.get("datetime", ""))
        if day:
            return day
    return None


def _byline_date(tree: lxml.html.HtmlElement, title: str | None) -> str | None:
    """A full date in the byline right under the headline (`2026年10月24日 10:32`, `By … | Oct 24, 2026`)."""
    text = _visible_text(tree)
    start = text.find(title) + len(title) if title and title in text else 0
    window = text[start : start + _BYLINE_WINDOW]
    updated = re.compile(r"(updated|modified|更新|修改)[^\n]{0,12}$", re.I)
    for mention in find_dates(window, dt.date(2000, 1, 1)):
        if mention.precision != "day" or not re.search(r"\d{4}", mention.text):
            continue
        if updated.search(window[max(0, mention.start - 20) : mention.start]):
            continue
        return mention.value
    return None


def _url_date(url: str | None) -> str | None:
    if not url:
        return None
    match = _URL_DATE.search(url)
    if not match:
        return None
    y, m, d = (
        match.group("y") or match.group("y2"),
        match.group("m") or match.group("m2"),
        match.group("d") or match.group("d2"),
    )
    try:
        return dt.date(int(y), int(m), int(d)).isoformat()
    except ValueError:
        return None


def _visible_text(tree: lxml.html.HtmlElement) -> str:
    """The page's text outside navigation, footers, related lists and comments, a block a line."""
    lines: list[str] = []
    body = tree.find("body")
    for element in (body if body is not None else tree).iter():
        if not isinstance(element.tag, str) or _is_furniture(element):
            continue
        if element.text and element.text.strip():
            lines.append(element.text.strip())
        parent = element.getparent()
        if (
            element.tail
            and element.tail.strip()
            and parent is not None
            and not _is_furniture(parent)
        ):
            lines.append(element.tail.strip())
    return "\n".join(lines)
