"""Stories → the edition: numbered references, bilingual text, the data JSON.

The edition dict is both what render reads and what `output/data/<date>.json`
holds, so readers of the JSON see exactly what the pages show.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence

from .i18n import DISCLAIMER, STATUS, Glossary, default_glossary
from .prose import claim_text, figure_text
from .records import Article, Claim, SourceStatus, Story, to_json

MAX_KEY_CLAIMS = 8
_COMPARISONS = ("versus", "before-after", "share-of", "multiple-of", "within", "matches")


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
    glossary: Glossary | None = None,
) -> dict:
    """The edition as JSON-ready data, references numbered in story order."""
    glossary = glossary or default_glossary()
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
    story_data = [_story(story, numbers, by_id, glossary) for story in stories]
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


def _story(
    story: Story, numbers: Mapping[str, int], by_id: Mapping[str, Article], glossary: Glossary
) -> dict:
    members = [by_id[a] for a in story.article_ids]
    key = key_claims(story.claims)
    claims = [_claim(c, numbers, glossary, c.id in key) for c in story.claims]
    claims.sort(key=lambda c: (not c["key"],))
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
        "summary": _summary(members, claims),
        "key_sentences": quotes,
        "claims": claims,
        "timeline": timeline,
        "open": {"claims": _unconfirmed(claims, members, numbers), "gaps": open_items},
        "references": sorted(numbers[a] for a in story.article_ids),
    }


def key_claims(claims: Sequence[Claim]) -> set[str]:
    """The claims that carry the story (../shared/CLAIMS.md): comparisons and before/after
    results, claims several sources state, checked or failed arithmetic, disputes; a
    set-up is never key. At most MAX_KEY_CLAIMS, the strongest first."""

    def weight(c: Claim) -> tuple[int, ...]:
        return (
            -int(c.status == "conflicting"),
            -int(bool(c.checks)),
            -int(c.comparison in _COMPARISONS),
            -len(c.also_in),
            -len(c.conditions),
        )

    candidates = [
        c
        for c in claims
        if c.comparison != "setup"
        and (c.comparison in _COMPARISONS or c.also_in or c.checks or c.status != "self-reported")
    ]
    return {c.id for c in sorted(candidates, key=weight)[:MAX_KEY_CLAIMS]}


def _claim(c: Claim, numbers: Mapping[str, int], glossary: Glossary, key: bool) -> dict:
    """A claim as the edition JSON holds it (the fields of ../shared/CLAIMS.md)."""
    measure = glossary.measure(c.measure)
    return {
        "id": c.id,
        "figures": [
            {
                "text": f.text,
                "value": f.value,
                "low": f.low,
                "high": f.high,
                "unit": f.unit,
                "role": f.role,
                "shown": {lang: figure_text(f, lang) for lang in ("en", "zh")},
            }
            for f in c.figures
        ],
        "subject": c.subject,
        "claimant": c.claimant,
        "measure": {"key": c.measure, "en": measure.en, "zh": measure.zh},
        "conditions": [to_json(cond) for cond in c.conditions],
        "comparison": {"kind": c.comparison, "against": c.against},
        "text": claim_text(c, glossary),
        "quote": c.quote,
        "quote_language": c.quote_language,
        "reference": numbers[c.article_id],
        "also_in": sorted(numbers[a] for a in c.also_in),
        "status": c.status,
        "basis": c.basis,
        "checks": [to_json(k) for k in c.checks],
        "conflicts": [
            {"figures": x.figures, "reference": numbers[x.article_id], "claim": x.claim_id}
            for x in c.conflicts
        ],
        "key": key,
    }


def _summary(members: Sequence[Article], claims: Sequence[dict]) -> dict[str, str]:
    dates = sorted(a.published for a in members if a.published)
    publishers = list(dict.fromkeys(a.publisher for a in members))
    owners = len({a.owner for a in members})
    facts = [c for c in claims if c["figures"]]
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
        f"Of its {len(facts)} claims with figures, {self_reported} are self-reported, {corroborated} corroborated "
        f"by another publisher and {conflicting} conflicting; "
        + (
            f"{passed} of {len(checks)} stated calculations check out."
            if checks
            else "the sources state no calculations to check."
        )
    )
    zh = (
        f"{span_zh}，{owners} 家发布方（{'、'.join(publishers)}）共 {len(members)} 篇报道涉及此事。"
        f"涉及的 {len(facts)} 项带数字的说法中，{self_reported} 个为自述，{corroborated} 个得到其他发布方佐证，"
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
    claims: Sequence[dict], members: Sequence[Article], numbers: Mapping[str, int]
) -> dict:
    """Key claims of the story's actors that only their claimants state."""
    figures = [c for c in claims if c["key"] and c["status"] == "self-reported" and c["figures"]][
        :MAX_UNCONFIRMED
    ]
    if not figures:
        return {}
    names = list(dict.fromkeys(c["claimant"]["en"] for c in figures))
    names_zh = list(dict.fromkeys(c["claimant"]["zh"] for c in figures))
    return {
        "en": f"Reported only by their claimants ({', '.join(names)}), not independently reproduced: "
        + ", ".join(f"{c['figures'][0]['shown']['en']} [{c['reference']}]" for c in figures),
        "zh": f"仅由声称方（{'、'.join(names_zh)}）自己发布、尚无独立复现的数字："
        + "、".join(f"{c['figures'][0]['shown']['zh']} [{c['reference']}]" for c in figures),
    }


def _lede(stories: Sequence[dict]) -> dict[str, str]:
    if not stories:
        return {"en": "No reports in this edition's window.", "zh": "本期时间窗口内没有新报道。"}
    first = stories[0]
    more = len(stories) - 1
    top = [c for c in first["claims"] if c["key"]][:2]
    sources = len(first["references"])
    en = (
        f"{sources} report{'s' if sources != 1 else ''} "
        f"make{'s' if sources == 1 else ''} up this edition's lead story."
    )
    zh = f"本期头条综合了 {sources} 篇报道。"
    for c in top:
        en += " " + c["text"]["en"] + f" ({STATUS[c['status']]['en']})"
        zh += c["text"]["zh"].rstrip("。") + f"（{STATUS[c['status']]['zh']}）。"
    if more:
        en += f" {more} more {'story' if more == 1 else 'stories'} below."
        zh += f"下文另有 {more} 条报道。"
    return {"en": en, "zh": zh}
