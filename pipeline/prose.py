"""The digest's own sentences, written from claim structure in each language.

Names, figures and units stay as the sources write them (GB300 NVL72, 954K tokens/s,
DEP4); a figure whose spelling belongs to one language (`7.9 倍`, `$2.90 per GPU-hour`)
is written in the reader's (`7.9x`, `2.90 美元/GPU 小时`). Every other word comes from
i18n and the glossary, so a Chinese sentence holds no run of English words and an
English one no Chinese outside a parenthesis.
"""

from __future__ import annotations

import math
import re
from dataclasses import replace

from .extractors.quantities import duration_parts
from .i18n import (
    AGAINST,
    BASELINE_SETUP,
    BEFORE_WHEN,
    CHANGE_BOTH,
    CHANGE_ON,
    CHANGE_PHRASE,
    CHANGE_THAN,
    CLAIM_SENTENCE,
    COMPARED_BY,
    CONDITIONS,
    DURATION_PARTS,
    EVENT,
    EVENT_KIND,
    EVENT_OBJECT_FALLBACK,
    EVENT_PAST,
    FORECASTS,
    GAP,
    GAP_PHRASE,
    HEADLINE,
    HEADLINE_CLAIM,
    HEDGE,
    HEDGE_WORDS,
    ITEMS_AND,
    LEDE,
    MOVE,
    NOTE,
    NUMBER_OF,
    OWN_WORD,
    PER_WORDS,
    RECKONING,
    SCALES,
    SIGNED_PRICE,
    TIMES_OF,
    UNIT_WORDS,
    WRITTEN_IN_CENTS,
    Glossary,
    Measure,
    format_date,
    signed_prices_in_words,
    zh_spacing,
)
from .records import (
    BASELINE_SETUP_KIND,
    CAUSE_KIND,
    Claim,
    Condition,
    Event,
    Figure,
    Gap,
    Note,
    is_money,
)
from .stories.checks import DOWN_WORDS, MOVED_DOWN
from .stories.claims import PREVIOUS_RECKONING
from .stories.names import is_han, romanised
from .stories.standing import price_tiers

_HAN = re.compile(r"[\u3400-\u9fff]")
# English words a Chinese page writes as they are: units and the field's Latin terms.
_LATIN_UNITS = frozenset(
    "tokens/s token tokens gpu gpus gb tb mb gib tib ms kwh mwh gwh wh/kg tflops pflops gbps "
    "gb/s tb/s requests/s mah nm ghz mhz".replace("/", " ").split()
    + "s kg wh w kw mw tops fps mbps tbps x k m b".split()
)
_DOWN = re.compile(
    DOWN_WORDS
    + "|"
    + MOVED_DOWN
    + r"|\d%\s*off\b|跌|直降|立减|立省|降价|优惠|补贴|让利|\d\s*折(?!叠|算)",
    re.I,
)
_DISCOUNT = re.compile(r"\d\s*折$")  # `9 折`: what is paid, said `打 9 折`


def figure_text(f: Figure, lang: str) -> str:
    """A figure as the page in `lang` writes it."""
    written = f.text.strip()
    parts = duration_parts(written)
    if parts and not _fits(written, lang):
        # `2 分 30 秒` on the English page: each part in its words, `2 min 30 s`
        return " ".join(DURATION_PARTS[unit][lang].format(n=n) for n, unit in parts)
    if f.unit == "x" and f.value is not None and not re.search(r"\d", written):
        return render_figure(f.value, None, None, "x", lang)  # `doubled`, `翻倍`: 2x, 2 倍
    if f.unit == "%" and written.lower() == "half":  # `fell by half`: 50%, not `half lower`
        return render_figure(f.value, None, None, "%", lang)
    if SIGNED_PRICE.fullmatch(written) and _symbol_foreign(written, f.unit, lang):
        # `$3.40` in a Chinese sentence whose other price reads `2.95 美元`, `¥21.60` (yuan or
        # yen?) in an English one: the currency in the page's words, the digits as written
        words = signed_prices_in_words(written, f.unit, lang)
        if words != written:
            return words
    if _BARE.fullmatch(written) and f.unit is None and f.value and _scaled(written, f.value):
        # `| 青骑出行 | 138.5 |` under `日均骑行量（万人次）`: the count in its head's scale
        return render_figure(f.value, f.low, f.high, None, lang, f.text)
    if _BARE.fullmatch(written) and f.unit and f.unit not in ("%", "x", "pp") and f.value:
        # `| 股票基金 | 41,860 |` under `资产净值（亿元）`: the cell's unit, from its head
        return render_figure(f.value, f.low, f.high, f.unit, lang, f.text)
    if _fits(f.text, lang) and not _symbol_foreign(f.text, f.unit, lang):
        return f.text
    return render_figure(f.value, f.low, f.high, f.unit, lang, f.text)


def _than_when(against: str) -> str:
    """`3.1% higher than at the end of September`: a point in time is `at` it."""
    return f"at {against}" if against.startswith(("the end of", "the start of")) else against


_BARE = re.compile(r"[+−-]?\d[\d,]*(?:\.\d+)?")


def _scaled(written: str, value: float) -> bool:
    """A bare cell whose value its head scaled (`138.5` under `（万人次）`: 1,385,000)."""
    try:
        return abs(float(written.replace(",", "").replace("−", "-")) - value) > 1e-6 * abs(value)
    except ValueError:
        return False


def hedged(f: Figure, claim: Claim, lang: str, text: str = "") -> str:
    """`f` as the page writes it, with the source's word for how far it is from exact
    (`roughly 23 months` → `约 23 个月`, `低约 10%` → `about 10% lower`): a figure said
    `about` is not said exact. A baseline is the other side's figure, not hedged here."""
    text = text or figure_text(f, lang)
    key = _hedge_of(f, claim)
    if not key:
        return text
    return (
        zh_spacing(f"{HEDGE[key]['zh']} {text}") if lang == "zh" else f"{HEDGE[key]['en']} {text}"
    )


def _hedge_of(f: Figure, claim: Claim) -> str:
    quote, written = claim.quote, f.text
    at = f.start - claim.start
    if not (0 <= at and quote[at : at + len(written)] == written):
        at = quote.find(written) if quote.count(written) == 1 else -1
    if at < 0 or not written:
        return ""
    before, after = quote[max(0, at - 16) : at], quote[at + len(written) : at + len(written) + 4]
    for key, (lead, tail) in HEDGE_WORDS.items():
        if re.match(rf"\s*(?:{lead})\b", written, re.I):
            return ""  # the figure's own text says it (`roughly 60%`)
        if re.search(rf"(?:^|(?<![A-Za-z]))(?:{lead})\s*$", before, re.I):
            return key
        if tail and re.match(rf"\s*(?:{tail})", after):
            return key
    return ""


