"""Interface strings of the site, in both languages, and date formatting."""

from __future__ import annotations

import datetime as dt

LANGUAGES = ("zh", "en")
HTML_LANG = {"zh": "zh-Hans", "en": "en"}
LANGUAGE_NAMES = {"zh": {"zh": "中文", "en": "英文"}, "en": {"zh": "Chinese", "en": "English"}}

STRINGS: dict[str, dict[str, str]] = {
    "edition": {"zh": "{date} 期", "en": "Edition of {date}"},
    "switch": {"zh": "English", "en": "中文"},
    "switch_label": {"zh": "Read this edition in English", "en": "阅读本期中文版"},
    "archive": {"zh": "往期", "en": "Archive"},
    "latest": {"zh": "最新一期", "en": "Latest edition"},
    "key_figures": {"zh": "关键数字", "en": "Key figures"},
    "figure": {"zh": "数字", "en": "Figure"},
    "measures": {"zh": "衡量的是", "en": "What it measures"},
    "standing": {"zh": "可信度", "en": "Standing"},
    "source": {"zh": "来源", "en": "Source"},
    "check_ok": {"zh": "计算已复核", "en": "arithmetic checked"},
    "check_failed": {"zh": "计算不符", "en": "arithmetic does not add up"},
    "timeline": {"zh": "时间线", "en": "Timeline"},
    "summary": {"zh": "概要", "en": "Summary"},
    "key_sentences": {"zh": "来源原话", "en": "In the sources' words"},
    "still_open": {"zh": "尚待明确", "en": "What is still open"},
    "references": {"zh": "参考来源", "en": "References"},
    "sources_health": {"zh": "来源抓取状况", "en": "Source health"},
    "status": {"zh": "状态", "en": "Status"},
    "items": {"zh": "条目", "en": "Items"},
    "disclaimer": {"zh": "AI 生成声明", "en": "AI disclaimer"},
    "quote_in": {"zh": "（{language}原文）", "en": "(in {language})"},
    "other_stories": {"zh": "其他报道", "en": "Other stories"},
    "feed": {"zh": "订阅（Atom）", "en": "Subscribe (Atom)"},
    "no_stories": {"zh": "本期没有报道。", "en": "No stories in this edition."},
    "also_in": {"zh": "另见", "en": "also in"},
    "published": {"zh": "发布于", "en": "published"},
    "choose": {"zh": "选择语言", "en": "Choose a language"},
    "failing_since": {"zh": "连续失败始于", "en": "Failing since"},
    "runs": {"zh": "连续 {n} 次", "en": "{n} runs"},
    "watched": {"zh": "关注页面的变化", "en": "Watched pages"},
    "not_checked": {"zh": "尚未检查", "en": "not checked yet"},
    "changed_on": {"zh": "{date} 检查时发现变化：", "en": "changed when checked on {date}:"},
    "unchanged": {"zh": "{date} 检查时没有变化", "en": "unchanged when checked on {date}"},
    "last_changed": {"zh": "上次变化于 {date}", "en": "last changed {date}"},
}
STATUS = {
    "self-reported": {"zh": "自述（仅声称方发布）", "en": "self-reported"},
    "corroborated": {"zh": "已获佐证", "en": "corroborated"},
    "conflicting": {"zh": "说法冲突", "en": "conflicting"},
}
SOURCE_STATUS = {
    "ok": {"zh": "正常", "en": "fetched"},
    "not-modified": {"zh": "未更新", "en": "not modified"},
    "error": {"zh": "失败", "en": "failed"},
}


def t(key: str, lang: str, **values: str) -> str:
    return STRINGS[key][lang].format(**values)


def format_date(iso: str | None, lang: str, precision: str = "day") -> str:
    """`2026-10-25` → `2026 年 10 月 25 日` / `25 October 2026`, cut to its precision."""
    if not iso:
        return ""
    parts = [int(p) for p in iso.split("-")]
    year, month, day = (parts + [1, 1])[:3]
    if precision == "year" or len(parts) == 1:
        return f"{year} 年" if lang == "zh" else str(year)
    if precision == "month" or len(parts) == 2:
        return (
            f"{year} 年 {month} 月" if lang == "zh" else dt.date(year, month, 1).strftime("%B %Y")
        )
    if lang == "zh":
        return f"{year} 年 {month} 月 {day} 日"
    return f"{day} {dt.date(year, month, 1).strftime('%B')} {year}"
