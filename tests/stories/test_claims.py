"""Claims: each finding with its subject, measure, conditions, comparison and standing.

Written fresh for ../shared/CLAIMS.md; the articles go through the real extractor.
"""

from __future__ import annotations

import hashlib

import pytest

from pipeline.extractors import extract_markdown
from pipeline.i18n import default_glossary
from pipeline.prose import claim_text
from pipeline.records import Article, Claim
from pipeline.stories import story_claims

from .conftest import make_article

GLOSSARY = default_glossary()


def claims_of(*articles) -> tuple[Claim, ...]:
    return story_claims(list(articles), GLOSSARY)


def with_figure(claims, text: str) -> Claim:
    return next(c for c in claims if any(f.text == text for f in c.figures))


def figures(claim: Claim) -> list[tuple[str, str]]:
    return [(f.text, f.role) for f in claim.figures]


def test_a_comparison_with_its_change_is_one_claim_with_conditions() -> None:
    post = make_article(
        "For low latency, our dedicated decode path reaches P90 826 tokens/s for a single user "
        "on 4 B300 GPUs, against 575 tokens/s on the standard path (44% higher).",
        owner="vllm",
        publisher="vLLM Blog",
    )
    claim = with_figure(claims_of(post), "826 tokens/s")
    assert figures(claim) == [
        ("826 tokens/s", "value"),
        ("575 tokens/s", "baseline"),
        ("44%", "change"),
    ]
    assert claim.subject["en"] == "vLLM's dedicated decode path"
    assert claim.measure == "per-user-speed"
    assert [c.en for c in claim.conditions] == ["P90", "4 B300 GPUs"]
    assert claim.against["en"] == "standard path"
    assert [(k.ok, k.detail) for k in claim.checks] == [(True, "826/575 = 1.437 → +43.7% ≈ 44%")]


def test_a_before_after_result_is_one_claim() -> None:
    blog = make_article(
        "Decode: wide EP needs balanced experts\n\n"
        "For decode, wide EP with EPLB raised the load-balance ratio from 0.35 to 0.94.",
        owner="vllm",
    )
    claim = with_figure(claims_of(blog), "0.35")
    assert figures(claim) == [("0.35", "before"), ("0.94", "after")]
    assert claim.comparison == "before-after" and claim.measure == "load-balance"
    # what EPLB was added to is what was measured; EPLB is what raised it
    assert claim.subject["en"] == "vllm's wide EP"
    assert [(c.kind, c.en) for c in claim.conditions if c.kind == "cause"] == [("cause", "EPLB")]


def test_a_set_up_sentence_gives_its_conditions_to_the_claims_after_it() -> None:
    blog = make_article(
        "How we measured\n\n"
        "We measured Fernwick 1.2 on a single node with 8 H200 GPUs, serving a 70B dense model "
        "in FP8 with a 32,768-token context. Fernwick 1.2 reached 28,700 tokens/s of output "
        "throughput, and its P90 time to first token was 410 ms.",
        owner="tarnwave",
    )
    claims = claims_of(blog)
    throughput = with_figure(claims, "28,700 tokens/s")
    assert {c.kind for c in throughput.conditions} >= {"hardware", "precision", "context"}
    assert "8 H200 GPUs" in [c.en for c in throughput.conditions]
    assert with_figure(claims, "410 ms").measure == "time-to-first-token"
    assert not any(f.text in ("8 H200 GPUs", "32,768-token") for c in claims for f in c.figures)


def test_versions_durations_and_idle_counts_are_not_claims() -> None:
    note = make_article(
        "The 0.9 series took two weeks to stabilise. The new scheduler cut P99 latency to 180 ms.",
        owner="vllm",
    )
    texts = [f.text for c in claims_of(note) for f in c.figures]
    assert texts == ["180 ms"]


def test_a_claim_stated_in_two_languages_is_one_claim_citing_both() -> None:
    en = make_article(
        "Lumenstack cuts H200 on-demand pricing to $2.90 per GPU-hour from November 15.",
        owner="lumenstack",
        publisher="Lumenstack Cloud",
    )
    zh = make_article(
        "据 Lumenstack 称，其 H200 按需实例自 11 月 15 日起降至每 GPU 小时 2.90 美元。",
        owner="aitech",
        publisher="AI 科技前线",
    )
    claims = [c for c in claims_of(en, zh) if c.figures]
    assert len(claims) == 1
    claim = claims[0]
    assert claim.article_id == en.id and claim.also_in == (zh.id,)
    assert claim.status == "self-reported"  # press repeating the vendor is not corroboration
    assert claim.subject["zh"] and claim.subject["en"]


def test_the_same_owner_giving_two_values_for_one_comparison_conflicts() -> None:
    launch = make_article(
        "Fernwick 1.2 delivers 1.7x the decode throughput of vLLM on 8 H200 GPUs.",
        owner="tarnwave",
        publisher="Tarnwave Blog",
        url="https://tarnwave.example/blog/fernwick-1-2",
    )
    readme = make_article(
        "Benchmarks\n\nOn 8 H200 GPUs, Fernwick 1.2 delivers 1.5x the decode throughput of vLLM.",
        owner="tarnwave",
        publisher="Tarnwave (Fernwick README)",
        url="https://github.example/tarnwave/fernwick",
    )
    claims = claims_of(launch, readme)
    a, b = with_figure(claims, "1.7x"), with_figure(claims, "1.5x")
    assert a.status == b.status == "conflicting"
    assert [x.figures for x in a.conflicts] == ["1.5x"] and [x.figures for x in b.conflicts] == [
        "1.7x"
    ]


def test_another_owners_own_measurement_corroborates() -> None:
    vendor = make_article("Fernwick 1.2 reaches 28,700 tokens/s on 8 H200 GPUs.", owner="tarnwave")
    lab = make_article(
        "In our lab, Fernwick 1.2 reached 28,700 tokens/s on 8 H200 GPUs as well.", owner="benchlab"
    )
    assert with_figure(claims_of(vendor, lab), "28,700 tokens/s").status == "corroborated"


def test_attribution_names_the_claimant_not_the_reporter() -> None:
    report = make_article(
        "Halden Cells said its cells will sell for $48 at full output.",
        owner="technology-org",
        publisher="Technology.org",
    )
    claim = with_figure(claims_of(report), "$48")
    assert claim.claimant["en"] == "Halden Cells" and claim.attributed


def test_a_benchmark_table_gives_a_claim_per_cell() -> None:
    readme = make_article(
        "Results\n\nMeasured on 8 H200 GPUs with a 70B model in FP8.\n\n"
        "| Metric | Fernwick 1.2 | vLLM 0.9 |\n\n|---|---|---|\n\n"
        "| Output throughput (tokens/s) | 28,700 | 21,400 |\n\n| P90 TTFT (ms) | 410 | 520 |",
        owner="tarnwave",
    )
    claims = claims_of(readme)
    cell = with_figure(claims, "28,700")
    assert cell.subject["en"] == "Fernwick 1.2" and cell.measure == "throughput-total"
    assert cell.figures[0].unit == "tokens/s"
    assert with_figure(claims, "520").subject["en"] == "vLLM 0.9"
    assert with_figure(claims, "520").measure == "time-to-first-token"
    assert "8 H200 GPUs" in [c.en for c in cell.conditions]


def test_a_multiple_of_a_result_whose_words_stay_chinese_says_it_is_a_cited_result() -> None:
    post = make_article(
        "Korvix 2.1 的单卡吞吐是我们上一篇 Larkspur 测评中双节点结果的 3.2 倍。",
        owner="qianfeng",
        publisher="千峰实验室",
    )
    claim = with_figure(claims_of(post), "3.2 倍")
    assert claim.comparison == "multiple-of"
    assert claim.against["en"] == "the cited Larkspur result"
    assert "Larkspur" in claim.against["zh"] and "我们" not in claim.against["zh"]


def test_said_on_a_day_that_is_attribution_not_the_subject() -> None:
    report = make_article(
        "Marlow Systems said on March 3 that Quince 2 reaches 4,100 tokens/s per GPU.",
        owner="press",
    )
    claim = with_figure(claims_of(report), "4,100 tokens/s")
    assert claim.subject["en"] == "Quince 2"


def test_according_to_the_company_makes_the_company_the_claimant() -> None:
    report = make_article(
        "Marlow Cells opened its Dayton plant on Monday. The plant has an annual capacity of "
        "9 GWh, according to the company.",
        owner="wire",
        publisher="Wire Daily",
    )
    claim = with_figure(claims_of(report), "9 GWh")
    assert claim.claimant["en"] == "Marlow Cells" and claim.attributed


def test_a_chinese_publisher_keeps_its_whole_name_and_a_described_source_is_not_a_name() -> None:
    report = make_article(
        "据业内人士透露，国产 DDR5 四季度合约价环比上涨 8%。本报记者获悉，国产 DDR5 模组出货量达到 300 万条。",
        owner="xinji",
        publisher="芯纪 Tech 周刊",
    )
    claims = claims_of(report)
    told = with_figure(claims, "8%")
    assert told.claimant["zh"] == "业内人士" and told.claimant["en"] == "a source it cites"
    own = with_figure(claims, "300 万条")
    assert own.claimant["en"] == "Xinji Tech Zhoukan" and own.claimant["zh"] == "芯纪 Tech 周刊"


def test_two_providers_prices_for_one_chip_do_not_conflict() -> None:
    kestrel = make_article(
        "Kestrel Cloud's reserved H200 instances cost $1.99 per GPU-hour.", owner="kestrel"
    )
    northwind = make_article(
        "Northwind's reserved H200 instances cost $2.09 per GPU-hour.", owner="northwind"
    )
    claims = claims_of(kestrel, northwind)
    assert with_figure(claims, "$1.99 per GPU-hour").status == "self-reported"
    assert with_figure(claims, "$2.09 per GPU-hour").status == "self-reported"


def test_a_bare_count_is_no_rival_of_a_price() -> None:
    post = make_article("Kestrel Cloud H200 costs $2.69 per GPU-hour.", owner="kestrel")
    wechat = make_article("Kestrel Cloud H200 的数量为 128。", owner="wechat")
    claims = claims_of(post, wechat)
    assert all(c.status != "conflicting" for c in claims)


def test_a_product_named_after_the_article_and_an_appositive_is_the_subject() -> None:
    launch = make_article(
        "SHANGHAI — Ardent Motors today opened orders for the Meridian S, a mid-size electric "
        "sedan priced from RMB 239,800. The long-range version carries a 100 kWh battery pack.",
        owner="ardent",
        title="Ardent Motors opens orders for the Meridian S sedan",
        publisher="Ardent Motors",
    )
    claims = claims_of(launch)
    assert with_figure(claims, "RMB 239,800").subject["en"] == "Meridian S"
    assert with_figure(claims, "100 kWh").subject["en"] == "Meridian S"


def test_a_speed_up_column_compares_each_row_with_its_one_x_row() -> None:
    readme = make_article(
        "Kiteline\n\nPerformance\n\nSingle L40S, 13B model, INT4, batch size 1.\n\n"
        "| Version | Decode (tokens/s) | Speed-up |\n\n| v1 | 58 | 1.0x |\n\n| v2 | 87 | 1.5x |",
        owner="kiteline",
        title="Kiteline",
    )
    claims = claims_of(readme)
    v2 = with_figure(claims, "87")
    assert figures(v2) == [
        ("87", "value"),
        ("1.5x", "change"),
        ("58", "baseline"),
        ("1.0x", "baseline"),
    ]
    assert v2.subject["en"] == "Kiteline v2" and v2.comparison == "multiple-of"
    assert [c.ok for c in v2.checks] == [True]
    assert figures(with_figure(claims, "58")) == [("58", "value")]


def test_a_price_list_with_before_and_after_columns_gives_a_before_after_claim_per_row() -> None:
    post = make_article(
        "The new price list\n\nAll prices are on-demand, per GPU-hour.\n\n"
        "| GPU | Until Nov 17 | From Nov 18 | Change |\n\n"
        "| H200 141GB SXM | $3.89 | $2.69 | −31% |\n\n| B200 192GB SXM | $5.99 | $4.49 | −40% |",
        owner="kestrel",
        title="Kestrel Cloud cuts H200 and B200 prices",
    )
    claims = claims_of(post)
    h200 = with_figure(claims, "$3.89")
    assert figures(h200) == [("$3.89", "before"), ("$2.69", "after"), ("−31%", "change")]
    assert h200.comparison == "before-after" and [c.ok for c in h200.checks] == [True]
    assert [c.ok for c in with_figure(claims, "$5.99").checks] == [False]  # 25%, not 40%


def test_two_sources_prices_for_a_bare_chip_name_are_no_dispute() -> None:
    one = make_article("The H200 on-demand price is $2.69 per GPU-hour.", owner="cloudwire")
    other = make_article("The H200 on-demand price is $2.99 per GPU-hour.", owner="suanli")
    claims = claims_of(one, other)
    assert all(c.status != "conflicting" for c in claims)


def test_one_owner_giving_two_new_prices_for_one_cut_conflicts() -> None:
    post = make_article(
        "| GPU | Until Nov 17 | From Nov 18 | Change |\n\n| B200 192GB SXM | $5.99 | $4.49 | −25% |",
        owner="kestrel",
        title="Kestrel Cloud lowers B200 prices",
    )
    readme = make_article(
        "Changelog\n\n- 2026-11-17: B200 on-demand $5.99 → $4.59.",
        owner="kestrel",
        title="Kestrel Cloud pricing",
        url="https://github.example/kestrel/pricing",
    )
    claims = claims_of(post, readme)
    a, b = with_figure(claims, "$4.49"), with_figure(claims, "$4.59")
    assert a.status == b.status == "conflicting"
    assert figures(b) == [("$5.99", "before"), ("$4.59", "after")]


def test_down_25_percent_and_minus_25_percent_are_one_change() -> None:
    post = make_article(
        "| GPU | Until Nov 17 | From Nov 18 | Change |\n\n| B200 | $5.99 | $4.49 | −25% |",
        owner="kestrel",
        title="Kestrel Cloud lowers B200 prices",
    )
    wechat = make_article(
        "青隼云 B200 按需价格由 5.99 美元降至 4.49 美元，降幅约 25%。", owner="kestrel-wechat"
    )
    claims = claims_of(post, wechat)
    assert all(c.status != "conflicting" for c in claims)


def test_a_chinese_anaphor_and_a_per_unit_prefix_are_not_subjects() -> None:
    """`该芯片 NPU 算力` points back at the chip the passage names; `每卡每小时` before a price
    is the price's unit, not part of what is priced."""
    chip = make_article(
        "澄芯微发布端侧 AI 芯片 CX-N8：NPU 算力提升至 48 TOPS\n\n"
        "澄芯微今日发布面向 AI PC 的端侧芯片 CX-N8。该芯片 NPU 算力提升至 48 TOPS。",
        owner="chengxin",
        publisher="澄芯微",
        title="澄芯微发布端侧 AI 芯片 CX-N8：NPU 算力提升至 48 TOPS",
    )
    assert "CX-N8" in with_figure(claims_of(chip), "48 TOPS").subject["zh"]
    notice = make_article(
        "关于 H20 GPU 云服务器价格调整的公告\n\n"
        "自 2026 年 12 月 1 日起，云帆算力的 H20 按需实例价格由每卡每小时 19.60 元下调至 13.80 元。"
        "抢占式实例价格维持每卡每小时 6.50 元不变。",
        owner="yunfan",
        publisher="云帆算力官网公告",
        title="关于 H20 GPU 云服务器价格调整的公告",
    )
    claims = claims_of(notice)
    assert with_figure(claims, "13.80 元").subject["zh"] == "云帆算力的 H20 按需实例"
    spot = with_figure(claims, "6.50 元").subject["zh"]
    assert "每卡" not in spot and spot != "关"


def test_a_chinese_headline_name_is_the_subject_not_the_publisher() -> None:
    """`鼎信电子：…` in a news flash: the company leads the headline; `公司` is that company, and
    a publisher's channel (`投资者关系`, `官网公告`) is not part of the claimant's name."""
    flash = make_article(
        "鼎信电子：海外收入占比升至 38%，毛利率承压\n\n"
        "鼎信电子昨晚发布三季报。公司前三季度实现营收 180.2 亿元。",
        owner="caijingkuaixun",
        publisher="财经快讯",
        title="鼎信电子：海外收入占比升至 38%，毛利率承压",
    )
    assert with_figure(claims_of(flash), "180.2 亿元").subject["zh"] == "鼎信电子"
    ir = make_article(
        "2026 年第三季度，集团实现营业收入 356.2 亿元。",
        owner="jiyun",
        publisher="极云科技投资者关系",
    )
    assert with_figure(claims_of(ir), "356.2 亿元").claimant["zh"] == "极云科技"


def test_the_workload_a_figure_was_measured_on_is_not_its_subject() -> None:
    card = make_article(
        "云矽科技推理卡 YX-500 实测\n\n"
        "云矽科技公布旗下推理加速卡 YX-500 的实测数据：在 INT8 精度、batch size 64 的条件下，"
        "ResNet-50 推理吞吐达到每秒 1.2 万张图片，整卡功耗 150W。",
        owner="yunxi",
        publisher="云矽科技",
        title="云矽科技推理卡 YX-500 实测",
    )
    claim = with_figure(claims_of(card), "1.2 万张")
    assert "ResNet-50" not in claim.subject["zh"] and "YX-500" in claim.subject["zh"]


