"""The generated site, read as files: layout, languages, references, feeds and safety."""

from __future__ import annotations

import copy
import difflib
import json
import posixpath
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import feedparser
import jinja2
import pytest
from bs4 import BeautifulSoup

from pipeline.config import Source, load_config, parse_config
from pipeline.demo import CONFIG as DEMO_CONFIG
from pipeline.edition import make_edition, source_names
from pipeline.extractors import extract_text
from pipeline.i18n import default_glossary
from pipeline.records import (
    Article,
    Check,
    Claim,
    Event,
    Figure,
    Gap,
    SourceStatus,
    Story,
)
from pipeline.render import render_site
from pipeline.render.environment import clip
from pipeline.stories import build_stories

DEMO_BASE = load_config(DEMO_CONFIG).site.base_url
HTML_LANG = {"zh": "zh-Hans", "en": "en"}
OTHER = {"zh": "en", "en": "zh"}

CONFIG_YAML = """\
site:
  title: Test Digest
  base_url: https://news.example/digest
sources:
  - id: src1
    url: https://one.example/feed.xml
    kind: feed
    name: One News
  - id: src2
    url: https://two.example/page.html
    kind: page
"""
BASE = "https://news.example/digest/"  # parse_config adds the trailing slash

EVIL = '<script>alert(1)</script><img src=x onerror="alert(2)">'
EVIL_LINK = '<a href="javascript:alert(3)">javascript:alert(3)</a>'
EVIL_ATTR = '" onmouseover="alert(4)" x="'


# --- helpers --------------------------------------------------------------------------------


def soup_of(path: Path) -> BeautifulSoup:
    return BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")


def tree_of(folder: Path) -> dict[str, bytes]:
    """Every file under `folder` by its relative path."""
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()
    }


def assert_same_tree(left: Path, right: Path) -> None:
    """The two folders hold the same files with the same bytes; show a diff if not."""
    one, two = tree_of(left), tree_of(right)
    assert sorted(one) == sorted(two)
    for name in sorted(one):
        if one[name] != two[name]:
            diff = difflib.unified_diff(
                one[name].decode("utf-8").splitlines(),
                two[name].decode("utf-8").splitlines(),
                str(left / name),
                str(right / name),
                lineterm="",
                n=0,
            )
            pytest.fail(f"{name} differs:\n" + "\n".join(list(diff)[:12]))


def resolve(page: str, href: str) -> str:
    """A relative link on `page` as a path from the site root."""
    return posixpath.normpath(posixpath.join(posixpath.dirname(page), href))


_GLOSSES = (
    {f"（{t.gloss}）" for t in default_glossary().terms}
    | {f"［{t.gloss}］" for t in default_glossary().terms}
    | {
        aside
        for t in default_glossary().terms
        if t.en_gloss
        for spelling in (t.term, *t.match)
        for aside in (f" ({t.en_gloss})", f" [{t.en_gloss}]", f" ({spelling}: {t.en_gloss})")
    }
)


def unglossed(text: str) -> str:
    """A page's text without the glosses it adds after a term's first mention."""
    for gloss in _GLOSSES:
        text = text.replace(gloss, "")
    return text


def config():
    return parse_config(CONFIG_YAML)


