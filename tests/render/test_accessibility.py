"""axe-core finds nothing on any page of the demo site, in both colour schemes, at desktop
and phone width (axe-playwright-python injects its bundled axe.min.js; nothing is fetched).
"""

from __future__ import annotations

import pytest

from .conftest import DESKTOP, PHONE, needs_chromium, new_page

pytestmark = needs_chromium

# axe's default rules (WCAG 2.0-2.2 A and AA and best practices) plus target-size, which
# axe ships switched off: WCAG 2.2's 24 px is what the `[n]` markers must reach on a phone.
AXE_OPTIONS = {"resultTypes": ["violations"], "rules": {"target-size": {"enabled": True}}}


def report(path: str, violations: list[dict]) -> list[str]:
    """One line per failing element: the page, the rule, its help text and the selector."""
    return [
        f"{path}: {v['id']} ({v['impact']}): {v['help']}: {', '.join(map(str, node['target']))}"
        for v in violations
        for node in v["nodes"]
    ]


@pytest.fixture(scope="module")
def axe():
    from axe_playwright_python.sync_playwright import Axe

    return Axe()


def pages_of(demo_site) -> list[str]:
    paths = sorted(p.relative_to(demo_site.out).as_posix() for p in demo_site.out.rglob("*.html"))
    edition = demo_site.edition["pages"]
    expected = {"index.html", "archive/index.html", edition["zh"], edition["en"]}
    assert expected | {"zh/status/index.html", "en/status/index.html"} <= set(paths)
    return paths


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize(("width", "viewport"), [("desktop", DESKTOP), ("phone", PHONE)])
def test_axe_finds_no_violations_on_any_page(
    browser, site, demo_site, axe, scheme, width, viewport
):
    found: list[str] = []
    mobile = {"is_mobile": True, "has_touch": True} if width == "phone" else {}
    with new_page(browser, viewport=viewport, color_scheme=scheme, **mobile) as page:
        for path in pages_of(demo_site):
            page.goto(site + path)
            found += report(path, axe.run(page, options=AXE_OPTIONS).response["violations"])
    assert not found, f"axe ({scheme}, {width}):\n" + "\n".join(found)


def test_axe_reports_a_violation_it_is_shown(browser, site, axe):
    """The check can fail: a link told from its text by colour alone is reported."""
    with new_page(browser) as page:
        page.goto(site + "index.html")
        page.set_content(
            "<!doctype html><html lang=en><title>t</title><main><p>Some text and "
            '<a href="#x" style="text-decoration:none;color:#1d1d1f">a link</a> in it.</p>'
            "</main></html>"
        )
        found = report("hand-made", axe.run(page, options=AXE_OPTIONS).response["violations"])
    assert any("link-in-text-block" in line for line in found), found
