"""Every word a reader sees, in Chinese and English, and the field's glossary.

This is a leaf module: it imports nothing else of the package. Stories and the
edition emit codes and structure; the words for them live here (interface
strings, standing labels, sentence patterns) and in glossary.yaml beside this
file (terms, measures, phrases, names, condition words), which a user extends from sources.yaml.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

LANGUAGES = ("zh", "en")
HTML_LANG = {"zh": "zh-Hans", "en": "en"}
GLOSSARY_FILE = Path(__file__).with_name("glossary.yaml")


# --- the glossary ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Term:
    """A term glossed on its first mention: on the Chinese page always (`gloss`), on the
    English page where an English reader needs it too (`en_gloss`; empty for words such as
    `on-demand` that need no explaining in English)."""

    term: str
    zh: str
    gloss: str
    match: tuple[str, ...]
    en_gloss: str = ""


@dataclass(frozen=True)
class Measure:
    """What a figure measures: a key, its names, its units and the words that say it."""

    key: str
    en: str
    zh: str
    units: tuple[str | None, ...]
    cues: tuple[str, ...]
    pattern: re.Pattern[str] | None = field(default=None, compare=False, repr=False)
    fallback: bool = False  # what its units measure when no words say (`11 minutes`: a time taken)
    # other words for it where the source's sentence says it so (`for a single user`: the
    # single-user speed, not each user's of a full rack): (pattern, en, zh)
    forms: tuple[tuple[re.Pattern[str], str, str], ...] = field(
        default=(), compare=False, repr=False
    )

    @property
    def kinds(self) -> frozenset[str | None]:
        """Its units by kind (`unit_kind`), so that a new spelling of one finds it."""
        return _kinds(self.units)


@lru_cache(maxsize=512)
def _kinds(units: tuple[str | None, ...]) -> frozenset[str | None]:
    return frozenset(unit_kind(u) for u in units)


# the spellings of one unit, in both languages (the extractor's canonical ones first)
_UNIT_ALIASES = {
    "元": "CNY", "块": "CNY", "人民币": "CNY", "美元": "USD", "欧元": "EUR", "$": "USD",
    "minute": "min", "minutes": "min", "mins": "min", "分钟": "min",
    "hours": "hour", "hr": "hour", "hrs": "hour", "h": "hour", "小时": "hour",
    "second": "s", "seconds": "s", "sec": "s", "秒": "s", "毫秒": "ms", "微秒": "μs", "us": "μs",
    "days": "day", "天": "day", "months": "month", "月": "month", "years": "year", "年": "year",
    "千瓦时": "kWh", "瓦时": "Wh", "瓦": "W", "千瓦": "kW", "兆瓦": "MW",
    "公斤": "kg", "千克": "kg", "吨": "t", "tonne": "t", "tonnes": "t", "ton": "t",
    "标准箱": "TEU", "标箱": "TEU", "TEUs": "TEU",
    "标方": "m³", "Nm³": "m³", "Nm3": "m³", "m3": "m³", "立方米": "m³", "公里": "km",
}  # fmt: skip
# a metric prefix before a unit of these: `kWh` and `MWh` are one kind, as `GB` and `TiB`
_PREFIXED = re.compile(r"(?:k|M|G|T|P|E)?(?P<base>Wh|W|bps|B|iB|FLOPS|flops|Hz)")
_TONNE_PER = {"g": "g", "kg": "g", "t": "g"}  # `kWh/t` is `Wh/kg`: a mass, whatever its scale


def unit_kind(unit: str | None) -> str | None:
    """What kind of unit `unit` is, without its scale and spelling: `kWh/t` and `Wh/kg` are
    energy per mass (`Wh/g`), `元/Wh` and `CNY/kWh` money per energy, `小时` and `hours` an
    hour, `Tbps` and `Gbps` a bit rate; a unit the table does not know is itself."""
    if unit is None:
        return None
    return "/".join(_unit_part(part) for part in unit.split("/", 1))


def _unit_part(part: str) -> str:
    part = part.strip()
    part = _UNIT_ALIASES.get(part, _UNIT_ALIASES.get(part.lower(), part))
    if part in _TONNE_PER:
        return _TONNE_PER[part]
    m = _PREFIXED.fullmatch(part)
    if m:
        return "B" if m["base"] == "iB" else m["base"]
    return part


@dataclass(frozen=True)
class Glossary:
    terms: tuple[Term, ...]
    measures: tuple[Measure, ...]
    phrases: tuple[tuple[str, str], ...]  # (en, zh), longest English first
    names: tuple[tuple[str, str], ...]  # (en, zh)
    # the words of conditions (`billed per second` / `按秒结算`), apart from the phrases that
    # every subject and claimant is looked up in
    condition_words: tuple[tuple[str, str], ...] = ()
    sourced: tuple[tuple[str, str], ...] = ()  # the names among them that sources gave
    # what the stories stage has put in both languages already (a phrase recurs in many claims)
    cache: dict = field(default_factory=dict, compare=False, hash=False, repr=False)

    def measure(self, key: str, said: str = "") -> Measure:
        """The measure `key`, in the words of the form its source's sentence `said` takes."""
        for m in self.measures:
            if m.key == key:
                form = next((f for f in m.forms if said and f[0].search(said)), None)
                return replace(m, en=form[1], zh=form[2]) if form else m
        return Measure(key, key, key, (), ())

    def measure_for(self, unit: str | None, context: str, *, any_unit: bool = False) -> str:
        """The key of the first measure whose unit fits and whose words stand in `context`.

        `any_unit`: what a change or a comparison without figures is about, by its words
        alone (`within 6% … of per-GPU output throughput`); '' when no measure's words stand.
        Asked for each claim of each article: a (unit, context) is worked out once.
        """
        key = ("measure_for", unit, context, any_unit)
        found = self.cache.get(key)
        if found is None:
            found = self.cache[key] = self._measure_for(unit, context, any_unit)
        return found

    def _measure_for(self, unit: str | None, context: str, any_unit: bool) -> str:
        """By the unit first, then by the words: of the measures that take the unit (as
        written, else of its kind: `kWh/t` as `Wh/kg`, `元/Wh` as `CNY/kWh`, `小时` as
        `hour`), the first whose words stand in `context`; else the first that needs no
        words; else a measure of any unit whose words stand."""
        if any_unit:
            for m in self.measures:
                if m.pattern is not None and m.units != ("%",) and m.pattern.search(context):
                    return m.key
            return ""
        by_words, by_unit = self._measures_of(unit)
        # most measures of the unit are tried twice, by their words and then by the unit: the
        # words found missing the first time are not looked for again
        missing: set[re.Pattern[str]] = set()
        for m in by_words:
            if m.pattern is not None:
                if m.pattern.search(context):
                    return m.key
                missing.add(m.pattern)
        for m in by_unit:
            if m.pattern is None or (m.pattern not in missing and m.pattern.search(context)):
                return m.key
        return "count" if unit in (None, "") else "amount"

    def _measures_of(self, unit: str | None) -> tuple[tuple[Measure, ...], tuple[Measure, ...]]:
        """The measures `_measure_for` tries for `unit`, in its order: those whose words must
        stand (of the unit as written, then of its kind), then those it takes by the unit
        alone. They depend on the unit only, so they are listed once per unit, not per context."""
        key = ("measures_of", unit)
        found = self.cache.get(key)
        if found is None:
            kind = unit_kind(unit)
            named = [m for m in self.measures if not m.fallback]
            exact = [m for m in named if unit in m.units]
            # a measure equal to one of `exact` has its units, so `unit in m.units` says it
            of_kind = [m for m in named if m.units and unit not in m.units and kind in m.kinds]
            by_unit = [
                m
                for fits in (lambda m: unit in m.units, lambda m: kind in m.kinds)
                for m in named
                if not (m.units and not fits(m))
                and not (not m.units and unit is not None and m.cues == ())
            ]
            found = self.cache[key] = (tuple(exact + of_kind), tuple(by_unit))
        return found

    def measure_named(self, text: str) -> str:
        """The key of the first measure whose own name `text` says (`能量密度`, `Gross
        margin`), '' when none: a table head that names what its cells measure."""
        key = ("measure_named", text)
        if key not in self.cache:
            lowered = text.lower()
            self.cache[key] = next(
                (
                    m.key
                    for m in self.measures
                    if m.key not in ("amount", "count", "share", "multiple")
                    and (m.zh in text or m.en.lower() in lowered)
                ),
                "",
            )
        return str(self.cache[key])

    def fallback_for(self, unit: str | None) -> str:
        """What a figure in `unit` measures when no words say: the glossary's fallback for
        its unit's kind (`16 分钟`, `9 seconds`: the time something takes; `USD/*`, money
        per anything: the price of one), else ''."""
        kind = unit_kind(unit)
        # `USD/*`: money per anything (`$18,000 per node per year`: the price of one)
        per_any = f"{kind.split('/', 1)[0]}/*" if kind and "/" in kind else None
        return next(
            (
                m.key
                for m in self.measures
                if m.fallback and (kind in m.kinds or per_any and per_any in m.kinds)
            ),
            "",
        )

    def to_zh(self, english: str) -> str | None:
        """An English phrase or name in Chinese, when the glossary has it."""
        # asked of each subject and claimant: the names and phrases indexed once by their
        # English in small letters, the first of a spelling winning as a scan in order would
        index = self.cache.get(("to_zh",))
        if index is None:
            index = self.cache[("to_zh",)] = {}
            for en, zh in self.names + self.phrases:
                index.setdefault(en.lower(), zh)
        return index.get(english.lower())

    def with_names(self, pairs: Iterable[tuple[str, str]]) -> Glossary:
        """The glossary with names the sources give in both languages (`云岫算力（Yunxiu
        Compute）`); the glossary's own names win."""
        known = {zh for _, zh in self.names} | {en.lower() for en, _ in self.names}
        known |= {t.zh for t in self.terms} | {t.term.lower() for t in self.terms}
        extra = tuple(p for p in pairs if p[1] not in known and p[0].lower() not in known)
        if not extra:
            return self
        return replace(self, names=extra + self.names, sourced=extra + self.sourced, cache={})

    def to_en(self, chinese: str) -> str | None:
        index = self.cache.get(("to_en",))  # as `to_zh`'s, by the Chinese
        if index is None:
            index = self.cache[("to_en",)] = {}
            for en, zh in self.names + self.phrases:
                index.setdefault(zh, en)
        return index.get(chinese)


