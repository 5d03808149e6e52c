"""Dates by the contract: forms in both languages, precision, the nearest-year rule."""

from __future__ import annotations

import datetime as dt

import pytest

from pipeline.extractors.dates import find_dates

REF = dt.date(2026, 10, 25)  # a Sunday


def dates(text: str, ref: dt.date = REF) -> list[tuple[str, str, str]]:
    return [(d.text, d.value, d.precision) for d in find_dates(text, ref)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("10 月 24 日发布", ("10 月 24 日", "2026-10-24", "day")),
        ("10月24日发布", ("10月24日", "2026-10-24", "day")),
        ("10 月 24 号", ("10 月 24 号", "2026-10-24", "day")),
        ("2025 年 4 月，DeepSeek 表示", ("2025 年 4 月", "2025-04", "month")),
        ("2026年10月开源", ("2026年10月", "2026-10", "month")),
        ("2026年10月24日 10:32", ("2026年10月24日", "2026-10-24", "day")),
        ("released 2026-10-24", ("2026-10-24", "2026-10-24", "day")),
        ("released 2026/10/24", ("2026/10/24", "2026-10-24", "day")),
        ("on Oct 24", ("Oct 24", "2026-10-24", "day")),
        ("on Oct. 24, 2026", ("Oct. 24, 2026", "2026-10-24", "day")),
        ("on 24 October 2026", ("24 October 2026", "2026-10-24", "day")),
        ("in October 2026", ("October 2026", "2026-10", "month")),
        ("in 2025 they said", ("2025", "2025", "year")),
        # a financial year or a season, by the year it starts in; `2025-12` stays a month
        ("leakage in 2025–26", ("2025–26", "2025", "year")),
        ("the 2027/28 crop", ("2027/28", "2027", "year")),
        ("closed 2025-12", ("2025-12", "2025-12", "month")),
        ("yesterday", ("yesterday", "2026-10-24", "day")),
        ("昨天发布", ("昨天", "2026-10-24", "day")),
        ("today", ("today", "2026-10-25", "day")),
        ("今天", ("今天", "2026-10-25", "day")),
        ("last Friday", ("last Friday", "2026-10-23", "day")),
        ("上周五", ("上周五", "2026-10-16", "day")),
        ("周三", ("周三", "2026-10-21", "day")),
        ("on Wednesday", ("Wednesday", "2026-10-21", "day")),
        ("今年", ("今年", "2026", "year")),
        ("去年", ("去年", "2025", "year")),
        ("明年", ("明年", "2027", "year")),
        ("this year", ("this year", "2026", "year")),
        ("last year", ("last year", "2025", "year")),
        ("by mid-2026", ("2026", "2026", "year")),
        ("2026 年底", ("2026 年底", "2026", "year")),
        ("Q3 2026 revenue", ("2026", "2026", "year")),
        ("2026 年第三季度", ("2026 年第三季度", "2026", "year")),
    ],
)
def test_forms(text: str, expected: tuple[str, str, str]) -> None:
    assert dates(text) == [expected]


def test_a_yearless_date_takes_the_nearest_year_across_new_year() -> None:
    assert dates("12 月 30 日", dt.date(2027, 1, 3)) == [("12 月 30 日", "2026-12-30", "day")]
    assert dates("Jan 2", dt.date(2026, 12, 30)) == [("Jan 2", "2027-01-02", "day")]


def test_a_day_of_the_month_alone_dates_what_a_chinese_report_says() -> None:
    # (`16 日表示`: said on or before the day it is read on; `16 日起`: the nearest 16th)
    ref = dt.date(2026, 11, 13)
    assert dates("驰换能源 16 日表示，", ref) == [("16 日", "2026-10-16", "day")]
    assert dates("据快映电商 12 日公布的数据", ref) == [("12 日", "2026-11-12", "day")]
    assert dates("新规将于 16 日起实施", ref) == [("16 日", "2026-11-16", "day")]
    assert dates("10 月 12 日公布", ref) == [("10 月 12 日", "2026-10-12", "day")]
    assert dates("截至 11 日 24 点，累计成交", ref) == [("11 日", "2026-11-11", "day")]
    # a count of days is no date
    assert dates("每 15 日结算一次，满 30 日可退，工期 180 日历天", ref) == []


@pytest.mark.parametrize(
    "text",
    [
        "four days after the release",
        "四天后",
        "three weeks",
        "version 10.24",
        "P90 at 196 tokens/s",
    ],
)
def test_spans_and_anchored_phrases_are_not_dates(text: str) -> None:
    assert dates(text) == []


def test_dateparser_is_not_trusted_with_chinese() -> None:
    """dateparser reads `10 月 24 日` as "10 months 24 days ago"; we read a calendar date."""
    assert dates("10 月 24 日", dt.date(2026, 10, 25))[0][1] == "2026-10-24"


