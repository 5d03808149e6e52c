"""Chinese claims: how a Chinese source's figures group into claims, and their roles.

Real passages in the style of the sources, through the real extractor.
"""

from __future__ import annotations

import re

from pipeline.i18n import default_glossary
from pipeline.prose import claim_text
from pipeline.records import Claim
from pipeline.stories import story_claims, with_source_names

from .conftest import make_article

GLOSSARY = default_glossary()


def with_figure(claims, text: str) -> Claim:
    return next(c for c in claims if any(f.text == text for f in c.figures))


def figures(claim: Claim) -> list[tuple[str, str]]:
    return [(f.text, f.role) for f in claim.figures]


def test_a_share_that_rose_holds_its_prior_value_said_after_it() -> None:
    report = make_article(
        "公司上半年实现营收 96.4 亿元，其中海外收入 30.2 亿元，占比升至 31%，去年同期为 24%。",
        owner="hengda",
        title="恒达电子发布半年报",
    )
    claims = story_claims([report], GLOSSARY)
    claim = with_figure(claims, "30.2 亿元")
    assert figures(claim) == [
        ("96.4 亿元", "baseline"),
        ("30.2 亿元", "value"),
        ("31%", "after"),
        ("24%", "before"),
    ]
    assert claim.measure == "segment-revenue-share"
    assert [(k.ok, k.detail) for k in claim.checks] == [
        (True, "3020000000/9640000000 = 0.313 → 31.3% ≈ 31%")
    ]
    assert not any(figures(c) == [("24%", "value")] for c in claims)


def test_a_named_baseline_measures_what_its_comparison_does() -> None:
    post = make_article(
        "在 4 机 32 卡 H20 的配置下，青岚推理的 decode 吞吐达到每卡 980 tokens/s，"
        "是开源引擎 FastGen 的 1.4 倍（FastGen 为 700 tokens/s）。",
        owner="qinglan",
        title="青岚推理开源",
    )
    claim = with_figure(story_claims([post], GLOSSARY), "700 tokens/s")
    named = [c for c in story_claims([post], GLOSSARY) if figures(c) == [("700 tokens/s", "value")]]
    assert claim.measure == "throughput-per-gpu"
    assert named and named[0].measure == "throughput-per-gpu"


def test_the_rig_said_again_in_english_is_not_a_second_condition() -> None:
    post = make_article(
        "青岚智算今天开源推理引擎青岚推理（Qinglan Infer）。在 2 机 16 卡 H800 的配置下，"
        "青岚推理的 decode 吞吐达到每卡 980 tokens/s。",
        owner="qinglan",
        title="青岚推理开源",
    )
    readme = make_article(
        "Qinglan Infer\n\n2 nodes × 8 H800, 236B MoE.\n\n"
        "Qinglan Infer reaches a decode throughput of 980 tokens/s per GPU.",
        owner="qinglan",
        title="Qinglan Infer",
    )
    claims = story_claims([post, readme], with_source_names(GLOSSARY, [post, readme]))
    claim = with_figure(claims, "980 tokens/s")
    assert claim.also_in
    assert [c.text for c in claim.conditions if c.kind == "hardware"] == ["2 机 16 卡 H800"]


def test_a_cut_or_a_discount_is_a_change_of_the_price_not_a_price() -> None:
    post = make_article(
        "首发价 2999 元起，8GB+256GB 版本首销期间直降 200 元。\n\n"
        "包月价格为每卡每小时 12.50 元，按年签约可再享 8 折优惠。",
        owner="qinghe",
        title="青禾 Pad 开售",
    )
    claims = story_claims([post], GLOSSARY)
    cut = with_figure(claims, "200 元")
    assert figures(cut) == [("200 元", "change")]
    assert cut.comparison == "change"
    assert "下降 200 元" in claim_text(cut, GLOSSARY)["zh"]
    discount = with_figure(claims, "8 折")
    assert figures(discount) == [("8 折", "change")]
    assert discount.measure == "price-per-gpu-hour"
    assert "打 8 折" in claim_text(discount, GLOSSARY)["zh"]
    assert "fell by 20%" in claim_text(discount, GLOSSARY)["en"]


def test_a_triple_digit_growth_is_a_change() -> None:
    report = make_article(
        "公司表示，海外收入已连续四个季度保持三位数增长。", owner="yuanfan", title="远帆科技财报"
    )
    claim = with_figure(story_claims([report], GLOSSARY), "三位数")
    assert figures(claim) == [("三位数", "change")]
    assert claim.measure == "revenue"


def test_a_level_that_rose_against_a_year_before_is_a_change_on_the_year() -> None:
    report = make_article(
        "营业收入 96.0 亿元，上年同期为 80.0 亿元，同比增长 20%。"
        "毛利率提升至 28.4%，较上年同期的 26.1% 提高 2.3 个百分点。",
        owner="hengda",
        title="恒达电子三季报",
    )
    claims = story_claims([report], GLOSSARY)
    revenue = with_figure(claims, "96.0 亿元")
    assert figures(revenue) == [
        ("96.0 亿元", "value"),
        ("80.0 亿元", "baseline"),
        ("20%", "change"),
    ]
    assert revenue.comparison == "change"
    assert "上年同期为 80.0 亿元" in claim_text(revenue, GLOSSARY)["zh"]
    margin = with_figure(claims, "28.4%")
    assert figures(margin) == [
        ("28.4%", "value"),
        ("26.1%", "baseline"),
        ("2.3 个百分点", "change"),
    ]
    assert margin.comparison == "change"
    assert "上年同期为 26.1%" in claim_text(margin, GLOSSARY)["zh"]
    assert "against 26.1% a year earlier" in claim_text(margin, GLOSSARY)["en"]


def test_a_level_against_another_month_is_a_change_on_that_month() -> None:
    note = make_article(
        "11 月份，8 卡 H20 整机的月租报价集中在 3.1 万至 3.6 万元之间，较 8 月的 3.8 万至 4.2 万元"
        "明显回落。",
        owner="suanli",
        title="算力租赁价格观察",
    )
    claim = with_figure(story_claims([note], GLOSSARY), "3.1 万至 3.6 万元")
    assert figures(claim) == [("3.1 万至 3.6 万元", "range"), ("3.8 万至 4.2 万元", "baseline")]
    assert claim.comparison == "change"
    assert "against 38,000–42,000 yuan in August" in claim_text(claim, GLOSSARY)["en"]
    assert "8 月为 3.8 万至 4.2 万元" in claim_text(claim, GLOSSARY)["zh"]


def test_deliveries_in_one_month_are_not_the_ones_promised_by_another() -> None:
    post = make_article(
        "曜行 S6 上市 72 小时，大定突破 3.6 万台！我们已全力提升产能，确保 12 月底前交付 1 万台。",
        owner="yaoxing",
        title="曜行 S6 上市",
    )
    wire = make_article(
        "Yaoxing Auto said its S6 SUV received more than 36,000 firm orders in 72 hours.\n\n"
        "The S6 starts at RMB 169,800. Yaoxing delivered 8,420 vehicles in October.",
        owner="evwire",
        title="Yaoxing S6 tops 36,000 orders",
    )
    claims = story_claims([post, wire], GLOSSARY)
    promised = with_figure(claims, "1 万台")
    assert not promised.also_in
    assert "October" not in " ".join(c.en for c in promised.conditions)
    october = with_figure(claims, "8,420")
    assert october.subject["en"] == "Yaoxing"
    assert with_figure(claims, "3.6 万台").measure == "orders"


def test_tokens_a_second_said_in_chinese_are_a_speed() -> None:
    launch = make_article(
        "在运行 7B 参数大模型时，芯澜 XL-7 的生成速度可达每秒 18 个 token。",
        owner="xinlan",
        title="芯澜发布端侧 AI 芯片 XL-7",
    )
    claim = with_figure(story_claims([launch], GLOSSARY), "每秒 18 个 token")
    assert claim.figures[0].unit == "tokens/s"
    assert claim.measure == "per-user-speed"


