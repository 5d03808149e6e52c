"""Recompute the arithmetic a claim states, from its own figures.

`826 … against 575 (44% higher)`, `83% of DEP2 (53.3K against 64.4K)`, `from 26.80
to 18.50 (down 31%)`, `7.9 times`: the stated change, share or multiple is compared
with what the claim's value and baseline (or before and after) give. Every figure is
taken as rounded to its last written digit, so a check passes exactly when some values
that round to the operands give a result that rounds to the stated figure — no
arbitrary tolerance (a multiple in words, `roughly double`, is said to its one digit).
Only figures of one claim are ever paired; a share is of its baseline, even of a figure
that moved (`58.1 million units, down from 61.9 million, for a 19% share` of the total).

Two kinds of stated arithmetic take an operand from another claim of the same passage
(`with_passage_checks`, run on each article's claims before they are merged): a total that
is its own count times a per-unit figure said before it (`8 × 26.80 = 214.40`), and a
change or difference between two sides whose figures the passage gives (`30 cents higher`:
2.99 − 2.69). Each is checked only when the passage gives exactly the figures it needs.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import lru_cache

from ..extractors.quantities import duration_step
from ..records import Check, Claim, Figure, is_money
from .conditions import HARDWARE
from .passages import sections

# The words that say a figure went down, in both languages; each reader of a change's way adds
# its own (a spec's `narrower`, a verb's `narrowed`, a price's `9 折`).
DOWN_WORDS = (
    r"lower|less|fewer|slower|decrease|drop|fell|fall|cut|reduc|down\b|below|under|cheaper|declin|"
    r"降幅|下降|降低|减少|降至|下调|缩短|下跌|跌幅|回落|下滑|走低|减|低|少|慢|便宜"
)
# the verbs of a level that went down (`narrowed`, `contracted`, `eased`, `dipped`)
MOVED_DOWN = (
    r"shr[ai]nk|\bnarrow(?:ed|s|ing)\b|\bcontract(?:ed|s|ing)\b|\bslid\b|slump|\beased\b|dipped"
)
_DOWN = re.compile(
    DOWN_WORDS + r"|shrink|smaller|lighter|shorter|thinner|slimmer|narrower|discount|\boff\b(?!-)|"
    # (`下浮 8.2%`: a winning bid below the tender's ceiling)
    r"跌|下浮|折让|优惠",
    re.I,
)


def check_claim(claim: Claim, sentence: str) -> tuple[Check, ...]:
    """The checks of `claim`'s stated change, share or multiple (none when it states none)."""
    roles: dict[str, Figure] = {}
    for f in claim.figures:  # the first of a role: `58 … 1.0x` as baselines is the 58
        roles.setdefault(f.role, f)
    stated = roles.get("change") or roles.get("share")
    risen = _share_now(claim, roles)
    if risen is not None:
        return _check_one(claim, sentence, risen, roles["value"], roles["baseline"])
    if claim.comparison == "share-of" and "share" in roles:
        stated = roles["share"]  # `grew 27% to 11.87, or 33% of the total`: the share is checked
    if stated is None or stated.value is None or claim.comparison == "within":
        return ()
    moved = _moved_by(claim, roles)
    if moved is not None:
        return moved
    if stated.role == "share" and "baseline" in roles and ("value" in roles or "after" in roles):
        # `58.1 million units, down from 61.9 million, for a 19% share` of the 312.6 million
        return _check_one(
            claim, sentence, stated, roles.get("value") or roles["after"], roles["baseline"]
        )
    if "before" in roles and ("after" in roles or "value" in roles):
        # `达到 26.8%，较今年 3 月创下的 26.3% 提升 0.5 个百分点`: a level against its own earlier
        a, b = roles["before"], roles.get("after") or roles["value"]
        new, old = b, a
    elif "value" in roles and "baseline" in roles:
        new, old = roles["value"], roles["baseline"]
        both = _in_its_unit_and_per_cent(claim)
        if both is not None:
            # `14.26 万人，较上年的 14.60 万人减少 0.34 万人，下降 3.2%`: the move, then its per cent
            own, pct = both
            return _check_one(claim, sentence, own, new, old) + _check_one(
                claim, sentence, pct, new, old
            )
        pairs = _changes_and_baselines(claim)
        if pairs:
            return tuple(
                c
                for stated, old in pairs
                for c in _check_one(claim, sentence, stated, roles["value"], old)
            )
    else:
        return ()
    return _check_one(claim, sentence, stated, new, old)