def _symbol_foreign(written: str, unit: str | None, lang: str) -> bool:
    """A currency sign the page in `lang` does not write: any on the Chinese page (`美元`,
    `元`, `欧元` are its words), and `¥` for yuan on the English page, where it reads as yen."""
    if not re.search(r"[$€£¥]", written):
        return False
    return lang == "zh" or ("¥" in written and (unit or "").startswith("CNY"))


def _fits(written: str, lang: str) -> bool:
    if lang == "en":
        return not _HAN.search(written)
    if _CN_NUMERAL.search(written):
        return False  # `百分之十二` is 12% in the digest's own writing
    # `GPU-hr`, `tok/s`: each part a unit the Chinese page writes as it is, or an acronym
    words = re.findall(r"[A-Za-z]+", written)
    return all(w.lower() in _LATIN_UNITS or w.isupper() for w in words)


_CN_NUMERAL = re.compile(r"百分之|[零一二三四五六七八九十两]+(?:[百千万亿]|$)")


def render_figure(
    value: float | None,
    low: float | None,
    high: float | None,
    unit: str | None,
    lang: str,
    written: str = "",
) -> str:
    digits = _significant(written)
    if value is None and low is not None and high is not None:
        sep = "～" if lang == "zh" else "–"
        return _with_unit(
            f"{_number(low, lang, digits)}{sep}{_number(high, lang, digits)}", unit, lang
        )
    if value is None:
        return written
    decimals = re.search(r"\d\.(\d+)", written)
    money = is_money(unit)
    if unit and unit.split("/", 1)[0] == "USD" and WRITTEN_IN_CENTS.search(written):
        value, unit = value * 100, "USD-cent" + unit[3:]
    if money and decimals and abs(value) < 1000:
        # a price keeps the cents it was written with (`26.80 元` is ¥26.80, not 26.8)
        return _with_unit(f"{value:.{len(decimals.group(1))}f}", unit, lang)
    return _with_unit(_number(value, lang, digits), unit, lang)


def _with_unit(n: str, unit: str | None, lang: str) -> str:
    if not unit:
        return n
    if "/" in unit and unit.split("/", 1)[0] in UNIT_WORDS:
        currency, per = unit.split("/", 1)
        money = UNIT_WORDS[currency][lang].format(n=n)
        words = PER_WORDS.get(per)
        if words:
            return f"{money}{words[lang]}" if lang == "zh" else f"{money} {words[lang]}"
        return f"{money}/{per}"
    if unit in UNIT_WORDS:
        return UNIT_WORDS[unit][lang].format(n=n)
    return f"{n} {unit}"


def _significant(written: str) -> int:
    m = re.search(r"\d[\d,]*(?:\.\d+)?", written)
    if not m:
        return 3
    digits = m.group().replace(",", "").replace(".", "").lstrip("0")
    return max(1, len(digits))


def _number(value: float, lang: str, digits: int) -> str:
    magnitude = abs(value)
    for size, word in SCALES[lang]:
        if magnitude >= size:
            scaled = value / size
            return f"{_round(scaled, digits)}{word}"
    if float(value).is_integer() and magnitude >= 1000:
        return f"{int(value):,}"
    return _round(value, max(digits, 1))


def _round(value: float, digits: int) -> str:
    if value == 0:
        return "0"
    places = max(0, digits - 1 - int(math.floor(math.log10(abs(value)))))
    text = f"{value:.{places}f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def conditions_text(conditions: tuple[Condition, ...], lang: str, *, inline: bool = False) -> str:
    if not conditions:
        return ""
    words = [_mid_sentence(getattr(c, lang), lang) for c in conditions if getattr(c, lang)]
    if not words:
        return ""
    if inline:
        return CONDITIONS["inline_sep"][lang].join(words)
    return (
        CONDITIONS["open"][lang] + CONDITIONS["sep"][lang].join(words) + CONDITIONS["close"][lang]
    )


def _mid_sentence(words: str, lang: str) -> str:
    """A condition as it reads inside a sentence: a table head's `From Nov 18` is `from Nov
    18`; a name (`GB300 NVL72`, `AgentX`) keeps its capital."""
    first = words.split(" ", 1)[0]
    if lang == "en" and first[1:].islower() and first.lower() in _LEADING_WORDS:
        return words[:1].lower() + words[1:]
    return words


_LEADING_WORDS = frozenset(
    "from until since through at on in for with without under over before after by per "
    "excluding including counting measured".split()
)


def claim_text(claim: Claim, glossary: Glossary, *, lede: bool = False) -> dict[str, str]:
    """The claim's own sentence in each language. In a lede, only the two set-ups that say
    most (the rig, the configuration); the claim below the lede carries them all."""
    if lede and len(claim.conditions) > 2:
        ranked = sorted(
            claim.conditions,
            key=lambda c: (
                c.kind == "period",  # the lede's first sentence already says when
                _LEDE_KINDS.index(c.kind) if c.kind in _LEDE_KINDS else len(_LEDE_KINDS),
                not _LAYOUT.match(c.en),  # a parallel layout (DEP32) before a setting
            ),
        )
        keep = set(map(id, ranked[:2])) | {id(c) for c in claim.conditions if c.kind == CAUSE_KIND}
        claim = replace(claim, conditions=tuple(c for c in claim.conditions if id(c) in keep))
    out = {lang: _sentence(claim, glossary, lang) for lang in ("en", "zh")}
    if claim.basis == "forecast":
        # `Acme forecasts its revenue at …`: a level it expects, not one it reports
        for lang in ("en", "zh"):
            said, expects = FORECASTS[lang]
            head = re.match(
                rf"{re.escape(_claimant(claim, lang))}\s*{re.escape(said)}\s*", out[lang]
            )
            if head and not out[lang][head.end() :].startswith("that "):
                out[lang] = head.group().replace(said, expects, 1) + out[lang][head.end() :]
    if claim.compared_by:
        # `… against $1.99 for Kestrel Cloud. Jike Caijing, not Northwind Compute, names the
        # figure it is set against.`: the claimant stated its figure, another source the other
        for lang in ("en", "zh"):
            by = claim.compared_by.get(lang) or claim.compared_by.get("en", "")
            said = COMPARED_BY[lang].format(by=by, claimant=_claimant(claim, lang))
            out[lang] = join_sentences([out[lang], _tidy(said, lang)], lang)
    return out


_LEDE_KINDS = ("hardware", "configuration", "precision", "model", "context", "batch", "workload")
_LAYOUT = re.compile(r"(?:DEP|EP|TP|PP|DP)\d", re.I)


