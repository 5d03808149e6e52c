"""Arithmetic checks: a claim's stated change, share or multiple against its own figures."""

from __future__ import annotations

import pytest

from pipeline.extractors import extract_markdown
from pipeline.i18n import default_glossary
from pipeline.records import Article
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
        ("The new frame weighs 340 g, 15% lighter than the 400 g frame.", [("15%", True)]),
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


def test_a_rate_per_million_said_short_is_one_unit_with_the_full_one() -> None:
    text = (
        "Input tokens drop 30%, from $2.00 to $1.40 per million. "
        "Cached input is billed at $0.35 per million tokens, 75% cheaper than standard input."
    )
    assert ("75%", True) in checks(text)  # 1 − 0.35/1.40 = 75%


def test_the_share_of_a_figure_that_moved_is_of_the_total_said_before() -> None:
    """`for a 19% share` is of the market total, not a change from last year's figure."""
    text = (
        "Global smartphone shipments grew 4% year on year to 312.6 million units in the third "
        "quarter.\n\nKivo shipped 58.1 million units, down from 61.9 million a year earlier, "
        "for a 19% share."
    )
    assert checks(text) == [("19%", True)]  # 58.1/312.6 = 18.6%


def readme(markdown: str) -> Article:
    doc = extract_markdown(markdown, url="https://github.example/x/readme", published="2026-09-01")
    return Article(
        id="readme",
        source_id="readme",
        url="https://github.example/x/readme",
        publisher="x (GitHub)",
        owner="x",
        title=doc.title,
        published="2026-09-01",
        language=doc.language,
        text=doc.text,
        quantities=doc.quantities,
        dates=doc.dates,
    )


def readme_checks(markdown: str) -> list[tuple[str, bool]]:
    claims = story_claims([readme(markdown)], default_glossary())
    return [
        (next(f.text for f in c.figures if f.role in ("change", "share")), k.ok)
        for c in claims
        for k in c.checks
    ]


def test_a_share_of_a_figure_in_an_earlier_sections_table_is_checked_against_it() -> None:
    markdown = (
        "# Harrier\n\n## Benchmarks\n\n"
        "All numbers below were measured on one node with 8x H200, serving a 70B model in FP8.\n\n"
        "| Metric | Harrier v2 | Harrier v1 |\n|---|---|---|\n"
        "| Output throughput per GPU (tokens/s) | 2,400 | 1,900 |\n\n"
        "### Multi-node\n\n"
        "On two nodes (16 GPUs), output throughput per GPU is 2,150 tokens/s, 90% of the "
        "single-node figure.\n"
    )
    assert readme_checks(markdown) == [("90%", True)]  # 2150/2400 = 89.6%


def test_a_multiple_of_an_earlier_sections_peak_is_checked_against_its_largest_figure() -> None:
    markdown = (
        "# 北辰推理\n\n## 性能\n\n### Decode\n\n"
        "测试配置：32 张 H20，上下文 32K。\n\n"
        "| batch size | 每卡输出吞吐 (tokens/s) |\n|---|---|\n| 16 | 620 |\n| 128 | 2,300 |\n\n"
        "### Prefill\n\n"
        "测试配置：4 张 H20，输入 4K token。每卡 prefill 吞吐为 6,100 tokens/s，约为 decode 峰值的 3.5 倍。\n"
    )
    assert readme_checks(markdown) == [("3.5 倍", False)]  # 6100/2300 = 2.65


def test_a_difference_with_the_other_sides_figure_is_of_the_claims_own_earlier_figure() -> None:
    """The figure after `比` is the other side's; the difference is with the H200 price said
    before, never with the B200 price beside it."""
    text = (
        "据远帆算力称，其 H200 按需价格由每 GPU 小时 3.19 美元降至 2.79 美元，降幅约 13%；B200 按需价格"
        "由每 GPU 小时 5.29 美元降至 4.69 美元，降幅约 11%。\n\n"
        "这意味着，远帆算力的 H200 按需价格反超青隼云，比后者调价后的 2.89 美元低 0.10 美元。"
    )
    claims = story_claims([make_article(text, owner="press")], default_glossary())
    details = [k.detail for c in claims for k in c.checks]
    assert "2.89 − 2.79 = 0.10 ≈ 0.1" in details
    gap = next(c for c in claims if any(f.text == "0.10 美元" for f in c.figures))
    assert gap.subject["zh"] == "远帆算力的 H200 按需"
    assert not any("4.69" in d and "2.89" in d for d in details)


