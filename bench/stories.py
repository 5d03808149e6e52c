"""The stories stage's time on 1,000 stored articles, beside extracting the same articles.

    python bench/stories.py [--articles 1000] [--distinct [REPEATS]] [--check]

The articles are the framed test pages and the demo's pages (Chinese and English, with
their figures), each published by one of 40 outlets on one of 7 days, so that about
seven outlets cover each page's story as in a real week. Each copy carries its outlet's
one-line sign-off (no figures) at the end of the article body, so no two copies share a
text and no cache keyed on a whole text can make a copy free. They are extracted (timed),
saved in a real SQLite store, read back, and the stories stage — grouping, claims,
standing, checks, timeline, open questions — runs on them (timed). Target: the stories
stage takes under a tenth of the extraction time. `--check` exits 1 when it does not.

The copies share every sentence but the sign-off, so a cache keyed on a sentence or a
passage reads each page's sentences once and makes the other copies cheap. `--distinct`
says what that buys: it also times each distinct page once (a week in which no two
articles share a sentence), the whole set REPEATS times with every cache of the stage
cleared before each repeat, and prints that ratio too (`--check` then takes the worse).
The glossary is loaded before either timing, as the configuration both runs share.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gc
import hashlib
import re
import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pipeline.extractors import extract_html, extract_markdown  # noqa: E402
from pipeline.i18n import default_glossary  # noqa: E402
from pipeline.records import Article, SourceStatus, Story  # noqa: E402
from pipeline.store import Store  # noqa: E402
from pipeline.stories import build_stories, conditions  # noqa: E402

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


def _letters(n: int) -> str:
    """`n` spelled in small letters (0 → 'a', 26 → 'ba'): a distinct tag without figures."""
    out = ""
    while True:
        out = chr(ord("a") + n % 26) + out
        n //= 26
        if not n:
            return out


def _sign_off(language: str, i: int) -> str:
    """Copy `i`'s outlet line, in the page's language: no figures, and no capitalised or
    mixed-case word that grouping would take for a name and join stories by."""
    outlet, copy = _letters(i % 40), _letters(i)
    if language == "zh":
        return f"本文经授权转载，来源 outlet {outlet}，编号 {copy}。"
    return f"Republished with permission by outlet {outlet}, reference {copy}."


# The encodings of the test pages; a sign-off is written in the one its page decodes by.
_ENCODINGS = ("utf-8", "gb18030", "big5", "latin-1")


def sign_off_points(source: list[tuple[str, bytes, str]]) -> list[tuple[int, str, str]]:
    """Where each page takes its sign-off so that it reaches the extracted text (after the
    last body paragraph that extraction keeps), the page's language and the encoding the
    line is written in. Worked out once per page, before the timing."""
    points = []
    for url, body, kind in source:
        read = extract_markdown if kind == "markdown" else extract_html
        language = read(body, url=url, published="2026-10-19").language
        probe = _sign_off(language, 0)
        if kind == "markdown":
            ends = [len(body.rstrip())]
        else:
            ends = [m.end() for m in re.finditer(rb"</p>", body, re.I)][::-1]
        found = next(
            (
                (end, language, encoding)
                for end in ends
                for encoding in _ENCODINGS
                if _encodes(probe, encoding)
                and probe
                in read(
                    signed(body, kind, end, probe, encoding), url=url, published="2026-10-19"
                ).text
            ),
            None,
        )
        if found is None:
            raise SystemExit(f"no place in {url} takes a sign-off that extraction keeps")
        points.append(found)
    return points


def _encodes(line: str, encoding: str) -> bool:
    try:
        line.encode(encoding)
    except UnicodeEncodeError:
        return False
    return True


def signed(body: bytes, kind: str, point: int, line: str, encoding: str) -> bytes:
    """`body` with `line` added at `point` as its own paragraph."""
    block = f"\n\n{line}\n" if kind == "markdown" else f"<p>{line}</p>"
    return body[:point] + block.encode(encoding) + body[point:]


def extract(source: list[tuple[str, bytes, str]], bodies: list[bytes]) -> list[Article]:
    """Copy `i` of page `i % len(source)`, extracted and published by outlet `i % 40` on day
    `i % 7` of the week."""
    start = dt.date(2026, 10, 19)
    articles: list[Article] = []
    for i, body in enumerate(bodies):
        url, _, kind = source[i % len(source)]
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
    return articles


def stage(articles: list[Article]) -> tuple[tuple[Story, ...], float]:
    """The stories stage on `articles` as saved in and read back from a real store, timed."""
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
        return stories, time.perf_counter() - began


def clear_caches() -> None:
    """Forget everything the stories stage has cached (its functions' caches, the article in
    hand, the glossary's measures), so that the next run reads every sentence afresh. The
    glossary itself stays loaded: it is the configuration, not a page's reading."""
    for name, module in list(sys.modules.items()):
        if name.startswith("pipeline.stories"):
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()
    conditions._MEMO.clear()
    default_glossary().cache.clear()


def table(label: str, articles: int, extraction: float, seconds: float, stories: tuple) -> float:
    """Print one timing table; return the ratio of the stage to extraction."""
    claims = sum(len(s.claims) for s in stories)
    ratio = seconds / extraction
    print(f"| {label} | seconds | per article |")
    print("| --- | --- | --- |")
    print(
        f"| extraction (decode, body, date, language, quantities, dates) | {extraction:.2f} | {1000 * extraction / articles:.1f} ms |"
    )
    print(
        f"| stories stage ({len(stories)} stories, {claims} claims) | {seconds:.2f} | {1000 * seconds / articles:.1f} ms |"
    )
    print(f"| ratio | {ratio:.3f} | target < {TARGET} |")
    return ratio


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--articles", type=int, default=1000)
    parser.add_argument("--check", action="store_true")
    parser.add_argument(
        "--distinct",
        type=int,
        nargs="?",
        const=5,
        default=0,
        metavar="REPEATS",
        help="also time each distinct page once, REPEATS times (default 5), caches cleared",
    )
    args = parser.parse_args()
    source = pages()
    points = sign_off_points(source)
    bodies = []
    for i in range(args.articles):
        _, body, kind = source[i % len(source)]
        point, language, encoding = points[i % len(source)]
        bodies.append(signed(body, kind, point, _sign_off(language, i), encoding))
    default_glossary()  # loaded once for both runs (the stage loads it when it is not)
    began = time.perf_counter()
    articles = extract(source, bodies)
    extraction = time.perf_counter() - began
    stories, seconds = stage(articles)
    ratio = table(f"{len(articles)} articles", len(articles), extraction, seconds, stories)
    if args.distinct:
        # each page once, as a week of distinct articles would be: no sentence read twice
        distinct = bodies[: len(source)]
        del articles, stories, bodies  # the first run's heap is not this run's to carry
        extraction = seconds = 0.0
        for _ in range(args.distinct):
            clear_caches()
            gc.collect()
            began = time.perf_counter()
            articles = extract(source, distinct)
            extraction += time.perf_counter() - began
            stories, took = stage(articles)
            seconds += took
        print()
        label = f"{len(distinct)} distinct pages × {args.distinct}"
        ratio = max(
            ratio, table(label, len(distinct) * args.distinct, extraction, seconds, stories)
        )
    if args.check and ratio >= TARGET:
        sys.exit(1)


if __name__ == "__main__":
    main()
