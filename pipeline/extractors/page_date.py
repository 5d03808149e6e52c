"""A web page → the day it was published, or None when the page does not say.

Two kinds of evidence are combined. Our own rules are specific: publication meta tags,
JSON-LD and microdata `datePublished`, `<time pubdate>`, a GitHub page's latest commit, a
labelled byline (`发布时间：`, `發佈日期 115-10-23`, `Published on`), the `<time>` of the
article, the URL, a full date right under the headline. htmldate's extensive search is broad:
every date-like element and text pattern of the page, the original date before the updated
one. A specific rule wins where it finds a date, because htmldate's broad search is what a
related list, a site header with today's date or a copyright line fools; htmldate answers
where our rules find nothing, unless its answer is a date we know is not the publication
(an update, a release in the sidebar) or a bare year or month it padded to a day.

Every answer lies between 1995-01-01 and the fetch day: an earlier or later date (a Go zero
time, an event next month) is never a page's date, and the next piece of evidence is tried.
The fetch day is a parameter; nothing here reads a clock.

The tree is the page after `page.py` dropped its furniture by class (related lists, comment
threads, share bars, footers), so only the structural frame is checked here.
"""

from __future__ import annotations

import copy
import datetime as dt
import functools
import json
import logging
import re
from collections.abc import Callable, Iterable, Iterator
from urllib.parse import urlsplit

import htmldate
import lxml.html

from .dates import find_dates

logger = logging.getLogger(__name__)

EARLIEST = dt.date(1995, 1, 1)  # before the web had dated news pages; a zero time lands here

# Meta tags that name the publication itself (property, name or itemprop, lowercased).
_PUBLISHED_META = frozenset(
    (
        "article:published_time",
        "og:published_time",
        "og:article:published_time",
        "published_time",
        "pubdate",
        "publishdate",
        "publish_date",
        "publish-date",
        "publication_date",
        "date",
        "dc.date.issued",
        "dc.date",
        "dcterms.issued",
        "dcterms.date",
        "dcterms.created",
        "citation_publication_date",
        "citation_date",
        "sailthru.date",
        "parsely-pub-date",
        "datepublished",
        "article.published",
        "weibo:article:create_at",
        "firstpublishedtime",  # Chinese government sites (TRS WCM)
        "publishtime",
        "publish_time",
        "pubtime",
        "ptime",
        "og:time",  # ifeng
        "og:release_date",
        "article:published",
        "og:article:published",
        "rnews:datepublished",
    )
)
# Meta tags that name a later change: never the publication.
_MODIFIED_META = frozenset(
    (
        "article:modified_time",
        "og:updated_time",
        "og:modified_time",
        "modified_time",
        "last-modified",
        "lastmod",
        "dc.date.modified",
        "dcterms.modified",
        "datemodified",
        "article.updated",
        "weibo:article:update_at",
        "lastmodifiedtime",
        "modified",
        "utime",
    )
)
# JSON-LD types whose datePublished is the page's own (nested ones may be related items).
_ARTICLE_TYPES = frozenset(
    (
        "article",
        "newsarticle",
        "reportagenewsarticle",
        "analysisnewsarticle",
        "blogposting",
        "techarticle",
        "scholarlyarticle",
        "report",
        "liveblogposting",
        "socialmediaposting",
        "discussionforumposting",
        "posting",
        "qapage",
        "question",
        "webpage",
        "itempage",
        "videoobject",
        "podcastepisode",
        "pressrelease",
    )
)
# JSON-LD keys under which other things, with their own dates, are listed.
_JSON_LD_ELSEWHERE = frozenset(
    (
        "itemlistelement",
        "comment",
        "review",
        "relatedlink",
        "citation",
        "haspart",
        "suggestedanswer",
    )
)

_URL_DATE = re.compile(
    r"/(?P<y>(?:19|20)\d{2})[/-]?(?P<m>[01]\d)[/-]?(?P<d>[0-3]\d)(?:/|[-_.]|$)"
    r"|/(?P<y2>(?:19|20)\d{2})/(?P<m2>[01]\d)(?P<d2>[0-3]\d)/"
)
_BYLINE_WINDOW = 400  # characters after the headline where a byline stands
_BYLINE_LINES = 6  # and at most this many lines (blocks) down