def test_a_change_said_of_one_sides_figure_is_against_the_others_in_its_sentence() -> None:
    """`so Kestrel is 10% cheaper` is Kestrel's $4.49 against Northwind's $4.99, never the
    $4.99 against the $2.99 a paragraph before."""
    text = (
        "H200: Kestrel's $2.69 against Northwind's list price of $2.99 makes Kestrel 10% cheaper.\n\n"
        "B200: Kestrel says $4.49, Northwind lists $4.99, so Kestrel is 10% cheaper there."
    )
    claims = story_claims([make_article(text, owner="ledger")], default_glossary())
    details = [k.detail for c in claims for k in c.checks]
    assert details == ["2.69/2.99 = 0.900 → −10.0% ≈ 10%", "4.49/4.99 = 0.900 → −10.0% ≈ 10%"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "In cycling at 45°C the new cells kept 80% of their capacity after 4,000 cycles. "
            "That is roughly double the old cells' 2,100 cycles under the same test.",
            [("double", True)],
        ),
        (
            "In cycling at 45°C the new cells kept 80% of their capacity after 4,000 cycles. "
            "That is twice the old cells' 1,200 cycles under the same test.",
            [("twice", False)],  # 4000/1200 = 3.3
        ),
    ],
)
def test_a_multiple_in_words_of_a_baseline_is_checked_against_the_figure_before_it(
    text: str, expected: list[tuple[str, bool]]
) -> None:
    assert checks(text) == expected


def test_a_sentence_giving_a_table_cells_earlier_value_is_checked_against_the_cell() -> None:
    markdown = (
        "# 青禾云语音接口价格调整\n\n"
        "以下价格均为每百万 tokens 的人民币价格。\n\n"
        "| 接口 | 识别价格 | 合成价格 |\n|---|---|---|\n"
        "| 青禾语音 | 3 元 | 12 元 |\n| 青禾语音 Mini | 1 元 | 4 元 |\n\n"
        "其中，青禾语音的合成价格此前为 20 元，本次降幅 50%。"
    )
    claims = story_claims([readme(markdown)], default_glossary())
    cell = next(c for c in claims if any(f.text == "12 元" for f in c.figures))
    assert [(f.text, f.role) for f in cell.figures] == [
        ("12 元", "after"),
        ("20 元", "before"),
        ("50%", "change"),
    ]
    assert cell.comparison == "before-after"
    assert [k.ok for k in cell.checks] == [False]  # 1 − 12/20 = 40%
    assert {c.measure for c in claims} == {"price-per-million-tokens"}


def passage_checks(text: str, owner: str) -> list[tuple[str, bool]]:
    """Each check of the article's claims: its detail and verdict, in reading order."""
    claims = story_claims([make_article(text, owner=owner)], default_glossary())
    return [(k.detail, k.ok) for c in claims for k in c.checks]


_CARDS_ZH = (
    "昆仑云华北地域的 A100 按需价格由 12.40 元/GPU 小时下调至 9.60 元/GPU 小时。"
    "以 8 卡整机计算，每小时费用由 {before} 元降至 {after} 元。"
)
_SERVER_EN = (
    "From December 1, MI300X on-demand instances on Tamsin Cloud cost $1.85 per GPU-hour, "
    "down from $2.40.\n\n"
    "A full 8x MI300X server now costs {now} an hour, against $19.20 last month."
)