@pytest.mark.parametrize(
    ("text", "ref", "expected"),
    [
        ("yesterday", dt.date.min, []),
        ("周三", dt.date.min, []),
        ("last Friday", dt.date(1, 1, 3), []),
        ("today", dt.date.min, [("today", "0001-01-01", "day")]),
        ("this year", dt.date.min, [("this year", "0001", "year")]),
        ("去年", dt.date.min, []),
        ("12 月 30 日", dt.date(1, 1, 3), [("12 月 30 日", "0001-12-30", "day")]),
        ("tomorrow", dt.date.max, []),
        ("明年", dt.date.max, []),
        ("1 月 2 日", dt.date.max, [("1 月 2 日", "9999-01-02", "day")]),
        ("Wednesday", dt.date.max, [("Wednesday", "9999-12-29", "day")]),
    ],
)
def test_a_date_past_either_end_of_the_calendar_is_not_read(
    text: str, ref: dt.date, expected: list
) -> None:
    assert dates(text, ref) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("shipped in May", ("May", "2026-05", "month")),
        (
            "since March",
            ("March", "2027-03", "month"),
        ),  # nearest: five months ahead, not seven back
        ("March was strong", ("March", "2027-03", "month")),
        ("last November", ("last November", "2025-11", "month")),
        ("next March", ("next March", "2027-03", "month")),
        ("this June", ("this June", "2026-06", "month")),
        ("by early June", ("June", "2026-06", "month")),
        ("mid-July", ("July", "2026-07", "month")),
        ("in Dec. they", ("Dec.", "2026-12", "month")),
        ("ARR crossed $100 million in September.", ("September", "2026-09", "month")),
        ("last month", ("last month", "2026-09", "month")),
        ("next month's launch", ("next month", "2026-11", "month")),
        ("earlier this month", ("this month", "2026-10", "month")),
        ("the day before yesterday", ("the day before yesterday", "2026-10-23", "day")),
        ("last night", ("last night", "2026-10-24", "day")),
        ("tonight", ("tonight", "2026-10-25", "day")),
        ("十月发布", ("十月", "2026-10", "month")),
        ("十月二十四日", ("十月二十四日", "2026-10-24", "day")),
        ("二〇二六年十月", ("二〇二六年十月", "2026-10", "month")),
        ("明年 3 月上市", ("明年 3 月", "2027-03", "month")),
        ("今年5月", ("今年5月", "2026-05", "month")),
        ("去年 12 月 30 日", ("去年 12 月 30 日", "2025-12-30", "day")),
        ("前天晚上", ("前天", "2026-10-23", "day")),
        ("大前天", ("大前天", "2026-10-22", "day")),
        ("后天", ("后天", "2026-10-27", "day")),
        ("昨晚", ("昨晚", "2026-10-24", "day")),
        ("上个月", ("上个月", "2026-09", "month")),
        ("下月", ("下月", "2026-11", "month")),
        ("本月底", ("本月", "2026-10", "month")),
    ],
)
def test_months_alone_and_relative(text: str, expected: tuple[str, str, str]) -> None:
    assert dates(text) == [expected]


def test_a_month_alone_takes_the_nearest_year_across_new_year() -> None:
    assert dates("一月", dt.date(2026, 12, 20)) == [("一月", "2027-01", "month")]
    assert dates("in December", dt.date(2027, 1, 3)) == [("December", "2026-12", "month")]
    assert dates("last November", dt.date(2026, 12, 5)) == [("last November", "2026-11", "month")]
    assert dates("next January", dt.date(2026, 12, 5)) == [("next January", "2027-01", "month")]
    assert dates("上个月", dt.date(2027, 1, 3)) == [("上个月", "2026-12", "month")]


@pytest.mark.parametrize(
    "text", ["Theresa May said", "May I ask", "every May", "三个月", "每月", "前三月", "Jan said"]
)
def test_names_spans_and_recurrences_are_not_months(text: str) -> None:
    assert dates(text) == []


def test_a_year_keeps_to_its_own_words() -> None:
    assert dates("2025 年中国市场") == [("2025 年", "2025", "year")]
    assert dates("2025 年中发布") == [("2025 年中", "2025", "year")]
    assert dates("Between 2023 and 2025 it doubled") == [
        ("2023", "2023", "year"),
        ("2025", "2025", "year"),
    ]


def test_a_year_before_a_figure_is_still_a_year() -> None:
    assert dates("对应 2027 年 18 倍市盈率") == [("2027 年", "2027", "year")]
    assert dates("The 2026 edition drew 38,000 visitors") == [("2026", "2026", "year")]
