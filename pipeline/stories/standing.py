"""Standing: the claims of a story's articles merged into one claim each, with standing.

Two statements are one claim when they are about the same subject (the same names),
measure the same thing under conditions that do not contradict, compare with the same
thing, and give the same value within the rounding of the less precise one — whatever
the language and spelling (`每 GPU 小时 2.90 美元` is `$2.90 per GPU-hour`). Then
(../shared/CLAIMS.md):
- corroborated: another owner states it as a finding of its own work;
- self-reported: otherwise (press repeating the claimant is cited, not corroboration);
- conflicting: a statement with the same subject, measure and comparison gives another
  value, from another owner or from the claimant itself in another place. Each carries
  the other's value and source. A value set against the other's own figure (`3,310
  tokens/s, 16% below Ironbark's 3,950`) or given with its share (`60.2 million units, a
  19% share`) is weighed as a bare value; a subject said short in a source that also
  writes it in full (`Ironbark H200` for the `Ironbark H200 Octo` it rented) is one subject.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from ..records import BASELINE_SETUP_KIND, Article, Claim, Condition, Conflict, Figure
from .checks import half_step
from .conditions import HARDWARE
from .names import proper_names, publisher_name

_FIRST_PERSON = re.compile(
    r"\b(?:we|our|us)\b|in our (?:lab|tests|runs)|我们|我司|本站|实测|我们测得|笔者|"
    r"我(?:中心|院|所|站|单位|实验室)",
    re.I,
)
_RESULT_ROLES = ("value", "after", "change", "share", "range")


def settle(claims: Sequence[Claim], articles: Mapping[str, Article]) -> list[Claim]:
    """One claim per distinct finding, in the order first stated, each with its standing.

    A statement joins the first group whose first claim it restates: the same figures of the
    same claim (`_same_claim`), or else the same figures said in other words (`_restates`): a
    subject named in the other script, or a subset of the figures (one source gives the
    before and after, the other also the change)."""
    order = sorted(
        claims,
        key=lambda c: (c.attributed, articles[c.article_id].published or "", c.article_id, c.start),
    )
    groups: list[list[Claim]] = []
    by_name: dict[str, list[int]] = {}  # a subject name → the groups whose first claim has it
    by_value: dict[float, list[int]] = {}  # a result figure, to two digits → such groups
    shapes: list[tuple[str, tuple[str, ...]]] = []  # each group's first claim's `_shape`
    spans: list[tuple[tuple[float, float] | None, ...]] = []  # and its `_bounds`
    for claim in order:
        keys = _subject_names(claim) or {"\0" + claim.subject.get("en", "")}
        candidates: list[int] | range = sorted({g for key in keys for g in by_name.get(key, ())})
        if claim.comparison == "setup":
            # a set-up is matched by its claimant and values; one that holds two set-ups
            # (`decode on 64 GPUs …, prefill on 4 …`) is matched with neither
            candidates = range(len(groups)) if not _compound_setup(claim) else []
        shape, bounds = _shape(claim), _bounds(claim)
        home = next(
            (
                g
                for g in candidates
                if shapes[g] == shape
                and _bounds_meet(spans[g], bounds)
                and groups[g][0].article_id != claim.article_id
                and _same_claim(groups[g][0], claim)
            ),
            None,
        )
        if home is None and claim.comparison != "setup":
            near = sorted({g for v in _value_keys(claim) for g in by_value.get(v, ())})
            home = next(
                (
                    g
                    for g in near
                    # a source that repeats a claim and then reproduces it states it twice
                    if (claim.attributed or _own_again(claim, groups[g]))
                    and _restates(groups[g][0], claim, articles)
                ),
                None,
            )
        if home is None:
            groups.append([claim])
            shapes.append(shape)
            spans.append(bounds)
            for key in keys:
                by_name.setdefault(key, []).append(len(groups) - 1)
            for v in _value_keys(claim):
                by_value.setdefault(v, []).append(len(groups) - 1)
        else:
            groups[home].append(claim)
    merged = _setups_of_baselines(
        _fold_agreeing(_learned_names([_merge(group, articles) for group in groups]))
    )
    merged = _around_conflicts(_mark_conflicts(merged, articles))
    return sorted(merged, key=lambda c: _reading_order(c, articles))


def _own_again(claim: Claim, group: list[Claim]) -> bool:
    """`claim` may join `group` although its source is in it already: the source's earlier
    statement there is the same claimant's and `claim` restates all of its figures with
    more (a price list's `¥18.50` and the changelog's `¥26.80 → ¥18.50` below it), not a
    second finding of the source's own beside one it repeats."""
    mine = [c for c in group if c.article_id == claim.article_id]
    return all(
        not c.attributed
        and c.claimant_owner == claim.claimant_owner
        and len(c.figures) < len(claim.figures)
        and all(any(_same_value(x, y) for y in _main(claim)) for x in _main(c))
        for c in mine
    )


def _shape(claim: Claim) -> tuple[str, tuple[str, ...]]:
    """What `_same_claim` needs equal before it weighs subjects and values: the comparison and
    the roles of the result figures, so that settle tries few of a name's groups."""
    return claim.comparison, tuple(f.role for f in _main(claim))


def _bounds(claim: Claim) -> tuple[tuple[float, float] | None, ...]:
    """Each result figure's value widened by its rounding (a change by its size), None for a
    range: two claims whose bounds do not meet cannot pass `_same_value`, so are not weighed."""
    out: list[tuple[float, float] | None] = []
    for f in _main(claim):
        if f.value is None:
            out.append(None)
            continue
        v = abs(f.value) if f.role == "change" else f.value
        slack = abs(half_step(f)) + 1e-6 * (1.0 + abs(v))
        out.append((v - slack, v + slack))
    return tuple(out)


def _bounds_meet(
    a: tuple[tuple[float, float] | None, ...], b: tuple[tuple[float, float] | None, ...]
) -> bool:
    return all(
        x is None or y is None or (x[0] <= y[1] and y[0] <= x[1])
        for x, y in zip(a, b, strict=False)
    )


def _value_keys(claim: Claim) -> set[float]:
    """A claim's result figures to two significant digits (11,960 and 1.2 万 are both 12,000),
    where a restatement of it is looked for."""
    out = set()
    for f in _main(claim):
        v = f.value if f.value is not None else f.low
        if v:
            out.add(float(f"{v:.2g}"))
    return out


def _reading_order(claim: Claim, articles: Mapping[str, Article]) -> tuple[object, ...]:
    article = articles[claim.article_id]
    return (article.published or "", article.id, claim.start)


def _main(claim: Claim) -> list[Figure]:
    """The claim's result figures, each once (a headline's restatement of one joins it)."""
    out: list[Figure] = []
    for f in claim.figures:
        if f.role == "range" and f.value is not None:
            continue  # `±0.4%`: the result's uncertainty, which another source may leave unsaid
        if f.role in _RESULT_ROLES and not any(
            g.role == f.role and g.value == f.value and g.low == f.low for g in out
        ):
            out.append(f)
    return out


