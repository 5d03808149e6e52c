"""Chinese conditions: which set-ups a Chinese source's claims hold under.

Real passages in the style of the sources, through the real extractor.
"""

from __future__ import annotations

from pipeline.i18n import default_glossary
from pipeline.records import Claim
from pipeline.stories import story_claims

from .conftest import make_article

GLOSSARY = default_glossary()


def with_figure(claims, text: str) -> Claim:
    return next(c for c in claims if any(f.text == text for f in c.figures))


def test_the_terms_of_the_prices_above_are_not_a_subsidys_on_top_of_them() -> None:
    notice = make_article(
        "即日起，青禾 S5 长续航版起售价由 19.98 万元下调至 17.98 万元，直降 2 万元。\n\n"
        "以上价格为含补贴后的指导价。老用户增购可额外享受 3000 元置换补贴。",
        owner="qinghe",
        title="青禾 S5 限时购车政策",
    )
    claims = story_claims([notice], GLOSSARY)
    price = with_figure(claims, "17.98 万元")
    assert "含补贴后的指导价" in [c.text for c in price.conditions]
    subsidy = with_figure(claims, "3000 元")
    assert [c.text for c in subsidy.conditions] == ["老用户增购"]
    assert [c.en for c in subsidy.conditions] == ["repeat purchases by existing customers"]
