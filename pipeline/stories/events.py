"""A story's timeline: the dated events its articles state, in codes, not sentences.

An event is who did what to which, when: `DeepSeek open-sources DeepInfer`, 2026-10-20.
It is read from a sentence with an event verb (open-sourced, released, launched,
announced, said it cannot open-source, takes effect; 开源、发布、推出、宣布、表示……无法开源、
起生效) and a date the sentence states, or, for a source speaking for itself now (`We
are releasing it today`), the day it was published. A source's own report of its
findings is an event too (`vLLM reports …`), linked to the claim it reports; so is a
source pointing out what is missing. A bare "X published Y" is never an event, and a
page's unrelated dates (deadlines, related articles) are not: only dated sentences with
an event verb count. The edition writes each event in each language from its codes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import NamedTuple

from ..i18n import ITEMS_AND, Glossary
from ..records import Article, Claim, DateMention, Event, Gap
from .conditions import HARDWARE
from .names import (
    Lexicon,
    bilingual,
    is_han,
    lexicon_of,
    proper_names,
    publisher_name,
    romanised,
)
from .passages import Cued, Sentence, sections

# (code, the verb in English text, the verb in Chinese text)
_VERBS: list[tuple[str, re.Pattern[str]]] = [
    (
        "decline-open-source",
        re.compile(
            r"\b(?:cannot|can't|could not|couldn't|would not|won't|will not|not ready to)\s+"
            r"(?:yet\s+)?(?:be\s+)?open[- ]sourc|(?:无法|不能|不会|暂时无法|暂不|暂无计划)开源",
            re.I,
        ),
    ),
    # `Kestrel Cloud cuts the on-demand price of its H200 instances`, `下调 H200 按需价格`
    (
        "cut-price",
        re.compile(
            r"\b(?:cut|cuts|cutting|lower(?:s|ed|ing)?|reduc(?:e|es|ed|ing)|slash(?:es|ed|ing)?)\b"
            r"[^.;]{0,80}?\bprices?\b|\bprices?\b[^.;]{0,60}?\b(?:go(?:es)? down|fall|falls|fell|"
            r"drop(?:s|ped)?|are cut|come down)\b|\bprice cuts?\b"
            r"|\bcosts?\b[^.;]{0,60}?\bdown from\b|\ban?\s+\d+(?:\.\d+)?%\s+cut\b"
            r"|下调[^，。；]{0,30}?价|价格?[^，。；]{0,20}?(?:下调|调低)|降价|调低[^，。；]{0,20}?价",
            re.I,
        ),
    ),
    (
        "raise-price",
        re.compile(
            r"\b(?:rais(?:e|es|ed|ing)|hik(?:e|es|ed|ing))\b[^.;]{0,80}?\bprices?\b"
            r"|上调[^，。；]{0,30}?价|价格?[^，。；]{0,20}?上调|涨价",
            re.I,
        ),
    ),
    (
        "open-source",
        re.compile(
            r"\bopen[- ]sourc(?:ed|es|ing)\b|\b(?:releas(?:ed|es|ing)|publish(?:ed|es|ing))\b[^.]{0,60}\b(?:as open source|under the\s+\w+)"
            r"|(?:正式)?开源了?(?!的)",
            re.I,
        ),
    ),
    # `has started production at its plant`, `工厂正式投产`: a plant or a line begins to make
    (
        "start-production",
        re.compile(
            r"\b(?:start(?:ed|s)?|began|begins|begun|commenc(?:ed|es))\s+(?:mass\s+|commercial\s+)?"
            r"production\b|\bgo(?:es)?\s+into\s+production\b|\bwent\s+into\s+production\b"
            r"|投产(?![能率])|开始量产|开始生产",
            re.I,
        ),
    ),
    (
        "launch",
        re.compile(
            r"\b(?:launch(?:ed|es)|unveil(?:ed|s)|introduc(?:ed|es)|debut(?:ed|s))\b|推出|亮相|首发",
            re.I,
        ),
    ),
    ("release", re.compile(r"\b(?:releas(?:ed|es|ing)|ship(?:ped|s))\b|发布(?!会)|上线", re.I)),
    ("announce", re.compile(r"\bannounc(?:ed|es)\b|宣布|公告", re.I)),
    (
        "take-effect",
        re.compile(
            r"\btak(?:es|ing) effect\b|\beffective (?:from|on)\b|起(?:生效|执行|实施)", re.I
        ),
    ),
    ("question", re.compile(r"\bask(?:ed|s)? why\b|\bquestion(?:ed|s)\b|质疑|发帖问|追问", re.I)),
]
_NOW = re.compile(r"\b(?:today|this week|now)\b|今天|今日|本周|即日", re.I)
_FIRST_PERSON = re.compile(r"\b(?:we|our)\b|我们", re.I)


def read_events(
    article: Article, glossary: Glossary, claims: Sequence[Claim], gaps: Sequence[Gap]
) -> list[Event]:
    """The events one article states, with the source's sentence as evidence."""
    lexicon = lexicon_of(article.title + "\n" + article.text, article.publisher, article.owner)
    owner = _owner_display(article)
    topic = _topic(article, lexicon, owner)
    last_actor = ""
    out: list[Event] = []
    for section in sections(article.text):
        for sentence in section.sentences:
            if sentence.kind == "row":
                continue
            text = sentence.text
            verb = _verb(text)
            if verb is None:
                continue
            code, match = verb
            if code in _PRICE_CODES:
                # the sentence's last price verb that names who (`继青隼云宣布降价之后，
                # 北风算力……下调`; `… cost $2.59, down from $2.99, a 13% cut`)
                found = []
                for each in reversed(list(_VERBS_BY_CODE[code].finditer(text))):
                    found = _price_events(
                        article, sentence, code, each, lexicon, owner, glossary, last_actor
                    )
                    if found:
                        break
                if found:
                    last_actor = found[0].actor.get("en", "") or last_actor
                    out.extend(found)
                continue
            date = _date_in(article, sentence.start, sentence.end)
            if date is None:
                own_now = _NOW.search(text) and (_FIRST_PERSON.search(text) or code != "question")
                if not own_now or not article.published:
                    continue
                date = DateMention("now", 0, 0, article.published, "day")
            actor = _actor(text[: match.start()], lexicon, owner, article) or (
                last_actor if _THE_COMPANY.search(text[: match.start()]) else ""
            )
            if code == "start-production":
                if _PLANNED.search(text[: match.start()]):
                    continue  # `expects to start production in 2027`: a plan, not an event
                made = _production_site(text, match, glossary)
                if actor:
                    out.append(_event(article, date, code, actor, made, text, glossary))
                continue
            thing = _object(
                text,
                match,
                lexicon,
                actor,
                code,
                _dated_spans(article, sentence.start, sentence.end),
            )
            if not thing and _IT.search(text[match.end() : match.end() + 30]):
                thing = topic
            last_actor = actor or last_actor
            if not actor or (not thing and code not in ("decline-open-source", "question")):
                continue
            kind = _kind(text, thing, match.end(), glossary) if thing else {}
            made = bilingual(thing, glossary) if thing else {}
            out.append(_event(article, date, code, actor, made, text, glossary, kind))
    out.extend(_publications(article, lexicon, owner, glossary))
    for report in _reports(article, claims, gaps, glossary, owner):
        # `Kestrel Cloud cuts H200 prices` that day says what its report of the figures would
        if not any(e.date == report.date and e.actor == report.actor for e in out):
            out.append(report)
    return out


