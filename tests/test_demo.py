"""The demo, end to end: the issue's "done when", a golden edition JSON and a golden site,
byte-identical reruns.

After a deliberate change, `DIGEST_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/test_demo.py
tests/render/test_browser.py` rewrites tests/data/demo_edition.json, the site tree in
tests/data/demo_site/ and the screenshots in docs/screenshots/; review them with `git diff`.
"""

from __future__ import annotations

import difflib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from bs4 import BeautifulSoup

from pipeline.demo import SITE_DIR

from .conftest import DemoSite, build_demo

GOLDEN = Path(__file__).parent / "data" / "demo_edition.json"
HTML_LANGS = {"zh": "zh-Hans", "en": "en"}
GOLDEN_SITE = Path(__file__).parent / "data" / "demo_site"
# Every figure ../shared/demo-facts.md gives, as a claim's figure (written, value, role)…
FIGURES = [
    ("954K tokens/s", 954000, "value"),
    ("196 tokens/s", 196, "value"),
    ("7.9", 7.9, "change"),
    ("38.96", 38.96, "value"),
    ("826 tokens/s", 826, "value"),
    ("575 tokens/s", 575, "baseline"),
    ("44%", 44, "change"),
    ("6%", 6, "change"),
    ("83%", 83, "share"),
    ("53.3K", 53300, "value"),
    ("64.4K", 64400, "baseline"),
    ("13.6%", 13.6, "value"),
    ("0.35", 0.35, "before"),
    ("0.94", 0.94, "after"),
    ("141K", 141000, "before"),
    ("440K", 440000, "after"),
]
# …and every set-up parameter as a condition of some claim (its English text).
CONDITIONS = [
    "64 NVIDIA SM100 GPUs",
    "EP64DP64",
    "384+64 experts",
    "a 131,072-token context",
    "nextn=3",
    "4 GPUs",
    "EP4DP4",
    "384+32 experts",
    "a 140-token replay",
    "batch sizes 8 to 256",
    "DEP32",
    "GB300 NVL72",
    "4 B300 GPUs",
    "GB200",
    "DEP2",
    "a 128-token replay",
]


def lead(site: DemoSite) -> dict:
    return site.edition["stories"][0]


def claim_with(site: DemoSite, value: float) -> dict:
    """The claim that states `value`: where it stands alone, else the first that holds it."""
    holders = [c for c in lead(site)["claims"] if any(f["value"] == value for f in c["figures"])]
    return min(holders, key=lambda c: len(c["figures"]))


def demo_file(url: str) -> Path:
    parts = urlsplit(url)
    path = SITE_DIR / parts.hostname / parts.path.lstrip("/")
    return path / "index.html" if parts.path.endswith("/") else path


def test_one_story_cites_every_demo_source(demo_site: DemoSite) -> None:
    refs = {r["n"]: r for r in demo_site.edition["references"]}
    hosts = {urlsplit(refs[n]["url"]).hostname for n in lead(demo_site)["references"]}
    assert hosts == {p.name for p in SITE_DIR.iterdir() if p.is_dir()}
    assert {r["language"] for r in refs.values()} == {"zh", "en"}


@pytest.mark.parametrize(("written", "value", "role"), FIGURES)
def test_each_figure_is_a_claim_with_subject_sentences_and_its_source(
    demo_site: DemoSite, written: str, value: float, role: str
) -> None:
    claim = claim_with(demo_site, value)
    figure = next(f for f in claim["figures"] if f["value"] == value)
    assert figure["role"] == role
    assert claim["subject"]["en"] and claim["subject"]["zh"]
    assert claim["text"]["en"] and claim["text"]["zh"]
    assert written.split()[0] in claim["quote"]
    ref = next(r for r in demo_site.edition["references"] if r["n"] == claim["reference"])
    assert written.split()[0] in demo_file(ref["url"]).read_text(encoding="utf-8")


