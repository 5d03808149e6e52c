"""Prose: the digest's sentences from claims, in each language."""

from __future__ import annotations

from pipeline.i18n import default_glossary
from pipeline.prose import headline_claim
from pipeline.stories import story_claims

from .stories.conftest import make_article

GLOSSARY = default_glossary()


def _claim(text: str):
    [claim] = [
        c for c in story_claims([make_article(text, owner="kestrel")], GLOSSARY) if c.figures
    ]
    return claim


def test_a_price_cut_is_headlined_as_a_fall() -> None:
    words = headline_claim(
        _claim("Kestrel Cloud cut the H200 on-demand price from $3.89 to $2.69 per GPU-hour."),
        GLOSSARY,
    )
    assert "down from $3.89" in words["en"] and "up from" not in words["en"]
    assert "降至" in words["zh"] and "提升至" not in words["zh"]


def test_a_rise_is_headlined_as_a_rise() -> None:
    words = headline_claim(
        _claim("Kestrel Cloud raised decode throughput from 141K to 440K tokens/s."), GLOSSARY
    )
    assert "up from 141K" in words["en"] and "提升至" in words["zh"]
