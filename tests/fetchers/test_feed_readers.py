"""The two feed readers: fastfeedparser for plain feeds, feedparser for the rest.

The fast reader must never change what a feed yields. Generated feeds (RSS 2.0,
RSS 1.0 and Atom, with escaped and CDATA markup, Chinese text, relative links,
guids, dates in many zones and forms, and elements the fast path declines) are
read both ways; wherever the fast path takes a feed, its items and warnings are
feedparser's exactly. Named feeds pin down which path each kind of feed takes.
Both ways read the feed as `read_feed` prepares it (bare `&` escaped), so "taken"
means taken by `read_feed`.
"""

from __future__ import annotations

import codecs
import datetime as dt
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.errors import FetchError
from pipeline.fetchers.feeds import _latest_day, _prepared, _read_fast, read_feed

FEEDS = Path(__file__).resolve().parent.parent / "data" / "feeds"
DEMO = Path(__file__).resolve().parents[2] / "pipeline" / "demo" / "site"
URL = "https://news.example/feeds/main.xml"
FETCHED = dt.datetime(2026, 10, 25, 12, 0, tzinfo=dt.UTC)  # when the feeds "were fetched"

ATOM_NS = "http://www.w3.org/2005/Atom"
NAMESPACES = (
    'xmlns:content="http://purl.org/rss/1.0/modules/content/" '
    'xmlns:dc="http://purl.org/dc/elements/1.1/" '
    'xmlns:dcterms="http://purl.org/dc/terms/" '
    f'xmlns:atom="{ATOM_NS}"'
)


def outcome(body: bytes, content_type: str, *, fast: bool):
    """(items, warnings) from read_feed, or the one-line error it raised."""
    try:
        return read_feed("s", URL, body, content_type, fast=fast, fetched=FETCHED)
    except FetchError as exc:
        return str(exc)


def both_ways(body: bytes, content_type: str = "application/rss+xml"):
    """(fast path taken?, what read_feed gives with it allowed, what it gives without)."""
    prepared = _prepared("s", body, content_type, [])
    taken = _read_fast(prepared, content_type, latest=_latest_day(FETCHED)) is not None
    return taken, outcome(body, content_type, fast=True), outcome(body, content_type, fast=False)


# --- generated feeds ----------------------------------------------------------------------

TEXT = st.text(
    alphabet=st.sampled_from(
        list("Ab z09.,:;!?&<>\"'\n\t-") + list("深度推理模型发布，。“”🚀\u00a0")
    ),
    max_size=30,
)
# Titles as raw XML: character references and double escaping, which parsers undo differently,
# and bare ampersands, which make the XML ill-formed until read_feed escapes them.
RAW_TITLES = st.sampled_from(
    ["Don&#8217;t stop", "A&#x4E2D;B", "&amp;nbsp;x", "Tom &amp;amp; Jerry", "  &#160;padded "]
    + ["AT&amp;T &amp; Verizon", "AT&T & Verizon", "R&D;&Q&#38;A", "& alone &"]
)
LINKS = st.sampled_from(
    [
        "https://news.example/posts/a.html",
        "  https://news.example/posts/b.html  ",
        "/posts/c.html",
        "d.html",
        "https://news.example/posts/e.html?utm_source=rss&id=5",
        "https://新闻.example/文章/1",
        "mailto:press@news.example",
        "javascript:alert(1)",
        "",
    ]
)
DATES = st.sampled_from(
    [
        "Fri, 23 Oct 2026 01:30:00 +0800",
        "Sun, 25 Oct 2026 21:00:00 -0500",
        "Sat, 24 Oct 2026 12:00:00 GMT",
        "Sat, 24 Oct 2026 12:00:00 +0000",
        "24 Oct 2026 12:00 EST",
        "2026-10-23T01:30:00+08:00",
        "2026-10-24T12:00:00Z",
        "2026-10-24",
        "2026-10-24T23:59:59.250-07:00",
        "  Sat, 24 Oct 2026 12:00:00 GMT\n",
        "yesterday",
        "2026年10月24日",
        "",
        # no dates: impossible, before feeds, after the fetch
        "2026-13-45",
        "2026-02-30T10:00:00Z",
        "2026-10-24T25:00:00Z",
        "0001-01-01T00:00:00Z",
        "Mon, 01 Jan 0001 00:00:00 GMT",
        "1990-05-01T00:00:00Z",
        "Fri, 12 Jan 1990 10:00:00 GMT",
        "2999-01-01T00:00:00Z",
        "Mon, 02 Nov 2026 09:00:00 +0800",
    ]
)
# A guid is the item's link where it has no <link>, unless it says isPermaLink="false"; as
# feedparser reads the attribute, "True" is not "true". (isPermaLink, text)
GUIDS = st.sampled_from(
    [
        None,
        ("true", "https://news.example/g/1"),
        (None, "https://news.example/g/2"),
        ("false", "tag:news.example,2026:3"),
        ("false", "https://news.example/g/4"),
        ("false", "http://news.example/?p=5"),
        (None, "tag:news.example,2026:6"),
        ("True", "https://news.example/g/7"),
        ("true", "  /g/8  "),
        (None, ""),
    ]
)