def _measure_without_its_unit(measure: str, value: str, lang: str) -> str:
    """`cost of $38.96 per GPU-hour`, not `cost per GPU-hour of $38.96 per GPU-hour`: the
    figure's unit already says what the measure is per (`price per node-hour … $21.52 an
    hour`: the figure says the hour, the subject the node; `整机价格为 21.52 美元/小时`)."""
    if lang == "en":
        m = re.search(r"\s+per\s+(?P<unit>(?:[\w-]+-)?(?P<time>hour|day|month|year)|\S+)$", measure)
        said = m and (
            re.search(rf"(?:per|/)\s*{re.escape(m['unit'])}\b", value)
            or (m["time"] and re.search(rf"\b(?:an?|per)\s+{m['time']}$|/\s*{m['time']}$", value))
        )
        return measure[: m.start()] if m and said else measure
    m = re.search(r"每\s*(.+?)\s*(成本|价格|费用|产出价值|收入)$", measure)
    if m and value.replace(" ", "").endswith("/" + m[1].replace(" ", "")):
        return measure[: m.start()] + m[2]
    return measure


def _sized_by(condition: Condition, subject: str) -> bool:
    """`8 GPUs` beside `8-GPU nodes`, `8x H200` beside `a full 8x H200 node`: a count the
    subject is named by is said with it."""
    if condition.kind != "hardware":
        return False
    if condition.text and condition.text in subject:
        return True
    m = re.fullmatch(r"(?P<n>\d[\d,]*)\s+(?P<noun>[A-Za-z]+?)s?", condition.en)
    return bool(
        m and re.search(rf"(?<![\d.,]){m['n']}-{re.escape(m['noun'])}(?![\w-])", subject, re.I)
    )


# a common noun phrase naming one machine (`full 8x H200 node`): English gives it `a`
_ONE_MACHINE = re.compile(
    r"[a-z][\w-]*(?:\s+\S+)*?\s+(?:node|server|machine|rack|cluster|instance)"
)


def _tier_said(condition: Condition, claim: Claim) -> bool:
    """`reservation` beside `one-year reserved H200`: a price tier the subject names."""
    if condition.kind != "price terms":
        return False
    tiers = price_tiers(condition.en, condition.zh)
    return bool(tiers) and tiers <= price_tiers(
        claim.subject.get("en", ""), claim.subject.get("zh", "")
    )


def _claimant(claim: Claim, lang: str) -> str:
    """Who states the claim, as the page names it: a claimant with no Chinese name is named
    in Chinese as written (`Raman 称`), never left out (`称 Harrow 售价…`) nor taken for the
    thing the claim is about (`H200 称`)."""
    return claim.claimant.get(lang) or (claim.claimant.get("en", "") if lang == "zh" else "")


# what a count counts, after its figure: up to two modifiers and a plural head (`186.4 million
# parcels`, `41 UK dealer websites`), cut before a word that starts another phrase
_NOT_A_NOUN_EN = (
    r"(?!(?:of|in|on|at|to|for|from|and|or|with|by|per|a|an|the|its|their|his|her|our|this|these|"
    r"those|through|across|into|over|under|during|after|before|since|until|via|about|around|now|"
    r"also|just|still|only|more|less|fewer|than|are|were|was|is|have|has|had)\b)"
)
_COUNTED_EN = re.compile(
    rf"\s+(?P<noun>(?:{_NOT_A_NOUN_EN}[A-Za-z][\w-]*\s+){{0,2}}{_NOT_A_NOUN_EN}[a-z][a-z-]*[a-rt-z]s)"
    r"\b(?!['’]|\s+(?:per|a|an|each|every)\b)"
)
# plurals that say how long, how often or how far, or that do (`1.4 brings`), not what is counted
_NOT_COUNTED_EN = re.compile(
    r"(?:^|\s)(?:seconds|minutes|hours|days|weeks|months|years|times|points|percent|cents|pence|"
    r"brings|parses|runs|makes|says|shows|gives|takes|adds|keeps|needs|gets|holds|uses|costs|"
    r"means|ships|lands|goes|comes|sits|stands|rises|falls|grows|leads)$"
)
# a Chinese count's noun: after the figure (`57 个 bug`, `18 个铁路局集团公司`), or between the
# verb that counts it and the figure (`回收手机 612 万台`, `共更换灯具 12,860 盏`)
_COUNTED_ZH_AFTER = re.compile(
    r"\s?(?P<noun>[\u4e00-\u9fff]{2,8}?|[A-Za-z][\w-]{1,15})(?=[均都也已将在于和与及并被为是的了，。、；：（）\s]|$)"
)
_COUNTED_ZH_BEFORE = re.compile(
    r"(?:回收|更换|发放|销售|售出|卖出|交付|出货|生产|接待|新增|招聘|安装|建成|投放|签约|开设|运营)"
    r"(?P<noun>[\u4e00-\u9fff]{2,10})\s?$"
)


def claim_measure(claim: Claim, glossary: Glossary) -> Measure:
    """What the claim measures, in the words its page writes: a bare count is named by what
    its source's sentence counts (`the number of parcels`, not `the count`)."""
    measure = glossary.measure(claim.measure, claim.quote)
    if claim.measure != "count":
        return measure
    figure = next(
        (f for role in ("value", "after", "before") for f in claim.figures if f.role == role),
        None,
    )
    noun = _counted(claim.quote, figure.text) if figure else ""
    if not noun:
        return measure
    if is_han(noun) or re.fullmatch(r"[A-Za-z][\w-]*", noun) and is_han(claim.quote):
        en = glossary.to_en(noun)
        return replace(
            measure,
            en=NUMBER_OF["en"].format(noun=en) if en else measure.en,
            zh=zh_spacing(NUMBER_OF["zh"].format(noun=noun)),
        )
    zh = glossary.to_zh(noun) or glossary.to_zh(noun[:-1])
    return replace(
        measure,
        en=NUMBER_OF["en"].format(noun=noun),
        zh=zh_spacing(NUMBER_OF["zh"].format(noun=zh)) if zh else measure.zh,
    )


