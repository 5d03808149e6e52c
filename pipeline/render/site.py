"""Write the whole site into a temporary folder, then swap it in.

Layout (all paths relative to output/):
    index.html                  latest edition, both languages, links to each page
    archive/index.html          every edition
    zh/<date>/index.html        the Chinese page of an edition
    en/<date>/index.html        the English page
    zh/status/index.html        each source's health in the latest run (and en/status/)
    zh/feed.xml, en/feed.xml    an Atom feed per language
    sitemap.xml                 every page with its hreflang cluster
    data/<date>.json            the edition as data
    assets/style.css
Nothing here reads a clock: the same editions give the same bytes.

hreflang clusters: an edition's two pages list each other, and `x-default` is the front
page while the edition is the latest (the front page is its language choice, and lists the
pair back) and its English page after that. Every page of a cluster lists the same links,
and the sitemap repeats them.
"""

from __future__ import annotations

import ctypes
import json
import os
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

from ..config import Config
from ..edition import source_names
from ..i18n import HTML_LANG, LANGUAGES, Glossary, load_glossary
from .environment import clip, make_environment, templates_dir
from .prose import PageProse

STATUS_PAGES = {"zh": "zh/status/index.html", "en": "en/status/index.html"}
# Han characters are twice as wide as Latin letters: search results show about half as many
DESCRIPTION_CHARS = {"zh": 80, "en": 160}
OG_LOCALE = {"zh": "zh_CN", "en": "en_US"}

Cluster = tuple[tuple[str, str], ...]  # (hreflang, absolute URL), the same on every member


def render_site(editions: Sequence[dict], config: Config, out: str | Path) -> Path:
    """Render every edition (oldest first) and swap the result in as `out`."""
    out = Path(out).resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    _recover(out)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.new-", dir=out.parent))
    try:
        _write_site(staging, editions, config)
        _swap(staging, out)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return out


def _recover(out: Path) -> None:
    """Undo what a killed render left: staging folders, or a site moved aside but not back."""
    for leftover in sorted(out.parent.glob(f".{out.name}.new-*")):
        shutil.rmtree(leftover, ignore_errors=True)
    old = sorted(out.parent.glob(f".{out.name}.old-*"))
    if old and not out.exists():
        old[-1].rename(out)
        old = old[:-1]
    for leftover in old:
        shutil.rmtree(leftover, ignore_errors=True)


def _swap(staging: Path, out: Path) -> None:
    """Replace `out` with `staging` in one step: readers see the old site or the new, never
    half of each, and a crash at any moment leaves one of them in place."""
    os.chmod(staging, 0o755)
    if not out.exists():
        staging.rename(out)
        return
    if _exchange(staging, out):
        shutil.rmtree(staging, ignore_errors=True)  # it holds the old site now
        return
    old = Path(tempfile.mkdtemp(prefix=f".{out.name}.old-", dir=out.parent))
    old.rmdir()
    out.rename(old)  # a crash here leaves the old site aside; _recover puts it back
    staging.rename(out)
    shutil.rmtree(old, ignore_errors=True)


def _exchange(a: Path, b: Path) -> bool:
    """Linux renameat2(RENAME_EXCHANGE): swap two paths atomically; False where unsupported."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    at_fdcwd, rename_exchange = -100, 2
    result = renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange)
    return result == 0


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8", newline="\n")


def article_meta(edition: dict, lang: str, url: str, site: str) -> dict:
    """What an edition page says about itself to search engines and link previews: the
    description, Open Graph locales and a schema.org NewsArticle (rendered with |tojson)."""
    description = clip(edition["lede"][lang], DESCRIPTION_CHARS[lang])
    other = "en" if lang == "zh" else "zh"
    return {
        "description": description,
        "url": url,
        "locale": OG_LOCALE[lang],
        "locale_alternate": OG_LOCALE[other],
        "json_ld": {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": edition["headline"][lang],
            "datePublished": edition["edition"],
            "inLanguage": HTML_LANG[lang],
            "description": description,
            "url": url,
            "publisher": {"@type": "Organization", "name": site},
            "isAccessibleForFree": True,
        },
    }


def edition_cluster(edition: dict, base: str, latest: bool) -> Cluster:
    """The hreflang links of an edition's pages (and of the front page while it is latest)."""
    pages = edition["pages"]
    x_default = base if latest else base + pages["en"]
    return tuple((HTML_LANG[code], base + pages[code]) for code in LANGUAGES) + (
        ("x-default", x_default),
    )


