"""Chinese conditions: which set-ups a Chinese source's claims hold under.

Real passages in the style of the sources, through the real extractor.
"""

from __future__ import annotations

from pipeline.i18n import default_glossary
from pipeline.records import Claim
from pipeline.stories import story_claims

from .conftest import make_article

GLOSSARY = default_glossary()


def with_figure(claims, text: str) -> Claim:
    return next(c for c in claims if any(f.text == text for f in c.figures))


def test_the_terms_of_the_prices_above_are_not_a_subsidys_on_top_of_them() -> None:
    notice = make_article(
        "即日起，青禾 S5 长续航版起售价由 19.98 万元下调至 17.98 万元，直降 2 万元。\n\n"
        "以上价格为含补贴后的指导价。老用户增购可额外享受 3000 元置换补贴。",
        owner="qinghe",
        title="青禾 S5 限时购车政策",
    )
    claims = story_claims([notice], GLOSSARY)
    price = with_figure(claims, "17.98 万元")
    assert "含补贴后的指导价" in [c.text for c in price.conditions]
    subsidy = with_figure(claims, "3000 元")
    assert [c.text for c in subsidy.conditions] == ["老用户增购"]
    assert [c.en for c in subsidy.conditions] == ["repeat purchases by existing customers"]


def test_a_remark_on_the_rigs_bottleneck_after_its_results_is_their_condition() -> None:
    post = make_article(
        "折腾了一个周末，终于把 32B 模型在两台机器（每台 2 张 L40S）上跑起来了。\n\n"
        "单用户生成速度大概 35 tokens/s，首 token 延迟 0.9 秒。整套机器一共花了 12 万。\n\n"
        "感觉两台机器之间只有 10G 的网络是目前的瓶颈。",
        owner="forum",
        title="【分享】双机 4 卡 L40S 本地部署实测",
    )
    claims = story_claims([post], GLOSSARY)
    speed = with_figure(claims, "35 tokens/s")
    assert "10G 的网络" in [c.text for c in speed.conditions]
    assert [c.en for c in speed.conditions if c.text == "10G 的网络"] == ["a 10G network link"]
    price = with_figure(claims, "12 万")
    assert "10G 的网络" not in [c.text for c in price.conditions]


def test_a_nodes_cores_and_memory_are_one_spec() -> None:
    notes = make_article(
        "写入：在 3 节点、每节点 64 核 / 256GB 内存的集群上，sysbench 写入吞吐由 20 万 QPS 提升至 "
        "26 万 QPS，提升 30%。",
        owner="yanchuan",
        title="岩川数据库 v7.1 发版说明",
    )
    claim = with_figure(story_claims([notes], GLOSSARY), "26 万 QPS")
    assert "64 核 / 256GB 内存" in [c.text for c in claim.conditions]


def test_a_spec_lines_own_qualifier_is_its_condition() -> None:
    page = make_article(
        "青禾 Pad 规格参数\n\n电池与充电\n\n电池容量：9000mAh（典型值）\n\n有线快充：45W",
        owner="qinghe",
        title="青禾 Pad 规格参数",
    )
    claim = with_figure(story_claims([page], GLOSSARY), "9000mAh")
    assert [(c.text, c.en) for c in claim.conditions] == [("典型值", "typical")]


def test_the_month_of_a_shares_total_is_no_period_of_its_own() -> None:
    report = make_article(
        "分车型看，纯电 SUV 青禾 S5 交付 9,800 辆，占当月总交付量的 41%。",
        owner="qinghe",
        title="青禾汽车 10 月交付 2.4 万辆",
    )
    claim = with_figure(story_claims([report], GLOSSARY), "9,800 辆")
    assert "当月" not in [c.text for c in claim.conditions]


def test_a_voucher_is_a_gift_not_a_price() -> None:
    article = make_article(
        "本店 A100 包月套餐折合 6.90 元/GPU 小时。名额有限，本周下单再送 100 元代金券。",
        owner="shop",
        publisher="算力小铺",
    )
    claims = story_claims([article], default_glossary())
    assert not any(f.text == "100 元" for c in claims for f in c.figures)


