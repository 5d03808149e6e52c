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
        ("priced 30 cents higher", ("30 cents", 0.3, None, None, "USD")),
        ("便宜 10 美分", ("10 美分", 0.1, None, None, "USD")),
        # a commodity priced in cents per pound: dollars per pound
        (
            "settled at 198.25 US cents per lb",
            ("198.25 US cents per lb", 1.9825, None, None, "USD/lb"),
        ),
        ("每磅 198.25 美分", ("198.25 美分", 1.9825, None, None, "USD/lb")),
        ("a gap of 10 cents per GPU-hour", ("10 cents", 0.1, None, None, "USD")),
        # a volume a day is a flow
        ("we lost 97.3 Ml/d", ("97.3 Ml/d", 97.3, None, None, "ML/day")),
        ("71.5 litres a day per home", ("71.5 litres a day", 71.5, None, None, "L/day")),
        ("共一百二十万", ("一百二十万", 1200000, None, None, None)),
        ("是单节点结果的 7.9 倍", ("7.9 倍", 7.9, None, None, "x")),
        ("7.9 times the result", ("7.9 times", 7.9, None, None, "x")),
        ("a 3× speed-up", ("3×", 3, None, None, "x")),
        ("折合 38.96 美元/GPU 小时", ("38.96 美元/GPU 小时", 38.96, None, None, "USD/GPU-hour")),
        ("USD 38.96 per GPU-hour", ("USD 38.96 per GPU-hour", 38.96, None, None, "USD/GPU-hour")),
        ("a 24.3-minute fine-tuning time", ("24.3-minute", 24.3, None, None, "min")),
        (
            "at $2.25 per GPU-hour on demand",
            ("$2.25 per GPU-hour", 2.25, None, None, "USD/GPU-hour"),
        ),
        ("it cost $1.4 billion", ("$1.4 billion", 1400000000, None, None, "USD")),
        ("priced at €20", ("€20", 20, None, None, "EUR")),
        ("a 131,072-token context", ("131,072-token", 131072, None, None, "token")),
        ("on 64 NVIDIA SM100 GPUs", ("64 NVIDIA SM100 GPUs", 64, None, None, "GPU")),
        ("在 4 张 B300 上", ("4 张 B300", 4, None, None, "GPU")),
        ("on 8x H100", ("8x H100", 8, None, None, "GPU")),
        ("四天后", ("四天", 4, None, None, "day")),
        ("revenue fell -3.5% this quarter", ("-3.5%", -3.5, None, None, "%")),
        ("set nextn=3 for decode", ("3", 3, None, None, None)),
        ("每小时可作业 420 亩", ("420 亩", 420, None, None, "mu")),
        ("sprays 12,000 hectares a season", ("12,000 hectares", 12000, None, None, "hectare")),
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
        "RTX 4090 and MI 355 lead",
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


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a 450W charger", ("450W", 450, None, None, "W")),
        ("draws 575 W at peak", ("575 W", 575, None, None, "W")),
        ("a 1.2 GW campus", ("1.2 GW", 1.2, None, None, "GW")),
        ("the 12V rail", ("12V", 12, None, None, "V")),
        ("up to 10A", ("10A", 10, None, None, "A")),
        ("a 5,000mAh battery", ("5,000mAh", 5000, None, None, "mAh")),
        ("a 300Wh/kg cell", ("300Wh/kg", 300, None, None, "Wh/kg")),
        ("储能 2.4 GWh", ("2.4 GWh", 2.4, None, None, "GWh")),
        ("boosts to 3.5GHz", ("3.5GHz", 3.5, None, None, "GHz")),
        ("a 120Hz panel", ("120Hz", 120, None, None, "Hz")),
        ("boots in 1.5s", ("1.5s", 1.5, None, None, "s")),
        ("p50 of 800μs", ("800μs", 800, None, None, "μs")),
        ("a 40ns access", ("40ns", 40, None, None, "ns")),
        ("on a 3nm process", ("3nm", 3, None, None, "nm")),
        ("a 6.1-inch screen", ("6.1-inch", 6.1, None, None, "inch")),
        ("weighs 1.2kg", ("1.2kg", 1.2, None, None, "kg")),
        ("runs at -40°C", ("-40°C", -40, None, None, "°C")),
        ("最高 85℃", ("85℃", 85, None, None, "°C")),
        ("显存 80GB，够用", ("80GB", 80, None, None, "GB")),
        ("配备 80GB显存", ("80GB", 80, None, None, "GB")),
        ("HBM at 8 TB/s", ("8 TB/s", 8, None, None, "TB/s")),
        ("a 400Gbps link", ("400Gbps", 400, None, None, "Gbps")),
        ("reaches 20 PFLOPS", ("20 PFLOPS", 20, None, None, "PFLOPS")),
        ("峰值 2,250 TFLOPS", ("2,250 TFLOPS", 2250, None, None, "TFLOPS")),
        ("整机功耗 5 千瓦", ("5 千瓦", 5, None, None, "kW")),
        ("装机 10 万千瓦", ("10 万千瓦", 100000, None, None, "kW")),
        ("续航 24h", ("24h", 24, None, None, "hour")),
        ("$0.12 per kWh", ("$0.12 per kWh", 0.12, None, None, "USD/kWh")),
        ("电价 0.5 元/度", ("0.5 元/度", 0.5, None, None, "CNY/kWh")),
        ("two million users", ("two million users", 2000000, None, None, "user")),
        ("a 600 mm² die", ("600 mm²", 600, None, None, "mm²")),
        ("serves 12,400 req/s", ("12,400 req/s", 12400, None, None, "requests/s")),
        ("PM2.5 平均浓度为 28 微克/立方米", ("28 微克/立方米", 28, None, None, "μg/m³")),
        ("PM2.5 averaged 24 µg/m³", ("24 µg/m³", 24, None, None, "μg/m³")),
        ("returned 6.1 g/t gold", ("6.1 g/t", 6.1, None, None, "g/t")),
        ("集装箱吞吐量 412.6 万标准箱", ("412.6 万标准箱", 4126000, None, None, "TEU")),
        ("约 4,680 万标箱", ("4,680 万标箱", 46800000, None, None, "TEU")),
        ("handled 1.2 million TEUs", ("1.2 million TEUs", 1200000, None, None, "TEU")),
    ],
)
def test_physical_units_glued_or_spaced(text: str, expected: tuple) -> None:
    assert quantities(text) == [expected]