# Labels that say "published"; `时间`/`日期`/`Date` alone say less and are trusted only near
# the headline (see `_byline_date`).
_PUBLISHED_LABEL = (
    r"发布时间|发布日期|發布時間|發布日期|發佈時間|發佈日期|发表时间|發表時間|发表于|發表於|发布于|發佈於"
    r"|發布於|出版日期|刊登日期|上线时间|\b(?:Published|Posted|Released|Created|Written)(?:\s+on)?\b"
    r"|\bRelease date\b|\bPublication date\b|\bFirst published\b"
)
_GENERIC_LABEL = r"时间|時間|日期|\bDate\b"
_PUBLISHED_LABEL_RE = re.compile(rf"(?:{_PUBLISHED_LABEL})\s*[:：]?\s*", re.I)
_GENERIC_LABEL_RE = re.compile(rf"(?:{_GENERIC_LABEL})\s*[:：]?\s*", re.I)
# A republished page may say when it first appeared; that day outranks its markup.
_ORIGINAL_MARKS = (
    "riginally",
    "irst published",
    "irst posted",
    "首发",
    "首發",
    "原文发布",
    "最初发布",
)
_ORIGINAL_LABEL = re.compile(
    r"(?:\b(?:Originally|First)\s+(?:published|posted)(?:\s+(?:on|in))?|首发于|首發於|原文发布于"
    r"|最初发布于|首次发布于|首次發布於)\s*[:：]?\s*",
    re.I,
)
# A time of day (and zone) written between a label and its date: `Published 1:55 PM EDT, …`.
_CLOCK = re.compile(
    r"(?:\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AaPp]\.?[Mm]\.?)?\s*(?:[A-Z]{2,5}\b)?\s*,?\s*)?"
)
# A date followed by these is an edit's (`于 2026-10-25 10:00 修改`), not the publication.
_EDITED_AFTER = re.compile(r"^[\s\d:：]{0,10}(?:修改|更新|编辑|編輯|修訂|修订)")
_NOT_PUBLISHED = re.compile(
    r"(?:更新|修改|编辑于|編輯於|updated|modified|edited|last|截止|deadline|活动|活動|会议|會議"
    r"|开幕|開幕|event|reviewed|评论|評論|回复|回覆|留言|成文|印发|印發|签发|簽發)[:：]?[^\S\n]*(?:\d{1,2}:\d{2}[^\n,]{0,12},?)?[^\n]{0,6}$",
    re.I,
)
# Taiwan's ROC calendar: 115-10-23, 115/10/23 and 115年10月23日 are 2026-10-23.
_ROC_DATE = re.compile(
    r"(?:民國|民国)?(1\d\d)(?:[-/.]|\s*年\s*)(\d{1,2})(?:[-/.]|\s*月\s*)(\d{1,2})(?!\d)"
)
_ISO_DAY = re.compile(r"\s*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})")
_COMPACT_DAY = re.compile(r"\s*(\d{4})(\d{2})(\d{2})(?:\D|$)")
_FOUR_DIGITS = re.compile(r"\d{4}")
_YEAR = re.compile(r"(?<!\d)(?:199[5-9]|20\d\d)")  # also `20240330` and `2024-03-30T…`
_UTC = re.compile(r"(?:\d(?:Z|[+-]00:?00)|\b(?:UTC|GMT))\s*$")
_EPOCH = re.compile(r"\s*(\d{10})(?:\d{3})?\s*$")  # a Unix time in seconds or milliseconds
# An element whose text starts so gives a change's date, in the languages htmldate reads.
_UPDATE_LABEL = re.compile(
    r"\s*(?:(?:last\s+)?(?:updated|modified|edited|reviewed)\b|stand\s*:|aktualisiert|geändert"
    r"|mis\s+à\s+jour|modifié|actualizado|última\s+actualización|обновлено|изменено"
    r"|更新|修改|编辑于|編輯於|最終更新|更新日)",
    re.I,
)
_FRAME_TAGS = frozenset(("nav", "footer", "aside"))
_CODE_HOSTS = frozenset(("github.com", "gitlab.com", "gitee.com", "codeberg.org", "bitbucket.org"))


