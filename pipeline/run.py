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
from .extractors import extract
from .fetchers import FetchResult, FetchSettings, fetch_all
from .fetchers.urls import canonical_url
from .i18n import load_glossary
from .records import Article, Entry, PageChange, SourceReport, SourceStatus
from .render import render_site
from .store import Store, state_lock
from .stories import build_stories, with_source_names

logger = logging.getLogger(__name__)
MAX_CHANGE_LINES = 12  # paragraphs of a watched page's change shown in an edition


@dataclass(frozen=True)
class RunReport:
    """What a run did: each source's report and the pages it published."""

    edition: str
    sources: tuple[SourceReport, ...]
    pages: dict[str, str]
    output: Path

    @property
    def statuses(self) -> tuple[SourceStatus, ...]:
        return tuple(SourceStatus(r.id, r.status, r.new, r.error) for r in self.sources)  # type: ignore[arg-type]


def today() -> str:
    return dt.datetime.now(dt.UTC).date().isoformat()


def fetch(
    config: Config,
    store: Store,
    *,
    edition: str | None = None,
    resolve: dict[str, str] | None = None,
    settings: FetchSettings | None = None,
    on_source: Callable[[SourceReport], None] | None = None,
) -> tuple[SourceReport, ...]:
    """Fetch every source, extract its entries and store them, a source at a time as each
    finishes (so a killed run keeps what it committed); one bad source stops nothing."""
    started = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    fetched_on = started[:10]
    run_id = store.start_run(started, edition)
    reports: dict[str, SourceReport] = {}

    def done(result: FetchResult) -> None:
        source = config.source(result.status.id)
        articles: list[Article] = []
        failures: list[str] = []
        for entry in result.entries:
            try:
                articles.append(to_article(entry, source, _first_fetched(store, entry, fetched_on)))
            except ExtractError as exc:
                failures.append(str(exc))
            except Exception as exc:  # one bad page never stops the run
                detail = " ".join(str(exc).split())
                failures.append(f"cannot extract {entry.url}: {type(exc).__name__}: {detail}")
        status = _status(result.status, articles, failures)
        # each failure once: the first of a failed source is its error line
        for failure in failures[1:] if status.status == "error" else failures:
            logger.warning("%s: %s", source.id, failure)
        change = (
            _page_change(store, source, articles, fetched_on)
            if source.watch and articles  # a page we could not read is not "unchanged"
            else None
        )
        streak, since = store.health(source.id)
        if status.status == "error":
            streak, since = streak + 1, since or fetched_on
        else:
            streak, since = 0, None
        report = SourceReport(
            id=source.id,
            status=status.status,
            http_status=result.http_status,
            bytes=result.bytes,
            seconds=round(result.seconds, 3),
            new=len(articles),
            seen=result.seen,
            failed=len(failures),
            error=status.error,
            consecutive_failures=streak,
            failing_since=since,
        )
        store.save_fetch(run_id, status, result.responses, articles, report=report, change=change)
        reports[source.id] = report
        if on_source:
            on_source(report)

    fetch_all(
        config.sources,
        settings=settings or config.fetch,
        resolve=resolve,
        validators=store.cached,
        known=lambda url: store.has_article(canonical_url(url)),
        on_done=done,
    )
    return tuple(reports[s.id] for s in config.sources)


def _status(fetched: SourceStatus, articles: list[Article], failures: list[str]) -> SourceStatus:
    """A source's status once its entries are extracted: one that yields nothing new but
    failures is an error naming the first; some failures among successes are warnings."""
    if fetched.status == "error":
        return fetched
    if failures and not articles:
        why = failures[0]
        if len(failures) > 1:
            why = f"none of its {len(failures)} new entries could be extracted: {why}"
        return SourceStatus(fetched.id, "error", 0, why)
    return SourceStatus(fetched.id, fetched.status, len(articles))


def _first_fetched(store: Store, entry: Entry, fetched_on: str) -> str:
    """The day a page was first fetched: the date of a page that states none, kept from run
    to run (a page source is fetched every run), and what its yearless dates resolve against."""
    stored = store.article_for(canonical_url(entry.url))
    return stored.published if stored is not None and stored.published else fetched_on


def _page_change(
    store: Store, source: Source, articles: list[Article], fetched_on: str
) -> PageChange | None:
    """What changed in a watched page since the stored copy, paragraph by paragraph."""
    url = canonical_url(source.url)
    before = store.article_for(url)
    if before is None:
        return None  # the first fetch: nothing to compare with
    now = articles[0]
    old, new = before.text.split("\n\n"), now.text.split("\n\n")
    old_set, new_set = set(old), set(new)
    added = [p for p in new if p not in old_set]
    removed = [p for p in old if p not in new_set]
    return PageChange(source.id, url, fetched_on, bool(added or removed), added, removed)


