"""Chinese subjects: what a figure is about when it is not the article's company.

Real passages in the style of the sources, through the real extractor.
"""

from __future__ import annotations

from pipeline.i18n import default_glossary
from pipeline.prose import claim_text
from pipeline.records import Claim
from pipeline.stories import story_claims
from pipeline.stories.subjects import ZH_COMPANY, leading_subject_zh, subject_zh

from .conftest import make_article

GLOSSARY = default_glossary()


def with_figure(claims, text: str) -> Claim:
    return next(c for c in claims if any(f.text == text for f in c.figures))


def test_a_part_of_a_market_total_is_its_own_subject() -> None:
    note = make_article(
        "据观潮研究统计，2026 年第二季度中国平板电脑市场出货量为 820 万台，同比增长 5%。"
        "其中，青禾出货 190 万台，市场份额 23%，位列第一。\n\n"
        "二合一平板出货 96 万台，同比增长 30%，在整体市场中的占比提升至 11.7%。",
        owner="guanchao",
        title="观潮研究：二季度中国平板电脑出货 820 万台",
    )
    claims = story_claims([note], GLOSSARY)
    assert with_figure(claims, "190 万台").subject["zh"] == "青禾"
    assert with_figure(claims, "96 万台").subject["zh"] == "二合一平板"


def test_a_business_segment_is_the_companys() -> None:
    report = make_article(
        "远帆科技第三季度营业收入为 212.0 亿元，同比增长 9%；其中广告业务收入 80.5 亿元，"
        "占总营收的 38%，同比增长 12%。",
        owner="yuanfan",
        title="远帆科技公布第三季度财报",
    )
    claim = with_figure(story_claims([report], GLOSSARY), "80.5 亿元")
    assert claim.subject["zh"] == "远帆科技广告业务"


def test_a_car_named_by_the_cell_it_carries_is_not_the_cell_maker() -> None:
    launch = make_article(
        "云储能源表示，搭载新电池包的整车 CLTC 续航可达 900 公里。",
        owner="yunchu",
        title="云储能源发布新一代电池包",
    )
    claim = with_figure(story_claims([launch], GLOSSARY), "900 公里")
    assert claim.subject["zh"] == "搭载新电池包的整车"


def test_the_whole_machine_a_chip_goes_in_is_what_its_power_is_of() -> None:
    launch = make_article(
        "芯澜今日发布端侧芯片 XL-7。该芯片 NPU 算力达到 40 TOPS；在运行 3B 参数模型时，"
        "整机功耗低于 10W。",
        owner="xinlan",
        title="芯澜发布端侧 AI 芯片 XL-7",
    )
    claim = with_figure(story_claims([launch], GLOSSARY), "10W")
    assert claim.subject["zh"] == "搭载 XL-7 的整机"


def test_each_line_of_a_price_list_is_the_products_tier() -> None:
    notice = make_article(
        "即日起，青云-Max 模型 API 价格下调：输入价格由每百万 tokens 4 元降至 1 元，"
        "输出价格由每百万 tokens 12 元降至 4 元。\n\n缓存命中的输入按每百万 tokens 0.3 元计费。",
        owner="qingyun",
        title="青云开放平台价格调整通知",
    )
    claims = story_claims([notice], GLOSSARY)
    assert with_figure(claims, "1 元").subject == {
        "zh": "青云-Max 输入价格",
        "en": "青云-Max 输入价格",
    }
    assert with_figure(claims, "12 元").subject["zh"] == "青云-Max 输出价格"
    assert with_figure(claims, "0.3 元").subject["zh"] == "青云-Max"


def test_a_thank_you_before_a_name_is_no_brand() -> None:
    # a post's one line is its headline too
    line = (
        "#Kivo Nova Ultra# 今晚登陆欧洲！6000mAh 大电池，支持 100W 有线快充。"
        "感谢每一位 Kivo 粉丝的支持！"
    )
    post = make_article(line, owner="kivo", publisher="Kivo 官方微博", title=line)
    claims = story_claims([post], GLOSSARY)
    assert all("谢" not in c.subject["zh"] for c in claims)