def small_edition(
    date: str = "2026-03-05",
    *,
    title: str = "Engine X reaches 42 tokens/s",
    quote: str = "Engine X now serves 42 tokens/s per user.",
    publisher: str = "One News",
    url: str = "https://one.example/2026/engine-x.html",
    detail: str = "21*2 = 42",
    error: str = "HTTP 503 Service Unavailable",
    health: dict[str, tuple[int, str | None]] | None = None,
    watched: tuple[dict, ...] = (),
    sources: tuple[Source, ...] = (),
) -> dict:
    """A one-story edition built by the real `make_edition` from hand-made records."""
    first = Article(
        id="a1",
        source_id="src1",
        url=url,
        publisher=publisher,
        owner="one",
        title=title,
        published="2026-03-04",
        language="en",
        text=quote,
    )
    second = Article(
        id="a2",
        source_id="src2",
        url="https://two.example/page.html",
        publisher="二号新闻",
        owner="two",
        title="引擎 X 达到每秒 42 个 token",
        published="2026-03-05",
        language="zh",
        text="引擎 X 现在每位用户每秒 42 个 token。",
    )
    fact = Claim(
        id="c-1",
        article_id="a1",
        figures=(Figure("42 tokens/s", 42.0, "tokens/s", "value"),),
        subject={"en": title, "zh": title},
        claimant={"en": publisher, "zh": publisher},
        claimant_owner="one",
        measure="per-user-speed",
        conditions=(),
        comparison="none",
        against={},
        quote=quote,
        quote_language="en",
        start=0,
        end=len(quote),
        also_in=("a2",),
        status="corroborated",
        checks=(Check("arithmetic", True, detail),),
    )
    event = Event(
        date="2026-03",
        precision="month",
        action="launch",
        actor={"en": publisher, "zh": publisher},
        object={"en": title, "zh": title},
        article_id="a2",
        quote=quote,
        quote_language="en",
    )
    gap = Gap(
        kind="not-included",
        subject={"en": title, "zh": title},
        items=({"en": title, "zh": title, "key": "x"},),
        article_id="a1",
        quote=quote,
        quote_language="en",
    )
    story = Story(
        id="s1",
        title={"en": title, "zh": f"中文标题 {title}"},
        article_ids=("a1", "a2"),
        claims=(fact,),
        events=(event,),
        gaps=(gap,),
    )
    statuses = {
        "src1": SourceStatus("src1", "ok", 1),
        "src2": SourceStatus("src2", "error", 0, error),
    }
    return make_edition(
        date,
        [story],
        [first, second],
        statuses,
        ["src1", "src2"],
        "Test Digest",
        health=health,
        watched=watched,
        sources=sources,
    )


def alternates_of(soup: BeautifulSoup) -> dict[str, str]:
    return {
        link["hreflang"]: link["href"] for link in soup.select("head link[rel=alternate][hreflang]")
    }


def html_pages(out: Path) -> list[str]:
    return sorted(p.relative_to(out).as_posix() for p in out.rglob("*.html"))


# --- the demo site --------------------------------------------------------------------------