_PRICE_CODES = ("cut-price", "raise-price")
# `starting Wednesday, November 18`, `effective December 1`, `自 11 月 18 日起`: when a price
# takes effect, not when it was announced
_EFFECTIVE_BEFORE = re.compile(
    r"(?:starting|effective|beginning|from|as of|as from|on and after)\s+(?:[A-Z][a-z]+day,?\s+)?$|[自从]\s*$",
    re.I,
)
_EFFECTIVE_AFTER = re.compile(r"^[^，。,.;；]{0,12}?起")


def _price_events(
    article: Article,
    sentence: Sentence,
    code: str,
    match: re.Match[str],
    lexicon: Lexicon,
    owner: str,
    glossary: Glossary,
    last_actor: str,
) -> list[Event]:
    """A price change: who changes which prices, on the day it is said; and, when the
    sentence gives one, the day the new prices take effect, as an event of its own. A
    price change wished for (`would have cut`) or a noun (`the cut is the largest`) is none."""
    start, end = sentence.start, sentence.end
    text = article.text[start:end]
    head = text[: match.start()]
    if (
        not article.published
        or _HYPOTHETICAL.search(head[-40:])
        or _NOUN_CUT.match(text)
        or _CONDITIONAL.match(text)  # `If your discount is calculated …, your rate drops`
    ):
        return []
    names = [
        _without_chip(n)
        for n in (proper_names(head) if is_han(head) else lexicon.names(head))
        if _can_act(n) and _without_chip(n)
    ]
    actor = names[-1] if names else ""
    after_name = head[head.rfind(actor) + len(actor) :] if actor else ""
    if actor and re.match(r"\s+(?:company|firm|startup|group|provider)\b", after_name):
        actor = last_actor  # `The San Jose company also lowered …`
    if actor and owner.lower().startswith(actor.lower()):
        actor = owner  # `Northwind H200 instances cost …` in Northwind Compute's post
    if not actor and _THE_COMPANY.search(head):
        actor = last_actor
    if not actor:
        everywhere = [
            n for n in (proper_names(text) if is_han(text) else lexicon.names(text)) if _can_act(n)
        ]
        if everywhere:
            actor = everywhere[0]
        elif _FIRST_PERSON.search(text) or not _is_report(article):
            actor = owner  # the company's own post or channel
    if not actor:
        return []
    things = _price_objects(text, lexicon, actor)
    thing = _joined([bilingual(t, glossary) for t in things])
    effective = _effective_date(article, start, end)
    # the day it was said: the last date before the verb that is not the effective one
    before_verb = [
        m
        for m in _sentence_dates(article, start, end)
        if m is not effective and m.start < start + match.start()
    ]
    stated = before_verb[-1] if before_verb else None
    own = article.owner.lower() in actor.lower() or actor == owner
    said = stated if stated is not None and stated is not effective else None
    out = [
        Event(
            date=said.value if said else article.published,
            precision=said.precision if said else "day",
            action=code,
            actor=bilingual(actor, glossary),
            object=thing,
            article_id=article.id,
            quote=text,
            quote_language=article.language,
            # a report that does not say when is about the cut it reports, not a new one
            approximate=said is None and not own,
        )
    ]
    if effective is not None:
        out.append(
            Event(
                date=effective.value,
                precision=effective.precision,
                action="price-effective",
                actor=bilingual(actor, glossary),
                object=thing,
                article_id=article.id,
                quote=text,
                quote_language=article.language,
            )
        )
    return out