class _Bounds:
    """The days a page can have been published on: 1995-01-01 to the fetch day."""

    def __init__(self, fetched_on: dt.date) -> None:
        self.latest = fetched_on

    def first(self, days: Iterable[str | None]) -> str | None:
        return next((d for d in days if d and self.holds(d)), None)

    def first_stamp(self, stamps: Iterable[str | None]) -> tuple[str, bool] | None:
        """The first stamp's day in bounds, and whether the stamp was written in UTC."""
        for stamp in stamps:
            day = _iso_day(stamp) if stamp else None
            if day and self.holds(day):
                return day, bool(_UTC.search(stamp or "")) or bool(_EPOCH.match(stamp or ""))
        return None

    def holds(self, day: str) -> bool:
        return EARLIEST.isoformat() <= day <= self.latest.isoformat()


def published_date(
    tree: lxml.html.HtmlElement,
    url: str | None,
    title: str | None,
    visible_text: Callable[[], str],
    fetched_on: dt.date,
    html: str = "",
) -> str | None:
    """The day a page was published, as an ISO date, or None when it does not say.

    `visible_text` gives the page's visible text, a block a line (asked only when needed: most
    pages say their date in markup); `fetched_on` is the day it was fetched; `html` the page's
    source, whose inline scripts some sites keep their date in.
    """
    bounds = _Bounds(fetched_on)
    text = functools.cache(visible_text)
    if not html or any(mark in html for mark in _ORIGINAL_MARKS):
        after = _split_at_headline(text(), title)[1]
        original = bounds.first(_labelled_dates(after, _ORIGINAL_LABEL))
        if original:
            return original  # `Originally published on …` outranks a republication's markup
    url_day = bounds.first(_url_dates(url))
    stated = bounds.first_stamp(_stated_stamps(tree, html))
    if stated:
        day, utc = stated
        rivals = [d for d in (url_day,) if d and d != day]
        if utc:
            rivals += [
                (dt.date.fromisoformat(day) + dt.timedelta(days=n)).isoformat() for n in (-1, 1)
            ]
        if not rivals:
            return day
        byline = _byline(text(), title)
        if not any(_may_show(byline, rival) for rival in rivals):
            return day  # the byline cannot show another day (its dates are slow to read)
        shown = (
            bounds.first(_labelled_dates(byline))
            or bounds.first(_labelled_dates(byline, labels=_GENERIC_LABEL_RE))
            or bounds.first(_plain_dates(byline))
        )
        if shown and shown != day and (shown == url_day or (utc and _next_to(shown, day))):
            # the byline and the URL agree on another day (the markup has a republication's),
            # or the markup's UTC time falls on the day before or after the publisher's own
            return shown
        return day
    byline = _byline(text(), title)
    before, after = _split_at_headline(text(), title)
    ours = (
        bounds.first(_labelled_dates(byline))
        or bounds.first(_labelled_dates(byline, labels=_GENERIC_LABEL_RE))
        or url_day
        or bounds.first(_plain_dates(byline))
        or bounds.first(_labelled_dates(after))
        or bounds.first(_labelled_dates(before))
    )
    if ours or _is_repository(url):
        return ours  # a repository's README is dated by its latest commit or not at all
    return _htmldate(tree, url, text(), bounds)


def _may_show(byline: str, day: str) -> bool:
    """Whether `byline` writes the day of the month of `day` as a number at all: a cheap test
    before reading its dates."""
    return bool(re.search(rf"(?<!\d)0?{int(day[8:])}(?!\d)", byline))


def _next_to(one: str, other: str) -> bool:
    return abs((dt.date.fromisoformat(one) - dt.date.fromisoformat(other)).days) == 1


def _is_repository(url: str | None) -> bool:
    """A code host's repository page (`github.com/owner/repo`, `…/blob/main/README.md`): the
    dates of its README's news list and of its releases are not the page's. An issue, pull
    request, discussion, release or commit page has a date of its own."""
    parts = urlsplit(url or "")
    host = (parts.hostname or "").removeprefix("www.")
    segments = [s for s in parts.path.split("/") if s]
    if host not in _CODE_HOSTS or len(segments) < 2:
        return False
    return len(segments) == 2 or segments[2] in ("blob", "tree", "-")