def _moved_by(claim: Claim, roles: dict[str, Figure]) -> tuple[Check, ...] | None:
    """`资产净值合计 36.42 万亿元，较 9 月底增加 0.58 万亿元，增长 1.6%`, `$4.5 billion, up $0.4
    billion or 9.8%`: a level, its move in its own unit and in per cent. The level before is
    the level less the move; the per cent is the move over it (0.58/(36.42 − 0.58) = 1.6%).
    None when the claim does not hold the three alone."""
    value = roles.get("value")
    changes = [f for f in claim.figures if f.role == "change"]
    if value is None or value.value is None or set(roles) != {"value", "change"}:
        return None
    pct = [f for f in changes if f.unit == "%"]
    own = [
        f
        for f in changes
        if f.unit != "%"
        and (
            f.unit is not None
            and f.unit == value.unit
            # `达 91,236 块，比 2025 年底净增 4,318 块`: counts in one counter
            or f.unit is None is value.unit
            and counter_word(f.text) != ""
            and counter_word(f.text) == counter_word(value.text)
        )
    ]
    if len(pct) != 1 or len(own) != 1:
        return None
    move, stated = own[0], pct[0]
    if move.value is None or stated.value is None:
        return None
    v, d, r = float(value.value), abs(float(move.value)), abs(float(stated.value))
    down = move.value < 0 or stated.value < 0 or bool(_DOWN.search(claim.quote))
    hv, hd, hr = half_step(value), half_step(move), half_step(stated)
    before = v + d if down else v - d
    if before <= 0:
        return ()
    corners = [
        100 * dd / (vv + dd if down else vv - dd)
        for vv in (v - hv, v + hv)
        for dd in (d - hd, d + hd)
        if (vv + dd if down else vv - dd) > 0
    ]
    computed = 100 * d / before
    ok = min(corners) - hr <= r <= max(corners) + hr
    sign = "+" if down else "−"
    detail = (
        f"{_num(d)}/({_num(v)} {sign} {_num(d)}) = {d / before:.3f} → "
        f"{'−' if down else '+'}{computed:.1f}% {'≈' if ok else '≠'} {_num(r)}%"
    )
    return (Check(kind="arithmetic", ok=ok, detail=detail),)


def _share_now(claim: Claim, roles: dict[str, Figure]) -> Figure | None:
    """`海外收入 68.5 亿元，占比升至 38%，去年同期为 31%`: the share now (the after) is the one
    the value and the total give; the one a year before has no figures of its own here."""
    after = roles.get("after")
    if (
        claim.comparison != "share-of"
        or after is None
        or after.unit != "%"
        or "share" in roles
        or "value" not in roles
        or "baseline" not in roles
    ):
        return None
    return replace(after, role="share")


def _in_its_unit_and_per_cent(claim: Claim) -> tuple[Figure, Figure] | None:
    """(the move in the level's unit, the move in per cent) of a claim that holds a level, the
    one before, and both moves; None otherwise."""
    changes = [f for f in claim.figures if f.role == "change"]
    if len(changes) != 2 or [f.unit == "%" for f in changes] != [False, True]:
        return None
    return changes[0], changes[1]


def _changes_and_baselines(claim: Claim) -> list[tuple[Figure, Figure]]:
    """A figure compared with two earlier ones (`up 52% from 31,780 … and 9% more than
    September's 44,300`): each change, once (a headline may restate it), with the baseline
    in its place in the order; none when the claim does not hold them in pairs."""
    ordered = sorted(claim.figures, key=lambda f: f.start)
    changes: list[Figure] = []
    for f in ordered:
        if f.role == "change" and f.value not in {c.value for c in changes}:
            changes.append(f)
    baselines = [f for f in ordered if f.role == "baseline"]
    if len(changes) < 2 or len(changes) != len(baselines):
        return []
    return list(zip(changes, baselines, strict=True))