def test_a_name_that_holds_the_other_is_one_subject() -> None:
    """`Pallas v3` in a lab's run and `Stellate Pallas v3` in the vendor's post: one thing."""
    vendor = make_article(
        "Stellate Pallas v3 reaches 212 tokens/s for a single user on 4x B200.",
        owner="stellate",
        publisher="Stellate Blog",
    )
    lab = make_article(
        "In our lab, Pallas v3 reached 212 tokens/s for a single user on 4x B200.",
        owner="quorum",
        publisher="Quorum Labs",
        published="2026-10-25",
    )
    claims = [c for c in claims_of(vendor, lab) if c.figures]
    assert len(claims) == 1
    assert claims[0].also_in == (lab.id,) and claims[0].status == "corroborated"


def test_a_subject_named_in_two_scripts_is_one_claim_when_the_figures_agree() -> None:
    """`锋源新能` on its own page and `Fengyuan` in English press cannot be set side by side by
    their names; the same measure with the same figure makes them one claim, press cited."""
    own = make_article(
        "锋源新能发布半固态电池\n\n锋源新能今天发布首款车规级半固态电池，电池包能量密度 270Wh/kg。",
        owner="fengyuan",
        publisher="锋源新能",
        title="锋源新能发布半固态电池",
    )
    press = make_article(
        "Fengyuan claims 270 Wh/kg\n\n"
        "Chinese battery maker Fengyuan says a pack made from its new cells reaches 270 Wh/kg.",
        owner="batteryweek",
        publisher="Battery Week",
        title="Fengyuan claims 270 Wh/kg",
        published="2026-10-25",
    )
    claims = [c for c in claims_of(own, press) if c.figures]
    assert len(claims) == 1 and claims[0].article_id == own.id
    assert claims[0].also_in == (press.id,) and claims[0].status == "self-reported"


def test_a_claim_whose_figures_are_part_of_another_is_one_claim() -> None:
    """The lab's report gives the efficiency; the maker also the old record and the gain. One
    claim, told with the maker's figures, corroborated by the lab; the maker announcing its
    own result (`天晶光能宣布`) is not press reporting another."""
    maker = make_article(
        "天晶光能 HJT 电池转换效率达 26.8%\n\n天晶光能宣布，其自主研发的异质结（HJT）电池的转换效率达到"
        " 26.8%，较今年 3 月创下的 26.3% 提升 0.5 个百分点。",
        owner="tianjing",
        publisher="天晶光能",
        title="天晶光能 HJT 电池转换效率达 26.8%",
    )
    lab = make_article(
        "检测报告摘要\n\n受天晶光能委托，本中心对其送检的 HJT 电池样品进行了转换效率测试。"
        "测试结果：样品全面积转换效率为 26.8%。",
        owner="zkgj",
        publisher="中科光检测试中心",
        title="检测报告摘要",
        published="2026-10-20",
    )
    claims = [c for c in claims_of(maker, lab) if c.figures]
    assert len(claims) == 1
    claim = claims[0]
    assert claim.article_id == maker.id and claim.also_in == (lab.id,)
    assert [f.text for f in claim.figures][:3] == ["26.8%", "26.3%", "0.5 个百分点"]
    assert claim.status == "corroborated"


def test_a_change_two_clauses_after_a_value_is_not_its_change() -> None:
    phone = make_article(
        "澜镜 Air Pro 采用全新硅碳负极电池，容量达到 5800mAh，配合新一代芯片的能效优化，"
        "综合续航比上一代提升 25%。",
        owner="lanjing",
        publisher="澜镜手机",
    )
    claims = claims_of(phone)
    assert figures(with_figure(claims, "5800mAh")) == [("5800mAh", "value")]
    assert figures(with_figure(claims, "25%")) == [("25%", "change")]


def test_a_source_name_pair_takes_the_name_not_the_words_before_it() -> None:
    from pipeline.stories.names import source_names

    text = "玄鸟智算今天正式开源推理引擎玄鸟推理（Xuanniao Infer）。玄鸟推理的 decode 吞吐更高。"
    assert source_names([text]) == (("Xuanniao Infer", "玄鸟推理"),)


def _markdown(text: str, *, owner: str, publisher: str) -> Article:
    """A README as the store holds it: through the markdown extractor, tables as rows."""
    url = f"https://{owner}.example/readme"
    doc = extract_markdown(text, url=url, published="2026-10-24")
    return Article(
        id=hashlib.sha1(url.encode()).hexdigest()[:16],
        source_id=owner + "-readme",
        url=url,
        publisher=publisher,
        owner=owner,
        title=doc.title,
        published="2026-10-24",
        language=doc.language,
        text=doc.text,
        quantities=doc.quantities,
        dates=doc.dates,
    )


def test_a_multiple_and_the_before_after_that_gives_it_a_sentence_later_are_one_claim() -> None:
    """`decodes 1.7x faster than v1` … `went from 58 to 96 tokens/s`: 96/58 ≈ 1.7, one claim;
    the README's own table giving 1.5x for the same comparison conflicts with it."""
    post = make_article(
        "Introducing Kiteline v2\n\n"
        "Kiteline v2 decodes 1.7x faster than v1 for a single user.\n\n"
        "We tested on a single L40S card with a 13B model. Per-user decode speed went from 58 "
        "to 96 tokens/s.\n\n"
        "Memory use is down too: the KV cache now takes 35% less space.",
        owner="orrery",
        publisher="Orrery AI blog",
        title="Introducing Kiteline v2",
    )
    readme = _markdown(
        "# Kiteline\n\nFast local inference.\n\n## Performance\n\n"
        "Single L40S, 13B model, batch size 1.\n\n"
        "| Version | Decode (tokens/s) | Speed-up |\n|---|---|---|\n"
        "| v1 | 58 | 1.0x |\n| v2 | 87 | 1.5x |\n",
        owner="orrery",
        publisher="Orrery AI (GitHub README)",
    )
    claims = claims_of(post, readme)
    claim = with_figure(claims, "1.7x")
    assert figures(claim) == [("1.7x", "change"), ("58", "before"), ("96 tokens/s", "after")]
    assert claim.comparison == "multiple-of" and claim.status == "conflicting"
    assert [(k.ok, k.detail) for k in claim.checks] == [(True, "96/58 = 1.655 → 1.66× ≈ 1.7×")]
    assert with_figure(claims, "1.5x").status == "conflicting"
    assert figures(with_figure(claims, "35%")) == [("35%", "change")]  # no figure is its base


def test_changes_said_respectively_go_to_their_comparisons() -> None:
    notice = make_article(
        "自 12 月 1 日起，墨枢-Pro 模型 API 价格下调：输入价格由每百万 tokens 2 元降至 0.8 元，"
        "输出价格由每百万 tokens 8 元降至 2 元，降幅分别为 60% 和 75%。",
        owner="moshu",
        publisher="墨枢开放平台",
    )
    claims = claims_of(notice)
    first = with_figure(claims, "60%")
    assert figures(first) == [("2 元", "before"), ("0.8 元", "after"), ("60%", "change")]
    assert first.measure == "price-per-million-tokens"
    assert figures(with_figure(claims, "75%")) == [
        ("8 元", "before"),
        ("2 元", "after"),
        ("75%", "change"),
    ]
    assert all(k.ok for c in claims for k in c.checks)


def test_a_change_said_before_its_from_and_to() -> None:
    """`falls 40% to 3.1 ms, from 5.6 ms`; `下调 31%，由 26.80 元降至 18.50 元`."""
    notes = make_article(
        "Range scans: p99 latency falls 40% to 3.1 ms, from 5.6 ms in 3.1.x.",
        owner="tallow",
    )
    claim = with_figure(claims_of(notes), "40%")
    assert sorted(figures(claim)) == [("3.1 ms", "after"), ("40%", "change"), ("5.6 ms", "before")]
    assert [k.ok for k in claim.checks] == [False]  # 3.1/5.6 is 44.6% lower
    zh = make_article(
        "H100 按需实例价格下调 31%，由每卡每小时 26.80 元降至 18.50 元。", owner="yunxiu"
    )
    claim = with_figure(claims_of(zh), "31%")
    assert sorted(r for _, r in figures(claim)) == ["after", "before", "change"]


def test_a_multiple_of_an_earlier_version_in_the_headline_and_the_body() -> None:
    """`提升至 v2 的 1.8 倍`: a multiple of v2, whose subject is the release the headline
    names, its headline figure joining the body's."""
    post = make_article(
        "潮汐 v3 发布：单用户解码速度提升至 v2 的 1.8 倍\n\n"
        "今天我们发布潮汐 v3。在单张 L20 的条件下，单用户解码速度提升至 v2 的 1.8 倍。",
        owner="shenlan",
        publisher="深蓝智能公众号",
        title="潮汐 v3 发布：单用户解码速度提升至 v2 的 1.8 倍",
    )
    claim = with_figure(claims_of(post), "1.8 倍")
    assert figures(claim) == [("1.8 倍", "change"), ("1.8 倍", "change")]
    assert claim.comparison == "multiple-of" and claim.subject["zh"] == "潮汐 v3"


def test_a_price_gap_is_a_change_not_a_price() -> None:
    press = make_article(
        "Kestrel Cloud's H200 list price is now 30 cents higher than Northwind's.",
        owner="cloudwire",
    )
    chinese = make_article("北风算力的 H200 按需价比青隼云低 0.10 美元。", owner="jike")
    for claim in (
        with_figure(claims_of(press), "30 cents"),
        with_figure(claims_of(chinese), "0.10 美元"),
    ):
        assert [f.role for f in claim.figures] == ["change"]


def test_a_set_up_restated_with_another_is_neither_merged_nor_corroborated() -> None:
    lab = make_article(
        "Orchard's decode benchmark was measured on 64 GPUs with EP64DP64 and a context length "
        "of 131,072 tokens.",
        owner="orchard",
    )
    other = make_article(
        "Orchard's decode benchmark was measured on 64 GPUs with EP64DP64, and the prefill "
        "benchmark was measured on 4 GPUs with EP4DP4, both at a context length of 131,072 tokens.",
        owner="press",
    )
    [decode] = [
        c for c in claims_of(lab, other) if c.comparison == "setup" and c.article_id == lab.id
    ]
    assert decode.status == "self-reported"
    assert "EP4DP4" not in [c.text for c in decode.conditions]


@pytest.mark.parametrize(
    ("text", "figure", "measure"),
    [
        # a kind of time that names itself wins over the time something takes
        (
            "The Vireo X's 5,000 mAh battery lasts a day, and 90 W wired charging takes it from "
            "1% to 100% in 34 minutes.",
            "34 minutes",
            "charging-time",
        ),
        (
            "Memory use is down too: the KV cache now takes 35% less space on the same model.",
            "35%",
            "memory-use",
        ),
        ("The training job finished in 24.3 minutes.", "24.3 minutes", "latency"),
        ("Foldables remained a niche at 1.7% of the market.", "1.7%", "market-share"),
        ("The arms drew 2.8 kW each at peak.", "2.8 kW", "power-draw"),
        (
            "8 卡 H800 整机的月租报价集中在 6.2 万至 7.5 万元之间。",
            "6.2 万至 7.5 万元",
            "monthly-cost",
        ),
        (
            "Older H100 instances remain at $2.25 per GPU-hour on demand.",
            "$2.25 per GPU-hour",
            "price-per-gpu-hour",
        ),
        # energy and power units name their own measures, not a bare figure
        ("Tallmoor said it has won a contract for 800 MW of solar panels.", "800 MW", "orders"),
        ("The group shipped 3.1 GW of inverters in the half.", "3.1 GW", "shipments"),
        ("The smelter consumed 410 MWh of energy in March.", "410 MWh", "energy-consumption"),
        ("Order bookings were $2.4 billion in the quarter.", "$2.4 billion", "orders"),
        (
            "In March, 97.2% of the drone deliveries were completed without a manual takeover.",
            "97.2%",
            "success-rate",
        ),
        (
            "Brenwick says the Tarn 5's CPU is 18% faster in multi-core work than the Tarn 4.",
            "18%",
            "compute-performance",
        ),
    ],
)
def test_the_measure_is_the_one_its_words_name(text: str, figure: str, measure: str) -> None:
    claim = with_figure(claims_of(make_article(text, owner="kivo")), figure)
    assert claim.measure == measure


def test_a_change_the_prose_states_between_two_table_columns_joins_their_cells() -> None:
    text = (
        "Marlow Slate Pro review\n\n"
        "Benchmarks\n\n"
        "| Test | Marlow Slate Pro | Kivo Book Air | Tessel Fold |\n\n"
        "| Multi-core score | 14,210 | 12,880 | 11,540 |\n\n"
        "| Single-core score | 2,960 | 2,810 | 2,470 |\n\n"
        "The Slate Pro leads the multi-core test by 10% over the Kivo Book Air, and it is the "
        "only one of the three that stays silent under load."
    )
    claims = claims_of(make_article(text, owner="marlowreview"))
    claim = with_figure(claims, "10%")
    assert figures(claim) == [("14,210", "value"), ("12,880", "baseline"), ("10%", "change")]
    assert claim.comparison == "versus" and claim.against["en"] == "Kivo Book Air"
    assert [k.ok for k in claim.checks] == [True]
    assert figures(with_figure(claims, "12,880")) == [("12,880", "value")]
    zh = (
        "轻薄本横评\n\n测试结果\n\n"
        "| 项目 | 澜镜 Book S | 青禾 AirBook | Tessel Air |\n\n"
        "| 视频续航（小时） | 18.5 | 15.2 | 16.8 |\n\n"
        "| 多核跑分 | 13,020 | 11,870 | 12,440 |\n\n"
        "结论\n\n澜镜 Book S 的续航比青禾 AirBook 长了 22%，多核性能也领先约 10%。"
    )
    claims = claims_of(make_article(zh, owner="lanjingreview"))
    assert figures(with_figure(claims, "22%")) == [
        ("18.5", "value"),
        ("15.2", "baseline"),
        ("22%", "change"),
    ]
    assert figures(with_figure(claims, "10%")) == [
        ("13,020", "value"),
        ("11,870", "baseline"),
        ("10%", "change"),
    ]


def test_a_metric_table_has_its_columns_as_subjects_and_the_prose_joins_its_cells() -> None:
    """`| Metric | Plant East | Plant West |`: each row a measure, each column a thing, even
    when a head carries a note in brackets; a multiple the prose states joins two cells."""
    text = (
        "Plant East after the retrofit\n\n"
        "We compared both plants over October.\n\n"
        "| Metric | Plant East (heat pumps) | Plant West (boilers) |\n\n"
        "| Heat output per line (kW) | 250 | 100 |\n\n"
        "| Gas use (MWh) | 90 | 400 |\n\n"
        "Per line, Plant East delivers 2.5x the heat output of Plant West."
    )
    claims = claims_of(make_article(text, owner="corvane"))
    claim = with_figure(claims, "2.5x")
    assert figures(claim) == [("250", "value"), ("100", "baseline"), ("2.5x", "change")]
    assert claim.comparison == "multiple-of" and claim.against["en"] == "Plant West"
    assert with_figure(claims, "400").subject["en"] == "Plant West"


def test_a_scaling_tables_node_counts_are_conditions_of_the_projects_cells() -> None:
    """`| Metric | 1 node | 2 nodes |`: the heads are set-ups, the cells the project's; `from
    one node to two` compares the two columns."""
    text = (
        "# Quillrun\n\n"
        "Quillrun is a batch inference engine.\n\n"
        "## Scaling\n\n"
        "| Metric | 1 node | 2 nodes |\n"
        "|---|---|---|\n"
        "| Output throughput (tokens/s) | 10,000 | 19,000 |\n\n"
        "Going from one node to two raises output throughput 1.9x.\n"
    )
    claims = claims_of(_markdown(text, owner="quillrun", publisher="Quillrun (GitHub)"))
    one = with_figure(claims, "10,000")
    assert one.subject["en"] == "Quillrun"
    assert [c.text for c in one.conditions if c.kind == "hardware"] == ["1 node"]
    claim = with_figure(claims, "1.9x")
    assert figures(claim) == [("19,000", "value"), ("10,000", "baseline"), ("1.9x", "change")]
    assert claim.comparison == "multiple-of" and [k.ok for k in claim.checks] == [True]


def test_a_business_segment_or_a_market_is_the_subject_of_its_figures() -> None:
    text = (
        "Ferrolux reports third-quarter results\n\n"
        "Ferrolux Inc. today reported revenue of $4.82 billion for the third quarter, up 18% "
        "from $4.09 billion a year earlier. Data center revenue was $2.95 billion, 61% of the "
        "total. Net income was $612 million."
    )
    claims = claims_of(make_article(text, owner="ferrolux"))
    assert with_figure(claims, "$2.95 billion").subject == {
        "en": "Ferrolux's data center business",
        "zh": "Ferrolux 的数据中心业务",
    }
    assert with_figure(claims, "$612 million").subject["en"] == "Ferrolux Inc."
    zh = (
        "芯眸咨询：三季度中国智能手机出货 7350 万台\n\n"
        "据芯眸咨询最新数据，2026 年第三季度中国智能手机市场出货量为 7,350 万台，同比增长 3%。"
    )
    claims = claims_of(make_article(zh, owner="xinmou"))
    assert with_figure(claims, "7,350 万台").subject == {
        "en": "China smartphone market",
        "zh": "中国智能手机市场",
    }


def test_one_figure_compared_with_two_earlier_times_is_one_claim_with_both_checked() -> None:
    text = (
        "Halberd deliveries jump 52% in October\n\n"
        "Halberd Auto delivered 48,310 vehicles in October, up 52% from 31,780 a year earlier "
        "and 9% more than September's 44,300, the company said on Saturday."
    )
    claims = [c for c in claims_of(make_article(text, owner="halberd")) if c.figures]
    assert len(claims) == 1
    assert sorted(f.text for f in claims[0].figures) == sorted(
        ["48,310", "52%", "31,780", "9%", "44,300", "52%"]
    )
    assert [k.detail.split("≈")[-1].strip() for k in claims[0].checks] == ["52%", "9%"]
    assert all(k.ok for k in claims[0].checks)


