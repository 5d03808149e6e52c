"""Standing: one claim across sources, and the values that dispute it (../shared/CLAIMS.md).

The articles go through the real extractor and the whole stories stage.
"""

from __future__ import annotations

from pipeline.i18n import default_glossary
from pipeline.prose import claim_text
from pipeline.records import Claim
from pipeline.stories import story_claims, with_source_names

from .conftest import make_article

GLOSSARY = default_glossary()


def claims_of(*articles) -> tuple[Claim, ...]:
    return story_claims(list(articles), GLOSSARY)


def with_figure(claims, text: str) -> Claim:
    return next(c for c in claims if any(f.text == text for f in c.figures))


def test_a_rerun_below_the_vendors_figure_conflicts_with_it_though_it_names_it_short() -> None:
    """The lab writes `Ironbark H200` for the `Ironbark H200 Octo` it rented, and sets its
    value against Ironbark's own: the two values are one claim's, in dispute."""
    vendor = make_article(
        "We benchmarked our Marlow H100 Quad instances with a 70B dense model in FP8 at 128 "
        "concurrent requests. Output throughput reached 2,480 tokens/s per GPU.",
        owner="marlow",
        published="2026-09-01",
    )
    lab = make_article(
        "Marlow H100 throughput, re-measured\n\n"
        "We rented a Marlow H100 Quad instance and ran the configuration Marlow published: a "
        "70B dense model in FP8, 128 concurrent requests. We measured 2,110 tokens/s per GPU, "
        "15% below Marlow's 2,480.",
        owner="kestle",
        published="2026-09-15",
    )
    claims = claims_of(vendor, lab)
    theirs, ours = with_figure(claims, "2,480 tokens/s"), with_figure(claims, "2,110 tokens/s")
    assert theirs.status == ours.status == "conflicting"
    assert [c.figures for c in theirs.conflicts] == ["2,110 tokens/s, 15%"]


def test_two_trackers_counts_for_one_vendor_conflict_whatever_else_they_give() -> None:
    """One gives the count with its share, the other the bare count in a ranking: the counts
    are the same claim's, and they differ."""
    first = make_article(
        "Smartphone shipments, Q2: Orvik takes the lead\n\n"
        "Global smartphone shipments grew 3% year on year to 38.2 million units in the second "
        "quarter, according to Brightline's preliminary data. Orvik shipped 12.6 million units "
        "for a 33% share, overtaking Velmar.",
        owner="brightline",
        published="2026-07-10",
    )
    second = make_article(
        "Q2 smartphone tracker: Velmar holds on\n\n"
        "Our channel checks put global smartphone shipments at 37.5 million units in the second "
        "quarter. Velmar remained the largest vendor with 12.9 million units, a 34% share, just "
        "ahead of Orvik at 11.8 million.",
        owner="corran",
        published="2026-07-12",
    )
    claims = claims_of(first, second)
    orvik = with_figure(claims, "12.6 million")
    ranked = with_figure(claims, "11.8 million")
    assert ranked.subject["en"] == "Orvik" and ranked.measure == orvik.measure == "shipments"
    assert orvik.status == ranked.status == "conflicting"


def test_a_measured_draw_above_the_rated_one_conflicts_with_the_makers_figure() -> None:
    maker = make_article(
        "岚芯科技推理卡 LX-300 发布\n\n"
        "岚芯科技公布旗下推理加速卡 LX-300 的实测数据：在 INT8 精度下，ResNet-50 推理吞吐达到每秒"
        " 9,800 张图片，整卡功耗 120W。",
        owner="lanxin",
        published="2026-07-01",
    )
    lab = make_article(
        "独立评测｜岚芯 LX-300\n\n"
        "我们从渠道购买了两张 LX-300，按照厂商公布的条件复测了 ResNet-50 推理。\n\n"
        "不过，我们测得的整卡功耗为 131W，高于官方标称的 120W。",
        owner="ceping",
        published="2026-08-01",
    )
    claims = claims_of(maker, lab)
    rated, measured = with_figure(claims, "120W"), with_figure(claims, "131W")
    assert [(f.text, f.role) for f in measured.figures] == [("131W", "value"), ("120W", "baseline")]
    assert "LX-300" in measured.subject["zh"]
    assert rated.status == measured.status == "conflicting"


