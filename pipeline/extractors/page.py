"""A web page → its article: body text, headline and publication date.

The page is parsed once with lxml; its furniture is dropped once; the date is read
from that tree by `page_date` and trafilatura finds the body on the same tree.
"""

from __future__ import annotations

import copy
import datetime as dt
import re
from dataclasses import dataclass

import lxml.etree
import lxml.html
import trafilatura
import yaml
from markdown_it import MarkdownIt

from ..errors import ExtractError
from .page_date import markdown_date, published_date
from .text import paragraphs

MAX_PAGE_BYTES = 3_000_000  # a page is cut here: no article is longer, and parsing stays bounded
MAX_ELEMENTS = 60_000  # past this many elements a page is refused as not an article
MAX_TEXT_CHARS = 200_000  # an article's text is cut here (at a paragraph) to bound later passes
# trafilatura's fast path (no fallback extractors) is trusted when its text is this long and
# holds this share of the page's marked-up article; otherwise the full comparison runs.
MIN_FAST_CHARS = 500
FAST_SHARE = 0.6

# Page furniture trafilatura does not always recognise by itself, dropped in one pass:
# elements whose class or id starts with one of these words, and comment custom elements.
_FURNITURE_PREFIXES = (
    "comment",
    "repl",
    "related",
    "relate",
    "share",
    "social",
    "cookie",
    "sidebar",
    "side-bar",
    "trending",
    "who-to-follow",
    "newsletter",
    "subscribe",
    "signup",
    "sign-up",
    "hot",
    "breadcrumb",
    "recommend",
    "also",
    "explore",
    "more-from",
    "read-more",
    "readmore",
    "prenext",
    "pre-next",
    "prev-next",
    "pager",
    "tools",
    "print",
    "promo",
    "advert",
    "ad-",
    "banner",
    "popular",
    "xgxw",
    "footer",
    "disqus",
    "bottom",
    "copyright",
    "leftlist",
    "lefttitle",
    "rightlist",
    "righttitle",
    "qr",
    "rich_media_tool",
    "toolbar",
)
# A share bar written as text (`阅读原文 · 分享 · 收藏 · 在看 · 赞 128`, `Like · Reply · Share`)
# and a follow prompt (`长按识别二维码，关注……公众号`): the platform's, not the article's.
_UI_WORD = re.compile(
    r"(?:阅读原文|阅读|分享|收藏|在看|赞|点赞|转发|评论|留言|写留言|喜欢|举报|投诉|Like|Likes|Reply|"
    r"Replies|Share|Repost|Retweet|Comment|Comments|Save|Bookmark|Report|Views?)(?:\s*[\d,.]+[KkMm万]?)?",
    re.I,
)
_FOLLOW_PROMPT = re.compile(
    r"^(?:长按|扫描|微信扫一扫|扫码)[^。！!]{0,30}(?:二维码|公众号|关注)[^。]{0,20}$"
)
# The same test in Python, on a "class id" string: a token that starts with a furniture word.
_FURNITURE = re.compile(r"(?:^|\s)(?:" + "|".join(map(re.escape, _FURNITURE_PREFIXES)) + ")", re.I)


@dataclass(frozen=True)
class PageText:
    title: str | None
    published: str | None
    text: str


def page_text(
    html: str, url: str | None, fetched_on: dt.date, *, name: str | None = None
) -> PageText:
    """The article of an HTML page fetched on `fetched_on`; ExtractError, naming `name` (else
    the URL), when there is none or it is no page."""
    name = name or url or "page"
    tree = _parse(html[:MAX_PAGE_BYTES], name)
    _drop_furniture(tree)
    title = _headline(tree)
    published = published_date(tree, url, title, lambda: _visible_text(tree), fetched_on, html)
    expected = _marked_article_chars(tree)
    text = _body(tree, url, name, fast=True)
    if len(text) < MIN_FAST_CHARS or len(text) < FAST_SHARE * expected:
        # trafilatura's fast path missed part of the article: run its full comparison
        text = _body(tree, url, name, fast=False) or text
    if not text:
        text = _visible_text(tree)
    if not text.strip():
        raise ExtractError(f"{name}: no article text found")
    return PageText(title=title, published=published, text=_cut(_drop_ui_lines(paragraphs(text))))