def _check_one(
    claim: Claim, sentence: str, stated: Figure, new: Figure, old: Figure
) -> tuple[Check, ...]:
    if stated.value is None:
        return ()
    if new.value is None or old.value is None or new.value <= 0 or old.value <= 0:
        return ()
    if not _one_unit(new.unit, old.unit) or _count_beside_money(new, old):
        return ()
    around = _around(sentence, stated)
    if _difference(stated, new, old):
        check = _verify_difference(stated, new, old)
    elif stated.role == "share":
        check = _verify(
            stated,
            new,
            old,
            lambda x, y: 100 * x / y,
            "{r:.1f}%",
            (new, old),
            lambda x, r: 100 * x / r,
        )
    elif stated.unit == "x":
        hi, lo = (new, old) if new.value >= old.value else (old, new)
        check = _verify(
            stated, hi, lo, lambda x, y: x / y, "{r:.2f}×", (hi, lo), lambda x, r: x / r
        )
    elif stated.unit == "pp":  # points between figures that are not both percentages
        return ()
    elif (
        _DOWN.search(around)
        or stated.value < 0  # `| 5,200 | 6,100 | -15% |`: a change written with its sign
        # a level against its own earlier one that fell (`| 842 | 801 | 4.9% |` under `降幅`):
        # the change is of the earlier level
        or (claim.comparison in ("before-after", "change") and new.value < old.value)
    ):
        hi, lo = (new, old) if new.value >= old.value else (old, new)
        check = _verify(
            stated,
            lo,
            hi,
            lambda x, y: 100 * (1 - x / y),
            "−{r:.1f}%",
            (lo, hi),
            lambda x, r: x / (1 - r / 100) if r < 100 else math.inf,
        )
    else:
        hi, lo = (new, old) if new.value >= old.value else (old, new)
        check = _verify(
            stated,
            hi,
            lo,
            lambda x, y: 100 * (x / y - 1),
            "+{r:.1f}%",
            (hi, lo),
            lambda x, r: x / (1 + r / 100),
        )
    return (check,) if check else ()


# a stated figure in these units is a ratio of the two figures, never their difference
_RATIO_UNITS = frozenset({"%", "x"})


def _difference(stated: Figure, new: Figure, old: Figure) -> bool:
    """The stated figure is the two figures' difference: percentage points between two
    percentages (`32.5%，较上年同期的 30.4% 提高 2.1 个百分点`), or a change in the figures'
    own unit (`3.6 秒 … 慢了 0.4 秒`, `由 21.58 万元直降 2.6 万元至 18.98 万元`)."""
    if stated.unit == "pp":
        return new.unit == old.unit == "%"
    if stated.unit is None:
        # a bare count (`较 9 月底增加 86 台`) is by how many, never a per cent
        return stated.role == "change" and new.unit is None and old.unit is None
    if stated.unit in _RATIO_UNITS:
        return False
    return _one_unit(stated.unit, new.unit) and _one_unit(stated.unit, old.unit)


def _verify_difference(stated: Figure, new: Figure, old: Figure) -> Check | None:
    """`|new − old|` against the stated difference, each figure an interval of its last
    written digit, so `32.5 − 30.4 = 2.1` passes and `14.8 − 11.2 = 3.6 ≠ 3.1` fails."""
    va, vb, result = float(new.value or 0), float(old.value or 0), abs(float(stated.value or 0))
    ha, hb, hr = half_step(new), half_step(old), half_step(stated)
    hi, lo = (va, vb) if va >= vb else (vb, va)
    h = ha + hb
    low, high = max(0.0, hi - lo - h), hi - lo + h
    ok = low - hr <= result <= high + hr
    computed = hi - lo
    shown = f"{computed:.{_decimals(stated)}f}"
    detail = f"{_num(hi)} − {_num(lo)} = {shown} {'≈' if ok else '≠'} {_num(result)}"
    return Check(kind="arithmetic", ok=ok, detail=detail)


def _decimals(f: Figure) -> int:
    """How many decimals `f` was written with, in its value's scale (2.6 万元 → 0 as yuan)."""
    step = half_step(f)
    if step <= 0 or step >= 0.5:
        return 0
    return max(0, round(-math.log10(step * 2)))


