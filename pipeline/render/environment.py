"""The Jinja environment: autoescape on, undefined names are errors."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

import jinja2

from .. import i18n
from .markdown import inline, to_html
from .prose import mark_original


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
def _prose(context: jinja2.runtime.Context, text: str, lang: str, gloss: bool = True) -> str:
    """The digest's text on this page: `prose` is the page's PageProse (glosses, language)."""
    return context["page_prose"](text, gloss=gloss)


def clip(text: str, limit: int) -> str:
    """`text` on one line, at most `limit` characters: cut at the last space in its final
    third when there is one (so an English word or a Latin name in Chinese stays whole),
    else at the limit, with an ellipsis. Search results and link previews show only so much
    of a description, and cut it mid-word themselves."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    cut = flat[: limit - 1]
    space = cut.rfind(" ")
    if space > limit * 2 // 3:
        cut = cut[:space]
    return cut.rstrip(" ,;:，、；：") + "…"


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
    env.filters["original"] = mark_original

    # |tojson for JSON-LD: it escapes < > & ' as \u003c…, so no `</script>` a source writes
    # can end the script element; Chinese stays readable, keys sorted for stable bytes
    env.policies["json.dumps_kwargs"] = {"sort_keys": True, "ensure_ascii": False}
    env.globals.update(
        t=i18n.t,
        STATUS=i18n.STATUS,
        BASIS=i18n.BASIS,
        SOURCE_STATUS=i18n.SOURCE_STATUS,
        LANGUAGE_NAMES=i18n.LANGUAGE_NAMES,
        HTML_LANG=i18n.HTML_LANG,
    )
    return env
