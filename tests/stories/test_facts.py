"""Facts: each figure with its sentence and source, and its standing."""

from __future__ import annotations

from pipeline.stories.facts import build_facts

from .conftest import MakeArticle


def fact(facts, text):
    return next(f for f in facts if f.text == text)


def test_a_figure_only_its_claimant_states_is_self_reported(article: MakeArticle) -> None:
    vllm = article("On one GB300 NVL72 rack vLLM reached 954K tokens/s per GPU.", owner="vllm")
    media = article("据 vLLM 称，其在 GB300 上达到每 GPU 954K tokens/s 的吞吐。", owner="aitech")
    facts = build_facts([vllm, media])
    f = fact(facts, "954K tokens/s")
    assert f.status == "self-reported"
    assert f.article_id == vllm.id and f.also_in == (media.id,)
    assert f.quote == "On one GB300 NVL72 rack vLLM reached 954K tokens/s per GPU."
    assert f.value == 954000 and f.unit == "tokens/s"


def test_another_publishers_own_finding_corroborates(article: MakeArticle) -> None:
    claim = article("DeepInfer reaches 954K tokens/s per GPU on GB300.", owner="deepseek")
    replication = article(
        "In our lab DeepInfer reached 954K tokens/s per GPU on GB300 too.", owner="lab"
    )
    assert fact(build_facts([claim, replication]), "954K tokens/s").status == "corroborated"


def test_a_repeated_small_number_about_something_else_does_not_corroborate(
    article: MakeArticle,
) -> None:
    a = article("The prefill benchmark used 4 GPUs with EP4DP4.", owner="deepseek")
    b = article("The low-latency path runs on 4 GPUs of type B300.", owner="vllm")
    assert fact(build_facts([a, b]), "4 GPUs").status == "self-reported"


def test_a_different_value_for_the_same_claim_conflicts(article: MakeArticle) -> None:
    a = article("vLLM on GB300 NVL72 reaches a throughput of 954K tokens/s per GPU.", owner="vllm")
    b = article("vLLM on GB300 NVL72 reaches a throughput of 610K tokens/s per GPU.", owner="lab")
    facts = build_facts([a, b])
    for text in ("954K tokens/s", "610K tokens/s"):
        f = fact(facts, text)
        assert f.status == "conflicting"
        assert any(c.kind == "conflict" and not c.ok for c in f.checks)


def test_stated_arithmetic_is_checked(article: MakeArticle) -> None:
    a = article(
        "The dedicated path reaches 826 tokens/s, against 575 tokens/s on the standard path (44% higher). "
        "DEP4 per-GPU throughput is 93% of DEP2 (53.3K against 64.4K tokens/s).",
        owner="vllm",
    )
    facts = build_facts([a])
    good, bad = fact(facts, "44%"), fact(facts, "93%")
    assert [c.ok for c in good.checks] == [True]
    assert "826/575" in good.checks[0].detail
    assert [c.ok for c in bad.checks] == [False]


def test_settings_are_not_key_figures(article: MakeArticle) -> None:
    facts = build_facts([article("We used nextn=3 and TP=4 at 131,072 tokens.", owner="x")])
    assert [f.text for f in facts] == ["131,072 tokens"]
