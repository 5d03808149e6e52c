"""Extraction speed: our whole extraction against bare trafilatura, in one process.

    python bench/extract.py [--rounds 5]

Runs, on the same pages (the demo web and tests/data/pages), `trafilatura.extract`
with its defaults and our whole `extract_html` (decoding, body, headline,
publication date, language, quantities, dates), and prints pages per second for
each and their ratio (target ≥ 0.7). Then quantity+date extraction alone on the
annotated corpus texts, in characters per second.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import trafilatura
import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pipeline.extractors import extract_html, extract_text  # noqa: E402
from pipeline.extractors.text import decode  # noqa: E402


def pages() -> list[tuple[bytes, str]]:
    found = [
        (p.read_bytes(), "text/html")
        for p in sorted((ROOT / "pipeline" / "demo" / "site").rglob("*.html"))
    ]
    index = ROOT / "tests" / "data" / "pages" / "index.yaml"
    if index.is_file():
        for item in yaml.safe_load(index.read_text(encoding="utf-8")):
            if item["file"].endswith(".html"):
                body = (index.parent / item["file"]).read_bytes()
                found.append((body, item.get("content_type") or "text/html"))
    return found


def rates(funcs, items, rounds: int) -> list[float]:
    """Pages per second of each function, best of `rounds`, the functions taking turns
    so that a slow moment of the machine does not fall on one of them only."""
    for func in funcs:
        func(items[0])  # warm caches and lazy imports outside the timing
    best = [float("inf")] * len(funcs)
    for _ in range(rounds):
        for index, func in enumerate(funcs):
            started = time.perf_counter()
            for item in items:
                func(item)
            best[index] = min(best[index], time.perf_counter() - started)
    return [len(items) / seconds for seconds in best]


def bare(item: tuple[bytes, str]) -> None:
    trafilatura.extract(decode(*item))


def ours(item: tuple[bytes, str]) -> None:
    try:
        extract_html(item[0], content_type=item[1], published="2026-10-25")
    except Exception:  # noqa: BLE001 - a refused page still costs its time
        pass


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    items = pages()
    size = sum(len(body) for body, _ in items)
    bare_rate, our_rate = rates([bare, ours], items, args.rounds)
    print(f"pages: {len(items)} ({size / 1e6:.1f} MB), best of {args.rounds} rounds")
    print(f"bare trafilatura.extract     {bare_rate:8.1f} pages/s")
    print(f"news-digest whole extraction {our_rate:8.1f} pages/s")
    print(f"ratio                        {our_rate / bare_rate:8.2f}  (target >= 0.70)")
    texts = []
    for path in sorted((ROOT / "tests" / "data" / "extraction").glob("*.yaml")):
        texts += [item["text"] for item in yaml.safe_load(path.read_text(encoding="utf-8"))]
    if texts:
        chars = sum(len(t) for t in texts)
        [text_rate] = rates(
            [lambda t: extract_text(t, published="2026-10-25", language="en")], texts, args.rounds
        )
        print(
            f"quantities+dates alone       {text_rate * chars / len(texts) / 1e3:8.1f} K chars/s "
            f"({len(texts)} texts)"
        )


if __name__ == "__main__":
    main()
