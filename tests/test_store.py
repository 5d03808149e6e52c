"""The SQLite store: a real file, WAL, migrations, and what each stage reads back."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from pipeline.records import Article, Quantity, Response, SourceStatus
from pipeline.store import Store


def article(n: int, published: str, source: str = "blog") -> Article:
    return Article(
        id=f"a{n}",
        source_id=source,
        url=f"https://x.example/{n}",
        publisher="X",
        owner="x",
        title=f"Post {n}",
        published=published,
        language="en",
        text="954K tokens/s",
        quantities=(Quantity("954K tokens/s", 0, 13, 954000, "tokens/s"),),
    )


def response(url: str) -> Response:
    return Response(
        "blog",
        url,
        200,
        "text/html",
        b"<html>body</html>" * 100,
        "2026-10-25T00:00:00+00:00",
        etag='"v1"',
        last_modified="Sat, 24 Oct 2026 10:00:00 GMT",
    )


def test_a_fetch_round_trips(tmp_path: Path) -> None:
    with Store.in_folder(tmp_path / "state") as store:
        run = store.start_run("2026-10-25T00:00:00+00:00", "2026-10-25")
        store.save_fetch(
            run,
            SourceStatus("blog", "ok", 2),
            [response("https://x.example/1")],
            [article(1, "2026-10-20"), article(2, "2026-10-10")],
        )
        store.save_fetch(run, SourceStatus("bad", "error", 0, "HTTP 500"), [], [])
        in_window = store.articles_between("2026-10-19", "2026-10-25", ["blog", "bad"])
        assert [a.id for a in in_window] == ["a1"]
        assert in_window[0] == article(1, "2026-10-20")
        statuses = store.source_statuses("2026-10-25")
        assert statuses["bad"] == SourceStatus("bad", "error", 0, "HTTP 500")
        raw = store.cached("https://x.example/1")
        assert (
            raw is not None
            and raw.body == response("https://x.example/1").body
            and raw.etag == '"v1"'
        )


def test_the_file_is_sqlite_in_wal_mode_with_a_schema_version(tmp_path: Path) -> None:
    Store.in_folder(tmp_path).close()
    db = sqlite3.connect(tmp_path / "digest.sqlite")
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA user_version").fetchone()[0] == 2
    body = db.execute("SELECT COUNT(*) FROM responses").fetchone()[0]
    assert body == 0


def test_reopening_keeps_everything(tmp_path: Path) -> None:
    with Store.in_folder(tmp_path) as store:
        store.save_edition("2026-10-25", {"edition": "2026-10-25", "stories": []})
        store.save_edition("2026-10-18", {"edition": "2026-10-18", "stories": []})
    with Store.in_folder(tmp_path) as store:
        assert [e["edition"] for e in store.editions()] == ["2026-10-18", "2026-10-25"]


def test_a_failed_write_leaves_nothing_behind(tmp_path: Path) -> None:
    with Store.in_folder(tmp_path) as store:
        run = store.start_run("2026-10-25T00:00:00+00:00", "2026-10-25")
        broken = SourceStatus(None, "ok", 1)  # type: ignore[arg-type]  # NOT NULL fails last
        with pytest.raises(sqlite3.IntegrityError):
            store.save_fetch(
                run, broken, [response("https://x.example/3")], [article(3, "2026-10-20")]
            )
        assert store.cached("https://x.example/3") is None
        assert store.source_statuses("2026-10-25") == {}
        assert store.articles_between("2026-10-01", "2026-10-31", ["blog"]) == []
