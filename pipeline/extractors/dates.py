"""Dates in a text, resolved against a reference date (EXTRACTION.md).

Chinese forms are read by our own patterns: dateparser reads `10 月 24 日` as
"10 months 24 days ago" without complaint. English absolute forms with a year
go through dateparser; yearless forms take the year nearest the reference.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from collections.abc import Callable, Iterable

import dateparser

from ..records import DateMention
from . import _numerals

_MONTHS = {
    name: index
    for index in range(1, 13)
    for name in (calendar.month_name[index].lower(), calendar.month_abbr[index].lower())
}
_MONTHS["sept"] = 9
_MONTH = (
    r"(?P<mon>Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?"
    r"|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?"
)
_WEEKDAYS_EN = {name.lower(): i for i, name in enumerate(calendar.day_name)}
_WEEKDAYS_CN = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
_EDGE = r"(?<![\d.])"
_END = r"(?![\d])"

Resolver = Callable[[re.Match[str], dt.date], tuple[str, str] | None]
# (pattern, resolver, words one of which the lowercased text must hold for the rule to run)
_RULES: list[tuple[re.Pattern[str], Resolver, tuple[str, ...]]] = []
_MONTH_WORDS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_WEEKDAY_WORDS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def _rule(
    pattern: str, flags: int = 0, needs: tuple[str, ...] = ()
) -> Callable[[Resolver], Resolver]:
    """Register a date form; `needs` lets a rule skip texts that cannot hold it (regex is slow)."""

    def register(func: Resolver) -> Resolver:
        _RULES.append((re.compile(pattern, flags), func, needs))
        return func

    return register


def find_dates(text: str, reference: dt.date) -> tuple[DateMention, ...]:
    """Every date in `text`, earliest rule winning where spans overlap."""
    found: list[DateMention] = []
    taken: list[tuple[int, int]] = []
    lowered = text.lower()
    for pattern, resolve, needs in _RULES:
        if needs and not any(word in lowered for word in needs):
            continue
        for match in pattern.finditer(text):
            start, end = match.span("d") if "d" in pattern.groupindex else match.span()
            if any(s < end and start < e for s, e in taken):
                continue
            resolved = resolve(match, reference)
            if resolved is None:
                continue
            value, precision = resolved
            found.append(DateMention(text[start:end], start, end, value, precision))  # type: ignore[arg-type]
            taken.append((start, end))
    return tuple(sorted(found, key=lambda d: d.start))


def _valid(year: int, month: int, day: int | None = None) -> bool:
    """A date written with its year: years outside 1900–2199 are figures, not dates."""
    if not (1900 <= year <= 2199 and 1 <= month <= 12):
        return False
    return day is None or 1 <= day <= calendar.monthrange(year, month)[1]


# Resolving against the reference date is calendar arithmetic, and a reference may be any
# date Python holds (0001-01-01 … 9999-12-31): every step goes through these helpers, which
# answer None where the result would leave the calendar instead of raising.


def _shift(ref: dt.date, days: int) -> str | None:
    """The day `days` after `ref` (before, if negative), or None past the calendar's ends."""
    try:
        return (ref + dt.timedelta(days=days)).isoformat()
    except OverflowError:
        return None


def _year(year: int) -> str | None:
    return f"{year:04d}" if dt.MINYEAR <= year <= dt.MAXYEAR else None


def _month(year: int, month: int) -> str | None:
    return f"{year:04d}-{month:02d}" if dt.MINYEAR <= year <= dt.MAXYEAR else None


def _day(year: int, month: int, day: int) -> dt.date | None:
    if (
        not (dt.MINYEAR <= year <= dt.MAXYEAR)
        or not 1 <= day <= calendar.monthrange(year, month)[1]
    ):
        return None
    return dt.date(year, month, day)


def _nearest_day(month: int, day: int, ref: dt.date) -> str | None:
    candidates = [_day(year, month, day) for year in (ref.year - 1, ref.year, ref.year + 1)]
    found = [c for c in candidates if c is not None]
    return min(found, key=lambda c: abs(c - ref)).isoformat() if found else None


def _nearest_month(month: int, ref: dt.date) -> str | None:
    """The month nearest the reference's month; on a tie (six months away) the earlier one."""
    years = [y for y in (ref.year - 1, ref.year, ref.year + 1) if dt.MINYEAR <= y <= dt.MAXYEAR]
    year = min(years, key=lambda y: abs((y * 12 + month) - (ref.year * 12 + ref.month)))
    return _month(year, month)


def _weekday_on_or_before(weekday: int, ref: dt.date) -> str | None:
    return _shift(ref, -((ref.weekday() - weekday) % 7))