def load_glossary(extra: Iterable[Path] = ()) -> Glossary:
    """The shipped glossary, extended (and overridden by key) by the user's files."""
    data = _read(GLOSSARY_FILE)
    for path in extra:
        more = _read(path)
        for section, key in (
            ("terms", "term"),
            ("measures", "key"),
            ("phrases", "en"),
            ("names", "en"),
            ("condition_words", "en"),
        ):
            mine = more.get(section) or []
            keys = {str(item[key]).lower() for item in mine}
            kept = [item for item in data.get(section) or [] if str(item[key]).lower() not in keys]
            # the user's entries come first: they are tried before the shipped ones
            data[section] = list(mine) + kept
    return _build(data)


@lru_cache(maxsize=1)
def default_glossary() -> Glossary:
    return load_glossary()


# libyaml's safe loader when PyYAML has it: the same data, read in a tenth of the time
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _read(path: Path) -> dict:
    loaded = yaml.load(Path(path).read_text(encoding="utf-8"), Loader=_LOADER) or {}
    if not isinstance(loaded, dict):
        raise ValueError(f"{path}: a glossary is a mapping of terms, measures, phrases and names")
    return loaded


def _build(data: dict) -> Glossary:
    terms = tuple(
        Term(
            str(t["term"]),
            str(t.get("zh") or t["term"]),
            str(t["gloss"]),
            tuple(t.get("match") or [t["term"]]),
            str(t.get("en_gloss") or ""),
        )
        for t in data.get("terms") or []
    )
    measures = []
    for m in data.get("measures") or []:
        cues = tuple(str(c) for c in m.get("cues") or [])
        pattern = re.compile("|".join(f"(?:{c})" for c in cues), re.I) if cues else None
        units = tuple(None if u in (None, "null") else str(u) for u in m.get("units") or [])
        measures.append(
            Measure(
                str(m["key"]),
                str(m["en"]),
                str(m["zh"]),
                units,
                cues,
                pattern,
                bool(m.get("fallback")),
                tuple(
                    (re.compile(str(f["cue"]), re.I), str(f["en"]), str(f["zh"]))
                    for f in m.get("forms") or []
                ),
            )
        )
    phrases = sorted(
        ((str(p["en"]), str(p["zh"])) for p in data.get("phrases") or []),
        key=lambda p: -len(p[0]),
    )
    names = tuple((str(n["en"]), str(n["zh"])) for n in data.get("names") or [])
    words = tuple((str(w["en"]), str(w["zh"])) for w in data.get("condition_words") or [])
    return Glossary(terms, tuple(measures), tuple(phrases), names, words)


# --- interface strings -------------------------------------------------------------------------

LANGUAGE_NAMES = {
    "zh": {
        "zh": "中文",
        "en": "英文",
        "da": "丹麦文",
        "de": "德文",
        "fr": "法文",
        "ja": "日文",
        "es": "西班牙文",
        "ru": "俄文",
        "ko": "韩文",
    },
    "en": {
        "zh": "Chinese",
        "en": "English",
        "da": "Danish",
        "de": "German",
        "fr": "French",
        "ja": "Japanese",
        "es": "Spanish",
        "ru": "Russian",
        "ko": "Korean",
    },
}