@pytest.mark.parametrize(
    ("text", "owner", "expected"),
    [
        (
            _CARDS_ZH.format(before="99.20", after="76.80"),
            "kunlun",
            [("8 × 12.40 = 99.20 ≈ 99.20", True), ("8 × 9.60 = 76.80 ≈ 76.80", True)],
        ),
        (
            _CARDS_ZH.format(before="99.20", after="78.80"),
            "kunlun",
            [("8 × 12.40 = 99.20 ≈ 99.20", True), ("8 × 9.60 = 76.80 ≠ 78.80", False)],
        ),
        (
            # the node's price now is 8 × the new per-GPU price, last month's 8 × the old one
            _SERVER_EN.format(now="$14.80"),
            "tamsin",
            [("8 × 1.85 = 14.80 ≈ 14.80", True), ("8 × 2.40 = 19.20 ≈ 19.20", True)],
        ),
        (
            _SERVER_EN.format(now="$15.80"),
            "tamsin",
            [("8 × 1.85 = 14.80 ≠ 15.80", False), ("8 × 2.40 = 19.20 ≈ 19.20", True)],
        ),
    ],
)
def test_a_total_for_a_stated_count_is_the_count_times_the_per_unit_price_before_it(
    text: str, owner: str, expected: list[tuple[str, bool]]
) -> None:
    assert passage_checks(text, owner) == expected


@pytest.mark.parametrize(
    "text",
    [
        # the per-GPU prices are another chip's
        "From December 1, B200 on-demand instances on Tamsin Cloud cost $3.85 per GPU-hour, "
        "down from $4.40.\n\n"
        "A full 8x MI300X server now costs $14.80 an hour, against $19.20 last month.",
        # the per-GPU prices are in dollars, the node's in yuan
        "昆仑云 A100 海外按需价格由每 GPU 小时 1.90 美元下调至 1.40 美元。"
        "以 8 卡整机计算，华北地域每小时费用由 99.20 元降至 76.80 元。",
        # the per-GPU price stands in another section
        "## Prices\n\nMI300X on Tamsin Cloud costs $1.85 per GPU-hour, down from $2.40.\n\n"
        "## Capacity\n\nA full 8x MI300X server now costs $14.80 an hour, against $19.20 "
        "last month.",
    ],
)
def test_a_total_is_not_checked_against_a_per_unit_price_that_is_not_its_own(text: str) -> None:
    assert not [d for d, _ in passage_checks(text, "tamsin") if "×" in d]


_RIVAL_EN = (
    "Larkspur Cloud slashes A100 rental prices\n\n"
    "The move squeezes Brantwood Systems, whose A100 list price is now {gap} higher.\n\n"
    "Larkspur Cloud said on Tuesday that it would cut the on-demand price of its A100 "
    "instances{to}, starting next week.\n\n"
    "Brantwood Systems, its largest rival, lists A100 on-demand at $2.00 per GPU-hour."
    "{third} Brantwood did not reply to questions."
)
_PRICED = " to $1.60 per GPU-hour from $2.10"


@pytest.mark.parametrize(
    ("gap", "to", "third", "expected"),
    [
        ("40 cents", _PRICED, "", [("2 − 1.6 = 0.40 ≈ 0.4", True)]),
        ("50 cents", _PRICED, "", [("2 − 1.6 = 0.40 ≠ 0.5", False)]),
        ("40 cents", "", "", []),  # the source gives only one side's price
        # a third provider's A100 price: which two the gap is between is not said
        ("40 cents", _PRICED, " Ostrava Compute charges $1.75 per GPU-hour for A100.", []),
    ],
)
def test_a_gap_between_two_providers_is_checked_from_the_prices_the_source_gives(
    gap: str, to: str, third: str, expected: list[tuple[str, bool]]
) -> None:
    text = _RIVAL_EN.format(gap=gap, to=to, third=third)
    assert passage_checks(text, "wire") == expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("20%", [("1.6/2 = 0.800 → −20.0% ≈ 20%", True)]),
        ("30%", [("1.6/2 = 0.800 → −20.0% ≠ 30%", False)]),
    ],
)
def test_a_percentage_against_another_providers_price_takes_its_own_side_from_the_passage(
    said: str, expected: list[tuple[str, bool]]
) -> None:
    text = (
        "远帆算力 11 月 3 日宣布，其 A100 按需价格由每 GPU 小时 2.10 美元降至 1.60 美元。\n\n"
        "从同业比较看，另一家 GPU 云厂商白桦云目前公布的 A100 按需价格为每 GPU 小时 2.00 美元。"
        f"以此计算，远帆算力调价后的 A100 按需价格比白桦云低约 {said}。"
    )
    assert passage_checks(text, "press") == expected


