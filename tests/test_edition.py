"""The edition: full stories and briefs, what it leads with, and one check across languages."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pipeline.config import parse_config
from pipeline.edition import (
    LanguageMismatch,
    check_languages,
    make_edition,
    reference_title,
    source_names,
)
from pipeline.i18n import default_glossary
from pipeline.records import SourceStatus
from pipeline.stories import build_stories, with_source_names

from .stories.conftest import make_article

GLOSSARY = default_glossary()


def edition_of(*articles, **options):
    glossary = with_source_names(GLOSSARY, articles)
    stories = build_stories(list(articles), "2026-10-25", glossary)
    owners = sorted({a.owner for a in articles})
    statuses = {o: SourceStatus(o, "ok", 1) for o in owners}
    return make_edition(
        "2026-10-25",
        stories,
        list(articles),
        statuses,
        owners,
        "Test Digest",
        glossary=glossary,
        **options,
    )


LAUNCH = "Orchard Labs released Quince 2 on October 21. Quince 2 reaches 4,100 tokens/s per GPU on 8 H200 GPUs."
REPORT = "Quince 2, released by Orchard Labs on October 21, reaches 4,100 tokens/s per GPU, according to Orchard Labs."


def test_a_story_two_owners_tell_is_a_full_story_and_a_lone_item_a_brief() -> None:
    edition = edition_of(
        make_article(LAUNCH, owner="orchard", title="Quince 2 is out"),
        make_article(REPORT, owner="press", title="Orchard ships Quince 2"),
        make_article("Plumtree's new cell stores 210 Wh/kg, up from 180 Wh/kg.", owner="plumtree"),
    )
    assert len(edition["stories"]) == 1 and len(edition["briefs"]) == 1
    assert "210 Wh/kg" in edition["briefs"][0]["text"]["en"]
    assert "Quince 2" in edition["headline"]["en"] and "Quince 2" in edition["headline"]["zh"]


def test_hiring_posts_and_calls_for_papers_are_never_stories() -> None:
    hiring = make_article(
        "Hiring: two kernel engineers. We are looking for two kernel engineers to speed up Quince 2, "
        "which reaches 4,100 tokens/s per GPU.",
        owner="orchard",
        title="Hiring: two kernel engineers",
    )
    cfp = make_article(
        "Call for papers: the Quince 2 workshop. Submissions on Quince 2 at 4,100 tokens/s welcome.",
        owner="press",
        title="Call for papers",
    )
    edition = edition_of(hiring, cfp)
    assert edition["stories"] == [] and edition["briefs"] == []
    assert edition["references"] == []


def test_a_hiring_post_that_shares_a_storys_names_joins_no_story() -> None:
    hiring = make_article(
        "Hiring: GPU fleet engineers. Orchard Labs released Quince 2 on October 21 and is "
        "hiring 24 engineers in Columbus to run it on 8 H200 GPUs at 4,100 tokens/s per GPU. "
        "Apply by December 1.",
        owner="orchard-jobs",
        title="Hiring: GPU fleet engineers",
    )
    edition = edition_of(
        make_article(LAUNCH, owner="orchard", title="Quince 2 is out"),
        make_article(REPORT, owner="press", title="Orchard ships Quince 2"),
        hiring,
    )
    [story] = edition["stories"]
    cited = {r["url"] for r in edition["references"]}
    assert hiring.url not in cited
    assert all("Columbus" not in c["text"]["en"] for c in story["claims"])


def test_a_brief_says_what_happened_before_its_figure() -> None:
    plant = make_article(
        "Ferrow Batteries has started production at its sodium-ion battery plant in Lyon, the "
        "company said on Thursday. The plant has an annual capacity of 9 GWh in its first "
        "phase, according to the company.",
        owner="press",
        published="2026-10-22",
    )
    [brief] = edition_of(plant)["briefs"]
    assert brief["text"]["en"].startswith(
        "On 22 October 2026, Ferrow Batteries started production at its sodium-ion battery "
        "plant. Ferrow Batteries reports "
    )
    assert brief["text"]["zh"].startswith(
        "2026 年 10 月 22 日，Ferrow Batteries 的钠离子电池工厂投产。Ferrow Batteries 称，"
    )
    assert "9 GWh" in brief["text"]["en"] and "9 GWh" in brief["text"]["zh"]


def test_a_brief_carries_its_claims_checks_and_a_wrong_rate_is_flagged() -> None:
    notice = make_article(
        "河湾市路灯改造项目中标候选人公示\n\n本项目招标控制价为 4,286.00 万元（含税）。\n\n"
        "第一中标候选人：鑫源电气集团有限公司，投标报价 3,805.00 万元，下浮率 12.2%。",
        owner="hwggzy",
        published="2026-10-22",
    )
    [brief] = edition_of(notice)["briefs"]
    assert "12.2%" in brief["text"]["zh"]
    assert [(k["ok"], k["detail"]) for k in brief["checks"]] == [
        (False, "38050000/42860000 = 0.888 → −11.2% ≠ 12.2%")
    ]


def test_a_price_said_before_a_named_company_cut_its_prices_says_so() -> None:
    analyst = make_article(
        "H100 on-demand: Aster Cloud charges $2.10 per GPU-hour against $2.40 for Pellam "
        "Cloud, so Aster is 12.5% cheaper.",
        owner="analyst",
        published="2026-10-20",
    )
    cut = make_article(
        "Pellam Cloud cuts H100 prices on October 22: from October 23, H100 on-demand costs "
        "$2.05 per GPU-hour, down from $2.40.",
        owner="pellam",
        published="2026-10-22",
    )
    [story] = edition_of(analyst, cut)["stories"]
    texts = [c["text"] for c in story["claims"]]
    before = next(t for t in texts if "Aster" in t["en"])
    assert before["en"].endswith(
        "Said on 20 October 2026, before Pellam Cloud announced lower H100 prices on 22 "
        "October 2026."
    )
    assert before["zh"].endswith(
        "此说法发表于 2026 年 10 月 20 日，早于 2026 年 10 月 22 日 Pellam Cloud 宣布下调 H100 价格。"
    )
    # the cut itself stands as it is
    [after] = [t for t in texts if "$2.05" in t["en"]]
    assert "Said on" not in after["en"] and "此说法" not in after["zh"]


def test_an_off_topic_item_is_a_brief_even_with_two_sources() -> None:
    a = make_article(
        "Plumtree's plant will make 12 GWh a year of sodium-ion cells.", owner="plumtree"
    )
    b = make_article(
        "Plumtree says its plant will make 12 GWh a year of sodium-ion cells.", owner="press"
    )
    edition = edition_of(a, b, topic=("inference", "GPU", "推理"))
    assert edition["stories"] == [] and len(edition["briefs"]) == 1


def test_a_page_dated_by_its_first_fetch_says_so_in_both_languages() -> None:
    article = make_article(LAUNCH, owner="orchard")
    edition = edition_of(article, min_sources=1, first_seen=frozenset({article.id}))
    [reference] = edition["references"]
    assert reference["date_note"] == {
        "en": "first seen 24 October 2026",
        "zh": "首次见于 2026 年 10 月 24 日",
    }


def test_a_claim_missing_a_figure_in_one_language_fails_the_build_naming_it() -> None:
    edition = edition_of(make_article(LAUNCH, owner="orchard"), make_article(REPORT, owner="press"))
    claim = edition["stories"][0]["claims"][0]
    claim["text"]["zh"] = "Orchard Labs 称，Quince 2 很快。"
    with pytest.raises(LanguageMismatch, match=claim["id"]):
        check_languages(edition)


def test_a_chinese_name_reads_in_english_with_the_english_name_a_source_gives() -> None:
    from pipeline.render.prose import PageProse

    edition = edition_of(
        make_article(
            "云岫算力（Yunxiu Compute）10 月 21 日发布 Quince 2 推理服务。"
            "云岫算力称，Quince 2 在 8 张 H200 上单卡吞吐达到 4,100 tokens/s。",
            owner="yunxiu",
            publisher="云岫算力",
            title="云岫算力发布 Quince 2",
        ),
        make_article(
            "Yunxiu Compute said on October 21 that Quince 2 reaches 4,100 tokens/s per GPU.",
            owner="press",
            title="Yunxiu Compute ships Quince 2",
        ),
    )
    english = [c["text"]["en"] for s in edition["stories"] for c in s["claims"]]
    assert english and all("云岫" not in t for t in english), english
    assert any("Yunxiu Compute" in t for t in english), english
    assert edition["names"] == [{"en": "Yunxiu Compute", "zh": "云岫算力"}]
    prose = PageProse("en", GLOSSARY, edition["names"])
    first, again = str(prose(english[0])), str(prose(english[0]))
    assert 'Yunxiu Compute (<span lang="zh-Hans">云岫算力</span>)' in first
    assert "云岫算力" not in again


def test_a_conflicting_figure_is_shown_in_each_pages_own_writing() -> None:
    launch = make_article(
        "Kestrel Cloud's B200 on-demand instances cost $4.49 per GPU-hour from November 18.",
        owner="kestrel",
        title="Kestrel Cloud lowers B200 prices",
    )
    readme = make_article(
        "青隼云 Kestrel Cloud 的 B200 按需实例价格为每 GPU 小时 4.59 美元。",
        owner="kestrel",
        title="Kestrel Cloud 价格表",
        url="https://github.example/kestrel/pricing",
    )
    edition = edition_of(launch, readme, min_sources=1)
    [claim] = [
        c for s in edition["stories"] for c in s["claims"] if c["figures"][0]["value"] == 4.49
    ]
    [conflict] = claim["conflicts"]
    assert conflict["shown"]["en"] == "$4.59 per GPU-hour"
    assert "美元" in conflict["shown"]["zh"] and "$" not in conflict["shown"]["zh"]


def test_a_figure_restated_beside_its_own_comparison_is_key_once() -> None:
    # the launch post states 9,300 and then sets it against the last release; the report
    # repeats the bare 9,300: the page leads with the comparison, not the figure twice
    launch = make_article(
        "Orchard Labs released Quince 3 on October 21. On one rack, Quince 3 serves 9,300 "
        "tokens/s per GPU. The 9,300 tokens/s per GPU is 3.1 times the single-node result "
        "of Quince 2.",
        owner="orchard",
        title="Quince 3 is out",
    )
    report = make_article(
        "Quince 3, released by Orchard Labs on October 21, serves 9,300 tokens/s per GPU on "
        "one rack, according to Orchard Labs.",
        owner="press",
        title="Orchard ships Quince 3",
    )
    [story] = edition_of(launch, report)["stories"]
    key = [c for c in story["claims"] if c["key"]]
    with_figure = [c for c in key if any(f["text"] == "9,300 tokens/s" for f in c["figures"])]
    assert len(with_figure) == 1, [c["text"]["en"] for c in key]
    assert any(f["role"] == "change" for f in with_figure[0]["figures"])
    # the bare figure stays on the page, one step away, with the report that repeats it
    assert any(c["also_in"] and not c["key"] for c in story["claims"])


def test_the_headlines_claim_leads_the_key_claims_not_the_first_figure_said() -> None:
    blog = make_article(
        "Fenwick 3 on long prompts\n\n"
        "Fenwick 3 serves each user at 212 tokens/s at P90 on the Larch benchmark. "
        "On 16 H200 GPUs, Fenwick 3 lands within 4% of Sorrel's published results at every "
        "batch size we measured.",
        owner="fenwick",
        title="Fenwick 3 on long prompts",
    )
    press = make_article(
        "Fenwick says its new engine serves each user at 212 tokens/s at P90 on the Larch "
        "benchmark, a figure nobody else has reproduced.",
        owner="press",
        title="Fenwick 3 is fast, Fenwick says",
    )
    edition = edition_of(blog, press)
    [story] = edition["stories"]
    key = [c for c in story["claims"] if c["key"]]
    assert [f["text"] for f in key[0]["figures"]] == ["4%"], [c["text"]["en"] for c in key]
    assert any("212" in c["text"]["en"] for c in story["claims"][1:])


# --- a source's name and a reference's title on each page -------------------------------------

SOURCES = """\
site:
  title: {en: GPU Cloud Digest, zh: GPU 云算力周报}
  base_url: https://digest.example/
