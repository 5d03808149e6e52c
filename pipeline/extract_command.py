"""`digest extract`: each SOURCE (a file, a URL or `-` for stdin) into a Document.

A SOURCE is read the way EXTRACTION.md says, through `extractors.extract`, the
pipeline's own way into extraction, and a URL is fetched by the pipeline's HTTP layer
(robots.txt, timeouts, the deadline, body caps, redirects): what the command prints for
a page is what `digest fetch` stores for it. Every error names the SOURCE as given.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import BinaryIO

from .config import FetchSettings
from .errors import DigestError, ExtractError
from .extractors import Kind, extract, kind_of
from .fetchers import _require_document
from .fetchers.http import fetch_url
from .records import Document

# A file or standard input past the fetch stage's body cap is refused: no article is that long,
# and reading stays bounded whatever is named.
MAX_INPUT_BYTES = FetchSettings().max_body
_PAGE_SUFFIXES = (".html", ".htm")


def extract_one(
    source: str,
    *,
    reference: str | None = None,
    language: str | None = None,
    settings: FetchSettings | None = None,
) -> Document:
    """SOURCE → Document, by the rules of EXTRACTION.md.

    `reference` is `--published`: the date plain text was published, and for a page only
    the date its yearless dates resolve against (a page keeps its own date; without one,
    today is the reference). Raises a DigestError whose message starts with `SOURCE: `.
    """
    try:
        body, url, content_type, kind = _load(source, settings or FetchSettings())
        plain = kind == "text"  # plain text has no date of its own: --published is its date
        return extract(
            body,
            url=url,
            content_type=content_type,
            kind=kind,
            published=reference if plain else None,
            reference=None if plain else reference,
            language=language,
            name=source,
        )
    except DigestError:
        raise
    except Exception as exc:  # a bug or a library surprise: this SOURCE fails, not the batch
        detail = " ".join(str(exc).split())
        raise ExtractError(f"{source}: cannot extract: {type(exc).__name__}: {detail}") from None


def reason(source: str, error: DigestError) -> str:
    """Why SOURCE failed, without the SOURCE: what its `{"source", "error"}` line says."""
    return str(error).removeprefix(f"{source}: ")


def _load(source: str, settings: FetchSettings) -> tuple[bytes | str, str | None, str, Kind]:
    """SOURCE's body, URL, content type and reader: a URL's by its type, a file's by its name."""
    if source.startswith(("http://", "https://")):
        response = fetch_url(source, settings)
        _require_document(source, response)
        body, content_type = response.body, response.content_type
        return body, source, content_type, kind_of(content_type, source, body)
    data = _read(source)
    if source.lower().endswith(_PAGE_SUFFIXES):
        return data, None, "", "html"
    return _utf8(source, data), None, "", "text"


def _read(source: str) -> bytes:
    """The bytes of a file, or of standard input for `-`, up to MAX_INPUT_BYTES."""
    try:
        if source == "-":
            return _bounded(source, sys.stdin.buffer)
        with Path(source).open("rb") as handle:
            return _bounded(source, handle)
    except OSError as exc:
        raise ExtractError(f"{source}: cannot read: {exc.strerror or exc}") from None


def _bounded(source: str, stream: BinaryIO) -> bytes:
    data = stream.read(MAX_INPUT_BYTES + 1)
    if len(data) > MAX_INPUT_BYTES:
        raise ExtractError(f"{source}: refused: larger than {MAX_INPUT_BYTES:,} bytes")
    return data


def _utf8(source: str, data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ExtractError(f"{source}: not UTF-8 text (byte {exc.start})") from None