def test_the_year_and_month_before_given_next_are_the_baselines_of_tongbi_and_huanbi() -> None:
    text = (
        "溯光汽车 10 月交付 3.2 万辆，同比增长 68%\n\n"
        "11 月 1 日，溯光汽车公布 10 月交付数据：当月共交付新车 32,150 辆，同比增长 68%，环比增长 12%。"
        "据溯光官方披露，去年同期交付量为 19,120 辆，9 月交付量为 28,700 辆。\n\n"
        "分车型看，纯电 SUV 溯光 L7 交付 14,100 辆，占当月总交付量的 44%。"
    )
    claims = [c for c in claims_of(make_article(text, owner="suguang")) if c.figures]
    total = with_figure(claims, "12%")
    assert sorted(figures(total)) == sorted(
        [
            ("3.2 万辆", "value"),
            ("68%", "change"),
            ("32,150 辆", "value"),
            ("68%", "change"),
            ("12%", "change"),
            ("19,120 辆", "baseline"),
            ("28,700 辆", "baseline"),
        ]
    )
    assert total.subject["zh"] == "溯光汽车"
    assert [k.ok for k in total.checks] == [True, True]
    assert not any(figures(c) == [("19,120 辆", "value")] for c in claims)
    assert with_figure(claims, "14,100 辆").subject["zh"] == "纯电 SUV 溯光 L7"


def test_a_change_said_before_the_value_it_reaches_is_one_claim_and_its_share_joins() -> None:
    text = (
        "Jiyun Technology reports third-quarter results\n\n"
        "Jiyun Technology reported third-quarter revenue of RMB 35.62 billion, up 14% year on "
        "year. Cloud revenue grew 27% to RMB 11.87 billion, or 33% of the total."
    )
    claims = claims_of(make_article(text, owner="jiyun"))
    cloud = with_figure(claims, "33%")
    assert sorted(figures(cloud)) == sorted(
        [
            ("RMB 35.62 billion", "baseline"),
            ("27%", "change"),
            ("RMB 11.87 billion", "value"),
            ("33%", "share"),
        ]
    )
    assert cloud.measure == "segment-revenue-share"
    assert [(k.ok, k.detail.split()[-1]) for k in cloud.checks] == [(True, "33%")]
    keldor = claims_of(
        make_article("Revenue rose 9% to $812 million in the quarter.", owner="keldor")
    )
    assert [figures(c) for c in keldor] == [[("9%", "change"), ("$812 million", "value")]]


def test_a_market_total_with_a_change_conflicts_with_another_owners_bare_total() -> None:
    tidemark = make_article(
        "Global smartphone shipments, Q3 2026\n\n"
        "Global smartphone shipments grew 4% year on year to 312.6 million units in the third "
        "quarter, according to Tidemark Research's preliminary data.",
        owner="tidemark",
    )
    quillon = make_article(
        "Q3 2026 smartphone tracker\n\n"
        "Our channel checks put global smartphone shipments at 309.8 million units in the third "
        "quarter.",
        owner="quillon",
    )
    claims = claims_of(tidemark, quillon)
    ours, theirs = with_figure(claims, "312.6 million"), with_figure(claims, "309.8 million")
    assert ours.subject["en"] == theirs.subject["en"] == "global smartphone market"
    assert ours.subject["zh"] == "全球智能手机市场"
    assert ours.status == theirs.status == "conflicting"


def test_a_kind_of_product_before_its_share_of_the_market_is_that_segment() -> None:
    post = make_article(
        "Tablet makers, Q3\n\nKivo shipped 8.1 million units in the third quarter. "
        "Detachables remained a niche at 4.2% of the market.",
        owner="tidemark",
    )
    assert with_figure(claims_of(post), "4.2%").subject["en"] == "detachables"


def test_the_new_parts_of_the_product_a_post_is_about_are_its_parts() -> None:
    post = make_article(
        "Inside our pack\n\nOur third-generation sodium-ion pack costs $61 per kWh. "
        "In cycling at 25°C, the new cells kept 80% of their capacity after 5,000 cycles.",
        owner="cathaway",
        publisher="Cathaway Energy",
    )
    subject = with_figure(claims_of(post), "5,000 cycles").subject["en"]
    assert subject.endswith("third-generation sodium-ion cells")


def test_a_discount_off_every_rate_is_a_change_of_the_passages_price() -> None:
    post = make_article(
        "Lower prices for Corvane Atlas\n\nInput tokens drop 40%, from $1.00 to $0.60 per "
        "million. Batch requests, which return results within 24 hours, get a further 50% off "
        "every rate.",
        owner="corvane",
    )
    off = with_figure(claims_of(post), "50%")
    assert figures(off) == [("50%", "change")]
    assert off.measure == "price-per-million-tokens"


def test_a_figure_set_off_after_its_measure_takes_that_measure() -> None:
    post = make_article(
        "Our time-to-first-token measurement, 410 ms at P50, has no published counterpart.",
        owner="ridgeback",
    )
    assert with_figure(claims_of(post), "410 ms").measure == "time-to-first-token"


def test_a_figure_a_sentence_denies_is_no_claim_of_its_own() -> None:
    post = make_article(
        "B200: Kestrel says $4.49 per GPU-hour. But Kestrel's own pricing repo says $4.59 for "
        "the B200 node, not $4.49.",
        owner="ledger",
    )
    assert [[f.text for f in c.figures] for c in claims_of(post)] == [
        ["$4.49 per GPU-hour"],
        ["$4.59"],
    ]


def test_a_chinese_subject_without_english_stays_itself_on_the_english_side() -> None:
    """Never the publisher's name in its place: the two pages must say the same thing."""
    post = make_article(
        "恒锂科技发布新电芯。搭载该电芯的整车续航可达 600 至 800 公里。",
        owner="dianchi",
        publisher="电池网",
    )
    [claim] = [c for c in claims_of(post) if c.figures]
    assert claim.subject["en"] != "电池网"


def test_a_kicker_before_the_titles_colon_is_not_what_the_article_is_about() -> None:
    review = make_article(
        "We ran Norvane's own ResNet-50 INT8 benchmark script on a retail Corvid module with a "
        "batch size of 16. The module sustained 7,900 images per second.",
        owner="siliconward",
        title="Tested: Norvane's Corvid falls short of its headline number",
    )
    claim = with_figure(claims_of(review), "7,900 images per second")
    assert claim.subject["en"] == "Corvid"


def test_a_monthly_bill_said_loosely_is_a_monthly_cost() -> None:
    post = make_article(
        "整套机器电费一个月差不多 1,400 块，机器是二手收的，一共花了 19 万。", owner="forum-user"
    )
    claim = with_figure(claims_of(post), "1,400 块")
    assert figures(claim) == [("1,400 块", "value")]
    assert claim.measure == "monthly-cost"


@pytest.mark.parametrize(
    ("title", "text"),
    [
        (
            "Kivo Nova Ultra arrives in Europe",
            "The phone's 6.8-inch display peaks at 3,200 nits.",
        ),
        (
            "Drove the new Vantor Ridge from Munich to Milan today.",
            "Drove the new Vantor Ridge from Munich to Milan today. 10–80% in 18 min at a "
            "400 kW charger, twice.",
        ),
    ],
)
def test_where_a_title_goes_is_not_what_it_is_about(title: str, text: str) -> None:
    claim = claims_of(make_article(text, owner="kivo", title=title))[0]
    assert "Europe" not in claim.subject["en"] and "Milan" not in claim.subject["en"]


def test_a_spread_and_its_median_are_one_finding_that_corroborates_the_original() -> None:
    vendor = make_article(
        "We ran a fine-tuning reference job on our new B200 pods. The set-up: 8 nodes of 8x B200 "
        "each, fine-tuning a 70B model with LoRA on 1.2 million samples.\n\n"
        "The job finished in 24.3 minutes.",
        owner="harrowgate",
        published="2026-06-01",
        title="How fast is a Harrowgate B200 pod?",
    )
    lab = make_article(
        "Harrowgate published a 24.3-minute fine-tuning time for its 64-GPU B200 pods last week. "
        "We rented an identical pod and repeated the job with the same 70B model.\n\n"
        "Our five runs took between 24.1 and 24.6 minutes, with a median of 24.3 minutes, so we "
        "consider the published figure reproduced.",
        owner="quorum",
        published="2026-06-08",
        title="Independent check: Harrowgate B200 pod fine-tuning time",
    )
    claims = claims_of(vendor, lab)
    spread = [c for c in claims if any(f.role == "range" for f in c.figures)]
    assert spread == [] or figures(spread[0])[-1] == ("24.3 minutes", "value")
    claim = with_figure(claims, "24.3 minutes")
    assert claim.article_id == vendor.id
    assert claim.status == "corroborated"


def test_a_chinese_part_with_its_share_and_change_is_one_claim_of_the_total() -> None:
    report = make_article(
        "极云科技第三季度营业收入为 356.2 亿元，同比增长 14%；其中云计算业务收入 118.7 亿元，"
        "占总营收的 33%，同比增长 27%。",
        owner="jiyun",
    )
    claim = with_figure(claims_of(report), "118.7 亿元")
    assert figures(claim) == [
        ("356.2 亿元", "baseline"),
        ("118.7 亿元", "value"),
        ("33%", "share"),
        ("27%", "change"),
    ]
    assert claim.comparison == "share-of"


def test_a_chinese_share_of_the_whole_market_joins_the_value_and_change_before_it() -> None:
    report = make_article(
        "2026 年第三季度中国智能手机市场出货量为 7,350 万台，同比增长 3%。\n\n"
        "折叠屏手机出货 265 万台，同比增长 41%，在整体市场中的占比提升至 3.6%。",
        owner="xinmou",
    )
    claim = with_figure(claims_of(report), "3.6%")
    assert figures(claim) == [
        ("7,350 万台", "baseline"),
        ("265 万台", "value"),
        ("41%", "change"),
        ("3.6%", "share"),
    ]


def test_a_test_below_the_advertised_figure_conflicts_with_it() -> None:
    vendor = make_article(
        "In Norvane's tests, Corvid runs ResNet-50 inference at 9,800 images per second at INT8 "
        "with a batch size of 16.",
        owner="norvane",
        published="2026-06-11",
        title="Norvane Corvid NPU sets a new bar for edge vision",
    )
    lab = make_article(
        "We ran Norvane's own ResNet-50 INT8 benchmark script on a retail Corvid module with a "
        "batch size of 16. The module sustained 7,900 images per second, about 19% below the "
        "9,800 Norvane advertises.",
        owner="siliconward",
        published="2026-07-02",
        title="Tested: Norvane's Corvid falls short of its headline number",
    )
    claims = claims_of(vendor, lab)
    assert with_figure(claims, "7,900 images per second").status == "conflicting"
    assert with_figure(claims, "9,800 images per second").status == "conflicting"


def test_a_headline_names_the_measure_its_body_leaves_unsaid() -> None:
    review = make_article(
        "实测青峰 X9：零百加速 3.6 秒，与官方数据有差距\n\n"
        "五次测试中最好成绩为 3.6 秒，比官方公布的 3.2 秒慢了 0.4 秒。",
        owner="chezhi",
        title="实测青峰 X9：零百加速 3.6 秒，与官方数据有差距",
    )
    assert with_figure(claims_of(review), "0.4 秒").measure == "acceleration-time"


def test_the_unit_a_review_tested_before_its_first_heading_holds_in_later_sections() -> None:
    review = _markdown(
        "# Marlow Slate Pro review\n\n"
        "The Slate Pro is Marlow's first laptop with its own Arden chip. We tested the base model "
        "with 16 GB of memory and a 1 TB SSD, which Marlow sells for $1,299.\n\n"
        "## Battery\n\n"
        "Looping a 1080p video at 150 nits with Wi-Fi on, our unit lasted 17 hours 40 minutes.\n\n"
        "## Benchmarks\n\n"
        "| Test | Marlow Slate Pro | Kivo Book Air |\n|---|---|---|\n"
        "| Multi-core score | 14,210 | 12,880 |\n",
        owner="benchline",
        publisher="Benchline Reviews",
    )
    claims = claims_of(review)
    battery = next(c for c in claims if c.measure == "battery-life")
    assert {"16 GB of memory", "1 TB SSD"} <= {c.text for c in battery.conditions}
    cell = with_figure(claims, "12,880")
    assert not any("SSD" in c.text for c in cell.conditions)


def test_one_period_said_in_two_languages_is_one_condition() -> None:
    zh = make_article(
        "新产品已通过针刺、挤压等安全测试，将于 2027 年在常州基地量产，规划产能 20GWh。",
        owner="fengyuan",
        published="2026-10-10",
    )
    en = make_article(
        "Fengyuan plans to start mass production in 2027 in Changzhou, with 20 GWh of planned "
        "capacity.",
        owner="evwire",
        published="2026-10-11",
    )
    claim = with_figure(claims_of(zh, en), "20GWh")
    assert [c.kind for c in claim.conditions].count("period") == 1


def test_a_lab_that_repeats_a_figure_and_reproduces_it_states_one_claim() -> None:
    """`Tarnwave published a 31.5-minute …`, then the lab's own runs: one claim, corroborated,
    though the vendor gave its rig as nodes and GPUs and the lab as a `64-GPU` cluster."""
    vendor = make_article(
        "How fast is a Tarnwave H200 cluster?\n\n"
        "We ran a fine-tuning job on our new H200 clusters. The set-up: 8 nodes of 8x H200 "
        "each, 64 GPUs in all. The job finished in 31.5 minutes.",
        owner="tarnwave",
        publisher="Tarnwave Blog",
        title="How fast is a Tarnwave H200 cluster?",
    )
    lab = make_article(
        "Tarnwave published a 31.5-minute fine-tuning time for its 64-GPU H200 cluster. "
        "Our four runs took between 31.2 and 31.9 minutes, with a median of 31.5 minutes.",
        owner="quorum",
        publisher="Quorum Labs",
        published="2026-10-25",
    )
    claims = [c for c in claims_of(vendor, lab) if c.figures]
    assert len(claims) == 1
    assert claims[0].also_in == (lab.id,) and claims[0].status == "corroborated"


def test_a_value_that_rose_to_a_new_figure_has_the_passage_s_last_figure_as_before() -> None:
    """`With an added heatsink, throughput rose to 5,600 images per second`: the before is the
    4,800 said before it; the claim holds under what changed, not the whole set-up again."""
    review = make_article(
        "We ran the vendor's ResNet-50 script on a retail Osprey module with a batch size of 8. "
        "The module sustained 4,800 images per second.\n\n"
        "With an added heatsink, throughput rose to 5,600 images per second.",
        owner="benchlab",
        title="Tested: the Osprey edge module",
    )
    claim = with_figure(claims_of(review), "5,600 images per second")
    assert figures(claim) == [
        ("4,800 images per second", "before"),
        ("5,600 images per second", "after"),
    ]
    assert claim.comparison == "before-after"
    assert claim.measure == "throughput-per-gpu"  # a vision benchmark's figure is one card's
    assert [c.text for c in claim.conditions] == ["an added heatsink"]


def test_a_thing_of_its_own_that_falls_to_a_price_keeps_its_before_unsaid() -> None:
    post = make_article(
        "Nimbus Archive hot storage drops from $0.025 to $0.020 per GB-month in March. "
        "Cold storage falls to $0.004 per GB-month.",
        owner="nimbus",
        title="Nimbus Archive cuts prices",
    )
    claim = with_figure(claims_of(post), "$0.004 per GB-month")
    assert figures(claim) == [("$0.004 per GB-month", "after")]
    assert claim.comparison == "before-after"


def test_a_lone_multiple_measures_what_the_passage_measured_before_it() -> None:
    """`That's 1.9x Pallas v2`, and the lab's `reproduced the comparison …, at 1.9x`: the
    per-user speed's multiple, one claim that the lab corroborates."""
    vendor = make_article(
        "Pallas v3 is live. On 4x B200 with a 120B MoE model, it decodes at 212 tokens/s per "
        "user at P90. That's 1.9x Pallas v2 on the same box.",
        owner="stellate",
        publisher="Stellate",
    )
    lab = make_article(
        "We used the setup Stellate published: 4x B200, a 120B MoE model.\n\n"
        "Result: a P90 per-user decode speed of 212 tokens/s for Stellate Pallas v3. "
        "We also reproduced the comparison with Pallas v2, at 1.9x.",
        owner="ridgeback",
        publisher="Ridgeback Labs",
        published="2026-10-25",
        title="Reproduction note: Stellate Pallas v3",
    )
    multiples = [c for c in claims_of(vendor, lab) if figures(c) == [("1.9x", "change")]]
    assert len(multiples) == 1
    assert multiples[0].measure == "per-user-speed" and multiples[0].status == "corroborated"


def test_a_multiple_in_a_clause_of_its_own_measure_is_not_the_value_before_it() -> None:
    """`带宽 4.0TB/s，能效比是上一代产品的 2.1 倍`: the bandwidth, and a multiple of efficiency."""
    post = make_article(
        "澄芯微今日发布推理加速卡 Orin。Orin 配备 128GB HBM 显存，带宽 4.0TB/s，"
        "能效比是上一代产品 Tern 的 2.1 倍。",
        owner="chengxin",
        publisher="澄芯微",
    )
    claims = claims_of(post)
    assert figures(with_figure(claims, "4.0TB/s")) == [("4.0TB/s", "value")]
    multiple = with_figure(claims, "2.1 倍")
    assert figures(multiple) == [("2.1 倍", "change")]
    assert multiple.measure == "perf-per-watt"


