"""Fetching: sources → raw responses and entries to extract.

Only this package touches the network. A failing source becomes a status
with a one-line reason; it never stops the other sources. Kinds of source are
one function each, in `_KINDS`.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from ..config import FetchSettings, Source
from ..errors import FetchError
from ..records import Cached, Entry, Response, SourceStatus
from .feeds import FeedItem, parse_feed
from .http import Fetcher, Validators

__all__ = ["Cached", "FetchResult", "FetchSettings", "fetch_all"]

logger = logging.getLogger(__name__)
MAX_ENTRIES_PER_FEED = 50
_BINARY = {
    b"\x89PNG": "a PNG image",
    b"\xff\xd8\xff": "a JPEG image",
    b"GIF8": "a GIF image",
    b"%PDF": "a PDF document",
    b"PK\x03\x04": "a ZIP archive",
    b"\x1f\x8b": "gzip data",
    b"RIFF": "a RIFF (WebP/WAV) file",
}


@dataclass(frozen=True)
class _Context:
    """What every kind of source needs: the HTTP layer and the store's `known`."""

    fetcher: Fetcher
    known: Callable[[str], bool]


@dataclass(frozen=True)
class FetchResult:
    """What one source gave: its status, raw responses, entries to extract, and counts."""

    status: SourceStatus
    responses: tuple[Response, ...]
    entries: tuple[Entry, ...]
    http_status: int | None = None
    seen: int = 0  # entries already in the store, not fetched again
    seconds: float = 0.0

    @property
    def bytes(self) -> int:
        return sum(r.wire_bytes for r in self.responses)


def fetch_all(
    sources: Sequence[Source],
    *,
    settings: FetchSettings | None = None,
    resolve: dict[str, str] | None = None,
    validators: Validators | None = None,
    known: Callable[[str], bool] | None = None,
    on_done: Callable[[FetchResult], None] | None = None,
) -> list[FetchResult]:
    """Fetch every source concurrently; results come back in the order of `sources`.

    `validators(url)` gives what the store holds for a URL (for conditional GET);
    `known(url)` says whether an entry's article is stored already (then it is not
    fetched again); `on_done` is called as each source finishes.
    """
    return asyncio.run(_fetch_all(sources, settings, resolve, validators, known, on_done))


async def _fetch_all(
    sources: Sequence[Source],
    settings: FetchSettings | None,
    resolve: dict[str, str] | None,
    validators: Validators | None,
    known: Callable[[str], bool] | None,
    on_done: Callable[[FetchResult], None] | None,
) -> list[FetchResult]:
    async with Fetcher(settings, resolve=resolve, validators=validators) as fetcher:
        context = _Context(fetcher, known or (lambda url: False))

        async def one(source: Source) -> FetchResult:
            started = time.monotonic()
            try:
                result = await _KINDS[source.kind](context, source)
            except FetchError as exc:
                logger.info("%s", exc)  # the caller reports failed sources once, a line each
                reason = str(exc).removeprefix(f"{source.id}: ")
                result = FetchResult(
                    SourceStatus(source.id, "error", 0, reason), (), (), exc.status
                )
            except Exception as exc:  # a bug or a library surprise: lose one source, not the run
                logger.exception("%s: unexpected error", source.id)
                reason = f"unexpected error: {type(exc).__name__}: {exc}"
                result = FetchResult(SourceStatus(source.id, "error", 0, reason), (), ())
            result = replace(result, seconds=time.monotonic() - started)
            if on_done:
                # extraction and the store's write are CPU work: in a thread, so the event loop
                # keeps serving the other fetches (and their deadlines stay honest)
                await asyncio.to_thread(on_done, result)
            return result

        return list(await asyncio.gather(*(one(s) for s in sources)))


