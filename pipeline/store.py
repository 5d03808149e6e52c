"""The SQLite store: raw responses, articles, the run log and built editions.

One file, WAL mode, one transaction per stage's write, schema versions in
`PRAGMA user_version`. Only this module speaks SQL. Raw bodies are kept
(zlib-compressed) so any edition can be rebuilt offline.
"""

from __future__ import annotations

import fcntl
import json
import sqlite3
import threading
import zlib
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from .errors import LockedError
from .records import (
    Article,
    Cached,
    PageChange,
    Response,
    SourceReport,
    SourceStatus,
    article_from_json,
    to_json,
)

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
    """
    ALTER TABLE source_runs ADD COLUMN http_status INTEGER;
    ALTER TABLE source_runs ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE source_runs ADD COLUMN seconds REAL NOT NULL DEFAULT 0;
    ALTER TABLE source_runs ADD COLUMN seen INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE runs ADD COLUMN fetched_on TEXT;
    CREATE INDEX articles_url ON articles (url);
    CREATE TABLE changes (
        id INTEGER PRIMARY KEY,
        run_id INTEGER NOT NULL REFERENCES runs (id),
        source_id TEXT NOT NULL,
        url TEXT NOT NULL,
        fetched_on TEXT NOT NULL,
        changed INTEGER NOT NULL,
        added TEXT NOT NULL,
        removed TEXT NOT NULL
    );
    CREATE INDEX changes_source ON changes (source_id, id);
    """,
]