def status_cluster(base: str) -> Cluster:
    return tuple((HTML_LANG[code], base + STATUS_PAGES[code]) for code in LANGUAGES) + (
        ("x-default", base + STATUS_PAGES["en"]),
    )


def shown_names(config: Config) -> dict[str, dict[str, str]]:
    """Each named source's name as each page shows it (`edition.source_name`, at the start of
    a cell or a list item), with the name it gives itself (`publisher`) for marking its
    language. A source with no name is not here: the page shows its id or its URL."""
    shown = source_names(config.sources, start=True)
    return {s.id: {**shown[s.id], "publisher": s.publisher} for s in config.sources if s.names}


def status_rows(edition: dict | None, config: Config) -> list[dict]:
    """The latest edition's source health with each source's configured name (None if it
    has none, or is no longer configured: the id is all there is to show then)."""
    names = shown_names(config)
    return [{**s, "name": names.get(s["id"])} for s in (edition or {}).get("sources", [])]


def _write_site(root: Path, editions: Sequence[dict], config: Config) -> None:
    env = make_environment()
    glossary: Glossary = load_glossary(config.glossary_paths())
    base = config.site.base_url
    latest = editions[-1] if editions else None
    newest_first = list(reversed(editions))
    titles = config.site.titles
    # each page shows the site's title in its language; the bilingual ones show both
    common = {
        "site": titles["en"],
        "site_zh": titles["zh"],
        "base_url": base,
        "languages": LANGUAGES,
    }
    # a watched page is named as its source is, never by its id (its URL when it has no name)
    watch_names = shown_names(config)
    front: Cluster = edition_cluster(latest, base, True) if latest else ()
    sitemap: list[tuple[str, str | None, Cluster]] = [
        (base, latest["edition"] if latest else None, front),
        (base + "archive/", None, ()),
    ]
    page = env.get_template("edition.html")
    for edition in newest_first:
        date = edition["edition"]
        cluster = edition_cluster(edition, base, edition is latest)
        _write(
            root / "data" / f"{date}.json",
            json.dumps(edition, ensure_ascii=False, indent=2, sort_keys=True) + "\n",
        )
        for lang in LANGUAGES:
            other = "en" if lang == "zh" else "zh"
            path = edition["pages"][lang]
            html = page.render(
                **common | {"site": titles[lang]},
                edition=edition,
                lang=lang,
                other=other,
                root="../../",
                path=path,
                alternates=cluster,
                other_page=edition["pages"][other],
                meta=article_meta(edition, lang, base + path, titles[lang]),
                watch_names=watch_names,
                page_prose=PageProse(lang, glossary, edition.get("names", ())),
            )
            _write(root / path, html)
            sitemap.append((base + path, date, cluster))
    _write(
        root / "index.html",
        env.get_template("index.html").render(
            **common, edition=latest, root="", path="", alternates=front
        ),
    )
    _write(
        root / "archive" / "index.html",
        env.get_template("archive.html").render(
            **common, editions=newest_first, root="../", path="archive/", alternates=()
        ),
    )
    status = env.get_template("status.html")
    rows = status_rows(latest, config)
    for lang in LANGUAGES:
        other = "en" if lang == "zh" else "zh"
        _write(
            root / STATUS_PAGES[lang],
            status.render(
                **common | {"site": titles[lang]},
                lang=lang,
                other=other,
                root="../../",
                path=STATUS_PAGES[lang],
                alternates=status_cluster(base),
                other_page=STATUS_PAGES[other],
                edition=latest,
                rows=rows,
            ),
        )
        sitemap.append(
            (base + STATUS_PAGES[lang], latest["edition"] if latest else None, status_cluster(base))
        )
    feed = env.get_template("feed.xml")
    for lang in LANGUAGES:
        _write(
            root / lang / "feed.xml",
            feed.render(**common | {"site": titles[lang]}, editions=newest_first[:20], lang=lang),
        )
    _write(root / "sitemap.xml", env.get_template("sitemap.xml").render(**common, urls=sitemap))
    (root / "assets").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(templates_dir() / "style.css", root / "assets" / "style.css")
