"""The `digest` command: a thin click layer over pipeline.run.

Logs go to standard error as one plain line each (cron mail stays short);
standard output carries only what a command is asked to print.
"""

from __future__ import annotations

import datetime as dt
import functools
import json
import logging
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from . import __version__
from .config import Config, load_config
from .errors import ConfigError, DigestError
from .records import SourceStatus, to_json

logger = logging.getLogger("pipeline")

EXIT_FAILED = 1
EXIT_CONFIG = 2


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
        try:
            return func(*args, **kwargs)
        except DigestError as exc:
            click.echo(f"digest: error: {exc}", err=True)
            sys.exit(EXIT_CONFIG if isinstance(exc, ConfigError) else EXIT_FAILED)

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


def _load(path: Path) -> Config:
    return load_config(path)


def _report_sources(statuses: tuple[SourceStatus, ...]) -> None:
    for status in statuses:
        if status.status == "error":
            click.echo(f"digest: source {status.id} failed: {status.error}", err=True)
    ok = sum(1 for s in statuses if s.status != "error")
    logger.info("%d of %d sources fetched", ok, len(statuses))


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="digest")
def main() -> None:
    """news-digest: a bilingual (zh/en) digest with every figure traced to its source."""


@main.command()
@config_option
@out_option
@state_option
@date_option
@resolve_option
@_common
def run(
    config_path: Path, out: Path, state: Path, date: str | None, resolve: dict[str, str]
) -> None:
    """Fetch every source, build the edition for DATE and publish the site.

    Exit status: 0 when the site was published (even if some sources failed,
    which are reported on standard error and in the edition), 1 when nothing
    could be published, 2 on a configuration error.

    \b
    Example:
        digest run --config sources.yaml --out output --state state
        digest run --date 2026-10-25
    """
    from .run import run as run_pipeline

    config = _load(config_path)
    report = run_pipeline(config, state, out, date, resolve=resolve)
    _report_sources(report.statuses)
    for lang in ("zh", "en"):
        click.echo(str(out / report.pages[lang]))


@main.command()
@config_option
@state_option
@date_option
@resolve_option
@_common
def fetch(config_path: Path, state: Path, date: str | None, resolve: dict[str, str]) -> None:
    """Fetch and extract every source into the store, without building.

    \b
    Example:
        digest fetch --config sources.yaml --state state
    """
    from .run import fetch as fetch_sources
    from .run import today
    from .store import Store

    config = _load(config_path)
    with Store.in_folder(state) as store:
        statuses = fetch_sources(config, store, edition=date or today(), resolve=resolve)
    _report_sources(statuses)


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
    from .store import DEFAULT_FILENAME, Store

    config = _load(config_path)
    if not (state / DEFAULT_FILENAME).is_file():
        raise DigestError(f"no store at {state / DEFAULT_FILENAME}; run `digest fetch` first")
    with Store.in_folder(state) as store:
        report = build_edition(config, store, date or today(), out)
    for lang in ("zh", "en"):
        click.echo(str(out / report.pages[lang]))


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
    text), an http(s) URL, or - for plain text on standard input. Several
    SOURCEs give JSON Lines, one object each, in order.

    \b
    Example:
        digest extract article.html --published 2026-10-25
        echo '10 月 24 日，vLLM 达到 954K tokens/s' | digest extract - --published 2026-10-25
    """
    from .extract_command import extract_one

    failed = False
    for source in sources:
        try:
            document = extract_one(source, published, None if lang == "auto" else lang)
        except DigestError as exc:
            click.echo(f"digest: error: {exc}", err=True)
            failed = True
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
    _report_sources(report.statuses)
    for lang in ("zh", "en"):
        click.echo(str((out / report.pages[lang]).resolve()))


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
