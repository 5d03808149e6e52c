"""Stories → the edition: numbered references, bilingual text, the data JSON.

The edition dict is both what render reads and what `output/data/<date>.json`
holds, so readers of the JSON see exactly what the pages show.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence

from .records import Article, SourceStatus, Story, to_json

DISCLAIMER = {
    "zh": "本摘要由程序根据公开来源自动生成，未经人工编辑。文中数字均按来源原文陈述，并非本站核实的结论；"
    "引用或据此作出判断之前，请先查阅原始来源。",
    "en": "This digest was generated automatically from public sources, without human editing. "
    "Figures are given as the sources state them, not as verified by us; check the sources "
    "before relying on them.",
}
STATUS_TEXT = {
    "self-reported": {"en": "self-reported", "zh": "自述"},
    "corroborated": {"en": "corroborated", "zh": "已佐证"},
    "conflicting": {"en": "conflicting", "zh": "有冲突"},
}


def window(date: str, window_days: int) -> tuple[str, str]:
    """The first and last publication dates an edition covers (inclusive)."""
    last = dt.date.fromisoformat(date)
    return (last - dt.timedelta(days=window_days - 1)).isoformat(), last.isoformat()


def make_edition(
    date: str,
    stories: Sequence[Story],
    articles: Sequence[Article],
    statuses: Mapping[str, SourceStatus],
    source_ids: Sequence[str],
    site_title: str,
    *,
    health: Mapping[str, tuple[int, str | None]] | None = None,
    watched: Sequence[dict] = (),
) -> dict:
    """The edition as JSON-ready data, references numbered in story order."""
    by_id = {a.id: a for a in articles}
    numbers: dict[str, int] = {}
    for story in stories:
        for article_id in story.article_ids:
            numbers.setdefault(article_id, len(numbers) + 1)
    references = [
        {
            "n": n,
            "title": by_id[aid].title,
            "url": by_id[aid].url,
            "publisher": by_id[aid].publisher,
            "published": by_id[aid].published,
            "language": by_id[aid].language,
        }
        for aid, n in numbers.items()
    ]
    story_data = [_story(story, numbers, by_id) for story in stories]
    return {
        "edition": date,
        "site": site_title,
        "pages": {"zh": f"zh/{date}/index.html", "en": f"en/{date}/index.html"},
        "headline": story_data[0]["title"] if story_data else _empty_headline(date),
        "lede": _lede(story_data),
        "stories": story_data,
        "references": references,
        "disclaimer": DISCLAIMER,
        "sources": [
            _source(
                statuses.get(sid, SourceStatus(sid, "error", 0, "not fetched in any run")), health
            )
            for sid in source_ids
        ],
        "watched": list(watched),
    }


def _source(status: SourceStatus, health: Mapping[str, tuple[int, str | None]] | None) -> dict:
    streak, since = (health or {}).get(status.id, (0, None))
    return {**to_json(status), "consecutive_failures": streak, "failing_since": since}


def _empty_headline(date: str) -> dict[str, str]:
    return {"en": f"No new reports for {date}", "zh": f"{date}：暂无新报道"}


def _story(story: Story, numbers: Mapping[str, int], by_id: Mapping[str, Article]) -> dict:
    members = [by_id[a] for a in story.article_ids]
    facts = [
        {
            "text": f.text,
            "value": f.value,
            "low": f.low,
            "high": f.high,
            "unit": f.unit,
            "measure": f.measure,
            "quote": f.quote,
            "quote_language": f.quote_language,
            "reference": numbers[f.article_id],
            "also_in": sorted(numbers[a] for a in f.also_in),
            "status": f.status,
            "checks": [to_json(c) for c in f.checks],
        }
        for f in story.facts
    ]
    timeline = [
        {
            "date": e.date,
            "precision": e.precision,
            "text": e.text,
            "reference": numbers[e.article_id],
        }
        for e in story.timeline
    ]
    quotes = [
        {"quote": s["quote"], "language": s["language"], "reference": numbers[s["article_id"]]}
        for s in story.summary
    ]
    open_items = [
        {"quote": o["quote"], "language": o["language"], "reference": numbers[o["article_id"]]}
        for o in story.open_items
    ]
    return {
        "id": story.id,
        "title": story.title,
        "summary": _summary(members, facts),
        "key_sentences": quotes,
        "facts": facts,
        "timeline": timeline,
        "open": {"claims": _unconfirmed(facts, members, numbers), "gaps": open_items},
        "references": sorted(numbers[a] for a in story.article_ids),
    }


def _summary(members: Sequence[Article], facts: Sequence[dict]) -> dict[str, str]:
    dates = sorted(a.published for a in members if a.published)
    publishers = list(dict.fromkeys(a.publisher for a in members))
    owners = len({a.owner for a in members})
    self_reported = sum(1 for f in facts if f["status"] == "self-reported")
    corroborated = sum(1 for f in facts if f["status"] == "corroborated")
    conflicting = sum(1 for f in facts if f["status"] == "conflicting")
    checks = [c for f in facts for c in f["checks"] if c["kind"] == "arithmetic"]
    passed = sum(1 for c in checks if c["ok"])
    span_en = (
        f"between {dates[0]} and {dates[-1]}"
        if dates and dates[0] != dates[-1]
        else (f"on {dates[0]}" if dates else "recently")
    )
    span_zh = (
        f"{dates[0]} 至 {dates[-1]}"
        if dates and dates[0] != dates[-1]
        else (dates[0] if dates else "近期")
    )
    en = (
        f"{len(members)} report{'s' if len(members) != 1 else ''} from {owners} "
        f"publisher{'s' if owners != 1 else ''} "
        f"({', '.join(publishers)}) covered this story {span_en}. "
        f"Of its {len(facts)} figures, {self_reported} are self-reported, {corroborated} corroborated "
        f"by another publisher and {conflicting} conflicting; "
        + (
            f"{passed} of {len(checks)} stated calculations check out."
            if checks
            else "the sources state no calculations to check."
        )
    )
    zh = (
        f"{span_zh}，{owners} 家发布方（{'、'.join(publishers)}）共 {len(members)} 篇报道涉及此事。"
        f"涉及的 {len(facts)} 个数字中，{self_reported} 个为自述，{corroborated} 个得到其他发布方佐证，"
        f"{conflicting} 个存在冲突；"
        + (
            f"来源中 {len(checks)} 处计算有 {passed} 处经复核无误。"
            if checks
            else "来源中没有可复核的计算。"
        )
    )
    return {"en": en, "zh": zh}


MAX_UNCONFIRMED = 12


def _unconfirmed(
    facts: Sequence[dict], members: Sequence[Article], numbers: Mapping[str, int]
) -> dict:
    """Self-reported figures of the story's actors: owners that other reports name."""
    owners: dict[str, str] = {}
    by_number = {numbers[a.id]: a for a in members}
    named = _named_owners(members)
    figures: list[str] = []
    performance = ("tokens/s", "x", "%")
    ranked = sorted(
        facts,
        key=lambda f: (
            not f["also_in"],
            f["unit"] not in performance and "/" not in (f["unit"] or ""),
            f["reference"],
        ),
    )
    for fact in ranked:
        if fact["status"] != "self-reported" or not fact["unit"] or len(figures) >= MAX_UNCONFIRMED:
            continue
        article = by_number[fact["reference"]]
        if article.owner not in named:
            continue
        owners.setdefault(article.owner, article.publisher)
        figures.append(f"{fact['text']} [{fact['reference']}]")
    if not figures:
        return {}
    names = list(owners.values())
    return {
        "en": f"Reported only by their claimants ({', '.join(names)}), not independently reproduced: "
        + ", ".join(figures),
        "zh": f"仅由声称方（{'、'.join(names)}）自己发布、尚无独立复现的数字："
        + "、".join(figures),
    }