def test_a_labs_round_headline_and_its_measured_figure_dispute_the_launch_figure() -> None:
    """`约 8000 次` in the lab's headline is its `8,040 次`, said round; the launch's figures
    after `发布……ES Max，` are the cell's, not the maker's."""
    maker = make_article(
        "宁川储能发布新一代储能电芯 Terra L，循环寿命 10000 次\n\n"
        "宁川储能今日发布新一代储能专用电芯 Terra L。该电芯容量 314Ah，循环寿命达 10000 次（25°C、"
        "0.5P 充放）。",
        owner="ningchuan",
        published="2026-06-01",
        title="宁川储能发布新一代储能电芯 Terra L，循环寿命 10000 次",
    )
    lab = make_article(
        "第三方测试：Terra L 储能电芯循环寿命实测约 7000 次\n\n"
        "本实验室在 25°C、0.5P 充放条件下，对宁川储能 Terra L 电芯抽样进行循环测试。三个样品的平均"
        "循环次数约为 7,040 次，比厂商宣称的 10000 次低约 30%。",
        owner="huace",
        published="2026-09-01",
        title="第三方测试：Terra L 储能电芯循环寿命实测约 7000 次",
    )
    claims = claims_of(maker, lab)
    theirs, ours = with_figure(claims, "10000 次"), with_figure(claims, "7,040 次")
    assert [f.text for f in ours.figures if f.role == "value"] == ["7,040 次", "7000 次"]
    assert theirs.subject["zh"] == "Terra L"
    assert theirs.status == ours.status == "conflicting"


def test_a_multiple_reproduced_by_a_lab_corroborates_the_vendors() -> None:
    vendor = make_article(
        "Kestrel v4 is live. On 8x H100 with a 70B dense model and 4K context, it decodes at 96 "
        "tokens/s per user at P90. That's 1.6x Kestrel v3 on the same box.",
        owner="tarnwave",
        published="2026-08-01",
    )
    lab = make_article(
        "Reproduction note: Tarnwave Kestrel v4\n\n"
        "We used the setup Tarnwave published: 8x H100, a 70B dense model, 4K context. We sent "
        "500 requests over two days.\n\n"
        "Result: a P90 per-user decode speed of 96 tokens/s, matching Tarnwave's figure. We also "
        "reproduced the comparison with Kestrel v3, at 1.6x.",
        owner="ridgeback",
        published="2026-08-20",
        title="Reproduction note: Tarnwave Kestrel v4",
    )
    claims = claims_of(vendor, lab)
    multiple = with_figure(claims, "1.6x")
    assert multiple.status == "corroborated" and multiple.measure == "per-user-speed"
    assert len([c for c in claims if any(f.text == "1.6x" for f in c.figures)]) == 1


def test_counts_of_one_vendor_for_two_quarters_do_not_conflict() -> None:
    second = make_article(
        "Smartphone shipments, Q2: Orvik takes the lead\n\n"
        "Orvik shipped 12.6 million units in the second quarter.",
        owner="brightline",
        published="2026-07-10",
    )
    third = make_article(
        "Q3 smartphone tracker: Orvik holds on\n\n"
        "Orvik shipped 13.4 million units in the third quarter.",
        owner="corran",
        published="2026-10-12",
    )
    claims = claims_of(second, third)
    assert all(c.status != "conflicting" for c in claims)


def test_a_modules_measured_rate_disputes_the_vendors_rate_for_the_same_device() -> None:
    """`The module sustained …` is per accelerator; the vendor's bare rate for the device
    is the same measure when neither states a rig of several."""
    vendor = make_article(
        "In Halder's tests, Wren runs YOLOv8 inference at 4,200 images per second at INT8.",
        owner="halder",
        published="2026-06-01",
        title="Halder Wren sets a new bar",
    )
    lab = make_article(
        "We ran Halder's own YOLOv8 INT8 script on a retail Wren module. The module sustained "
        "3,500 images per second, about 17% below the 4,200 Halder advertises.",
        owner="benchlab",
        published="2026-07-01",
        title="Tested: Halder Wren",
    )
    claims = claims_of(vendor, lab)
    assert with_figure(claims, "3,500 images per second").measure == "throughput-per-gpu"
    assert with_figure(claims, "4,200 images per second").status == "conflicting"


