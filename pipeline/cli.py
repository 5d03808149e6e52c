"""The `digest` command: a thin click layer over pipeline.run.

Logs go to standard error as one plain line each (cron mail stays short);
standard output carries only what a command is asked to print.
"""

from __future__ import annotations

import datetime as dt
import functools
import inspect
import json
import logging
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from . import __version__
from .config import load_config
from .errors import ConfigError, DigestError, LockedError
from .records import SourceReport, to_json

logger = logging.getLogger("pipeline")

EXIT_FAILED = 1
EXIT_CONFIG = 2
EXIT_LOCKED = 75  # EX_TEMPFAIL: cron should simply try again next time


def _setup_logging(verbose: int, quiet: bool) -> None:
    level = (
        logging.ERROR
        if quiet
        else (logging.DEBUG if verbose > 1 else logging.INFO if verbose else logging.WARNING)
    )
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("digest: %(levelname)s: %(message)s"))
    root = logging.getLogger("pipeline")
    root.handlers[:] = [handler]
    root.setLevel(level)
    root.propagate = False
    for noisy in ("trafilatura", "htmldate", "httpx", "httpcore"):
        logging.getLogger(noisy).setLevel(logging.CRITICAL)


def _common(func: Callable[..., Any]) -> Callable[..., Any]:
    @click.option("-v", "--verbose", count=True, help="More log lines on standard error.")
    @click.option("-q", "--quiet", is_flag=True, help="Only errors on standard error.")
    @functools.wraps(func)
    def wrapper(*args: Any, verbose: int, quiet: bool, **kwargs: Any) -> Any:
        _setup_logging(verbose, quiet)
        if "quiet" in inspect.signature(func).parameters:
            kwargs["quiet"] = quiet
        try:
            return func(*args, **kwargs)
        except DigestError as exc:
            click.echo(f"digest: error: {exc}", err=True)
            if isinstance(exc, ConfigError):
                sys.exit(EXIT_CONFIG)
            sys.exit(EXIT_LOCKED if isinstance(exc, LockedError) else EXIT_FAILED)

    return wrapper


def _date(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is None:
        return None
    try:
        return dt.date.fromisoformat(value).isoformat()
    except ValueError:
        raise click.BadParameter(f"{value!r} is not a date in YYYY-MM-DD form") from None


def _resolve(ctx: click.Context, param: click.Parameter, values: tuple[str, ...]) -> dict[str, str]:
    mapping = {}
    for value in values:
        host, sep, target = value.partition("=")
        if not sep or ":" not in target:
            raise click.BadParameter(f"{value!r} is not HOST=ADDRESS:PORT")
        mapping[host] = target
    return mapping


config_option = click.option(
    "--config",
    "config_path",
    type=click.Path(dir_okay=False, path_type=Path),
    default="sources.yaml",
    show_default=True,
    help="The sources file.",
)
out_option = click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default="output",
    show_default=True,
    help="Where the site is published.",
)
state_option = click.option(
    "--state",
    type=click.Path(file_okay=False, path_type=Path),
    default="state",
    show_default=True,
    help="Folder of the SQLite store.",
)
date_option = click.option(
    "--date",
    callback=_date,
    metavar="YYYY-MM-DD",
    help="Edition date (default: today, UTC); the edition covers window_days up to it.",
)
resolve_option = click.option(
    "--resolve",
    multiple=True,
    callback=_resolve,
    metavar="HOST=ADDR:PORT",
    help="Send requests for HOST to ADDR:PORT, like curl --resolve (mirrors, tests).",
)


