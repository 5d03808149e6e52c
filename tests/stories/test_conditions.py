"""Conditions: the set-up each claim holds under, read to its clause and its passage.

Fresh passages in both languages (../shared/CLAIMS.md), each through the real extractor.
"""

from __future__ import annotations

import re
from dataclasses import fields

from pipeline.i18n import default_glossary
from pipeline.records import Claim, Quantity
from pipeline.stories import story_claims
from pipeline.stories.conditions import Fig
from pipeline.stories.passages import Sentence

from .conftest import make_article

GLOSSARY = default_glossary()
ENGLISH_RUN = re.compile(r"[A-Za-z]{2,}\s+[a-z]{2,}")  # two English words in a row
HAN = re.compile(r"[\u4e00-\u9fff]")


def claims_of(text: str, owner: str = "tarnwave", **kw: str) -> tuple[Claim, ...]:
    return story_claims([make_article(text, owner=owner, **kw)], GLOSSARY)


def with_figure(claims: tuple[Claim, ...], number: str) -> Claim:
    """The claim holding a figure written `number` (with or without its unit)."""
    return next(
        c for c in claims if any(number in (f.text, f.text.split(" ")[0]) for f in c.figures)
    )


def english(claim: Claim) -> list[str]:
    return [c.en for c in claim.conditions]


def chinese(claim: Claim) -> list[str]:
    return [c.zh for c in claim.conditions]


def test_a_set_up_reaches_the_measurements_after_it_in_later_paragraphs() -> None:
    claims = claims_of(
        "We benchmarked Larkspur 2.0 on one node with 4x H100 GPUs, serving a 34B dense model "
        "in FP8 with 2K-token prompts and 256-token outputs. Concurrency stayed at 32 requests."
        "\n\nOutput throughput reached 5,100 tokens/s per GPU."
        "\n\nThe median time to first token was 180 ms."
    )
    set_up = [
        "a single node",
        "4 H100 GPUs",
        "34B dense model",
        "FP8",
        "2K-token prompts",
        "256-token outputs",
        "32 concurrent requests",
    ]
    assert english(with_figure(claims, "5,100 tokens/s")) == set_up
    assert english(with_figure(claims, "180 ms")) == ["median", *set_up]


def test_a_chinese_set_up_reaches_the_claims_after_it_in_chinese_words() -> None:
    claims = claims_of(
        "本次测试在单机 4 卡 H20 上进行，模型为 32B 稠密模型，FP8 精度，输入长度 2K token，"
        "输出 256 token，并发数 16。\n\n单卡输出吞吐达到 1,200 tokens/s。",
        owner="lingxi",
    )
    throughput = with_figure(claims, "1,200 tokens/s")
    assert chinese(throughput) == [
        "单机 4 张 H20",
        "32B 稠密模型",
        "FP8",
        "2K token 输入",
        "256 token 输出",
        "并发 16",
    ]
    assert english(throughput)[1:] == [
        "32B dense model",
        "FP8",
        "2K-token prompts",
        "256-token outputs",
        "16 concurrent requests",
    ]


def test_a_price_note_reaches_the_prices_before_and_after_it_but_not_other_hardware() -> None:
    claims = claims_of(
        "From March 1, on-demand A100 instances drop from $1.80 to $1.50 per GPU-hour. "
        "Prices are billed per minute, for 8x A100 nodes."
        "\n\nReserved A100 instances cost $1.10 per GPU-hour."
        "\n\nL40S instances stay at $0.90 per GPU-hour.",
        owner="cobaltline",
    )
    cut = with_figure(claims, "$1.50 per GPU-hour")
    assert english(cut) == ["From March 1", "billed per minute", "8 A100 GPUs"]
    assert chinese(cut) == ["3 月 1 日起", "按分钟结算", "8 张 A100"]
    assert english(with_figure(claims, "$1.10 per GPU-hour")) == [
        "billed per minute",
        "8 A100 GPUs",
    ]
    assert with_figure(claims, "$0.90 per GPU-hour").conditions == ()


def test_a_chinese_price_note_reaches_every_price_of_its_section() -> None:
    claims = claims_of(
        "自 3 月 1 日起，A100 按需实例价格由每卡每小时 12.00 元下调至 10.00 元。"
        "包年包月实例价格为每卡每小时 7.50 元。以上价格均为含税价，按秒结算。",
        owner="yunfan",
    )
    for figure in ("12.00 元", "7.50 元"):
        claim = with_figure(claims, figure)
        assert {"含税价", "按秒结算"} <= set(chinese(claim))
        assert {"tax-inclusive price", "billed per second"} <= set(english(claim))
    assert "from March 1" in english(with_figure(claims, "12.00 元"))
    assert "reserved" in english(with_figure(claims, "7.50 元"))


def test_periods_are_conditions_in_both_languages_and_a_dateline_is_not() -> None:
    en = claims_of(
        "On June 3, Brightloom updated its price list. Starting April 1, the Atlas tier "
        "costs $0.40 per million tokens in every region.",
        owner="brightloom",
    )
    tier = with_figure(en, "$0.40 per million tokens")
    assert [(c.kind, c.en, c.zh) for c in tier.conditions] == [
        ("period", "Starting April 1", "4 月 1 日起"),
        ("region", "in every region", "所有区域"),
    ]
    zh = claims_of("自 4 月 1 日起，Atlas 套餐价格为每百万 tokens 3 元。", owner="brightloom")
    assert [(c.kind, c.en) for c in with_figure(zh, "3 元").conditions] == [
        ("period", "from April 1")
    ]


def test_idle_counts_durations_and_model_sizes_are_not_claims() -> None:
    claims = claims_of(
        "The migration took three weeks and touched 9 files; decode latency fell from 90 ms to "
        "60 ms on a 70B-parameter model. The company employs 2,400 staff.",
        owner="brightloom",
    )
    assert [[f.text for f in c.figures] for c in claims] == [["90 ms", "60 ms"]]
    assert english(claims[0]) == ["70B model"]


def test_a_charge_time_holds_its_charge_window_temperature_and_charger() -> None:
    en = claims_of(
        "The pack charges from 20% to 80% in 15 minutes at 30°C on a 250 kW charger.",
        owner="halden",
    )
    assert [[f.text for f in c.figures] for c in en] == [["15 minutes"]]
    assert english(en[0]) == ["from 20% to 80%", "at 30°C", "250 kW charger"]
    assert chinese(en[0]) == ["20% 至 80%", "30°C", "250 kW 充电桩"]
    zh = claims_of("新电池包支持 4C 超充，20%-80% 充电仅需 15 分钟。", owner="henglu")
    assert [[f.text for f in c.figures] for c in zh] == [["15 分钟"]]
    assert chinese(zh[0]) == ["4C 超充", "20% 至 80%"]
    assert english(zh[0]) == ["4C ultra-fast charging", "from 20% to 80%"]


def test_a_condition_belongs_to_the_figure_of_its_clause() -> None:
    en = claims_of(
        "The Lyra 3 chip delivers 900 TOPS at INT8 and carries 128 GB of HBM.", owner="xinghe"
    )
    assert english(with_figure(en, "900")) == ["INT8"]
    assert with_figure(en, "128 GB").conditions == ()
    zh = claims_of("该芯片 INT8 算力为 900 TOPS，配备 128GB 显存。", owner="xinghe")
    assert chinese(with_figure(zh, "900")) == ["INT8"]
    assert with_figure(zh, "128GB").conditions == ()


def test_a_claims_own_hardware_replaces_the_set_ups_and_below_reaches_later_sections() -> None:
    claims = claims_of(
        "All results below were measured on one node with 8x H100 GPUs, serving a 70B model "
        "in FP8.\n\nScaling\n\nOn two nodes (16 GPUs), throughput per GPU is 1,610 tokens/s.",
    )
    scaled = with_figure(claims, "1,610 tokens/s")
    assert english(scaled) == ["2 nodes", "16 GPUs", "70B model", "FP8"]