def _counted(quote: str, figure: str) -> str:
    """The noun `figure` counts in `quote`, '' when the sentence names none or the figure
    is a rate (`每秒 1.2 万张图片`) or a version (`quartzjson 1.4 brings`)."""
    at = quote.find(figure)
    if at < 0 or not figure.strip():
        return ""
    before, after = quote[:at], quote[at + len(figure) :]
    if is_han(quote):
        if re.search(r"每\s?[\u4e00-\u9fff]?\s?$", before):
            return ""  # `每秒 1.2 万张`: so many a second, a rate
        found = (
            _COUNTED_ZH_AFTER.match(after)
            if re.search(r"[个张台辆件家条盏块本名位]$", figure)
            else None
        )
        if found:
            return found["noun"]
        found = _COUNTED_ZH_BEFORE.search(before)
        return found["noun"] if found else ""
    if re.search(r"[A-Za-z]\w*\s$", before) and re.fullmatch(r"\d+\.\d+", figure):
        return ""  # `quartzjson 1.4`: a version
    found = _COUNTED_EN.match(after)
    if not found or _NOT_COUNTED_EN.search(found["noun"]):
        return ""
    return " ".join(found["noun"].split())


_LEADING_DETERMINER = re.compile(r"^(Each|Every|All|The|A|An|This|These|Those|Both)(?=\s)")


