"""The page's own prose: terms glossed once per page, in each page's language."""

from __future__ import annotations

from pipeline.i18n import default_glossary
from pipeline.render.prose import PageProse


def test_an_english_term_is_glossed_on_its_first_mention_only() -> None:
    prose = PageProse("en", default_glossary())
    first = str(prose("Wide EP with EPLB raised the load-balance ratio."))
    again = str(prose("EPLB helped again."))
    assert "EPLB (expert-parallel load balancing) raised" in first
    assert again == "EPLB helped again."


def test_inside_a_parenthesis_the_english_gloss_takes_square_brackets() -> None:
    prose = PageProse("en", default_glossary())
    text = str(prose("It lands within 6% (GB200; DEP32; nextn=3)."))
    assert "DEP32 [attention data parallelism plus expert parallelism]" in text
    assert "nextn=3 [tokens drafted per step in speculative decoding])" in text


def test_a_term_that_begins_a_longer_name_is_glossed_after_the_name() -> None:
    prose = PageProse("en", default_glossary())
    text = str(prose("Not included: KV cache system and load balancing."))
    assert "KV cache system (KV cache: the attention keys and values kept for reuse)" in text


def test_a_term_english_readers_know_gets_no_gloss_on_the_english_page() -> None:
    prose = PageProse("en", default_glossary())
    assert str(prose("An on-demand rate of $2.90.")) == "An on-demand rate of $2.90."
    zh = PageProse("zh", default_glossary())
    assert "按需（按实际使用时长计费、不承诺用量）" in str(zh("按需价格为 2.90 美元。"))


def test_a_chinese_gloss_follows_a_setting_s_value() -> None:
    prose = PageProse("zh", default_glossary())
    assert "nextn=3（投机解码每步草拟的 token 数），" in str(prose("设 nextn=3，GB200 上。"))


def test_inside_a_parenthesis_the_chinese_gloss_takes_square_brackets() -> None:
    prose = PageProse("zh", default_glossary())
    text = str(prose("相差在 6% 以内（GB200；DEP32；nextn=3）。"))
    assert "DEP32［注意力数据并行加专家并行］；" in text
    assert "nextn=3［投机解码每步草拟的 token 数］）" in text
    assert "（（" not in text and "））" not in text


def test_a_text_that_explains_a_term_itself_gets_no_second_gloss() -> None:
    prose = PageProse("zh", default_glossary())
    assert str(prose("按 TCO（总拥有成本）模型计算。")).count("总拥有成本") == 1