@pytest.mark.parametrize("condition", CONDITIONS)
def test_each_set_up_parameter_is_a_condition_never_a_claim(
    demo_site: DemoSite, condition: str
) -> None:
    claims = lead(demo_site)["claims"]
    # a condition of some claim, or what a comparison is set against (`83% of DEP2`)
    assert any(
        condition in [c["en"] for c in claim["conditions"]]
        or condition == claim["comparison"]["against"].get("en")
        for claim in claims
    )
    stated = {f["text"] for claim in claims for f in claim["figures"]}
    assert not stated & {"64 GPUs", "4 GPUs", "131,072", "131,072 tokens", "3", "8", "256"}


def test_comparisons_are_single_claims_with_passed_checks(demo_site: DemoSite) -> None:
    for value, figures in ((826, {826, 575, 44}), (83, {83, 53300, 64400})):
        claim = claim_with(demo_site, value)
        assert {f["value"] for f in claim["figures"]} == figures
        assert [(c["kind"], c["ok"]) for c in claim["checks"]] == [("arithmetic", True)]
        assert claim["key"]
    for before, after in ((0.35, 0.94), (141000, 440000)):
        claim = claim_with(demo_site, before)
        assert claim["comparison"]["kind"] == "before-after"
        assert [(f["value"], f["role"]) for f in claim["figures"]] == [
            (before, "before"),
            (after, "after"),
        ]


def test_vllms_figures_are_self_reported_and_the_gap_was_read_from_charts(
    demo_site: DemoSite,
) -> None:
    for value in (954000, 196, 826, 6, 83, 141000):
        assert claim_with(demo_site, value)["status"] == "self-reported"
    assert claim_with(demo_site, 6)["basis"] == "read from a chart"
    assert len(claim_with(demo_site, 954000)["also_in"]) >= 2  # the blog and the Chinese report


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


def differences(got: dict[str, bytes], golden: dict[str, bytes], lines: int = 40) -> list[str]:
    """What differs between two trees, file by file: files only in one, and the first
    `lines` lines of a unified diff of each file that changed."""
    found = [f"only in the new site: {name}" for name in sorted(set(got) - set(golden))]
    found += [f"missing from the new site: {name}" for name in sorted(set(golden) - set(got))]
    for name in sorted(set(got) & set(golden)):
        if got[name] != golden[name]:
            diff = difflib.unified_diff(
                golden[name].decode("utf-8").splitlines(),
                got[name].decode("utf-8").splitlines(),
                f"golden/{name}",
                f"new/{name}",
                lineterm="",
                n=1,
            )
            found.append("\n".join(list(diff)[:lines]))
    return found


def test_the_demo_site_matches_the_golden_tree(demo_site: DemoSite) -> None:
    """Every file of the rendered demo, byte for byte, against tests/data/demo_site/."""
    if os.environ.get("DIGEST_UPDATE_GOLDEN"):
        shutil.rmtree(GOLDEN_SITE, ignore_errors=True)
        shutil.copytree(demo_site.out, GOLDEN_SITE)
    found = differences(tree(demo_site.out), tree(GOLDEN_SITE))
    assert not found, (
        "the demo site differs from tests/data/demo_site/ (if the change is meant, rerun with "
        "DIGEST_UPDATE_GOLDEN=1 and review git diff):\n" + "\n".join(found)
    )


def test_a_changed_file_shows_as_a_diff_naming_it() -> None:
    """The golden comparison above says which file changed and how."""
    golden = {"zh/page.html": b"<h1>one</h1>\n<p>same</p>\n", "gone.xml": b"<x/>\n"}
    got = {"zh/page.html": b"<h1>two</h1>\n<p>same</p>\n", "new.css": b"a {}\n"}
    assert differences(got, golden) == [
        "only in the new site: new.css",
        "missing from the new site: gone.xml",
        "--- golden/zh/page.html\n+++ new/zh/page.html\n@@ -1,2 +1,2 @@\n"
        "-<h1>one</h1>\n+<h1>two</h1>\n <p>same</p>",
    ]


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