def test_one_providers_on_demand_and_reserved_prices_are_two_offers_not_a_dispute() -> None:
    vendor = make_article(
        "We are not matching every discount, though: our reserved prices stay at $1.40 per "
        "GPU-hour for a one-year H100 term.",
        owner="halyard",
        publisher="Halyard Compute",
    )
    press = make_article(
        "Halyard Compute, the largest GPU cloud in Canada, lists H100 on-demand at $2.10 per "
        "GPU-hour.",
        owner="wire",
        publisher="Cloud Wire",
    )
    claims = claims_of(vendor, press)
    assert with_figure(claims, "$2.10 per GPU-hour").status == "self-reported"
    assert with_figure(claims, "$1.40 per GPU-hour").status == "self-reported"


def test_one_figure_set_against_two_different_prices_is_two_claims() -> None:
    """A cut from $2.99 to $2.49 and the same $2.49 against a rival's $2.79: two
    comparisons, each with its own arithmetic."""
    press = make_article(
        "The Toledo company also lowered its H100 on-demand price to $2.49 from $2.99.",
        owner="wire",
        publisher="Cloud Wire",
        title="Halyard Compute cuts H100 prices",
    )
    analyst = make_article(
        "H100: Halyard says $2.49, Orbel lists $2.79, so Halyard is 11% cheaper there.",
        owner="ledger",
        publisher="GPU Ledger",
    )
    claim = with_figure(claims_of(press, analyst), "11%")
    assert [k.ok for k in claim.checks] == [True]


def test_a_gap_one_source_states_takes_the_figure_another_names_it_against() -> None:
    vendor = make_article(
        "At $1.49, our A100 is 10 cents per GPU-hour below the lowest on-demand rate we have "
        "seen from any large GPU cloud.",
        owner="halyard",
        publisher="Halyard Compute",
    )
    press = make_article(
        "据哈利亚德称，其 A100 按需价格由每 GPU 小时 1.79 美元降至 1.49 美元。"
        "这意味着，哈利亚德的 A100 按需价格反超奥贝尔，比后者调价后的 1.59 美元低 0.10 美元。",
        owner="press",
        publisher="极客财经",
    )
    claims = claims_of(vendor, press)
    gap = next(c for c in claims if any(f.value == 0.1 for f in c.figures))
    assert [k.ok for k in gap.checks] == [True]


def test_an_outside_estimate_below_a_before_after_figure_conflicts_with_it() -> None:
    """The operator's `41,000 …, up from 12,000` and a panel's `36,000 …, about 12% fewer
    than the 41,000 the company gave`: the panel disputes the operator's figure now."""
    own = make_article(
        "Skylark Drop update\n\n"
        "Skylark Drop now completes 41,000 paid orders a day across Leeds and York with a fleet "
        "of 300 drones, up from 12,000 a day last spring.",
        owner="skylark",
        published="2026-06-01",
    )
    panel = make_article(
        "Drone tracker\n\n"
        "Our panel puts Skylark Drop at 36,000 paid orders a day in May, about 12% fewer than "
        "the 41,000 the company gave.",
        owner="dronetrack",
        published="2026-06-08",
    )
    claims = claims_of(own, panel)
    assert with_figure(claims, "36,000").status == "conflicting"
    assert with_figure(claims, "12,000").status == "conflicting"


def test_a_test_centre_timing_the_same_charge_window_corroborates_the_operator() -> None:
    """`from 10–80% in 19 minutes` (the operator) and `Going from 10% to 80% took 19 minutes`
    (a test centre's own sessions): one claim, corroborated; neither window is a claim."""
    own = make_article(
        "Voltara network update\n\n"
        "Over the past quarter, the average session on our 350 kW chargers took a car from "
        "10–80% in 19 minutes.",
        owner="voltara",
        published="2026-11-01",
    )
    lab = make_article(
        "Tested: Voltara\n\n"
        "We ran 30 sessions at Voltara's 350 kW chargers. Going from 10% to 80% took 19 minutes "
        "on average.",
        owner="testlab",
        published="2026-11-09",
    )
    claims = claims_of(own, lab)
    assert with_figure(claims, "19 minutes").status == "corroborated"
    assert not [c for c in claims if any(f.text in ("10", "80%") for f in c.figures)]