def test_demo_site_has_the_documented_layout(demo_site):
    """The output folder holds exactly the files the layout in render/site.py lists."""
    date = demo_site.edition["edition"]
    assert set(tree_of(demo_site.out)) == {
        "index.html",
        "archive/index.html",
        f"zh/{date}/index.html",
        f"en/{date}/index.html",
        "zh/feed.xml",
        "en/feed.xml",
        "sitemap.xml",
        f"data/{date}.json",
        "assets/style.css",
        "zh/status/index.html",
        "en/status/index.html",
    }
    assert demo_site.edition["pages"] == {
        "zh": f"zh/{date}/index.html",
        "en": f"en/{date}/index.html",
    }


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_edition_page_declares_its_language(demo_site, lang):
    """`<html lang>` is zh-Hans on the Chinese page and en on the English one."""
    html = soup_of(demo_site.page(lang)).html
    assert html["lang"] == HTML_LANG[lang]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_edition_page_shows_the_edition_data(demo_site, lang):
    """The h1 and lede are the JSON's headline and lede in the page's language."""
    soup = soup_of(demo_site.page(lang))
    squash = "".join
    assert squash(unglossed(soup.h1.get_text()).split()) == squash(
        demo_site.edition["headline"][lang].split()
    )
    lede = soup.select_one("p.lede").get_text()
    assert squash(unglossed(lede).split()) == squash(demo_site.edition["lede"][lang].split())


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_hreflang_alternates_are_absolute_and_point_at_each_other(demo_site, lang):
    """Both pages carry the same hreflang pair, absolute under base_url."""
    soup = soup_of(demo_site.page(lang))
    alternates = {
        link["hreflang"]: link["href"] for link in soup.select("head link[rel=alternate][hreflang]")
    }
    pages = demo_site.edition["pages"]
    assert alternates["zh-Hans"] == DEMO_BASE + pages["zh"]
    assert alternates["en"] == DEMO_BASE + pages["en"]
    assert soup.select_one("head link[rel=canonical]")["href"] == DEMO_BASE + pages[lang]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_language_switch_links_to_the_other_page(demo_site, lang):
    """A visible link in the header leads to the same edition in the other language."""
    page = demo_site.edition["pages"][lang]
    switch = soup_of(demo_site.page(lang)).select_one("header a.lang-switch")
    assert switch is not None
    assert switch.get_text(strip=True) == {"zh": "English", "en": "中文"}[lang]
    assert switch["lang"] == HTML_LANG[OTHER[lang]]
    target = resolve(page, switch["href"])
    assert target == demo_site.edition["pages"][OTHER[lang]]
    assert (demo_site.out / target).is_file()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_reference_is_listed_with_its_number_and_url(demo_site, lang):
    """Each JSON reference is `<li id="ref-N">` linking to its URL, and nothing else is."""
    soup = soup_of(demo_site.page(lang))
    references = demo_site.edition["references"]
    assert references, "the demo edition should have references"
    for ref in references:
        item = soup.find("li", id=f"ref-{ref['n']}")
        assert item is not None, f"reference {ref['n']} missing"
        assert item["value"] == str(ref["n"])
        link = item.find("a")
        assert link["href"] == ref["url"]
        assert link.get_text() == ref["title_shown"][lang]
        assert ref["source"][lang] in item.get_text()
    listed = [li["id"] for li in soup.select("#references li")]
    assert listed == [f"ref-{ref['n']}" for ref in references]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_citation_marker_targets_a_listed_reference(demo_site, lang):
    """Each `[n]` link in the page points at `#ref-n`, which exists."""
    soup = soup_of(demo_site.page(lang))
    ids = {li["id"] for li in soup.select("#references li")}
    markers = soup.select("a.ref")
    assert markers, "the demo page should cite its sources"
    for marker in markers:
        n = marker.get_text().strip("[]")
        assert marker["href"] == f"#ref-{n}"
        assert f"ref-{n}" in ids


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_disclaimer_is_shown_in_the_page_language(demo_site, lang):
    """The AI disclaimer of the page's language is in its own aside, the other one is not."""
    aside = soup_of(demo_site.page(lang)).select_one("aside#disclaimer")
    text = aside.get_text()
    assert demo_site.edition["disclaimer"][lang] in text
    assert demo_site.edition["disclaimer"][OTHER[lang]] not in text


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_atom_feed_lists_the_page_of_its_language(demo_site, lang):
    """`<lang>/feed.xml` is well-formed Atom with one entry per edition, linking to its page."""
    feed = feedparser.parse((demo_site.out / lang / "feed.xml").read_bytes())
    assert not feed.bozo, feed.get("bozo_exception")
    assert feed.version == "atom10"
    assert feed.feed.language == HTML_LANG[lang]
    [entry] = feed.entries
    assert entry.link == DEMO_BASE + demo_site.edition["pages"][lang]
    assert entry.title == demo_site.edition["headline"][lang]
    assert entry.summary == demo_site.edition["lede"][lang]


def test_sitemap_lists_both_pages_with_their_hreflang_pair(demo_site):
    """sitemap.xml parses and names each page with links to both languages."""
    ns = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9", "x": "http://www.w3.org/1999/xhtml"}
    root = ET.parse(demo_site.out / "sitemap.xml").getroot()
    urls = {u.findtext("sm:loc", namespaces=ns): u for u in root.findall("sm:url", ns)}
    pages = {lang: DEMO_BASE + path for lang, path in demo_site.edition["pages"].items()}
    assert DEMO_BASE in urls
    for lang in ("zh", "en"):
        entry = urls[pages[lang]]
        pair = {link.get("hreflang"): link.get("href") for link in entry.findall("x:link", ns)}
        # the latest edition's language choice is the front page
        assert pair == {"zh-Hans": pages["zh"], "en": pages["en"], "x-default": DEMO_BASE}
        assert entry.findtext("sm:lastmod", namespaces=ns) == demo_site.edition["edition"]


def test_index_and_archive_link_to_both_pages(demo_site):
    """The front page and the archive each link to the zh and the en page of the edition."""
    pages = set(demo_site.edition["pages"].values())
    index = soup_of(demo_site.out / "index.html")
    assert {resolve("index.html", a["href"]) for a in index.select("a.open-edition")} == pages
    archive = soup_of(demo_site.out / "archive" / "index.html")
    links = {resolve("archive/index.html", a["href"]) for a in archive.select("ol.archive a")}
    assert links == pages
    assert archive.select_one("ol.archive time")["datetime"] == demo_site.edition["edition"]