def _fold_agreeing(merged: list[Claim]) -> list[Claim]:
    """`其曲线与 DeepInfer 公布的曲线重合` in one post and `within 6% of DeepInfer's published
    results` in another, both the claimant's: a match said in words that another statement of
    the same owner bounds is one finding, the bound's, with the words' sources cited."""
    out = list(merged)
    for said in merged:
        if said.comparison != "matches" or said.figures or not said.claimant_owner:
            continue
        home = next(
            (
                i
                for i, bound in enumerate(out)
                if bound.comparison == "within"
                and bound.claimant_owner == said.claimant_owner
                and bound.article_id != said.article_id
                and _subject_names(bound) == _subject_names(said)
                and _same_against(bound, said)
                and _conditions_agree(bound, said)
            ),
            None,
        )
        if home is None:
            continue
        bound = out[home]
        cited = (*bound.also_in, said.article_id, *said.also_in)
        also = tuple(dict.fromkeys(a for a in cited if a != bound.article_id))
        out[home] = replace(bound, also_in=also)
        out = [c for c in out if c is not said]
    return out


_STAGE = re.compile(r"\b(?:prefill|decode)\b|预填充|解码", re.I)


def _stage(words: str) -> str:
    m = _STAGE.search(words)
    return {"预填充": "prefill", "解码": "decode"}.get(m.group(), m.group().lower()) if m else ""


def _setups_of_baselines(merged: list[Claim]) -> list[Claim]:
    """`DeepInfer's decode benchmark was measured on 64 GPUs …` beside `vLLM lands within 6%
    of DeepInfer's published results`: a set-up that states no finding describes what the
    findings compared with it are compared with; it joins their conditions (of the stage
    they name, else the one whose set-up they share most), and is no entry of its own."""
    setups = [c for c in merged if c.comparison == "setup" and not c.figures]
    findings = [c for c in merged if c.comparison != "setup"]
    if not setups or not findings:
        return merged
    joined: dict[str, list[Condition]] = {}
    used: set[int] = set()
    for claim in findings:
        against = _names_of(claim.against)
        if not against:
            continue
        words = " ".join(
            (claim.subject.get("en", ""), claim.quote, *(c.en for c in claim.conditions))
        )
        stage = _stage(words)
        values = {c.value for c in claim.conditions if c.value is not None}
        fits = [
            s
            for s in setups
            if _subject_names(s) & against
            and (not stage or _stage(s.subject.get("en", "")) in ("", stage))
        ]
        if not fits:
            continue
        best = max(fits, key=lambda s: len(values & {c.value for c in s.conditions}))
        held = {c.value for c in best.conditions}
        # (the same set-up restated by another source, in part: `EP4DP4, 384+32 experts`)
        used.update(id(s) for s in fits if {c.value for c in s.conditions} <= held)
        joined.setdefault(claim.id, []).extend(
            replace(c, kind=BASELINE_SETUP_KIND) for c in best.conditions
        )
    out = []
    for claim in merged:
        if id(claim) in used:
            continue
        if claim.id in joined:
            claim = replace(claim, conditions=claim.conditions + tuple(joined[claim.id]))
        out.append(claim)
    return out


def _same_claim(a: Claim, b: Claim) -> bool:
    if a.article_id == b.article_id:
        return False
    if not _comparable(a, b):
        return False
    fa, fb = _main(a), _main(b)
    if not fa and not fb:
        if a.comparison == b.comparison == "matches":
            # a comparison without figures is one claim only when it names the same both sides
            return _subject_names(a) == _subject_names(b) and _same_against(a, b)
        return a.comparison == b.comparison == "setup" and _same_against(a, b)
    if len(fa) != len(fb):
        return False
    return all(_same_value(x, y) for x, y in zip(fa, fb, strict=True))


# comparisons that are one reading of the same figures: `360 Wh/kg, 29% more than its current
# cells` (a change) and `比现有三元电池的 280Wh/kg 高出 29%` (versus a baseline)
_RESTATED_COMPARISONS = frozenset({"none", "change", "versus", "before-after", "multiple-of"})


def _restates(a: Claim, b: Claim, articles: Mapping[str, Article]) -> bool:
    """`b`, from another source, states `a`'s figures in other words: every result figure of
    the one with fewer is among the other's (a headline's restatement aside), a value among
    them; the measure and conditions agree; and the subjects are one, by the words of their
    names (`Pallas v3`, `Stellate Pallas v3`) or, named in two scripts that cannot be set
    side by side (`锋源新能`, `Fengyuan`), said by one owner or in one measure."""
    if a.article_id == b.article_id or not a.figures or not b.figures:
        return False
    if a.comparison != b.comparison and not ({a.comparison, b.comparison} <= _RESTATED_COMPARISONS):
        return False
    if (
        a.measure != b.measure
        and not ({a.measure, b.measure} & _LOOSE_MEASURES)
        and not (_is_price(a.measure) and _is_price(b.measure))
    ):
        return False
    if not _conditions_agree(a, b):
        return False
    # `from $5.99 to $4.49` and `$4.49 against Northwind's $4.99`: one figure, two
    # comparisons (what each sets it against differs)
    against_a = {f.value for f in a.figures if f.role in ("before", "baseline")}
    against_b = {f.value for f in b.figures if f.role in ("before", "baseline")}
    if against_a and against_b and not against_a & against_b:
        return False
    fa, fb = _main(a), _main(b)
    small, large = (fa, fb) if len(fa) <= len(fb) else (fb, fa)
    if not small:
        return False
    if not any(f.role in ("value", "after", "range") for f in small):
        return _same_multiple(a, b, articles)
    if not all(any(_same_value(x, y) for y in large) for x in small):
        return False
    # a lone figure of its own set beside a comparison is not a part of it, unless exact or
    # the same figure said rounder (`4.9K tokens/s` of the `4,860` in a table)
    if len(small) < len(large) and not all(
        any(
            x.value == y.value
            and x.low == y.low
            # (`from $5.99 to $4.49` in a report of `$5.99 per GPU-hour to $4.49 per GPU-hour`)
            and (None in (x.unit, y.unit) or _one_money_unit(x.unit, y.unit))
            or _rounds(x, y)
            for y in large
        )
        for x in small
    ):
        return False
    if _same_subject(a, b) or _name_words_overlap(a, b) or _one_offer(a, b):
        return True
    if _claimants_chip(a, b) or _claimants_chip(b, a):
        return True
    if not _unlike_scripts(a, b, articles):
        return False
    same_owner = bool(a.claimant_owner) and a.claimant_owner == b.claimant_owner
    exact = a.measure == b.measure and a.measure not in _LOOSE_MEASURES
    return same_owner or exact


def _rounds(x: Figure, y: Figure) -> bool:
    """`x` is `y` written to fewer digits (`4.9K` for `4,860`): a rounding of it."""
    return (
        x.role == y.role
        and x.value is not None
        and y.value is not None
        and half_step(x) > half_step(y)
        and _same_value(x, y)
    )