def _price_objects(text: str, lexicon: Lexicon, actor: str) -> list[str]:
    """The products whose prices change: the chips and instances named (`H200 and B200`)."""
    names = proper_names(text) if is_han(text) else lexicon.names(text)
    out: list[str] = []
    for name in names:
        if name == actor or actor.endswith(name) or _DOMAIN.search(name):
            continue
        chip = _HARDWARE_NAME.search(name)
        if chip:
            bare = _VENDOR.sub("", chip.group())  # `NVIDIA H200` is the H200
            if bare not in out:
                out.append(bare)
    return out[:3]


def _joined(items: list[dict[str, str]]) -> dict[str, str]:
    if not items:
        return {"en": "", "zh": ""}
    out = {}
    for lang in ("en", "zh"):
        words = [i.get(lang, "") for i in items]
        out[lang] = (
            words[0]
            if len(words) == 1
            else ("、".join(words[:-1]) if lang == "zh" else ", ".join(words[:-1]))
            + ITEMS_AND[lang]
            + words[-1]
        )
    return out


_HYPOTHETICAL = re.compile(
    r"\b(?:would have|could have|might have|may|might|considering|plans? to)\s+(?:\w+\s+)?$"
    r"|考虑|计划|或将|可能",
    re.I,
)
_CONDITIONAL = re.compile(r"^(?:if|unless|should|when|whenever|如果|若|假如|一旦)\b", re.I)
_NOUN_CUT = re.compile(
    r"^(?:the|this|that|a|its)\s+(?:price\s+)?cuts?\b|^(?:此次|这次|本次)?降价(?:是|为|幅度)", re.I
)
_NOT_ACTORS = re.compile(
    r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|January|February|March|April|May|June|July|August|"
    r"September|October|November|December|GPUs?|GPU-hours?|NVIDIA|Nvidia|AMD|Intel|CPU|US|EU|UTC|"
    r"CN-\w+",
)
_VERBS_BY_CODE = dict(_VERBS)
_VENDOR = re.compile(r"^(?:NVIDIA|Nvidia|AMD|Intel|Huawei|英伟达|华为)\s*")