def test_rendering_the_data_json_reproduces_the_demo_site(demo_site, tmp_path):
    """data/<date>.json holds all a page needs: rendering it again gives the same bytes."""
    out = render_site([demo_site.edition], load_config(DEMO_CONFIG), tmp_path / "again")
    assert_same_tree(out, demo_site.out)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_status_page_shows_each_sources_name_and_item_count(demo_site, lang):
    """One row per configured source: its name and id, its status and how many items it
    gave; the status page is linked from the edition page's footer."""
    status = f"{lang}/status/index.html"
    footer = soup_of(demo_site.page(lang)).select("footer a")
    assert status in {resolve(demo_site.edition["pages"][lang], a["href"]) for a in footer}
    rows = soup_of(demo_site.out / status).select("#sources tbody tr")
    ids = [row.find("code").get_text() for row in rows]
    assert ids == [s["id"] for s in demo_site.edition["sources"]]
    sources = load_config(DEMO_CONFIG).sources
    names = source_names(sources, start=True)
    for row, source in zip(rows, sources, strict=True):
        assert row.find("td").get_text(" ", strip=True) == f"{names[source.id][lang]} {source.id}"
    items = [row.select_one("td.number").get_text() for row in rows]
    assert items == [str(s["items"]) for s in demo_site.edition["sources"]]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_no_source_id_appears_on_an_edition_page(demo_site, lang):
    """Source ids are housekeeping: the reader's page names sources by their names."""
    soup = soup_of(demo_site.page(lang))
    text = soup.get_text(" ")
    for source in demo_site.edition["sources"]:
        assert not re.search(rf"(?<![\w-]){re.escape(source['id'])}(?![\w-])", text), source
    assert soup.select("#sources") == []


def test_every_page_links_to_the_status_page_of_its_language(demo_site):
    """From every page's footer a reader reaches source health (both languages' on the
    bilingual index and archive)."""
    for page in html_pages(demo_site.out):
        links = {resolve(page, a["href"]) for a in soup_of(demo_site.out / page).select("footer a")}
        if page.startswith(("zh/", "en/")):
            assert f"{page[:2]}/status/index.html" in links, page
        else:
            assert {"zh/status/index.html", "en/status/index.html"} <= links, page


def test_hreflang_links_point_back_on_every_page(demo_site):
    """Every page a page names as its alternate names the same cluster, itself included:
    search engines ignore hreflang links that are not returned."""
    for page in html_pages(demo_site.out):
        cluster = alternates_of(soup_of(demo_site.out / page))
        for hreflang, href in cluster.items():
            assert href.startswith(DEMO_BASE), (page, href)
            target = href.removeprefix(DEMO_BASE) or "index.html"
            assert alternates_of(soup_of(demo_site.out / target)) == cluster, (page, hreflang)
        if cluster:
            assert set(cluster) == {"zh-Hans", "en", "x-default"}, page
    front = alternates_of(soup_of(demo_site.out / "index.html"))
    assert front["x-default"] == DEMO_BASE
    assert front["zh-Hans"] == DEMO_BASE + demo_site.edition["pages"]["zh"]