def _named_owners(members: Sequence[Article]) -> set[str]:
    """Owners whose name (owner id or publisher's first word) appears in another article."""
    named = set()
    for article in members:
        names = {article.owner.lower(), article.publisher.split()[0].lower()}
        for other in members:
            if other.owner != article.owner and any(n in other.text.lower() for n in names):
                named.add(article.owner)
                break
    return named


def _lede(stories: Sequence[dict]) -> dict[str, str]:
    if not stories:
        return {"en": "No reports in this edition's window.", "zh": "本期时间窗口内没有新报道。"}
    first = stories[0]
    more = len(stories) - 1
    checked = [
        f for f in first["facts"] if any(c["kind"] == "arithmetic" and c["ok"] for c in f["checks"])
    ]
    performance = ("tokens/s", "x", "%")
    ranked = sorted(
        first["facts"],
        key=lambda f: (
            f["unit"] not in performance and "/" not in (f["unit"] or ""),
            -(len(f["also_in"]) + (f in checked)),
            f["reference"],
        ),
    )
    top = [f for f in ranked if f["also_in"] or f in checked][:4]
    sources = len(first["references"])
    en = (
        f"{sources} report{'s' if sources != 1 else ''} "
        f"make{'s' if sources == 1 else ''} up this edition's lead story."
    )
    zh = f"本期头条综合了 {sources} 篇报道。"
    if top:
        en += (
            " Its key figures: "
            + "; ".join(
                f"{f['text']} ({f['measure']['en']}, {STATUS_TEXT[f['status']]['en']}"
                + (", arithmetic checked" if f in checked else "")
                + ")"
                for f in top
            )
            + "."
        )
        zh += (
            "关键数字："
            + "；".join(
                f"{f['text']}（{f['measure']['zh']}，{STATUS_TEXT[f['status']]['zh']}"
                + ("，计算已复核" if f in checked else "")
                + "）"
                for f in top
            )
            + "。"
        )
    if more:
        en += f" {more} more {'story' if more == 1 else 'stories'} below."
        zh += f"下文另有 {more} 条报道。"
    return {"en": en, "zh": zh}