def _without_chip(name: str) -> str:
    """`Northwind H200`: the provider, not its chip."""
    chip = _HARDWARE_NAME.search(name)
    return name[: chip.start()].strip() if chip and chip.start() > 0 else name


def _can_act(name: str) -> bool:
    """A name that can change a price: not a chip, a day, a month or a region."""
    return not (
        _HARDWARE_NAME.fullmatch(name) or _NOT_ACTORS.fullmatch(name) or _DOMAIN.search(name)
    )


def _sentence_dates(article: Article, start: int, end: int) -> list[DateMention]:
    """The sentence's days, a weekday that a fuller date follows (`Wednesday, November 18`)
    dropped for it."""
    inside = [m for m in article.dates if start <= m.start < end and m.precision == "day"]
    return [
        m
        for m in inside
        if not (
            re.fullmatch(r"[A-Za-z]+day|周[一二三四五六日天]|星期[一二三四五六日天]", m.text)
            and any(0 <= o.start - m.end <= 3 for o in inside if o is not m)
        )
    ]


def _effective_date(article: Article, start: int, end: int) -> DateMention | None:
    for mention in _sentence_dates(article, start, end):
        before = article.text[max(start, mention.start - 30) : mention.start]
        after = article.text[mention.end : min(end, mention.end + 14)]
        if _EFFECTIVE_BEFORE.search(before) or _EFFECTIVE_AFTER.match(after):
            return mention
    return None


class _Span(NamedTuple):
    """Where a verb stands in its sentence (the part of a match the reader uses)."""

    start_at: int
    end_at: int

    def start(self) -> int:
        return self.start_at

    def end(self) -> int:
        return self.end_at


# each verb pattern with the words its matches hold, looked for before the pattern is
_CUED_VERBS = [(code, Cued(pattern)) for code, pattern in _VERBS]


@lru_cache(maxsize=65536)
def _verb(sentence: str) -> tuple[str, _Span] | None:
    """The first event verb of `_VERBS` the sentence has, and where. A sentence is asked by
    each article that carries it, and most have none: each is searched once."""
    for code, pattern in _CUED_VERBS:
        m = pattern.search(sentence)
        if m:
            return code, _Span(m.start(), m.end())
    return None


# a start of production still to come: `expects to start production`, `计划明年投产`
_PLANNED = re.compile(
    r"\b(?:will|would|expects?|expected|plans?|planned|aims?|intends?|hopes?|set)\b(?:\s+to)?\s*(?:\w+\s+){0,2}$"
    r"|(?:预计|计划|将|拟|有望|争取)[^，。；]{0,12}$",
    re.I,
)
# where it is made: `at what it calls the largest sodium-ion battery plant outside Asia`,
# `钠离子电池工厂正式投产`; the words the source uses to praise it (`largest`) are its own
_SITE_HEAD_EN = r"(?:plant|factory|gigafactory|fab|facility|production line|line|mine|refinery)"
_SITE_AFTER_EN = re.compile(
    r"^\s+(?:at|in)\s+(?:what\s+(?:it|the\s+company|they)\s+calls?\s+)?(?:its|the|a|an|their)?\s*"
    r"(?:(?:new|largest|biggest|first|second|third|flagship|only|latest|world's)\s+)*"
    r"((?:[\w-]+\s+){0,3}?" + _SITE_HEAD_EN + r")\b",
    re.I,
)
_SITE_BEFORE_ZH = re.compile(
    r"([\u4e00-\u9fffA-Za-z0-9-]{0,10}?(?:超级工厂|工厂|基地|产线|生产线|晶圆厂|矿山|炼厂))"
    r"(?:已经|已)?(?:正式|全面|顺利)?$"
)