def _claimants_chip(a: Claim, b: Claim) -> bool:
    """`a` is about a chip alone (`B300 instance`), its claimant's own; `b` names that claimant
    as its subject, on that chip (`We re-ran Quillfeather's B300 configuration`): one thing."""
    names = _subject_names(a)
    if not names or _not_hardware(names):
        return False
    owner = f" {(a.claimant or {}).get('en', '').lower()} "
    theirs = _subject_names(b)
    if not theirs or not all(f" {n} " in owner for n in theirs):
        return False
    chips = {
        re.sub(r"\s+", "", c.text).lower() for c in b.conditions if c.kind == "hardware" and c.text
    }
    return any(m.group().lower() in chips for n in names for m in _HARDWARE_NAME.finditer(n))


def _same_multiple(a: Claim, b: Claim, articles: Mapping[str, Article]) -> bool:
    """`That's 1.9x Pallas v2 on the same box` and `We also reproduced the comparison with
    Pallas v2, at 1.9x`: a lone multiple is one claim with another when it is the same
    multiple of the same subject, and both sentences name the same other side."""
    fa, fb = _main(a), _main(b)
    if _multiple_said_again(a, b) or _multiple_said_again(b, a):
        return True
    if not (a.comparison == b.comparison == "multiple-of") or len(fa) != 1 or len(fb) != 1:
        return False
    if fa[0].unit != "x" or not _same_value(fa[0], fb[0]) or not _same_against(a, b):
        return False
    if not (_same_subject(a, b) or _name_words_overlap(a, b)):
        return False
    own = {c.subject.get("en", "").lower() for c in (a, b)}
    return bool((_named(a.quote) & _named(b.quote)) - own)


_NAMED = re.compile(r"\b[A-Z][\w-]*(?:\s+(?:v?\d[\w.]*|[A-Z][\w-]*))+")


def _named(quote: str) -> set[str]:
    """The names of several words a sentence writes (`Pallas v2`, `Kiteline Turbo`)."""
    return {m.group().lower() for m in _NAMED.finditer(quote)}


def _name_words_overlap(a: Claim, b: Claim) -> bool:
    """One subject's name is a part of the other's: `Harrowgate` of `Harrowgate B200`,
    `Pallas v3` of `Stellate Pallas v3` (a chip they share is no part: `Kestrel H200`)."""
    wa, wb = _name_words(a), _name_words(b)
    return any(x <= y or y <= x for x in wa for y in wb)


def _name_words(claim: Claim) -> list[frozenset[str]]:
    out = []
    for name in proper_names(claim.subject.get("en", "")) + proper_names(
        claim.subject.get("zh", "")
    ):
        words = frozenset(
            w.lower() for w in name.split() if not _HARDWARE_NAME.fullmatch(w) and len(w) >= 2
        )
        if words:
            out.append(words)
    return out


def _unlike_scripts(a: Claim, b: Claim, articles: Mapping[str, Article]) -> bool:
    """The subjects are named in scripts that cannot be compared: one only in Chinese, the
    other in Latin letters, and neither name written in the other's article."""
    han_a = _han_only(a.subject)
    han_b = _han_only(b.subject)
    named_beside = han_a == han_b  # named in Chinese beside Latin words of the field
    if named_beside:
        han_a, han_b = _han_named(a, articles), _han_named(b, articles)
        if han_a == han_b:
            return False
    zh, en = (a, b) if han_a else (b, a)
    zh_text, en_text = articles[zh.article_id].text, articles[en.article_id].text
    if named_beside and not all(
        n.lower() in en_text.lower() for n in proper_names(zh.subject.get("zh", ""))
    ):
        return False  # `澜镜 Air`: a Latin name the English source never writes is another thing
    latin = _names_of(en.subject)
    if not latin or any(n in zh_text.lower() for n in latin):
        return False
    return zh.subject.get("zh", "") not in en_text


def _han_named(claim: Claim, articles: Mapping[str, Article]) -> bool:
    """A Chinese source's subject named in Chinese beside a Latin word of the field
    (`晟迈光伏盐城基地 TOPCon 电池`), where an English source names it in Latin (`Sunmere`)."""
    if articles[claim.article_id].language != "zh":
        return False
    rest = claim.subject.get("zh", "")
    for name in proper_names(rest):
        rest = rest.replace(name, "")
    return len(re.findall(r"[\u4e00-\u9fff]", rest)) >= 2


def _han_only(words: dict[str, str]) -> bool:
    zh = words.get("zh", "")
    return bool(zh) and not proper_names(zh) and bool(re.search(r"[\u4e00-\u9fff]", zh))


def _multiple_said_again(lone: Claim, full: Claim) -> bool:
    """`调价后 H200 按需价格约为预留价格的 1.35 倍` in a report of what the company says, beside
    its own `At $2.69 against $1.99, H200 on-demand is 1.35 times the reserved rate`: a lone
    multiple of one claimant is the claim whose levels it is the multiple of, when both are
    about one subject and set against one other side."""
    mine, theirs = _main(lone), _main(full)
    if lone.comparison != "multiple-of" or len(mine) != 1 or mine[0].unit != "x":
        return False
    if full.comparison not in ("versus", "multiple-of"):
        return False
    # one claimant (a report that cites the company may not know the company's sources)
    named = {c.claimant.get("en", "").lower() for c in (lone, full)}
    owners = {c.claimant_owner for c in (lone, full)} - {""}
    if len(named) != 1 or "" in named or len(owners) > 1:
        return False
    if not any(f.role == "baseline" for f in full.figures):
        return False
    if not any(f.role == "change" and _same_value(mine[0], f) for f in theirs):
        return False
    sides = [
        (
            re.sub(r"^the\s+", "", x.get(lang, "").lower()),
            re.sub(r"^the\s+", "", y.get(lang, "").lower()),
        )
        for x, y in ((lone.against, full.against),)
        for lang in ("en", "zh")
    ]
    met = any(p and q and (p in q or q in p) for p, q in sides)
    return (
        met
        and _same_against(lone, full)
        and (_same_subject(lone, full) or _name_words_overlap(lone, full))
    )


_LOOSE_MEASURES = frozenset(
    {"performance-curve", "gap", "count", "amount", "share", "growth", "multiple"}
)


def _compared(claim: Claim) -> str:
    """The comparison a value is read under, for conflicts: a change against an unnamed
    earlier time (`grew 4% to 312.6 million units`) leaves the value the same claim as a
    bare one (`309.8 million units`)."""
    return "none" if claim.comparison == "change" or _disputes(claim) else claim.comparison


_OFFICIAL = re.compile(r"advertis|\bclaimed\b|\bofficial\b|官方|宣称|标称", re.I)


