"""The one HTTP layer: a polite, bounded GET.

Politeness: an identifying User-Agent, robots.txt per host (read once per run, as RFC
9309 reads it: `*` and `$` patterns, the longest matching rule wins, the group of our
product token over `*`), at most `per_host` requests at once to one host and
`min_delay` between their starts, at most `global_limit` overall, conditional GET on
every URL seen before, Retry-After honoured up to a cap, jittered retries on
connection errors and 5xx (and 408/429), none on other 4xx.

Limits: connect and read timeouts, and one deadline budget per source: every request
made for a source (its retries, the backoffs and Retry-After waits between them, the
redirects, and a feed's entry pages) draws on the same `deadline` seconds, counted from
the source's first request. So a run over many faulty sources ends about one deadline
after it starts, however many tries each fault would invite. A body is cut at
`max_body` on the wire, a gzip bomb is refused without being inflated (we inflate in
bounded steps ourselves), at most `max_redirects` hops are followed with loop
detection. Memory stays bounded whatever a server sends.

`resolve` maps host names to `127.0.0.1:PORT`, like curl's `--resolve`: the demo, the
tests and the benchmark serve many named hosts from local servers while URLs stay the
same from run to run.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import email.utils
import logging
import math
import random
import re
import ssl
import zlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from urllib.parse import urljoin, urlsplit

import httpx
from protego import Protego

from ..config import FetchSettings
from ..errors import FetchError
from ..records import Cached, Response

__all__ = ["Fetcher", "Validators", "fetch_url"]

logger = logging.getLogger(__name__)

ROBOTS_LIMIT = 500 * 1024  # RFC 9309 2.5: parse at least 500 KiB; what follows may be ignored
_ROBOTS_REDIRECTS = 5  # RFC 9309 2.3.1.2: follow at least five
_REDIRECTS = (301, 302, 303, 307, 308)
_RETRY_STATUSES = (408, 429, 500, 502, 503, 504)
_DRAIN_LIMIT = 64 * 1024

Validators = Callable[[str], Cached | None]


def fetch_url(
    url: str, settings: FetchSettings | None = None, *, resolve: dict[str, str] | None = None
) -> Response:
    """GET one URL now, the way the pipeline fetches: robots.txt, limits, body and
    decompression caps, the deadline, redirects (not conditional: nothing is stored).

    Raises FetchError with a one-line reason that names the URL. The response's
    `source_id` is empty. Call it from synchronous code, not from a running event loop.
    """
    if urlsplit(url).scheme not in ("http", "https"):
        raise FetchError(f"{url}: not an http(s) URL")

    async def one() -> Response:
        async with Fetcher(settings, resolve=resolve) as fetcher:
            return await fetcher._get("", url, conditional=False)

    return asyncio.run(one())


class _Budget:
    """One source's deadline, shared by all its requests and the waits between them.

    The clock starts when the source's first request is sent, so time a source spends
    queued behind others for a host's or the global slots is not charged to it.
    """

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.ends: float | None = None  # loop time; None until the first request

    def start(self) -> None:
        if self.ends is None:
            self.ends = asyncio.get_running_loop().time() + self.seconds

    def left(self) -> float:
        if self.ends is None:
            return math.inf
        return self.ends - asyncio.get_running_loop().time()


class _Rules:
    """A host's robots.txt as read: its rules, none (4xx: all allowed), or unreadable (5xx
    or unreachable: nothing allowed, RFC 9309 2.3.1.4)."""

    def __init__(self, parser: Protego | None = None, *, readable: bool = True) -> None:
        self.parser = parser
        self.readable = readable

    def allows(self, url: str, token: str) -> bool:
        if not self.readable:
            return False
        return self.parser is None or self.parser.can_fetch(url, token)


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
        self.robots_task: asyncio.Future[_Rules] | None = None
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
        self._budgets: dict[str, _Budget] = {}
        self._open = False
        self._tls_context: ssl.SSLContext | None = None
        self._token = _product_token(self.settings.agent)

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
            if host.robots_task is not None and not host.robots_task.done():
                host.robots_task.cancel()
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

        Every call for one `source_id` draws on that source's one deadline budget. A 304
        gives the stored body with `not_modified` set. Raises FetchError with a one-line
        reason naming the source.
        """
        try:
            return await self._get(source_id, url, conditional=conditional)
        except FetchError as exc:
            raise FetchError(f"{source_id}: {exc}", exc.status) from None

    async def _get(self, source_id: str, url: str, *, conditional: bool) -> Response:
        budget = self._budgets.setdefault(source_id, _Budget(self.settings.deadline))
        loop = asyncio.get_running_loop()
        started = loop.time()
        seen = [url]
        current = url
        for _ in range(self.settings.max_redirects + 1):
            await self._check_robots(current, budget)
            cached = self._validators(current) if conditional else None
            reply, location = await self._with_retries(source_id, current, cached, budget)
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
                return replace(response, url=url, final_url=current, seconds=loop.time() - started)
            target = urljoin(current, location)
            if urlsplit(target).scheme not in ("http", "https"):
                raise FetchError(f"{current} redirects to a non-http URL")
            if target in seen:
                raise FetchError(f"redirect loop: {' → '.join(seen + [target])}")
            seen.append(target)
            current = target
        raise FetchError(f"more than {self.settings.max_redirects} redirects from {url}")

    async def _check_robots(self, url: str, budget: _Budget) -> None:
        if not self.settings.robots:
            return
        host = self._host(url)
        if host.robots_task is None:  # the first request to a host loads it; the rest wait for it
            host.robots_task = asyncio.ensure_future(self._load_robots(url))
        try:
            async with asyncio.timeout_at(budget.ends):
                rules = await asyncio.shield(host.robots_task)
        except TimeoutError:
            raise FetchError(self._not_reached(url)) from None
        if not rules.allows(url, self._token):
            why = (
                ""
                if rules.readable
                else " (robots.txt could not be read: a server error counts as disallow)"
            )
            raise FetchError(f"{url} is disallowed by robots.txt{why}")

    async def _load_robots(self, url: str) -> _Rules:
        """The host's robots.txt: one try within one deadline of its own (it is the host's,
        not any one source's), redirects followed, the first 500 KiB read."""
        parts = urlsplit(url)
        current = f"{parts.scheme}://{parts.netloc}/robots.txt"
        budget = _Budget(self.settings.deadline)
        for _ in range(_ROBOTS_REDIRECTS + 1):
            try:
                reply = await self._once("robots", current, None, budget, limit=ROBOTS_LIMIT)
            except _Retryable as exc:
                if exc.reason.startswith("cannot connect"):
                    return _Rules()  # the host is down: the request itself will say so
                logger.info("robots.txt unreadable, treated as disallowing all: %s", exc)
                return _Rules(readable=False)  # RFC 9309 2.3.1.4: unreachable: disallow all
            except _OutOfTime as exc:
                logger.info("robots.txt unreadable, treated as disallowing all: %s", exc)
                return _Rules(readable=False)
            except FetchError as exc:
                logger.info("robots.txt unavailable, fetching allowed: %s", exc)
                return _Rules()
            if reply.status not in _REDIRECTS or not reply.location:
                break
            current = urljoin(current, reply.location)
        else:
            return _Rules()  # RFC 9309 2.3.1.2: too many redirects count as unavailable
        if reply.status >= 500:
            return _Rules(readable=False)  # RFC 9309 2.3.1.4: a server error: disallow all
        if reply.status != 200:
            return _Rules()  # 4xx: no rules, everything allowed
        body = reply.body
        if reply.truncated:  # a rule cut in half may forbid more than it says: "Disallow: /"
            body = body[: body.rfind(b"\n") + 1]
        text = body.decode("utf-8", errors="replace").removeprefix("\ufeff")
        return _Rules(Protego.parse(text))

    async def _with_retries(
        self, source_id: str, url: str, cached: Cached | None, budget: _Budget
    ) -> tuple[_Reply, str | None]:
        s = self.settings
        tries = 0
        last: str | None = None  # why the previous try failed
        last_status: int | None = None  # and the status it answered, if it did
        while True:
            tries += 1
            try:
                reply = await self._once(source_id, url, cached, budget)
            except _OutOfTime as exc:
                if last is None:
                    raise FetchError(exc.reason) from None
                raise FetchError(f"{last} ({_ran_out(tries, s.deadline)})", last_status) from None
            except _Retryable as exc:
                last, last_status = exc.reason, None
                if tries > s.retries:
                    raise FetchError(f"{exc.reason} (after {_tries(tries)})") from None
                wait = self._backoff(tries - 1)
                if wait >= budget.left():
                    raise FetchError(f"{exc.reason} ({_ran_out(tries, s.deadline)})") from None
                await asyncio.sleep(wait)
                continue
            if reply.status in _REDIRECTS:
                return reply, reply.location or ""
            if reply.status in _RETRY_STATUSES:
                last, last_status = f"HTTP {reply.status} {reply.reason} at {url}", reply.status
                asked = reply.retry_after is not None
                wait = self._retry_after(reply.retry_after)
                if asked and wait > s.retry_after_cap:
                    raise FetchError(
                        f"deferred: HTTP {reply.status} at {url} asks to retry after "
                        f"{wait:.0f} s, over the {s.retry_after_cap:g} s cap",
                        reply.status,
                    )
                if tries > s.retries:
                    raise FetchError(f"{last} (after {_tries(tries)})", reply.status)
                wait = wait if asked else self._backoff(tries - 1)
                if wait >= budget.left():
                    if asked:
                        raise FetchError(
                            f"deferred: HTTP {reply.status} at {url} asks to retry after "
                            f"{wait:.0f} s, past the source's {s.deadline:g} s deadline",
                            reply.status,
                        )
                    raise FetchError(f"{last} ({_ran_out(tries, s.deadline)})", reply.status)
                await asyncio.sleep(wait)
                continue
            if reply.status == 304 and cached is not None:
                return reply, None
            if reply.status >= 400 or reply.status == 304:
                raise FetchError(f"HTTP {reply.status} {reply.reason} at {url}", reply.status)
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

    def _not_reached(self, url: str) -> str:
        return f"{url} was not reached within the {self.settings.deadline:g} s deadline"

    async def _once(
        self,
        source_id: str,
        url: str,
        cached: Cached | None,
        budget: _Budget,
        *,
        limit: int | None = None,
    ) -> _Reply:
        """One request, within the host's and the global limits and the budget's deadline.

        With `limit` the body is cut there, decompressed or not (robots.txt); without it,
        at `max_body` on the wire, and a body that inflates past it is refused.
        """
        assert self._open, "use Fetcher as `async with`"
        host = self._host(url)
        headers = {}
        if cached is not None:
            if cached.etag:
                headers["If-None-Match"] = cached.etag
            if cached.last_modified:
                headers["If-Modified-Since"] = cached.last_modified
        loop = asyncio.get_running_loop()
        sent = False
        try:
            async with asyncio.timeout_at(budget.ends) as timer:
                async with host.slots, self._global:
                    async with host.lock:
                        wait = host.next_start - loop.time()
                        if wait > 0:
                            await asyncio.sleep(wait)
                        host.next_start = loop.time() + self.settings.min_delay
                    budget.start()
                    timer.reschedule(budget.ends)
                    sent = True
                    return await self._stream(self._client(host), source_id, url, headers, limit)
        except TimeoutError:
            if not sent:
                raise _OutOfTime(self._not_reached(url)) from None
            raise _OutOfTime(
                f"{url} took longer than the {self.settings.deadline:g} s deadline"
            ) from None
        except httpx.TimeoutException:
            raise _Retryable(f"timed out fetching {url}") from None
        except httpx.ConnectError as exc:
            raise _Retryable(f"cannot connect to {url}: {_reason(exc)}") from None
        except (httpx.RemoteProtocolError, httpx.ReadError, httpx.WriteError) as exc:
            raise _Retryable(f"connection broken fetching {url}: {_reason(exc)}") from None
        except httpx.HTTPError as exc:
            raise FetchError(f"{url}: {_reason(exc)}") from None

    async def _stream(
        self,
        client: httpx.AsyncClient,
        source_id: str,
        url: str,
        headers: dict[str, str],
        limit: int | None,
    ) -> _Reply:
        cap = limit if limit is not None else self.settings.max_body
        async with client.stream("GET", url, headers=headers) as reply:
            wire = 0
            body = bytearray()
            inflater = _Inflater(reply.headers.get("content-encoding", ""), cap, cut=bool(limit))
            truncated = False
            if reply.status_code == 200:
                try:
                    async for chunk in reply.aiter_raw():
                        if wire + len(chunk) > cap:
                            chunk = chunk[: cap - wire]  # keep what fits: the body is cut
                            truncated = True
                        wire += len(chunk)
                        body += inflater.feed(chunk)
                        truncated = truncated or inflater.full
                        if truncated:
                            logger.warning("%s: %s is over %d bytes: cut", source_id, url, cap)
                            break
                    if not truncated:
                        body += inflater.flush()
                        truncated = inflater.full
                except _Bomb:
                    raise FetchError(f"{url} decompresses past {cap:,} bytes: refused") from None
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