class Store:
    """A handle on the state folder's SQLite file."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # The fetch stage writes each source from a worker thread while the event loop reads
        # validators: one connection, every use under one lock.
        self._db = sqlite3.connect(
            self.path, isolation_level=None, timeout=30, check_same_thread=False
        )
        self._lock = threading.RLock()
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
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def _rows(self, sql: str, params: tuple = ()) -> list[tuple]:
        """A read under the lock, its rows fetched before the lock is let go."""
        with self._lock:
            return self._db.execute(sql, params).fetchall()

    def _row(self, sql: str, params: tuple = ()) -> tuple | None:
        rows = self._rows(sql, params)
        return rows[0] if rows else None

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
                "INSERT INTO runs (started, edition, fetched_on) VALUES (?, ?, ?)",
                (started, edition, started[:10]),
            )
            return int(cursor.lastrowid or 0)

    def save_fetch(
        self,
        run_id: int,
        status: SourceStatus,
        responses: Iterable[Response],
        articles: Iterable[Article],
        *,
        report: SourceReport | None = None,
        change: PageChange | None = None,
    ) -> None:
        """One source's responses, articles, status and page change, all or nothing.

        A 304's body is the stored one, so it is not stored again.
        """
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
                    if not r.not_modified
                ],
            )
            db.executemany(
                # the first source to store an article keeps it; that source updates it later
                "INSERT INTO articles (id, source_id, url, published, data) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT (id) DO UPDATE SET published = excluded.published, data = excluded.data"
                " WHERE articles.source_id = excluded.source_id",
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
                "INSERT OR REPLACE INTO source_runs (run_id, source_id, status, items, error,"
                " http_status, bytes, seconds, seen) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    run_id,
                    status.id,
                    status.status,
                    status.items,
                    status.error,
                    report.http_status if report else None,
                    report.bytes if report else 0,
                    report.seconds if report else 0.0,
                    report.seen if report else 0,
                ),
            )
            if change is not None:
                db.execute(
                    "INSERT INTO changes (run_id, source_id, url, fetched_on, changed, added, removed)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (
                        run_id,
                        change.source_id,
                        change.url,
                        change.fetched_on,
                        int(change.changed),
                        json.dumps(change.added, ensure_ascii=False),
                        json.dumps(change.removed, ensure_ascii=False),
                    ),
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
        rows = self._rows(
            f"SELECT data FROM articles WHERE published >= ? AND published <= ?"
            f" AND source_id IN ({marks}) ORDER BY id",
            (first, last, *ids),
        )
        return [article_from_json(json.loads(row[0])) for row in rows]

    def source_statuses(self, edition: str) -> dict[str, SourceStatus]:
        """Each source's status in the latest run for `edition` (or the latest run at all)."""
        run = self.latest_run(edition)
        if run is None:
            return {}
        rows = self._rows(
            "SELECT source_id, status, items, error FROM source_runs WHERE run_id = ?", (run,)
        )
        return {r[0]: SourceStatus(r[0], r[1], r[2], r[3]) for r in rows}

    def editions(self) -> list[dict]:
        """Every built edition's data, oldest first."""
        rows = self._rows("SELECT data FROM editions ORDER BY date")
        return [json.loads(row[0]) for row in rows]

    def cached(self, url: str) -> Cached | None:
        """Validators and body of the latest full response for `url`, for a conditional GET."""
        row = self._row(
            "SELECT etag, last_modified, body, content_type FROM responses"
            " WHERE url = ? AND status = 200 ORDER BY id DESC LIMIT 1",
            (url,),
        )
        if row is None:
            return None
        return Cached(
            etag=row[0], last_modified=row[1], body=zlib.decompress(row[2]), content_type=row[3]
        )

    def has_article(self, url: str) -> bool:
        return self._row("SELECT 1 FROM articles WHERE url = ? LIMIT 1", (url,)) is not None

    def article_for(self, url: str) -> Article | None:
        row = self._row("SELECT data FROM articles WHERE url = ? ORDER BY id LIMIT 1", (url,))
        return article_from_json(json.loads(row[0])) if row else None

    def health(self, source_id: str, up_to_run: int | None = None) -> tuple[int, str | None]:
        """Consecutive failed runs of a source up to a run, and the day the streak began."""
        rows = self._rows(
            "SELECT sr.status, r.fetched_on FROM source_runs sr JOIN runs r ON r.id = sr.run_id"
            " WHERE sr.source_id = ? AND (? IS NULL OR sr.run_id <= ?) ORDER BY sr.run_id DESC",
            (source_id, up_to_run, up_to_run),
        )
        streak, since = 0, None
        for status, day in rows:
            if status != "error":
                break
            streak, since = streak + 1, day
        return streak, since

    def latest_run(self, edition: str) -> int | None:
        """The latest run that fetched for `edition` (or any run), whose statuses it shows."""
        row = self._row(
            "SELECT MAX(run_id) FROM source_runs WHERE run_id IN (SELECT id FROM runs WHERE edition = ?)",
            (edition,),
        )
        if row and row[0] is not None:
            return int(row[0])
        row = self._row("SELECT MAX(run_id) FROM source_runs")
        return int(row[0]) if row and row[0] is not None else None

    def changes(self, source_id: str, up_to: str) -> PageChange | None:
        """The latest recorded change check of a watched page on or before a day."""
        row = self._row(
            "SELECT source_id, url, fetched_on, changed, added, removed FROM changes"
            " WHERE source_id = ? AND fetched_on <= ? ORDER BY id DESC LIMIT 1",
            (source_id, up_to),
        )
        if row is None:
            return None
        return PageChange(
            row[0], row[1], row[2], bool(row[3]), json.loads(row[4]), json.loads(row[5])
        )

    def last_change(self, source_id: str, up_to: str) -> str | None:
        """The day a watched page last changed, on or before `up_to`."""
        row = self._row(
            "SELECT MAX(fetched_on) FROM changes WHERE source_id = ? AND changed = 1 AND fetched_on <= ?",
            (source_id, up_to),
        )
        return row[0] if row else None


LOCK_FILENAME = "digest.lock"


@contextmanager
def state_lock(state: str | Path, *, wait: bool = False) -> Iterator[None]:
    """One run at a time per state folder. The kernel drops the lock when the process dies,
    even by kill -9, so a crashed run never blocks the next one."""
    folder = Path(state)
    folder.mkdir(parents=True, exist_ok=True)
    handle = open(folder / LOCK_FILENAME, "a+")  # noqa: SIM115 - held for the whole run
    try:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            raise LockedError(
                f"another run holds {folder / LOCK_FILENAME}; try again later or use --wait"
            ) from None
        yield
    finally:
        handle.close()
