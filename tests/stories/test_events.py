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


def test_a_price_cut_is_one_event_on_the_day_said_and_another_when_it_takes_effect() -> None:
    blog = make_article(
        "Starting Wednesday, November 18, on-demand prices for NVIDIA H200 and B200 instances "
        "on Kestrel Cloud go down in every region we operate. H200 now costs $2.69 per GPU-hour.",
        owner="kestrel",
        publisher="Kestrel Cloud Blog",
        published="2026-11-16",
    )
    press = make_article(
        "Kestrel Cloud said on Monday that it would cut the on-demand price of its H200 "
        "instances to $2.69 per GPU-hour. The San Jose company also lowered its B200 price. "
        "The cut is the largest by a major GPU cloud this year.",
        owner="cloudwire",
        publisher="CloudWire",
        published="2026-11-18",
    )
    rival = make_article(
        "We would have cut prices this quarter anyway: H200 at $2.69 per GPU-hour is no surprise.",
        owner="northwind",
        publisher="Northwind Compute Blog",
        published="2026-11-19",
    )
    events = [
        e for e in timeline(blog, press, rival) if e.action in ("cut-price", "price-effective")
    ]
    texts = [(e.date, event_text(e, None, default_glossary())["en"]) for e in events]
    assert texts == [
        ("2026-11-16", "Kestrel Cloud cuts H200 and B200 prices"),
        ("2026-11-18", "Kestrel Cloud's new H200 and B200 prices take effect"),
    ]
    assert {events[0].article_id, *events[0].also_in} == {blog.id, press.id}
    # neither source's report of the new price is an event beside the cut it reports
    reports = [e for e in timeline(blog, press, rival) if e.action == "report"]
    assert {e.article_id for e in reports} & {blog.id, press.id} == set()


def test_a_chinese_price_cut_names_who_cuts_not_who_cut_first() -> None:
    report = make_article(
        "继青隼云本周一宣布降价之后，北美 GPU 云厂商北风算力（Northwind Compute）11 月 19 日晚间宣布，"
        "自 11 月 20 日起下调 H200 与 B200 的按需价格，H200 降至每 GPU 小时 2.59 美元。",
        owner="jike",
        publisher="极客财经",
        published="2026-11-20",
    )
    glossary = default_glossary()
    from pipeline.stories import with_source_names

    [story] = build_stories([report], "2026-11-21", with_source_names(glossary, [report]))
    cut = next(e for e in story.events if e.action == "cut-price")
    effective = next(e for e in story.events if e.action == "price-effective")
    assert (cut.date, effective.date) == ("2026-11-19", "2026-11-20")
    assert cut.actor == {"en": "Northwind Compute", "zh": "北风算力"}
    assert event_text(cut, None, glossary)["zh"] == "北风算力下调 H200 与 B200 价格"


def test_a_new_price_down_from_an_old_one_is_the_providers_cut_and_an_if_is_none() -> None:
    post = make_article(
        "From Friday, November 20, Northwind H200 on-demand instances cost $2.59 per GPU-hour, "
        "down from $2.99, a 13% cut. If your committed-use discount is calculated from the "
        "on-demand list price, your effective rate drops with it.",
        owner="northwind",
        publisher="Northwind Compute Blog",
        published="2026-11-19",
    )
    events = [e for e in timeline(post) if e.action in ("cut-price", "price-effective")]
    texts = [(e.date, event_text(e, None, default_glossary())["en"]) for e in events]
    assert texts == [
        ("2026-11-19", "Northwind Compute cuts H200 prices"),
        ("2026-11-20", "Northwind Compute's new H200 prices take effect"),
    ]
    assert all("If your" not in e.quote for e in events)


def test_the_lede_says_what_the_released_thing_is_where_a_source_says_it() -> None:
    notice = make_article(
        "10 月 19 日，Orchard Labs 以 MIT 许可证开源了推理引擎 Quince。",
        owner="orchard",
        published="2026-10-21",
    )
    [event] = [e for e in timeline(notice) if e.action == "open-source"]
    assert event.kind == {"en": "inference engine", "zh": "推理引擎"}
    past = event_text(event, None, default_glossary(), past=True)
    assert past["en"].endswith("open-sourced Quince, its inference engine")
    assert past["zh"].endswith("开源了推理引擎 Quince")
    # the timeline's line stays short
    assert event_text(event, None, default_glossary())["en"].endswith("open-sources Quince")