def test_a_percentage_against_another_provider_is_unchecked_when_its_own_price_is_not_given() -> (
    None
):
    """Only the rival's dollar price and the company's yuan price of another region stand in
    the passage: the percentage compares figures the source does not give."""
    text = (
        "据远帆算力称，华北地域 A100 按需价格由 12.40 元/GPU 小时降至 9.60 元/GPU 小时。\n\n"
        "从同业比较看，另一家 GPU 云厂商白桦云目前公布的 A100 按需价格为每 GPU 小时 2.00 美元。"
        "以此计算，远帆算力调价后的海外 A100 按需价格比白桦云低约 20%。"
    )
    assert passage_checks(text, "press") == []


def test_the_count_of_a_total_is_the_condition_its_per_unit_price_is_per() -> None:
    """The network's 400 Gbps is a condition with a whole number too; the 8 GPUs are what
    the per-GPU-hour price multiplies."""
    text = (
        "From December 1, MI300X on-demand instances on Tamsin Cloud cost $1.85 per GPU-hour, "
        "down from $2.40.\n\n"
        "With 400 Gbps networking, a full 8x MI300X server now costs $14.80 an hour, against "
        "$19.20 last month."
    )
    assert passage_checks(text, "tamsin") == [
        ("8 × 1.85 = 14.80 ≈ 14.80", True),
        ("8 × 2.40 = 19.20 ≈ 19.20", True),
    ]


def test_a_fall_in_a_table_row_is_checked_as_a_fall_of_the_earlier_level() -> None:
    """`| 宜章基地 | 842 | 801 | 4.9% |` under `| 2025 年 1—9 月 | 2026 年 1—9 月 | 降幅 |`: the
    row's level fell from 842 to 801, 4.9% of 842; never flagged as 842/801 (+5.1%)."""
    from .test_claims import _markdown

    filing = _markdown(
        "# 砚石建材碳排放情况\n\n"
        "| 生产基地 | 2025 年 1—9 月 | 2026 年 1—9 月 | 降幅 |\n|---|---|---|---|\n"
        "| 沅陵基地 | 856 | 829 | 3.2% |\n| 宜章基地 | 842 | 801 | 4.9% |\n",
        owner="yanshi",
        publisher="砚石建材",
    )
    claims = story_claims([filing], default_glossary())
    row = next(c for c in claims if any(f.text == "801" for f in c.figures))
    assert [(k.ok, k.detail) for k in row.checks] == [(True, "801/842 = 0.951 → −4.9% ≈ 4.9%")]


def test_a_bids_cut_below_the_tenders_ceiling_given_before_is_checked() -> None:
    """`下浮率` is how far a bid is below the ceiling the notice set in an earlier sentence:
    each bid is one claim with that ceiling as its baseline, and a wrong rate is flagged."""
    text = (
        "河湾市路灯改造项目中标候选人公示\n\n"
        "本项目招标控制价为 4,286.00 万元（含税）。\n\n"
        "第一中标候选人：明耀照明工程有限公司，投标报价 3,652.40 万元，下浮率 14.8%；\n"
        "第三中标候选人：鑫源电气集团有限公司，投标报价 3,805.00 万元，下浮率 12.2%。"
    )
    claims = story_claims([make_article(text, owner="hwggzy")], default_glossary())
    bids = [c for c in claims if c.comparison == "versus"]
    assert [([(f.text, f.role) for f in c.figures], c.against) for c in bids] == [
        (
            [("4,286.00 万元", "baseline"), ("3,652.40 万元", "value"), ("14.8%", "change")],
            {"en": "the tender's ceiling price", "zh": "招标控制价"},
        ),
        (
            [("4,286.00 万元", "baseline"), ("3,805.00 万元", "value"), ("12.2%", "change")],
            {"en": "the tender's ceiling price", "zh": "招标控制价"},
        ),
    ]
    assert [c.measure for c in bids] == ["procurement-price", "procurement-price"]
    assert [[k.ok for k in c.checks] for c in bids] == [[True], [False]]


