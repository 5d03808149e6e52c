"""Quantities in a text, by the contract in EXTRACTION.md.

The grammar is ours: a number core (Arabic digits with separators, or Chinese
numerals), an optional scale (K, million, 万, 亿), a unit before or after, then
a pass that joins ranges. Spans inside dates are skipped, and so are digits
that belong to names, versions, labels and ordinals.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal

from ..records import Quantity
from . import _numerals
from .units import (
    MEASURE_WORD,
    MEASURE_WORDS,
    SCALED_UNITS,
    YUAN,
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
    r"|小时|分钟|秒|毫秒|美元|欧元|" + YUAN + "|人|" + MEASURE_WORD + ")"
)
# `一百二十万` stands alone; `千万` (also "by all means") and `万一` ("in case") do not.
_SCALED_CN = re.compile(r".*[一二两三四五六七八九十].*[万亿]")
_PERCENT_CN = re.compile(r"百分之\s*(?P<n>[零〇一二两三四五六七八九十百点]+|\d+(?:\.\d+)?)")
# `降低了三成`, `约七成`: tenths, a percentage (not `一成不变`, `八成新`, `三成员`)
_TENTHS_CN = re.compile(
    r"(?<=[了约近超逾达占有省])(?P<n>[一二两三四五六七八九])成(?![为功本长熟立交员绩果品就分年人型新])"
)
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
    masked = sorted([*skip, *_phone_numbers(text)])
    candidates = [c for c in _candidates(text) if not _overlaps(c, masked)]
    candidates.sort(key=lambda c: (c.start, -c.end))
    kept: list[_Candidate] = []
    for cand in candidates:
        if kept and cand.start < kept[-1].end:
            continue
        if cand.unit and cand.unit.startswith("USD-cent"):  # `30 cents`, `10 美分`: dollars
            cand = replace(cand, value=cand.value / 100, unit="USD" + cand.unit[8:])
        elif cand.unit in SCALED_UNITS:  # `151.8 Mt`: 151.8 million tonnes
            unit, times = SCALED_UNITS[cand.unit]
            cand = replace(cand, value=cand.value * times, unit=unit, scale=cand.scale * times)
        kept.append(cand)
    return tuple(_share_units(text, list(_per_before(text, _join_ranges(text, kept)))))


# a duration written in two units (`2 分 30 秒`, `1 小时 20 分钟`, `2 min 30 s`): the larger
# unit's figure and the smaller's, one duration in the larger (2.5 min), as said first
_DURATION_PARTS = {("hour", "min"): 60, ("min", "s"): 60, ("hour", "s"): 3600}
# such a duration as written, each part's number and unit word (what `join_durations` joined)
_TWO_PART_DURATION = re.compile(
    r"(?P<a>\d+)\s*(?P<ua>小时|分钟?|hours?|hrs?|minutes?|mins?)\s*"
    r"(?P<b>\d+)\s*(?P<ub>分钟|秒|minutes?|mins?|seconds?|secs?|s)(?![A-Za-z])",
    re.I,
)
_DURATION_WORDS = {
    "小时": "hour", "hour": "hour", "hours": "hour", "hr": "hour", "hrs": "hour",
    "分": "min", "分钟": "min", "minute": "min", "minutes": "min", "min": "min", "mins": "min",
    "秒": "s", "second": "s", "seconds": "s", "sec": "s", "secs": "s", "s": "s",
}  # fmt: skip


def duration_parts(text: str) -> tuple[tuple[str, str], tuple[str, str]] | None:
    """The two parts of a duration written in two units, each (number, unit): `2 分 30 秒` →
    (("2", "min"), ("30", "s")); None for any other text."""
    m = _TWO_PART_DURATION.fullmatch(text.strip())
    if m is None:
        return None
    return (m["a"], _DURATION_WORDS[m["ua"].lower()]), (m["b"], _DURATION_WORDS[m["ub"].lower()])


def duration_step(text: str) -> float | None:
    """Half the smaller part's unit, in the larger (`2 分 30 秒`: half a second, 1/120 min), the
    rounding of a duration written in two units; None for any other text."""
    parts = duration_parts(text)
    if parts is None:
        return None
    return 0.5 / _DURATION_PARTS[(parts[0][1], parts[1][1])]


def join_durations(text: str, quantities: Sequence[Quantity]) -> tuple[Quantity, ...]:
    """The quantities with each duration written in two units as one (`2 分 30 秒`: 2.5 min).

    The extraction contract keeps the two parts apart, as written; a claim states the one
    duration they make, which a check can set against another (`较 3 分 50 秒缩短 35%`)."""
    out: list[Quantity] = []
    for q in quantities:
        prev = out[-1] if out else None
        big = prev.unit if prev is not None else None
        if prev is not None and prev.unit is None and text[prev.end - 1 : prev.end] == "分":
            big = "min"  # `2 分`: minutes before seconds
        factor = _DURATION_PARTS.get((big or "", q.unit or ""))
        if (
            prev is not None
            and factor
            and prev.value is not None
            and q.value is not None
            and prev.low is None
            and q.low is None
            and not text[prev.end : q.start].strip()
        ):
            out[-1] = replace(
                q,
                text=text[prev.start : q.end],
                start=prev.start,
                value=prev.value + q.value / factor,
                unit=big,
            )
            continue
        out.append(q)
    return tuple(out)


# Telephone numbers are digits, not amounts: `1-800-555-0176`, `400-820-1234`,
# `0755-8888 6666`, `138 0013 8000`, and `555-0148` where the text says it is a number.
_PHONES = [
    re.compile(r"(?<![\w.-])(?:\+?\d{1,3}[-. ])?\(?\d{3}\)?[-. ]\d{3}[-. ]\d{4}(?![\w-])"),
    re.compile(r"(?<!\d)0\d{2,3}-\d{3,4}[ -]?\d{4}(?!\d)"),
    re.compile(r"(?<![\d.])1[3-9]\d[ -]?\d{4}[ -]?\d{4}(?!\d)"),
    re.compile(
        r"(?i:call|phone|tel|number|dial|fax|hotline|电话|热线|拨打|致电)\D{0,12}?"
        r"(?P<n>(?<![\w.-])\d{3}-\d{4})(?![\w-])"
    ),
]


_PHONE_HINT = re.compile(r"\d{3}[-. ]\d{3}|1[3-9]\d{9}")


def _phone_numbers(text: str) -> Iterable[tuple[int, int]]:
    if not _PHONE_HINT.search(text):
        return  # one scan instead of four for the texts without a telephone number
    for pattern in _PHONES:
        for match in pattern.finditer(text):
            yield match.span("n") if "n" in pattern.groupindex else match.span()


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


_HYPHENED_COUNT = re.compile(
    r"-(?!thirds?\b|quarters?\b|fifths?\b|halves\b|half\b|way\b|fold\b)[a-z]+\b(?!-)"
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
        # `three times`, `five percent`; but `one x` and `two %` are not how words are written
        spelled = found is not None and re.search(r"[a-z]{3}", text[end : found[1]])
        if found is not None and found[0] and (found[0] not in ("x", "%") or spelled):
            unit, end = found
        elif scaled or (
            value >= 2
            and re.match(r" (?!or\b|and\b|to\b)[a-z]", text[end : end + 5])
            or match.group()[0].islower()
            and re.match(r" [A-Z]", text[end : end + 2])  # `two USB-C ports`, not `Two Sigma`
        ):
            unit = None  # `two customers`, `three of them`: a count; `one` stays an article
        elif _WORD_RANGE_NEXT.match(text, end) and (
            text[end : end + 5] != " and " or _BETWEEN_BEFORE.search(text[: match.start()])
        ):
            unit = None  # `two to three weeks`, `between two and four`: the low of a range
        elif value >= 2 and (counted := _HYPHENED_COUNT.match(text, end)):
            unit, end = None, counted.end()  # `a three-port charger`
        else:
            continue
        if text[end : end + 1] == "-" and unit is None:
            continue  # `two-thirds`, `one-off`
        yield _Candidate(match.start(), end, Decimal(value) * scale, unit, False, scale)


# `roughly double the first generation's 3,000 cycles`, `twice as fast as`: a multiplier in
# words, where a comparison follows it and a verb does not come before (`will triple its`)
_WORD_MULTIPLE = re.compile(
    r"\b(?:is|are|was|were|be|been|roughly|about|nearly|almost|around|approximately|"
    r"than|over|some|at) (?P<m>double|twice|triple|treble|quadruple)"
    r"(?= (?:the|that of|what|as|its|their|our)\b)",
    re.I,
)
_MULTIPLES = {"double": 2, "twice": 2, "triple": 3, "treble": 3, "quadruple": 4}


def _multiple_candidates(text: str) -> Iterable[_Candidate]:
    for match in _WORD_MULTIPLE.finditer(text):
        value = Decimal(_MULTIPLES[match["m"].lower()])
        yield _Candidate(match.start("m"), match.end("m"), value, "x", False)


def _candidates(text: str) -> Iterable[_Candidate]:
    yield from _arabic_candidates(text)
    yield from _word_candidates(text)
    yield from _multiple_candidates(text)
    yield from _chinese_candidates(text)
    for match in _PERCENT_CN.finditer(text):
        number = match.group("n")
        try:
            value = _numerals.arabic(number) if number[0].isdigit() else _chinese_point(number)
        except ValueError:
            continue
        yield _Candidate(match.start(), match.end(), value, "%", False)
    for match in _TENTHS_CN.finditer(text):
        tenths = _numerals.chinese(match.group("n"))
        yield _Candidate(match.start(), match.end(), tenths * 10, "%", False)


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
        elif below := _BELOW_ZERO.search(text, max(0, start - 7), start):
            start, value = below.start(), -value  # `零下 25°C`, `minus 40°C`
        if bare and (
            _is_label(text, start)
            or _is_bare_year(text, start, value, match.group())
            or _is_chinese_model_number(text, start, end)
            or _is_version_like(text, start, end, skipped_label_end)
        ):
            skipped_label_end = end
            continue
        yield _Candidate(start, end, value, unit, bare, factor)


_BELOW_ZERO = re.compile(r"(?:零下|(?<!or )\bminus )\s?$")  # not `plus or minus 5%`


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
    if re.match(
        r"\s?(?:release|version|update|beta(?!\s+(?:tester|user|customer))|lts|rc\d)\b"
        r"|\s?[ap]\.?m\b\.?|\s?版本?",
        after,
    ):
        return True
    if re.match(r"\s?(?:及|或|以)[^，。；\d]{0,4}版本", after):
        return True  # `8.4 及更早版本`
    if re.fullmatch(r"\d+\.0", text[start:end]) and re.search(
        r"(?:[\u4e00-\u9fff]|\b[A-Z][\w-]*)\s$", text[max(0, start - 20) : start]
    ):
        return True  # `启明 2.0 技术报告`: a name's `2.0` (but `up from 63.0` is a figure)
    if (
        re.match(r"/\s", text[end : end + 2])
        and not text[text.rfind("\n", 0, start) + 1 : start].strip()
    ):
        return True  # `1/ Quick thread…`: a thread marker
    return bool(re.match(r"/\d", text[end : end + 2]) or text[max(0, start - 1) : start] == "/")


_IDENTIFIER_AFTER = re.compile(r"(?:st|nd|rd|th)\b|\.[A-Za-z0-9]|:\d|[A-Za-z]+\d")


# a word whose number says which one, not how many (`week 45`, `Phase 3`)
_NUMBERED_BY = re.compile(
    r"\b(?:[Ww]eek|[Pp]hase|[Rr]ound|[Ss]eason|[Ee]pisode|Batch|[Ll]ot|[Rr]evision|[Rr]ev\.?|Build)\s$"
)
# a page's own tallies in brackets (`Comments (14)`, `评论（32）`): the page's frame, no finding
_FRAME_TALLY = re.compile(
    r"(?:\b(?:[Cc]omments?|[Rr]epl(?:y|ies)|[Rr]eposts?|[Ss]hares|[Ll]ikes|[Vv]iews)|评论|回复|转发|点赞|"
    r"收藏|阅读)\s*[(（]\s*$"
)


_REGISTERED_AS = re.compile(
    r"\b(?:[Cc]ompany|[Rr]egistration|[Rr]egistered|[Cc]harity|[Ll]icen[cs]e|[Pp]ermit|[Pp]olicy|"
    r"[Cc]ase|[Ff]ile|[Rr]ef(?:erence)?|[Pp]roject|[Tt]ender|[Cc]ontract)\s+(?:[Nn]o\.?|[Nn]umber|#)"
    r"\s*[:：]?\s*$|(?:编号|注册号|登记号|备案号|许可证号|股份代号|股票代码|证券代码)\s*[:：]?\s*$|"
    r"\b[Ss]tock\s+code\s*[:：]?\s*$"
)


# What comes before a number that names rather than counts: the shopping festivals (`双 11`,
# `双12`), a stock code in brackets after a company's name (`恒康制药（300952）`), a number to
# call (`拨打 400`, `热线：95588`)
_NAMES_IN_CHINESE = re.compile(r"双\s?$|(?:拨打|致电|热线|电话|客服)\s?[:：]?\s?$")
_STOCK_CODE = re.compile(r"(?<=[\u4e00-\u9fff][（(])\d{6}(?=[)）]|\.(?:SZ|SH|BJ)\b)")
# and after it: a stock code's exchange (`300952.SZ`), a futures contract (`2701 合约`), a
# hotline (`400 服务热线`), `618 大促`
_CODE_AFTER = re.compile(
    r"\.(?:SZ|SH|BJ|HK)\b|\s?(?:合约|(?:服务)?热线|客服电话)|(?<=618)\s?(?:大促|购物节|期间|当天|活动)"
)


def _is_identifier_or_ordinal(text: str, start: int, end: int) -> bool:
    before = text[max(0, start - 2) : start]
    after = text[end : end + 3]
    if before.endswith(("#", "第", "第 ", "№", "v", "V", "@")):
        return True
    if _NUMBERED_BY.search(text, max(0, start - 12), start) and not re.match(
        r"\s*(?:%|percent|per\s?cent)", text[end : end + 9]
    ):
        return True  # `week 45`, `Phase 3`, `Round 2`: the number names which one
    if _FRAME_TALLY.search(text, max(0, start - 12), start) and re.match(r"\s*[)）]", text[end:]):
        return True  # `Comments (14)`: how many comments the page shows, no finding
    if _REGISTERED_AS.search(text, max(0, start - 28), start):
        return True  # `company no. 11482093`, `编号：0318`: a register's number, no amount
    if (
        _NAMES_IN_CHINESE.search(text, max(0, start - 8), start)
        or _CODE_AFTER.match(text, end, end + 8)
        or ((code := _STOCK_CODE.match(text, start)) is not None and code.end() == end)
    ):
        return True  # `双 11`, `恒康制药（300952）`, `拨打 400`, `2701 合约`: a name or a code
    if before.endswith("-"):
        word = re.search(r"[A-Za-z0-9.-]*$", text[max(0, start - 40) : start - 1])
        if word and re.search(r"[A-Za-z]", word.group()):
            return True  # `Flash-1017`, `Qwen3-235B`; `8-256` stays a range
    if _IDENTIFIER_AFTER.match(after) or before.endswith(":"):
        return True  # `3rd`, versions `0.6.3`, `2.2.RC1`, times `10:30`, `64DP64`
    if after.lstrip()[:1] in ("号", "点", "时", "分") and _is_number_or_time_cn(text, start, end):
        return True
    line_start = text.rfind("\n", 0, start) + 1
    if not text[line_start:start].strip() and re.match(r"[、)）]|\.\s", after):
        return True  # a list number
    if re.match(r"\.\s", after) and re.search(r"[:：.;]\s$", text[max(0, start - 2) : start]):
        return True  # `Features: 1. provision`, `this year. 3. Margins`
    return False


def _is_number_or_time_cn(text: str, start: int, end: int) -> bool:
    """`3 号线`, `5 号`: a number that names; `上午 10 时`, `晚上 7 点`, `9 时 40 分`, `20 日 18
    时`: a time."""
    after = text[end : end + 3]
    if re.match(r"\s?号(?!称)", after):
        return True
    if re.match(r"\s?[点时]\s?(?:\d+\s?分|整|半)", text[end : end + 8]):
        return True
    if re.match(r"\s?[点时](?![击赞评名间代期长速刻])", after) and re.search(
        # (`11 月 20 日 18 时`: the hour of a date)
        # (`双十一当天 11 点`: the hour of that day)
        r"(?:上午|下午|晚上|早上|中午|凌晨|傍晚|夜里|晚|早|\d\s?日|当天|当日|次日|今天|昨天|今日|昨日)\s?$",
        text[max(0, start - 4) : start],
    ):
        return True
    return bool(  # the minutes of `9 时 40 分`
        re.search(r"\d\s?[点时]\s?$", text[max(0, start - 4) : start]) and re.match(r"\s?分", after)
    )


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
    if re.search(r"[张块台颗片卡]\s?$", text[max(0, start - 2) : start]):
        return True  # `8 张 4090`, `8 卡 4090`: a count's classifier, then the product's number
    if re.match(r"\s?(?:单卡|双卡|显卡|整机|芯片|系列|机型|型号|处理器)", text[end : end + 4]):
        return True  # `4090 单卡`, `4090 显卡`: the product's number
    if after == " " and text.startswith("的", end + 1):
        after = "的"  # `天枢 3 的超节点`
    return (
        len(before) == 2
        and before[1] == " "
        and "\u4e00" <= before[0] <= "\u9fff"
        and before[0]
        not in "到至为达约是共有比从和与及或过超近逾增降涨跌升减剩余仅对分即合计小大认值限低高多少"
        and (after == "" or after in "。，、；）)！？”’」』的")
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
        before_word = prefix[: match.start()]
        stripped = before_word.rstrip()
        sentence_start = (
            not stripped or stripped[-1] in ".!?。！？" or "\n" in before_word[len(stripped) :]
        )
        if not sentence_start or re.search(r"[a-z][A-Z]", word):
            return True  # `ServeKit 2.4`: a CamelCase word is a name wherever it stands
        # First in a sentence a capitalised word is a name when the text names it again
        # with the same number: `Patch 2.7 goes live` under `Patch 2.7 notes`.
        number = re.match(r"[\d.,]+", text[start:])
        return number is not None and text.count(f"{word} {number.group()}") > 1
    return _is_lowercase_name_version(text, start, word)


# words that may stand before a bare decimal without naming a thing (`rose 3.1`, `from 70.5`)
_BEFORE_A_FIGURE = frozenset(
    "from with between within than about around over under above below near nearly almost "
    "rose fell fall rise hit top tops grew grow drop slip jump climb reach gain lose add cut "
    "at to of by and or but was were is are be been now just only still also then hold holds "
    "score ratio index rate factor grade level average mean median multiple margin pue cop "
    "era week day month year quarter half".split()
)


def _is_lowercase_name_version(text: str, start: int, word: str) -> bool:
    """`simdjson 3.10`, `quartzjson 1.4`, `zstd 1.5`: a decimal after a word in small letters
    that is no English word before a figure, which the text also writes without a number
    (`than simdjson on`) or follows with its figure in brackets, is that project's version."""
    if not re.fullmatch(r"[a-z][a-z0-9_-]{2,}", word) or word in _BEFORE_A_FIGURE:
        return False
    if re.search(r"(?:s|ed|ing|ly|er|est)$", word) and not re.search(
        r"(?:json|js|rs|db|ss)$", word
    ):
        return False  # `wins 1.5`, `recorded 61.2`: a verb before its figure
    number = re.match(r"\d+\.\d+(?![\d,])", text[start:])
    if number is None:
        return False
    if re.match(r"\s*[(（]\s*[$€£¥]?\d", text[start + number.end() :]):
        return True  # `simdjson 3.10 (3.18 GB/s)`: the thing, then its figure in brackets
    alone = re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])(?!\s+\d)", text)
    return alone is not None


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
        before = text[max(0, start - 3) : start]
        if before[-1:] in ("第", "周", "初", "数", "几") or before.endswith(
            ("星期", "礼拜", "百分之")
        ):
            continue  # ordinals and weekdays; `数十家`, `几百个` are no figure
        if numeral == "一" and start > 0 and text[start - 1] in "前上下这那本同":
            continue  # `前一周`, `上一代`: the one before, not a count of one
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
            if cand.scale == 1 and nxt.scale != 1 and text[cand.end - 1].isdigit():
                # `40-45 billion`, `$470-490B`; not `9,000 元至 1.4 万元`, whose low has its unit
                cand = replace(cand, value=cand.value * nxt.scale)
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
    if low.unit and not high.unit and not text[low.end - 1].isdigit():
        return False  # `grew 31% to 71,400 units`: a unit after the low ends it; `$5-10` stays
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
    r"^\s*(?:to|against|vs\.?|versus|and|or|提到|提升到|提高到|增至|降至|到|对比|和|与"
    r"|(?:调整|下调|上调|降低|提高|提升|增加|减少|下降|上涨|增长|缩短|压缩|降|提|增|减|涨|升|跌|变)"
    r"(?:为|到|至))\s*$",
    re.I,
)
# `€78 per MWh, down from €92`, `13.5 元/卡时，前一周为 14.8 元`: an amount of money written
# after one of these takes the per-unit of the amount of money before it in the sentence.
_COMPARED_WITH = re.compile(
    r"(?:\b(?:from|against|versus|vs\.?|compared (?:with|to)|was|were)|为|是|比|较|由|从|对比|相比)\s*$",
    re.I,
)
_SENTENCE_END = re.compile(r"[。；;!?！？\n]|\.\s")


