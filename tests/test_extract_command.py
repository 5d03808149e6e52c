"""`digest extract SOURCE...`: what the pipeline stores, a line per SOURCE, every error named.

The command runs as a user runs it (`python -m pipeline extract …`); pages come from
tests/data/extract/ as files or served by a local HTTP server on 127.0.0.1.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parent / "data" / "extract"
COMPARED = ("title", "published", "language", "text", "quantities", "dates")


def digest(
    *args: str, cwd: Path | None = None, stdin: bytes | None = None
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pipeline", *args],
        input=stdin,
        capture_output=True,
        cwd=cwd,
        timeout=120,
    )


def lines(done: subprocess.CompletedProcess) -> list[dict]:
    return [json.loads(line) for line in done.stdout.decode().splitlines()]


# --- one way into extraction: the command prints what the pipeline stores ------------------


def serve_pages(http_server) -> dict[str, str]:
    """The three pages on the local server, each with the type a real server would give."""
    types = {
        "launch.html": "text/html; charset=utf-8",
        "undated.html": "text/html; charset=utf-8",
        "readme.md": "text/markdown; charset=utf-8",
    }
    return {
        name: http_server.add(f"/pages/{name}", (DATA / name).read_bytes(), kind)
        for name, kind in types.items()
    }


def stored_articles(tmp_path: Path, urls: dict[str, str]) -> dict[str, dict]:
    """`digest fetch` over one page source per URL; the articles as the store keeps them."""
    sources = "".join(
        f"  - {{id: {name.split('.')[0]}, kind: page, url: '{url}'}}\n"
        for name, url in urls.items()
    )
    config = tmp_path / "sources.yaml"
    config.write_text(
        "site: {title: T, base_url: 'https://digest.example/'}\n"
        f"fetch: {{min_delay: 0}}\nsources:\n{sources}",
        encoding="utf-8",
    )
    done = digest("fetch", "--config", str(config), "--state", str(tmp_path / "state"))
    assert done.returncode == 0, done.stderr
    with sqlite3.connect(tmp_path / "state" / "digest.sqlite") as db:
        rows = db.execute("SELECT url, data FROM articles").fetchall()
    return {url: json.loads(data) for url, data in rows}


def test_the_command_prints_what_the_pipeline_stores(http_server, tmp_path):
    """A dated page (its yearless dates resolve against its own date), an undated page and a
    markdown README served as text/markdown: the same text, title, date, language, quantities
    and dates from `digest extract URL` as from `digest fetch`."""
    urls = serve_pages(http_server)
    stored = stored_articles(tmp_path, urls)

    printed = lines(digest("extract", *urls.values()))

    assert [p["url"] for p in printed] == list(urls.values())
    today = dt.datetime.now(dt.UTC).date().isoformat()
    for (name, url), command in zip(urls.items(), printed, strict=True):
        article = stored[url]
        if command["published"] is None:  # no date of its own: the pipeline gives the fetch day
            assert name != "launch.html" and article["published"] == today
            command["published"] = today
        assert {k: command[k] for k in COMPARED} == {k: article[k] for k in COMPARED}, name
    launch, _, readme = printed
    assert launch["published"] == "2026-01-03"
    assert [d["value"] for d in launch["dates"]] == ["2025-12-30", "2026-01-03", "2026-02-14"]
    assert readme["title"] == "Swift Infer" and "#" not in readme["text"]


def test_a_url_is_fetched_the_way_the_pipeline_fetches(http_server):
    """robots.txt is honoured as in `digest fetch`: a disallowed page is never asked for."""
    http_server.add("/robots.txt", "User-agent: *\nDisallow: /private/\n", "text/plain")
    url = http_server.add("/private/launch.html", (DATA / "launch.html").read_bytes())

    done = digest("extract", url)

    assert done.returncode == 1 and done.stdout == b""
    assert done.stderr.decode() == f"digest: error: {url}: {url} is disallowed by robots.txt\n"
    assert http_server.hits == ["/robots.txt"]  # the page itself was never asked for


# --- a batch: every SOURCE keeps its line, failures name the SOURCE as given ----------------


def test_a_batch_keeps_a_line_per_source_and_goes_on_after_each_failure(http_server, tmp_path):
    """Every way a SOURCE can fail, between two that work: each failure is its own JSON line
    and one line on standard error naming the SOURCE as given (relative paths stay relative),
    the sources after it are still extracted, and the exit status is 1."""
    (tmp_path / "empty.html").write_bytes(b"")
    (tmp_path / "folder").mkdir()
    (tmp_path / "crowded.html").write_text("<html><body>" + "<p>x</p>" * 61_000 + "</body></html>")
    (tmp_path / "huge.txt").write_bytes(b"a" * 10_000_001)
    gone = http_server.url("/gone.html")
    empty = http_server.add("/empty.html", b"")
    image = http_server.add("/chart.png", b"\x89PNG\r\n\x1a\n" + bytes(64), "image/png")
    expected = {  # SOURCE → what its error says (None: it is extracted)
        "extract/launch.html": None,
        f"{tmp_path}/missing.txt": "cannot read: No such file or directory",
        f"{tmp_path}/folder": "cannot read: Is a directory",
        "extract/not-utf8.txt": "not UTF-8 text (byte 0)",
        "-": "not UTF-8 text (byte 0)",
        f"{tmp_path}/empty.html": "empty page",
        "extract/app-shell.html": "no article text found",
        f"{tmp_path}/crowded.html": "refused: more than 60,000 elements",
        f"{tmp_path}/huge.txt": "refused: larger than 10,000,000 bytes",
        "http://[::1/x": "cannot extract: ValueError: Invalid IPv6 URL",  # a library's surprise
        gone: f"HTTP 404 Not Found at {gone}",
        empty: f"empty page at {empty}",
        image: f"{image} is a PNG image, not a page",
        "extract/note.txt": None,
    }

    done = digest(
        "extract", *expected, "--published", "2026-10-25",
        cwd=DATA.parent, stdin=(DATA / "not-utf8.txt").read_bytes(),
    )  # fmt: skip

    assert done.returncode == 1
    printed = lines(done)
    assert len(printed) == len(expected)
    failures = {s: why for s, why in expected.items() if why is not None}
    for (source, why), line in zip(expected.items(), printed, strict=True):
        if why is not None:
            assert line == {"source": source, "error": why}
    assert done.stderr.decode().splitlines() == [
        f"digest: error: {source}: {why}" for source, why in failures.items()
    ]
    launch, note = printed[0], printed[-1]
    assert launch["url"] is None and launch["title"] == "Falcon Serve 4.0 ships with a 256K context"
    assert note["text"] == (DATA / "note.txt").read_text() and note["published"] == "2026-10-25"
    assert [d["value"] for d in note["dates"]] == ["2026-10-24"]


def test_one_source_that_fails_prints_one_line_on_stderr_only(tmp_path):
    """Alone, a failing SOURCE gives nothing on standard output, as EXTRACTION.md says."""
    done = digest("extract", "app-shell.html", cwd=DATA)

    assert (done.returncode, done.stdout) == (1, b"")
    assert done.stderr.decode() == "digest: error: app-shell.html: no article text found\n"


@pytest.mark.parametrize("stdin", [b"", b"  \n\n"], ids=["empty", "blank"])
def test_empty_standard_input_is_an_error_not_an_empty_document(stdin: bytes) -> None:
    """Nothing to extract is a failure, as the pipeline counts a page with no text."""
    done = digest("extract", "-", stdin=stdin)

    assert (done.returncode, done.stdout) == (1, b"")
    assert done.stderr.decode() == "digest: error: -: no text\n"