def _production_site(text: str, match: _Span, glossary: Glossary) -> dict[str, str]:
    """What started making, in both languages: the longest ending of the source's words
    that the glossary can say in the other language (`sodium-ion battery plant` /
    `钠离子电池工厂`), or nothing (the event then says `its plant` / `工厂`)."""
    if is_han(text):
        found = _SITE_BEFORE_ZH.search(text[: match.start()])
        said = found.group(1) if found else ""
        for i in range(len(said)):
            en = bilingual(said[i:], glossary)["en"]
            if en and not is_han(en):
                return {"en": en, "zh": said[i:]}
        return {}
    found = _SITE_AFTER_EN.match(text[match.end() :])
    words = found.group(1).split() if found else []
    for i in range(len(words)):
        zh = bilingual(" ".join(words[i:]), glossary)["zh"]
        if zh and is_han(zh):
            return {"en": " ".join(words[i:]), "zh": zh}
    return {}


def _event(
    article: Article,
    date: DateMention,
    code: str,
    actor: str,
    thing: dict[str, str],
    text: str,
    glossary: Glossary,
    kind: dict[str, str] | None = None,
) -> Event:
    """An event the sentence `text` states; one dated `now` without the word `today` is
    approximate (the day the source was published, not the day it names)."""
    return Event(
        date=date.value,
        precision=date.precision,
        action=code,
        actor=_in_both(actor, glossary),
        object=thing or {"en": "", "zh": ""},
        article_id=article.id,
        quote=text,
        quote_language=article.language,
        approximate=date.text == "now" and not _TODAY.search(text),
        kind=kind or {},
    )


def _in_both(name: str, glossary: Glossary) -> dict[str, str]:
    """A name in both languages; one written in Chinese alone takes its pinyin in English
    (`澜汐储能` → `Lanxi Chuneng`), as the claims' claimants do."""
    words = bilingual(name, glossary)
    if not words["en"] and is_han(name):
        words["en"] = romanised(name)
    return words


_THE_COMPANY = re.compile(
    r"\b(?:the|this)\s+(?:[\w-]+\s+){0,3}(?:company|developer|firm|lab|maker|startup|group|provider)\b|该公司|该团队",
    re.I,
)
_IT = re.compile(r"\b(?:it|the code|the engine|the model|its code)\b|其|自家", re.I)
_TODAY = re.compile(r"\btoday\b|今天|今日", re.I)


# `our first V4.1-Flash article (2026-10-07)`, `我们第一篇 V4.1-Flash 文章（2026 年 10 月 7 日）`:
# a publication named with its own date is an event of its own
_PUBLICATION_WORD = re.compile(
    r"(?P<what>(?:[\w.-]+\s+){0,4}?(?:article|post|blog post|write-up|paper|report|announcement)"
    r"|[^，。（()]{0,20}?(?:文章|博客|帖子|报告|论文|公告))\s*[（(]\s*$",
    re.I,
)


def _publications(
    article: Article, lexicon: Lexicon, owner: str, glossary: Glossary
) -> list[Event]:
    out = []
    text = article.text
    for date in article.dates:
        opening = text[max(0, date.start - 3) : date.start].rstrip()[-1:]
        if date.precision != "day" or opening not in ("(", "（"):
            continue
        m = _PUBLICATION_WORD.search(text, max(0, date.start - 60), date.start)
        if m is None:
            continue
        what = m["what"] or m.group().rstrip("（( ")
        names = list(proper_names(what) if is_han(what) else lexicon.names(what))
        before = text[max(0, m.start() - 20) : date.start]
        first_person = bool(re.search(r"\b(?:our|we)\b|我们", before, re.I))
        start = text.rfind("\n", 0, m.start()) + 1
        end = text.find("\n", date.end)
        out.append(
            Event(
                date=date.value,
                precision="day",
                action="publish",
                actor=bilingual(
                    owner if first_person else (names[0] if names else owner), glossary
                ),
                object=bilingual(names[-1], glossary) if names else {"en": "", "zh": ""},
                article_id=article.id,
                quote=text[start : end if end > 0 else len(text)],
                quote_language=article.language,
            )
        )
    return out


