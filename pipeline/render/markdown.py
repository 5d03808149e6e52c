"""Markdown to HTML with raw HTML off: text from sources can never inject markup."""

from __future__ import annotations

from markdown_it import MarkdownIt
from markupsafe import Markup

_MD = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})


def to_html(text: str) -> Markup:
    return Markup(_MD.render(text))


def inline(text: str) -> Markup:
    return Markup(_MD.renderInline(text))