def text_element(tag: str, value: str, style: str, attrs: str = "") -> str:
    """`value` as the text of `tag`, escaped or in CDATA."""
    if style == "cdata" and "]]>" not in value:
        return f"<{tag}{attrs}><![CDATA[{value}]]></{tag}>"
    return f"<{tag}{attrs}>{escape(value)}</{tag}>"


@st.composite
def rss_item(draw) -> str:
    parts = []
    for _ in range(draw(st.sampled_from([0, 1, 1, 1, 2]))):
        if draw(st.booleans()):
            parts.append(f"<title>{draw(RAW_TITLES)}</title>")
        else:
            parts.append(text_element("title", draw(TEXT), draw(st.sampled_from(["esc", "cdata"]))))
    link = draw(st.one_of(st.none(), LINKS))
    if link is not None:
        parts.append(f"<link>{escape(link)}</link>")
    guid = draw(GUIDS)
    if guid is not None:
        permalink, value = guid
        attrs = f" isPermaLink={quoteattr(permalink)}" if permalink is not None else ""
        parts.append(f"<guid{attrs}>{escape(value)}</guid>")
    for tag in draw(
        st.lists(
            st.sampled_from(["pubDate", "dc:date", "dcterms:modified", "atom:updated"]), max_size=2
        )
    ):
        parts.append(f"<{tag}>{escape(draw(DATES))}</{tag}>")
    summary = draw(st.sampled_from([None, "<p>First &amp; <b>bold</b></p>", "plain words", "  "]))
    if summary is not None:
        parts.append(text_element("description", summary, draw(st.sampled_from(["esc", "cdata"]))))
    if draw(st.booleans()):
        parts.append(
            text_element(
                "content:encoded",
                "<p>全文 <em>full</em> text</p>",
                draw(st.sampled_from(["esc", "cdata"])),
            )
        )
    extra = draw(
        st.sampled_from(
            [
                "",
                "<category>AI</category>",
                "<author>ed@news.example (Ed)</author>",
                '<enclosure url="https://news.example/a.mp3" length="1" type="audio/mpeg"/>',
                "<comments>https://news.example/c</comments>",
                '<atom:link rel="alternate" href="https://news.example/alt"/>',
                "<!-- a comment -->",
                '<source url="https://other.example/feed">Other</source>',
                "<link>https://news.example/second-link</link>",
                "<description><p>raw <b>child</b> markup</p></description>",
                '<feedburner:origLink xmlns:feedburner="http://rssnamespace.org/feedburner/ext/1.0">'
                "https://news.example/orig</feedburner:origLink>",
                '<media:title xmlns:media="http://search.yahoo.com/mrss/">Media title</media:title>',
                '<slash:comments xmlns:slash="http://purl.org/rss/1.0/modules/slash/">4</slash:comments>',
            ]
        )
    )
    parts.append(extra)
    draw(st.randoms()).shuffle(parts)
    return "<item>" + "".join(parts) + "</item>"


@st.composite
def rdf_item(draw) -> str:
    link = draw(LINKS).strip() or "https://news.example/r"
    parts = [f"<link>{escape(link)}</link>"] if draw(st.integers(0, 4)) else []
    if draw(st.booleans()):
        parts.append(text_element("title", draw(TEXT), draw(st.sampled_from(["esc", "cdata"]))))
    if draw(st.booleans()):
        parts.append(f"<dc:date>{escape(draw(DATES))}</dc:date>")
    if draw(st.booleans()):
        parts.append(text_element("description", "<p>RDF &amp; more</p>", "esc"))
    return f"<item rdf:about={quoteattr(link)}>" + "".join(parts) + "</item>"


