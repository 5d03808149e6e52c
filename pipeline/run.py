"""The stage order, written once: fetch → extract → store → stories → edition → render.

`fetch` and `build` are the two halves; `build` reads only the store, so any
stored edition can be rebuilt offline, and the same store and date give the
same site byte for byte.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .config import Config, Source
from .edition import make_edition, window
from .errors import ExtractError
from .extractors import extract_html, extract_markdown, extract_text
from .extractors.text import decode
from .fetchers import FetchResult, fetch_all
from .records import Article, Document, Entry, SourceStatus
from .render import render_site
from .store import Store
from .stories import build_stories

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class RunReport:
    """What a run did: each source's status and the pages it published."""

    edition: str
    statuses: tuple[SourceStatus, ...]
    pages: dict[str, str]
    output: Path


def today() -> str:
    return dt.datetime.now(dt.UTC).date().isoformat()


def fetch(
    config: Config,
    store: Store,
    *,
    edition: str | None = None,
    resolve: dict[str, str] | None = None,
    on_source: Callable[[SourceStatus], None] | None = None,
) -> tuple[SourceStatus, ...]:
    """Fetch every source, extract its entries and store them; one bad source stops nothing."""
    started = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    run_id = store.start_run(started, edition)

    def done(result: FetchResult) -> None:
        source = config.source(result.status.id)
        fetched_on = result.responses[0].fetched_at[:10] if result.responses else started[:10]
        articles = []
        for entry in result.entries:
            try:
                articles.append(to_article(entry, source, fetched_on))
            except ExtractError as exc:
                logger.warning("%s: %s", source.id, exc)
            except Exception as exc:  # one bad page never stops the run
                logger.warning(
                    "%s: cannot extract %s: %s: %s", source.id, entry.url, type(exc).__name__, exc
                )
        status = result.status
        if status.status == "ok":
            status = SourceStatus(status.id, "ok", len(articles))
        store.save_fetch(run_id, status, result.responses, articles)
        if on_source:
            on_source(status)

    results = fetch_all(config.sources, resolve=resolve, on_done=done)
    order = {s.id: i for i, s in enumerate(config.sources)}
    statuses = store.source_statuses(edition or "")
    return tuple(sorted(statuses.values(), key=lambda s: order.get(s.id, len(order)))) or tuple(
        r.status for r in results
    )


def to_article(entry: Entry, source: Source, fetched_on: str) -> Article:
    """An entry's page (or markdown/plain text) → an Article with its publisher and owner."""
    kind = entry.content_type.split(";")[0].strip().lower()
    read: Callable[..., Document] = extract_html
    if "markdown" in kind or entry.url.lower().endswith((".md", ".markdown")):
        read = extract_markdown
    elif not ("html" in kind or "xml" in kind or not kind or entry.body.lstrip()[:1] == b"<"):
        read = _extract_plain
    doc = read(
        entry.body, url=entry.url, content_type=entry.content_type, published=entry.published
    )
    published = doc.published or fetched_on
    if doc.published is None:
        # re-resolve yearless dates against the date we fall back to
        doc = extract_text(doc.text, published=published, url=entry.url, title=doc.title)
    return Article(
        id=hashlib.sha1(entry.url.encode()).hexdigest()[:16],
        source_id=source.id,
        url=entry.url,
        publisher=source.publisher,
        owner=source.claimant,
        title=(entry.title or doc.title or entry.url).strip(),
        published=published,
        language=doc.language,
        text=doc.text,
        quantities=doc.quantities,
        dates=doc.dates,
    )


def _extract_plain(body: bytes, *, url: str, content_type: str, published: str | None) -> Document:
    return extract_text(decode(body, content_type), published=published, url=url)


def build(config: Config, store: Store, date: str, out: Path) -> RunReport:
    """Build the edition for `date` from the store alone and publish the whole site."""
    first, last = window(date, config.edition.window_days)
    source_ids = [s.id for s in config.sources]
    articles = store.articles_between(first, last, source_ids)
    stories = build_stories(articles, date)
    statuses = store.source_statuses(date)
    edition = make_edition(date, stories, articles, statuses, source_ids, config.site.title)
    store.save_edition(date, edition)
    render_site(store.editions(), config, out)
    return RunReport(
        edition=date,
        statuses=tuple(
            statuses.get(s, SourceStatus(s, "error", 0, "not fetched")) for s in source_ids
        ),
        pages=edition["pages"],
        output=out,
    )


def run(
    config: Config,
    state: Path,
    out: Path,
    date: str | None = None,
    *,
    resolve: dict[str, str] | None = None,
    on_source: Callable[[SourceStatus], None] | None = None,
) -> RunReport:
    """The main job: fetch everything, then build and publish the edition for `date`."""
    date = date or today()
    with Store.in_folder(state) as store:
        fetch(config, store, edition=date, resolve=resolve, on_source=on_source)
        return build(config, store, date, out)