def _disputes(claim: Claim) -> bool:
    """`7,900 images per second, about 19% below the 9,800 Norvane advertises`, `比官方公布的
    3.2 秒慢了 0.4 秒`: a value set against the claimant's own figure disputes that figure, and
    is read as a bare value of the same claim."""
    return claim.comparison == "versus" and (
        any(_OFFICIAL.search(words) for words in claim.against.values())
        or bool(_OFFICIAL.search(claim.quote))
    )


def _comparable(a: Claim, b: Claim, *, loose: bool = False, subject: bool = False) -> bool:
    """Same subject, measure, comparison, and no condition that differs between them
    (`loose`: a change against an unnamed time compares as its bare value; `subject`: the
    subjects are already known to be one)."""
    if (_compared(a) != _compared(b)) if loose else (a.comparison != b.comparison):
        return False
    if (
        a.measure != b.measure
        and not ({a.measure, b.measure} & _LOOSE_MEASURES)
        and not (_is_price(a.measure) and _is_price(b.measure))
        and not _one_device(a, b)
    ):
        return False
    if a.comparison == "setup":
        shared = {c.value for c in a.conditions if c.value is not None} & {
            c.value for c in b.conditions if c.value is not None
        }
        same_claimant = a.claimant_owner and a.claimant_owner == b.claimant_owner
        if not (same_claimant and len(shared) >= 2 or _same_subject(a, b)):
            return False
    elif not subject and not _same_subject(a, b):
        return False
    return _conditions_agree(a, b)


def _conditions_agree(a: Claim, b: Claim) -> bool:
    """No set-up that differs between them: hardware, context, batch, precision, period (a
    second quarter's count is no rival of a third quarter's). A rig said two ways (`8 nodes
    of 8x B200 each, 64 GPUs in all`) is the `64-GPU` one of another source."""
    for kind in ("hardware", "context", "batch", "precision"):
        va = {c.value for c in a.conditions if c.kind == kind and c.value is not None}
        vb = {c.value for c in b.conditions if c.kind == kind and c.value is not None}
        if va and vb and not va & vb:
            return False
    for ca in a.conditions:
        for cb in b.conditions:
            if ca.kind == cb.kind == "period" and not _periods_meet(ca, cb):
                return False
            if (
                ca.kind == cb.kind == "hardware"
                and ca.value is None
                and cb.value is None
                and ca.text != cb.text
                # `a single L40S card` and `Single L40S`: the same chip said two ways
                and not (_chips(ca.text) and _chips(ca.text) == _chips(cb.text))
            ):
                return False
    return True


_MONTH = re.compile(
    r"\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b"
)


_QUARTERS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "一": 1, "二": 2, "三": 3, "四": 4}
_QUARTER = re.compile(
    r"\b(?P<w>first|second|third|fourth)[- ]quarter\b|\bQ(?P<n>[1-4])\b|第?(?P<z>[一二三四])季度",
    re.I,
)
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")


def _periods_meet(a: Condition, b: Condition) -> bool:
    """Two periods that may be one: unless both name a year, a quarter or a month that differ
    (`in the third quarter` and `Q3 2026` meet; `Q2` and `Q3` do not; deliveries `in October`
    are not the ones promised `12 月底前`, by the end of December, read in English)."""
    ya, yb = set(_YEAR.findall(a.text)), set(_YEAR.findall(b.text))
    if ya and yb and not ya & yb:
        return False
    ma, mb = set(_MONTH.findall(a.en)), set(_MONTH.findall(b.en))
    if ma and mb and not ma & mb:
        return False
    qa, qb = _quarter(a.text), _quarter(b.text)
    return not (qa and qb and qa != qb)


def _quarter(text: str) -> int:
    m = _QUARTER.search(text)
    if not m:
        return 0
    word = m["w"] or m["z"]
    return _QUARTERS[word.lower()] if word else int(m["n"])


def _chips(text: str) -> set[str]:
    return {m.group().lower() for m in _HARDWARE_NAME.finditer(text)}


def _subject_names(claim: Claim) -> frozenset[str]:
    return _names_of(claim.subject)


def _names_of(words: dict[str, str]) -> frozenset[str]:
    return _names_in(words.get("en", ""), words.get("zh", ""))


@functools.lru_cache(maxsize=65536)
def _names_in(en: str, zh: str) -> frozenset[str]:
    # asked for each pair of claims compared: read each subject's names once; a name that
    # holds a chip (`H200 141GB SXM`, `B200 on-demand`) is that chip's too
    names = {n.lower() for n in proper_names(en) + proper_names(zh)}
    for name in list(names):
        chip = _HARDWARE_NAME.search(name)
        if chip and chip.group() != name:
            names.add(chip.group())
    zh = zh.strip()
    if not names and 2 <= len(zh) <= 12 and re.search(r"[\u4e00-\u9fff]", zh):
        names.add(zh.lower())  # `潮汐 v3`: a Chinese name is its own key
    return frozenset(names)


def _same_subject(a: Claim, b: Claim) -> bool:
    """The same names, a shared chip aside: `Kestrel H200 reserved` and `Northwind H200
    reserved` are two providers' offers, not one claim."""
    na, nb = _subject_names(a), _subject_names(b)
    ta, tb = _tiers(a.subject), _tiers(b.subject)
    if ta and tb and not ta & tb:
        return False  # `H200 on-demand` and `reserved H200`: two offers of one chip
    if na or nb:
        own_a, own_b = _not_hardware(na), _not_hardware(nb)
        if own_a and own_b:
            return bool(own_a & own_b)
        return bool(na & nb)
    return a.subject.get("en") == b.subject.get("en") or a.subject.get("zh") == b.subject.get("zh")


def _one_offer(a: Claim, b: Claim) -> bool:
    """One price tier said with and without its chip (`One-year reserved H200` and a report's
    `一年期预留实例`, one-year reserved instances, at the same $1.99): neither names whose
    offer it is, both name the same tier in the same words, and the figures are exactly one."""
    ta, tb = _tiers(a.subject), _tiers(b.subject)
    if not ta or ta != tb or _not_hardware(_subject_names(a)) or _not_hardware(_subject_names(b)):
        return False
    if not all(any(x.value == y.value and x.unit == y.unit for y in b.figures) for x in _main(a)):
        return False
    wa, wb = _offer_words(a.subject.get("en", "")), _offer_words(b.subject.get("en", ""))
    return bool(wa and wb) and (wa <= wb or wb <= wa)


def _offer_words(en: str) -> frozenset[str]:
    """A subject's words but its chip and the generic `instances`: `one-year reserved`."""
    words = {w for w in re.findall(r"[a-z0-9][a-z0-9.+-]*", en.lower())}
    return frozenset(
        w for w in words if not _HARDWARE_NAME.fullmatch(w) and w not in ("instance", "instances")
    )


_TIER = re.compile(r"on-demand|reserv(?:ed|ations?)|spot\b|按需|预留|竞价")
_TIER_KEY = {"按需": "on-demand", "预留": "reserved", "竞价": "spot"}