def test_a_press_report_and_the_makers_chinese_post_state_one_claim() -> None:
    """`Sunvale says cells from its new Hefei line average 25.8% …` and the maker's own
    `合光新能合肥基地 TOPCon 电池量产平均转换效率达到 25.8%`: one claim, though the Chinese
    subject holds a Latin word of the field (TOPCon) and no Latin name of the maker."""
    press = make_article(
        "Sunvale claims 25.8% for TOPCon cells\n\n"
        "Chinese manufacturer Sunvale says cells from its new Hefei line are averaging 25.8% "
        "conversion efficiency in mass production. The company says the line has an annual "
        "capacity of 12 GW and that modules using the new cells will be priced from CNY 0.70 "
        "per watt. Analysts at Gridmark estimate that TOPCon modules currently sell for "
        "CNY 0.66 to 0.74 per watt in China.",
        owner="pvledger",
        publisher="PV Ledger",
        title="Sunvale claims 25.8% for TOPCon cells",
    )
    maker = make_article(
        "合光新能合肥基地 TOPCon 电池量产平均转换效率达到 25.8%。该基地年产能 12GW。",
        owner="sunvale",
        publisher="合光新能",
        published="2026-10-25",
    )
    claims = claims_of(press, maker)
    for figure in ("25.8%", "12GW"):
        assert with_figure(claims, figure).also_in == (press.id,), figure
    price = with_figure(claims, "CNY 0.70 per watt")
    assert price.claimant_owner == "sunvale"  # `The company says`: the maker's figure
    assert not price.conditions  # the line's annual capacity is no condition of a price
    market = with_figure(claims, "CNY 0.66 to 0.74")
    assert market.subject["en"] == "TOPCon modules"
    assert market.measure == "price-per-watt"


def test_a_baseline_a_year_earlier_makes_a_change_not_a_versus() -> None:
    report = make_article(
        "Keswick Inc. reported revenue of $2.10 billion for the quarter, up 12% from "
        "$1.88 billion a year earlier. Gross margin was 44.5%, compared with 42.0% in the same "
        "quarter last year.",
        owner="keswick",
        title="Keswick reports second-quarter results",
    )
    claims = claims_of(report)
    assert with_figure(claims, "$2.10 billion").comparison == "change"
    assert with_figure(claims, "44.5%").comparison == "change"


def test_a_level_above_a_bound_and_a_rate_beside_other_words_are_values() -> None:
    """`stayed above 90%` is a level; in `was 99.1%; most failures were shrink-wrapped …` the
    shrinking is of the film, not of the rate."""
    post = make_article(
        "Sustained GPU utilisation stayed above 90% for the whole run. The pick success rate "
        "was 99.1%; most failures were shrink-wrapped multipacks.",
        owner="gantrix",
        title="Gantrix trial results",
    )
    claims = claims_of(post)
    for figure in ("90%", "99.1%"):
        claim = with_figure(claims, figure)
        assert figures(claim) == [(figure, "value")] and claim.comparison == "none", figure


def test_measures_read_from_the_words_beside_a_figure_and_the_passage() -> None:
    forum = make_article(
        "I get 64 tokens/s single-user and roughly 480 tokens/s total with 16 concurrent "
        "requests. Our time-to-first-token measurement, 310 ms at P50, has no published "
        "counterpart. Pricing starts at $3.80 per GPU-hour on a one-year commitment.",
        owner="kestrelfan",
        title="Re: home inference on Osprey cards",
    )
    claims = claims_of(forum)
    assert with_figure(claims, "64 tokens/s").measure == "per-user-speed"
    assert with_figure(claims, "480 tokens/s").measure == "throughput-total"
    assert with_figure(claims, "310 ms").measure == "time-to-first-token"
    price = with_figure(claims, "$3.80 per GPU-hour")  # not cut at `per GPU`
    assert price.measure == "price-per-gpu-hour"


def test_a_makers_claim_in_the_unit_of_a_measured_figure_measures_the_same() -> None:
    review = make_article(
        "Looping a 1080p video at 150 nits, our unit lasted 15 hours. Marlow claims up to "
        "19 hours, at a lower brightness. Bulk export is 3x faster with the new codec.",
        owner="benchline",
        title="Marlow Slate review",
    )
    claims = claims_of(review)
    assert with_figure(claims, "19 hours").measure == "battery-life"
    multiple = with_figure(claims, "3x")
    assert multiple.comparison == "multiple-of" and figures(multiple) == [("3x", "change")]


def test_a_share_of_the_total_just_said_measures_what_the_total_measured() -> None:
    report = make_article(
        "Corsair Auto delivered 21,400 vehicles in May, up 12% from a year earlier. "
        "Battery-electric models made up 58% of the total, with the rest plug-in hybrids.",
        owner="evwire",
        title="Corsair deliveries rise in May",
    )
    share = with_figure(claims_of(report), "58%")
    assert share.measure == "deliveries"
    assert share.subject["en"] == "Corsair Auto's battery-electric models"


def test_two_multiples_in_one_clause_each_measure_their_own_words() -> None:
    """`1.6x the FP8 throughput and 1.9x the performance per watt`: the first is a multiple of
    the FP8 compute said before, not of the efficiency the clause ends on."""
    post = make_article(
        "Halcyra today introduced the Tessarine TX8. TX8 delivers 1.9 petaflops of dense FP8 "
        "compute, at a board power of 700 W. Against the TX7 it replaces, Halcyra says TX8 offers "
        "1.6x the FP8 throughput and 1.9x the performance per watt.",
        owner="halcyra",
        title="Halcyra introduces Tessarine TX8",
    )
    claims = claims_of(post)
    assert with_figure(claims, "1.6x").measure == "compute-performance"
    assert with_figure(claims, "1.9x").measure == "perf-per-watt"


def test_a_value_that_rose_to_a_figure_with_its_change_beside_it_stays_a_change() -> None:
    report = make_article(
        "Keswick revenue rose to $5.1 billion, up 12% from a year earlier.",
        owner="keswick",
        title="Keswick news",
    )
    claim = with_figure(claims_of(report), "$5.1 billion")
    assert figures(claim) == [("$5.1 billion", "value"), ("12%", "change")]
    assert claim.comparison == "change"
    assert claim.subject["en"] == "Keswick"  # the company's revenue, no segment of it


def test_a_figure_of_another_measure_is_no_before_of_one_that_rose_to_a_price() -> None:
    report = make_article(
        "Keswick Cloud reported revenue of $2.1 billion. Average selling price rose to $420.",
        owner="press",
        title="Keswick Cloud results",
    )
    claim = with_figure(claims_of(report), "$420")
    assert figures(claim) == [("$420", "after")]


def test_a_chinese_product_name_the_english_report_never_writes_is_another_thing() -> None:
    zh = make_article(
        "澜镜 Air 发布，官方续航 20 小时。",
        owner="lanjing",
        publisher="澜镜",
        published="2026-10-10",
    )
    en = make_article(
        "Kivo Book review\n\nThe Kivo Book lasts 20 hours on video playback.",
        owner="benchline",
        published="2026-10-11",
        title="Kivo Book review",
    )
    claims = [c for c in claims_of(zh, en) if c.figures]
    assert len(claims) == 2


def test_a_price_cut_by_a_percentage_is_a_change_not_a_price_of_a_percent() -> None:
    article = make_article(
        "Halyard Compute said on Tuesday that it would cut the on-demand price of its A100 "
        "instances by 22%, to $1.40 per GPU-hour from $1.79.",
        owner="wire",
        publisher="Cloud Wire",
    )
    claim = with_figure(claims_of(article), "22%")
    assert [f.role for f in claim.figures if f.text == "22%"] == ["change"]


def test_a_multiple_of_a_rate_is_not_a_time_taken() -> None:
    article = make_article(
        "On-demand should never cost more than 1.5 times the one-year reserved rate.",
        owner="halyard",
        publisher="Halyard Compute",
    )
    # (a ceiling the policy sets is no finding at all: nothing is read as a time taken)
    assert all(c.measure != "latency" for c in claims_of(article))


def test_a_rivals_list_price_is_set_against_the_rival_not_the_words_for_its_price() -> None:
    article = make_article(
        "A100: Halyard's $1.49 against Orbel's list price of $1.79 makes Halyard 17% cheaper.",
        owner="ledger",
        publisher="GPU Ledger",
    )
    claim = with_figure(claims_of(article), "17%")
    assert claim.against["en"] == "Orbel"


def test_a_chip_named_with_its_memory_in_a_price_table_is_what_is_priced() -> None:
    readme = _markdown(
        "# Halyard pricing\n\nPrices per GPU-hour, 8-GPU nodes.\n\n"
        "| Instance | GPU | US / EU |\n|---|---|---|\n"
        "| hc.a100.8x | A100 80GB | $1.49 |\n| hc.h100.8x | H100 80GB | $2.49 |\n",
        owner="halyard",
        publisher="Halyard Compute (GitHub README)",
    )
    claims = claims_of(readme)
    assert not any(f.unit == "GB" for c in claims for f in c.figures)
    assert with_figure(claims, "$1.49").subject["en"] == "A100 80GB"


def test_a_cost_per_delivered_gpu_hour_is_a_cost_and_a_link_speed_is_bandwidth() -> None:
    article = make_article(
        "Our cost per delivered GPU-hour has fallen 21% since March. All nodes have 1.6 Tbps "
        "InfiniBand between them.",
        owner="halyard",
        publisher="Halyard Compute",
    )
    claims = claims_of(article)
    assert with_figure(claims, "21%").measure == "cost-per-gpu-hour"
    assert with_figure(claims, "1.6 Tbps").measure == "network-bandwidth"


def test_a_whole_nodes_hourly_price_is_a_node_hour_price_not_a_gpu_hours() -> None:
    en = make_article(
        "In other words, a full 8x A100 node now costs $11.92 an hour on demand, against "
        "$14.32 last week.",
        owner="halyard",
        publisher="Halyard Compute",
    )
    zh = make_article(
        "以 8 卡整机计算，每小时费用由 102.40 元降至 84.00 元。",
        owner="halyard",
        publisher="哈利亚德",
    )
    assert with_figure(claims_of(en), "$11.92 an hour").measure == "node-hour-price"
    assert with_figure(claims_of(zh), "84.00 元").measure == "node-hour-price"


def test_a_fleet_is_a_condition_and_an_up_from_after_a_comma_pairs_with_its_clause() -> None:
    """`delivers 41,000 parcels a day across two regions with a fleet of 300 drones, up from
    12,000 a day`: the fleet is the operation's set-up, the before pairs with the parcels."""
    text = (
        "Skylark Drop update\n\n"
        "Skylark Drop now delivers 41,000 paid orders a day across Leeds and York with a fleet "
        "of 300 drones, up from 12,000 a day last spring.\n\n"
        "An outside panel puts Skylark Drop at 36,000 paid orders a day in May, about 12% "
        "fewer than the 41,000 the company gave."
    )
    claims = claims_of(make_article(text, owner="skylark"))
    claim = with_figure(claims, "12,000")
    assert figures(claim) == [("41,000", "value"), ("12,000", "baseline")]
    assert claim.comparison == "change"  # a level against last spring's
    assert "fleet of 300 drones" in [c.text for c in claim.conditions]
    panel = with_figure(claims, "36,000")
    assert [f.role for f in panel.figures] == ["value", "change", "baseline"]
    assert [k.ok for k in panel.checks] == [True]


def test_two_changes_of_one_sentence_are_two_claims_each_of_its_own_measure() -> None:
    """`18% faster … than the Tarn 4 while using 30% less power`: the second change is no
    baseline of the first, and it measures the power it names."""
    text = (
        "Brenwick unveils Tarn 5\n\n"
        "Brenwick says the Tarn 5's CPU is 18% faster in multi-core work than the Tarn 4 while "
        "using 30% less power at the same performance."
    )
    claims = claims_of(make_article(text, owner="brenwick"))
    assert figures(with_figure(claims, "18%")) == [("18%", "change")]
    assert figures(with_figure(claims, "30%")) == [("30%", "change")]
    assert with_figure(claims, "30%").measure == "power-draw"


def test_accounts_for_a_percentage_of_a_named_total_is_a_share() -> None:
    text = "Flash outlook\n\nWe estimate that enterprise SSDs now account for 38% of the sector's bit output."
    claim = with_figure(claims_of(make_article(text, owner="tessaly")), "38%")
    assert figures(claim) == [("38%", "share")] and claim.comparison == "share-of"


def test_a_unit_in_the_headline_is_no_name_and_a_model_number_goes_with_its_name() -> None:
    """`岚芯发布 Vega 7 芯片，算力达 60 TOPS`: the chip is Vega 7, not TOPS."""
    text = (
        "岚芯发布 Vega 7 芯片，算力达 60 TOPS\n\n"
        "岚芯今日发布 Vega 7。官方称，其 CPU 多核性能较上代提升 20%。"
    )
    claims = claims_of(make_article(text, owner="lanxin", title=text.split("\n")[0]))
    assert "Vega 7" in with_figure(claims, "20%").subject["zh"]


def test_of_which_a_part_or_a_share_is_a_share_of_the_total_which_stays_a_claim() -> None:
    """`Orders were $8.0 billion, of which $2.0 billion, or 25%, came from its lidar unit`."""
    text = (
        "Corvane reports third-quarter results\n\n"
        "Corvane Industries reported third-quarter net sales of $9.1 billion. Net bookings were "
        "$8.0 billion, of which $2.0 billion, or 25%, came from its lidar systems."
    )
    claims = claims_of(make_article(text, owner="corvane"))
    share = with_figure(claims, "25%")
    assert figures(share) == [
        ("$8.0 billion", "baseline"),
        ("$2.0 billion", "value"),
        ("25%", "share"),
    ]
    assert share.comparison == "share-of" and share.measure == "orders"
    assert "lidar systems" in share.subject["en"] and [k.ok for k in share.checks] == [True]
    assert any(figures(c) == [("$8.0 billion", "value")] for c in claims)


def test_a_baseline_in_a_named_earlier_period_is_a_change_over_time() -> None:
    text = (
        "Corvane ships more lithography tools\n\n"
        "Corvane shipped 27 Arclight scanners in the quarter, against 21 in the second quarter."
    )
    claim = with_figure(claims_of(make_article(text, owner="corvane")), "21")
    assert claim.comparison == "change" and [f.role for f in claim.figures] == ["value", "baseline"]


def test_a_figure_compared_when_said_again_keeps_the_conditions_it_was_first_given() -> None:
    post = make_article(
        "On a single MI355X node with speculative decoding, Halcyon served 61K tokens/s per GPU "
        "on the ChatArena trace.\n\n"
        "61K tokens/s per GPU is 3.1x what our March release managed.\n\n"
        "Under the vendor's three-year TCO model, 61K tokens/s per GPU works out to $4.20 per "
        "GPU-hour.",
        owner="halcyon",
        publisher="Halcyon Blog",
    )
    claims = claims_of(post)
    compared = with_figure(claims, "3.1x")
    assert figures(compared) == [("61K tokens/s", "value"), ("3.1x", "change")]
    assert [c.en for c in compared.conditions] == ["a single MI355X"]
    # the sentence that converts the figure to a price is about the price, not the throughput
    alone = next(c for c in claims if figures(c) == [("61K tokens/s", "value")])
    assert alone.basis is None
    assert with_figure(claims, "$4.20 per GPU-hour").basis == "converted"


def test_a_note_on_charts_in_a_report_without_headings_speaks_for_its_own_paragraph() -> None:
    post = make_article(
        "Halcyon's decode curve lands within 4% of Corvane's published curve at batch 64. "
        "Corvane was not re-run: its numbers were read from the charts in its README.\n\n"
        "Serving is our own build. On one MI355X rack, Halcyon reached 72K tokens/s per GPU on "
        "the ChatArena trace.",
        owner="halcyon",
        publisher="Halcyon Blog",
    )
    claims = claims_of(post)
    assert with_figure(claims, "4%").basis == "read from a chart"
    assert with_figure(claims, "72K tokens/s").basis is None


def test_a_plan_table_prices_each_plan_with_its_specs_as_conditions() -> None:
    """A row label names what is priced, not the price column's head; the spec columns are
    the set-up of the row's price, never claims of their own."""
    docs = make_article(
        "Plans\n\nAll plans are billed monthly in the eu-central-1 region.\n\n"
        "| Tier | vCPUs | RAM | Monthly price |\n\n"
        "| Basic | 4 vCPU | 16 GiB | $140 |\n\n| Pro | 16 vCPU | 64 GiB | $560 |",
        owner="petrelbase",
        title="Petrelbase pricing",
    )
    claims = claims_of(docs)
    pro = with_figure(claims, "$560")
    assert pro.subject["en"] == "Pro" and pro.measure == "monthly-cost"
    assert [c.text for c in pro.conditions][:2] == ["16 vCPU", "64 GiB"]
    assert not any(f.text in ("16 vCPU", "64 GiB") for c in claims for f in c.figures)


def test_a_price_row_of_a_benchmark_table_is_priced_per_its_row_head() -> None:
    """`Price per GPU-hour (USD)` in a metrics table says what its bare cells are per; the
    benchmark's workload is no condition of a rental price."""
    post = make_article(
        "Results\n\nBoth nodes served a 34B model in FP8 with 1,000-token prompts.\n\n"
        "| Metric | Node A | Node B |\n\n"
        "| Output throughput per GPU (tokens/s) | 3,100 | 1,900 |\n\n"
        "| Price per GPU-hour (USD) | 4.20 | 2.60 |",
        owner="ospreycloud",
        title="Osprey Cloud node benchmark",
    )
    price = with_figure(claims_of(post), "4.20")
    assert price.measure == "price-per-gpu-hour" and price.figures[0].unit == "USD/GPU-hour"
    assert not any(c.kind in ("model", "precision", "workload") for c in price.conditions)