def test_another_claimants_figure_does_not_take_the_reviewers_set_up() -> None:
    claims = claims_of(
        "We tested the review unit with 32 GB of memory and a 2 TB SSD. Its battery lasted "
        "14 hours. Brightloom claims up to 19 hours at 150 nits.",
        owner="benchline",
    )
    assert english(with_figure(claims, "14 hours")) == ["32 GB of memory", "2 TB SSD"]
    assert english(with_figure(claims, "19 hours")) == ["at 150 nits"]


def test_a_set_up_clause_about_another_engine_does_not_reach_a_claim_about_this_one() -> None:
    claims = claims_of(
        "Fernwick's chart was produced with EP16DP16, while vLLM ran as DEP8, and we swept "
        "batch sizes from 4 to 128. At a 65,536-token context, vLLM lands within 5% of "
        "Fernwick's published results.",
        owner="vllm",
        publisher="vLLM Blog",
    )
    gap = with_figure(claims, "5%")
    assert english(gap) == ["a 65,536-token context", "DEP8", "batch sizes 4 to 128"]


def test_notes_about_figures_already_given_reach_back() -> None:
    shipments = claims_of(
        "Brightloom shipped 4.1 million units in the second quarter, and Kessel shipped 3.9 "
        "million.\n\nThese figures count sell-in to retailers.",
        owner="tidemark",
    )
    for figure in ("4.1 million", "3.9 million"):
        assert "count sell-in to retailers" in english(with_figure(shipments, figure))
    cell = claims_of(
        "Halden says the cell offers 1.4x the energy density and 1.2x the cycle life of its "
        "predecessor. Both figures come from tests on a 50 Ah cell at 25°C.",
        owner="press",
    )
    # two measures, two claims; the note reaches back to both
    assert [[f.text for f in c.figures] for c in cell] == [["1.4x"], ["1.2x"]]
    assert [english(c) for c in cell] == [["50 Ah", "at 25°C"]] * 2


def test_a_note_that_names_its_measure_reaches_the_claims_of_that_measure() -> None:
    claims = claims_of(
        "Kivo X1 offers up to 18 hours of battery life.\n\nKivo X2 offers up to 22 hours of "
        "battery life.\n\nBattery life measured with video playback at 150 nits.",
        owner="kivo",
    )
    for figure in ("18 hours", "22 hours"):
        claim = with_figure(claims, figure)
        assert english(claim) == ["video playback", "at 150 nits"]
        assert chinese(claim) == ["视频播放", "150 nits 亮度"]


def test_a_leading_with_clause_names_a_configuration() -> None:
    claims = claims_of("With speculative decoding on, decode speed rose to 140 tokens/s.")
    assert [(c.en, c.zh) for c in with_figure(claims, "140 tokens/s").conditions] == [
        ("speculative decoding on", "开启投机解码")
    ]


def test_markets_and_memory_of_a_price_in_both_languages() -> None:
    claims = claims_of("In Japan the phone costs ¥98,000 with 256 GB of storage.", owner="kivo")
    price = claims[0]
    assert [(c.en, c.zh) for c in price.conditions] == [
        ("In Japan", "日本"),
        ("256 GB of storage", "256 GB 存储"),
    ]


def test_condition_texts_hold_no_run_of_the_other_language() -> None:
    passages = [
        "We benchmarked Larkspur 2.0 on one node with 4x H100 GPUs, serving a 34B dense model "
        "in FP8 at a batch size of 16. Output throughput reached 5,100 tokens/s per GPU.",
        "Starting April 1, the Atlas tier costs $0.40 per million tokens in every region, "
        "billed per second. All prices are in US dollars and exclude tax.",
        "在 INT8 精度、batch size 32 的条件下，ResNet-50 推理吞吐达到每秒 9,000 张图片。",
        "自 3 月 1 日起，包年包月实例价格为每卡每小时 7.50 元。以上价格均为含税价。",
    ]
    conditions = [c for text in passages for claim in claims_of(text) for c in claim.conditions]
    assert len(conditions) >= 12
    for condition in conditions:
        assert not HAN.search(condition.en), condition
        assert not ENGLISH_RUN.search(condition.zh), condition


def test_brightness_is_a_condition_at_a_test_point_and_a_finding_at_its_peak() -> None:
    claims = claims_of(
        "The panel reaches a peak brightness of 2,800 nits. Looping a 4K video at 200 nits, "
        "the laptop lasted 16.5 hours.",
        owner="benchline",
    )
    assert [f.text for c in claims for f in c.figures] == ["2,800 nits", "16.5 hours"]
    assert "at 200 nits" in english(with_figure(claims, "16.5 hours"))


def test_a_set_up_sentence_about_another_vendors_curve_does_not_reach_our_claim() -> None:
    claims = claims_of(
        "Halvard's decode curve was measured with TP8, 16 experts and a 96-token replay. "
        "Our run used TP4 on H200 with a 64-token replay. "
        "Fernwick's TP4 decode reached 2,400 tokens/s per GPU.",
        owner="fernwick",
    )
    ours = english(with_figure(claims, "2,400 tokens/s"))
    assert "a 96-token replay" not in ours and "16 experts" not in ours


def test_a_set_up_for_the_figures_below_reaches_the_cells_of_a_table_in_a_later_section() -> None:
    claims = claims_of(
        "性能数据\n\n以下数据均在单卡上测得，输入序列长度 8192，精度 BF16。"
        "\n\nFlashAttention 前向\n\n| 指标 | 曜石 X2 | 曜石 X1 |\n\n| 吞吐 (TFLOPS) | 286 | 173 |",
        owner="yaosuan",
    )
    for cell in ("286", "173"):
        assert [c.text for c in with_figure(claims, cell).conditions] == [
            "单卡",
            "输入序列长度 8192",
            "BF16",
        ]


def test_all_numbers_below_reach_a_table_under_the_next_heading() -> None:
    claims = claims_of(
        "Performance\n\nAll numbers below were measured on a single H100 GPU in FP8."
        "\n\nDecode\n\n| Model | Larkspur 2.0 | Larkspur 1.5 |\n\n| Throughput (tokens/s) | 5,100 | 3,900 |"
    )
    for cell in ("5,100", "3,900"):
        assert "FP8" in [c.text for c in with_figure(claims, cell).conditions]


def test_a_rig_is_no_condition_of_what_the_rig_cost_in_plain_chinese_money() -> None:
    claims = claims_of(
        "把 72B 模型在两台机器（每台 4 张 L20，共 8 卡）上跑起来了，用的是 AWQ 4bit 量化。"
        "\n\n单用户生成速度大概 28 tokens/s。整套机器电费一个月差不多 1,400 块，"
        "机器是二手收的，一共花了 19 万。",
        owner="moyu",
    )
    assert "AWQ 4bit" in [c.text for c in with_figure(claims, "28 tokens/s").conditions]
    assert [c.text for c in with_figure(claims, "1,400 块").conditions] == ["一个月"]
    # a Chinese clause without a figure sets up the clause after it, not the one before
    assert [c.text for c in with_figure(claims, "19 万").conditions] == ["二手"]