def test_a_figure_written_before_its_noun_sizes_or_counts_what_a_later_figure_is_about() -> None:
    report = make_article(
        "据行业机构测算，本月 32GB LPDDR5X 颗粒现货均价为 96 元，较上月上涨 12%。\n\n"
        "青禾储能共投运 480 套储能柜，总容量 200 兆瓦时。",
        owner="qinghe",
        title="存储与储能月报",
    )
    claims = story_claims([report], GLOSSARY)
    assert not any(f.text == "32GB" for c in claims for f in c.figures)
    assert "32GB" in [c.text for c in with_figure(claims, "96 元").conditions]
    assert not any(f.text.startswith("480") for c in claims for f in c.figures)
    assert "480 套储能柜" in [c.text for c in with_figure(claims, "200 兆瓦时").conditions]


def test_a_service_window_a_page_count_and_a_tally_of_patents_are_not_claims() -> None:
    notice = make_article(
        "青禾科技今年新增发明专利 86 项，白皮书共 32 页。退款将在 5 个工作日内原路返回。",
        owner="qinghe",
        title="青禾科技年度简报",
    )
    assert story_claims([notice], GLOSSARY) == ()


def test_a_note_on_the_prices_below_a_contract_price_and_what_a_price_includes() -> None:
    notice = make_article(
        "以下价格均为含税的出厂价格。\n\n"
        "青禾 E3 储能柜单价为每瓦时 0.62 元（含安装）。"
        "三季度 12 英寸硅片合约价为 95 美元。",
        owner="qinghe",
        title="青禾储能产品价格",
    )
    claims = story_claims([notice], GLOSSARY)
    cabinet = [c.text for c in with_figure(claims, "0.62 元").conditions]
    assert "含税的出厂价格" in cabinet and "含安装" in cabinet
    assert "合约价" in [c.text for c in with_figure(claims, "95 美元").conditions]


def test_the_state_a_figure_holds_in_is_its_condition_but_a_standard_one_is_not() -> None:
    post = make_article(
        "据青禾介绍，在满电低温运行条件下，青禾 M2 电池的放电效率仍为 85%。"
        "在标准测试条件下，其能量密度为 190Wh/kg。",
        owner="qinghe",
        title="青禾 M2 电池",
    )
    claims = story_claims([post], GLOSSARY)
    assert [c.text for c in with_figure(claims, "85%").conditions] == ["满电低温运行"]
    assert not any("标准" in c.text for c in with_figure(claims, "190Wh/kg").conditions)


def test_a_labelled_figure_in_a_nouns_parenthesis_describes_it_for_the_sentences_figure() -> None:
    notice = make_article(
        "青禾储能项目共配置 40 套储能舱（单舱容量 5MWh），合同单价为每瓦时 0.55 元。",
        owner="qinghe",
        title="青禾储能签约储能项目",
    )
    claims = story_claims([notice], GLOSSARY)
    assert {f.text for c in claims for f in c.figures} == {"0.55 元"}
    conditions = [c.text for c in with_figure(claims, "0.55 元").conditions]
    assert "单舱容量 5MWh" in conditions and "40 套储能舱" in conditions


def test_the_size_of_a_project_a_sentence_prices_is_its_scope() -> None:
    notice = make_article(
        "青禾光伏中标云南 500MW 光伏电站项目，组件中标单价为每瓦 0.72 元。",
        owner="qinghe",
        title="青禾光伏中标云南光伏项目",
    )
    claims = story_claims([notice], GLOSSARY)
    assert {f.text for c in claims for f in c.figures} == {"0.72 元"}
    assert "500MW 光伏电站项目" in [c.text for c in claims[0].conditions]


def test_a_full_load_and_a_spot_price_are_said_in_english_too() -> None:
    report = make_article(
        "在满负载运行条件下，青禾 R2 服务器整机功耗为 2.4kW。本周 16GB DDR5 颗粒现货价为 6.1 美元。",
        owner="qinghe",
        title="青禾周报",
    )
    claims = story_claims([report], GLOSSARY)
    assert [c.en for c in with_figure(claims, "2.4kW").conditions] == ["at full load"]
    assert "spot price" in [c.en for c in with_figure(claims, "6.1 美元").conditions]


