"""Page dates: one trap a page, the fetch day as the latest possible date, and a gate that
holds the project's page date at or above bare htmldate's on every page set.

The cases are tests/data/pages/dates/ (index.yaml says what each one traps);
`python bench/dates.py --misses` prints the side-by-side table and every miss.
"""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from pipeline.config import Source
from pipeline.extractors import extract_html
from pipeline.records import Entry
from pipeline.run import to_article

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from dates import SETS, answer, load_set, misses, scores  # noqa: E402

CASES = Path(__file__).resolve().parents[1] / "data" / "pages" / "dates"
CASE_INDEX = yaml.safe_load((CASES / "index.yaml").read_text(encoding="utf-8"))
# The project's F1 on each set may not fall below these (and never below htmldate's).
FLOORS = {"pages": 0.98, "cases": 0.98, "datepages": 0.98}


def case(name: str) -> dict:
    return next(item for item in CASE_INDEX if item["file"] == name)


def date_of(name: str, fetched: dt.date | None = None) -> str | None:
    item = case(name)
    doc = extract_html(
        (CASES / name).read_bytes(), url=item["url"], today=fetched or item["fetched"]
    )
    return doc.published


@pytest.mark.parametrize("item", CASE_INDEX, ids=[item["file"] for item in CASE_INDEX])
def test_each_trap_gives_the_true_day(item: dict) -> None:
    expected = str(item["published"]) if item["published"] else None
    assert date_of(item["file"]) == expected, item["note"]


def test_a_date_after_the_fetch_day_is_never_the_pages() -> None:
    # the byline says 2026-10-21 and meta says 2027-03-01: fetched on the 20th, neither can be
    assert date_of("future-meta.html", fetched=dt.date(2026, 10, 21)) == "2026-10-21"
    assert date_of("future-meta.html", fetched=dt.date(2026, 10, 20)) is None


def test_a_page_fetched_on_its_publication_day_keeps_it() -> None:
    # htmldate alone reads this one (10:00 +02:00): the whole fetch day is allowed
    assert date_of("abbr-published.html", fetched=dt.date(2026, 10, 13)) == "2026-10-13"
    assert date_of("abbr-published.html", fetched=dt.date(2026, 10, 12)) is None


def test_a_go_zero_time_is_skipped_not_fatal() -> None:
    page = (
        "<html><head><script type='application/ld+json'>"
        '{"@type": "Article", "datePublished": "0001-01-01T00:00:00Z"}</script></head>'
        "<body><article><h1>A page with nothing but a zero time</h1><p>Throughput rose to "
        "954K tokens/s on the new cluster, the team said in a note to customers.</p></article>"
        "</body></html>"
    )
    assert extract_html(page, today=dt.date(2026, 10, 25)).published is None


def test_json_ld_nested_past_pythons_stack_is_skipped_not_fatal() -> None:
    page = (
        "<html><head><script type='application/ld+json'>"
        + "[" * 100_000
        + "]" * 100_000
        + "</script></head><body><article><h1>A page with hostile JSON-LD</h1><p class='by'>"
        "October 20, 2026</p><p>Throughput rose to 954K tokens/s on the new cluster.</p>"
        "</article></body></html>"
    )
    assert extract_html(page, today=dt.date(2026, 10, 25)).published == "2026-10-20"


def test_the_pipeline_bounds_the_page_date_by_its_fetch_day() -> None:
    """A page fetched before the day its meta tag claims keeps its byline's day instead."""
    body = (CASES / "future-meta.html").read_bytes()
    source = Source(id="tessellate", kind="page", url=case("future-meta.html")["url"])
    entry = Entry(source.id, source.url, body, "text/html; charset=utf-8")
    assert to_article(entry, source, "2026-10-25").published == "2026-10-21"
    # fetched before the byline's day too: the page has no date, so the fetch day stands in
    assert to_article(entry, source, "2026-10-20").published == "2026-10-20"


def test_digest_extract_bounds_the_page_date_by_today(tmp_path: Path) -> None:
    later = dt.datetime.now(dt.UTC).date() + dt.timedelta(days=40)
    page = tmp_path / "scheduled.html"
    page.write_text(
        f"<html><head><meta property='article:published_time' content='{later}'></head><body>"
        "<article><h1>Serving notes from the spring release</h1><p class='byline'>By Ana Silva"
        " · March 3, 2025</p><p>The release cut median latency from 410 ms to 246 ms on the "
        "8-GPU rig we use for every benchmark.</p></article></body></html>",
        encoding="utf-8",
    )
    done = subprocess.run(
        [sys.executable, "-m", "pipeline", "extract", str(page)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["published"] == "2025-03-03"


@pytest.mark.parametrize("name", sorted(SETS))
def test_the_page_date_is_at_least_as_good_as_htmldate(name: str) -> None:
    pages = load_set(name)
    if not pages:
        pytest.skip(f"no page set at {SETS[name][0]}")
    answers = answer(pages)
    project, bare = scores(answers)
    report = (
        f"{name}: project F1 {project.f1:.3f} (P {project.precision:.3f} R {project.recall:.3f}),"
        f" htmldate F1 {bare.f1:.3f}\n" + "\n".join(misses(answers))
    )
    assert project.f1 >= bare.f1, report
    assert project.f1 >= FLOORS[name], report


def test_the_date_page_sets_are_real_sets() -> None:
    pages = load_set("pages") + load_set("cases")
    assert len(pages) >= 80
    assert len({p.id for p in pages}) == len(pages)
    assert sum(p.truth is None for p in pages) >= 10  # pages without a date are scored too
    independent = load_set("datepages")
    assert len(independent) >= 200, "the independent set is tests/data/datepages/"
    assert sum(p.language == "zh" for p in independent) >= len(independent) // 2
    assert len({p.url.split("/")[2] for p in independent if p.url}) >= 50  # many sites