sources:
  - {id: kestrel-blog, kind: feed, url: 'https://kestrel.example/feed.xml', name: Kestrel Cloud Blog, owner: kestrel}
  - {id: kestrel-wechat, kind: page, url: 'https://mp.example/k.html', name: 青隼云微信公众号, owner: kestrel}
  - {id: suanli, kind: feed, url: 'https://suanli.example/feed.xml', name: 算力观察, owner: suanli}
  - {id: jike, kind: page, url: 'https://jike.example/a.html', name: {en: Jike Caijing, zh: 极客财经}}
  - {id: wire, kind: feed, url: 'https://wire.example/feed.xml', name: {en: CloudWire}, language: zh}
  - {id: bare, kind: feed, url: 'https://bare.example/feed.xml'}
"""


def test_each_page_names_a_source_in_its_own_language_and_reads_alone() -> None:
    """The English page holds no Chinese outside brackets: a Chinese name with no English
    one follows words that say whose source it is, or what it is; the Chinese page shows an
    English name as it is."""
    names = source_names(parse_config(SOURCES).sources)

    assert names["kestrel-blog"] == {"en": "Kestrel Cloud Blog", "zh": "Kestrel Cloud Blog"}
    # its owner's English name is what its blog is called, without the channel
    assert names["kestrel-wechat"] == {
        "en": "Kestrel Cloud's Chinese channel (青隼云微信公众号)",
        "zh": "青隼云微信公众号",
    }
    assert names["suanli"] == {"en": "a Chinese-language source (算力观察)", "zh": "算力观察"}
    assert names["jike"] == {"en": "Jike Caijing", "zh": "极客财经"}
    assert names["wire"] == {"en": "CloudWire", "zh": "CloudWire"}
    assert names["bare"] == {"en": "bare", "zh": "bare"}
    start = source_names(parse_config(SOURCES).sources, start=True)
    assert start["suanli"]["en"] == "A Chinese-language source (算力观察)"


def test_references_name_title_and_publisher_as_each_page_shows_them() -> None:
    """A title in Chinese stays whole on the English page, in brackets after words saying
    it is an article in Chinese; the reference keeps what the source itself wrote."""
    config = parse_config(SOURCES)
    text = (
        "青隼云 10 月 21 日下调 H200 按需价格。青隼云称，H200 按需价格降至每 GPU 小时 2.69 美元。"
    )
    article = replace(
        make_article(text, owner="suanli", title="青隼云下调 H200 按需价格"),
        publisher=config.source("suanli").publisher,
    )
    edition = make_edition(
        "2026-10-25",
        build_stories([article], "2026-10-25", GLOSSARY),
        [article],
        {},
        ["suanli"],
        config.site.title,
        sources=config.sources,
        min_sources=1,
    )

    [reference] = edition["references"]
    assert reference["title_shown"] == {
        "en": "Article in Chinese (青隼云下调 H200 按需价格)",
        "zh": "青隼云下调 H200 按需价格",
    }
    assert reference["source"] == {"en": "a Chinese-language source (算力观察)", "zh": "算力观察"}
    assert (reference["title"], reference["publisher"]) == ("青隼云下调 H200 按需价格", "算力观察")
    assert edition["site"] == {"en": "GPU Cloud Digest", "zh": "GPU 云算力周报"}


def test_an_english_title_is_shown_as_it_is_on_both_pages() -> None:
    assert reference_title("Kestrel Cloud pricing") == {
        "en": "Kestrel Cloud pricing",
        "zh": "Kestrel Cloud pricing",
    }