def _drop_ui_lines(text: str) -> str:
    """The text without share bars and follow prompts written as paragraphs."""
    kept = []
    for block in text.split("\n\n"):
        line = block.strip()
        pieces = [p.strip() for p in re.split(r"\s*[·|｜丨•]\s*", line) if p.strip()]
        if len(pieces) >= 3 and sum(1 for p in pieces if _UI_WORD.fullmatch(p)) * 3 >= 2 * len(
            pieces
        ):
            continue
        if _FOLLOW_PROMPT.match(line):
            continue
        kept.append(block)
    return "\n\n".join(kept)


def _drop_furniture(tree: lxml.html.HtmlElement) -> None:
    """Drop related lists, comments, share bars and the like, found by class or id, in one pass."""
    doomed = []
    for element in tree.iter():
        tag = element.tag
        if not isinstance(tag, str) or tag in ("article", "main", "body", "html"):
            continue
        marks = f"{element.get('class', '')} {element.get('id', '')}"
        if "comment" in tag or (marks.strip() and _FURNITURE.search(marks)):
            doomed.append(element)
    for element in doomed:
        if element.getparent() is not None:
            element.drop_tree()


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


_FRONT_MATTER = re.compile(r"\A---\s*\n(.*?)\n---\s*\n", re.S)
_MD_TEXT = MarkdownIt("commonmark", {"html": True}).enable("table")  # text only, never rendered


def markdown_text(source: str, fetched_on: dt.date) -> PageText:
    """A markdown README or post → its text without markup, HTML comments or front matter;
    the title and date from the front matter, else the first heading and a dated label."""
    source = source[:MAX_PAGE_BYTES]
    meta: dict[str, object] = {}
    front = _FRONT_MATTER.match(source)
    if front:
        try:
            loaded = yaml.safe_load(front.group(1))
        except yaml.YAMLError:
            loaded = None
        meta = loaded if isinstance(loaded, dict) else {}
        source = source[front.end() :]
    parser = lxml.html.HTMLParser(remove_comments=True)
    tree = lxml.html.fragment_fromstring(
        _MD_TEXT.render(source) or "<p></p>", create_parent="div", parser=parser
    )
    _drop_hidden(tree)  # raw HTML in a README hides things as a page does
    blocks = [
        line for el in tree.iterchildren() if isinstance(el.tag, str) for line in _md_block(el)
    ]
    text = _cut(paragraphs("\n".join(b for b in blocks if b)))
    heading = next((_clean(el.text_content()) for el in tree.iter("h1", "h2")), None)
    title = str(meta["title"]) if meta.get("title") else heading
    front_date = str(meta["date"]) if meta.get("date") else None
    published = markdown_date(front_date, text, fetched_on)
    return PageText(title=title, published=published, text=text)


def _md_block(element: lxml.html.HtmlElement) -> list[str]:
    """A rendered markdown block as lines of text: a table a row a line (`| a | b |`, as
    trafilatura writes tables), a list an item a line (`- item`), anything else one line."""
    if element.tag == "table":
        return [
            "| "
            + " | ".join(" ".join(cell.text_content().split()) for cell in row.iter("th", "td"))
            + " |"
            for row in element.iter("tr")
        ]
    if element.tag in ("ul", "ol"):
        return ["- " + " ".join(li.text_content().split()) for li in element.iterchildren("li")]
    return [" ".join(element.text_content().split())]


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
    _drop_hidden(tree)
    return tree


# `display: none` or `visibility: hidden` as a declaration of an inline style
_HIDING_STYLE = re.compile(r"(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\b", re.I)
# These are always shown: a page hidden whole until a script runs is still what a reader sees.
_NEVER_HIDDEN = frozenset({"html", "head", "body"})
# The elements that may be hidden, found by libxml2 rather than by a walk in Python (~3x faster)
_MAY_BE_HIDDEN = lxml.etree.XPath("//template|//*[@hidden or @aria-hidden or @style]")