HAN = re.compile(r"[\u3400-\u9fff]")
ENGLISH_RUN = re.compile(
    r"(?<![A-Za-z0-9])(?:[A-Za-z][a-z'’-]+\s+){2,}[A-Za-z][a-z'’-]+(?![A-Za-z0-9])"
)


def _outside_other_language(element, lang: str) -> list[str]:
    """The page's visible text that is not inside an element marked with another language."""
    from bs4 import NavigableString

    pieces = []
    for node in element.descendants:
        if not isinstance(node, NavigableString) or not node.strip():
            continue
        if node.parent.name in ("script", "style", "title"):
            continue
        marked = next((p.get("lang") for p in node.parents if p.get("lang")), HTML_LANGS[lang])
        if not marked.startswith("zh" if lang == "zh" else "en"):
            continue
        pieces.append(str(node))
    return pieces


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_each_page_reads_alone_in_its_language(demo_site: DemoSite, lang: str) -> None:
    """No text of the other language stands outside an element that says its language:
    on the English page no Chinese; on the Chinese page no run of English words."""
    soup = BeautifulSoup(demo_site.page(lang).read_text(encoding="utf-8"), "html.parser")
    pieces = _outside_other_language(soup.body, lang)
    if lang == "en":
        stray = [p for p in pieces if HAN.search(p)]
    else:
        stray = [m.group() for p in pieces for m in ENGLISH_RUN.finditer(p)]
    assert stray == []


def test_the_digest_writes_its_own_headline_and_tells_the_story(demo_site: DemoSite) -> None:
    edition = demo_site.edition
    story = lead(demo_site)
    for lang in ("en", "zh"):
        assert "DeepSeek" in edition["headline"][lang] and "DeepInfer" in edition["headline"][lang]
        assert "6%" in edition["headline"][lang]
        assert edition["headline"][lang] not in [r["title"] for r in edition["references"]]
    assert (
        "20 October 2026" in edition["lede"]["en"]
        and "2026 年 10 月 20 日" in edition["lede"]["zh"]
    )
    assert {o["kind"] for o in story["open"]} >= {"not-included", "not-reproduced"}
    not_included = next(o for o in story["open"] if o["kind"] == "not-included")
    assert len(not_included["also_in"]) >= 2  # the list once, citing every source that states it
    assert {n["kind"] for n in story["notes"]} >= {"not-rerun", "read-from-chart", "own-build"}
    actions = [e["action"] for e in story["timeline"]]
    assert actions.count("publish") <= 1  # "X published Y" only where the publication is news
    briefs = " ".join(b["text"]["en"] for b in edition["briefs"])
    assert "12 GWh" in briefs and "12%" in briefs  # the sodium-ion plant and HBM are briefs
    assert len(edition["stories"]) == 1


def test_terms_are_glossed_on_their_first_mention_on_the_chinese_page(demo_site: DemoSite) -> None:
    text = BeautifulSoup(demo_site.page("zh").read_text(encoding="utf-8"), "html.parser").get_text()
    assert text.count("KV cache（键值缓存）") == 1
    assert "EPLB（专家并行负载均衡）" in text


def test_the_english_page_explains_the_field_s_terms_too(demo_site: DemoSite) -> None:
    text = BeautifulSoup(demo_site.page("en").read_text(encoding="utf-8"), "html.parser").get_text()
    for glossed in (
        "DEP32 [attention data parallelism plus expert parallelism]",
        "EPLB (expert-parallel load balancing)",
        "P90 [90th percentile]",
        "(KV cache: the attention keys and values kept for reuse)",
    ):
        assert text.count(glossed) == 1, glossed
    assert "expert-parallel load balancing" not in text.split("EPLB (expert-parallel")[-1]
