"""The claims gate: claim reading scored on the annotated passages, failing below pinned floors.

64 cases (32 zh, 32 en) an independent writer annotated from ../shared/CLAIMS.md, in
tests/data/claims/. `python bench/eval_claims.py --misses` prints the table and every miss.

The floors pinned here are what the reader reaches today, held so that no change loses
ground; on this corpus they meet the issue's targets (claims with their subjects >= 0.95 F1,
conditions >= 0.90, standing and checks 100% on the cases that test them).

Two more gates hold the first two held-out corpora (tests/data/claims/unseen/ and unseen2/,
16 cases each: 8 zh, 8 en), written fresh from CLAIMS.md without looking at the reader, in
fields the main corpus does not cover. Each was scored as written and then fitted to, so their
floors (pinned at today's scores, rounded down) now guard that work rather than measure
generalisation. The third (tests/data/claims/unseen3/) has no gate on purpose: it has never
been fitted to and is the honest figure (`python bench/eval_claims.py --corpus unseen3`).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from eval_claims import CORPUS, UNSEEN, UNSEEN2, UNSEEN3, evaluate, load_corpus, table  # noqa: E402

FLOORS = {
    "en": {"grouping": 0.96, "claims": 0.95, "conditions": 0.93, "standing": 1.0, "checks": 1.0},
    "zh": {"grouping": 0.96, "claims": 0.96, "conditions": 0.92, "standing": 1.0, "checks": 1.0},
}

# the held-out corpus, pinned at what it scores today (rounded down to 2 decimals)
UNSEEN_FLOORS = {
    "en": {"grouping": 0.97, "claims": 0.97, "conditions": 0.87, "standing": 1.0, "checks": 1.0},
    "zh": {"grouping": 0.91, "claims": 0.85, "conditions": 0.75, "standing": 0.88, "checks": 0.87},
}

# the second held-out corpus, fitted to in its own round: pinned the same way
UNSEEN2_FLOORS = {
    "en": {"grouping": 1.0, "claims": 1.0, "conditions": 0.85, "standing": 1.0, "checks": 1.0},
    "zh": {"grouping": 0.97, "claims": 0.97, "conditions": 0.88, "standing": 1.0, "checks": 1.0},
}


@pytest.fixture(scope="module")
def scores():
    return evaluate(load_corpus())


@pytest.fixture(scope="module")
def unseen_scores():
    return evaluate(load_corpus(UNSEEN))


@pytest.fixture(scope="module")
def unseen2_scores():
    return evaluate(load_corpus(UNSEEN2))


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
def test_unseen_floors(unseen_scores, language: str) -> None:
    score = unseen_scores[language]
    measured = _measured(score)
    below = {k: round(v, 3) for k, v in measured.items() if v < UNSEEN_FLOORS[language][k]}
    assert not below, (
        f"unseen {language} below its floors: {below}\n{table(unseen_scores, 'unseen')}\n"
        + "\n".join(score.misses)
    )


@pytest.mark.parametrize("language", ["zh", "en"])
def test_unseen2_floors(unseen2_scores, language: str) -> None:
    unseen2 = unseen2_scores
    measured = _measured(unseen2[language])
    below = {k: round(v, 3) for k, v in measured.items() if v < UNSEEN2_FLOORS[language][k]}
    assert not below, (
        f"unseen2 {language} below its floors: {below}\n{table(unseen2, 'unseen2')}\n"
        + "\n".join(unseen2[language].misses)
    )


def test_the_never_fitted_corpus_is_apart_from_every_other_and_has_no_floor() -> None:
    """unseen3 is scored, never gated: a floor would invite fitting to it."""
    others = {c.id for path in (CORPUS, UNSEEN, UNSEEN2) for c in load_corpus(path)}
    held_out = load_corpus(UNSEEN3)
    assert len(held_out) == 16 and not others & {c.id for c in held_out}
