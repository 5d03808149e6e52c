"""Prose: the digest's sentences from claims, in each language."""

from __future__ import annotations

from pipeline.i18n import default_glossary
from pipeline.prose import claim_text, headline_claim
from pipeline.stories import story_claims

from .stories.conftest import make_article

GLOSSARY = default_glossary()


def _claim(text: str):
    [claim] = [
        c for c in story_claims([make_article(text, owner="kestrel")], GLOSSARY) if c.figures
    ]
    return claim


def test_a_price_cut_is_headlined_as_a_fall() -> None:
    words = headline_claim(
        _claim("Kestrel Cloud cut the H200 on-demand price from $3.89 to $2.69 per GPU-hour."),
        GLOSSARY,
    )
    assert "down from $3.89" in words["en"] and "up from" not in words["en"]
    assert "降至" in words["zh"] and "提升至" not in words["zh"]


def test_a_rise_is_headlined_as_a_rise() -> None:
    words = headline_claim(
        _claim("Kestrel Cloud raised decode throughput from 141K to 440K tokens/s."), GLOSSARY
    )
    assert "up from 141K" in words["en"] and "提升至" in words["zh"]


def test_a_discount_off_a_rate_reads_as_a_fall() -> None:
    from pipeline.prose import claim_text

    words = claim_text(
        _claim("Batch requests, which return within a day, get a further 40% off every rate."),
        GLOSSARY,
    )
    assert "fell by 40%" in words["en"] and "下降 40%" in words["zh"]


def test_a_negative_change_under_a_change_head_reads_down_once() -> None:
    from pipeline.prose import claim_text

    [claim] = [
        c
        for c in story_claims(
            [
                make_article(
                    "| GPU | Until Nov 17 | From Nov 18 | Change |\n\n| H200 | $3.89 | $2.69 | −31% |",
                    owner="kestrel",
                    title="Kestrel Cloud cuts H200 prices",
                )
            ],
            GLOSSARY,
        )
        if c.figures
    ]
    text = claim_text(claim, GLOSSARY)
    assert "down 31%" in text["en"] and "−31%" not in text["en"]


def test_a_price_keeps_its_cents_and_the_measure_does_not_repeat_its_unit() -> None:
    from pipeline.prose import claim_text

    claim = _claim("青隼云 H200 按需价格由 26.80 元/GPU 小时下调至 18.50 元/GPU 小时。")
    text = claim_text(claim, GLOSSARY)
    assert "26.80" in text["en"] and "18.50" in text["en"]
    assert "price per GPU-hour" not in text["en"]
    assert "按需" in text["zh"]


def test_a_lede_says_the_day_once_when_the_claim_was_stated_on_the_event_s_day() -> None:
    from pipeline.prose import claim_text, lede

    claim = _claim("Kestrel Cloud cut the H200 on-demand price from $3.89 to $2.69 per GPU-hour.")
    event = {"en": "Kestrel Cloud cut H200 prices", "zh": "青隼云下调了 H200 价格"}
    words = lede(
        event, "2026-11-16", "day", claim, claim_text(claim, GLOSSARY), "2026-11-16", [], None
    )
    assert words["en"].count("16 November 2026") == 1
    assert words["zh"].count("11 月 16 日") == 1
    later = lede(
        event, "2026-11-16", "day", claim, claim_text(claim, GLOSSARY), "2026-11-18", [], None
    )
    assert "18 November 2026" in later["en"]


def test_a_multiple_against_a_baseline_is_not_times_higher() -> None:
    from pipeline.prose import claim_text

    claim = _claim(
        "H200 on-demand now costs $2.69 per GPU-hour, against $1.99 for one-year reserved "
        "capacity, 1.35x the reserved rate."
    )
    text = claim_text(claim, GLOSSARY)
    assert "times higher" not in text["en"] and "高出 1.35 倍" not in text["zh"]


