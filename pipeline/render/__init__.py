"""Render: editions → the static site in output/ (the only stage that writes it)."""

from __future__ import annotations

from .site import render_site

__all__ = ["render_site"]