@pytest.mark.parametrize("text", ["a 1990s design", "music of the 90s", "the 2020s"])
def test_a_decade_is_not_seconds(text: str) -> None:
    assert quantities(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("三到五天", ("三到五天", None, 3, 5, "day")),
        ("一至三个月", ("一至三个月", None, 1, 3, "month")),
        ("两三天", ("两三天", None, 2, 3, "day")),
        ("三四十家", ("三四十家", None, 30, 40, None)),
        ("功率 40W 到 65W", ("40W 到 65W", None, 40, 65, "W")),
        ("功率 40 到 65W", ("40 到 65W", None, 40, 65, "W")),
        ("$1.10 to $3.40 per hour", ("$1.10 to $3.40 per hour", None, 1.1, 3.4, "USD/hour")),
        ("7B to 32B parameters", ("7B to 32B parameters", None, 7e9, 32e9, "parameter")),
        ("two to three weeks", ("two to three weeks", None, 2, 3, "week")),
        ("between two and four nodes", ("two and four", None, 2, 4, None)),
        ("8-16GB", ("8-16GB", None, 8, 16, "GB")),
    ],
)
def test_ranges_across_words_and_units(text: str, expected: tuple) -> None:
    assert quantities(text) == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("提供四种方案", ("四种", 4, None, None, None)),
        ("发布两款芯片", ("两款", 2, None, None, None)),
        ("部署三台服务器", ("三台", 3, None, None, None)),
        ("集成五颗芯片", ("五颗", 5, None, None, None)),
        ("二十多家公司", ("二十多家", 20, None, None, None)),
        ("十余款产品", ("十余款", 10, None, None, None)),
        ("十天后", ("十天", 10, None, None, "day")),
        ("一个月内", ("一个月", 1, None, None, "month")),
        ("共 12 套系统", ("12 套", 12, None, None, None)),
    ],
)
def test_counted_chinese_nouns(text: str, expected: tuple) -> None:
    assert quantities(text) == [expected]