def test_a_thing_described_in_words_the_glossary_lacks_is_named_alone() -> None:
    post = make_article(
        "Orchard Labs open-sourced its scheduler Quince on Oct. 19 under the MIT license.",
        owner="orchard",
        published="2026-10-21",
    )
    [event] = [e for e in timeline(post) if e.action == "open-source"]
    assert event.kind == {}
    assert event_text(event, None, default_glossary(), past=True)["en"].endswith(
        "open-sourced Quince"
    )


def test_an_english_source_says_the_kind_after_the_name() -> None:
    post = make_article(
        "Orchard Labs open-sourced its Quince inference engine on Oct. 19 under the MIT license.",
        owner="orchard",
        published="2026-10-21",
    )
    [event] = [e for e in timeline(post) if e.action == "open-source"]
    assert event.kind == {"en": "inference engine", "zh": "推理引擎"}


def test_a_plant_that_starts_production_is_an_event_with_the_plant_in_both_languages() -> None:
    post = make_article(
        "Ferrow Batteries has started production at what it calls the largest sodium-ion "
        "battery plant in Europe, the company said on Thursday. The plant has an annual "
        "capacity of 9 GWh.",
        owner="press",
        published="2026-10-22",
    )
    [event] = [e for e in timeline(post) if e.action == "start-production"]
    assert (event.date, event.actor["en"]) == ("2026-10-22", "Ferrow Batteries")
    # the source's praise (`largest`) is its own, not part of what the plant is
    assert event.object == {"en": "sodium-ion battery plant", "zh": "钠离子电池工厂"}
    assert event_text(event, None, default_glossary(), past=True) == {
        "en": "Ferrow Batteries started production at its sodium-ion battery plant",
        "zh": "Ferrow Batteries 的钠离子电池工厂投产",
    }


def test_a_chinese_plant_that_goes_into_production_is_an_event() -> None:
    post = make_article(
        "10 月 21 日，Ferrow Batteries 的钠离子电池工厂正式投产，首期年产能 9 GWh。",
        owner="press",
        published="2026-10-22",
    )
    [event] = [e for e in timeline(post) if e.action == "start-production"]
    assert event.date == "2026-10-21"
    assert event.object == {"en": "sodium-ion battery plant", "zh": "钠离子电池工厂"}


def test_a_start_of_production_still_planned_is_no_event() -> None:
    post = make_article(
        "Ferrow Batteries expects to start production at its second plant on March 2, 2027, "
        "with 9 GWh of annual capacity. 公司计划明年 3 月投产。",
        owner="press",
        published="2026-10-22",
    )
    assert [e for e in timeline(post) if e.action == "start-production"] == []


def test_a_company_named_in_chinese_characters_alone_is_the_actor_its_article_quotes() -> None:
    post = make_article(
        "10 月 21 日，澜汐储能位于江苏盐城的磷酸铁锂储能电池工厂正式投产。"
        "澜汐储能称，新工厂首期年产能 12 GWh。",
        owner="press",
        published="2026-10-22",
    )
    [event] = [e for e in timeline(post) if e.action == "start-production"]
    # no source gives it in English: its pinyin, as the claims' claimants take
    assert event.actor == {"en": "Lanxi Chuneng", "zh": "澜汐储能"}
    assert event_text(event, None, default_glossary(), past=True)["zh"] == (
        "澜汐储能的磷酸铁锂储能电池工厂投产"
    )


def test_a_phrase_the_article_says_once_is_no_actor() -> None:
    post = make_article(
        "10 月 21 日，位于江苏盐城的储能电池工厂正式投产。据公司介绍，首期年产能 12 GWh。",
        owner="press",
        published="2026-10-22",
    )
    assert [e for e in timeline(post) if e.action == "start-production"] == []