STRINGS: dict[str, dict[str, str]] = {
    "edition": {"zh": "{date} 期", "en": "Edition of {date}"},
    "switch": {"zh": "English", "en": "中文"},
    "switch_label": {"zh": "Read this edition in English", "en": "阅读本期中文版"},
    "archive": {"zh": "往期", "en": "Archive"},
    "latest": {"zh": "最新一期", "en": "Latest edition"},
    "key_figures": {"zh": "关键数字", "en": "Key figures"},
    "key_claims": {"zh": "关键说法", "en": "Key claims"},
    "more_claims": {"zh": "其余 {n} 项说法", "en": "{n} more claims"},
    "source_sentence": {"zh": "来源原文", "en": "The source's words"},
    "conflict": {"zh": "另一说法为 {figures}", "en": "stated elsewhere as {figures}"},
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
    "disputes": {"zh": "说法不一", "en": "Where sources disagree"},
    "dispute_noted_by": {"zh": "指出这一分歧的来源", "en": "Pointed out by"},
    "how_measured": {"zh": "数字从何而来", "en": "How the figures were measured"},
    "briefs": {"zh": "简讯", "en": "Briefs"},
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
    # the site's frame: navigation, the footer, the status page
    "site_nav": {"zh": "站点导航", "en": "Site"},
    "status_page": {"zh": "来源抓取状况", "en": "Source health"},
    "switch_label_status": {"zh": "Source health in English", "en": "来源抓取状况中文版"},
    "status_intro": {
        "zh": "每个来源在最近一次运行中的抓取结果。最近一期：",
        "en": "What each source gave in the latest run. Latest edition: ",
    },
    "no_runs": {"zh": "尚未运行过。", "en": "Nothing has run yet."},
    "error": {"zh": "错误", "en": "Error"},
    "runs_note": {"zh": "（连续 {n} 次）", "en": " ({n} runs)"},
    "ref_sep": {"zh": "，", "en": ", "},
    "label_sep": {"zh": "：", "en": ": "},  # after a label: `✓ arithmetic checked: …`
    "last_changed_note": {"zh": "（上次变化于 {date}）", "en": " (last changed {date})"},
}
STATUS = {
    # (a repeater may publish it too: what it lacks is a second owner's own finding)
    "self-reported": {"zh": "自述（未经他人独立证实）", "en": "self-reported"},
    "corroborated": {"zh": "已获佐证", "en": "corroborated"},
    "conflicting": {"zh": "说法冲突", "en": "conflicting"},
}
BASIS = {
    "measured": {"zh": "实测", "en": "measured"},
    "read from a chart": {"zh": "读自图表", "en": "read from a chart"},
    "estimated": {"zh": "估算", "en": "estimated"},
    "converted": {"zh": "折算", "en": "converted"},
    "forecast": {"zh": "预测", "en": "forecast"},
    "repeated": {"zh": "转述", "en": "repeated"},
}
# A forecast's claimant expects the figure rather than reports it (`Acme forecasts its revenue
# at $9.1 billion`, `某公司预计，其营收为…`): the verb each page says it with.
FORECASTS = {"en": ("reports", "forecasts"), "zh": ("称，", "预计，")}
SOURCE_STATUS = {
    "ok": {"zh": "正常", "en": "fetched"},
    "not-modified": {"zh": "未更新", "en": "not modified"},
    "error": {"zh": "失败", "en": "failed"},
}
DISCLAIMER = {
    "zh": "本摘要由程序根据公开来源自动生成，未经人工编辑。文中数字均按来源原文陈述，并非本站核实的结论；"
    "引用或据此作出判断之前，请先查阅原始来源。",
    "en": "This digest was generated automatically from public sources, without human editing. "
    "Figures are given as the sources state them, not as verified by us; check the sources "
    "before relying on them.",
}


_HAN_CLASS = r"[\u3400-\u9fff]"
_FULL = "，。；：、（）！？「」《》“”"


def zh_spacing(text: str) -> str:
    """Chinese typography: a space between Han and Latin letters or digits, none around
    full-width punctuation (what autocorrect asks of a Chinese page)."""
    text = re.sub(rf"({_HAN_CLASS})(?=[A-Za-z0-9$€£¥])", r"\1 ", text)
    text = re.sub(rf"([A-Za-z0-9%)\]])(?={_HAN_CLASS})", r"\1 ", text)
    text = re.sub(rf"(?<={_HAN_CLASS})\s+(?={_HAN_CLASS})", "", text)
    text = re.sub(rf"\s+([{_FULL}])", r"\1", text)
    text = re.sub(rf"([{_FULL}])\s+", r"\1", text)
    return text


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


# --- the digest's sentences --------------------------------------------------------------------
# a count named by what it counts (`186.4 million parcels`: the number of parcels)
NUMBER_OF = {"zh": "{noun}数量", "en": "number of {noun}"}

# Patterns of a claim's sentence by its comparison. Slots: {claimant}, {subject}, {measure},
# {value}, {baseline}, {against}, {change}, {before}, {after}, {share}, {conditions}, {move}.
# `{subject}` is "its"/"其" when the claimant speaks of itself (the *_self patterns), and
# starts "its"/"其" when the subject is the claimant's own thing (`vLLM's decode path`).

