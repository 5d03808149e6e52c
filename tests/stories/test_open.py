"""What is still open: gaps merged across sources and languages, and how figures were measured."""

from __future__ import annotations

from pipeline.i18n import default_glossary
from pipeline.stories import build_stories

from .conftest import make_article


def story_of(*articles):
    [story] = build_stories(list(articles), "2026-10-25", default_glossary())
    return story


README = (
    "Quince\n\nQuince is Orchard Labs' scheduler for Pear-style engines.\n\n"
    "Not included in this release\n\n"
    "- The KV cache system. Our production cache is not part of this release.\n\n"
    "- Load balancing. Nothing spreads requests across instances yet.\n\n"
    "Roadmap\n\nMore kernels will land here."
)


def test_a_not_included_list_said_three_times_is_stated_once_citing_each_source() -> None:
    readme = make_article(README, owner="orchard", published="2026-10-20")
    press = make_article(
        "Orchard Labs has released Quince. The README lists two parts as not included in this "
        "release: the KV cache system and load balancing.",
        owner="press",
        published="2026-10-21",
    )
    chinese = make_article(
        "Orchard Labs 发布了 Quince。KV 缓存系统和负载均衡都没有包含在这次发布中。",
        owner="media",
        published="2026-10-22",
    )
    [gap] = [g for g in story_of(readme, press, chinese).gaps if g.kind == "not-included"]
    assert [i["en"] for i in gap.items] == ["KV cache system", "load balancing"]
    assert [i["zh"] for i in gap.items] == ["KV cache 系统", "负载均衡"]
    assert gap.article_id == readme.id and set(gap.also_in) == {press.id, chinese.id}


def test_a_source_that_did_not_rerun_its_rival_says_so_in_a_note() -> None:
    blog = make_article(
        "We did not re-run Pear. Its numbers were read from the charts in its README. "
        "Quince lands within 5% of Pear's published results.",
        owner="orchard",
        published="2026-10-22",
    )
    kinds = {(n.kind, n.object["en"]) for n in story_of(blog).notes}
    assert {("not-rerun", "Pear"), ("read-from-chart", "Pear")} <= kinds


def test_a_measure_a_company_did_not_disclose_is_open_once_in_both_languages() -> None:
    press = make_article(
        "Kestrel Cloud cut H200 prices by 31%. Kestrel did not say how the cut would affect its "
        "gross margin.",
        owner="cloudwire",
        published="2026-11-17",
    )
    chinese = make_article(
        "Kestrel Cloud 将 H200 价格下调 31%。不过 Kestrel 并未披露降价后的毛利率。",
        owner="suanli",
        published="2026-11-18",
    )
    [gap] = [g for g in story_of(press, chinese).gaps if g.kind == "not-disclosed"]
    assert gap.subject["en"] == "Kestrel"
    assert [(i["en"], i["zh"]) for i in gap.items] == [("gross margin", "毛利率")]
    assert gap.also_in == (chinese.id,)


def test_a_price_promised_for_later_is_open() -> None:
    post = make_article(
        "Kestrel Cloud 将 H200 价格下调 31%。华东地域的 B200 实例预计于 2027 年第一季度上线，"
        "届时将另行公布价格。",
        owner="kestrel",
        published="2026-11-16",
    )
    [gap] = [g for g in story_of(post).gaps if g.kind == "to-be-announced"]
    assert "B200" in gap.subject["en"] and "华东" in gap.subject["zh"]
    assert [(i["en"], i["zh"]) for i in gap.items] == [("price", "价格")]


def test_set_ups_that_differ_in_one_stage_say_which_stage() -> None:
    blog = make_article(
        "Quince lands within 5% of Pear's published decode results. For prefill, the setups "
        "differ too much for a number.",
        owner="orchard",
        published="2026-10-22",
    )
    [note] = [n for n in story_of(blog).notes if n.kind.startswith("setups-differ")]
    assert (note.kind, note.object["en"]) == ("setups-differ-stage", "prefill")