def test_a_table_whose_first_column_is_the_batch_size_gives_each_row_its_batch() -> None:
    claims = claims_of(
        "Decode\n\n测试配置：64 张 H20，上下文 64K，batch size 8～256。"
        "\n\n| batch size | 每卡输出吞吐 (tokens/s) | 单用户速度 (tokens/s) |"
        "\n\n| 8 | 410 | 51 |\n\n| 256 | 3,560 | 14 |",
        owner="fanxing",
    )
    first = with_figure(claims, "410")
    assert first.subject["zh"] != "8"  # the row's label is its set-up, not what it is about
    assert [c.text for c in first.conditions][:2] == ["8", "64 张 H20"]
    assert (first.conditions[0].en, first.conditions[0].zh) == ("batch size 8", "批大小 8")
    # the sweep the set-up names is said beside the row's own batch, not folded into it
    assert "8～256" in [c.text for c in first.conditions]
    assert with_figure(claims, "14").conditions[0].en == "batch size 256"


def test_a_benchmark_score_row_names_the_test_it_is_a_score_of() -> None:
    claims = claims_of(
        "Benchmarks\n\n| Test | Marlow Slate Pro | Kivo Book Air |"
        "\n\n| Multi-core score | 14,210 | 12,880 |\n\n| Weight (kg) | 1.24 | 1.18 |",
        owner="benchline",
    )
    score = with_figure(claims, "12,880").conditions
    assert [(c.kind, c.en, c.zh) for c in score] == [("workload", "Multi-core score", "多核跑分")]
    assert with_figure(claims, "1.18").conditions == ()


def test_a_price_note_about_one_instance_does_not_reach_the_price_of_another() -> None:
    claims = claims_of(
        "On-demand H200 instances drop from $3.40 to $2.90 per GPU-hour. Prices are billed per "
        "second, for 8x H200 nodes with 2 TB of local NVMe."
        "\n\nSpot capacity stays at $1.45 per GPU-hour, and nothing changes for H100 instances, "
        "which remain at $2.25 per GPU-hour on demand.",
        owner="nimbic",
    )
    assert "8x H200" in [c.text for c in with_figure(claims, "$1.45").conditions]
    assert with_figure(claims, "$2.25").conditions == ()


def test_the_day_a_figure_was_said_is_not_a_period_it_covers() -> None:
    said = claims_of(
        "Marlow Systems said on October 21 that Quince 2 reaches 1,200 tokens/s per GPU."
    )
    assert with_figure(said, "1,200 tokens/s").conditions == ()
    covered = claims_of(
        "Halberd Auto delivered 48,310 vehicles in October, the company said on Saturday."
    )
    assert english(with_figure(covered, "48,310")) == ["in October"]


def test_a_date_right_after_jiao_dates_the_baseline_not_the_figure() -> None:
    claims = claims_of(
        "天晶光能的 HJT 电池转换效率达到 26.8%，较今年 3 月创下的 26.3% 提升 0.5 个百分点。",
        owner="tianjing",
    )
    assert "今年" not in [c.text for c in with_figure(claims, "26.8%").conditions]


def test_a_test_set_up_reaches_battery_life_but_not_weight() -> None:
    claims = claims_of(
        "本次横评的三台机器均为 16GB 内存、1TB 硬盘的版本。"
        "\n\n测试结果\n\n| 项目 | 澜镜 Book S | 青禾 AirBook |"
        "\n\n| 视频续航（小时） | 18.5 | 15.2 |\n\n| 重量（kg） | 1.21 | 1.09 |",
        owner="pingce",
    )
    assert [c.text for c in with_figure(claims, "15.2").conditions] == ["16GB 内存", "1TB 硬盘"]
    assert with_figure(claims, "1.09").conditions == ()


def test_counts_of_stores_cities_customers_and_machines_are_not_claims() -> None:
    claims = claims_of(
        "Our second-generation LMFP pack, now shipping to two commercial-vehicle customers, "
        "costs $78 per kWh. Ardent now runs 210 stores in 48 Chinese cities. Xinghe says more "
        "than 20 cloud and telecom customers are evaluating the chip.",
        owner="ardent",
    )
    assert [[f.text for f in c.figures] for c in claims] == [["$78 per kWh"]]
    zh = claims_of(
        "本次横评的三台机器均为 16GB 内存的版本。澜镜 Book S 视频续航 18.5 小时。"
        "青禾 AirBook 是三台中最轻的，重 1.09 kg。",
        owner="lanjing",
    )
    assert [[f.text for f in c.figures] for c in zh] == [["18.5 小时"], ["1.09 kg"]]


def test_a_charging_rate_is_the_charger_of_a_charge_time_not_a_claim() -> None:
    claims = claims_of(
        "Built on Ardent's 800 V platform, the car adds 400 km of CLTC range in 10 minutes at "
        "the company's own 5C charging stations.",
        owner="ardent",
    )
    assert [[f.text for f in c.figures] for c in claims] == [["10 minutes"]]
    assert "5C charging stations" in english(claims[0])


def test_the_number_format_sets_a_chips_speed_not_its_power_draw() -> None:
    claims = claims_of(
        "We ran the ResNet-50 benchmark at INT8 on a retail Corvid module with a batch size of "
        "16. The module sustained 7,900 images per second. Power draw settled at 38 W.",
        owner="siliconward",
    )
    assert "INT8" in english(with_figure(claims, "7,900"))
    assert "INT8" not in english(with_figure(claims, "38 W"))


def test_from_today_on_bounds_no_price() -> None:
    claims = claims_of(
        "即日起，该集群面向企业客户开放，包月价格为每卡每小时 15.80 元。", owner="xingyuan"
    )
    assert not any("即日" in c for c in chinese(with_figure(claims, "15.80 元")))


def test_a_parts_spec_in_a_chinese_spec_list_is_of_that_part_only() -> None:
    claims = claims_of(
        "#Kivo Nova Ultra# 今晚登陆欧洲！6.8 英寸屏幕，峰值亮度 3200 nits，6000mAh 大电池，"
        "支持 100W 有线快充。",
        owner="kivo",
    )
    assert chinese(with_figure(claims, "3200 nits")) == ["6.8 英寸屏幕"]
    assert chinese(with_figure(claims, "6000mAh")) == []
    assert chinese(with_figure(claims, "100W")) == []


def test_what_moves_a_forecast_is_no_condition_of_it() -> None:
    claims = claims_of(
        "我们预计，随着 H20 与国产卡供给增加，明年一季度月租价格可能进一步下探至 6 万元以下。",
        owner="suanli",
    )
    assert "H20" not in chinese(with_figure(claims, "6 万元"))


def test_a_multiple_at_the_same_power_holds_with_the_power_held() -> None:
    claims = claims_of(
        "Corvid runs ResNet-50 inference at 9,800 images per second, while drawing 35 W. That is "
        "3.2x the throughput of its predecessor, the Lark module, at the same power.",
        owner="norvane",
    )
    claim = with_figure(claims, "3.2x")
    assert english(claim) == ["at the same power"]
    assert chinese(claim) == ["同等功耗下"]


def test_a_power_rating_at_peak_holds_under_no_trial() -> None:
    claims = claims_of(
        "Over a six-week trial at a 40,000 m² grocery distribution center, 24 Gantrix Pick arms "
        "worked two shifts a day.\n\nEach arm averaged 1,150 picks per hour.\n\n"
        "The arms drew 2.8 kW each at peak.",
        owner="gantrix",
    )
    assert "six-week trial" in english(with_figure(claims, "1,150 picks per hour"))
    assert english(with_figure(claims, "2.8 kW")) == ["at peak"]


def test_a_power_supply_bears_on_power_not_on_speed() -> None:
    claims = claims_of(
        "I've had four Norvane Kestrel cards in one box for about two months now, on a 1,600 W "
        "PSU. With a 32B model in Q4, I get 71 tokens/s single-user. Idle draw for the whole box "
        "is 180 W.",
        owner="forum-user",
    )
    assert not any("PSU" in c for c in english(with_figure(claims, "71 tokens/s")))
    assert any("PSU" in c for c in english(with_figure(claims, "180 W")))


