"""Units: what may follow or precede a number, and its canonical spelling.

One table per position. Order matters: longer spellings come first so that
`tokens/s` wins over `token` and `美元/GPU 小时` over `美元`.
"""

from __future__ import annotations

import re

# Spellings a money amount may be "per": `美元/GPU 小时`, `$2 per GPU-hour`.
_PER = [
    (r"GPU\s*[-·]?\s*(?:hours?|hrs?|小时|h\b)", "GPU-hour"),
    (r"(?:1M|百万|million)\s*tokens?", "1M tokens"),
    (r"(?:hours?|小时|hr)\b", "hour"),
    (r"(?:days?|天)\b", "day"),
    (r"(?:weeks?|周)\b", "week"),
    (r"(?:months?|月)\b", "month"),
    (r"(?:years?|年)\b", "year"),
    (r"(?:tokens?)\b", "token"),
    (r"(?:shares?|股)\b", "share"),
    (
        r"(?:GPUs?|accelerators?|chips?|systems?|racks?|servers?|nodes?|users?|seats?|units?)\b",
        None,
    ),
]
PER = [
    (
        re.compile(
            r"\s*(?:/|per\s+|an?\s+|每)\s*(?:"
            + spelling
            + r")(?!\s+(?:ago|earlier|later|before|on))",
            re.I,
        ),
        canon,
    )
    for spelling, canon in _PER
]

# Currencies written before the number: `$38.96`, `USD 38.96`, `¥5`.
CURRENCY_BEFORE = re.compile(
    r"(?:(?P<usd>US\$|\$|USD\s?)|(?P<eur>€|EUR\s?)|(?P<cny>[¥￥]|RMB\s?|CNY\s?)|(?P<gbp>£|GBP\s?))$"
)

_AFTER: list[tuple[str, str | None]] = [
    (r"美元\s*/\s*GPU\s*[-·]?\s*小时", "USD/GPU-hour"),
    (r"(?:美元|美金)", "USD"),
    (r"欧元", "EUR"),
    (r"日元", "JPY"),
    (r"英镑", "GBP"),
    (r"(?:元人民币|元|人民币|块钱)", "CNY"),
    (r"(?:USD|US dollars?|dollars?)\b", "USD"),
    (r"(?:EUR|euros?)\b", "EUR"),
    (r"(?:CNY|RMB|yuan)\b", "CNY"),
    (r"(?:个百分点|percentage points?|pp\b)", "pp"),
    (r"(?:%|％|percent\b|per\s?cent\b)", "%"),
    (
        r"(?:tokens?\s*/\s*(?:s|sec|second)\b|tok/s\b|tokens?\s+(?:per|a)\s+second\b|tokens?\s*/\s*秒)",
        "tokens/s",
    ),
    (r"(?:requests?\s*/\s*s\b|QPS\b|RPS\b|requests? per second\b)", "requests/s"),
    (r"(?:[x×]\s?(?=(?:[A-Z]{1,2}\d{2,4}|GPUs?)\b)(?:[A-Z]{1,2}\d{2,4}\w*|GPUs?))", "GPU"),
    (r"(?:倍|-?fold\b|times\b|[x×](?![A-Za-z0-9]))", "x"),
    (
        r"(?:-?(?:(?:NVIDIA|AMD|Huawei|Intel)\s+)?(?:[A-Z]{1,3}\d{2,4}\w*\s+)?GPUs?\b"
        r"|[张块]\s*(?:GPU|卡|显卡|[A-Z]{1,3}\d{2,4}\w*)|[张块]?(?:GPU|显卡|卡)"
        r"|[A-Z]{1,2}\d{2,4}[A-Z]?s\b)",
        "GPU",
    ),
    (r"(?:-?experts?\b|个专家|专家)", "expert"),
    (r"(?:-?tokens?\b|个\s*tokens?|个?\s*token)", "token"),
    (r"(?:ms\b|milliseconds?\b|毫秒)", "ms"),
    (r"(?:seconds?\b|secs?\b|秒钟?)", "s"),
    (r"(?:minutes?\b|mins?\b|分钟)", "min"),
    (r"(?:-?hours?\b|hrs?\b|个?小时)", "hour"),
    (r"(?:-?days?\b|天)", "day"),
    (r"(?:-?weeks?\b|个?星期(?![一二三四五六日天])|周(?![一二三四五六日天末]))", "week"),
    (r"(?:-?months?\b|个月)", "month"),
    (r"(?:-?years?\b|年(?![\d月底初中前后代]))", "year"),
    (r"(?:GiB|TiB|MiB|GB|TB|MB|KB|PB)\b", None),  # kept as written
    (r"(?:GWh|MWh|kWh|GW|MW|kW|GHz|MHz|nm)\b", None),  # kept as written
    (r"(?:users?\b|位用户|名用户)", "user"),
    (r"(?:-?parameters?\b|params\b|参数量?)", "parameter"),
    (r"(?:个|家|款|位|名|项|次|台|条|篇|种|份|人)", ""),  # a count: no unit
]
UNIT_AFTER = [(re.compile(r"\s?" + spelling), canon) for spelling, canon in _AFTER]


def unit_after(text: str, pos: int) -> tuple[str | None, int] | None:
    """The unit starting at `pos` (after optional space) as (canonical, end), or None."""
    for pattern, canon in UNIT_AFTER:
        match = pattern.match(text, pos)
        if match:
            written = match.group().strip()
            if canon is None:
                return written, match.end()
            if canon == "":
                return None, match.end()
            if canon in ("USD", "EUR", "CNY"):
                per = per_after(text, match.end())
                if per:
                    return f"{canon}/{per[0]}", per[1]
            return canon, match.end()
    return None


def per_after(text: str, pos: int) -> tuple[str, int] | None:
    """A `per GPU-hour`-style suffix of a money amount at `pos`: `per share` → `share`."""
    for pattern, canon in PER:
        match = pattern.match(text, pos)
        if match:
            if canon is None:  # a countable thing: its singular, as written
                word = re.search(r"[A-Za-z]+$", match.group()).group().lower()  # type: ignore[union-attr]
                canon = "GPU" if word.startswith("gpu") else word.removesuffix("s")
            return canon, match.end()
    return None


def currency_before(prefix: str) -> tuple[str, int] | None:
    """A currency written just before a number, as (code, length written)."""
    match = CURRENCY_BEFORE.search(prefix)
    if not match:
        return None
    code = next(name for name, value in match.groupdict().items() if value).upper()
    return code, len(match.group())
