"""Passages: the cue check that spares most sentences a regex search finds what the search does."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

import pipeline.stories.claims as claims
import pipeline.stories.conditions as conditions
import pipeline.stories.events as events
import pipeline.stories.grouping as grouping
import pipeline.stories.open as open_questions
from pipeline.stories.passages import Cued

CORPUS = Path(__file__).resolve().parent.parent / "data" / "claims"


def _cued_patterns() -> list[Cued]:
    """Every pattern the stories stage looks for its words first, wherever it keeps one."""
    found: list[Cued] = []
    for module in (claims, conditions, events, grouping, open_questions):
        for value in vars(module).values():
            items = value if isinstance(value, (list, tuple)) else [value]
            for item in items:
                if isinstance(item, tuple):
                    item = next((x for x in item if isinstance(x, Cued)), None)
                if isinstance(item, Cued):
                    found.append(item)
    return found


def _lines() -> list[str]:
    """The sentences of the annotated corpora, in both languages, as sources write them."""
    out = []
    for path in sorted(CORPUS.glob("*.yaml")) + sorted(CORPUS.glob("unseen*/*.yaml")):
        for case in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
            if not isinstance(case, dict):
                continue
            for source in case.get("sources", ()):
                body = source.get("text") or source.get("markdown") or source.get("html") or ""
                out.extend(line for line in re.split(r"\n+|(?<=[.。!?！？])\s*", body) if line)
    return out


CUED = _cued_patterns()
LINES = _lines()


def test_the_stage_looks_for_the_words_of_many_patterns_first() -> None:
    assert len(CUED) > 50
    assert sum(c.cues is not None for c in CUED) > 40


@pytest.mark.parametrize("chunk", range(4))
def test_a_cued_search_finds_exactly_what_the_plain_search_finds(chunk: int) -> None:
    lines = LINES[chunk::4]
    wrong = [
        (c.pattern.pattern[:60], line[:60])
        for c in CUED
        for line in lines
        if bool(c.search(line)) != bool(c.pattern.search(line))
    ]
    assert not wrong, wrong[:10]


def test_a_case_blind_pattern_s_words_are_found_in_any_case() -> None:
    cued = Cued(re.compile(r"\bload[- ]factor\b", re.I))
    assert cued.cues == frozenset({"factor"})  # the part every match holds, in small letters
    assert cued.search("Group LOAD FACTOR was 86.1%")
    assert not cued.search("Passenger numbers rose 7.4%")


def test_a_pattern_it_cannot_read_is_searched_as_it_is() -> None:
    cued = Cued(re.compile(r"(?i:abc)|x"))
    assert cued.cues is None
    assert cued.search("ABC")


def test_a_table_written_row_under_row_is_read_row_by_row() -> None:
    from pipeline.stories.passages import sections

    text = (
        "Kestrel Cloud price list\n\n"
        "| GPU | Until Nov 17 | From Nov 18 |\n|---|---|---|\n| H200 | $3.89 | $2.69 |\n"
        "| B200 | $5.99 | $4.49 |"
    )
    rows = [s for section in sections(text) for s in section.sentences if s.kind == "row"]
    assert [r.text for r in rows] == [
        "| GPU | Until Nov 17 | From Nov 18 |",
        "| H200 | $3.89 | $2.69 |",
        "| B200 | $5.99 | $4.49 |",
    ]
    assert all(text[r.start : r.end] == r.text and len(r.cells) == 3 for r in rows)
