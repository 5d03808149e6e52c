"""Arithmetic checks: the stated result against what the operands give, rounding included."""

from __future__ import annotations

import pytest

from pipeline.extractors import extract_text
from pipeline.stories.checks import check_sentence


def checks(sentence: str) -> list[tuple[str, bool]]:
    doc = extract_text(sentence, published="2026-10-25")
    return [(c.result.text, c.check.ok) for c in check_sentence(sentence, doc.quantities)]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("826 tokens/s against 575 tokens/s, 44% higher", [("44%", True)]),
        ("比标准路径的 575 tokens/s 高 44%，达到 826 tokens/s", [("44%", True)]),
        ("826 tokens/s against 575 tokens/s, 50% higher", [("50%", False)]),
        ("DEP4 is 83% of DEP2 (53.3K against 64.4K tokens/s)", [("83%", True)]),
        ("DEP4 is 90% of DEP2 (53.3K against 64.4K tokens/s)", [("90%", False)]),
        ("from 141K to 440K tokens/s, 3.1 times faster", [("3.1 times", True)]),
        ("从 141K 提到 440K tokens/s，提升 5 倍", [("5 倍", False)]),
        ("cost fell from $10 to $8, 20% lower", [("20%", True)]),
    ],
)
def test_stated_results(sentence: str, expected: list[tuple[str, bool]]) -> None:
    assert checks(sentence) == expected


def test_nothing_to_check_without_two_operands() -> None:
    assert checks("vLLM lands within 6% of DeepInfer's results") == []
