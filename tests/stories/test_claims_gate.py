"""The claims gate: claim reading scored on the annotated passages, failing below pinned floors.

64 cases (32 zh, 32 en) an independent writer annotated from ../shared/CLAIMS.md, in
tests/data/claims/. `python bench/eval_claims.py --misses` prints the table and every miss.

The floors pinned here are what the reader reaches today, held so that no change loses
ground; on this corpus they meet the issue's targets (claims with their subjects >= 0.95 F1,
conditions >= 0.90, standing and checks 100% on the cases that test them).

Three more gates hold the first three held-out corpora (tests/data/claims/unseen/, unseen2/
and unseen3/, 16 cases each: 8 zh, 8 en), written fresh from CLAIMS.md without looking at the
reader, in fields the main corpus does not cover. Each was scored as written and then fitted
to, so their floors (pinned at today's scores, rounded down) now guard that work rather than
measure generalisation. The fourth (unseen4/, written while the third was in use as a training
set) has no gate on purpose: a corpus that has never been fitted to is the honest figure
(`python bench/eval_claims.py --corpus unseen4`); nor has the sixth (unseen6/, written fresh
without sight of the reader or of unseen4/unseen5: `python bench/eval_claims.py --corpus
unseen6`), nor the seventh (unseen7/, written the same way while unseen6's misses were fitted
to), nor the eighth (unseen8/, written while unseen7's were), nor the ninth (unseen9/, written while
unseen8's were), nor the tenth (unseen10/, written while unseen9's were). The fifth (unseen5/) was scored as written, then fitted to in its own round; a
fourth held-out gate now pins it like the first three.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from eval_claims import (  # noqa: E402
    CORPUS,
    UNSEEN,
    UNSEEN2,
    UNSEEN3,
    UNSEEN4,
    UNSEEN5,
    UNSEEN6,
    UNSEEN7,
    UNSEEN8,
    UNSEEN9,
    UNSEEN10,
    evaluate,
    load_corpus,
    table,
)

FLOORS = {
    "en": {"grouping": 0.996, "claims": 0.996, "conditions": 0.96, "standing": 1.0, "checks": 1.0},
    "zh": {"grouping": 0.992, "claims": 0.992, "conditions": 0.954, "standing": 1.0, "checks": 1.0},
}

# the held-out corpora, each fitted to in its own round: pinned at what they score today
# (rounded down to 3 decimals)
HELD_OUT_FLOORS = {
    UNSEEN: {
        "en": {
            "grouping": 0.97,
            "claims": 0.97,
            "conditions": 0.9,
            "standing": 1.0,
            "checks": 1.0,
        },
        "zh": {
            "grouping": 0.911,
            "claims": 0.852,
            "conditions": 0.791,
            "standing": 0.882,
            "checks": 0.875,
        },
    },
    UNSEEN2: {
        "en": {"grouping": 1.0, "claims": 1.0, "conditions": 0.872, "standing": 1.0, "checks": 1.0},
        "zh": {
            "grouping": 0.973,
            "claims": 0.973,
            "conditions": 0.921,
            "standing": 1.0,
            "checks": 1.0,
        },
    },
    UNSEEN3: {
        "en": {
            "grouping": 0.933,
            "claims": 0.777,
            "conditions": 0.808,
            "standing": 0.904,
            "checks": 0.875,
        },
        "zh": {
            "grouping": 0.986,
            "claims": 0.959,
            "conditions": 0.817,
            "standing": 1.0,
            "checks": 1.0,
        },
    },
    # fitted to in the round after unseen4 scored the round before it: far below the others
    UNSEEN5: {
        "en": {
            "grouping": 0.848,
            "claims": 0.821,
            "conditions": 0.536,
            "standing": 0.555,
            "checks": 1.0,
        },
        "zh": {
            "grouping": 0.705,
            "claims": 0.675,
            "conditions": 0.601,
            "standing": 0.636,
            "checks": 0.875,
        },
    },
}


@pytest.fixture(scope="module")
def scores():
    return evaluate(load_corpus())


@pytest.fixture(scope="module")
def held_out_scores():
    return {path: evaluate(load_corpus(path)) for path in HELD_OUT_FLOORS}


def test_the_corpus_covers_both_languages_and_what_claims_must_handle() -> None:
    cases = load_corpus()
    by_language = {lang: sum(1 for c in cases if c.language == lang) for lang in ("zh", "en")}
    assert by_language["zh"] >= 30 and by_language["en"] >= 30, by_language
    tags = {t for c in cases for t in c.tags}
    assert {
        "same-owner-conflict",
        "cross-language",
        "baseline-earlier-sentence",
        "wrong-percentage",
        "no-spurious-check",
        "table",
        "attribution",
        "not-claims",
    } <= tags


def _measured(score) -> dict[str, float]:
    return {
        "grouping": score.grouping.f1,
        "claims": score.claims.f1,
        "conditions": score.conditions.f1,
        "standing": score.standing.value,
        "checks": score.checks.value,
    }


@pytest.mark.parametrize("language", ["zh", "en"])
def test_floors(scores, language: str) -> None:
    score = scores[language]
    measured = _measured(score)
    below = {k: round(v, 3) for k, v in measured.items() if v < FLOORS[language][k]}
    assert not below, f"{language} below its floors: {below}\n{table(scores)}\n" + "\n".join(
        score.misses
    )


def test_the_held_out_corpus_stands_apart_from_the_main_one() -> None:
    main = {c.id for c in load_corpus(CORPUS)}
    unseen = load_corpus(UNSEEN)
    by_language = {lang: sum(1 for c in unseen if c.language == lang) for lang in ("zh", "en")}
    assert by_language == {"zh": 8, "en": 8}, by_language
    assert not main & {c.id for c in unseen}
    assert all("unseen" in c.id for c in unseen) and not any("unseen" in i for i in main)


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("path", list(HELD_OUT_FLOORS), ids=lambda p: p.name)
def test_held_out_floors(held_out_scores, path: Path, language: str) -> None:
    scores = held_out_scores[path]
    measured = _measured(scores[language])
    floors = HELD_OUT_FLOORS[path][language]
    below = {k: round(v, 3) for k, v in measured.items() if v < floors[k]}
    assert not below, (
        f"{path.name} {language} below its floors: {below}\n{table(scores, path.name)}\n"
        + "\n".join(scores[language].misses)
    )


def test_the_third_held_out_corpus_is_apart_from_every_other() -> None:
    others = {c.id for path in (CORPUS, UNSEEN, UNSEEN2) for c in load_corpus(path)}
    held_out = load_corpus(UNSEEN3)
    assert len(held_out) == 16 and not others & {c.id for c in held_out}


# The held-out sets no floor pins, each with the sets written before it: unseen4 scores the
# work fitted to unseen3 and to unseen5, unseen6 a later round, unseen7 the round fitted to
# unseen6, unseen8 the round fitted to unseen7, unseen9 the round fitted to unseen8, unseen10
# the round fitted to unseen9. A floor would invite fitting to them.
UNGATED = (
    (UNSEEN4, "unseen4", (CORPUS, UNSEEN, UNSEEN2, UNSEEN3)),
    (UNSEEN6, "unseen6", (CORPUS, UNSEEN, UNSEEN2, UNSEEN3, UNSEEN4, UNSEEN5)),
    (UNSEEN7, "unseen7", (CORPUS, UNSEEN, UNSEEN2, UNSEEN3, UNSEEN4, UNSEEN5, UNSEEN6)),
    (
        UNSEEN8,
        "unseen8",
        (CORPUS, UNSEEN, UNSEEN2, UNSEEN3, UNSEEN4, UNSEEN5, UNSEEN6, UNSEEN7),
    ),
    (
        UNSEEN9,
        "unseen9",
        (CORPUS, UNSEEN, UNSEEN2, UNSEEN3, UNSEEN4, UNSEEN5, UNSEEN6, UNSEEN7, UNSEEN8),
    ),
    (
        UNSEEN10,
        "unseen10",
        (CORPUS, UNSEEN, UNSEEN2, UNSEEN3, UNSEEN4, UNSEEN5, UNSEEN6, UNSEEN7, UNSEEN8, UNSEEN9),
    ),
)


@pytest.mark.parametrize(("path", "name", "before"), UNGATED, ids=[u[1] for u in UNGATED])
def test_an_ungated_held_out_corpus_is_apart_from_every_other_and_has_no_floor(
    path: Path, name: str, before: tuple[Path, ...]
) -> None:
    assert path not in HELD_OUT_FLOORS
    others = {c.id for corpus in before for c in load_corpus(corpus)}
    held_out = load_corpus(path)
    by_language = {lang: sum(1 for c in held_out if c.language == lang) for lang in ("zh", "en")}
    assert by_language == {"zh": 8, "en": 8}, by_language
    assert not others & {c.id for c in held_out}
    assert all(name in c.id for c in held_out)