class _Progress:
    """Per-source progress: a rich bar on a terminal; one plain line per source otherwise
    (cron), so that cron mail stays short. Failures are always printed, once each."""

    def __init__(self, total: int, quiet: bool) -> None:
        self.quiet = quiet
        self.bar = None
        if sys.stderr.isatty() and not quiet:
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

            self.bar = Progress(
                TextColumn("[progress.description]{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                transient=True,
            )
            self.task = self.bar.add_task("fetching", total=total)

    def __enter__(self) -> _Progress:
        if self.bar is not None:
            self.bar.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()

    def __call__(self, report: SourceReport) -> None:
        if self.bar is not None:
            self.bar.update(self.task, advance=1, description=report.id)
        if report.status == "error":
            click.echo(f"digest: source {report.id} failed: {report.error}", err=True)
        elif not self.quiet and self.bar is None:
            failed = f", {report.failed} failed" if report.failed else ""
            click.echo(
                f"digest: {report.id}: {report.status}, {report.new} new, {report.seen} seen"
                f"{failed}, {report.bytes / 1000:.1f} kB, {report.seconds:.1f} s",
                err=True,
            )


def _summary(reports: tuple[SourceReport, ...], quiet: bool) -> None:
    if quiet:
        return
    counts = {k: sum(1 for r in reports if r.status == k) for k in ("ok", "not-modified", "error")}
    click.echo(
        f"digest: {len(reports)} sources: {counts['ok']} fetched, {counts['not-modified']} not modified, "
        f"{counts['error']} failed",
        err=True,
    )


def _print_pages(out: Path, pages: dict[str, str]) -> None:
    """The edition's two pages on standard output, Chinese first: what a script picks up."""
    for lang in ("zh", "en"):
        click.echo(str(out / pages[lang]))


def _write_report(path: Path | None, report: dict) -> None:
    if path is not None:
        path.write_text(json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="digest")
def main() -> None:
    """news-digest: a bilingual (zh/en) digest with every figure traced to its source."""


wait_option = click.option(
    "--wait",
    is_flag=True,
    help="Wait for a run holding the state folder instead of exiting with 75.",
)
report_option = click.option(
    "--report",
    "report_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write a JSON run report here (per source: status, HTTP status, bytes, seconds, items, error, failures).",
)


@main.command()
@config_option
@out_option
@state_option
@date_option
@resolve_option
@wait_option
@report_option
@_common
def run(
    config_path: Path,
    out: Path,
    state: Path,
    date: str | None,
    resolve: dict[str, str],
    wait: bool,
    report_path: Path | None,
    quiet: bool = False,
) -> None:
    """Fetch every source, build the edition for DATE and publish the site.

    \b
    Exit status:
      0   the site was published, even if some sources failed (each failure is
          one line on standard error and a row in the edition's source table)
      1   nothing could be published
      2   a configuration error in sources.yaml
      75  another run holds the state folder (try again later, or use --wait)

    On a terminal a progress bar shows; under cron one line per source and a
    summary (only failures with --quiet).

    \b
    Example:
        digest run --config sources.yaml --out output --state state
        digest run --date 2026-10-25 --report run.json --quiet
    """
    from .run import run as run_pipeline

    config = load_config(config_path)
    with _Progress(len(config.sources), quiet) as progress:
        try:
            report = run_pipeline(
                config, state, out, date, resolve=resolve, on_source=progress, wait=wait
            )
        except Exception as exc:  # whatever went wrong, cron gets one line and status 1
            if isinstance(exc, (ConfigError, LockedError)):
                raise
            logger.debug("run failed", exc_info=True)
            _write_report(report_path, {"edition": date, "published": False, "error": str(exc)})
            raise DigestError(f"nothing was published: {exc}") from None
    _summary(report.sources, quiet)
    _write_report(
        report_path,
        {
            "edition": report.edition,
            "published": True,
            "pages": {lang: str(out / page) for lang, page in report.pages.items()},
            "sources": [to_json(r) for r in report.sources],
        },
    )
    _print_pages(out, report.pages)


@main.command()
@config_option
@state_option
@date_option
@resolve_option
@wait_option
@report_option
@_common
def fetch(
    config_path: Path,
    state: Path,
    date: str | None,
    resolve: dict[str, str],
    wait: bool,
    report_path: Path | None,
    quiet: bool = False,
) -> None:
    """Fetch and extract every source into the store, without building.

    \b
    Example:
        digest fetch --config sources.yaml --state state
    """
    from .run import fetch as fetch_sources
    from .run import today
    from .store import Store, state_lock

    config = load_config(config_path)
    with _Progress(len(config.sources), quiet) as progress, state_lock(state, wait=wait):
        with Store.in_folder(state) as store:
            reports = fetch_sources(
                config, store, edition=date or today(), resolve=resolve, on_source=progress
            )
    _summary(reports, quiet)
    _write_report(report_path, {"edition": date, "sources": [to_json(r) for r in reports]})


@main.command()
@config_option
@out_option
@state_option
@date_option
@_common
def build(config_path: Path, out: Path, state: Path, date: str | None) -> None:
    """Build the edition for DATE from the store alone (no network) and publish the site.

    \b
    Example:
        digest build --state state --out output --date 2026-10-25
    """
    from .run import build as build_edition
    from .run import today
    from .store import DEFAULT_FILENAME, Store, state_lock

    config = load_config(config_path)
    if not (state / DEFAULT_FILENAME).is_file():
        raise DigestError(f"no store at {state / DEFAULT_FILENAME}; run `digest fetch` first")
    with state_lock(state, wait=True), Store.in_folder(state) as store:
        report = build_edition(config, store, date or today(), out)
    _print_pages(out, report.pages)


@main.command()
@click.argument("sources", nargs=-1, required=True)
@click.option(
    "--published",
    callback=_date,
    metavar="YYYY-MM-DD",
    help="Reference date for dates without a year (default: the page's date, else today).",
)
@click.option(
    "--lang",
    type=click.Choice(["auto", "zh", "en"]),
    default="auto",
    show_default=True,
    help="Language of the text; auto detects it.",
)
@_common
def extract(sources: tuple[str, ...], published: str | None, lang: str) -> None:
    """Print the text, title, date, language, quantities and dates of each SOURCE as JSON.

    SOURCE is a file (.html/.htm read as a web page, anything else as plain
    UTF-8 text), an http(s) URL (fetched as the pipeline fetches: robots.txt,
    timeouts, size caps), or - for plain text on standard input. Several
    SOURCEs give JSON Lines, one object each, in order.

    A SOURCE that cannot be extracted gets one line on standard error and, among
    several, its own line {"source": "SOURCE", "error": "why"}; the others go
    on, and the exit status is 1.

    \b
    Example:
        digest extract article.html --published 2026-10-25
        echo '10 月 24 日，vLLM 达到 954K tokens/s' | digest extract - --published 2026-10-25
    """
    from .extract_command import extract_one, reason

    failed = False
    for source in sources:
        try:
            document = extract_one(
                source, reference=published, language=None if lang == "auto" else lang
            )
        except DigestError as exc:
            why = reason(source, exc)
            click.echo(f"digest: error: {source}: {why}", err=True)
            failed = True
            if len(sources) > 1:  # in a batch every SOURCE keeps its line
                click.echo(json.dumps({"source": source, "error": why}, ensure_ascii=False))
            continue
        click.echo(json.dumps(to_json(document), ensure_ascii=False))
    if failed:
        sys.exit(EXIT_FAILED)


@main.command()
@out_option
@click.option(
    "--keep-state",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Keep the demo's store in this folder instead of a temporary one.",
)
@_common
def demo(out: Path, keep_state: Path | None) -> None:
    """Run the whole pipeline on the bundled demo web, offline, and print the two pages.

    The demo sources are served on 127.0.0.1 (a free port); nothing leaves
    this machine. The edition is the one of 2026-10-25.

    \b
    Example:
        digest demo --out output
    """
    from .demo import CONFIG, EDITION_DATE, DemoServer
    from .run import run as run_pipeline

    config = load_config(CONFIG)
    with DemoServer() as server, tempfile.TemporaryDirectory(prefix="digest-demo-") as tmp:
        state = keep_state or Path(tmp)
        report = run_pipeline(config, state, out, EDITION_DATE, resolve=server.resolve())
    for source in report.sources:
        if source.status == "error":
            click.echo(f"digest: source {source.id} failed: {source.error}", err=True)
    _print_pages(out.resolve(), report.pages)


@main.group()
def sources() -> None:
    """Work with the sources in sources.yaml."""


@sources.command()
@config_option
@resolve_option
@_common
def check(config_path: Path, resolve: dict[str, str]) -> None:
    """Validate the config and probe each source once (no store, entries not followed).

    Exits 0 when every source answered, 1 when some did not, 2 on a configuration error.

    \b
    Example:
        digest sources check --config sources.yaml
    """
    from .fetchers import fetch_all

    config = load_config(config_path)
    click.echo(f"{config_path}: valid, {len(config.sources)} sources")
    results = fetch_all(
        config.sources, settings=config.fetch, resolve=resolve, known=lambda url: True
    )
    rows = [("source", "kind", "status", "http", "items", "seconds", "error")]
    for source, result in zip(config.sources, results, strict=True):
        rows.append(
            (
                source.id,
                source.kind,
                result.status.status,
                str(result.http_status or "-"),
                str(result.seen + result.status.items),
                f"{result.seconds:.1f}",
                result.status.error or "",
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]) - 1)]
    for row in rows:
        click.echo(
            "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=False))
            + "  "
            + row[-1]
        )
    if any(r.status.status == "error" for r in results):
        sys.exit(EXIT_FAILED)


@main.command()
@out_option
@click.option("--port", type=int, default=8000, show_default=True, help="Port on 127.0.0.1.")
@_common
def serve(out: Path, port: int) -> None:
    """Serve the built site on 127.0.0.1 for preview.

    \b
    Example:
        digest serve --out output --port 8000
    """
    import http.server

    if not (out / "index.html").is_file():
        raise DigestError(f"no site in {out}; run `digest demo` or `digest run` first")
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(out))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as httpd:
        click.echo(f"Serving {out} at http://127.0.0.1:{httpd.server_address[1]}/ (Ctrl-C stops)")
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass
