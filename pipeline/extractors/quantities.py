"""Quantities in a text, by the contract in EXTRACTION.md.

The grammar is ours: a number core (Arabic digits with separators, or Chinese
numerals), an optional scale (K, million, 万, 亿), a unit before or after, then
a pass that joins ranges. Spans inside dates are skipped, and so are digits
that belong to names, versions, labels and ordinals.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from decimal import Decimal

from ..records import Quantity
from . import _numerals
from .units import (
    MEASURE_WORD,
    MEASURE_WORDS,
    currency_before,
    per_after,
    per_before,
    unit_after,
)

_ARABIC = re.compile(r"(?<![A-Za-z0-9_.,])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")
_SCALE = re.compile(
    r"(?:\s?(?P<cn>万亿|千亿|百亿|十亿|千万|百万|十万|亿|万|千(?![瓦米克伏赫兆]))"
    r"|(?P<glued>[kKMBT]|bn|mn)(?![A-Za-z0-9])"
    r"|[\s-](?P<word>thousand|million|billion|trillion)\b)"
)
_CHINESE = re.compile(r"[零〇一二两三四五六七八九十百千万亿]+")
_CHINESE_UNIT = re.compile(
    r"(?:倍|天|个月|个小时|个星期|星期(?![一二三四五六日天])|周(?![一二三四五六日天末])|年(?!代|级)"
    r"|小时|分钟|秒|毫秒|美元|欧元|元|人|" + MEASURE_WORD + ")"
)
# `一百二十万` stands alone; `千万` (also "by all means") and `万一` ("in case") do not.
_SCALED_CN = re.compile(r".*[一二两三四五六七八九十].*[万亿]")
_PERCENT_CN = re.compile(r"百分之\s*(?P<n>[零〇一二两三四五六七八九十百点]+|\d+(?:\.\d+)?)")
_RANGE_JOIN = re.compile(r"^\s*(?:～|~|–|—|-|到|至|to)\s*$")
_FROM_BEFORE = re.compile(r"(?:\bfrom|从)\s*(?:US\$|\$|€|¥|￥)?$", re.I)
_BETWEEN_BEFORE = re.compile(r"\bbetween\s+(?:US\$|\$|€|¥|￥)?$", re.I)
_LABEL_WORDS = frozenset(
    "apache python cuda cann ascend llama qwen gpt claude gemini iphone windows android ios "
    "macos ubuntu debian pcie hbm ddr usb gen series version release chapter section figure fig "
    "table step part issue pr no v rank top level tier phase glibc gcc kernel linux driver "
    "drivers rocm torch pytorch java go rust clang llvm cudnn nccl triton transformers numpy".split()
)


@dataclass(frozen=True)
class _Candidate:
    start: int
    end: int
    value: Decimal
    unit: str | None
    bare: bool  # no unit, scale or currency: a candidate for the label rules
    scale: Decimal = Decimal(1)  # the scale written after the number (K, billion, 万)
    high: Decimal | None = None  # a range written as one word (`两三天`): `value` is its low


def find_quantities(text: str, skip: Iterable[tuple[int, int]] = ()) -> tuple[Quantity, ...]:
    """Every quantity in `text`, in order; `skip` holds spans (dates) to leave alone."""
    masked = sorted(skip)
    candidates = [c for c in _candidates(text) if not _overlaps(c, masked)]
    candidates.sort(key=lambda c: (c.start, -c.end))
    kept: list[_Candidate] = []
    for cand in candidates:
        if kept and cand.start < kept[-1].end:
            continue
        kept.append(cand)
    return tuple(_per_before(text, _share_units(text, list(_join_ranges(text, kept)))))


def _overlaps(cand: _Candidate, spans: list[tuple[int, int]]) -> bool:
    return any(start < cand.end and cand.start < end for start, end in spans)


_ONES = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_WORD_VALUES = {w: i + 1 for i, w in enumerate(_ONES)} | {
    w: 10 * (i + 2) for i, w in enumerate(_TENS)
}
_WORD_NUMBER = re.compile(
    r"(?<![A-Za-z-])(?:(?P<tens>"
    + "|".join(_TENS)
    + r")(?:-(?P<unit>"
    + "|".join(_ONES[:9])
    + r"))?"
    r"|(?P<ones>" + "|".join(sorted(_ONES, key=len, reverse=True)) + r"))(?![A-Za-z])",
    re.I,
)


_WORD_SCALE = re.compile(r"[\s-](thousand|million|billion|trillion)\b", re.I)
_WORD_RANGE_NEXT = re.compile(
    r"\s+(?:to|and)\s+(?:\d|(?:"
    + "|".join(_ONES + _TENS)
    + r")\b)|-(?:"
    + "|".join(_ONES)
    + r")\b",
    re.I,
)


def _word_candidates(text: str) -> Iterable[_Candidate]:
    """`four days`, `two GPUs`, `twenty-four hours`: spelled numbers count only with a unit."""
    for match in _WORD_NUMBER.finditer(text):
        words = match.groupdict()
        if words["tens"]:
            value = _WORD_VALUES[words["tens"].lower()] + (
                _WORD_VALUES[words["unit"].lower()] if words["unit"] else 0
            )
        else:
            value = _WORD_VALUES[words["ones"].lower()]
        end, scale = match.end(), Decimal(1)
        scaled = _WORD_SCALE.match(text, end)
        if scaled:  # `two million users`
            scale = _numerals.scaled(Decimal(1), scaled.group(1))
            end = scaled.end()
        found = unit_after(text, end)
        if found is not None and found[0] and found[0] not in ("x", "%"):
            unit, end = found
        elif scaled or (
            value >= 2 and re.match(r" (?!of\b|or\b|and\b|to\b)[a-z]", text[end : end + 5])
        ):
            unit = None  # `two customers`: a count; `one` stays an article
        elif _WORD_RANGE_NEXT.match(text, end) and (
            text[end : end + 5] != " and " or _BETWEEN_BEFORE.search(text[: match.start()])
        ):
            unit = None  # `two to three weeks`, `between two and four`: the low of a range
        else:
            continue
        if text[end : end + 1] == "-" and unit is None:
            continue  # `two-thirds`, `one-off`
        yield _Candidate(match.start(), end, Decimal(value) * scale, unit, False, scale)


def _candidates(text: str) -> Iterable[_Candidate]:
    yield from _arabic_candidates(text)
    yield from _word_candidates(text)
    yield from _chinese_candidates(text)
    for match in _PERCENT_CN.finditer(text):
        number = match.group("n")
        try:
            value = _numerals.arabic(number) if number[0].isdigit() else _chinese_point(number)
        except ValueError:
            continue
        yield _Candidate(match.start(), match.end(), value, "%", False)


def _chinese_point(numeral: str) -> Decimal:
    whole, _, frac = numeral.partition("点")
    value = _numerals.chinese(whole)
    if frac:
        digits = "".join(str(int(_numerals.chinese(ch))) for ch in frac)
        value += Decimal("0." + digits)
    return value


def _arabic_candidates(text: str) -> Iterable[_Candidate]:
    skipped_label_end = -1  # `Python 3.10 through 3.13`: the second version follows the first
    for match in _ARABIC.finditer(text):
        start, end = match.span()
        if _is_identifier_or_ordinal(text, start, end):
            continue
        value = _numerals.arabic(match.group())
        bare = True
        factor = Decimal(1)
        scale = _SCALE.match(text, end)
        if scale:
            word = scale.group("cn") or scale.group("glued") or scale.group("word")
            factor = _numerals.scaled(Decimal(1), word)
            value *= factor
            end = scale.end()
            bare = False
        unit: str | None = None
        currency = currency_before(text[max(0, start - 6) : start])
        if currency:
            code, length = currency
            start -= length
            unit = code
            bare = False
            per = per_after(text, end)
            if per:
                unit, end = f"{code}/{per[0]}", per[1]
        else:
            found = unit_after(text, end)
            if found is not None and found[0] == "s" and _is_decade(text, match):
                continue
            if found is not None:
                unit, end = found
                bare = False
            elif end < len(text) and re.match(r"[A-Za-z]", text[end]):
                continue  # `4K60`, `2D`, `64DP64`: digits inside a name
        if (
            start > 0
            and text[start - 1] in "-−"
            and (start < 2 or text[start - 2] in " \t\n(（：:")
        ):
            start -= 1
            value = -value
        if bare and (
            _is_label(text, start)
            or _is_bare_year(text, start, value, match.group())
            or _is_chinese_model_number(text, start, end)
            or _is_version_like(text, start, end, skipped_label_end)
        ):
            skipped_label_end = end
            continue
        yield _Candidate(start, end, value, unit, bare, factor)


def _is_version_like(text: str, start: int, end: int, skipped_end: int) -> bool:
    """`3.10 through 3.13` after a skipped version; `1.12 release notes`; `2 p.m.`; `(3/5)`."""
    if skipped_end >= 0 and re.fullmatch(
        r"\s*(?:through|to|and|or|-|–|～|到|至|和)\s*", text[skipped_end:start]
    ):
        return True
    if re.search(
        r"(?:版本号?|驱动)(?:要求|为|是)?\s*$|(?:version|driver)\s*$",
        text[max(0, start - 12) : start],
        re.I,
    ):
        return True  # `驱动版本要求 580.65`, `driver version 575`
    after = text[end : end + 12].lower()
    if re.match(r"\s?(?:release|version|update|beta|lts|rc\d)\b|\s?[ap]\.?m\b\.?|\s?版本?", after):
        return True
    if (
        re.match(r"/\s", text[end : end + 2])
        and not text[text.rfind("\n", 0, start) + 1 : start].strip()
    ):
        return True  # `1/ Quick thread…`: a thread marker
    return bool(re.match(r"/\d", text[end : end + 2]) or text[max(0, start - 1) : start] == "/")


def _is_identifier_or_ordinal(text: str, start: int, end: int) -> bool:
    before = text[max(0, start - 2) : start]
    after = text[end : end + 3]
    if before.endswith(("#", "第", "第 ", "№", "v", "V", "@")):
        return True
    if before.endswith("-"):
        word = re.search(r"[A-Za-z0-9.-]*$", text[max(0, start - 40) : start - 1])
        if word and re.search(r"[A-Za-z]", word.group()):
            return True  # `Flash-1017`, `Qwen3-235B`; `8-256` stays a range
    if re.match(r"(?:st|nd|rd|th)\b", after):
        return True
    if re.match(r"\.[A-Za-z0-9]", after) or re.match(r":\d", after) or before.endswith(":"):
        return True  # versions `0.6.3`, `2.2.RC1`, times `10:30`
    if re.match(r"[A-Za-z]+\d", after):
        return True  # `64DP64`
    line_start = text.rfind("\n", 0, start) + 1
    if not text[line_start:start].strip() and re.match(r"[、)）]|\.\s", after):
        return True  # a list number
    if re.match(r"\.\s", after) and re.search(r"[:：.;]\s$", text[max(0, start - 2) : start]):
        return True  # `Features: 1. provision`, `this year. 3. Margins`
    return False


def _is_decade(text: str, match: re.Match[str]) -> bool:
    """`the 1990s`, `’90s`: a decade, not a figure of seconds."""
    written, start = match.group(), match.start()
    if not text.startswith("s", match.end()) or not re.fullmatch(r"(?:1[89]|20)?\d0", written):
        return False
    before = text[max(0, start - 6) : start].lower()
    return len(written) == 4 or before.endswith(("the ", "'", "’", "mid-", "early ", "late "))


def _is_bare_year(text: str, start: int, value: Decimal, written: str) -> bool:
    """`year = {2026}`, `2026 roadmap`: a bare 19xx/20xx is a year, and `2026.05` a version tag.

    Not when it ends a range or sets a value: `512 到 2048`, `max_batch_size=2048`.
    """
    before = text[max(0, start - 4) : start].rstrip()
    if before.endswith(("到", "至", "to", "～", "~", "-", "–", "=", ":", "：", "×", "和", "and")):
        return False
    # Judged on the digits as written: `40,816.38` and `2,026` are amounts, whatever their value.
    if re.fullmatch(r"(?:19\d\d|20\d\d|2100)\.(?:0[1-9]|1[0-2])", written):
        return True
    return value > 0 and bool(re.fullmatch(r"199\d|20[0-3]\d", written))


def _is_chinese_model_number(text: str, start: int, end: int) -> bool:
    """`昇腾 950。`: in Chinese a bare count takes a classifier; a bare number is a name."""
    before = text[max(0, start - 2) : start]
    after = text[end : end + 1]
    if re.search(r"[张块台颗片]\s?$", text[max(0, start - 2) : start]):
        return True  # `8 张 4090`: a count's classifier, then the product's number
    return (
        len(before) == 2
        and before[1] == " "
        and "\u4e00" <= before[0] <= "\u9fff"
        and before[0] not in "到至为达约是共有比从和与及或过超近逾增降涨跌升减剩余仅对分即合计"
        and (after == "" or after in "。，、；）)！？")
        and "." not in text[start:end]
    )


def _is_label(text: str, start: int) -> bool:
    """A bare number right after a product word or label: `Apache 2.0`, `Ascend 950`."""
    prefix = text[max(0, start - 40) : start]
    match = re.search(r"([A-Za-z][\w.-]*)\s$", prefix)
    if not match:
        return False
    word = match.group(1)
    if word.lower() in _LABEL_WORDS or any(ch.isdigit() for ch in word):
        return True
    if len(word) >= 2 and word.isupper():
        return True  # `RTX 4090`, `MI 355`: a product line, even first in a sentence
    if word[0].isupper():
        before_word = prefix[: match.start()].rstrip()
        sentence_start = not before_word or before_word[-1] in ".!?。！？\n"
        return not sentence_start
    return False


_CN_DIGITS = "一两二三四五六七八九"
# `两三天`, `三四十家`: two neighbouring digits are a range, with the place or scale after them.
_CN_PAIR = re.compile(
    r"([一两二三四五六七八])([两二三四五六七八九])((?:[十百千]|[十百千]?[万亿])?)"
)
_CN_RANGE_NEXT = re.compile(r"\s*(?:到|至|～|~|-|–|—)\s*[零〇一二两三四五六七八九十百千万亿]")
_CN_PLACES = set("十百千万亿")


def _chinese_candidates(text: str) -> Iterable[_Candidate]:
    for match in _CHINESE.finditer(text):
        start, end = match.span()
        numeral = match.group()
        if (
            start > 0
            and text[start - 1] in "第周初礼拜期星数几"
            or text.startswith("百分之", start - 3)
        ):
            continue  # ordinals and weekdays; `数十家`, `几百个` are no figure
        if numeral.endswith("千") and text[end : end + 1] in ("瓦", "米", "克", "伏", "赫"):
            numeral, end = numeral[:-1], end - 1  # `五千瓦` is 5 kW, not 5,000 W
        if numeral in ("", "万", "亿", "千", "百", "万亿"):
            continue
        stop = end
        if numeral[-1] in _CN_PLACES and text[end : end + 1] in ("多", "余"):
            stop += 1  # `二十多家`, `十余款`: at least the round figure
        unit_match = _CHINESE_UNIT.match(text, stop)
        found = unit_after(text, stop)
        counted = bool(unit_match or (found and found[0]))
        ranged = not counted and bool(_CN_RANGE_NEXT.match(text, stop))  # `三到五天`
        if not counted and not ranged and not _SCALED_CN.fullmatch(numeral):
            continue
        if numeral == "一" and unit_match and unit_match.group() in MEASURE_WORDS:
            continue  # 一家公司, 一款芯片: an article, not a count
        pair = _CN_PAIR.fullmatch(numeral)
        if len(numeral) > 1 and not set(numeral) & (_CN_PLACES | {"零", "〇"}) and not pair:
            continue  # `一二三`: digits read one by one are a name or a year, not an amount
        try:
            low, high = _chinese_pair(pair) if pair else (_numerals.chinese(numeral), None)
        except ValueError:
            continue
        if high is not None and low >= high:
            continue
        unit, stop = found if found else (None, unit_match.end() if unit_match else stop)
        if text.startswith("半", stop) and high is None:  # 一年半: one and a half years
            low, stop = low + Decimal("0.5"), stop + 1
        yield _Candidate(start, stop, low, unit, False, high=high)


def _chinese_pair(pair: re.Match[str]) -> tuple[Decimal, Decimal]:
    """`两三` → (2, 3), `三四十` → (30, 40), `七八万` → (70000, 80000)."""
    place = _numerals.chinese("一" + pair[3]) if pair[3] else Decimal(1)
    return _numerals.chinese(pair[1]) * place, _numerals.chinese(pair[2]) * place


def _join_ranges(text: str, cands: list[_Candidate]) -> Iterable[Quantity]:
    index = 0
    while index < len(cands):
        cand = cands[index]
        nxt = cands[index + 1] if index + 1 < len(cands) else None
        if nxt is not None and _is_range(text, cand, nxt):
            unit = nxt.unit or cand.unit
            if cand.scale == 1 and nxt.scale != 1:
                cand = replace(cand, value=cand.value * nxt.scale)  # `40-45 billion`, `$470-490B`
            yield Quantity(
                text=text[cand.start : nxt.end],
                start=cand.start,
                end=nxt.end,
                value=None,
                unit=unit,
                low=_numerals.plain(cand.value),
                high=_numerals.plain(nxt.value),
            )
            index += 2
            continue
        if cand.high is not None:
            yield Quantity(
                text=text[cand.start : cand.end],
                start=cand.start,
                end=cand.end,
                value=None,
                unit=cand.unit,
                low=_numerals.plain(cand.value),
                high=_numerals.plain(cand.high),
            )
        else:
            yield Quantity(
                text=text[cand.start : cand.end],
                start=cand.start,
                end=cand.end,
                value=_numerals.plain(cand.value),
                unit=cand.unit,
            )
        index += 1


def _is_range(text: str, low: _Candidate, high: _Candidate) -> bool:
    between = text[low.end : high.start]
    before = text[max(0, low.start - 12) : low.start]
    if (
        low.unit
        and high.unit
        and low.unit != high.unit
        and not high.unit.startswith(low.unit + "/")
    ):
        return False  # `$0.20–$0.35 per million tokens` is one range
    if _BETWEEN_BEFORE.search(before) and re.fullmatch(r"\s+and\s+", between):
        return True
    if not _RANGE_JOIN.match(between):
        return False
    if _FROM_BEFORE.search(before):
        return False  # `from 0.35 to 0.94`: a change, two quantities
    if between.strip() in ("-", "–", "—") and low.value > high.value:
        return False
    return True


_PAIRED = re.compile(
    r"^\s*(?:to|against|vs\.?|versus|and|or|提到|提升到|提高到|增至|降至|到|对比|和|与)\s*$", re.I
)


def _share_units(text: str, quantities: list[Quantity]) -> Iterable[Quantity]:
    """`53.3K against 64.4K tokens/s`, `from 141K to 440K tokens/s`: the first shares the unit."""
    for index, quantity in enumerate(quantities):
        nxt = quantities[index + 1] if index + 1 < len(quantities) else None
        if (
            quantity.unit is None
            and quantity.value is not None
            and nxt is not None
            and nxt.unit is not None
            and nxt.value is not None
            and _PAIRED.match(text[quantity.end : nxt.start])
        ):
            quantity = replace(quantity, unit=nxt.unit)
        yield quantity


_CURRENCIES = ("USD", "CNY", "EUR", "GBP", "JPY")


def _per_before(text: str, quantities: Iterable[Quantity]) -> Iterable[Quantity]:
    """`每小时 1.1 美元`, `每 GB 0.14 元`: money per something written before the amount."""
    for quantity in quantities:
        if quantity.unit in _CURRENCIES:
            per = per_before(text[max(0, quantity.start - 16) : quantity.start])
            if per:
                quantity = replace(quantity, unit=f"{quantity.unit}/{per}")
        yield quantity
