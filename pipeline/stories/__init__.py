"""Stories: a window's articles → grouped stories with claims, timeline and open questions."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from ..i18n import Glossary, default_glossary
from ..records import Article, Claim, Story
from .checks import check_claim, with_passage_checks
from .claims import fallback_measures, read_claims
from .events import merge_events, read_events
from .grouping import entities, group, is_news, story_id
from .learned import Model, correct, shipped
from .names import source_names
from .open import merge_gaps, merge_notes, read_gaps, read_notes
from .standing import settle

__all__ = ["build_stories", "with_source_names"]

# Sentences that say something is missing, untested or unsettled.
_OPEN = re.compile(
    r"not included|not yet|has not been|have not been|no outside|nobody|no one|lacks?\b|missing"
    r"|unclear|remains? to be|still (?:open|missing|lacks)|not (?:independently )?(?:reproduced|verified)"
    r"|未包含|不包含|尚未|尚无|缺少|缺失|仍缺|还没有|无人|有待|未经|没有.{0,6}复现",
    re.I,
)
MAX_OPEN_ITEMS = 14
# the learned join/drop step after the rule reader (learned.py), on by default
LEARNED_STEP = True
MAX_OPEN_PER_ARTICLE = 3


def build_stories(
    articles: Sequence[Article], edition_date: str, glossary: Glossary | None = None
) -> tuple[Story, ...]:
    """Group `articles` and give each group its claims, timeline, open items and summary."""
    glossary = glossary or default_glossary()
    stories = []
    for members in group([a for a in articles if is_news(a)]):
        claims = story_claims(members, glossary)
        by_id = {a.id: a for a in members}
        gaps_read = [g for a in members for g in read_gaps(a, glossary)]
        events = [e for a in members for e in read_events(a, glossary, claims, gaps_read)]
        stories.append(
            Story(
                id=story_id(members),
                title=_titles(members),
                article_ids=tuple(a.id for a in members),
                claims=claims,
                events=tuple(merge_events(events, by_id)),
                gaps=tuple(merge_gaps(gaps_read, by_id)),
                notes=tuple(merge_notes([n for a in members for n in read_notes(a, glossary)])),
            )
        )
    return tuple(stories)


def with_source_names(glossary: Glossary, articles: Sequence[Article]) -> Glossary:
    """The glossary with the names the window's sources give in both languages, made once
    for the stories stage and the edition."""
    ordered = sorted(articles, key=lambda a: a.id)
    return glossary.with_names(source_names(a.title + "\n" + a.text for a in ordered))


def story_claims(
    members: Sequence[Article], glossary: Glossary, learned: Model | bool = LEARNED_STEP
) -> tuple[Claim, ...]:
    """Every claim of the story's articles, merged across sources, with standing and checks.

    `learned` is the join/drop step after the rule reader (learned.py): True for the shipped
    weights, a Model for others (bench/train_claims.py), False for the rules alone."""
    owners = owner_names(members)
    model = shipped() if learned is True else learned or None
    read = [
        claim
        for article in members
        for claim in with_passage_checks(
            correct(read_claims(article, glossary, owners), article, model), article.text
        )
    ]
    return settled_claims(read, members, glossary)


def settled_claims(
    read: Sequence[Claim], members: Sequence[Article], glossary: Glossary
) -> tuple[Claim, ...]:
    """The claims read from each article, merged across sources, with standing and checks."""
    settled = fallback_measures(settle(list(read), {a.id: a for a in members}), glossary)
    return tuple(replace(c, checks=c.checks + check_claim(c, c.quote)) for c in settled)


def owner_names(members: Sequence[Article]) -> dict[str, str]:
    """Lowercase names of each source's owner (`vllm`, `vllm blog`, `deepseek`) → owner id."""
    names: dict[str, str] = {}
    for article in sorted(members, key=lambda a: a.id):
        for name in (
            article.owner,
            article.publisher,
            article.publisher.split()[0] if article.publisher else "",
        ):
            name = re.sub(r"\s*[(（].*$", "", name).strip().lower()
            if len(name) >= 2:
                names.setdefault(name, article.owner)
    return names


def _central(members: Sequence[Article]) -> list[Article]:
    """Articles by how many of the story's names they share with the others."""
    names = {a.id: entities(a.title + "\n" + a.text) for a in members}
    counts = Counter(name for a in members for name in names[a.id])

    def score(a: Article) -> tuple[int, int, str]:
        shared = sum(1 for name in names[a.id] if counts[name] > 1)
        return (-shared, -len(a.quantities), a.id)

    return sorted(members, key=score)


def _titles(members: Sequence[Article]) -> dict[str, str]:
    """The central article's title in each language it has one in (the edition marks a
    title shown on the other language's page); with neither, the original, by its language."""
    ranked = _central(members)
    titles: dict[str, str] = {}
    for lang in ("zh", "en"):
        match = next((a for a in ranked if a.language == lang and a.title), None)
        if match:
            titles[lang] = match.title
    return titles or {ranked[0].language: ranked[0].title}