def test_a_rig_sized_in_gpus_sets_up_what_is_measured_on_it() -> None:
    claims = claims_of(
        "星垣云今日宣布，H200 智算集群正式上线，单集群规模 4096 卡，节点间采用 400Gb/s RoCE 网络。"
        "在 70B 模型预训练任务中，集群线性加速比达到 92%。",
        owner="xingyuan",
    )
    assert not any("RoCE" in c for c in chinese(with_figure(claims, "4096 卡")))
    assert any("RoCE" in c for c in chinese(with_figure(claims, "92%")))


def test_a_multiple_on_the_same_box_holds_on_the_box_before_it() -> None:
    claims = claims_of(
        "Pallas v3 is live. On 4x B200 with a 120B MoE model and 8K context, it decodes at "
        "212 tokens/s per user at P90. That's 1.9x Pallas v2 on the same box.",
        owner="stellate",
    )
    # the box, not the percentile the speed before it is read at
    box = [c for c in english(with_figure(claims, "212 tokens/s")) if c != "P90"]
    assert english(with_figure(claims, "1.9x")) == box
    assert box


def test_a_timed_run_holds_on_its_course_and_in_its_mode() -> None:
    claims = claims_of(
        "本期我们在封闭场地对青峰 X9 双电机版进行了加速测试。测试当天气温 12°C，电量 90%，开启弹射模式。"
        "五次测试中最好成绩为 3.6 秒。",
        owner="chezhi",
    )
    claim = with_figure(claims, "3.6 秒")
    assert {"封闭场地", "弹射模式"} <= set(chinese(claim))
    assert {"on a closed course", "launch mode"} <= set(english(claim))


def test_a_chinese_figures_own_period_reaches_only_its_breakdown() -> None:
    claims = claims_of(
        "2026 年第三季度中国智能手机市场出货量为 7,350 万台，同比增长 3%。其中，澜镜出货 1,180 万台，"
        "市场份额 16%；Kivo 出货 1,090 万台，份额 15%。\n\n"
        "本季度公司实现营业收入 182.4 亿元，同比增长 23%。归属于上市公司股东的净利润 21.6 亿元。",
        owner="xinmou",
    )
    assert any("第三季度" in c for c in chinese(with_figure(claims, "1,090 万台")))
    assert not any("季度" in c for c in chinese(with_figure(claims, "21.6 亿元")))


def test_how_often_something_happened_is_no_multiple() -> None:
    claims = claims_of(
        "Nimbus Archive storage drops to $0.020 per GB-month. We have cut storage prices "
        "three times since the service launched, and our archive tier is four times cheaper "
        "than hot storage.",
        owner="nimbus",
    )
    assert not any(f.text == "three times" for c in claims for f in c.figures)
    assert any(f.text == "four times" for c in claims for f in c.figures)


def test_prices_per_gpu_and_billed_per_second_are_two_terms() -> None:
    claims = claims_of(
        "Spot H200 capacity stays at $1.45 per GPU-hour. Prices are per GPU and billed per second.",
        owner="lumo",
    )
    claim = with_figure(claims, "$1.45")
    assert english(claim) == ["per GPU", "billed per second"]
    assert chinese(claim) == ["按卡计费", "按秒结算"]


def test_a_row_labels_level_in_brackets_is_the_cells_scope() -> None:
    claims = claims_of(
        "Electrical\n\n| Parameter | Value |\n\n| Nominal energy | 96 kWh |"
        "\n\n| Gravimetric energy density (pack) | 176 Wh/kg |",
        owner="norhavn",
    )
    density = with_figure(claims, "176 Wh/kg").conditions
    assert [(c.kind, c.text, c.en, c.zh) for c in density] == [
        ("scope", "(pack)", "at pack level", "电池包层面")
    ]
    assert with_figure(claims, "96 kWh").conditions == ()


def test_a_while_doing_clause_is_measured_on_the_run_before_it() -> None:
    claims = claims_of(
        "In Norvane's tests, Osprey runs ResNet-50 inference at 6,200 images per second at INT8 "
        "with a batch size of 8, while drawing 22 W.",
        owner="norvane",
    )
    # the run's workload and batch; the number format sets the speed, not the watts
    assert english(with_figure(claims, "22 W")) == ["ResNet-50", "batch size 8"]


def test_a_sentence_reads_the_same_wherever_it_stands() -> None:
    # a sentence is sorted relative to itself, once for every article that carries it: at the
    # top, or after a lead, or after a longer one ending the same, it gives the same claims
    passage = (
        "On 8 H200 GPUs with a 32K-token context, Pallas v3 served 3,900 tokens/s at batch "
        "size 64, 31% more than Pallas v2."
    )
    lead = "Tarnwave wrote up a week of serving tests in one long post for its readers.\n\n"
    longer = "Its lab moved to a new building this month, with a second rack of cards. " + lead
    read = [(claims_of(text + passage), len(text)) for text in ("", lead, longer)]
    assert len({len(claims) for claims, _ in read}) == 1
    for claims, shift in read:
        first = read[0][0]
        assert [c.start - shift for c in claims] == [c.start for c in first]
        assert [[(f.text, f.role) for f in c.figures] for c in claims] == [
            [(f.text, f.role) for f in c.figures] for c in first
        ]
        assert [english(c) for c in claims] == [english(c) for c in first]
        assert [chinese(c) for c in claims] == [chinese(c) for c in first]
    assert "8 H200 GPUs" in english(with_figure(read[2][0], "3,900"))


def test_the_sorting_copies_every_field_of_what_it_caches() -> None:
    # conditions._sorted_here copies quantities, sentences and figures field by field: a field
    # added to one of them is to be added there too
    assert [f.name for f in fields(Quantity)] == [
        "text", "start", "end", "value", "unit", "low", "high"
    ]  # fmt: skip
    assert [f.name for f in fields(Sentence)] == [
        "start", "end", "text", "kind", "section", "paragraph", "cells"
    ]  # fmt: skip
    assert [f.name for f in fields(Fig)] == [
        "q", "kind", "condition", "text", "detail", "start", "end", "nodes"
    ]  # fmt: skip


def test_a_notice_period_is_a_term_of_the_offer_not_a_finding() -> None:
    from pipeline.i18n import default_glossary
    from pipeline.stories import story_claims

    article = make_article(
        "Spot instances can be reclaimed with two minutes' notice.", owner="halyard"
    )
    claims = story_claims([article], default_glossary())
    assert not any(f.text == "two minutes" for c in claims for f in c.figures)


def test_set_up_and_page_frame_figures_are_not_claims() -> None:
    """A chip's density before its name, a reading time, a unit's rating, the named units a
    project uses, a survey's sample and a company's head count and sites: no findings."""
    text = (
        "Ferrite Weekly\n\n"
        "*6 min read*\n\n"
        "Spot prices for 24Gb LPDDR6 chips rose to $9.10 from $8.40. Our survey covered 31 "
        "distributors. The park will use 60 of its TW-14 turbines, each rated at 14 MW, and "
        "the order totals 840 MW. At an average load of 88%, the plant consumed 510 MWh. "
        "Ferrite employs about 4,200 people at 12 locations."
    )
    claims = claims_of(text, owner="ferrite")
    found = {f.text for c in claims for f in c.figures}
    assert not found & {"24Gb", "6 min", "31", "60", "14 MW", "88%", "4,200", "12"}
    assert {"$9.10", "840 MW", "510 MWh"} <= found
    assert "24Gb" in [k.text for k in with_figure(claims, "$9.10").conditions]