def _same_order(a: Quantity, b: Quantity) -> bool:
    """Two prices set side by side are of one order (`€78 per MWh, down from €92`); `每卡每小时
    12 元` and a month's `6.9 万元` are not one unit's."""
    if not a.value or not b.value:
        return True
    hi, lo = max(abs(a.value), abs(b.value)), min(abs(a.value), abs(b.value))
    return hi / lo <= 20


def _share_units(text: str, quantities: list[Quantity]) -> list[Quantity]:
    """A figure written without its unit shares the unit of the figure it is paired with.

    Forward: `53.3K against 64.4K tokens/s`, `from $3.80 to $3.10 per GPU-hour`. Backward,
    for money: `€78 per MWh, down from €92`.
    """
    for index, quantity in enumerate(quantities[:-1]):
        nxt = quantities[index + 1]
        if (
            quantity.value is not None
            and nxt.value is not None
            and nxt.unit is not None
            and (quantity.unit is None or nxt.unit.startswith(f"{quantity.unit}/"))
            and _PAIRED.match(text[quantity.end : nxt.start])
        ):
            quantities[index] = replace(quantity, unit=nxt.unit)
    for index, quantity in enumerate(quantities):
        if quantity.unit not in _CURRENCIES or not _COMPARED_WITH.search(
            text[max(0, quantity.start - 20) : quantity.start]
        ):
            continue
        for prev in reversed(quantities[:index]):
            if _SENTENCE_END.search(text, prev.end, quantity.start):
                break
            if prev.unit and prev.unit.split("/")[0] in _CURRENCIES:
                if prev.unit.startswith(f"{quantity.unit}/") and _same_order(prev, quantity):
                    quantities[index] = replace(quantity, unit=prev.unit)
                break
    return quantities