def _drop_hidden(tree: lxml.html.HtmlElement) -> None:
    """Drop what a reader never sees, so that neither trafilatura nor our fallbacks, headline
    and date take text from it: `<template>`, `hidden`, `aria-hidden="true"` and inline
    `display: none` / `visibility: hidden` elements (closed tab panels, ticker and carousel
    copies, preloaded next stories: figures leaked from such). trafilatura prunes some of
    these itself, but not `hidden`, not in its fallback extractors, and not when its guard
    against pruning too much text puts them back.

    One exception: if nothing that is or holds the page's `<article>` or `<main>` would be
    left, the hidden ones holding it stay. Broken sites mark their whole content
    aria-hidden while a dialog is open, or hide it until a script shows it; the reader sees
    it all the same, and it is the only article there is.
    """
    hidden = [el for el in _MAY_BE_HIDDEN(tree) if _is_hidden(el)]
    if not hidden:
        return
    doomed = set(hidden)
    marked = list(tree.iter("article", "main"))
    shown = [el for el in marked if not any(a in doomed for a in (el, *el.iterancestors()))]
    for element in hidden:
        if not shown and marked and _holds_article(element):
            continue
        if element.getparent() is not None:
            element.drop_tree()


def _is_hidden(element: lxml.html.HtmlElement) -> bool:
    if element.tag == "template":
        return True
    if element.tag in _NEVER_HIDDEN:
        return False
    hidden = element.get("hidden")
    return (
        (hidden is not None and hidden.strip().lower() != "until-found")  # found by search: shown
        or (element.get("aria-hidden") or "").strip().lower() == "true"
        or bool(_HIDING_STYLE.search(element.get("style") or ""))
    )


def _holds_article(element: lxml.html.HtmlElement) -> bool:
    return any(True for _ in element.iter("article", "main"))  # iter() includes the element


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
    """The article's own headline: an h1 in the article, an h1, og:title, then <title>,
    the last two without the site's name."""
    for path in ("//article//h1", "//main//h1", "//h1"):
        for h1 in tree.xpath(path):
            if not _is_furniture(h1) and _substantial(h1.text_content()):
                return _clean(h1.text_content())
    site = tree.xpath("//meta[@property='og:site_name']/@content")
    for path in (
        "//meta[@property='og:title' or @name='twitter:title']/@content",
        "//title//text()",
    ):
        found = [t for t in tree.xpath(path) if t.strip()]
        if found:
            return _without_site(_clean(found[0]), _clean(site[0]) if site else None)
    return None


_SITE_SEPARATOR = re.compile(r"\s+[|–—-]\s+|\s*[|｜_]\s*|(?<=\S)-(?=[^\s-]{2,14}$)")
_LABELS = frozenset("post posts readme home menu news blog article thread index page".split())


def _without_site(title: str, site: str | None) -> str:
    """`Headline | Section | Site` → `Headline`; a short last segment is the site's name."""
    parts = [p for p in _SITE_SEPARATOR.split(title) if p.strip()]
    if len(parts) < 2:
        return title
    if site and site in parts[-1] or len(parts[-1]) <= 20:
        return parts[0].strip()
    return title


def _substantial(text: str) -> bool:
    """A headline or a project's name, not a label like `Post` or `README`."""
    text = text.strip()
    return len(text) >= 3 and text.lower() not in _LABELS


def _clean(text: str) -> str:
    return " ".join(text.split())


def _visible_text(tree: lxml.html.HtmlElement) -> str:
    """The page's text outside navigation, footers and asides, a block a line."""
    lines: list[str] = []
    body = tree.find("body")
    _walk(body if body is not None else tree, lines, in_article=False)
    return "\n".join(lines)


def _walk(element: lxml.html.HtmlElement, lines: list[str], *, in_article: bool) -> None:
    tag = element.tag
    skip = tag in ("nav", "footer", "aside") or (tag == "header" and not in_article)
    if isinstance(tag, str) and not skip:
        if element.text and element.text.strip():
            lines.append(element.text.strip())
        for child in element:
            _walk(child, lines, in_article=in_article or tag == "article")
    if element.tail and element.tail.strip():
        lines.append(element.tail.strip())
