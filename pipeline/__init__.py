"""news-digest: a bilingual digest of a field's news, every figure traced to its source.

The public API is what the `digest` command uses: load a config, run the
pipeline (or its fetch and build halves), and extract one text or page.
"""

from __future__ import annotations

from ._version import __version__
from .config import Config, Source, load_config
from .errors import ConfigError, DigestError, ExtractError, FetchError, LockedError
from .extractors import extract_html, extract_text
from .records import Article, Claim, Document, Event, Quantity, Story
from .run import RunReport, build, fetch, run
from .store import Store

__all__ = [
    "Article",
    "Claim",
    "Config",
    "ConfigError",
    "DigestError",
    "Document",
    "Event",
    "ExtractError",
    "FetchError",
    "LockedError",
    "Quantity",
    "RunReport",
    "Source",
    "Store",
    "Story",
    "__version__",
    "build",
    "extract_html",
    "extract_text",
    "fetch",
    "load_config",
    "run",
]
