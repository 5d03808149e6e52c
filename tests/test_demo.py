"""The demo, end to end: the issue's "done when", a golden edition JSON, byte-identical reruns.

Set DIGEST_UPDATE_GOLDEN=1 to rewrite tests/data/demo_edition.json after a deliberate change.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from bs4 import BeautifulSoup

from pipeline.demo import SITE_DIR

from .conftest import DemoSite, build_demo

GOLDEN = Path(__file__).parent / "data" / "demo_edition.json"
FIGURES = [
    ("954K tokens/s", 954000),
    ("196", 196),
    ("38.96", 38.96),
    ("7.9", 7.9),
    ("826", 826),
    ("575", 575),
    ("44%", 44),
    ("6%", 6),
    ("131,072", 131072),
    ("83%", 83),
    ("53.3K", 53300),
    ("64.4K", 64400),
    ("13.6%", 13.6),
    ("0.35", 0.35),
    ("0.94", 0.94),
    ("141K", 141000),
    ("440K", 440000),
]


def lead(site: DemoSite) -> dict:
    return site.edition["stories"][0]


def fact(site: DemoSite, value: float) -> dict:
    return next(f for f in lead(site)["facts"] if f["value"] == value)


def demo_file(url: str) -> Path:
    parts = urlsplit(url)
    path = SITE_DIR / parts.hostname / parts.path.lstrip("/")
    return path / "index.html" if parts.path.endswith("/") else path


def test_one_story_cites_every_demo_source(demo_site: DemoSite) -> None:
    refs = {r["n"]: r for r in demo_site.edition["references"]}
    hosts = {urlsplit(refs[n]["url"]).hostname for n in lead(demo_site)["references"]}
    assert hosts == {p.name for p in SITE_DIR.iterdir() if p.is_dir()}
    assert {r["language"] for r in refs.values()} == {"zh", "en"}


@pytest.mark.parametrize(("written", "value"), FIGURES)
def test_each_figure_quotes_and_cites_a_source_that_states_it(
    demo_site: DemoSite, written: str, value: float
) -> None:
    f = fact(demo_site, value)
    assert written.split()[0] in f["quote"]
    ref = next(r for r in demo_site.edition["references"] if r["n"] == f["reference"])
    assert written.split()[0] in demo_file(ref["url"]).read_text(encoding="utf-8")


def test_standing_and_checks(demo_site: DemoSite) -> None:
    assert fact(demo_site, 954000)["status"] == "self-reported"
    assert fact(demo_site, 826)["status"] == "self-reported"
    for value in (44, 83):
        checks = fact(demo_site, value)["checks"]
        assert [(c["kind"], c["ok"]) for c in checks] == [("arithmetic", True)]


def test_timeline(demo_site: DemoSite) -> None:
    dates = {e["date"] for e in lead(demo_site)["timeline"]}
    assert {"2025-04", "2026-10-07", "2026-10-20", "2026-10-21", "2026-10-24"} <= dates


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_pages_link_references_carry_the_disclaimer_and_pair_by_hreflang(
    demo_site: DemoSite, lang: str
) -> None:
    soup = BeautifulSoup(demo_site.page(lang).read_text(encoding="utf-8"), "html.parser")
    links = {a["href"] for a in soup.find_all("a", href=True)}
    for ref in demo_site.edition["references"]:
        assert ref["url"] in links
    assert demo_site.edition["disclaimer"][lang] in soup.get_text()
    other = "en" if lang == "zh" else "zh"
    alternates = {
        link["hreflang"]: link["href"]
        for link in soup.find_all("link", rel="alternate", hreflang=True)
    }
    assert alternates["zh-Hans"].endswith(demo_site.edition["pages"]["zh"])
    assert alternates["en"].endswith(demo_site.edition["pages"]["en"])
    switch = soup.find("a", class_="lang-switch")
    assert switch is not None and switch["href"].endswith(demo_site.edition["pages"][other])


def test_the_edition_json_matches_the_golden_copy(demo_site: DemoSite) -> None:
    if os.environ.get("DIGEST_UPDATE_GOLDEN"):
        GOLDEN.write_text(
            json.dumps(demo_site.edition, ensure_ascii=False, indent=2, sort_keys=True) + "\n",
            encoding="utf-8",
        )
    assert demo_site.edition == json.loads(GOLDEN.read_text(encoding="utf-8"))


def tree(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()
    }


def test_two_demo_runs_give_byte_identical_sites(demo_site: DemoSite, tmp_path: Path) -> None:
    again = build_demo(tmp_path)
    assert tree(again.out) == tree(demo_site.out)


def test_the_demo_command_prints_both_pages(tmp_path: Path) -> None:
    out = tmp_path / "site"
    done = subprocess.run(
        [sys.executable, "-m", "pipeline", "demo", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    printed = done.stdout.split()
    assert printed == [
        str((out / "zh/2026-10-25/index.html").resolve()),
        str((out / "en/2026-10-25/index.html").resolve()),
    ]
    assert all(Path(p).is_file() for p in printed)