def test_a_single_quarters_figure_says_so() -> None:
    report = make_article(
        "青禾科技发布三季度业绩：单季营业收入 12.4 亿元，同比增长 20%。",
        owner="qinghe",
        title="青禾科技三季度业绩",
    )
    claim = with_figure(story_claims([report], GLOSSARY), "12.4 亿元")
    assert ("单季", "the quarter alone") in [(c.text, c.en) for c in claim.conditions]


def test_a_years_electricity_use_holds_over_a_year() -> None:
    report = make_article(
        "青禾园区制冷系统年耗电量约 1,200 万千瓦时，比传统方案减少 30%。",
        owner="qinghe",
        title="青禾园区能耗",
    )
    claim = story_claims([report], GLOSSARY)[0]
    assert claim.measure == "energy-consumption"
    assert [(c.kind, c.text, c.en) for c in claim.conditions] == [
        ("period", "年耗电量", "over a year")
    ]


def test_the_runs_and_the_frame_rate_of_a_test_are_its_workload() -> None:
    review = make_article(
        "室温 25°C 下，我用青禾 P7 连跑 5 轮云测，最高一轮 188 万分。重载游戏 90 帧下整机功耗 4.8W。",
        owner="reviewer",
        title="实测青禾 P7",
    )
    claims = story_claims([review], GLOSSARY)
    assert {f.text for c in claims for f in c.figures} == {"188 万分", "4.8W"}
    assert "5 runs" in [c.en for c in with_figure(claims, "188 万分").conditions]
    assert [c.en for c in with_figure(claims, "4.8W").conditions] == ["at 90 fps"]


def test_a_sentence_saying_what_the_data_below_covers_sets_it_up() -> None:
    post = make_article(
        "国庆期间（10 月 1 日—7 日），云鹊快递在成都、重庆两地共开通 24 条无人车线路，"
        "以下数据均统计自 3 公里配送半径内的订单。\n\n"
        "7 天里，云鹊无人车累计完成配送 8.2 万单；准时率 98.5%。",
        owner="yunque",
        title="云鹊无人车国庆成绩单出炉！",
    )
    claims = story_claims([post], GLOSSARY)
    assert not any(f.text in ("7", "3 公里") for c in claims for f in c.figures)
    rate = with_figure(claims, "98.5%")
    texts = [c.text for c in rate.conditions]
    assert "成都、重庆两地" in texts and "24 条无人车线路" in texts
    assert any(t.startswith("3 公里") for t in texts)
    orders = [c.text for c in with_figure(claims, "8.2 万单").conditions]
    assert "7 天里" in orders and "国庆期间" in orders  # the span, within the passage's period


def test_a_start_date_before_a_price_list_frames_every_item() -> None:
    notice = make_article(
        "云栈自 1 月 5 日起下调 L40S 云主机价格：按需实例由每卡每小时 12 元降至 9.6 元；"
        "包年实例折合每卡每小时 6 元，比调整后的按需价格低约 38%。以上价格均按 8 卡整机规格计算。\n\n"
        "推理 API 同步降价：云栈-Pro 模型输入价格降至每百万 tokens 3 元。",
        owner="yunzhan",
        title="云栈 L40S 实例调价",
    )
    claims = story_claims([notice], GLOSSARY)
    yearly = [c.text for c in with_figure(claims, "6 元").conditions]
    assert "自 1 月 5 日起" in yearly and any("8 卡整机规格" in t for t in yearly)
    api = [c.text for c in with_figure(claims, "3 元").conditions]
    assert not any("整机规格" in t for t in api)