@st.composite
def atom_entry(draw) -> str:
    parts = ["<id>urn:uuid:1</id>"]
    if draw(st.booleans()):
        kind = draw(st.sampled_from([None, "text", "html"]))
        attrs = f' type="{kind}"' if kind else ""
        parts.append(
            text_element("title", draw(TEXT), draw(st.sampled_from(["esc", "cdata"])), attrs)
        )
    rels = st.sampled_from([None, "alternate", "self", "related", "enclosure"])
    for rel in draw(st.one_of(st.just([None]), st.just(["alternate"]), st.lists(rels, max_size=3))):
        rel_attr = f' rel="{rel}"' if rel else ""
        href = draw(LINKS).strip() or "https://news.example/x"
        parts.append(f"<link{rel_attr} href={quoteattr(href)}/>")
    for tag in draw(st.lists(st.sampled_from(["published", "updated", "dc:date"]), max_size=2)):
        parts.append(f"<{tag}>{escape(draw(DATES))}</{tag}>")
    if draw(st.booleans()):
        parts.append(
            text_element("summary", "A <b>short</b> & sweet summary", "esc", ' type="html"')
        )
    parts.append(
        draw(
            st.sampled_from(
                [
                    "",
                    "<author><name>Ed</name></author><category term='AI'/>",
                    "<source><title>Origin</title><link href='https://other.example/'/>"
                    "<updated>2020-01-01T00:00:00Z</updated></source>",
                    "<title type='html'><![CDATA[Raw <b>html</b> &amp; title]]></title>",
                ]
            )
        )
    )
    content = draw(st.sampled_from([None, "html", "text", "xhtml", "src"]))
    if content == "html":
        parts.append(
            text_element("content", "<p>内容 &amp; <i>more</i></p>", "esc", ' type="html"')
        )
    elif content == "text":
        parts.append(text_element("content", "x < y & z", "esc", ' type="text"'))
    elif content == "src":
        parts.append('<content type="text/html" src="https://news.example/full.html"/>')
    elif content == "xhtml":
        parts.append(
            '<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Hi</p></div></content>'
        )
    draw(st.randoms()).shuffle(parts)
    return "<entry>" + "".join(parts) + "</entry>"


@st.composite
def feeds(draw) -> tuple[bytes, str]:
    kind = draw(st.sampled_from(["rss", "rdf", "atom"]))
    if kind == "rss":
        items = "".join(draw(st.lists(rss_item(), max_size=4)))
        doc = (
            f'<rss version="2.0" {NAMESPACES}><channel><title>News</title>'
            f"<link>https://news.example/</link><description>d</description>{items}</channel></rss>"
        )
    elif kind == "rdf":
        items = "".join(draw(st.lists(rdf_item(), max_size=4)))
        doc = (
            '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" '
            f'xmlns="http://purl.org/rss/1.0/" {NAMESPACES}>'
            '<channel rdf:about="https://news.example/"><title>News</title>'
            f"<link>https://news.example/</link><description>d</description></channel>{items}</rdf:RDF>"
        )
    else:
        entries = "".join(draw(st.lists(atom_entry(), max_size=4)))
        doc = (
            f'<feed xmlns="{ATOM_NS}" xmlns:dc="http://purl.org/dc/elements/1.1/">'
            f"<title>News</title><id>urn:feed</id><updated>2026-10-24T00:00:00Z</updated>{entries}</feed>"
        )
    declaration = draw(
        st.sampled_from(["", '<?xml version="1.0"?>\n', '<?xml version="1.0" encoding="UTF-8"?>\n'])
    )
    body = (declaration + doc).encode()
    if draw(st.booleans()):
        body = codecs.BOM_UTF8 + body
    content_type = draw(
        st.sampled_from(
            [
                "application/rss+xml",
                "application/atom+xml; charset=utf-8",
                "text/xml; charset=UTF-8",
                "text/xml",
                "application/xml",
                "",
                "text/html; charset=utf-8",
            ]
        )
    )
    return body, content_type


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(feeds())
def test_fast_path_reads_every_feed_it_takes_exactly_as_feedparser_does(feed):
    body, content_type = feed
    taken, fast, slow = both_ways(body, content_type)
    if taken:
        assert fast == slow


# --- which path a feed takes ----------------------------------------------------------------

