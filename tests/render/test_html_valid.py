"""Every page of the demo site is valid HTML, and its stylesheet valid CSS, by the Nu
validator (vnu.jar, run on Java), warnings counted as errors; so is a site rendered from
hostile source text (the JSON-LD block must stay a valid data block).

.ci/run installs vnu-jar from npm and sets VNU_JAR; without it (a laptop with no Java)
the tests are skipped, saying so. Locally: `npm install --prefix /tmp/vnu vnu-jar` and
VNU_JAR=/tmp/vnu/node_modules/vnu-jar/build/dist/vnu.jar. The Atom feeds and the sitemap
are not HTML; Nu has no schema for them, so tests/render/test_site.py parses them as XML.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from pipeline.render import render_site
from tests.conftest import DemoSite

from .test_site import config, hostile_edition

VNU_JAR = os.environ.get("VNU_JAR", "")
pytestmark = pytest.mark.skipif(
    not (VNU_JAR and Path(VNU_JAR).is_file() and shutil.which("java")),
    reason="set VNU_JAR to vnu.jar (npm install vnu-jar) and install Java to validate HTML",
)


def vnu(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["java", "-jar", VNU_JAR, "--Werror", "--format", "gnu", *args],
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_every_page_and_the_stylesheet_are_valid(demo_site: DemoSite) -> None:
    pages = sorted(str(p) for p in demo_site.out.rglob("*.html"))
    assert len(pages) >= 6  # index, archive, two edition pages, two status pages
    done = vnu("--also-check-css", *pages)
    assert done.returncode == 0, done.stderr or done.stdout
    done = vnu("--css", str(demo_site.out / "assets" / "style.css"))
    assert done.returncode == 0, done.stderr or done.stdout


def test_pages_of_hostile_source_text_are_valid(tmp_path: Path) -> None:
    edition = hostile_edition()
    for lang in ("zh", "en"):  # what would end or comment out the JSON-LD script, unescaped
        edition["headline"][lang] += " <!-- <script> </script>"
    out = render_site([edition], config(), tmp_path / "site")
    done = vnu(*sorted(str(p) for p in out.rglob("*.html")))
    assert done.returncode == 0, done.stderr or done.stdout


def test_the_validator_reports_an_invalid_page(tmp_path: Path) -> None:
    """The checks above can fail: a page with a stray end tag is an error."""
    page = tmp_path / "bad.html"
    page.write_text("<!doctype html><html lang=en><title>t</title><p>x</div>", encoding="utf-8")
    assert vnu(str(page)).returncode != 0