def test_sitemap_gives_each_page_the_links_of_its_head(demo_site):
    """Every HTML page is in the sitemap, with the same hreflang links as its <head>."""
    ns = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9", "x": "http://www.w3.org/1999/xhtml"}
    root = ET.parse(demo_site.out / "sitemap.xml").getroot()
    listed = {
        u.findtext("sm:loc", namespaces=ns).removeprefix(DEMO_BASE): {
            link.get("hreflang"): link.get("href") for link in u.findall("x:link", ns)
        }
        for u in root.findall("sm:url", ns)
    }
    # the index and the archive are listed by their folder, the other pages by file
    files = {(loc + "index.html" if loc.endswith("/") or not loc else loc): loc for loc in listed}
    assert sorted(files) == html_pages(demo_site.out)
    for page, loc in files.items():
        assert listed[loc] == alternates_of(soup_of(demo_site.out / page)), page


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_edition_page_describes_itself_for_search_and_link_previews(demo_site, lang):
    """A meta description from the lede, Open Graph and a schema.org NewsArticle."""
    soup = soup_of(demo_site.page(lang))
    edition = demo_site.edition
    url = DEMO_BASE + edition["pages"][lang]

    def meta(attr: str, name: str) -> str:
        return soup.select_one(f'head meta[{attr}="{name}"]')["content"]

    description = meta("name", "description")
    assert description == clip(edition["lede"][lang], {"zh": 80, "en": 160}[lang])
    assert edition["lede"][lang].startswith(description.removesuffix("…"))
    assert meta("property", "og:title") == edition["headline"][lang]
    assert meta("property", "og:description") == description
    assert meta("property", "og:type") == "article"
    assert meta("property", "og:url") == url
    locales = {"zh": "zh_CN", "en": "en_US"}
    assert meta("property", "og:locale") == locales[lang]
    assert meta("property", "og:locale:alternate") == locales[OTHER[lang]]
    [script] = soup.select('script[type="application/ld+json"]')
    assert json.loads(script.string) == {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": edition["headline"][lang],
        "datePublished": edition["edition"],
        "inLanguage": HTML_LANG[lang],
        "description": description,
        "url": url,
        "publisher": {
            "@type": "Organization",
            "name": load_config(DEMO_CONFIG).site.title_in(lang),
        },
        "isAccessibleForFree": True,
    }


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_headings_nest_story_then_section(demo_site, lang):
    """h1 is the lead story, its parts h2; the other stories are h3 under an h2 of their
    own and their parts h4; no level is skipped on the way down."""
    soup = soup_of(demo_site.page(lang))
    levels = [int(h.name[1]) for h in soup.main.find_all(re.compile(r"^h[1-6]$"))]
    assert levels[0] == 1 and levels.count(1) == 1
    assert all(b <= a + 1 for a, b in zip(levels, levels[1:], strict=False)), levels
    stories = soup.select("section.story")
    assert len(stories) == len(demo_site.edition["stories"]) >= 1
    assert soup.select_one("section.briefs > h2") is not None  # briefs are a part of their own
    assert {h.name for h in stories[0].find_all(re.compile(r"^h\d$"))} == {"h2"}
    for story in stories[1:]:
        headings = story.find_all(re.compile(r"^h\d$"))
        assert headings[0].name == "h3"
        assert {h.name for h in headings[1:]} == {"h4"}
        assert story.find_previous("h2").get("id") == "other-stories"


# --- sites rendered from hand-made editions -------------------------------------------------


def test_small_site_links_pages_under_the_configured_base_url(tmp_path):
    """With a base_url that has a path, alternates and feed links sit under that path."""
    edition = small_edition()
    out = render_site([edition], config(), tmp_path / "site")
    for lang in ("zh", "en"):
        soup = soup_of(out / edition["pages"][lang])
        hreflang = {
            link["hreflang"]: link["href"]
            for link in soup.select("head link[rel=alternate][hreflang]")
        }
        assert hreflang["zh-Hans"] == "https://news.example/digest/zh/2026-03-05/index.html"
        assert hreflang["en"] == "https://news.example/digest/en/2026-03-05/index.html"
        feed = feedparser.parse((out / lang / "feed.xml").read_bytes())
        assert feed.entries[0].link == BASE + edition["pages"][lang]


def test_archive_and_feeds_list_editions_newest_first(tmp_path):
    """With two editions, the index shows the newer one and the archive and feeds list both."""
    older = small_edition("2026-03-04", title="Older story")
    newer = small_edition("2026-03-05", title="Newer story")
    out = render_site([older, newer], config(), tmp_path / "site")

    index = soup_of(out / "index.html")
    assert index.select_one(".choice[lang=en] h2").get_text(strip=True) == newer["headline"]["en"]
    archive = soup_of(out / "archive" / "index.html")
    dates = [t["datetime"] for t in archive.select("ol.archive time")]
    assert dates == ["2026-03-05", "2026-03-04"]
    feed = feedparser.parse((out / "en" / "feed.xml").read_bytes())
    assert [e.title for e in feed.entries] == [newer["headline"]["en"], older["headline"]["en"]]
    assert "Newer story" in newer["headline"]["en"]
    assert (out / "data" / "2026-03-04.json").is_file()
    assert (out / "zh" / "2026-03-04" / "index.html").is_file()


def test_edition_without_stories_says_so(tmp_path):
    """An empty edition still renders, with its stand-in headline and a no-stories note."""
    edition = make_edition("2026-03-06", [], [], {}, ["src1"], "Test Digest")
    out = render_site([edition], config(), tmp_path / "site")
    en = soup_of(out / edition["pages"]["en"])
    zh = soup_of(out / edition["pages"]["zh"])
    assert en.h1.get_text() == "No new reports for 6 March 2026"
    assert zh.h1.get_text() == "2026 年 3 月 6 日暂无新报道"
    assert "No stories in this edition." in en.main.get_text()
    assert "本期没有报道。" in zh.main.get_text()
    assert en.select("#references li") == []


