"""Never crash, never hang: any input gives a Document or a clear ExtractError.

Property-based (hypothesis) over random bytes, mutated real pages and random
text, plus the huge inputs a hostile server can send. Example counts are
bounded so the module stays quick in CI.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.demo import SITE_DIR
from pipeline.errors import ExtractError
from pipeline.extractors import extract_html, extract_markdown, extract_text

PAGES = sorted(SITE_DIR.rglob("*.html"))
FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def holds_its_contract(doc) -> None:
    for q in doc.quantities:
        assert doc.text[q.start : q.end] == q.text
        assert (q.value is None) == (q.low is not None)
    for d in doc.dates:
        assert doc.text[d.start : d.end] == d.text
        assert d.precision in ("day", "month", "year")
    assert doc.language


def extract_or_refuse(body: bytes) -> None:
    try:
        doc = extract_html(body, url="http://fuzz.test/page")
    except ExtractError as exc:
        assert "\n" not in str(exc) and str(exc)
        return
    holds_its_contract(doc)


@FUZZ
@given(st.binary(max_size=20_000))
def test_random_bytes(body: bytes) -> None:
    extract_or_refuse(body)


@st.composite
def mutated_pages(draw: st.DrawFn) -> bytes:
    page = draw(st.sampled_from(PAGES)).read_bytes()
    for _ in range(draw(st.integers(1, 8))):
        kind = draw(st.sampled_from(["cut", "delete", "insert", "flip"]))
        at = draw(st.integers(0, max(0, len(page) - 1)))
        if kind == "cut":
            page = page[:at]
        elif kind == "delete":
            page = page[:at] + page[at + draw(st.integers(1, 400)) :]
        elif kind == "insert":
            junk = draw(
                st.sampled_from(
                    [
                        b"<div>",
                        b"</p>",
                        b"<!--",
                        b"\xff\xfe",
                        b"<script>",
                        b"\x00",
                        "十万亿".encode(),
                    ]
                )
            )
            page = page[:at] + junk * draw(st.integers(1, 50)) + page[at:]
        else:
            page = page[:at] + bytes([page[at] ^ 0xFF]) + page[at + 1 :] if page else page
    return page


@FUZZ
@given(mutated_pages())
def test_mutated_real_pages(body: bytes) -> None:
    extract_or_refuse(body)


PIECES = list("0123456789.,～~-–到至年月日号周上昨今百分之万亿千两四十倍×x%$¥元KMB \n") + [
    "tokens/s",
    " to ",
    "from ",
    "between ",
    " and ",
    "Oct ",
    "GPU",
    "2026",
    "last Friday",
]
numberish = st.lists(st.sampled_from(PIECES), max_size=120).map("".join)


@FUZZ
@given(st.one_of(st.text(max_size=2_000), numberish))
def test_random_text(text: str) -> None:
    doc = extract_text(text, published="2026-10-25")
    assert doc.text == text
    holds_its_contract(doc)


@FUZZ
@given(st.text(max_size=3_000))
def test_random_markdown(text: str) -> None:
    holds_its_contract(extract_markdown(text))


HUGE = {
    "10 MB of nested tags": "b'<html><body>' + b'<div>' * 2_000_000 + b'text'",
    "10 MB of paragraphs": "b'<html><body><article>' + b'<p>954K tokens/s on 8x H100, 44% higher.</p>' * 230_000",
    "10 MB of random bytes": "bytes(range(256)) * 40_000",
    "10 MB of invalid UTF-8": "b'<html><body><p>' + b'\\xc3\\x28\\xa0\\xa1' * 2_500_000",
}


@pytest.mark.parametrize("name", sorted(HUGE))
def test_huge_pages_are_cut_or_refused_in_bounded_time(name: str, tmp_path: Path) -> None:
    """Run in a child process with a generous timeout: a hang fails instead of stalling CI."""
    script = (
        "import sys\n"
        "from pipeline.extractors import extract_html\n"
        "from pipeline.errors import ExtractError\n"
        f"body = {HUGE[name]}\n"
        "try:\n"
        "    doc = extract_html(body)\n"
        "    print('ok', len(doc.text))\n"
        "except ExtractError as exc:\n"
        "    print('refused', exc)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith(("ok", "refused"))