CLAIM_SENTENCE: dict[str, dict[str, str]] = {
    "none": {
        "en": "{claimant} reports the {measure} for {subject} at {value}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}为 {value}{conditions}。",
    },
    # a level and what brought it about (`ranks falling out of step cost DEP4 13.6%`)
    "none_cause": {
        "en": "{claimant} reports the {measure} for {subject} at {value}, caused by {cause}{conditions}.",
        "zh": "{claimant}称，因{cause}，{subject}的{measure}为 {value}{conditions}。",
    },
    "none_cause_self": {
        "en": "{claimant} reports its {measure} at {value}, caused by {cause}{conditions}.",
        "zh": "{claimant}称，因{cause}，其{measure}为 {value}{conditions}。",
    },
    "none_self": {
        "en": "{claimant} reports its {measure} at {value}{conditions}.",
        "zh": "{claimant}称，其{measure}为 {value}{conditions}。",
    },
    "versus": {
        "en": "{claimant} reports the {measure} for {subject} at {value}, against {baseline} for {against}{change}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}为 {value}，{against}为 {baseline}{change}{conditions}。",
    },
    "before-after": {
        "en": "{claimant} reports that the {measure} for {subject} {move} from {before} to {after}{change}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}从 {before}{move} {after}{change}{conditions}。",
    },
    # what moved it said as the cause (`wide EP with EPLB raised the load-balance ratio from …`)
    "before-after_cause": {
        "en": "{claimant} reports that {cause} {moved} the {measure} for {subject} from {before} to {after}{change}{conditions}.",
        "zh": "{claimant}称，{cause}使{subject}的{measure}从 {before}{move} {after}{change}{conditions}。",
    },
    "before-after_cause_self": {
        "en": "{claimant} reports that {cause} {moved} its {measure} from {before} to {after}{change}{conditions}.",
        "zh": "{claimant}称，{cause}使其{measure}从 {before}{move} {after}{change}{conditions}。",
    },
    # a forecast revised from the one before (`up from our previous estimate of 66.0 million`)
    "forecast-revised": {
        "en": "{claimant} {revises} its {reckoning} of the {measure} for {subject} from {before} to {after}{change}{conditions}.",
        "zh": "{claimant}将{subject}的{measure}{reckoning}从 {before}{move} {after}{change}{conditions}。",
    },
    "forecast-revised_self": {
        "en": "{claimant} {revises} its {measure} {reckoning} from {before} to {after}{change}{conditions}.",
        "zh": "{claimant}将其{measure}{reckoning}从 {before}{move} {after}{change}{conditions}。",
    },
    # a level said as what it rose to, the earlier one unsaid (`下载速率提升至 186Mbps`)
    "after_only": {
        "en": "{claimant} reports that the {measure} for {subject} {move} to {after}{change}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}{move} {after}{change}{conditions}。",
    },
    "after_only_self": {
        "en": "{claimant} reports that its {measure} {move} to {after}{change}{conditions}.",
        "zh": "{claimant}称，其{measure}{move} {after}{change}{conditions}。",
    },
    "share-of": {
        "en": "{claimant} reports that the {measure} for {subject} is {share} of that for {against} ({value} against {baseline}){conditions}.",
        "zh": "{claimant}称，{subject}的{measure}是{against}的 {share}（{value} 对 {baseline}）{conditions}。",
    },
    # a part, its change and its share of a whole (`13.2 Mt …, up 7.8% on a year earlier and
    # 8.7% of the world total`, the total an earlier sentence gave)
    "share_changed": {
        "en": "{claimant} reports the {measure} for {subject} at {value}{change}, {share} of {against} ({baseline}){conditions}.",
        "zh": "{claimant}称，{subject}的{measure}为 {value}{change}，占{against}（{baseline}）的 {share}{conditions}。",
    },
    "share_changed_self": {
        "en": "{claimant} reports its {measure} at {value}{change}, {share} of {against} ({baseline}){conditions}.",
        "zh": "{claimant}称，其{measure}为 {value}{change}，占{against}（{baseline}）的 {share}{conditions}。",
    },
    # a part and its share of a whole with no figure of its own (`82 GWh, or 58% of production`)
    "share_part": {
        "en": "{claimant} reports the {measure} for {subject} at {value}{change}, {share} of {against}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}为 {value}{change}，占{against}的 {share}{conditions}。",
    },
    # (the whole not said in Chinese: `占比 58%`)
    "share_part_bare": {
        "en": "{claimant} reports the {measure} for {subject} at {value}{change}, {share} of {against}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}为 {value}{change}，占比 {share}{conditions}。",
    },
    "share_part_bare_self": {
        "en": "{claimant} reports its {measure} at {value}{change}, {share} of {against}{conditions}.",
        "zh": "{claimant}称，其{measure}为 {value}{change}，占比 {share}{conditions}。",
    },
    "share_part_self": {
        "en": "{claimant} reports its {measure} at {value}{change}, {share} of {against}{conditions}.",
        "zh": "{claimant}称，其{measure}为 {value}{change}，占{against}的 {share}{conditions}。",
    },
    "multiple-of": {
        "en": "{claimant} reports the {measure} for {subject} at {value}, {change} {against}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}为 {value}，是{against}的 {change}{conditions}。",
    },
    "multiple-of_bare": {
        "en": "{claimant} reports that the {measure} for {subject} is {change} {against}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}是{against}的 {change}{conditions}。",
    },
    "within": {
        "en": "{claimant} reports that the {measure} for {subject} is within {change} of {against}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}与{against}相差在 {change} 以内{conditions}。",
    },
    # a level and its year-ago figure (`营业收入 182.4 亿元，上年同期为 148.2 亿元，同比增长 23%`)
    "change_from": {
        "en": "{claimant} reports the {measure} for {subject} at {value}, against {baseline} {against}{change}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}为 {value}，{against}为 {baseline}{change}{conditions}。",
    },
    "change_from_self": {
        "en": "{claimant} reports its {measure} at {value}, against {baseline} {against}{change}{conditions}.",
        "zh": "{claimant}称，其{measure}为 {value}，{against}为 {baseline}{change}{conditions}。",
    },
    # a level and how far it stands from another not named (`our H200 is $2.59, 10 cents below`)
    "change_level": {
        "en": "{claimant} reports the {measure} for {subject} at {value}{change}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}为 {value}{change}{conditions}。",
    },
    "change_level_self": {
        "en": "{claimant} reports its {measure} at {value}{change}{conditions}.",
        "zh": "{claimant}称，其{measure}为 {value}{change}{conditions}。",
    },
    # a gap to a figure with no level of its own said (`比后者的 2.69 美元低 0.10 美元`)
    "versus_gap": {
        "en": "{claimant} reports that the {measure} for {subject} is {change} than {baseline} for {against}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}比{against}的 {baseline}{change}{conditions}。",
    },
    # a gap to another's, neither level said here (`比北风算力低约 10%`)
    "versus_change": {
        "en": "{claimant} reports that the {measure} for {subject} is {change} than for {against}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}比{against}{change}{conditions}。",
    },
    "change_self": {
        "en": "{claimant} reports that its {measure} {move} {change}{conditions}.",
        "zh": "{claimant}称，其{measure}{move} {change}{conditions}。",
    },
    # a lone change and the earlier period it is against (`环比上涨 12%`: 较上期上升 12%)
    "change_against": {
        "en": "{claimant} reports that the {measure} for {subject} {move} {change} from {against}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}较{against}{move} {change}{conditions}。",
    },
    "change_against_self": {
        "en": "{claimant} reports that its {measure} {move} {change} from {against}{conditions}.",
        "zh": "{claimant}称，其{measure}较{against}{move} {change}{conditions}。",
    },
    "change": {
        "en": "{claimant} reports that the {measure} for {subject} {move} {change}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}{move} {change}{conditions}。",
    },
    "matches": {
        "en": "{claimant} reports that {subject} matches {against} on the {measure}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}与{against}一致{conditions}。",
    },
    "versus_self": {
        "en": "{claimant} reports its {measure} at {value}, against {baseline} for {against}{change}{conditions}.",
        "zh": "{claimant}称，其{measure}为 {value}，{against}为 {baseline}{change}{conditions}。",
    },
    "before-after_self": {
        "en": "{claimant} reports that its {measure} {move} from {before} to {after}{change}{conditions}.",
        "zh": "{claimant}称，其{measure}从 {before}{move} {after}{change}{conditions}。",
    },
    "within_self": {
        "en": "{claimant} reports that its {measure} is within {change} of {against}{conditions}.",
        "zh": "{claimant}称，其{measure}与{against}相差在 {change} 以内{conditions}。",
    },
    "matches_self": {
        "en": "{claimant} reports that it matches {against} on the {measure}{conditions}.",
        "zh": "{claimant}称，其{measure}与{against}一致{conditions}。",
    },
    # `follows the same trend as`, `走势一致`: the curves move alike, no figure is said to match
    "matches_trend": {
        "en": "{claimant} reports that the {measure} for {subject} follows the same trend as {against}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}与{against}走势一致{conditions}。",
    },
    # `follows the same trend within DeepInfer's published range`: inside the range, not as it
    "matches_trend_within": {
        "en": "{claimant} reports that the {measure} for {subject} follows the same trend within {against}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}落在{against}之内，走势一致{conditions}。",
    },
    "matches_trend_within_self": {
        "en": "{claimant} reports that its {measure} follows the same trend within {against}{conditions}.",
        "zh": "{claimant}称，其{measure}落在{against}之内，走势一致{conditions}。",
    },
    "matches_trend_self": {
        "en": "{claimant} reports that its {measure} follows the same trend as {against}{conditions}.",
        "zh": "{claimant}称，其{measure}与{against}走势一致{conditions}。",
    },
    "multiple-of_self": {
        "en": "{claimant} reports its {measure} at {value}, {change} {against}{conditions}.",
        "zh": "{claimant}称，其{measure}为 {value}，是{against}的 {change}{conditions}。",
    },
    # a level and the multiple it is of another's (`$2.69, 1.35 times the reserved rate of
    # $1.99`): said as the multiple of that figure, not `against $1.99, 1.35 times as much`
    "versus_times": {
        "en": "{claimant} reports the {measure} for {subject} at {value}, {change} {times_of}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}为 {value}，是{times_of} 的 {change}{conditions}。",
    },
    "versus_times_self": {
        "en": "{claimant} reports its {measure} at {value}, {change} {times_of}{conditions}.",
        "zh": "{claimant}称，其{measure}为 {value}，是{times_of} 的 {change}{conditions}。",
    },
    # set against a figure the source does not name (`$4.49, Northwind lists $4.99`): the
    # figure alone, no made-up name for what it is
    "versus_unnamed": {
        "en": "{claimant} reports the {measure} for {subject} at {value}, against {baseline}{change}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}为 {value}，对比 {baseline}{change}{conditions}。",
    },
    "versus_self_unnamed": {
        "en": "{claimant} reports its {measure} at {value}, against {baseline}{change}{conditions}.",
        "zh": "{claimant}称，其{measure}为 {value}，对比 {baseline}{change}{conditions}。",
    },
    "versus_change_unnamed": {
        "en": "{claimant} reports that the {measure} for {subject} is {change}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}{change}{conditions}。",
    },
    "versus_gap_unnamed": {
        "en": "{claimant} reports that the {measure} for {subject} is {change} than {baseline}{conditions}.",
        "zh": "{claimant}称，{subject}的{measure}比 {baseline}{change}{conditions}。",
    },
    "setup": {
        "en": "{claimant} reports that {subject} was measured with {conditions_inline}.",
        "zh": "{claimant}称，{subject}的测试条件为：{conditions_inline}。",
    },
}
# The level a figure is measured at, given just before it (`达到这一吞吐时…`)
AT_LEVEL = {"en": "at {level}", "zh": "达到 {level} 时"}
# What a converted figure stands for: `$38.96 per GPU-hour (converted from 954K tokens/s)`.
CONVERTED_FROM = {"en": "converted from {level}", "zh": "由 {level} 折算"}
# The set-up of what a finding is compared with, said among the finding's conditions
# (`DeepInfer's published results measured with 64 NVIDIA SM100 GPUs, EP64DP64`).
BASELINE_SETUP = {
    "en": "{subject} measured with {conditions}",
    "zh": "{subject}基于 {conditions}",
}
# What a subject that is the claimant's own thing starts with (`its decode path`, `其专用路径`).
OWN_WORD = {"en": "its ", "zh": "其"}
# Who states a claim, where a source cites it by a description the glossary cannot carry
# (`业内`, `一家头部存储厂商`).
CLAIMANT_UNTRANSLATED = {"en": "a source it cites", "zh": "其援引的消息来源"}
# A condition whose words the glossary cannot carry: said to be as the source states it.
AS_STATED = {"en": "as stated in the source", "zh": "按原文所述条件"}
# What a price holds with or without (`€8,900 before installation`, `with HTTPS requests
# included`): the Chinese word the carried thing follows.
PRICE_BASIS_ZH = {
    "before": "不含",
    "excluding": "不含",
    "excluded": "不含",
    "net of": "扣除",
    "including": "含",
    "included": "含",
    "plus": "另加",
}
# The stages of inference a figure or a note is of, as each page names them.
STAGES = {
    "prefill": {"en": "prefill", "zh": "prefill 阶段"},
    "decode": {"en": "decode", "zh": "decode 阶段"},
}
# What a comparison is set against when the source does not name it, and when only its
# names cross into the other language (`是我们第一篇 V4.1-Flash 文章中单节点结果的 7.9 倍`).
AGAINST = {
    "generic": {"en": "the reference", "zh": "参照"},
    "named": {"en": "the cited {names} result", "zh": "所引用的 {names} 结果"},
    # `我们第一篇 V4.1-Flash 文章中单节点结果`: a result in a named piece the source wrote
    "in-piece": {"en": "the {thing} in {whose}{which} {names} {piece}"},
}
# The pieces a source names its earlier results by, and which of them (`第一篇`).
PIECES = {
    "文章": "write-up",
    "博文": "blog post",
    "博客": "blog post",
    "报告": "report",
    "论文": "paper",
    "帖子": "post",
    "评测": "review",
}
# Whose piece it is, in English (`我们第一篇…文章` → `our first … write-up`).
PIECE_WHOSE = {"我们": "our", "其": "its", "本文": "this", "": "the"}
WHICH_PIECE = {
    "第一篇": "first",
    "首篇": "first",
    "上一篇": "previous",
    "前一篇": "previous",
    "此前的": "earlier",
    "此前": "earlier",
    "之前的": "earlier",
    "之前": "earlier",
    "早前": "earlier",
}
# How far a figure is from exact, as the source says it (`roughly 23 months`, `低约 10%`,
# `98.5% 以上`): said before the figure on both pages.
HEDGE = {
    "about": {"en": "about", "zh": "约"},
    "nearly": {"en": "nearly", "zh": "近"},
    "over": {"en": "more than", "zh": "超过"},
    "at-least": {"en": "at least", "zh": "至少"},
    "up-to": {"en": "up to", "zh": "最高"},
    "under": {"en": "under", "zh": "不到"},
}
# The source's words for each hedge: before the figure, and after it (Chinese `左右`, `以上`).
HEDGE_WORDS = {
    "about": (
        r"about|around|roughly|approximately|approx\.|some|an estimated|约为?|大约|大概",
        r"左右|上下",
    ),
    "nearly": (r"nearly|almost|close to|近|将近|接近|逼近", ""),
    "over": (r"more than|over|upwards of|超过|逾", r"以上|有余"),
    "at-least": (r"at least|no less than|至少|不低于|不少于", ""),
    "up-to": (r"up to|as much as|最高|最多", ""),
    "under": (r"less than|fewer than|不到|不足", r"以下|以内"),
}
# How a change reads beside a comparison: `, 44% higher` / `，高出 44%`.
# a gap set against a figure (`$0.10 lower`, `低 0.10 美元`), the level itself unsaid
GAP_PHRASE = {
    "up": {"en": "{change} higher", "zh": "高 {change}"},
    "down": {"en": "{change} lower", "zh": "低 {change}"},
}
# Two changes of one level on two bases (`同比增长 8%，环比增长 5.3%`).
CHANGE_ON: dict[str, Any] = {
    "lead": {"en": ", ", "zh": "，"},
    "sep": {"en": " and ", "zh": "，"},
    "year": {
        "up": {"en": "{change} higher year on year", "zh": "同比增长 {change}"},
        "down": {"en": "{change} lower year on year", "zh": "同比下降 {change}"},
    },
    "month": {
        "up": {"en": "{change} higher month on month", "zh": "环比增长 {change}"},
        "down": {"en": "{change} lower month on month", "zh": "环比下降 {change}"},
    },
    "quarter": {
        "up": {"en": "{change} higher quarter on quarter", "zh": "环比增长 {change}"},
        "down": {"en": "{change} lower quarter on quarter", "zh": "环比下降 {change}"},
    },
}
CHANGE_PHRASE = {
    "up": {"en": ", {change} higher", "zh": "，高出 {change}"},
    "down": {"en": ", {change} lower", "zh": "，低 {change}"},
    # a multiple is not `1.35 times higher` (高出 1.35 倍 would be 2.35×)
    "times": {"en": ", {change} as much", "zh": "，为后者的 {change}"},
    # the move in the level's own unit and in per cent (`减少 0.34 万人，下降 3.2%`)
    "up_both": {"en": ", up {move} or {change}", "zh": "，增加 {move}，增长 {change}"},
    "down_both": {"en": ", down {move} or {change}", "zh": "，减少 {move}，下降 {change}"},
}
# a change set against what the source names without its level (`1.9% less than in October
# 2025`, `4.6% lower than a year earlier`)
# a level's move against an earlier time in its own unit and in per cent (`较 9 月底增加 0.58
# 万亿元，增长 1.6%`)
CHANGE_BOTH = {
    "up": {
        "en": ", up {move} or {change} from {against}",
        "zh": "，较{against}增加 {move}，增长 {change}",
    },
    "down": {
        "en": ", down {move} or {change} from {against}",
        "zh": "，较{against}减少 {move}，下降 {change}",
    },
}
CHANGE_THAN = {
    "up": {"en": ", {change} higher than {against}", "zh": "，较{against}增长 {change}"},
    "down": {"en": ", {change} lower than {against}", "zh": "，较{against}下降 {change}"},
}
# what a multiple is of: a name's figure, a described thing's figure, a bare figure
TIMES_OF = {
    "named": {"en": "{against}'s {baseline}", "zh": "{against} {baseline}"},
    "common": {"en": "{against} of {baseline}", "zh": "{against} {baseline}"},
    "unnamed": {"en": "{baseline}", "zh": " {baseline}"},
}
MOVE = {
    "up": {"en": "rose", "zh": "提高到"},
    "down": {"en": "fell", "zh": "降至"},
    "caused_up": {"en": "raised", "zh": "提高到"},  # `EPLB raised …`, `EPLB 使…提高到`
    "caused_down": {"en": "lowered", "zh": "降至"},
    "up_by": {"en": "rose by", "zh": "上升"},
    "down_by": {"en": "fell by", "zh": "下降"},
    "discount": {"en": "fell by", "zh": "打"},  # `打 9 折`: 10% off
    "revised_up": {"en": "raises", "zh": "上调至"},  # a forecast or an estimate revised
    "revised_down": {"en": "cuts", "zh": "下调至"},
    # a multiple the level moved by (`doubled`, `翻倍`): not `增幅 2 倍`, which is 3x
    "change_times": {"en": ", {change} the level before", "zh": "，为此前的 {change}"},
    "change_up": {"en": ", up {change}", "zh": "，增幅 {change}"},
    "change_down": {"en": ", down {change}", "zh": "，降幅 {change}"},
}
CONDITIONS = {
    "open": {"en": " (", "zh": "（"},
    "sep": {"en": "; ", "zh": "；"},
    "close": {"en": ")", "zh": "）"},
    "and": {"en": " and ", "zh": "、"},
    "inline_sep": {"en": ", ", "zh": "、"},
}
# Units as each page writes them, where the source's spelling belongs to one language.
UNIT_WORDS = {
    "x": {"en": "{n}x", "zh": "{n} 倍"},
    "%": {"en": "{n}%", "zh": "{n}%"},
    "pp": {"en": "{n} percentage points", "zh": "{n} 个百分点"},
    "USD": {"en": "${n}", "zh": "{n} 美元"},
    "USD-cent": {"en": "{n} US cents", "zh": "{n} 美分"},  # a price the source gave in cents
    "CNY": {"en": "{n} yuan", "zh": "{n} 元"},
    "EUR": {"en": "€{n}", "zh": "{n} 欧元"},
    "JPY": {"en": "¥{n}", "zh": "{n} 日元"},
    "GBP": {"en": "£{n}", "zh": "{n} 英镑"},
    "day": {"en": "{n} days", "zh": "{n} 天"},
    "week": {"en": "{n} weeks", "zh": "{n} 周"},
    "month": {"en": "{n} months", "zh": "{n} 个月"},
    "year": {"en": "{n} years", "zh": "{n} 年"},
    "hour": {"en": "{n} hours", "zh": "{n} 小时"},
    "min": {"en": "{n} minutes", "zh": "{n} 分钟"},
    "s": {"en": "{n} s", "zh": "{n} 秒"},
    "GPU": {"en": "{n} GPUs", "zh": "{n} 张 GPU"},
    "expert": {"en": "{n} experts", "zh": "{n} 个专家"},
    "token": {"en": "{n} tokens", "zh": "{n} token"},
    "user": {"en": "{n} users", "zh": "{n} 名用户"},
    "parameter": {"en": "{n} parameters", "zh": "{n} 参数"},
    "tonne": {"en": "{n} tonnes", "zh": "{n} 吨"},
    "TEU": {"en": "{n} TEU", "zh": "{n} 标准箱"},
    "bag": {"en": "{n} bags", "zh": "{n} 袋"},
    "bushel": {"en": "{n} bushels", "zh": "{n} 蒲式耳"},
    "bale": {"en": "{n} bales", "zh": "{n} 包"},
    # a flow a day (`118.4 Ml/d`, `86.2 litres a day`)
    "ML/day": {"en": "{n} Ml/d", "zh": "每日 {n} 百万升"},
    "L/day": {"en": "{n} litres a day", "zh": "每日 {n} 升"},
    "m³/day": {"en": "{n} m³ a day", "zh": "每日 {n} 立方米"},
}
# the parts of a duration written in two units (`2 分 30 秒`, `17 hours 40 minutes`)
DURATION_PARTS = {
    "hour": {"en": "{n} hr", "zh": "{n} 小时"},
    "min": {"en": "{n} min", "zh": "{n} 分"},
    "s": {"en": "{n} s", "zh": "{n} 秒"},
}
# a price written as a currency sign and digits (`$3.40`, `¥ 21.60`)
SIGNED_PRICE = re.compile(r"[$€£¥]\s?(?P<n>\d[\d,]*(?:\.\d+)?)")


