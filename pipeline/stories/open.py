"""What is still open: the gaps a story's sources state, merged, and how they qualify numbers.

Gaps (`Not included in this release: the KV cache system, …`, `the code lacks …`,
`No outside organisation has tested these numbers yet`, `尚无外部机构复现`) become one
Gap per kind and subject, its items merged by the glossary's terms so that a list three
sources repeat is stated once, citing every source. Notes are how sources qualify their
own numbers (`We did not re-run DeepInfer`, `read from the charts`, `our own build`).
Both carry codes and names; the edition writes them in each language.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import lru_cache

from ..i18n import STAGES, Glossary, Measure
from ..records import Article, Gap, Note
from .conditions import STAGE_SAID, stage_of
from .names import Lexicon, bilingual, is_han, lexicon_of, proper_names, publisher_name
from .passages import Cued, sections

_NOT_INCLUDED = re.compile(
    r"\bnot included\b|\bnot part of\b|\bleft out\b|不包含|没有包含|未包含|不在本次发布|未纳入|没有纳入",
    re.I,
)
_MISSING = re.compile(
    r"\black(?:s|ing)?\b|\bmissing\b|\bnot (?:yet )?(?:wired up|supported|available)\b|缺少|缺失|仍缺|尚缺|不具备",
    re.I,
)
_UNTESTED = re.compile(
    r"\bno (?:outside|independent|third[- ]party|other) (?:organi[sz]ation|group|lab|party|one)s?\b[^.]{0,40}"
    r"(?:tested|reproduced|verified|re-?measured)|\bnot (?:been )?(?:independently )?(?:reproduced|verified)\b"
    r"|\bhave not been reproduced\b|尚无[^，。]{0,12}(?:复现|复测|测试|验证)|未经[^，。]{0,6}(?:复现|验证)|无人复现",
    re.I,
)
# `届时将另行公布价格`, `pricing will be announced later`: a figure promised, not given yet
_LATER = re.compile(
    r"\b(?:will be|to be)\s+(?:announced|published|disclosed|shared)\s+(?:later|at launch|closer to)"
    r"|\bto be announced\b|\bTBA\b|另行公布|另行通知|稍后公布|届时公布|将于.{0,8}公布",
    re.I,
)
# `Kestrel did not say how the cut would affect its margins`, `青隼云并未披露降价后的毛利率`
_UNDISCLOSED = re.compile(
    r"\b(?:did not|didn't|has not|have not|hasn't|haven't|declined to|would not|wouldn't|does not|"
    r"doesn't)\s+(?:yet\s+)?(?:disclose[ds]?|say|reveal|comment on|give|break out|specify|publish)\b"
    r"|(?:并未|未|没有|尚未|不愿)(?:披露|说明|透露|公布|回应)",
    re.I,
)
_NOTES: list[tuple[str, re.Pattern[str]]] = [
    (
        "not-rerun",
        re.compile(
            r"\bdid not re-?run\b|\bdidn't re-?run\b|没有重新运行|未重新运行|没有重跑|未重跑", re.I
        ),
    ),
    (
        "read-from-chart",
        re.compile(
            r"\bread (?:off|from) (?:the |its )?(?:published )?charts?\b|从[^，。]{0,12}图表中读取|读自[^，。]{0,10}图表",
            re.I,
        ),
    ),
    (
        "own-build",
        re.compile(
            r"\b(?:our|its|vLLM's) own build\b|\bour own measurements\b|自己的实现|自家的实现|自己的构建",
            re.I,
        ),
    ),
    (
        "setups-differ",
        re.compile(r"\bsetups? differ\b|\bdiffer too much\b|设置不同|配置不同|口径不同", re.I),
    ),
]
_GENERIC = frozenset({"README", "GitHub", "X", "Its", "It"})
_SPLIT = re.compile(r"\s*(?:,\s*(?:and|or)\s+|,\s*|;\s*|、|以及|和|与|及)\s*")


def read_gaps(article: Article, glossary: Glossary) -> list[Gap]:
    """The gaps one article states: each with its items in both languages."""
    out: list[Gap] = []
    lexicon = lexicon_of(article.title + "\n" + article.text, article.publisher, article.owner)
    subject = _topic(article, lexicon)
    for section in sections(article.text):
        heading = section.heading.text if section.heading else ""
        if heading and _NOT_INCLUDED.search(heading):
            firsts: dict[int, str] = {}
            for sentence in section.sentences:
                if sentence.kind == "item":
                    firsts.setdefault(sentence.paragraph, sentence.text)  # an item's first sentence
            items = list(firsts.values())
            names = [_item_name(i) for i in items]
            if names:
                out.append(_gap("not-included", subject, names, article, heading, glossary))
            continue
        for sentence in section.sentences:
            text = sentence.text
            said = _gap_said(text)
            if said == "not-reproduced":
                out.append(_gap("not-reproduced", subject, [], article, text, glossary))
            elif said == "not-included" and sentence.kind != "item":
                items = _enumeration(text)
                if items:
                    out.append(_gap("not-included", subject, items, article, text, glossary))
            elif later := _announced_later(text, lexicon, glossary):
                thing, measure = later
                gap = _gap("to-be-announced", thing or subject, [], article, text, glossary)
                out.append(
                    replace(gap, items=({"en": measure.en, "zh": measure.zh, "key": measure.key},))
                )
            elif undisclosed := _undisclosed(text, lexicon, glossary):
                who, measure = undisclosed
                gap = _gap("not-disclosed", who or subject, [], article, text, glossary)
                out.append(
                    replace(gap, items=({"en": measure.en, "zh": measure.zh, "key": measure.key},))
                )
            elif said == "missing" and sentence.kind != "item":
                items = _enumeration(text, after_colon=True)
                if items:  # what is missing, named; a bare "it lacks parts" says nothing to merge
                    out.append(_gap("missing", subject, items, article, text, glossary))
    return out


def _announced_later(text: str, lexicon: Lexicon, glossary: Glossary) -> tuple[str, Measure] | None:
    """(what, the measure to be announced later), when the glossary has the measure's words
    (`价格` → price) and the sentence names what it is for (`B200`)."""
    m = _found("later", text)
    if m is None:
        return None
    # the measure the promise itself names (`届时将另行公布价格`), before any the sentence's
    # other words name (`B200 实例`)
    measure = next(
        (
            x
            for said in (text[m[0] :], text)
            for x in glossary.measures
            if x.pattern is not None and x.pattern.search(said)
        ),
        None,
    )
    if measure is None:
        return None
    before = text[: m[0]]
    names = proper_names(before) if is_han(text) else lexicon.names(before)
    thing = names[0] if names else ""
    region = _REGION.search(before)
    if thing and region:
        thing = f"{region.group()} {thing}"  # `华东地域的 B200`: the B200 in CN-East
    return thing, measure


_REGION = re.compile(r"华东|华北|华南|华中|西南|中国区|CN-East|North America|Europe|Asia")


def _undisclosed(text: str, lexicon: Lexicon, glossary: Glossary) -> tuple[str, Measure] | None:
    """(who, the measure they did not disclose), when the sentence names both in words the
    glossary has (`margins` → gross margin), so the gap reads alone in each language."""
    m = _found("undisclosed", text)
    if m is None:
        return None
    after = re.split(r"[.;。；]", text[m[1] :], maxsplit=1)[0]
    measure = next(
        (x for x in glossary.measures if x.pattern is not None and x.pattern.search(after)), None
    )
    if measure is None:
        return None
    before = text[: m[0]]
    names = proper_names(before) if is_han(text) else lexicon.names(before)
    if is_han(text) and not names:
        lead = re.sub(r"^.*[，,：:]", "", before).strip()
        names = (re.sub(r"^(?:但|而|不过|此外|同时)", "", lead),) if 2 <= len(lead) <= 8 else ()
    return (names[-1] if names else ""), measure


def read_notes(article: Article, glossary: Glossary) -> list[Note]:
    """How an article qualifies its own numbers, a note per kind."""
    out: list[Note] = []
    lexicon = lexicon_of(article.title + "\n" + article.text, article.publisher, article.owner)
    seen: set[str] = set()
    for section in sections(article.text):
        for sentence in section.sentences:
            for kind, start, end in _notes_said(sentence.text):
                if kind in seen:
                    continue
                before, after = sentence.text[:start], sentence.text[end:]
                pick = proper_names if is_han(sentence.text) else lexicon.names
                actors = [n for n in pick(before) if n not in _GENERIC]
                actor = actors[0] if actors and is_han(sentence.text) else _owner(article)
                things = [n for n in pick(after) + pick(before) if n not in _GENERIC and n != actor]
                thing = things[0] if things else (out[-1].object.get("en", "") if out else "")
                seen.add(kind)
                stage = STAGE_SAID.search(before) if kind == "setups-differ" else None
                if stage:
                    # `For prefill, the setups differ too much`: of that stage, not the whole
                    kind, thing = "setups-differ-stage", ""
                out.append(
                    Note(
                        kind=kind,
                        actor=bilingual(actor, glossary),
                        object=dict(STAGES[stage_of(stage)])
                        if stage
                        else bilingual(thing, glossary)
                        if thing
                        else {"en": "", "zh": ""},
                        article_id=article.id,
                        quote=sentence.text,
                        quote_language=article.language,
                    )
                )
    return out


# the patterns sentences are searched with, each with the words its matches hold, looked
# for before the pattern is
_CUED_LATER, _CUED_UNDISCLOSED = Cued(_LATER), Cued(_UNDISCLOSED)
_CUED_GAPS = (
    ("not-reproduced", Cued(_UNTESTED)),
    ("not-included", Cued(_NOT_INCLUDED)),
    ("missing", Cued(_MISSING)),
)
_CUED_NOTES = [(kind, Cued(pattern)) for kind, pattern in _NOTES]


@lru_cache(maxsize=65536)
def _found(said: str, sentence: str) -> tuple[int, int] | None:
    """Where the sentence first says a measure is to come later or is not disclosed: most
    sentences say neither, and each article that carries a sentence asks."""
    m = (_CUED_LATER if said == "later" else _CUED_UNDISCLOSED).search(sentence)
    return m.span() if m else None


@lru_cache(maxsize=65536)
def _gap_said(sentence: str) -> str:
    """The first kind of gap the sentence states (untested, not included, missing), or ''.
    A sentence is asked by each article that carries it: each is searched once."""
    for kind, pattern in _CUED_GAPS:
        if pattern.search(sentence):
            return kind
    return ""


@lru_cache(maxsize=65536)
def _notes_said(sentence: str) -> tuple[tuple[str, int, int], ...]:
    """Each kind of note the sentence states, with where its words stand."""
    return tuple(
        (kind, m.start(), m.end())
        for kind, pattern in _CUED_NOTES
        if (m := pattern.search(sentence))
    )


def merge_gaps(gaps: Sequence[Gap], articles: Mapping[str, Article]) -> list[Gap]:
    """One gap per kind and subject; items merged by meaning; every stating source cited."""
    merged: list[Gap] = []
    order = sorted(gaps, key=lambda g: (articles[g.article_id].published or "", g.article_id))
    for gap in order:
        twin = next(
            (
                m
                for m in merged
                if m.kind == gap.kind
                and (
                    m.kind == "not-reproduced"
                    or _keys(m) & _keys(gap)
                    or m.subject == gap.subject
                    and m.kind != "missing"
                )
            ),
            None,
        )
        if twin is None:
            merged.append(gap)
            continue
        items = list(twin.items)
        for item in gap.items:
            if _key(item) not in {_key(i) for i in items}:
                items.append(item)
        also = twin.also_in
        if gap.article_id != twin.article_id and gap.article_id not in also:
            also = also + (gap.article_id,)
        merged[merged.index(twin)] = replace(twin, items=tuple(items), also_in=also)
    return merged


def merge_notes(notes: Sequence[Note]) -> list[Note]:
    out: list[Note] = []
    for note in notes:
        twin = next((n for n in out if n.kind == note.kind and n.object == note.object), None)
        if twin is None:
            out.append(note)
        elif note.article_id != twin.article_id and note.article_id not in twin.also_in:
            out[out.index(twin)] = replace(twin, also_in=twin.also_in + (note.article_id,))
    return out


def _gap(
    kind: str, subject: str, items: list[str], article: Article, quote: str, glossary: Glossary
) -> Gap:
    return Gap(
        kind=kind,
        subject=bilingual(subject, glossary) if subject else {"en": "", "zh": ""},
        items=tuple(_item(i, glossary) for i in items if i),
        article_id=article.id,
        quote=quote,
        quote_language=article.language,
    )


def _item(text: str, glossary: Glossary) -> dict[str, str]:
    """An item in both languages: the glossary's term where it names one."""
    cleaned = re.sub(r"^(?:the|a|an|our|its)\s+", "", text.strip(" .。；;:："), flags=re.I)
    for term in glossary.terms:
        for spelling in term.match:
            if spelling.lower() in cleaned.lower():
                rest = cleaned.lower().replace(spelling.lower(), "").strip()
                key = term.term
                if rest in ("", "system", "系统", "the system"):
                    suffix_en = " system" if "system" in rest or "系统" in rest else ""
                    suffix_zh = (
                        " 系统"
                        if suffix_en and not is_han(term.zh[-1:])
                        else ("系统" if suffix_en else "")
                    )
                    return {"en": term.term + suffix_en, "zh": term.zh + suffix_zh, "key": key}
    words = bilingual(cleaned, glossary)
    en = (
        words["en"][:1].lower() + words["en"][1:]
        if re.match(r"[A-Z][a-z]", words["en"])
        else words["en"]
    )
    return {"en": en, "zh": words["zh"], "key": en.lower() or cleaned.lower()}