def _topic(article: Article, lexicon: Lexicon, owner: str) -> str:
    names = [
        n
        for n in lexicon.names(article.title) + lexicon.names(article.text[:400])
        if n.lower() not in (owner.lower(), article.owner.lower()) and not _DOMAIN.search(n)
    ]
    return names[0] if names else ""


_DOMAIN = re.compile(r"\.(?:com|org|net|io|ai|example|cn|dev)\b", re.I)
_HARDWARE_NAME = re.compile(HARDWARE)


def _dated_spans(article: Article, start: int, end: int) -> list[tuple[int, int]]:
    return [(d.start - start, d.end - start) for d in article.dates if start <= d.start < end]


def _reports(
    article: Article,
    claims: Sequence[Claim],
    gaps: Sequence[Gap],
    glossary: Glossary,
    owner: str,
) -> list[Event]:
    """A source's report of its own findings, or of what is missing, on the day it appeared."""
    if not article.published:
        return []
    own = [
        c
        for c in claims
        if c.article_id == article.id and not c.attributed and c.comparison != "setup"
    ]
    # a parity the source said in words, folded into the same owner's bound of it
    # (`within 6%`), is still what its report is about
    parity = [
        c
        for c in claims
        if c.comparison == "within"
        and article.id in c.also_in
        and c.claimant_owner == article.owner
        and not c.attributed
    ]
    if own and any(c.figures for c in own):
        lead = max(own + parity, key=_report_weight)
        return [
            Event(
                date=article.published,
                precision="day",
                action="report",
                actor=lead.claimant,
                object=lead.against,
                article_id=lead.article_id,
                quote=lead.quote,
                quote_language=lead.quote_language,
                claim_id=lead.id,
                also_in=(article.id,) if lead.article_id != article.id else (),
            )
        ]
    untested = next(
        (g for g in gaps if g.article_id == article.id and g.kind == "not-reproduced"), None
    )
    mine = [g for g in gaps if g.article_id == article.id and g.kind == "missing" and g.items]
    gap = untested or (mine[0] if mine and not _is_report(article) else None)
    if gap is None:
        return []
    return [
        Event(
            date=article.published,
            precision="day",
            action="report-untested" if gap.kind == "not-reproduced" else "report-gap",
            actor=bilingual(owner, glossary),
            object=gap.subject,
            article_id=article.id,
            quote=gap.quote,
            quote_language=article.language,
        )
    ]


_REPORTING = re.compile(
    r"\b(?:according to|said|says|told|reported)\b|据[^，。]{1,20}?(?:称|介绍|报道)|表示", re.I
)


def _is_report(article: Article) -> bool:
    return bool(_REPORTING.search(article.text)) and not _FIRST_PERSON.search(article.text)


def _report_weight(claim: Claim) -> tuple[int, int, int]:
    """The claim a report is about: a parity or gap to a rival first, then a comparison."""
    parity = claim.comparison in ("within", "matches")
    comparison = claim.comparison in ("versus", "multiple-of", "share-of", "before-after")
    return (int(parity), int(comparison), -claim.start)


def _date_in(article: Article, start: int, end: int) -> DateMention | None:
    """A day or month the sentence states (a year alone is not an event's date)."""
    for mention in article.dates:
        if start <= mention.start < end and mention.precision in ("day", "month"):
            return mention
    return None


def _owner_display(article: Article) -> str:
    return publisher_name(article.publisher, article.owner)


def _actor(head: str, lexicon: Lexicon, owner: str, article: Article) -> str:
    """Who acts: the last name before the verb, `we` the source itself."""
    head = re.sub(r"^.*?(?:according to|据)\s*", "", head, flags=re.I)
    if re.search(r"\b(?:we|our)\b|我们", head[-30:], re.I):
        return owner
    names = lexicon.names(head) if not is_han(head) else proper_names(head)
    names = tuple(n for n in names if not re.fullmatch(r"(?:Apache|MIT|BSD|GPL)[\w .-]*", n))
    if names:
        return names[-1]
    if is_han(head):
        # `11 月 18 日，澜汐储能位于江苏盐城的…工厂正式投产` where the article says `澜汐储能称`:
        # a company named in Chinese characters alone is the one its article quotes
        speakers = [(head.rfind(n), n) for n in _zh_speakers(article.text) if n in head]
        if speakers:
            return max(speakers)[1]
    if re.search(r"\b(?:it|the company|the firm)\b|该公司|其", head[-20:], re.I):
        return owner
    return ""


