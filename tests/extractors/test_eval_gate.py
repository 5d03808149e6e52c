"""The evaluation gate: extraction scored on the annotated corpus, failing below pinned floors.

In the manner of trafilatura's eval gate. `python bench/eval_extraction.py --misses`
prints the full table and every miss. The part written by someone who had not read the
extractor (tests/data/extraction/unseen/) is scored in rows of its own and held to the
same floors, with quantities and dates pinned higher, so that rules fitted to the main
corpus cannot hide behind it.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from eval_extraction import evaluate, load_corpus, table  # noqa: E402

FLOORS = {"quantities_f1": 0.97, "dates_f1": 0.97, "units": 0.99, "language": 1.0}
UNSEEN_FLOORS = FLOORS | {"quantities_f1": 0.98, "dates_f1": 0.98}


@pytest.fixture(scope="module")
def scores():
    return evaluate(load_corpus())


def test_the_corpus_is_big_enough_in_both_languages() -> None:
    items = load_corpus()
    main = [i for i in items if not i.part]
    by_language = {lang: sum(1 for i in main if i.language == lang) for lang in ("zh", "en")}
    assert len(main) >= 150 and by_language["zh"] >= 80 and by_language["en"] >= 60, by_language
    assert len({i.id for i in items}) == len(items)
    for item in items:
        for gold in item.quantities + item.dates:
            assert gold["text"] in item.text, (item.id, gold["text"])


def test_the_unseen_part_is_there_in_both_languages() -> None:
    unseen = [i for i in load_corpus() if i.part == "unseen"]
    by_language = {lang: sum(1 for i in unseen if i.language == lang) for lang in ("zh", "en")}
    assert by_language["zh"] >= 60 and by_language["en"] >= 60, by_language


@pytest.mark.parametrize(
    ("row", "floors"),
    [
        ("zh", FLOORS),
        ("en", FLOORS),
        ("zh (unseen)", UNSEEN_FLOORS),
        ("en (unseen)", UNSEEN_FLOORS),
    ],
)
def test_floors(scores, row: str, floors: dict[str, float]) -> None:
    score = scores[row]
    measured = {
        "quantities_f1": score.quantities.f1,
        "dates_f1": score.dates.f1,
        "units": score.units,
        "language": score.language,
    }
    below = {k: round(v, 3) for k, v in measured.items() if v < floors[k]}
    assert not below, f"{row} below its floors: {below}\n{table(scores)}\n" + "\n".join(
        score.misses[:40]
    )
