"""The one HTTP layer: a polite, bounded GET.

Politeness: an identifying User-Agent, robots.txt per host (cached for the
run), at most `per_host` requests at once to one host and `min_delay` between
their starts, at most `global_limit` overall, conditional GET on every URL
seen before, Retry-After honoured up to a cap, jittered retries on connection
errors and 5xx (and 408/429), none on other 4xx.

Limits: connect and read timeouts plus a deadline for the whole response (a
server dripping a byte a second is cut off), a body cap on the wire, a cap on
the decompressed size (a gzip bomb is refused without being inflated: we
inflate in bounded steps ourselves), at most `max_redirects` hops with loop
detection. Memory stays bounded whatever a server sends.

`resolve` maps host names to `127.0.0.1:PORT`, like curl's `--resolve`: the
demo, the tests and the benchmark serve many named hosts from local servers
while URLs stay the same from run to run.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import email.utils
import logging
import random
import ssl
import time
import urllib.robotparser
import zlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from urllib.parse import urljoin, urlsplit

import httpx

from ..config import FetchSettings
from ..errors import FetchError
from ..records import Cached, Response

logger = logging.getLogger(__name__)

_REDIRECTS = (301, 302, 303, 307, 308)
_RETRY_STATUSES = (408, 429, 500, 502, 503, 504)

Validators = Callable[[str], Cached | None]


class _ResolvingTransport(httpx.AsyncBaseTransport):
    def __init__(self, resolve: dict[str, str], limits: httpx.Limits, tls: ssl.SSLContext) -> None:
        self._resolve = resolve
        self._inner = httpx.AsyncHTTPTransport(limits=limits, retries=0, verify=tls)

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        original = request.url
        target = self._resolve.get(original.host)
        if target:
            host, _, port = target.rpartition(":")
            request.url = original.copy_with(host=host, port=int(port))
        try:
            return await self._inner.handle_async_request(request)
        finally:
            request.url = original

    async def aclose(self) -> None:
        await self._inner.aclose()


class _Host:
    """One host's gate: a concurrency limit and a minimum spacing between request starts."""

    def __init__(self, per_host: int) -> None:
        self.slots = asyncio.Semaphore(per_host)
        self.lock = asyncio.Lock()
        self.next_start = 0.0
        self.robots_task: (
            asyncio.Future[urllib.robotparser.RobotFileParser | _Unreadable | None] | None
        ) = None
        self.client: httpx.AsyncClient | None = None