def _one_unit(a: str | None, b: str | None) -> bool:
    """One unit, a bare amount of money beside the same money per something included
    (`由每卡每小时 19.60 元下调至 13.80 元`), and a rate per million said short (`from $1.00
    to $0.60 per million` beside `$0.15 per million tokens`)."""
    if a == b or None in (a, b):
        return True
    assert a is not None and b is not None
    if _per_scale(a) == _per_scale(b):
        return True
    return a.split("/", 1)[0] == b.split("/", 1)[0] and ("/" in a) != ("/" in b)


def _count_beside_money(a: Figure, b: Figure) -> bool:
    """`1,186 万人次` beside `498.6 亿元`: a count of things (a bare figure its counter word
    names) and an amount of money are no ratio of each other."""
    return any(
        is_money(x.unit) and y.unit is None and bool(_COUNTER_AFTER.search(y.text))
        for x, y in ((a, b), (b, a))
    )


# a Chinese figure's counter word (`万人次`, `个`, `台`), not its scale alone (`12 亿`)
_COUNTER_AFTER = re.compile(r"[\u4e00-\u9fff](?<![万亿千百])\s*$")


def counter_word(text: str) -> str:
    """The counter a bare Chinese count is written with (`块` of `91,236 块`, `人次` of
    `1,186 万人次`), '' when none: two counts in one counter are in one unit."""
    found = re.search(r"(?<=[\d万亿千百])\s*([\u4e00-\u9fff]{1,2})\s*$", text)
    return found.group(1) if found and _COUNTER_AFTER.search(text) else ""


_SCALE_SAID_SHORT = {"million": "1M", "thousand": "1K"}


def _per_scale(unit: str) -> str:
    """`USD/million` and `USD/1M tokens` as one: the money per the same scale of the thing."""
    money, _, per = unit.partition("/")
    scale = _SCALE_SAID_SHORT.get(per, per.split(" ", 1)[0])
    return f"{money}/{scale}"


def _around(sentence: str, stated: Figure) -> str:
    at = sentence.find(stated.text)
    if at < 0:
        return sentence
    return sentence[max(0, at - 12) : at + len(stated.text) + 24]


_DIGITS = re.compile(r"\d[\d,]*(?:\.(\d+))?")


def half_step(f: Figure) -> float:
    """Half the last written digit of `f`, in its scaled units (53.3K → 50)."""
    return _half_step(f.text, f.value)


@lru_cache(maxsize=65536)
def _half_step(text: str, value: float | None) -> float:
    # standing asks for each pair of figures it compares: read each written figure once
    match = _DIGITS.search(text)
    step = duration_step(text)
    if step is not None and value is not None:
        return step  # `2 分 30 秒` (2.5 min): half a second, in minutes
    if value is not None and not match and text.isalpha():
        return 0.5  # `double`, `twice`: a multiple in words is said to its one digit
    if not match or value is None:
        return 0.0
    mantissa = float(match.group().replace(",", ""))
    decimals = len(match.group(1) or "")
    scale = abs(value) / mantissa if mantissa else 1.0
    return 0.5 * 10 ** (-decimals) * scale


def _verify(
    stated: Figure,
    a: Figure,
    b: Figure,
    func: Callable[[float, float], float],
    shown: str,
    order: tuple[Figure, Figure],
    base_for: Callable[[float, float], float] | None = None,
) -> Check | None:
    """`stated` against `func(a, b)` within the figures' rounding. `base_for(a, stated)` is
    the `b` the stated figure implies: when that is more than `_FAR_APART` times the `b` given
    (or under its share of it), the figures were paired wrongly and nothing is checked."""
    va, vb, result = float(a.value or 0), float(b.value or 0), float(stated.value or 0)
    ha, hb, hr = half_step(a), half_step(b), half_step(stated)
    corners = [
        func(x, y) for x in (va - ha, va + ha) for y in (vb - hb, vb + hb) if x > 0 and y > 0
    ]
    if not corners:
        return None
    computed = func(va, vb)
    ok = min(corners) - hr <= abs(result) <= max(corners) + hr
    if not ok and base_for is not None and _apart(base_for(va, abs(result)), vb):
        return None  # `91236/4318 → +2012.9% ≠ 5%`: figures that do not belong together
    # in symbols only, so that both pages can show it: `826/575 = 1.437 → +43.7% ≈ 44%`
    unit = "×" if stated.unit == "x" else "%"
    num, den = (float(order[0].value or 0), float(order[1].value or 0))
    detail = (
        f"{_num(num)}/{_num(den)} = {num / den:.3f} → {shown.format(r=computed)} "
        f"{'≈' if ok else '≠'} {_num(abs(result))}{unit}"
    )
    return Check(kind="arithmetic", ok=ok, detail=detail)


