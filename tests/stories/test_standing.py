"""Standing: one claim across sources, and the values that dispute it (../shared/CLAIMS.md).

The articles go through the real extractor and the whole stories stage.
"""

from __future__ import annotations

from pipeline.i18n import default_glossary
from pipeline.records import Claim
from pipeline.stories import story_claims

from .conftest import make_article

GLOSSARY = default_glossary()


def claims_of(*articles) -> tuple[Claim, ...]:
    return story_claims(list(articles), GLOSSARY)


def with_figure(claims, text: str) -> Claim:
    return next(c for c in claims if any(f.text == text for f in c.figures))


def test_a_rerun_below_the_vendors_figure_conflicts_with_it_though_it_names_it_short() -> None:
    """The lab writes `Ironbark H200` for the `Ironbark H200 Octo` it rented, and sets its
    value against Ironbark's own: the two values are one claim's, in dispute."""
    vendor = make_article(
        "We benchmarked our Marlow H100 Quad instances with a 70B dense model in FP8 at 128 "
        "concurrent requests. Output throughput reached 2,480 tokens/s per GPU.",
        owner="marlow",
        published="2026-09-01",
    )
    lab = make_article(
        "Marlow H100 throughput, re-measured\n\n"
        "We rented a Marlow H100 Quad instance and ran the configuration Marlow published: a "
        "70B dense model in FP8, 128 concurrent requests. We measured 2,110 tokens/s per GPU, "
        "15% below Marlow's 2,480.",
        owner="kestle",
        published="2026-09-15",
    )
    claims = claims_of(vendor, lab)
    theirs, ours = with_figure(claims, "2,480 tokens/s"), with_figure(claims, "2,110 tokens/s")
    assert theirs.status == ours.status == "conflicting"
    assert [c.figures for c in theirs.conflicts] == ["2,110 tokens/s, 15%"]


def test_two_trackers_counts_for_one_vendor_conflict_whatever_else_they_give() -> None:
    """One gives the count with its share, the other the bare count in a ranking: the counts
    are the same claim's, and they differ."""
    first = make_article(
        "Smartphone shipments, Q2: Orvik takes the lead\n\n"
        "Global smartphone shipments grew 3% year on year to 38.2 million units in the second "
        "quarter, according to Brightline's preliminary data. Orvik shipped 12.6 million units "
        "for a 33% share, overtaking Velmar.",
        owner="brightline",
        published="2026-07-10",
    )
    second = make_article(
        "Q2 smartphone tracker: Velmar holds on\n\n"
        "Our channel checks put global smartphone shipments at 37.5 million units in the second "
        "quarter. Velmar remained the largest vendor with 12.9 million units, a 34% share, just "
        "ahead of Orvik at 11.8 million.",
        owner="corran",
        published="2026-07-12",
    )
    claims = claims_of(first, second)
    orvik = with_figure(claims, "12.6 million")
    ranked = with_figure(claims, "11.8 million")
    assert ranked.subject["en"] == "Orvik" and ranked.measure == orvik.measure == "shipments"
    assert orvik.status == ranked.status == "conflicting"
