"""The stories stage's time on 1,000 stored articles, beside extracting the same articles.

    python bench/stories.py [--articles 1000] [--check]

The articles are the framed test pages and the demo's pages (Chinese and English, with
their figures), each published by one of 40 outlets on one of 7 days, so that about
seven outlets cover each page's story as in a real week. They are extracted (timed),
saved in a real SQLite store, read back, and the stories stage — grouping, claims,
standing, checks, timeline, open questions — runs on them (timed). Target: the stories
stage takes under a tenth of the extraction time. `--check` exits 1 when it does not.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pipeline.extractors import extract_html, extract_markdown  # noqa: E402
from pipeline.records import Article, SourceStatus  # noqa: E402
from pipeline.store import Store  # noqa: E402
from pipeline.stories import build_stories  # noqa: E402

PAGES = ROOT / "tests" / "data" / "pages"
DEMO = ROOT / "pipeline" / "demo" / "site"
TARGET = 0.10


def pages() -> list[tuple[str, bytes, str]]:
    """(url, body, kind) of every test page and demo page."""
    out = []
    index = yaml.safe_load((PAGES / "index.yaml").read_text(encoding="utf-8"))
    for item in index:
        body = (PAGES / item["file"]).read_bytes()
        kind = "markdown" if item["file"].endswith(".md") else "html"
        out.append((item["url"], body, kind))
    for path in sorted(DEMO.rglob("*.html")):
        out.append((f"http://{path.relative_to(DEMO).as_posix()}", path.read_bytes(), "html"))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--articles", type=int, default=1000)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    source = pages()
    start = dt.date(2026, 10, 19)
    articles: list[Article] = []
    began = time.perf_counter()
    for i in range(args.articles):
        url, body, kind = source[i % len(source)]
        day = (start + dt.timedelta(days=i % 7)).isoformat()
        read = extract_markdown if kind == "markdown" else extract_html
        doc = read(body, url=url, published=day)
        outlet = f"outlet-{i % 40}"
        article_url = f"{url}?copy={i}"
        articles.append(
            Article(
                id=hashlib.sha1(article_url.encode()).hexdigest()[:16],
                source_id=outlet,
                url=article_url,
                publisher=f"Outlet {i % 40}",
                owner=outlet,
                title=doc.title or url,
                published=day,
                language=doc.language,
                text=doc.text,
                quantities=doc.quantities,
                dates=doc.dates,
            )
        )
    extraction = time.perf_counter() - began
    with tempfile.TemporaryDirectory() as tmp, Store.in_folder(Path(tmp)) as store:
        run = store.start_run("2026-10-25T06:00:00+00:00", "2026-10-25")
        for outlet in sorted({a.source_id for a in articles}):
            mine = [a for a in articles if a.source_id == outlet]
            store.save_fetch(run, SourceStatus(outlet, "ok", len(mine)), (), mine)
        stored = store.articles_between(
            "2026-10-19", "2026-10-25", sorted({a.source_id for a in articles})
        )
        began = time.perf_counter()
        stories = build_stories(stored, "2026-10-25")
        stage = time.perf_counter() - began
    claims = sum(len(s.claims) for s in stories)
    ratio = stage / extraction
    print(f"| {len(articles)} articles | seconds | per article |")
    print("| --- | --- | --- |")
    print(
        f"| extraction (decode, body, date, language, quantities, dates) | {extraction:.2f} | {1000 * extraction / len(articles):.1f} ms |"
    )
    print(
        f"| stories stage ({len(stories)} stories, {claims} claims) | {stage:.2f} | {1000 * stage / len(articles):.1f} ms |"
    )
    print(f"| ratio | {ratio:.3f} | target < {TARGET} |")
    if args.check and ratio >= TARGET:
        sys.exit(1)


if __name__ == "__main__":
    main()
