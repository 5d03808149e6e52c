"""Shared fixtures: a real HTTP server on 127.0.0.1 and a demo site built once."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from pipeline.config import load_config
from pipeline.demo import CONFIG, EDITION_DATE, DemoServer
from pipeline.run import run

Route = tuple[int, dict[str, str], bytes] | Callable[[BaseHTTPRequestHandler], None]


@dataclass
class LocalServer:
    """A threaded HTTP server whose answers the test sets per path."""

    routes: dict[str, Route] = field(default_factory=dict)
    hits: list[str] = field(default_factory=list)
    port: int = 0

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def add(
        self,
        path: str,
        body: bytes | str,
        content_type: str = "text/html; charset=utf-8",
        status: int = 200,
        headers: dict[str, str] | None = None,
    ) -> str:
        data = body.encode("utf-8") if isinstance(body, str) else body
        self.routes[path] = (status, {"Content-Type": content_type, **(headers or {})}, data)
        return self.url(path)


def handler_for(server: LocalServer) -> type[BaseHTTPRequestHandler]:
    """The request handler class serving `server`'s routes (HTTP/1.0 unless subclassed)."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802
            server.hits.append(self.path)
            route = server.routes.get(self.path)
            if route is None:
                self.send_error(404)
                return
            if callable(route):
                route(self)
                return
            status, headers, body = route
            self.send_response(status)
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    return Handler


class _Server(ThreadingHTTPServer):
    request_queue_size = 128  # socketserver's 5 overflows when many hosts connect at once


def respond(
    handler: BaseHTTPRequestHandler,
    body: bytes | str,
    content_type: str = "text/html; charset=utf-8",
    status: int = 200,
    headers: dict[str, str] | None = None,
) -> None:
    """Write a whole response from a route callable, as the static routes are written."""
    data = body.encode() if isinstance(body, str) else body
    handler.send_response(status)
    for name, value in {"Content-Type": content_type, **(headers or {})}.items():
        handler.send_header(name, value)
    handler.send_header("Content-Length", str(len(data)))
    handler.end_headers()
    try:
        handler.wfile.write(data)
    except OSError:
        pass  # the client gave up on us


def drip(
    body: bytes, content_type: str = "application/rss+xml", every: float = 0.2
) -> Callable[[BaseHTTPRequestHandler], None]:
    """A route sending `body` one byte every `every` seconds: no read timeout ever fires."""

    def route(handler: BaseHTTPRequestHandler) -> None:
        handler.send_response(200)
        handler.send_header("Content-Type", content_type)
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        try:
            for byte in body:
                handler.wfile.write(bytes([byte]))
                handler.wfile.flush()
                time.sleep(every)
        except OSError:
            pass  # the client hung up: stop dripping

    return route


def in_turn(
    *routes: Callable[[BaseHTTPRequestHandler], None],
) -> Callable[[BaseHTTPRequestHandler], None]:
    """A route answering the first request with routes[0], the next with routes[1]…; the
    last one answers every request after that."""
    served = 0
    lock = threading.Lock()

    def route(handler: BaseHTTPRequestHandler) -> None:
        nonlocal served
        with lock:
            index, served = min(served, len(routes) - 1), served + 1
        routes[index](handler)

    return route


@pytest.fixture
def http_server() -> Iterator[LocalServer]:
    state = LocalServer()
    httpd = _Server(("127.0.0.1", 0), handler_for(state))
    state.port = httpd.server_address[1]
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        httpd.shutdown()
        httpd.server_close()


@dataclass(frozen=True)
class DemoSite:
    out: Path
    state: Path
    edition: dict

    def page(self, lang: str) -> Path:
        return self.out / self.edition["pages"][lang]


def build_demo(root: Path) -> DemoSite:
    """Run the real pipeline over HTTP against the bundled demo web."""
    out, state = root / "output", root / "state"
    with DemoServer() as server:
        run(load_config(CONFIG), state, out, EDITION_DATE, resolve=server.resolve())
    edition = json.loads((out / "data" / f"{EDITION_DATE}.json").read_text(encoding="utf-8"))
    return DemoSite(out, state, edition)


@pytest.fixture(scope="session")
def demo_site(tmp_path_factory: pytest.TempPathFactory) -> DemoSite:
    return build_demo(tmp_path_factory.mktemp("demo"))
