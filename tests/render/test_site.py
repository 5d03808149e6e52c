"""The generated site, read as files: layout, languages, references, feeds and safety."""

from __future__ import annotations

import copy
import difflib
import posixpath
import xml.etree.ElementTree as ET
from pathlib import Path

import feedparser
import jinja2
import pytest
from bs4 import BeautifulSoup

from pipeline.config import load_config, parse_config
from pipeline.demo import CONFIG as DEMO_CONFIG
from pipeline.edition import make_edition
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


_GLOSSES = {f"（{t.gloss}）" for t in default_glossary().terms}


def unglossed(text: str) -> str:
    """A zh page's text without the glosses it adds after a term's first mention."""
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
    return make_edition(date, [story], [first, second], statuses, ["src1", "src2"], "Test Digest")


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
        assert link.get_text() == ref["title"]
        assert ref["publisher"] in item.get_text()
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
        assert pair == {"zh-Hans": pages["zh"], "en": pages["en"]}
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
def test_source_health_table_shows_each_sources_item_count(demo_site, lang):
    """One row per configured source: its id, its status and how many items it gave."""
    rows = soup_of(demo_site.page(lang)).select("#sources tbody tr")
    shown = [[td.get_text(strip=True) for td in row.find_all("td")] for row in rows]
    assert [row[0] for row in shown] == [s["id"] for s in demo_site.edition["sources"]]
    assert [row[2] for row in shown] == [str(s["items"]) for s in demo_site.edition["sources"]]


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
    assert en.h1.get_text() == "No new reports for 2026-03-06"
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
    for path in pages:
        soup = soup_of(path)
        where = path.relative_to(out)
        assert soup.find_all("script") == [], where
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
    assert len(tree_of(first)) == 12  # 4 pages, 2 data files and 6 shared
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
    del broken["lede"]

    with pytest.raises(jinja2.UndefinedError):
        render_site([small_edition("2026-03-04"), broken], config(), out)

    assert tree_of(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]