def test_a_headlines_brand_is_the_name_the_text_writes_again() -> None:
    notes = make_article(
        "岩川数据库 v7.1 是 7.x 系列的第二个功能版本。\n\n"
        "写入：sysbench 写入吞吐由 12 万 QPS 提升至 18 万 QPS，提升 50%。",
        owner="yanchuan",
        title="岩川数据库 v7.1 发版说明",
    )
    claim = with_figure(story_claims([notes], GLOSSARY), "18 万 QPS")
    assert claim.subject["zh"] == "岩川数据库 v7.1"


def test_an_analysts_note_is_about_the_company_its_headline_names() -> None:
    note = make_article(
        "事件：青岚 AI 在开发者大会上披露，旗下助手应用月活跃用户数突破 8000 万。\n\n"
        "点评：我们测算青岚助手在国内 AI 助手市场的份额约为 9%，较年初提升 3 个百分点。"
        "我们将公司 2027 年营收预测由 40 亿元上调至 46 亿元，维持“买入”评级。",
        owner="huayue",
        publisher="华岳证券研究所",
        title="华岳证券｜青岚 AI 点评：用户规模持续扩张，上调盈利预测",
    )
    claims = story_claims([note], GLOSSARY)
    assert with_figure(claims, "9%").subject["zh"] == "青岚助手"
    assert with_figure(claims, "46 亿元").subject["zh"] == "青岚 AI"


def test_a_cell_makers_pack_is_what_the_packs_figure_is_of() -> None:
    launch = make_article(
        "云储能源今天发布半固态电池。该电池单体能量密度 350Wh/kg；电池包能量密度 265Wh/kg。",
        owner="yunchu",
        title="云储能源发布半固态电池",
    )
    claim = with_figure(story_claims([launch], GLOSSARY), "265Wh/kg")
    assert claim.subject["zh"] == "云储能源电池包"
    assert "电池包" not in [c.text for c in claim.conditions]


def test_an_enumerator_is_not_part_of_the_subject() -> None:
    article = make_article(
        "此次扩容的原因有两点：一是新机房投产；二是第二季度 A100 集群平均利用率达到 81%。",
        owner="yunfan",
        publisher="云帆算力",
    )
    claim = with_figure(story_claims([article], GLOSSARY), "81%")
    assert claim.subject["zh"] == "A100 集群"


def test_what_a_price_is_compared_with_or_a_multiple_of_is_not_its_subject() -> None:
    article = make_article(
        "按照该公司的说法，调价后 A100 按需价格约为预留价格的 1.4 倍。"
        "以此计算，哈利亚德调价后的海外 A100 按需价格比奥贝尔算力低约 12%。",
        owner="press",
        publisher="算力观察",
    )
    claims = story_claims([article], GLOSSARY)
    assert with_figure(claims, "1.4 倍").subject["zh"] == "A100 按需"
    assert "比" not in with_figure(claims, "12%").subject["zh"]


def test_who_says_it_leads_the_clause_and_a_chips_rate_is_the_chips_price() -> None:
    article = make_article(
        "值得注意的是，哈利亚德官方的两处价格说法并不一致：其博客称 H100 新价为每 GPU 小时 "
        "2.49 美元，而其价目表中写的是 2.59 美元。",
        owner="press",
        publisher="极客财经",
    )
    claim = with_figure(story_claims([article], GLOSSARY), "2.49 美元")
    assert claim.subject["zh"] == "H100"


def test_a_reserved_offer_is_what_its_price_is_of() -> None:
    article = make_article(
        "记者注意到，哈利亚德此次只调整了按需价格，一年期预留实例价格维持每 GPU 小时 1.30 美元不变。",
        owner="press",
        publisher="算力观察",
    )
    claim = with_figure(story_claims([article], GLOSSARY), "1.30 美元")
    assert claim.subject["zh"] == "一年期预留实例"


def test_a_headline_event_names_the_subject_and_the_company_speaks_for_itself() -> None:
    notice = make_article(
        "青禾储能中标宁夏独立储能项目\n\n"
        "青禾储能公告，公司中标宁夏某独立储能项目，中标单价为每瓦时 0.58 元。\n\n"
        "公司称，今年以来累计新增订单 4.2GWh，同比增长 35%。",
        owner="qinghe",
        title="青禾储能中标宁夏独立储能项目",
    )
    claims = story_claims([notice], GLOSSARY)
    assert with_figure(claims, "0.58 元").subject["zh"] == "青禾储能"
    assert with_figure(claims, "4.2GWh").subject["zh"] == "青禾储能"


