"""The bundled demo web: six sources about DeepInfer, served on 127.0.0.1.

`site/<host>/<path>` holds what `http://<host>/<path>` returns. One local
server answers for every host (chosen by the Host header); the fetchers map
those host names to it, so URLs, and so the site, are the same on every run.
"""

from __future__ import annotations

import mimetypes
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

DEMO_DIR = Path(__file__).resolve().parent
SITE_DIR = DEMO_DIR / "site"
CONFIG = DEMO_DIR / "sources.yaml"
EDITION_DATE = "2026-10-25"


class _Handler(BaseHTTPRequestHandler):
    server_version = "news-digest-demo"
    sys_version = ""

    site: Path = SITE_DIR

    def do_GET(self) -> None:  # noqa: N802 - the http.server spelling
        host = (self.headers.get("Host") or "").split(":")[0].lower()
        path = unquote(urlsplit(self.path).path)
        target = (self.site / host / path.lstrip("/")).resolve()
        if path.endswith("/"):
            target = target / "index.html"
        if self.site not in target.parents or not target.is_file():
            self.send_error(404, "Not Found")
            return
        body = target.read_bytes()
        kind = mimetypes.guess_type(target.name)[0] or "application/octet-stream"
        if kind.startswith("text/") or kind.endswith("xml"):
            kind += "; charset=utf-8"
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


class DemoServer:
    """The demo web on a free port of 127.0.0.1, for as long as the `with` lasts. `site` is
    a folder of `<host>/<path>` files (the bundled corpus by default; another corpus laid
    out the same way, such as tests/data/corpus2/site, works too)."""

    def __init__(self, site: Path = SITE_DIR) -> None:
        self.site = site.resolve()
        handler = type("_SiteHandler", (_Handler,), {"site": self.site})
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def port(self) -> int:
        return int(self._server.server_address[1])

    def resolve(self) -> dict[str, str]:
        """Every demo host name → this server, for the fetchers."""
        return {p.name: f"127.0.0.1:{self.port}" for p in sorted(self.site.iterdir()) if p.is_dir()}

    def __enter__(self) -> DemoServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
