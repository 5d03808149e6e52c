"""Timeline: publication dates and stated dates, in order, each with its reference."""

from __future__ import annotations

from pipeline.stories.timeline import build_timeline

from .conftest import MakeArticle


def test_publications_and_stated_dates_in_order(article: MakeArticle) -> None:
    zh = article(
        "2025 年 4 月，DeepSeek 曾表示其引擎无法开源。10 月 20 日，DeepSeek 开源了 DeepInfer。",
        owner="aitech",
        published="2026-10-25",
        publisher="AI 科技前线",
        title="DeepInfer 开源",
    )
    en = article(
        "vLLM's first article on the model came out on 2026-10-07.",
        owner="vllm",
        published="2026-10-24",
        publisher="vLLM Blog",
        title="Matching DeepInfer",
    )
    events = build_timeline([zh, en], "2026-10-25")
    assert [(e.date, e.precision) for e in events] == [
        ("2025-04", "month"),
        ("2026-10-07", "day"),
        ("2026-10-20", "day"),
        ("2026-10-24", "day"),
        ("2026-10-25", "day"),
    ]
    stated = events[0]
    assert stated.article_id == zh.id
    assert stated.text["zh"].startswith("2025 年 4 月")
    assert "(in Chinese)" in stated.text["en"]
    assert events[3].text["en"] == "vLLM Blog publishes “Matching DeepInfer”"