def test_a_notice_titles_kind_is_no_subject_and_a_labelled_line_names_its_party() -> None:
    notice = make_article(
        "中标候选人公示｜宁夏储能项目设备采购\n\n"
        "第一中标候选人：青禾储能，投标单价 0.58 元/Wh。第二中标候选人：投标单价 0.61 元/Wh。",
        owner="zhaocai",
        title="中标候选人公示｜宁夏储能项目设备采购",
    )
    claims = story_claims([notice], GLOSSARY)
    assert with_figure(claims, "0.58 元/Wh").subject["zh"] == "青禾储能"
    assert with_figure(claims, "0.61 元/Wh").subject["zh"] == "第二中标候选人"


def test_a_benchmark_glued_to_its_score_is_not_what_was_scored() -> None:
    review = make_article(
        "实测青禾 P7：云测跑分 188 万\n\n我们用青禾 P7 零售机连跑 3 轮，最高一轮 188 万分。",
        owner="reviewer",
        title="实测青禾 P7：云测跑分 188 万",
    )
    claims = story_claims([review], GLOSSARY)
    assert {c.subject["zh"] for c in claims} == {"青禾 P7"}


def test_a_bare_acronym_before_a_measure_leaves_the_figure_to_the_topic() -> None:
    report = make_article(
        "青禾云谷数据中心投运：总规模 3,000 个机柜\n\n青禾云谷数据中心今日投运，IT 功率 45 兆瓦。",
        owner="qinghe",
        title="青禾云谷数据中心投运：总规模 3,000 个机柜",
    )
    claim = with_figure(story_claims([report], GLOSSARY), "45 兆瓦")
    assert claim.subject["zh"] == "青禾云谷数据中心"


def test_who_holds_a_share_is_the_subject_not_the_market() -> None:
    report = make_article(
        "青禾咨询指出，前五大厂商合计占据国内储能电芯市场 78% 的份额。",
        owner="qinghe",
        title="储能电芯格局",
    )
    claim = with_figure(story_claims([report], GLOSSARY), "78%")
    assert claim.subject["zh"] == "前五大厂商"


def test_a_clause_that_opens_with_its_verb_keeps_the_announcers_subject() -> None:
    """`X（Latin name）周二宣布，获得……订单`: the clause after the comma has no subject of its
    own; the announcer, without its aside and its day, is the subject; `斩获` is a verb."""
    text = (
        "岚峰储能斩获 2GWh 储能订单\n\n"
        "岚峰储能（Lanfeng Storage）周二宣布，获得西北某光储项目 2GWh 储能系统订单。"
    )
    claims = story_claims(
        [make_article(text, owner="lanfeng", title=text.split("\n")[0])], GLOSSARY
    )
    subjects = {c.subject["zh"] for c in claims if any(f.value == 2 for f in c.figures)}
    assert subjects == {"岚峰储能"}


def test_a_headline_kicker_is_not_the_subject_the_clause_after_it_is() -> None:
    launch = make_article(
        "记者 林舟\n\n12 月 2 日，岚峰动力在常州发布新一代储能电池“岚峰 S3”。据公司介绍，"
        "新电池循环寿命超过 9000 次。",
        owner="xinwen",
        title="储能再加码：岚峰动力储能电池能量密度达 190Wh/kg",
    )
    claim = with_figure(story_claims([launch], GLOSSARY), "9000 次")
    assert claim.subject["zh"].startswith("岚峰动力")


def test_a_post_headline_with_no_figure_leads_with_what_the_post_is_about() -> None:
    post = make_article(
        "国庆期间，云鹊快递在成都开通 12 条无人车线路。\n\n"
        "7 天里，云鹊无人车累计完成配送 8.2 万单；准时率 98.5%。系统已升级至 V2.4。",
        owner="yunque",
        title="云鹊无人车国庆成绩单出炉！",
    )
    claim = with_figure(story_claims([post], GLOSSARY), "98.5%")
    assert claim.subject["zh"] == "云鹊无人车"