# `澜汐储能称，…`, `。北风算力表示`: who speaks, at the start of a clause
_ZH_SPEAKER = re.compile(
    r"(?:^|[，。；：！？\n])\s*([\u4e00-\u9fff]{2,8}?)(?:称|表示|宣布|透露|介绍)"
)
# who speaks but names no company: the press's and the reader's words
_ZH_NOT_A_SPEAKER = re.compile(
    r"^(?:据|记者|公司|该公司|官方|业内|分析师?|市场|有关|相关|消息|报道|我们|他|她|其)"
)


@lru_cache(maxsize=4096)
def _zh_speakers(text: str) -> tuple[str, ...]:
    """The names a Chinese article quotes that it names more than once: a company the article
    speaks of, not a one-off phrase."""
    found = {m.group(1) for m in _ZH_SPEAKER.finditer(text)}
    return tuple(sorted(n for n in found if text.count(n) >= 2 and not _ZH_NOT_A_SPEAKER.match(n)))


def _object(
    text: str,
    match: _Span,
    lexicon: Lexicon,
    actor: str,
    code: str,
    dated: list[tuple[int, int]],
) -> str:
    """Which thing: the first name after the verb that is not the actor, a licence or a date."""
    tail = text[match.end() :]
    names = lexicon.names(tail) if not is_han(tail) else proper_names(tail)
    for name in names:
        at = text.find(name, match.end())
        if any(s <= at < e for s, e in dated):
            continue
        if (
            name == actor
            or _DOMAIN.search(name)
            or re.fullmatch(r"(?:Apache|MIT|BSD|GPL)[\w .-]*|\d.*|README", name)
        ):
            continue
        return name
    if code in ("decline-open-source",):
        head_names = proper_names(text[: match.start()])
        rest = [n for n in head_names if n != actor]
        return rest[-1] if rest else ""
    return ""


# What a named thing is, said next to its name: `开源了推理引擎 DeepInfer`, `its DeepInfer
# inference engine`, `DeepInfer, an inference engine`. The kind nouns are the heads a
# product's description ends in; the whole phrase must be a glossary term, so that both
# pages can say it.
_KIND_HEAD_ZH = r"(?:引擎|模型|大模型|芯片|加速卡|框架|编译器|推理库|服务器|数据库)"
_KIND_BEFORE_ZH = re.compile(r"((?:[\u4e00-\u9fff]{0,6}|[A-Za-z]+\s?)" + _KIND_HEAD_ZH + r")\s*$")
_KIND_HEAD_EN = r"(?:engine|model|chip|accelerator|framework|compiler|library|server|database)"
_KIND_BEFORE_EN = re.compile(
    r"\b(?:its|an?|the|new)\s+((?:[a-z][\w-]*\s+){0,2}" + _KIND_HEAD_EN + r")\s+$"
)
_KIND_AFTER_EN = re.compile(
    r"^(?:,\s+(?:its|an?|the)\s+(?:new\s+)?)?\s*((?:[a-z][\w-]*\s+){0,2}" + _KIND_HEAD_EN + r")\b"
)


def _kind(text: str, thing: str, after: int, glossary: Glossary) -> dict[str, str]:
    """What `thing` is, in both languages, where the sentence says it beside the name and
    the glossary has the words; else nothing (the event names the thing alone)."""
    at = text.find(thing, after)
    if at < 0:
        return {}
    before, rest = text[after:at], text[at + len(thing) :]
    if is_han(text):
        found = _KIND_BEFORE_ZH.search(before)
        said = found.group(1) if found else ""
        tails = [said[i:].strip() for i in range(len(said))]  # the longest the glossary has
        return next(({"en": en, "zh": t} for t in tails if (en := glossary.to_en(t))), {})
    found = _KIND_BEFORE_EN.search(before) or _KIND_AFTER_EN.search(rest)
    words = found.group(1).split() if found else []
    tails = [" ".join(words[i:]) for i in range(len(words))]
    return next(({"en": t, "zh": zh} for t in tails if (zh := glossary.to_zh(t))), {})