# how far apart the figure a stated ratio implies and the one given may be and still be one
# source's slip (`40% below 18.50` implies 21.50) rather than two figures of different things
# paired (`4,318 块` given where `5.0% more than` 91,236 implies 86,891)
_FAR_APART = 3.0


def _apart(implied: float, given: float) -> bool:
    a, b = abs(implied), abs(given)
    if a == 0 or b == 0 or math.isinf(a):
        return True
    return max(a, b) / min(a, b) > _FAR_APART


def _num(value: float) -> str:
    return str(int(value)) if value.is_integer() else f"{value:g}"


# --- arithmetic whose operands stand in other claims of the article's passage -------------


def with_passage_checks(claims: Sequence[Claim], text: str) -> list[Claim]:
    """One article's claims, each with the checks whose operands another claim of its
    passage (its section) states: a total that is a count times a per-unit figure said
    before it (`以 8 卡整机计算，每小时费用由 214.40 元降至 148.00 元` after the per-GPU-hour
    26.80 → 18.50), and a change or difference between two sides whose figures the source
    gives elsewhere in the passage (`whose H200 list price is now 30 cents higher`, both
    providers' prices in the body). A figure no claim of the passage states, or one that
    two claims could give, is never guessed: no check."""
    if len(claims) < 2:
        return list(claims)
    heads = [s.start for part in sections(text) for s in part.sentences[:1]]
    where = {id(c): bisect_right(heads, c.start) for c in claims}
    out = []
    for claim in claims:
        passage = [c for c in claims if c is not claim and where[id(c)] == where[id(claim)]]
        found = _total_checks(claim, passage) + _sides_checks(claim, passage)
        out.append(replace(claim, checks=claim.checks + found) if found else claim)
    return out


# a total's figures, paired with the per-unit claim's by when each holds
_IN_STEP = {"before": "before", "after": "after", "value": "value"}
_OVER_TIME = {"baseline": "before", "value": "after"}  # `$21.52 now, against $31.12 last week`


def _total_checks(total: Claim, passage: Sequence[Claim]) -> tuple[Check, ...]:
    """`a full 8x H200 node now costs $21.52 an hour, against $31.12 last week` after the
    table's H200 $3.89 → $2.69 per GPU-hour: each total is the count times the per-unit
    figure of the same time. The count is the total's own condition, the per-unit figure the
    nearest claim before it, in the same money per the counted thing, about the same named
    thing; a total said at a time the per-unit claim has no figure for is not checked."""
    figures = [f for f in total.figures if is_money(f.unit) and f.value]
    if not figures or len(figures) != len(total.figures):
        return ()
    for count in total.conditions:
        if count.value is None or count.unit is None or count.value < 2:
            continue
        if not float(count.value).is_integer():
            continue
        per = next(
            (
                c
                for c in sorted(passage, key=lambda c: -c.start)
                if c.start < total.start
                and _priced_per(c, count.unit, figures[0].unit)
                and _named(c) & _named(total)
            ),
            None,
        )
        if per is not None:  # `on 4 nodes of 8 GPUs`: the count the price is per
            return _products(total, figures, per, int(count.value))
    return ()


def _priced_per(claim: Claim, counted: str, total_unit: str | None) -> bool:
    """Every figure of `claim` is the total's money per one of the counted things
    (`CNY/GPU-hour` beside `CNY` or `CNY/hour` for 8 GPUs)."""
    money, _, of_total = (total_unit or "").partition("/")
    for f in claim.figures:
        if f.role == "change":
            continue
        head, _, per = (f.unit or "").partition("/")
        if head != money or not f.value:
            return False
        thing, _, rest = per.partition("-")
        if thing.lower() != counted.lower() or (of_total and rest and rest != of_total):
            return False
    return any(f.role != "change" for f in claim.figures)