def _tiers(words: dict[str, str]) -> frozenset[str]:
    """The price tiers a subject names (`H200 on-demand`, `一年期预留 H200`)."""
    return price_tiers(words.get("en", ""), words.get("zh", ""))


@functools.lru_cache(maxsize=65536)
def price_tiers(en: str, zh: str) -> frozenset[str]:
    """The price tiers words name (`reservation` and `预留实例` are `reserved`). Asked for each
    pair of claims compared: each subject's tiers are read once."""
    said = _TIER.findall(f"{en} {zh}".lower())
    return frozenset("reserved" if t.startswith("reserv") else _TIER_KEY.get(t, t) for t in said)


@functools.lru_cache(maxsize=65536)
def _not_hardware(names: frozenset[str]) -> frozenset[str]:
    """The names that say whose thing it is: not a chip (`B200`, `B200 GPU`) or a generic word.
    Asked for each pair of claims compared: each subject's names are sifted once."""
    out = set()
    for name in names:
        words = [w for w in name.split() if w not in _GENERIC_NAMES and not _SPEC_WORD.fullmatch(w)]
        if words and not all(_HARDWARE_NAME.fullmatch(w) for w in words):
            out.add(name)
    return frozenset(out)


# a chip's form and memory (`B200 192GB SXM`, `H200 on-demand`): still the chip, nobody's offer
_SPEC_WORD = re.compile(
    r"\d+\s*(?:gb|tb|g)|sxm\d?|pcie|nvl\d+|on-demand|reserved|spot|instances?|nodes?|"
    # a term and a tier (`One-year`, `一年期预留实例`): whose offer it is they do not say
    r"(?:one|two|three|[1-3])-year|(?:[一二三两]年期)?(?:按需|预留|竞价|包月|包年)?(?:实例)?",
    re.I,
)
# names too common to say whose thing it is
_GENERIC_NAMES = frozenset(
    {"gpu", "gpus", "cpu", "npu", "ai", "llm", "api", "nvidia", "amd", "intel"}
)


_HARDWARE_NAME = re.compile(HARDWARE, re.I)


def _level_of(claim: Claim) -> Claim:
    """A level with its change (`grew 4% year on year to 312.6 million units`) weighed as the
    level: what the change is against (a year earlier) is not what the level is set against."""
    return replace(claim, against={}) if claim.comparison == "change" else claim


def _same_against(a: Claim, b: Claim) -> bool:
    """The same other side: the same names, or words of which one holds the other's (`v1`,
    `Kiteline v1`)."""
    if _names_of(a.against) == _names_of(b.against):
        return True
    if _disputes(a) or _disputes(b):
        # the disputed figure is the other's value itself, compared with nothing
        return (_disputes(a) or not a.against) and (_disputes(b) or not b.against)
    wa, wb = _against_words(a), _against_words(b)
    return bool(wa and wb) and (wa <= wb or wb <= wa)


def _against_words(claim: Claim) -> frozenset[str]:
    return frozenset(
        w
        for lang in ("en", "zh")
        for w in re.findall(r"[a-z0-9][a-z0-9.+-]*", claim.against.get(lang, "").lower())
    ) - {"the", "a", "an", "its", "of"}


def _same_value(x: Figure, y: Figure) -> bool:
    # a level now is one figure whether a source says what it rose from (`提升至 48 TOPS，是上
    # 一代产品 16 TOPS 的 3 倍`, an after) or not (`48 TOPS, three times its predecessor`)
    if x.role != y.role and {x.role, y.role} != {"value", "after"} or not _same_unit(x, y):
        return False
    if x.value is None or y.value is None:
        return (x.low, x.high) == (y.low, y.high) and x.value == y.value
    step = max(half_step(x), half_step(y))
    if x.role == "change":  # `down 25%` and `−25%` are one change
        return abs(abs(x.value) - abs(y.value)) <= step + 1e-9
    return abs(x.value - y.value) <= step + 1e-9


def _same_unit(x: Figure, y: Figure) -> bool:
    return (
        (x.unit or None) == (y.unit or None)
        or None in (x.unit, y.unit)
        or (_one_money_unit(x.unit, y.unit))
    )


def _states_as_own(claim: Claim, article: Article) -> bool:
    """Whether `article` states the claim as a finding of its owner: not attributed, and
    either from its own work (`we measured`, `in our lab`, `实测`) or in a source that is
    not a report of what others say (a vendor's post, a README, a lab's write-up)."""
    if claim.attributed:
        return False
    if _FIRST_PERSON.search(claim.quote) or claim.basis == "measured":
        return True
    return not _is_report(article)


# words that say a price is its seller's published one: another source quoting it repeats it
_SELLERS_PRICE = re.compile(
    r"官方|官网|公布的?|标价|刊例|\bofficial\b|\blist(?:ed)? prices?\b|\bpublished (?:price|rate)",
    re.I,
)


def _prices_it(claim: Claim, article: Article, first: Claim) -> bool:
    """A price its seller publishes, quoted as such by another owner (a reseller's `青隼云这周
    把 H200 官方按需价降到了 18.50 元`, however many `我们` its post holds), is the seller's
    figure repeated; a tender's own record of the winning bid is not."""
    if article.owner == first.claimant_owner or not first.claimant_owner:
        return True
    return not _SELLERS_PRICE.search(claim.quote)


_REPORTING = re.compile(
    r"\b(?:according to|said|says|told|reported|reports|announced|stated)\b|据[^，。]{1,20}?(?:称|介绍|报道|透露)|表示|透露|宣布",
    re.I,
)


def _is_report(article: Article) -> bool:
    """Press: it reports what others say (`said`, `according to`, `据……称`) in its own voice."""
    return _reports_others(article.text, article.publisher)


@functools.lru_cache(maxsize=4096)
def _reports_others(text: str, publisher: str = "") -> bool:
    # asked once per article, not once per claim (a string keeps its hash once computed)
    if _FIRST_PERSON.search(text):
        return False
    # `天晶光能宣布` in 天晶光能's own post: the source speaking of itself, not of others
    # (`氢枢装备官网新闻`: the channel's words are not the name)
    own = publisher_name(publisher, "") if publisher else ""
    for m in _REPORTING.finditer(text):
        if not own or own not in text[max(0, m.start() - len(own) - 4) : m.start()]:
            return True
    return False


def _says(claim: Claim) -> int:
    """How much of a finding a statement says: a range beside its median is the spread of one
    result (`between 24.1 and 24.6 minutes, with a median of 24.3`), not a second figure."""
    main = _main(claim)
    valued = any(f.role == "value" for f in main)
    return len([f for f in main if not (valued and f.role == "range")])


def _same_rig(a: Condition, b: Condition) -> bool:
    """`H800` and `2 nodes` of a README against `2 机 16 卡 H800` (2 nodes, 16 H800 GPUs) of the
    post: the rig said again, in part, in the other language."""
    if a.kind != "hardware" or b.kind != "hardware" or not a.en or not b.en:
        return False
    short, long = sorted((a.en, b.en), key=len)
    return bool(re.search(r"(?<![\w.])" + re.escape(short) + r"(?![\w.])", long))


