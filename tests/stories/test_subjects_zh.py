"""Chinese subjects: what a figure is about when it is not the article's company.

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