def test_a_rerun_that_rounds_the_vendors_table_figure_corroborates_it() -> None:
    """The vendor's table gives 1,320 tokens/s for its L40S instance, against its A10G's;
    a lab that re-ran the vendor's L40S set-up writes 1.3K: the same figure, said rounder."""
    vendor = make_article(
        "We ran our L40S instances with a 13B model in FP8 at 64 concurrent requests. "
        "Output throughput was 1,320 tokens/s per GPU, against 440 on our A10G instances.",
        owner="tamsin",
        publisher="Tamsin Cloud",
        published="2026-09-01",
    )
    lab = make_article(
        "Pellow Labs: weekly leaderboard notes\n\n"
        "We re-ran Tamsin's L40S configuration on a rented instance (FP8, 64 concurrent "
        "requests). We measured 1.3K tokens/s per GPU, in line with Tamsin's figure.",
        owner="pellow",
        publisher="Pellow Labs",
        published="2026-09-15",
    )
    claims = claims_of(vendor, lab)
    assert with_figure(claims, "1,320 tokens/s").status == "corroborated"


def test_ones_own_run_set_against_a_reported_figure_conflicts_with_it() -> None:
    post = make_article(
        "上手｜玄澈-2 开源模型初体验\n\n"
        "先交代测试环境：单机 8 卡 L20，FP8 权重，并发 64。\n\n"
        "整机输出吞吐约 8,000 tokens/s，折合每卡约 1,000 tokens/s。"
        "澄言智能官方技术报告给出的单卡吞吐是 1,250 tokens/s，我的结果比官方低约 20%。",
        owner="laowang",
        published="2026-12-01",
    )
    claims = claims_of(post)
    mine = with_figure(claims, "20%")
    theirs = next(c for c in claims if [f.text for f in c.figures] == ["1,250 tokens/s"])
    assert theirs.attributed and theirs.claimant["zh"] == "澄言智能"
    assert not theirs.conditions  # the report's figure is not on the author's rig
    assert mine.status == theirs.status == "conflicting"


def test_a_reseller_quoting_the_sellers_official_price_repeats_it() -> None:
    seller = make_article(
        "白塔云宣布，自 12 月 1 日起，A100 按需价格由 12.00 元/GPU 小时下调至 9.60 元/GPU 小时。",
        owner="baita",
        publisher="白塔云",
    )
    reseller = make_article(
        "白塔云这周把 A100 官方按需价降到了 9.60 元/GPU 小时，我们的包月套餐依然更便宜，"
        "欢迎老客户来问。",
        owner="suanlipu",
        publisher="算力铺官方微博",
    )
    claims = claims_of(seller, reseller)
    assert with_figure(claims, "9.60 元/GPU 小时").status == "self-reported"


def test_a_tenders_own_record_of_the_winning_bid_corroborates_the_bidders_price() -> None:
    bidder = make_article(
        "岚峰电气公告，公司中标某 600MW 风电项目，中标单价为每瓦 1.46 元（含塔筒）。",
        owner="lanfeng",
        publisher="岚峰电气公告",
    )
    portal = make_article(
        "中标候选人公示｜某 600MW 风电项目风机采购\n\n"
        "第一中标候选人：岚峰电气，投标单价 1.46 元/W（含塔筒）。",
        owner="zhaocai",
        publisher="风机招采平台",
    )
    claims = claims_of(bidder, portal)
    assert with_figure(claims, "1.46 元/W").status == "corroborated"


def test_a_match_said_in_words_and_bounded_elsewhere_by_its_owner_is_one_finding() -> None:
    post = make_article(
        "在官方给出的渲染配置下，Brightloom 的帧时间曲线与 Corvel 公布的曲线重合。",
        owner="brightloom",
        publisher="Brightloom 官方微博",
        published="2026-09-02",
    )
    blog = make_article(
        "On the official render settings, Brightloom lands within 4% of Corvel's published "
        "frame times at every scene size we tried.",
        owner="brightloom",
        publisher="Brightloom Blog",
        published="2026-09-01",
    )
    claims = claims_of(blog, post)
    assert [c.comparison for c in claims if c.comparison in ("matches", "within")] == ["within"]
    bound = with_figure(claims, "4%")
    assert post.id in bound.also_in