def test_a_rated_state_with_its_parameters_aside_and_a_test_runs_conditions() -> None:
    maker = make_article(
        "锐川重工今日宣布，其 RC-80 储热罐完成出厂验收。在额定工况（工作温度 60°C）下，"
        "该储热罐日散热损失为 1.2%。",
        owner="ruichuan",
        publisher="锐川重工官网新闻",
        title="锐川重工 RC-80 储热罐通过出厂验收",
    )
    lab = make_article(
        "受锐川重工委托，我中心对 RC-80 储热罐进行了 48 小时连续运行测试，测试条件为工作温度"
        " 60°C、满负荷运行。测试期间日散热损失为 1.2%。",
        owner="jiance",
        publisher="华检测试中心",
        title="检测快报｜RC-80 储热罐实测",
    )
    rated = story_claims([maker], GLOSSARY)[0]
    assert "额定" in {c.text for c in rated.conditions}
    tested = story_claims([lab], GLOSSARY)[0]
    texts = {c.text for c in tested.conditions}
    assert "满负荷运行" in texts and "48 小时连续运行测试" in texts
    ran = next(c for c in tested.conditions if c.text == "48 小时连续运行测试")
    assert ran.en == "a 48-hour continuous-run test"
    both = story_claims([maker, lab], GLOSSARY)
    assert with_figure(both, "1.2%").status == "corroborated"  # `我中心`: the lab's own test


def test_a_monthly_capacity_is_a_period_and_a_later_start_date_is_the_lines() -> None:
    report = make_article(
        "截至三季度末，公司 DRAM 月产能达到 6.2 万片晶圆。公司规划年产能 12GWh，产线预计明年"
        "三季度投产。",
        owner="panyu",
        title="磐宇存储 2026 年第三季度业绩公告",
    )
    claims = story_claims([report], GLOSSARY)
    monthly = with_figure(claims, "6.2 万片")
    assert "月产能" in [c.text for c in monthly.conditions]
    yearly = [c.text for c in with_figure(claims, "12GWh").conditions]
    assert "年产能" in yearly and not any("明年" in t for t in yearly)


def test_the_parts_a_thing_is_built_of_and_a_spec_in_a_name_are_no_claims() -> None:
    note = make_article(
        "新投运的鹏远 3 号海缆设计容量为 180Tbps，共 8 对光纤。毛利率为 33.0%，主要受益于"
        "16 层堆叠 HBM4 产品放量。",
        owner="haixian",
        title="海缆与存储观察",
    )
    claims = story_claims([note], GLOSSARY)
    assert not any(f.text.startswith(("8", "16")) for c in claims for f in c.figures)
    assert "8 对光纤" in [c.text for c in with_figure(claims, "180Tbps").conditions]


def test_the_full_year_and_a_single_day_are_periods() -> None:
    post = make_article(
        "国庆期间，云鹊无人车累计完成配送 8.2 万单；单日峰值 1.6 万单。我们预计全年订单量将在"
        " 150 万至 160 万单之间。",
        owner="yunque",
        title="云鹊无人车国庆成绩单出炉！",
    )
    claims = story_claims([post], GLOSSARY)
    peak = {c.text: c.en for c in with_figure(claims, "1.6 万单").conditions}
    assert peak.get("单日") == "in a single day"
    year = {c.text: c.en for c in with_figure(claims, "150 万至 160 万单").conditions}
    assert year.get("全年") == "the full year"


def test_a_design_rating_and_a_token_prices_tier_are_scopes() -> None:
    note = make_article(
        "新投运的鹏远 3 号海缆设计容量为 180Tbps。\n\n"
        "推理 API 同步降价：云栈-Pro 模型输入价格降至每百万 tokens 3 元，输出每百万 tokens 9 元。",
        owner="haixian",
        title="海缆与 API 价格观察",
    )
    claims = story_claims([note], GLOSSARY)
    cable = {c.text: c.en for c in with_figure(claims, "180Tbps").conditions}
    assert cable.get("设计") == "by design"
    assert {c.text: c.en for c in with_figure(claims, "3 元").conditions}.get(
        "输入"
    ) == "input tokens"
    assert {c.text: c.en for c in with_figure(claims, "9 元").conditions}.get(
        "输出"
    ) == "output tokens"


def test_a_line_labelling_the_test_conditions_sets_up_the_results() -> None:
    review = make_article(
        "测试条件：屏幕亮度 200 nits、Wi-Fi 开启。以下数据均在该条件下测得。\n\n"
        "本地视频连续播放 12.5 小时，比官方宣称的 14 小时短约 11%。",
        owner="pingce",
        publisher="数码评测室",
        title="评测｜青禾 Pad 5 续航实测",
    )
    claims = story_claims([review], GLOSSARY)
    assert not any(f.text == "200 nits" for c in claims for f in c.figures)
    played = with_figure(claims, "12.5 小时")
    assert "200 nits" in [c.text for c in played.conditions]
    assert ("11%", "change") in [(f.text, f.role) for f in played.figures]


