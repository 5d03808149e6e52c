"""Arithmetic checks: a claim's stated change, share or multiple against its own figures."""

from __future__ import annotations

import pytest

from pipeline.i18n import default_glossary
from pipeline.stories import story_claims

from .conftest import make_article


def checks(text: str) -> list[tuple[str, bool]]:
    claims = story_claims([make_article(text, owner="vllm")], default_glossary())
    stated = []
    for claim in claims:
        for check in claim.checks:
            figure = next(f for f in claim.figures if f.role in ("change", "share"))
            stated.append((figure.text, check.ok))
    return stated


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "The dedicated path reaches 826 tokens/s against 575 tokens/s, 44% higher.",
            [("44%", True)],
        ),
        ("专用路径比标准路径的 575 tokens/s 高 44%，达到 826 tokens/s。", [("44%", True)]),
        (
            "The dedicated path reaches 826 tokens/s against 575 tokens/s, 50% higher.",
            [("50%", False)],
        ),
        ("DEP4 per-GPU throughput is 83% of DEP2 (53.3K against 64.4K tokens/s).", [("83%", True)]),
        (
            "DEP4 per-GPU throughput is 90% of DEP2 (53.3K against 64.4K tokens/s).",
            [("90%", False)],
        ),
        (
            "NIXL push took throughput from 141K to 440K tokens/s, 3.1 times faster.",
            [("3.1 times", True)],
        ),
        ("NIXL push 把吞吐从 141K 提到 440K tokens/s，提升 5 倍。", [("5 倍", False)]),
        ("The cost fell from $10 to $8, 20% lower.", [("20%", True)]),
        ("按需价格由 26.80 元/GPU 小时降至 18.50 元/GPU 小时，降幅约 31%。", [("31%", True)]),
        ("按需价格由 26.80 元/GPU 小时降至 18.50 元/GPU 小时，降幅 25%。", [("25%", False)]),
    ],
)
def test_a_stated_result_is_recomputed_from_its_claims_figures(
    sentence: str, expected: list[tuple[str, bool]]
) -> None:
    assert checks(sentence) == expected


def test_a_baseline_stated_in_an_earlier_sentence_is_the_one_checked() -> None:
    text = (
        "From November 15 the on-demand rate for H200 drops from 26.80 to 18.50 yuan per GPU-hour. "
        "Reserved capacity costs 12.90 yuan per GPU-hour, 40% below the new on-demand rate."
    )
    assert ("40%", False) in checks(text)  # 1 − 12.90/18.50 = 30.3%


def test_nothing_is_checked_without_two_figures_of_one_claim() -> None:
    assert checks("vLLM lands within 6% of DeepInfer's results.") == []
    text = (
        "The app passed 100 million users this year. It runs on 768 GPUs in two regions. "
        "Paid plans are now 12% of all accounts."
    )
    assert checks(text) == []


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # percentage points between two percentages are their difference
        (
            "华睿科技第三季度毛利率为 32.5%，较上年同期的 30.4% 提高 2.1 个百分点。",
            [("2.1 个百分点", True)],
        ),
        (
            "Operating margin expanded to 14.8% from 11.2% a year ago, an improvement of 3.1 "
            "percentage points, driven by a richer mix of software subscriptions.",
            [("3.1 percentage points", False)],
        ),
        # a change in the figures' own unit is their difference too
        ("实测 0-100 km/h 加速为 3.6 秒，比官方公布的 3.2 秒慢了 0.4 秒。", [("0.4 秒", True)]),
        (
            "溯光 L7 长续航版起售价由 21.58 万元下调至 18.98 万元，直降 2.6 万元。",
            [("2.6 万元", True)],
        ),
    ],
)
def test_a_stated_difference_is_the_two_figures_difference(
    sentence: str, expected: list[tuple[str, bool]]
) -> None:
    assert checks(sentence) == expected