class Fetcher:
    """An async, polite, bounded HTTP GET with conditional requests. Use as `async with`."""

    def __init__(
        self,
        settings: FetchSettings | None = None,
        *,
        resolve: dict[str, str] | None = None,
        validators: Validators | None = None,
    ) -> None:
        self.settings = settings or FetchSettings()
        self._validators = validators or (lambda url: None)
        self._resolve = resolve or {}
        self._global = asyncio.Semaphore(self.settings.global_limit)
        self._hosts: dict[str, _Host] = {}
        self._open = False
        self._tls_context: ssl.SSLContext | None = None

    def _tls(self) -> ssl.SSLContext:
        """One TLS context for all hosts: loading the CA bundle takes ~40 ms each time."""
        if self._tls_context is None:
            self._tls_context = httpx.create_ssl_context()
        return self._tls_context

    async def __aenter__(self) -> Fetcher:
        self._open = True
        return self

    async def __aexit__(self, *exc: object) -> None:
        for host in self._hosts.values():
            if host.client is not None:
                await host.client.aclose()
        self._open = False

    def _client(self, host: _Host) -> httpx.AsyncClient:
        """Each host its own small connection pool: a request never scans other hosts' idle
        connections, which in one shared pool costs more than the request itself."""
        if host.client is None:
            s = self.settings
            limits = httpx.Limits(max_connections=s.per_host, max_keepalive_connections=s.per_host)
            host.client = httpx.AsyncClient(
                headers={"User-Agent": s.agent, "Accept-Encoding": "gzip, deflate"},
                timeout=httpx.Timeout(s.timeout, connect=s.connect_timeout),
                follow_redirects=False,
                transport=_ResolvingTransport(self._resolve, limits, self._tls()),
            )
        return host.client

    def _host(self, url: str) -> _Host:
        key = urlsplit(url).netloc.lower()
        if key not in self._hosts:
            self._hosts[key] = _Host(self.settings.per_host)
        return self._hosts[key]

    async def get(self, source_id: str, url: str, *, conditional: bool = True) -> Response:
        """GET `url` for `source_id`: redirects, robots, retries and limits applied.

        A 304 gives the stored body with `not_modified` set. Raises FetchError with a
        one-line reason naming the source.
        """
        started = time.monotonic()
        seen = [url]
        current = url
        for _ in range(self.settings.max_redirects + 1):
            await self._check_robots(source_id, current)
            cached = self._validators(current) if conditional else None
            reply, location = await self._with_retries(source_id, current, cached)
            if location is None:
                response = _response(reply)
                if reply.status == 304 and cached is not None:
                    response = replace(
                        response,
                        body=cached.body,
                        content_type=cached.content_type,
                        not_modified=True,
                        etag=reply.etag or cached.etag,
                        last_modified=reply.last_modified or cached.last_modified,
                    )
                return replace(
                    response, url=url, final_url=current, seconds=time.monotonic() - started
                )
            target = urljoin(current, location)
            if urlsplit(target).scheme not in ("http", "https"):
                raise FetchError(f"{source_id}: {current} redirects to a non-http URL")
            if target in seen:
                raise FetchError(f"{source_id}: redirect loop: {' → '.join(seen + [target])}")
            seen.append(target)
            current = target
        raise FetchError(
            f"{source_id}: more than {self.settings.max_redirects} redirects from {url}"
        )

    async def _check_robots(self, source_id: str, url: str) -> None:
        if not self.settings.robots:
            return
        host = self._host(url)
        if host.robots_task is None:  # the first request to a host loads it; the rest wait for it
            host.robots_task = asyncio.ensure_future(self._load_robots(url))
        robots = await asyncio.shield(host.robots_task)
        if robots is not None and not robots.can_fetch(self.settings.agent, url):
            why = (
                " (robots.txt could not be read: a server error counts as disallow)"
                if isinstance(robots, _Unreadable)
                else ""
            )
            raise FetchError(f"{source_id}: {url} is disallowed by robots.txt{why}")

    async def _load_robots(
        self, url: str
    ) -> urllib.robotparser.RobotFileParser | _Unreadable | None:
        parts = urlsplit(url)
        robots_url = f"{parts.scheme}://{parts.netloc}/robots.txt"
        parser = urllib.robotparser.RobotFileParser(robots_url)
        try:
            reply = await self._once("robots", robots_url, None)
        except _Retryable as exc:
            if exc.reason.startswith("cannot connect"):
                return None  # the host is down: the request itself will say so
            logger.info("robots.txt unreadable, treated as disallowing all: %s", exc)
            return _Unreadable()  # RFC 9309 2.3.1.4: unreachable means complete disallow
        except FetchError as exc:
            logger.info("robots.txt unavailable, fetching allowed: %s", exc)
            return None
        if reply.status >= 500:
            return _Unreadable()  # RFC 9309 2.3.1.4: a server error means complete disallow
        if reply.status != 200:
            return None  # 4xx: no rules, everything allowed
        parser.parse(reply.body.decode("utf-8", errors="replace").splitlines())
        return parser

    async def _with_retries(
        self, source_id: str, url: str, cached: Cached | None
    ) -> tuple[_Reply, str | None]:
        s = self.settings
        attempt = 0
        while True:
            try:
                reply = await self._once(source_id, url, cached)
            except _Retryable as exc:
                if attempt >= s.retries:
                    raise FetchError(
                        f"{source_id}: {exc.reason} (after {attempt + 1} tries)"
                    ) from None
                await asyncio.sleep(self._backoff(attempt))
                attempt += 1
                continue
            if reply.status in _REDIRECTS:
                return reply, reply.location or ""
            if reply.status in _RETRY_STATUSES:
                wait = self._retry_after(reply.retry_after)
                if reply.retry_after is not None and wait > s.retry_after_cap:
                    raise FetchError(
                        f"{source_id}: deferred: HTTP {reply.status} at {url} asks to retry after "
                        f"{wait:.0f} s, over the {s.retry_after_cap:g} s cap",
                        reply.status,
                    )
                if attempt >= s.retries:
                    raise FetchError(
                        f"{source_id}: HTTP {reply.status} {reply.reason} at {url}"
                        f" (after {attempt + 1} tries)",
                        reply.status,
                    )
                await asyncio.sleep(
                    wait if reply.retry_after is not None else self._backoff(attempt)
                )
                attempt += 1
                continue
            if reply.status == 304 and cached is not None:
                return reply, None
            if reply.status >= 400 or reply.status == 304:
                raise FetchError(
                    f"{source_id}: HTTP {reply.status} {reply.reason} at {url}", reply.status
                )
            return reply, None

    def _backoff(self, attempt: int) -> float:
        base = self.settings.backoff * (2**attempt)
        return base * random.uniform(0.5, 1.5)  # jitter: many clients must not retry in step

    @staticmethod
    def _retry_after(value: str | None) -> float:
        """Retry-After in seconds, from either of its forms (delta-seconds or an HTTP-date)."""
        if not value:
            return 0.0
        value = value.strip()
        if value.isdigit():
            return float(value)
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return 0.0
        if when.tzinfo is None:
            when = when.replace(tzinfo=dt.UTC)
        return max(0.0, (when - dt.datetime.now(dt.UTC)).total_seconds())

    async def _once(self, source_id: str, url: str, cached: Cached | None) -> _Reply:
        """One request, within the host's and the global limits and the deadline."""
        assert self._open, "use Fetcher as `async with`"
        host = self._host(url)
        headers = {}
        if cached is not None:
            if cached.etag:
                headers["If-None-Match"] = cached.etag
            if cached.last_modified:
                headers["If-Modified-Since"] = cached.last_modified
        async with host.slots, self._global:
            async with host.lock:
                wait = host.next_start - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                host.next_start = time.monotonic() + self.settings.min_delay
            try:
                async with asyncio.timeout(self.settings.deadline):
                    return await self._stream(self._client(host), source_id, url, headers)
            except TimeoutError:
                raise _Retryable(
                    f"{url} took longer than the {self.settings.deadline:g} s deadline"
                ) from None
            except httpx.TimeoutException:
                raise _Retryable(f"timed out fetching {url}") from None
            except httpx.ConnectError as exc:
                raise _Retryable(f"cannot connect to {url}: {_reason(exc)}") from None
            except (httpx.RemoteProtocolError, httpx.ReadError, httpx.WriteError) as exc:
                raise _Retryable(f"connection broken fetching {url}: {_reason(exc)}") from None
            except httpx.HTTPError as exc:
                raise FetchError(f"{source_id}: {url}: {_reason(exc)}") from None

    async def _stream(
        self, client: httpx.AsyncClient, source_id: str, url: str, headers: dict[str, str]
    ) -> _Reply:
        s = self.settings
        async with client.stream("GET", url, headers=headers) as reply:
            wire = 0
            body = bytearray()
            inflater = _Inflater(reply.headers.get("content-encoding", ""), s.max_body)
            truncated = False
            if reply.status_code == 200:
                try:
                    async for chunk in reply.aiter_raw():
                        if wire + len(chunk) > s.max_body:
                            chunk = chunk[: s.max_body - wire]  # keep what fits: the body is cut
                            truncated = True
                        wire += len(chunk)
                        body += inflater.feed(chunk)
                        if truncated:
                            logger.warning(
                                "%s: %s is over %d bytes: cut", source_id, url, s.max_body
                            )
                            break
                    if not truncated:
                        body += inflater.flush()
                except _Bomb:
                    raise FetchError(
                        f"{source_id}: {url} decompresses past {s.max_body:,} bytes: refused"
                    ) from None
            else:
                # Read a 304's (empty) or an error's (short) body to its end, so the connection
                # goes back to the pool: closed, every conditional request would cost a new
                # TCP and TLS handshake. A long error body is not worth reading: close.
                drained = 0
                try:
                    async for chunk in reply.aiter_raw():
                        drained += len(chunk)
                        if drained > _DRAIN_LIMIT:
                            break
                except httpx.TransportError:
                    pass  # the status is the answer; the broken connection is not pooled
            return _Reply(
                source_id=source_id,
                url=url,
                status=reply.status_code,
                reason=reply.reason_phrase,
                content_type=reply.headers.get("content-type", ""),
                body=bytes(body),
                etag=reply.headers.get("etag"),
                last_modified=reply.headers.get("last-modified"),
                location=reply.headers.get("location"),
                retry_after=reply.headers.get("retry-after"),
                wire_bytes=wire,
                truncated=truncated,
            )