@pytest.mark.parametrize(
    "text",
    ["一家公司推出一种方法", "一款芯片", "数十家厂商", "代号一二三", "豆包 Seed 2.0 支持长上下文"],
)
def test_articles_vague_counts_and_verbs_are_not_counts(text: str) -> None:
    assert quantities(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("显存占用降低了三成", [("三成", 30, None, None, "%")]),
        ("约七成用户选择包月", [("七成", 70, None, None, "%")]),
        ("价格一成不变", []),
        ("八成新的二手卡", []),
    ],
)
def test_tenths_said_in_chinese_are_a_percentage(text: str, expected: list) -> None:
    assert quantities(text) == expected


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("上下文 64K（65,536）", [64000, 65536]),
        ("最大 64K（即 65,536）", [64000, 65536]),
        ("a 128K (131,072 tokens) window", [128000, 131072]),
        ("1.2 亿元（约 1,660 万美元）", [120000000, 16600000]),
    ],
)
def test_a_figure_restated_in_parentheses_is_two(text: str, values: list) -> None:
    assert [q[1] for q in quantities(text)] == values


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("价格为每小时 1.1 美元", ("1.1 美元", 1.1, None, None, "USD/hour")),
        ("每小时 4～6 美元", ("4～6 美元", None, 4, 6, "USD/hour")),
        ("存储降至每 GB 0.14 元", ("0.14 元", 0.14, None, None, "CNY/GB")),
        ("每百万 tokens 2 元", ("2 元", 2, None, None, "CNY/1M tokens")),
        ("入门套餐每月 ¥9.9", ("¥9.9", 9.9, None, None, "CNY/month")),
        ("每百万输入 token 收费 2 元", ("2 元", 2, None, None, "CNY/1M tokens")),
        (
            "$0.50 per 1M input tokens",
            ("$0.50 per 1M input tokens", 0.5, None, None, "USD/1M tokens"),
        ),
    ],
)
def test_money_per_something_written_before_it(text: str, expected: tuple) -> None:
    assert quantities(text) == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "closed at CNY 61,200 per tonne",
            ("CNY 61,200 per tonne", 61200, None, None, "CNY/tonne"),
        ),
        (
            "EPS of $1.02 per diluted share",
            ("$1.02 per diluted share", 1.02, None, None, "USD/share"),
        ),
        ("Brent at $68.10 a barrel", ("$68.10 a barrel", 68.1, None, None, "USD/barrel")),
        ("modules at $0.19 per watt", ("$0.19 per watt", 0.19, None, None, "USD/W")),
        ("installed for $2.60/W", ("$2.60/W", 2.6, None, None, "USD/W")),
        ("power at €81 per MWh", ("€81 per MWh", 81, None, None, "EUR/MWh")),
        ("A10 at $0.75/hr per GPU", ("$0.75/hr per GPU", 0.75, None, None, "USD/GPU-hour")),
        ("storage at $0.07 per GB-month", ("$0.07 per GB-month", 0.07, None, None, "USD/GB-month")),
        ("组件报价 0.71 元/W", ("0.71 元/W", 0.71, None, None, "CNY/W")),
        ("碳酸锂每吨 7.6 万元", ("7.6 万元", 76000, None, None, "CNY/tonne")),
        ("房价 412 元/间夜", ("412 元/间夜", 412, None, None, "CNY/room-night")),
        ("租金 12.9 元/卡时", ("12.9 元/卡时", 12.9, None, None, "CNY/GPU-hour")),
        ("每卡每小时 7.1 元", ("7.1 元", 7.1, None, None, "CNY/GPU-hour")),
        ("月薪 1.8 万-3 万元", ("1.8 万-3 万元", None, 18000, 30000, "CNY/month")),
        ("连续包月 15 元", ("15 元", 15, None, None, "CNY/month")),
        ("全年收入 120 亿元", ("120 亿元", 12000000000, None, None, "CNY")),
    ],
)
def test_money_per_anything(text: str, expected: tuple) -> None:
    assert quantities(text) == [expected]


