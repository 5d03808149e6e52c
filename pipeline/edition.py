"""Stories → the edition: what it leads with, which claims are key, the briefs, the words.

The edition owns what the reader gets (../shared/DESIGN.md): which stories are full
stories (two or more sources, on topic, not a hiring post or a call for papers) and
which are one-line briefs; which claims are key; the headline and lede, written from
the lead event and the claim that carries the story; the timeline, the notes on how
figures were measured and what is still open, each in both languages. References are
numbered once per edition, the same on both pages. The edition dict is what render
reads and what `output/data/<date>.json` holds; `check_languages` holds the two
languages to the same claims, figures, dates and references at build.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Iterator, Mapping, Sequence

from .config import DEFAULT_MIN_SOURCES, Names, Source, names_of
from .errors import DigestError
from .i18n import (
    DISCLAIMER,
    EVENT_EFFECTIVE,
    FIRST_SEEN,
    ITEMS_AND,
    LANGUAGE_NAMES,
    REFERENCE_TITLE_IN,
    SAID_BEFORE,
    SOURCE_OF_OWNER,
    SOURCE_UNNAMED,
    TITLE_IN,
    UNSETTLED,
    WATCH,
    Glossary,
    default_glossary,
    format_date,
    zh_spacing,
)
from .prose import (
    claim_measure,
    claim_text,
    event_sentence,
    event_text,
    figure_text,
    gap_text,
    headline,
    headline_claim,
    join_sentences,
    lede,
    note_text,
)
from .records import Article, Claim, Event, SourceStatus, Story, is_money, to_json
from .stories.names import is_han, publisher_name, romanised

MAX_KEY_CLAIMS = 8
_COMPARISONS = ("versus", "before-after", "share-of", "multiple-of", "within", "matches")
_LEAD_ACTIONS = (
    "open-source",
    "release",
    "launch",
    "start-production",
    "cut-price",
    "raise-price",
    "announce",
)


class LanguageMismatch(DigestError):
    """The zh and en editions do not carry the same claims, figures, dates or references."""


def window(date: str, window_days: int) -> tuple[str, str]:
    """The first and last publication dates an edition covers (inclusive)."""
    last = dt.date.fromisoformat(date)
    return (last - dt.timedelta(days=window_days - 1)).isoformat(), last.isoformat()


def make_edition(
    date: str,
    stories: Sequence[Story],
    articles: Sequence[Article],
    statuses: Mapping[str, SourceStatus],
    source_ids: Sequence[str],
    site_title: str | Names,
    *,
    sources: Sequence[Source] = (),
    health: Mapping[str, tuple[int, str | None]] | None = None,
    watched: Sequence[dict] = (),
    glossary: Glossary | None = None,
    topic: Sequence[str] = (),
    min_sources: int = DEFAULT_MIN_SOURCES,
    first_seen: frozenset[str] = frozenset(),
) -> dict:
    """The edition as JSON-ready data. `first_seen` holds the articles dated by the day they
    were first fetched (they state no date of their own); their references say so. `sources`
    are the configured sources, whose names each page shows in its own language."""
    glossary = glossary or default_glossary()
    named = _Publishers(sources)
    by_id = {a.id: a for a in articles}
    full, briefs = select(stories, by_id, topic=topic, min_sources=min_sources)
    numbers: dict[str, int] = {}
    for story in full + briefs:
        for article_id in story.article_ids:
            numbers.setdefault(article_id, len(numbers) + 1)
    # the window's other reports (no claim or event to brief) are still cited, once
    for story in stories:
        if story in full or story in briefs:
            continue
        for article_id in story.article_ids:
            numbers.setdefault(article_id, len(numbers) + 1)
    references = [_reference(by_id[aid], n, aid in first_seen, named) for aid, n in numbers.items()]
    story_data = [_story(s, numbers, by_id, glossary, watched, named) for s in full]
    brief_data = [b for b in (_brief(s, numbers, by_id, glossary) for s in briefs) if b]
    edition = {
        "edition": date,
        "site": {lang: _given(names_of(site_title), lang) for lang in ("en", "zh")},
        "pages": {"zh": f"zh/{date}/index.html", "en": f"en/{date}/index.html"},
        "headline": story_data[0]["headline"] if story_data else _empty_headline(date, brief_data),
        "lede": _edition_lede(story_data, brief_data),
        "stories": story_data,
        "briefs": brief_data,
        "references": references,
        "disclaimer": DISCLAIMER,
        # names a source gives in both scripts: the English page adds the Chinese on first use
        "names": [
            {"en": en, "zh": zh}
            for en, zh in _names_used(
                glossary,
                story_data + brief_data,
                # a brief keeps only its sentence: the names in it are its claims' claimants
                [c.claimant for s in briefs for c in s.claims],
            )
        ],
        "sources": [
            _source(
                statuses.get(sid, SourceStatus(sid, "error", 0, "not fetched in any run")), health
            )
            for sid in source_ids
        ],
        "watched": [w for w in watched if not any(w["id"] in s["watched"] for s in story_data)],
    }
    check_languages(edition)
    return edition


# --- a source's name on each page ------------------------------------------------------------


def _given(names: Mapping[str, str], lang: str) -> str:
    """The name in `lang`, else the one there is."""
    return names.get(lang) or next(iter(names.values()), "")


def source_name(
    names: Mapping[str, str], lang: str, *, owner: str = "", start: bool = False
) -> str:
    """A source's name on the page in `lang`, wherever a page shows one (references, a
    dispute's sides, what is still open, watched pages, the status page).

    Its name in that language when it has one. Else the page still reads alone: the English
    page puts a Chinese name in brackets after English words that say whose source it is
    (`vLLM's Chinese channel (vLLM 项目官方微博)`, with `owner` the owner's English name) or
    what it is (`a Chinese-language source (AI 科技前线)`); the Chinese page shows an English
    name as it is, as Chinese readers read Latin names. `start` where the name opens a
    sentence, a list item or a table cell."""
    name = _given(names, lang)
    if lang != "en" or not is_han(name):
        return name
    language = LANGUAGE_NAMES["en"]["zh"]
    if owner:
        return SOURCE_OF_OWNER["en"].format(owner=owner, language=language, name=name)
    form = SOURCE_UNNAMED["en"]["start" if start else "within"]
    return form.format(language=language, name=name)


def source_names(sources: Sequence[Source], *, start: bool = False) -> dict[str, dict[str, str]]:
    """Every configured source's name on each page by its id (`source_name`). An owner's
    English name is what another of its sources is called in English, without the channel
    (`vLLM Blog` → vLLM); a source with no name is shown by its id."""
    owners: dict[str, str] = {}
    for source in sources:
        en = source.names.get("en", "")
        if source.owner and en and not is_han(en):
            owners.setdefault(source.owner, publisher_name(en, source.owner))
    return {
        source.id: {
            lang: source_name(
                source.names or {"en": source.id},
                lang,
                owner=owners.get(source.owner or "", ""),
                start=start,
            )
            for lang in ("en", "zh")
        }
        for source in sources
    }


class _Publishers:
    """An article's source as each page names it: by the configured source, else (a source
    no longer configured, a test's hand-made article) by the publisher the article holds."""

    def __init__(self, sources: Sequence[Source]) -> None:
        self._names = {False: source_names(sources), True: source_names(sources, start=True)}
        self._own = {source.id: source.publisher for source in sources}

    def own(self, article: Article) -> str:
        """The name the article's source gives itself (what a page marks as its words)."""
        return self._own.get(article.source_id, article.publisher)

    def __call__(self, article: Article, *, start: bool = False) -> dict[str, str]:
        known = self._names[start].get(article.source_id)
        if known:
            return known
        names = {"en": article.publisher}
        return {lang: source_name(names, lang, start=start) for lang in ("en", "zh")}


def reference_title(title: str) -> dict[str, str]:
    """A reference's title on each page. On the English page a title in Chinese stays whole
    (readers must be able to find the article) in brackets after words that say what it is and
    that it is in Chinese: `Article in Chinese (国产 HBM 三季度合约价…)`. The Chinese page
    shows an English title as it is."""
    if not is_han(title):
        return {"en": title, "zh": title}
    language = LANGUAGE_NAMES["en"]["zh"]
    return {"en": REFERENCE_TITLE_IN["en"].format(language=language, title=title), "zh": title}


def source_titles(titles: Mapping[str, str]) -> dict[str, str]:
    """A story's source title on each page; one in another language is marked with it."""
    out = {}
    for lang in ("zh", "en"):
        if lang in titles:
            out[lang] = titles[lang]
            continue
        original = "zh" if "zh" in titles else next(iter(titles))
        language = LANGUAGE_NAMES[lang].get(original, original)
        out[lang] = TITLE_IN[lang].format(title=titles[original], language=language)
    return out


def _names_used(
    glossary: Glossary, written: Sequence[dict], named: Sequence[dict] = ()
) -> list[tuple[str, str]]:
    """The sources' own name pairs whose English name the edition's English text uses, and
    the Chinese names it writes in pinyin (`Suanli Jishi`), each with its Chinese."""
    text = json.dumps(list(written), ensure_ascii=False, sort_keys=True)
    pairs = set(glossary.sourced) | set(_romanised_names([*written, *named]))
    return sorted(
        (en, zh)
        for en, zh in pairs
        if re.search(rf"(?<![A-Za-z0-9]){re.escape(en)}(?![A-Za-z0-9])", text)
    )


def _romanised_names(value: object) -> Iterator[tuple[str, str]]:
    """Every `{"en": "Suanli Jishi", "zh": "算力集市"}` the edition holds: a name in pinyin."""
    if isinstance(value, dict):
        en, zh = value.get("en"), value.get("zh")
        if isinstance(en, str) and isinstance(zh, str) and is_han(zh) and en == romanised(zh):
            yield en, zh
        for item in value.values():
            yield from _romanised_names(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _romanised_names(item)


# --- which stories -------------------------------------------------------------------------


def select(
    stories: Sequence[Story],
    by_id: Mapping[str, Article],
    *,
    topic: Sequence[str] = (),
    min_sources: int = DEFAULT_MIN_SOURCES,
) -> tuple[list[Story], list[Story]]:
    """Full stories (at least `min_sources` owners, on topic) and briefs (the rest that state
    a claim or an event). Hiring posts and calls for papers never reach a story
    (stories.is_news)."""
    full: list[Story] = []
    briefs: list[Story] = []
    for story in stories:
        members = [by_id[a] for a in story.article_ids]
        owners = {a.owner for a in members}
        on_topic = not topic or any(_mentions(a, topic) for a in members)
        if len(owners) >= min_sources and on_topic:
            full.append(story)
        elif any(c.figures for c in story.claims) or story.events:
            briefs.append(story)
    return full, briefs


def _mentions(article: Article, terms: Sequence[str]) -> bool:
    text = (article.title + "\n" + article.text).lower()
    return any(term.lower() in text for term in terms)


# --- a story -------------------------------------------------------------------------------


def _weight(c: Claim) -> tuple[int, ...]:
    """How strongly a key claim carries the story, strongest least."""
    return (
        -int(c.status == "conflicting"),
        -int(any(not k.ok for k in c.checks)),  # a wrong figure is what a reader must see
        -int(bool(c.checks)),
        -int(c.comparison in _COMPARISONS),
        -len(c.also_in),
        -len(c.conditions),
    )


def _standing_order(c: Claim) -> tuple[int, ...]:
    """Where a key claim stands among the others, in ../shared/CLAIMS.md's order: a dispute
    first, then comparisons and before/after results, claims several sources state, checked
    arithmetic (a wrong figure before a right one)."""
    return (
        -int(c.status == "conflicting"),
        -int(c.comparison in _COMPARISONS),
        -len(c.also_in),
        -int(any(not k.ok for k in c.checks)),
        -int(bool(c.checks)),
    )


def ranked_claims(claims: Sequence[Claim], key: set[str], top: Claim | None) -> list[Claim]:
    """The order a story shows its claims in: the one its headline states, then the other
    key claims in CLAIMS.md's order (`_standing_order`), then the rest as the sources give them. A
    figure said beside the headline's (`196 tokens/s … at 954K tokens/s`) does not lead
    because the sources said it first."""
    place = {c.id: i for i, c in enumerate(claims)}
    return sorted(
        claims,
        key=lambda c: (
            c.id not in key,
            top is None or c.id != top.id,
            _standing_order(c) if c.id in key else (),
            place[c.id],
        ),
    )


def key_claims(claims: Sequence[Claim]) -> set[str]:
    """The claims that carry the story (../shared/CLAIMS.md): comparisons and before/after
    results, claims several sources state, checked or failed arithmetic, disputes; a
    set-up is never key. At most MAX_KEY_CLAIMS, the strongest first."""
    candidates = [
        c
        for c in claims
        if c.comparison != "setup"
        and (c.comparison in _COMPARISONS or c.also_in or c.checks or c.status != "self-reported")
    ]
    candidates = [c for c in candidates if not any(_within(c, other) for other in candidates)]
    return {c.id for c in sorted(candidates, key=_weight)[:MAX_KEY_CLAIMS]}


def _within(claim: Claim, other: Claim) -> bool:
    """`claim` says nothing `other` does not: the same measure of the same subject, every
    figure of it among `other`'s, which says more (`954K tokens/s` beside `954K tokens/s,
    7.9x …`). Two key claims with one figure read to a reader as the news said twice."""
    if other is claim or not claim.figures or claim.measure != other.measure:
        return False
    if claim.subject.get("en") != other.subject.get("en") or len(other.figures) <= len(
        claim.figures
    ):
        return False
    theirs = {(f.value, f.unit) for f in other.figures}
    return all((f.value, f.unit) in theirs for f in claim.figures)


def headline_claim_of(
    story: Story, key: set[str], lead: Event | None = None, lang: str = ""
) -> Claim | None:
    """The claim the headline states: a parity or gap to a rival first, then a claim of the
    lead event's actor (the company that cut its prices, not a reseller reacting), then, for
    the page in `lang`, one its readers' sources state (the yuan price of the Chinese notice
    on the Chinese page, the dollar price of the English table on the English one), then the
    key claim the most sources state, with figures; a claim whose arithmetic fails last."""
    actor = (lead.actor.get("en") or "").lower() if lead else ""
    # `Kestrel Cloud cuts H200 and B200 prices`: the H200's figures carry the headline
    first = re.split(r",\s*|\s+and\s+", lead.object.get("en", ""))[0].lower() if lead else ""

    def of_actor(c: Claim) -> bool:
        return bool(actor) and (c.claimant.get("en") or "").lower() == actor

    def of_first(c: Claim) -> bool:
        return bool(first) and first in (c.subject.get("en") or "").lower()

    ranked = sorted(
        (c for c in story.claims if c.id in key and c.figures),
        key=lambda c: (
            -int(c.comparison in ("within", "matches")),
            int(any(not k.ok for k in c.checks)),
            -int(of_actor(c)),
            -int(of_first(c)),
            -int(bool(lang) and c.quote_language == lang),
            -len(c.also_in),
            -int(c.comparison in _COMPARISONS),
            c.start,
        ),
    )
    return ranked[0] if ranked else None


def _story(
    story: Story,
    numbers: Mapping[str, int],
    by_id: Mapping[str, Article],
    glossary: Glossary,
    watched: Sequence[dict],
    named: _Publishers,
) -> dict:
    key = key_claims(story.claims)
    texts = _said_before_changes(
        story, {c.id: claim_text(c, glossary) for c in story.claims}, by_id, glossary
    )
    by_claim = {c.id: c for c in story.claims}
    lead = next(
        (e for e in story.events if e.action in _LEAD_ACTIONS and e.precision == "day"), None
    )
    top = headline_claim_of(story, key, lead)
    claims = [
        _claim(c, numbers, glossary, c.id in key, texts[c.id], by_claim)
        for c in ranked_claims(story.claims, key, top)
    ]
    events = [_event(e, numbers, by_claim, glossary) for e in story.events]
    lead_text = event_text(lead, None, glossary, past=True) if lead else None
    effective = next(
        (
            e
            for e in story.events
            if lead is not None
            and e.action == "price-effective"
            and e.actor == lead.actor
            and e.date >= lead.date
        ),
        None,
    )
    if lead_text and effective is not None:
        lead_text = {
            lang: EVENT_EFFECTIVE[lang].format(
                event=lead_text[lang], date=format_date(effective.date, lang, effective.precision)
            )
            for lang in ("en", "zh")
        }
    notes = [
        {
            **note_text(n),
            "kind": n.kind,
            "quote": n.quote,
            "quote_language": n.quote_language,
            "reference": numbers[n.article_id],
            "also_in": sorted(numbers[a] for a in n.also_in),
        }
        for n in story.notes
        if note_text(n)
    ]
    opened = _open(story, numbers, by_id, watched, named)
    untested = next((o for o in opened if o["kind"] == "not-reproduced"), None)
    head_event = event_text(lead, None, glossary) if lead else None
    heads: dict[str, str] = {}
    ledes: dict[str, str] = {}
    for lang in ("en", "zh"):
        # each page leads with the figure its own readers' sources state, where two tie
        mine = headline_claim_of(story, key, lead, lang) or top
        same_actor = bool(mine and lead and mine.claimant.get("en") == lead.actor.get("en"))
        head_claim = headline_claim(mine, glossary, bare=same_actor) if mine else None
        # the day the lead claim was reported: its own report event, else its source's date
        reported = next(
            (
                e
                for e in story.events
                if e.action == "report" and mine is not None and e.claim_id == mine.id
            ),
            None,
        )
        heads[lang] = headline(head_event, head_claim)[lang]
        ledes[lang] = lede(
            lead_text,
            lead.date if lead else None,
            lead.precision if lead else "day",
            mine,
            claim_text(mine, glossary, lede=True) if mine else {},
            (reported.date if reported else by_id[mine.article_id].published) if mine else None,
            [
                {"en": str(n["en"]), "zh": str(n["zh"])}
                for n in notes
                if n["kind"] in ("not-rerun", "read-from-chart")
            ],
            {"en": str(untested["en"]), "zh": str(untested["zh"])}
            if untested and not (mine and mine.status == "self-reported")
            else None,
        )[lang]
    disputes = _disputes(story.claims, numbers, texts, by_id, named)
    return {
        "id": story.id,
        "headline": heads,
        "lede": ledes,
        "source_titles": source_titles(story.title),
        "claims": claims,
        "disputes": disputes,
        "notes": notes,
        "timeline": events,
        "open": opened + [_unsettled(d, by_claim) for d in disputes],
        "watched": [
            w["id"] for w in watched if any(by_id[a].url == w["url"] for a in story.article_ids)
        ],
        "references": sorted(numbers[a] for a in story.article_ids),
    }


def _said_before_changes(
    story: Story,
    texts: Mapping[str, dict[str, str]],
    by_id: Mapping[str, Article],
    glossary: Glossary,
) -> dict[str, dict[str, str]]:
    """A price said before a company named in it changed its prices says so: `Said on 17
    November 2026, before Northwind Compute announced lower H200 and B200 prices on 19
    November 2026.` Without it a reader takes an old comparison for today's."""
    changes = [
        e for e in story.events if e.action in ("cut-price", "raise-price") and e.precision == "day"
    ]
    out = dict(texts)
    for claim in story.claims:
        if "price" not in claim.measure and not any(is_money(f.unit) for f in claim.figures):
            continue
        said = (by_id[claim.article_id].published or "")[:10]
        if not said:
            continue  # undated: when it was said is not known
        later = next(
            (
                e
                for e in changes
                if e.date > said
                and claim.article_id not in (e.article_id, *e.also_in)
                and _names_actor(claim, e.actor)
            ),
            None,
        )
        if later is None:
            continue
        news = event_text(later, None, glossary, past=True)
        note = {
            lang: SAID_BEFORE[lang].format(
                date=format_date(said, lang),
                event=news[lang],
                event_date=format_date(later.date, lang),
            )
            for lang in ("en", "zh")
        }
        note["zh"] = zh_spacing(note["zh"])
        out[claim.id] = {
            lang: join_sentences([texts[claim.id][lang], note[lang]], lang) for lang in ("en", "zh")
        }
    return out


def _names_actor(claim: Claim, actor: Mapping[str, str]) -> bool:
    """Whether the claim's subject or what it is set against names `actor` (`Northwind` for
    Northwind Compute, `北风算力`)."""
    en = " ".join((claim.subject.get("en", ""), claim.against.get("en", "")))
    zh = " ".join((claim.subject.get("zh", ""), claim.against.get("zh", "")))
    first = actor.get("en", "").split(" ")[0]
    return bool(
        (len(first) >= 3 and re.search(rf"(?<![\w-]){re.escape(first)}(?![\w-])", en))
        or (actor.get("zh") and is_han(actor["zh"]) and actor["zh"] in zh)
    )


def _claim(
    c: Claim,
    numbers: Mapping[str, int],
    glossary: Glossary,
    key: bool,
    text: dict[str, str],
    others: Mapping[str, Claim],
) -> dict:
    """A claim as the edition JSON holds it (the fields of ../shared/CLAIMS.md)."""
    measure = claim_measure(c, glossary)
    return {
        "id": c.id,
        "figures": [
            {
                "text": f.text,
                "value": f.value,
                "low": f.low,
                "high": f.high,
                "unit": f.unit,
                "role": f.role,
                "shown": {lang: figure_text(f, lang) for lang in ("en", "zh")},
            }
            for f in c.figures
        ],
        "subject": c.subject,
        "claimant": c.claimant,
        "measure": {"key": c.measure, "en": measure.en, "zh": measure.zh},
        "conditions": [to_json(cond) for cond in c.conditions],
        "comparison": {"kind": c.comparison, "against": c.against, "by": c.compared_by},
        "text": text,
        "quote": c.quote,
        "quote_language": c.quote_language,
        "reference": numbers[c.article_id],
        "also_in": sorted(numbers[a] for a in c.also_in),
        "status": c.status,
        "basis": c.basis,
        "checks": [to_json(k) for k in c.checks],
        "conflicts": [
            {
                "figures": x.figures,
                "shown": _shown(others.get(x.claim_id), x.figures),
                "reference": numbers[x.article_id],
                "claim": x.claim_id,
            }
            for x in c.conflicts
        ],
        "key": key,
    }


_RESULT_ROLES = ("value", "after", "change", "share", "range")


def _shown(other: Claim | None, written: str) -> dict[str, str]:
    """The other statement's figures as each page writes them (`2.09 美元` on the zh page,
    `$2.09` on the en page), not as its source wrote them."""
    if other is None:
        return {"en": written, "zh": written}
    main = [f for f in other.figures if f.role in _RESULT_ROLES]
    sep = {"en": ", ", "zh": "、"}
    return {lang: sep[lang].join(figure_text(f, lang) for f in main) for lang in ("en", "zh")}


def _disputes(
    claims: Sequence[Claim],
    numbers: Mapping[str, int],
    texts: Mapping[str, dict],
    articles: Mapping[str, Article],
    named: _Publishers,
) -> list[dict]:
    """Conflicting claims side by side, each pair once; each side's source is named as every
    page names a source (one owner in two places: which of its pages says which)."""
    seen: set[frozenset[str]] = set()
    out = []
    by_id = {c.id: c for c in claims}
    for claim in claims:
        for other in claim.conflicts:
            pair = frozenset({claim.id, other.claim_id})
            if pair in seen or other.claim_id not in by_id:
                continue
            if not any(x.claim_id == claim.id for x in by_id[other.claim_id].conflicts):
                continue  # a claim that only uses one side's figure carries it, not a dispute
            seen.add(pair)
            sides = [claim, by_id[other.claim_id]]
            # a source cited on both sides reports the disagreement itself
            noted = set(sides[0].also_in) & set(sides[1].also_in)
            # and so does one that cites one side and sets the other side's figure against another
            noted |= {
                c.article_id
                for c in claims
                if c not in sides
                and any(x.claim_id in pair for x in c.conflicts)
                and any(
                    c.article_id in s.also_in and any(x.claim_id == s.id for x in c.conflicts)
                    for s in sides
                )
            }
            noted -= {s.article_id for s in sides}
            out.append(
                {
                    "noted_by": sorted(numbers[a] for a in noted),
                    "sides": [
                        {
                            "claim": s.id,
                            "text": texts[s.id],
                            "reference": numbers[s.article_id],
                            "claimant": s.claimant,
                            "source": named(articles[s.article_id], start=True),
                            "publisher": named.own(articles[s.article_id]),
                        }
                        for s in sides
                    ],
                }
            )
    return out


def _unsettled(dispute: dict, claims: Mapping[str, Claim]) -> dict:
    """A dispute as what is still open: `Kestrel Cloud on WeChat and Kestrel Cloud (pricing
    README) give different figures for B200 on-demand ($4.49 per GPU-hour and $4.59); which
    holds is not yet settled.`"""
    sides = dispute["sides"]
    first = claims[sides[0]["claim"]]
    figures = [_main_figure(claims[s["claim"]]) for s in sides]
    out: dict = {"kind": "disputed"}
    for lang in ("en", "zh"):
        out[lang] = UNSETTLED[lang].format(
            sources=ITEMS_AND[lang].join(s["source"][lang] for s in sides),
            subject=first.subject.get(lang, ""),
            figures=ITEMS_AND[lang].join(f[lang] for f in figures),
        )
    out["zh"] = zh_spacing(out["zh"])
    refs = [s["reference"] for s in sides] + list(dispute["noted_by"])
    return {**out, "reference": refs[0], "also_in": sorted(set(refs[1:]) - {refs[0]})}


def _main_figure(claim: Claim) -> dict[str, str]:
    """The figure a claim is about, as each page writes it (its level now: the after of a
    before/after)."""
    figure = next(
        (
            f
            for role in ("after", "value", "share", "range")
            for f in claim.figures
            if f.role == role
        ),
        claim.figures[0],
    )
    return {lang: figure_text(figure, lang) for lang in ("en", "zh")}


def _event(
    e: Event, numbers: Mapping[str, int], claims: Mapping[str, Claim], glossary: Glossary
) -> dict:
    claim = claims.get(e.claim_id) if e.claim_id else None
    return {
        "date": e.date,
        "precision": e.precision,
        "action": e.action,
        "text": event_text(e, claim, glossary),
        "quote": e.quote,
        "quote_language": e.quote_language,
        "reference": numbers[e.article_id],
        "also_in": sorted(numbers[a] for a in e.also_in),
        "claim": e.claim_id,
    }


def _open(
    story: Story,
    numbers: Mapping[str, int],
    by_id: Mapping[str, Article],
    watched: Sequence[dict],
    named: _Publishers,
) -> list[dict]:
    """The gaps, each once with every source that states it; then the watched pages."""
    out = []
    for gap in story.gaps:
        if gap.kind != "not-reproduced" and not gap.items:
            continue
        actor = named(by_id[gap.article_id], start=True)
        out.append(
            {
                "kind": gap.kind,
                **gap_text(gap, actor),
                "quote": gap.quote,
                "quote_language": gap.quote_language,
                "reference": numbers[gap.article_id],
                "also_in": sorted(numbers[a] for a in gap.also_in),
            }
        )
    for w in watched:
        article = next((by_id[a] for a in story.article_ids if by_id[a].url == w["url"]), None)
        if article is None:
            continue
        out.append(
            {
                "kind": "watched",
                **_watch_text(w, named(article, start=True)),
                "reference": numbers[article.id],
                "also_in": [],
            }
        )
    return out


def _watch_text(w: dict, pages: Mapping[str, str]) -> dict[str, str]:
    out = {}
    for lang in ("en", "zh"):
        page = pages[lang]
        if not w.get("checked"):
            out[lang] = WATCH["not-checked"][lang].format(page=page)
        elif w.get("changed"):
            out[lang] = WATCH["changed"][lang].format(
                page=page,
                date=format_date(w["checked"], lang),
                added=len(w["added"]),
                removed=len(w["removed"]),
            )
        else:
            since = w.get("last_changed") or w["checked"]
            out[lang] = WATCH["unchanged"][lang].format(page=page, date=format_date(since, lang))
    out["zh"] = zh_spacing(out["zh"])
    return out


# --- briefs and the edition's own words -------------------------------------------------------


def _brief(
    story: Story, numbers: Mapping[str, int], by_id: Mapping[str, Article], glossary: Glossary
) -> dict | None:
    """One line: the item's news (`On 22 October 2026, Halden Cells started production at
    …`) where a source dates it, then its key claim (or its first claim), and its reference.
    A figure alone would not say what happened."""
    claims = [c for c in story.claims if c.figures and c.comparison != "setup"]
    lead = next(
        (e for e in story.events if e.action in _LEAD_ACTIONS and e.precision == "day"), None
    )
    if claims:
        key = key_claims(claims)
        claim = ranked_claims(claims, key, None)[0]
        text = claim_text(claim, glossary)
        if lead is not None:
            news = event_sentence(lead, glossary)
            text = {lang: join_sentences([news[lang], text[lang]], lang) for lang in text}
        return {
            "id": story.id,
            "text": text,
            "claim": claim.id,
            "status": claim.status,
            # the brief's stated arithmetic recomputed, as a full story's claims carry it: a
            # wrong rate is flagged in one line as on any page
            "checks": [to_json(k) for k in claim.checks],
            "quote": claim.quote,
            "quote_language": claim.quote_language,
            "reference": numbers[claim.article_id],
            "references": sorted(numbers[a] for a in story.article_ids),
        }
    if story.events:
        event = story.events[0]
        return {
            "id": story.id,
            "text": event_text(event, None, glossary),
            "claim": None,
            "status": None,
            "checks": [],
            "quote": event.quote,
            "quote_language": event.quote_language,
            "reference": numbers[event.article_id],
            "references": sorted(numbers[a] for a in story.article_ids),
        }
    return None


def _reference(article: Article, n: int, first_seen: bool, named: _Publishers) -> dict:
    """A reference: the article's title and its source's name as they give them, and both as
    each page shows them (`title_shown`, `source`)."""
    return {
        "n": n,
        "title": article.title,
        "title_shown": reference_title(article.title),
        "url": article.url,
        "publisher": named.own(article),
        "source": named(article),
        "published": article.published,
        "language": article.language,
        "dated": "first-seen" if first_seen else "page",
        "date_note": {
            lang: FIRST_SEEN[lang].format(date=format_date(article.published, lang))
            for lang in ("en", "zh")
        }
        if first_seen
        else None,
    }


def _source(status: SourceStatus, health: Mapping[str, tuple[int, str | None]] | None) -> dict:
    streak, since = (health or {}).get(status.id, (0, None))
    return {**to_json(status), "consecutive_failures": streak, "failing_since": since}


def _empty_headline(date: str, briefs: Sequence[dict]) -> dict[str, str]:
    if briefs:
        return dict(briefs[0]["text"])
    from .i18n import HEADLINE

    return {
        lang: HEADLINE["empty"][lang].format(date=format_date(date, lang)) for lang in ("en", "zh")
    }


def _edition_lede(stories: Sequence[dict], briefs: Sequence[dict]) -> dict[str, str]:
    """The lead story's lede; the page's sections say what else there is. With no story, a
    line on what the edition holds."""
    from .i18n import LEDE

    if stories:
        return dict(stories[0]["lede"])
    if not briefs:
        return dict(LEDE["empty"])
    count = len(briefs)
    words = {"briefs": str(count), "briefs_word": "brief" if count == 1 else "briefs"}
    return {lang: LEDE["more_briefs"][lang].format(**words) for lang in ("en", "zh")}


# --- the two languages carry the same things --------------------------------------------------


def check_languages(edition: dict) -> None:
    """Fail the build when the zh and en editions differ in a claim, figure, date or reference:
    every claim has a sentence in each language that shows each of its figures."""
    for story in edition["stories"]:
        for claim in story["claims"]:
            for lang in ("en", "zh"):
                text = claim["text"].get(lang, "")
                if not text:
                    raise LanguageMismatch(f"claim {claim['id']}: no {lang} sentence")
                for figure in claim["figures"]:
                    shown = figure["shown"][lang]
                    # a sign may be said in words (`−31%` as `down 31%`)
                    if shown and _squash(shown).lstrip("−-") not in _squash(text):
                        raise LanguageMismatch(
                            f"claim {claim['id']}: the {lang} sentence does not show {shown!r}: {text}"
                        )
        for event in story["timeline"]:
            if not all(event["text"].get(lang) for lang in ("en", "zh")):
                raise LanguageMismatch(
                    f"event of {event['date']} [{event['reference']}]: missing a language"
                )
    for brief in edition["briefs"]:
        if not all(brief["text"].get(lang) for lang in ("en", "zh")):
            raise LanguageMismatch(f"brief {brief['id']}: missing a language")


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)
