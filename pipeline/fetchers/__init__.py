"""Fetching: sources → raw responses and entries to extract.

Only this package touches the network. A failing source becomes a
SourceStatus with a one-line reason; it never stops the other sources.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import httpx

from ..config import Source
from ..errors import FetchError
from ..records import Entry, Response, SourceStatus
from .feeds import parse_feed
from .http import make_client

__all__ = ["FetchResult", "fetch_all"]

logger = logging.getLogger(__name__)
MAX_CONCURRENT_SOURCES = 8
MAX_ENTRIES_PER_FEED = 50


@dataclass(frozen=True)
class FetchResult:
    """What one source gave: its status, every raw response, and entries to extract."""

    status: SourceStatus
    responses: tuple[Response, ...]
    entries: tuple[Entry, ...]


def fetch_all(
    sources: Sequence[Source],
    *,
    resolve: dict[str, str] | None = None,
    on_done: Callable[[FetchResult], None] | None = None,
) -> list[FetchResult]:
    """Fetch every source concurrently; results come back in the order of `sources`."""
    return asyncio.run(_fetch_all(sources, resolve, on_done))


async def _fetch_all(
    sources: Sequence[Source],
    resolve: dict[str, str] | None,
    on_done: Callable[[FetchResult], None] | None,
) -> list[FetchResult]:
    limit = asyncio.Semaphore(MAX_CONCURRENT_SOURCES)
    async with make_client(resolve) as client:

        async def one(source: Source) -> FetchResult:
            async with limit:
                try:
                    result = await _fetch_source(client, source)
                except (
                    Exception
                ) as exc:  # a bug or a library surprise: lose one source, not the run
                    logger.exception("%s: unexpected error", source.id)
                    reason = f"unexpected error: {type(exc).__name__}: {_reason(exc)}"
                    result = FetchResult(SourceStatus(source.id, "error", 0, reason), (), ())
            if on_done:
                on_done(result)
            return result

        return list(await asyncio.gather(*(one(s) for s in sources)))


async def _fetch_source(client: httpx.AsyncClient, source: Source) -> FetchResult:
    responses: list[Response] = []
    try:
        first = await _get(client, source.id, source.url)
        responses.append(first)
        if source.kind == "page":
            _require_html(source.id, first)
            entries = [Entry(source.id, source.url, first.body, first.content_type)]
        else:
            items = parse_feed(source.id, source.url, first.body, first.content_type)
            entries = []
            for item in items[:MAX_ENTRIES_PER_FEED]:
                entry, response = await _follow(client, source.id, item)
                entries.append(entry)
                if response is not None:
                    responses.append(response)
    except FetchError as exc:
        logger.info("%s", exc)  # the caller reports failed sources once, on one line each
        status = SourceStatus(source.id, "error", 0, str(exc).removeprefix(f"{source.id}: "))
        return FetchResult(status, tuple(responses), ())
    return FetchResult(
        SourceStatus(source.id, "ok", len(entries)), tuple(responses), tuple(entries)
    )


async def _follow(client: httpx.AsyncClient, source_id: str, item) -> tuple[Entry, Response | None]:
    """A feed item's own page; the feed's content stands in when the page fails."""
    try:
        response = await _get(client, source_id, item.link)
        _require_html(source_id, response)
        body, content_type = response.body, response.content_type
    except FetchError as exc:
        logger.warning("%s (using the feed's text)", exc)
        response = None
        body = (item.summary or item.title or "").encode("utf-8")
        content_type = "text/html; charset=utf-8"
    entry = Entry(
        source_id, item.link, body, content_type, item.title, item.published, item.summary
    )
    return entry, response


def _require_html(source_id: str, response: Response) -> None:
    kind = response.content_type.split(";")[0].strip().lower()
    if not response.body.strip():
        raise FetchError(f"{source_id}: empty page at {response.url}")
    if kind and not (
        kind.startswith("text/") or "html" in kind or "xml" in kind or "markdown" in kind
    ):
        raise FetchError(f"{source_id}: {response.url} is {kind}, not a page")


async def _get(client: httpx.AsyncClient, source_id: str, url: str) -> Response:
    try:
        reply = await client.get(url)
    except httpx.TimeoutException:
        raise FetchError(f"{source_id}: timed out fetching {url}") from None
    except httpx.ConnectError as exc:
        raise FetchError(f"{source_id}: cannot connect to {url}: {_reason(exc)}") from None
    except httpx.TooManyRedirects:
        raise FetchError(f"{source_id}: too many redirects from {url}") from None
    except httpx.HTTPError as exc:
        raise FetchError(f"{source_id}: {url}: {_reason(exc)}") from None
    if reply.status_code >= 400:
        raise FetchError(f"{source_id}: HTTP {reply.status_code} {reply.reason_phrase} at {url}")
    return Response(
        source_id=source_id,
        url=url,
        status=reply.status_code,
        content_type=reply.headers.get("content-type", ""),
        body=reply.content,
        fetched_at=dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        etag=reply.headers.get("etag"),
        last_modified=reply.headers.get("last-modified"),
    )


def _reason(exc: Exception) -> str:
    text = " ".join(str(exc).split())
    return text or type(exc).__name__
