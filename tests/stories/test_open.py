"""What is still open: gap sentences, the list under a gap heading, unconfirmed claims."""

from __future__ import annotations

from pipeline.stories import build_stories

from .conftest import MakeArticle

README = """DeepSeek released DeepInfer on 2026-10-20. It runs offline inference only.

Not included in this release

- The KV cache system.

- Load balancing across instances.

Quick start

pip install deepinfer"""


def test_gap_sentences_and_the_list_under_a_gap_heading(article: MakeArticle) -> None:
    readme = article(README, owner="deepseek", title="DeepInfer README")
    news = article(
        "DeepSeek released DeepInfer on Oct. 20. No outside organisation has tested these numbers yet.",
        owner="technology-org",
    )
    [story] = build_stories([readme, news], "2026-10-25")
    assert [item["quote"] for item in story.open_items] == [
        "Not included in this release",
        "The KV cache system.",
        "Load balancing across instances.",
        "No outside organisation has tested these numbers yet.",
    ]
    assert story.open_items[-1]["article_id"] == news.id
