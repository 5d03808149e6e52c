"""A learned join/drop step after the rule reader: structure, not field words.

The phrase rules of claims.py fit the text they were written for and no other. This
step asks two structural questions of the claims the rules read from one article,
with two logistic models whose weights bench/train_claims.py fits on the annotated
corpora and writes to learned.json:

- drop: is this figure the set-up of another (a target, a dose, a rig size) rather
  than a finding? A claim all of whose figures are is turned into conditions of the
  next claim of its section.
- join: do these two figures, in one sentence or two adjacent ones, belong to one
  claim (a value and its baseline, a before and an after, a change)? Two neighbouring
  claims whose facing figures do are merged.

Features are only of structure: units and their kinds, distances, punctuation and
brackets, the figure's place in its sentence, and a short fixed list of function and
connective words (from, than, 较, 同比…) and set-up or reporting verbs. No noun of any
field is a feature, so what is learned can carry to fields the corpora do not hold.
Inference is dot products over a few features per claim; thresholds are conservative.
"""

from __future__ import annotations

import bisect
import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from ..i18n import unit_kind
from ..records import Article, Claim, Condition, Figure, is_money
from .passages import Sentence, sections

WEIGHTS = Path(__file__).with_name("learned.json")

# function and connective words, looked for around a figure and between two
EN_WORDS = (
    "from", "to", "against", "versus", "vs", "compared", "than", "up", "down", "of", "at",
    "on", "with", "per", "for", "by", "while", "whereas", "earlier", "last", "previous",
    "before", "after", "rose", "fell", "increase", "decrease", "higher", "lower", "more",
    "less", "share", "or", "and", "each", "under", "over", "using", "only", "target",
    "until", "within", "about", "nearly", "was", "is", "were", "are", "reached",
)  # fmt: skip
ZH_WORDS = (
    "较", "比", "为", "从", "由", "至", "到", "降至", "升至", "同比", "环比", "占", "其中",
    "对比", "相比", "增长", "下降", "提升", "提高", "减少", "上年", "去年", "同期", "此前",
    "达到", "达", "约", "每", "在", "下", "以", "和", "与", "、", "共", "目标", "仅", "后",
    "前", "倍", "超过", "低于", "高于",
)  # fmt: skip
SETUP = re.compile(
    r"\b(?:measured|tested|ran|run|running|trained|training|configured|set|using|used|uses"
    r"|fitted|equipped|deployed|dosed|given|targets?|aims?|threshold|sample|rig|cohort)\b"
    r"|测试|测得|采用|基于|使用|搭载|配置|设定|设置|目标|阈值|样本|环境下|条件下|实验",
    re.I,
)
REPORT = re.compile(
    r"\b(?:said|says|reported|reports|announced|according|showed|shows|found|estimates?)\b"
    r"|表示|称|宣布|报告|显示|发布|公布|披露|数据显示",
    re.I,
)
_BASELINE_WORD = re.compile(
    r"(?:\b(?:from|against|than|versus|vs\.?|compared (?:with|to)|a year earlier|last year)\s*$)"
    r"|(?:较|比|从|由|上年|去年同期|去年|同期|此前)[^，。；\d]{0,6}$",
    re.I,
)
_FROM_WORD = re.compile(r"(?:\bfrom\s*$)|(?:[从由][^，。；\d]{0,6}$)", re.I)
_CHANGE_WORD = re.compile(
    r"\b(?:up|down|rose|fell|grew|dropped|increased?|decreased?|cut|gain|higher|lower|faster|slower|more|less)\b"
    r"|增长|下降|提升|提高|减少|降低|上涨|下跌|增加|同比|环比|快|慢",
    re.I,
)
# a sentence that compares: its figures are findings, whatever their kind
_COMPARES = re.compile(
    r"\b(?:than|compared?|compares|versus|vs|against|earlier|rise|rose|fell|fall|up|down)\b"
    r"|较|比|同比|环比|增长|下降|提升|下调|上调",
    re.I,
)
_EN_TOKEN = re.compile(r"[a-z]+")
# the extractor's time units, by i18n.unit_kind's spelling
_DURATIONS = frozenset({"s", "ms", "μs", "ns", "min", "hour", "day", "week", "month", "year"})


def unit_class(unit: str | None) -> str:
    """The class of a unit, coarser than i18n.unit_kind: money (alone or per something),
    pct, x, rate, duration, count (no unit) or other."""
    if not unit:
        return "count"
    u = unit.strip()
    if u in ("%", "pp", "个百分点", "percentage points"):
        return "pct"
    if u in ("x", "×", "倍"):
        return "x"
    if is_money(u):
        return "money"
    if "/" in u or u.startswith("per ") or "每" in u:
        return "rate"
    if unit_kind(u) in _DURATIONS:
        return "duration"
    return "other"