def test_a_unit_of_a_known_kind_finds_its_measure_in_any_spelling() -> None:
    """Units are matched by kind (`kWh/t` is energy per mass, `hours` an hour), and of the
    measures a unit fits, the one its sentence's words name wins over one that needs none."""
    assert GLOSSARY.measure_for("kWh/t", "the smelter's line") == "energy-consumption"
    assert GLOSSARY.measure_for("MWh/tonne", "each tonne of steel") == "energy-consumption"
    assert GLOSSARY.measure_for("Wh/kg", "the new cell") == "energy-density"
    assert GLOSSARY.measure_for("CNY/Wh", "电芯成本") == "price-per-kwh"
    assert GLOSSARY.measure_for("hours", "the battery lasted through the test") == "battery-life"
    assert GLOSSARY.measure_for("GB", "每卡显存占用") == "memory-use"
    # a table head that is a measure's own name says what its column measures
    assert GLOSSARY.measure_named("能量密度（电芯）") == "energy-density"
    assert GLOSSARY.measure_named("Gross margin") == "gross-margin"
    assert GLOSSARY.measure_named("Kivo Book Air") == ""


def test_the_glossary_names_what_other_trades_measure_in_both_languages() -> None:
    """Beyond the field's own measures: tonnes hauled are freight, not a weight; a rate of
    seats filled is a load factor; kilograms per 100 km are consumption; 元/吨 is a
    commodity's price; a kilogram with no words about it is still a weight."""
    cases = [
        ("tonne", "前 10 个月累计货物发送量", "freight-volume"),
        ("tonne", "the line hauled 36.1 million tonnes of freight", "freight-volume"),
        ("kg", "百公里氢耗约", "energy-consumption"),
        ("kg", "熟料碳排放强度为", "emissions-intensity"),
        ("tonne", "日产淡水", "production-capacity"),
        ("%", "the airline's passenger load factor reached", "load-factor"),
        ("%", "赔付率为", "loss-ratio"),
        ("%", "锂的回收率约为", "recovery-rate"),
        ("CNY", "国庆档票房", "box-office"),
        ("CNY/tonne", "螺纹钢现货均价", "commodity-price"),
        ("CNY", "全年保费收入", "premiums-written"),
        (None, "门店总数达到", "store-count"),
        ("min", "患者平均候诊", "waiting-time"),
        ("kg", "the new handset", "device-weight"),
    ]
    wrong = [
        (unit, words, GLOSSARY.measure_for(unit, words), key)
        for unit, words, key in cases
        if GLOSSARY.measure_for(unit, words) != key
    ]
    assert not wrong


def test_a_duration_nothing_names_is_the_time_something_takes() -> None:
    report = make_article(
        "After a full power loss, the backup site needed 14 minutes to resume service.",
        owner="marlinnet",
        title="Marlin Networks failover drill",
    )
    claim = with_figure(claims_of(report), "14 minutes")
    assert claim.measure == "latency"


def test_a_ramp_to_a_load_level_is_no_charging_time() -> None:
    post = make_article(
        "The turbine controller can take the stack from 20% to 90% load in 4 seconds.",
        owner="fenwick",
        title="Fenwick stack controller",
    )
    assert with_figure(claims_of(post), "4 seconds").measure == "latency"


def test_prose_naming_table_columns_short_joins_their_cells() -> None:
    """`G9 serves 1.6x the tokens of G7` over columns `G9 node` / `G7 node`: the columns'
    names said short still pick the two cells of the row the clause names."""
    post = make_article(
        "Results\n\n| Metric | G9 node | G7 node |\n\n"
        "| Output throughput per GPU (tokens/s) | 3,200 | 2,000 |\n\n"
        "| TTFT P50 (ms) | 300 | 420 |\n\n"
        "Per GPU, G9 serves 1.6x the tokens of G7.",
        owner="ternhouse",
        title="Ternhouse G9 nodes",
    )
    claim = with_figure(claims_of(post), "1.6x")
    assert figures(claim) == [("3,200", "value"), ("2,000", "baseline"), ("1.6x", "change")]
    assert claim.comparison == "multiple-of" and [c.ok for c in claim.checks] == [True]


def test_a_results_table_of_two_periods_gives_each_measure_against_its_year_ago() -> None:
    """`| Metric | Q3 2025 | Q3 2026 | YoY |`: each row measures the section's subject, the
    later period is the value, the earlier its baseline, the change is checked."""
    report = make_article(
        "Harrow Optics third-quarter results\n\n"
        "| Metric | Q3 2025 | Q3 2026 | YoY |\n\n"
        "| Revenue (USD) | 410 million | 492 million | +20% |\n\n"
        "| Gross margin | 38.0% | 41.5% | +3.5 pp |",
        owner="harrow",
        title="Harrow Optics third-quarter results",
    )
    claims = claims_of(report)
    revenue = with_figure(claims, "492 million")
    assert figures(revenue) == [
        ("492 million", "value"),
        ("410 million", "baseline"),
        ("20%", "change"),
    ]
    assert revenue.measure == "revenue" and revenue.comparison == "change"
    assert "Harrow" in revenue.subject["en"]
    assert [c.ok for c in revenue.checks] == [True]
    assert "Q3 2026" in [c.text for c in revenue.conditions]


def test_a_change_column_beside_one_figure_column_is_that_figure_s_change() -> None:
    """`| Segment | Q3 revenue | YoY |`: one figure column and its change are one claim; a
    `Region` column is where the row's figure holds."""
    report = make_article(
        "Segments\n\n| Segment | Region | Q3 revenue | YoY |\n\n"
        "| Cloud | North America | $1.2 billion | +18% |\n\n| Devices | Europe | $640 million | -4% |",
        owner="corvane",
        title="Corvane third-quarter segments",
    )
    cloud = with_figure(claims_of(report), "$1.2 billion")
    assert figures(cloud) == [("$1.2 billion", "value"), ("18%", "change")]
    assert cloud.subject["en"] == "Cloud" and cloud.measure == "revenue"
    assert ("region", "North America") in [(c.kind, c.text) for c in cloud.conditions]


def test_a_tracker_table_gives_each_vendor_its_share_of_the_total_row() -> None:
    """`| Vendor | Shipments (million units) | Share |` over a `Total` row: a vendor's units,
    its share and the total are one claim, the share checked; the total is the market's."""
    note = make_article(
        "Tablet shipments\n\n| Vendor | Shipments (million units) | Share |\n\n"
        "| Orrin | 11.6 | 31% |\n\n| Kestle | 7.9 | 26% |\n\n| Total | 37.5 | 100% |",
        owner="tidewater",
        title="Tidewater Research: tablet shipments",
    )
    claims = claims_of(note)
    orrin = with_figure(claims, "11.6")
    assert figures(orrin) == [("11.6", "value"), ("31%", "share"), ("37.5", "baseline")]
    assert orrin.measure == "shipments" and orrin.comparison == "share-of"
    assert orrin.figures[0].value == 11.6e6 and orrin.against["zh"] == "合计"
    assert [c.ok for c in orrin.checks] == [True]
    assert [c.ok for c in with_figure(claims, "7.9").checks] == [False]  # 21.1%, not 26%
    assert with_figure(claims, "37.5").subject["en"] != "Total"


def test_a_billing_column_is_the_price_basis_of_its_row() -> None:
    prices = make_article(
        "H200 instances\n\n| Instance | GPUs | Billing | Price per GPU-hour |\n\n"
        "| h200.8x | 8 | On demand | $2.95 |\n\n| h200.8x | 8 | 1-year reserved | $2.10 |",
        owner="gannet",
        title="Gannet Cloud H200 prices",
    )
    reserved = with_figure(claims_of(prices), "$2.10")
    assert reserved.measure == "price-per-gpu-hour"
    assert ("price basis", "1-year reserved") in [(c.kind, c.text) for c in reserved.conditions]
    assert "8" in [c.text for c in reserved.conditions]  # its GPU count, no claim of its own
    assert not any(f.text == "8" for c in claims_of(prices) for f in c.figures)


def test_a_speed_up_column_sets_the_first_column_s_cell_against_the_second_s() -> None:
    """`| Metric | Wren-2 | Wren-1 | Speed-up |`: each row's first cell against the second's,
    the multiple checked; the second cell is still a claim of its own."""
    post = make_article(
        "Benchmarks\n\n| Metric | Wren-2 | Wren-1 | Speed-up |\n\n"
        "| Prefill throughput (tokens/s) | 9,600 | 4,000 | 2.4x |\n\n"
        "| Decode throughput (tokens/s) | 1,500 | 1,000 | 1.8x |",
        owner="wrenlabs",
        title="Wren Labs: Wren-2 benchmarks",
    )
    claims = claims_of(post)
    prefill = with_figure(claims, "9,600")
    assert figures(prefill) == [("9,600", "value"), ("4,000", "baseline"), ("2.4x", "change")]
    assert prefill.comparison == "multiple-of" and prefill.against["en"] == "Wren-1"
    assert [c.ok for c in prefill.checks] == [True]
    assert [c.ok for c in with_figure(claims, "1,500").checks] == [False]  # 1.5x, not 1.8x
    assert [("4,000", "value")] in [figures(c) for c in claims]


def test_money_per_a_thing_nothing_names_is_what_one_costs() -> None:
    notice = make_article(
        "Pricing\n\nOsprey Vault is licensed per rack; pricing starts at $9,500 per rack per year.",
        owner="osprey",
        title="Osprey Vault pricing",
    )
    assert with_figure(claims_of(notice), "$9,500 per rack").measure == "retail-price"


def test_price_basis_heads_price_each_row_s_thing_on_that_basis() -> None:
    """`| GPU | On-demand | 1-year reserved | Spot |`: the heads are no subjects but how the
    row's GPU is priced."""
    sheet = make_article(
        "GPU prices\n\nAll prices per GPU-hour.\n\n| GPU | On-demand | 1-year reserved | Spot |\n\n"
        "| H200 | $3.10 | $2.20 | $1.40 |\n\n| B200 | $4.90 | $3.60 | $2.30 |",
        owner="kitecloud",
        title="Kite Cloud GPU prices",
    )
    spot = with_figure(claims_of(sheet), "$2.30")
    assert spot.subject["en"] == "B200" and spot.measure == "price-per-gpu-hour"
    assert ("price basis", "Spot") in [(c.kind, c.text) for c in spot.conditions]


def test_hours_of_standby_are_a_battery_life() -> None:
    spec = make_article(
        "Halden rates the Ridge 4 battery at 30 hours of standby with GPS on.",
        owner="halden",
        title="Halden Ridge 4",
    )
    assert with_figure(claims_of(spec), "30 hours").measure == "battery-life"


def test_a_gap_to_another_owners_figure_is_one_claim_and_is_checked() -> None:
    note = make_article(
        "We estimate Harrowgate held 44% of the world's NAND bits in the second quarter, "
        "18 percentage points more than Tillory's 31%.",
        owner="fenwick",
        publisher="Fenwick Research",
    )
    claim = with_figure(claims_of(note), "44%")
    assert figures(claim) == [
        ("44%", "value"),
        ("18 percentage points", "change"),
        ("31%", "baseline"),
    ]
    assert [c.ok for c in claim.checks] == [False]  # 44 − 31 is 13 points, not 18


def test_a_change_said_in_the_next_sentence_joins_the_level_and_its_earlier_one() -> None:
    post = make_article(
        "Our vans made 12,600 stops across the Leeds depot last month, up from 9,000 in "
        "August. That's 40% growth in a single month!",
        owner="quayline",
        publisher="Quayline Freight",
    )
    claims = [c for c in claims_of(post) if c.figures]
    assert len(claims) == 1
    assert sorted(figures(claims[0])) == [
        ("12,600", "value"),
        ("40%", "change"),
        ("9,000", "baseline"),
    ]
    assert claims[0].comparison == "change"
    assert [c.ok for c in claims[0].checks] == [True]


def test_what_used_to_take_and_now_takes_is_a_before_and_after() -> None:
    post = make_article(
        "Restoring a snapshot used to take 6 minutes and now takes 50 seconds, because blocks "
        "are fetched lazily.",
        owner="quayline",
    )
    claim = with_figure(claims_of(post), "50 seconds")
    assert figures(claim) == [("6 minutes", "before"), ("50 seconds", "after")]
    assert claim.comparison == "before-after"


def test_a_multiple_between_table_columns_said_by_their_short_names_joins_the_row() -> None:
    readme = _markdown(
        "# Serving Corvane-13B on Tamsin instances\n\n"
        "We ran both instance types with the same 13B model in FP8 at 64 concurrent requests.\n\n"
        "| Metric | L40S instance | A10G instance |\n"
        "|---|---|---|\n"
        "| Output throughput per GPU (tokens/s) | 1,320 | 440 |\n"
        "| Median time to first token (ms) | 210 | 390 |\n\n"
        "Per GPU, L40S serves 3x the tokens of A10G.",
        owner="tamsin",
        publisher="Tamsin Cloud",
    )
    claim = with_figure(claims_of(readme), "1,320")
    assert figures(claim) == [("1,320", "value"), ("440", "baseline"), ("3x", "change")]
    assert claim.comparison == "multiple-of"


def test_a_list_price_in_a_benchmark_table_holds_under_none_of_the_benchmarks_workload() -> None:
    readme = _markdown(
        "# Corvane-13B on Tamsin instances\n\n"
        "Both runs served Corvane-13B in FP8 with 1,000-token prompts and 64 concurrent "
        "requests.\n\n"
        "| Metric | L40S instance | A10G instance |\n"
        "|---|---|---|\n"
        "| Output throughput per GPU (tokens/s) | 1,320 | 440 |\n"
        "| Price per GPU-hour (USD) | 1.80 | 1.10 |\n",
        owner="tamsin",
        publisher="Tamsin Cloud",
    )
    claims = claims_of(readme)
    kinds = {c.kind for c in with_figure(claims, "1.80").conditions}
    assert not kinds & {"model", "precision", "workload", "batch"}
    assert "precision" in {c.kind for c in with_figure(claims, "1,320").conditions}


def test_a_change_against_its_own_past_said_next_joins_the_figure_before_it() -> None:
    post = make_article(
        "Our lockers handled 18,200 parcels in Leeds last week. That's 23% more than the week "
        "before!",
        owner="boxly",
        publisher="Boxly (@boxly)",
    )
    claims = [c for c in claims_of(post) if c.figures]
    assert [figures(c) for c in claims] == [[("18,200", "value"), ("23%", "change")]]


def test_a_workload_served_on_a_thing_in_the_headline_leaves_the_thing_as_the_topic() -> None:
    post = make_article(
        "Serving Quillon-9B on Tamsin L4 instances\n\n"
        "We ran Quillon-9B in INT8 on our L4 instances. Output throughput per GPU was "
        "1,480 tokens/s.",
        owner="tamsin",
        publisher="Tamsin Cloud engineering",
        title="Serving Quillon-9B on Tamsin L4 instances",
    )
    assert "L4" in with_figure(claims_of(post), "1,480 tokens/s").subject["en"]


def test_a_level_measured_against_a_named_reference_is_compared_with_it() -> None:
    post = make_article(
        "Scaling out from 128 to 1,024 GPUs kept 89% scaling efficiency, measured against "
        "linear scaling from the smaller run.",
        owner="tamsin",
    )
    claim = with_figure(claims_of(post), "89%")
    assert claim.comparison == "versus"
    assert "linear scaling" in claim.against["en"]


def test_a_change_against_another_said_without_its_figure_stays_with_its_value() -> None:
    post = make_article(
        "Brindle expects 140,000 passengers on the route in its first year, 25% more than "
        "the incumbent carried last year. We sampled 11 regions.",
        owner="brindle",
    )
    claims = [c for c in claims_of(post) if c.figures]
    assert [figures(c) for c in claims] == [[("140,000", "value"), ("25%", "change")]]
    assert "incumbent" in claims[0].against["en"]


def test_two_parties_figures_set_side_by_side_are_the_writers_comparison() -> None:
    thread = make_article(
        "A100: Harrowby says $1.80, Corvane lists $2.00, so Harrowby is 10% cheaper there.",
        owner="ledger",
        publisher="Ines Moro (@gpu_prices)",
    )
    claim = with_figure(claims_of(thread), "10%")
    assert claim.claimant["en"] == "Ines Moro" and not claim.attributed


def test_a_lone_change_said_year_on_year_is_against_a_year_earlier() -> None:
    report = make_article(
        "Container throughput at the port rose 6% year on year, the harbour authority said.",
        owner="harbour",
    )
    claim = with_figure(claims_of(report), "6%")
    assert claim.comparison == "change" and claim.against["en"] == "a year earlier"


def test_a_lone_change_with_no_period_beside_it_is_against_nothing() -> None:
    report = make_article(
        "Ticket sales at the museum rose 6% after the new wing opened.",
        owner="museum",
    )
    claim = with_figure(claims_of(report), "6%")
    assert not claim.against


def test_a_ceiling_a_policy_sets_is_not_a_measured_figure() -> None:
    post = make_article(
        "Our rule for tenants is simple: rent should never cost more than 30% of household "
        "income. Last year the median tenant paid 27% of income in rent.",
        owner="cooperative",
    )
    texts = [f.text for c in claims_of(post) for f in c.figures]
    assert "30%" not in texts and "27%" in texts


def test_a_bound_a_run_stayed_under_is_still_a_finding() -> None:
    post = make_article(
        "In our soak test, p99 latency never exceeded 12 ms across 40 hours.", owner="bench"
    )
    assert "12 ms" in [f.text for c in claims_of(post) for f in c.figures]


def test_a_throughput_priced_at_someones_rates_is_its_output_value_not_a_cost() -> None:
    post = make_article(
        "Priced at Tessaly's public API rates, that throughput comes to $9.80 per GPU-hour. "
        "Our own all-in cost works out to $2.10 per GPU-hour.",
        owner="bench",
    )
    claims = claims_of(post)
    assert with_figure(claims, "$9.80 per GPU-hour").measure == "output-value-per-gpu-hour"
    assert with_figure(claims, "$2.10 per GPU-hour").measure == "cost-per-gpu-hour"