def test_a_measurements_uncertainty_is_part_of_its_result() -> None:
    report = make_article(
        "测试结果：样品全面积转换效率为 25.9%，测量不确定度 ±0.3%（k=2）。",
        owner="jiance",
        title="检测报告摘要",
    )
    claims = story_claims([report], GLOSSARY)
    claim = with_figure(claims, "25.9%")
    assert figures(claim) == [("25.9%", "value"), ("0.3%", "range")]
    assert len(claims) == 1


def test_a_chips_speed_said_in_both_languages_is_one_claim() -> None:
    zh = make_article(
        "芯澜今日发布端侧芯片 XL-7。在运行 3B 参数模型时，生成速度可达每秒 30 个 token。",
        owner="xinlan",
        title="芯澜发布端侧 AI 芯片 XL-7",
    )
    en = make_article(
        "The XL-7 generates 30 tokens per second on a 3B-parameter model, Xinlan says.",
        owner="chipwire",
        title="Xinlan's XL-7 brings on-device AI to laptops",
    )
    claim = with_figure(story_claims([zh, en], GLOSSARY), "每秒 30 个 token")
    assert claim.also_in


def test_a_cut_in_tenths_is_a_change_not_a_share() -> None:
    post = make_article(
        "今天我们发布青岚 v2。此外，显存占用降低了四成，同样的显卡可以承载更多并发。",
        owner="qinglan",
        title="青岚 v2 发布",
    )
    claim = with_figure(story_claims([post], GLOSSARY), "四成")
    assert figures(claim) == [("四成", "change")]
    assert claim.measure == "memory-use"


def test_a_level_said_as_what_it_rose_to_is_an_after() -> None:
    report = make_article(
        "截至 9 月底，其卫星互联网服务的用户实测下载速率中位数提升至 152Mbps。"
        "明年一季度月租价格可能进一步降至 99 元。",
        owner="weixing",
        title="星河卫星公布运营数据",
    )
    claims = story_claims([report], GLOSSARY)
    speed = with_figure(claims, "152Mbps")
    assert figures(speed) == [("152Mbps", "after")]
    assert speed.comparison == "before-after"
    assert "rose to 152Mbps" in claim_text(speed, GLOSSARY)["en"]
    assert figures(with_figure(claims, "99 元")) == [("99 元", "value")]  # a forecast


def test_a_months_rent_worked_out_from_an_hourly_price_is_a_monthly_cost() -> None:
    note = make_article(
        "按每卡每小时 10 元、每月 30 天折算，一台 8 卡 H20 整机的月租约为 5.8 万元。",
        owner="suanli",
        title="算力租赁价格观察",
    )
    claim = with_figure(story_claims([note], GLOSSARY), "5.8 万元")
    assert claim.figures[0].unit == "CNY"
    assert claim.measure == "monthly-cost"


def test_what_was_paid_without_a_currency_is_in_yuan() -> None:
    post = make_article(
        "机器是二手收的，一共花了 12 万。", owner="forum", title="【分享】本地部署实测"
    )
    claim = with_figure(story_claims([post], GLOSSARY), "12 万")
    assert claim.figures[0].unit == "CNY"
    assert claim.measure == "retail-price"


def test_a_multiple_of_a_backup_speed_is_of_throughput() -> None:
    notes = make_article(
        "# 岩川数据库 v7.1 发版说明\n\n备份：全量备份速度是 v7.0 的 3 倍。",
        owner="yanchuan",
        title="岩川数据库 v7.1 发版说明",
    )
    claim = with_figure(story_claims([notes], GLOSSARY), "3 倍")
    assert claim.measure == "throughput-total"


def test_orders_counted_in_dan_take_the_month_before_said_after_their_change() -> None:
    report = make_article(
        "9 月，青禾同城配送共完成订单 3.2 万单，环比增长 10%，8 月为 2.9 万单。",
        owner="qinghe",
        title="青禾同城配送 9 月运营数据",
    )
    claims = story_claims([report], GLOSSARY)
    assert [figures(c) for c in claims] == [
        [("3.2 万单", "value"), ("10%", "change"), ("2.9 万单", "baseline")]
    ]
    assert [check.ok for check in claims[0].checks] == [True]


def test_a_benchmark_score_in_wan_fen_keeps_its_points() -> None:
    post = make_article("青禾 X3 芯片跑分达到 150 万分，单价 39 元。", owner="qinghe")
    assert {f.text for c in story_claims([post], GLOSSARY) for f in c.figures} == {
        "150 万分",
        "39 元",
    }


def test_an_order_book_a_chargers_power_and_a_sites_electricity_use_are_measured_as_such() -> None:
    report = make_article(
        "截至 6 月末，青禾能源在手订单 42 亿元。其新一代快充桩峰值功率 480kW。"
        "青禾园区去年耗电量约 850 万千瓦时。",
        owner="qinghe",
        title="青禾能源半年报",
    )
    claims = story_claims([report], GLOSSARY)
    assert with_figure(claims, "42 亿元").measure == "orders"
    assert with_figure(claims, "480kW").measure == "charging-power"
    assert with_figure(claims, "850 万千瓦时").measure == "energy-consumption"


def test_the_electricity_a_retrofit_saves_and_its_saving_rate_are_measured_as_such() -> None:
    notice = make_article(
        "项目建成后，预计年节电量 962 万千瓦时，节电率 58%。", owner="hwggzy", title="路灯改造"
    )
    claims = story_claims([notice], GLOSSARY)
    assert with_figure(claims, "962 万千瓦时").measure == "energy-savings"
    assert with_figure(claims, "58%").measure == "energy-saving-rate"


def test_a_price_against_an_earlier_quarter_is_a_change_on_that_quarter() -> None:
    report = make_article(
        "二季度 8 英寸硅片均价为 52 美元，较一季度的 48 美元上涨 8%。",
        owner="qinghe",
        title="硅片价格季报",
    )
    claim = with_figure(story_claims([report], GLOSSARY), "52 美元")
    assert claim.comparison == "change"
    assert ("48 美元", "baseline") in figures(claim)
    assert "against $48 in Q1, 8% higher" in claim_text(claim, GLOSSARY)["en"]


def test_a_headline_mark_passed_is_the_bodys_figure_with_its_month_and_places() -> None:
    report = make_article(
        "青禾出行 9 月订单突破 30 万单\n\n"
        "9 月，青禾出行在成都、重庆两地共完成订单 30.4 万单，环比增长 8%。",
        owner="qinghe",
        title="青禾出行 9 月订单突破 30 万单",
    )
    claims = story_claims([report], GLOSSARY)
    assert len(claims) == 1
    assert {f.text for f in claims[0].figures} >= {"30 万单", "30.4 万单", "8%"}
    assert {c.text for c in claims[0].conditions} >= {"9 月", "成都、重庆两地"}


def test_a_score_in_wan_fen_is_a_benchmark_score_without_the_word() -> None:
    review = make_article("相比上代 X2 的 142 万分，青禾 X3 提升明显。", owner="reviewer")
    assert with_figure(story_claims([review], GLOSSARY), "142 万分").measure == "benchmark-score"


def test_a_figure_after_lower_than_is_by_how_much_not_the_baseline() -> None:
    review = make_article(
        "我们实测青禾 X3 跑分为 150 万分，比官方数据低 6%。", owner="reviewer", title="实测青禾 X3"
    )
    claim = with_figure(story_claims([review], GLOSSARY), "150 万分")
    assert ("6%", "change") in figures(claim)
    assert claim.against["zh"] == "官方数据"


