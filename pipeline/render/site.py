"""Write the whole site into a temporary folder, then swap it in.

Layout (all paths relative to output/):
    index.html                  latest edition, both languages, links to each page
    archive/index.html          every edition
    zh/<date>/index.html        the Chinese page of an edition
    en/<date>/index.html        the English page
    zh/feed.xml, en/feed.xml    an Atom feed per language
    sitemap.xml                 every page with its hreflang pair
    data/<date>.json            the edition as data
    assets/style.css
Nothing here reads a clock: the same editions give the same bytes.
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
from ..i18n import LANGUAGES, Glossary, load_glossary
from .environment import make_environment, templates_dir
from .prose import PageProse


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


def _write_site(root: Path, editions: Sequence[dict], config: Config) -> None:
    env = make_environment()
    glossary: Glossary = load_glossary(config.glossary_paths())
    base = config.site.base_url
    latest = editions[-1] if editions else None
    newest_first = list(reversed(editions))
    common = {"site": config.site.title, "base_url": base, "languages": LANGUAGES}
    page = env.get_template("edition.html")
    for edition in editions:
        date = edition["edition"]
        _write(
            root / "data" / f"{date}.json",
            json.dumps(edition, ensure_ascii=False, indent=2, sort_keys=True) + "\n",
        )
        for lang in LANGUAGES:
            other = "en" if lang == "zh" else "zh"
            html = page.render(
                **common,
                edition=edition,
                lang=lang,
                other=other,
                root="../../",
                path=edition["pages"][lang],
                alternates={code: edition["pages"][code] for code in LANGUAGES},
                page_prose=PageProse(lang, glossary),
            )
            _write(root / edition["pages"][lang], html)
    _write(
        root / "index.html",
        env.get_template("index.html").render(**common, edition=latest, root="", path=""),
    )
    _write(
        root / "archive" / "index.html",
        env.get_template("archive.html").render(
            **common, editions=newest_first, root="../", path="archive/"
        ),
    )
    feed = env.get_template("feed.xml")
    for lang in LANGUAGES:
        _write(
            root / lang / "feed.xml", feed.render(**common, editions=newest_first[:20], lang=lang)
        )
    _write(
        root / "sitemap.xml",
        env.get_template("sitemap.xml").render(**common, editions=newest_first),
    )
    (root / "assets").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(templates_dir() / "style.css", root / "assets" / "style.css")
