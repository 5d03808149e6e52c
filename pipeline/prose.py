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

from .i18n import (
    CHANGE_PHRASE,
    CLAIM_SENTENCE,
    CONDITIONS,
    MOVE,
    PER_WORDS,
    SCALES,
    UNIT_WORDS,
    Glossary,
)
from .records import Claim, Condition, Figure

_HAN = re.compile(r"[\u3400-\u9fff]")
# English words a Chinese page writes as they are: units and the field's Latin terms.
_LATIN_UNITS = frozenset(
    "tokens/s token tokens gpu gpus gb tb mb gib tib ms kwh mwh gwh wh/kg tflops pflops gbps "
    "gb/s tb/s requests/s mah nm ghz mhz".split()
)
_DOWN = re.compile(
    r"lower|less|fewer|slower|decrease|drop|fell|fall|cut|reduc|down\b|below|under|cheaper|declin|"
    r"降幅|下降|降低|减少|降至|下调|缩短|减|低|少|慢|便宜|跌",
    re.I,
)


def figure_text(f: Figure, lang: str) -> str:
    """A figure as the page in `lang` writes it."""
    if _fits(f.text, lang):
        return f.text
    return render_figure(f.value, f.low, f.high, f.unit, lang, f.text)


def _fits(written: str, lang: str) -> bool:
    if lang == "en":
        return not _HAN.search(written)
    words = re.findall(r"[A-Za-z][A-Za-z/.-]*", written)
    return all(w.lower() in _LATIN_UNITS or not w.isalpha() or w.isupper() for w in words)


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
    words = [getattr(c, lang) for c in conditions if getattr(c, lang)]
    if not words:
        return ""
    if inline:
        return CONDITIONS["inline_sep"][lang].join(words)
    return (
        CONDITIONS["open"][lang] + CONDITIONS["sep"][lang].join(words) + CONDITIONS["close"][lang]
    )


def claim_text(claim: Claim, glossary: Glossary) -> dict[str, str]:
    """The claim's own sentence in each language."""
    return {lang: _sentence(claim, glossary, lang) for lang in ("en", "zh")}


def _sentence(claim: Claim, glossary: Glossary, lang: str) -> str:
    roles = {f.role: f for f in claim.figures}
    measure = glossary.measure(claim.measure)
    subject = claim.subject.get(lang) or claim.claimant.get(lang, "")
    claimant = claim.claimant.get(lang) or subject
    own = subject.strip().lower() == claimant.strip().lower()
    kind = claim.comparison
    slots = {
        "claimant": claimant,
        "subject": subject,
        "measure": getattr(measure, lang),
        "against": claim.against.get(lang, "") or _generic_against(lang),
        "conditions": conditions_text(claim.conditions, lang),
        "conditions_inline": conditions_text(claim.conditions, lang, inline=True),
        "change": "",
        "move": "",
    }
    for role in ("value", "baseline", "before", "after", "share", "range"):
        if role in roles:
            slots[role] = figure_text(roles[role], lang)
    if "range" in roles and "value" not in roles:
        slots["value"] = slots["range"]
    change = roles.get("change")
    change_text = figure_text(change, lang) if change else ""
    down = _goes_down(claim, roles)
    if kind == "versus":
        key = "versus"
        slots["change"] = (
            CHANGE_PHRASE["down" if down else "up"][lang].format(change=change_text)
            if change
            else ""
        )
    elif kind == "before-after":
        key = "before-after"
        slots["move"] = MOVE["down" if down else "up"][lang]
        if change:
            slots["change"] = MOVE["change_down" if down else "change_up"][lang].format(
                change=change_text
            )
    elif kind == "multiple-of":
        key = "multiple-of" if "value" in slots else "multiple-of_bare"
        slots["change"] = change_text
    elif kind in ("within", "share-of", "matches", "setup"):
        key = kind
        slots["change"] = change_text
    elif kind == "change" and change:
        key = "change"
        slots["move"] = MOVE["down_by" if down else "up_by"][lang]
        slots["change"] = change_text
    else:
        key = "none_self" if own else "none"
        if "value" not in slots:
            slots["value"] = change_text or ", ".join(figure_text(f, lang) for f in claim.figures)
    if kind in ("versus", "share-of", "within", "matches") and not claim.against.get(lang):
        slots["against"] = _generic_against(lang)
    pattern = CLAIM_SENTENCE[key][lang]
    for role in ("value", "baseline", "before", "after", "share"):
        slots.setdefault(role, "")
    text = pattern.format(**slots)
    return _tidy(text, lang)


def _generic_against(lang: str) -> str:
    return "the reference" if lang == "en" else "参照"


def _goes_down(claim: Claim, roles: dict[str, Figure]) -> bool:
    if "before" in roles and "after" in roles:
        b, a = roles["before"].value, roles["after"].value
        if a is not None and b is not None:
            return a < b
    if "value" in roles and "baseline" in roles and claim.comparison == "versus":
        v, base = roles["value"].value, roles["baseline"].value
        if v is not None and base is not None:
            return v < base
    return bool(_DOWN.search(claim.quote))


def _tidy(text: str, lang: str) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    text = text.replace(" ,", ",").replace(" .", ".").replace("( ", "(")
    if lang == "zh":
        text = re.sub(
            r"(?<=[\u3400-\u9fff，。；：、（）])\s+(?=[\u3400-\u9fff，。；：、（）])", "", text
        )
        text = text.replace("的的", "的")
    return text[:1].upper() + text[1:] if lang == "en" else text