def _product_token(agent: str) -> str:
    """The name robots.txt groups address: "news-digest" of "news-digest/0.1 (+https://…)".

    Matching the whole header would let a group for a word in our contact URL apply to us.
    """
    match = re.match(r"[A-Za-z_-]+", agent)
    return match.group(0) if match else agent


def _tries(n: int) -> str:
    return "1 try" if n == 1 else f"{n} tries"


def _ran_out(tries: int, deadline: float) -> str:
    return f"after {_tries(tries)}; the {deadline:g} s deadline ran out"


class _Failure(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class _Retryable(_Failure):
    """A try failed in a way another try may not: a timeout, a refused or broken connection."""


class _OutOfTime(_Failure):
    """The source's deadline ran out: no further try can help."""


class _Bomb(Exception):
    pass


class _Inflater:
    """gzip/deflate decoding in bounded steps: never more than `limit` bytes out in all.

    Past the limit a body is refused (`_Bomb`), or with `cut` kept up to it (`full`).
    """

    STEP = 65_536

    def __init__(self, encoding: str, limit: int, *, cut: bool = False) -> None:
        encoding = encoding.strip().lower()
        self._limit = limit
        self._cut = cut
        self._out = 0
        self.full = False
        if encoding in ("gzip", "x-gzip"):
            self._d: zlib._Decompress | None = zlib.decompressobj(16 + zlib.MAX_WBITS)
        elif encoding == "deflate":
            self._d = zlib.decompressobj()
        else:
            self._d = None

    def feed(self, chunk: bytes) -> bytes:
        if self._d is None:
            return self._take(chunk)
        out = bytearray()
        data = chunk
        while data and not self.full:
            out += self._take(self._d.decompress(data, self.STEP))
            data = self._d.unconsumed_tail
        return bytes(out)

    def flush(self) -> bytes:
        if self._d is None or self.full:
            return b""
        return self._take(self._d.flush())

    def _take(self, piece: bytes) -> bytes:
        room = self._limit - self._out
        if len(piece) > room:
            if not self._cut:
                raise _Bomb
            piece, self.full = piece[:room], True
        self._out += len(piece)
        return piece


def _reason(exc: Exception) -> str:
    text = " ".join(str(exc).split())
    return text or type(exc).__name__