def test_a_payback_estimate_is_one_claim_with_its_inputs_as_conditions() -> None:
    post = make_article(
        "By my reckoning, at $0.11 per kWh and 60% occupancy, a heat pump bought for $9,400 "
        "pays for itself in about 7 years.",
        owner="blogger",
        publisher="Hana Ito",
    )
    [claim] = [c for c in claims_of(post) if c.figures]
    assert claim.measure == "payback-period" and [f.text for f in claim.figures] == ["7 years"]
    assert claim.basis == "estimated"
    kinds = [(c.kind, c.en) for c in claim.conditions]
    assert ("price basis", "bought at $9,400") in kinds and (
        "workload",
        "at 60% utilisation",
    ) in kinds


def test_an_attribution_set_off_by_commas_does_not_part_a_value_from_its_baseline() -> None:
    claims = claims_of(
        make_article(
            "Quarry output\n\nThe quarry shipped 2.4 million tonnes of aggregate in the half, the "
            "operator said, down 9% from the 2.64 million tonnes it shipped a year before.",
            owner="granby",
        )
    )
    assert figures(with_figure(claims, "2.4 million tonnes")) == [
        ("2.4 million tonnes", "value"),
        ("9%", "change"),
        ("2.64 million tonnes", "baseline"),
    ]


def test_an_attribution_with_no_comparison_after_it_joins_nothing() -> None:
    claims = claims_of(
        make_article(
            "Fleet news\n\nShipments fell to 12,000 units, analysts said, while prices rose 4%.",
            owner="granby",
        )
    )
    assert figures(with_figure(claims, "12,000")) == [("12,000", "value")]


def test_a_share_of_a_named_companys_revenue_is_a_share_of_the_amount_before_it() -> None:
    claims = claims_of(
        make_article(
            "Mill results\n\nPulp brought in $310 million in the quarter, about 24% of Norrvik's "
            "revenue.",
            owner="granby",
        )
    )
    claim = with_figure(claims, "$310 million")
    assert figures(claim) == [("$310 million", "value"), ("24%", "share")]
    assert claim.comparison == "share-of"


def test_a_table_with_only_an_earlier_column_reads_each_row_as_a_before_and_an_after() -> None:
    """`| Route | Fare | Until 1 March |`: the one other column of figures is the now; the
    lead-in's `per passenger` is the cells' unit; a later line naming a row gives its change."""
    fares = _markdown(
        "# Harbourlink ferry fares\n\n"
        "All fares are in euros per passenger, one way.\n\n"
        "| Route | Fare | Until 1 March |\n|---|---|---|\n"
        "| Oslo–Kiel | €42.00 | €48.00 |\n| Bergen–Hirtshals | €61.00 | €70.00 |\n\n"
        "That makes Oslo–Kiel 12.5% cheaper than before.\n",
        owner="harbourlink",
        publisher="Harbourlink",
    )
    claims = claims_of(fares)
    oslo = with_figure(claims, "€42.00")
    assert figures(oslo) == [("€48.00", "before"), ("€42.00", "after"), ("12.5%", "change")]
    assert {f.unit for f in oslo.figures[:2]} == {"EUR/passenger"}
    assert [c.ok for c in oslo.checks] == [True]
    assert figures(with_figure(claims, "€61.00")) == [("€70.00", "before"), ("€61.00", "after")]


def test_an_earlier_column_is_in_the_unit_its_now_column_names() -> None:
    storage = _markdown(
        "# Lumen object storage\n\n"
        "| Tier | Price per GB-month | Before 1 May |\n|---|---|---|\n"
        "| Hot | $0.018 | $0.023 |\n| Cold | $0.004 | $0.006 |\n",
        owner="lumen",
        publisher="Lumen",
    )
    hot = with_figure(claims_of(storage), "$0.018")
    assert [f.unit for f in hot.figures] == ["USD/GB-month", "USD/GB-month"]
    assert hot.measure == "storage-price"


def test_money_per_gigabyte_with_no_storage_words_is_a_transfer_price() -> None:
    claims = claims_of(
        make_article(
            "Backhaul rates\n\nCross-border backhaul on the new link is billed at €0.004 per GB.",
            owner="nordlink",
        )
    )
    assert with_figure(claims, "€0.004 per GB").measure == "data-transfer-price"


def test_a_figure_that_compares_with_an_earlier_one_is_a_change_with_its_baseline() -> None:
    claims = claims_of(
        make_article(
            "Clinic report\n\nThe clinic saw 2,300 patients in October. That 2,300 compares with "
            "1,900 a year earlier, a 21% rise.",
            owner="westmoor",
        )
    )
    claim = with_figure(claims, "1,900")
    assert figures(claim) == [
        ("2,300", "value"),
        ("2,300", "value"),
        ("1,900", "baseline"),
        ("21%", "change"),
    ]
    assert claim.comparison == "change"


def test_a_change_named_by_any_noun_from_a_level_is_a_change_from_it() -> None:
    claims = claims_of(
        make_article(
            "Airline traffic\n\nLoad factor of 84.1%, an improvement of 3.2 percentage points from "
            "80.9%.",
            owner="skerry",
        )
    )
    claim = with_figure(claims, "84.1%")
    assert [f.role for f in claim.figures] == ["value", "change", "baseline"]
    assert claim.comparison == "change"


def test_the_figure_in_brackets_after_a_change_is_its_baseline_and_its_time_is_the_baselines() -> (
    None
):
    claims = claims_of(
        make_article(
            "Port results\n\nExports of 2.1 million tonnes, up 8% on the year (1.94 million tonnes "
            "in 2025).",
            owner="harwick",
        )
    )
    claim = with_figure(claims, "2.1 million tonnes")
    assert figures(claim) == [
        ("2.1 million tonnes", "value"),
        ("8%", "change"),
        ("1.94 million tonnes", "baseline"),
    ]
    assert claim.comparison == "change"
    assert not [c for c in claim.conditions if "2025" in c.text]


def test_a_bracketed_figure_in_another_unit_after_a_change_is_no_baseline() -> None:
    claims = claims_of(
        make_article(
            "Results\n\nRevenue was $2 billion, up 5% (7% excluding currency effects).",
            owner="harwick",
        )
    )
    assert figures(with_figure(claims, "$2 billion")) == [("$2 billion", "value"), ("5%", "change")]


def test_a_share_with_its_part_in_brackets_is_of_the_total_now_not_a_year_before() -> None:
    """`over the season` is a span, not a rival; `(19,200 in all)` is the part; the total is
    the 48,000 sold now, not the 51,000 of the year before."""
    claims = claims_of(
        make_article(
            "Lamb auctions\n\nThe market sold 48,000 lambs this autumn, down 6% from the 51,000 "
            "sold a year before. Hill breeds made up 40% of the lambs sold over the season "
            "(19,200 in all).",
            owner="dunmore",
            title="Lamb auctions",
        )
    )
    share = with_figure(claims, "40%")
    assert figures(share) == [("48,000", "baseline"), ("40%", "share"), ("19,200", "value")]
    assert [c.ok for c in share.checks] == [True]


def test_columns_of_one_name_are_named_by_what_tells_them_apart() -> None:
    """`3 prints 1.4x as many pages per minute as 2` over `| | Ferrule 3 | Ferrule 2 |`: the
    version alone names the column, and the multiple joins the row's two cells."""
    readme = _markdown(
        "# Ferrule\n\nA laser printer driver.\n\n## Benchmarks\n\n"
        "| | Ferrule 3 | Ferrule 2 |\n|---|---|---|\n"
        "| Pages per minute | 42 | 30 |\n| Warm-up time (s) | 8.5 | 14 |\n\n"
        "On the same paper, 3 prints 1.4x as many pages per minute as 2.\n",
        owner="ferrule",
        publisher="Ferrule",
    )
    claim = with_figure(claims_of(readme), "1.4x")
    assert figures(claim) == [("42", "value"), ("30", "baseline"), ("1.4x", "change")]
    assert claim.subject["en"] == "Ferrule 3"
    assert [c.ok for c in claim.checks] == [True]


def test_a_row_head_that_is_a_rate_unit_is_its_cells_unit() -> None:
    readme = _markdown(
        "# Quern\n\nA key-value store.\n\n"
        "| | Quern 4 | Quern 3 |\n|---|---|---|\n| Requests per second | 88,000 | 61,000 |\n",
        owner="quern",
        publisher="Quern",
    )
    assert with_figure(claims_of(readme), "88,000").figures[0].unit == "requests/s"


def test_a_figure_in_a_unit_the_reader_does_not_know_takes_no_baseline_in_another_unit() -> None:
    """`3.2 MJt … 18% less energy than the older model` after `the older model draws 11 kW`:
    the 11 kW is no baseline of it, and no check pairs the two."""
    claims = claims_of(
        make_article(
            "Lanthorn press\n\nThe new press draws 9 kW at full stroke; the older model draws "
            "11 kW. Per tonne pressed, that works out to 3.2 MJt for the new press — about 18% "
            "less energy than the older model, the maker says.",
            owner="lanthorn",
            title="Lanthorn press",
        )
    )
    claim = with_figure(claims, "18%")
    assert figures(claim) == [("3.2", "value"), ("18%", "change")]
    assert claim.checks == ()


def test_a_figure_a_sentence_points_back_to_with_that_is_the_earlier_claims() -> None:
    claims = claims_of(
        make_article(
            "Ferry capacity\n\nOur checks put Harwick Lines' ferry capacity at 9,400 berths at the "
            "end of June.\n\nThat 9,400 compares with 7,000 a year earlier, a 34% rise.",
            owner="tidewatch",
            title="Ferry capacity",
        )
    )
    assert [figures(c) for c in claims] == [
        [("9,400", "value"), ("9,400", "value"), ("7,000", "baseline"), ("34%", "change")]
    ]
    assert [c.ok for c in claims[0].checks] == [True]


def test_a_bare_count_later_in_a_sentence_measures_what_its_first_count_does() -> None:
    claims = claims_of(
        make_article(
            "Panel capacity\n\nStallwood puts Orvane's production capacity at 52,000 panels at "
            "the end of June, and by 2028 it expects between 70,000 and 75,000.",
            owner="stallwood",
            title="Panel capacity",
        )
    )
    first = with_figure(claims, "52,000")
    later = next(c for c in claims if c.figures[0].role == "range")
    assert first.measure != "count"
    assert later.measure == first.measure


def test_what_a_plant_turns_out_a_week_is_capacity_and_what_a_maker_will_ship_is_shipments() -> (
    None
):
    plant = claims_of(
        make_article(
            "Brenna plant\n\nThe Brenna plant can turn out 2,400 scooters a week.",
            owner="veloworks",
            title="Brenna plant",
        )
    )
    assert with_figure(plant, "2,400").measure == "production-capacity"
    plans = claims_of(
        make_article(
            "Velmark outlook\n\nVelmark expects to ship 90,000 scooters in 2027.",
            owner="veloworks",
            title="Velmark outlook",
        )
    )
    assert plans[0].measure == "shipments"


def test_a_publishers_column_name_before_a_headline_is_not_its_subject() -> None:
    # a phone review newsletter: `Harrowgate Weekly` is the column, the Tessel 4 the subject
    review = make_article(
        "Harrowgate Weekly: Tessel 4 holds its charge\n\n"
        "In our video loop, battery life came to 19 hours at 200 nits.",
        owner="harrowgate",
        publisher="Harrowgate Reviews newsletter",
        title="Harrowgate Weekly: Tessel 4 holds its charge",
    )
    assert with_figure(claims_of(review), "19 hours").subject["en"].startswith("Tessel")


def test_a_rivals_figure_given_by_its_own_clause_is_set_against_that_rival() -> None:
    """`Tern says $3.10, Ospry lists $3.45`: the figure set against is the one the second
    party gives, so the comparison names that party."""
    thread = make_article(
        "A100: Tern Cloud says $3.10, Ospry lists $3.45, so Tern is 10% cheaper there.",
        owner="ledger",
        publisher="Rowan Pike (@gpu_prices)",
    )
    claim = with_figure(claims_of(thread), "$3.45")
    assert figures(claim) == [("$3.10", "value"), ("$3.45", "baseline"), ("10%", "change")]
    assert claim.against["en"] == "Ospry"


def test_a_multiple_names_what_its_baseline_is_after_it() -> None:
    """`At $1.80 against $1.20, … costs 1.5 times the reserved rate`: the figure set against
    is the reserved rate's, as the words after the multiple say."""
    post = make_article(
        "Reserved A100 capacity stays at $1.20 per GPU-hour. At $1.80 against $1.20, A100 "
        "on-demand now costs 1.5 times the reserved rate.",
        owner="tern",
        publisher="Tern Cloud Blog",
        title="Tern Cloud lowers A100 prices",
    )
    claim = with_figure(claims_of(post), "1.5 times")
    assert claim.against == {"en": "reserved rate", "zh": "预留价格"}


def test_a_gap_said_of_a_rival_is_a_gap_to_the_company_the_sentence_leads_with() -> None:
    """`The provider's cut puts pressure on Brantwood, whose … is now 40 cents higher`: than
    the provider's, the company the article is about."""
    report = make_article(
        "The provider's cut puts pressure on Brantwood Hosting, whose A100 list price is now "
        "40 cents higher.",
        owner="wire",
        publisher="DataWire",
        title="Larkfield Cloud trims A100 rental prices",
    )
    claim = with_figure(claims_of(report), "40 cents")
    assert claim.comparison == "versus" and claim.against["en"] == "Larkfield Cloud"


def test_what_raised_a_measure_is_its_cause_and_the_measure_the_sources_own() -> None:
    post = make_article(
        "Where the time went\n\n"
        "Most of the win came from the storage layer, where batched page eviction took "
        "per-node throughput from 12K to 31K requests/s.",
        owner="brindle",
        publisher="Brindle",
    )
    claim = with_figure(claims_of(post), "12K")
    assert figures(claim) == [("12K", "before"), ("31K requests/s", "after")]
    assert claim.subject["en"] == "Brindle"
    assert [c.en for c in claim.conditions if c.kind == "cause"] == ["batched page eviction"]


def test_a_thing_with_an_addition_that_raised_its_measure_is_the_things_measure() -> None:
    post = make_article(
        "For reads, the sharded cache with prefetching raised the hit rate from 0.52 to 0.88.",
        owner="brindle",
        publisher="Brindle",
    )
    claim = with_figure(claims_of(post), "0.52")
    assert claim.subject["en"] == "Brindle's sharded cache"
    assert [c.en for c in claim.conditions if c.kind == "cause"] == ["prefetching"]


def test_who_moved_a_measure_is_no_cause_of_it() -> None:
    post = make_article(
        "This release, we cut the P99 latency of cold starts from 80 ms to 35 ms.",
        owner="brindle",
        publisher="Brindle",
    )
    claim = with_figure(claims_of(post), "80 ms")
    assert not [c for c in claim.conditions if c.kind == "cause"]


def test_a_figure_a_party_gives_under_a_label_is_that_partys_thing() -> None:
    """`B200: Oriel says $4.49, Brackley lists $4.99`: an analyst's comparison of two
    clouds' prices for the labelled chip; the value is Oriel's B200, set against Brackley."""
    thread = make_article(
        "B200: Oriel says $4.49, Brackley lists $4.99, so Oriel is 10% cheaper there.",
        owner="ledger",
        publisher="Dana Whitlock (@gpu_prices)",
    )
    claim = with_figure(claims_of(thread), "$4.49")
    assert figures(claim) == [("$4.49", "value"), ("$4.99", "baseline"), ("10%", "change")]
    assert claim.subject["en"] == "Oriel's B200"
    assert claim.against["en"] == "Brackley"


def test_a_cut_by_a_share_to_a_price_from_a_price_is_one_claim() -> None:
    """`cut … by 31%, to $2.69 per GPU-hour from $3.89`: a news report's one cut, read as
    one before/after claim with its change, and the change checked."""
    news = make_article(
        "Oriel Cloud said on Monday that it would cut the on-demand price of its H200 "
        "instances by 31%, to $2.69 per GPU-hour from $3.89, starting today.",
        owner="wire",
        publisher="CloudWire",
    )
    [claim] = [c for c in claims_of(news) if c.figures]
    assert sorted(figures(claim)) == [
        ("$2.69 per GPU-hour", "after"),
        ("$3.89", "before"),
        ("31%", "change"),
    ]
    assert [k.ok for k in claim.checks] == [True]


def test_a_level_against_an_earlier_periods_level_is_a_change_on_that_period() -> None:
    """An analyst's market series: `rose to $7.40 in November from $6.10 in October` is a
    level against October's, not a price someone cut; a cut said from the before (`drop
    from $3.40 to $2.90`) stays a before and an after."""
    note = make_article(
        "Contract prices for 16Gb DDR5 server chips rose to $7.40 in November from $6.10 in "
        "October, a 21% jump. Separately, Oriel cut its H200 price from $3.40 to $2.90.",
        owner="trend",
        publisher="Trendline Memory",
    )
    claims = claims_of(note)
    series = with_figure(claims, "$7.40")
    assert figures(series) == [("$7.40", "value"), ("$6.10", "baseline"), ("21%", "change")]
    assert series.comparison == "change"
    assert "against $6.10 in October, 21% higher" in claim_text(series, GLOSSARY)["en"]
    assert "10 月为 6.10 美元" in claim_text(series, GLOSSARY)["zh"]
    cut = with_figure(claims, "$2.90")
    assert cut.comparison == "before-after"
    assert sorted(figures(cut)) == [("$2.90", "after"), ("$3.40", "before")]


