"""Run the real pipeline on a demo-style corpus folder, the way `digest demo` does.

    .venv/bin/python bench/corpus_demo.py tests/data/corpus2 --date 2026-11-21 --out /tmp/corpus2_out

CORPUS holds `site/<host>/<path>` (what `http://<host>/<path>` returns) and `sources.yaml`.
One server on a free port of 127.0.0.1 answers for every host (by the Host header), and the
fetchers map the host names to it, as `pipeline.demo.DemoServer` does; nothing leaves loopback.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

import pipeline.demo as demo
from pipeline.config import load_config
from pipeline.run import run


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--date", required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--state", type=Path, default=None)
    args = parser.parse_args()
    site = (args.corpus / "site").resolve()
    config = load_config(args.corpus / "sources.yaml")
    with demo.DemoServer(site) as server:
        with tempfile.TemporaryDirectory(prefix="digest-corpus-") as tmp:
            state = args.state or Path(tmp)
            report = run(config, state, args.out, args.date, resolve=server.resolve())
    for source in report.sources:
        print(
            f"{source.id}: {source.status} new={source.new} seen={source.seen} failed={source.failed} {source.error or ''}"
        )
    for lang, page in sorted(report.pages.items()):
        print(lang, (args.out / page).resolve())


if __name__ == "__main__":
    main()
