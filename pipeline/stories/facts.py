"""Facts: the figures of a story, each with its sentence, source and standing.

Standing, by the issue's rules:
- conflicting: another owner states a different value for the same claim;
- corroborated: an owner other than the first states the same value as its
  own finding (not attributed to someone else);
- self-reported: otherwise.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..extractors.text import sentence_spans
from ..records import Article, Check, Fact, Quantity
from .checks import check_sentence
from .grouping import entities

# A sentence that reports someone else's claim: "vLLM says", "据 vLLM 称".
_ATTRIBUTION = re.compile(
    r"\b(?:according to|says?|said|claims?|claimed|reports?|reported|announced|states?|stated"
    r"|per (?:the|its|their)|cited|quoted)\b|据|称|表示|宣称|声称|介绍|援引|报道",
    re.I,
)


@dataclass(frozen=True)
class Mention:
    """One quantity as stated in one article's sentence."""

    article: Article
    quantity: Quantity
    sentence: str
    attributed: bool
    checks: tuple[Check, ...]


def mentions(article: Article) -> list[Mention]:
    """Every quantity that matters in `article`, with its sentence and checks."""
    spans = sentence_spans(article.text)
    found: list[Mention] = []
    for start, end in spans:
        inside = [q for q in article.quantities if start <= q.start < end]
        if not inside:
            continue
        sentence = article.text[start:end]
        local = [replace(q, start=q.start - start, end=q.end - start) for q in inside]
        stated = {(c.result.start, c.result.end): c.check for c in check_sentence(sentence, local)}
        attributed = bool(_ATTRIBUTION.search(sentence))
        for original, q in zip(inside, local, strict=True):
            if not _matters(q):
                continue
            checks = (stated[(q.start, q.end)],) if (q.start, q.end) in stated else ()
            found.append(Mention(article, original, sentence, attributed, checks))
    return found


def _matters(q: Quantity) -> bool:
    """Small bare counts (`nextn=3`, `4`) are settings, not figures a reader needs."""
    if q.value is None:
        return True
    return bool(q.unit) or not float(q.value).is_integer() or abs(q.value) >= 10


def key(q: Quantity) -> tuple[object, ...]:
    return (q.value, q.low, q.high, q.unit if q.unit not in (None, "") else None)


def build_facts(articles: Sequence[Article]) -> tuple[Fact, ...]:
    """One fact per distinct figure, first stated by its earliest own-finding source."""
    order = {a.id: i for i, a in enumerate(articles)}
    grouped: dict[tuple[object, ...], list[Mention]] = {}
    for article in articles:
        for mention in mentions(article):
            grouped.setdefault(_loose_key(mention.quantity, grouped), []).append(mention)
    facts: list[Fact] = []
    for group in grouped.values():
        group.sort(key=lambda m: (m.attributed, order[m.article.id], m.quantity.start))
        first = group[0]
        own = {m.article.owner for m in group if not m.attributed and _same_claim(first, m)}
        status = "corroborated" if len(own) >= 2 else "self-reported"
        others = []
        for m in group[1:]:
            if m.article.id != first.article.id and m.article.id not in others:
                others.append(m.article.id)
        checks: list[Check] = []
        for m in group:
            for check in m.checks:
                if check not in checks:
                    checks.append(check)
        q = first.quantity
        facts.append(
            Fact(
                text=q.text,
                value=q.value,
                low=q.low,
                high=q.high,
                unit=q.unit or None,
                quote=first.sentence,
                quote_language=first.article.language,
                article_id=first.article.id,
                also_in=tuple(others),
                status=status,  # type: ignore[arg-type]
                checks=tuple(checks),
                measure=measure(q, _around(first)),
            )
        )
    return tuple(_mark_conflicts(facts, grouped))


def _around(m: Mention) -> str:
    """The words next to a figure, which say what it measures better than its whole sentence."""
    text = m.article.text
    return text[max(0, m.quantity.start - 40) : m.quantity.end + 25]


def _same_claim(first: Mention, other: Mention) -> bool:
    """Whether `other` states the figure of `first`, not just the same number.

    A specific figure (three or more significant digits, like 131,072) is the
    same claim wherever it appears; a common one (4 GPUs, 6%) only when the
    two sentences also name something in common.
    """
    if other is first or _significant_digits(first.quantity.text) >= 3:
        return True
    return bool(entities(first.sentence) & entities(other.sentence))


