"""news-digest: a bilingual digest of a field's news, every figure traced to its source."""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
