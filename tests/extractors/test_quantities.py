"""Quantities by the contract in EXTRACTION.md: values, units, ranges and what is not one."""

from __future__ import annotations

import pytest

from pipeline.extractors import extract_text


def quantities(text: str) -> list[tuple]:
    doc = extract_text(text, published="2026-10-25")
    return [(q.text, q.value, q.low, q.high, q.unit) for q in doc.quantities]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("vLLM 在 GB300 上达到 954K tokens/s", ("954K tokens/s", 954000, None, None, "tokens/s")),
        ("DEP4 reached 53.3K tokens/s", ("53.3K tokens/s", 53300, None, None, "tokens/s")),
        ("市场规模约 1.2 亿元", ("1.2 亿元", 120000000, None, None, "CNY")),
        ("涨了 3 万", ("3 万", 30000, None, None, None)),
        ("raised 2.5 million users", ("2.5 million users", 2500000, None, None, "user")),
        ("a 1,024 batch", ("1,024", 1024, None, None, None)),
        ("上涨百分之六", ("百分之六", 6, None, None, "%")),
        ("within 6% of it", ("6%", 6, None, None, "%")),
        ("共一百二十万", ("一百二十万", 1200000, None, None, None)),
        ("是单节点结果的 7.9 倍", ("7.9 倍", 7.9, None, None, "x")),
        ("7.9 times the result", ("7.9 times", 7.9, None, None, "x")),
        ("a 3× speed-up", ("3×", 3, None, None, "x")),
        ("折合 38.96 美元/GPU 小时", ("38.96 美元/GPU 小时", 38.96, None, None, "USD/GPU-hour")),
        ("USD 38.96 per GPU-hour", ("USD 38.96 per GPU-hour", 38.96, None, None, "USD/GPU-hour")),
        ("it cost $1.4 billion", ("$1.4 billion", 1400000000, None, None, "USD")),
        ("priced at €20", ("€20", 20, None, None, "EUR")),
        ("a 131,072-token context", ("131,072-token", 131072, None, None, "token")),
        ("on 64 NVIDIA SM100 GPUs", ("64 NVIDIA SM100 GPUs", 64, None, None, "GPU")),
        ("在 4 张 B300 上", ("4 张 B300", 4, None, None, "GPU")),
        ("on 8x H100", ("8x H100", 8, None, None, "GPU")),
        ("四天后", ("四天", 4, None, None, "day")),
        ("revenue fell -3.5% this quarter", ("-3.5%", -3.5, None, None, "%")),
        ("set nextn=3 for decode", ("3", 3, None, None, None)),
    ],
)
def test_single_quantities(text: str, expected: tuple) -> None:
    assert quantities(text) == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("批大小 8～256", ("8～256", None, 8, 256, None)),
        ("batch sizes 8-256", ("8-256", None, 8, 256, None)),
        ("批大小 8 到 256", ("8 到 256", None, 8, 256, None)),
        ("between 8 and 256 users", ("8 and 256 users", None, 8, 256, "user")),
        ("latency of 10 to 20 ms", ("10 to 20 ms", None, 10, 20, "ms")),
    ],
)
def test_ranges_are_one_quantity(text: str, expected: tuple) -> None:
    assert quantities(text) == [expected]


def test_a_change_is_two_quantities_and_shares_the_unit() -> None:
    assert quantities("raised the ratio from 0.35 to 0.94") == [
        ("0.35", 0.35, None, None, None),
        ("0.94", 0.94, None, None, None),
    ]
    assert quantities("吞吐从 141K 提到 440K tokens/s") == [
        ("141K", 141000, None, None, "tokens/s"),
        ("440K tokens/s", 440000, None, None, "tokens/s"),
    ]


def test_a_figure_written_twice_is_two_quantities() -> None:
    assert [q[1] for q in quantities("上下文 131K（131,072）")] == [131000, 131072]


@pytest.mark.parametrize(
    "text",
    [
        "DeepSeek-V4.1-Flash-1017 runs on GB300 NVL72 and H200",
        "SM100 needs CUDA 13; Ascend 950 needs CANN 9.2",
        "licensed under Apache 2.0, see v0.6.3",
        "EP64DP64 against DEP32 at P90",
        "Qwen3-235B-A22B is the model",
        "see issue #1234 and the 3rd rank",
        "第一，我们看第 90 百分位",
        "一家公司发布了一款芯片",
        "at 10:30 UTC",
    ],
)
def test_names_labels_ordinals_and_times_are_not_quantities(text: str) -> None:
    assert quantities(text) == []


def test_offsets_index_the_text() -> None:
    text = "10 月 24 日，vLLM 达到 954K tokens/s，高 44%。"
    doc = extract_text(text, published="2026-10-25")
    for q in doc.quantities:
        assert text[q.start : q.end] == q.text
    assert [q.text for q in doc.quantities] == ["954K tokens/s", "44%"]  # the date's digits are not


@pytest.mark.parametrize(
    ("text", "value"),
    [("sold 40,816.38 units", 40816.38), ("a 2,026 batch", 2026), ("营收 1,234.5 万", 12345000)],
)
def test_separators_and_decimals_are_one_figure(text: str, value: float) -> None:
    assert [q[1] for q in quantities(text)] == [value]
