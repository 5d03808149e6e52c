"""Score extraction against the annotated corpus in tests/data/extraction/.

    python bench/eval_extraction.py            # the score table
    python bench/eval_extraction.py --misses   # and every miss and false hit

The corpus has two parts, scored apart: the texts beside this extractor's rules
(`*.yaml`), and `unseen/*.yaml`, written from EXTRACTION.md alone by someone who
had not read the extractor. A rule fitted to the first part shows up as a gap
between the rows `zh` and `zh (unseen)`.

Quantities match on their numbers (value, or low and high); for the canonical
units (%, x, USD, CNY, EUR, and money per something) the unit must match too.
Dates match on value and precision. The test tests/extractors/test_eval_gate.py
fails below the floors pinned there; this script prints what it scores.
"""

from __future__ import annotations

import argparse
import datetime as dt
import math
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pipeline.extractors import extract_text  # noqa: E402
from pipeline.extractors.language import detect_language  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "extraction"
UNSEEN = "unseen"  # the sub-folder, and the part's name in the table
CANONICAL = ("%", "x", "USD", "CNY", "EUR")


@dataclass(frozen=True)
class Item:
    id: str
    language: str
    published: str
    text: str
    quantities: tuple[dict, ...]
    dates: tuple[dict, ...]
    part: str = ""  # "" for the main corpus, "unseen" for the independently written one

    @property
    def row(self) -> str:
        """The row of the score table: `zh`, `en`, `zh (unseen)`, `en (unseen)`."""
        return f"{self.language} ({self.part})" if self.part else self.language


@dataclass
class Tally:
    tp: int = 0
    fp: int = 0
    fn: int = 0

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


@dataclass
class Score:
    quantities: Tally = field(default_factory=Tally)
    dates: Tally = field(default_factory=Tally)
    units_right: int = 0
    units_total: int = 0
    language_right: int = 0
    items: int = 0
    misses: list[str] = field(default_factory=list)

    @property
    def units(self) -> float:
        return self.units_right / self.units_total if self.units_total else 1.0

    @property
    def language(self) -> float:
        return self.language_right / self.items if self.items else 1.0


def load_corpus(folder: Path = CORPUS) -> list[Item]:
    """Both parts: `folder/*.yaml`, then `folder/unseen/*.yaml` (language from the file name)."""
    items = []
    for part, paths in (("", folder.glob("*.yaml")), (UNSEEN, (folder / UNSEEN).glob("*.yaml"))):
        for path in sorted(paths):
            language = "zh" if path.name.startswith("zh") else "en"
            for raw in yaml.safe_load(path.read_text(encoding="utf-8")):
                items.append(
                    Item(
                        id=raw["id"],
                        language=raw.get("language", language),
                        published=str(raw["published"]),
                        text=raw["text"],
                        quantities=tuple(raw.get("quantities") or ()),
                        dates=tuple(raw.get("dates") or ()),
                        part=part,
                    )
                )
    return items


def _same(a: object, b: object) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return math.isclose(float(a), float(b), rel_tol=1e-9, abs_tol=1e-12)  # type: ignore[arg-type]


def _numbers_match(gold: dict, found: dict) -> bool:
    if gold.get("value") is not None:
        return _same(gold["value"], found.get("value"))
    return (
        found.get("value") is None
        and _same(gold.get("low"), found.get("low"))
        and _same(gold.get("high"), found.get("high"))
    )


def canonical(unit: str | None) -> bool:
    return bool(unit) and unit.split("/")[0] in CANONICAL  # type: ignore[union-attr]


def score_quantities(item: Item, found: Sequence[dict], score: Score) -> None:
    pool = list(found)
    for gold in item.quantities:
        candidates = [f for f in pool if _numbers_match(gold, f)]
        if not candidates:
            if not gold.get("optional"):
                score.quantities.fn += 1
                score.misses.append(f"{item.id}: missed quantity {gold['text']!r}")
            continue
        best = min(
            candidates, key=lambda f: (f.get("unit") != gold.get("unit"), f["text"] != gold["text"])
        )
        pool.remove(best)
        if gold.get("optional"):
            continue
        if canonical(gold.get("unit")) or canonical(best.get("unit")):
            score.units_total += 1
            if best.get("unit") == gold.get("unit"):
                score.units_right += 1
            else:
                score.quantities.fp += 1
                score.quantities.fn += 1
                score.misses.append(
                    f"{item.id}: unit of {gold['text']!r}: {best.get('unit')!r}, expected {gold.get('unit')!r}"
                )
                continue
        score.quantities.tp += 1
    for extra in pool:
        score.quantities.fp += 1
        score.misses.append(f"{item.id}: false quantity {extra['text']!r} = {extra.get('value')}")


def score_dates(item: Item, found: Sequence[dict], score: Score) -> None:
    pool = list(found)
    for gold in item.dates:
        match = next(
            (
                f
                for f in pool
                if f["value"] == str(gold["value"]) and f["precision"] == gold["precision"]
            ),
            None,
        )
        if match is None:
            score.dates.fn += 1
            near = [f"{f['text']}={f['value']}" for f in pool if f["text"] == gold["text"]]
            score.misses.append(
                f"{item.id}: missed date {gold['text']!r} = {gold['value']}"
                + (f" (read as {near[0]})" if near else "")
            )
            continue
        pool.remove(match)
        score.dates.tp += 1
    for extra in pool:
        score.dates.fp += 1
        score.misses.append(f"{item.id}: false date {extra['text']!r} = {extra['value']}")


def evaluate(items: Iterable[Item]) -> dict[str, Score]:
    """Scores per row (language and part), extracting each text as `digest extract -` does."""
    scores: dict[str, Score] = defaultdict(Score)
    for item in items:
        score = scores[item.row]
        doc = extract_text(item.text, published=item.published)
        quantities = [
            {"text": q.text, "value": q.value, "low": q.low, "high": q.high, "unit": q.unit}
            for q in doc.quantities
        ]
        dates = [{"text": d.text, "value": d.value, "precision": d.precision} for d in doc.dates]
        score.items += 1
        if detect_language(item.text) == item.language:
            score.language_right += 1
        else:
            score.misses.append(
                f"{item.id}: language {detect_language(item.text)}, expected {item.language}"
            )
        score_quantities(item, quantities, score)
        score_dates(item, dates, score)
    return dict(scores)


def table(scores: dict[str, Score]) -> str:
    lines = [
        "lang         items | quantities  P      R      F1    | dates  P      R      F1    | units  | language",
    ]
    for row in sorted(scores):
        s = scores[row]
        q, d = s.quantities, s.dates
        lines.append(
            f"{row:<12} {s.items:>5} | {q.tp + q.fn:>5}  {q.precision:.3f}  {q.recall:.3f}  {q.f1:.3f} "
            f"| {d.tp + d.fn:>4}  {d.precision:.3f}  {d.recall:.3f}  {d.f1:.3f} "
            f"| {s.units:.3f}  | {s.language:.3f}"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--misses", action="store_true", help="print every miss and false hit")
    args = parser.parse_args()
    started = dt.datetime.now()
    scores = evaluate(load_corpus())
    print(table(scores))
    if args.misses:
        for row in sorted(scores):
            print(f"\n# {row}: {len(scores[row].misses)} misses")
            print("\n".join(scores[row].misses))
    print(f"\n({(dt.datetime.now() - started).total_seconds():.1f} s)")


if __name__ == "__main__":
    main()