def test_a_curve_that_follows_the_same_trend_is_not_said_to_match() -> None:
    from pipeline.prose import claim_text

    [claim] = [
        c
        for c in story_claims(
            [
                make_article(
                    "The only conclusion we draw is that Quince's DEP2 prefill follows the same "
                    "trend within Pear's published range.",
                    owner="orchard",
                )
            ],
            GLOSSARY,
        )
        if c.comparison == "matches"
    ]
    text = claim_text(claim, GLOSSARY)
    # the source's hedge stays: within the range, not `the same trend as` it
    assert "follows the same trend within" in text["en"] and "走势一致" in text["zh"], text
    assert "之内" in text["zh"], text


def test_a_trend_inside_anothers_range_keeps_its_hedge() -> None:
    from pipeline.prose import claim_text

    [claim] = [
        c
        for c in story_claims(
            [
                make_article(
                    "All we can say is that Fennel's tiered cache follows the same trend within "
                    "Sorrel's reported band.",
                    owner="fennel",
                )
            ],
            GLOSSARY,
        )
        if c.comparison == "matches"
    ]
    text = claim_text(claim, GLOSSARY)
    assert "same trend within" in text["en"] and "之内" in text["zh"], text


def test_a_chinese_numeral_figure_is_written_in_digits() -> None:
    from pipeline.prose import claim_text

    claim = _claim("据渠道商透露，国产 HBM 三季度合约价格环比上涨百分之十二。")
    assert "12%" in claim_text(claim, GLOSSARY)["zh"]


def test_a_level_against_its_year_ago_figure_says_both_in_the_sentence() -> None:
    from pipeline.prose import claim_text

    claim = _claim("第二季度 A100 集群平均利用率达到 81%，较去年同期的 66% 明显提升。")
    text = claim_text(claim, GLOSSARY)
    assert ") (" not in text["en"] and "）（" not in text["zh"]
    assert "81%" in text["en"] and "66%" in text["en"]


def test_a_price_and_its_gap_to_an_unnamed_rate_read_as_one_sentence() -> None:
    from pipeline.prose import claim_text

    claims = story_claims(
        [
            make_article(
                "At $1.79, our A100 is 12 cents per GPU-hour below the lowest rate we have seen.",
                owner="halyard",
                publisher="Halyard Compute",
            )
        ],
        GLOSSARY,
    )
    claim = next(c for c in claims if any(f.text == "12 cents" for f in c.figures))
    assert [f.role for f in claim.figures if f.text == "12 cents"] == ["change"]
    text = claim_text(claim, GLOSSARY)
    assert "12 cents lower" in text["en"] and ") (" not in text["en"]


def test_a_gap_to_a_figure_whose_level_is_unsaid_names_no_empty_value() -> None:
    from pipeline.prose import claim_text

    claims = story_claims(
        [
            make_article(
                "这意味着，哈利亚德的 A100 按需价格反超奥贝尔，比后者调价后的 1.59 美元低 0.10 美元。",
                owner="press",
                publisher="极客财经",
            )
        ],
        GLOSSARY,
    )
    claim = next(c for c in claims if any(f.text == "0.10 美元" for f in c.figures))
    text = claim_text(claim, GLOSSARY)
    assert " of  for " not in text["en"] and "为 ，" not in text["zh"]
    assert "$0.10 lower than $1.59" in text["en"]


def test_lower_than_another_by_a_percentage_is_a_gap_not_a_fall() -> None:
    from pipeline.prose import claim_text

    claims = story_claims(
        [
            make_article(
                "以此计算，哈利亚德调价后的海外 A100 按需价格比奥贝尔算力低约 12%。",
                owner="press",
                publisher="算力观察",
            )
        ],
        GLOSSARY,
    )
    claim = next(c for c in claims if any(f.text == "12%" for f in c.figures))
    assert claim.comparison == "versus" and claim.against["zh"] == "奥贝尔算力"
    text = claim_text(claim, GLOSSARY)
    assert "比奥贝尔算力低约 12%" in text["zh"] and "下降" not in text["zh"]