def _last_weekday(weekday: int, ref: dt.date) -> str | None:
    """`last Friday`: the most recent such day strictly before the reference."""
    return _shift(ref, -((ref.weekday() - weekday) % 7 or 7))


def _at(value: str | None, precision: str) -> tuple[str, str] | None:
    return (value, precision) if value is not None else None


# --- Chinese -----------------------------------------------------------------

# Figures of a Chinese date, in Arabic or Chinese numerals: `2026 年 10 月 24 日`,
# `二〇二六年十月二十四日`. A Chinese numeral must not run on from another (`一百二十月`).
_CN_EDGE = r"(?<![\d.〇零一二两三四五六七八九十百千万])"
_CN_Y = r"(?P<y>\d{4}|[〇零一二三四五六七八九]{4})"
_CN_MO = r"(?P<mo>\d{1,2}|十[一二]?|[一二三四五六七八九])"
_CN_D = r"(?P<dd>\d{1,2}|三十一?|二十[一二三四五六七八九]?|十[一二三四五六七八九]?|[一二三四五六七八九])"
_CN_REL_YEAR = r"(?P<rel>今年|去年|明年|前年|后年)"
_CN_YEAR_OFFSETS = {"今年": 0, "去年": -1, "明年": 1, "前年": -2, "后年": 2}
_CN_REL_YEARS = tuple(_CN_YEAR_OFFSETS)
_CN_DIGIT = {ch: i for i, ch in enumerate("〇一二三四五六七八九")} | {"零": 0}
# `前三月`, `每月`, `第十月`: a count of months or an ordinal, not a calendar month.
_NOT_A_MONTH_BEFORE = r"(?<![前近头每数几第个])"


def _cn_int(written: str) -> int:
    """`24`, `二十四`, `二〇二六` (a year, digit by digit) as an int."""
    if written.isdecimal():  # any decimal digits `\d` matched, `٢٠٢٦` too
        return int(written)
    if len(written) == 4 and all(ch in _CN_DIGIT for ch in written):
        return int("".join(str(_CN_DIGIT[ch]) for ch in written))
    return int(_numerals.chinese(written))


