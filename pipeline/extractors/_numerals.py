"""Numbers as written: Arabic digits with separators and scales, and Chinese numerals.

Values are computed with Decimal so that `53.3K` is exactly 53300, then given
back as int when whole: a digest must print the figure the source printed.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

import cn2an

SCALES: dict[str, Decimal] = {
    "k": Decimal(1_000),
    "thousand": Decimal(1_000),
    "m": Decimal(1_000_000),
    "mn": Decimal(1_000_000),
    "million": Decimal(1_000_000),
    "b": Decimal(1_000_000_000),
    "bn": Decimal(1_000_000_000),
    "billion": Decimal(1_000_000_000),
    "t": Decimal(10**12),
    "trillion": Decimal(10**12),
    "千": Decimal(1_000),
    "万": Decimal(10_000),
    "十万": Decimal(100_000),
    "百万": Decimal(1_000_000),
    "千万": Decimal(10_000_000),
    "亿": Decimal(100_000_000),
    "十亿": Decimal(10**9),
    "百亿": Decimal(10**10),
    "千亿": Decimal(10**11),
    "万亿": Decimal(10**12),
}


def arabic(digits: str) -> Decimal:
    """'1,024' → 1024, '53.3' → 53.3, '−5' → -5."""
    cleaned = digits.replace(",", "").replace("，", "").replace("−", "-").replace("＋", "+")
    try:
        return Decimal(cleaned)
    except InvalidOperation as exc:  # pragma: no cover - the grammar only passes digits
        raise ValueError(digits) from exc


def chinese(numeral: str) -> Decimal:
    """'一百二十万' → 1200000, '两' → 2; raises ValueError when cn2an cannot read it."""
    try:
        value = cn2an.cn2an(numeral, "smart")
    except (ValueError, KeyError, TypeError) as exc:
        raise ValueError(numeral) from exc
    return Decimal(str(value))


def scaled(value: Decimal, scale: str | None) -> Decimal:
    if not scale:
        return value
    return value * SCALES[scale.lower() if scale.isascii() else scale]


def plain(value: Decimal) -> int | float:
    """A Decimal as the JSON number a reader expects: 954000, not 954000.0."""
    if value == value.to_integral_value():
        return int(value)
    return float(value)
