"""The version of news-digest, in one place: the package, the User-Agent and the wheel read it."""

from __future__ import annotations

__version__ = "0.1.0"
