"""Page dates side by side: the project's against bare htmldate, on the same pages, in one run.

    python bench/dates.py [--misses] [--set NAME]

For each page set (an index.yaml listing `file`, `url`, `published` — the true day or null —
and optionally `content_type` and `fetched`, the fetch day) it prints the number of pages and
precision, recall and F1 of the project's page date (`extract_html`, or `extract_markdown` for
a .md file, given the fetch day) and of bare `htmldate.find_date(html, url=…,
extensive_search=True, original_date=True, min_date=1995-01-01, max_date=fetch day)`.
Scored as htmldate's own evaluation scores: a page with a true date and a right answer is a
true positive, a wrong answer a false positive and a false negative, no answer a false
negative; a page without a true date and an answer is a false positive. `--misses` lists every
page either gets wrong. tests/extractors/test_page_dates.py fails below the floors it pins.
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import htmldate
import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pipeline.extractors import extract_html, extract_markdown  # noqa: E402
from pipeline.extractors.text import decode  # noqa: E402

DATA = ROOT / "tests" / "data"
# Each set and the fetch day of its pages where the index does not give one per page.
SETS = {
    "pages": (DATA / "pages", dt.date(2026, 10, 25)),
    "cases": (DATA / "pages" / "dates", dt.date(2026, 10, 25)),
    "datepages": (DATA / "datepages", dt.date(2026, 12, 1)),
}


@dataclass(frozen=True)
class Page:
    id: str
    file: str
    body: bytes
    url: str | None
    content_type: str
    fetched: dt.date
    truth: str | None
    language: str


@dataclass(frozen=True)
class Answer:
    page: Page
    ours: str | None
    theirs: str | None


@dataclass(frozen=True)
class Score:
    tp: int
    fp: int
    fn: int

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


def load_set(name: str) -> list[Page]:
    """The pages of a set; empty when the set is not there."""
    folder, default_fetch = SETS[name]
    index = folder / "index.yaml"
    if not index.is_file():
        return []
    pages = []
    for n, item in enumerate(yaml.safe_load(index.read_text(encoding="utf-8"))):
        truth = item.get("published")
        pages.append(
            Page(
                id=str(item.get("id") or item["file"] or n),
                file=item["file"],
                body=(folder / item["file"]).read_bytes(),
                url=item.get("url"),
                content_type=item.get("content_type") or "",
                fetched=_day(item.get("fetched")) or default_fetch,
                truth=str(_day(truth)) if truth else None,
                language=str(item.get("language") or ""),
            )
        )
    return pages


def _day(value: object) -> dt.date | None:
    if isinstance(value, dt.date):
        return value
    return dt.date.fromisoformat(str(value)[:10]) if value else None


def ours(page: Page) -> str | None:
    read = extract_markdown if page.file.endswith(".md") else extract_html
    try:
        doc = read(page.body, url=page.url, content_type=page.content_type, today=page.fetched)
    except Exception:  # noqa: BLE001 - a refused page has no date
        return None
    return doc.published


def theirs(page: Page) -> str | None:
    try:
        return htmldate.find_date(
            decode(page.body, page.content_type),
            url=page.url,
            extensive_search=True,
            original_date=True,
            outputformat="%Y-%m-%d",
            min_date="1995-01-01",
            max_date=dt.datetime.combine(page.fetched, dt.time.max),
        )
    except Exception:  # noqa: BLE001 - bare htmldate, as a user would call it
        return None


def answer(pages: Iterable[Page]) -> list[Answer]:
    return [Answer(page, ours(page), theirs(page)) for page in pages]


def score(truths_and_answers: Iterable[tuple[str | None, str | None]]) -> Score:
    tp = fp = fn = 0
    for truth, found in truths_and_answers:
        if truth is None:
            fp += found is not None
        elif found == truth:
            tp += 1
        elif found is None:
            fn += 1
        else:
            fp, fn = fp + 1, fn + 1
    return Score(tp, fp, fn)


def scores(answers: list[Answer]) -> tuple[Score, Score]:
    """The project's score and htmldate's."""
    return (
        score((a.page.truth, a.ours) for a in answers),
        score((a.page.truth, a.theirs) for a in answers),
    )


def misses(answers: list[Answer]) -> list[str]:
    """One line for each page the project or htmldate gets wrong."""
    lines = []
    for a in answers:
        if a.ours != a.page.truth or a.theirs != a.page.truth:
            mark = "project WRONG" if a.ours != a.page.truth else "htmldate wrong"
            lines.append(
                f"{mark:14} {a.page.id}: true {a.page.truth}, project {a.ours}, htmldate {a.theirs}"
                f" ({a.page.url})"
            )
    return lines


def row(name: str, pages: int, s: Score) -> str:
    return f"{name:10} {pages:5}  {s.precision:6.3f} {s.recall:6.3f} {s.f1:6.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--misses", action="store_true", help="list every page either misses")
    parser.add_argument("--set", choices=sorted(SETS), help="one set only")
    args = parser.parse_args()
    print(f"{'set':10} {'pages':>5}  {'P':>6} {'R':>6} {'F1':>6}   (project / htmldate)")
    for name in [args.set] if args.set else list(SETS):
        pages = load_set(name)
        if not pages:
            print(f"{name:10} (not there)")
            continue
        answers = answer(pages)
        project, bare = scores(answers)
        zh = [a for a in answers if a.page.language.startswith("zh")]
        print(row(name, len(pages), project) + "   project")
        print(row("", len(pages), bare) + "   htmldate")
        if zh and len(zh) < len(answers):
            zh_project, zh_bare = scores(zh)
            print(row("  zh", len(zh), zh_project) + "   project")
            print(row("", len(zh), zh_bare) + "   htmldate")
        if args.misses:
            for line in misses(answers):
                print("   " + line)


if __name__ == "__main__":
    main()
