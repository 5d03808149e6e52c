"""The Jinja environment: autoescape on, undefined names are errors."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

import jinja2

from .. import i18n
from .markdown import inline, to_html


def templates_dir() -> Path:
    """Templates ship inside the package (wheel) or sit beside it (source checkout)."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package / "templates", package.parent / "templates"):
        if (candidate / "base.html").is_file():
            return candidate
    raise FileNotFoundError("news-digest templates are missing from the installation")


def safe_url(url: str | None) -> str:
    """Only http(s) links reach a page: a feed may hand us `javascript:` or `data:`."""
    text = (url or "").strip()
    return text if urlsplit(text).scheme.lower() in ("http", "https") else "#"


@jinja2.pass_context
def _prose(context: jinja2.runtime.Context, text: str, lang: str) -> str:
    """The digest's text on this page: `prose` is the page's PageProse (glosses, language)."""
    return context["page_prose"](text)


def make_environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates_dir())),
        autoescape=jinja2.select_autoescape(["html", "xml"], default_for_string=True),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["markdown"] = to_html
    env.filters["md_inline"] = inline
    env.filters["date"] = i18n.format_date
    env.filters["safe_url"] = safe_url
    env.filters["prose"] = _prose
    env.globals.update(
        t=i18n.t,
        STATUS=i18n.STATUS,
        BASIS=i18n.BASIS,
        SOURCE_STATUS=i18n.SOURCE_STATUS,
        LANGUAGE_NAMES=i18n.LANGUAGE_NAMES,
        HTML_LANG=i18n.HTML_LANG,
    )
    return env
