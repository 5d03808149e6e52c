"""The `digest` command: help with examples, `extract` by the contract, exit statuses."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

COMMANDS = ["run", "fetch", "build", "extract", "demo", "serve"]


def digest(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pipeline", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help_with_an_example(command: str) -> None:
    done = digest(command, "--help")
    assert done.returncode == 0
    assert "Example:" in done.stdout and f"digest {command}" in done.stdout


def test_run_help_documents_exit_statuses() -> None:
    text = " ".join(digest("run", "--help").stdout.split())
    for status in (
        "0 the site was published",
        "1 nothing could be published",
        "2 a configuration error",
        "75 another run holds the state folder",
    ):
        assert status in text, status


def test_extract_plain_text_from_stdin() -> None:
    text = "10 月 24 日，vLLM 在 GB300 上达到 954K tokens/s。"
    done = digest("extract", "-", "--published", "2026-10-25", stdin=text)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["text"] == text and data["language"] == "zh" and data["url"] is None
    assert data["quantities"] == [
        {
            "text": "954K tokens/s",
            "start": text.index("954K"),
            "end": text.index("。"),
            "value": 954000,
            "unit": "tokens/s",
            "low": None,
            "high": None,
        }
    ]
    assert data["dates"] == [
        {"text": "10 月 24 日", "start": 0, "end": 9, "value": "2026-10-24", "precision": "day"}
    ]


def test_extract_several_sources_prints_json_lines_in_order(tmp_path: Path) -> None:
    page = tmp_path / "a.html"
    page.write_text(
        "<html><head><title>Launch</title><meta property='article:published_time' content='2026-10-20'>"
        "</head><body><article><h1>Launch</h1><p>DeepSeek released DeepInfer on Oct 20 with a "
        "131,072-token context on 64 GPUs, according to its README, which lists three parts as not yet included.</p>"
        "</article></body></html>",
        encoding="utf-8",
    )
    note = tmp_path / "b.txt"
    note.write_text("Throughput rose from 141K to 440K tokens/s yesterday.", encoding="utf-8")
    done = digest("extract", str(page), str(note), "--published", "2026-10-25")
    assert done.returncode == 0, done.stderr
    first, second = (json.loads(line) for line in done.stdout.splitlines())
    assert first["title"] == "Launch" and first["language"] == "en"
    assert [q["value"] for q in first["quantities"]] == [131072, 64, 3]  # "three parts" counts
    assert [d["value"] for d in first["dates"]] == ["2026-10-20"]
    assert [q["value"] for q in second["quantities"]] == [141000, 440000]
    assert second["dates"][0]["value"] == "2026-10-24"


def test_extract_unreadable_input_is_one_line_and_non_zero(tmp_path: Path) -> None:
    done = digest("extract", str(tmp_path / "missing.txt"))
    assert done.returncode != 0
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "missing.txt" in done.stderr


def test_extract_a_url_from_a_local_server(http_server) -> None:
    url = http_server.add(
        "/post.html",
        "<html><body><article><p>vLLM 在 4 张 B300 上达到 826 tokens/s，比标准路径高 44%。"
        "这是一段足够长的正文，用来让正文提取器认出文章的主体部分。</p></article></body></html>",
    )
    done = digest("extract", url, "--lang", "zh", "--published", "2026-10-25")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["url"] == url
    assert [q["text"] for q in data["quantities"]] == ["4 张 B300", "826 tokens/s", "44%"]


def test_a_bad_date_is_a_usage_error() -> None:
    done = digest("build", "--date", "25/10/2026")
    assert done.returncode == 2 and "YYYY-MM-DD" in done.stderr


def test_extract_a_page_keeps_its_own_date_and_resolves_against_published(tmp_path: Path) -> None:
    """`--published` is the reference for yearless dates; the page's date stays its own."""
    page = tmp_path / "a.html"
    page.write_text(
        "<html><head><meta property='article:published_time' content='2025-12-30'></head><body>"
        "<article><h1>Year end review of inference engines</h1><p>The engine shipped on Jan 2 "
        "and reached 954K tokens/s per GPU on the benchmark that everyone now quotes.</p>"
        "</article></body></html>",
        encoding="utf-8",
    )
    own = json.loads(digest("extract", str(page)).stdout)
    assert own["published"] == "2025-12-30"
    assert own["dates"][0]["value"] == "2026-01-02"  # nearest to the page's own date
    given = json.loads(digest("extract", str(page), "--published", "2025-03-01").stdout)
    assert given["published"] == "2025-12-30"
    assert given["dates"][0]["value"] == "2025-01-02"  # nearest to the reference given


def test_sources_check_probes_every_source_and_prints_a_table() -> None:
    """Against the demo web: every source answers; the table names each with its HTTP status."""
    from pipeline.demo import CONFIG, DemoServer

    with DemoServer() as server:
        mapping = [
            arg
            for host, target in server.resolve().items()
            for arg in ("--resolve", f"{host}={target}")
        ]
        done = digest("sources", "check", "--config", str(CONFIG), *mapping)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].endswith("valid, 6 sources")
    rows = {line.split()[0]: line.split() for line in lines[2:]}
    assert set(rows) == {
        "deepinfer-readme",
        "vllm-weibo",
        "vllm-blog",
        "semianalysis",
        "technology-org",
        "aitech-cn",
    }
    assert all(row[2] == "ok" and row[3] == "200" for row in rows.values())
    assert rows["vllm-blog"][4] == "3"  # the feed's items, counted, not followed


def test_sources_check_exits_1_when_a_source_fails(tmp_path: Path) -> None:
    config = tmp_path / "sources.yaml"
    config.write_text(
        "site: {title: T, base_url: https://d.example/}\n"
        "fetch: {min_delay: 0, retries: 0}\n"
        "sources:\n  - {id: gone, kind: feed, url: http://127.0.0.1:9/feed.xml}\n",
        encoding="utf-8",
    )
    done = digest("sources", "check", "--config", str(config))
    assert done.returncode == 1
    assert "gone" in done.stdout and "cannot connect" in done.stdout