def test_a_move_by_a_bare_count_is_never_checked_as_a_per_cent() -> None:
    """`较 9 月底增加 86 台` after another figure of another thing: no `≠ 86%` check."""
    text = (
        "本季度，自营门店数量增至 2,036 家，较上季度末增加 148 家。"
        "截至 10 月底，充电桩保有量为 3,120 台，较 9 月底增加 86 台。"
    )
    claims = story_claims([make_article(text, owner="zhuanzhuan")], default_glossary())
    assert [k.detail for c in claims for k in c.checks if "%" in k.detail] == []


def test_a_growth_said_to_be_a_multiple_of_an_earlier_growth_is_checked_against_it() -> None:
    """`38.6% 的增速是公司整体营收增速的 2.8 倍` after the company's `同比增长 16.8%`:
    38.6/16.8 = 2.3, so the 2.8 is flagged."""
    text = (
        "前三季度公司实现营业收入 48.36 亿元，同比增长 16.8%。其中，预制菜业务收入 21.74 亿元，"
        "同比增长 38.6%。记者据此计算，预制菜业务 38.6% 的增速是公司整体营收增速的 2.8 倍。"
    )
    claims = story_claims([make_article(text, owner="weixiang")], default_glossary())
    multiple = next(c for c in claims if c.comparison == "multiple-of")
    assert [(f.text, f.role) for f in multiple.figures] == [
        ("16.8%", "baseline"),
        ("38.6%", "value"),
        ("2.8 倍", "change"),
    ]
    assert multiple.measure == "growth"
    assert [k.ok for k in multiple.checks] == [False]


def test_a_profit_and_its_margin_are_one_claim_checked_against_the_revenue_said_before() -> None:
    """`经调整净利润为人民币 1.86 亿元，经调整净利润率为 4.8%` after `收入为人民币 38.62 亿元`:
    the margin is the profit's share of that revenue (1.86/38.62 = 4.8%); the adjustment is a
    condition, once, and neither it nor the currency is what the figure is of."""
    text = (
        "财务摘要\n"
        "• 收入为人民币 38.62 亿元，较去年同期的人民币 31.05 亿元增长 24.4%。\n"
        "• 经调整净利润为人民币 1.86 亿元，经调整净利润率为 4.8%。"
    )
    claims = story_claims(
        [make_article(text, owner="huixiang", publisher="回享科技控股有限公司")],
        default_glossary(),
    )
    margin = next(c for c in claims if c.comparison == "share-of")
    assert [(f.text, f.role) for f in margin.figures] == [
        ("38.62 亿元", "baseline"),
        ("1.86 亿元", "value"),
        ("4.8%", "share"),
    ]
    assert [k.ok for k in margin.checks] == [True]
    assert [c.text for c in margin.conditions] == ["经调整"]
    revenue = next(c for c in claims if c.measure == "revenue")
    assert "人民币" not in revenue.subject["zh"]


def test_a_net_margin_wrong_for_the_revenue_given_is_flagged() -> None:
    text = (
        "Lingora reported revenue of $286.4 million for the quarter. Net income was "
        "$24.1 million, a net margin of 9.4%."
    )
    claims = story_claims([make_article(text, owner="lingora")], default_glossary())
    margin = next(c for c in claims if c.comparison == "share-of")
    assert [k.detail for k in margin.checks] == ["24100000/286400000 = 0.084 → 8.4% ≠ 9.4%"]


@pytest.mark.parametrize(
    "sentence",
    [
        # a count of visitors is no share of an amount of money
        "黄金周全省实现旅游收入 498.6 亿元；5A 级景区接待游客 1,186 万人次，占全省接待总量的 18.7%。",
    ],
)
def test_figures_that_do_not_belong_together_are_not_checked(sentence: str) -> None:
    assert not [ok for _, ok in checks(sentence) if not ok], checks(sentence)