def test_running_periods_are_conditions_and_a_start_date_is_not() -> None:
    """`over the same 14 days to March 3`, `over the past quarter`, `third-quarter`, `For
    2028` hold the figures; `went live in May` says when a thing began, not for when."""
    text = (
        "Line 3 results\n\n"
        "Line 3 went live in May. We measured it over the same 14 days to March 3: it made "
        "4,100 wafers. Over the past quarter, the line yielded 91.5%. Its third-quarter revenue "
        "was $2.1 billion. For 2028, it expects revenue of $9 billion."
    )
    claims = claims_of(text, owner="corvane")
    periods = {
        f: [c.text for c in with_figure(claims, f).conditions if c.kind == "period"]
        for f in ("4,100", "91.5%", "$2.1 billion", "$9 billion")
    }
    assert any("14 days to March 3" in p for p in periods["4,100"])
    assert not any("May" in p for p in periods["4,100"])
    assert any("past quarter" in p for p in periods["91.5%"])
    assert periods["$2.1 billion"] == ["third-quarter"]
    assert periods["$9 billion"] == ["For 2028"]


def test_where_whose_rate_and_which_test_are_conditions_of_their_figures() -> None:
    text = (
        "Voltara update\n\n"
        "Voltara now completes 81,000 sessions a week across Bavaria and Tyrol. The night rate "
        "for members falls to €0.41 per kWh. Contract prices for the service rose to €0.30 per "
        "kWh. The chip scored 9,800 in the Benchline 3 multi-core benchmark."
    )
    claims = claims_of(text, owner="voltara")
    assert "across Bavaria and Tyrol" in [c.text for c in with_figure(claims, "81,000").conditions]
    assert "for members" in [c.text for c in with_figure(claims, "€0.41 per kWh").conditions]
    assert "Contract prices" in [c.text for c in with_figure(claims, "€0.30 per kWh").conditions]
    tests = [c.text for c in with_figure(claims, "9,800").conditions if c.kind == "workload"]
    assert any("Benchline 3 multi-core benchmark" in t for t in tests)


def test_what_an_order_is_made_of_is_a_condition_of_that_order_not_of_the_next_claim() -> None:
    """`The project will use 50 of its HW-12 turbines, each rated at 12 MW.` describes the
    600 MW order before it; `Separately, … shipped 3.1 GW` does not stand on it."""
    text = (
        "Harrowind wins 600 MW order\n\n"
        "Harrowind Energy said on Tuesday it has won an order for 600 MW of offshore turbines. "
        "The project will use 50 of its HW-12 turbines, each rated at 12 MW.\n\n"
        "Separately, the company said it shipped 3.1 GW of turbines in the half."
    )
    claims = claims_of(text, owner="harrowind")
    order = [c.text for c in with_figure(claims, "600 MW").conditions]
    assert "50 of its HW-12 turbines" in order and "12 MW" in order
    assert not [c for c in with_figure(claims, "3.1 GW").conditions if c.kind == "hardware"]
    zh = "岚峰风电获 800MW 海上风机订单\n\n项目将采用 50 台单机容量 16MW 的 LF-16 机组。"
    figures = {f.text for c in claims_of(zh, owner="lanfeng") for f in c.figures}
    assert "50 台" not in figures


def test_a_cooling_method_is_a_configuration_of_its_measurement() -> None:
    text = "Hall C report\n\nHall C drew 8.2 MW at peak on immersion cooling."
    kinds = {
        c.text: c.kind for c in with_figure(claims_of(text, owner="corvane"), "8.2 MW").conditions
    }
    assert kinds.get("immersion cooling") == "configuration"


def test_a_running_span_keeps_the_year_it_is_of() -> None:
    text = "Harrowind results\n\nHarrowind shipped 3.1 GW of turbines in the first six months of the year."
    periods = [c.text for c in with_figure(claims_of(text, owner="harrowind"), "3.1 GW").conditions]
    assert any(p.endswith("six months of the year") for p in periods)


def test_a_count_of_sites_reached_is_still_a_finding() -> None:
    claims = claims_of(
        "Voltara update\n\nThe Voltara network is now live at 1,200 sites.", owner="voltara"
    )
    assert any(f.text.startswith("1,200") for c in claims for f in c.figures)


def test_a_training_run_set_up_gives_its_data_and_batch_to_the_results_after_it() -> None:
    claims = claims_of(
        "Quarrel-12B was trained on 512 H100 GPUs with 1.2 trillion tokens of web text and a "
        "global batch of 4 million tokens, in BF16."
        "\n\nTraining throughput held at 1.6 million tokens per second for the whole cluster."
    )
    assert [f.text for c in claims for f in c.figures] == ["1.6 million tokens per second"]
    held = english(claims[0])
    assert "512 H100 GPUs" in held and "BF16" in held
    assert any("1.2 trillion tokens" in c.text for c in claims[0].conditions)


def test_a_lead_phrase_that_runs_into_the_verb_is_no_frame_and_a_rating_names_the_unit() -> None:
    claims = claims_of(
        "At rated output the 2 MW stack makes 860 kg of hydrogen per day and draws 51 kWh per "
        "kilogram."
    )
    assert [f.text for c in claims for f in c.figures] == ["860 kg", "51 kWh per kilogram"]
    assert all("2 MW stack" in [k.text for k in c.conditions] for c in claims)


def test_figures_that_qualify_a_noun_are_conditions_not_claims() -> None:
    claims = claims_of(
        "The Wrenfield 8-high DRAM stack holds 24 GB per stack. "
        "Basic plans cost $9.99 a month for 200 messages. "
        "The Hollin link is rated at 180 Tb/s of design capacity over 12 fiber pairs. "
        "Median wait was 22 minutes for homes within 5 km of a depot. "
        "Boxes over 4 kg still go by truck. Sessions under 5 minutes are not counted."
    )
    said = [f.text for c in claims for f in c.figures]
    assert said == ["24 GB", "$9.99 a month", "180 Tb/s", "22 minutes"]
    stack = with_figure(claims, "24 GB")  # `8-high` is said once, by the subject or a condition
    assert "8-high" in stack.subject["en"] or "8-high" in [k.text for k in stack.conditions]
    assert "200 messages" in [k.text for k in with_figure(claims, "$9.99").conditions]
    assert "12 fiber pairs" in [k.text for k in with_figure(claims, "180 Tb/s").conditions]
    assert "within 5 km of a depot" in [
        k.text for k in with_figure(claims, "22 minutes").conditions
    ]


def test_versions_time_spent_and_battery_hours_are_sorted_by_their_words() -> None:
    claims = claims_of(
        "The phone's battery is rated at 30 hours of standby, or 5 hours of voice calls. "
        "The app update to 2.6 adds maps. We spent four weeks on the firmware."
    )
    assert [f.text for c in claims for f in c.figures] == ["30 hours", "5 hours"]


def test_the_state_a_machine_ran_in_and_the_basis_of_a_figure_are_conditions() -> None:
    claims = claims_of(
        "At full load the 4 MW stack draws 52 kWh per kilogram of hydrogen, an efficiency of "
        "64% on a lower-heating-value basis. From a cold start the stack needed 9 minutes to "
        "reach full load. Median time from checkout to doorstep was 24 minutes. "
        "The fab will start 20,000 wafers a month at full output."
    )
    assert "at full output" in [c.text for c in with_figure(claims, "20,000").conditions]
    assert "At full load" in [c.text for c in with_figure(claims, "52").conditions]
    assert "lower-heating-value basis" in [c.text for c in with_figure(claims, "64%").conditions]
    cold = with_figure(claims, "9 minutes")
    assert {"From a cold start", "full load"} <= {c.text for c in cold.conditions}
    assert "from checkout to doorstep" in english(with_figure(claims, "24 minutes"))
    assert "冷启动时" in chinese(cold)