def _stated_stamps(tree: lxml.html.HtmlElement, html: str) -> Iterator[str | None]:
    """Timestamps the markup states as the publication's, most explicit first."""
    yield from _meta_stamps(tree)
    yield from _json_ld_stamps(tree)
    yield from _microdata_stamps(tree)
    yield from _article_time_stamps(tree)
    yield from _github_commit_stamps(tree)
    yield from _script_stamps(html)


def _htmldate(
    tree: lxml.html.HtmlElement, url: str | None, text: str, bounds: _Bounds
) -> str | None:
    """htmldate's original date on the page without its frame and without what the markup
    marks as another date (an update, a release); never a bare year or month padded to a day."""
    bare = _for_htmldate(tree)
    if not re.search(r"199[5-9]|20\d\d", url or "") and not _YEAR.search(
        " ".join((bare.text_content(), *bare.xpath("//@*")))
    ):
        return None  # every date htmldate reads has a year: none is left, none to find
    try:
        found = htmldate.find_date(
            bare,
            extensive_search=True,
            original_date=True,
            outputformat="%Y-%m-%d",
            url=url,
            min_date=dt.datetime.combine(EARLIEST, dt.time.min),
            max_date=dt.datetime.combine(bounds.latest, dt.time.max),
        )
    except Exception as exc:  # noqa: BLE001 - htmldate raises many kinds on odd markup
        logger.debug("%s: htmldate failed: %s", url or "page", exc)
        return None
    if not found or not bounds.holds(found):
        return None
    if found.endswith("-01") and not _states_day(tree, text, found):
        return None  # `© 2019`, `2026` or `October 2026` padded to a day
    return found


def _for_htmldate(tree: lxml.html.HtmlElement) -> lxml.html.HtmlElement:
    """A copy of the page for htmldate, without the dates it would otherwise weigh with the
    article's: the frame's (a news list in an aside, `© 2019–2026` in the footer), updates'
    (htmldate falls back on a modified time) and a repository's releases."""
    bare = copy.deepcopy(tree)
    doomed = bare.xpath(
        "//nav|//aside[not(ancestor::article)]|//footer[not(ancestor::article)]"
        "|//header[not(ancestor::article)][not(.//h1)]"
    )
    doomed += [meta for meta in bare.iter("meta") if _meta_key(meta) in _MODIFIED_META]
    for element in bare.iter():
        text = element.text
        if not isinstance(element.tag, str):
            continue
        if text and len(text) < 80 and _UPDATE_LABEL.match(text):
            doomed.append(element)  # `Last updated …`, `Stand: 14.10.2026`
        elif element.attrib and (_marks_update(element) or _is_other_item(element)):
            doomed.append(element)
    for element in doomed:
        if element.getparent() is not None:
            element.drop_tree()
    return bare


def _marks_update(element: lxml.html.HtmlElement) -> bool:
    """`class="updated"`, `itemprop="dateModified"`; not `class="entry-date published updated"`,
    which WordPress writes on a post never changed."""
    marks = f"{element.get('class', '')} {element.get('itemprop', '')}".lower()
    return ("update" in marks or "modif" in marks) and "publish" not in marks


def _in_release(element: lxml.html.HtmlElement) -> bool:
    """A `<relative-time>` beside a link to a release, as in a repository's sidebar."""
    parent = element.getparent()
    return parent is not None and bool(parent.xpath(".//a[contains(@href, '/releases/')]"))


def _iso_day(value: str) -> str | None:
    """An ISO-ish timestamp → its calendar day as written (the publisher's own day)."""
    match = _ISO_DAY.match(value) or _COMPACT_DAY.match(value)
    if match:
        y, m, d = (int(g) for g in match.groups())
    else:
        epoch = _EPOCH.match(value)
        if not epoch:
            return None
        return dt.datetime.fromtimestamp(int(epoch[1]), dt.UTC).date().isoformat()
    try:
        return dt.date(y, m, d).isoformat()
    except ValueError:
        return None