def test_a_table_heads_period_reads_mid_sentence_and_yields_the_lede_to_the_rig() -> None:
    from dataclasses import replace

    from pipeline.prose import claim_text
    from pipeline.records import Condition

    claim = _claim("Kestrel Cloud cut the H200 on-demand price from $3.89 to $2.69 per GPU-hour.")
    claim = replace(
        claim,
        conditions=(
            Condition("period", "From Nov 18", "From Nov 18", "11 月 18 日起"),
            Condition("region", "CN-East", "CN-East", "华东"),
            Condition("hardware", "8 GPUs", "8 GPUs", "8 张 GPU"),
        ),
    )
    assert "(from Nov 18; CN-East; 8 GPUs)" in claim_text(claim, GLOSSARY)["en"]
    # the lede's first sentence says the day; its claim keeps the region and the rig
    assert "(CN-East; 8 GPUs)" in claim_text(claim, GLOSSARY, lede=True)["en"]


def test_a_level_said_higher_than_anothers_is_a_gap_not_a_rise() -> None:
    from pipeline.prose import claim_text

    claims = story_claims(
        [
            make_article(
                "The cut puts pressure on Harrowby Cloud, whose A100 list price is now 40 cents "
                "higher.",
                owner="press",
                publisher="Datacenter Wire",
            )
        ],
        GLOSSARY,
    )
    claim = next(c for c in claims if any(f.text == "40 cents" for f in c.figures))
    text = claim_text(claim, GLOSSARY)
    assert "rose" not in text["en"] and "上升" not in text["zh"]
    # (higher than what the source leaves unnamed: no made-up name for it)
    assert "is 40 cents higher" in text["en"] and "the reference" not in text["en"]


def test_conditions_join_the_parenthesis_a_share_closes_before_them() -> None:
    from pipeline.prose import claim_text

    claims = story_claims(
        [
            make_article(
                "For prefill, small TP groups win. TP2 per-GPU throughput is 91% of TP1 "
                "(41.0K against 45.1K tokens/s).",
                owner="tessel",
                publisher="Tessel Blog",
            )
        ],
        GLOSSARY,
    )
    claim = next(c for c in claims if any(f.text == "91%" for f in c.figures))
    text = claim_text(claim, GLOSSARY)
    assert text["en"].endswith("(41.0K against 45.1K tokens/s; prefill).")
    assert text["zh"].endswith("（41.0K 对 45.1K tokens/s；prefill 阶段）。")


def test_a_condition_what_a_claim_is_compared_with_names_is_not_said_again() -> None:
    from dataclasses import replace

    from pipeline.prose import claim_text
    from pipeline.records import Condition

    claim = _claim("Kestrel Cloud cut the H200 on-demand price from $3.89 to $2.69 per GPU-hour.")
    claim = replace(
        claim,
        comparison="versus",
        against={"en": "the one-year reserved rate", "zh": "一年期预留价格"},
        conditions=(
            Condition("price terms", "one-year", "one-year", "1 年"),
            Condition("period", "in October", "in October", "10 月"),
        ),
    )
    text = claim_text(claim, GLOSSARY)
    assert "(in October)" in text["en"] and "one-year;" not in text["en"]
    assert "1 年；10 月" in text["zh"]  # the Chinese against does not say it


def test_a_subject_that_is_the_claimants_own_thing_names_the_claimant_once() -> None:
    from pipeline.prose import claim_text

    claims = story_claims(
        [
            make_article(
                "Quillon's new sorting line handles 4,200 parcels per hour, up from 3,100 parcels "
                "per hour on the old line.",
                owner="quillon",
                publisher="Quillon",
            )
        ],
        GLOSSARY,
    )
    claim = next(c for c in claims if any("4,200" in f.text for f in c.figures))
    text = claim_text(claim, GLOSSARY)
    assert text["en"].count("Quillon") == 1 and "its new sorting line" in text["en"]