def to_article(entry: Entry, source: Source, fetched_on: str) -> Article:
    """An entry's page (or markdown/plain text) → an Article with its publisher and owner.

    `fetched_on` is the day the page was first fetched: a page that states no date is
    dated by it. ExtractError when the entry yields no text.
    """
    doc = extract(
        entry.body,
        url=entry.url,
        content_type=entry.content_type,
        published=entry.published,
        fallback_day=dt.date.fromisoformat(fetched_on),
    )
    url = canonical_url(entry.url)
    return Article(
        id=hashlib.sha1(url.encode()).hexdigest()[:16],
        source_id=source.id,
        url=url,
        publisher=source.publisher,
        owner=source.claimant,
        title=(entry.title or doc.title or entry.url).strip(),
        published=doc.published or fetched_on,
        language=doc.language,
        text=doc.text,
        quantities=doc.quantities,
        dates=doc.dates,
        dated="page" if doc.published else "first-seen",
    )


def build(config: Config, store: Store, date: str, out: Path) -> RunReport:
    """Build the edition for `date` from the store alone and publish the whole site."""
    first, last = window(date, config.edition.window_days)
    source_ids = [s.id for s in config.sources]
    articles = unique_articles(store.articles_between(first, last, source_ids))
    glossary = with_source_names(load_glossary(config.glossary_paths()), articles)
    stories = build_stories(articles, date, glossary)
    statuses = store.source_statuses(date)
    run_id = store.latest_run(date)
    health = {sid: store.health(sid, run_id) for sid in source_ids}
    watched = [_watched(store, s, date) for s in config.sources if s.watch]
    edition = make_edition(
        date,
        stories,
        articles,
        statuses,
        source_ids,
        config.site.title,
        sources=config.sources,
        health=health,
        watched=watched,
        glossary=glossary,
        topic=config.site.topic,
        min_sources=config.edition.min_sources,
        first_seen=frozenset(a.id for a in articles if a.dated == "first-seen"),
    )
    store.save_edition(date, edition)
    render_site(store.editions(), config, out)
    unfetched = SourceStatus("", "error", 0, "not fetched")
    reports = tuple(
        SourceReport(
            id=sid,
            status=statuses.get(sid, unfetched).status,
            new=statuses.get(sid, unfetched).items,
            error=statuses.get(sid, unfetched).error,
            consecutive_failures=health[sid][0],
            failing_since=health[sid][1],
        )
        for sid in source_ids
    )
    return RunReport(edition=date, sources=reports, pages=edition["pages"], output=out)


def unique_articles(articles: list[Article]) -> list[Article]:
    """One article per text: the same story syndicated under two URLs collapses to the first."""
    kept: dict[str, Article] = {}
    for article in sorted(articles, key=lambda a: (a.published or "", a.url)):
        digest = hashlib.sha1(" ".join(article.text.split()).encode()).hexdigest()
        kept.setdefault(digest, article)
    return sorted(kept.values(), key=lambda a: a.id)


def _watched(store: Store, source: Source, date: str) -> dict:
    change = store.changes(source.id, date)
    return {
        "id": source.id,
        "url": canonical_url(source.url),
        "checked": change.fetched_on if change else None,
        "changed": change.changed if change else False,
        "added": change.added[:MAX_CHANGE_LINES] if change else [],
        "removed": change.removed[:MAX_CHANGE_LINES] if change else [],
        "last_changed": store.last_change(source.id, date),
    }


def run(
    config: Config,
    state: Path,
    out: Path,
    date: str | None = None,
    *,
    resolve: dict[str, str] | None = None,
    settings: FetchSettings | None = None,
    on_source: Callable[[SourceReport], None] | None = None,
    wait: bool = False,
) -> RunReport:
    """The main job: fetch everything, then build and publish the edition for `date`.

    One run at a time per state folder (LockedError otherwise, unless `wait`).
    """
    date = date or today()
    with state_lock(state, wait=wait), Store.in_folder(state) as store:
        fetched = fetch(
            config, store, edition=date, resolve=resolve, settings=settings, on_source=on_source
        )
        built = build(config, store, date, out)
        return RunReport(edition=date, sources=fetched, pages=built.pages, output=out)