def _merge(group: list[Claim], articles: Mapping[str, Article]) -> Claim:
    """The group as one claim: the claimant's own statement first, the others in also_in."""
    own = [c for c in group if not c.attributed]
    # the statement that says most of it (a before, after and change over a bare after), the
    # first stated of those
    first = max(own or group, key=_says)
    first = _with_named_baseline(first, group, articles)
    also = []
    for c in group:
        if c.article_id != first.article_id and c.article_id not in also:
            also.append(c.article_id)
    subject = dict(first.subject)
    against = dict(first.against)
    for c in group:
        lang = articles[c.article_id].language
        if lang in ("en", "zh") and articles[first.article_id].language != lang:
            # (not a wording that drops the chip: `一年期预留实例` for `one-year reserved H200`)
            if all(
                chip.lower() in c.subject.get(lang, "").lower()
                for chip in _HARDWARE_NAME.findall(first.subject.get("en", ""))
            ):
                subject[lang] = c.subject.get(lang, subject.get(lang, ""))
            if c.against.get(lang) and not _holds_figure(c.against[lang], c):
                against[lang] = c.against[lang]
    conditions = list(first.conditions)
    for c in group:
        if c is not first and not any(f.role in ("value", "after", "range") for f in _main(c)):
            continue  # `reproduced the comparison …, at 1.9x`: a ratio said again, not a run
        for cond in c.conditions:
            if not any(
                cond.kind == o.kind
                and (
                    cond.en == o.en
                    or (cond.zh and cond.zh == o.zh)  # `in 2027` and `2027 年`: one period
                    or cond.value == o.value
                    and cond.value is not None
                    or _same_rig(cond, o)
                )
                for o in conditions
            ):
                conditions.append(cond)
    owners = {
        articles[c.article_id].owner
        for c in group
        if _states_as_own(c, articles[c.article_id])
        and (not _is_price(first.measure) or _prices_it(c, articles[c.article_id], first))
    }
    # how something was measured is the claimant's to say; another source restating it
    # corroborates nothing
    corroborated = len(owners) >= 2 and first.comparison != "setup"
    status = "corroborated" if corroborated else "self-reported"
    basis = next((c.basis for c in group if c.basis and c.basis != "repeated"), first.basis)
    return replace(
        first,
        also_in=tuple(also),
        subject=subject,
        against=against,
        conditions=tuple(conditions),
        status=status,  # type: ignore[arg-type]
        basis=basis,
    )


def _holds_figure(words: str, claim: Claim) -> bool:
    """`后者调价后的 2.69 美元`: the other side's words hold one of the claim's own figures."""
    return any(f.text and f.text in words for f in claim.figures)


def _with_named_baseline(
    first: Claim, group: list[Claim], articles: Mapping[str, Article]
) -> Claim:
    """`our H200 is 10 cents below the lowest rate we have seen` and the press's `比后者的
    2.69 美元低 0.10 美元`: the gap one source states, the figure it is a gap to another
    names; the claim holds both, so that its arithmetic can be checked."""
    roles = {f.role for f in first.figures}
    if "baseline" in roles or "before" in roles or first.comparison not in ("change", "none"):
        return first
    mine = {(f.role, f.value) for f in _main(first)}
    for c in group:
        if c is first or not any(f.role == "baseline" for f in c.figures):
            continue
        theirs = {(f.role, f.value) for f in _main(c)}
        if mine and mine <= theirs:
            # `后者调价后的 2.69 美元`: words that hold the figure again name nothing more
            named = not any(_holds_figure(v, c) for v in c.against.values())
            against = c.against if named and c.against else first.against
            # the comparison is the other source's, where it speaks for itself
            by = (
                c.claimant
                if articles[c.article_id].owner != articles[first.article_id].owner
                and c.claimant.get("en") != first.claimant.get("en")
                else {}
            )
            return replace(
                first, figures=c.figures, comparison=c.comparison, against=against, compared_by=by
            )
    return first


def _learned_names(merged: list[Claim]) -> list[Claim]:
    """`澄川推理 2.0` stated by its team and `Chengchuan Infer 2.0` by a tester, merged as one
    claim: the pair names one thing in two scripts, so the team's other claims, whose subject
    has no English yet, take that English (and can be weighed against the tester's)."""
    english: dict[str, str] = {}
    for claim in merged:
        zh, en = claim.subject.get("zh", ""), claim.subject.get("en", "")
        if claim.also_in and zh and en and zh != en and _HAN.search(zh) and not _HAN.search(en):
            english.setdefault(zh, en)
    if not english:
        return merged
    out = []
    for claim in merged:
        zh, en = claim.subject.get("zh", ""), claim.subject.get("en", "")
        if zh in english and (en == zh or not en):
            claim = replace(claim, subject={**claim.subject, "en": english[zh]})
        out.append(claim)
    return out


_HAN = re.compile(r"[\u4e00-\u9fff]")


def _mark_conflicts(merged: list[Claim], articles: Mapping[str, Article]) -> list[Claim]:
    """Claims comparable but with different values conflict; each names the other."""
    out = list(merged)
    # bucketed by name (and each word of a name, for a name said short) and comparison:
    # claims that compare differently, or have no result figure, never conflict, so they
    # are never paired; a value set against another's figure is also weighed as a bare value
    by_name: dict[tuple[str, str], list[int]] = {}
    # each claim's result figures and values, read once: every pair it is in asks for them
    mains = [_main(claim) for claim in merged]
    values = [frozenset(f.value for f in main if f.role == "value") for main in mains]
    compared = [_compared(claim) for claim in merged]
    for index, claim in enumerate(merged):
        if not mains[index]:
            continue
        keys = set(_subject_names(claim)) | {
            word for n in _not_hardware(_subject_names(claim)) for word in n.split()
        }
        for key in keys:
            for weighed in {compared[index], _bare(claim), _now(claim)}:
                by_name.setdefault((key, weighed), []).append(index)
    # each bucket holds its claims once, in order: its pairs are its combinations
    pairs = sorted({pair for ids in by_name.values() for pair in itertools.combinations(ids, 2)})
    moves = _moves_by_before(merged)
    for i, j in pairs:
        a, b = merged[i], merged[j]
        if _before_and_after(a, b, moves, values[i], values[j]):
            continue  # `$2.99` then `$2.59`: the price before a cut and after it, both stated
        reported = _own_against_reported(a, b) or _own_against_reported(b, a)
        if {a.article_id, *a.also_in} & {b.article_id, *b.also_in} and not reported:
            continue  # one source's different figures are different conditions, not a dispute
        if not mains[i] or not mains[j]:
            continue
        disputed = compared[i] != compared[j]
        if disputed and not (_disputes_value(a, b) or _disputes_value(b, a)):
            continue
        if not disputed and not _same_against(_level_of(a), _level_of(b)):
            continue
        one = _same_subject(a, b) or _said_short(a, b, articles)
        if not one:
            continue
        if disputed:
            a_, b_ = replace(a, comparison=_now(a)), replace(b, comparison=_now(b))
            if not _comparable(a_, b_, loose=True, subject=True):
                continue
        elif not _comparable(a, b, loose=True, subject=True):
            continue
        if not _conflict_worthy(a, b, rig=not reported):
            continue
        if a.claimant_owner != b.claimant_owner and not (
            _not_hardware(_subject_names(a)) & _not_hardware(_subject_names(b))
            or _said_short(a, b, articles)
        ):
            continue  # two sources' `H200` prices: whose offer each is, the chip does not say
        out[i] = replace(
            out[i],
            status="conflicting",
            conflicts=out[i].conflicts + (Conflict(b.id, b.article_id, _written(b)),),
        )
        out[j] = replace(
            out[j],
            status="conflicting",
            conflicts=out[j].conflicts + (Conflict(a.id, a.article_id, _written(a)),),
        )
    return out