def test_what_a_memory_figure_counts_and_on_what_card_are_scopes() -> None:
    post = make_article(
        "先交代测试环境：单机 8 卡 L20，FP8 权重。\n\n显存方面，权重加 KV cache 每卡占用 40GB。",
        owner="laowang",
        title="上手｜玄澈-2 开源模型初体验",
    )
    held = {c.text: c.en for c in with_figure(story_claims([post], GLOSSARY), "40GB").conditions}
    assert held.get("权重加 KV cache") == "weights and KV cache"
    assert held.get("每卡占用") == "used per GPU"


def test_the_frame_a_sentence_leads_with_reaches_its_clauses_after_a_semicolon() -> None:
    post = make_article(
        "青鸾推理今天发布 v1.2 版本。在 8 张 H800、输入 4K token 的配置下，decode 吞吐由 2.1 万"
        " tokens/s 提升至 2.84 万 tokens/s；P90 首 token 延迟从 1.2 秒降至 0.9 秒。",
        owner="qingluan",
        publisher="青鸾推理（微信公众号）",
        title="青鸾推理 v1.2 发布",
    )
    claims = story_claims([post], GLOSSARY)
    latency = [c.text for c in with_figure(claims, "0.9 秒").conditions]
    assert "8 张 H800" in latency and "输入 4K token" in latency


def test_we_rented_names_the_thing_rented_and_sets_up_the_run() -> None:
    post = make_article(
        "我们租用了星垣云的 H20 按需实例（每卡每小时 9.8 元），跑 32B 模型，并发 64。"
        "实测整机吞吐为 6,200 tokens/s。",
        owner="ceping",
        publisher="算力测评室",
        title="实测｜H20 实例性价比",
    )
    claims = story_claims([post], GLOSSARY)
    assert with_figure(claims, "9.8 元").subject["zh"] == "星垣云的 H20 按需实例"
    assert "并发 64" in [c.text for c in with_figure(claims, "6,200 tokens/s").conditions]


def test_a_price_said_to_be_on_demand_takes_no_plan_from_the_lead_beside_it() -> None:
    post = make_article(
        "【包年特惠】霁风网盘这周把 2TB 空间的按需价降到了 12 元/月，老用户纷纷来问。\n\n"
        "本店霁风网盘 2TB 包年套餐折合 8 元/月，比按需价便宜 33%！",
        owner="reseller",
        publisher="云盘小铺",
    )
    claims = [c for c in story_claims([post], GLOSSARY) if c.figures]
    on_demand = next(c for c in claims if [f.text for f in c.figures] == ["12 元/月"])
    plan = next(c for c in claims if any(f.text == "8 元/月" for f in c.figures))
    assert "包年" not in [c.text for c in on_demand.conditions]
    assert "包年" in [c.text for c in plan.conditions]


def test_a_rated_state_named_by_a_code_is_the_figures_condition() -> None:
    # `在 T3 工况下`: a climate class code with a digit is still the state the figure holds in
    spec = make_article(
        "岭泉空调新款商用机组在 T3 工况下制冷量为 12.5 kW，在实验室环境下噪声为 52 dB。",
        owner="lingquan",
        title="岭泉空调发布商用机组",
    )
    claims = story_claims([spec], GLOSSARY)
    assert any("T3" in c.text for c in with_figure(claims, "12.5 kW").conditions)