WORDPRESS = """<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/"
  xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom"
  xmlns:sy="http://purl.org/rss/1.0/modules/syndication/" xmlns:slash="http://purl.org/rss/1.0/modules/slash/">
<channel>
  <title>芯片观察</title>
  <atom:link href="https://chips.example/feed/" rel="self" type="application/rss+xml" />
  <link>https://chips.example</link><description>半导体新闻</description>
  <lastBuildDate>Sat, 24 Oct 2026 02:10:00 +0000</lastBuildDate><language>zh-CN</language>
  <sy:updatePeriod>hourly</sy:updatePeriod><sy:updateFrequency>1</sy:updateFrequency>
  <generator>https://wordpress.org/?v=6.6</generator>
  <item>
    <title>HBM4 量产：良率提升至 70%</title>
    <link>https://chips.example/2026/10/24/hbm4/</link>
    <comments>https://chips.example/2026/10/24/hbm4/#respond</comments>
    <dc:creator><![CDATA[编辑部]]></dc:creator>
    <pubDate>Sat, 24 Oct 2026 01:30:00 +0800</pubDate>
    <category><![CDATA[存储]]></category><category><![CDATA[HBM]]></category>
    <guid isPermaLink="false">https://chips.example/?p=1024</guid>
    <description><![CDATA[<p>良率从 55% 提升至 70%&#8230;</p>]]></description>
    <content:encoded><![CDATA[<p>良率从 55% 提升至 70%，月产能 2 万片。</p>]]></content:encoded>
    <wfw:commentRss>https://chips.example/2026/10/24/hbm4/feed/</wfw:commentRss>
    <slash:comments>3</slash:comments>
  </item>
</channel></rss>"""

PLAIN = {
    "wordpress-zh": (WORDPRESS.encode(), "application/rss+xml; charset=UTF-8"),
    # a bare text/xml is not US-ASCII (RFC 7303): no warning that it "parsed as utf-8"
    "wordpress-zh-text-xml": (WORDPRESS.encode(), "text/xml"),
    "rss-2.0": ((FEEDS / "rss20.xml").read_bytes(), "application/rss+xml; charset=utf-8"),
    "rss-1.0": ((FEEDS / "rss10.rdf").read_bytes(), "application/rdf+xml"),
    "atom": ((FEEDS / "atom.xml").read_bytes(), "application/atom+xml"),
    "demo-blog": ((DEMO / "blog.vllm.example" / "feed.xml").read_bytes(), "application/rss+xml"),
    "demo-zh-news": (
        (DEMO / "www.aitech.example" / "feed.xml").read_bytes(),
        "application/rss+xml",
    ),
    "github-releases": (
        f"""<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="{ATOM_NS}" xml:lang="en-US">
  <id>tag:github.com,2008:https://github.com/vllm-project/vllm/releases</id>
  <link type="text/html" rel="alternate" href="https://github.com/vllm-project/vllm/releases"/>
  <title>Release notes from vllm</title><updated>2026-10-24T08:00:00+08:00</updated>
  <entry>
    <id>tag:github.com,2008:Repository/1/v0.41.0</id><updated>2026-10-24T01:30:00+08:00</updated>
    <link rel="alternate" type="text/html" href="https://github.com/vllm-project/vllm/releases/tag/v0.41.0"/>
    <title>v0.41.0</title>
    <content type="html">&lt;p&gt;Throughput up 43.7% on H200.&lt;/p&gt;</content>
    <author><name>vllm-bot</name></author>
  </entry>
</feed>""".encode(),
        "application/atom+xml; charset=utf-8",
    ),
}


@pytest.mark.parametrize("name", PLAIN)
def test_plain_utf8_feeds_take_the_fast_path_and_read_as_feedparser_reads_them(name):
    body, content_type = PLAIN[name]
    taken, fast, slow = both_ways(body, content_type)
    assert taken
    items, warnings = fast
    assert items and not warnings
    assert fast == slow


GBK_RSS = (
    '<?xml version="1.0" encoding="gbk"?><rss version="2.0"><channel><title>新闻</title>'
    "<item><title>国产芯片量产</title><link>https://news.example/1</link></item></channel></rss>"
).encode("gbk")