def signed_prices_in_words(text: str, unit: str | None, lang: str) -> str:
    """Each `$2.69` in `text` as the page in `lang` writes `unit`'s currency (`2.69 美元`,
    `21.60 yuan`), the digits as written; `text` as it is when the currency has no words."""
    currency = (unit or "").split("/", 1)[0]
    if currency not in UNIT_WORDS:
        return text
    return SIGNED_PRICE.sub(lambda m: UNIT_WORDS[currency][lang].format(n=m["n"]), text)


PER_WORDS = {
    "GPU-hour": {"en": "per GPU-hour", "zh": "/GPU 小时"},
    "hour": {"en": "per hour", "zh": "/小时"},
    "1M tokens": {"en": "per million tokens", "zh": "/百万 token"},
    "kWh": {"en": "per kWh", "zh": "/千瓦时"},
    "Wh": {"en": "per Wh", "zh": "/瓦时"},
    "month": {"en": "per month", "zh": "/月"},
    "year": {"en": "per year", "zh": "/年"},
    "share": {"en": "per share", "zh": "/股"},
    "day": {"en": "per day", "zh": "/天"},
    "token": {"en": "per token", "zh": "/token"},
    "lb": {"en": "per lb", "zh": "/磅"},
    "kg": {"en": "per kg", "zh": "/公斤"},
    "tonne": {"en": "per tonne", "zh": "/吨"},
}
# what a source revised: its forecast of a level to come, or its estimate of one now
RECKONING = {
    "forecast": {"en": "forecast", "zh": "预测"},
    "estimated": {"en": "estimate", "zh": "预估"},
}
# the level before a move, with when it stood there (`338.15 cents a week earlier`, `上周的 338.15 美分`)
BEFORE_WHEN = {"en": "{before} {when}", "zh": "{when}的 {before}"}
# a price written in cents (`312.40 US cents per lb`, `每磅 312.40 美分`), said in cents again
WRITTEN_IN_CENTS = re.compile(r"cents?\b|美分")
# A thing named by its size (`8-GPU nodes`, `64-core servers`): the Chinese counter the size
# is said with (`8 卡节点`, `64 核服务器`).
SIZED_ZH = {"gpu": "卡", "card": "卡", "core": "核", "socket": "路", "bay": "盘位"}
SCALES = {
    "en": ((1e12, " trillion"), (1e9, " billion"), (1e6, " million")),
    "zh": ((1e12, " 万亿"), (1e8, " 亿"), (1e4, " 万")),
}
LIST_SEP = {"en": ", ", "zh": "、"}