def _meta_stamps(tree: lxml.html.HtmlElement) -> Iterator[str | None]:
    """The page's own meta tags (`itemprop` ones belong to an item: see `_microdata_stamps`)."""
    for meta in tree.iter("meta"):
        if not meta.get("itemprop") and _meta_key(meta) in _PUBLISHED_META:
            yield meta.get("content")


def _meta_key(meta: lxml.html.HtmlElement) -> str:
    """`property`, `name` or `itemprop`, lowercased and without spaces (`og:time `, `weibo:
    article:create_at` are written so)."""
    key = meta.get("property") or meta.get("name") or meta.get("itemprop") or ""
    return "".join(key.split()).lower()


def _json_ld_nodes(tree: lxml.html.HtmlElement) -> Iterator[tuple[dict, bool]]:
    """Every JSON-LD object in document order, with whether it is the page's own (top level,
    in @graph, or its mainEntity) rather than an item listed inside another."""
    for script in tree.xpath("//script[@type='application/ld+json']"):
        try:
            data = json.loads(script.text_content())
        except (ValueError, RecursionError):  # broken, or nested past Python's stack
            continue
        queue: list[tuple[object, bool]] = [(data, True)]
        while queue:
            node, own = queue.pop(0)
            if isinstance(node, list):
                queue[:0] = [(item, own) for item in node]
            elif isinstance(node, dict):
                yield node, own
                for key, value in node.items():
                    if isinstance(value, (dict, list)) and key.lower() not in _JSON_LD_ELSEWHERE:
                        queue.append((value, own and key in ("@graph", "mainEntity")))


def _json_ld_types(node: dict) -> set[str]:
    kind = node.get("@type")
    kinds = kind if isinstance(kind, list) else [kind]
    return {k.lower() for k in kinds if isinstance(k, str)}


def _json_ld_stamps(tree: lxml.html.HtmlElement) -> Iterator[str | None]:
    """datePublished of the page's own article first, then of any other own node."""
    own = [node for node, is_own in _json_ld_nodes(tree) if is_own]
    articles = [node for node in own if _json_ld_types(node) & _ARTICLE_TYPES]
    for node in (*articles, *own):
        for key in ("datePublished", "dateCreated"):
            if isinstance(node.get(key), str):
                yield node[key]


def _microdata_stamps(tree: lxml.html.HtmlElement) -> Iterator[str | None]:
    """`itemprop="datePublished"`/`dateCreated` and `<time pubdate>`, of the item that holds
    the most text of its own first: an answer before the question it sits in, an article
    before its author; never a comment's or a review's."""
    found = []
    for order, element in enumerate(
        tree.xpath(
            "//*[@itemprop='datePublished' or @itemprop='dateCreated' or (self::time and @pubdate)]"
        )
    ):
        if _in_frame(element) or _in_other_item(element):
            continue
        item = _item_of(element)
        size = _own_text(item) if item is not None else 0
        stamp = element.get("datetime") or element.get("content") or _shown(element)
        found.append((-size, order, stamp))
    for _, _, stamp in sorted(found):
        yield stamp


def _item_of(element: lxml.html.HtmlElement) -> lxml.html.HtmlElement | None:
    return next((a for a in element.iterancestors() if a.get("itemscope") is not None), None)


def _own_text(item: lxml.html.HtmlElement) -> int:
    """The length of an item's text without the text of the items inside it."""
    inner = [d for d in item.iterdescendants() if d.get("itemscope") is not None]
    direct = [d for d in inner if _item_of(d) is item]
    return len(item.text_content()) - sum(len(d.text_content()) for d in direct)


def _in_other_item(element: lxml.html.HtmlElement) -> bool:
    """Whether `element` belongs to a comment or review on the page rather than its article."""
    return any(_is_other_item(node) for node in element.iterancestors())


def _is_other_item(node: lxml.html.HtmlElement) -> bool:
    """A comment or a review (`itemprop="review"`, `class="review"`), which has its own date."""
    prop = (node.get("itemprop") or "").lower()
    marks = f"{node.get('class', '')} {node.get('id', '')}".lower().split()
    return prop in ("comment", "review") or any(m.startswith("review") for m in marks)


