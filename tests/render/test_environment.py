"""The Jinja environment's helpers: descriptions cut to length, links kept to http(s)."""

from __future__ import annotations

from pipeline.render.environment import clip, safe_url


def test_clip_leaves_a_short_text_whole_on_one_line():
    assert clip("  Two reports\n make   the story. ", 160) == "Two reports make the story."


def test_clip_cuts_english_at_a_word_with_an_ellipsis():
    text = "vLLM reports per-GPU throughput of 954K tokens/s on a GB300 NVL72 rack"
    assert clip(text, 40) == "vLLM reports per-GPU throughput of…"
    assert len(clip(text, 40)) <= 40


def test_clip_cuts_chinese_at_the_limit_but_keeps_a_latin_name_whole():
    assert clip("本期头条综合了六篇报道，其中两篇来自同一家机构。", 10) == "本期头条综合了六篇…"
    assert clip("本期头条综合了 6 篇报道。vLLM 称已追平", 20) == "本期头条综合了 6 篇报道。vLLM…"


def test_clip_drops_a_dangling_comma_before_the_ellipsis():
    assert clip("First part, second part and more words", 12) == "First part…"


def test_safe_url_keeps_only_http_links():
    assert safe_url("https://one.example/a") == "https://one.example/a"
    assert safe_url("javascript:alert(1)") == "#"
    assert safe_url(None) == "#"
