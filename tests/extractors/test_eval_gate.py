"""The evaluation gate: extraction scored on the annotated corpus, failing below pinned floors.

In the manner of trafilatura's eval gate. `python bench/eval_extraction.py --misses`
prints the full table and every miss.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from eval_extraction import evaluate, load_corpus, table  # noqa: E402

FLOORS = {"quantities_f1": 0.97, "dates_f1": 0.97, "units": 0.99, "language": 1.0}


@pytest.fixture(scope="module")
def scores():
    return evaluate(load_corpus())


def test_the_corpus_is_big_enough_in_both_languages() -> None:
    items = load_corpus()
    by_language = {lang: sum(1 for i in items if i.language == lang) for lang in ("zh", "en")}
    assert len(items) >= 150 and by_language["zh"] >= 80 and by_language["en"] >= 60, by_language
    assert len({i.id for i in items}) == len(items)
    for item in items:
        for gold in item.quantities + item.dates:
            assert gold["text"] in item.text, (item.id, gold["text"])


@pytest.mark.parametrize("language", ["zh", "en"])
def test_floors(scores, language: str) -> None:
    score = scores[language]
    measured = {
        "quantities_f1": score.quantities.f1,
        "dates_f1": score.dates.f1,
        "units": score.units,
        "language": score.language,
    }
    below = {k: round(v, 3) for k, v in measured.items() if v < FLOORS[k]}
    assert not below, f"{language} below its floors: {below}\n{table(scores)}\n" + "\n".join(
        score.misses[:40]
    )