def test_a_table_with_year_ago_and_change_columns_gives_one_claim_per_row() -> None:
    """`本季度 | 去年同期 | 同比`: a row's value, its year-ago figure and the change are one
    claim, the change checked; a bare cell takes the currency its lead-in names."""
    report = make_article(
        "数据中心机柜租金\n\n以下均为单机柜月租（人民币），统计截至 9 月底。\n\n"
        "| 城市 | 本季度月租 | 去年同期 | 同比 |\n\n"
        "| 北京 | 7,800 | 8,400 | -7% |\n\n| 成都 | 4,100 | 4,000 | +9% |",
        owner="yunce",
        title="云策研究：三季度机柜租金",
    )
    claims = story_claims([report], GLOSSARY)
    beijing = with_figure(claims, "7,800")
    assert figures(beijing) == [("7,800", "value"), ("8,400", "baseline"), ("-7%", "change")]
    assert beijing.subject["zh"] == "北京" and beijing.measure == "monthly-cost"
    assert beijing.comparison == "change" and beijing.against["zh"] == "去年同期"
    assert "本季度" in [c.text for c in beijing.conditions]  # the period its column head says
    assert [c.ok for c in beijing.checks] == [True]
    assert [c.ok for c in with_figure(claims, "4,100").checks] == [False]  # 2.5%, not 9%


def test_a_change_column_beside_this_weeks_column_moves_each_row_on_the_week_before() -> None:
    """`| 产区 | 本周均价（元/公斤） | 环比 |`: each row's price with its move, against last week."""
    report = make_article(
        "苹果批发价格周报\n\n本周，红富士苹果批发均价为 8.42 元/公斤，环比上涨 1.9%。\n\n"
        "| 产区 | 本周均价（元/公斤） | 环比 |\n\n| 陕西 | 8.10 | 2.3% |\n\n| 山东 | 8.65 | 1.4% |",
        owner="nonglian",
        title="苹果批发价格周报",
    )
    claims = story_claims([report], GLOSSARY)
    shaanxi = with_figure(claims, "8.10")
    assert figures(shaanxi) == [("8.10", "value"), ("2.3%", "change")]
    assert shaanxi.comparison == "change" and shaanxi.against["zh"] == "上周"
    assert "较上周增长 2.3%" in claim_text(shaanxi, GLOSSARY)["zh"]
    assert "2.3% higher than the previous week" in claim_text(shaanxi, GLOSSARY)["en"]


def test_a_figure_s_counter_and_its_rate_word_say_what_it_measures() -> None:
    """`万单` counts orders, `准时率` is a rate of things going right, `平均时长` a time taken."""
    report = make_article(
        "双十一期间，青禾同城配送单日峰值 5.2 万单，准时率 98.6%，平均时长 22 分钟。",
        owner="qinghe",
        title="青禾同城配送战报",
    )
    claims = story_claims([report], GLOSSARY)
    assert with_figure(claims, "5.2 万单").measure == "orders"
    assert with_figure(claims, "98.6%").measure == "success-rate"
    assert with_figure(claims, "22 分钟").measure == "latency"


def test_a_chinese_plan_table_prices_each_plan_with_its_specs_as_conditions() -> None:
    """`| 套餐 | vCPU | 内存 | 月费 |`: the row names the plan, the spec columns are the set-up
    of its monthly price."""
    docs = make_article(
        "云栈数据库价格\n\n以下价格适用于华东地域。\n\n"
        "| 套餐 | vCPU | 内存 | 月费 |\n\n"
        "| 入门版 | 2 核 | 4 GB | 199 元 |\n\n| 专业版 | 8 核 | 32 GB | 799 元 |",
        owner="yunzhan",
        title="云栈数据库价格",
    )
    claims = story_claims([docs], GLOSSARY)
    pro = with_figure(claims, "799 元")
    assert pro.subject["zh"] == "专业版" and pro.measure == "monthly-cost"
    assert [c.text for c in pro.conditions][:2] == ["8 核", "32 GB"]
    assert not any(f.text in ("8 核", "32 GB") for c in claims for f in c.figures)


def test_a_change_said_of_a_table_row_measures_what_the_row_does() -> None:
    report = make_article(
        "机柜租金观察\n\n以下均为单机柜月租（人民币）。\n\n"
        "| 城市 | 本季度月租 | 去年同期 | 同比 |\n\n"
        "| 北京 | 7,800 | 8,400 | -7% |\n\n| 成都 | 4,100 | 3,900 | +5% |\n\n"
        "我们预计明年成都机柜租金还将上涨 3% 至 6%。",
        owner="yunce",
        title="云策研究：机柜租金观察",
    )
    forecast = with_figure(story_claims([report], GLOSSARY), "3% 至 6%")
    assert forecast.subject["zh"] == "成都" and forecast.measure == "monthly-cost"


def test_column_heads_the_glossary_knows_are_measures_of_the_row_s_model() -> None:
    """`| 型号 | 能量密度 | 循环寿命 | 售价 |`: the heads name measures, so each row is a model
    and its cells that model's figures; `0.42 元/Wh` is a price per kWh by its unit's kind."""
    sheet = make_article(
        "电芯参数\n\n| 型号 | 能量密度 | 循环寿命 | 售价 |\n\n"
        "| NX-1 | 186 Wh/kg | 6500 次 | 0.42 元/Wh |\n\n| NX-2 | 205 Wh/kg | 4200 次 | 0.51 元/Wh |",
        owner="ningxin",
        title="宁芯电芯参数表",
    )
    claims = story_claims([sheet], GLOSSARY)
    assert with_figure(claims, "6500 次").subject["zh"] == "NX-1"
    assert with_figure(claims, "6500 次").measure == "cycle-life"
    assert with_figure(claims, "0.51 元/Wh").measure == "price-per-kwh"


def test_a_region_corner_makes_each_row_a_region_of_the_article_s_thing() -> None:
    prices = make_article(
        "青岚云 B200 资费\n\n| 地域 | 按需价格（元/卡时） | 包月价格（元/月） |\n\n"
        "| 华东 | 18.5 | 9,800 |\n\n| 西南 | 17.2 | 9,100 |",
        owner="qinglan",
        title="青岚云 B200 资费",
    )
    claim = with_figure(story_claims([prices], GLOSSARY), "17.2")
    assert claim.measure == "price-per-gpu-hour" and claim.figures[0].unit == "CNY/GPU-hour"
    assert ("region", "西南") in [(c.kind, c.text) for c in claim.conditions]
    assert claim.subject["zh"] != "西南"


def test_a_results_table_by_period_reads_its_row_units_with_their_scale() -> None:
    """`| 指标 | 2025 年三季度 | 2026 年三季度 | 同比 |` over `营业收入（亿元）`: the company's
    revenue against its year-ago figure, in yuan, the change checked."""
    report = make_article(
        "恒芯科技三季度业绩\n\n| 指标 | 2025 年三季度 | 2026 年三季度 | 同比 |\n\n"
        "| 营业收入（亿元） | 39.5 | 48.2 | +22% |\n\n| 毛利率 | 29.8% | 31.4% | +1.6 个百分点 |",
        owner="hengxin",
        title="恒芯科技三季度业绩",
    )
    revenue = with_figure(story_claims([report], GLOSSARY), "48.2")
    assert figures(revenue) == [("48.2", "value"), ("39.5", "baseline"), ("22%", "change")]
    assert revenue.measure == "revenue" and revenue.figures[0].value == 4.82e9
    assert "恒芯科技" in revenue.subject["zh"] and [c.ok for c in revenue.checks] == [True]


def test_a_share_done_without_help_is_a_success_rate() -> None:
    report = make_article(
        "十月共完成无人配送 12 万单，其中 98.7% 无需人工干预即完成。",
        owner="feiyu",
        title="飞羽配送十月运营数据",
    )
    assert with_figure(story_claims([report], GLOSSARY), "98.7%").measure == "success-rate"


def test_two_month_columns_are_a_value_against_the_earlier_month() -> None:
    sales = make_article(
        "10 月销量\n\n| 车型 | 10 月销量 | 9 月销量 | 环比 |\n\n"
        "| 星驰 S7 | 12,400 | 10,100 | +23% |\n\n| 星驰 X5 | 8,200 | 8,900 | -8% |",
        owner="xingchi",
        title="星驰汽车 10 月销量",
    )
    s7 = with_figure(story_claims([sales], GLOSSARY), "12,400")
    assert figures(s7) == [("12,400", "value"), ("10,100", "baseline"), ("23%", "change")]
    assert s7.against == {"en": "September", "zh": "9 月"} and s7.measure == "unit-sales"
    assert "10 月" in [c.text for c in s7.conditions] and [c.ok for c in s7.checks] == [True]