def _key(item: Mapping[str, str]) -> str:
    return item.get("key") or item.get("en", "").lower()


def _keys(gap: Gap) -> set[str]:
    return {_key(i) for i in gap.items}


def _item_name(item: str) -> str:
    """`The KV cache system. Our production cache, …` → `The KV cache system`."""
    item = item.strip().removeprefix("- ").removeprefix("* ")
    return re.split(r"(?<=[.。])\s|[:：]", item, maxsplit=1)[0].strip(" .。")


def _enumeration(text: str, *, after_colon: bool = False) -> list[str]:
    """`… as not included in this release: the KV cache system, P/D disaggregation and load
    balancing` → its three items; `KV 缓存系统、prefill/decode 分离和负载均衡都没有包含` too."""
    part = text
    colon = re.search(r"[:：]\s*(?P<rest>.+)$", text)
    if colon:
        part = colon["rest"]
    elif after_colon:
        return []
    else:
        zh = re.match(r"^(?P<rest>.+?)(?:都|均|全都)?(?:没有|未|不)(?:包含|纳入)", text)
        if zh and is_han(text):
            part = zh["rest"]
            part = re.split(r"[，,]", part)[-1]
        else:
            return []
    part = re.split(r"[.。]\s|[（(]", part)[0]
    items = [i.strip(" .。") for i in _SPLIT.split(part) if i.strip(" .。")]
    # `…, prefill/decode disaggregation and load balancing`: the last item's "and" joins two,
    # but not in `between prefill and decode`
    if items and " and " in items[-1] and not re.search(r"\bbetween\s+\S+\s+and\b", items[-1]):
        head, _, tail = items[-1].rpartition(" and ")
        if len(tail.split()) <= 4:
            items[-1:] = [head, tail]
    return [i for i in items if 2 <= len(i) <= 60][:8]


def _topic(article: Article, lexicon: Lexicon) -> str:
    """What the article's gaps are about: the name it mentions most, not its own."""
    own = (article.owner.lower(), _owner(article).lower())
    counts: dict[str, int] = {}
    for name in lexicon.names(article.title + "\n" + article.text):
        if name.lower() in own or _DOMAIN.search(name):
            continue
        counts[name] = counts.get(name, 0) + 1
    return max(counts, key=lambda n: (counts[n], -article.text.find(n))) if counts else ""


_DOMAIN = re.compile(r"\.(?:com|org|net|io|ai|example|cn|dev)\b")


def _owner(article: Article) -> str:
    return publisher_name(article.publisher, article.owner)