def test_a_reading_now_against_the_one_before_is_a_change_and_a_rate_keeps_its_period() -> None:
    """`Median latency is now 38 ms, down from 61 ms` (an operator's reading, not a price it
    set) and `up from 90,000 a week last November` are levels against earlier ones."""
    update = make_article(
        "Median latency for Skylark customers is now 38 ms, down from 61 ms. The fleet now "
        "completes 250,000 paid rides a week, up from 90,000 a week last November.",
        owner="skylark",
        publisher="Skylark",
    )
    claims = claims_of(update)
    latency = with_figure(claims, "38 ms")
    assert (latency.comparison, sorted(figures(latency))) == (
        "change",
        [("38 ms", "value"), ("61 ms", "baseline")],
    )
    rides = next(c for c in claims if any(f.text.startswith("250,000") for f in c.figures))
    assert rides.comparison == "change"
    assert "last November" in claim_text(rides, GLOSSARY)["en"]


def test_a_change_column_in_points_joins_each_row_and_is_checked() -> None:
    """`| Load factor, Nov 2026 (%) | Load factor, Nov 2025 (%) | Change (pts) |`: each row
    is this year's level against last year's with the change in points, and a change that
    does not add up is flagged (86.9 − 84.6 is 2.3, not 2.1)."""
    release = _markdown(
        "# Tarrow Air November traffic\n\n"
        "| Network | Load factor, Nov 2026 (%) | Load factor, Nov 2025 (%) | Change (pts) |\n"
        "|---|---|---|---|\n| Domestic | 81.7 | 80.2 | +1.5 |\n| Europe | 86.9 | 84.6 | +2.1 |\n",
        owner="tarrow",
        publisher="Tarrow Air",
    )
    claims = claims_of(release)
    domestic, europe = (with_figure(claims, v) for v in ("81.7", "86.9"))
    assert figures(domestic) == [("81.7", "value"), ("80.2", "baseline"), ("1.5", "change")]
    assert domestic.comparison == "change"
    assert [k.ok for k in domestic.checks] == [True]
    assert [k.ok for k in europe.checks] == [False]


def test_a_change_on_the_year_takes_the_year_ago_level_an_earlier_sentence_gives() -> None:
    """`A year ago, … had 38.2 million paid subscribers.` then `reached 44.9 million, 21% more
    than a year earlier`: one claim, and 21% does not add up (44.9/38.2 is +17.5%)."""
    release = make_article(
        "A year ago, at the end of the third quarter of 2025, Quillstream had 38.2 million "
        "paid subscribers worldwide.\n\n"
        "Paid subscribers reached 44.9 million at quarter-end, 21% more than a year earlier.",
        owner="quill",
        publisher="Quillstream Media",
    )
    claim = with_figure(claims_of(release), "44.9 million")
    assert sorted(figures(claim)) == [
        ("21%", "change"),
        ("38.2 million", "baseline"),
        ("44.9 million", "value"),
    ]
    assert [k.ok for k in claim.checks] == [False]


def test_a_price_previously_another_is_a_before_and_after_and_specs_in_brackets_are_set_up() -> (
    None
):
    """`RX-12 (12 kg payload, 1,300 mm reach): €18,900, previously €23,500 — that is 20% less`:
    one cut from 23,500 to 18,900 whose 20% adds up (never checked against the line above),
    the bracket's payload and reach the set-up of the priced arm, not claims."""
    bulletin = make_article(
        "Prices are ex works and per arm.\n\n"
        "• RX-7 (7 kg payload, 900 mm reach): €14,200, previously €16,900\n"
        "• RX-12 (12 kg payload, 1,300 mm reach): €18,900, previously €23,500 — that is 20% less",
        owner="tavrin",
        publisher="Tavrin Automation",
        title="Price update: Tavrin RX series arms",
    )
    claims = [c for c in claims_of(bulletin) if c.figures]
    assert {f.text for c in claims for f in c.figures} == {
        "€14,200",
        "€16,900",
        "€18,900",
        "€23,500",
        "20%",
    }
    cut = with_figure(claims, "€18,900")
    assert sorted(figures(cut)) == [("20%", "change"), ("€18,900", "after"), ("€23,500", "before")]
    assert [k.ok for k in cut.checks] == [True]
    assert "12 kg payload" in [c.text for c in cut.conditions]


def test_a_process_node_is_no_figure_and_evidence_is_not_the_subject() -> None:
    """`Our channel checks suggest that Teluric will charge about $29,000 per 2nm wafer`:
    `2nm` names the kind of wafer (no claim), and the price is Teluric's, not the checks'."""
    note = make_article(
        "Our channel checks suggest that Teluric Semiconductor will charge about $29,000 per "
        "2nm wafer for 2027 starts. We expect 28nm wafers to average $2,150 next year.",
        owner="pellbrook",
        publisher="Pellbrook Securities",
    )
    claims = [c for c in claims_of(note) if c.figures]
    assert {f.text for c in claims for f in c.figures} == {"$29,000", "$2,150"}
    assert with_figure(claims, "$29,000").subject["en"] == "Teluric Semiconductor"


def test_the_release_a_before_was_measured_in_is_no_figure() -> None:
    """`rose to 212 tokens/s, from 131 tokens/s in 2.2 (1.62x)`: 2.2 is the release, and the
    claim is one rise from 131 to 212 whose 1.62x adds up."""
    notes = make_article(
        "Per-user decode speed rose to 212 tokens/s, from 131 tokens/s in 2.2 (1.62x).",
        owner="tidewell",
        title="Tidewell Serve 2.3",
    )
    [claim] = [c for c in claims_of(notes) if c.figures]
    assert sorted(figures(claim)) == [
        ("1.62x", "change"),
        ("131 tokens/s", "before"),
        ("212 tokens/s", "after"),
    ]
    assert [k.ok for k in claim.checks] == [True]


def test_a_list_item_led_by_a_model_is_that_model_s_in_its_series() -> None:
    """A price list of a series (`Korla VX series`): each item's figures are its model's,
    named with the series' maker, not the series'."""
    bulletin = make_article(
        "Price update: Korla VX series vacuum pumps\n\n"
        "From 1 March the following list prices apply to all EU orders.\n\n"
        "- VX-40 (40 m³/h): €3,150, previously €3,480\n"
        "- VX-90 (90 m³/h): €5,200, previously €5,900\n",
        owner="korla",
        title="Price update: Korla VX series vacuum pumps",
    )
    claims = story_claims([bulletin], GLOSSARY)
    assert with_figure(claims, "€3,150").subject["en"] == "Korla VX-40"
    assert with_figure(claims, "€5,200").subject["en"] == "Korla VX-90"


def test_a_company_s_own_report_under_its_name_is_about_the_company() -> None:
    """`Halwick Rail plc — October 2026 traffic figures` above `Halwick Rail plc publishes …`:
    the report's figures are the company's, not those of the first capitalised word of its
    frame (`Stock exchange announcement`), and `Group punctuality` is the company's own."""
    report = make_article(
        "# Halwick Rail plc — October 2026 traffic figures\n\n"
        "Stock exchange announcement · Ref 2210K\n\n"
        "Halwick Rail plc publishes its passenger figures for October 2026.\n\n"
        "Group load factor was 71.4%, against 69.0% a year earlier. Passenger journeys rose "
        "3.2% to 14.6 million.\n",
        owner="halwick",
        publisher="Halwick Rail plc",
        title="Halwick Rail plc — October 2026 traffic figures",
    )
    claims = story_claims([report], GLOSSARY)
    assert with_figure(claims, "71.4%").subject["en"] == "Halwick Rail"
    assert with_figure(claims, "14.6 million").subject["en"].startswith("Halwick Rail")


def test_a_draft_model_s_size_is_a_set_up_not_a_claim() -> None:
    notes = make_article(
        "Larkspur Serve 1.4\n\n"
        "Speculative decoding with a 3B draft model is now on by default for Wren-70B. "
        "Per-user decode speed rose to 188 tokens/s, from 120 tokens/s in 1.3.\n",
        owner="larkspur",
        title="Larkspur Serve 1.4",
    )
    claims = story_claims([notes], GLOSSARY)
    assert not any(f.text == "3B" for c in claims for f in c.figures)


def test_a_headline_s_first_word_is_no_name_when_the_text_never_writes_it_as_one() -> None:
    post = make_article(
        "Lighter bills: new archive pricing for Quarrystone object storage\n\n"
        "From March 1, archive storage at Quarrystone costs $0.0011 per GB-month.\n\n"
        "Storage itself stays at $0.0062 per GB-month for the standard class.\n",
        owner="quarrystone",
        publisher="Quarrystone Cloud blog",
        title="Lighter bills: new archive pricing for Quarrystone object storage",
    )
    claims = story_claims([post], GLOSSARY)
    standard = with_figure(claims, "$0.0062 per GB-month")
    assert standard.subject["en"] == "Quarrystone's storage", standard.subject


def test_what_an_analyst_expects_a_thing_to_cost_is_the_thing_s_price_in_both_languages() -> None:
    note = make_article(
        "Foundry pricing outlook\n\n"
        "Mature nodes keep sliding. We expect 40nm wafers to average $1,480 next year, down 6% "
        "from this year's $1,575.\n",
        owner="harrowgate",
        publisher="Harrowgate Securities",
        title="Foundry pricing outlook",
    )
    claims = story_claims([note], GLOSSARY)
    wafers = with_figure(claims, "$1,480")
    assert wafers.subject == {"en": "40nm wafers", "zh": "40nm 晶圆"}


def test_a_figure_well_above_another_s_is_set_against_it() -> None:
    lab = make_article(
        "Researchers at the Tollan Lab measured a median two-qubit gate error of 0.41%, well "
        "above the 0.25% Brightwater published. A readout took 380 ns, and single-qubit gates "
        "err 0.03% of the time.\n",
        owner="tollan",
        title="Re-measuring Brightwater's processor",
    )
    claims = story_claims([lab], GLOSSARY)
    measured = with_figure(claims, "0.41%")
    assert [(f.text, f.role) for f in measured.figures] == [
        ("0.41%", "value"),
        ("0.25%", "baseline"),
    ]
    assert measured.comparison == "versus" and measured.measure == "error-rate"
    assert with_figure(claims, "380 ns").measure == "latency"
    assert with_figure(claims, "0.03%").measure == "error-rate"


def test_a_baseline_column_is_said_by_what_its_head_adds_to_the_value_column_s() -> None:
    """`Load factor, Nov 2025 (%)` beside `Load factor, Nov 2026 (%)`: the figures are against
    November 2025, said in Chinese as that month, not as the measure's first English word."""
    release = make_article(
        "Harlow Air November traffic\n\n"
        "Harlow Air publishes its traffic figures for November 2026.\n\n"
        "| Network | Load factor, Nov 2026 (%) | Load factor, Nov 2025 (%) | Change (pts) |\n\n"
        "| Domestic | 80.4 | 79.1 | +1.3 |\n\n"
        "| Transatlantic | 88.0 | 86.5 | +1.5 |\n",
        owner="harlow",
        title="Harlow Air November traffic",
    )
    claims = claims_of(release)
    domestic = with_figure(claims, "80.4")
    assert figures(domestic) == [("80.4", "value"), ("79.1", "baseline"), ("1.3", "change")]
    assert domestic.against == {"en": "Nov 2025", "zh": "2025 年 11 月"}
    assert domestic.subject == {"en": "Domestic", "zh": "国内"}


RESULTS = (
    "Corriban Mutual reports interim results\n\n"
    "LEEDS, 29 July 2026 — Corriban Mutual plc today reported results for the six months to "
    "30 June 2026.\n\n"
    "Gross written premiums rose 8% to £2.61 billion (H1 2025: £2.42 billion), led by motor "
    "and home lines. Profit after tax was £118 million, up 25% from £97 million."
)


def test_an_earnings_release_s_bracketed_prior_figure_is_the_baseline_of_the_one_before() -> None:
    claims = claims_of(make_article(RESULTS, owner="corriban", publisher="Corriban Mutual"))
    premiums = with_figure(claims, "£2.61 billion")
    assert [(f.text, f.role) for f in premiums.figures] == [
        ("8%", "change"),
        ("£2.61 billion", "value"),
        ("£2.42 billion", "baseline"),
    ]
    assert premiums.against == {"en": "in H1 2025", "zh": "2025 年上半年"}
    assert [c.ok for c in premiums.checks] == [True]  # 2.61/2.42 = +7.9% ≈ 8%
    assert not any(c.figures == premiums.figures[2:] for c in claims)  # no claim of its own


def test_a_release_s_reporting_period_holds_for_every_figure_of_it() -> None:
    claims = claims_of(make_article(RESULTS, owner="corriban", publisher="Corriban Mutual"))
    for figure in ("£2.61 billion", "£118 million"):
        [period] = [c for c in with_figure(claims, figure).conditions if c.kind == "period"]
        assert (period.en, period.zh) == (
            "the six months to 30 June 2026",
            "截至 2026 年 6 月 30 日的 6 个月",
        )


def test_an_amount_in_pounds_is_measured_by_its_words_not_taken_for_a_price() -> None:
    claims = claims_of(make_article(RESULTS, owner="corriban", publisher="Corriban Mutual"))
    premiums, profit = with_figure(claims, "£2.61 billion"), with_figure(claims, "£118 million")
    assert (premiums.measure, profit.measure) == ("premiums-written", "net-profit")
    # the sentence opens on the measure's words: the figure is the company's
    assert premiums.subject["en"] == "Corriban Mutual"
    # a wrong stated change against the earlier figure is flagged: 118/97 = +21.6%
    assert [c.ok for c in profit.checks] == [False]
    assert claim_text(profit, GLOSSARY)["en"] == (
        "Corriban Mutual reports its net profit at £118 million, against £97 million, 25% "
        "higher (the six months to 30 June 2026)."
    )


def test_a_day_month_year_date_is_read_whole_in_a_period() -> None:
    [claim] = claims_of(
        make_article("Revenue was $3.1 billion in the quarter ended 30 September 2026.", owner="t")
    )
    assert [c.text for c in claim.conditions] == ["in the quarter ended 30 September 2026"]


def test_a_figure_a_measure_fell_to_is_the_level_it_reached_not_the_size_of_the_fall() -> None:
    [claim] = claims_of(
        make_article(
            "Heat losses on the network fell to 11.6% last winter.", owner="orsa", publisher="Orsa"
        )
    )
    assert figures(claim) == [("11.6%", "after")]
    assert claim.comparison == "before-after"
    text = claim_text(claim, GLOSSARY)["en"]
    assert "fell to 11.6%" in text and "by 11.6%" not in text


def test_a_subject_made_of_the_measure_s_own_words_is_the_claimant() -> None:
    [claim] = claims_of(make_article("Heat losses fell to 11.6%.", owner="orsa", publisher="Orsa"))
    assert (
        claim_text(claim, GLOSSARY)["en"]
        == "Orsa reports that its network heat loss fell to 11.6%."
    )


@pytest.mark.parametrize(
    ("sentence", "written"),
    [
        (
            "Operating margin narrowed 1.2 percentage points to 18.4%.",
            "Orsa reports its operating margin at 18.4%, 1.2 percentage points lower.",
        ),
        (
            "Gross margin widened by 2 percentage points to 41%.",
            "Orsa reports its gross margin at 41%, 2 percentage points higher.",
        ),
    ],
)
def test_a_margin_that_narrowed_or_widened_by_points_is_one_claim_with_its_way(
    sentence: str, written: str
) -> None:
    [claim] = claims_of(make_article(sentence, owner="orsa", publisher="Orsa"))
    assert [f.role for f in claim.figures] == ["change", "value"]
    assert claim_text(claim, GLOSSARY)["en"] == written


def test_a_figure_the_company_expects_is_a_forecast_not_a_result() -> None:
    [claim] = claims_of(
        make_article(
            "Orsa now expects full-year revenue of $4.6 billion.", owner="orsa", publisher="Orsa"
        )
    )
    assert claim.basis == "forecast"
    text = claim_text(claim, GLOSSARY)
    assert text["en"].startswith("Orsa forecasts its revenue at $4.6 billion")
    assert text["zh"].startswith("Orsa 预计，其营收为 46 亿美元")


def test_a_part_and_its_share_of_a_whole_with_no_figure_is_one_claim() -> None:
    [claim] = claims_of(
        make_article(
            "The two heat pumps supplied 71 GWh, or 46% of production.",
            owner="orsa",
            publisher="Orsa",
        )
    )
    assert figures(claim) == [("71 GWh", "value"), ("46%", "share")]
    assert claim.comparison == "share-of"
    text = claim_text(claim, GLOSSARY)
    assert text["en"].endswith("at 71 GWh, 46% of the production.")
    assert text["zh"].endswith("为 71 GWh，占比 46%。")  # no whole the Chinese page can say


def test_a_level_down_from_last_week_s_with_its_fall_is_one_move_said_with_when() -> None:
    [claim] = claims_of(
        make_article(
            "Cocoa futures settled at 198.25 US cents per lb, down from 214.60 cents a week "
            "earlier, a fall of 7.6%.",
            owner="orsa",
            publisher="Orsa",
        )
    )
    assert figures(claim) == [
        ("198.25 US cents per lb", "after"),
        ("214.60 cents", "before"),
        ("7.6%", "change"),
    ]
    assert claim.measure == "commodity-price"
    assert [(c.ok, c.detail) for c in claim.checks] == [
        (True, "1.9825/2.146 = 0.924 → −7.6% ≈ 7.6%")
    ]
    text = claim_text(claim, GLOSSARY)
    assert "from 214.60 cents a week earlier to 198.25 US cents per lb, down 7.6%" in text["en"]
    assert "从上周的 214.60 美分/磅降至 198.25 美分/磅，降幅 7.6%" in text["zh"]


