"""Canonical URLs: one article, however many feeds link it and with whatever tracking."""

from __future__ import annotations

from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

_TRACKING_PREFIXES = ("utm_", "mc_", "pk_", "hsa_")
_TRACKING = frozenset(
    "fbclid gclid dclid msclkid yclid igshid mkt_tok ref ref_src referrer source spm from share_token".split()
)


def canonical_url(url: str) -> str:
    """Lowercased scheme and host, no default port, no fragment, no tracking parameters."""
    parts = urlsplit(url.strip())
    host = (parts.hostname or "").lower()
    port = parts.port
    netloc = (
        host
        if port is None or (parts.scheme, port) in (("http", 80), ("https", 443))
        else f"{host}:{port}"
    )
    query = [
        (key, value)
        for key, value in parse_qsl(parts.query, keep_blank_values=True)
        if not key.lower().startswith(_TRACKING_PREFIXES) and key.lower() not in _TRACKING
    ]
    return urlunsplit((parts.scheme.lower(), netloc, parts.path or "/", urlencode(query), ""))