def test_a_baseline_the_source_leaves_unnamed_gets_no_made_up_name() -> None:
    from pipeline.prose import claim_text

    claims = story_claims(
        [
            make_article(
                "Resin kits: Ardley asks $12.50, Bexmoor lists $14.00, so Ardley is 11% cheaper.",
                owner="press",
                publisher="Hobby Ledger",
            )
        ],
        GLOSSARY,
    )
    claim = next(c for c in claims if any(f.text == "$12.50" for f in c.figures))
    text = claim_text(claim, GLOSSARY)
    assert "the reference" not in text["en"] and "参照" not in text["zh"]
    assert "against $14.00" in text["en"]


def test_a_chip_the_subject_names_is_not_said_again_as_a_condition() -> None:
    from dataclasses import replace

    from pipeline.prose import claim_text
    from pipeline.records import Condition

    claim = replace(
        _claim("Kestrel Cloud lists its L40S on-demand instances at $0.99 per GPU-hour."),
        subject={"en": "Kestrel Cloud's L40S on-demand", "zh": "青隼云的 L40S 按需"},
        conditions=(
            Condition("hardware", "L40S", "L40S", "L40S"),
            Condition("scope", "in Europe", "in Europe", "欧洲"),
        ),
    )
    text = claim_text(claim, GLOSSARY)
    assert text["en"].count("L40S") == 1 and "(in Europe)" in text["en"], text
    assert text["zh"].count("L40S") == 1, text


def test_a_chinese_sentence_writes_dollars_in_words_as_its_chinese_figures_are() -> None:
    """An English source's `$3.40` and a Chinese source's `2.95 美元` in one Chinese page:
    each price is written `… 美元`, never a `$` beside a `美元`; the English page keeps `$`."""
    from pipeline.prose import claim_text

    claim = _claim(
        "Harrow Compute cut its on-demand A100 price from $3.40 to $2.95 per GPU-hour, "
        "effective December 2."
    )
    text = claim_text(claim, GLOSSARY)
    assert "$" not in text["zh"], text["zh"]
    assert "3.40 美元" in text["zh"] and "2.95 美元" in text["zh"], text["zh"]
    assert "$3.40" in text["en"] and "$2.95" in text["en"], text["en"]


def test_an_english_sentence_writes_a_yuan_price_in_yuan_not_a_yen_sign() -> None:
    """`¥` is both yen and yuan; a price the reader took for yuan reads `… yuan` in English."""
    from pipeline.prose import claim_text

    claim = _claim("Harrow Compute's CN-North A100 price falls from ¥21.60 to ¥17.30 an hour.")
    text = claim_text(claim, GLOSSARY)
    assert "¥" not in text["en"] and "¥" not in text["zh"], text
    assert "21.60 yuan" in text["en"] and "17.30 元" in text["zh"], text


def test_a_timeline_comparison_says_what_is_compared_and_whose_the_other_figure_is() -> None:
    """Not `Raman reports $1.80 against $2.10` nor `达到 1.80 美元`: a price is not reached."""
    claims = [
        c
        for c in story_claims(
            [
                make_article(
                    "Harrow's A100 at $1.80 against Tessel's list price of $2.10 makes Harrow "
                    "14% cheaper on demand.",
                    owner="raman",
                )
            ],
            GLOSSARY,
        )
        if c.comparison == "versus"
    ]
    line = headline_claim(claims[0], GLOSSARY)
    assert "price for Harrow at $1.80, against $2.10 for Tessel" in line["en"], line
    assert line["zh"].startswith("raman 称"), line  # the claimant, not left out
    assert "Harrow 售价为 1.80 美元，Tessel 为 2.10 美元" in line["zh"], line
    assert "达到" not in line["zh"], line


def test_the_measure_does_not_repeat_a_unit_only_the_after_figure_carries() -> None:
    """`from $3.40 to $2.95 per GPU-hour`: the after figure says what the price is per."""
    from pipeline.prose import claim_text

    claim = _claim("Harrow Compute cut its on-demand A100 price from $3.40 to $2.95 per GPU-hour.")
    text = claim_text(claim, GLOSSARY)
    assert "per GPU-hour" in text["en"] and "price per GPU-hour" not in text["en"], text
    assert "每 GPU 小时价格" not in text["zh"] and "/GPU 小时" in text["zh"], text