def test_a_set_up_with_no_finding_joins_the_findings_compared_with_it() -> None:
    readme = make_article(
        "Corvel renderer\n\n"
        "The render benchmark was measured on 16 GPUs with a 4,096-pixel tile size and 64 "
        "samples per pixel.",
        owner="corvel",
        publisher="Corvel (README)",
        published="2026-09-01",
    )
    blog = make_article(
        "At a 4,096-pixel tile size, Brightloom lands within 4% of Corvel's published results "
        "at every scene size we tried.",
        owner="brightloom",
        publisher="Brightloom Blog",
        published="2026-09-02",
    )
    claims = claims_of(readme, blog)
    assert not [c for c in claims if c.comparison == "setup"]
    bound = with_figure(claims, "4%")
    assert any(c.kind == "baseline set-up" and "16 GPUs" in c.en for c in bound.conditions)
    # said as the set-up of what it is compared with, not as the claim's own
    assert "Corvel's published results measured with 16 GPUs" in claim_text(bound, GLOSSARY)["en"]
    # the tile size both runs share holds for the comparison: said once, not in each set-up
    for lang in ("en", "zh"):
        text = claim_text(bound, GLOSSARY)[lang]
        assert text.count("4,096") == 1, text


def test_a_testers_figure_in_english_disputes_the_after_of_a_chinese_before_after() -> None:
    """A speech-synthesis team's post and a tester's rerun: the throughput both give merges
    the two names (`青律语音 3.0`, `Qinglv Speech 3.0`), so the tester's first-packet latency
    weighs the after of the team's before-after."""
    team = make_article(
        "青律语音 3.0 发布\n\n测试配置：8 卡 L40S，并发 64。\n\n"
        "青律语音 3.0 合成吞吐达到每卡 3,100 tokens/s。P50 首包延迟则从 480 毫秒降到 220 毫秒。",
        owner="qinglv",
        title="青律语音 3.0 发布",
        published="2026-10-20",
    )
    tester = make_article(
        "Benchwright notes: Qinglv Speech 3.0 on L40S\n\n"
        "We reran Qinglv Speech 3.0 on 8 L40S GPUs with 64 concurrent requests. Synthesis "
        "throughput came to 3.1K tokens/s per GPU, which matches the team's published number. "
        "P50 first-packet latency was 310 ms.",
        owner="benchwright",
        publisher="Benchwright Labs",
        title="Benchwright notes: Qinglv Speech 3.0 on L40S",
        published="2026-10-27",
    )
    claims = claims_of(team, tester)
    latency = with_figure(claims, "220 毫秒")
    assert latency.status == "conflicting"
    assert latency.subject["en"].startswith("Qinglv")
    assert with_figure(claims, "310 ms").status == "conflicting"


def test_a_report_of_a_price_cut_in_plain_dollars_repeats_the_per_hour_one() -> None:
    # the wire writes `$5.99`, the company `$5.99 per GPU-hour`: one cut, two sources
    blog = make_article(
        "Ostrava Cloud cuts prices\n\nFrom March 2, the L40S on-demand price drops from $1.49 "
        "per GPU-hour to $1.09 per GPU-hour, down 27%.",
        owner="ostrava",
        publisher="Ostrava Cloud Blog",
        published="2026-02-27",
    )
    wire = make_article(
        "Ostrava Cloud cut prices on Friday. The Brno company also lowered its L40S on-demand "
        "price to $1.09 from $1.49.",
        owner="wire",
        publisher="Datacenter Wire",
        published="2026-02-28",
    )
    [cut] = [c for c in claims_of(blog, wire) if c.figures]
    assert wire.id in cut.also_in and len(cut.figures) == 3


