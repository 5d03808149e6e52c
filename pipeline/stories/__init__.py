"""Stories: a window's articles → grouped stories with claims, timeline and open questions."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from ..extractors.text import sentence_spans
from ..i18n import Glossary, default_glossary
from ..records import Article, Claim, Story
from .checks import check_claim
from .claims import read_claims
from .grouping import entities, group, story_id
from .standing import settle
from .timeline import build_timeline

__all__ = ["build_stories"]

# Sentences that say something is missing, untested or unsettled.
_OPEN = re.compile(
    r"not included|not yet|has not been|have not been|no outside|nobody|no one|lacks?\b|missing"
    r"|unclear|remains? to be|still (?:open|missing|lacks)|not (?:independently )?(?:reproduced|verified)"
    r"|未包含|不包含|尚未|尚无|缺少|缺失|仍缺|还没有|无人|有待|未经|没有.{0,6}复现",
    re.I,
)
MAX_OPEN_ITEMS = 14
MAX_OPEN_PER_ARTICLE = 3


def build_stories(
    articles: Sequence[Article], edition_date: str, glossary: Glossary | None = None
) -> tuple[Story, ...]:
    """Group `articles` and give each group its claims, timeline, open items and summary."""
    glossary = glossary or default_glossary()
    stories = []
    for members in group(articles):
        stories.append(
            Story(
                id=story_id(members),
                title=_titles(members),
                article_ids=tuple(a.id for a in members),
                claims=story_claims(members, glossary),
                timeline=build_timeline(members, edition_date),
                open_items=_open_items(members),
                summary=_key_sentences(members),
            )
        )
    return tuple(stories)


def story_claims(members: Sequence[Article], glossary: Glossary) -> tuple[Claim, ...]:
    """Every claim of the story's articles, merged across sources, with standing and checks."""
    owners = owner_names(members)
    read = [claim for article in members for claim in read_claims(article, glossary, owners)]
    settled = settle(read, {a.id: a for a in members})
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
    """The central article's title in each language; a story told in one language keeps that
    title on the other page too, marked with the language it is in."""
    ranked = _central(members)
    titles: dict[str, str] = {}
    for lang in ("zh", "en"):
        match = next((a for a in ranked if a.language == lang and a.title), None)
        if match:
            titles[lang] = match.title
    if not titles:  # neither language: the original title on both pages, marked
        first = ranked[0]
        return {
            "en": f"{first.title} ({_LANGUAGE_NAMES['en'].get(first.language, first.language)} report)",
            "zh": f"{first.title}（{_LANGUAGE_NAMES['zh'].get(first.language, first.language)}报道）",
        }
    if "en" not in titles:
        titles["en"] = f"{titles['zh']} (Chinese report)"
    if "zh" not in titles:
        titles["zh"] = f"{titles['en']}（英文报道）"
    return titles


_LANGUAGE_NAMES = {
    "en": {
        "zh": "Chinese",
        "en": "English",
        "da": "Danish",
        "de": "German",
        "fr": "French",
        "ja": "Japanese",
    },
    "zh": {"en": "英文", "zh": "中文", "da": "丹麦文", "de": "德文", "fr": "法文", "ja": "日文"},
}


def _key_sentences(members: Sequence[Article]) -> tuple[dict[str, str], ...]:
    """Each article's lead: its first sentence that names something the story shares."""
    names = Counter(n for a in members for n in entities(a.title + "\n" + a.text))
    shared = {n for n, c in names.items() if c > 1} if len(members) > 1 else set(names)
    out = []
    for article in members:
        for start, end in sentence_spans(article.text):
            sentence = article.text[start:end]
            if len(sentence) >= 20 and (entities(sentence) & shared or not shared):
                out.append(
                    {"article_id": article.id, "quote": sentence, "language": article.language}
                )
                break
    return tuple(out)


def _open_items(members: Sequence[Article]) -> tuple[dict[str, str], ...]:
    """Sentences that name a gap, and the list items under a heading that names one."""
    items: list[dict[str, str]] = []
    seen: set[str] = set()

    def add(article: Article, quote: str) -> None:
        quote = quote.strip().removeprefix("- ").removeprefix("* ").strip()
        if quote and quote not in seen:
            seen.add(quote)
            items.append({"article_id": article.id, "quote": quote, "language": article.language})

    for article in members:
        paragraphs = article.text.split("\n\n")
        said = 0  # sentences from this article: every source gets its say
        for index, paragraph in enumerate(paragraphs):
            for start, end in sentence_spans(paragraph):
                sentence = paragraph[start:end]
                if not _OPEN.search(sentence) or said >= MAX_OPEN_PER_ARTICLE:
                    continue
                said += 1
                add(article, sentence)
                if _is_heading(sentence):
                    for follower in paragraphs[index + 1 : index + 6]:
                        if not follower.startswith(("- ", "* ", "• ")):
                            break
                        add(article, follower)
    return tuple(items[:MAX_OPEN_ITEMS])


def _is_heading(text: str) -> bool:
    """`Not included in this release` or `尚未包含：`: a short line introducing a list."""
    text = text.strip()
    return text.endswith((":", "：")) or (
        len(text) <= 60 and not text.endswith((".", "。", "!", "?", "！", "？"))
    )
