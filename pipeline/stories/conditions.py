"""Conditions: the set-up a claim holds under, named in both languages.

A figure that only describes the set-up of another (`64 GPUs`, `a 131,072-token
context`, `nextn=3`, `batch sizes 8 to 256`, `384+64 experts`) is a condition of that
claim and never a claim of its own; so are the rig's hardware, the precision, the
workload, the price basis. A set-up sentence gives its conditions to the claims of
its paragraph, or of its section under a heading.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..i18n import Glossary, zh_spacing
from ..records import Condition, Quantity
from .names import bilingual
from .passages import Sentence

CONTEXT = re.compile(r"context|上下文|window|窗口|sequence|序列", re.I)
REPLAY = re.compile(r"replay|重放|回放", re.I)
PROMPT = re.compile(r"prompt|提示词|input length|输入长度|chunk|分块|output length|输出长度", re.I)
BATCH = re.compile(r"batch(?:[- ]size)?s?|批大小|批次|并发|concurren", re.I)

HARDWARE = (
    r"(?:NVIDIA\s+|AMD\s+|Intel\s+|Huawei\s+|英伟达\s*|华为\s*)?"
    r"(?:GB\d{3}|B\d{3}|H\d{3}|A\d{3}|L\d{2}S?|MI\d{3}X?|SM\d{3}|RTX\s?\d{4}|TPU\s?v\d+\w*|Trainium\d?|"
    r"Gaudi\s?\d|Ascend\s?\d{3}\w*|昇腾\s?\d{3}\w*)(?:\s+NVL\d+)?"
)
NAMED_CONDITIONS: list[tuple[str, re.Pattern[str]]] = [
    (
        "configuration",
        re.compile(
            r"(?<![A-Za-z0-9])(?:EP\d+DP\d+|DEP\d+|TP\d+|PP\d+|DP\d+|EP\d+|TP=\d+)(?![A-Za-z0-9])"
        ),
    ),
    ("hardware", re.compile(rf"(?<![A-Za-z0-9])(?P<name>{HARDWARE})(?![A-Za-z0-9])")),
    (
        "precision",
        re.compile(
            r"(?<![A-Za-z0-9])(?:FP8|FP4|NVFP4|MXFP4|BF16|FP16|INT8|INT4|W4A16|W8A8)(?![A-Za-z0-9])"
        ),
    ),
    (
        "workload",
        re.compile(r"(?:\bon\s+the\s+|在\s*)(?P<name>[A-Z][A-Za-z0-9-]+)\s*(?:benchmark|基准)"),
    ),
]
PHRASE_CONDITIONS: list[tuple[str, re.Pattern[str]]] = [
    ("price basis", re.compile(r"\bat\s+(?P<what>[A-Z][\w.-]*(?:'s)?\s+[\w -]{0,30}?prices?)\b")),
    (
        "price basis",
        re.compile(r"(?:按|以)\s*(?P<what>[^，,。、按以]{2,30}?(?:价格|价|模型))(?:计算|折算)?"),
    ),
    ("price basis", re.compile(r"\bunder\s+(?P<what>[A-Z][\w.-]*(?:'s)?\s+(?:TCO\s+)?model)\b")),
]


_DURATION_UNITS = frozenset({"day", "week", "month", "year", "hour", "min"})
_DURATION_FINDING = re.compile(
    r"charg|充电|cold start|启动|boot|加载|load time|续航|battery life|runtime|uptime|latency|延迟|"
    r"response|响应|recover|恢复|payback|回本|回收期|lead time|交付周期|交期|training run|训练",
    re.I,
)
_VERSION_AFTER = re.compile(r"^\s*(?:series|release|version|系列|版本?|版)\b", re.I)
_SETUP_BEFORE = re.compile(
    r"(?:\b(?:on|with|using|across|over|in|of|from|at)\s+(?:a |an |one |the |up to |just )?"
    r"(?:single\s+)?$|(?:在|用|使用|采用|基于|借助|以|跑在|部署在|由)\s*(?:一台|一个|单台|单个)?\s*$)",
    re.I,
)
_EXPERTS_SUM = re.compile(
    r"(\d+)\s*\+\s*(\d+)\s*(?:(?:routed|个)\s*)?(?:experts?|个?专家)|(?:experts?|专家)\s*[:：]?\s*(\d+)\s*\+\s*(\d+)",
    re.I,
)
_SETTING = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\s*=\s*$")
SETUP_SENTENCE = re.compile(
    r"\b(?:measured|benchmarked|tested|ran|run|runs|produced|collected|served|deployed|configured|"
    r"set ?up|setup|configuration|we used|using|swept)\b|测试|测得|实测|配置|设置|部署|使用|采用|跑在",
    re.I,
)
_RESULT_UNITS = re.compile(r"^(?:%|x|pp|tokens/s|requests/s|ms|s|USD|CNY|EUR|JPY|GBP)$|/")


@dataclass
class Fig:
    """A quantity in a sentence, sorted: a finding, a condition, or neither."""

    q: Quantity
    kind: str  # finding, condition, ignore
    condition: str = ""  # its condition kind
    text: str = ""  # the condition's own text when wider than the quantity (`384+64 experts`)


def sort_figures(text: str, quantities: Sequence[Quantity], sentence: Sentence) -> list[Fig]:
    """The quantities of `sentence` sorted into findings, conditions and the rest."""
    inside = [q for q in quantities if sentence.start <= q.start < sentence.end]
    figs: list[Fig] = []
    experts = [m for m in _EXPERTS_SUM.finditer(text, sentence.start, sentence.end)]
    for index, q in enumerate(inside):
        figs.append(_classify(text, q, sentence, inside[index - 1] if index else None, experts))
    for first, second in zip(figs, figs[1:], strict=False):
        if (
            first.condition == "batch"
            and second.condition == "batch"
            and first.q.value is not None
            and second.q.value is not None
            and _batch_pair(text, first.q, second.q, loose=True)
        ):
            first.q = replace(
                first.q, value=None, low=first.q.value, high=second.q.value, end=second.q.end
            )
            first.text = text[first.q.start : second.q.end]
            second.kind, second.condition = "ignore", ""
    setup_only = (
        SETUP_SENTENCE.search(sentence.text)
        and not any(
            f.kind == "finding" and f.q.unit and _RESULT_UNITS.search(f.q.unit) for f in figs
        )
        and not _has_result_words(sentence.text)
    )
    if setup_only:
        for f in figs:
            if f.kind == "finding":
                f.kind, f.condition = "condition", f.condition or condition_kind(f.q, "")
    return figs


def _classify(
    text: str,
    q: Quantity,
    sentence: Sentence,
    previous: Quantity | None,
    experts: list[re.Match[str]],
) -> Fig:
    before = text[max(sentence.start, q.start - 30) : q.start]
    after = text[q.end : min(sentence.end, q.end + 30)]
    near = text[max(sentence.start, q.start - 40) : min(sentence.end, q.end + 40)]
    for m in experts:
        if m.start() <= q.start < m.end():
            return Fig(q, "condition", "configuration", m.group().strip())
    if previous is not None and _restates(text, previous, q):
        return Fig(q, "ignore")
    setting = _SETTING.search(before)
    if setting:
        return Fig(q, "condition", "configuration", f"{setting[1]}={q.text}")
    unit = q.unit
    if unit == "GPU":
        return Fig(q, "condition", "hardware")
    if unit == "expert":
        return Fig(q, "condition", "configuration")
    close = text[max(sentence.start, q.start - 20) : min(sentence.end, q.end + 16)]
    if unit == "token" and (CONTEXT.search(near) or REPLAY.search(near) or PROMPT.search(near)):
        return Fig(
            q,
            "condition",
            condition_kind(
                q, close if any(p.search(close) for p in (CONTEXT, REPLAY, PROMPT)) else near
            ),
        )
    if q.value is None and BATCH.search(before + q.text):
        return Fig(q, "condition", "batch")
    if BATCH.search(before[-16:]) and unit is None:
        return Fig(q, "condition", "batch")
    if unit is None and previous is not None and _batch_pair(text, previous, q):
        return Fig(q, "condition", "batch")
    if unit in _DURATION_UNITS and not _DURATION_FINDING.search(near):
        return Fig(q, "ignore")
    if unit is None and q.value is not None:
        if _VERSION_AFTER.match(after) or re.search(r"\b[vV]$", before):
            return Fig(q, "ignore")
        if not float(q.value).is_integer() and re.search(
            r"(?:[A-Z][\w-]*|[a-z]+[A-Z]\w*)\s$", before
        ):
            return Fig(q, "ignore")  # `Fernwick 1.2`, `vLLM 0.9`: a version in a name
        if float(q.value).is_integer() and abs(q.value) < 10 and not _counted_finding(near):
            return Fig(q, "ignore")
    if unit in ("node", "server", "rack") or (
        unit is None and re.match(r"^\s*(?:nodes?|servers?|racks?|台|节点)", after)
    ):
        if _SETUP_BEFORE.search(before):
            return Fig(q, "condition", "hardware")
    return Fig(q, "finding")


def sentence_conditions(
    text: str, sentence: Sentence, figs: list[Fig], glossary: Glossary
) -> list[Condition]:
    """The conditions a sentence states: its condition figures, named hardware, settings,
    precision and workloads, and phrases such as a price basis."""
    out: list[Condition] = []
    for f in figs:
        if f.kind != "condition":
            continue
        out.append(numeric_condition(f.q, f.condition, f.text, text, sentence))
    covered = [(f.q.start, f.q.end) for f in figs if f.kind == "condition"]
    for kind, pattern in NAMED_CONDITIONS:
        for m in pattern.finditer(text, sentence.start, sentence.end):
            span = m.span("name") if "name" in pattern.groupindex else m.span()
            if any(s <= span[0] < e or span[0] <= s < span[1] for s, e in covered):
                continue
            name = text[span[0] : span[1]].strip()
            out.append(Condition(kind, name, name, name))
            covered.append(span)
    for kind, pattern in PHRASE_CONDITIONS:
        for m in pattern.finditer(text, sentence.start, sentence.end):
            written = m.group().strip(" ，,")
            words = bilingual(m["what"], glossary)
            out.append(Condition(kind, written, *phrase_condition(kind, words)))
    return merge_conditions([], out)


def _restates(text: str, previous: Quantity, q: Quantity) -> bool:
    """`131K（131,072）`: a figure restated in parentheses right after the first."""
    between = text[previous.end : q.start]
    if not re.fullmatch(r"\s*[（(]\s*", between):
        return False
    if previous.value is None or q.value is None:
        return False
    return abs(previous.value - q.value) <= 0.02 * max(abs(previous.value), abs(q.value))


def _batch_pair(text: str, previous: Quantity, q: Quantity, *, loose: bool = False) -> bool:
    """`batch sizes from 8 to 256`: two bare counts after a batch word are the batch range."""
    between = text[previous.end : q.start]
    before = text[max(0, previous.start - 30) : previous.start]
    joined = bool(re.fullmatch(r"\s*(?:to|到|至|-|–|～|~)\s*", between))
    return joined and (loose or bool(BATCH.search(before)))


def _counted_finding(near: str) -> bool:
    return bool(
        re.search(r"users?|customers?|employees?|people|用户|客户|员工|家|款|种", near, re.I)
    )


def _has_result_words(sentence: str) -> bool:
    return bool(re.search(r"throughput|reached|achiev|吞吐|达到|做到", sentence, re.I))


def only_setup(figs: list[Fig]) -> bool:
    return (
        bool(figs)
        and all(f.kind != "finding" for f in figs)
        and any(f.kind == "condition" for f in figs)
    )


def numeric_condition(
    q: Quantity, kind: str, written: str, text: str, sentence: Sentence
) -> Condition:
    """A condition with a number (`4 B300 GPUs`, `a 131,072-token context`) in both languages."""
    kind = kind or condition_kind(q, "")
    written = written or q.text
    value = q.value
    if kind == "hardware":
        name = _hardware_after(text, q, sentence)
        if name:
            written = text[q.start : name[1]]
        n = _num(q.value)
        label = name[0] if name else ""
        en = (
            f"{n} {label} GPUs".replace("  ", " ")
            if label and "GPU" not in label
            else f"{n} {label or 'GPUs'}"
        )
        zh = f"{n} 张 {label or 'GPU'}"
        return Condition(kind, written, en.strip(), zh, value, q.unit)
    if kind == "configuration" and "=" in written:
        return Condition(kind, written, written, written, value, None)
    if kind == "configuration":
        sums = re.search(r"\d+\s*\+\s*\d+", written)
        figure = sums.group().replace(" ", "") if sums else _num(q.value)
        return Condition(
            kind,
            written,
            f"{figure} experts",
            f"{figure} 个专家",
            None if sums else value,
            "expert",
        )
    if kind == "context":
        return Condition(
            kind,
            written,
            f"a {_num(q.value)}-token context",
            f"{_num(q.value)} token 上下文",
            value,
            "token",
        )
    if kind == "replay":
        return Condition(
            kind,
            written,
            f"a {_num(q.value)}-token replay",
            f"{_num(q.value)} token 重放",
            value,
            "token",
        )
    if kind == "workload" and q.unit == "token":
        return Condition(
            kind,
            written,
            f"{_num(q.value)}-token prompts",
            f"{_num(q.value)} token 提示",
            value,
            "token",
        )
    if kind == "batch":
        if q.value is None:
            low, high = _num(q.low), _num(q.high)
            return Condition(
                kind,
                written,
                f"batch sizes {low} to {high}",
                f"batch size {low}～{high}",
                None,
                None,
            )
        return Condition(
            kind, written, f"batch size {_num(q.value)}", f"batch size {_num(q.value)}", value, None
        )
    return Condition(kind, written, q.text, q.text, value, q.unit)


def _hardware_after(text: str, q: Quantity, sentence: Sentence) -> tuple[str, int] | None:
    """`4 张 B300`, `64 NVIDIA SM100 GPUs`, `8x H200`: the hardware name with the count."""
    m = re.search(HARDWARE, text[q.start : min(sentence.end, q.end + 24)])
    if m:
        return " ".join(m.group().split()), q.start + m.end()
    return None


def condition_kind(q: Quantity, near: str) -> str:
    if q.unit == "GPU":
        return "hardware"
    if q.unit == "expert":
        return "configuration"
    if q.unit == "token":
        for pattern, kind in ((CONTEXT, "context"), (REPLAY, "replay"), (PROMPT, "workload")):
            if pattern.search(near):
                return kind
        return "context"
    return "scope"


def phrase_condition(kind: str, words: dict[str, str]) -> tuple[str, str]:
    en, zh = words["en"], words["zh"]
    if kind == "price basis":
        model = en.lower().endswith("model")
        if not en.lower().startswith(("at ", "under ")):
            en = f"under {en}" if model else f"at {en}"
        zh = zh if zh.startswith("按") else f"按{zh}"
    return en, zh_spacing(zh)


def merge_conditions(first: Sequence[Condition], more: Sequence[Condition]) -> list[Condition]:
    """`first` and the conditions of `more` that say something `first` does not."""
    out = list(first)
    for c in more:
        if any(c.text == o.text or (c.kind == o.kind and c.en == o.en) for o in out):
            continue
        out.append(c)
    return out


def inherit(setups: list[list], sentence: Sentence, headed: bool) -> list[Condition]:
    """The conditions of the set-up sentences before `sentence` that reach it: those of its
    paragraph, or of its whole section under a heading. They are marked as taken."""
    inherited: list[Condition] = []
    for setup in setups:
        if headed or setup[0] == sentence.paragraph:
            inherited = merge_conditions(inherited, setup[1])
            setup[3] = True
    return inherited


def in_subject(condition: Condition, subject: str) -> bool:
    return bool(subject) and condition.text in subject


def _num(value: float | None) -> str:
    if value is None:
        return ""
    if float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:g}"