def hostile_edition() -> dict:
    return small_edition(
        title=f"Big news {EVIL} {EVIL_LINK}",
        quote=f"They said {EVIL}{EVIL_ATTR} and {EVIL_LINK}",
        publisher=f"Evil {EVIL_ATTR} Press {EVIL}",
        detail=f"2*21 = 42 {EVIL_ATTR}{EVIL}",
        error=f"HTTP 500 {EVIL}",
    )


def test_markup_in_source_data_is_escaped_in_every_page(tmp_path):
    """Titles, quotes and publishers carrying HTML come out as text, never as elements."""
    edition = hostile_edition()
    out = render_site([edition], config(), tmp_path / "site")
    pages = [out / edition["pages"]["zh"], out / edition["pages"]["en"]]
    pages += [out / "index.html", out / "archive" / "index.html"]
    pages += [out / "zh" / "status" / "index.html", out / "en" / "status" / "index.html"]
    for path in pages:
        soup = soup_of(path)
        where = path.relative_to(out)
        # the only script is the edition's JSON-LD data block, which runs nothing
        scripts = [s for s in soup.find_all("script") if s.get("type") != "application/ld+json"]
        assert scripts == [], where
        assert soup.find_all("img") == [], where
        for element in soup.find_all(True):
            handlers = [name for name in element.attrs if name.lower().startswith("on")]
            assert handlers == [], f"{where}: <{element.name} {handlers}>"
            href = element.get("href", "")
            assert not href.lower().startswith("javascript:"), f"{where}: {element}"

    en = soup_of(out / edition["pages"]["en"])
    # escaped, not dropped: the reader sees the text as it was written
    assert en.h1.get_text() == edition["headline"]["en"] and EVIL in en.h1.get_text()
    assert f"{EVIL}{EVIL_ATTR}" in en.select_one("details.evidence blockquote").get_text()
    assert f"Evil {EVIL_ATTR} Press {EVIL}" in en.select_one("#ref-1").get_text()
    assert f"2*21 = 42 {EVIL_ATTR}{EVIL}" in en.select_one("span.check").get_text()
    status = soup_of(out / "en" / "status" / "index.html")
    assert f"HTTP 500 {EVIL}" in status.select_one("#sources tr.source-error td.error").get_text()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_json_ld_holds_hostile_text_without_ending_its_script(tmp_path, lang):
    """A headline carrying `</script>` and `<!--` stays inside the JSON-LD block, as data."""
    edition = hostile_edition()
    edition["headline"][lang] += " <!-- </script><script>alert(5)</script>"
    out = render_site([edition], config(), tmp_path / "site")
    html = (out / edition["pages"][lang]).read_text(encoding="utf-8")
    block = html.split('<script type="application/ld+json">', 1)[1].split("</script>", 1)[0]
    assert "<" not in block and ">" not in block
    assert json.loads(block)["headline"] == edition["headline"][lang]
    assert html.count("<script") == 1


def test_markup_in_source_data_is_escaped_in_feeds_and_sitemap(tmp_path):
    """The XML files stay well-formed and carry the hostile title as plain text."""
    edition = hostile_edition()
    out = render_site([edition], config(), tmp_path / "site")
    atom = "{http://www.w3.org/2005/Atom}"
    for lang in ("zh", "en"):
        root = ET.parse(out / lang / "feed.xml").getroot()
        tags = {element.tag for element in root.iter()}
        assert tags <= {
            atom + name
            for name in (
                "feed",
                "title",
                "id",
                "link",
                "updated",
                "author",
                "name",
                "entry",
                "summary",
            )
        }
        assert EVIL in root.find(f"{atom}entry/{atom}title").text
    ET.parse(out / "sitemap.xml")


def test_reference_with_a_script_url_is_not_a_live_link(tmp_path):
    """A feed may hand us `javascript:` links; the page must not make them clickable."""
    edition = small_edition(url="javascript:alert(document.domain)")
    out = render_site([edition], config(), tmp_path / "site")
    for lang in ("zh", "en"):
        soup = soup_of(out / edition["pages"][lang])
        hrefs = [a.get("href", "") for a in soup.find_all("a")]
        assert not [h for h in hrefs if h.strip().lower().startswith("javascript:")]