_DRAIN_LIMIT = 64 * 1024


@dataclass(frozen=True)
class _Reply:
    source_id: str
    url: str
    status: int
    reason: str
    content_type: str
    body: bytes
    etag: str | None
    last_modified: str | None
    location: str | None
    retry_after: str | None
    wire_bytes: int
    truncated: bool


def _response(reply: _Reply) -> Response:
    return Response(
        source_id=reply.source_id,
        url=reply.url,
        status=reply.status,
        content_type=reply.content_type,
        body=reply.body,
        fetched_at=dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        etag=reply.etag,
        last_modified=reply.last_modified,
        wire_bytes=reply.wire_bytes,
        truncated=reply.truncated,
    )


class _Unreadable:
    """robots.txt that a server error or a timeout kept from us: nothing may be fetched."""

    def can_fetch(self, agent: str, url: str) -> bool:
        return False


class _Retryable(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class _Bomb(Exception):
    pass


class _Inflater:
    """gzip/deflate decoding in bounded steps: never more than `limit` bytes out in all."""

    STEP = 65_536

    def __init__(self, encoding: str, limit: int) -> None:
        encoding = encoding.strip().lower()
        self._limit = limit
        self._out = 0
        if encoding in ("gzip", "x-gzip"):
            self._d: zlib._Decompress | None = zlib.decompressobj(16 + zlib.MAX_WBITS)
        elif encoding == "deflate":
            self._d = zlib.decompressobj()
        else:
            self._d = None

    def feed(self, chunk: bytes) -> bytes:
        if self._d is None:
            self._count(len(chunk))
            return chunk
        out = bytearray()
        data = chunk
        while data:
            piece = self._d.decompress(data, self.STEP)
            self._count(len(piece))
            out += piece
            data = self._d.unconsumed_tail
        return bytes(out)

    def flush(self) -> bytes:
        if self._d is None:
            return b""
        piece = self._d.flush()
        self._count(len(piece))
        return piece

    def _count(self, n: int) -> None:
        self._out += n
        if self._out > self._limit:
            raise _Bomb


def _reason(exc: Exception) -> str:
    text = " ".join(str(exc).split())
    return text or type(exc).__name__