@dataclass(frozen=True)
class Linear:
    """A logistic model: weights by feature name, a bias and the threshold it acts at."""

    weights: Mapping[str, float]
    bias: float
    threshold: float

    def prob(self, features: Mapping[str, float]) -> float:
        z = self.bias + sum(self.weights.get(k, 0.0) * v for k, v in features.items())
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


@dataclass(frozen=True)
class Model:
    drop: Linear
    join: Linear


def model_from(data: Mapping) -> Model:
    """A model from its JSON form ({"drop": {"weights", "bias", "threshold"}, "join": …})."""

    def linear(part: Mapping) -> Linear:
        return Linear(dict(part["weights"]), float(part["bias"]), float(part["threshold"]))

    return Model(linear(data["drop"]), linear(data["join"]))


@lru_cache(maxsize=1)
def shipped() -> Model:
    """The weights shipped with the package (fitted by bench/train_claims.py)."""
    return model_from(json.loads(WEIGHTS.read_text(encoding="utf-8")))


class Layout:
    """An article's sentences, found by offset with a binary search (made once per article)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.sentences: list[Sentence] = [s for sec in sections(text) for s in sec.sentences]
        self.starts = [s.start for s in self.sentences]

    def index(self, pos: int) -> int:
        return max(0, bisect.bisect_right(self.starts, pos) - 1)

    def sentence(self, pos: int) -> Sentence | None:
        if not self.sentences:
            return None
        s = self.sentences[self.index(pos)]
        return s if s.start <= pos < max(s.end, s.start + 1) else None


def _words(snippet: str, zh: bool, prefix: str, out: dict[str, float]) -> None:
    low = snippet.lower()
    if zh:
        for w in ZH_WORDS:
            if w in snippet:
                out[f"{prefix}:{w}"] = 1.0
        tokens = set(_EN_TOKEN.findall(low))
    else:
        tokens = set(_EN_TOKEN.findall(low))
    for w in EN_WORDS:
        if w in tokens:
            out[f"{prefix}:{w}"] = 1.0


def _punct(snippet: str, prefix: str, out: dict[str, float]) -> None:
    for mark, name in (
        ("(", "open"), ("（", "open"), (")", "close"), ("）", "close"), (",", "comma"),
        ("，", "comma"), (";", "semi"), ("；", "semi"), (".", "stop"), ("。", "stop"),
        (":", "colon"), ("：", "colon"), ("、", "enum"), ("|", "cell"), ("—", "dash"),
    ):  # fmt: skip
        if mark in snippet:
            out[f"{prefix}:{name}"] = 1.0


@lru_cache(maxsize=16384)
def _verbs_of(sentence: str) -> tuple[bool, bool]:
    """Whether a sentence has a set-up verb and a reporting verb: asked for each of its figures
    (and by each article that carries it), it is searched once."""
    return bool(SETUP.search(sentence)), bool(REPORT.search(sentence))


def figure_features(
    layout: Layout, start: int, end: int, unit: str | None, zh: bool, neighbours: int
) -> dict[str, float]:
    """A figure's features for drop: its unit's kind, its place in its sentence, the
    function words and marks around it, set-up and reporting verbs in its sentence."""
    text = layout.text
    out: dict[str, float] = {f"kind:{unit_class(unit)}": 1.0, "lang:zh" if zh else "lang:en": 1.0}
    sentence = layout.sentence(start)
    if sentence is None:
        s_start, s_end, kind = max(0, start - 80), min(len(text), end + 80), "none"
    else:
        s_start, s_end, kind = sentence.start, sentence.end, sentence.kind
    out[f"sent:{kind}"] = 1.0
    length = max(1, s_end - s_start)
    place = (start - s_start) / length
    out["place:first" if place < 0.25 else "place:last" if place > 0.7 else "place:mid"] = 1.0
    window = 8 if zh else 24
    before = text[max(s_start, start - window) : start]
    after = text[end : min(s_end, end + window)]
    _words(before, zh, "before", out)
    _words(after, zh, "after", out)
    _punct(before[-3:], "before", out)
    _punct(after[:3], "after", out)
    opened = text.rfind("(", s_start, start), text.rfind("（", s_start, start)
    closed = text.rfind(")", s_start, start), text.rfind("）", s_start, start)
    if max(opened) > max(closed):
        out["in-brackets"] = 1.0
    setup_verb, report_verb = _verbs_of(text[s_start:s_end])
    if setup_verb:
        out["setup-verb"] = 1.0
    if SETUP.search(before):
        out["setup-before"] = 1.0
    if report_verb:
        out["report-verb"] = 1.0
    out["neighbours:" + ("0" if neighbours == 0 else "1" if neighbours == 1 else "2+")] = 1.0
    return out


def pair_features(
    layout: Layout,
    a: tuple[int, int, str | None],
    b: tuple[int, int, str | None],
    zh: bool,
    between_figures: int,
) -> dict[str, float]:
    """Two figures' features for join (a before b): sentence and character distance, units,
    the marks and function words between them and before the second."""
    text = layout.text
    ia, ib = layout.index(a[0]), layout.index(b[0])
    ka, kb = unit_class(a[2]), unit_class(b[2])
    out: dict[str, float] = {"lang:zh" if zh else "lang:en": 1.0}
    out["sent:same" if ia == ib else "sent:next"] = 1.0
    gap = max(0, b[0] - a[1])
    out[
        "gap:<8" if gap < 8 else "gap:<25" if gap < 25 else "gap:<60" if gap < 60 else "gap:far"
    ] = 1.0
    out[f"kinds:{ka}+{kb}"] = 1.0
    if a[2] and a[2] == b[2]:
        out["same-unit"] = 1.0
    if ka == kb:
        out["same-kind"] = 1.0
    between = text[a[1] : b[0]]
    _words(between, zh, "between", out)
    _punct(between, "between", out)
    before_b = text[max(a[1], b[0] - (6 if zh else 16)) : b[0]]
    _words(before_b, zh, "lead", out)
    _punct(before_b[-2:], "lead", out)
    if _BASELINE_WORD.search(before_b):
        out["lead-baseline"] = 1.0
    if _CHANGE_WORD.search(between):
        out["between-change"] = 1.0
    out[
        "between-figs:" + ("0" if between_figures == 0 else "1" if between_figures == 1 else "2+")
    ] = 1.0
    sentence = layout.sentence(a[0])
    if sentence is not None and sentence.kind == "row":
        out["row"] = 1.0
    if ia != ib and SETUP.search(text[layout.sentences[ib].start : layout.sentences[ib].end]):
        out["next-setup"] = 1.0
    return out


def _sorted_quantities(article: Article) -> list[tuple[int, int]]:
    return sorted((q.start, q.end) for q in article.quantities)


def _count_between(starts: list[int], lo: int, hi: int) -> int:
    return max(0, bisect.bisect_left(starts, hi) - bisect.bisect_right(starts, lo))


def correct(claims: Sequence[Claim], article: Article, model: Model | None) -> tuple[Claim, ...]:
    """The article's claims with set-ups turned into conditions and split comparisons joined."""
    if model is None or not claims:
        return tuple(claims)
    layout = Layout(article.text)
    zh = article.language == "zh"
    starts = [s for s, _ in _sorted_quantities(article)]
    ordered = sorted(claims, key=lambda c: c.figures[0].start if c.figures else c.start)
    dropped = _drop(ordered, layout, zh, starts, model.drop)
    joined = _join(dropped, layout, zh, starts, model.join)
    if joined == ordered:
        return tuple(claims)  # nothing to correct: the reader's claims in the reader's order
    return tuple(joined)


