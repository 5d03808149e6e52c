"""The SQLite store: raw responses, articles, the run log and built editions.

One file, WAL mode, one transaction per stage's write, schema versions in
`PRAGMA user_version`. Only this module speaks SQL. Raw bodies are kept
(zlib-compressed) so any edition can be rebuilt offline.
"""

from __future__ import annotations

import json
import sqlite3
import zlib
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from .records import Article, Response, SourceStatus, article_from_json, to_json

DEFAULT_FILENAME = "digest.sqlite"

_MIGRATIONS = [
    """
    CREATE TABLE responses (
        id INTEGER PRIMARY KEY,
        source_id TEXT NOT NULL,
        url TEXT NOT NULL,
        status INTEGER NOT NULL,
        content_type TEXT NOT NULL,
        body BLOB NOT NULL,
        fetched_at TEXT NOT NULL,
        etag TEXT,
        last_modified TEXT
    );
    CREATE INDEX responses_url ON responses (url, id);
    CREATE TABLE articles (
        id TEXT PRIMARY KEY,
        source_id TEXT NOT NULL,
        url TEXT NOT NULL,
        published TEXT,
        data TEXT NOT NULL
    );
    CREATE INDEX articles_published ON articles (published);
    CREATE TABLE runs (
        id INTEGER PRIMARY KEY,
        started TEXT NOT NULL,
        edition TEXT
    );
    CREATE TABLE source_runs (
        run_id INTEGER NOT NULL REFERENCES runs (id),
        source_id TEXT NOT NULL,
        status TEXT NOT NULL,
        items INTEGER NOT NULL,
        error TEXT,
        PRIMARY KEY (run_id, source_id)
    );
    CREATE TABLE editions (
        date TEXT PRIMARY KEY,
        data TEXT NOT NULL
    );
    """,
]


class Store:
    """A handle on the state folder's SQLite file."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(self.path, isolation_level=None, timeout=30)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA foreign_keys=ON")
        self._migrate()

    @classmethod
    def in_folder(cls, state: str | Path) -> Store:
        return cls(Path(state) / DEFAULT_FILENAME)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield self._db
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def _migrate(self) -> None:
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        for number, script in enumerate(_MIGRATIONS[version:], start=version + 1):
            with self._transaction() as db:
                for statement in script.split(";"):
                    if statement.strip():
                        db.execute(statement)
                db.execute(f"PRAGMA user_version={number}")

    # --- writes ---------------------------------------------------------------

    def start_run(self, started: str, edition: str | None) -> int:
        with self._transaction() as db:
            cursor = db.execute(
                "INSERT INTO runs (started, edition) VALUES (?, ?)", (started, edition)
            )
            return int(cursor.lastrowid or 0)

    def save_fetch(
        self,
        run_id: int,
        status: SourceStatus,
        responses: Iterable[Response],
        articles: Iterable[Article],
    ) -> None:
        """One source's responses, articles and status, all or nothing."""
        with self._transaction() as db:
            db.executemany(
                "INSERT INTO responses (source_id, url, status, content_type, body, fetched_at,"
                " etag, last_modified) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        r.source_id,
                        r.url,
                        r.status,
                        r.content_type,
                        zlib.compress(r.body),
                        r.fetched_at,
                        r.etag,
                        r.last_modified,
                    )
                    for r in responses
                ],
            )
            db.executemany(
                "INSERT OR REPLACE INTO articles (id, source_id, url, published, data)"
                " VALUES (?, ?, ?, ?, ?)",
                [
                    (
                        a.id,
                        a.source_id,
                        a.url,
                        a.published,
                        json.dumps(to_json(a), ensure_ascii=False, sort_keys=True),
                    )
                    for a in articles
                ],
            )
            db.execute(
                "INSERT OR REPLACE INTO source_runs (run_id, source_id, status, items, error)"
                " VALUES (?, ?, ?, ?, ?)",
                (run_id, status.id, status.status, status.items, status.error),
            )

    def save_edition(self, date: str, data: dict) -> None:
        with self._transaction() as db:
            db.execute(
                "INSERT OR REPLACE INTO editions (date, data) VALUES (?, ?)",
                (date, json.dumps(data, ensure_ascii=False, sort_keys=True)),
            )

    # --- reads ----------------------------------------------------------------

    def articles_between(self, first: str, last: str, source_ids: Iterable[str]) -> list[Article]:
        """Articles published from `first` to `last` (ISO dates, inclusive), in id order."""
        ids = sorted(set(source_ids))
        marks = ",".join("?" * len(ids))
        rows = self._db.execute(
            f"SELECT data FROM articles WHERE published >= ? AND published <= ?"
            f" AND source_id IN ({marks}) ORDER BY id",
            (first, last, *ids),
        ).fetchall()
        return [article_from_json(json.loads(row[0])) for row in rows]

    def source_statuses(self, edition: str) -> dict[str, SourceStatus]:
        """Each source's status in the latest run for `edition` (or the latest run at all)."""
        row = (
            self._db.execute(
                "SELECT id FROM runs WHERE edition = ? AND id IN (SELECT run_id FROM source_runs)"
                " ORDER BY id DESC LIMIT 1",
                (edition,),
            ).fetchone()
            or self._db.execute("SELECT MAX(run_id) FROM source_runs").fetchone()
        )
        if not row or row[0] is None:
            return {}
        rows = self._db.execute(
            "SELECT source_id, status, items, error FROM source_runs WHERE run_id = ?", (row[0],)
        ).fetchall()
        return {r[0]: SourceStatus(r[0], r[1], r[2], r[3]) for r in rows}

    def editions(self) -> list[dict]:
        """Every built edition's data, oldest first."""
        rows = self._db.execute("SELECT data FROM editions ORDER BY date").fetchall()
        return [json.loads(row[0]) for row in rows]

    def latest_body(self, url: str) -> Response | None:
        row = self._db.execute(
            "SELECT source_id, url, status, content_type, body, fetched_at, etag, last_modified"
            " FROM responses WHERE url = ? ORDER BY id DESC LIMIT 1",
            (url,),
        ).fetchone()
        if row is None:
            return None
        return Response(
            row[0], row[1], row[2], row[3], zlib.decompress(row[4]), row[5], row[6], row[7]
        )