# Events, present tense for the timeline and past tense for the lede. Slots: {actor}, {object},
# {claim} (a report's claim, short).
EVENT = {
    "open-source": {"en": "{actor} open-sources {object}", "zh": "{actor}开源 {object}"},
    "release": {"en": "{actor} releases {object}", "zh": "{actor}发布 {object}"},
    "launch": {"en": "{actor} launches {object}", "zh": "{actor}推出 {object}"},
    "start-production": {
        "en": "{actor} starts production at its {object}",
        "zh": "{actor}的{object}投产",
    },
    "announce": {"en": "{actor} announces {object}", "zh": "{actor}宣布 {object}"},
    "take-effect": {"en": "{object} takes effect", "zh": "{object}生效"},
    "cut-price": {"en": "{actor} cuts {object} prices", "zh": "{actor}下调 {object} 价格"},
    "raise-price": {"en": "{actor} raises {object} prices", "zh": "{actor}上调 {object} 价格"},
    "price-effective": {
        "en": "{actor}'s new {object} prices take effect",
        "zh": "{actor} {object} 新价格生效",
    },
    "question": {"en": "{actor} questions {object}", "zh": "{actor}质疑 {object}"},
    "decline-open-source": {
        "en": "{actor} says {object} cannot yet be open-sourced",
        "zh": "{actor}表示{object}暂时无法开源",
    },
    "report": {"en": "{claim}", "zh": "{claim}"},
    "publish": {"en": "{actor} publishes its {object} write-up", "zh": "{actor}发布 {object} 文章"},
    "report-gap": {
        "en": "{actor} says {object} still lacks parts needed for online serving",
        "zh": "{actor}指出 {object} 仍缺少在线服务所需的组件",
    },
    "report-untested": {
        "en": "{actor} reports that no outside group has tested the figures",
        "zh": "{actor}报道称尚无外部机构测试这些数字",
    },
}
EVENT_PAST = {
    "open-source": {"en": "{actor} open-sourced {object}", "zh": "{actor}开源了 {object}"},
    "release": {"en": "{actor} released {object}", "zh": "{actor}发布了 {object}"},
    "launch": {"en": "{actor} launched {object}", "zh": "{actor}推出了 {object}"},
    "start-production": {
        "en": "{actor} started production at its {object}",
        "zh": "{actor}的{object}投产",
    },
    "announce": {"en": "{actor} announced {object}", "zh": "{actor}宣布了 {object}"},
    "cut-price": {
        "en": "{actor} announced lower {object} prices",
        "zh": "{actor}宣布下调 {object} 价格",
    },
    "raise-price": {
        "en": "{actor} announced higher {object} prices",
        "zh": "{actor}宣布上调 {object} 价格",
    },
}
# The lede's object with what it is, where a source says so: `DeepInfer, its inference engine`.
EVENT_KIND = {"en": "{object}, its {kind}", "zh": "{kind} {object}"}
# A price change's lede names the day the new prices apply: `…, effective 18 November 2026`.
EVENT_EFFECTIVE = {"en": "{event}, effective {date}", "zh": "{event}，自 {date}起生效"}
EVENT_OBJECT_FALLBACK = {
    "publish": {"en": "earlier", "zh": "此前的"},
    "decline-open-source": {"en": "its serving engine", "zh": "其推理服务引擎"},
    "question": {"en": "the release", "zh": "此次发布"},
    "start-production": {"en": "plant", "zh": "工厂"},
}
# How sources qualify their own numbers. Slots: {actor}, {object}.
NOTE = {
    "not-rerun": {"en": "{actor} did not re-run {object}.", "zh": "{actor}没有重新运行 {object}。"},
    "read-from-chart": {
        "en": "{actor} read {object}'s figures from its published charts.",
        "zh": "{actor}对照所用的 {object} 数据读自其公布的图表。",
    },
    "own-build": {
        "en": "{actor}'s online figures come from its own build, not from {object}.",
        "zh": "{actor}的在线数字来自其自己的实现，而非 {object}。",
    },
    "setups-differ": {
        "en": "{actor} says the two set-ups differ too much to give a figure for the gap.",
        "zh": "{actor}表示两边的设置差异过大，不给出差距的数字。",
    },
    "setups-differ-stage": {
        "en": "{actor} says that for {object} the two set-ups differ too much to give a figure for the gap.",
        "zh": "{actor}表示，{object}两边的设置差异过大，不给出差距的数字。",
    },
}
# What is still open. Slots: {subject}, {items}, {actor}.
GAP = {
    "not-included": {
        "en": "Not included in {subject}'s release: {items}.",
        "zh": "{subject} 此次发布不包含：{items}。",
    },
    "missing": {
        "en": "{actor} names parts still missing from {subject}: {items}.",
        "zh": "{actor}指出 {subject} 仍缺少：{items}。",
    },
    "not-disclosed": {
        "en": "{subject} has not disclosed its {items}.",
        "zh": "{subject}未披露{items}。",
    },
    "to-be-announced": {
        "en": "The {items} of {subject} is still to be announced.",
        "zh": "{subject}的{items}尚待公布。",
    },
    "not-reproduced": {
        "en": "No outside group has reproduced these figures yet.",
        "zh": "尚无外部机构复现这些数字。",
    },
}
ITEMS_AND = {"en": " and ", "zh": "与"}
WATCH = {
    "unchanged": {
        "en": "{page} has not changed since {date}.",
        "zh": "{page}自 {date} 以来没有变化。",
    },
    "changed": {
        "en": "{page} changed on {date}: {added} paragraphs added, {removed} removed.",
        "zh": "{page}于 {date} 有变化：新增 {added} 段，删去 {removed} 段。",
    },
    "not-checked": {"en": "{page} has not been checked yet.", "zh": "{page}尚未检查。"},
}
# The edition's and a story's headline: the lead event, then the claim that carries the story.
HEADLINE = {
    "event+claim": {"en": "{event}; {claim}", "zh": "{event}，{claim}"},
    "event": {"en": "{event}", "zh": "{event}"},
    "claim": {"en": "{claim}", "zh": "{claim}"},
    "empty": {"en": "No new reports for {date}", "zh": "{date}暂无新报道"},
}
HEADLINE_CLAIM = {
    "within": {
        "en": "{claimant} says it is within {change} of {against}",
        "zh": "{claimant}称与{against}相差在 {change} 以内",
    },
    "matches": {"en": "{claimant} says it matches {against}", "zh": "{claimant}称追平{against}"},
    # what the figure is and whose it is, not a bare `$2.69 against $2.99`; `为`, since a
    # price is not `达到` (reached) as a speed is
    "versus": {
        "en": "{claimant} reports the {measure} for {subject} at {value}, against {baseline}",
        "zh": "{claimant}称{subject}{measure}为 {value}，对比 {baseline}",
    },
    "versus_self": {
        "en": "{claimant} reports its {measure} at {value}, against {baseline}",
        "zh": "{claimant}称其{measure}为 {value}，对比 {baseline}",
    },
    # the compared-with figure's own subject, when the source names it (`… for Northwind`)
    "versus_named": {
        "en": "{claimant} reports the {measure} for {subject} at {value}, against {baseline} for {against}",
        "zh": "{claimant}称{subject}{measure}为 {value}，{against}为 {baseline}",
    },
    "multiple-of": {
        "en": "{claimant} reports {change} {against}",
        "zh": "{claimant}称达到{against}的 {change}",
    },
    "before-after": {
        "en": "{claimant} reports {measure} up from {before} to {after}",
        "zh": "{claimant}称{measure}从 {before} 提升至 {after}",
    },
    # a fall (`from $3.89 to $2.69`) is not reported as a rise
    "before-after_down": {
        "en": "{claimant} reports {measure} down from {before} to {after}",
        "zh": "{claimant}称{measure}从 {before} 降至 {after}",
    },
    # after the actor's own event (`Kestrel Cloud cuts H200 and B200 prices; H200 price …`)
    "before-after_bare": {
        "en": "{subject} {measure} up from {before} to {after}",
        "zh": "{subject}{measure}从 {before} 提升至 {after}",
    },
    "before-after_down_bare": {
        "en": "{subject} {measure} down from {before} to {after}",
        "zh": "{subject}{measure}从 {before} 降至 {after}",
    },
    # what it rose (or fell) to, the earlier level unsaid
    "after_only": {
        "en": "{claimant} reports {measure} up to {after}",
        "zh": "{claimant}称{measure}提升至 {after}",
    },
    "after_only_down": {
        "en": "{claimant} reports {measure} down to {after}",
        "zh": "{claimant}称{measure}降至 {after}",
    },
    "after_only_bare": {
        "en": "{subject} {measure} up to {after}",
        "zh": "{subject}{measure}提升至 {after}",
    },
    "after_only_down_bare": {
        "en": "{subject} {measure} down to {after}",
        "zh": "{subject}{measure}降至 {after}",
    },
    "none": {
        "en": "{claimant} reports {value} {measure} for {subject}",
        "zh": "{claimant}称{subject}{measure}为 {value}",
    },
    "none_self": {
        "en": "{claimant} reports {value} {measure}",
        "zh": "{claimant}称其{measure}为 {value}",
    },
}
LEDE: dict[str, Any] = {
    "event": {"en": "On {date}, {event}.", "zh": "{date}，{event}。"},
    "claim": {"en": "On {date}, {claim}", "zh": "{date}，{claim}"},
    "standing": {
        "self-reported": {
            "en": "The figures are {claimant}'s own; no other source has confirmed them independently.",
            "zh": "这些数字由{claimant}自己发布，尚无其他来源独立证实。",
        },
        "corroborated": {
            "en": "Another source reports the same figures from its own measurements.",
            "zh": "另有来源以自己的测量得出相同数字。",
        },
        "conflicting": {
            "en": "Sources give different figures for it.",
            "zh": "各来源给出的数字不一致。",
        },
    },
    "more_briefs": {
        "en": "No full story this week; {briefs} {briefs_word} below.",
        "zh": "本期没有完整报道，下文有 {briefs} 条简讯。",
    },
    "empty": {"en": "No reports in this edition's window.", "zh": "本期时间窗口内没有新报道。"},
}
# A price said before a company it names changed its prices (the event in the past tense).
SAID_BEFORE = {
    "en": "Said on {date}, before {event} on {event_date}.",
    "zh": "此说法发表于 {date}，早于{event_date}{event}。",
}
# Two sources' different figures for one claim, as what is still open.
UNSETTLED = {
    "en": "{sources} give different figures for {subject} ({figures}); which holds is not yet settled.",
    "zh": "{sources}对{subject}给出了不同的数字（{figures}），以哪个为准尚无定论。",
}
# A comparison another source made with the claimant's figure.
COMPARED_BY = {
    "en": "{by}, not {claimant}, names the figure it is set against.",
    "zh": "对比的数字由{by}给出，而非{claimant}。",
}
# What kind of work a Chinese name in 《》 is, in English (`电影《长河落日》` → `the film "…"`).
WORK_KINDS = {
    "电影": "the film",
    "动画电影": "the animated film",
    "电视剧": "the TV series",
    "剧集": "the series",
    "网剧": "the web series",
    "纪录片": "the documentary",
    "动画": "the animation",
    "游戏": "the game",
    "手游": "the mobile game",
    "小说": "the novel",
    "综艺": "the show",
    "专辑": "the album",
}
# Public bodies and the kinds of organisation a Chinese name ends in, as the English press
# writes them (`国家能源局` → `National Energy Administration`, `青川省发展和改革委员会` →
# `Qingchuan Provincial Development and Reform Commission`, `澜川水电股份有限公司` → `Lanchuan
# Shuidian Co., Ltd.`): the name before the ending is said in pinyin. Whole names first.
ORG_NAMES = {
    "国家能源局": "National Energy Administration",
    "国家统计局": "National Bureau of Statistics",
    "中国证券投资基金业协会": "Asset Management Association of China",
    "国家发展和改革委员会": "National Development and Reform Commission",
    "国家发展改革委": "National Development and Reform Commission",
    "国家发改委": "National Development and Reform Commission",
    "生态环境部": "Ministry of Ecology and Environment",
    "农业农村部": "Ministry of Agriculture and Rural Affairs",
    "工业和信息化部": "Ministry of Industry and Information Technology",
    "工信部": "Ministry of Industry and Information Technology",
    "交通运输部": "Ministry of Transport",
    "商务部": "Ministry of Commerce",
    "财政部": "Ministry of Finance",
    "教育部": "Ministry of Education",
    "海关总署": "General Administration of Customs",
    "中国人民银行": "People's Bank of China",
    "中国证监会": "China Securities Regulatory Commission",
    "国家电网": "State Grid",
    "国网": "State Grid",
}
# a public office's ending, whose place is said as `Provincial` or `Municipal` before it
ORG_OFFICES = {
    "发展和改革委员会": "Development and Reform Commission",
    "发展改革委": "Development and Reform Commission",
    "发改委": "Development and Reform Commission",
    "市场监督管理局": "Administration for Market Regulation",
    "统计局": "Statistics Bureau",
    "能源局": "Energy Administration",
    "人民政府": "People's Government",
    "公共资源交易中心": "Public Resources Trading Center",
    "委员会": "Commission",
}
ORG_ENDINGS = {
    **ORG_OFFICES,
    "研究院": "Research Institute",
    "研究所": "Institute",
    "研究中心": "Research Center",
    "交易所": "Exchange",
    "协会": "Association",
    "大学": "University",
    "电力公司": "Electric Power Company",
    "股份有限公司": "Co., Ltd.",
    "有限责任公司": "Co., Ltd.",
    "有限公司": "Co., Ltd.",
    "集团": "Group",
    "日报": "Daily",
}
# a province's or a city's office (`青川省发展和改革委员会`): `Provincial`, `Municipal`; a
# company keeps its place's name alone (`国网青川省电力公司` → `State Grid Qingchuan …`)
ORG_PLACE = {"省": "Provincial", "市": "Municipal"}
COUNT_WORDS = {"story": {"en": ("story", "stories")}, "brief": {"en": ("brief", "briefs")}}
# A source title shown on the page of another language: `DeepInfer 开源（英文报道）`.
TITLE_IN = {"en": "{title} ({language} report)", "zh": "{title}（{language}报道）"}
FIRST_SEEN = {"en": "first seen {date}", "zh": "首次见于 {date}"}
# A Chinese name on the English page with the English name a source gives: `Yunxiu Compute (云岫算力)`.
NAME_WITH_ORIGINAL = {"en": "{en} ({zh})"}
# A source on a page whose language it has no name in (a Chinese name on the English page; the
# Chinese page shows an English name as it is): English words that say whose it is, the name
# itself in brackets. `start` where it opens a sentence, a list item or a table cell.
SOURCE_OF_OWNER = {"en": "{owner}'s {language} channel ({name})"}
SOURCE_UNNAMED = {
    "en": {
        "start": "A {language}-language source ({name})",
        "within": "a {language}-language source ({name})",
    }
}
# A reference whose title is in the other script: words that say what it is, the original
# title in brackets (kept whole, for finding the article): `Article in Chinese (国产 HBM…)`.
REFERENCE_TITLE_IN = {"en": "Article in {language} ({title})"}