def test_a_level_against_another_generation_is_a_versus_not_a_before() -> None:
    launch = make_article(
        "岚峰动力发布第三代储能电芯。新电芯能量密度达到 190Wh/kg，较第二代的 160Wh/kg 提升约 19%。",
        owner="lanfeng",
        title="岚峰动力发布第三代储能电芯",
    )
    claim = with_figure(story_claims([launch], GLOSSARY), "190Wh/kg")
    assert claim.comparison == "versus"
    assert figures(claim) == [("190Wh/kg", "value"), ("160Wh/kg", "baseline"), ("19%", "change")]


def test_a_figure_said_of_what_bi_names_is_the_baseline_of_my_result() -> None:
    post = make_article(
        "整机输出吞吐约 8,000 tokens/s，折合每卡约 1,000 tokens/s。"
        "官方技术报告给出的单卡吞吐是 1,250 tokens/s，我的结果比官方低约 20%。",
        owner="laowang",
        title="上手｜玄澈-2 开源模型初体验",
    )
    claims = story_claims([post], GLOSSARY)
    claim = with_figure(claims, "20%")
    assert figures(claim) == [
        ("1,000 tokens/s", "value"),
        ("1,250 tokens/s", "baseline"),
        ("20%", "change"),
    ]
    assert claim.measure == "throughput-per-gpu"
    assert [c for c in claims if figures(c) == [("1,000 tokens/s", "value")]] == []


def test_the_count_a_rank_is_won_by_is_a_finding_with_its_share() -> None:
    note = make_article(
        "2026 年第二季度全球扫地机器人出货量为 520 万台。\n\n"
        "分厂商看，澜净科技以 160 万台位居第一，市场份额 30.8%；第二名青扫出货 95 万台，份额 18.3%。",
        owner="guance",
        title="【数据速递】二季度全球扫地机器人出货 520 万台",
    )
    claims = story_claims([note], GLOSSARY)
    first = with_figure(claims, "160 万台")
    assert ("30.8%", "share") in figures(first)
    assert first.subject["zh"] == "澜净科技"
    assert with_figure(claims, "95 万台").subject["zh"] == "青扫"


def test_what_a_reporter_heard_from_dealers_is_theirs_to_claim() -> None:
    report = make_article(
        "记者从多家存储渠道商处获悉，国产 DDR5 四季度合约价环比上涨百分之九。",
        owner="press",
        publisher="芯闻速递",
    )
    [claim] = [c for c in story_claims([report], GLOSSARY) if c.figures]
    assert claim.claimant["zh"] == "多家存储渠道商" and claim.attributed
    assert claim_text(claim, GLOSSARY)["en"].startswith("Several memory-chip distributors report ")


def test_a_lone_change_said_huanbi_is_against_the_period_before() -> None:
    report = make_article(
        "据行业协会统计，10 月全国快递业务量环比增长 7%，增速较上月放缓。",
        owner="association",
        publisher="物流观察",
    )
    [claim] = [c for c in story_claims([report], GLOSSARY) if c.figures]
    assert claim.comparison == "change" and claim.against["zh"] == "上月"
    assert "较上月增长" in claim_text(claim, GLOSSARY)["zh"].replace("上升", "增长")


def test_the_company_a_report_quotes_is_whom_gongsi_names() -> None:
    report = make_article(
        "12 月 2 日，申岚化工位于宁波的电解液工厂开工。据公司介绍，工厂一期年产能 8 万吨。\n\n"
        "申岚化工称，新产线的良品率可达 99%。",
        owner="press",
        publisher="化工周刊",
        title="宁波电解液工厂开工，一期年产能 8 万吨",
    )
    claim = next(c for c in story_claims([report], GLOSSARY) if c.figures[0].text == "8 万吨")
    assert claim.subject["zh"] == "申岚化工" and claim.claimant["zh"] == "申岚化工"
    assert [(c.kind, c.zh) for c in claim.conditions if c.kind == "scope"] == [("scope", "一期")]
    assert "first phase" in claim_text(claim, GLOSSARY)["en"]


def test_an_officer_speaking_for_a_company_makes_it_the_claimant_and_gongsi_its_subject() -> None:
    report = make_article(
        "航澄物流首席执行官 Lena Voss 在公司年会上表示，公司每处理 TB 订单数据的成本自 3 月以来"
        "下降了 14%。",
        owner="press",
        publisher="物流观察",
        title="航澄物流下调运价",
    )
    claim = next(c for c in story_claims([report], GLOSSARY) if c.figures)
    assert claim.subject["zh"] == "航澄物流" and claim.claimant["zh"] == "航澄物流"


def test_a_multiple_said_yuewei_is_of_what_stands_before_its_de() -> None:
    report = make_article(
        "申岚化工宣布扩产。按照该公司的说法，新产线的单线产能约为旧产线的 2.4 倍。",
        owner="press",
        publisher="化工周刊",
        title="申岚化工扩产",
    )
    claim = next(c for c in story_claims([report], GLOSSARY) if c.figures)
    assert claim.comparison == "multiple-of" and claim.against["zh"] == "旧产线"
    assert claim.claimant["zh"] == "申岚化工"


def test_a_package_worked_out_per_hour_is_a_price_and_a_cost_says_cost() -> None:
    # 折合 converts a price to another unit: it stays a price; a cost is what says 成本
    post = make_article(
        "本店 L40S 包年套餐折合 4.60 元/GPU 小时。我们自建机房的综合成本约为 2.10 元/GPU 小时。",
        owner="reseller",
        title="L40S 包年特惠",
    )
    claims = story_claims([post], GLOSSARY)
    assert with_figure(claims, "4.60 元/GPU 小时").measure == "price-per-gpu-hour"
    assert with_figure(claims, "2.10 元/GPU 小时").measure == "cost-per-gpu-hour"


def test_a_table_of_this_and_last_period_with_a_declared_unit_pairs_each_row() -> None:
    # a weekly wholesale board: `本周 | 上周 | 环比` is a series, now against its last period,
    # and `单位为元/吨` in the caption is the cells' unit
    board = make_article(
        "# 钢材周报\n\n下表为华东主要城市的螺纹钢现货均价，单位为元/吨，统计日期为 9 月 12 日。\n\n"
        "| 城市 | 本周 | 上周 | 环比 |\n\n| 上海 | 3,420 | 3,510 | -2.6% |\n\n"
        "| 杭州 | 3,460 | 3,480 | -0.6% |",
        owner="gangxun",
        title="钢材周报",
    )
    claims = story_claims([board], GLOSSARY)
    shanghai = with_figure(claims, "3,420")
    assert figures(shanghai) == [("3,420", "value"), ("3,510", "baseline"), ("-2.6%", "change")]
    assert shanghai.subject["zh"] == "上海" and shanghai.comparison == "change"
    assert shanghai.measure == "commodity-price"  # a spot price in 元/吨, not a shelf price
    assert not any(c.figures[0].text in ("3,510", "3,480") and len(c.figures) == 1 for c in claims)


def test_a_list_items_label_with_a_figure_is_the_items_condition() -> None:
    # a parcel tariff by weight band: the band in each item's label is what its price holds for
    notice = make_article(
        "快递资费调整通知\n\n自 10 月 1 日起，省内件资费调整如下：\n\n"
        "一、1-3 公斤档：由 8 元下调至 6 元；\n二、3-5 公斤档：由 12 元下调至 10 元。",
        owner="sujie",
        title="快递资费调整通知",
    )
    claims = story_claims([notice], GLOSSARY)
    first = with_figure(claims, "8 元")
    assert figures(first) == [("8 元", "before"), ("6 元", "after")]
    assert "1-3 公斤档" in [c.zh for c in first.conditions]
    assert not any(f.text.startswith(("1-3", "3-5")) for c in claims for f in c.figures)