def test_a_ratio_far_from_the_one_stated_is_no_slip_but_a_wrong_pairing() -> None:
    from pipeline.records import Claim, Figure
    from pipeline.stories.checks import check_claim

    def claim(change: str) -> Claim:
        figures = (
            Figure("91,236", 91236, None, "value", start=0, end=6),
            Figure("4,318", 4318, None, "baseline", start=10, end=15),
            Figure(change, float(change.rstrip("%")), "%", "change", start=20, end=24),
        )
        return Claim(
            id="c",
            article_id="a",
            figures=figures,
            subject={"en": "IMAX", "zh": "IMAX"},
            claimant={"en": "Screen Daily", "zh": "银幕日报"},
            claimant_owner="",
            measure="count",
            conditions=(),
            comparison="versus",
            against={},
            quote="",
            quote_language="zh",
            start=0,
            end=24,
        )

    assert check_claim(claim("5.0%"), "") == ()  # 91236/4318 is 21 times, not 5% more
    [slip] = check_claim(claim("1900%"), "")  # 2012.9% against 1900%: a slip, flagged
    assert not slip.ok


def test_a_count_moved_in_its_own_counter_is_checked() -> None:
    # 4,318/(91,236 − 4,318) = 4.97%: 块 are screens here, not yuan
    sentence = "截至 10 月底，全国影院银幕总数达 91,236 块，比 2025 年底净增 4,318 块，增长 {}。"
    assert checks(sentence.format("5.0%")) == [("4,318 块", True)]
    assert checks(sentence.format("8.0%")) == [("4,318 块", False)]


def test_a_slip_within_a_few_times_the_figures_is_still_flagged() -> None:
    # 12.90 against 18.50 is 30.3% below, not 40%
    assert checks("新价格为每 GPU 小时 12.90 元，比 18.50 元的按需价格低 40%。") == [("40%", False)]


def test_a_duration_in_minutes_and_seconds_is_checked_as_one() -> None:
    # 1 − 150/230 = 34.8%
    sentence = "第四代换电站单次换电时间缩短至 2 分 30 秒，较第三代的 3 分 50 秒缩短 {}。"
    assert checks(sentence.format("35%")) == [("35%", True)]
    assert checks(sentence.format("45%")) == [("45%", False)]


def test_a_level_its_earlier_level_a_move_and_its_per_cent_are_one_claim_checked_twice() -> None:
    from pipeline.prose import claim_text

    text = "我省报名 14.26 万人，较上年的 14.60 万人减少 0.34 万人，下降 {}。"
    [claim] = story_claims([make_article(text.format("3.2%"), owner="jyt")], default_glossary())
    assert [f.role for f in claim.figures] == ["value", "baseline", "change", "change"]
    # 14.60 − 14.26 = 0.34, right; 0.34/14.60 = 2.3%, not 3.2%
    assert [c.ok for c in claim.checks] == [True, False]
    [right] = story_claims([make_article(text.format("2.3%"), owner="jyt")], default_glossary())
    assert [c.ok for c in right.checks] == [True, True]
    words = claim_text(claim, default_glossary())
    assert "上年为 14.60 万人，减少 0.34 万人，下降 3.2%" in words["zh"]
    assert "the year before, down 3,400 or 3.2%" in words["en"]


def test_a_large_slip_still_within_three_times_the_figures_is_flagged() -> None:
    # from 100 to 120 is 20% up, not 150%: the figures the 150% implies (48) are within
    # three times the 100 given, so this is the source's slip, not a wrong pairing
    assert checks("订单量由 100 万单增至 120 万单，增长 150%。") == [("150%", False)]


def test_a_score_a_gap_in_points_and_the_others_score_are_one_claim_checked() -> None:
    text = (
        "Averaged over all pairs, Lorikeet-MT 3 scores 87.4, up from 84.9 for Lorikeet-MT 2. "
        "On English→Chinese it reaches 89.1, {} points ahead of Corvid Translate's 86.8."
    )
    claims = story_claims([make_article(text.format("2.3"), owner="tess")], default_glossary())
    gap = next(c for c in claims if any(f.text == "89.1" for f in c.figures))
    assert [(f.text, f.role) for f in gap.figures] == [
        ("89.1", "value"),
        ("2.3", "change"),
        ("86.8", "baseline"),
    ]
    assert gap.measure == "benchmark-score" and gap.against["en"] == "Corvid Translate"
    assert [c.ok for c in gap.checks] == [True]  # 89.1 − 86.8 = 2.3
    assert checks(text.format("3.3")) == [("3.3", False)]
