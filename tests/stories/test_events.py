"""Events: who did what to which, when, read from dated sentences with an event verb."""

from __future__ import annotations

from pipeline.i18n import default_glossary
from pipeline.prose import event_text
from pipeline.stories import build_stories

from .conftest import make_article


def timeline(*articles):
    [story] = build_stories(list(articles), "2026-10-25", default_glossary())
    return story.events


def test_a_dated_release_is_an_event_written_in_both_languages() -> None:
    post = make_article(
        "Orchard Labs open-sourced its scheduler Quince on Oct. 19 under the MIT license. "
        "Quince now handles 40% more requests per node.",
        owner="orchard",
        published="2026-10-21",
    )
    [event] = [e for e in timeline(post) if e.action == "open-source"]
    assert (event.date, event.actor["en"], event.object["en"]) == (
        "2026-10-19",
        "Orchard Labs",
        "Quince",
    )
    text = event_text(event, None, default_glossary())
    assert text == {"en": "Orchard Labs open-sources Quince", "zh": "Orchard Labs 开源 Quince"}


def test_unrelated_dates_of_a_page_are_no_events() -> None:
    post = make_article(
        "Quince 2.1 cuts median latency to 120 ms on 8 H100 GPUs. "
        "Our meetup is on November 30, and talk proposals close on November 15.",
        owner="orchard",
        published="2026-10-21",
    )
    assert [e.date for e in timeline(post) if e.action != "report"] == []


def test_this_week_joins_the_dated_event_reported_elsewhere() -> None:
    first = make_article(
        "Orchard Labs open-sourced Quince on October 19.", owner="press", published="2026-10-20"
    )
    later = make_article(
        "Orchard Labs 本周开源了调度器 Quince，我们第一时间做了测试。",
        owner="blogger",
        published="2026-10-24",
    )
    events = [e for e in timeline(first, later) if e.action == "open-source"]
    assert [(e.date, len(e.also_in)) for e in events] == [("2026-10-19", 1)]


def test_a_sources_report_of_its_findings_links_the_claim() -> None:
    post = make_article(
        "Today we are publishing our comparison: Quince lands within 5% of Pear's published "
        "results at batch size 64.",
        owner="orchard",
        published="2026-10-22",
    )
    [report] = [e for e in timeline(post) if e.action == "report"]
    assert report.date == "2026-10-22" and report.claim_id is not None