def _sentence(claim: Claim, glossary: Glossary, lang: str) -> str:
    roles = {f.role: f for f in claim.figures}
    measure = claim_measure(claim, glossary)
    subject = claim.subject.get(lang) or claim.claimant.get(lang, "")
    claimant = _claimant(claim, lang) or subject
    own = subject.strip().lower() == claimant.strip().lower() or _same_chinese_name(claim)
    if lang == "en" and not own:
        subject = _in_english(subject, claim.subject.get("zh", ""))
    whole = any(claimant in (en, zh) for en, zh in glossary.names)
    subject = _its(subject, claimant, lang, whole_name=whole)
    if lang == "en":
        # `the count for each Boxwell Chill bay`: a subject the source began its sentence with
        # is said inside ours, its leading word in small letters
        subject = _LEADING_DETERMINER.sub(lambda m: m[1].lower(), subject)
    kind = claim.comparison
    # `vLLM's DEP2 prefill …`, `1.4 times the one-year reserved rate`: a condition its subject
    # or what it is compared with already names is not said again
    said_subject, said_against = claim.subject.get(lang, ""), claim.against.get(lang, "")
    conditions = tuple(
        c
        for c in claim.conditions
        if not getattr(c, lang)
        or not (
            any(
                words
                and re.search(
                    # (a chip the subject names anywhere: `Northwind's H200 on-demand`)
                    rf"(?<![\w-]){re.escape(words)}"
                    + (r"(?![\w-])" if c.kind == "hardware" else "$"),
                    said_subject,
                )
                for words in {c.en, getattr(c, lang)}
            )
            or re.search(rf"(?<![\w-]){re.escape(getattr(c, lang))}(?![\w-])", said_against)
            or _sized_by(c, claim.subject.get("en", ""))
            or _tier_said(c, claim)
            # (`华东地域的 H200 按需` is not said again as `（华东）`)
            or (c.kind == "region" and bool(getattr(c, lang)) and getattr(c, lang) in said_subject)
        )
    )
    # what moved the measure (`EPLB`) is said as the cause, not as a set-up in brackets
    causes = [c for c in conditions if c.kind == CAUSE_KIND and getattr(c, lang)]
    conditions = tuple(c for c in conditions if c.kind != CAUSE_KIND)
    conditions = _with_baseline_setup(conditions, claim, lang)
    slots = {
        "claimant": claimant,
        "subject": subject,
        "measure": getattr(measure, lang),
        "against": (
            _in_english(claim.against.get(lang, ""), claim.against.get("zh", ""))
            if lang == "en"
            else claim.against.get(lang, "")
        )
        or _generic_against(lang),
        "conditions": conditions_text(conditions, lang),
        "conditions_inline": conditions_text(conditions, lang, inline=True),
        "change": "",
        "move": "",
    }
    if lang == "zh":
        # `8 卡 H200 整机的价格`, not `…整机的整机价格`: the subject already says the machine
        head = re.match(r"(整机|单卡|每卡)(?=.)", slots["measure"])
        if head and subject.endswith(head[1]):
            slots["measure"] = slots["measure"][head.end() :]
    elif _ONE_MACHINE.fullmatch(subject):
        subject = slots["subject"] = f"a {subject}"  # `for a full 8x H200 node`
    for role in ("value", "baseline", "before", "after", "share", "range"):
        if role in roles:
            slots[role] = (
                figure_text(roles[role], lang)
                if role == "baseline"
                else hedged(roles[role], claim, lang)
            )
    if "range" in roles and "value" not in roles:
        slots["value"] = slots["range"]
    if kind == "share-of" and "share" not in roles and "after" in roles:
        slots["share"] = slots["after"]  # `占比升至 38%，去年同期为 31%`: the share now
    if kind == "before-after" and "after" not in roles and "value" in slots:
        slots["after"] = slots["value"]  # `达到 26.8%，较今年 3 月创下的 26.3%`: the level now
    # `from $2.99 to $2.59 per GPU-hour`: either figure saying what it is per is enough
    slots["measure"] = next(
        (
            bare
            for role in ("value", "before", "after")
            if (bare := _measure_without_its_unit(slots["measure"], slots.get(role, ""), lang))
            != slots["measure"]
        ),
        slots["measure"],
    )
    change = roles.get("change")
    down = _goes_down(claim, roles)
    # `−31%` under a `Change` head says down by itself; the sentence says `down 31%`
    change_text = (
        hedged(change, claim, lang, figure_text(change, lang).lstrip("−-")) if change else ""
    )
    if kind == "versus" and change and "value" not in roles and "baseline" in roles:
        key = "versus_gap"  # `比后者的 2.69 美元低 0.10 美元`: the gap, the level unsaid
        slots["change"] = GAP_PHRASE["down" if down else "up"][lang].format(change=change_text)
    elif kind == "versus" and change and "value" not in roles and "baseline" not in roles:
        key = "versus_change"  # `比北风算力低约 10%`: the gap to another's, no level said
        slots["change"] = GAP_PHRASE["down" if down else "up"][lang].format(change=change_text)
    elif kind == "versus" and change and change.unit == "x" and {"value", "baseline"} <= set(roles):
        key = "versus_times"  # `$2.69, 1.35 times the reserved rate of $1.99`
        slots["change"] = change_text
    elif kind == "versus":
        key = "versus"
        phrase = "times" if change and change.unit == "x" else ("down" if down else "up")
        slots["change"] = CHANGE_PHRASE[phrase][lang].format(change=change_text) if change else ""
    elif kind == "before-after":
        key = "before-after" if "before" in roles else "after_only"
        slots["move"] = MOVE["down" if down else "up"][lang]
        if "before" in roles and claim.against.get(lang):
            # `from 338.15 cents a week earlier to 312.40 cents`: when the level before was
            slots["before"] = BEFORE_WHEN[lang].format(
                before=slots["before"], when=slots["against"]
            )
        if (
            claim.basis in RECKONING
            and "before" in roles
            and not causes
            and (claim.basis == "forecast" or _REVISED_FROM.search(claim.quote))
        ):
            # `We now put … at 68.5 million bags, up from our previous estimate of 66.0 million`
            key = "forecast-revised"
            # `cut our Q1 2027 arabica forecast to 285 cents`: the forecast is of arabica
            of = _FORECAST_OF.fullmatch(slots["subject"]) if lang == "en" else None
            if of:  # (its period is a condition: `Q1 2027`)
                when = {w for c in claim.conditions if c.kind == "period" for w in c.en.split()}
                thing = " ".join(w for w in of["thing"].split() if w not in when)
                slots["subject"] = thing or slots["subject"]
            slots["revises"] = slots["move"] = MOVE["revised_down" if down else "revised_up"][lang]
            slots["reckoning"] = RECKONING[claim.basis or "forecast"][lang]
        if causes and "before" in roles:
            key = "before-after_cause"
            slots["cause"] = getattr(causes[0], lang)
            slots["moved"] = MOVE["caused_down" if down else "caused_up"][lang]
        if change and change.unit == "x":
            times = render_figure(change.value, None, None, "x", lang)
            slots["change"] = MOVE["change_times"][lang].format(change=times)
        elif change:
            slots["change"] = MOVE["change_down" if down else "change_up"][lang].format(
                change=change_text
            )
    elif kind == "multiple-of":
        key = "multiple-of" if "value" in slots else "multiple-of_bare"
        slots["change"] = change_text
        if "baseline" in roles and not claim.against.get(lang):
            slots["against"] = slots["baseline"]  # `是 177 万人的 2.2 倍`: of the figure itself
    elif (
        kind == "share-of"
        and "value" in roles
        and "share" in roles
        # (or a margin: `its net profit at 186 million yuan, 4.8% of revenue`, its own part,
        # whoever reports it: a share of a measure, not of another thing's figure)
        and (
            "baseline" not in roles
            or change
            or own
            or _OF_REVENUE.fullmatch(claim.against.get("en", ""))
            # (`占全市的 44.3%`: a share of a whole, not a peer's figure)
            or _A_WHOLE.match(claim.against.get("zh") or claim.against.get("en", ""))
        )
    ):
        key = "share_part"  # `82 GWh, or 58% of production`: the whole has no figure here
        if "baseline" in roles:
            key = "share_changed"  # `13.2 Mt, up 7.8% … and 8.7% of the world total`
        elif not claim.against.get(lang):
            key = "share_part_bare"  # a whole the page cannot say: `占比 58%`
        if change:
            slots["change"] = _changes_on_bases(claim, lang) or CHANGE_PHRASE[
                "down" if down else "up"
            ][lang].format(change=change_text)
    elif kind in ("within", "share-of", "matches", "setup"):
        key = kind
        if kind == "matches" and _TREND.search(claim.quote):
            key = "matches_trend_within" if _TREND_WITHIN.search(claim.quote) else "matches_trend"
        slots["change"] = change_text
    elif (
        kind == "change"
        and change
        and (_one_year_ago(claim) or ("value" in roles and "baseline" in roles))
    ):
        # a level against its year-ago (or its earlier) figure, and the change between:
        # `£296 million, against £231 million, up 31%`
        key = "change_from"
        if not claim.against.get(lang):
            slots["against"] = ""  # no period named: the earlier figure alone
        phrase = "down" if down else "up"
        moved = [f for f in claim.figures if f.role == "change" and f.unit not in ("%", "pp", "x")]
        if moved and change is not moved[0] and change.unit == "%":
            # `较上年的 14.60 万人减少 0.34 万人，下降 3.2%`: the move in its unit, then per cent
            slots["change"] = CHANGE_PHRASE[f"{phrase}_both"][lang].format(
                move=figure_text(moved[0], lang).lstrip("−-"), change=change_text
            )
        else:
            slots["change"] = CHANGE_PHRASE[phrase][lang].format(change=change_text)
    elif kind == "change" and not change and "value" in slots and "baseline" in roles:
        key = "change_from"  # `78% …, up from 64% a year earlier`: the level and the earlier one
    elif kind == "change" and change and "value" in roles and "baseline" not in roles:
        key = "change_level"  # `$2.59, 10 cents below …`: the level and its gap
        way, against = ("down" if down else "up"), claim.against.get(lang, "")
        moved = [f for f in claim.figures if f.role == "change" and f.unit not in ("%", "pp", "x")]
        if moved and change is not moved[0] and against:
            # `较 9 月底增加 0.58 万亿元，增长 1.6%`: the move in the level's unit, then in per cent
            slots["change"] = CHANGE_BOTH[way][lang].format(
                move=figure_text(moved[0], lang).lstrip("−-"), change=change_text, against=against
            )
        else:
            slots["change"] = _changes_on_bases(claim, lang) or (
                CHANGE_THAN if against else CHANGE_PHRASE
            )[way][lang].format(change=change_text, against=_than_when(against))
    elif kind == "change" and change:
        key = "change_against" if claim.against.get(lang) else "change"
        slots["move"] = MOVE["down_by" if down else "up_by"][lang]
        if _DISCOUNT.search(change.text) and lang == "zh":
            slots["move"] = MOVE["discount"][lang]
        slots["change"] = change_text
    else:
        key = "none_self" if own else "none"
        if "value" not in slots:
            slots["value"] = change_text or ", ".join(figure_text(f, lang) for f in claim.figures)
        if causes:
            key = "none_cause_self" if own else "none_cause"
            slots["cause"] = getattr(causes[0], lang)
    if kind in ("versus", "share-of", "within", "matches") and not claim.against.get(lang):
        slots["against"] = _generic_against(lang)
    if lang == "en" and key not in ("change_from", "change_against"):
        slots["against"] = _with_article(slots["against"])
    if own and key != "none_self" and f"{key}_self" in CLAIM_SENTENCE:
        key = f"{key}_self"
    if kind == "versus" and not claim.against.get(lang) and f"{key}_unnamed" in CLAIM_SENTENCE:
        key = f"{key}_unnamed"
    if causes and "cause" not in slots:
        # a sentence with no place for the cause says it with the set-ups
        slots["conditions"] = conditions_text((*causes, *conditions), lang)
        slots["conditions_inline"] = conditions_text((*causes, *conditions), lang, inline=True)
    pattern = CLAIM_SENTENCE[key][lang]
    for role in ("value", "baseline", "before", "after", "share"):
        slots.setdefault(role, "")
    if key.startswith("versus_times"):
        against = claim.against.get(lang, "")
        form = "unnamed" if not against else "common" if against[:1].islower() else "named"
        slots["times_of"] = TIMES_OF[form][lang].format(
            against=slots["against"], baseline=slots["baseline"]
        )
    text = _tidy(pattern.format(**slots), lang)
    text = _one_parenthesis(text, slots["conditions"], lang)
    if lang == "en" and _MANY.match(claimant):
        # `Several memory-chip distributors report …`
        text = re.sub(r"^(.{0,80}?) (report|say)s\b", r"\1 \2", text, count=1)
    # every figure of the claim stands in its sentence, whatever the pattern shows
    missing = list(
        dict.fromkeys(  # `That 78,000 compares with …`: a figure said again is written once
            figure_text(f, lang)
            for f in claim.figures
            # (`down 31%` states `−31%`)
            if figure_text(f, lang).replace(" ", "").lstrip("−-") not in text.replace(" ", "")
        )
    )
    if missing:
        extra = (
            CONDITIONS["open"][lang]
            + CONDITIONS["inline_sep"][lang].join(missing)
            + CONDITIONS["close"][lang]
        )
        end = "。" if lang == "zh" else "."
        text = text.rstrip("。.") + extra + end
    return _tidy(text, lang)