@pytest.mark.parametrize(
    ("text", "units"),
    [
        ("cut from $4.10 to $3.20 per GPU-hour", ["USD/GPU-hour", "USD/GPU-hour"]),
        ("€64 per MWh, down from €70 a month earlier", ["EUR/MWh", "EUR/MWh"]),
        ("由每卡每小时 7.1 元调整为 6.0 元", ["CNY/GPU-hour", "CNY/GPU-hour"]),
        ("中位价 12.9 元/卡时，上周为 13.6 元", ["CNY/GPU-hour", "CNY/GPU-hour"]),
        ("$3 per GB. The setup fee is $50.", ["USD/GB", "USD"]),
    ],
)
def test_money_shares_its_per_unit_with_the_figure_it_is_compared_with(
    text: str, units: list
) -> None:
    assert [q[4] for q in quantities(text)] == units


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("sales grew 28% to 64,100 units", [(28, None, None), (64100, None, None)]),
        ("tickets cost $5-10", [(None, 5, 10)]),
        ("月收入 8,000 元至 1.2 万元", [(None, 8000, 12000)]),
    ],
)
def test_a_unit_after_the_low_ends_a_range(text: str, expected: list) -> None:
    assert [q[1:4] for q in quantities(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("4x 16TB drives", [("4x", 4, None, None, None), ("16TB", 16, None, None, "TB")]),
        ("8x RTX 4090 boxes", [("8x RTX 4090", 8, None, None, "GPU")]),
        ("a 4C rate", [("4C", 4, None, None, "C")]),
        ("22.4 kWh/100 km", [("22.4 kWh/100 km", 22.4, None, None, "kWh/100km")]),
        ("stores 900 Wh/L", [("900 Wh/L", 900, None, None, "Wh/L")]),
        ("uses 51 kWh/kg", [("51 kWh/kg", 51, None, None, "kWh/kg")]),
        ("电耗 4.4 kWh/Nm³", [("4.4 kWh/Nm³", 4.4, None, None, "kWh/Nm³")]),
        (
            "needs 13.2 MWh of power per tonne",
            [("13.2 MWh of power per tonne", 13.2, None, None, "MWh/tonne")],
        ),
        ("体积 61 立方厘米", [("61 立方厘米", 61, None, None, "cm³")]),
        ("提供 40 学时培训", [("40 学时", 40, None, None, "hour")]),
        ("零下 18°C", [("零下 18°C", -18, None, None, "°C")]),
        ("minus 30°C", [("minus 30°C", -30, None, None, "°C")]),
        ("plus or minus 5%", [("5%", 5, None, None, "%")]),
    ],
)
def test_counts_written_with_x_and_more_units(text: str, expected: list) -> None:
    assert quantities(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Call 1-800-555-0199 today",
        "my old number 555-0123, lol",
        "客服电话 400-800-1234。",
        "联系电话：0571-8888 6666",
        "别打 139 0000 1234 了",
        "地铁 4 号线",
        "今天上午 10 时开通",
        "晚上 8 点举行",
        "截至 11 月 20 日 18 时",
        "平台上线 4090 单卡实例",
        "“天枢 5”正式发布",
        "启明 3.0 技术报告",
        "8.4 及更早版本",
        "三元电池装车量",
        "Patch 3.1 notes\n\nPatch 3.1 goes live today.",
        "ServeKit 2.4 is a tool.",
    ],
)
def test_phones_times_names_and_versions_are_not_quantities(text: str) -> None:
    assert quantities(text) == []


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("并发 64 时吞吐最高", [64]),
        ("（最小 60，默认 600）", [60, 600]),
        ("8 卡 4090 整机", [8]),
        ("上午 9 时 40 分点火，飞行 76 秒", [76]),
        ("up from 63.0 last year", [63]),
        ("thanks to 9,800 beta testers", [9800]),
        ("Jobs\n\nOur 250-bed hospital", [250]),
    ],
)
def test_figures_beside_times_names_and_versions_stay(text: str, values: list) -> None:
    assert [q[1] for q in quantities(text)] == values


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("nearly three times the average", ("three times", 3, None, None, "x")),
        ("up five percent", ("five percent", 5, None, None, "%")),
        ("its two USB-C ports", ("two", 2, None, None, None)),
        ("three of them shipped", ("three", 3, None, None, None)),
        ("a three-port charger", ("three-port", 3, None, None, None)),
        ("三口同时输出", ("三口", 3, None, None, None)),
        ("跑坏了两双鞋", ("两双", 2, None, None, None)),
        ("8 核低功耗", ("8 核", 8, None, None, None)),
        ("四盘位 NAS", ("四盘", 4, None, None, None)),
        ("会期两天", ("两天", 2, None, None, "day")),
    ],
)
def test_more_counts_in_words(text: str, expected: tuple) -> None:
    assert quantities(text) == [expected]