def test_a_relative_period_dates_its_figure_not_the_day_a_figure_was_said() -> None:
    claims = claims_of(
        "Our vans made 12,600 stops across the Leeds depot area last month. "
        "A quarter earlier, the depot handled 9,800 stops. From 2027, Quayline will add 40 vans."
        "\n\nPellow published a 31-minute delivery time for its Leeds depot last week."
    )
    assert "last month" in english(with_figure(claims, "12,600"))
    assert "A quarter earlier" in english(with_figure(claims, "9,800"))
    assert "From 2027" in english(with_figure(claims, "40"))
    assert "last week" not in english(with_figure(claims, "31-minute"))


def test_an_appositive_figure_holds_under_the_conditions_of_the_clause_it_hangs_on() -> None:
    claims = claims_of(
        "At rated output the 2 MW stack draws 51 kWh per kilogram of hydrogen, a stack "
        "efficiency of 65% on a higher-heating-value basis."
    )
    efficiency = with_figure(claims, "65%")
    held = [c.text for c in efficiency.conditions]
    assert "2 MW stack" in held and "higher-heating-value basis" in held
    assert [f.role for f in efficiency.figures] == ["value"]  # `higher-heating`: a name, no rise


def test_how_long_a_tester_ran_the_thing_is_a_condition_of_what_it_measured() -> None:
    claims = claims_of(
        "We ran a Tarn-4 stack for 300 hours at rated load. Under those conditions it drew "
        "53.1 kWh per kilogram of hydrogen."
    )
    drew = with_figure(claims, "53.1")
    assert {"300 hours", "at rated load"} <= {c.text for c in drew.conditions}
    assert drew.subject["en"] == "Tarn-4"


def test_a_named_baseline_holds_under_the_period_of_what_it_is_compared_with() -> None:
    claims = claims_of(
        "We estimate Harrowgate shipped 44% of the world's NAND bits in the second quarter, "
        "18 percentage points more than Tillory's 26%."
    )
    tillory = next(c for c in claims if [f.text for f in c.figures] == ["26%"])
    assert "in the second quarter" in [c.text for c in tillory.conditions]


def test_what_hours_a_capacity_and_a_rate_are_of_are_conditions() -> None:
    claims = claims_of(
        "Tessaly rates the battery at 30 hours of standby, or 5 hours of voice calls. "
        "The earbuds last 7 hours, or 28 hours with the case. "
        "Its owners rate the Hollin cable at 180 Tb/s of design capacity. "
        "The plant makes 900 kg of ammonia per day; 250,000 rides a week stay as said."
    )
    assert "standby" in [c.text for c in with_figure(claims, "30 hours").conditions]
    assert "语音通话" in chinese(with_figure(claims, "5 hours"))
    assert "含充电盒" in chinese(with_figure(claims, "28 hours"))
    assert "design capacity" in [c.text for c in with_figure(claims, "180 Tb/s").conditions]
    assert "每天" in chinese(with_figure(claims, "900 kg"))


def test_a_service_area_and_list_prices_are_conditions() -> None:
    claims = claims_of(
        "Our vans made 12,600 stops across the Leeds delivery area last month. "
        "At list prices the cost per million output tokens falls to $0.21 from $0.26."
    )
    assert "across the Leeds delivery area" in english(with_figure(claims, "12,600"))
    assert "按标价" in chinese(with_figure(claims, "$0.21"))


def test_a_fine_tuning_set_up_an_index_sample_and_a_data_allowance_are_no_claims() -> None:
    claims = claims_of(
        "Corvane-8B was fine-tuned on 64 H100 GPUs with 40 billion tokens of instruction data."
        "\n\nSustained throughput was 610,000 tokens per second. Our index covers 18 carriers. "
        "Plans start at $15 a month for 10 GB of data."
    )
    assert [f.text for c in claims for f in c.figures] == [
        "610,000 tokens per second",
        "$15 a month",
    ]
    assert "64 H100 GPUs" in english(with_figure(claims, "610,000"))
    assert "10 GB of data" in [k.text for k in with_figure(claims, "$15").conditions]


def test_a_sentences_lead_holds_for_a_later_clause_about_the_same_thing() -> None:
    claims = claims_of(
        "At an outdoor temperature of 7°C the 12 kW unit delivers a coefficient of performance "
        "of 4.6, and it draws 2.6 kW. "
        "The phone's 6.1-inch display peaks at 2,000 nits, and its 4,500 mAh battery lasts "
        "a day."
    )
    assert {"7°C", "12 kW unit"} <= {c.text for c in with_figure(claims, "2.6 kW").conditions}
    assert "6.1-inch display" not in [c.text for c in with_figure(claims, "4,500 mAh").conditions]


def test_a_hyphened_duration_before_its_noun_names_the_thing_unless_it_is_the_result() -> None:
    claims = claims_of(
        "A four-hour grid battery now costs $181 per kWh. "
        "Harrowgate published a 21.5-minute fine-tuning time for its pods."
    )
    assert [f.text for c in claims for f in c.figures] == ["$181 per kWh", "21.5-minute"]


def test_a_road_tests_distance_and_a_units_denominator_are_no_claims() -> None:
    claims = claims_of(
        "We drove a Tarrow S4 for 900 km at 110 km/h. Over that loop it used 18.2 kWh per "
        "100 km, 9% more than the 16.7 kWh Tarrow quotes. Each turbine stood at 97% "
        "availability over the quarter."
    )
    used = with_figure(claims, "18.2 kWh")
    assert [f.role for f in used.figures] == ["value", "change", "baseline"]
    assert "900 km" in [c.text for c in used.conditions]
    assert [f.role for f in with_figure(claims, "97%").figures] == ["value"]


def test_a_radius_without_a_place_is_a_condition_too() -> None:
    claims = claims_of("We deliver to homes within 5 km in a median of 20 minutes.")
    assert [f.text for c in claims for f in c.figures] == ["20 minutes"]
    assert "within 5 km" in [c.text for c in claims[0].conditions]
    assert not any(ENGLISH_RUN.search(z) for z in chinese(claims[0]))


def test_the_stage_of_inference_a_figure_is_of_is_its_condition() -> None:
    claims = claims_of(
        "For prefill, small TP groups win. TP2 per-GPU throughput is 91% of TP1 (41.0K against "
        "45.1K tokens/s).\n\n"
        "在 decode 阶段，开启 EPLB 后负载均衡度从 0.41 提升至 0.90。"
    )
    assert [c.en for c in with_figure(claims, "91%").conditions] == ["prefill"]
    assert [c.zh for c in with_figure(claims, "0.41").conditions] == ["decode 阶段"]


def test_the_percentile_a_speed_is_read_at_is_its_condition() -> None:
    claims = claims_of(
        "On 2x H200 the engine decodes at P90 188 tokens/s per user. Time to first token was "
        "410 ms at p99."
    )
    assert "P90" in [c.en for c in with_figure(claims, "188").conditions]
    assert "P99" in [c.en for c in with_figure(claims, "410 ms").conditions]


def test_the_phase_of_a_plant_a_capacity_is_of_is_its_condition() -> None:
    claim = with_figure(
        claims_of(
            "The desalination works near Perth can treat 150 megalitres a day in its first phase, "
            "the operator said.",
            owner="press",
        ),
        "150",
    )
    assert ("scope", "first phase", "首期") in [(c.kind, c.en, c.zh) for c in claim.conditions]


def test_a_sentence_that_says_what_the_runs_stood_on_gives_its_figures_to_the_table_after() -> None:
    # the figures all stand after `collected on`: what was set up, not findings of their own
    claims = claims_of(
        "Quillmark parser benchmarks\n\n"
        "All timings below were collected on a 24-core workstation (128 GB RAM) over 3 million "
        "log lines.\n\n"
        "Quillmark 3 parses 210,000 lines per second, against 90,000 for Quillmark 2."
    )
    assert not [c for c in claims if any(f.text.startswith("128") for f in c.figures)]
    assert {"128 GB RAM", "3 million log lines"} <= set(english(with_figure(claims, "210,000")))