def _shown(element: lxml.html.HtmlElement) -> str | None:
    """The full date an element shows its reader, if it shows one with its year."""
    return _text_day(element.text_content())


def _github_commit_stamps(tree: lxml.html.HtmlElement) -> Iterator[str | None]:
    """A repository page's latest commit: the first `<relative-time datetime>` in a commit box
    or a link to a commit (a README's content changes with it; a release is another thing)."""
    for element in tree.iter("relative-time"):
        if element.get("datetime") and _in_commit(element):
            yield element.get("datetime")
            return


def _in_commit(element: lxml.html.HtmlElement) -> bool:
    for node in element.iterancestors():
        marks = f"{node.get('class', '')} {node.get('data-testid', '')} {node.get('id', '')}"
        if "commit" in marks.lower() or "/commit/" in (node.get("href") or ""):
            return True
        if node.tag in ("main", "body"):
            break
    return False


def _states_day(tree: lxml.html.HtmlElement, text: str, day: str) -> bool:
    """Whether the page writes out `day` itself, in its text or in a date attribute."""
    if any(m.value == day and m.precision == "day" for m in find_dates(text, EARLIEST)):
        return True
    for value in tree.xpath("//@datetime|//meta/@content"):
        if _iso_day(value) == day:
            return True
    return False


def _article_time_stamps(tree: lxml.html.HtmlElement) -> Iterator[str | None]:
    """`<time datetime>` in the article, not an update's, a comment's or a review's; the day
    it shows when it shows one (a UTC `datetime` can fall on the day before or after)."""
    for time_el in tree.xpath("//article//time[@datetime]|//main//time[@datetime]"):
        if not (_in_frame(time_el) or _marks_update(time_el) or _in_other_item(time_el)):
            yield _shown(time_el) or time_el.get("datetime")


_SCRIPT_STAMP = re.compile(
    r"""\bvar\s+(?:publish_time|createTime|create_time)\s*=\s*["'](?P<stamp>[^"']{8,30})["']"""
    r"""|\bvar\s+ct\s*=\s*["'](?P<epoch>\d{10})["']"""
    r'|"created_at"\s*:\s*"(?P<api>\w{3} \w{3} \d{2} \d{2}:\d{2}:\d{2} [+-]\d{4} \d{4})"'
)


_SCRIPT_MARKS = ("publish_time", "createTime", "create_time", "var ct", '"created_at"')


def _script_stamps(html: str) -> Iterator[str | None]:
    """A date only an inline script holds: WeChat's `var publish_time = "2023-11-07"` and
    `var ct = "1699338195"` (its byline is filled by JavaScript), Weibo's render data
    `"created_at": "Fri Jun 07 13:13:00 +0800 2019"` (its byline has no year)."""
    if not any(mark in html for mark in _SCRIPT_MARKS):
        return  # a quick look before the regular expression reads a big page
    for match in _SCRIPT_STAMP.finditer(html):
        if match["api"]:
            try:
                yield (
                    dt.datetime.strptime(match["api"], "%a %b %d %H:%M:%S %z %Y").date().isoformat()
                )
            except ValueError:
                continue
        else:
            yield match["stamp"] or match["epoch"]


def _in_frame(element: lxml.html.HtmlElement) -> bool:
    """Whether `element` sits in navigation, a footer, an aside or the site's header."""
    for node in (element, *element.iterancestors()):
        if node.tag in _FRAME_TAGS:
            return True
        if node.tag == "header" and not any(True for _ in node.iterancestors("article")):
            return True
    return False


def _text_day(text: str) -> str | None:
    """A full date written in `text` (`2026年10月24日`, `Oct 24, 2026`, `2026-10-24`)."""
    if not re.search(r"\d{4}", text[:200]):
        return None  # no year: `Oct 19`, `3 days ago`
    for mention in find_dates(text[:200], EARLIEST):
        if mention.precision == "day" and re.search(r"\d{4}", mention.text):
            return mention.value
    return _iso_day(text)


