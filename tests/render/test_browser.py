"""The demo site in a real headless Chromium (Debian's, never a downloaded one)."""

from __future__ import annotations

import os
import re
import struct
from pathlib import Path

import pytest
from playwright.sync_api import expect

from pipeline.config import load_config
from pipeline.demo import CONFIG as DEMO_CONFIG

from .conftest import DESKTOP, PHONE, needs_chromium, new_page

pytestmark = needs_chromium
HAN = re.compile(r"[\u4e00-\u9fff]")
NARROW = {"width": 375, "height": 812}  # narrower than PHONE: the page must still fit
# The README shows these; DIGEST_UPDATE_GOLDEN=1 rewrites them with the golden site.
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def url(site: str, demo_site, lang: str) -> str:
    return site + demo_site.edition["pages"][lang]


# --- tests ----------------------------------------------------------------------------------


def test_chinese_page_declares_its_language_and_shows_the_headline(page, site, demo_site):
    """The zh page is zh-Hans and its h1 is the Chinese headline."""
    page.goto(url(site, demo_site, "zh"))
    assert page.evaluate("document.documentElement.lang") == "zh-Hans"
    expect(page.locator("h1")).to_have_text(demo_site.edition["headline"]["zh"])
    assert page.title().startswith(demo_site.edition["headline"]["zh"])


def test_language_switch_goes_to_english_and_back(page, site, demo_site):
    """Clicking the switch lands on the English page, and its switch leads back."""
    headline = demo_site.edition["headline"]
    page.goto(url(site, demo_site, "zh"))

    page.locator("a.lang-switch").click()
    page.wait_for_url(url(site, demo_site, "en"))
    assert page.evaluate("document.documentElement.lang") == "en"
    expect(page.locator("h1")).to_have_text(headline["en"])

    page.locator("a.lang-switch").click()
    page.wait_for_url(url(site, demo_site, "zh"))
    expect(page.locator("h1")).to_have_text(headline["zh"])


@pytest.mark.parametrize("which", ["zh", "en", "index", "archive", "zh-status", "en-status"])
def test_pages_do_not_scroll_sideways_on_a_phone(browser, site, demo_site, which):
    """At 375 px wide the page is no wider than the screen."""
    path = {
        "index": "index.html",
        "archive": "archive/index.html",
        "zh-status": "zh/status/index.html",
        "en-status": "en/status/index.html",
    }.get(which)
    with new_page(browser, viewport=NARROW, is_mobile=True, has_touch=True) as page:
        page.goto(site + path if path else url(site, demo_site, which))
        widths = page.evaluate(
            "({scroll: document.documentElement.scrollWidth, inner: window.innerWidth})"
        )
        assert widths["inner"] == NARROW["width"]
        assert widths["scroll"] <= widths["inner"], widths
        page.evaluate("window.scrollTo(400, 0)")
        assert page.evaluate("window.scrollX") == 0


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_page_is_complete_without_javascript(browser, site, demo_site, lang):
    """With scripts off the headline, claims, timeline, references and disclaimer all show."""
    edition = demo_site.edition
    with new_page(browser, java_script_enabled=False) as page:
        page.goto(url(site, demo_site, lang))
        expect(page.locator("h1")).to_have_text(edition["headline"][lang])
        claims = page.locator("ul.claims").first
        expect(claims).to_be_visible()
        expect(claims.locator("li.claim").first).to_be_visible()
        expect(page.locator("ol.timeline li").first).to_be_visible()
        references = page.locator("#references li")
        expect(references).to_have_count(len(edition["references"]))
        expect(references.last).to_be_visible()
        expect(page.locator("#disclaimer")).to_contain_text(edition["disclaimer"][lang])
        expect(page.locator("#disclaimer")).to_be_visible()


