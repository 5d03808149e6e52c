"""The demo site served on 127.0.0.1 and a headless Chromium (Debian's, never a downloaded
one) for the browser tests of this folder."""

from __future__ import annotations

import contextlib
import functools
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import pytest

CHROMIUM = Path("/usr/bin/chromium")
needs_chromium = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="browser tests need Debian's chromium at /usr/bin/chromium"
)
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@contextlib.contextmanager
def serve(folder: Path) -> Iterator[str]:
    """`folder` as a static site on 127.0.0.1; yields its root URL."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()


@pytest.fixture(scope="module")
def site(demo_site) -> Iterator[str]:
    """The demo output folder served on 127.0.0.1; yields its root URL."""
    with serve(demo_site.out) as root:
        yield root


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=LAUNCH_ARGS)
        try:
            yield browser
        finally:
            browser.close()


@contextlib.contextmanager
def new_page(browser, **options):
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
def page(browser):
    with new_page(browser) as page:
        yield page