async def _page(context: _Context, source: Source) -> FetchResult:
    """A page source: one article, announcement or README, fetched conditionally."""
    response = await context.fetcher.get(source.id, source.url)
    _require_document(source.id, response)
    if response.not_modified and not source.watch:
        return FetchResult(SourceStatus(source.id, "not-modified", 0), (response,), (), 304)
    entry = Entry(source.id, source.url, response.body, response.content_type)
    status: Literal["ok", "not-modified"] = "not-modified" if response.not_modified else "ok"
    return FetchResult(SourceStatus(source.id, status, 1), (response,), (entry,), response.status)


async def _feed(context: _Context, source: Source) -> FetchResult:
    """An RSS, Atom or JSON feed: new entries followed to their pages (the feed's text if that fails).

    A `github-releases` source is its releases feed, each release's HTML notes the article.
    """
    response = await context.fetcher.get(source.id, source.url)
    if response.not_modified:  # unchanged since we read it: its entries are ours already
        return FetchResult(SourceStatus(source.id, "not-modified", 0), (response,), (), 304)
    _require_feed(source.id, response)
    # On the event loop: most feeds take fastfeedparser's path (well under a millisecond), and
    # worker processes for feedparser's were measured (bench/fetch.py) at about 10% better.
    items = parse_feed(
        source.id,
        source.url,
        response.body,
        response.content_type,
        fetched=dt.datetime.fromisoformat(response.fetched_at),  # no entry is dated after it
    )
    follow = source.kind != "github-releases"
    fresh = [item for item in items[:MAX_ENTRIES_PER_FEED] if not context.known(item.link)]
    seen = min(len(items), MAX_ENTRIES_PER_FEED) - len(fresh)
    results = await asyncio.gather(
        *(_entry(context.fetcher, source.id, item, follow) for item in fresh)
    )
    entries = tuple(entry for entry, _ in results)
    responses = (response, *(r for _, r in results if r is not None))
    return FetchResult(
        SourceStatus(source.id, "ok", len(entries)), responses, entries, response.status, seen
    )


async def _entry(
    fetcher: Fetcher, source_id: str, item: FeedItem, follow: bool
) -> tuple[Entry, Response | None]:
    """A feed item's own page; the feed's content stands in when the page fails or is not wanted."""
    # the feed's own text, unless the page is wanted and can be read
    body, content_type = (
        (item.summary or item.title or "").encode("utf-8"),
        "text/html; charset=utf-8",
    )
    response: Response | None = None
    if follow:
        try:
            page = await fetcher.get(source_id, item.link)
            _require_document(source_id, page)
            body, content_type, response = page.body, page.content_type, page
        except FetchError as exc:
            logger.warning("%s (using the feed's text)", exc)
    entry = Entry(
        source_id, item.link, body, content_type, item.title, item.published, item.summary
    )
    return entry, response


def _sniff_binary(body: bytes) -> str | None:
    head = body[:8]
    return next((what for magic, what in _BINARY.items() if head.startswith(magic)), None)


def _require_document(source_id: str, response: Response) -> None:
    """A page must be text: not empty, not an image or archive whatever its Content-Type says."""
    kind = response.content_type.split(";")[0].strip().lower()
    if not response.body.strip():
        raise FetchError(f"{source_id}: empty page at {response.url}")
    binary = _sniff_binary(response.body)
    if binary or (
        kind
        and not (
            kind.startswith("text/")
            or "html" in kind
            or "xml" in kind
            or "markdown" in kind
            or "json" in kind
        )
    ):
        raise FetchError(f"{source_id}: {response.url} is {binary or kind}, not a page")


def _require_feed(source_id: str, response: Response) -> None:
    if not response.body.strip():
        raise FetchError(f"{source_id}: empty response at {response.url}, not a feed")
    binary = _sniff_binary(response.body)
    if binary:
        raise FetchError(f"{source_id}: {response.url} is {binary}, not a feed")
    if response.truncated:
        logger.warning("%s: %s was cut at the body limit", source_id, response.url)


_KINDS: dict[str, Callable[[_Context, Source], Awaitable[FetchResult]]] = {
    "feed": _feed,
    "page": _page,
    "github-releases": _feed,
}