def test_a_brand_and_its_model_code_in_a_headline_name_the_subject() -> None:
    post = make_article(
        "先说环境：单机 8 卡，FP8 权重。\n\n整机输出吞吐约 9,000 tokens/s。",
        owner="laowang",
        title="上手｜玄澈-2 开源模型初体验：单机跑出每秒 9000 token",
    )
    claim = with_figure(story_claims([post], GLOSSARY), "9,000 tokens/s")
    assert claim.subject["zh"] == "玄澈-2"


def test_the_company_planning_or_expecting_is_the_company() -> None:
    report = make_article(
        "曙川科技今日公布三季度业绩：营业收入 58.2 亿元。公司预计四季度营收在 60 亿元至 64 亿元之间。",
        owner="shuchuan",
        title="曙川科技 2026 年第三季度业绩公告",
    )
    claim = with_figure(story_claims([report], GLOSSARY), "60 亿元至 64 亿元")
    assert claim.subject["zh"] == "曙川科技"


def test_on_its_own_site_the_company_is_the_one_the_headline_leads_with() -> None:
    news = make_article(
        "锐川重工今日宣布，其 RC-80 盾构机完成出厂验收。该盾构机最大掘进速度为 80 毫米/分钟。\n\n"
        "公司计划 2027 年将盾构机年产能扩大至 120 台。",
        owner="ruichuan",
        publisher="锐川重工官网新闻",
        title="锐川重工 8 米级盾构机通过出厂验收",
    )
    claim = with_figure(story_claims([news], GLOSSARY), "120 台")
    assert claim.subject["zh"] == "锐川重工"


def test_the_value_not_the_baseline_before_it_names_what_is_compared() -> None:
    post = make_article(
        "即日起，云栈 L40S 按需实例由每卡每小时 12 元降至 9.6 元；包年实例折合每卡每小时 6 元，"
        "比调整后的按需价格低约 38%。",
        owner="yunzhan",
        title="云栈 L40S 实例调价",
    )
    claim = with_figure(story_claims([post], GLOSSARY), "6 元")
    assert "包年实例" in claim.subject["zh"]


def test_a_part_after_of_which_does_not_become_the_topic() -> None:
    note = make_article(
        "2026 年第二季度全球扫地机器人出货量为 520 万台。其中带机械臂的扫地机器人出货 31 万台，"
        "占整体出货量的 6%。\n\n我们预计全年出货量将在 2100 万至 2200 万台之间。",
        owner="guance",
        title="【数据速递】二季度全球扫地机器人出货 520 万台",
    )
    claims = story_claims([note], GLOSSARY)
    assert "机械臂" in with_figure(claims, "31 万台").subject["zh"]
    assert with_figure(claims, "2100 万至 2200 万台").subject["zh"] == "全球扫地机器人"


def test_numbered_and_route_names_are_names() -> None:
    note = make_article(
        "新投运的鹏远 3 号海缆设计容量为 180Tbps。我们预计明年广州—马尼拉线路价格还将下降 5%。",
        owner="haixian",
        title="海缆带宽价格观察",
    )
    claims = story_claims([note], GLOSSARY)
    assert with_figure(claims, "180Tbps").subject["zh"] == "鹏远 3 号海缆"
    assert with_figure(claims, "5%").subject["zh"] == "广州—马尼拉线路"


def test_the_headlines_leading_name_over_a_word_of_the_field_and_the_company_says() -> None:
    news = make_article(
        "据知情人士透露，蓝海存储计划将 NAND 月产能提升至 10 万片。公司表示，新产线预计 2027 年"
        "产能达到 15 万片。",
        owner="meiti",
        publisher="芯闻速递",
        title="独家：蓝海存储拟扩产",
    )
    claims = story_claims([news], GLOSSARY)
    assert with_figure(claims, "10 万片").subject["zh"] == "蓝海存储"
    assert with_figure(claims, "15 万片").claimant["zh"] == "蓝海存储"