def test_a_headline_led_by_its_period_is_about_the_noun_after_it_and_a_part_is_of_the_total_now() -> (
    None
):
    # the headline's `前 9 月` is when, not its figure; `同比` is no `比` of a rival; the share
    # of the part (`其中…`) is of this year's total, not of last year's
    report = make_article(
        "前 9 月挖掘机销量同比增长 11.8%，出口占比过半\n\n"
        "今年 1—9 月，国内挖掘机销量为 15.2 万台，去年同期为 13.6 万台，同比增长 11.8%。"
        "其中出口 8.1 万台，占总销量的 53.3%。",
        owner="gongji",
        title="前 9 月挖掘机销量同比增长 11.8%，出口占比过半",
    )
    claims = story_claims([report], GLOSSARY)
    total = with_figure(claims, "15.2 万台")
    assert "挖掘机" in total.subject["zh"]
    assert [c.zh for c in total.conditions if c.kind == "period"] == ["今年 1—9 月"]
    assert [c.en for c in total.conditions if c.kind == "period"] == ["January–September this year"]
    part = with_figure(claims, "8.1 万台")
    assert figures(part) == [("15.2 万台", "baseline"), ("8.1 万台", "value"), ("53.3%", "share")]
    assert [k.ok for k in part.checks] == [True]
    assert not any(f.text == "1" for c in claims for f in c.figures)


def test_its_figure_and_how_far_it_moved_against_the_last_model_are_one_claim() -> None:
    # `其` is the car the clause before launched; `较上一代车型增加 80 公里` is by how much the
    # range moved, in its own unit
    post = make_article(
        "溯川汽车本月推出一款纯电轿车，官方称其在 WLTC 工况下续航达到 620 公里，"
        "较上一代车型增加 80 公里。",
        owner="suchuan",
        title="溯川汽车新车上市",
    )
    claim = with_figure(story_claims([post], GLOSSARY), "620 公里")
    assert figures(claim) == [("620 公里", "value"), ("80 公里", "change")]
    assert claim.subject["zh"] == "纯电轿车"
    assert claim.against["zh"] == "上一代车型"


def test_a_share_of_a_whole_the_words_name_is_not_of_a_sibling_said_before() -> None:
    # a network switch maker's quarter: the 400G ports are a sibling of the 800G ones, not the
    # whole `数据中心交换机端口` the share is of; `800G 交换机` is a kind of switch, no figure
    report = make_article(
        "三季度 400G 交换机端口出货约 310 万个；800G 交换机端口出货 120 万个，"
        "占数据中心交换机端口（200G 及以上）出货量的 22%。",
        owner="lanwang",
        title="澜网科技三季度出货简报",
    )
    claims = story_claims([report], GLOSSARY)
    share = with_figure(claims, "22%")
    assert figures(share) == [("120 万个", "value"), ("22%", "share")]
    assert not any(f.text in ("800G", "400G") for c in claims for f in c.figures)


def test_another_things_figure_in_the_next_clause_is_the_baseline_of_the_change_after_it() -> None:
    # a drone courier's firmware: `旧固件为 31 单` is what the 46 is compared with; a figure
    # whose own words name another measure (`净利润为…，同比增长…`) stays a claim of its own
    post = make_article(
        "升级新固件后，单架无人机日均配送达到 46 单，旧固件为 31 单，提升约 48%。"
        "公司上季度营收 3.2 亿元，净利润为 0.41 亿元，同比增长 35%。",
        owner="feiyu",
        title="飞屿物流无人机固件升级",
    )
    claims = story_claims([post], GLOSSARY)
    drone = with_figure(claims, "46 单")
    assert figures(drone) == [("46 单", "value"), ("31 单", "baseline"), ("48%", "change")]
    assert drone.against["zh"] == "旧固件" and [k.ok for k in drone.checks] == [True]
    profit = with_figure(claims, "0.41 亿元")
    assert figures(profit) == [("0.41 亿元", "value"), ("35%", "change")]


def test_a_cost_worked_out_from_a_run_holds_on_the_runs_set_up_and_is_not_about_its_per_unit() -> (
    None
):
    # a video transcoding benchmark: the cost per hour of video is converted from the run, on
    # its rig; `每小时视频` is what the cost is per, not what it is of
    blog = make_article(
        "测试配置：单台 4 卡 L40S 服务器，输入 4K 视频。如无特别说明，下文数据均在此配置下测得。\n\n"
        "新版转码引擎整机吞吐达到 96 路。若按每台每小时 18 元的租用成本折算，每小时视频的转码成本约 0.19 元。",
        owner="yingzhuan",
        title="影转引擎 3.0 发布",
    )
    cost = with_figure(story_claims([blog], GLOSSARY), "0.19 元")
    assert "每小时视频" not in cost.subject["zh"]
    assert any("L40S" in c.text for c in cost.conditions)
    assert any("4K" in c.text for c in cost.conditions)  # the run's workload, too


def test_a_figure_moved_from_whose_it_was_and_a_next_clause_of_another_measure() -> None:
    # a sorting centre and an API gateway: `由上季度的 46 分钟降至` is where the wait moved
    # from; `P99 延迟维持在 35 毫秒` is another measure, not the change of the QPS before it
    post = make_article(
        "新调度系统上线后，分拣中心平均等待时间由上季度的 46 分钟降至 31 分钟，降幅约 33%。"
        "网关 QPS 从 12,000 提升到 18,500，P99 延迟维持在 35 毫秒左右。",
        owner="yunfen",
        title="云分物流调度系统升级",
    )
    claims = story_claims([post], GLOSSARY)
    wait = with_figure(claims, "31 分钟")
    assert figures(wait) == [("46 分钟", "before"), ("31 分钟", "after"), ("33%", "change")]
    qps = with_figure(claims, "18,500")
    assert figures(qps) == [("12,000", "before"), ("18,500", "after")]
    assert qps.measure == "throughput-total"
    assert figures(with_figure(claims, "35 毫秒")) == [("35 毫秒", "value")]


def test_a_compared_figure_in_the_next_sentence_and_the_change_after_it_join_the_value() -> None:
    # a housing market note: `作为对比` gives what the month's price is set against, and the
    # lone change after it is between the two; the earlier price stays its own claim
    note = make_article(
        "本月新房成交均价 2.31 万元/平方米。作为对比，去年 3 月的高点，成交均价为 2.56 万元/平方米。"
        "也就是说，短短一年多，均价下降了 9.8%。",
        owner="fangshi",
        title="房市月报",
    )
    claims = story_claims([note], GLOSSARY)
    now = with_figure(claims, "2.31 万元/平方米")
    assert figures(now) == [
        ("2.31 万元/平方米", "value"),
        ("2.56 万元/平方米", "baseline"),
        ("9.8%", "change"),
    ]
    assert [k.ok for k in now.checks] == [True] and "9.8%" in now.quote
    assert any(figures(c) == [("2.56 万元/平方米", "value")] for c in claims)
    assert not any(figures(c) == [("9.8%", "change")] for c in claims)


def test_a_price_per_unit_is_measured_by_the_terms_its_lead_in_bills_it_on() -> None:
    # a mobile carrier's data add-on: `元/GB` alone could be storage or traffic; the lead-in's
    # `按当月累计流量计费` says it is traffic
    notice = make_article(
        "岚讯通信资费公告\n\n自 5 月 1 日起，以下价格按当月累计流量计费：\n\n"
        "一、国内通用流量包：由 5 元/GB 下调至 3 元/GB；\n二、夜间流量包：维持 1 元/GB 不变。",
        owner="lanxun",
        title="岚讯通信资费公告",
    )
    claims = story_claims([notice], GLOSSARY)
    assert with_figure(claims, "3 元/GB").measure == "data-transfer-price"


def test_a_figure_said_at_this_level_holds_at_the_level_just_before() -> None:
    # 达到这一吞吐时: the per-user speed is measured at the throughput the post just gave
    post = make_article(
        "我们在 16 张卡上做到了每卡 61K tokens/s 的吞吐。\n\n"
        "达到这一吞吐时，每个用户的速度为 P50 88 tokens/s。",
        owner="tessel",
        title="推理引擎更新",
    )
    claim = with_figure(story_claims([post], GLOSSARY), "88 tokens/s")
    at = [c for c in claim.conditions if c.text == "61K tokens/s"]
    assert at and at[0].en == "at 61K tokens/s" and "61K tokens/s" in at[0].zh
    assert "at 61K tokens/s" in claim_text(claim, GLOSSARY)["en"]