@pytest.mark.parametrize(
    ("body", "content_type"),
    [
        pytest.param(GBK_RSS, "application/rss+xml", id="gbk-declared-in-xml"),
        pytest.param(
            GBK_RSS.replace(b' encoding="gbk"', b""), "text/xml; charset=gbk", id="gbk-header"
        ),
        pytest.param((FEEDS / "rss091.xml").read_bytes(), "application/rss+xml", id="doctype"),
        pytest.param(
            b"<!-- " + b"x" * 4096 + b' -->\n<!DOCTYPE rss [<!ENTITY co "Tidewater">]>'
            b'<rss version="2.0"><channel><title>&co;</title><item><title>News from &co;</title>'
            b"<link>https://news.example/1</link></item></channel></rss>",
            "application/rss+xml",
            id="entity-declared-after-a-long-comment",
        ),
        pytest.param(
            (FEEDS / "atom-xml-base.xml").read_bytes(), "application/atom+xml", id="xml-base"
        ),
        pytest.param(
            b'<rss version="2.0"><channel><title>T</title><item><title>A <br> B</title>'
            b"<link>https://news.example/1</link></item></channel></rss>",
            "application/rss+xml",
            id="malformed",
        ),
        pytest.param(
            (FEEDS / "rss20.xml").read_bytes(), "text/html; charset=utf-8", id="served-as-html"
        ),
        pytest.param(
            f'<feed xmlns="{ATOM_NS}"><title>T</title><entry><title>A</title>'
            '<link rel="self" href="https://news.example/self"/>'
            '<link rel="alternate" href="https://news.example/a"/></entry></feed>'.encode(),
            "application/atom+xml",
            id="atom-two-links",
        ),
        pytest.param(
            b'<rss version="2.0"><channel><title>T</title><item><title>A</title>'
            b"<link>https://news.example/1</link><pubDate>2026\xe5\xb9\xb410\xe6\x9c\x8824\xe6\x97\xa5"
            b"</pubDate></item></channel></rss>",
            "application/rss+xml",
            id="date-in-another-form",
        ),
    ],
)
def test_everything_else_is_read_by_feedparser(body, content_type):
    taken, fast, slow = both_ways(body, content_type)
    assert not taken
    assert fast == slow
    assert fast[0], "feedparser still reads the entries"


def test_fast_path_keeps_the_publishers_day():
    """A Beijing 01:30 post stays on its own day, as feedparser's raw string gives it."""
    body = (
        b'<rss version="2.0"><channel><title>T</title>'
        b"<item><title>A</title><link>https://news.example/1</link>"
        b"<pubDate>Fri, 23 Oct 2026 01:30:00 +0800</pubDate></item>"
        b"</channel></rss>"
    )
    assert _read_fast(body, "application/rss+xml") is not None
    items, _ = read_feed("s", URL, body, "application/rss+xml")
    assert [item.published for item in items] == ["2026-10-23"]


def test_bare_ampersands_are_escaped_before_either_reader():
    """`AT&T & Verizon` is ill-formed XML; escaped first, it takes the fast path and both
    readers give it as written (feedparser's loose parser alone would give `AT&T; & Verizon`)."""
    body = (FEEDS / "rss20-bare-ampersands.xml").read_bytes()

    taken, fast, slow = both_ways(body)

    assert taken and fast == slow
    items, warnings = fast
    assert [item.title for item in items] == [
        "AT&T & Verizon",
        "R&D budgets: AT&T up, Verizon \u2014 flat",
    ]
    assert warnings == ["s: feed is malformed but readable: & not escaped as &amp; (read as text)"]


def test_an_opaque_guid_is_no_link_on_either_path():
    """fastfeedparser follows any guid that looks like a URL; the fast path does not."""
    body = (FEEDS / "rss20-guids.xml").read_bytes()

    taken, fast, slow = both_ways(body)

    assert taken and fast == slow
    assert [item.link for item in fast[0]] == [
        "http://news.test.example/posts/cold-starts.html",
        "http://news.test.example/posts/postmortem-1019.html",
        "http://news.test.example/posts/release-3-2.html",
    ]


def test_impossible_dates_are_no_dates_on_either_path():
    """feedparser rolls `2026-13-45` over to 2027-01-01 and reads year 1; neither is a date."""
    body = (FEEDS / "rss20-impossible-dates.xml").read_bytes()

    _, fast, slow = both_ways(body)

    assert fast == slow
    assert [item.published for item in fast[0]] == [None] * 5


@pytest.mark.parametrize(
    ("raw", "day"),
    [
        ("Sun, 25 Oct 2026 21:00:00 -0500", "2026-10-25"),
        ("2026-10-26T09:00:00+14:00", "2026-10-26"),  # Kiribati's morning, UTC's evening before
        ("2026-10-27T01:00:00+14:00", None),
        ("1995-01-01", "1995-01-01"),
        ("1994-12-31", None),
    ],
)
def test_a_feed_date_is_no_later_than_the_fetch_anywhere_on_earth(raw, day):
    """Fetched at 2026-10-25 12:00 UTC, it was already the 26th east of the date line."""
    body = (
        '<rss version="2.0"><channel><title>T</title><item><title>A</title>'
        f"<link>https://news.example/1</link><pubDate>{raw}</pubDate></item></channel></rss>"
    ).encode()

    taken, fast, slow = both_ways(body)

    assert taken and fast == slow
    assert [item.published for item in fast[0]] == [day]