def test_rendering_twice_gives_identical_trees(tmp_path):
    """No clock, no randomness: equal editions make the same bytes in any folder."""

    def editions():
        return [small_edition("2026-03-04"), small_edition("2026-03-05", title="Second")]

    one, two = editions(), editions()  # equal data, distinct objects
    first = render_site(one, config(), tmp_path / "one")
    second = render_site(two, config(), tmp_path / "two")
    assert len(tree_of(first)) == 14  # 4 edition pages, 2 data files and 8 shared
    assert_same_tree(first, second)


def test_rendering_replaces_the_output_folder_whole(tmp_path):
    """A file left from an earlier site disappears; no staging folders are left behind."""
    out = tmp_path / "site"
    render_site([small_edition("2026-03-04")], config(), out)
    (out / "stale.html").write_text("old", encoding="utf-8")
    (out / "zh" / "stale").mkdir()

    render_site([small_edition("2026-03-05")], config(), out)

    assert not (out / "stale.html").exists()
    assert not (out / "zh" / "stale").exists()
    assert not (out / "zh" / "2026-03-04").exists()
    assert (out / "zh" / "2026-03-05" / "index.html").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_failed_render_leaves_the_previous_site_untouched(tmp_path):
    """When a template hits a missing key, the old site stays exactly as it was."""
    out = tmp_path / "site"
    render_site([small_edition("2026-03-04")], config(), out)
    before = tree_of(out)
    broken = copy.deepcopy(small_edition("2026-03-05"))
    del broken["disclaimer"]

    with pytest.raises(jinja2.UndefinedError):
        render_site([small_edition("2026-03-04"), broken], config(), out)

    assert tree_of(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_an_older_editions_x_default_is_its_english_page(tmp_path):
    """Only the latest edition's pages name the front page as x-default (it shows that
    edition); an older edition's cluster falls back to its English page."""
    older, newer = small_edition("2026-03-04"), small_edition("2026-03-05", title="Newer")
    out = render_site([older, newer], config(), tmp_path / "site")
    for lang in ("zh", "en"):
        assert alternates_of(soup_of(out / older["pages"][lang])) == {
            "zh-Hans": BASE + older["pages"]["zh"],
            "en": BASE + older["pages"]["en"],
            "x-default": BASE + older["pages"]["en"],
        }
        assert alternates_of(soup_of(out / newer["pages"][lang]))["x-default"] == BASE
    assert alternates_of(soup_of(out / "index.html"))["en"] == BASE + newer["pages"]["en"]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_status_page_names_a_failing_source_its_error_and_streak(tmp_path, lang):
    """A failing source's row: its name (or its id when it has none), the status, the error
    as the fetcher wrote it and the day its streak of failures began."""
    edition = small_edition(health={"src2": (3, "2026-03-03")})
    out = render_site([edition], config(), tmp_path / "site")
    rows = soup_of(out / lang / "status" / "index.html").select("#sources tbody tr")
    cells = [[" ".join(td.get_text().split()) for td in row.find_all("td")] for row in rows]
    failed = {"zh": "失败", "en": "failed"}[lang]
    streak = {"zh": "2026 年 3 月 3 日（连续 3 次）", "en": "3 March 2026 (3 runs)"}[lang]
    assert cells == [
        ["One News src1", {"zh": "正常", "en": "fetched"}[lang], "1", "–", "–"],
        ["src2", failed, "0", "HTTP 503 Service Unavailable", streak],
    ]
    assert rows[1]["class"] == ["source-error"]
    assert rows[1].select_one("td.error")["lang"] == "en"  # the fetcher's words
    assert rows[1].find("time")["datetime"] == "2026-03-03"


def test_status_page_of_a_site_without_editions_says_so(tmp_path):
    out = render_site([], config(), tmp_path / "site")
    assert "Nothing has run yet." in soup_of(out / "en" / "status" / "index.html").main.get_text()
    assert "尚未运行过。" in soup_of(out / "zh" / "status" / "index.html").main.get_text()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_watched_pages_are_named_by_their_source_name_not_id(tmp_path, lang):
    """A watched page reads as its source's name, or its address when it has no name."""
    unchanged = {"checked": "2026-03-05", "changed": False, "added": [], "removed": []}
    one = {"id": "src1", "url": "https://one.example/feed.xml", "last_changed": None}
    two = {"id": "src2", "url": "https://two.example/page.html", "last_changed": "2026-03-01"}
    watched = ({**one, **unchanged}, {**two, **unchanged})
    edition = small_edition(watched=watched)
    out = render_site([edition], config(), tmp_path / "site")
    page = soup_of(out / edition["pages"][lang])
    items = page.select("#watched > ul > li")
    assert [li.a.get_text() for li in items] == ["One News"]
    assert "src1" not in items[0].get_text()
    # a watched page that is one of a story's sources is part of what is still open there
    story_open = " ".join(page.select_one("section.story ul.open").get_text().split())
    assert {
        "zh": "二号新闻自 2026 年 3 月 1 日以来没有变化",
        "en": "A Chinese-language source (二号新闻) has not changed since 1 March 2026",
    }[lang] in story_open
    assert "src2" not in story_open


def test_a_source_named_only_in_chinese_reads_alone_on_the_english_page(tmp_path):
    """A Chinese name with no English one stands in brackets after English words on every
    part of the English page that names a source (the reference, the watched page, the status
    page), marked as Chinese: whose it is, by the name its owner's other source has in English
    without the channel. The Chinese page shows it as it is, and an English name as it is."""
    text = CONFIG_YAML.replace("    name: One News\n", "    name: One Labs Blog\n    owner: one\n")
    text = text.replace("    kind: page\n", "    kind: page\n    name: 二号新闻\n    owner: one\n")
    watched = {"id": "src2", "url": "https://two.example/prices.html", "last_changed": None}
    watched |= {"checked": "2026-03-05", "changed": False, "added": [], "removed": []}
    config = parse_config(text)
    edition = small_edition(watched=(watched,), sources=config.sources)
    out = render_site([edition], config, tmp_path / "site")

    en = soup_of(out / edition["pages"]["en"])
    reference = en.select_one("#ref-2")
    assert " ".join(reference.get_text().split()) == (
        "Article in Chinese (引擎 X 达到每秒 42 个 token), "
        "One Labs's Chinese channel (二号新闻), 5 March 2026"
    )
    assert [s.get_text() for s in reference.select('[lang="zh-Hans"]')] == [
        "引擎 X 达到每秒 42 个 token",
        "二号新闻",
    ]
    watched_item = en.select_one("#watched li a")
    assert watched_item.get_text() == "One Labs's Chinese channel (二号新闻)"
    status = soup_of(out / "en" / "status" / "index.html").select("#sources tbody tr td")
    assert "One Labs's Chinese channel (二号新闻) src2" in [
        " ".join(td.get_text().split()) for td in status
    ]
    zh = soup_of(out / edition["pages"]["zh"])
    assert zh.select_one("#watched li a").get_text() == "二号新闻"
    assert zh.select_one("#ref-1 .publisher").get_text() == "One Labs Blog"
    assert zh.select_one("#ref-1 .publisher span")["lang"] == "en"


def test_a_briefs_failed_check_is_shown_beside_it_in_both_languages(tmp_path):
    """A lone notice is a brief; its bid's wrong `下浮率` is flagged on the page as a full
    story's claim would be."""
    text = (
        "河湾市路灯改造项目中标候选人公示\n\n本项目招标控制价为 4,286.00 万元（含税）。\n\n"
        "第一中标候选人：鑫源电气集团有限公司，投标报价 3,805.00 万元，下浮率 12.2%。"
    )
    doc = extract_text(text, published="2026-03-04")
    notice = Article(
        id="n1",
        source_id="src1",
        url="https://hw.example/notice.html",
        publisher="河湾市公共资源交易中心",
        owner="hwggzy",
        title="河湾市路灯改造项目中标候选人公示",
        published="2026-03-04",
        language=doc.language,
        text=doc.text,
        quantities=doc.quantities,
        dates=doc.dates,
    )
    stories = build_stories([notice], "2026-03-05")
    edition = make_edition(
        "2026-03-05", stories, [notice], {"src1": SourceStatus("src1", "ok", 1)}, ["src1"], "T"
    )
    assert edition["briefs"] and not edition["stories"]
    out = render_site([edition], config(), tmp_path / "site")
    for lang, word in (("en", "does not add up"), ("zh", "计算不符")):
        soup = soup_of(out / edition["pages"][lang])
        [failed] = soup.select("section.briefs span.check.failed")
        assert "≠ 12.2%" in failed.get_text() and word in failed.get_text()
