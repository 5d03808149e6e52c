"""Recompute the arithmetic a sentence states.

`826 … against 575 (44% higher)`, `83% of DEP2 (53.3K against 64.4K)`,
`7.9 times`, `from A to B (+X%)`: the stated result is compared with what the
operands give. Every figure is taken as rounded to its last written digit, so
the check passes exactly when some values that round to the operands give a
result that rounds to the stated figure — no arbitrary tolerance.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..records import Check, Quantity

_MORE = re.compile(
    r"higher|more|faster|greater|increase|up\b|gain|高|提升|提高|增长|增加|快|多", re.I
)
_LESS = re.compile(
    r"lower|less|fewer|slower|decrease|down\b|drop|cut|低|下降|减少|降低|慢|少", re.I
)
_OF = re.compile(r"%\s*of\b|(?:是|为|相当于|达到|仅为).{0,30}?的\s*\d[\d.]*\s*%|占", re.I)


@dataclass(frozen=True)
class StatedCheck:
    """A check on one stated figure: the result quantity and its Check."""

    result: Quantity
    check: Check


def check_sentence(sentence: str, quantities: Sequence[Quantity]) -> list[StatedCheck]:
    """Checks for every derived figure (a % or a multiple) in one sentence."""
    checks: list[StatedCheck] = []
    for result in quantities:
        if result.value is None or result.unit not in ("%", "x"):
            continue
        operands = _operands(result, quantities)
        if operands is None:
            continue
        a, b = operands
        around = (
            sentence[max(0, result.start - 40) : result.end + 40] if result.start >= 0 else sentence
        )
        if result.unit == "x":
            check = _verify(result, a, b, lambda x, y: max(x, y) / min(x, y), "times", "{r:.2f}×")
        elif _OF.search(around):
            check = _verify(result, a, b, lambda x, y: 100 * x / y, "share", "{r:.1f}%")
        elif _MORE.search(around):
            check = _verify(
                result,
                a,
                b,
                lambda x, y: 100 * (max(x, y) / min(x, y) - 1),
                "higher",
                "+{r:.1f}%",
            )
        elif _LESS.search(around):
            check = _verify(
                result,
                a,
                b,
                lambda x, y: 100 * (1 - min(x, y) / max(x, y)),
                "lower",
                "−{r:.1f}%",
            )
        else:
            continue
        if check is not None:
            checks.append(StatedCheck(result, check))
    return checks


def _operands(result: Quantity, quantities: Sequence[Quantity]) -> tuple[Quantity, Quantity] | None:
    """The two same-unit figures nearest the result, in the order written."""
    pool = [
        q
        for q in quantities
        if q is not result and q.value is not None and q.value > 0 and q.unit not in ("%", "x")
    ]
    pairs = [
        (p, q)
        for p, q in itertools.combinations(pool, 2)
        if p.unit == q.unit and p.value != q.value
    ]
    if not pairs:
        return None
    return min(
        pairs, key=lambda pq: abs(pq[0].start - result.start) + abs(pq[1].start - result.start)
    )


def _half_step(q: Quantity) -> float:
    """Half the last written digit of `q`, in its scaled units (53.3K → 50)."""
    match = re.search(r"\d[\d,]*(?:\.(\d+))?", q.text)
    if not match or q.value is None:
        return 0.0
    mantissa = float(match.group().replace(",", ""))
    decimals = len(match.group(1) or "")
    scale = abs(q.value) / mantissa if mantissa else 1.0
    return 0.5 * 10 ** (-decimals) * scale


def _verify(
    result: Quantity,
    a: Quantity,
    b: Quantity,
    func: Callable[[float, float], float],
    kind: str,
    shown: str,
) -> Check | None:
    va, vb, stated = float(a.value or 0), float(b.value or 0), float(result.value or 0)
    ha, hb, hr = _half_step(a), _half_step(b), _half_step(result)
    corners = [
        func(x, y) for x in (va - ha, va + ha) for y in (vb - hb, vb + hb) if x > 0 and y > 0
    ]
    if not corners:
        return None
    computed = func(va, vb)
    ok = min(corners) - hr <= stated <= max(corners) + hr
    # in symbols only, so that both pages can show it: `826/575 = 1.437 → +43.7% ≈ 44%`
    stated_as = f"{_num(stated)}{'×' if result.unit == 'x' else '%'}"
    num, den = {
        "times": (max(va, vb), min(va, vb)),
        "higher": (max(va, vb), min(va, vb)),
        "lower": (min(va, vb), max(va, vb)),
    }.get(kind, (va, vb))
    detail = (
        f"{_num(num)}/{_num(den)} = {num / den:.3f} → {shown.format(r=computed)} "
        f"{'≈' if ok else '≠'} {stated_as}"
    )
    return Check(kind="arithmetic", ok=ok, detail=detail)


def _num(value: float) -> str:
    return str(int(value)) if value.is_integer() else f"{value:g}"