def test_a_figure_between_the_set_up_verb_and_its_preposition_is_what_was_measured() -> None:
    claims = claims_of("Ferrow road test\n\nWe measured 412 km of range on the WLTP cycle.")
    assert [f.text for f in with_figure(claims, "412 km").figures] == ["412 km"]


def test_a_rate_note_gives_its_terms_and_tier_to_the_prices_after_it() -> None:
    claims = claims_of(
        "Brightwater tariff\n\n"
        "All rates are in euros per kWh, for the first 500 kWh each month, with network "
        "charges included.\n\n"
        "The day rate is €0.31 per kWh and the night rate €0.19 per kWh."
    )
    night = english(with_figure(claims, "€0.19"))
    assert "for the first 500 kWh each month" in night
    assert "with network charges included" in night


def test_what_a_price_holds_without_is_its_basis_but_an_event_after_it_is_not() -> None:
    kiln = with_figure(
        claims_of("Kestrel kiln launch\n\nThe Kestrel 40 kiln sells for £3,450 excluding VAT."),
        "£3,450",
    )
    assert english(kiln) == ["excluding VAT"]
    assert chinese(kiln) == ["不含 VAT"]
    loft = claims_of("Loft report\n\nThe loft was sold for $1.2 million before the crash.")
    assert english(with_figure(loft, "$1.2 million")) == []


def test_a_date_with_the_day_before_the_month_is_a_period() -> None:
    claims = claims_of(
        "Harbour fees\n\nNew fees take effect on 3 March 2027, when berthing costs €410 a day."
    )
    assert any("3 March 2027" in c.text for c in with_figure(claims, "€410").conditions)


def test_a_sentence_that_opens_on_a_tier_gives_it_to_the_rate_and_states_no_claim_of_it() -> None:
    claims = claims_of(
        "Cement rates\n\nBeyond 2 tonnes a day, bulk cement is billed at €41 per tonne.",
        title="Cement rates",
    )
    assert [[f.text for f in c.figures] for c in claims] == [["€41 per tonne"]]
    assert english(claims[0]) == ["Beyond 2 tonnes a day"]


def test_a_leading_frame_names_what_the_figures_were_read_on() -> None:
    claims = claims_of(
        "Kestle stove test\n\nOn our standard test kitchen (a 12 m² room kept at 20 °C), the "
        "Kestle 5 boils a litre of water in 210 seconds."
    )
    kettle = with_figure(claims, "210 seconds")
    assert "On our standard test kitchen" in english(kettle)
    assert not [z for z in chinese(kettle) if ENGLISH_RUN.search(z)]


def test_a_discourse_frame_is_no_condition() -> None:
    claims = claims_of("Dasher scooter\n\nOn the other hand, the Dasher pack weighs 3.1 kg.")
    assert english(with_figure(claims, "3.1 kg")) == []


def test_a_frame_that_only_says_whose_data_is_no_condition() -> None:
    claims = claims_of("Dasher fleet\n\nIn our logs, the Dasher fleet covered 41,000 km.")
    assert english(with_figure(claims, "41,000 km")) == []


def test_how_a_price_is_bought_right_after_it_is_its_basis() -> None:
    claims = claims_of(
        "Ostra lock\n\nThe Ostra D-lock sells for $89 on its own, or $69 when bought with a "
        "frame bag."
    )
    assert english(with_figure(claims, "$89")) == ["on its own"]
    assert english(with_figure(claims, "$69")) == ["when bought with a frame bag"]
    assert not [z for c in claims for z in chinese(c) if ENGLISH_RUN.search(z)]


def test_how_many_things_a_figure_holds_across_counted_with_all_is_its_scope() -> None:
    claims = claims_of(
        "Kiln firmware\n\nThe update reaches all 40 kilns on the site in under 90 seconds."
    )
    assert [[f.text for f in c.figures] for c in claims] == [["90 seconds"]]
    assert english(claims[0]) == ["all 40 kilns"]
    lone = claims_of("Kiln fleet\n\nThe site runs all 40 kilns.")
    assert [[f.text for f in c.figures] for c in lone] == [["40"]]


def test_the_months_between_two_named_ones_are_a_period() -> None:
    claims = claims_of(
        "Orchard exports\n\nThe co-operative shipped 12,400 tonnes of apples between March and "
        "August, its board said."
    )
    periods = [
        c.text for c in with_figure(claims, "12,400 tonnes").conditions if c.kind == "period"
    ]
    assert periods == ["between March and August"]


def test_what_a_figure_adds_up_across_all_of_is_its_scope() -> None:
    claims = claims_of(
        "Dairy output\n\nThe co-operative bottles 1.2 million litres a week across all its dairies."
    )
    assert "across all its dairies" in english(with_figure(claims, "1.2 million litres"))


def test_a_count_an_earlier_event_added_is_no_condition_of_a_figure_since_another_time() -> None:
    post = make_article(
        "Orrin Grid said its costs are finally falling: the 2,048 MI355X GPUs it brought online "
        "in Tacoma in August now carry paying traffic, and its energy cost per rack has fallen "
        "11% since March.",
        owner="orrin",
    )
    claim = with_figure(story_claims([post], GLOSSARY), "11%")
    assert [(c.kind, c.en) for c in claim.conditions] == [("period", "since March")]


def test_the_rig_a_sentence_sets_up_still_reaches_its_figure() -> None:
    post = make_article(
        "We installed 16 GPUs in one rack and measured 9,400 tokens/s of output in March.",
        owner="orrin",
    )
    claim = with_figure(story_claims([post], GLOSSARY), "9,400 tokens/s")
    assert "16 GPUs" in [c.en for c in claim.conditions]


def test_an_estimates_dollar_inputs_read_in_words_on_the_chinese_page() -> None:
    """`at $1.49`, `bought at about $14,000` are `按 1.49 美元计`, `购入价约 14,000 美元` in
    Chinese: the Chinese page writes no `$`."""
    claim = with_figure(
        claims_of(
            "My rough math: at $1.49 and 65% utilization, an A100 bought at about $14,000 "
            "pays for itself in 16 months.",
            owner="ledger",
        ),
        "16 months",
    )
    inputs = {c.en: c.zh for c in claim.conditions if c.kind == "price basis"}
    assert inputs and all("$" not in zh and "美元" in zh for zh in inputs.values()), inputs
    assert any("$" in en for en in inputs), inputs


def test_the_percentile_or_median_a_table_row_or_a_sentence_reads_at_is_a_condition() -> None:
    """`| TTFT P50 (ms) |`, `| Median time to first token (ms) |`, `Median latency is now
    38 ms`, `时延中位数为 42ms`: the figure is read at that percentile; `a median of 24.3
    minutes` is the figure itself."""
    from .test_claims import _markdown

    readme = _markdown(
        "# Brill\n\n## Benchmarks\n\n"
        "| Metric | Brill 2.0 | Brill 1.9 |\n|---|---|---|\n"
        "| TTFT P50 (ms) | 212 | 298 |\n"
        "| Median time per output token (ms) | 21 | 27 |\n\n"
        "Median latency is now 38 ms. Our five runs took a median of 24.3 minutes.",
        owner="brill",
        publisher="Brill (GitHub)",
    )
    claims = story_claims([readme], GLOSSARY)

    def scopes(text: str) -> list[tuple[str, str, str]]:
        claim = next(c for c in claims if any(f.text == text for f in c.figures))
        return [(c.text, c.en, c.zh) for c in claim.conditions if c.kind == "scope"]

    assert scopes("212") == [("P50", "P50", "P50")]
    assert scopes("21") == [("Median", "median", "中位数")]
    assert scopes("38 ms") == [("Median", "median", "中位数")]
    assert scopes("24.3 minutes") == []
    report = make_article(
        "天穹卫星近日公布运营数据：下载速率中位数提升至 186Mbps，时延中位数为 42ms。",
        owner="tianqiong",
        title="天穹卫星公布运营数据",
    )
    for claim in (c for c in story_claims([report], GLOSSARY) if c.figures):
        # each clause's own median, the same words said twice in one sentence
        assert [(c.text, c.en) for c in claim.conditions if c.kind == "scope"] == [
            ("中位数", "median")
        ]
        assert claim.subject["zh"] == "天穹卫星"