def _with_baseline_setup(
    conditions: tuple[Condition, ...], claim: Claim, lang: str
) -> tuple[Condition, ...]:
    """`(GB200; DEP32; DeepInfer's published results measured with 64 NVIDIA SM100 GPUs,
    EP64DP64)`: the set-up of what the claim is compared with, said as one item, apart
    from the claim's own."""
    own = tuple(c for c in conditions if c.kind != BASELINE_SETUP_KIND)
    # what both set-ups share (`a 131,072-token context`) holds for the comparison: said once
    shared = {getattr(c, la) for c in own for la in ("en", "zh")}
    baseline = [
        c
        for c in conditions
        if c.kind == BASELINE_SETUP_KIND and getattr(c, lang) and getattr(c, lang) not in shared
    ]
    if not baseline:
        return own
    words = {
        la: BASELINE_SETUP[la].format(
            subject=claim.against.get(la) or _generic_against(la),
            conditions=CONDITIONS["inline_sep"][la].join(getattr(c, la) for c in baseline),
        )
        for la in ("en", "zh")
    }
    said = Condition(BASELINE_SETUP_KIND, "", words["en"], zh_spacing(words["zh"]))
    return (*own, said)


def _same_chinese_name(claim: Claim) -> bool:
    """`澜汐储能称，其产能…`: the subject is the claimant, a Chinese name the English page
    writes in pinyin for the claimant (`Lanxi Chuneng`) and leaves as it is for the subject."""
    zh = claim.subject.get("zh", "")
    return bool(zh) and zh == claim.claimant.get("zh") and claim.subject.get("en") == zh


def _its(subject: str, claimant: str, lang: str, *, whole_name: bool = False) -> str:
    """`vLLM 称，其专用 decode 路径…`, not `vLLM 称，vLLM 的专用 decode 路径…`: a subject
    that is the claimant's own thing names the claimant once, as the sentence's speaker.
    A name the glossary knows whole needs no `的` or `'s` to end (`北风算力一年期预留` →
    `其一年期预留`, `Northwind Compute one-year reserved` → `its one-year reserved`); a part of
    a longer name would (`青隼` of `青隼云`)."""
    if not claimant or len(subject) <= len(claimant):
        return subject
    head, rest = subject[: len(claimant)], subject[len(claimant) :]
    if head.lower() != claimant.lower():
        return subject
    own = (_OWN_WHOLE if whole_name else _OWN[lang]).match(rest)
    if not own or not rest[own.end() :].strip():
        return subject
    return OWN_WORD[lang] + rest[own.end() :].lstrip()


_OWN = {"en": re.compile(r"['’]s?\s+"), "zh": re.compile(r"\s*的\s*")}
_OWN_WHOLE = re.compile(r"['’]s?\s+|\s+|\s*的\s*|(?=[\u4e00-\u9fff])")


_TREND = re.compile(
    r"\bsame trend\b|\btrends? (?:alike|together)\b|走势一致|趋势一致|走势相同", re.I
)
# the hedge that the curve stays inside the other's range (`… the same trend within X's range`)
_TREND_WITHIN = re.compile(
    r"\btrends?\s+(?:alike\s+|together\s+)?within\b|(?:区间|范围)(?:之)?内", re.I
)


def _one_year_ago(claim: Claim) -> bool:
    """A value, the one figure it is set against and the change between them, the earlier
    time named (`营业收入 182.4 亿元，上年同期为 148.2 亿元，同比增长 23%`)."""
    roles = [f.role for f in claim.figures]
    changes = {f.value for f in claim.figures if f.role == "change"}
    return (
        "value" in roles
        and roles.count("baseline") == 1
        and len(changes) == 1
        and bool(claim.against.get("en") and claim.against.get("zh"))
    )


def _with_article(phrase: str) -> str:
    """`575 tokens/s for the standard path`: a common noun the source wrote bare (a name,
    a possessive or a phrase with its own determiner stays as written)."""
    if not phrase[:1].islower() or "'" in phrase:
        return phrase
    if re.match(r"(?:the|a|an|its|their|our|this|that|these|those|each|every)\b", phrase):
        return phrase
    return f"the {phrase}"


_MANY = re.compile(r"(?:several|many|some|multiple|two|three|both)\b", re.I)


def _one_parenthesis(text: str, conditions: str, lang: str) -> str:
    """`83% of DEP2 (53.3K against 64.4K tokens/s; prefill)`: the conditions join a
    parenthesis the sentence closes just before them, not a second one beside it."""
    opened, closed = CONDITIONS["open"][lang], CONDITIONS["close"][lang]
    if not conditions.startswith(opened):
        return text
    both = closed + conditions
    at = text.find(both)
    if at > 0 and _HAN_GLOSS.search(text[:at]):
        return text  # `Tianqiong Weixing (天穹卫星)`: a name's Chinese, not figures it compares
    return text.replace(both, CONDITIONS["sep"][lang] + conditions[len(opened) :], 1)


def _in_english(words: str, zh: str) -> str:
    """An English sentence holds Chinese only in a parenthesis (CLAIMS.md): a thing no source
    names in English is said by its pinyin, the Chinese after it in brackets (`Guojia Tielu
    (国家铁路)`), as the English press writes such names."""
    if not words or not is_han(re.sub(r"[(（][^()（）]*[)）]", "", words)):
        return words
    chinese = zh if zh and is_han(zh) else words
    return f"{romanised(chinese)} ({chinese})"


_HAN_GLOSS = re.compile(r"[(（][\u3400-\u9fff][^()（）]*$")