def test_a_lone_multiple_reported_of_the_company_is_its_claim_said_again() -> None:
    """`按照该公司的说法，……约为预留价格的 1.5 倍` in a report, beside the company's own `At
    $1.80 against $1.20, … 1.5 times the reserved rate`: every figure of it is the company's
    claim's, so it is that claim cited again, not a second entry."""
    blog = make_article(
        "Reserved A100 capacity stays at $1.20 per GPU-hour. At $1.80 against $1.20, A100 "
        "on-demand now costs 1.5 times the reserved rate.",
        owner="tern",
        publisher="Tern Cloud Blog",
        title="Tern Cloud lowers A100 prices",
        published="2026-11-16",
    )
    news = make_article(
        "燕鸥云（Tern Cloud）本周下调 A100 按需价格。记者注意到，按照该公司的说法，调价后 A100 "
        "按需价格约为预留价格的 1.5 倍。",
        owner="suanbao",
        publisher="算报",
        title="燕鸥云下调 A100 按需价格",
        published="2026-11-17",
    )
    glossary = with_source_names(GLOSSARY, [blog, news])
    claims = story_claims([blog, news], glossary)
    multiples = [c for c in claims if any(f.unit == "x" for f in c.figures)]
    assert len(multiples) == 1
    [claim] = multiples
    assert claim.article_id == blog.id and claim.also_in == (news.id,)


def test_the_statements_around_a_same_owner_dispute_join_it_or_carry_it() -> None:
    """A launch post says $1.80, the same company's README $1.90: the README's table row is
    its changelog's figure again; a report setting the two against each other reports the
    dispute (cited on both sides); an analyst's comparison that uses $1.80 carries it."""
    post = make_article(
        "Starting December 2, Tern Cloud's A100 on-demand price goes from $2.40 to $1.80 per "
        "GPU-hour, a 25% cut.",
        owner="tern",
        publisher="Tern Cloud Blog",
        title="Tern Cloud lowers A100 prices",
        published="2026-11-30",
    )
    readme = make_article(
        "# Tern Cloud pricing\n\n## GPU instances, on-demand\n\nPrices per GPU-hour, 8-GPU "
        "nodes.\n\n| Instance | GPU | US |\n| --- | --- | --- |\n| tc.a100.8x | A100 80GB | $1.90 "
        "|\n\n## Changelog\n\n- 2026-12-01: A100 on-demand $2.40 → $1.90 (US). Effective "
        "2026-12-02.\n",
        owner="tern",
        publisher="Tern Cloud (pricing README)",
        title="Tern Cloud pricing",
        published="2026-12-01",
    )
    thread = make_article(
        "A100: Tern says $1.80, Ospry lists $2.00, so Tern is 10% cheaper there. But Tern's own "
        "pricing repo says $1.90 for the A100 node, not $1.80.",
        owner="ledger",
        publisher="Rowan Pike (@gpu_prices)",
        published="2026-12-03",
    )
    news = make_article(
        "值得注意的是，燕鸥云（Tern Cloud）官方的两处价格说法并不一致：其博客称 A100 新价为每 GPU "
        "小时 1.80 美元，而其价目表代码仓库中写的是 1.90 美元。",
        owner="caijing",
        publisher="云算财经",
        title="燕鸥云 A100 价格说法不一",
        published="2026-12-03",
    )
    articles = [post, readme, thread, news]
    claims = story_claims(articles, with_source_names(GLOSSARY, articles))
    launch = with_figure(claims, "$1.80 per GPU-hour")
    listed = next(c for c in claims if c.article_id == readme.id)
    assert launch.status == listed.status == "conflicting"
    assert news.id in launch.also_in and news.id in listed.also_in
    # no entry of its own for the README's row or the report of the disagreement
    assert not any(c.article_id in (readme.id, news.id) and c is not listed for c in claims)
    compared = with_figure(claims, "$2.00")
    assert compared.status == "conflicting"
    assert [x.claim_id for x in compared.conflicts] == [listed.id]