def _near_count(starts: list[int], layout: Layout, pos: int) -> int:
    sentence = layout.sentence(pos)
    if sentence is None:
        return 0
    return max(0, _count_between(starts, sentence.start - 1, sentence.end) - 1)


def _drop(
    claims: list[Claim], layout: Layout, zh: bool, starts: list[int], drop: Linear
) -> list[Claim]:
    out: list[Claim] = []
    pending: list[Figure] = []
    pending_section = -1
    for claim in claims:
        section = _section(layout, claim)
        if pending and section != pending_section:
            pending = []  # no later claim in its passage: the set-up goes
        figures = claim.figures
        if not figures:  # a set-up the reader already holds apart
            out.append(claim)
            continue
        sentence = layout.sentence(figures[0].start)
        compares = sentence is not None and bool(_COMPARES.search(sentence.text))
        if (
            claim.comparison == "none"
            and not compares
            and all(
                drop.prob(
                    figure_features(
                        layout, f.start, f.end, f.unit, zh, _near_count(starts, layout, f.start)
                    )
                )
                >= drop.threshold
                for f in figures
            )
        ):
            pending.extend(figures)
            pending_section = section
            continue
        if pending:
            claim = replace(claim, conditions=_united(claim.conditions, pending))
            pending = []
        out.append(claim)
    return out


def _section(layout: Layout, claim: Claim) -> int:
    pos = claim.figures[0].start if claim.figures else claim.start
    sentence = layout.sentence(pos)
    return sentence.section if sentence is not None else -1