def test_a_level_with_its_multiple_of_another_reads_as_that_multiple() -> None:
    """`$1.80, 1.5 times the reserved rate of $1.20`, not `against $1.20, 1.5 times as much`."""
    from pipeline.prose import claim_text

    [claim] = [
        c
        for c in story_claims(
            [
                make_article(
                    "At $1.80 against $1.20, A100 on-demand now costs 1.5 times the reserved rate.",
                    owner="tern",
                    publisher="Tern Cloud Blog",
                    title="Tern Cloud lowers A100 prices",
                )
            ],
            GLOSSARY,
        )
        if c.figures
    ]
    words = claim_text(claim, GLOSSARY)
    assert words["en"].endswith("A100 on-demand at $1.80, 1.5 times the reserved rate of $1.20.")
    assert words["zh"].endswith("A100 按需的售价为 1.80 美元，是预留价格 1.20 美元的 1.5 倍。")
    assert "as much" not in words["en"] and "对比" not in words["zh"]


def test_a_count_the_subject_is_named_by_is_not_said_again_as_a_condition() -> None:
    from dataclasses import replace

    from pipeline.prose import claim_text
    from pipeline.records import Condition

    claim = replace(
        _claim("Kestrel Cloud says its network bandwidth between racks is now 800 Gbps."),
        subject={"en": "4-GPU nodes", "zh": "4 卡节点"},
        conditions=(
            Condition("hardware", "4-GPU", "4 GPUs", "4 张 GPU", 4, "GPU"),
            Condition("region", "in Osaka", "in Osaka", "大阪"),
        ),
    )
    text = claim_text(claim, GLOSSARY)
    assert "4 GPUs" not in text["en"] and "(in Osaka)" in text["en"], text
    assert "4 张 GPU" not in text["zh"] and "4 卡节点" in text["zh"], text


def test_what_moved_a_measure_is_said_as_its_cause_in_both_languages() -> None:
    from pipeline.prose import claim_text

    claim = _claim(
        "The biggest step came from the network path, where zero-copy RDMA reads took "
        "per-node throughput from 12K to 31K requests/s."
    )
    text = claim_text(claim, GLOSSARY)
    assert text["en"].startswith("Kestrel reports that zero-copy RDMA reads raised its "), text
    assert text["en"].endswith(" from 12K to 31K requests/s."), text
    # a cause the glossary has no Chinese for is not said in English words on the Chinese page
    assert "zero-copy" not in text["zh"] and "从 12K 提高到 31K" in text["zh"], text


def test_a_cause_with_chinese_words_is_said_on_the_chinese_page_too() -> None:
    from pipeline.prose import claim_text

    claim = _claim(
        "Much of the gain came from the KV path, where NIXL push transfer of KV data took "
        "per-node throughput from 12K to 31K requests/s."
    )
    text = claim_text(claim, GLOSSARY)
    assert "NIXL push" in text["zh"] and "使其" in text["zh"], text


def test_a_loss_and_what_caused_it_are_said_together() -> None:
    from pipeline.prose import claim_text

    claim = _claim("In the profiles, ranks falling out of step cost TP8 9.2% of throughput.")
    text = claim_text(claim, GLOSSARY)
    assert text["en"].endswith("TP8 at 9.2%, caused by ranks falling out of step."), text
    assert "因各 rank 步调不一致，" in text["zh"] and "吞吐损失为 9.2%" in text["zh"], text