def test_the_one_before_is_not_a_count() -> None:
    assert quantities("前一周为 14.8 元") == [("14.8 元", 14.8, None, None, "CNY")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Corvid runs ResNet-50 inference at 9,800 images per second at INT8",
            ("9,800 images per second", 9800, None, None, "images/s"),
        ),
        (
            "throughput rises to 240K queries per second",
            ("240K queries per second", 240000, None, None, "requests/s"),
        ),
        (
            "Each arm averaged 1,150 picks per hour",
            ("1,150 picks per hour", 1150, None, None, "picks/hour"),
        ),
        (
            "kept 80% of capacity after 7,000 full cycles",
            ("7,000 full cycles", 7000, None, None, "cycle"),
        ),
        ("电费一个月差不多 1,400 块。", ("1,400 块", 1400, None, None, "CNY")),
    ],
)
def test_rates_cycles_and_loose_money_carry_their_unit(text: str, expected: tuple) -> None:
    assert expected in quantities(text)


def test_a_block_of_things_is_a_count_not_money() -> None:
    assert quantities("装了 3 块电池") == [("3 块", 3, None, None, None)]


def test_a_months_amount_does_not_take_an_hourly_price_unit() -> None:
    found = quantities("按每卡每小时 12 元折算，一台整机的月租约为 6.9 万元")
    assert [(q[0], q[4]) for q in found] == [("12 元", "CNY/GPU-hour"), ("6.9 万元", "CNY")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("That is roughly double the first generation's.", [("double", 2, "x")]),
        ("The new chip is twice as fast as the old one.", [("twice", 2, "x")]),
        ("Output is nearly triple what v1 managed.", [("triple", 3, "x")]),
        # a verb, or a word of how often, is no multiplier
        ("The plant will triple its production capacity.", []),
        ("Charged at the 400 kW charger, twice.", [("400 kW", 400, "kW")]),
    ],
)
def test_a_multiplier_in_words_is_a_quantity_where_a_comparison_follows(
    text: str, expected: list[tuple]
) -> None:
    assert [(t, v, u) for t, v, _, _, u in quantities(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("生成速度约为每秒 22 个 token。", ("每秒 22 个 token", 22, "tokens/s")),
        ("单节点可达每秒 18 万行。", ("每秒 18 万行", 180000, "row/s")),
        ("每秒能出 7 个 token 左右。", ("每秒能出 7 个 token", 7, "tokens/s")),
    ],
)
def test_a_count_after_per_second_is_a_rate(text: str, expected: tuple) -> None:
    assert [(t, v, u) for t, v, _, _, u in quantities(text)][0] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("output was 342.5 Mt in September", ("342.5 Mt", 342500000, None, None, "tonne")),
        ("imports of 12 kt of copper", ("12 kt", 12000, None, None, "tonne")),
        ("emissions near 1.2 Gt a year", ("1.2 Gt", 1200000000, None, None, "tonne")),
    ],
)
def test_tonnes_by_the_thousand_million_and_billion_are_tonnes(text: str, expected: tuple) -> None:
    assert quantities(text) == [expected]