def _around_conflicts(merged: list[Claim]) -> list[Claim]:
    """The statements around a dispute, which name one of its figures (of one subject and
    of the disputed claim's claimant, said in them or theirs):
    - every figure of it one side's (`| B200 | $4.59 |` beside `B200 $5.99 → $4.59`): that
      side, stated again, cited there and no entry of its own;
    - one side's figure set against the other's (`其博客称 4.49 美元，而其价目表中写的是 4.59
      美元`): a report of the dispute, cited on both sides, not a comparison of prices;
    - one side's figure set against something else (`Kestrel says $4.49, Northwind lists
      $4.99`): its own claim, which carries the dispute of that figure."""
    sides = [c for c in merged if c.status == "conflicting"]
    if not sides:
        return merged
    by_id = {c.id: c for c in merged}
    cited: dict[str, list[str]] = {}
    dropped: set[str] = set()
    carries: dict[str, tuple[Conflict, ...]] = {}
    for claim in merged:
        if claim.status == "conflicting" or not claim.figures:
            continue
        named = [s for s in sides if _of_side(claim, s)]
        if not named:
            continue
        mine = [f for f in _main(claim) if f.role in ("value", "after")]
        base = [f for f in claim.figures if f.role in ("baseline", "before")]
        whole = next(
            (
                s
                for s in named
                if all(any(_same_value(f, g) for g in _main(s)) for f in _main(claim))
                and all(any(g.value == f.value for g in s.figures) for f in base)
            ),
            None,
        )
        now = [s for s in named if any(_same_now(f, s) for f in mine)]
        other = [
            by_id[x.claim_id]
            for s in now
            for x in s.conflicts
            if x.claim_id in by_id and any(_same_now(f, by_id[x.claim_id]) for f in base)
        ]
        if whole is not None and mine:
            cited.setdefault(whole.id, []).extend((claim.article_id, *claim.also_in))
            dropped.add(claim.id)
        elif now and other:
            for s in (now[0], other[0]):
                cited.setdefault(s.id, []).extend((claim.article_id, *claim.also_in))
            dropped.add(claim.id)
        elif now:
            carries[claim.id] = tuple(
                Conflict(x.claim_id, x.article_id, x.figures) for x in now[0].conflicts
            )
    out = []
    for claim in merged:
        if claim.id in dropped:
            continue
        if claim.id in cited:
            also = (*claim.also_in, *cited[claim.id])
            claim = replace(
                claim, also_in=tuple(dict.fromkeys(a for a in also if a != claim.article_id))
            )
        if claim.id in carries:
            claim = replace(claim, status="conflicting", conflicts=carries[claim.id])
        out.append(claim)
    return out


def _of_side(claim: Claim, side: Claim) -> bool:
    """`claim` may name a figure of the disputed `side`: a price or the same measure, of one
    chip or name, and the side's claimant is its own or is named in its words."""
    if claim.measure != side.measure and not (_is_price(claim.measure) and _is_price(side.measure)):
        return False
    mine, theirs = _chips(claim.subject.get("en", "")), _chips(side.subject.get("en", ""))
    if not (mine and mine == theirs) and not _same_subject(claim, side):
        return False
    if claim.claimant_owner and claim.claimant_owner == side.claimant_owner:
        return True
    words = claim.quote.lower()
    return any(
        n and n.lower().split()[0] in words for n in side.claimant.values() if isinstance(n, str)
    )


def _same_now(f: Figure, side: Claim) -> bool:
    """`f` is the side's figure now (its value, or its after)."""
    return any(
        g.role in ("value", "after") and _same_value(replace(f, role=g.role), g)
        for g in _main(side)
    )


def _own_against_reported(own: Claim, reported: Claim) -> bool:
    """`官方技术报告给出的单卡吞吐是 1,650 tokens/s，我的结果比官方低约 15%`: a source's own run
    set against the very figure it reports of another disputes that figure."""
    if own.attributed or not reported.attributed or own.comparison != "versus":
        return False
    theirs = {(f.text, f.value) for f in reported.figures if f.role == "value"}
    return any(f.role == "baseline" and (f.text, f.value) in theirs for f in own.figures)


def _bare(claim: Claim) -> str:
    """The comparison a claim's value is weighed under against a bare figure: a value set
    against a figure (`3,310 tokens/s, 16% below Ironbark's 3,950`) or given with its share
    (`60.2 million units, a 19% share`) is still that value."""
    if claim.comparison in ("versus", "share-of") and any(
        f.role in ("value", "after") for f in claim.figures
    ):
        return "none"
    return _compared(claim)


def _now(claim: Claim) -> str:
    """A before-after's `after` is its value now: an outside estimate set against that figure
    (`212,000 rides a week, 15% fewer than the 250,000 the company cited`) disputes it."""
    return "none" if claim.comparison == "before-after" else _bare(claim)


def _disputes_value(a: Claim, b: Claim) -> bool:
    """`a` weighs its own value against `b`'s: a claim compared with a figure that is `b`'s
    value (`16% below Ironbark's 3,950` against Ironbark's `3,950 tokens/s`), or a value
    given with its share (`60.2 million units, a 19% share`) beside a bare one (`59.7
    million`): either way the values are the same claim's."""
    if _bare(a) != "none" or _now(b) not in ("none", _compared(a)):
        return False
    if a.comparison == "share-of":
        return True
    if (
        a.comparison == "none"
        and b.comparison == "before-after"
        and a.claimant_owner != b.claimant_owner
        and not any(c.kind == "configuration" for c in b.conditions)
        and a.conditions
        and b.conditions
        and _conditions_agree(a, b)
    ):
        # `P90 首 token 延迟则从 2.4 秒降到 1.1 秒` against a tester's `P90 time to first token
        # was 1.5 seconds` on the same rig: another owner's bare figure weighs the after, the
        # figure now (not an after a change of set-up made: `with an added fan, …rose to`)
        return True
    theirs = [f for f in _main(b) if f.role in ("value", "after")]
    return any(
        f.role == "baseline" and any(_same_value(replace(f, role=t.role), t) for t in theirs)
        for f in a.figures
    )