def _products(total: Claim, figures: Sequence[Figure], per: Claim, count: int) -> tuple[Check, ...]:
    own = {f.role: f for f in per.figures if f.role != "change"}
    steps = (
        _OVER_TIME if set(own) == {"before", "after"} and total.comparison == "change" else _IN_STEP
    )
    pairs = []
    for f in figures:
        unit = own.get(steps.get(f.role, ""))
        if unit is None:
            return ()
        pairs.append((f, unit))
    if len({u.role for _, u in pairs}) != len(pairs):
        return ()
    return tuple(_verify_product(f, unit, count) for f, unit in pairs)


def _verify_product(stated: Figure, unit: Figure, count: int) -> Check:
    """`8 × 26.80 = 214.40 ≈ 214.40`, the per-unit figure an interval of its last written
    digit (the count is exact)."""
    v, h = float(unit.value or 0), half_step(unit)
    result, hr = float(stated.value or 0), half_step(stated)
    ok = count * (v - h) - hr <= result <= count * (v + h) + hr
    places = _decimals(stated)
    detail = (
        f"{count} × {v:.{_decimals(unit)}f} = {count * v:.{places}f} "
        f"{'≈' if ok else '≠'} {result:.{places}f}"
    )
    return Check(kind="arithmetic", ok=ok, detail=detail)


_CHIP = re.compile(HARDWARE, re.I)
_VENDOR = re.compile(r"^(?:nvidia|amd|intel|huawei|英伟达|华为)\s*")


def _named(claim: Claim) -> frozenset[str]:
    """The chips a claim is about: those its own sentence names (`a full 8x H200 node`),
    else its subject's (`以 8 卡整机计算` names none; its subject says H200), so that a
    subject the reader carried over from an earlier sentence pairs nothing on its own."""
    said = _chips(claim.quote)
    return said or _chips(f"{claim.subject.get('en', '')} {claim.subject.get('zh', '')}")


def _chips(words: str) -> frozenset[str]:
    return frozenset(_VENDOR.sub("", m.group().lower()) for m in _CHIP.finditer(words))


def _sides_checks(claim: Claim, passage: Sequence[Claim]) -> tuple[Check, ...]:
    """A change or difference said between two sides, without the figures on both (`whose
    H200 list price is now 30 cents higher`; `比白桦云低约 20%` with only 白桦云's price
    tied to it): recomputed from the figures the passage gives for now, one for each side,
    when the passage gives exactly two such figures of the claim's chip in one unit (any
    third — a reserved rate, a third provider — leaves it unchecked). The stated change
    is of the larger over the smaller or the other way, as its words say, so which side
    is which does not move the arithmetic."""
    stated = [f for f in claim.figures if f.role == "change"]
    tied = [f for f in claim.figures if f.role == "baseline"]
    if claim.comparison != "versus" or len(stated) != 1 or stated[0].value is None:
        return ()
    if len(claim.figures) != len(stated) + len(tied) or len(tied) > 1:
        return ()
    chips = _named(claim)
    if not chips:
        return ()
    now = [f for c in passage if _named(c) == chips for f in _now(c)]
    now += [f for f in tied if f.value]
    values = {f.value: f for f in sorted(now, key=lambda f: f.start)}
    if len(values) != 2 or len({f.unit for f in values.values()}) != 1:
        return ()
    if tied and tied[0].value not in values:
        return ()
    new, old = sorted(values.values(), key=lambda f: bool(tied) and f.value == tied[0].value)
    return _check_one(claim, claim.quote, stated[0], new, old)


def _now(claim: Claim) -> list[Figure]:
    """A price claim's figure for now: its after, or its one value (none of a comparison:
    `$2.69 against $2.99` is two sides already)."""
    money = [f for f in claim.figures if is_money(f.unit) and f.value]
    after = [f for f in money if f.role == "after"]
    if after:
        return after[:1]
    return money if len(money) == 1 and money[0].role == "value" else []