@pytest.mark.parametrize(
    "text",
    ["Surveillance report, week 45", "results of the Phase 3 study", "Round 2 of the tender"],
)
def test_a_number_that_says_which_one_is_no_quantity(text: str) -> None:
    assert quantities(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "© 2026 Boxwell Lockers Ltd. Registered in England, company no. 11482093.",
        "Registration number 09814273, VAT reg applied for",
        "项目编号：0318，招标人为河湾市住建局",
        "（股份代号：2798）",
    ],
)
def test_a_registers_number_is_no_quantity(text: str) -> None:
    assert quantities(text) == []


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("今年双 11 活动期间成交额达 1,200 亿元", [("1,200 亿元", "CNY")]),
        ("双11 当天揽收包裹 1.16 亿件", [("1.16 亿件", None)]),
        ("恒康制药（300952）：集采影响可控", []),
        ("东海港务（601872.SH）点评：10 月集装箱量增长 6%", [("6%", "%")]),
        ("如有疑问，请拨打 400 服务热线。", []),
        ("生猪期货主力 2701 合约收于每吨 12,800 元", [("12,800 元", "CNY/tonne")]),
        # a figure in brackets after a word is a figure still
        ("营业收入（9.1 亿元）增长 12%", [("9.1 亿元", "CNY"), ("12%", "%")]),
    ],
)
def test_a_festival_a_stock_code_a_hotline_and_a_contract_are_no_quantities(
    text: str, kept: list[tuple]
) -> None:
    assert [(q.text, q.unit) for q in extract_text(text).quantities] == kept


def test_a_batch_size_is_a_quantity_though_a_named_batch_is_not() -> None:
    assert [q[0] for q in quantities("4.7K tokens/s at batch 64; Batch 3 shipped")] == [
        "4.7K tokens/s",
        "64",
    ]


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("电费一个月 1,400 块。", "CNY"),
        ("这台手机卖 2,999 块。", "CNY"),
        # with no word of money, 块 counts pieces: screens, not yuan
        ("全国影院银幕总数达 91,236 块，比 2025 年底净增 4,318 块。", None),
    ],
)
def test_a_bare_kuai_is_money_only_where_the_sentence_speaks_of_money(
    text: str, unit: str | None
) -> None:
    assert {q.unit for q in extract_text(text).quantities if q.text.endswith("块")} == {unit}


def test_a_projects_version_in_small_letters_is_no_figure() -> None:
    text = (
        "On twitter.json, quartzjson 1.4 now parses at 3.6 GB/s, 13% faster than simdjson 3.10 "
        "(3.18 GB/s). Upgrade quartzjson with cargo."
    )
    assert [q.text for q in extract_text(text).quantities] == ["3.6 GB/s", "13%", "3.18 GB/s"]
    # a figure after a verb or a measure word stays one
    assert [q.text for q in extract_text("Prices rose 3.1 and the index hit 4.5.").quantities] == [
        "3.1",
        "4.5",
    ]


def test_a_duration_in_two_units_stays_two_quantities_and_joins_into_one_figure() -> None:
    from pipeline.extractors.quantities import join_durations

    text = "换电时间缩短至 2 分 30 秒；充电 3 小时，20 分钟后可用。"
    found = extract_text(text).quantities
    assert [q.text for q in found] == ["2 分", "30 秒", "3 小时", "20 分钟"]  # as written
    joined = join_durations(text, found)
    assert [(q.text, q.value, q.unit) for q in joined] == [
        ("2 分 30 秒", 2.5, "min"),
        ("3 小时", 3, "hour"),  # a comma apart: two figures
        ("20 分钟", 20, "min"),
    ]


@pytest.mark.parametrize(
    "text", ["Comments (14)", "评论（32）", "Page revision 311.", "Build 2041 is out."]
)
def test_a_pages_tally_and_a_revision_are_no_quantities(text: str) -> None:
    assert quantities(text) == []


def test_a_count_of_comments_in_a_sentence_and_a_verb_build_keep_their_figures() -> None:
    assert [q[0] for q in quantities("Moderators removed 14 comments.")] == ["14"]
    assert [q[0] for q in quantities("It will build 1.2 GW of electrolysers a year.")] == ["1.2 GW"]


def test_the_hour_of_a_day_is_no_quantity_but_an_indexs_points_are() -> None:
    assert [q.text for q in extract_text("双十一当天 11 点，成交额突破 100 亿元").quantities] == [
        "100 亿元"
    ]
    assert [q.text for q in extract_text("沪指上涨 11 点").quantities] == ["11"]