def test_a_ranked_brand_is_its_figures_subject_and_the_market_holds_after_it() -> None:
    note = make_article(
        "观潮研究数据显示，2026 年第三季度中国平板电脑市场出货量为 820 万台，同比增长 5%。\n\n"
        "分品牌看，青禾以 210 万台排名第一，份额 25.6%；紧随其后的是澜镜，出货 160 万台。\n\n"
        "我们预计四季度出货量将环比增长 10%。",
        owner="guanchao",
        publisher="观潮研究",
        title="观潮研究：三季度国内平板出货 820 万台",
    )
    claims = story_claims([note], GLOSSARY)
    assert with_figure(claims, "210 万台").subject["zh"] == "青禾"
    assert with_figure(claims, "160 万台").subject["zh"] == "澜镜"
    # the paragraph breaking the total down (`分品牌看`) is in the total's quarter
    assert "2026 年第三季度" in [c.text for c in with_figure(claims, "210 万台").conditions]
    assert with_figure(claims, "10%").subject["zh"] == "中国平板电脑市场"


def test_an_offer_of_a_chip_the_sentence_prices_is_the_chips() -> None:
    notice = make_article(
        "云栈自 1 月 5 日起下调 L40S 云主机价格：按需实例由每卡每小时 12 元降至 9.6 元。",
        owner="yunzhan",
        title="云栈算力调价",
    )
    claim = with_figure(story_claims([notice], GLOSSARY), "9.6 元")
    assert claim.subject["zh"] == "L40S 按需实例"
    assert "L40S" not in [c.text for c in claim.conditions]


def test_under_a_headline_that_names_nothing_the_sentence_names_the_subject() -> None:
    post = make_article(
        "青禾手机 11 月销量 210 万台。其中折叠屏机型占比 12%。",
        owner="shuma",
        publisher="数码圈",
        title="突发！",
    )
    claims = story_claims([post], GLOSSARY)
    assert with_figure(claims, "210 万台").subject["zh"] == "青禾手机"
    assert with_figure(claims, "12%").subject["zh"] == "折叠屏机型"


def test_what_a_company_announces_is_the_subject_and_the_brand_is_the_company() -> None:
    news = make_article(
        "岚峰动力今日宣布 LF-9 储能电芯正式量产，循环寿命达到 12000 次。公司预计 2027 年储能电芯"
        "出货量将达到 30GWh。",
        owner="press",
        publisher="储能日报",
        title="岚峰动力 LF-9 储能电芯正式量产",
    )
    claims = story_claims([news], GLOSSARY)
    assert "LF-9" in with_figure(claims, "12000 次").subject["zh"]
    assert with_figure(claims, "30GWh").subject["zh"] == "岚峰动力"


def test_the_one_who_completed_it_is_before_the_verb_and_its_object() -> None:
    report = make_article(
        "澜海物流三季度完成快递业务量 52.1 亿件，同比增长 18.4%；单票收入 2.31 元。",
        owner="lanhai",
        publisher="澜海物流投资者关系",
        title="澜海物流三季度经营数据",
    )
    claims = story_claims([report], GLOSSARY)
    assert with_figure(claims, "52.1 亿件").subject["zh"] == "澜海物流"
    assert with_figure(claims, "2.31 元").subject["zh"] == "澜海物流"


def test_a_tested_kicker_is_no_subject_and_where_it_was_said_is_not_who_said_it() -> None:
    review = make_article(
        "测试平台为单机 8 卡 P900，FP8 精度。\n\n实测 decode 吞吐 4,800 tokens/s。",
        owner="ce",
        publisher="硬件笔记",
        title="实测｜昆仑芯 P900 跑 70B 模型",
    )
    assert "P900" in with_figure(story_claims([review], GLOSSARY), "4,800 tokens/s").subject["zh"]
    news = make_article(
        "星海储能在投资者交流会上表示，公司 2026 年储能电池出货量预计达到 45GWh。",
        owner="dianchi",
        publisher="电池网",
        title="星海储能 2026 年储能出货量预计翻倍",
    )
    assert with_figure(story_claims([news], GLOSSARY), "45GWh").claimant["zh"] == "星海储能"


def test_a_plants_phase_is_no_subject_and_the_bare_plant_is_the_companys() -> None:
    assert subject_zh("基地二期设计年产能") == ZH_COMPANY
    assert subject_zh("申岚化工二期年产能") == "申岚化工"


def test_a_cost_per_unit_since_a_month_leaves_the_company_as_subject() -> None:
    assert subject_zh("公司每处理 TB 数据的成本自 3 月以来下降了") == ZH_COMPANY