def test_a_water_company_s_leakage_a_day_is_one_move_with_its_check_and_its_years() -> None:
    [claim] = claims_of(
        make_article(
            "Annual performance report 2025-26\n\nWe lost 97.3 megalitres a day (Ml/d) to leakage"
            " in 2025–26, down from 108.1 Ml/d in 2022–23. That is a 10% reduction.",
            owner="orsa",
            publisher="Orsa Water",
        )
    )
    assert figures(claim) == [
        ("97.3 megalitres a day", "after"),
        ("108.1 Ml/d", "before"),
        ("10%", "change"),
    ]
    assert claim.measure == "water-leakage"
    assert claim.subject["en"] == "Orsa Water"  # not `Annual`, not the unit `Ml/d`
    assert [c.ok for c in claim.checks] == [True]
    assert {c.text for c in claim.conditions} >= {"in 2025–26", "in 2022–23"}
    assert "每日 97.3 百万升" in claim_text(claim, GLOSSARY)["zh"]


def test_an_estimate_revised_from_the_previous_one_is_said_as_the_estimate_raised() -> None:
    [claim] = claims_of(
        make_article(
            "We now put Colombia's 2027/28 crop at 13.4 million bags, up from our previous "
            "estimate of 12.9 million.",
            owner="orsa",
            publisher="Orsa Research",
        )
    )
    assert figures(claim) == [("13.4 million bags", "after"), ("12.9 million", "before")]
    assert claim.measure == "crop-production" and claim.basis == "estimated"
    text = claim_text(claim, GLOSSARY)
    assert text["en"].startswith("Orsa Research raises its estimate of the crop production for")
    assert text["en"].endswith("from 12.9 million to 13.4 million bags.")
    assert "产量预估从 1290 万上调至 1340 万袋" in text["zh"]


def test_a_table_whose_corner_says_its_rows_are_markets_has_its_heads_as_measures() -> None:
    snapshot = _markdown(
        "# Market snapshot: Q3 2026\n\n"
        "| Market | Occupancy | ADR |\n|---|---|---|\n"
        "| Kestrel Bay | 79.4% | $212.30 |\n| Orrin Falls | 70.1% | $168.80 |\n",
        owner="lodgewise",
        publisher="Lodgewise",
    )
    claims = claims_of(snapshot)
    read = [(c.subject["en"], c.measure, [f.text for f in c.figures]) for c in claims]
    assert read == [
        ("Kestrel Bay", "occupancy-rate", ["79.4%"]),
        ("Kestrel Bay", "average-daily-rate", ["$212.30"]),
        ("Orrin Falls", "occupancy-rate", ["70.1%"]),
        ("Orrin Falls", "average-daily-rate", ["$168.80"]),
    ]


@pytest.mark.parametrize(
    ("sentence", "ok", "en", "zh"),
    [
        (
            "Average draw per rack doubled from 21 kW to 42 kW.",
            True,
            "rose from 21 kW to 42 kW, 2x the level before",
            "从 21 kW 提高到 42 kW，为此前的 2 倍",
        ),
        # a verb's multiple that the levels do not bear out
        (
            "Average draw per rack doubled from 21 kW to 63 kW.",
            False,
            "rose from 21 kW to 63 kW, 2x the level before",
            "从 21 kW 提高到 63 kW，为此前的 2 倍",
        ),
    ],
)
def test_a_level_a_verb_says_doubled_is_one_move_with_its_multiple_checked(
    sentence: str, ok: bool, en: str, zh: str
) -> None:
    [claim] = claims_of(make_article(sentence, owner="orsa", publisher="Orsa"))
    assert [(f.text, f.role) for f in claim.figures][0] == ("doubled", "change")
    assert [c.ok for c in claim.checks] == [ok]
    text = claim_text(claim, GLOSSARY)
    assert en in text["en"] and zh in text["zh"]


def test_a_chinese_level_that_doubled_to_a_figure_is_one_move() -> None:
    [claim] = claims_of(
        make_article(
            "自 2022 年以来，单机柜平均功耗已翻倍至 42 kW。", owner="orsa", publisher="Orsa"
        )
    )
    assert figures(claim) == [("翻倍", "change"), ("42 kW", "after")]
    assert "提高到 42 kW，为此前的 2 倍" in claim_text(claim, GLOSSARY)["zh"]


def test_a_change_said_as_a_fraction_is_the_level_s_change_in_per_cent() -> None:
    [claim] = claims_of(
        make_article(
            "Operating costs were cut by a third to $14 million.", owner="orsa", publisher="Orsa"
        )
    )
    assert figures(claim) == [("a third", "change"), ("$14 million", "value")]
    assert claim.measure == "costs"
    text = claim_text(claim, GLOSSARY)
    assert text["en"].endswith("at $14 million, a third lower.")
    assert text["zh"].endswith("为 1400 万美元，低 33.3%。")


def test_a_menu_or_a_byline_s_items_name_no_subject() -> None:
    report = _markdown(
        "[Your account](/account) · [Report a leak](/leak) · [Bills](/bills)\n\n"
        "# Annual performance report 2025–26\n\n"
        "Orsa Water · Statistical summary · Published 14 July 2026\n\n"
        "We lost 97.3 Ml/d to leakage in 2025–26, down from 108.1 Ml/d in 2022–23.\n",
        owner="orsa",
        publisher="Orsa Water",
    )
    [claim] = claims_of(report)
    assert claim.subject["en"] == "Orsa Water"  # not `Report`, `Statistical` or `Annual`


def test_a_price_that_steps_up_after_an_offer_is_one_move_with_its_check() -> None:
    [claim] = claims_of(
        make_article(
            "The plan costs £28 a month for the first 18 months, rising to £36.40 after that, "
            "a 30% step-up.",
            owner="orsa",
            publisher="Orsa",
        )
    )
    assert figures(claim) == [("£28 a month", "before"), ("£36.40", "after"), ("30%", "change")]
    assert [c.ok for c in claim.checks] == [True]


def test_a_step_between_figures_of_two_kinds_is_no_move() -> None:
    claims = claims_of(
        make_article(
            "The plant cost $2.1 billion and employs 900 people, rising to 1,400 in 2028.",
            owner="orsa",
            publisher="Orsa",
        )
    )
    assert not any({f.role for f in c.figures} >= {"before", "after"} for c in claims)


def test_a_column_of_upload_speeds_measures_upload_speed() -> None:
    panel = _markdown(
        "# Broadband performance, May 2026\n\n| Provider and package | Peak-time download (Mbps) | Peak-time upload (Mbps) |\n"
        "|---|---|---|\n| Orsa Fibre 500 | 471 | 66 |\n",
        owner="ofcomms",
        publisher="Communications Office",
    )
    assert [c.measure for c in claims_of(panel)] == ["download-speed", "upload-speed"]


def test_a_codec_table_s_heads_measure_ratio_and_compression_and_decompression_speed() -> None:
    readme = _markdown(
        "# quillzip\n\n## Benchmarks\n\n"
        "| Codec | Ratio | Compress (MB/s) | Decompress (MB/s) |\n|---|---|---|---|\n"
        "| quillzip 1.4 (level 3) | 3.02 | 388 | 1,720 |\n",
        owner="quillzip",
        publisher="quillzip README",
    )
    assert [c.measure for c in claims_of(readme)] == [
        "compression-ratio",
        "compression-speed",
        "decompression-speed",
    ]


def _cement_release() -> Article:
    """A trade body's monthly release: a world total, a year-to-date total, then countries."""
    return make_article(
        "Cement output, September 2026\n\n"
        "Global cement production was 342.5 Mt in September 2026, 2.4% less than in September "
        "2025. Over January to September, output totalled 3,080.2 Mt, down 1.1% from 3,114.5 Mt "
        "a year earlier.\n\n"
        "Brazil produced 5.4 Mt in September, up 3.8% on a year earlier and 1.6% of the world "
        "total.",
        owner="gcia",
        publisher="Global Cement Industry Association",
    )


def test_a_level_less_than_in_an_earlier_month_is_a_change_on_that_month() -> None:
    claims = claims_of(_cement_release())
    world = next(c for c in claims if ("342.5 Mt", "value") in figures(c))
    assert figures(world) == [("342.5 Mt", "value"), ("2.4%", "change")]
    assert world.comparison == "change"
    assert world.against["zh"] == "2025 年 9 月"
    assert world.measure == "industrial-output"
    assert world.subject["en"] == "Global cement production"
    # the month it is against is no period of the figure's own
    assert [c.text for c in world.conditions if c.kind == "period"] == ["in September 2026"]
    text = claim_text(world, default_glossary())
    assert "342.5 Mt, 2.4% lower than in September 2025" in text["en"]
    assert "较 2025 年 9 月下降 2.4%" in text["zh"]


def test_a_trade_body_s_next_sentence_goes_on_about_what_it_counted() -> None:
    total = with_figure(claims_of(_cement_release()), "3,080.2 Mt")
    assert total.subject["en"] == "Global cement production"
    assert [c.ok for c in total.checks] == [True]


def test_a_part_with_its_change_and_its_share_of_a_total_given_before_is_one_claim() -> None:
    brazil = with_figure(claims_of(_cement_release()), "5.4 Mt")
    assert brazil.subject == {"en": "Brazil", "zh": "巴西"}
    assert brazil.comparison == "share-of"
    # the whole is the month's world total, not the year-to-date one that `totalled` says
    assert figures(brazil) == [
        ("342.5 Mt", "baseline"),
        ("5.4 Mt", "value"),
        ("3.8%", "change"),
        ("1.6%", "share"),
    ]
    assert [c.ok for c in brazil.checks] == [True]
    text = claim_text(brazil, default_glossary())
    assert "at 5.4 Mt, 3.8% higher year on year, 1.6% of the world total (342.5 Mt" in text["en"]
    assert "同比增长 3.8%，占" in text["zh"]


def test_a_level_s_change_on_the_year_says_it_is_against_a_year_earlier() -> None:
    [claim] = claims_of(
        make_article(
            "Orsa's revenue rose 9% from a year earlier to $812 million.",
            owner="orsa",
            publisher="Orsa",
        )
    )
    assert figures(claim) == [("9%", "change"), ("$812 million", "value")]
    assert claim.against == {"en": "a year earlier", "zh": "上年同期"}
    assert "$812 million, 9% higher year on year" in claim_text(claim, default_glossary())["en"]


def _zh_cement_report() -> Article:
    """A trade paper's report of a statistics body's count, then the country's own office's."""
    return make_article(
        "9 月全球水泥产量同比下降 2.4%\n\n"
        "建材信息网　2026-10-28\n\n"
        "据全球水泥工业协会（GCIA）10 月 27 日发布的数据，9 月全球 58 个国家和地区水泥产量为"
        " 3.425 亿吨，同比下降 2.4%。其中，巴西水泥产量 540 万吨，同比增长 3.8%，占全球产量的"
        " 1.6%。\n\n"
        "另据国家统计局数据，9 月我国规模以上工业企业水泥产量 1.62 亿吨，同比下降 6.1%。",
        owner="jiancai",
        publisher="建材信息网",
    )


def test_a_statistics_body_s_count_is_of_what_it_counts_and_said_by_that_body() -> None:
    claims = claims_of(_zh_cement_report())
    world = next(c for c in claims if ("3.425 亿吨", "value") in figures(c))
    assert world.claimant["zh"] == "全球水泥工业协会"
    assert world.subject["zh"] == "全球水泥"  # not `9 月全球 58 个国家和地区水泥`, nor GCIA
    office = with_figure(claims, "1.62 亿吨")
    assert office.claimant["zh"] == "国家统计局"  # not `国家` (统计 is no verb in its name)
    assert office.subject["zh"] == "我国规模以上工业企业水泥"


def test_a_chinese_part_with_its_change_then_its_share_is_one_claim_checked() -> None:
    brazil = with_figure(claims_of(_zh_cement_report()), "540 万吨")
    assert figures(brazil) == [
        ("3.425 亿吨", "baseline"),
        ("540 万吨", "value"),
        ("3.8%", "change"),
        ("1.6%", "share"),
    ]
    assert brazil.against["zh"] == "全球产量"
    assert [c.ok for c in brazil.checks] == [True]
    assert (
        "同比增长 3.8%，占全球产量（3.425 亿吨）的 1.6%"
        in claim_text(brazil, default_glossary())["zh"]
    )


def test_a_column_set_against_an_earlier_time_moves_each_row_in_its_own_unit() -> None:
    prices = _markdown(
        "# 显示器面板旬度报价\n\n"
        "| 尺寸 | 11 月中旬均价 | 较 11 月上旬 |\n|---|---|---|\n"
        "| 24 英寸 | 58 | -1 |\n| 27 英寸 | 83 | 2 |\n",
        owner="paneltrack",
        publisher="面板观察",
    )
    small, large = claims_of(prices)
    assert figures(small) == [("58", "value"), ("-1", "change")]
    assert small.comparison == "change"
    assert small.against == {"en": "in early November", "zh": "11 月上旬"}
    # a Chinese row label is the subject in both languages, never the publisher
    assert large.subject == {"en": "27-inch", "zh": "27 英寸"}
    text = claim_text(large, default_glossary())
    assert "at 83, 2 higher than in early November" in text["en"]
    assert "27 英寸的" in text["zh"] and "较 11 月上旬增长 2" in text["zh"]


def test_a_level_moved_in_its_own_unit_and_in_per_cent_is_checked_against_the_level_before() -> (
    None
):
    [level] = claims_of(
        make_article(
            "理财产品市场月报\n\n截至 2026 年 9 月底，全国理财产品存续规模 29.80 万亿元，较 8 月底增加 "
            "0.45 万亿元，增长 1.5%。",
            owner="licai",
            publisher="理财登记中心",
        )
    )
    assert figures(level) == [
        ("29.80 万亿元", "value"),
        ("0.45 万亿元", "change"),
        ("1.5%", "change"),
    ]
    assert level.against["zh"] == "8 月底"
    # the level before is 29.80 − 0.45 = 29.35: 0.45/29.35 = 1.5%
    assert [c.ok for c in level.checks] == [True]
    text = claim_text(level, default_glossary())
    assert "较 8 月底增加 0.45 万亿元，增长 1.5%" in text["zh"]
    assert "up 450 billion yuan or 1.5% from the end of August" in text["en"]


def test_a_wrong_per_cent_of_a_move_in_its_own_unit_is_flagged() -> None:
    [level] = claims_of(
        make_article(
            "截至 9 月底，全国理财产品存续规模 29.80 万亿元，较 8 月底增加 0.45 万亿元，增长 2.5%。",
            owner="licai",
            publisher="理财登记中心",
        )
    )
    assert [c.ok for c in level.checks] == [False]


def test_a_bare_cell_is_said_in_the_unit_its_head_gives_and_money_market_funds_are_no_market() -> (
    None
):
    table = _markdown(
        "# 理财产品存续规模\n\n| 产品类别 | 存续规模（亿元） | 较 8 月底 |\n|---|---|---|\n"
        "| 固定收益类 | 283,100 | 1.4% |\n| 货币市场基金 | 9,850 | 0.6% |\n",
        owner="licai",
        publisher="理财登记中心",
    )
    fixed, money = claims_of(table)
    assert "28.31 万亿元" in claim_text(fixed, default_glossary())["zh"]
    assert money.subject == {"en": "money-market funds", "zh": "货币市场基金"}
    assert money.measure != "market-share"


def test_a_group_s_column_beside_the_same_column_a_year_before_is_a_move_against_that_time() -> (
    None
):
    report = _markdown(
        "# Pneumococcal vaccine uptake, week 40\n\n"
        "| Risk group | Uptake | Uptake, same week 2025 |\n|---|---|---|\n"
        "| Aged 75 and over | 61.4% | 63.0% |\n| Care home residents | 72.8% | 71.9% |\n",
        owner="hpo",
        publisher="Health Protection Office",
    )
    older, homes = claims_of(report)
    assert older.subject["en"] == "Aged 75 and over"  # the row, not the column
    assert older.measure == "vaccine-uptake"
    assert figures(older) == [("63.0%", "before"), ("61.4%", "after")]
    assert older.against["en"] == "in the same week of 2025"
    assert (
        "rose from 71.9% in the same week of 2025 to 72.8%"
        in claim_text(homes, default_glossary())["en"]
    )


def test_fewer_than_the_figure_of_an_earlier_season_is_against_that_season() -> None:
    [doses] = claims_of(
        make_article(
            "Overall, 2.84 million doses were given, 4% fewer than the 2.96 million in the same "
            "period last season.",
            owner="hpo",
            publisher="Health Protection Office",
        )
    )
    assert doses.against == {"en": "in the same period last season", "zh": "上一季同期"}
    assert (
        "against 2.96 million in the same period last season"
        in claim_text(doses, default_glossary())["en"]
    )


def test_the_places_a_total_counts_are_its_scope_without_what_is_counted_of_them() -> None:
    world = next(c for c in claims_of(_zh_cement_report()) if ("3.425 亿吨", "value") in figures(c))
    places = [c for c in world.conditions if c.kind == "scope"]
    assert [(c.zh, c.en) for c in places] == [("58 个国家和地区", "58 countries and regions")]


def test_a_price_table_in_a_plain_text_feed_gives_one_claim_per_row() -> None:
    text = (
        "Kestrel Cloud price list\n\n"
        "| GPU | Until Nov 17 | From Nov 18 | Change |\n|---|---|---|---|\n"
        "| H200 | $3.89 | $2.69 | −31% |\n| B200 | $5.99 | $4.49 | −25% |"
    )
    claims = story_claims(
        [make_article(text, owner="kestrel", title="Kestrel Cloud cuts prices")], GLOSSARY
    )
    assert [([f.text for f in c.figures], c.subject["en"]) for c in claims] == [
        (["$3.89", "$2.69", "−31%"], "H200"),
        (["$5.99", "$4.49", "−25%"], "B200"),
    ]