def merge_events(events: Sequence[Event], articles: Mapping[str, Article]) -> list[Event]:
    """One event per (day, action, actor, object), every source that states it cited; the
    actor's own source first. In date order."""
    merged: list[Event] = []
    exact = sorted((e for e in events if not e.approximate), key=lambda e: (e.date, e.article_id))
    rough = sorted((e for e in events if e.approximate), key=lambda e: (e.date, e.article_id))
    for event in exact + rough:
        index = next((i for i, m in enumerate(merged) if _same_event(m, event)), None)
        if index is None:
            merged.append(event)
            continue
        twin = merged[index]
        if not twin.kind and event.kind:
            twin = replace(twin, kind=event.kind)  # the source that says what the thing is
        if twin.action in _PRICE_ACTIONS and event.object != twin.object:
            twin = _with_objects(twin, event)  # `cuts H200 prices`, `cuts B200 prices`: one cut
        for cited in (event.article_id, *event.also_in):
            if cited != twin.article_id and cited not in twin.also_in:
                twin = replace(twin, also_in=twin.also_in + (cited,))
        merged[index] = twin
    # a report of a price change whose source is cited for the change itself says it twice
    priced = {a for e in merged if e.action in _PRICE_ACTIONS for a in (e.article_id, *e.also_in)}
    merged = [
        e
        for e in merged
        if not (e.action == "report" and e.article_id in priced and _is_price_report(e))
    ]
    return sorted(merged, key=lambda e: (e.date, e.precision != "month", e.article_id))


def _is_price_report(event: Event) -> bool:
    return bool(_PRICE_WORDS.search(event.quote))


_PRICE_WORDS = re.compile(r"\$|¥|€|美元|元|price|pric|价", re.I)


_PRICE_ACTIONS = ("cut-price", "raise-price", "price-effective")


def _with_objects(a: Event, b: Event) -> Event:
    """`H200 and B200` and `B200`: the products of both, each once, in order."""
    parts = {lang: _split_items(a.object.get(lang, "")) for lang in ("en", "zh")}
    for lang in ("en", "zh"):
        for item in _split_items(b.object.get(lang, "")):
            if item not in parts[lang]:
                parts[lang].append(item)
    joined = _joined([{"en": e, "zh": z} for e, z in zip(parts["en"], parts["zh"], strict=False)])
    return replace(a, object=joined)


def _split_items(text: str) -> list[str]:
    return [t for t in re.split(r",\s*|\s+and\s+|、|与", text) if t.strip()]


def _same_event(a: Event, b: Event) -> bool:
    if a.action == b.action and a.action in _PRICE_ACTIONS:
        if a.actor.get("en", "").lower() != b.actor.get("en", "").lower():
            return False
        if a.date == b.date:
            return True
        return b.approximate and a.date <= b.date and _days_apart(a.date, b.date) <= 7
    if a.action == b.action == "report" and a.date == b.date:
        return a.actor.get("en") == b.actor.get("en")  # one source's post and its write-up
    if a.action == b.action == "report-untested":
        return True  # `no outside group has tested the figures`, said twice, is said once
    if b.approximate and a.action == b.action and a.object == b.object and a.date <= b.date:
        return _days_apart(a.date, b.date) <= 7  # `本周开源了 DeepInfer`: the dated event
    if a.action != b.action or a.date[:7] != b.date[:7]:
        return False
    if a.date != b.date and a.precision == b.precision == "day":
        return False
    same_actor = a.actor.get("en", "").lower() == b.actor.get("en", "").lower()
    same_object = a.object.get("en", "").lower() == b.object.get("en", "").lower()
    return same_object and (same_actor or not a.object.get("en"))


def _days_apart(a: str, b: str) -> int:
    import datetime as dt

    try:
        return abs(
            (
                dt.date.fromisoformat(b[:10])
                - dt.date.fromisoformat(
                    a[:10].ljust(10, "1")[:7] + "-01" if len(a) == 7 else a[:10]
                )
            ).days
        )
    except ValueError:
        return 999