def test_what_a_described_company_publishes_is_the_companys() -> None:
    # `另一家……厂商` describes the company; `目前公布的` is how the price is known: the price is
    # the company's, not a bare product's that a reader would take for the article's own
    head = "从同业比较看，另一家储能集成商岚舟能源（Lanzhou Energy）目前公布的 2 小时系统报价为"
    assert subject_zh(head).replace(" ", "") == "岚舟能源的2小时系统"
    # an official price stays as it was read: `官方` is no company
    assert subject_zh("官方公布的 H200 价格为") == "官方公布的 H200"


def test_a_tier_price_word_ends_no_subject() -> None:
    """`A800 包月价降至 9.80 元`: `包月价` is the measure, so the thing priced is `A800 包月`,
    and the page says `A800 包月的价格`, not `A800 包月价的价格`."""
    post = make_article(
        "跟进降价：云栈科技 A800 包月价降至 9.80 元/GPU 小时，此前为 12.60 元/GPU 小时。",
        owner="yunzhan",
    )
    claim = with_figure(story_claims([post], GLOSSARY), "9.80 元/GPU 小时")
    assert not claim.subject["zh"].endswith("价"), claim.subject
    assert "A800" in claim.subject["zh"], claim.subject


def test_a_box_office_post_is_about_the_film_it_names_not_the_moment_it_is_as_of() -> None:
    post = make_article(
        "【票房快报】截至 11 月 20 日 18 时，电影《北山来信》上映第 12 天，累计票房突破 9 亿元，"
        "达 9.4 亿元。平台预测该片最终票房 15.2 亿元。",
        owner="piaofang",
        publisher="票房数据平台官方微博",
    )
    claims = story_claims([post], GLOSSARY)
    assert [f.text for c in claims for f in c.figures] == ["9 亿元", "9.4 亿元", "15.2 亿元"]
    # `截至` is when; `该片` points back to the film; the hour of the date is no figure
    assert {c.subject["zh"] for c in claims} == {"电影《北山来信》"}
    # on the English page, the film by its kind and its title in pinyin
    assert 'the film "Beishan Laixin" (电影《北山来信》)' in claim_text(claims[0], GLOSSARY)["en"]


def test_a_measure_word_with_its_running_total_is_no_subject() -> None:
    assert subject_zh("累计票房突破") == ""
    assert subject_zh("电影《北山来信》上映第 12 天，累计票房突破") == "电影《北山来信》"


def test_a_headline_s_publisher_is_named_without_its_verb_or_the_word_that_starts_its_matter() -> (
    None
):
    released = make_article(
        "10 月份，公司新能源车销量 3.2 万辆，同比增长 12%。",
        owner="lanfeng",
        publisher="岚峰汽车",
        title="岚峰汽车发布 10 月份产销快报",
    )
    [claim] = story_claims([released], GLOSSARY)
    assert claim.subject["zh"] == "岚峰汽车"
    notice = make_article(
        "自 2027 年 1 月 1 日起，溪岭水电站上网电价由每千瓦时 0.3350 元下调至 0.3110 元，降幅 7.2%。",
        owner="fgw",
        publisher="青溪市发展和改革委员会",
        title="青溪市发展和改革委员会关于调整上网电价的通知",
    )
    [claim] = story_claims([notice], GLOSSARY)
    assert claim.subject["zh"] == "溪岭水电站上网电价"  # what the notice counts, as written
    assert leading_subject_zh(notice.title) == "青溪市发展和改革委员会"  # not `…委员会关`


def test_a_statistics_body_s_figures_are_of_what_it_counts_not_of_the_body() -> None:
    release = make_article(
        "10 月份，全社会用电量 7,912 亿千瓦时，同比增长 5.1%。从分产业用电看，第一产业用电量"
        " 109 亿千瓦时，同比增长 8.7%；城乡居民生活用电量 1,086 亿千瓦时，同比增长 5.8%。",
        owner="nea",
        publisher="国家能源局",
        title="国家能源局发布 10 月份全社会用电量",
    )
    claims = story_claims([release], GLOSSARY)
    assert [c.subject["zh"] for c in claims] == ["全社会", "第一产业", "城乡居民生活"]
    text = claim_text(with_figure(claims, "109 亿千瓦时"), GLOSSARY)
    assert text["zh"] == "国家能源局称，第一产业的能耗为 109 亿千瓦时，同比增长 8.7%（10 月份）。"
    assert text["en"] == (
        "National Energy Administration reports the energy consumption for the primary sector"
        " at 10.9 billion kWh, 8.7% higher year on year (October)."
    )