def _significant_digits(written: str) -> int:
    match = re.search(r"\d[\d,]*(?:\.\d+)?", written)
    if not match:
        return 0
    digits = match.group().replace(",", "")
    if "." in digits:
        return len(digits.replace(".", "").lstrip("0"))
    return len(digits.strip("0") or "0")


def _loose_key(q: Quantity, seen: dict[tuple[object, ...], list[Mention]]) -> tuple[object, ...]:
    """A unitless `141K` joins `141K tokens/s` stated elsewhere."""
    exact = key(q)
    if exact in seen or exact[3] is not None:
        return exact
    for other in seen:
        if other[:3] == exact[:3]:
            return other
    return exact


def _mark_conflicts(
    facts: list[Fact], grouped: dict[tuple[object, ...], list[Mention]]
) -> list[Fact]:
    """Same unit, same subject and measure, different owners, different values."""
    signatures = [
        sorted({(m.article.owner, _signature(m)) for m in group if not m.attributed}, key=str)
        for group in grouped.values()
    ]
    result = list(facts)
    for i, j in itertools.combinations(range(len(facts)), 2):
        a, b = facts[i], facts[j]
        if a.unit is None or a.unit != b.unit or a.value is None or b.value is None:
            continue
        shared = next(
            (
                sig_a
                for owner_a, sig_a in signatures[i]
                for owner_b, sig_b in signatures[j]
                if owner_a != owner_b and sig_a and sig_a == sig_b
            ),
            None,
        )
        if shared is None:
            continue
        detail = f"{a.text} against {b.text} for the same claim ({', '.join(sorted(shared))})"
        check = Check(kind="conflict", ok=False, detail=detail)
        for k in (i, j):
            result[k] = replace(result[k], status="conflicting", checks=result[k].checks + (check,))
    return result


def _signature(m: Mention) -> frozenset[str]:
    """What a figure is about: the names and measure words of its sentence."""
    words = set(entities(m.sentence))
    lowered = m.sentence.lower()
    for term in (
        "per gpu",
        "per-gpu",
        "per user",
        "per-user",
        "throughput",
        "latency",
        "price",
        "context",
        "吞吐",
        "延迟",
        "价格",
        "单用户",
        "每 gpu",
        "上下文",
    ):
        if term in lowered:
            words.add(term.replace("-", " "))
    return frozenset(words) if len(words) >= 2 else frozenset()


_MEASURES: list[tuple[str | None, str, str, str]] = [
    # unit, words in the sentence, English, Chinese
    (
        "tokens/s",
        r"per[- ]user|single user|单用户|每用户|每个用户|用户",
        "per-user speed",
        "单用户速度",
    ),
    ("tokens/s", r"per[- ]GPU|每 ?GPU|单卡", "per-GPU throughput", "单卡吞吐量"),
    ("tokens/s", r"", "throughput", "吞吐量"),
    ("USD/GPU-hour", r"", "cost per GPU-hour", "每 GPU 小时成本"),
    ("%", r"higher|faster|more|高|提升|快", "improvement", "提升幅度"),
    ("%", r"within|gap|相差|差距", "gap to the reference", "与参照的差距"),
    ("%", r"cost|lost|loss|损失|代价", "loss", "损失"),
    ("%", r"of\b|的", "share", "占比"),
    ("%", r"", "percentage", "百分比"),
    ("x", r"", "multiple", "倍数"),
    ("token", r"-token (?:bounded )?replay|replay of|回放", "replay length", "回放长度"),
    ("token", r"context|上下文", "context length", "上下文长度"),
    ("token", r"", "tokens", "token 数"),
    ("GPU", r"", "GPUs used", "GPU 数量"),
    ("expert", r"", "experts", "专家数"),
    ("day", r"", "days", "天数"),
    (None, r"ratio|比率|比例|balance|均衡", "ratio", "比率"),
    ("CNY", r"", "amount (CNY)", "金额（人民币）"),
    ("USD", r"", "amount (USD)", "金额（美元）"),
]


def measure(q: Quantity, sentence: str) -> dict[str, str]:
    """What a figure measures, in both languages, from its unit and sentence."""
    unit = q.unit or None
    for m_unit, words, en, zh in _MEASURES:
        if m_unit == unit and (not words or re.search(words, sentence, re.I)):
            return {"en": en, "zh": zh}
    if unit:
        return {"en": unit, "zh": unit}
    return {"en": "figure", "zh": "数值"}