def test_a_note_on_how_the_figure_before_it_was_measured_is_its_set_up_not_a_claim() -> None:
    # a drone's flight time per charge: the note's speed is how the flight was run; how long
    # one charge takes is a charging time
    post = make_article(
        "极翼 M3 无人机整机重量 1.4 公斤，单次充电可连续飞行 42 分钟。"
        "注：续航为无风条件下以 8 米/秒匀速飞行测得，实际使用会有所差异。\n\n"
        "配套快充座单次充电时长为 35 分钟。",
        owner="jiyi",
        title="极翼 M3 无人机开售",
    )
    claims = story_claims([post], GLOSSARY)
    flight = with_figure(claims, "42 分钟")
    assert flight.measure == "battery-life"
    assert any("8 米/秒" in c.text for c in flight.conditions)
    assert any("无风" in c.text for c in flight.conditions)
    assert not any(f.text == "8 米/秒" for c in claims for f in c.figures)
    assert not with_figure(claims, "1.4 公斤").conditions
    assert with_figure(claims, "35 分钟").measure == "charging-time"


def test_a_lead_in_over_a_price_list_gives_its_terms_and_date_to_every_item() -> None:
    # a parcel locker's new tariff: the date, the billing basis and the fee the prices take in,
    # said in the lead-in that ends on a colon, hold for each item; two terms carried as
    # written are both kept
    notice = make_article(
        "速柜快递柜资费调整公告\n\n"
        "速柜将自 2026 年 3 月 1 日起调整华东地区按次计费价格。以下价格按月累计投递量分档计费，含保管费：\n\n"
        "一、小格口：由 0.50 元/次下调至 0.40 元/次；\n二、大格口：由 0.80 元/次下调至 0.70 元/次。\n\n"
        "统计日期为 2 月 20 日。",
        owner="sugui",
        title="速柜快递柜资费调整公告",
    )
    small = with_figure(story_claims([notice], GLOSSARY), "0.40 元")
    texts = [c.text for c in small.conditions]
    assert "自 2026 年 3 月 1 日起" in texts
    assert "按次计费" in texts and "按月累计投递量分档计费" in texts
    assert any(t.startswith("含保管费") for t in texts)


def test_the_day_a_tables_figures_were_taken_on_is_their_period() -> None:
    board = make_article(
        "# 冷链周报\n\n下表为主要产地的冷库租金，单位为元/吨（月），含电费，统计日期为 4 月 8 日。\n\n"
        "| 产地 | 本周 | 上周 | 环比 |\n\n| 寿光 | 1,260 | 1,300 | -3.1% |",
        owner="lengku",
        title="冷链周报",
    )
    row = with_figure(story_claims([board], GLOSSARY), "1,260")
    period = next(c for c in row.conditions if c.kind == "period")
    assert period.zh == "统计日期为 4 月 8 日" and period.en == "as of April 8"
    assert "含电费" in [c.text for c in row.conditions]


def test_a_threshold_a_tender_requires_is_a_term_of_the_order_not_a_claim() -> None:
    # a wind turbine tender: the warranty the tender asks for is a term, the GW its size
    report = make_article(
        "本轮风电整机集中招标规模 4.2GW，招标文件要求整机质保期不少于 5 年。",
        owner="fengdian",
        title="风电整机集中招标开标",
    )
    claims = story_claims([report], GLOSSARY)
    tender = with_figure(claims, "4.2GW")
    assert tender.measure == "orders"
    assert "整机质保期不少于 5 年" in [c.text for c in tender.conditions]
    assert not any(f.text == "5 年" for c in claims for f in c.figures)


def test_the_period_a_run_of_semicolon_clauses_leads_with_holds_for_each_clause() -> None:
    # an airline's quarter: `第二季度` opens the run, so the load factor after `；` is the
    # quarter's too
    report = make_article(
        "第二季度公司旅客运输量 1,820 万人次，同比增长 9%；客座率 84.1%，同比提升 2.3 个百分点。",
        owner="yunhang",
        title="云航航空二季度运营数据",
    )
    claims = story_claims([report], GLOSSARY)
    load = with_figure(claims, "84.1%")
    assert "第二季度" in [c.text for c in load.conditions if c.kind == "period"]


def test_the_edition_named_right_before_a_price_is_its_scope() -> None:
    # a 3D printer's two editions: each price is of the edition named right before it
    post = make_article(
        "售价方面，基础版 2,999 元，专业版售价 4,599 元，即日起在官方商城预订。",
        owner="zhiyin",
        title="智印 P3 打印机开售",
    )
    claims = story_claims([post], GLOSSARY)
    assert "基础版" in [c.text for c in with_figure(claims, "2,999 元").conditions]
    assert "专业版" in [c.text for c in with_figure(claims, "4,599 元").conditions]


