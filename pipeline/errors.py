"""The exception tree of news-digest.

    DigestError            anything the pipeline reports as a one-line message
    ├── ConfigError        sources.yaml is unreadable or invalid (exit status 2)
    ├── FetchError         a source could not be fetched; names the source
    ├── ExtractError       a document could not be read into an article
    └── LockedError        another run holds the state folder (exit status 75)

Every message is meant to be printed as is, on one line.
"""

from __future__ import annotations


class DigestError(Exception):
    """Base of every error news-digest reports to a user."""


class ConfigError(DigestError):
    """sources.yaml cannot be used: unknown key, missing field or bad value."""


class FetchError(DigestError):
    """A source or URL could not be fetched; the message says why, `status` the HTTP status
    when the server answered one."""

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status

    def __reduce__(self) -> tuple:
        return (type(self), (str(self), self.status))


class ExtractError(DigestError):
    """A document could not be turned into text."""


class LockedError(DigestError):
    """Another run holds the state folder's lock."""