def test_reference_marker_jumps_to_its_reference(page, site, demo_site):
    """Clicking `[n]` in the key claims targets `#ref-n` and scrolls it into view."""
    page.goto(url(site, demo_site, "en"))
    marker = page.locator("ul.claims a.ref").first
    n = marker.inner_text().strip("[]")
    target = page.locator(f"#ref-{n}")
    expect(target).not_to_be_in_viewport()

    marker.click()

    page.wait_for_url(re.compile(rf"#ref-{n}$"))
    assert page.evaluate("document.querySelector(':target').id") == f"ref-{n}"
    expect(target).to_be_in_viewport()
    assert page.evaluate("window.scrollY") > 0


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_index_opens_each_page_of_the_latest_edition(page, site, demo_site, lang):
    """The front page has a link per language to the latest edition."""
    page.goto(site + "index.html")
    html_lang = {"zh": "zh-Hans", "en": "en"}[lang]
    page.locator(f".choice[lang={html_lang}] a.open-edition").click()
    page.wait_for_url(url(site, demo_site, lang))
    expect(page.locator("h1")).to_have_text(demo_site.edition["headline"][lang])


def test_archive_lists_the_edition(page, site, demo_site):
    """The archive names the edition's date and links to both of its pages."""
    edition = demo_site.edition
    page.goto(site + "archive/index.html")
    item = page.locator("ol.archive li").filter(has_text=edition["edition"])
    expect(item).to_have_count(1)
    expect(item.locator("a[hreflang=zh-Hans]")).to_have_text(edition["headline"]["zh"])
    item.locator("a[hreflang=en]").click()
    page.wait_for_url(url(site, demo_site, "en"))
    expect(page.locator("h1")).to_have_text(edition["headline"]["en"])


# The Chinese an English page may hold outside brackets: the source's own words, quoted and
# marked as Chinese; and the link to the Chinese page, which names its language in it.
SOURCE_QUOTES = 'q[lang^="zh"], blockquote[lang^="zh"], a.lang-switch[lang^="zh"]'
# Every text run a reader can see once every <details> is open, with whether it is a quote.
VISIBLE_RUNS = """(quotes) => {
  document.querySelectorAll('details').forEach((d) => { d.open = true; });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const runs = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element.checkVisibility()) continue;
    runs.push([node.data, element.closest(quotes) !== null]);
  }
  return runs;
}"""


def outside_brackets(text: str) -> str:
    """`text` with every bracketed part (nested ones too) blanked out."""
    out, depth = [], 0
    for char in text:
        depth += char in "(（"
        out.append(char if depth == 0 else " ")
        depth -= depth > 0 and char in ")）"
    return "".join(out)


def test_the_english_page_holds_no_chinese_outside_brackets_or_quotes(page, site, demo_site):
    """CLAIMS.md: an English text holds no Chinese outside a parenthesis (`Yunxiu Compute
    (云岫算力)`). What Chromium shows of the English page, every part opened, is read as a
    reader reads it; only the sources' quoted words may be Chinese outside brackets."""
    page.goto(url(site, demo_site, "en"))
    runs = page.evaluate(VISIBLE_RUNS, SOURCE_QUOTES)
    text = outside_brackets("".join(" " * len(t) if quoted else t for t, quoted in runs))

    stray = [m.group().strip() for m in re.finditer(r".{0,30}[\u3400-\u9fff].{0,30}", text)]

    assert any(quoted and HAN.search(t) for t, quoted in runs), "the page quotes its sources"
    assert stray == []


def test_the_chinese_page_shows_the_sites_chinese_title(page, site, demo_site):
    """The site's title is Chinese on the Chinese page (masthead, footer, window title) and
    English on the English one, as sources.yaml names it in each."""
    shown = {}
    for lang in ("zh", "en"):
        page.goto(url(site, demo_site, lang))
        shown[lang] = page.locator(".masthead .site-title").inner_text()
        expect(page.locator("footer.footer > p").first).to_have_text(shown[lang])
        assert page.title().endswith(f" · {shown[lang]}")

    assert HAN.search(shown["zh"]) and not HAN.search(shown["en"]), shown
    assert shown == {lang: load_config(DEMO_CONFIG).site.title_in(lang) for lang in shown}