_CURRENCIES = ("USD", "CNY", "EUR", "GBP", "JPY")


def _per_before(text: str, quantities: Iterable[Quantity]) -> Iterable[Quantity]:
    """`每小时 1.1 美元`, `每 GB 0.14 元`: money per something written before the amount;
    `每秒 9 个 token`, `每秒 18 万行`: a count per second is a rate."""
    for quantity in quantities:
        if quantity.unit in _CURRENCIES:
            per = per_before(text[max(0, quantity.start - 16) : quantity.start])
            if per:
                quantity = replace(quantity, unit=f"{quantity.unit}/{per}")
        elif quantity.unit in (None, "token") and quantity.value is not None:
            quantity = _per_second(text, quantity)
        yield quantity


_PER_SECOND = re.compile(r"每秒(?:钟)?(?:能|可|约|能够|可以)?(?:出|处理|生成|输出|写入)?\s*$")
_ROWS_AFTER = re.compile(r"\s*行")


def _per_second(text: str, q: Quantity) -> Quantity:
    """A count written after `每秒` in its rate's unit, the span from `每秒` on."""
    per = _PER_SECOND.search(text, max(0, q.start - 10), q.start)
    if per is None:
        return q
    end = q.end
    if q.unit == "token":
        unit = "tokens/s"
    elif (rows := _ROWS_AFTER.match(text, q.end)) is not None:
        unit, end = "row/s", rows.end()
    else:
        return q
    start = per.start()
    return replace(q, text=text[start:end], start=start, end=end, unit=unit)