def test_the_quarter_a_result_is_of_is_its_period_in_both_languages() -> None:
    """`reported fourth-quarter net sales of €3.92 billion` is a result of the fourth quarter
    (what was reported, not the day it was said); `19 scanners in the quarter`, `142 Mbps
    this quarter` too; `we are not changing prices this quarter` is a plan, no figure's."""
    release = make_article(
        "Aldermoor Systems today reported fourth-quarter net sales of €3.92 billion. "
        "The company shipped 19 scanners in the quarter. Download speed hit 142 Mbps this "
        "quarter. Reserved capacity stays at $1.99 per GPU-hour; we are not changing reserved "
        "prices this quarter.",
        owner="aldermoor",
        publisher="Aldermoor Systems",
        title="Aldermoor reports fourth-quarter results",
    )
    claims = story_claims([release], GLOSSARY)

    def periods(text: str) -> list[tuple[str, str, str]]:
        claim = next(c for c in claims if any(f.text == text for f in c.figures))
        return [(c.text, c.en, c.zh) for c in claim.conditions if c.kind == "period"]

    assert periods("€3.92 billion") == [("fourth-quarter", "Q4", "第四季度")]
    assert [t for t, _, _ in periods("19")] == ["in the quarter"]
    assert [t for t, _, _ in periods("142 Mbps")] == ["this quarter"]
    assert periods("$1.99 per GPU-hour") == []


def test_a_battery_a_figure_is_of_is_its_condition_but_a_battery_stated_is_a_claim() -> None:
    """`A 5,500 mAh battery lasts up to 31 hours`, `its 6,000 mAh battery supports 100 W`,
    `16 hours … from a 90 Wh battery`: the capacity names the set-up of the other figure;
    `The Vela 3 carries a 4,800 mAh battery.` states the capacity itself."""
    review = make_article(
        "A 5,500 mAh silicon-carbon battery lasts up to 31 hours of video playback. Its "
        "6,000 mAh battery supports 100 W wired charging. Up to 16 hours of battery life from "
        "a 90 Wh battery. The Vela 3 carries a 4,800 mAh battery.",
        owner="kivo",
        publisher="Kivo",
        title="Kivo Nova 7 review",
    )
    claims = story_claims([review], GLOSSARY)
    values = {f.text for c in claims for f in c.figures}
    assert {"5,500 mAh", "6,000 mAh", "90 Wh"}.isdisjoint(values)
    assert "4,800 mAh" in values

    def setup(text: str) -> list[str]:
        claim = next(c for c in claims if any(f.text == text for f in c.figures))
        return [c.text for c in claim.conditions if c.kind == "equipment"]

    assert setup("31 hours") == ["5,500 mAh silicon-carbon battery"]
    assert setup("100 W") == ["6,000 mAh battery"]
    assert setup("16 hours") == ["90 Wh battery"]
    charging = next(c for c in claims if any(f.text == "100 W" for f in c.figures))
    assert "6,000" not in charging.subject["en"]


def test_the_machine_a_per_gpu_price_is_sold_in_is_said_as_the_machine() -> None:
    """`以 8 卡整机计算` and `for 8-GPU nodes` are the machine the price is sold in, not `8 GPUs`
    beside a per-GPU-hour rate (which reads as the price of eight)."""
    claims = claims_of(
        "华东地域的 A800 按需价格由 16.40 元/GPU 小时下调至 12.30 元/GPU 小时。"
        "以 8 卡整机计算，每小时费用由 131.20 元降至 98.40 元。",
        owner="lanyun",
        title="蓝云下调 A800 价格",
    )
    total = with_figure(claims, "98.40 元")
    [machine] = [c for c in total.conditions if c.kind == "hardware"]
    assert (machine.en, machine.zh) == ("8-GPU nodes", "8 卡整机")
    assert machine.value == 8 and all(check.ok for check in total.checks) and total.checks


def test_a_figure_converted_from_another_holds_that_one_as_its_condition() -> None:
    claims = claims_of(
        "Priced at Tarnwave's list rates, 41,000 tokens/s per node works out to $12.40 per "
        "node-hour of output."
    )
    money = with_figure(claims, "$12.40")
    converted = [c for c in money.conditions if c.kind == "converted from"]
    assert [(c.text, c.en, c.zh) for c in converted] == [
        ("41,000 tokens/s", "converted from 41,000 tokens/s", "由 41,000 tokens/s 折算")
    ]


def test_a_paragraph_that_says_what_the_figures_below_cover_reaches_every_one_after_it() -> None:
    claims = claims_of(
        "Boxwell network update\n\n"
        "The figures below cover Boxwell's UK network in the 12 months to 31 October 2026 and "
        "count a parcel once when it is collected or dropped off.\n\n"
        "Boxwell lockers handled 186.4 million parcels, up 42% from 131.2 million a year "
        "earlier. Returns dropped off at lockers reached 38.9 million, 21% of all parcels.\n\n"
        "The average time from delivery to collection fell to 14.2 hours.",
        owner="boxwell",
    )
    for figure in ("186.4 million", "38.9 million", "14.2 hours"):
        held = english(with_figure(claims, figure))
        assert "12 months to 31 October 2026" in held, (figure, held)
        assert "count a parcel once when it is collected or dropped off" in held, (figure, held)


def test_dropped_off_is_no_cut_in_price() -> None:
    """`off` after `dropped` is where the returns went, not a discount: the share of returns
    is no price and takes the set-up a price would not."""
    claims = claims_of(
        "The figures below cover the 12 months to 31 October 2026.\n\n"
        "Returns dropped off at lockers reached 38.9 million, 21% of all parcels handled.",
        owner="boxwell",
    )
    assert "12 months to 31 October 2026" in english(with_figure(claims, "21%"))


def test_a_report_that_says_what_it_covers_gives_that_to_the_figures_after_it() -> None:
    """`This report covers … at the city's 17 branch libraries`: the 17 is the report's scope,
    not a finding of its own."""
    claims = claims_of(
        "Libraries annual report\n\n"
        "This report covers the financial year at the city's 17 branch libraries and the online "
        "catalogue.\n\n"
        "The home library service reached 1,240 housebound readers.",
        owner="harrowfield",
    )
    assert not [c for c in claims if [f.text for f in c.figures] == ["17"]]
    assert "17 branch libraries" in english(with_figure(claims, "1,240"))


def test_a_period_that_ends_the_sentence_leaves_its_full_stop() -> None:
    claims = claims_of("Sales reached £4 million in the three months to September.")
    assert english(with_figure(claims, "£4 million")) == ["three months to September"]


def test_the_year_to_a_month_and_a_span_between_two_dates_are_periods_in_both_languages() -> None:
    year = with_figure(
        claims_of("Boxwell handled 186 million parcels in the year to October."), "186 million"
    )
    assert [(c.en, c.zh) for c in year.conditions] == [("the year to October", "截至 10 月的一年")]
    span = with_figure(
        claims_of("Loans totalled 2,036,400 in the year from 1 April 2025 to 31 March 2026."),
        "2,036,400",
    )
    assert english(span) == ["from 1 April 2025 to 31 March 2026"]
    assert chinese(span) == ["2025 年 4 月 1 日至 2026 年 3 月 31 日"]