def test_a_price_list_row_and_its_changelog_line_join_the_launch_post_s_cut() -> None:
    """The README lists ¥9.60 in its table and `¥12.00 → ¥9.60` in its changelog: one cut,
    the launch post's, cited from the README once, with no entry of the README's own."""
    post = make_article(
        "From March 3, A800 on-demand goes from $1.90 to $1.50 per GPU-hour in the US and EU, "
        "a 21% cut. In CN-North the A800 on-demand price goes from 12.00 yuan per GPU-hour to "
        "9.60 yuan per GPU-hour, down 20%.",
        owner="heron",
        publisher="Heron Cloud Blog",
        title="Heron Cloud lowers A800 prices",
        published="2026-03-01",
    )
    readme = make_article(
        "# Heron Cloud pricing\n\n## GPU instances, on-demand\n\nPrices per GPU-hour, billed "
        "per second, 8-GPU nodes.\n\n| Instance | GPU | US / EU | CN-North |\n| --- | --- | --- | "
        "--- |\n| hc.a800.8x | A800 80GB | $1.50 | ¥9.60 |\n\n## Changelog\n\n- 2026-03-02: A800 "
        "on-demand $1.90 → $1.50 (US/EU), ¥12.00 → ¥9.60 (CN-North). Effective 2026-03-03.\n",
        owner="heron",
        publisher="Heron Cloud (pricing README)",
        title="Heron Cloud pricing",
        published="2026-03-02",
    )
    claims = claims_of(post, readme)
    own = [claim_text(c, GLOSSARY)["en"] for c in claims if c.article_id == readme.id]
    assert not own, own
    for cut in (
        with_figure(claims, "9.60 yuan per GPU-hour"),
        with_figure(claims, "$1.50 per GPU-hour"),
    ):
        assert readme.id in cut.also_in


def test_a_report_s_reserved_instances_at_the_same_price_are_the_provider_s_reserved_chip() -> None:
    """`One-year reserved A800 … $1.10` in the post, `一年期预留实例…1.10 美元` in a report of
    it: one offer said with and without its chip. Another provider's reserved price at
    another figure stays its own."""
    post = make_article(
        "Heron Cloud cuts A800 on-demand prices from $1.90 to $1.50 per GPU-hour. One-year "
        "reserved A800 capacity stays at $1.10 per GPU-hour.",
        owner="heron",
        publisher="Heron Cloud Blog",
        published="2026-03-01",
    )
    news = make_article(
        "鹭云此次只下调了 A800 的按需价格，由每 GPU 小时 1.90 美元降至 1.50 美元；"
        "一年期预留实例价格维持每 GPU 小时 1.10 美元不变。",
        owner="suanbao",
        publisher="算报",
        published="2026-03-02",
    )
    rival = make_article(
        "Ospry Compute keeps its one-year reserved instances at $1.25 per GPU-hour.",
        owner="ospry",
        publisher="Ospry Compute Blog",
        published="2026-03-02",
    )
    claims = claims_of(post, news, rival)
    reserved = with_figure(claims, "$1.10 per GPU-hour")
    assert news.id in reserved.also_in
    assert not any(
        c.article_id == news.id and c is not reserved
        for c in claims
        if any(f.value == 1.1 for f in c.figures)
    )
    theirs = with_figure(claims, "$1.25 per GPU-hour")
    assert theirs is not reserved and post.id not in theirs.also_in


def test_a_comparison_the_press_adds_to_a_vendors_figure_is_the_presss() -> None:
    """The vendor gives its reserved price alone; a news site sets it against a rival's.
    One claim, the vendor's figure, but the comparison is the news site's to have made."""
    vendor = make_article(
        "Our one-year reserved H100 price stays at $2.09 per GPU-hour; spot pricing is unchanged.",
        owner="pellam",
        publisher="Pellam Cloud",
        title="Pellam Cloud pricing update",
        published="2026-10-20",
    )
    press = make_article(
        "据 Pellam Cloud 称，其一年期预留 H100 价格仍为每 GPU 小时 2.09 美元。"
        "不过，Pellam Cloud 一年期预留 H100 价格仍为每 GPU 小时 2.09 美元，高于 Aster Cloud 的 1.99 美元。",
        owner="jike",
        publisher="极客财经",
        title="Pellam Cloud 维持预留价格",
        published="2026-10-21",
    )
    [claim] = [c for c in claims_of(vendor, press) if c.comparison == "versus"]
    assert [f.value for f in claim.figures] == [2.09, 1.99]
    assert claim.article_id == vendor.id  # the vendor's own statement leads
    assert claim.compared_by.get("zh") == "极客财经"
    en = claim_text(claim, GLOSSARY)["en"]
    assert en.endswith(", not Pellam Cloud, names the figure it is set against.")