def test_the_figure_after_a_rival_named_or_pointed_back_to_is_that_rivals() -> None:
    """`低于白岩算力的 1.75 美元`, `比后者调价后的 1.95 美元`: the other side is the company named
    before the figure, or the last one named before `后者`, not the figure's own words."""
    report = make_article(
        "白岩算力（Baiyan Compute）上周宣布降价。澄岭云（Chengling Cloud）称，其 A100 按需价格"
        "由每 GPU 小时 2.10 美元降至 1.80 美元。这意味着，澄岭云的 A100 按需价格反超白岩算力，"
        "比后者调价后的 1.95 美元低 0.15 美元。不过，澄岭云一年期预留价格仍为每 GPU 小时 "
        "1.60 美元，低于白岩算力的 1.75 美元。",
        owner="caijing",
        publisher="云算财经",
    )
    glossary = with_source_names(GLOSSARY, [report])
    claims = story_claims([report], glossary)
    gap = with_figure(claims, "0.15 美元")
    assert gap.against == {"en": "Baiyan Compute", "zh": "白岩算力"}
    reserved = with_figure(claims, "1.75 美元")
    assert reserved.against == {"en": "Baiyan Compute", "zh": "白岩算力"}
    assert "Baiyan Compute" in claim_text(reserved, glossary)["en"]


def test_a_company_named_with_its_english_name_in_brackets_is_the_one_who_says() -> None:
    """`岭川算力（Lingchuan Compute）在官网公告中表示，`: the company is the claimant, not the
    place it said it, and its own reserved price is `其一年期预留…` in Chinese and `its …`
    in English, the name said once."""
    post = make_article(
        "岭川算力（Lingchuan Compute）在官网公告中表示，岭川算力一年期预留价格维持每 GPU 小时 "
        "2.09 美元不变。",
        owner="lingchuan",
        publisher="岭川算力",
    )
    glossary = with_source_names(GLOSSARY, [post])
    claim = with_figure(story_claims([post], glossary), "2.09 美元")
    assert claim.claimant == {"en": "Lingchuan Compute", "zh": "岭川算力"}
    text = claim_text(claim, glossary)
    assert text["zh"].startswith("岭川算力称，其一年期预留")
    assert text["en"].count("Lingchuan Compute") == 1


def test_a_percentage_beside_a_count_is_its_change_and_a_chinese_thing_reads_in_english() -> None:
    """`日均装车 17.9 万车，同比增长 3.1%`: the percentage is the count's change, never its
    baseline (the units differ); on the English page the thing no source names in English
    is said by its pinyin with the Chinese in brackets, never as bare Chinese words."""
    report = make_article(
        "国铁澄远集团称，今年 11 月，国家铁路日均装车 17.9 万车，同比增长 3.1%。",
        owner="guidao",
        publisher="轨道经济报",
        title="铁路货运数据",
    )
    claim = with_figure(story_claims([report], GLOSSARY), "17.9 万")
    assert sorted(figures(claim)) == [("17.9 万", "value"), ("3.1%", "change")]
    english = claim_text(claim, GLOSSARY)["en"]
    outside = re.sub(r"\([^()]*\)", "", english)
    assert not re.search(r"[\u4e00-\u9fff]", outside), english


def test_a_filings_number_is_no_claim_and_its_short_name_is_the_company() -> None:
    """`证券简称：砚石建材　公告编号：2026-058`: the header of a listed company's filing names
    the company (`简称` is not someone saying something) and numbers the filing; neither
    number is a finding, and `公司` in the body is the company."""
    filing = make_article(
        "证券代码：603123　证券简称：砚石建材　公告编号：2026-058\n\n"
        "公司整体单位熟料碳排放为 823 千克，较上年同期下降 3.9%。设计处理能力为每年 8 万吨。",
        owner="yanshi",
        publisher="砚石建材",
        title="砚石建材关于碳排放情况的公告",
    )
    claims = [c for c in story_claims([filing], GLOSSARY) if c.figures]
    assert {f.text for c in claims for f in c.figures} == {"823 千克", "3.9%", "8 万吨"}
    assert {c.subject["zh"] for c in claims} == {"砚石建材"}
    assert "80,000 tonnes" in claim_text(with_figure(claims, "8 万吨"), GLOSSARY)["en"]


def test_a_change_on_the_year_takes_the_year_ago_level_an_earlier_paragraph_gives() -> None:
    """`去年 11 月……3.46 亿吨` and later `今年 11 月……3.61 亿吨，同比增长 6.3%`: one claim, the
    earlier level its baseline, and the stated change checked against it (4.3%, not 6.3%)."""
    report = make_article(
        "去年 11 月，国家铁路完成货物发送量 3.46 亿吨。\n\n"
        "记者获悉，今年 11 月，国家铁路完成货物发送量 3.61 亿吨，同比增长 6.3%。",
        owner="guidao",
        publisher="轨道经济报",
        title="11 月国家铁路货运量同比增长",
    )
    [claim] = [c for c in story_claims([report], GLOSSARY) if c.figures]
    assert sorted(figures(claim)) == [
        ("3.46 亿吨", "baseline"),
        ("3.61 亿吨", "value"),
        ("6.3%", "change"),
    ]
    assert [k.ok for k in claim.checks] == [False]


def test_a_rate_set_against_the_adjusted_price_takes_the_new_one_and_an_aside_is_no_subject() -> (
    None
):
    """`B200 裸金属实例（8 卡/台，含 3.2TB 本地 NVMe）按需价格调整为每卡每小时 22.80 元，此前为
    29.50 元` then `包月……16.90 元，比调整后的按需价格低 26%`: the monthly rate is set against
    the adjusted 22.80 (26% adds up), not the 29.50 before; the aside is not the subject."""
    notice = make_article(
        "即日起，澜钧智算华东二区 B200 裸金属实例（8 卡/台，含 3.2TB 本地 NVMe）按需价格调整为"
        "每卡每小时 22.80 元，此前为 29.50 元。\n\n"
        "包月用户按每卡每小时 16.90 元计费，比调整后的按需价格低 26%。",
        owner="lanjun",
        publisher="澜钧智算",
        title="关于 B200 算力实例价格调整的公告",
    )
    claims = story_claims([notice], GLOSSARY)
    monthly = with_figure(claims, "16.90 元")
    assert ("22.80 元", "baseline") in figures(monthly)
    assert [k.ok for k in monthly.checks] == [True]
    assert "NVMe" not in with_figure(claims, "22.80 元").subject["zh"]


def test_a_winning_bid_with_its_ceiling_and_discount_in_brackets_is_one_checked_claim() -> None:
    notice = make_article(
        "潮港市污水处理厂提标改造工程中标结果公告\n\n"
        "中标人：澄江环境工程有限公司\n"
        "中标价：人民币 3.42 亿元（招标控制价 3.80 亿元，下浮 10%）\n",
        owner="chaogang",
        title="潮港市污水处理厂提标改造工程中标结果公告",
    )
    claims = story_claims([notice], GLOSSARY)
    bid = with_figure(claims, "3.42 亿元")
    assert figures(bid) == [("3.42 亿元", "value"), ("3.80 亿元", "baseline"), ("10%", "change")]
    assert [c.ok for c in bid.checks] == [True]


def test_a_bracketed_discount_that_does_not_add_up_is_flagged() -> None:
    notice = make_article(
        "中标价：人民币 3.42 亿元（招标控制价 3.80 亿元，下浮 15%）\n",
        owner="chaogang",
        title="中标结果公告",
    )
    bid = with_figure(story_claims([notice], GLOSSARY), "3.42 亿元")
    assert [c.ok for c in bid.checks] == [False]


