"""The demo site in a real headless Chromium (Debian's, never a downloaded one)."""

from __future__ import annotations

import contextlib
import functools
import re
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import pytest

CHROMIUM = Path("/usr/bin/chromium")
pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="browser tests need Debian's chromium at /usr/bin/chromium"
)

from playwright.sync_api import Browser, Page, expect, sync_playwright  # noqa: E402

LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PHONE = {"width": 375, "height": 812}
HAN = re.compile(r"[\u4e00-\u9fff]")


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def site(demo_site) -> Iterator[str]:
    """The demo output folder served on 127.0.0.1; yields its root URL."""
    handler = functools.partial(_QuietHandler, directory=str(demo_site.out))
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=LAUNCH_ARGS)
        try:
            yield browser
        finally:
            browser.close()


@contextlib.contextmanager
def new_page(browser: Browser, **options) -> Iterator[Page]:
    """A page in a fresh context that may only talk to 127.0.0.1 (other requests fail the test)."""
    context = browser.new_context(**options)
    outside: list[str] = []

    def guard(route) -> None:
        if urlsplit(route.request.url).hostname == "127.0.0.1":
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    context.set_default_timeout(5_000)  # a local static site answers at once
    try:
        yield context.new_page()
    finally:
        context.close()
    assert outside == [], f"the page tried to load {outside}"


@pytest.fixture
def page(browser) -> Iterator[Page]:
    with new_page(browser) as page:
        yield page


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


@pytest.mark.parametrize("which", ["zh", "en", "index", "archive"])
def test_pages_do_not_scroll_sideways_on_a_phone(browser, site, demo_site, which):
    """At 375 px wide the page is no wider than the screen."""
    path = {"index": "index.html", "archive": "archive/index.html"}.get(which)
    with new_page(browser, viewport=PHONE, is_mobile=True, has_touch=True) as page:
        page.goto(site + path if path else url(site, demo_site, which))
        widths = page.evaluate(
            "({scroll: document.documentElement.scrollWidth, inner: window.innerWidth})"
        )
        assert widths["inner"] == PHONE["width"]
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
