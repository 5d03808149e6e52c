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

from ..records import Condition, Quantity
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
    return en, zh


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