def test_a_work_rate_with_its_predecessor_s_in_brackets_is_one_checked_claim() -> None:
    post = make_article(
        "新品｜禾丰 A30 植保无人机发布\n\n"
        "· 作业效率：每小时 260 亩（上一代 A20 是 200 亩，提升了 30%）\n",
        owner="hefeng",
        title="新品｜禾丰 A30 植保无人机发布",
    )
    rate = with_figure(story_claims([post], GLOSSARY), "260 亩")
    assert figures(rate) == [("260 亩", "value"), ("200 亩", "baseline"), ("30%", "change")]
    assert rate.measure == "throughput-total"
    assert [c.ok for c in rate.checks] == [True]


def test_a_sentence_that_says_it_gives_the_set_up_holds_no_finding() -> None:
    """`先交代环境：…` gives the rig, the model and the context (figures that look like findings,
    `-70B`, `64K`), and they are the conditions of the results after it, no claims of their own."""
    post = make_article(
        "实测：RiverKV 的前缀缓存到底有多大用？\n\n"
        "先交代环境：1 台 8 卡 H20 节点，模型为溪语-70B（FP8），上下文 64K，并发 16。\n\n"
        "打开前缀缓存后，整体吞吐提升到 1.8 倍，达到每秒 3,900 tokens。\n",
        owner="xichuan",
        title="实测：RiverKV 的前缀缓存到底有多大用？",
    )
    claims = story_claims([post], GLOSSARY)
    assert not any(f.text in ("70B", "64K") for c in claims for f in c.figures)
    rate = with_figure(claims, "每秒 3,900 tokens")
    assert figures(rate) == [("1.8 倍", "change"), ("每秒 3,900 tokens", "value")]
    held = {c.text for c in rate.conditions}
    assert {"8 卡 H20", "FP8", "并发 16"} <= held, held


def test_a_notice_about_one_chip_s_prices_leaves_the_other_chip_s_unchanged_price_its_own() -> None:
    notice = make_article(
        "关于 L20 算力实例价格调整的公告\n\n"
        "自 12 月 1 日起，L20 实例按需价格由每卡每小时 7.80 元下调至 6.20 元。"
        "A800 实例价格不变，仍为每卡每小时 11.50 元。\n",
        owner="lanyun",
        title="关于 L20 算力实例价格调整的公告",
    )
    claims = story_claims([notice], GLOSSARY)
    assert with_figure(claims, "11.50 元").subject["zh"] == "A800 实例"
    assert with_figure(claims, "6.20 元").subject["zh"].startswith("L20")


def test_a_clause_that_names_no_subject_goes_on_about_the_one_before_it() -> None:
    """A topic chain: `续航里程 300 公里` after the launched truck's consumption is the truck's,
    not the maker's the sentence leads with; a launched name in quotation marks is whole."""
    from pipeline.stories.claims import _launched

    headline = "电动重卡跑长途，电耗到底多少？"
    report = make_article(
        f"{headline}\n\n"
        "岳川汽车今年 8 月推出的 40 吨级电动重卡“岳川 T40”，官方标称满载百公里电耗为 118 千瓦时，"
        "续航里程 300 公里。\n",
        owner="cheping",
        title=headline,
    )
    claims = story_claims([report], GLOSSARY)
    assert with_figure(claims, "118 千瓦时").subject["zh"] == "T40"
    assert with_figure(claims, "300 公里").subject["zh"] == "T40"
    assert _launched("岳川汽车今年 8 月推出的 40 吨级电动重卡“岳川 T40”，") == "岳川 T40"


def test_how_often_a_price_falls_in_a_range_is_not_part_of_what_is_priced() -> None:
    from pipeline.stories.subjects import subject_zh

    assert subject_zh("目前国内加氢站终端售价多在每公斤 ") == "国内加氢站终端"
    assert subject_zh("华东地区工商业电价普遍在每千瓦时 ") == "华东地区工商业电价"


def test_a_size_glued_to_a_models_name_is_the_model_not_a_finding() -> None:
    """`运行溪语-70B`: the model the figures after it ran, a condition, not a claim of 70B."""
    post = make_article(
        "溪流推理 v3 发布\n\n"
        "我们在一台 8 卡 H20 服务器上运行溪语-70B，做到了每卡 3,200 tokens/s 的解码吞吐。\n",
        owner="xiliu",
        title="溪流推理 v3 发布",
    )
    claims = [c for c in story_claims([post], GLOSSARY) if c.figures]
    assert not any(f.text == "70B" for c in claims for f in c.figures)
    rate = with_figure(claims, "3,200 tokens/s")
    assert "溪语-70B" in {c.text for c in rate.conditions}, [c.text for c in rate.conditions]


def test_a_multiple_of_a_result_in_an_earlier_piece_says_which_piece_in_english() -> None:
    post = make_article(
        "新版本在 8 张 H20 上做到每卡 3.1 万 tokens/s，是我们上一篇 Lumen-2 评测中单节点结果的 2.4 倍。",
        owner="tarnwave",
        publisher="Tarnwave",
        title="Tarnwave 推理引擎新版本实测",
    )
    claims = story_claims([post], GLOSSARY)
    claim = next(c for c in claims if c.comparison == "multiple-of")
    assert claim.against["en"] == "the single-node result in its previous Lumen-2 review"
    assert (
        "2.4x the single-node result in its previous Lumen-2 review"
        in claim_text(claim, GLOSSARY)["en"]
    )


def test_an_air_quality_bulletin_s_concentration_is_one_claim_with_its_change() -> None:
    bulletin = make_article(
        "1—10 月，全省 21 个设区市 PM2.5 平均浓度为 31 微克/立方米，同比下降 8.8%。",
        owner="sthjt",
        title="全省 1—10 月环境空气质量状况",
    )
    [claim] = story_claims([bulletin], GLOSSARY)
    assert figures(claim) == [("31 微克/立方米", "value"), ("8.8%", "change")]
    assert claim.measure == "pollutant-concentration"
    assert "31 μg/m³" in claim_text(claim, GLOSSARY)["en"]


def test_a_level_with_changes_on_two_bases_says_each_with_its_base() -> None:
    post = make_article(
        "10 月公司销量 12.6 万辆，同比增长 9%，环比下降 4.2%。",
        owner="qinghe",
        publisher="青禾汽车",
    )
    [claim] = story_claims([post], GLOSSARY)
    assert figures(claim) == [("12.6 万辆", "value"), ("9%", "change"), ("4.2%", "change")]
    text = claim_text(claim, GLOSSARY)
    assert text["zh"].endswith("其销量为 12.6 万辆，同比增长 9%，环比下降 4.2%。")
    assert "9% higher year on year and 4.2% lower month on month" in text["en"]


def test_a_chinese_subject_that_is_only_the_measure_or_the_company_is_the_claimant() -> None:
    post = make_article(
        "公司毛利率为 31.5%，较上年同期提升 1.6 个百分点。出口额为 86 亿美元，是去年同期的 1.2 倍。",
        owner="qinghe",
        publisher="青禾汽车",
    )
    claims = story_claims([post], GLOSSARY)
    margin, exports = with_figure(claims, "31.5%"), with_figure(claims, "86 亿美元")
    assert exports.measure == "exports"
    for claim in (margin, exports):
        assert claim_text(claim, GLOSSARY)["zh"].startswith("青禾汽车称，其")


def test_a_chinese_company_s_expected_revenue_is_its_forecast() -> None:
    post = make_article("公司预计四季度营收约 36 亿元。", owner="qinghe", publisher="青禾汽车")
    [claim] = story_claims([post], GLOSSARY)
    assert claim.basis == "forecast"
    assert claim_text(claim, GLOSSARY)["zh"].startswith("青禾汽车预计，其营收约为 36 亿元")


def test_a_population_counted_in_tens_of_thousands_is_a_finding_and_its_multiple_checked() -> None:
    [level, multiple] = story_claims(
        [
            make_article(
                "2027 年考研报名人数为 391 万人。391 万人约是 2015 年 165 万人的 2.4 倍。",
                owner="moe",
                publisher="教育部",
            )
        ],
        GLOSSARY,
    )
    assert [f.text for f in level.figures] == ["391 万人"]
    assert [(f.text, f.role) for f in multiple.figures] == [
        ("391 万人", "value"),
        ("165 万人", "baseline"),
        ("2.4 倍", "change"),
    ]
    assert [c.ok for c in multiple.checks] == [True]
    assert "是 165 万人的 2.4 倍" in claim_text(multiple, GLOSSARY)["zh"]