_REVISED_FROM = re.compile(rf"\b{PREVIOUS_RECKONING}|此前(?:预估|预测|估计)", re.I)
# `Marlowe's Q1 2027 arabica forecast`: the forecast named as the subject, what it is of inside
_FORECAST_OF = re.compile(
    r"(?:.+?['’]s\s+|(?:our|its|their)\s+)?(?P<thing>.+?)\s+(?:forecast|estimate|outlook|projection)s?"
)


# a whole the part is a share of (`全市`, `全国`, `the total`), not a peer compared with
_A_WHOLE = re.compile(
    r"(?:全市|全省|全国|全网|全球|全行业|全部|合计|总计|(?:the\s+)?total\b|all\b)", re.I
)
# what a margin is a share of: a measure of the same subject, not another thing
_OF_REVENUE = re.compile(r"(?:the\s+)?(?:total\s+)?(?:revenue|sales|turnover)", re.I)


def _generic_against(lang: str) -> str:
    return AGAINST["generic"][lang]


# the base a change is on, said just before it: `同比增长 8%，环比增长 5.3%`
_ON_BASE = (
    (
        "year",
        re.compile(r"(?:同比|较去年同期|比去年同期|year[- ]on[- ]year|from a year earlier)", re.I),
    ),
    # (`较上季度末增加 148 家`: since the quarter's end, a point in time, not quarter on quarter)
    ("month", re.compile(r"(?:环比|(?:较|比)上个?月(?![末底])|month[- ]on[- ]month)", re.I)),
    ("quarter", re.compile(r"(?:(?:较|比)上个?季度(?![末底])|quarter[- ]on[- ]quarter)", re.I)),
)


# the base a change is on, said just after it: `up 7.8% on a year earlier`, `12% year on year`
_BASE_AFTER = re.compile(
    r"\s*(?:(?P<year>(?:(?:more|less|higher|lower)\s+than|on|from|over)\s+a\s+year\s+"
    r"(?:earlier|ago|before)|year[- ](?:on|over)[- ]year)|(?P<month>month[- ](?:on|over)[- ]month|"
    # (`2.1% less than in September`, of October's figure: the month before)
    r"(?:more|less|higher|lower)\s+than\s+in\s+(?:January|February|March|April|May|June|July|"
    r"August|September|October|November|December)(?!\s+\d))|"
    r"(?P<quarter>quarter[- ](?:on|over)[- ]quarter))\b",
    re.I,
)


def _changes_on_bases(claim: Claim, lang: str) -> str:
    """A level with its change on a base (`8,126 亿千瓦时，同比增长 5.9%`), or two changes on two
    bases (`228.5 万辆，同比增长 8%，环比增长 5.3%`), each with its base and its way: `, 8%
    higher year on year and 5.3% higher month on month`. Empty unless the claim holds one or
    two changes whose bases its quote says."""
    changes = [f for f in claim.figures if f.role == "change"]
    if len(changes) not in (1, 2):
        return ""
    parts = []
    for f in changes:
        lead = claim.quote[max(0, f.start - claim.start - 12) : max(0, f.start - claim.start)]
        trail = _BASE_AFTER.match(claim.quote, f.end - claim.start)
        base = next(
            (b for b, pattern in _ON_BASE if pattern.search(lead) or trail and trail[b]), None
        )
        if base is None:
            return ""
        way = "down" if _DOWN.search(lead) or trail and _DOWN.search(trail.group()) else "up"
        shown = figure_text(f, lang).lstrip("−-")
        parts.append(CHANGE_ON[base][way][lang].format(change=shown))
    return CHANGE_ON["lead"][lang] + CHANGE_ON["sep"][lang].join(parts)


def _goes_down(claim: Claim, roles: dict[str, Figure]) -> bool:
    now = roles.get("after") or roles.get("value") or roles.get("range")
    if "before" in roles and now is not None:
        # a range (`6.2 万至 7.5 万元，较 8 月的 8.5 万至 10 万元`) by its low end
        b = roles["before"].value if roles["before"].value is not None else roles["before"].low
        a = now.value if now.value is not None else now.low
        if a is not None and b is not None:
            return a < b
    if "value" in roles and "baseline" in roles and claim.comparison == "versus":
        v, base = roles["value"].value, roles["baseline"].value
        if v is not None and base is not None:
            return v < base
    change = roles.get("change")
    if change is not None and change.value is not None and change.value < 0:
        return True  # `−31%`
    if change is not None and claim.start <= change.end <= claim.start + len(claim.quote):
        # `30 cents higher`: the word after the change says its way, whatever else the sentence
        # says (`The cut puts pressure on …, whose price is now 30 cents higher`)
        way = _WAY_AFTER.match(claim.quote, change.end - claim.start)
        if way:
            return way["down"] is not None
    return bool(_DOWN.search(claim.quote))


_WAY_AFTER = re.compile(
    r"\s*(?:(?P<up>higher|above|more|dearer|faster)|(?P<down>lower|below|cheaper|less|fewer|slower))\b",
    re.I,
)


def _tidy(text: str, lang: str) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    text = text.replace(" ,", ",").replace(" .", ".").replace("( ", "(")
    if lang == "zh":
        text = zh_spacing(text).replace("的的", "的")
        # `回本周期为约 23 个月` reads `约为 23 个月`
        text = re.sub(r"(?<![成作认称])为约 (?=\d)", "约为 ", text)
        # `青隼云的 B200 的售价`: one `的` is enough, the model's name says whose it is
        return re.sub(
            r"(?<=[\u4e00-\u9fff])的 (?P<name>[A-Za-z0-9][\w.+-]*(?: [A-Za-z0-9][\w.+-]*)?) 的",
            r" \g<name> 的",
            text,
        )
    first = text.split(" ", 1)[0]
    if first[:1].islower() and not any(ch.isupper() or ch.isdigit() for ch in first):
        return text[:1].upper() + text[1:]  # `vLLM says …` keeps its name as written
    return text


# --- events, notes, gaps, headlines ------------------------------------------------------------


def event_text(
    event: Event, claim: Claim | None, glossary: Glossary, *, past: bool = False
) -> dict[str, str]:
    """An event in each language, from its codes: `DeepSeek open-sources DeepInfer`."""
    out = {}
    for lang in ("en", "zh"):
        table = EVENT_PAST if past and event.action in EVENT_PAST else EVENT
        pattern = table.get(event.action, EVENT["announce"])[lang]
        thing = event.object.get(lang) or EVENT_OBJECT_FALLBACK.get(event.action, {}).get(lang, "")
        if past and event.kind.get(lang) and event.object.get(lang):
            thing = EVENT_KIND[lang].format(object=thing, kind=event.kind[lang])
        short = headline_claim(claim, glossary)[lang] if claim is not None else ""
        text = pattern.format(actor=event.actor.get(lang, ""), object=thing, claim=short)
        out[lang] = _tidy(text, lang)
    return out