def _add_months(ref: dt.date, months: int) -> str | None:
    index = ref.year * 12 + ref.month - 1 + months
    return _month(index // 12, index % 12 + 1)


@_rule(_CN_EDGE + _CN_Y + r"\s*年\s*" + _CN_MO + r"\s*月\s*" + _CN_D + r"\s*[日号]", needs=("年",))
def _cn_ymd(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    y, mo, d = _cn_int(m["y"]), _cn_int(m["mo"]), _cn_int(m["dd"])
    return (f"{y:04d}-{mo:02d}-{d:02d}", "day") if _valid(y, mo, d) else None


@_rule(_EDGE + r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})" + _END, needs=("-", "/", "."))
def _numeric_ymd(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    y, mo, d = int(m[1]), int(m[2]), int(m[3])
    return (f"{y:04d}-{mo:02d}-{d:02d}", "day") if _valid(y, mo, d) else None


@_rule(_CN_REL_YEAR + r"\s*" + _CN_MO + r"\s*月\s*" + _CN_D + r"\s*[日号]", needs=_CN_REL_YEARS)
def _cn_relative_ymd(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    """`去年 12 月 30 日`: the year from the reference, the day as written."""
    year = ref.year + _CN_YEAR_OFFSETS[m["rel"]]
    found = _day(year, _cn_int(m["mo"]), _cn_int(m["dd"])) if 1 <= _cn_int(m["mo"]) <= 12 else None
    return _at(found.isoformat() if found else None, "day")


@_rule(_CN_EDGE + _CN_Y + r"\s*年\s*" + _CN_MO + r"\s*月(?!\s*\d)", needs=("年",))
def _cn_ym(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    y, mo = _cn_int(m["y"]), _cn_int(m["mo"])
    return (f"{y:04d}-{mo:02d}", "month") if _valid(y, mo) else None


@_rule(_CN_REL_YEAR + r"\s*" + _CN_MO + r"\s*月份?(?![\d日号])", needs=_CN_REL_YEARS)
def _cn_relative_ym(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    """`明年 3 月`: one month of the year the reference gives, not a year and a month."""
    month = _cn_int(m["mo"])
    year = ref.year + _CN_YEAR_OFFSETS[m["rel"]]
    return _at(_month(year, month), "month") if 1 <= month <= 12 else None


@_rule(
    _CN_EDGE
    + _CN_Y
    + r"\s*年(?:底|初|中(?![国文方华外美日欧])|末|内|第[一二三四1-4]季度|上半年|下半年|度)?"
    + r"(?!\s*\d{1,2}\s*[月日号])",  # `2027 年 18 倍市盈率` is the year; `2026 年 4 月` is not
    needs=("年",),
)
def _cn_year(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    year = _cn_int(m["y"])
    return (f"{year:04d}", "year") if _valid(year, 1) else None


@_rule(_CN_EDGE + _CN_MO + r"\s*月\s*" + _CN_D + r"\s*[日号]", needs=("月",))
def _cn_md(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    month = _cn_int(m["mo"])
    value = _nearest_day(month, _cn_int(m["dd"]), ref) if 1 <= month <= 12 else None
    return (value, "day") if value else None


@_rule(_CN_EDGE + _NOT_A_MONTH_BEFORE + _CN_MO + r"\s*月份?(?![\d日号])", needs=("月",))
def _cn_month(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    """`3 月`, `十月`: the month nearest the reference, as a yearless day takes its year."""
    month = _cn_int(m["mo"])
    return _at(_nearest_month(month, ref), "month") if 1 <= month <= 12 else None


# `据快映电商 12 日公布`, `驰换能源 16 日表示`: a Chinese report dates what was said by the day of
# the month alone. Read only where a verb of saying or a time of day follows, and never after
# a word that makes it a count of days (`每 15 日`, `满 30 日`) or after its month (`10 月 12 日`).
_CN_DAY_ONLY_AFTER = (
    r"公布|发布|表示|披露|宣布|晚间|晚些时候|早间|上午|下午|中午|凌晨|晚上|消息|电|讯|召开|举行|举办|"
    r"起|开始|当天|当日|收盘|公告|报道|透露|介绍|回应|通报|上线|开幕|闭幕|推出|启动|正式|在|于|[，,]|"
    r"\d{1,2}\s?[点时]"
)
_SAID = re.compile(r"公布|发布|表示|披露|宣布|消息|电|讯|公告|报道|透露|介绍|回应|通报|收盘")
_CN_NOT_A_DAY_BEFORE = "月每近前后第满逾超共约首末上下本当次翌隔数几个余多"


@_rule(
    rf"(?<![\d.{_CN_NOT_A_DAY_BEFORE}])(?<![{_CN_NOT_A_DAY_BEFORE}]\s)"
    rf"(?P<dd>[1-9]|[12]\d|3[01])\s?日(?=\s?(?P<cue>{_CN_DAY_ONLY_AFTER}))",
    needs=("日",),
)
def _cn_day_only(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    """`12 日`: that day of the month nearest the reference (this month's, last or next); one
    on which something was said (`16 日表示`) is on or before it."""
    day = int(m["dd"])
    months = [_add_months(ref, k) for k in (-1, 0, 1)]
    found = [
        d
        for month in months
        if month and (d := _day(int(month[:4]), int(month[5:]), day)) is not None
    ]
    if _SAID.fullmatch(m["cue"]):
        found = [d for d in found if d <= ref]
    return _at(min(found, key=lambda d: abs(d - ref)).isoformat() if found else None, "day")


@_rule(_EDGE + r"(\d{4})-(\d{2})" + r"(?![\d-])", needs=("-",))
def _iso_month(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    y, mo = int(m[1]), int(m[2])
    return (f"{y:04d}-{mo:02d}", "month") if _valid(y, mo) else None


@_rule(
    r"(?P<d>上个?月|下个?月|本月|这个月)",
    needs=("上月", "上个月", "下月", "下个月", "本月", "这个月"),
)
def _cn_relative_month(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    return _at(_add_months(ref, {"上": -1, "下": 1}.get(m["d"][0], 0)), "month")


_CN_DAY_OFFSETS = {
    "大前天": -3, "前天": -2, "昨天": -1, "昨日": -1, "昨晚": -1, "昨夜": -1, "今天": 0,
    "今日": 0, "今晚": 0, "今早": 0, "今晨": 0, "明天": 1, "明日": 1, "明晚": 1, "后天": 2,
    "大后天": 3,
}  # fmt: skip


@_rule(
    "(?P<d>" + "|".join(sorted(_CN_DAY_OFFSETS, key=len, reverse=True)) + ")",
    needs=("昨", "今", "明", "前", "后"),
)
def _cn_relative_day(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    return _at(_shift(ref, _CN_DAY_OFFSETS[m["d"]]), "day")


@_rule(r"(?P<d>今年|去年|明年|前年|后年)", needs=_CN_REL_YEARS)
def _cn_relative_year(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    return _at(_year(ref.year + _CN_YEAR_OFFSETS[m["d"]]), "year")


@_rule(
    r"(?P<d>(?P<last>上)?(?:周|星期|礼拜)(?P<w>[一二三四五六日天]))", needs=("周", "星期", "礼拜")
)
def _cn_weekday(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    weekday = _WEEKDAYS_CN[m["w"]]
    if m["last"]:
        return _at(_shift(ref, -(ref.weekday() + 7 - weekday)), "day")  # in the week before
    return _at(_weekday_on_or_before(weekday, ref), "day")


# --- English -----------------------------------------------------------------


def _parse_en(span: str) -> dt.date | None:
    parsed = dateparser.parse(
        span,
        languages=["en"],
        settings={"PREFER_DAY_OF_MONTH": "first", "RETURN_AS_TIMEZONE_AWARE": False},
    )
    return parsed.date() if parsed else None


@_rule(
    r"\b" + _MONTH + r"\s+(?P<day>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<year>\d{4})" + _END,
    needs=_MONTH_WORDS,
)
def _en_mdy(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    if not _valid(int(m["year"]), _MONTHS[m["mon"].lower()], int(m["day"])):
        return None
    parsed = _parse_en(m.group())
    return (parsed.isoformat(), "day") if parsed else None


@_rule(
    r"\b(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+" + _MONTH + r",?\s+(?P<year>\d{4})" + _END,
    needs=_MONTH_WORDS,
)
def _en_dmy(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    if not _valid(int(m["year"]), _MONTHS[m["mon"].lower()], int(m["day"])):
        return None
    parsed = _parse_en(m.group())
    return (parsed.isoformat(), "day") if parsed else None


@_rule(r"\b" + _MONTH + r",?\s+(?P<year>\d{4})" + _END, needs=_MONTH_WORDS)
def _en_my(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    year, month = int(m["year"]), _MONTHS[m["mon"].lower()]
    return (f"{year:04d}-{month:02d}", "month") if _valid(year, month) else None


@_rule(r"\b" + _MONTH + r"\s+(?P<day>\d{1,2})(?:st|nd|rd|th)?\b(?![,.]?\d)", needs=_MONTH_WORDS)
def _en_md(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    value = _nearest_day(_MONTHS[m["mon"].lower()], int(m["day"]), ref)
    return (value, "day") if value else None


@_rule(r"\b(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+" + _MONTH + r"\b", needs=_MONTH_WORDS)
def _en_dm(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    value = _nearest_day(_MONTHS[m["mon"].lower()], int(m["day"]), ref)
    return (value, "day") if value else None


_MONTH_ALONE = (  # a full name takes no full stop: `in September.` ends a sentence
    r"(?P<mon>" + "|".join(calendar.month_name[1:]) + r"|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?"
    r"|Oct|Nov|Dec)\.?)"
)
# A month named alone: `in May`, `since March`, `last November`, `early June`, `mid-July`.
# `May` and the abbreviations need a word of time before them (`Theresa May`, `Jan said`).
# The word before is looked for behind the match, not matched: an optional group in front
# would be tried at every position of every text.
_MONTH_BEFORE = re.compile(
    r"\b(?:in|since|by|until|till|through|throughout|during|from|to|and|or|between|before"
    r"|after|early|late|mid|end of|start of|beginning of|as of|for|of|around|each|every)[\s-]+$",
    re.I,
)
_MONTH_AFTER = r"(?![\w'’-]|\s*\d)"


@_rule(
    r"\b(?=[TtLlNn])(?P<which>[Tt]his|[Ll]ast|[Nn]ext)\s+" + _MONTH_ALONE + _MONTH_AFTER,
    needs=("this ", "last ", "next "),
)
def _en_relative_named_month(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    """`last November`: the one before the reference's month; `next` after; `this` its year."""
    month = _MONTHS[m["mon"].rstrip(".").lower()]
    which = m["which"].lower()
    if which == "last":
        return _at(_month(ref.year - (month >= ref.month), month), "month")
    if which == "next":
        return _at(_month(ref.year + (month <= ref.month), month), "month")
    return _at(_month(ref.year, month), "month")


@_rule(r"\b(?=[JFMASOND])" + _MONTH_ALONE + _MONTH_AFTER, needs=_MONTH_WORDS)
def _en_month(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    """A month without a year: the nearest to the reference, as a yearless day takes its year."""
    written = m["mon"].rstrip(".")
    before = _MONTH_BEFORE.search(m.string, max(0, m.start() - 20), m.start())
    if before and before.group().lower().startswith(("each", "every")):
        return None  # `every May`: a recurrence, no one month
    if (written == "May" or written not in calendar.month_name) and not before:
        return None
    return _at(_nearest_month(_MONTHS[written.lower()], ref), "month")


@_rule(
    r"\b(?P<d>(?P<which>this|last|next) month)\b",
    re.I,
    needs=("this month", "last month", "next month"),
)
def _en_relative_month(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    return _at(_add_months(ref, {"this": 0, "last": -1, "next": 1}[m["which"].lower()]), "month")


_EN_DAY_OFFSETS = {
    "the day before yesterday": -2, "the day after tomorrow": 2, "yesterday": -1,
    "last night": -1, "today": 0, "tonight": 0, "this morning": 0, "this afternoon": 0,
    "this evening": 0, "tomorrow": 1,
}  # fmt: skip


@_rule(
    r"\b(?=[tylTYL])(?P<d>" + "|".join(_EN_DAY_OFFSETS).replace(" ", r"\s+") + r")\b",
    re.I,
    needs=("yesterday", "today", "tomorrow", "night", "this "),
)
def _en_relative_day(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    return _at(_shift(ref, _EN_DAY_OFFSETS[" ".join(m["d"].lower().split())]), "day")


@_rule(r"\b(?P<d>(?P<which>this|last|next) year)\b", re.I, needs=(" year",))
def _en_relative_year(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    offset = {"this": 0, "last": -1, "next": 1}[m["which"].lower()]
    return _at(_year(ref.year + offset), "year")


@_rule(
    r"\b(?P<d>(?P<last>last\s+)?(?P<w>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))\b",
    needs=_WEEKDAY_WORDS,
)
def _en_weekday(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    weekday = _WEEKDAYS_EN[m["w"].lower()]
    if m["last"]:
        return _at(_last_weekday(weekday, ref), "day")
    return _at(_weekday_on_or_before(weekday, ref), "day")


@_rule(
    r"\b(?P<d>(?P<y>(?:19|20|21)\d{2})\s?[–/-]\s?(?P<next>\d{2}))(?![\d%])",
    needs=("19", "20", "21"),
)
def _en_year_span(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    """`2025–26`, `2027/28`: a financial year or a season, by the year it starts in."""
    return (m["y"], "year") if int(m["next"]) == (int(m["y"]) + 1) % 100 else None


@_rule(
    r"\b(?:(?:in|since|by|during|until|of|early|late|end of|mid-?|Q[1-4]|H[12]|FY)\s*)(?P<d>(?P<y>(?:19|20|21)\d{2}))"
    + _END,
    needs=("19", "20", "21"),
)
def _en_year(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    return m["y"], "year"


_NOT_BEFORE_YEAR = re.compile(
    r"(?:[A-Z][A-Za-z]*[A-Z0-9][A-Za-z0-9]*|[A-Z][a-z]+)\s$"  # `AIME 2025`, `Windows 2019`
)
_YEAR_WORDS = re.compile(
    r"(?:in|since|by|during|until|through|throughout|of|for|over|from|to|and|between|the|early|late|mid|"
    r"end|closed|full|fiscal|year|Q[1-4]|H[12]|FY|calendar|[A-Z][a-z]+day|"
    + "|".join(calendar.month_name[1:])
    + r")\W*$",
    re.I,
)


@_rule(
    r"(?<![\w$€¥£.,/@#=×-])(?P<d>(?P<y>(?:199|20[0-3])\d))(?![\w%$/:-]|[.,]\d|\s?[年月万亿千])",
    needs=("19", "20"),
)
def _bare_year(m: re.Match[str], ref: dt.date) -> tuple[str, str] | None:
    """A year standing alone: `over 2026`, `closed 2026 with`, `2026 in numbers`.

    Not a product's number (`AIME 2025`) and not an amount (`2026 tokens`).
    """
    text = m.string
    before = text[max(0, m.start() - 30) : m.start()]
    after = text[m.end() : m.end() + 16]
    if re.match(
        r"\s?(?:tokens?|GPUs?|users?|ms|GB|MB|TB|experts?|requests?|steps?|samples?|times|x\b)",
        after,
        re.I,
    ):
        return None
    stripped = before.rstrip()
    sentence_start = not stripped or stripped[-1] in ".!?。！？\n:：(（"
    if not sentence_start and _NOT_BEFORE_YEAR.search(before) and not _YEAR_WORDS.search(before):
        return None
    return m["y"], "year"


def date_spans(dates: Iterable[DateMention]) -> list[tuple[int, int]]:
    return [(d.start, d.end) for d in dates]