def test_a_company_s_headcount_is_no_finding() -> None:
    claims = story_claims(
        [make_article("截至报告期末，公司员工总数 2.6 万人。", owner="acme", publisher="Acme")],
        GLOSSARY,
    )
    assert claims == ()


def test_a_tally_that_moved_is_a_finding_with_its_move_since_an_earlier_time() -> None:
    """`门店数量增至 2,036 家` is how far the business has grown, not a tally of the set-up; the
    `148 家` after `较上季度末增加` is by how much, not what it is compared with."""
    report = make_article(
        "本季度，自营门店数量增至 2,036 家，较上季度末增加 148 家。"
        "截至 10 月底，充电桩保有量为 3,120 台，较 9 月底增加 86 台。",
        owner="zhuanzhuan",
        title="三季度业绩",
    )
    claims = story_claims([report], GLOSSARY)
    stores = with_figure(claims, "2,036 家")
    assert figures(stores) == [("2,036 家", "value"), ("148 家", "change")]
    assert stores.comparison == "change"
    chargers = with_figure(claims, "3,120 台")
    assert figures(chargers) == [("3,120 台", "value"), ("86 台", "change")]
    assert "86 higher than at the end of September" in claim_text(chargers, GLOSSARY)["en"]


def test_a_price_set_against_one_named_before_takes_the_clause_that_names_it() -> None:
    """`比调整后的标准价格高出 50%`: the standard rate's clause (`标准计费由每小时 4 元下调至 3
    元`) names it by `标准`, not the cap's (`每日封顶价格由 40 元下调至 30 元`); 6 against 3 is
    100% higher, so the 50% is flagged. An hour of a power bank is no GPU-hour."""
    notice = make_article(
        "调整后，标准计费由每小时 4 元下调至 3 元，降幅 25%；每日封顶价格由 40 元下调至 30 元。"
        "景区、机场、火车站点位价格维持每小时 6 元不变，比调整后的标准价格高出 50%。",
        owner="xiaodianbao",
        title="小电宝调价公告",
    )
    claims = story_claims([notice], GLOSSARY)
    resort = with_figure(claims, "6 元")
    assert ("3 元", "baseline") in figures(resort)
    assert [c.ok for c in resort.checks] == [False]
    assert with_figure(claims, "4 元").measure == "hourly-price"


MONTHLY_FILING = (
    "2026 年 10 月，公司完成集装箱吞吐量 412.6 万标准箱，同比增长 6.8%；完成货物吞吐量 6,830 万吨，"
    "同比下降 2.3%。主要生产数据如下：\n\n"
    "| 主要指标 | 10 月 | 同比增减 | 1—10 月累计 | 累计同比增减 |\n\n"
    "| 集装箱吞吐量（万标准箱） | 412.6 | 6.8% | 3,905.2 | 5.1% |\n\n"
    "| 货物吞吐量（万吨） | 6,830 | -2.3% | 68,214 | 1.4% |"
)


def test_a_monthly_filings_table_gives_each_figure_its_change_and_its_period() -> None:
    title = "东海港务集团股份有限公司 2026 年 10 月主要生产数据公告"
    filing = make_article(
        f"{title}\n\n{MONTHLY_FILING}",
        owner="donghaigang",
        publisher="东海港务集团股份有限公司（上交所公告）",
        title=title,
    )
    claims = story_claims([filing], GLOSSARY)
    running = with_figure(claims, "3,905.2")
    assert figures(running) == [("3,905.2", "value"), ("5.1%", "change")]
    assert running.figures[0].value == 39_052_000 and running.figures[0].unit == "TEU"
    assert [c.zh for c in running.conditions] == ["1—10 月"]
    assert running.against["zh"] == "去年同期" and running.measure == "freight-volume"
    assert "东海港务" in running.subject["zh"]
    assert figures(with_figure(claims, "68,214")) == [("68,214", "value"), ("1.4%", "change")]
    # the table's `-2.3%` and the text's `同比下降 2.3%` state one claim
    assert (
        len([c for c in claims if any(f.text in ("6,830", "6,830 万吨") for f in c.figures)]) == 1
    )


def test_a_growth_set_against_an_earlier_months_is_no_second_change() -> None:
    note = make_article(
        "公司 10 月集装箱吞吐量 412.6 万标箱，同比增长 6.8%，增速较 9 月的 4.2% 明显回升。",
        owner="huayue",
    )
    claims = story_claims([note], GLOSSARY)
    assert figures(with_figure(claims, "412.6 万标箱")) == [
        ("412.6 万标箱", "value"),
        ("6.8%", "change"),
    ]
    growth = with_figure(claims, "4.2%")
    assert figures(growth) == [("6.8%", "value"), ("4.2%", "baseline")]
    assert growth.against["zh"] == "9 月"


def test_a_second_thing_listed_with_the_same_measure_is_its_own_subject_on_a_period() -> None:
    report = make_article(
        "本周，全国生猪平均价格为每公斤 13.42 元，比前一周下降 2.1%，同比降幅 18.6%。"
        "仔猪平均价格为每公斤 24.85 元，环比下降 3.0%，同比下降 31.2%。",
        owner="nongxin",
    )
    piglets = with_figure(story_claims([report], GLOSSARY), "24.85 元")
    assert piglets.subject["zh"] == "仔猪"
    # its changes are on the week and the year before, not against the hog price before it
    assert figures(piglets) == [("24.85 元", "value"), ("3.0%", "change"), ("31.2%", "change")]
    assert piglets.checks == ()


def test_a_price_list_of_products_after_semicolons_gives_each_its_own_moves() -> None:
    report = make_article(
        "11 月第 2 周，小颗粒尿素平均出厂价格为每吨 1,912 元，环比下跌 3.4%，同比下跌 21.7%；"
        "氯化钾（60% 含量）平均出厂价格为每吨 2,486 元，环比下跌 1.1%。",
        owner="huafei",
    )
    claims = story_claims([report], GLOSSARY)
    urea = with_figure(claims, "1,912 元")
    assert urea.subject["zh"] == "小颗粒尿素"  # `平均出厂价格` is the measure
    assert figures(urea) == [("1,912 元", "value"), ("3.4%", "change"), ("21.7%", "change")]
    potash = with_figure(claims, "2,486 元")
    assert potash.subject["zh"] == "氯化钾"
    assert figures(potash) == [("2,486 元", "value"), ("1.1%", "change")]
    # the grade in brackets says which product, no finding of its own
    assert "60% 含量" in [c.text for c in potash.conditions]
    assert not [c for c in claims if any(f.text == "60%" for f in c.figures)]


def test_a_share_column_is_of_the_column_it_names_and_the_total_said_before_the_table() -> None:
    report = make_article(
        "10 月，全市互联网租赁自行车日均骑行量 312.6 万人次，同比增长 8.4%。\n\n"
        "| 企业 | 在营车辆（万辆） | 日均骑行量（万人次） | 骑行量份额 |\n\n"
        "| 青骑出行 | 41.2 | 138.5 | 44.3% |\n\n| 美行单车 | 35.8 | 109.4 | 38.0% |",
        owner="lcjtj",
        publisher="临川市交通运输局",
    )
    claims = story_claims([report], GLOSSARY)
    qingqi = with_figure(claims, "138.5")
    assert figures(qingqi) == [("138.5", "value"), ("44.3%", "share"), ("312.6 万人次", "baseline")]
    assert qingqi.subject["zh"] == "青骑出行" and qingqi.against["zh"] == "全市互联网租赁自行车"
    assert [c.ok for c in qingqi.checks] == [True]  # 138.5/312.6 = 44.3%
    assert [c.ok for c in with_figure(claims, "109.4").checks] == [False]  # 35.0%, not 38.0%
    words = claim_text(qingqi, GLOSSARY)["zh"]
    assert "138.5 万，占全市互联网租赁自行车（312.6 万人次）的 44.3%" in words
