"""The one httpx client factory.

`resolve` maps host names to `127.0.0.1:PORT`, like curl's `--resolve`: the
demo and the tests serve several named sites from one local server while URLs
(and so the site and its references) stay the same from run to run.
"""

from __future__ import annotations

import httpx

from .. import __version__

DEFAULT_USER_AGENT = f"news-digest/{__version__} (+https://github.com/news-digest/news-digest)"
DEFAULT_TIMEOUT = httpx.Timeout(20.0, connect=10.0)
DEFAULT_MAX_CONNECTIONS = 16


class _ResolvingTransport(httpx.AsyncBaseTransport):
    def __init__(self, resolve: dict[str, str]) -> None:
        self._resolve = resolve
        self._inner = httpx.AsyncHTTPTransport(
            limits=httpx.Limits(max_connections=DEFAULT_MAX_CONNECTIONS)
        )

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


def make_client(resolve: dict[str, str] | None = None) -> httpx.AsyncClient:
    """An AsyncClient with our User-Agent, timeouts and optional host mapping."""
    return httpx.AsyncClient(
        headers={"User-Agent": DEFAULT_USER_AGENT},
        timeout=DEFAULT_TIMEOUT,
        follow_redirects=True,
        max_redirects=5,
        transport=_ResolvingTransport(resolve or {}),
    )