def test_chinese_headline_is_drawn_with_a_cjk_font(page, site, demo_site):
    """Chromium draws every Han character of the zh headline from a Noto CJK font, not tofu."""
    headline = demo_site.edition["headline"]["zh"]
    han = len(HAN.findall(headline))
    assert han > 0
    page.goto(url(site, demo_site, "zh"))
    family = page.evaluate("getComputedStyle(document.querySelector('h1')).fontFamily")
    assert family.startswith('"Noto Sans CJK SC"'), family

    cdp = page.context.new_cdp_session(page)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    root = cdp.send("DOM.getDocument")["root"]["nodeId"]
    h1 = cdp.send("DOM.querySelector", {"nodeId": root, "selector": "h1"})["nodeId"]
    fonts = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": h1})["fonts"]
    cjk_glyphs = sum(f["glyphCount"] for f in fonts if "CJK" in f["familyName"])
    assert cjk_glyphs >= han, fonts


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.mark.parametrize(("width", "viewport"), [("desktop", DESKTOP), ("phone", PHONE)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_screenshots_of_both_pages(browser, site, demo_site, tmp_path, lang, width, viewport):
    """The top of each edition page at desktop and phone width, as the README shows it.
    Written to a temporary folder, and to docs/screenshots/ with DIGEST_UPDATE_GOLDEN=1."""
    with new_page(browser, viewport=viewport, color_scheme="light") as page:
        page.goto(url(site, demo_site, lang))
        expect(page.locator("h1")).to_have_text(demo_site.edition["headline"][lang])
        shot = page.screenshot(path=str(tmp_path / f"{lang}-{width}.png"), animations="disabled")
    assert png_size(shot) == (viewport["width"], viewport["height"])
    if os.environ.get("DIGEST_UPDATE_GOLDEN"):
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        (SCREENSHOTS / f"{lang}-{width}.png").write_bytes(shot)


def colours(page) -> dict[str, str]:
    return page.evaluate(
        """() => ({
            body: getComputedStyle(document.body).backgroundColor,
            ink: getComputedStyle(document.body).color,
            link: getComputedStyle(document.querySelector('main a')).color,
        })"""
    )


def test_dark_scheme_turns_the_page_dark(browser, site, demo_site):
    """With prefers-color-scheme: dark the background is dark and the text light."""
    with new_page(browser, color_scheme="light") as page:
        page.goto(url(site, demo_site, "en"))
        light = colours(page)
    with new_page(browser, color_scheme="dark") as page:
        page.goto(url(site, demo_site, "en"))
        dark = colours(page)
    assert light["body"] == "rgb(255, 255, 255)"
    assert dark["body"] != light["body"] and dark["ink"] != light["ink"]
    assert dark["link"] != light["link"]

    def lightness(rgb: str) -> int:
        return sum(int(n) for n in re.findall(r"\d+", rgb)[:3])

    assert lightness(dark["body"]) < 150 < lightness(dark["ink"])


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_print_shows_the_story_without_the_navigation(page, site, demo_site, lang):
    """On paper: no navigation, folded source sentences open, references with addresses."""
    page.goto(url(site, demo_site, lang))
    evidence = page.locator("details.evidence blockquote").first
    expect(evidence).to_be_hidden()
    page.emulate_media(media="print")
    expect(page.locator("header nav")).to_be_hidden()
    expect(page.locator("footer .footer-links")).to_be_hidden()
    expect(evidence).to_be_visible()
    after = page.evaluate(
        "getComputedStyle(document.querySelector('#references a'), '::after').content"
    )
    assert demo_site.edition["references"][0]["url"] in after
    assert page.pdf(format="A4")[:5] == b"%PDF-"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_reference_markers_are_underlined_and_big_enough_to_tap(browser, site, demo_site, lang):
    """Every `[n]` is underlined (not told by colour alone) and at least 24 x 24 px."""
    with new_page(browser, viewport=PHONE, is_mobile=True, has_touch=True) as page:
        page.goto(url(site, demo_site, lang))
        markers = page.evaluate(
            """() => [...document.querySelectorAll('a.ref')].map(a => {
                const box = a.getBoundingClientRect();
                return {text: a.textContent, width: box.width, height: box.height,
                        line: getComputedStyle(a).textDecorationLine};
            })"""
        )
    assert len(markers) > 10
    small = [m for m in markers if m["width"] < 24 or m["height"] < 24]
    assert small == []
    assert {m["line"] for m in markers} == {"underline"}