def test_cards_and_the_one_node_they_are_in_are_one_condition_whichever_comes_first() -> None:
    # a video transcoding run: `8 卡 L40S 单机` is one rig, as `单机 8 卡 L40S` is
    blog = make_article(
        "测试配置：8 卡 L40S 单机，输入 4K 视频。如无特别说明，下文数据均在此配置下测得。\n\n"
        "新版转码引擎整机吞吐达到 96 路。",
        owner="yingzhuan",
        title="影转引擎 3.0 发布",
    )
    claim = with_figure(story_claims([blog], GLOSSARY), "96")
    texts = [c.text for c in claim.conditions]
    assert "8 卡 L40S 单机" in texts and "单机" not in texts


def test_a_data_sets_count_and_the_size_of_each_item_are_one_condition() -> None:
    # an image-search benchmark: `2000 万条 768 维向量` is one data set, not a count and a
    # bare 768
    blog = make_article(
        "本文所有测试均在同一台 64 核、256GB 内存的服务器上完成，数据集为 2000 万条 768 维向量，"
        "召回率统一控制在 0.95。\n\n新版以图搜图引擎单机 QPS 达到 9,200。",
        owner="soutu",
        title="搜图引擎 2.0 发布",
    )
    claim = with_figure(story_claims([blog], GLOSSARY), "9,200")
    texts = [c.text for c in claim.conditions]
    assert "2000 万条 768 维向量" in texts and "768" not in texts


def test_the_mainland_a_price_is_set_for_is_its_region() -> None:
    # a music app's membership: `中国内地` is where the new fee holds
    notice = make_article(
        "自 6 月 1 日起，悦听音乐中国内地会员月费由 25 元下调至 19 元。",
        owner="yueting",
        title="悦听音乐会员调价",
    )
    fee = with_figure(story_claims([notice], GLOSSARY), "19 元")
    region = next(c for c in fee.conditions if c.kind == "region")
    assert (region.zh, region.en) == ("中国内地", "in mainland China")


def test_what_a_new_site_added_in_another_month_is_no_condition_of_a_quarters_figure() -> None:
    notice = make_article(
        "本次降价有两方面原因：一是 7 月份成都新园区投运，新增 3,072 张 B200；"
        "二是第二季度 B200 集群平均利用率达到 81%，较去年同期的 59% 大幅提升。",
        owner="yunque",
    )
    claim = with_figure(story_claims([notice], GLOSSARY), "81%")
    assert [(c.kind, c.zh) for c in claim.conditions] == [("period", "第二季度")]


def test_a_count_added_earlier_is_no_condition_of_a_change_since_another_month() -> None:
    post = make_article(
        "云雀算力负责人在内部信中写道，8 月在贵安新增的 1,536 张 H20 已全部投入使用，"
        "公司每 GPU 小时的电费成本自 2 月以来下降了 14%。",
        owner="yunque",
    )
    claim = with_figure(story_claims([post], GLOSSARY), "14%")
    assert [(c.kind, c.en, c.zh) for c in claim.conditions] == [
        ("period", "since February", "自 2 月以来")
    ]


def test_a_figure_converted_from_another_holds_that_one_as_its_condition() -> None:
    post = make_article(
        "按官方闲时价格计算，每卡 41,000 tokens/s 的吞吐折合 12.40 美元/GPU 小时。",
        owner="tarnwave",
    )
    claims = story_claims([post], GLOSSARY)
    money = with_figure(claims, "12.40 美元/GPU 小时")
    assert [c.zh for c in money.conditions if c.kind == "converted from"] == [
        "由 41,000 tokens/s 折算"
    ]


def test_the_end_and_the_start_of_a_year_read_in_english() -> None:
    from pipeline.stories.conditions import period_in_both

    assert period_in_both("2025 年底", GLOSSARY)["en"] == "the end of 2025"
    assert period_in_both("2026 年初", GLOSSARY)["en"] == "the start of 2026"
    assert period_in_both("年初", GLOSSARY)["en"] == "the start of the year"