def markdown_date(front_matter: str | None, text: str, fetched_on: dt.date) -> str | None:
    """A markdown page's day: its front matter's `date`, else a labelled date near the top."""
    bounds = _Bounds(fetched_on)
    if front_matter:
        return bounds.first([_iso_day(front_matter)])
    return bounds.first(_labelled_dates(text[:1000]))


def _labelled_dates(text: str, labels: re.Pattern[str] = _PUBLISHED_LABEL_RE) -> Iterator[str]:
    """Dates a label introduces: `发布时间：2026-10-24`, `發表於 2026-10-20`. By default only
    labels that say "published"; `_GENERIC_LABEL_RE` gives `时间`/`Date` (in a byline only)."""
    for label in labels.finditer(text):
        if _NOT_PUBLISHED.search(text[max(0, label.start() - 8) : label.start() + 4]):
            continue
        after = text[label.end() : label.end() + 60]
        after = after[_CLOCK.match(after).end() :]  # type: ignore[union-attr]  # `1:55 PM EDT, `
        roc = _ROC_DATE.match(after)
        if roc:
            try:
                yield dt.date(int(roc[1]) + 1911, int(roc[2]), int(roc[3])).isoformat()
            except ValueError:
                pass
            continue
        if not _FOUR_DIGITS.search(after, 0, 32):
            continue  # no year where the date would stand: not worth reading its dates
        for mention in find_dates(after, dt.date(2000, 1, 1)):
            if (
                mention.start <= 2
                and mention.precision == "day"
                and re.search(r"\d{4}", mention.text)
                and not _EDITED_AFTER.match(after[mention.end :])
            ):
                yield mention.value
                break


def _split_at_headline(text: str, title: str | None) -> tuple[str, str]:
    """The text before the headline and from it on, where the article's own byline stands (a
    list of other items' labelled dates may come before it); all of it is "from" when the
    headline is not found."""
    at = text.find(title) if title else -1
    return (text[:at], text[at:]) if at >= 0 else ("", text)


def _byline(text: str, title: str | None) -> str:
    """The lines right under the headline, where a byline stands (`2026年10月24日 10:32`,
    `By … | Oct 24, 2026`, `时间：2026-10-24`); nothing when the headline is not found, since
    the top of a page is its frame."""
    if not title or title not in text:
        return ""
    start = text.find(title) + len(title)
    lines = text[start : start + _BYLINE_WINDOW].lstrip("\n").split("\n")[:_BYLINE_LINES]
    return "\n".join(lines)


_SPLIT_DATE = re.compile(
    r"(?m)^(?P<d>\d{1,2})日?\n(?P<y>\d{4})\s*[-./年]\s*(?P<m>\d{1,2})月?$"
    r"|^(?P<y2>\d{4})\s*[-./年]\s*(?P<m2>\d{1,2})月?\n(?P<d2>\d{1,2})日?$"
)


def _plain_dates(byline: str) -> Iterator[str]:
    """Full dates in the byline, but not a news list's or an edit's; a day and its month
    written in two elements (`04` over `2024-04`) count as one."""
    split = _SPLIT_DATE.search(byline)
    if split:
        try:
            yield dt.date(
                int(split["y"] or split["y2"]),
                int(split["m"] or split["m2"]),
                int(split["d"] or split["d2"]),
            ).isoformat()
        except ValueError:
            pass
    if not _FOUR_DIGITS.search(byline):
        return
    for mention in find_dates(byline, dt.date(2000, 1, 1)):
        if mention.precision != "day" or not re.search(r"\d{4}", mention.text):
            continue
        if byline[max(0, mention.start - 1) : mention.start] == "[":
            continue  # `[2026/10/23] v2.0 released`: a news list, not a byline
        if _NOT_PUBLISHED.search(byline[max(0, mention.start - 20) : mention.start]):
            continue
        if _EDITED_AFTER.match(byline[mention.end :]):
            continue
        yield mention.value


def _url_dates(url: str | None) -> Iterator[str]:
    match = _URL_DATE.search(url or "")
    if not match:
        return
    y, m, d = (
        match.group("y") or match.group("y2"),
        match.group("m") or match.group("m2"),
        match.group("d") or match.group("d2"),
    )
    try:
        yield dt.date(int(y), int(m), int(d)).isoformat()
    except ValueError:
        return
