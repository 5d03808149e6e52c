"""news-digest: a bilingual digest of a field's news, every figure traced to its source.

The public API is what the `digest` command uses: load a config, run the
pipeline (or its fetch and build halves), and extract one text or page.
"""

from __future__ import annotations

__version__ = "0.1.0"

from .config import Config, Source, load_config  # noqa: E402
from .errors import ConfigError, DigestError, ExtractError, FetchError, LockedError  # noqa: E402
from .extractors import extract_html, extract_text  # noqa: E402
from .records import Article, Document, Fact, Quantity, Story, TimelineEvent  # noqa: E402
from .run import RunReport, build, fetch, run  # noqa: E402
from .store import Store  # noqa: E402

__all__ = [
    "Article",
    "Config",
    "ConfigError",
    "DigestError",
    "Document",
    "ExtractError",
    "Fact",
    "FetchError",
    "LockedError",
    "Quantity",
    "RunReport",
    "Source",
    "Store",
    "Story",
    "TimelineEvent",
    "__version__",
    "build",
    "extract_html",
    "extract_text",
    "fetch",
    "load_config",
    "run",
]