def test_a_figure_the_source_hedges_keeps_its_hedge_in_both_languages() -> None:
    """`roughly 23 months` is not said as exactly 23 months, in either language; a Chinese
    `降幅约 31%` reads `down about 31%` in English."""
    from pipeline.prose import claim_text

    words = claim_text(
        _claim(
            "My rough math: at $2.69 and 70% utilization, an H200 bought at about $31,000 "
            "pays for itself in roughly 23 months, before power and staff."
        ),
        GLOSSARY,
    )
    assert "about 23 months" in words["en"], words
    assert "约为 23 个月" in words["zh"] and words["zh"].startswith("kestrel 称"), words
    [cut] = [
        c
        for c in story_claims(
            [
                make_article(
                    "青隼云 H200 按需价格由每卡每小时 26.80 元降至 18.50 元，降幅约 31%。",
                    owner="kestrel",
                    title="青隼云下调 H200 价格",
                )
            ],
            GLOSSARY,
        )
        if c.figures
    ]
    words = claim_text(cut, GLOSSARY)
    assert "down about 31%" in words["en"] and "降幅约 31%" in words["zh"], words
    exact = claim_text(_claim("Kestrel Cloud cut the H200 price from $3.89 to $2.69."), GLOSSARY)
    assert "about" not in exact["en"] and "约" not in exact["zh"]


def test_a_chinese_subject_named_by_its_model_takes_one_de() -> None:
    from pipeline.prose import _tidy

    assert _tidy("青隼云的 B200 的售价为 4.49 美元。", "zh") == "青隼云 B200 的售价为 4.49 美元。"


def test_a_measure_takes_the_words_its_source_sentence_says_it_in() -> None:
    """One measure key, in the words of its sentence: each user's speed on a loaded rack is
    not called a single user's, nor the other way round, in either language."""
    from pipeline.prose import claim_text

    alone = claim_text(
        _claim("On 4 H200 GPUs, one request reaches 410 tokens/s for a single user."), GLOSSARY
    )
    loaded = claim_text(
        _claim("At full load on 64 GPUs, each user still gets 120 tokens/s per user."), GLOSSARY
    )
    assert "single-user decode speed" in alone["en"] and "单用户解码速度" in alone["zh"], alone
    assert "per-user decode speed" in loaded["en"] and "每用户解码速度" in loaded["zh"], loaded


def test_a_whole_machines_hourly_price_says_the_machine_and_the_hour_once() -> None:
    from pipeline.prose import claim_text

    claim = _claim(
        "In other words, a full 8x H200 node now costs $21.52 an hour on demand, "
        "against $31.12 last week."
    )
    text = claim_text(claim, GLOSSARY)
    assert "the price for a full 8x H200 node at $21.52 an hour" in text["en"], text
    assert "8 卡 H200 整机的价格为 21.52 美元/小时" in text["zh"], text
    # the chip count the node is named by is not said again in brackets
    assert "8 H200 GPUs" not in text["en"] and "8 张 H200" not in text["zh"], text


def test_a_subject_that_began_the_sources_sentence_is_said_in_small_letters_inside_ours() -> None:
    claims = story_claims(
        [make_article("Each Boxwell Chill bay holds 24 compartments.", owner="boxwell")], GLOSSARY
    )
    [bay] = [c for c in claims if c.figures]
    assert "for each Boxwell Chill bay at 24" in claim_text(bay, GLOSSARY)["en"]


def test_a_count_is_named_by_what_it_counts() -> None:
    from pipeline.prose import claim_measure

    lockers = _claim(
        "Boxwell handled 186 million parcels through its UK lockers in the year to October, "
        "up from 131 million a year before."
    )
    assert claim_measure(lockers, GLOSSARY).en == "number of parcels"
    assert "number of parcels" in claim_text(lockers, GLOSSARY)["en"]
    sites = _claim("Rival Lockbay said last week that it now runs 7,400 sites.")
    assert claim_measure(sites, GLOSSARY).en == "number of sites"


def test_a_chinese_count_is_named_by_its_noun_after_or_before_the_figure() -> None:
    from pipeline.prose import claim_measure

    bugs = _claim("深潮数据库团队花了 4 个月重写存储层，期间修复了 57 个 bug。")
    assert claim_measure(bugs, GLOSSARY).zh == "bug 数量"
    phones = _claim("回享科技第三季度平台回收手机 612 万台，同比增长 18.2%。")
    assert claim_measure(phones, GLOSSARY).zh == "手机数量"
    assert "手机数量为 612 万台" in claim_text(phones, GLOSSARY)["zh"]


