"""Names: the proper names of an article, read line by line with what stands around a line."""

from __future__ import annotations

from pipeline.stories.names import Lexicon, romanised


def test_a_sentence_start_is_a_name_by_what_follows_it_across_the_line() -> None:
    # `Fernwick` opens its line, and the version after the line break names it
    lexicon = Lexicon("Results\nFernwick\n1.2 delivers twice the speed.\nTested on one card.")
    assert "Fernwick" in lexicon.proper
    assert "Results" not in lexicon.proper and "Tested" not in lexicon.proper


def test_a_word_that_opens_two_sentences_is_a_name_wherever_the_lines_break() -> None:
    lexicon = Lexicon("Halden cut prices this week.\nHalden said more would follow, halving costs.")
    assert "Halden" in lexicon.proper
    assert Lexicon("Halden cut prices this week.").proper == set()


def test_a_run_of_names_goes_on_across_a_line_break_but_not_across_a_mark() -> None:
    # a long text is read in parts that end at a line ending in a mark: the same runs
    lexicon = Lexicon("Meridian S Pro ships today.\nMarlow Slate leads with Meridian\nS Pro next.")
    assert lexicon.names(
        "Meridian S Pro ships today.\nMarlow Slate leads with Meridian\nS Pro"
    ) == (
        "Meridian S Pro",
        "Marlow Slate",
        "Meridian S Pro",
    )


def test_a_month_or_a_weekday_is_never_a_name() -> None:
    from pipeline.stories.names import proper_names

    names = proper_names("From Friday, March 14, Halyard Compute lowers its prices")
    assert names == ("Halyard Compute",)


def test_a_name_said_short_takes_the_chinese_of_the_one_full_name() -> None:
    from pipeline.i18n import default_glossary
    from pipeline.stories.names import bilingual

    glossary = default_glossary().with_names([("Halyard Compute", "哈利亚德算力")])
    assert bilingual("Halyard", glossary)["zh"] == "哈利亚德算力"
    assert bilingual("Halyard Compute's A100 fleet", glossary)["zh"] == "哈利亚德算力的 A100"


def test_an_address_does_not_make_a_name_a_common_word() -> None:
    text = "Harrowind wins an order.\nHarrowind said more would follow.\nContact press@harrowind.example"
    assert "Harrowind" in Lexicon(text).proper


def test_a_chinese_name_no_source_gives_in_english_is_written_in_pinyin() -> None:
    # two characters a word; a Latin part stays as written; a lone last character joins
    assert romanised("海岚能源") == "Hailan Nengyuan"
    assert romanised("AI 科技前线") == "AI Keji Qianxian"
    assert romanised("重庆云") == "Chongqingyun"
    assert romanised("绿能") == "Lüneng"


def test_a_public_body_or_a_kind_of_organisation_is_said_in_english_its_own_name_in_pinyin() -> (
    None
):
    assert romanised("国家能源局") == "National Energy Administration"
    assert (
        romanised("青溪省发展和改革委员会") == "Qingxi Provincial Development and Reform Commission"
    )
    assert romanised("上海市统计局") == "Shanghai Municipal Statistics Bureau"
    assert romanised("国网青溪省电力公司") == "State Grid Qingxi Electric Power Company"
    assert romanised("澜川水电股份有限公司") == "Lanchuan Shuidian Co., Ltd."
    assert romanised("青溪日报") == "Qingxi Daily"
    assert romanised("青溪省") == "Qingxi Province"
    assert romanised("河湾市公共资源交易中心") == "Hewan Municipal Public Resources Trading Center"


def test_a_phrase_with_of_inside_is_put_in_chinese_whole_when_the_glossary_has_it() -> None:
    from pipeline.i18n import default_glossary
    from pipeline.stories.names import bilingual

    # `of` splits `the speed of Fernwick` into whose speed, but not `falling out of step`
    assert bilingual("ranks falling out of step", default_glossary())["zh"] == "各 rank 步调不一致"