def note_text(note: Note) -> dict[str, str]:
    return {
        lang: _tidy(
            NOTE[note.kind][lang].format(
                actor=note.actor.get(lang, ""),
                object=note.object.get(lang, "") or _generic_against(lang),
            ),
            lang,
        )
        for lang in ("en", "zh")
        if note.kind in NOTE
    }


def gap_text(gap: Gap, actor: dict[str, str]) -> dict[str, str]:
    out = {}
    for lang in ("en", "zh"):
        items = [i.get(lang) or i.get("en", "") for i in gap.items]
        listed = _list(items, lang)
        subject = gap.subject.get(lang) or _generic_against(lang)
        out[lang] = _tidy(
            GAP[gap.kind][lang].format(subject=subject, items=listed, actor=actor.get(lang, "")),
            lang,
        )
    return out


def _list(items: list[str], lang: str) -> str:
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    sep = "、" if lang == "zh" else ", "
    return sep.join(items[:-1]) + ITEMS_AND[lang] + items[-1]


def headline_claim(claim: Claim, glossary: Glossary, *, bare: bool = False) -> dict[str, str]:
    """A claim as a headline says it: `vLLM says it is within 6% of DeepInfer's published results`."""
    roles = {f.role: f for f in claim.figures}
    kind = claim.comparison if claim.comparison in HEADLINE_CLAIM else "none"
    out = {}
    for lang in ("en", "zh"):
        subject = claim.subject.get(lang, "")
        own = subject.strip().lower() == _claimant(claim, lang).strip().lower()
        own = own or _same_chinese_name(claim)
        slots = {
            "claimant": _claimant(claim, lang),
            "subject": subject,
            "against": claim.against.get(lang) or _generic_against(lang),
            "measure": getattr(claim_measure(claim, glossary), lang),
            "change": figure_text(roles["change"], lang) if "change" in roles else "",
        }
        for role in ("value", "baseline", "before", "after"):
            slots[role] = figure_text(roles[role], lang) if role in roles else ""
        if kind == "none" and not slots["value"] and claim.figures:
            slots["value"] = figure_text(claim.figures[0], lang)
        # `price down from ¥26.80 per GPU-hour`, not `price per GPU-hour down from …`
        slots["measure"] = _measure_without_its_unit(
            slots["measure"], slots.get("value") or slots.get("before", ""), lang
        )
        key = f"{kind}_self" if (own or not subject) and f"{kind}_self" in HEADLINE_CLAIM else kind
        if kind == "before-after" and not slots["after"]:
            # `达到 26.8%，较今年 3 月创下的 26.3%`: the level now is the after
            now = roles.get("value") or roles.get("range")
            slots["after"] = figure_text(now, lang) if now else ""
        if kind == "before-after" and not slots["before"]:
            key = "after_only_down" if _goes_down(claim, roles) else "after_only"
        elif kind == "before-after" and _goes_down(claim, roles):
            key = "before-after_down"
        if key == "versus" and claim.against.get(lang):
            key = "versus_named"
        if bare and f"{key}_bare" in HEADLINE_CLAIM:
            key = f"{key}_bare"  # the event before it already says who
        out[lang] = _tidy(HEADLINE_CLAIM[key][lang].format(**slots), lang)
    return out


def headline(event: dict[str, str] | None, claim: dict[str, str] | None) -> dict[str, str]:
    key = "event+claim" if event and claim else ("event" if event else "claim")
    return {
        lang: _tidy(
            HEADLINE[key][lang].format(
                event=(event or {}).get(lang, ""), claim=(claim or {}).get(lang, "")
            ),
            lang,
        )
        for lang in ("en", "zh")
    }


def lede(
    event: dict[str, str] | None,
    event_date: str | None,
    event_precision: str,
    claim: Claim | None,
    claim_sentence: dict[str, str],
    claim_date: str | None,
    notes: list[dict[str, str]],
    open_line: dict[str, str] | None,
) -> dict[str, str]:
    """Who did what when, the claim that carries the story with its standing, and what is open."""
    out = {}
    for lang in ("en", "zh"):
        parts = []
        if event and event_date:
            parts.append(
                LEDE["event"][lang].format(
                    date=format_date(event_date, lang, event_precision), event=event[lang]
                )
            )
        if claim is not None and claim_date:
            sentence = claim_sentence.get(lang, "")
            if event and claim_date == event_date:
                parts.append(sentence)  # the same day: said once, in the event's sentence
            else:
                if lang == "en":  # `On 24 October 2026, vLLM reported …`: a dated report is past
                    sentence = re.sub(r"^(.{1,60}?) reports\b", r"\1 reported", sentence, count=1)
                parts.append(
                    LEDE["claim"][lang].format(
                        date=format_date(claim_date, lang), claim=_lower_first(sentence, lang)
                    )
                )
            parts.append(
                LEDE["standing"][claim.status][lang].format(claimant=claim.claimant.get(lang, ""))
            )
        parts.extend(n[lang] for n in notes[:1] if lang in n)
        if open_line:
            parts.append(open_line[lang])
        out[lang] = (
            _tidy(join_sentences(parts, lang), lang)
            if lang == "zh"
            else join_sentences(parts, lang)
        )
    return out


def event_sentence(event: Event, glossary: Glossary) -> dict[str, str]:
    """An event as a lede's first sentence says it: `On 22 October 2026, Halden Cells started
    production at its sodium-ion battery plant.`"""
    news = event_text(event, None, glossary, past=True)
    return lede(news, event.date, event.precision, None, {}, None, [], None)


def _lower_first(text: str, lang: str) -> str:
    if lang != "en" or not text:
        return text
    # only a word that starts a sentence for grammar's sake (`The …`); a name
    # (`Kestrel Cloud reports …`) keeps its capital
    first = text.split(" ", 1)[0]
    if first.lower() in ("the", "a", "an", "its", "it", "this", "these", "there", "their"):
        return text[:1].lower() + text[1:]
    return text


def join_sentences(parts: list[str], lang: str) -> str:
    """Sentences one after another as each page writes them (a space between English ones,
    none between Chinese ones), each ending in its stop."""
    parts = [p.strip() for p in parts if p and p.strip()]
    if lang == "zh":
        return "".join(p if p.endswith(("。", "！", "？")) else p + "。" for p in parts)
    return " ".join(p if p.endswith((".", "!", "?")) else p + "." for p in parts)