def test_a_count_whose_sentence_names_no_noun_keeps_its_plain_name() -> None:
    from pipeline.prose import claim_measure

    # a version (`1.4 brings`) and a rate (`downloads a day`) name nothing counted
    for text in (
        "quartzjson 1.4 brings a rewritten structural indexer and a leaner DOM.",
        "Kestrel's app saw 2.1 million downloads a day in October.",
    ):
        counts = [
            c
            for c in story_claims([make_article(text, owner="kestrel")], GLOSSARY)
            if c.measure == "count"
        ]
        assert counts, text
        for claim in counts:
            assert claim_measure(claim, GLOSSARY) == GLOSSARY.measure("count", claim.quote)


def test_a_duration_in_two_units_reads_in_each_language() -> None:
    claim = _claim(
        "Our Marlow unit lasted 17 hours 40 minutes, 2 hours more than the 15 hours 40 minutes "
        "of its predecessor."
    )
    words = claim_text(claim, GLOSSARY)
    assert "at 17 hours 40 minutes, against 15 hours 40 minutes for its predecessor" in words["en"]
    assert "17 小时 40 分" in words["zh"] and "hours" not in words["zh"]


def test_a_move_since_the_quarters_end_is_not_quarter_on_quarter() -> None:
    stores = _claim("截至 9 月底，公司门店数量增至 2,036 家，较上季度末增加 148 家。")
    words = claim_text(stores, GLOSSARY)
    assert "148 higher than at the end of last quarter" in words["en"]
    assert "较上季度末" in words["zh"] and "环比" not in words["zh"]
    assert "门店数量的门店数" not in words["zh"]  # the company's, not `公司门店数量`'s
    revenue = _claim("公司三季度营收 20 亿元，较上季度增长 7.8%。")
    assert "7.8% higher quarter on quarter" in claim_text(revenue, GLOSSARY)["en"]


def test_a_profit_and_its_margin_read_as_the_profit_and_its_share_of_revenue() -> None:
    from pipeline.stories import story_claims as claims_of

    text = (
        "Analysts at Kell said Orsa reported third-quarter revenue of $4.2 billion. "
        "Orsa's operating profit was $630 million, an operating margin of 15%."
    )
    [margin] = [
        c
        for c in claims_of([make_article(text, owner="kell")], GLOSSARY)
        if c.comparison == "share-of"
    ]
    assert margin.measure == "operating-profit" and margin.subject["en"] == "Orsa"
    assert [k.ok for k in margin.checks] == [True]
    words = claim_text(margin, GLOSSARY)
    assert "the operating profit for Orsa at $630 million, 15% of the revenue" in words["en"]
    # the revenue may stand in the profit's own sentence
    [net] = [
        c
        for c in claims_of(
            [
                make_article(
                    "公司三季度营业收入 42 亿元，归母净利润 6.3 亿元，净利率 18%。", owner="huayue"
                )
            ],
            GLOSSARY,
        )
        if c.comparison == "share-of"
    ]
    assert net.measure == "net-profit" and [k.ok for k in net.checks] == [False]  # 15%, not 18%
    assert "净利润为 6.3 亿元，占收入（42 亿元）的 18%" in claim_text(net, GLOSSARY)["zh"]


def test_a_level_with_changes_on_the_month_and_the_year_reads_both_bases() -> None:
    [claim] = [
        c
        for c in story_claims(
            [
                make_article(
                    "The average used car was advertised at £16,840 in October, 2.1% less than "
                    "in September and 4.6% less than a year earlier.",
                    owner="carwright",
                )
            ],
            GLOSSARY,
        )
    ]
    assert [f.text for f in claim.figures] == ["£16,840", "2.1%", "4.6%"]
    words = claim_text(claim, GLOSSARY)
    assert "£16,840, 2.1% lower month on month and 4.6% lower year on year" in words["en"]
    assert "环比下降 2.1%，同比下降 4.6%" in words["zh"]