def _united(conditions: tuple[Condition, ...], figures: Sequence[Figure]) -> tuple[Condition, ...]:
    have = {c.text for c in conditions}
    added = tuple(
        Condition("configuration", f.text, f.text, f.text, f.value, f.unit)
        for f in figures
        if f.text not in have
    )
    return conditions + added


def _join(
    claims: list[Claim], layout: Layout, zh: bool, starts: list[int], join: Linear
) -> list[Claim]:
    out: list[Claim] = []
    for claim in claims:
        if out and claim.figures and out[-1].figures:
            last = out[-1]
            a, b = (
                max(last.figures, key=lambda f: f.start),
                min(claim.figures, key=lambda f: f.start),
            )
            ia, ib = layout.index(a.start), layout.index(b.start)
            near = (
                last.article_id == claim.article_id
                and a.end <= b.start
                and 0 <= ib - ia <= 1
                and _section(layout, last) == _section(layout, claim)
                and len(last.figures) + len(claim.figures) <= 4
                # a claim the reader already compared with something it names is whole
                and not any(claim.against.values())
                and not any(last.against.values())
                # two measures the reader told apart, in two kinds of unit, are two findings
                and not (
                    last.measure
                    and claim.measure
                    and last.measure != claim.measure
                    and unit_class(a.unit) != unit_class(b.unit)
                )
            )
            if near:
                between = _count_between(starts, a.start, b.start)
                features = pair_features(
                    layout, (a.start, a.end, a.unit), (b.start, b.end, b.unit), zh, between
                )
                if join.prob(features) >= join.threshold:
                    merged = merge(last, claim, layout.text)
                    if coherent(merged):
                        out[-1] = merged
                        continue
        out.append(claim)
    return out


def coherent(claim: Claim) -> bool:
    """A claim with at most one figure in each role: two changes or two values are two
    findings (`up 5% (7% excluding currency effects)`), not one."""
    named = [f.role for f in claim.figures if f.role != "range"]
    return len(named) == len(set(named))


def merge(first: Claim, second: Claim, text: str) -> Claim:
    """Two claims as one: figures in text order with roles by a generic rule, comparison from
    the roles, conditions united, the quote spanning both."""
    figures = sorted(first.figures + second.figures, key=lambda f: f.start)
    figures = roles(figures, text)
    present = {f.role for f in figures}
    if {"before", "after"} <= present:
        comparison = "before-after"
    elif "share" in present:
        comparison = "share-of"
    elif "baseline" in present and "change" in present:
        comparison = "change"
    elif "baseline" in present:
        comparison = "versus"
    elif "change" in present:
        comparison = "change"
    else:
        comparison = first.comparison if first.comparison != "none" else second.comparison
    seen = {c.text for c in first.conditions}
    conditions = first.conditions + tuple(c for c in second.conditions if c.text not in seen)
    start, end = min(first.start, second.start), max(first.end, second.end)
    return replace(
        first,
        figures=tuple(figures),
        conditions=conditions,
        comparison=comparison,
        against=first.against or second.against,
        quote=text[start:end],
        start=start,
        end=end,
        checks=(),
    )


def roles(figures: Sequence[Figure], text: str) -> list[Figure]:
    """Roles by a generic rule: a % or x figure stated as a change is the change; of two
    figures in one unit, the one a baseline word introduces is the baseline (or, after
    `from`/`从`, the before, and the other the after)."""
    out = list(figures)
    for i, f in enumerate(out):
        if unit_class(f.unit) in ("pct", "x") and f.role not in ("share",):
            lead = text[max(0, f.start - 24) : f.start]
            others = [g for g in out if g is not f and g.unit != f.unit]
            if others and (_CHANGE_WORD.search(lead) or f.role == "change"):
                out[i] = replace(f, role="change")
    units: dict[str | None, list[int]] = {}
    for i, f in enumerate(out):
        if out[i].role != "change":
            units.setdefault(f.unit, []).append(i)
    for same in units.values():
        if len(same) != 2:
            continue
        x, y = same
        lead_x = text[max(0, out[x].start - 24) : out[x].start]
        lead_y = text[max(0, out[y].start - 24) : out[y].start]
        if _FROM_WORD.search(lead_x):
            out[x], out[y] = replace(out[x], role="before"), replace(out[y], role="after")
        elif _BASELINE_WORD.search(lead_y):
            out[x], out[y] = replace(out[x], role="value"), replace(out[y], role="baseline")
        elif _BASELINE_WORD.search(lead_x):
            out[x], out[y] = replace(out[x], role="baseline"), replace(out[y], role="value")
    return out
