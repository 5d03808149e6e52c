"""A story's timeline: publication dates, and the dates its articles state.

Each event keeps the sentence it came from; a sentence stays in its source's
language and the event's text in the other language says so.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from ..extractors.text import sentence_spans
from ..records import Article, TimelineEvent


def build_timeline(articles: Sequence[Article], edition_date: str) -> tuple[TimelineEvent, ...]:
    """Events in date order: one per publication, one per stated date not yet covered."""
    events: list[TimelineEvent] = []
    for article in articles:
        if article.published:
            events.append(
                TimelineEvent(
                    date=article.published,
                    precision="day",
                    text={
                        "en": f"{article.publisher} publishes “{article.title}”",
                        "zh": f"{article.publisher} 发布《{article.title}》",
                    },
                    article_id=article.id,
                )
            )
    covered = {(e.date, e.precision) for e in events}
    horizon = (dt.date.fromisoformat(edition_date) + dt.timedelta(days=366)).isoformat()
    for article in articles:
        spans = sentence_spans(article.text)
        for mention in article.dates:
            if mention.precision == "year" or mention.value > horizon:
                continue
            if (mention.value, mention.precision) in covered:
                continue
            sentence = next((article.text[s:e] for s, e in spans if s <= mention.start < e), "")
            if not sentence:
                continue
            covered.add((mention.value, mention.precision))
            events.append(_stated(article, mention.value, mention.precision, sentence))
    events.sort(key=lambda e: (e.date, e.precision != "month", e.article_id))
    return tuple(events)


def _stated(article: Article, date: str, precision: str, sentence: str) -> TimelineEvent:
    if article.language == "zh":
        text = {"zh": sentence, "en": f"{article.publisher} (in Chinese): “{sentence}”"}
    else:
        text = {"en": sentence, "zh": f"{article.publisher}（英文原文）：“{sentence}”"}
    return TimelineEvent(
        date=date,
        precision=precision,  # type: ignore[arg-type]
        text=text,
        article_id=article.id,
        quote=sentence,
        quote_language=article.language,
    )