def _said_short(a: Claim, b: Claim, articles: Mapping[str, Article]) -> bool:
    """One subject is the other's name said short, in a source that also writes it in full
    (`Ironbark H200` in a post that rented `an Ironbark H200 Octo instance`) or that names
    the maker the full name leads with (`Wren` in a post about `Halder's tests`, beside
    `Halder Wren`)."""
    for short, full in ((a, b), (b, a)):
        article = articles.get(short.article_id)
        for s in _not_hardware(_subject_names(short)):
            for f in _not_hardware(_subject_names(full)):
                # the source's words are read only for a name that may be said short
                if f != s and f.startswith(s + " ") and f in _lowered(article):
                    return True
                maker = f[: -len(s)].strip() if f.endswith(" " + s) else ""
                if maker and re.search(rf"\b{re.escape(maker)}\b", _lowered(article)):
                    return True
    return False


def _lowered(article: Article | None) -> str:
    """The article's headline and text in small letters, as `_said_short` reads them."""
    return _lowered_text(article.title, article.text) if article else ""


@functools.lru_cache(maxsize=4096)
def _lowered_text(title: str, text: str) -> str:
    return (title + "\n" + text).lower()


# `went from 58 to 96` and `| v2 | 87 | 1.5x |`: the new figure is the value either way
_RESULT_OF = {"after": "value"}


def _moves_by_before(
    claims: Sequence[Claim],
) -> dict[float | None, list[tuple[Claim, float | None]]]:
    """Each move's figure before → the moves and the figure after: read once for a story,
    since every pair of its claims is asked against them."""
    out: dict[float | None, list[tuple[Claim, float | None]]] = {}
    for move in claims:
        if move.comparison != "before-after":
            continue
        ends = {f.role: f.value for f in move.figures if f.role in ("before", "after")}
        if len(ends) == 2:
            out.setdefault(ends["before"], []).append((move, ends["after"]))
    return out


def _before_and_after(
    a: Claim,
    b: Claim,
    moves: Mapping[float | None, list[tuple[Claim, float | None]]],
    va: frozenset[float | None],
    vb: frozenset[float | None],
) -> bool:
    """Whether `a` and `b` state the two ends of a move a claim about the same thing states
    (`$2.99` one day, `$2.59` after its cut from $2.99 to $2.59): a change, not a dispute.
    `va`, `vb`: the values among their result figures, which the caller reads once a claim."""
    if "before-after" in (a.comparison, b.comparison):
        return False  # two moves from one price to two: that is a dispute of the new price
    if not va or not vb:
        return False
    owners = {a.claimant_owner, b.claimant_owner} - {""}
    for ours, theirs in ((va, vb), (vb, va)):
        for before in ours:
            for move, after in moves.get(before, ()):
                if after in theirs and (
                    move.claimant_owner in owners
                    or _same_subject(move, a)
                    or _same_subject(move, b)
                ):
                    return True
    return False


def _conflict_worthy(a: Claim, b: Claim, rig: bool = True) -> bool:
    """Different values of one claim: the same measure, the roles both state in the same
    units, at least one value apart, under the same kinds of set-up (a node's price on
    8 GPUs is no rival of a GPU's; a reported figure one's own run is set against says no
    rig, and is weighed without one: `rig` False)."""
    if rig and bool(_rig_size(a)) != bool(_rig_size(b)):
        return False
    # a bare count (`赞 128`) is no rival of a price: one measure, one unit, both named
    if (
        a.measure in _LOOSE_MEASURES
        or a.measure != b.measure
        and not (_is_price(a.measure) and _is_price(b.measure))
        and not _one_device(a, b)
    ):
        return False
    fa, fb = _main(a), _main(b)
    if a.comparison == b.comparison == "multiple-of":
        # `提升至 v2 的 1.8 倍` against the README's `| v3 | 99 | 1.6x |`: the multiples differ
        xa = [f for f in fa if f.role == "change" and f.unit == "x"]
        xb = [f for f in fb if f.role == "change" and f.unit == "x"]
        if len(xa) == len(xb) == 1:
            return not _same_value(xa[0], xb[0])
    # the roles both state, paired (`went from 58 to 96` and `| v2 | 87 |`: the new figure
    # is the value either way; `$5.99 → $4.59` against `$5.99 → $4.49, down 25%`)
    ra = {_RESULT_OF.get(f.role, f.role): f for f in reversed(fa)}
    rb = {_RESULT_OF.get(f.role, f.role): f for f in reversed(fb)}
    shared = [r for r in ("value", "change", "share", "range") if r in ra and r in rb]
    if not shared or "value" not in shared and set(ra) != set(rb):
        return False
    if not all(_one_money_unit(ra[r].unit, rb[r].unit) for r in shared):
        return False
    return any(not _same_value(replace(ra[r], role=r), replace(rb[r], role=r)) for r in shared)


_THROUGHPUTS = frozenset({"throughput-total", "throughput-per-gpu"})


def _one_device(a: Claim, b: Claim) -> bool:
    """A device's throughput and its throughput per accelerator are one measure when neither
    states a rig of more than one (`Corvid runs … at 9,800 images per second` and `the module
    sustained 7,900 images per second`)."""
    return {a.measure, b.measure} == _THROUGHPUTS and not _rig_size(a) and not _rig_size(b)


def _compound_setup(claim: Claim) -> bool:
    """Two values of one kind of set-up (`64 GPUs` and `4 GPUs`, `EP64DP64` and `EP4DP4`)."""
    seen: dict[str, set[str]] = {}
    for c in claim.conditions:
        if c.kind in ("hardware", "configuration", "replay", "batch"):
            seen.setdefault(c.kind, set()).add(c.en)
    return any(len(v) > 1 for v in seen.values())


def _is_price(measure: str) -> bool:
    return "price" in measure or "cost" in measure


def _one_money_unit(a: str | None, b: str | None) -> bool:
    """One unit, a price written short counted in (`$4.59` in a changelog under a list of
    prices per GPU-hour is `$4.59 per GPU-hour`)."""
    if (a or None) == (b or None):
        return True
    if not a or not b:
        return False
    return a.split("/")[0] == b.split("/")[0] and (("/" in a) != ("/" in b))


def _rig_size(claim: Claim) -> frozenset[float]:
    """The GPU counts of a claim's rig beyond one (`8 GPUs`): a figure for a whole node is
    not the same claim as a figure per GPU that states no rig. A unit's power rating (`the
    10 MW system`) sizes no rig."""
    return frozenset(
        c.value
        for c in claim.conditions
        if c.kind == "hardware"
        and c.value is not None
        and c.value > 1
        and c.unit not in _POWER_UNITS
    )


_POWER_UNITS = frozenset({"W", "kW", "MW", "GW"})


def _written(claim: Claim) -> str:
    return ", ".join(f.text for f in _main(claim))
