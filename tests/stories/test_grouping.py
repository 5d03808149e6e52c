"""Grouping: reports of one event join across languages; unrelated items stay apart."""

from __future__ import annotations

from pipeline.stories.grouping import entities, group

from .conftest import MakeArticle

EN = (
    "On October 20, DeepSeek open-sourced DeepInfer, its inference engine. vLLM says it now "
    "matches DeepInfer's decode curve on GB300 at 954K tokens/s per GPU."
)
ZH = (
    "10 月 20 日，DeepSeek 开源推理引擎 DeepInfer。据 vLLM 称，其在 GB300 上达到每 GPU "
    "954K tokens/s，追平了 DeepInfer 的 decode 曲线。"
)
BATTERY = (
    "Halden Cells opened a sodium-ion battery plant in Toledo with 12 GWh of annual capacity, "
    "the company said on October 22."
)
HBM = "国产 HBM 三季度合约价环比上涨百分之十二，市场规模约为 86 亿元，需求来自 AI 加速卡厂商。"


def test_a_chinese_and_an_english_report_of_one_event_join(article: MakeArticle) -> None:
    en = article(EN, owner="technology-org", published="2026-10-21")
    zh = article(ZH, owner="aitech", published="2026-10-25")
    assert group([en, zh]) == [(en, zh)]


def test_unrelated_items_stay_apart(article: MakeArticle) -> None:
    en = article(EN, owner="technology-org", published="2026-10-21")
    zh = article(ZH, owner="aitech", published="2026-10-25")
    battery = article(BATTERY, owner="technology-org", published="2026-10-22")
    hbm = article(HBM, owner="aitech", published="2026-10-23")
    groups = group([hbm, battery, zh, en])
    assert groups[0] == (en, zh)
    assert sorted(groups[1:], key=lambda g: g[0].published or "") == [(battery,), (hbm,)]


def test_one_shared_common_name_is_not_enough(article: MakeArticle) -> None:
    a = article("NVIDIA shipped the B300 to three clouds this week.", owner="a")
    b = article("NVIDIA reported record revenue of $35 billion.", owner="b")
    assert len(group([a, b])) == 2


def test_entities_are_names_not_sentence_starts() -> None:
    names = entities("The engine is DeepInfer. vLLM runs on GB300 with NVIDIA parts. We tested it.")
    assert {"deepinfer", "vllm", "gb300", "nvidia"} <= names
    assert "the" not in names and "we" not in names


def test_a_line_start_is_a_sentence_start_only_after_a_sentence_end() -> None:
    # entities are read line by line, each line with the end of the one before it
    names = entities("Halden shipped its cells,\nFerrolux said.\nMeridian did not.")
    assert "ferrolux" in names and "meridian" not in names and "halden" not in names


def test_a_story_in_neither_language_keeps_its_title_marked_on_both_pages(
    article: MakeArticle,
) -> None:
    from pipeline.edition import source_titles
    from pipeline.stories import build_stories

    danish = article(
        "Virksomheden Nordlys har åbnet et nyt datacenter i Aarhus med plads til 4000 GPU'er, "
        "og det første kunder flytter ind i næste måned ifølge direktøren.",
        owner="nordlys",
        title="Nordlys åbner datacenter i Aarhus",
    )
    assert danish.language not in ("zh", "en")
    [story] = build_stories([danish], "2026-10-25")
    titles = source_titles(story.title)  # as the edition shows them, marked with the language
    assert titles["en"].startswith("Nordlys åbner datacenter i Aarhus (")
    assert titles["zh"].startswith("Nordlys åbner datacenter i Aarhus（")