def test_a_filing_s_code_line_and_a_ticker_after_a_name_are_no_subject() -> None:
    filing = make_article(
        "证券代码：002911　　证券简称：禾丰牧业　　公告编号：2026-088\n\n"
        "禾丰牧业股份有限公司 2026 年 10 月生猪销售简报\n\n"
        "2026 年 10 月，公司销售生猪 188.6 万头，环比增长 4.1%。",
        owner="hefeng",
        publisher="禾丰牧业股份有限公司",
        title="证券代码：002911　　证券简称：禾丰牧业　　公告编号：2026-088",
    )
    [claim] = story_claims([filing], GLOSSARY)
    assert claim.subject["zh"] == "禾丰牧业"  # not the code line, nor `…股份有限` cut short
    note = make_article(
        "公司三季度产能利用率为 91.2%，较二季度提升 2.6 个百分点。",
        owner="yuanchuan",
        publisher="远川证券研究所",
        title="晶泰微电子（01347.HK）：产能利用率回升",
    )
    [claim] = story_claims([note], GLOSSARY)
    assert claim.subject["zh"] == "晶泰微电子"  # not `HK`: the body calls it `公司`


def test_a_post_s_topic_tag_is_its_subject_and_its_own_reckoning_is_its_own() -> None:
    post = make_article(
        "【报名人数出炉】#2027国考报名人数# 官方公布 341 万！比我们根据各地报名数据汇总测算的约 355 万少了一些。",
        owner="gkbang",
        publisher="国考帮官方微博",
    )
    claims = story_claims([post], GLOSSARY)
    assert {c.subject["zh"] for c in claims} == {"2027 国考"}  # not `#2027 国考报名人数# 官方`
    # `根据各地报名数据汇总测算`: the poster's own estimate, from others' data (not `汇总称`)
    assert {c.claimant["zh"] for c in claims} == {"国考帮"}


def test_a_headlines_one_character_verb_is_no_part_of_the_subject() -> None:
    # (`营收增 16.8%`: a headline writes 增 for 增长)
    assert subject_zh("味享食品前三季度营收增") == "味享食品"
    assert subject_zh("远帆科技营收降") == "远帆科技"
    assert subject_zh("《长河落日》票房破") == "《长河落日》"


def test_a_bare_stock_code_after_the_name_leaves_the_name_as_the_headlines_subject() -> None:
    title = "东海港务（601872）点评：10 月集装箱量增速回升"
    note = make_article(
        f"{title}\n\n事件：公司公告 10 月集装箱吞吐量 412.6 万标箱，同比增长 6.8%。\n\n"
        "点评：预计公司 2026 年全年集装箱吞吐量约 4,680 万标箱，同比增长 5%左右。",
        owner="huayue",
        publisher="华岳证券研究所",
        title=title,
    )
    claims = story_claims([note], GLOSSARY)
    assert with_figure(claims, "4,680 万标箱").subject["zh"] == "东海港务"


def test_a_stock_a_herd_and_an_area_are_measures_not_part_of_the_subject() -> None:
    assert subject_zh("主产区冷库苹果库存约为") == "主产区冷库苹果"
    assert subject_zh("全省生猪存栏") == "全省生猪"


def test_a_markets_close_and_its_day_are_no_part_of_the_contract() -> None:
    assert subject_zh("ICE 阿拉比卡咖啡 3 月合约上周五收于") == "ICE 阿拉比卡咖啡 3 月合约"
    assert subject_zh("生猪期货主力合约昨日收报") == "生猪期货主力合约"
    assert subject_zh("公司预计四季度营收在") == ZH_COMPANY  # `营收在`: no close


def test_a_collection_tally_and_a_ridership_are_no_part_of_who_did_them() -> None:
    assert subject_zh("全国邮政快递企业共揽收快递包裹") == "全国邮政快递企业"
    assert subject_zh("共享单车日均骑行量") == "共享单车"  # `共享` is no `共`
